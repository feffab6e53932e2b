import { tables, vec, withTx } from "../../db";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { recordAudit } from "../audit/record";
import { newId } from "../ids";
import { charge, writeCost } from "../limits/meter";
import { checkContent, checkEventTime, checkMetadata } from "./rules";
import { toMemoryView, vectorBlob, type MemoryView } from "./view";

export interface CreateMemoryInput {
  content: string;
  user_id?: string;
  agent_id?: string;
  run_id?: string;
  metadata?: Record<string, unknown>;
  timestamp?: string;
}

/** Adds a memory: checks, then the embedding, then memory + vector + history + audit in one transaction. */
export async function createMemory(ctx: Ctx, input: CreateMemoryInput): Promise<MemoryView> {
  const content = checkContent(input.content);
  const metadata = checkMetadata(input.metadata);
  const eventAt = checkEventTime(input.timestamp);
  const vector = await ctx.embedder.embedOne(content);
  return withTx(ctx.db, (tx) => {
    charge(tx, ctx, writeCost(content.length));
    const now = nowTs(ctx.clock);
    const row = {
      id: newId("mem_"),
      accountId: ctx.principal.accountId,
      projectId: ctx.principal.projectId,
      userId: input.user_id ?? null,
      agentId: input.agent_id ?? null,
      runId: input.run_id ?? null,
      content,
      metadata,
      status: "processing" as const,
      eventAt,
      createdAt: now,
      updatedAt: null,
      deletedAt: null,
      embedding: vectorBlob(vector),
    };
    const { seq } = tx.insert(tables.memories).values(row).returning({ seq: tables.memories.seq }).get();
    vec.insertVector(ctx.db.$client, { seq, projectId: row.projectId, userId: row.userId, agentId: row.agentId, runId: row.runId }, vector);
    tx.insert(tables.memoryHistory)
      .values({ memoryId: row.id, projectId: row.projectId, userId: row.userId, event: "created", at: now, actor: ctx.actor, newContent: content })
      .run();
    recordAudit(tx, ctx, { action: "write", userId: row.userId, targetId: row.id, meta: { endpoint: "memories.create" } });
    return toMemoryView(row);
  });
}
