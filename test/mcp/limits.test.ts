import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../src/domain/clock";
import { startTestApp, usage } from "../helpers/app";
import { callTool, httpClient } from "./client";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:10Z");
const t = startTestApp({ clock, env: { ENGRAM_DEFAULT_TIER: "hobby" } });
afterAll(() => t.close());

describe("/mcp on a hobby account: the same quotas and rate limits as REST", () => {
  test("tool calls and REST calls fill one per-minute window; the 61st is refused either way with retry_after; listing tools costs nothing", async () => {
    const s = await t.signUp();
    const mcp = await httpClient(t, s.api_key);
    for (let i = 0; i < 5; i++) expect((await mcp.listTools()).tools).toHaveLength(13);
    for (let i = 0; i < 30; i++) expect((await t.req("GET", "/v1/memories", { key: s.api_key })).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await callTool(mcp, "list_memories")).isError).toBe(false);
    const refused = await callTool(mcp, "search_memories", { query: "anything" });
    expect(refused.isError).toBe(true);
    expect(refused.text).toStartWith("rate_limit_exceeded: Rate limit of 60 requests per minute reached");
    expect(refused.body).toMatchObject({ code: "rate_limit_exceeded", retry_after: 50 });
    expect((await t.req("GET", "/v1/memories", { key: s.api_key })).status).toBe(429);
    expect(await usage(t, s.account_id, "queries")).toBe(60); // 60 lists, REST and tool alike; the refused search ran nothing
    clock.advanceMs(50_000);
    expect((await callTool(mcp, "list_memories")).isError).toBe(false);
    const rest = await t.req("GET", "/v1/memories", { key: s.api_key });
    expect(rest.headers.get("x-ratelimit-remaining")).toBe("58");
    await mcp.close();
  });

  test("the monthly write quota: quota_exceeded with limit, used and resets_at; nothing stored; the denial audited with actor mcp", async () => {
    clock.set("2026-05-20T13:00:00Z");
    const s = await t.signUp();
    await t.sqlRun("insert into usage_counters(account_id, month, kind, used) values (?, '2026-05', 'writes', 11000)", s.account_id);
    const mcp = await httpClient(t, s.api_key);
    const r = await callTool(mcp, "add_memory", { content: "one too many" });
    expect(r.isError).toBe(true);
    expect(r.text).toStartWith("quota_exceeded: Monthly write quota used up");
    expect(r.body).toEqual({ code: "quota_exceeded", message: expect.stringContaining("0 left"), limit: 10_000, used: 11_000, resets_at: "2026-06-01T00:00:00.000000Z" });
    const n = await t.sqlOne<{ n: number }>("select count(*) as n from memories where account_id = ?", s.account_id);
    expect(n!.n).toBe(0);
    const denied = await t.sql<{ actor: string; ip: string | null; meta: string }>("select actor, ip, result, meta from audit_events where account_id = ? and result = 'denied'", s.account_id);
    expect(denied.map((d) => [d.actor, d.ip, JSON.parse(d.meta).reason])).toEqual([["mcp", null, "quota_exceeded"]]);
    await mcp.close();
  });

  test("agent cap before quota, as REST: a third agent_id on hobby is agent_cap_exceeded", async () => {
    clock.set("2026-05-20T14:00:00Z");
    const s = await t.signUp();
    const mcp = await httpClient(t, s.api_key);
    expect((await callTool(mcp, "add_memory", { content: "a", agent_id: "one" })).isError).toBe(false);
    expect((await callTool(mcp, "add_fact", { subject: "a", predicate: "likes", object: "b", agent_id: "two" })).isError).toBe(false);
    expect((await callTool(mcp, "add_memory", { content: "c", agent_id: "three" })).text).toStartWith("agent_cap_exceeded: ");
    await mcp.close();
  });
});
