/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// The read-only browser: a project's end users, a user's memories (newest first, search) and facts
// (current, with closed ones, or as of an instant), a memory's facts and history; and the audit log.
import { api, catalog, get, projectLabel, qs, type Fact, type Memory } from "../api.ts";
import { button, field, form, h, link, select, table, when, type Child } from "../dom.ts";

const PAGE = 50;
const enc = encodeURIComponent;

/** A hash route's own query string (`#/browse/p/user/u?offset=50`). */
export function hashParams(): URLSearchParams {
  return new URLSearchParams(location.hash.split("?")[1] ?? "");
}

export function pager(total: number, offset: number, limit: number, go: (offset: number) => void): HTMLElement {
  // One page (or none): nothing to page through, so no buttons that could only be disabled.
  if (offset === 0 && total <= limit) return h("nav", { class: "pager", hidden: true });
  return h(
    "nav",
    { class: "pager", "aria-label": "Pages" },
    button("← Newer", () => go(Math.max(0, offset - limit)), { disabled: offset === 0 }),
    h("span", {}, total === 0 ? "0" : `${offset + 1}–${Math.min(total, offset + limit)} of ${total}`),
    button("Older →", () => go(offset + limit), { disabled: offset + limit >= total }),
  );
}

async function projectPicker(current: string | undefined, go: (id: string) => void): Promise<HTMLElement> {
  const { accounts, projects } = await catalog();
  const pick = select("project", [["", "Choose a project"], ...projects.map((p): [string, string] => [p.id, projectLabel(p, accounts)])], current ?? "");
  pick.addEventListener("change", () => pick.value && go(pick.value));
  return field("Project", pick);
}

export async function projectPage(main: HTMLElement, projectId?: string): Promise<void> {
  const picker = await projectPicker(projectId, (id) => (location.hash = `#/browse/${id}`));
  if (!projectId) {
    main.replaceChildren(h("h1", {}, "Memories & facts"), picker);
    return;
  }
  const offset = Number(hashParams().get("offset") ?? 0);
  const { users, total } = await get<{ users: { user_id: string; memories: number; facts: number; last_active: string | null }[]; total: number }>(
    `/projects/${projectId}/users${qs({ limit: PAGE, offset })}`,
  );
  const rows = users.map((u) => [
    link(`#/browse/${projectId}/user/${enc(u.user_id)}`, u.user_id),
    String(u.memories),
    String(u.facts),
    when(u.last_active),
    link(`#/browse/${projectId}/timeline/${enc(u.user_id)}`, "Timeline", { "aria-label": `Fact timeline of ${u.user_id}` }),
  ]);
  main.replaceChildren(
    h("h1", {}, "Memories & facts"),
    picker,
    table("End users, most recently active first", ["End user", "Memories", "Facts", "Last active", ""], rows, "no end users yet."),
    pager(total, offset, PAGE, (o) => (location.hash = `#/browse/${projectId}?offset=${o}`)),
  );
}

export function factRows(projectId: string, facts: Fact[]): Child[][] {
  // The closing fact by its value when it is listed too ("by Berlin"); ids share their time prefix.
  const byId = new Map(facts.map((f) => [f.id, f]));
  const closedBy = (id: string) => {
    const c = byId.get(id);
    return c ? h("span", { title: id }, "by ", c.object) : h("span", {}, "by ", h("code", {}, id));
  };
  return facts.map((f) => [
    h("span", { class: `tense ${f.tense}` }, f.tense),
    `${f.subject} · ${f.predicate}`,
    f.object,
    when(f.valid_from),
    f.invalid_at ? when(f.invalid_at) : "open",
    f.invalidated_by ? closedBy(f.invalidated_by) : "",
    f.source_memory_id ? link(`#/browse/${projectId}/memory/${f.source_memory_id}`, "source") : "",
  ]);
}

export const FACT_HEADERS = ["Tense", "Subject · predicate", "Value", "Valid from", "Invalid at", "Closed by", "Memory"];

/** The facts list with its two switches; `asOf` wins over `include_invalidated` as in GET /v1/facts. */
export async function factsSection(projectId: string, userId: string, opts: { asOf?: string; all?: boolean }, holder: HTMLElement): Promise<void> {
  const { facts, total } = await get<{ facts: Fact[]; total: number }>(
    `/projects/${projectId}/facts${qs({ user_id: userId, include_invalidated: opts.all, as_of: opts.asOf, limit: 200 })}`,
  );
  const caption = opts.asOf ? `Facts valid at ${opts.asOf} (${total})` : opts.all ? `All facts, closed ones included (${total})` : `Open facts (${total})`;
  holder.replaceChildren(table(caption, FACT_HEADERS, factRows(projectId, facts), "none."));
}

export function factControls(onChange: (o: { asOf?: string; all?: boolean }) => void, initial: { asOf?: string; all?: boolean } = {}): HTMLElement {
  const all = h("input", { type: "checkbox", name: "include_invalidated", checked: !!initial.all });
  const asOf = h("input", { type: "datetime-local", name: "as_of", step: 1, value: initial.asOf ? initial.asOf.slice(0, 19) : "" });
  const fire = () => onChange({ all: all.checked, asOf: asOf.value ? `${asOf.value}Z` : undefined });
  all.addEventListener("change", fire);
  asOf.addEventListener("change", fire);
  return h("div", { class: "row" }, h("label", { class: "check" }, all, " include closed facts (include_invalidated)"), field("As of (UTC)", asOf), button("Now", () => {
    asOf.value = "";
    fire();
  }));
}

export async function userPage(main: HTMLElement, projectId: string, rawUser: string): Promise<void> {
  const userId = decodeURIComponent(rawUser);
  const offset = Number(hashParams().get("offset") ?? 0);
  const { memories, total } = await get<{ memories: Memory[]; total: number }>(`/projects/${projectId}/memories${qs({ user_id: userId, limit: PAGE, offset })}`);
  const results = h("div", { "aria-live": "polite" });
  const search = form(
    "Search this user's memories",
    async (d) => {
      const query = String(d.get("query") ?? "");
      const { results: hits } = await api<{ results: { id: string; score: number; snippet: string }[] }>("POST", `/projects/${projectId}/memories/search`, { query, user_id: userId, mode: "hybrid", limit: 20 });
      results.replaceChildren(table(`Results for “${query}”`, ["Score", "Memory"], hits.map((r) => [r.score.toFixed(3), link(`#/browse/${projectId}/memory/${r.id}`, r.snippet)]), "no match."));
    },
    field("Search (hybrid)", h("input", { type: "search", name: "query", required: true, maxlength: 2000 })),
    h("button", { type: "submit" }, "Search"),
  );
  const memRows = memories.map((m) => [when(m.created_at), h("span", { class: `status-${m.status}` }, m.status), link(`#/browse/${projectId}/memory/${m.id}`, m.content.length > 160 ? `${m.content.slice(0, 160)}…` : m.content), m.agent_id ?? ""]);
  const factsHolder = h("div");
  const controls = factControls((o) => void factsSection(projectId, userId, o, factsHolder));
  await factsSection(projectId, userId, {}, factsHolder);
  main.replaceChildren(
    h("h1", {}, "End user ", h("code", {}, userId)),
    h("p", {}, link(`#/browse/${projectId}`, "← End users"), " · ", link(`#/browse/${projectId}/timeline/${enc(userId)}`, "Fact timeline")),
    h("section", { class: "card" }, h("h2", {}, "Memories"), search, results, table("Memories, newest first", ["Created", "Status", "Content", "Agent"], memRows, "none."), pager(total, offset, PAGE, (o) => (location.hash = `#/browse/${projectId}/user/${enc(userId)}?offset=${o}`))),
    h("section", { class: "card" }, h("h2", {}, "Facts"), controls, factsHolder),
  );
}

export async function memoryPage(main: HTMLElement, projectId: string, memoryId: string): Promise<void> {
  const history = await get<{ entries: { id: number; event: string; at: string; actor: string; old_content: string | null; new_content: string | null; fact_ids: string[] }[] }>(
    `/projects/${projectId}/memories/${memoryId}/history`,
  );
  const m = await get<Memory>(`/projects/${projectId}/memories/${memoryId}`).catch(() => null);
  const back = m?.user_id ? link(`#/browse/${projectId}/user/${enc(m.user_id)}`, `← ${m.user_id}`) : link(`#/browse/${projectId}`, "← End users");
  main.replaceChildren(
    h("h1", {}, "Memory ", h("code", {}, memoryId)),
    h("p", {}, back),
    m
      ? h(
          "section",
          { class: "card" },
          h("blockquote", { class: "content" }, m.content),
          h("p", {}, `Status ${m.status} · created ${when(m.created_at)}${m.updated_at ? ` · edited ${when(m.updated_at)}` : ""}${m.agent_id ? ` · agent ${m.agent_id}` : ""}`),
          table("Facts it states that are true now", FACT_HEADERS, factRows(projectId, m.facts as Fact[]), "none."),
        )
      : h("p", { class: "empty" }, "This memory was deleted; its history remains."),
    table(
      "History, oldest first",
      ["When", "Event", "Actor", "Before", "After", "Facts"],
      history.entries.map((e) => [when(e.at), e.event, e.actor, e.old_content ?? "", e.new_content ?? "", e.fact_ids.map((f) => h("code", {}, f.slice(0, 12), " "))]),
    ),
  );
}

export async function auditPage(main: HTMLElement): Promise<void> {
  const p = hashParams();
  const scope = p.get("scope") ?? "";
  const { accounts, projects } = await catalog();
  const options: [string, string][] = [
    ["", "Choose an account or project"],
    ...accounts.map((a): [string, string] => [`account:${a.id}`, `All of ${a.name ?? a.id} (every project and account-wide)`]),
    ...projects.map((x): [string, string] => [`project:${x.id}`, `Project ${projectLabel(x, accounts)}`]),
  ];
  const pick = select("scope", options, scope);
  pick.addEventListener("change", () => pick.value && (location.hash = `#/audit?scope=${pick.value}`));
  const picker = field("Log of", pick);
  const [kind, id] = scope.split(":");
  if (!id || (kind !== "account" && kind !== "project")) {
    main.replaceChildren(h("h1", {}, "Audit log"), picker);
    return;
  }
  const limit = Number(p.get("limit") ?? 100);
  const offset = Number(p.get("offset") ?? 0);
  const filters = { user_id: p.get("user_id") ?? "", action: p.get("action") ?? "", since: p.get("since") ?? "", until: p.get("until") ?? "" };
  const { events, total } = await get<{ events: { ts: string; actor: string; action: string; result: string; user_id: string | null; target_id: string | null; meta: unknown; ip: string | null; read: { memories: string[]; facts: string[] } | null }[]; total: number }>(
    `/${kind === "account" ? "accounts" : "projects"}/${id}/audit${qs({ ...filters, limit, offset })}`,
  );
  const go = (o: Record<string, string | number>) => {
    location.hash = `#/audit${qs({ scope, ...filters, limit, offset: 0, ...o })}`;
  };
  const filterForm = form(
    "Filter the audit log",
    (d) => go({ user_id: String(d.get("user_id")), action: String(d.get("action")), since: String(d.get("since")), until: String(d.get("until")) }),
    field("End user", h("input", { name: "user_id", value: filters.user_id })),
    field("Action", select("action", ["", "read", "write", "fact_write", "fact_invalidate", "erase", "key_create", "key_revoke", "key_change", "setting_change"].map((a): [string, string] => [a, a || "any"]), filters.action)),
    field("Since", h("input", { name: "since", value: filters.since, placeholder: "YYYY-MM-DD" })),
    field("Until", h("input", { name: "until", value: filters.until, placeholder: "YYYY-MM-DD" })),
    h("button", { type: "submit" }, "Filter"),
  );
  const rows = events.map((e) => [
    when(e.ts),
    e.actor,
    e.action,
    e.result,
    e.user_id ?? "",
    e.target_id ? h("code", {}, e.target_id) : "",
    e.read ? `${e.read.memories.length} memories, ${e.read.facts.length} facts` : "",
    e.meta ? h("code", { class: "meta" }, JSON.stringify(e.meta)) : "",
    e.ip ?? "",
  ]);
  main.replaceChildren(
    h("h1", {}, "Audit log"),
    picker,
    filterForm,
    table("Events, newest first", ["When", "Actor", "Action", "Result", "End user", "Target", "Read", "Meta", "IP"], rows, "no events match."),
    pager(total, offset, limit, (o) => go({ offset: o })),
  );
}
