/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// Small SVG charts drawn in the page: no library, nothing fetched. Each chart has a <title> and a
// text summary for screen readers; colours come from the stylesheet (classes s0, s1, ...).
import { h, num, s } from "./dom.ts";

const W = 560;
const H = 180;
const PAD = { l: 44, r: 10, t: 10, b: 26 };

function niceMax(v: number): number {
  if (v <= 4) return 4;
  const p = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 2.5, 5, 10].map((m) => m * p).find((m) => m >= v)!;
}

function frame(title: string, days: string[], max: number): SVGElement[] {
  const y = (v: number) => PAD.t + (H - PAD.t - PAD.b) * (1 - v / max);
  const parts: SVGElement[] = [s("title", {}, title)];
  for (const v of [0, max / 2, max]) {
    parts.push(s("line", { x1: PAD.l, x2: W - PAD.r, y1: y(v), y2: y(v), class: "grid" }));
    parts.push(s("text", { x: PAD.l - 6, y: y(v) + 4, "text-anchor": "end", class: "tick" }, num(Math.round(v))));
  }
  const x = (i: number) => PAD.l + ((W - PAD.l - PAD.r) * i) / Math.max(1, days.length - 1);
  for (const i of [0, Math.floor((days.length - 1) / 2), days.length - 1]) {
    parts.push(s("text", { x: x(i), y: H - 8, "text-anchor": i === 0 ? "start" : i === days.length - 1 ? "end" : "middle", class: "tick" }, days[i]!.slice(5)));
  }
  return parts;
}

function legend(names: string[]): HTMLElement {
  return h("p", { class: "legend" }, names.map((n, i) => h("span", { class: `key s${i}` }, n)));
}

export function lineChart(title: string, days: string[], lines: { name: string; values: number[] }[]): HTMLElement {
  const max = niceMax(Math.max(1, ...lines.flatMap((l) => l.values)));
  const x = (i: number) => PAD.l + ((W - PAD.l - PAD.r) * i) / Math.max(1, days.length - 1);
  const y = (v: number) => PAD.t + (H - PAD.t - PAD.b) * (1 - v / max);
  const paths = lines.map((l, k) => s("polyline", { points: l.values.map((v, i) => `${x(i)},${y(v)}`).join(" "), class: `line s${k}` }));
  const summary = lines.map((l) => `${l.name}: ${num(l.values[l.values.length - 1] ?? 0)}`).join(", ");
  return h(
    "figure",
    { class: "chart" },
    s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": `${title}. Now ${summary}.` }, ...frame(title, days, max), ...paths),
    h("figcaption", {}, title, legend(lines.map((l) => l.name))),
  );
}

export function barChart(title: string, days: string[], bars: { name: string; values: number[] }[]): HTMLElement {
  const max = niceMax(Math.max(1, ...bars.flatMap((b) => b.values)));
  const slot = (W - PAD.l - PAD.r) / days.length;
  const bw = Math.max(1, (slot * 0.8) / bars.length);
  const y = (v: number) => PAD.t + (H - PAD.t - PAD.b) * (1 - v / max);
  const rects = bars.flatMap((b, k) =>
    b.values.map((v, i) =>
      v > 0 ? s("rect", { x: PAD.l + slot * i + slot * 0.1 + bw * k, y: y(v), width: bw, height: Math.max(0.5, y(0) - y(v)), class: `bar s${k}` }, s("title", {}, `${days[i]}: ${num(v)} ${b.name}`)) : null,
    ),
  );
  const totals = bars.map((b) => `${b.name}: ${num(b.values.reduce((a, c) => a + c, 0))} in ${days.length} days`).join(", ");
  // Day labels of a bar chart sit under slots, not points: shift the frame's x labels by half a slot.
  return h(
    "figure",
    { class: "chart" },
    s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": `${title}. ${totals}.` }, ...frame(title, days, max), ...rects.filter((r): r is SVGElement => r !== null)),
    h("figcaption", {}, title, legend(bars.map((b) => b.name))),
  );
}

/** The month so far against a monthly quota; `limit` null means none (unlimited). */
export function quotaBar(label: string, used: number, limit: number | null): HTMLElement {
  if (limit === null) return h("div", { class: "quota" }, h("span", {}, `${label}: ${num(used)} this month`), h("small", {}, "no quota (unlimited)"));
  const share = Math.min(1, used / limit);
  const cls = share >= 1 ? "full" : share >= 0.8 ? "warn" : "";
  return h(
    "div",
    { class: "quota" },
    h("span", {}, `${label}: ${num(used)} of ${num(limit)} (${Math.round((used / limit) * 100)}%)`),
    s(
      "svg",
      { viewBox: "0 0 300 14", role: "img", "aria-label": `${label}: ${num(used)} of ${num(limit)} used this month`, preserveAspectRatio: "none" },
      s("rect", { x: 0, y: 0, width: 300, height: 14, class: "track" }),
      s("rect", { x: 0, y: 0, width: 300 * share, height: 14, class: `fill ${cls}` }),
      s("line", { x1: 240, x2: 240, y1: 0, y2: 14, class: "mark" }, s("title", {}, "80%: the quota warning")),
    ),
  );
}
