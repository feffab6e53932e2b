import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../src/domain/clock";
import { startTestApp, usage } from "../../helpers/app";
import { seedMovedUser } from "../../dashboard/seed";

const t = startTestApp();
afterAll(() => t.close());
const seed = await seedMovedUser(t);
const pid = seed.s.project_id;
const other = await t.signUp();

/** The project's audit events by the dashboard, newest first. */
async function dashboardReads() {
  const r = await t.json("GET", "/v1/audit?action=read", { key: seed.s.api_key });
  return (r.body.events as { actor: string; ip: string | null; meta: { endpoint?: string } | null; read: { memories: string[]; facts: string[] } | null; target_id: string | null }[]).filter(
    (e) => e.actor === "dashboard",
  );
}

describe("/admin/v1 project browser (the /v1 reads, for the operator)", () => {
  test("every read endpoint needs the admin token", async () => {
    for (const p of ["users", "memories", "facts", "audit", `memories/${seed.lisbon.id}`, `memories/${seed.lisbon.id}/history`]) {
      const r = await t.json("GET", `/admin/v1/projects/${pid}/${p}`);
      expect([p, r.status, r.body.code]).toEqual([p, 401, "invalid_key"]);
      expect((await t.json("GET", `/admin/v1/projects/${pid}/${p}`, { key: seed.s.api_key })).status).toBe(401);
    }
    expect((await t.json("GET", "/admin/v1/overview")).status).toBe(401);
    expect((await t.json("POST", `/admin/v1/projects/${pid}/memories/search`, { body: { query: "x" } })).status).toBe(401);
  });

  test("users with counts, as GET /v1/users answers the project's own key", async () => {
    const admin = await t.admin("GET", `/projects/${pid}/users`);
    const own = await t.json("GET", "/v1/users", { key: seed.s.api_key });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(own.body);
    expect(admin.body.users).toEqual([expect.objectContaining({ user_id: "ana", memories: 2, facts: 1 })]);
    expect((await t.admin("GET", `/projects/${pid}/users?limit=0`)).status).toBe(422);
  });

  test("memories newest first with paging; one memory with its facts; its history", async () => {
    const list = await t.admin("GET", `/projects/${pid}/memories?user_id=ana`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.memories.map((m: { id: string }) => m.id)).toEqual([seed.berlin.id, seed.lisbon.id]);
    const paged = await t.admin("GET", `/projects/${pid}/memories?user_id=ana&limit=1&offset=1`);
    expect(paged.body.memories.map((m: { id: string }) => m.id)).toEqual([seed.lisbon.id]);
    const one = await t.admin("GET", `/projects/${pid}/memories/${seed.berlin.id}`);
    expect(one.status).toBe(200);
    expect(one.body.facts.map((f: { id: string }) => f.id)).toEqual([seed.now.id]);
    const hist = await t.admin("GET", `/projects/${pid}/memories/${seed.lisbon.id}/history`);
    expect(hist.status).toBe(200);
    expect(hist.body.entries.map((e: { event: string }) => e.event)).toContain("created");
    expect(hist.body.entries.map((e: { event: string }) => e.event)).toContain("fact_superseded");
  });

  test("another project's memory is 404 here; an unknown project is 404", async () => {
    const foreign = await t.addMemory(other.api_key, { content: "I like tea.", user_id: "zed" });
    expect((await t.admin("GET", `/projects/${pid}/memories/${foreign.id}`)).status).toBe(404);
    expect((await t.admin("GET", `/projects/${other.project_id}/memories/${foreign.id}`)).status).toBe(200);
    const none = await t.admin("GET", "/projects/prj_nope/memories");
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: "not_found", message: "Project not found" });
  });

  test("hybrid search finds the user's memory", async () => {
    const r = await t.admin("POST", `/projects/${pid}/memories/search`, { query: "Berlin", user_id: "ana", mode: "hybrid" });
    expect(r.status).toBe(200);
    expect(r.body.results[0].id).toBe(seed.berlin.id);
    const bad = await t.admin("POST", `/projects/${pid}/memories/search`, { user_id: "ana" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain("query");
  });

  test("facts: open by default, closed with include_invalidated, as_of picks the value of that day", async () => {
    const open = await t.admin("GET", `/projects/${pid}/facts?user_id=ana`);
    expect(open.body.facts.map((f: { id: string }) => f.id)).toEqual([seed.now.id]);
    const all = await t.admin("GET", `/projects/${pid}/facts?user_id=ana&include_invalidated=true`);
    expect(all.body.facts.map((f: { id: string }) => f.id).sort()).toEqual([seed.now.id, seed.old.id].sort());
    const then = await t.admin("GET", `/projects/${pid}/facts?user_id=ana&as_of=2025-06-01`);
    expect(then.body.facts.map((f: { id: string }) => f.id)).toEqual([seed.old.id]);
    const bad = await t.admin("GET", `/projects/${pid}/facts?as_of=yesterday`);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain("as_of");
  });

  test("the operator's reads are audited as dashboard with their ids and no ip, and are not metered", async () => {
    const before = await usage(t, seed.s.account_id, "queries");
    await t.admin("GET", `/projects/${pid}/memories?user_id=ana`);
    await t.admin("GET", `/projects/${pid}/facts?user_id=ana&include_invalidated=true`);
    await t.admin("GET", `/projects/${pid}/memories/${seed.berlin.id}`);
    expect(await usage(t, seed.s.account_id, "queries")).toBe(before);
    const reads = await dashboardReads();
    const list = reads.find((e) => e.meta?.endpoint === "memories.list")!;
    expect(list.ip).toBeNull();
    expect(list.read!.memories).toEqual([seed.berlin.id, seed.lisbon.id]);
    const facts = reads.find((e) => e.meta?.endpoint === "facts.list")!;
    expect(facts.read!.facts.sort()).toEqual([seed.now.id, seed.old.id].sort());
    const one = reads.find((e) => e.target_id === seed.berlin.id)!;
    expect(one.read).toEqual({ memories: [seed.berlin.id], facts: [seed.now.id] });
  });

  test("audit: the project's log with the filters and paging of GET /v1/audit", async () => {
    const viaAdmin = await t.admin("GET", `/projects/${pid}/audit?action=read&limit=2&offset=1`);
    const viaKey = await t.json("GET", "/v1/audit?action=read&limit=2&offset=1", { key: seed.s.api_key });
    expect(viaAdmin.status).toBe(200);
    expect(viaAdmin.body).toEqual(viaKey.body);
    expect(viaAdmin.body.events).toHaveLength(2);
    expect((await t.admin("GET", `/projects/${pid}/audit?since=nope`)).body.message).toContain("since");
  });

  test("account audit: every project and the account-wide events, or one project; filters as GET /v1/audit", async () => {
    const acc = seed.s.account_id;
    await t.admin("PATCH", `/accounts/${acc}`, { tier: "developer" });
    const second = (await t.admin("POST", `/accounts/${acc}/projects`, { name: "second" })).body;
    const all = await t.admin("GET", `/accounts/${acc}/audit?action=setting_change`);
    expect(all.status).toBe(200);
    const targets = all.body.events.map((e: { target_id: string }) => e.target_id);
    expect(targets).toContain(acc); // the tier change, account-wide
    expect(targets).toContain(second.id); // the other project's creation
    expect(all.body.total).toBe(all.body.events.length);
    const one = await t.admin("GET", `/accounts/${acc}/audit?action=setting_change&project_id=${second.id}`);
    expect(one.body.events.map((e: { target_id: string }) => e.target_id)).toEqual([second.id]);
    const paged = await t.admin("GET", `/accounts/${acc}/audit?limit=1&offset=1`);
    expect(paged.body.events).toHaveLength(1);
    expect((await t.admin("GET", "/accounts/acc_nope/audit")).status).toBe(404);
    expect((await t.admin("GET", `/accounts/${acc}/audit?until=later`)).body.message).toContain("until");
  });

  test("overview: per project 30 days of memories and facts, writes and queries; per account the month against the tier", async () => {
    await t.admin("PATCH", `/accounts/${seed.s.account_id}`, { tier: "hobby" });
    const r = await t.admin("GET", "/overview");
    expect(r.status).toBe(200);
    expect(r.body.days).toHaveLength(30);
    const p = r.body.projects.find((x: { id: string }) => x.id === pid);
    expect(p.memories.at(-1)).toBe(2);
    expect(p.memories_total).toBe(2);
    expect(p.facts.at(-1)).toBe(2);
    expect(p.facts_open).toBe(1);
    expect(p.writes.at(-1)).toBeGreaterThanOrEqual(2);
    expect(p.queries.at(-1)).toBeGreaterThanOrEqual(1);
    expect(p.backlog).toBe(0);
    const a = r.body.accounts.find((x: { id: string }) => x.id === seed.s.account_id);
    expect(a.tier).toBe("hobby");
    expect(a.writes).toEqual({ used: await usage(t, seed.s.account_id, "writes"), limit: 10_000 });
    expect(a.queries.limit).toBe(25_000);
    const free = r.body.accounts.find((x: { id: string }) => x.id === other.account_id);
    expect(free.writes.limit).toBeNull();
    // A memory waiting for extraction is backlog until the worker runs.
    await t.addMemory(other.api_key, { content: "I work at Acme.", user_id: "zed" });
    const waiting = (await t.admin("GET", "/overview")).body.projects.find((x: { id: string }) => x.id === other.project_id);
    expect(waiting.backlog).toBeGreaterThanOrEqual(1);
    await t.drain();
    expect((await t.admin("GET", "/overview")).body.projects.find((x: { id: string }) => x.id === other.project_id).backlog).toBe(0);
  });

  test("account tier and login changes are audited as setting_change by the dashboard", async () => {
    const acc = (await t.admin("POST", "/accounts", { name: "audited" })).body;
    await t.admin("PATCH", `/accounts/${acc.id}`, { tier: "team", login_enabled: true });
    const rows = (await t.sql<{ actor: string; action: string; meta: string; ip: string | null }>("select actor, action, meta, ip from audit_events where account_id = ? order by id", acc.id));
    expect(rows.map((r) => [r.actor, r.action, JSON.parse(r.meta), r.ip])).toEqual([
      ["dashboard", "setting_change", { setting: "tier", op: "set", from: "unlimited", to: "team" }, null],
      ["dashboard", "setting_change", { setting: "login", op: "enable", to: true }, null],
    ]);
  });

  test("close an account: needs confirm=true, works for an account with a login (which the key cannot close), 404 after", async () => {
    const s2 = await t.signUp();
    await t.addMemory(s2.api_key, { content: "I like jazz.", user_id: "u" });
    await t.admin("PATCH", `/accounts/${s2.account_id}`, { login_enabled: true });
    const byKey = await t.json("DELETE", "/v1/account?confirm=true", { key: s2.api_key });
    expect(byKey.status).toBe(409);
    expect(byKey.body.code).toBe("account_has_login");
    const unconfirmed = await t.admin("DELETE", `/accounts/${s2.account_id}`);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.code).toBe("confirmation_required");
    const closed = await t.admin("DELETE", `/accounts/${s2.account_id}?confirm=true`);
    expect(closed.status).toBe(200);
    expect(closed.body.deleted).toBe(true);
    expect(closed.body.removed.agent_memories).toBe(1);
    expect((await t.json("GET", "/v1/ping", { key: s2.api_key })).status).toBe(401);
    expect((await t.admin("DELETE", `/accounts/${s2.account_id}?confirm=true`)).status).toBe(404);
  });

  test("overview days move with the clock: yesterday's writes stay, today's start at zero", async () => {
    const clock = new ManualClock(0);
    clock.set("2026-05-20T10:00:00Z");
    const app = startTestApp({ clock });
    try {
      const s2 = await app.signUp();
      await app.addMemory(s2.api_key, { content: "I like tea.", user_id: "u" });
      const writes = async () => (await app.admin("GET", "/overview")).body.projects.find((p: { id: string }) => p.id === s2.project_id).writes as number[];
      expect((await writes()).slice(-2)).toEqual([0, 1]);
      clock.advanceMs(86_400_000);
      await app.addMemory(s2.api_key, { content: "I like coffee.", user_id: "u" });
      await app.addMemory(s2.api_key, { content: "I like cocoa.", user_id: "u" });
      expect((await writes()).slice(-2)).toEqual([1, 2]);
      clock.advanceMs(86_400_000);
      expect((await writes()).slice(-3)).toEqual([1, 2, 0]);
      await app.addMemory(s2.api_key, { content: "I like juice.", user_id: "u" });
      expect((await writes()).slice(-3)).toEqual([1, 2, 1]);
    } finally {
      app.close();
    }
  });
});
