import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { tables, withTx } from "../../db";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { charge, QUERY } from "../limits/meter";
import { toMemoryView, type MemoryView } from "./view";

export interface ListMemoriesInput {
  user_id?: string;
  agent_id?: string;
  run_id?: string;
  limit?: number;
  offset?: number;
}

/** Live memories of the project, newest first, filters ANDed; `total` counts before paging. */
export function listMemories(ctx: Ctx, input: ListMemoriesInput): { memories: MemoryView[]; total: number } {
  const m = tables.memories;
  const where: SQL[] = [eq(m.projectId, ctx.principal.projectId), isNull(m.deletedAt)];
  if (input.user_id !== undefined) where.push(eq(m.userId, input.user_id));
  if (input.agent_id !== undefined) where.push(eq(m.agentId, input.agent_id));
  if (input.run_id !== undefined) where.push(eq(m.runId, input.run_id));
  const cond = and(...where);
  return withTx(ctx.db, (tx) => {
    charge(tx, ctx, QUERY);
    const total = tx.select({ n: count() }).from(m).where(cond).get()!.n;
    const rows = tx
      .select({
        id: m.id, accountId: m.accountId, projectId: m.projectId, userId: m.userId, agentId: m.agentId, runId: m.runId,
        content: m.content, metadata: m.metadata, status: m.status, eventAt: m.eventAt, createdAt: m.createdAt,
        updatedAt: m.updatedAt, deletedAt: m.deletedAt,
      })
      .from(m)
      .where(cond)
      .orderBy(desc(m.createdAt), desc(m.seq))
      .limit(input.limit ?? 50)
      .offset(input.offset ?? 0)
      .all();
    const memories = rows.map((r) => toMemoryView(r));
    recordAudit(tx, ctx, { action: "read", userId: input.user_id ?? null, meta: { endpoint: "memories.list", memories: memories.length }, read: { memories: memories.map((x) => x.id), facts: [] } });
    return { memories, total };
  });
}
