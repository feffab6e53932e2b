import { afterAll, describe, expect, test } from "bun:test";
import { vec } from "../../src/db";
import { indexedSeqs } from "../../src/db/vec-index";
import { startTestApp } from "../helpers/app";

// The project-wide KNN (vec.knn without a user) on a real store holding more vectors than the
// candidates it re-scores, so the int8 index's cut matters. Random unit vectors are the hard case:
// every vector is nearly as far as the next (text embeddings cluster, which is easier).
const t = startTestApp();
const a = await t.signUp();
afterAll(() => t.close());
const db = t.storage.sqlite;
const D = 384;
const N = 3000;

let seed = 7;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
};
const unitVector = () => {
  const v = Float32Array.from({ length: D }, () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand()));
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
const blob = (v: Float32Array) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength);

/** A memory row and its vector, written as the service writes them (one transaction). */
function addMemory(i: number, v: Float32Array, agentId: string | null) {
  const seq = Number(
    db
      .query(
        `insert into memories(id, account_id, project_id, user_id, agent_id, content, status, created_at, embedding)
         values (?, ?, ?, ?, ?, ?, 'ready', '2026-01-01T00:00:00Z', ?)`,
      )
      .run(`mem_bench_${i}_${rand()}`, a.account_id, a.project_id, `u${i % 100}`, agentId, `memory ${i}`, blob(v)).lastInsertRowid,
  );
  vec.insertVector(db, { seq, projectId: a.project_id, userId: `u${i % 100}`, agentId, runId: null }, v);
  return seq;
}

db.transaction(() => {
  for (let i = 0; i < N; i++) addMemory(i, unitVector(), i % 200 === 0 ? "rare" : null);
})();

function exact(q: Float32Array, k: number, agentId?: string) {
  return db
    .query(
      `select seq, vec_distance_l2(embedding, ?) as distance from memories where project_id = ? and deleted_at is null
       ${agentId ? "and agent_id = ?" : ""} order by distance, seq limit ?`,
    )
    .all(...([blob(q), a.project_id, ...(agentId ? [agentId] : []), k] as [Uint8Array, string, number])) as vec.KnnHit[];
}

describe("project-wide KNN over 3,000 random vectors", () => {
  test("equals the exact top 10 (seqs and distances) for every query", () => {
    expect(vec.PROJECT_CANDIDATES).toBeLessThan(N / 10);
    for (let i = 0; i < 40; i++) {
      const q = unitVector();
      expect(vec.knn(db, q, { projectId: a.project_id, k: 10 })).toEqual(exact(q, 10));
    }
  });

  test("filters before the cut: a rare agent's 15 memories are all candidates", () => {
    const q = unitVector();
    const got = vec.knn(db, q, { projectId: a.project_id, agentId: "rare", k: 10 });
    expect(got).toEqual(exact(q, 10, "rare"));
    expect(vec.knn(db, q, { projectId: a.project_id, agentId: "rare", k: 50 })).toHaveLength(N / 200);
    expect(vec.knn(db, q, { projectId: a.project_id, agentId: "nobody", k: 10 })).toEqual([]);
  });

  test("never fewer than k when k exist: k above the candidate count", () => {
    const q = unitVector();
    const got = vec.knn(db, q, { projectId: a.project_id, k: 300 });
    expect(got).toEqual(exact(q, 300));
  });

  test("inside a transaction it ranks exactly with the uncommitted rows; a rollback leaves the index as the store", () => {
    const v = unitVector();
    let seq = 0;
    expect(() =>
      db.transaction(() => {
        seq = addMemory(N + 1, v, null);
        expect(vec.knn(db, v, { projectId: a.project_id, k: 1 })[0]!.seq).toBe(seq);
        throw new Error("roll back");
      })(),
    ).toThrow("roll back");
    expect(vec.knn(db, v, { projectId: a.project_id, k: 1 })[0]!.seq).not.toBe(seq);
    const floats = (db.query("select seq from memory_vectors where project_id = ? order by seq").all(a.project_id) as { seq: number }[]).map((r) => r.seq);
    expect([...indexedSeqs(db, a.project_id)!].sort((x, y) => x - y)).toEqual(floats);
    // Committed, the same write is found by the index.
    const kept = db.transaction(() => addMemory(N + 2, v, null))();
    expect(vec.knn(db, v, { projectId: a.project_id, k: 1 })).toEqual([{ seq: kept, distance: expect.any(Number) }]);
  });
});
