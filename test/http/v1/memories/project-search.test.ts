import { afterAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { vec } from "../../../../src/db";
import { forgetProjectIndexes, indexedSeqs, indexerOptions, startProjectIndexer } from "../../../../src/db/vec-index";
import { pg, sharedEmbedder, startTestApp } from "../../../helpers/app";

// Project-wide search (no user_id) takes its candidates from an in-memory int4 index per project and
// connection (src/db/vec-index.ts), built in the background as `engram serve` does, and re-scores them
// exactly; these check it against an exact ranking, that a search before the build ranks exactly, and
// that every write keeps it in step, including writes made through another connection.
// SQLite only, by nature: it looks inside the SQLite connections' in-memory index and the vec0 table.
// PostgreSQL ranks project-wide with pgvector (test/pg/vectors.test.ts checks it against exact).
const t = startTestApp();
const a = await t.signUp();
afterAll(() => {
  if (!pg) forgetProjectIndexes(t.storage.sqlite);
  t.close();
});
const add = (body: Record<string, unknown>) => t.addMemory(a.api_key, body);
const search = (body: Record<string, unknown>) => t.json("POST", "/v1/memories/search", { key: a.api_key, body });
const ids = (r: { body: { results: { id: string }[] } }) => r.body.results.map((h) => h.id);
const sql = pg ? (null as never) : t.storage.sqlite;
/** The connection the app searches on (reads outside a transaction): its in-memory index is the one searched. */
const searched = sql;

const topics = ["hiking in the Alps", "baking sourdough bread", "learning Japanese", "my cat Miso", "jazz piano", "running a marathon", "growing tomatoes", "a trip to Lisbon"];
const made: { id: string; content: string }[] = [];
for (let i = 0; !pg && i < 48; i++) {
  const content = `User ${i} talks about ${topics[i % topics.length]} (note ${i})`;
  made.push(await add({ content, user_id: `user${i % 24}`, agent_id: i % 3 === 0 ? "planner" : undefined }));
}
const indexer = pg ? null : startProjectIndexer(searched);
await indexer?.idle();

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

/** The seqs the app's reading connection's in-memory index holds for the project, and those memory_vectors holds. */
const indexed = () => {
  const held = [...(indexedSeqs(searched, a.project_id) ?? [])].sort((x, y) => x - y);
  const floats = (sql.query("select seq from memory_vectors where project_id = ? order by seq").all(a.project_id) as { seq: number }[]).map((r) => r.seq);
  return { held, floats };
};

describe.skipIf(pg)("project-wide search (no user_id)", () => {
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
    const { held, floats } = indexed();
    expect(held).toEqual(floats);
    expect(held).toHaveLength(47);
  });

  test("erasing an end user removes their vectors from both indexes", async () => {
    const before = (sql.query("select seq from memories where user_id = 'user3'").all() as { seq: number }[]).map((r) => r.seq);
    expect(before).toHaveLength(2);
    const r = await t.json("DELETE", "/v1/users/user3/memories", { key: a.api_key });
    expect(r.status).toBe(200);
    expect(ids(await search({ query: "anything at all", limit: 50 }))).toHaveLength(45);
    const { held, floats } = indexed();
    expect(held).toEqual(floats);
    for (const seq of before) expect(held).not.toContain(seq);
  });

  test("writes through another connection (as the job process makes) are searched at once", async () => {
    // A second app on the same database file: its own connection, writing while this one has its index loaded.
    const other = startTestApp({ env: { ENGRAM_DATA_DIR: t.dir } });
    try {
      const added = (await other.json("POST", "/v1/memories", { key: a.api_key, body: { content: "I collect vintage fountain pens", user_id: "user7" } })).body;
      expect(ids(await search({ query: "fountain pen collection", limit: 1 }))).toEqual([added.id]);
      const victim = made[9]!;
      await other.json("PATCH", `/v1/memories/${victim.id}`, { key: a.api_key, body: { content: "I breed koi fish in a pond" } });
      expect(ids(await search({ query: "koi pond", limit: 1 }))).toEqual([victim.id]);
      await other.json("DELETE", `/v1/memories/${added.id}`, { key: a.api_key });
      expect(ids(await search({ query: "fountain pen collection", limit: 50 }))).not.toContain(added.id);
      for (const query of ["Which sports does anyone do?", "fish"]) expect(ids(await search({ query, limit: 10 }))).toEqual((await exact(query)).slice(0, 10));
      const { held, floats } = indexed();
      expect(held).toEqual(floats);
    } finally {
      other.storage.close();
      rmSync(other.dir, { recursive: true, force: true });
    }
  });

  test("a memory written by another process (as the job runner writes) is searched at once", async () => {
    await search({ query: "anything", limit: 1 });
    expect(indexedSeqs(searched, a.project_id)).not.toBeNull(); // loaded before the write
    const content = "I keep bees on my roof";
    const vector = await sharedEmbedder.embedOne(content);
    // The writer's half of src/db/vec.ts in a separate process: the memory row and its vector, one transaction.
    const script = `
      import { openStorage, vec } from "${process.cwd()}/src/db";
      import { vecExtensionPath } from "${process.cwd()}/src/runtime/paths";
      const [file, project, account, json] = process.argv.slice(-4);
      const s = openStorage(file, { vecExtensionPath: vecExtensionPath() });
      const v = Float32Array.from(JSON.parse(json));
      s.sqlite.transaction(() => {
        const seq = Number(s.sqlite.query("insert into memories(id, account_id, project_id, user_id, content, status, created_at, embedding) values ('mem_other_process', ?, ?, 'user9', ?, 'ready', '2026-01-01T00:00:00Z', ?)")
          .run(account, project, ${JSON.stringify(content)}, new Uint8Array(v.buffer)).lastInsertRowid);
        vec.insertVector(s.sqlite, { seq, projectId: project, userId: "user9", agentId: null, runId: null }, v);
      })();
      s.close();`;
    const proc = Bun.spawn(["bun", "-e", script, t.storage.sqlite.filename, a.project_id, a.account_id, JSON.stringify([...vector])], { stderr: "pipe" });
    const code = await proc.exited;
    expect(await new Response(proc.stderr).text()).toBe("");
    expect(code).toBe(0);
    expect(ids(await search({ query: "beekeeping on a rooftop", limit: 1 }))).toEqual(["mem_other_process"]);
    const { held, floats } = indexed();
    expect(held).toEqual(floats);
  });

  test("a log pruned past what this connection applied makes it reload, not miss writes", async () => {
    const other = startTestApp({ env: { ENGRAM_DATA_DIR: t.dir } });
    try {
      const added = (await other.json("POST", "/v1/memories", { key: a.api_key, body: { content: "I restore old sailing boats", user_id: "user8" } })).body;
      await other.json("POST", "/v1/memories", { key: a.api_key, body: { content: "I sing in a choir", user_id: "user8" } });
      // As the writers' pruning does once the log is long: the entry for the boat memory is gone.
      sql.run("delete from memory_vector_log where id < (select max(id) from memory_vector_log)");
      expect(ids(await search({ query: "sailing boat restoration", limit: 1 }))).toEqual([added.id]);
      await indexer!.idle(); // rebuilt in the background meanwhile
      expect(ids(await search({ query: "sailing boat restoration", limit: 1 }))).toEqual([added.id]);
      const { held, floats } = indexed();
      expect(held).toEqual(floats);
    } finally {
      other.storage.close();
      rmSync(other.dir, { recursive: true, force: true });
    }
  });

  test("a search arriving before the server's background build is done ranks exactly", async () => {
    // A larger project is built first (largest first), one row per slice: project a waits its turn.
    const b = await t.signUp();
    let seed = 11;
    const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    sql.transaction(() => {
      for (let i = 0; i < 1500; i++) {
        const v = Float32Array.from({ length: 384 }, () => rand() - 0.5);
        const n = Math.hypot(...v);
        for (let j = 0; j < v.length; j++) v[j]! /= n;
        const seq = Number(
          sql
            .query("insert into memories(id, account_id, project_id, user_id, content, status, created_at, embedding) values (?, ?, ?, ?, ?, 'ready', '2026-01-01T00:00:00Z', ?)")
            .run(`mem_filler_${i}`, b.account_id, b.project_id, `u${i % 50}`, `filler ${i}`, new Uint8Array(v.buffer)).lastInsertRowid,
        );
        vec.insertVector(sql, { seq, projectId: b.project_id, userId: `u${i % 50}`, agentId: null, runId: null }, v);
      }
    })();
    // The server's own start, on its own connection to the same file.
    const other = startTestApp({ env: { ENGRAM_DATA_DIR: t.dir } });
    const [pageRows, sliceMs] = [indexerOptions.pageRows, indexerOptions.sliceMs];
    indexerOptions.pageRows = 1;
    indexerOptions.sliceMs = 0;
    try {
      const otherSearched = other.storage.sqlite;
      const otherIndexer = startProjectIndexer(otherSearched);
      const searchOther = (query: string) => other.json("POST", "/v1/memories/search", { key: a.api_key, body: { query, limit: 10 } });
      for (const query of ["Which sports does anyone do?", "pets"]) {
        expect(ids(await searchOther(query))).toEqual((await exact(query)).slice(0, 10));
        expect(indexedSeqs(otherSearched, a.project_id)).toBeNull(); // answered before the build reached project a
      }
      indexerOptions.pageRows = pageRows;
      await otherIndexer.idle();
      expect(indexedSeqs(otherSearched, a.project_id)).not.toBeNull();
      for (const query of ["Which sports does anyone do?", "pets"]) expect(ids(await searchOther(query))).toEqual((await exact(query)).slice(0, 10));
    } finally {
      indexerOptions.pageRows = pageRows;
      indexerOptions.sliceMs = sliceMs;
      forgetProjectIndexes(other.storage.sqlite);
      other.storage.close();
      rmSync(other.dir, { recursive: true, force: true });
    }
  });
});
