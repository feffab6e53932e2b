import { prepared, tables, withTx, type Tx } from "../../db";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { recordAudit, withDenialAudit } from "../audit/record";
import { newId } from "../ids";
import { memoryWriteLocks } from "../locks";
import { emit } from "../events/emit";
import { enqueueExtraction, runInlineExtraction } from "./extraction";
import { modelBudget } from "../limits/model-budget";
import { charge, checkAgentSlot, takeAgentSlot, writeCost } from "../limits/meter";
import { checkContent, checkEventTime, checkMetadata } from "./rules";
import { toMemoryView, vectorBlob, type MemoryView } from "./view";
import { recordHistory } from "./history";

export interface CreateMemoryInput {
  content: string;
  user_id?: string | null;
  agent_id?: string | null;
  run_id?: string | null;
  metadata?: Record<string, unknown> | null;
  timestamp?: string | null;
}

export interface Checked {
  content: string;
  metadata: string;
  eventAt: string | null;
  input: CreateMemoryInput;
}

export function check(input: CreateMemoryInput, path = ""): Checked {
  return {
    content: checkContent(input.content, `${path}content`),
    metadata: checkMetadata(input.metadata, `${path}metadata`),
    eventAt: checkEventTime(input.timestamp, `${path}timestamp`),
    input,
  };
}

type NewMemory = Omit<typeof tables.memories.$inferSelect, "seq">;
const insertRow = prepared<NewMemory, { seq: number }[]>("insert_memory", (q, v) => (q as Tx).insert(tables.memories).values(v).returning({ seq: tables.memories.seq }));

/** Writes one checked memory with its vector, history entry and audit event, inside `tx`. */
export async function insertMemory(tx: Tx, ctx: Ctx, c: Checked, vector: Float32Array, endpoint: string): Promise<MemoryView> {
  // Cap before quota, and a slot is taken only once the write is paid for.
  const slot = await checkAgentSlot(tx, ctx, c.input.agent_id);
  await charge(tx, ctx, writeCost(c.content.length));
  if (slot === "new") await takeAgentSlot(tx, ctx, c.input.agent_id!);
  const now = nowTs(ctx.clock);
  const row: NewMemory = {
    id: newId("mem_"),
    accountId: ctx.principal.accountId,
    projectId: ctx.principal.projectId,
    userId: c.input.user_id ?? null,
    agentId: c.input.agent_id ?? null,
    runId: c.input.run_id ?? null,
    content: c.content,
    metadata: c.metadata,
    status: "processing" as const,
    eventAt: c.eventAt,
    createdAt: now,
    updatedAt: null,
    deletedAt: null,
    embedding: vectorBlob(vector),
  };
  const [{ seq }] = (await insertRow(tx, row)) as [{ seq: number }];
  await ctx.store.vectors.write(tx, { seq, projectId: row.projectId, userId: row.userId, agentId: row.agentId, runId: row.runId }, vector);
  await recordHistory(tx, { memoryId: row.id, projectId: row.projectId, userId: row.userId, event: "created", at: now, actor: ctx.actor, newContent: c.content });
  // A batch import is one audited operation (recorded when it is accepted), not one per item.
  if (endpoint !== "batch") await recordAudit(tx, ctx, { action: "write", userId: row.userId, targetId: row.id, meta: { endpoint } });
  await emit(tx, { accountId: row.accountId, projectId: row.projectId, userId: row.userId, type: "memory.created", data: { id: row.id, user_id: row.userId, agent_id: row.agentId }, at: now });
  await enqueueExtraction(tx, ctx, row, now);
  return toMemoryView(row);
}

/** Adds a memory: checks, then the embedding, then memory + vector + history + audit in one transaction. */
export async function createMemory(ctx: Ctx, input: CreateMemoryInput): Promise<MemoryView> {
  const c = check(input);
  const vector = await ctx.embedder.embedOne(c.content);
  const view = await withDenialAudit(ctx, { action: "write", userId: input.user_id ?? null, meta: { endpoint: "memories.create" } }, () =>
    withTx(ctx.db, async (tx) => insertMemory(tx, ctx, c, vector, "memories.create"), { locks: memoryWriteLocks(ctx.principal.accountId, ctx.principal.projectId, [input]) }),
  );
  // With the day's model budget spent, an inline add still stores and answers; its job extracts after the pause.
  return ctx.config.extraction === "inline" && (await modelBudget(ctx))?.left !== 0 ? runInlineExtraction(ctx, view, view.created_at) : view;
}

/**
 * Adds many memories through the same path: every item is checked first (a bad one refuses all,
 * naming it as `memories[i].field`), then one embedding call per model batch, then one transaction.
 */
export async function createMemories(ctx: Ctx, inputs: CreateMemoryInput[], endpoint = "memories.create"): Promise<MemoryView[]> {
  const checked = inputs.map((input, i) => check(input, `memories[${i}].`));
  const vectors = await ctx.embedder.embed(checked.map((c) => c.content));
  return withTx(ctx.db, async (tx) => {
    const views: MemoryView[] = [];
    for (const [i, c] of checked.entries()) views.push(await insertMemory(tx, ctx, c, vectors[i]!, endpoint));
    return views;
  }, { locks: memoryWriteLocks(ctx.principal.accountId, ctx.principal.projectId, inputs) });
}
