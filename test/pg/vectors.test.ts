import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { vec } from "../../src/db";
import * as pg from "../../src/db/schema/pg";
import { openPgStore, type PgStore } from "../../src/db/pg/store";
import type { KnnFilter, KnnHit } from "../../src/db/vec";
import { sharedEmbedder } from "../helpers/app";
import { freshDatabase, skipPg, type TestDatabase } from "../helpers/pg";

// Memory vectors on PostgreSQL (issue 25, plan §2.5), with real MiniLM vectors of the retrieval
// fixture's turns: an end user's ranking is exact (equal to a brute-force ranking), a project-wide one
// goes through HNSW and never returns fewer than k rows when k are in scope (a selective filter makes
// the index come back short: the exact ranking takes over), small projects rank exactly, and edits and
// deletes leave the index with the row.
const skip = skipPg();
const FIXTURES = join(import.meta.dir, "..", "fixtures", "retrieval");
const turns = (conv: number) =>
  readFileSync(join(FIXTURES, `conv-${conv}.jsonl`), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => (JSON.parse(l) as { text: string }).text);

interface Row {
  seq: number;
  projectId: string;
  userId: string | null;
  agentId: string | null;
  runId: string | null;
  vector: Float32Array;
  deleted?: boolean;
}

const BIG = "prj_big";
const SMALL = "prj_small";
/** Turns whose number is a multiple of this go through the selective agent. */
const RARE_AGENT_EVERY = 40;

describe.skipIf(skip)("vectors on PostgreSQL", () => {
  let db: TestDatabase;
  /**
   * Every project-wide search goes through HNSW (forced: on ~1,400 rows the planner would sort), with a
   * scan budget small enough to come back short under a selective filter.
   */
  let store: PgStore;
  /** Default thresholds: the small project ranks exactly. */
  let plain: PgStore;
  /** Scopes of up to 100 rows rank exactly, larger ones through HNSW (forced). */
  let mid: PgStore;
  const rows: Row[] = [];
  const queries: Float32Array[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    store = openPgStore(db.url, { strict: true, vectors: { exactProjectRows: 0, maxScanTuples: 150, forceIndex: true, efSearch: 100 } });
    plain = openPgStore(db.url);
    mid = openPgStore(db.url, { vectors: { exactProjectRows: 100, forceIndex: true } });
    const at = "2026-01-01T00:00:00.000000Z";
    await store.pg.insert(pg.accounts).values({ id: "acc_v", tier: "free", createdAt: at });
    for (const p of [BIG, SMALL]) await store.pg.insert(pg.projects).values({ id: p, accountId: "acc_v", name: p, createdAt: at });
    const plan: [number, string, string][] = [[1, BIG, "u1"], [2, BIG, "u2"], [4, BIG, "u4"], [3, SMALL, "u3"]];
    for (const [conv, projectId, userId] of plan) {
      const texts = turns(conv);
      const vectors = await sharedEmbedder.embed(texts);
      const batch = texts.map((content, i) => {
        const row: Row = {
          seq: rows.length + 1,
          projectId,
          // A few memories have no end user.
          userId: i % 50 === 7 ? null : userId,
          agentId: (i + 1) % RARE_AGENT_EVERY === 0 ? "rare" : i % 3 === 0 ? "coach" : null,
          runId: `c${conv}r${Math.floor(i / 30)}`,
          vector: vectors[i]!,
        };
        rows.push(row);
        return {
          seq: row.seq, id: `mem_${row.seq}`, accountId: "acc_v", projectId, userId: row.userId, agentId: row.agentId, runId: row.runId,
          content, status: "ready" as const, createdAt: at, embedding: Buffer.from(row.vector.buffer, row.vector.byteOffset, row.vector.byteLength),
        };
      });
      for (let i = 0; i < batch.length; i += 200) await store.pg.insert(pg.memories).values(batch.slice(i, i + 200));
    }
    const questions = readFileSync(join(FIXTURES, "questions.jsonl"), "utf8").split("\n").filter((l) => l.trim() !== "").slice(0, 40);
    queries.push(...(await sharedEmbedder.embed(questions.map((l) => (JSON.parse(l) as { question: string }).question))));
    await store.sql.run(store.db, sql`analyze memories`);
  }, 240_000);
  afterAll(async () => {
    await store?.close();
    await plain?.close();
    await mid?.close();
    await db?.drop();
  });

  /** Brute force: every live row of the scope, by L2 distance in double precision, ties by seq. */
  const bruteForce = (query: Float32Array, f: KnnFilter) =>
    rows
      .filter((r) => !r.deleted && r.projectId === f.projectId && (f.userId === undefined || r.userId === f.userId) && (f.agentId === undefined || r.agentId === f.agentId) && (f.runId === undefined || r.runId === f.runId))
      .map((r) => {
        let d = 0;
        for (let i = 0; i < query.length; i++) d += (query[i]! - r.vector[i]!) ** 2;
        return { seq: r.seq, distance: Math.sqrt(d) };
      })
      .sort((a, b) => a.distance - b.distance || a.seq - b.seq)
      .slice(0, f.k);
  const distanceTo = (query: Float32Array, seq: number) => bruteForce(query, { ...scopeOf(seq), k: 1_000_000 }).find((h) => h.seq === seq)!.distance;
  const scopeOf = (seq: number): KnnFilter => ({ projectId: rows[seq - 1]!.projectId, k: 1 });
  /** An exact top k: rank by rank the brute-force distances, each hit at its own true distance (float32 arithmetic: 1e-5). */
  const expectExact = (got: KnnHit[], want: { seq: number; distance: number }[], query: Float32Array) => {
    expect(got.length).toBe(want.length);
    for (const [i, h] of got.entries()) {
      expect(Math.abs(h.distance - want[i]!.distance)).toBeLessThan(1e-5);
      expect(Math.abs(h.distance - distanceTo(query, h.seq))).toBeLessThan(1e-5);
    }
  };
  const overlap = (a: KnnHit[], b: { seq: number }[]) => a.filter((h) => b.some((x) => x.seq === h.seq)).length;

  test("an end user's ranking is exact: the brute-force ranking, at k 10 and 100, and for memories without an end user", async () => {
    let sameSeqs = 0;
    let total = 0;
    for (const [i, query] of queries.entries()) {
      for (const f of [
        { projectId: BIG, userId: ["u1", "u2", "u4"][i % 3]!, k: 10 },
        { projectId: BIG, userId: "u2", k: 100 },
        { projectId: BIG, userId: null, k: 10 },
        { projectId: BIG, userId: "u1", agentId: "coach", k: 10 },
      ] as KnnFilter[]) {
        const got = await store.vectors.knn(store.db, query, f);
        const want = bruteForce(query, f);
        expectExact(got, want, query);
        sameSeqs += overlap(got, want);
        total += want.length;
      }
    }
    // The same rows, not only the same distances (ties within 1e-5 could swap places; none expected).
    expect(sameSeqs).toBe(total);
  });

  test("distances map to the same cosine as on SQLite: 1 - L2^2 / 2 of unit vectors", async () => {
    const [hit] = await store.vectors.knn(store.db, queries[0]!, { projectId: BIG, userId: "u1", k: 1 });
    const r = rows[hit!.seq - 1]!;
    let dot = 0;
    for (let i = 0; i < r.vector.length; i++) dot += r.vector[i]! * queries[0]![i]!;
    expect(vec.cosineOf(hit!.distance)).toBeCloseTo(dot, 5);
  });

  test("project-wide through HNSW: recall@10 against exact on real vectors", async () => {
    expect(await store.vectors.explain(store.db, queries[0]!, { projectId: BIG, k: 10 })).toContain("memories_embedding_hnsw");
    let found = 0;
    for (const query of queries) {
      const f = { projectId: BIG, k: 10 };
      const got = await store.vectors.approximate(store.db, query, f);
      expect(got.length).toBe(10);
      found += overlap(got, bruteForce(query, f));
      expect(await store.vectors.knn(store.db, query, f)).toEqual(got);
    }
    const recall = found / (10 * queries.length);
    console.log(`project-wide HNSW recall@10 over ${queries.length} queries (${rows.filter((r) => r.projectId === BIG).length} rows): ${recall.toFixed(4)}`);
    expect(recall).toBeGreaterThanOrEqual(0.98);
  });

  test("a selective filter: a small scope ranks exactly; where HNSW comes back short, knn still returns k, exactly ranked", async () => {
    let short = 0;
    let found = 0;
    let foundMid = 0;
    // k 20 of the 26 rows of one agent: a filtered scan that stops at max_scan_tuples has not seen them all.
    const f = { projectId: BIG, agentId: "rare", k: 20 };
    for (const query of queries) {
      const want = bruteForce(query, f);
      const approx = await store.vectors.approximate(store.db, query, f);
      const got = await store.vectors.knn(store.db, query, f);
      expect(got).toHaveLength(20);
      found += overlap(approx, want);
      if (approx.length < f.k) {
        short++;
        expectExact(got, want, query);
      } else expect(got).toEqual(approx);
      // Under the scope-size rule (here 100 rows) the agent's 26 rows rank exactly.
      const exact = await mid.vectors.knn(mid.db, query, f);
      expectExact(exact, want, query);
      foundMid += overlap(exact, want);
    }
    console.log(
      `agent filter (${rows.filter((r) => r.projectId === BIG && r.agentId === "rare").length} rows), k 20: HNSW short for ${short} of ${queries.length} queries, ` +
        `its recall@20 ${(found / (20 * queries.length)).toFixed(4)}; knn by scope size ${(foundMid / (20 * queries.length)).toFixed(4)}`,
    );
    // The case is real: the index drops rows under this filter.
    expect(short).toBeGreaterThan(0);
    // Fewer in scope than k: all of them.
    const run = { projectId: BIG, runId: "c1r2", agentId: "coach", k: 100 };
    const inScope = bruteForce(queries[0]!, run);
    expect(inScope.length).toBeGreaterThan(0);
    expect(inScope.length).toBeLessThan(100);
    expectExact(await store.vectors.knn(store.db, queries[0]!, run), inScope, queries[0]!);
  });

  test("a hybrid depth of 100 project-wide returns 100 (pgvector's default ef_search is 40)", async () => {
    // The index itself returns 100 (iterative scan), not only the exact fallback.
    expect(await store.vectors.approximate(store.db, queries[1]!, { projectId: BIG, k: 100 })).toHaveLength(100);
    const got = await store.vectors.knn(store.db, queries[1]!, { projectId: BIG, k: 100 });
    expect(got).toHaveLength(100);
    expect(overlap(got, bruteForce(queries[1]!, { projectId: BIG, k: 100 }))).toBeGreaterThanOrEqual(95);
  });

  test("a small project ranks exactly under the default thresholds, and inside a transaction too", async () => {
    for (const query of queries.slice(0, 10)) {
      const f = { projectId: SMALL, k: 10 };
      expectExact(await plain.vectors.knn(plain.db, query, f), bruteForce(query, f), query);
    }
    const inTx = await store.tx((tx) => store.vectors.knn(tx, queries[2]!, { projectId: BIG, k: 10 }));
    expect(inTx).toHaveLength(10);
  });

  test("edits and deletes leave the index with the row", async () => {
    const query = queries[3]!;
    const f = { projectId: BIG, k: 5 };
    const [top] = await store.vectors.knn(store.db, query, f);
    const row = rows[top!.seq - 1]!;
    // Soft delete: out of both rankings at once (write/remove are no-ops: the row is the index entry).
    await store.tx(async (tx) => {
      await store.sql.run(tx, sql`update memories set deleted_at = '2026-01-02T00:00:00Z' where seq = ${row.seq}`);
      await store.vectors.remove(tx, row.seq);
    });
    row.deleted = true;
    for (const g of [f, { ...f, userId: row.userId }]) {
      const got = await store.vectors.knn(store.db, query, g);
      expect(got.map((h) => h.seq)).not.toContain(row.seq);
      expect(got).toHaveLength(5);
    }
    // An edit: another row takes the query's own vector and comes first, at distance 0.
    const other = rows.find((r) => r.projectId === BIG && !r.deleted && r.seq !== row.seq && r.userId === "u4")!;
    await store.tx(async (tx) => {
      await store.pg.update(pg.memories).set({ embedding: Buffer.from(query.buffer, query.byteOffset, query.byteLength) }).where(eq(pg.memories.seq, other.seq));
      await store.vectors.replace(tx, { seq: other.seq, projectId: BIG, userId: other.userId, agentId: other.agentId, runId: other.runId }, query);
    });
    other.vector = query;
    for (const g of [f, { ...f, userId: "u4" }]) {
      const [first] = await store.vectors.knn(store.db, query, g);
      expect(first!.seq).toBe(other.seq);
      expect(first!.distance).toBeLessThan(1e-6);
    }
    // Erased: gone.
    await store.sql.run(store.db, sql`delete from memories where seq = ${other.seq}`);
    other.deleted = true;
    expect((await store.vectors.knn(store.db, query, f)).map((h) => h.seq)).not.toContain(other.seq);
  });

  test("dims reads the column's dimension; recreate changes it and rebuilds the HNSW index", async () => {
    expect(await store.vectors.dims(store.db)).toBe(384);
    const scratch = await freshDatabase();
    const s = openPgStore(scratch.url);
    try {
      const at = "2026-01-01T00:00:00Z";
      await s.pg.insert(pg.accounts).values({ id: "a", tier: "free", createdAt: at });
      await s.pg.insert(pg.projects).values({ id: "p", accountId: "a", name: "p", createdAt: at });
      await s.pg.insert(pg.memories).values({ id: "m1", accountId: "a", projectId: "p", content: "x", status: "ready", createdAt: at, embedding: Buffer.from(queries[0]!.buffer, queries[0]!.byteOffset, queries[0]!.byteLength) });
      // Vectors stay in the row (not TOAST), before and after.
      const storage = async () => (await s.sql.one<{ s: string }>(s.db, sql`select attstorage::text as s from pg_attribute where attrelid = 'memories'::regclass and attname = 'embedding'`))?.s;
      expect(await storage()).toBe("m");
      await s.tx((tx) => s.vectors.recreate(tx, 8));
      expect(await s.vectors.dims(s.db)).toBe(8);
      expect(await storage()).toBe("m");
      const v = new Float32Array(8).fill(Math.sqrt(1 / 8));
      await s.sql.run(s.db, sql`update memories set embedding = ${`[${Array.from(v).join(",")}]`}::vector`);
      const index = await s.sql.one<{ def: string }>(s.db, sql`select indexdef as def from pg_indexes where indexname = 'memories_embedding_hnsw'`);
      expect(index?.def).toContain("hnsw");
      const hits = await s.vectors.knn(s.db, v, { projectId: "p", userId: null, k: 3 });
      expect(hits).toHaveLength(1);
      expect(hits[0]!.distance).toBeLessThan(1e-6);
    } finally {
      await s.close();
      await scratch.drop();
    }
  });
});
