import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import { recordAudit, writeReceipt } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { findLiveMemory } from "./find";
import { scopeLock } from "../locks";
import { closeFactsOnlyStatedBy } from "../facts/close";
import { emit } from "../events/emit";
import { recordHistory } from "./history";

export interface RemoveMemoryResult {
  id: string;
  status: "forgotten";
  facts_invalidated: number;
  audit_id: string;
}

/** Soft delete: the row stays (history still answers), the vector leaves the index at once. Not metered. */
export async function removeMemory(ctx: Ctx, rawId: string): Promise<RemoveMemoryResult> {
  // A memory's scope never changes: read it first, to lock it before the transaction.
  const found = await findLiveMemory(ctx.db, ctx, rawId);
  return withTx(ctx.db, async (tx) => {
    const row = await findLiveMemory(tx, ctx, rawId);
    const now = nowTs(ctx.clock);
    await tx.update(tables.memories).set({ deletedAt: now }).where(eq(tables.memories.seq, row.seq));
    await ctx.store.vectors.remove(tx, row.seq);
    await recordHistory(tx, { memoryId: row.id, projectId: row.projectId, userId: row.userId, event: "deleted", at: now, actor: ctx.actor, oldContent: row.content });
    const factsInvalidated = await closeFactsOnlyStatedBy(tx, row.id, now);
    await emit(tx, { accountId: row.accountId, projectId: row.projectId, userId: row.userId, type: "memory.deleted", data: { id: row.id, user_id: row.userId, agent_id: row.agentId }, at: now });
    const auditId = await writeReceipt(tx, ctx, { kind: "memory_delete", userId: row.userId, targetId: row.id, counts: { memories: 1, facts_invalidated: factsInvalidated } });
    await recordAudit(tx, ctx, { action: "erase", userId: row.userId, targetId: row.id, meta: { endpoint: "memories.remove", facts_invalidated: factsInvalidated } });
    return { id: row.id, status: "forgotten" as const, facts_invalidated: factsInvalidated, audit_id: auditId };
  }, { locks: [scopeLock(found.projectId, found.userId)] });
}
