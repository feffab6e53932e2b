import { sql } from "drizzle-orm";
import { fts, idIn, metadataCondition, vec, withTx } from "../../db";
import { recordAudit } from "../audit/record";
import { firstChars } from "../chars";
import type { Ctx } from "../context";
import { DomainError, invalid } from "../errors";
import { charge, QUERY } from "../limits/meter";
import { log } from "../../log";
import { CANDIDATE_DEPTH, fuseScores } from "../recall/fuse";
import { refineRanking } from "../recall/neighbors";

export interface SearchMemoriesInput {
  query: string;
  user_id?: string;
  agent_id?: string;
  run_id?: string;
  metadata?: Record<string, unknown>;
  limit?: number;
  min_score?: number;
  /** `semantic` (default): cosine ranking. `hybrid`: cosine and keyword (BM25) rankings fused. */
  mode?: "semantic" | "hybrid";
}

export interface SearchHit {
  id: string;
  score: number;
  snippet: string;
  user_id: string | null;
  agent_id: string | null;
  metadata: Record<string, unknown>;
}

export const SNIPPET_CHARS = 280;

type MetaValue = string | number | boolean | null;

/** Keys of one metadata filter: each is a condition of the ranking query, so their number is bounded. */
export const MAX_METADATA_FILTER_KEYS = 32;

/**
 * Metadata filter values must be scalars; objects, arrays and non-finite numbers are refused. Keys hold
 * no control characters (a NUL would cut the JSON path SQLite reads).
 */
function checkMetadataFilter(filter: Record<string, unknown>): [string, MetaValue][] {
  const out: [string, MetaValue][] = [];
  const entries = Object.entries(filter);
  if (entries.length > MAX_METADATA_FILTER_KEYS) throw invalid("metadata", `must have at most ${MAX_METADATA_FILTER_KEYS} keys (got ${entries.length})`);
  for (const [k, v] of entries) {
    if (/[\u0000-\u001f\u007f]/.test(k)) {
      throw invalid(`metadata.${JSON.stringify(k).slice(1, -1).slice(0, 80)}`, "a filter key must not contain control characters");
    }
    if (v !== null && typeof v === "object") throw invalid(`metadata.${k}`, "must be a string, number, boolean or null");
    if (typeof v === "number" && !Number.isFinite(v)) throw invalid(`metadata.${k}`, "must be a finite number");
    out.push([k, v as MetaValue]);
  }
  return out;
}

/** The metadata filters as conditions of a ranking query (on `memories m`), for both rankings. */
function metadataFilters(meta: [string, MetaValue][]): fts.KeywordExtra {
  const filters = { where: [] as string[], args: [] as (string | number)[] };
  for (const [key, value] of meta) filters.where.push(metadataCondition(key, value, filters.args));
  return filters;
}

/** The keyword (BM25) ranking of the same rows the semantic ranking may return: scope and metadata filters inside it. */
function rankKeyword(ctx: Ctx, text: string, input: SearchMemoriesInput, filters: fts.KeywordExtra, k: number): Promise<fts.KeywordHit[]> {
  const scope = { projectId: ctx.principal.projectId, userId: input.user_id, agentId: input.agent_id, runId: input.run_id, k };
  return ctx.store.keywords.match(ctx.db, text, scope, filters);
}

const rowsOf = (seqs: number[]) => sql`select seq, id, content, user_id as "userId", agent_id as "agentId", metadata from memories
  where ${idIn(sql.raw("seq"), seqs)} and deleted_at is null`;

/**
 * Semantic search: cosine similarity over current, live memories of the caller's project, every filter
 * applied inside the ranking (never top-k then filter). Score = 1 - cosine distance, 4 decimals.
 * `mode: "hybrid"` fuses that ranking with the keyword (BM25) ranking of the same rows (`fuseScores`),
 * each `CANDIDATE_DEPTH` (100) deep, refined by `refineRanking` (neighbouring turns lifted, the speaker and dates the query names weighed, turns sharing a name lifted); score = the
 * fused score in [0, 1], 4 decimals; min_score applies to it.
 */
export async function searchMemories(ctx: Ctx, input: SearchMemoriesInput): Promise<{ results: SearchHit[] }> {
  const meta = checkMetadataFilter(input.metadata ?? {});
  const k = input.limit ?? 15;
  const text = input.query.trim();
  let results: SearchHit[] = [];
  // '' is refused as an id at writes, and vec0 stores "no end user" as '': such a filter matches nothing.
  const impossible = input.user_id === "" || input.agent_id === "";
  if (text !== "" && !impossible) {
    const query = await ctx.embedder.embedOne(text);
    const hybrid = input.mode === "hybrid";
    const depth = hybrid ? CANDIDATE_DEPTH : k;
    const filters = metadataFilters(meta);
    const scope = { projectId: ctx.principal.projectId, userId: input.user_id, agentId: input.agent_id, runId: input.run_id, k: depth };
    let ranked: { seq: number; distance: number }[];
    try {
      // With a metadata filter: exact ranking of exactly the rows the filters admit, from the stored vectors.
      ranked = meta.length > 0 ? await ctx.store.vectors.rankFiltered(ctx.db, query, scope, filters) : await ctx.store.vectors.knn(ctx.db, query, scope);
    } catch (err) {
      log.error("vector search failed", { error: err instanceof Error ? err.message : String(err) });
      throw new DomainError("search_unavailable", "Vector search is unavailable right now; other reads still work. Retry shortly.");
    }
    // Hybrid: the fused order replaces the semantic one, and scores come from `fusedScore`.
    let fusedScore: Map<number, number> | null = null;
    if (hybrid) {
      let keyword: fts.KeywordHit[];
      try {
        keyword = await rankKeyword(ctx, text, input, filters, depth);
      } catch (err) {
        log.error("keyword search failed", { error: err instanceof Error ? err.message : String(err) });
        throw new DomainError("search_unavailable", "Keyword search is unavailable right now; semantic search and other reads still work. Retry shortly.");
      }
      const semantic = ranked.map((r) => ({ seq: r.seq, score: vec.cosineOf(r.distance) }));
      const fused = await refineRanking(ctx.store, ctx.db, fuseScores(semantic, keyword), text, k, input.run_id === undefined && meta.length === 0);
      fusedScore = new Map(fused.map((f) => [f.seq, f.score]));
      ranked = fused.map((f) => ({ seq: f.seq, distance: 0 }));
    }
    const rows = await ctx.store.sql.all<{ seq: number; id: string; content: string; userId: string | null; agentId: string | null; metadata: string }>(
      ctx.db,
      rowsOf(ranked.map((r) => r.seq)),
    );
    const bySeq = new Map(rows.map((r) => [r.seq, r]));
    for (const r of ranked) {
      const row = bySeq.get(r.seq);
      if (!row) continue;
      const raw = fusedScore ? fusedScore.get(r.seq)! : vec.cosineOf(r.distance);
      const score = Math.round(raw * 10_000) / 10_000;
      if (input.min_score !== undefined && score < input.min_score) continue;
      results.push({ id: row.id, score, snippet: firstChars(row.content, SNIPPET_CHARS), user_id: row.userId, agent_id: row.agentId, metadata: JSON.parse(row.metadata) });
    }
  }
  await withTx(ctx.db, async (tx) => {
    await charge(tx, ctx, QUERY);
    await recordAudit(tx, ctx, { action: "read", userId: input.user_id ?? null, meta: { endpoint: "memories.search", memories: results.length }, read: { memories: results.map((r) => r.id), facts: [] } });
  });
  return { results };
}
