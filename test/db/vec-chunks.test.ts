import { afterAll, describe, expect, test } from "bun:test";
import { openStorage, runMigrations } from "../../src/db/client";
import { knn, recreateVectorTable, insertVector } from "../../src/db/vec";
import { migrationsDir, vecExtensionPath } from "../../src/runtime/paths";
import { mulberry32 } from "../helpers/rng";

// The vector index's chunks table gets an index of ours (migrations/0024): a user's chunks are looked up,
// not walked. The index must be there after migrating and after `engram reembed` makes the vector table
// again, serve lookups by user and project, leave project-only lookups to the table scan, and change no
// search result.
const storage = openStorage(":memory:", { vecExtensionPath: vecExtensionPath() });
runMigrations(storage, migrationsDir());
const db = storage.sqlite;
afterAll(() => storage.close());

const INDEX = "memory_vectors_chunks_user_idx";
/** Rows of one statement, finalized after: a statement left prepared on a shadow table makes vec0's DROP fail. */
function once<T>(sql: string, ...args: string[]): T[] {
  const st = db.prepare(sql);
  try {
    return st.all(...args) as T[];
  } finally {
    st.finalize();
  }
}
const indexColumns = () => once<{ name: string }>("select name from pragma_index_info(?) order by seqno", INDEX).map((c) => c.name);
const plan = (where: string) =>
  once<{ detail: string }>(`explain query plan select chunk_id, validity, rowids from memory_vectors_chunks where ${where}`, "p", "u")
    .map((r) => r.detail)
    .join("; ");

function unit(r: () => number, dims: number): Float32Array {
  const v = new Float32Array(dims);
  let n = 0;
  for (let i = 0; i < dims; i++) n += (v[i] = r() - 0.5) ** 2;
  for (let i = 0; i < dims; i++) v[i]! /= Math.sqrt(n);
  return v;
}

const l2 = (a: Float32Array, b: Float32Array) => Math.sqrt(a.reduce((s, x, i) => s + (x - b[i]!) ** 2, 0));

/** Vectors of several users in two projects, some users over several chunks (128 vectors each); returns them by seq. */
function fill(dims: number): Map<number, { projectId: string; userId: string; v: Float32Array }> {
  const r = mulberry32(24);
  const rows = new Map<number, { projectId: string; userId: string; v: Float32Array }>();
  let seq = 1;
  db.transaction(() => {
    for (const projectId of ["p1", "p2"])
      for (const [u, n] of [["a", 300], ["b", 40], ["c", 200], ["", 130]] as const)
        for (let i = 0; i < n; i++) {
          const v = unit(r, dims);
          insertVector(db, { seq, projectId, userId: u, agentId: null, runId: null }, v);
          rows.set(seq++, { projectId, userId: u, v });
        }
  })();
  return rows;
}

function expectExact(rows: ReturnType<typeof fill>, dims: number) {
  const r = mulberry32(7);
  for (const [projectId, userId] of [["p1", "a"], ["p1", "b"], ["p2", "c"], ["p2", ""], ["p1", "nobody"]] as const) {
    const q = unit(r, dims);
    const got = knn(db, q, { projectId, userId, k: 10 });
    const want = [...rows]
      .filter(([, x]) => x.projectId === projectId && x.userId === userId)
      .map(([seq, x]) => ({ seq, d: l2(q, x.v) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 10);
    expect(got.map((h) => h.seq)).toEqual(want.map((w) => w.seq));
    got.forEach((h, i) => expect(h.distance).toBeCloseTo(want[i]!.d, 5));
  }
}

describe("the vector chunks' user index", () => {
  test("is made by the migrations on (user, project), and a lookup by both uses it while one by project alone does not", () => {
    expect(indexColumns()).toEqual(["partition01", "partition00"]);
    expect(plan("partition00 = ? and partition01 = ?")).toContain(INDEX);
    expect(plan("partition00 = ? and ? is not null")).not.toContain(INDEX);
  });

  test("user-scoped KNN over users of several chunks is exact with it", () => {
    const rows = fill(384);
    expect(once<{ n: number }>("select count(*) n from memory_vectors_chunks")[0]!.n).toBeGreaterThan(8);
    expectExact(rows, 384);
  });

  test("is made again with the vector table (engram reembed to another dimension), and KNN stays exact", () => {
    recreateVectorTable(db, 16);
    expect(indexColumns()).toEqual(["partition01", "partition00"]);
    expectExact(fill(16), 16);
  });
});
