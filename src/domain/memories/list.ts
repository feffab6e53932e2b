import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { first, tables, withTx, type Tx } from "../../db";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { charge, QUERY } from "../limits/meter";
import { nowTs } from "../clock";
import { isCurrent, readViews, type FactView } from "../facts/view";
import { toMemoryView, type MemoryView } from "./view";

/**
 * The current facts of every memory on a page, as get shows them for one (facts/view.ts
 * currentFactsOfMemory), in one query for the page and one read-shape pass over its distinct facts.
 */
async function currentFactsOfPage(tx: Tx, ctx: Ctx, memoryIds: string[]): Promise<Map<string, FactView[]>> {
  const out = new Map<string, FactView[]>();
  if (memoryIds.length === 0) return out;
  const s = tables.factSources;
  const f = tables.facts;
  const now = nowTs(ctx.clock);
  const pairs = (await tx
    .select({ memoryId: s.memoryId, fact: f })
    .from(s)
    .innerJoin(f, eq(f.id, s.factId))
    .where(inArray(s.memoryId, memoryIds))
    .orderBy(asc(f.seq))).filter((x) => isCurrent(x.fact, now));
  const distinct = [...new Map(pairs.map((x) => [x.fact.id, x.fact])).values()];
  const views = new Map((await readViews(ctx.store, tx, distinct, now)).map((v) => [v.id, v]));
  for (const x of pairs) (out.get(x.memoryId) ?? out.set(x.memoryId, []).get(x.memoryId)!).push(views.get(x.fact.id)!);
  return out;
}

export interface ListMemoriesInput {
  user_id?: string;
  agent_id?: string;
  run_id?: string;
  limit?: number;
  offset?: number;
}

/** Live memories of the project, newest first, filters ANDed; `total` counts before paging. */
export async function listMemories(ctx: Ctx, input: ListMemoriesInput): Promise<{ memories: MemoryView[]; total: number }> {
  const m = tables.memories;
  const where: SQL[] = [eq(m.projectId, ctx.principal.projectId), isNull(m.deletedAt)];
  if (input.user_id !== undefined) where.push(eq(m.userId, input.user_id));
  if (input.agent_id !== undefined) where.push(eq(m.agentId, input.agent_id));
  if (input.run_id !== undefined) where.push(eq(m.runId, input.run_id));
  const cond = and(...where);
  return withTx(ctx.db, async (tx) => {
    await charge(tx, ctx, QUERY);
    const total = (await first(tx.select({ n: count() }).from(m).where(cond)))!.n;
    const rows = await tx
      .select({
        id: m.id, accountId: m.accountId, projectId: m.projectId, userId: m.userId, agentId: m.agentId, runId: m.runId,
        content: m.content, metadata: m.metadata, status: m.status, eventAt: m.eventAt, createdAt: m.createdAt,
        updatedAt: m.updatedAt, deletedAt: m.deletedAt,
      })
      .from(m)
      .where(cond)
      .orderBy(desc(m.createdAt), desc(m.seq))
      .limit(input.limit ?? 50)
      .offset(input.offset ?? 0);
    // Like get: a ready memory lists the facts it states that are true now; one still processing has none yet.
    const facts = await currentFactsOfPage(tx, ctx, rows.filter((r) => r.status !== "processing").map((r) => r.id));
    const memories = rows.map((r) => toMemoryView(r, facts.get(r.id) ?? []));
    const factIds = [...new Set(memories.flatMap((m) => m.facts.map((x) => x.id)))];
    await recordAudit(tx, ctx, { action: "read", userId: input.user_id ?? null, meta: { endpoint: "memories.list", memories: memories.length }, read: { memories: memories.map((x) => x.id), facts: factIds.slice(0, 100) } });
    return { memories, total };
  });
}
