import { sql, type SQL } from "drizzle-orm";
import type { Q, RawSql, VectorStore } from "../store";
import type { KnnFilter, KnnHit } from "../vec";
import { vectorParam } from "./sql";

// Memory vectors on PostgreSQL (issue 25, plan §2.5). `memories.embedding` is the only copy: a row's
// vector is written with the row and leaves every ranking with it (deleted_at set, or the row erased),
// so write/remove/replace have nothing to do. Distances are L2 between unit vectors, as vec0's, so
// callers turn them into cosine with vec.cosineOf.
//
// Ranking:
// * A user's own memories (userId given, or null): exact. The query is fenced (OFFSET 0) so the planner
//   fetches the scope by the (project, user) btree and sorts it; unfenced, it may pick the HNSW index
//   and filter after, which drops rows.
// * Project-wide scopes (a project, maybe one agent or run) of at most `exactProjectRows` live rows: exact
//   too. HNSW filters after it ranks, so a scope that is a small share of the index is ranked poorly
//   once the scan budget ends (test/pg/vectors.test.ts, budget 150 tuples: an agent holding 26 of 1,400
//   rows got recall@10 0.875 from scans that still returned 10 rows). Exact ranking of a small scope is cheap.
// * Larger scopes: the HNSW index, in a short read transaction whose local settings turn on pgvector's
//   iterative scan in strict order (without it a scan returns at most ef_search rows, 40 by default:
//   a hybrid depth of 100 would silently get 40). A filtered scan can still stop short (max_scan_tuples),
//   so a result with fewer than k rows is thrown away for the exact ranking, which returns
//   min(k, rows in scope): never fewer than `limit` when that many are in scope.

export interface PgVectorOptions {
  /** Live rows up to which a project-wide scope ranks exactly (default PG_EXACT_PROJECT_ROWS). */
  exactProjectRows?: number;
  /** pgvector's hnsw.max_scan_tuples for an iterative scan (default HNSW_MAX_SCAN_TUPLES). */
  maxScanTuples?: number;
  /**
   * Project-wide rankings always take the HNSW index (sequential scans and sorts off for the query).
   * For tests on small tables, where the planner rightly sorts the few rows instead.
   */
  forceIndex?: boolean;
  /** The floor of hnsw.ef_search (default EF_SEARCH). */
  efSearch?: number;
}

export const PG_EXACT_PROJECT_ROWS = 5_000;
export const HNSW_MAX_SCAN_TUPLES = 40_000;
/** A scope's live row count is read again after this long (it only picks exact or HNSW). */
const SCOPE_ROWS_TTL_MS = 60_000;

/**
 * hnsw.ef_search below which no search goes. bench/search.ts --db, recall@10 against exact by row / by
 * distance (the generated texts repeat; equal vectors tie in any order), and knn p95 (store level):
 * 41,248 memories, index ef_construction 64 (load 6): ef 100 0.962 / 0.966 11.1 ms, 200 0.979 / 0.983
 * 16.5 ms, 400 0.985 / 0.989 38.3 ms. 100,000 memories (load 0.3-2): ef_construction 64: ef 200 0.951 /
 * 0.960 14.8 ms, 400 0.967 / 0.976 27.3 ms, 800 0.987 / 0.996 44.9 ms; ef_construction 128 (the
 * migration's): ef 200 0.974 / 0.983 16.0 ms, 400 0.979 / 0.988 26.5 ms; ef 500 0.983 by row over HTTP
 * (100 queries, load 5-7), the first floor above the 0.98 bar.
 */
export const EF_SEARCH = 500;

export interface PgVectorStore extends VectorStore {
  /** The exact ranking of the scope (what knn returns for a user). */
  exact(q: Q, query: Float32Array, f: KnnFilter): Promise<KnnHit[]>;
  /** The HNSW ranking of a project-wide scope, as the index returns it (possibly short). */
  approximate(q: Q, query: Float32Array, f: KnnFilter): Promise<KnnHit[]>;
  /** The plan of `approximate` (EXPLAIN text), for tests and benchmarks: does it use the HNSW index? */
  explain(q: Q, query: Float32Array, f: KnnFilter): Promise<string>;
}

type Transactional = { transaction<T>(fn: (tx: Q) => Promise<T>): Promise<T> };

export function pgVectorStore(raw: RawSql, inTx: () => boolean, opts: PgVectorOptions = {}): PgVectorStore {
  const exactProjectRows = opts.exactProjectRows ?? PG_EXACT_PROJECT_ROWS;
  const maxScanTuples = opts.maxScanTuples ?? HNSW_MAX_SCAN_TUPLES;
  // At least k (pgvector's ceiling is 1000): without an iterative scan a search returns at most ef_search rows.
  const efSearch = (k: number) => Math.min(1000, Math.max(opts.efSearch ?? EF_SEARCH, k));
  const scopeRows = new Map<string, { n: number; at: number }>();

  const scopeWhere = (f: KnnFilter): SQL => {
    const where = [sql`m.project_id = ${f.projectId}`, sql`m.deleted_at is null`];
    if (f.userId !== undefined) where.push(f.userId === null ? sql`m.user_id is null` : sql`m.user_id = ${f.userId}`);
    if (f.agentId !== undefined) where.push(sql`m.agent_id = ${f.agentId}`);
    if (f.runId !== undefined) where.push(sql`m.run_id = ${f.runId}`);
    return sql.join(where, sql` and `);
  };

  // OFFSET 0 keeps the subquery a separate plan with no order of its own, so the HNSW index (which only
  // serves ORDER BY) cannot be used; a materialized CTE does the same but copies every row into a
  // tuplestore first (3,000 rows: ~20 ms against ~6 ms).
  const exact = (q: Q, query: Float32Array, f: KnnFilter) =>
    raw.all<KnnHit>(
      q,
      sql`select seq, distance from (select m.seq as seq, m.embedding <-> ${vectorParam(query)} as distance from memories m where ${scopeWhere(f)} offset 0) s
        order by distance, seq limit ${f.k}`,
    );

  const settings = (k: number) =>
    sql`select set_config('hnsw.iterative_scan', 'strict_order', true), set_config('hnsw.ef_search', ${String(efSearch(k))}, true),
      set_config('hnsw.max_scan_tuples', ${String(maxScanTuples)}, true)${opts.forceIndex ? sql`, set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)` : sql``}`;
  const ranked = (query: Float32Array, f: KnnFilter) =>
    sql`select m.seq as seq, m.embedding <-> ${vectorParam(query)} as distance from memories m where ${scopeWhere(f)}
      order by distance limit ${f.k}`;
  // Local settings last until the transaction ends: inside the caller's, until its end (harmless).
  const withSettings = <T>(q: Q, k: number, fn: (t: Q) => Promise<T>): Promise<T> => {
    const run = async (t: Q) => {
      await raw.run(t, settings(k));
      return fn(t);
    };
    return inTx() ? run(q) : (q as unknown as Transactional).transaction(run);
  };
  const approximate = (q: Q, query: Float32Array, f: KnnFilter) => withSettings(q, f.k, (t) => raw.all<KnnHit>(t, ranked(query, f)));
  const explain = (q: Q, query: Float32Array, f: KnnFilter) =>
    withSettings(q, f.k, async (t) => (await raw.all<{ "QUERY PLAN": string }>(t, sql`explain ${ranked(query, f)}`)).map((r) => r["QUERY PLAN"]).join("\n"));

  /** A project-wide scope's live rows, cached (project, agent, run). */
  const liveRows = async (q: Q, f: KnnFilter): Promise<number> => {
    const key = `${f.projectId}\u0000${f.agentId ?? "\u0001"}\u0000${f.runId ?? "\u0001"}`;
    const now = Date.now();
    const hit = scopeRows.get(key);
    if (hit && now - hit.at < SCOPE_ROWS_TTL_MS) return hit.n;
    const n = (await raw.one<{ n: number }>(q, sql`select count(*) as n from memories m where ${scopeWhere(f)}`))?.n ?? 0;
    if (scopeRows.size >= 10_000) scopeRows.clear();
    scopeRows.set(key, { n, at: now });
    return n;
  };

  return {
    exact,
    approximate,
    explain,
    write: async () => {},
    remove: async () => {},
    replace: async () => {},
    async knn(q, query, f) {
      if (f.userId !== undefined || (await liveRows(q, f)) <= exactProjectRows) return exact(q, query, f);
      const hits = await approximate(q, query, f);
      return hits.length >= f.k ? hits : exact(q, query, f);
    },
    async dims(q) {
      const row = await raw.one<{ d: number }>(q, sql`select atttypmod as d from pg_attribute where attrelid = 'memories'::regclass and attname = 'embedding'`);
      return row && row.d > 0 ? row.d : null;
    },
    /**
     * Another model's dimension (engram reembed, or adopting a model on an empty install). The column
     * takes the new dimension; vectors of another one become zero vectors until reembed rewrites them
     * (SQLite's vec0 table is empty meanwhile), and the HNSW index is rebuilt (pgvector indexes at most
     * 2,000 dimensions: above, every ranking is exact).
     */
    async recreate(tx, dims) {
      if (!Number.isInteger(dims) || dims < 1 || dims > 16_000) throw new Error(`vector dimension out of range: ${dims}`);
      const d = sql.raw(String(dims));
      await raw.run(tx, sql`drop index if exists memories_embedding_hnsw`);
      await raw.run(
        tx,
        sql`alter table memories alter column embedding type vector(${d}) using
          (case when vector_dims(embedding) = ${d} then embedding::vector(${d}) else array_fill(0::real, array[${d}])::vector(${d}) end)`,
      );
      // A new type brings its default storage back (migrations-pg/0001_search.sql says why MAIN).
      await raw.run(tx, sql`alter table memories alter column embedding set storage main`);
      if (dims <= 2_000) {
        await raw.run(
          tx,
          sql`create index memories_embedding_hnsw on memories using hnsw (embedding vector_l2_ops) with (m = 16, ef_construction = 128) where deleted_at is null`,
        );
      }
      scopeRows.clear();
    },
  };
}
