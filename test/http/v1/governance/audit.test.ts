import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { pruneAudit } from "../../../../src/domain/audit/list";
import { startTestApp } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-07-01T09:00:00Z");
const t = startTestApp({ clock });
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const audit = async (q = "", key = a.api_key) => (await t.json("GET", `/v1/audit${q}`, { key })).body;
const tick = () => clock.advanceMs(1000);
const words = "pelican-marmalade-query";

tick();
const mem = (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: `I secretly love ${words}`, user_id: "ann" } })).body;
tick();
await t.json("POST", "/v1/memories/search", { key: a.api_key, body: { query: `what about ${words}?`, user_id: "ann" } });
tick();
const fact = (await t.json("POST", "/v1/facts", { key: a.api_key, body: { subject: "ann", predicate: "likes", object: words, user_id: "ann" } })).body;
tick();
await t.json("POST", `/v1/facts/${fact.id}/forget`, { key: a.api_key });
tick();
await t.json("GET", `/v1/memories/${mem.id}`, { key: a.api_key });
tick();
await t.json("DELETE", `/v1/memories/${mem.id}`, { key: a.api_key });
tick();
const k = (await t.admin("POST", "/keys", { project_id: a.project_id, scopes: ["memories:read"] })).body;
tick();
await t.admin("POST", `/keys/${k.id}/revoke`);
tick();
await t.admin("PATCH", `/projects/${a.project_id}`, { name: "renamed" });
tick();
await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: "bad", user_id: "a/b" } }); // refused before it ran

describe("GET /v1/audit", () => {
  test("one event per operation, newest first, with actor, result, user, target and read ids", async () => {
    const { events, total } = await audit();
    expect(events.map((e: { action: string }) => e.action)).toEqual(["setting_change", "key_revoke", "key_create", "erase", "read", "fact_invalidate", "fact_write", "read", "write", "key_create"]);
    expect(total).toBe(10);
    const byAction = (x: string) => events.find((e: { action: string }) => e.action === x);
    expect(byAction("write")).toMatchObject({ actor: "rest", result: "ok", user_id: "ann", target_id: mem.id, ip: null });
    expect(byAction("erase")).toMatchObject({ target_id: mem.id, user_id: "ann" });
    expect(byAction("key_revoke")).toMatchObject({ actor: "dashboard", target_id: k.id, ip: null });
    expect(byAction("setting_change").meta).toEqual({ setting: "project", op: "rename" });
    const search = events.filter((e: { action: string }) => e.action === "read").at(-1);
    expect(search).toMatchObject({ target_id: null, user_id: "ann" });
    expect(search.read.memories).toEqual([mem.id]);
  });

  test("never the text of a memory, fact or query", async () => {
    const all = JSON.stringify((await t.sql("select * from audit_events")));
    expect(all).not.toContain(words);
    expect(all).not.toContain("renamed");
  });

  test("filters: user_id, action, since/until inclusive (date or date-time), limit/offset", async () => {
    expect((await audit("?user_id=ann")).total).toBe(6);
    expect((await audit("?action=fact_write")).events).toHaveLength(1);
    expect((await audit("?action=no_such_action")).total).toBe(0);
    const mid = "2026-07-01T09:00:03.000000Z";
    expect((await audit(`?since=${mid}`)).events.at(-1).ts).toBe(mid);
    expect((await audit(`?until=${mid}`)).events[0].ts).toBe(mid);
    expect((await audit("?until=2026-07-01")).total).toBe(10);
    expect((await audit("?since=2026-07-01T09:00:03%2B00:00&until=2026-07-01T09:00:04Z")).total).toBe(2);
    const page = await audit("?limit=3&offset=2");
    expect(page.events.map((e: { action: string }) => e.action)).toEqual(["key_create", "erase", "read"]);
    expect(page.total).toBe(10);
  });

  test("422 for unreadable dates, limit outside 1-1000, negative offset, long user_id or action", async () => {
    for (const [q, field] of [["?since=yesterday", "since"], ["?until=2026-13-01", "until"], ["?limit=0", "limit"], ["?limit=1001", "limit"], ["?offset=-1", "offset"], [`?user_id=${"u".repeat(256)}`, "user_id"], [`?action=${"a".repeat(33)}`, "action"]]) {
      const r = await t.json("GET", `/v1/audit${q}`, { key: a.api_key });
      expect(r.status).toBe(422);
      expect(r.body.message).toStartWith(field!);
    }
  });

  test("a key sees only its own account and project; reading the log is not logged and costs nothing", async () => {
    expect((await audit("", b.api_key)).events.map((e: { action: string }) => e.action)).toEqual(["key_create"]);
    const before = (await audit()).total;
    await audit();
    expect((await audit()).total).toBe(before);
    const q = (await t.sqlOne<{ n: number }>("select coalesce(sum(used),0) as n from usage_counters where account_id = ? and kind = 'queries'", a.account_id))!;
    await audit();
    expect(((await t.sqlOne<{ n: number }>("select coalesce(sum(used),0) as n from usage_counters where account_id = ? and kind = 'queries'", a.account_id))!).n).toBe(q.n);
  });

  test("key_change records a key move with from and to, on the key's new project", async () => {
    const p2 = (await t.admin("POST", `/accounts/${a.account_id}/projects`, { name: "second" })).body;
    const k2 = (await t.admin("POST", "/keys", { project_id: a.project_id, scopes: ["memories:read"] })).body;
    await t.admin("POST", `/keys/${k2.id}/move`, { project_id: p2.id });
    const rows = (await t.sql<{ project_id: string; actor: string; meta: string }>("select project_id, actor, meta from audit_events where action = 'key_change' and target_id = ?", k2.id));
    expect(rows.map((r) => [r.project_id, r.actor, JSON.parse(r.meta)])).toEqual([[p2.id, "dashboard", { op: "move", from: a.project_id, to: p2.id }]]);
  });

  test("events older than 400 days are pruned by the daily job", async () => {
    // 400 days before this instant is 2026-07-01T09:00:02Z: the sign-ups (both accounts), the add and
    // the search fall on or before it.
    clock.set("2027-08-05T09:00:02Z");
    expect(await pruneAudit(t.rt)).toBe(4);
    expect((await audit()).total).toBe(8); // the 7 left of the first 10, plus the key_create of the move test
  });
});
