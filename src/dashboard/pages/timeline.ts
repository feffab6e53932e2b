/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// An end user's facts on a time axis: one lane per subject and predicate, one bar per value from
// valid_from to invalid_at (open ones run to now, planned ones are dashed ahead of it), an arrow from a
// closed bar to the fact that closed it, and a cursor that sets `as_of` for the facts list under it.
import { get, qs, type Fact } from "../api.ts";
import { h, link, s, table, when } from "../dom.ts";
import { factsSection, FACT_HEADERS, factRows } from "./browse.ts";

const ROW_H = 20;
const LANE_PAD = 14;
const AXIS_H = 28;
const BOTTOM = 18;
const MAX_FACTS = 1000;

const ms = (iso: string) => Date.parse(iso);
const labelOf = (f: Fact) => (f.object.length > 28 ? `${f.object.slice(0, 27)}…` : f.object);
const iso = (t: number) => new Date(t).toISOString();

interface Bar {
  fact: Fact;
  start: number;
  end: number;
  planned: boolean;
  row: number;
}

async function allFacts(projectId: string, userId: string): Promise<Fact[]> {
  const out: Fact[] = [];
  for (let offset = 0; offset < MAX_FACTS; offset += 200) {
    const page = await get<{ facts: Fact[]; total: number }>(`/projects/${projectId}/facts${qs({ user_id: userId, include_invalidated: true, limit: 200, offset })}`);
    out.push(...page.facts);
    if (out.length >= page.total || page.facts.length === 0) break;
  }
  return out;
}

/**
 * Bars of one lane, each on the first row where it overlaps nothing: neither another bar nor the label
 * written on it (`reach`: where the bar or its label ends, whichever is later), so a short bar's label
 * ("34", "puppy") never runs into the next value's ("35", "Max").
 */
function stack(bars: Omit<Bar, "row">[], reach: (b: Omit<Bar, "row">) => number): { bars: Bar[]; rows: number } {
  const ends: number[] = [];
  const placed = bars
    .sort((a, b) => a.start - b.start)
    .map((b) => {
      let row = ends.findIndex((e) => e <= b.start);
      if (row === -1) row = ends.push(0) - 1;
      ends[row] = Math.max(b.end, reach(b));
      return { ...b, row };
    });
  return { bars: placed, rows: Math.max(1, ends.length) };
}

export async function timelinePage(main: HTMLElement, projectId: string, rawUser: string): Promise<void> {
  const userId = decodeURIComponent(rawUser);
  const facts = await allFacts(projectId, userId);
  // Drawn at the page's own width (1:1, so text stays 12 px); narrower than 640 px it scrolls sideways.
  const W = Math.max(640, Math.floor(main.clientWidth) - 4);
  const LABEL_W = W < 800 ? 140 : 210;
  const labelChars = Math.floor(LABEL_W / 7.2);
  const now = Date.now();
  const dated = facts.filter((f) => f.valid_from || f.created_at);
  const undated = facts.filter((f) => !f.valid_from && f.tense === "planned");
  const startOf = (f: Fact) => ms(f.valid_from ?? f.created_at!);
  let t0 = Math.min(now, ...dated.map(startOf));
  let t1 = Math.max(now, ...dated.map((f) => Math.max(startOf(f), f.invalid_at ? ms(f.invalid_at) : 0)));
  const span = Math.max(t1 - t0, 86_400_000);
  t0 -= span * 0.03;
  t1 += span * 0.08;
  const x = (t: number) => LABEL_W + ((W - LABEL_W - 12) * (t - t0)) / (t1 - t0);
  const tAt = (px: number) => t0 + ((px - LABEL_W) * (t1 - t0)) / (W - LABEL_W - 12);

  // Lanes: subject + predicate, in order of their first value.
  const lanes = new Map<string, Omit<Bar, "row">[]>();
  for (const f of dated.filter((f) => !(f.tense === "planned" && !f.valid_from))) {
    const start = startOf(f);
    const planned = start > now;
    const end = f.invalid_at ? ms(f.invalid_at) : planned ? start + span * 0.06 : f.tense === "past" ? start : now;
    const key = `${f.subject} · ${f.predicate}`;
    lanes.set(key, [...(lanes.get(key) ?? []), { fact: f, start, end: Math.max(end, start), planned }]);
  }
  const ordered = [...lanes.entries()].sort((a, b) => Math.min(...a[1].map((x) => x.start)) - Math.min(...b[1].map((x) => x.start)));
  const where = new Map<string, { y: number; bar: Bar }>();
  const parts: SVGElement[] = [];
  let y = AXIS_H;
  ordered.forEach(([label, raw], i) => {
    const { bars, rows } = stack(raw, (b) => tAt(x(b.start) + 4 + 7.2 * labelOf(b.fact).length + 6));
    const laneH = rows * ROW_H + LANE_PAD;
    parts.push(s("rect", { x: 0, y, width: W, height: laneH, class: i % 2 ? "lane odd" : "lane" }));
    parts.push(s("text", { x: 6, y: y + 17, class: "lane-label" }, label.length > labelChars ? `${label.slice(0, labelChars - 1)}…` : label, s("title", {}, label)));
    for (const b of bars) {
      const by = y + 5 + b.row * ROW_H;
      const bx = x(b.start);
      const bw = Math.max(4, x(b.end) - bx);
      const cls = b.planned ? "planned" : b.fact.invalid_at && ms(b.fact.invalid_at) <= now ? "closed" : b.fact.tense === "past" ? "closed" : "open";
      const title = `${label}: ${b.fact.object}\n${when(b.fact.valid_from)} → ${b.fact.invalid_at ? when(b.fact.invalid_at) : b.planned ? "planned" : "now"}${b.fact.invalidated_by ? `\nclosed by ${b.fact.invalidated_by}` : ""}`;
      const bar = [
        s("rect", { x: bx, y: by, width: bw, height: ROW_H - 5, rx: 3, class: `bar ${cls}` }),
        s("text", { x: bx + 4, y: by + 11, class: "bar-label" }, labelOf(b.fact)),
        s("title", {}, title),
      ];
      const src = b.fact.source_memory_id;
      parts.push(
        src
          ? s("a", { href: `#/browse/${projectId}/memory/${src}`, class: "fact", "data-fact": b.fact.id, "aria-label": `${title.replaceAll("\n", "; ")}. Open the source memory.` }, ...bar)
          : s("g", { class: "fact", "data-fact": b.fact.id }, ...bar),
      );
      where.set(b.fact.id, { y: by + ROW_H - 5, bar: { ...b } });
    }
    y += laneH;
  });
  const height = Math.max(y, AXIS_H + ROW_H) + BOTTOM;

  // Supersession: from the end of the closed bar to the start of the fact that closed it.
  const links: SVGElement[] = [];
  for (const f of facts) {
    const from = where.get(f.id);
    const to = f.invalidated_by ? where.get(f.invalidated_by) : undefined;
    if (!from || !to) continue;
    // Under the bars: from just inside the closed bar's end, dipping below, up into the successor's start.
    const x1 = Math.max(x(from.bar.start) + 2, x(from.bar.end) - 24);
    const x2 = Math.min(x(to.bar.end) - 2, x(to.bar.start) + 24);
    const dip = Math.max(from.y, to.y) + 9;
    links.push(s("path", { d: `M ${x1} ${from.y} C ${x1} ${dip}, ${x2} ${dip}, ${x2} ${to.y}`, class: "supersede", "marker-end": "url(#arrow)", "data-from": f.id, "data-to": f.invalidated_by! }, s("title", {}, `${f.object} closed by ${to.bar.fact.object}`)));
  }

  // Axis: five dates, and "now".
  const axis: SVGElement[] = [];
  for (let k = 0; k <= 4; k++) {
    const t = t0 + ((t1 - t0) * (k + 0.5)) / 5;
    axis.push(s("line", { x1: x(t), x2: x(t), y1: AXIS_H - 6, y2: height, class: "grid" }));
    axis.push(s("text", { x: x(t), y: AXIS_H - 10, "text-anchor": "middle", class: "tick" }, iso(t).slice(0, 10)));
  }
  axis.push(s("line", { x1: x(now), x2: x(now), y1: AXIS_H - 4, y2: height, class: "now" }));
  axis.push(s("text", { x: x(now), y: height - 4, "text-anchor": "middle", class: "tick now-label" }, "now"));

  const cursor = s("line", { x1: x(now), x2: x(now), y1: AXIS_H - 4, y2: height, class: "cursor", visibility: "hidden" });
  const svg = s(
    "svg",
    { viewBox: `0 0 ${W} ${height}`, width: W, height, class: "timeline", role: "group", "aria-label": `Fact timeline of ${userId}: ${facts.length} facts in ${ordered.length} lanes. Each bar opens its source memory.` },
    s("defs", {}, s("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: "auto-start-reverse" }, s("path", { d: "M 0 0 L 10 5 L 0 10 z", class: "arrow" }))),
    ...axis,
    ...parts,
    ...links,
    cursor,
  );

  // The cursor: a click on the chart, the slider or the date field sets as_of for the list below.
  const listHolder = h("div");
  const slider = h("input", { type: "range", min: 0, max: 1000, value: 1000, "aria-label": "Cursor time (sets as_of)" });
  const stamp = h("input", { type: "datetime-local", step: 1 });
  const shown = h("output", {}, "now (open facts)");
  let timer: ReturnType<typeof setTimeout> | null = null;
  const setCursor = (t: number | null) => {
    if (t === null) {
      cursor.setAttribute("visibility", "hidden");
      shown.textContent = "now (open facts)";
      stamp.value = "";
      void factsSection(projectId, userId, {}, listHolder);
      return;
    }
    const at = iso(Math.round(t / 1000) * 1000);
    cursor.setAttribute("x1", String(x(t)));
    cursor.setAttribute("x2", String(x(t)));
    cursor.setAttribute("visibility", "visible");
    shown.textContent = `as_of ${at}`;
    stamp.value = at.slice(0, 19);
    slider.value = String(Math.round(((t - t0) / (t1 - t0)) * 1000));
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void factsSection(projectId, userId, { asOf: at }, listHolder), 120);
  };
  svg.addEventListener("click", (e) => {
    if ((e.target as Element).closest("a")) return;
    const pt = (svg as SVGSVGElement).createSVGPoint();
    pt.x = (e as MouseEvent).clientX;
    pt.y = (e as MouseEvent).clientY;
    const local = pt.matrixTransform((svg as SVGSVGElement).getScreenCTM()!.inverse());
    if (local.x >= LABEL_W) setCursor(tAt(local.x));
  });
  slider.addEventListener("input", () => setCursor(t0 + ((t1 - t0) * Number(slider.value)) / 1000));
  stamp.addEventListener("change", () => (stamp.value ? setCursor(ms(`${stamp.value}Z`)) : setCursor(null)));
  const reset = h("button", { type: "button" }, "Back to now");
  reset.addEventListener("click", () => setCursor(null));

  await factsSection(projectId, userId, {}, listHolder);
  main.replaceChildren(
    h("h1", {}, "Fact timeline of ", h("code", {}, userId)),
    h("p", {}, link(`#/browse/${projectId}/user/${encodeURIComponent(userId)}`, "← Memories and facts"), ` · ${facts.length} facts · `, h("span", { class: "key open" }, "open"), " ", h("span", { class: "key closed" }, "closed"), " ", h("span", { class: "key planned" }, "planned"), " · arrows: closed by"),
    facts.length ? h("div", { class: "timeline-wrap" }, svg) : h("p", { class: "empty" }, "No facts for this user yet."),
    h("div", { class: "row cursor-controls" }, h("label", { class: "field grow" }, h("span", {}, "Cursor"), slider), h("label", { class: "field" }, h("span", {}, "As of (UTC)"), stamp), reset, shown),
    undated.length ? table("Planned, no date yet", FACT_HEADERS, factRows(projectId, undated)) : "",
    h("section", { class: "card" }, h("h2", {}, "Facts at the cursor"), listHolder),
  );
}
