import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import { recordAudit, withDenialAudit } from "../audit/record";
import { nowTs, parseTimestamp } from "../clock";
import type { Ctx } from "../context";
import { DomainError } from "../errors";
import { charge, writeCost } from "../limits/meter";
import { enqueueExtraction, runInlineExtraction } from "./extraction";
import { assertModelBudget } from "../limits/model-budget";
import { emit } from "../events/emit";
import { scopeLock } from "../locks";
import { findLiveMemory } from "./find";
import { checkContent } from "./rules";
import { toMemoryView, vectorBlob, type MemoryView } from "./view";
import { recordHistory } from "./history";

export interface UpdateMemoryInput {
  content: string;
  expected_updated_at?: string;
}

/**
 * Replaces the content and its vector. `expected_updated_at` is compared to the microsecond inside
 * the write transaction (which holds the write lock), so no other edit can land between check and write.
 */
export async function updateMemory(ctx: Ctx, rawId: string, input: UpdateMemoryInput): Promise<MemoryView> {
  const content = checkContent(input.content);
  const found = await findLiveMemory(ctx.db, ctx, rawId); // 404 before the model call
  // An inline edit extracts inside the call: refused, with nothing written, while the model budget is spent.
  if (ctx.config.extraction === "inline") await assertModelBudget(ctx);
  const vector = await ctx.embedder.embedOne(content);
  const view = await withDenialAudit(ctx, { action: "write", meta: { endpoint: "memories.update" } }, () => withTx(ctx.db, async (tx) => {
    const row = await findLiveMemory(tx, ctx, rawId);
    if (input.expected_updated_at !== undefined) {
      const expected = parseTimestamp(input.expected_updated_at);
      const current = parseTimestamp(row.updatedAt ?? row.createdAt);
      if (expected === null || expected !== current) {
        throw new DomainError("stale_write", "The memory changed since it was read: expected_updated_at does not match; read it again and retry.");
      }
    }
    await charge(tx, ctx, writeCost(content.length), { warn: false });
    const now = nowTs(ctx.clock);
    const patch = { content, updatedAt: now, status: "processing" as const, embedding: vectorBlob(vector) };
    await tx.update(tables.memories).set(patch).where(eq(tables.memories.seq, row.seq));
    await ctx.store.vectors.replace(tx, { seq: row.seq, projectId: row.projectId, userId: row.userId, agentId: row.agentId, runId: row.runId }, vector);
    await recordHistory(tx, { memoryId: row.id, projectId: row.projectId, userId: row.userId, event: "edited", at: now, actor: ctx.actor, oldContent: row.content, newContent: content });
    await recordAudit(tx, ctx, { action: "write", userId: row.userId, targetId: row.id, meta: { endpoint: "memories.update" } });
    await enqueueExtraction(tx, ctx, row, now);
    await emit(tx, { accountId: row.accountId, projectId: row.projectId, userId: row.userId, type: "memory.updated", data: { id: row.id, user_id: row.userId, agent_id: row.agentId }, at: now });
    return toMemoryView({ ...row, ...patch });
  }, { locks: [scopeLock(found.projectId, found.userId)] }));
  return ctx.config.extraction === "inline" ? runInlineExtraction(ctx, view, view.updated_at!) : view;
}
