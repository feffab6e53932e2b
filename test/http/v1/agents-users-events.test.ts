import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../helpers/app";

const t = startTestApp({ env: { ENGRAM_DEFAULT_TIER: "developer" } });
const s = await t.signUp();
const key = s.api_key;
afterAll(() => t.close());
const add = async (body: Record<string, unknown>) => (await t.json("POST", "/v1/memories", { key, body })).body;

const m1 = await add({ content: "travel one", user_id: "ann", agent_id: "travel" });
await add({ content: "travel two", user_id: "bob", agent_id: "travel" });
await add({ content: "chef one", user_id: "ann", agent_id: "chef" });
await add({ content: "no agent", user_id: "cy" });
await t.json("POST", "/v1/facts", { key, body: { subject: "ann", predicate: "likes", object: "trains", user_id: "ann", agent_id: "travel" } });

describe("GET /v1/agents", () => {
  test("namespaces of the project with active counts; default namespace omitted; cap and used", async () => {
    const r = await t.json("GET", "/v1/agents", { key });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.cap).toBe(10);
    expect(r.body.used).toBe(2);
    const travel = r.body.agents.find((a: { agent_id: string }) => a.agent_id === "travel");
    expect(travel).toMatchObject({ memories: 2, facts: 1 });
    expect(travel.last_active).toMatch(/Z$/);
  });

  test("forgetting a namespace: memories forgotten, facts closed, receipt; it stays listed with zero counts and keeps its slot", async () => {
    const r = await t.json("DELETE", "/v1/agents/travel", { key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ agent_id: "travel", memories_forgotten: 2, facts_invalidated: 1, audit_id: expect.stringMatching(/^aud_[0-9a-f]{32}$/) });
    expect((await t.json("GET", `/v1/memories/${m1.id}`, { key })).status).toBe(404);
    expect((await t.json("POST", "/v1/memories/search", { key, body: { query: "travel", agent_id: "travel" } })).body.results).toEqual([]);
    const list = (await t.json("GET", "/v1/agents", { key })).body;
    expect(list.agents.find((a: { agent_id: string }) => a.agent_id === "travel")).toMatchObject({ memories: 0, facts: 0 });
    expect(list.used).toBe(2);
    expect((await t.json("DELETE", "/v1/agents/never-used", { key })).status).toBe(404);
  });

  test("unlimited tier: cap is null", async () => {
    const u = await t.signUp();
    await t.admin("PATCH", `/accounts/${u.account_id}`, { tier: "unlimited" });
    expect((await t.json("GET", "/v1/agents", { key: u.api_key })).body).toEqual({ agents: [], total: 0, cap: null, used: 0 });
  });
});

describe("GET /v1/users", () => {
  test("end users of the project with counts and last_active; paging; 422 out of range", async () => {
    const r = await t.json("GET", "/v1/users", { key });
    expect(r.body.total).toBe(3);
    const ann = r.body.users.find((u: { user_id: string }) => u.user_id === "ann");
    expect(ann).toMatchObject({ memories: 1, facts: 0 });
    expect((await t.json("GET", "/v1/users?limit=1&offset=1", { key })).body.users).toHaveLength(1);
    expect((await t.json("GET", "/v1/users?limit=201", { key })).status).toBe(422);
  });
});

describe("GET /v1/events", () => {
  test("write events in order with a cursor; polling with `next` returns only newer ones", async () => {
    const first = (await t.json("GET", "/v1/events?limit=3", { key })).body;
    expect(first.events.map((e: { type: string }) => e.type)).toEqual(["memory.created", "memory.created", "memory.created"]);
    expect(first.events[0]).toMatchObject({ id: expect.stringMatching(/^evt_\d+$/), data: { id: m1.id, user_id: "ann", agent_id: "travel" } });
    const rest = (await t.json("GET", `/v1/events?since=${first.next}&limit=1000`, { key })).body;
    const types = rest.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(["memory.created", "fact.created", "memory.deleted", "memory.deleted", "fact.invalidated"].filter((x) => types.includes(x)));
    expect(types).toContain("fact.created");
    expect(types).toContain("memory.deleted");
    const again = (await t.json("GET", `/v1/events?since=${rest.next}`, { key })).body;
    expect(again).toEqual({ events: [], next: rest.next });
    await t.json("PATCH", `/v1/memories/${(await add({ content: "new", user_id: "dee" })).id}`, { key, body: { content: "edited" } });
    const newer = (await t.json("GET", `/v1/events?since=${rest.next}`, { key })).body.events.map((e: { type: string }) => e.type);
    expect(newer).toEqual(["memory.created", "memory.updated"]);
  });

  test("another project's events are never listed; 422 for a bad cursor or limit", async () => {
    const o = await t.signUp();
    expect((await t.json("GET", "/v1/events", { key: o.api_key })).body.events).toEqual([]);
    expect((await t.json("GET", "/v1/events?since=banana", { key })).status).toBe(422);
    expect((await t.json("GET", "/v1/events?limit=1001", { key })).status).toBe(422);
  });
});
