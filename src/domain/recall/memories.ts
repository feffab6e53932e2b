import { sql } from "drizzle-orm";
import { idIn, vec } from "../../db";
import { log } from "../../log";
import type { Ctx } from "../context";
import { CANDIDATE_DEPTH, fuseScores, type Scored } from "./fuse";
import { refineRanking } from "./neighbors";

export interface NearMemory {
  id: string;
  content: string;
  eventAt: string | null;
  createdAt: string;
  /** The fused score (`fuseScores`), in [0, 1]. */
  score: number;
}

// The block needs only the order, so no distance is recomputed from the stored vectors here.
const rowsOf = (seqs: number[]) => sql`select seq, id, content, event_at as "eventAt", created_at as "createdAt" from memories
  where ${idIn(sql.raw("seq"), seqs)} and deleted_at is null`;

/**
 * The most relevant live memories of the scope: the partitioned vec0 KNN (the same as POST
 * /v1/memories/search, always the `vec.knn` path here) and the BM25 ranking of the keyword index inside
 * the same scope fused by `fuseScores`, each `CANDIDATE_DEPTH` deep (the semantic one only k deep
 * project-wide), then refined as hybrid search refines it (`refineRanking`: neighbouring turns, speaker and date cues, turns sharing a name). Without search's metering and audit: the context operation pays and records once for
 * the whole block. Throws when the vector index fails; a failing keyword index only logs and leaves the
 * semantic ranking.
 */
export async function nearestMemories(
  ctx: Ctx,
  query: Float32Array,
  f: { userId?: string; agentId?: string; k: number; text?: string; keyword?: Scored[] },
): Promise<NearMemory[]> {
  // '' is refused as an id at writes, and vec0 stores "no end user" as '': such a filter matches nothing.
  if (f.userId === "" || f.agentId === "") return [];
  const scope = { projectId: ctx.principal.projectId, userId: f.userId, agentId: f.agentId };
  // Project-wide, vec0 ranks every chunk of the project and a deeper heap costs (100k memories: k=27
  // 48 ms, k=100 75 ms); inside a user's partition depth is nearly free, so only there it goes deeper.
  const semanticDepth = f.userId === undefined ? f.k : CANDIDATE_DEPTH;
  const semantic: Scored[] = (await ctx.store.vectors.knn(ctx.db, query, { ...scope, k: semanticDepth })).map((r) => ({ seq: r.seq, score: vec.cosineOf(r.distance) }));
  const keyword = f.keyword ?? (f.text !== undefined ? await memoryKeywordRanking(ctx, f.text, f) : []);
  // Follow-ups are part of hybrid ranking; the semantic-only block (a bench baseline) keeps cosine order.
  const fusedAll = fuseScores(semantic, keyword);
  const fused = f.text !== undefined ? await refineRanking(ctx.store, ctx.db, fusedAll, f.text, f.k, true) : fusedAll.slice(0, f.k);
  if (fused.length === 0) return [];
  const rows = await ctx.store.sql.all<Omit<NearMemory, "score"> & { seq: number }>(ctx.db, rowsOf(fused.map((r) => r.seq)));
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  const out: NearMemory[] = [];
  for (const r of fused) {
    const row = bySeq.get(r.seq);
    if (!row) continue;
    out.push({ id: row.id, content: row.content, eventAt: row.eventAt, createdAt: row.createdAt, score: r.score });
  }
  return out;
}

/**
 * The BM25 ranking of the scope's memories for `text` (the keyword half of `nearestMemories`; it needs no
 * query vector). A failing keyword index only logs and gives an empty list.
 */
export async function memoryKeywordRanking(ctx: Ctx, text: string, f: { userId?: string; agentId?: string }): Promise<Scored[]> {
  if (f.userId === "" || f.agentId === "") return [];
  try {
    return await ctx.store.keywords.match(ctx.db, text, { projectId: ctx.principal.projectId, userId: f.userId, agentId: f.agentId, k: CANDIDATE_DEPTH });
  } catch (err) {
    log.error("context: keyword retrieval failed", { error: err instanceof Error ? err.message : String(err) });
    return [];
  }
}
