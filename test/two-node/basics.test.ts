import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { skipPg } from "../helpers/pg";
import { settledStatus, signUp, startTwoNodes, type TwoNodes } from "../helpers/two-nodes";

// Contract §11: several `engram serve` processes share one PostgreSQL database and nothing else.
const skip = skipPg();

describe.skipIf(skip)("two nodes on one database", () => {
  let n: TwoNodes;
  beforeAll(async () => {
    n = await startTwoNodes({ env: { ENGRAM_EXTRACTOR: "rules" } });
  }, 120_000);
  afterAll(async () => {
    await n?.close();
  });

  test("a key made through one node works on the other; a memory written through A is found by a search through B and extracted once", async () => {
    const { api_key } = await signUp(n.a);
    const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
    const created = await n.a.fetch("/v1/memories", { method: "POST", headers, body: JSON.stringify({ content: "I moved to Lisbon last spring and I work as a nurse.", user_id: "ana" }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const search = await n.b.fetch("/v1/memories/search", { method: "POST", headers, body: JSON.stringify({ query: "where does she live", user_id: "ana" }) });
    expect(search.status).toBe(200);
    const { results } = (await search.json()) as { results: { id: string }[] };
    expect(results.map((r) => r.id)).toContain(id);

    // Both nodes run a job runner on the same queue: the extraction job runs once, its facts exist once.
    expect(await settledStatus(n.b, id, headers)).toBe("ready");
    const listed = await n.a.fetch("/v1/facts?user_id=ana", { headers });
    expect(listed.status).toBe(200);
    const { facts } = (await listed.json()) as { facts: { subject: string; predicate: string; object: string }[] };
    const triples = facts.map((f) => `${f.subject}|${f.predicate}|${f.object}`);
    expect(triples.length).toBeGreaterThan(0);
    expect(new Set(triples).size).toBe(triples.length);
    const jobs: { status: string; n: number }[] = await n.sql`select status, count(*)::int as n from jobs where payload like ${`%${id}%`} group by status`;
    expect(jobs).toEqual([{ status: "done", n: 1 }]);
  }, 60_000);
});
