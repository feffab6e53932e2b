import type { Database } from "bun:sqlite";
import { cachedStatement, forgetStatements } from "./statements";
import { LOG_KEEP, withProjectCandidates } from "./vec-index";

// All SQL that touches the vec0 table lives here. Statements are prepared once per connection:
// preparing a vec0 KNN statement costs more than running it on a small partition.

export interface VectorKey {
  seq: number;
  projectId: string;
  userId: string | null;
  agentId: string | null;
  runId: string | null;
}

export interface KnnFilter {
  projectId: string;
  /** undefined: every end user of the project; null: memories without an end user. */
  userId?: string | null;
  agentId?: string;
  runId?: string;
  k: number;
}

export interface KnnHit {
  seq: number;
  /** L2 distance between unit vectors. */
  distance: number;
}

const stmt = (db: Database, sql: string) => cachedStatement(db, sql);

const blobOf = (v: Float32Array) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength);

// Every write of a vector is logged (memory_vector_log, same transaction) so that each connection's
// in-memory project index (vec-index.ts) learns about it, whichever process wrote it.
export function insertVector(db: Database, key: VectorKey, vector: Float32Array): void {
  stmt(db, "insert into memory_vectors(seq, project_id, user_id, embedding, agent_id, run_id) values (?, ?, ?, ?, ?, ?)").run(
    key.seq,
    key.projectId,
    key.userId ?? "",
    blobOf(vector),
    key.agentId ?? "",
    key.runId ?? "",
  );
  logChange(db, key.seq);
}

function logChange(db: Database, seq: number): void {
  const id = Number(stmt(db, "insert into memory_vector_log(seq) values (?)").run(seq).lastInsertRowid);
  // Bounded: a reader further behind than LOG_KEEP entries reloads instead of replaying.
  if (id % 1024 === 0) stmt(db, "delete from memory_vector_log where id <= ?").run(id - LOG_KEEP);
}

export function deleteVector(db: Database, seq: number): void {
  stmt(db, "delete from memory_vectors where seq = ?").run(seq);
  logChange(db, seq);
}

export function replaceVector(db: Database, key: VectorKey, vector: Float32Array): void {
  deleteVector(db, key.seq);
  insertVector(db, key, vector);
}

/** Cosine similarity from the L2 distance between unit vectors (what vec0 and vec_distance_l2 return): 1 - L2^2 / 2. */
export const cosineOf = (distance: number) => 1 - (distance * distance) / 2;

/**
 * Candidates a project-wide search re-scores exactly. bench/project-knn.ts (1,000 users, int4 index,
 * two stages from 16,384 rows), recall@10 against exact on 27 Nov: 1.0 at 100, 200 and 400 on random unit
 * vectors (100k), bench/search.ts's generated texts (10k) and LoCoMo text (3,970); at 50, 0.9995 on the
 * random 100k. 100 keeps twice the depth where recall first drops. Each candidate re-scored costs ~5 us
 * of row reads (200 took ~1.0 ms of a 100k project-wide search's ~5 ms).
 * At a million rows the cut loses a little on real text (29 Nov, bench/search.ts --fill-vectors text,
 * 1,000 users, 200 query texts): the 10th distance exact in 197/200 queries at 100 candidates, 200/200 at
 * 150; but 150 cost +1.3 ms of an 11.7 ms search p50 there (row reads spread over a 4 GB file). Kept at 100.
 */
export const PROJECT_CANDIDATES = 100;

/**
 * KNN. With a user (or "no end user"): exact inside vec0, partition keys pick that user's chunks,
 * metadata columns filter while ranking. Project-wide: the best candidates of the project's in-memory
 * int4 index (vec-index.ts; same filters, applied before the cut), re-scored exactly from the stored
 * float vectors; distances are exact, never fewer than k results when k exist in scope (every candidate
 * is in scope). While the project has no built index (the background indexer is still at it, or the
 * connection has none), or inside a transaction, project-wide ranks exactly in vec0 (every chunk).
 */
export function knn(db: Database, query: Float32Array, f: KnnFilter): KnnHit[] {
  if (f.userId === undefined) {
    const hits = withProjectCandidates(db, f, query, Math.max(PROJECT_CANDIDATES, 2 * f.k), (seqs) => rescore(db, query, seqs, f.k));
    if (hits) return hits;
  }
  // Exact in vec0 (project-wide: every chunk of the project).
  const where = ["embedding match ?", "k = ?", "project_id = ?"];
  const args: (string | number | Uint8Array)[] = [blobOf(query), f.k, f.projectId];
  if (f.userId !== undefined) {
    where.push("user_id = ?");
    args.push(f.userId ?? "");
  }
  if (f.agentId !== undefined) {
    where.push("agent_id = ?");
    args.push(f.agentId);
  }
  if (f.runId !== undefined) {
    where.push("run_id = ?");
    args.push(f.runId);
  }
  const sql = `select seq, distance from memory_vectors where ${where.join(" and ")} order by distance`;
  return stmt(db, sql).all(...args) as KnnHit[];
}

/**
 * Exact ranking from the stored float vectors (memories.embedding) of the scope's rows that pass
 * `filters` too: metadata filters are conditions of the ranking itself, so every row they admit is ranked.
 */
export function rankFiltered(db: Database, query: Float32Array, f: KnnFilter, filters: { where: string[]; args: (string | number)[] }): KnnHit[] {
  const where = ["m.project_id = ?", "m.deleted_at is null"];
  const args: (string | number | Uint8Array)[] = [blobOf(query), f.projectId];
  if (f.userId !== undefined) {
    where.push(f.userId === null ? "m.user_id is null" : "m.user_id = ?");
    if (f.userId !== null) args.push(f.userId);
  }
  if (f.agentId !== undefined) (where.push("m.agent_id = ?"), args.push(f.agentId));
  if (f.runId !== undefined) (where.push("m.run_id = ?"), args.push(f.runId));
  const sql = `select m.seq as seq, vec_distance_l2(m.embedding, ?) as distance from memories m
    where ${[...where, ...filters.where].join(" and ")} order by distance limit ?`;
  return stmt(db, sql).all(...args, ...filters.args, f.k) as KnnHit[];
}

function rescore(db: Database, query: Float32Array, seqs: number[], k: number): KnnHit[] {
  if (seqs.length === 0) return [];
  // memories.embedding holds the same float vector as memory_vectors (written in the same transaction).
  return stmt(
    db,
    `select seq, vec_distance_l2(embedding, ?) as distance from memories
      where seq in (select value from json_each(?)) order by distance, seq limit ?`,
  ).all(blobOf(query), JSON.stringify(seqs), k) as KnnHit[];
}

export function vectorDims(db: Database): number | null {
  const row = db.query("select sql from sqlite_master where name = 'memory_vectors'").get() as { sql: string } | null;
  const m = row ? /float\[(\d+)\]/.exec(row.sql) : null;
  return m ? Number(m[1]) : null;
}

/** Recreates the vector tables for another dimension (only `engram reembed` does this). */
export function recreateVectorTable(db: Database, dims: number): void {
  forgetStatements(db);
  db.exec("drop table if exists memory_vectors");
  db.exec(`create virtual table memory_vectors using vec0(
    seq integer primary key, project_id text partition key, user_id text partition key,
    embedding float[${dims}] distance_metric=l2, agent_id text, run_id text, chunk_size=128)`);
  // The drop took the chunks table's index with it (migrations/0024_memory_vectors_user_chunks_idx.sql).
  db.exec(USER_CHUNKS_INDEX);
}

/** migrations/0024's index, for a vector table made again. */
const USER_CHUNKS_INDEX = "create index if not exists memory_vectors_chunks_user_idx on memory_vectors_chunks (partition01, partition00)";
