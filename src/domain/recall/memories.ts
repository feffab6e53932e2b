import { cachedStatement, vec } from "../../db";
import type { Ctx } from "../context";

export interface NearMemory {
  id: string;
  content: string;
  eventAt: string | null;
  createdAt: string;
  /** 1 - cosine distance, as search reports it. */
  score: number;
}

const rowsStatement = `select seq, id, content, event_at as eventAt, created_at as createdAt from memories
  where seq in (select value from json_each(?)) and deleted_at is null`;

/**
 * The nearest live memories of the scope, by the same partitioned vec0 KNN as POST /v1/memories/search
 * (no metadata filter here, so it is always the `vec.knn` path), without search's metering and audit:
 * the context operation pays and records once for the whole block. Throws when the vector index fails.
 */
export function nearestMemories(ctx: Ctx, query: Float32Array, f: { userId?: string; agentId?: string; k: number }): NearMemory[] {
  // '' is refused as an id at writes, and vec0 stores "no end user" as '': such a filter matches nothing.
  if (f.userId === "" || f.agentId === "") return [];
  const ranked = vec.knn(ctx.db.$client, query, { projectId: ctx.principal.projectId, userId: f.userId, agentId: f.agentId, k: f.k });
  if (ranked.length === 0) return [];
  const rows = cachedStatement(ctx.db.$client, rowsStatement).all(JSON.stringify(ranked.map((r) => r.seq))) as (Omit<NearMemory, "score"> & { seq: number })[];
  const bySeq = new Map(rows.map((r) => [r.seq, r]));
  const out: NearMemory[] = [];
  for (const r of ranked) {
    const row = bySeq.get(r.seq);
    if (!row) continue;
    out.push({ id: row.id, content: row.content, eventAt: row.eventAt, createdAt: row.createdAt, score: 1 - (r.distance * r.distance) / 2 });
  }
  return out;
}
