import { afterAll, describe, expect, test } from "bun:test";
import { sharedEmbedder, startTestApp } from "../../../helpers/app";

// Project-wide search (no user_id) takes its candidates from the bit index memory_vector_bits and
// re-scores them exactly; these check it against an exact ranking and that every write keeps it in step.
const t = startTestApp();
const a = await t.signUp();
afterAll(() => t.close());
const add = (body: Record<string, unknown>) => t.addMemory(a.api_key, body);
const search = (body: Record<string, unknown>) => t.json("POST", "/v1/memories/search", { key: a.api_key, body });
const ids = (r: { body: { results: { id: string }[] } }) => r.body.results.map((h) => h.id);
const sql = t.storage.sqlite;

const topics = ["hiking in the Alps", "baking sourdough bread", "learning Japanese", "my cat Miso", "jazz piano", "running a marathon", "growing tomatoes", "a trip to Lisbon"];
const made: { id: string; content: string }[] = [];
for (let i = 0; i < 48; i++) {
  const content = `User ${i} talks about ${topics[i % topics.length]} (note ${i})`;
  made.push(await add({ content, user_id: `user${i % 24}`, agent_id: i % 3 === 0 ? "planner" : undefined }));
}

/** Exact ranking over the project's live memories, from the stored float vectors. */
async function exact(query: string, agentId?: string): Promise<string[]> {
  const q = await sharedEmbedder.embedOne(query);
  const rows = sql
    .query(
      `select id from memories where project_id = ? and deleted_at is null ${agentId ? "and agent_id = ?" : ""}
       order by vec_distance_l2(embedding, ?), seq`,
    )
    .all(...([a.project_id, ...(agentId ? [agentId] : []), new Uint8Array(q.buffer)] as [string, Uint8Array])) as { id: string }[];
  return rows.map((r) => r.id);
}

const indexed = () => {
  const bits = (sql.query("select seq from memory_vector_bits where seq in (select seq from memories)").all() as { seq: number }[]).map((r) => r.seq).sort();
  const floats = (sql.query("select seq from memory_vectors where seq in (select seq from memories)").all() as { seq: number }[]).map((r) => r.seq).sort();
  return { bits, floats };
};

describe("project-wide search (no user_id)", () => {
  test("returns the same top results as an exact ranking of the project", async () => {
    for (const query of ["Which sports does anyone do?", "cooking at home", "pets"]) {
      const got = ids(await search({ query, limit: 10 }));
      expect(got).toEqual((await exact(query)).slice(0, 10));
    }
    const filtered = ids(await search({ query: "travel", limit: 10, agent_id: "planner" }));
    expect(filtered).toEqual((await exact("travel", "planner")).slice(0, 10));
  });

  test("never fewer than limit when that many exist in scope", async () => {
    expect(ids(await search({ query: "anything at all", limit: 50 }))).toHaveLength(48);
    expect(ids(await search({ query: "anything at all", limit: 50, agent_id: "planner" }))).toHaveLength(16);
    expect(ids(await search({ query: "anything at all", limit: 7 }))).toHaveLength(7);
  });

  test("an edited memory is found by its new content, a deleted one leaves the index", async () => {
    const m = made[5]!;
    await t.json("PATCH", `/v1/memories/${m.id}`, { key: a.api_key, body: { content: "I restore antique clocks" } });
    expect(ids(await search({ query: "antique clock restoration", limit: 1 }))).toEqual([m.id]);
    await t.json("DELETE", `/v1/memories/${m.id}`, { key: a.api_key });
    expect(ids(await search({ query: "antique clock restoration", limit: 50 }))).not.toContain(m.id);
    const { bits, floats } = indexed();
    expect(bits).toEqual(floats);
    expect(bits).toHaveLength(47);
  });

  test("erasing an end user removes their vectors from both indexes", async () => {
    const r = await t.json("DELETE", "/v1/users/user3/memories", { key: a.api_key });
    expect(r.status).toBe(200);
    const { bits, floats } = indexed();
    expect(bits).toEqual(floats);
    const erased = sql.query("select count(*) as n from memory_vector_bits where seq in (select seq from memories where user_id = 'user3')").get() as { n: number };
    expect(erased.n).toBe(0);
    expect(ids(await search({ query: "anything at all", limit: 50 }))).toHaveLength(45);
  });
});
