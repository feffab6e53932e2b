import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../../helpers/app";

const t = startTestApp({ env: { ENGRAM_DEFAULT_TIER: "hobby" } });
afterAll(() => t.close());
const post = (key: string, body: unknown) => t.json("POST", "/v1/batch", { key, body });
const job = async (key: string, id: string) => (await t.json("GET", `/v1/batch/${id}`, { key })).body;
const seed = (accountId: string, used: number) =>
  t.sqlRun("insert into usage_counters(account_id, month, kind, used) values (?, ?, 'writes', ?) on conflict (account_id, month, kind) do update set used = excluded.used", accountId, new Date().toISOString().slice(0, 7), used);
const memoriesOf = async (accountId: string) => ((await t.sqlOne<{ n: number }>("select count(*) as n from memories where account_id = ?", accountId))!).n;

describe("POST /v1/batch", () => {
  test("202 {id: job_ + hex, status: processing, received}; the job imports every item through the add pipeline", async () => {
    const s = await t.signUp();
    const items = Array.from({ length: 70 }, (_, i) => ({ content: `Batch memory number ${i} about hiking`, user_id: `u${i % 3}`, metadata: { i } }));
    const r = await post(s.api_key, { memories: items });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ id: expect.stringMatching(/^job_[0-9a-f]{32}$/), status: "processing", received: 70 });
    expect(await job(s.api_key, r.body.id)).toEqual({ id: r.body.id, status: "pending", received: 70, imported: 0, failed: 0, errors: [] });
    await t.drain();
    expect(await job(s.api_key, r.body.id)).toEqual({ id: r.body.id, status: "completed", received: 70, imported: 70, failed: 0, errors: [] });
    expect(await memoriesOf(s.account_id)).toBe(70);
    const created = ((await t.sqlOne<{ n: number }>("select count(*) as n from outbox where account_id = ? and type = 'memory.created'", s.account_id))!).n;
    expect(created).toBe(70);
    const hits = (await t.json("POST", "/v1/memories/search", { key: s.api_key, body: { query: "hiking", user_id: "u1", limit: 50 } })).body.results;
    expect(hits).toHaveLength(23);
  });

  test("422 naming the item for one bad item or an unknown field; nothing stored or queued", async () => {
    const s = await t.signUp();
    const ok = { content: "fine" };
    for (const [items, field] of [
      [[ok, ok, ok, { content: "x", timestamp: "not a date" }], "memories[3].timestamp"],
      [[ok, { content: "   " }], "memories[1].content"],
      [[ok, { content: "x", user_id: "a/b" }], "memories[1].user_id"],
      [[ok, { content: "x", colour: "red" }], "memories[1].colour"],
      [[], "memories"],
      [Array.from({ length: 501 }, () => ok), "memories"],
    ] as const) {
      const r = await post(s.api_key, { memories: items });
      expect(r.status).toBe(422);
      expect(r.body.message).toStartWith(field);
    }
    expect(((await t.sqlOne<{ n: number }>("select count(*) as n from batches where account_id = ?", s.account_id))!).n).toBe(0);
  });

  test("null scope fields are accepted for items", async () => {
    const s = await t.signUp();
    const r = await post(s.api_key, { memories: [{ content: "nulls", user_id: null, agent_id: null, run_id: null, metadata: null, timestamp: null }] });
    expect(r.status).toBe(202);
  });

  test("per item: the agent cap then the quota; failed items are listed and burn nothing", async () => {
    const s = await t.signUp();
    await seed(s.account_id, 10_996); // 4 writes left with grace: the batch fits when posted
    const items = [
      { content: "a", agent_id: "one" },
      { content: "b", agent_id: "two" },
      { content: "c", agent_id: "three" },
      { content: "d" },
    ];
    const r = await post(s.api_key, { memories: items });
    expect(r.status).toBe(202);
    await seed(s.account_id, 10_998); // another writer used one more in the meantime
    await t.drain();
    const j = await job(s.api_key, r.body.id);
    expect(j).toMatchObject({ status: "completed", imported: 2, failed: 2 });
    expect(j.errors.map((e: { index: number; code: string }) => [e.index, e.code])).toEqual([[2, "agent_cap_exceeded"], [3, "quota_exceeded"]]);
    expect(((await t.sqlOne<{ used: number }>("select used from usage_counters where account_id = ?", s.account_id))!).used).toBe(11_000);
  });

  test("429 quota_exceeded at POST when the batch does not fit (queued batches count as used); nothing stored", async () => {
    const s = await t.signUp();
    await seed(s.account_id, 10_990); // 10 left
    expect((await post(s.api_key, { memories: Array.from({ length: 6 }, () => ({ content: "x" })) })).status).toBe(202);
    const r = await post(s.api_key, { memories: Array.from({ length: 5 }, () => ({ content: "y" })) });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe("quota_exceeded");
    expect(r.body.message).toContain("only 4 are left");
    // used counts the queued batch: a number on both backends (PostgreSQL's sum was a string once).
    expect(r.body.used).toBe(10_996);
    expect(r.body.limit).toBe(10_000);
    expect(r.res.headers.get("retry-after")).toBeNull();
    await t.drain();
  });

  test("429 too_many_batches with three queued or importing", async () => {
    const s = await t.signUp();
    for (let i = 0; i < 3; i++) expect((await post(s.api_key, { memories: [{ content: `q${i}` }] })).status).toBe(202);
    const r = await post(s.api_key, { memories: [{ content: "fourth" }] });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe("too_many_batches");
    await t.drain();
    expect((await post(s.api_key, { memories: [{ content: "after" }] })).status).toBe(202);
    await t.drain();
  });

  test("GET /v1/batch/{id}: 404 for an unknown id or another project's job", async () => {
    const s = await t.signUp();
    const other = await t.signUp();
    const r = await post(s.api_key, { memories: [{ content: "mine" }] });
    expect((await t.json("GET", `/v1/batch/${r.body.id}`, { key: other.api_key })).status).toBe(404);
    expect((await t.json("GET", "/v1/batch/job_nope", { key: s.api_key })).status).toBe(404);
    await t.drain();
  });
});
