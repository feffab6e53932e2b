import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { startTestApp, usage } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:00Z");
const t = startTestApp({ clock, env: { ENGRAM_DEFAULT_TIER: "hobby" } });
afterAll(() => t.close());

function seed(accountId: string, kind: "writes" | "queries", used: number, month = "2026-05") {
  return t.sqlRun("insert into usage_counters(account_id, month, kind, used) values (?, ?, ?, ?) on conflict (account_id, month, kind) do update set used = excluded.used", accountId, month, kind, used);
}
const count = async (sql: string, ...args: string[]) => (await t.sqlOne<{ n: number }>(sql, ...args))!.n;
const add = (key: string, body: Record<string, unknown>) => t.json("POST", "/v1/memories", { key, body });

describe("monthly quotas (hobby: 10,000 writes, 25,000 queries, +10% grace)", () => {
  test("writes: allowed up to the limit plus grace, then 429 quota_exceeded with limit, used, resets_at; nothing stored", async () => {
    const s = await t.signUp();
    await seed(s.account_id, "writes", 10_999);
    expect((await add(s.api_key, { content: "last one" })).status).toBe(201);
    const before = await count("select count(*) as n from memories where account_id = ?", s.account_id);
    const r = await add(s.api_key, { content: "one too many" });
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ code: "quota_exceeded", message: expect.stringContaining("0 left"), limit: 10_000, used: 11_000, resets_at: "2026-06-01T00:00:00.000000Z" });
    expect(r.res.headers.get("retry-after")).toBeNull();
    expect(await count("select count(*) as n from memories where account_id = ?", s.account_id)).toBe(before);
    expect(await usage(t, s.account_id, "writes")).toBe(11_000);
    const denied = (await t.sql<{ action: string; meta: string }>("select action, result, meta from audit_events where account_id = ? and result = 'denied'", s.account_id));
    expect(denied.map((d) => [d.action, JSON.parse(d.meta).reason])).toEqual([["write", "quota_exceeded"]]);
  });

  test("a 16,000-character memory needs 3 units: refused when only 2 are left", async () => {
    const s = await t.signUp();
    await seed(s.account_id, "writes", 10_998);
    expect((await add(s.api_key, { content: "x".repeat(16_000) })).status).toBe(429);
    expect((await add(s.api_key, { content: "x".repeat(12_000) })).status).toBe(201);
  });

  test("queries: search, get, list and facts are refused at the limit; the refusal is not audited; audit reads stay free", async () => {
    const s = await t.signUp();
    await seed(s.account_id, "queries", 27_500);
    const events = await count("select count(*) as n from audit_events where account_id = ?", s.account_id);
    for (const [m, p, body] of [["POST", "/v1/memories/search", { query: "x" }], ["GET", "/v1/memories"], ["GET", "/v1/facts"], ["GET", "/v1/memories/mem_00000000-0000-7000-8000-000000000000"]] as const) {
      const r = await t.json(m, p, { key: s.api_key, body });
      expect(r.status).toBe(429);
      expect(r.body.code).toBe("quota_exceeded");
      expect(r.body.limit).toBe(25_000);
    }
    expect(await count("select count(*) as n from audit_events where account_id = ?", s.account_id)).toBe(events);
    expect((await t.json("GET", "/v1/audit", { key: s.api_key })).status).toBe(200);
  });

  test("the quota resets at 00:00 UTC on the 1st", async () => {
    const s = await t.signUp();
    await seed(s.account_id, "writes", 11_000);
    expect((await add(s.api_key, { content: "may" })).status).toBe(429);
    clock.set("2026-06-01T00:00:00Z");
    expect((await add(s.api_key, { content: "june" })).status).toBe(201);
    clock.set("2026-05-20T12:00:00Z");
  });

  test("concurrent writes at the edge of the quota never overshoot", async () => {
    const s = await t.signUp();
    await seed(s.account_id, "writes", 10_990);
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => add(s.api_key, { content: `race ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    expect(await usage(t, s.account_id, "writes")).toBe(11_000);
  });

  test("quota.warning: once a month when an add crosses 80%; none for a later crossing in the same month", async () => {
    const s = await t.signUp();
    await seed(s.account_id, "writes", 7_999);
    await add(s.api_key, { content: "crosses 80%" });
    await add(s.api_key, { content: "after" });
    const warnings = ((await t.sql<{ project_id: string | null; data: string }>("select project_id, data from outbox where account_id = ? and type = 'quota.warning'", s.account_id)));
    expect(warnings.map((w) => [w.project_id, JSON.parse(w.data)])).toEqual([[null, { used: 8_000, limit: 10_000, percent: 80 }]]);
  });

  test("quota.warning for queries carries kind: queries; a fact write that crosses sends nothing that month", async () => {
    const s = await t.signUp();
    await seed(s.account_id, "queries", 19_999);
    await t.json("GET", "/v1/memories", { key: s.api_key });
    await seed(s.account_id, "writes", 7_999);
    expect((await t.json("POST", "/v1/facts", { key: s.api_key, body: { subject: "a", predicate: "likes", object: "b" } })).status).toBe(201);
    await add(s.api_key, { content: "a later add in the same month" });
    const data = ((await t.sql<{ data: string }>("select data from outbox where account_id = ? and type = 'quota.warning'", s.account_id))).map((w) => JSON.parse(w.data));
    expect(data).toEqual([{ used: 20_000, limit: 25_000, percent: 80, kind: "queries" }]);
  });
});

describe("agent cap (hobby: 2)", () => {
  test("403 agent_cap_exceeded for a third name; nothing written or counted; the refusal is audited", async () => {
    const s = await t.signUp();
    expect((await add(s.api_key, { content: "a", agent_id: "one" })).status).toBe(201);
    expect((await t.json("POST", "/v1/facts", { key: s.api_key, body: { subject: "a", predicate: "p", object: "o", agent_id: "two" } })).status).toBe(201);
    expect((await add(s.api_key, { content: "again", agent_id: "one" })).status).toBe(201);
    const writes = await usage(t, s.account_id, "writes");
    const r = await add(s.api_key, { content: "three", agent_id: "three" });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("agent_cap_exceeded");
    const f = await t.json("POST", "/v1/facts", { key: s.api_key, body: { subject: "a", predicate: "p", object: "o", agent_id: "three" } });
    expect(f.status).toBe(403);
    expect(await usage(t, s.account_id, "writes")).toBe(writes);
    expect(await count("select count(*) as n from memories where agent_id = 'three'")).toBe(0);
    const denied = ((await t.sql<{ action: string; meta: string }>("select action, meta from audit_events where account_id = ? and result = 'denied'", s.account_id))).map((d) => [d.action, JSON.parse(d.meta).reason]);
    expect(denied).toEqual([["write", "agent_cap_exceeded"], ["fact_write", "agent_cap_exceeded"]]);
  });

  test("the cap is checked before the quota; the default namespace never takes a slot", async () => {
    const s = await t.signUp();
    await add(s.api_key, { content: "a", agent_id: "one" });
    await add(s.api_key, { content: "b", agent_id: "two" });
    await add(s.api_key, { content: "no agent" });
    await seed(s.account_id, "writes", 11_000);
    expect((await add(s.api_key, { content: "c", agent_id: "three" })).body.code).toBe("agent_cap_exceeded");
    expect((await add(s.api_key, { content: "c", agent_id: "one" })).body.code).toBe("quota_exceeded");
  });

  test("404 and 409 on fact correction are answered before the quota", async () => {
    const s = await t.signUp();
    const f = (await t.json("POST", "/v1/facts", { key: s.api_key, body: { subject: "a", predicate: "lives_in", object: "x" } })).body;
    clock.advanceMs(1000);
    await t.json("POST", "/v1/facts", { key: s.api_key, body: { subject: "a", predicate: "lives_in", object: "y" } });
    await seed(s.account_id, "writes", 11_000);
    expect((await t.json("PATCH", "/v1/facts/fct_00000000-0000-7000-8000-000000000000", { key: s.api_key, body: { object: "z" } })).status).toBe(404);
    expect((await t.json("PATCH", `/v1/facts/${f.id}`, { key: s.api_key, body: { object: "z" } })).status).toBe(409);
  });
});
