import { and, eq, inArray, sql } from "drizzle-orm";
import { checkpointWal, jsonField, tables, withTx, type Store, type Tx } from "../../db";
import { recordAudit, writeReceipt } from "../audit/record";
import type { Ctx } from "../context";
import { scopeLock } from "../locks";
import { log } from "../../log";

export interface EraseResult {
  user_id: string;
  memories_deleted: number;
  facts_deleted: number;
  memories_forgotten: number;
  facts_invalidated: number;
  erasure: "permanent";
  audit_id: string;
}

/** Ids of an end user's memories and facts in a project (deleted and closed ones included). */
export async function userRows(tx: Tx, projectId: string, userId: string) {
  const m = tables.memories;
  const f = tables.facts;
  const memories = await tx.select({ seq: m.seq, id: m.id }).from(m).where(and(eq(m.projectId, projectId), eq(m.userId, userId)));
  const facts = (await tx.select({ id: f.id }).from(f).where(and(eq(f.projectId, projectId), eq(f.userId, userId)))).map((r) => r.id);
  return { memories, facts };
}

/**
 * Physically removes memories (with vectors, history, pending jobs) and facts (with sources) by id.
 * The keyword index loses their rows by trigger; its segments are then rewritten so no deleted term
 * stays in the file (FTS5 keeps them until a merge). Callers checkpoint the WAL after the commit.
 */
export async function purge(tx: Tx, store: Store, memories: { seq: number; id: string }[], factIds: string[]): Promise<void> {
  const memoryIds = memories.map((r) => r.id);
  for (const r of memories) await store.vectors.remove(tx, r.seq);
  for (let i = 0; i < memoryIds.length; i += 500) {
    const chunk = memoryIds.slice(i, i + 500);
    await tx.delete(tables.factSources).where(inArray(tables.factSources.memoryId, chunk));
    await tx.delete(tables.memoryHistory).where(inArray(tables.memoryHistory.memoryId, chunk));
    await tx.delete(tables.jobs).where(and(eq(tables.jobs.kind, "extract-memory"), inArray(jsonField(tables.jobs.payload, "memory_id"), chunk)));
    await tx.delete(tables.memories).where(inArray(tables.memories.id, chunk));
  }
  for (let i = 0; i < factIds.length; i += 500) {
    const chunk = factIds.slice(i, i + 500);
    await tx.delete(tables.factSources).where(inArray(tables.factSources.factId, chunk));
    await tx.delete(tables.facts).where(inArray(tables.facts.id, chunk));
  }
  if (memories.length > 0 || factIds.length > 0) await store.keywords.purgeDeleted(tx);
}

/**
 * Batch items of this end user not yet imported are dropped from their queued or importing batches (the
 * slot stays, as null, so item indexes hold; the import reports it as failed with code `erased`):
 * an erasure must not be undone by an import that was waiting. Finished batches keep no items at all.
 */
async function dropQueuedItems(tx: Tx, projectId: string, userId: string): Promise<void> {
  const b = tables.batches;
  const open = await tx.select({ id: b.id, items: b.items }).from(b).where(and(eq(b.projectId, projectId), inArray(b.status, ["pending", "processing"])));
  for (const batch of open) {
    const items = batch.items as (Record<string, unknown> | null)[];
    if (!items.some((it) => it !== null && it.user_id === userId)) continue;
    await tx.update(b).set({ items: items.map((it) => (it !== null && it.user_id === userId ? null : it)) as never }).where(eq(b.id, batch.id));
  }
}

/**
 * The project's learned predicate vocabulary is made of phrasings taken from its users' text. After an
 * erasure, phrasings and learned predicates that no remaining fact of the project uses are dropped
 * (built-in predicates are not stored, so they stay); a later write learns them again.
 */
function forgetUnusedVocabulary(tx: Tx, projectId: string): void {
  tx.run(sql`delete from predicate_raws where project_id = ${projectId}
    and predicate not in (select predicate from facts where project_id = ${projectId})`);
  tx.run(sql`delete from predicates where project_id = ${projectId}
    and name not in (select predicate from facts where project_id = ${projectId})`);
}

/**
 * Erasure of an end user in the caller's project, across all agents: every memory, vector, fact
 * (closed ones too), alias, history entry, keyword-index term, outbox payload, queued batch item and
 * vocabulary entry only its facts used is deleted, not marked. With
 * secure_delete the freed pages are zeroed, and the WAL is truncated after the commit so no earlier
 * page image of the erased text survives in it. The receipt keeps counts and the user id only.
 */
export async function eraseUserMemories(ctx: Ctx, userId: string): Promise<EraseResult> {
  const result = await withTx(ctx.db, async (tx) => {
    const projectId = ctx.principal.projectId;
    const { memories, facts } = await userRows(tx, projectId, userId);
    await purge(tx, ctx.store, memories, facts);
    const aliases = tables.entityAliases;
    await tx.delete(aliases).where(and(eq(aliases.projectId, projectId), eq(aliases.userId, userId)));
    await tx.delete(tables.outbox).where(and(eq(tables.outbox.projectId, projectId), eq(tables.outbox.userId, userId)));
    await dropQueuedItems(tx, projectId, userId);
    if (facts.length > 0) forgetUnusedVocabulary(tx, projectId);
    const counts = { memories: memories.length, facts: facts.length };
    const auditId = await writeReceipt(tx, ctx, { kind: "erasure", userId, counts });
    await recordAudit(tx, ctx, { action: "erase", userId, targetId: null, meta: { endpoint: "users.erase", memories: counts.memories, facts: counts.facts } });
    return { user_id: userId, memories_deleted: counts.memories, facts_deleted: counts.facts, memories_forgotten: counts.memories, facts_invalidated: counts.facts, erasure: "permanent" as const, audit_id: auditId };
  }, { locks: [scopeLock(ctx.principal.projectId, userId)] });
  await checkpoint(ctx.db);
  return result;
}

/** Folds the WAL into the database and empties it (off this thread: db/checkpoint.ts). */
export async function checkpoint(db: Ctx["db"]): Promise<void> {
  const failed = await checkpointWal(db);
  if (failed) log.warn("wal checkpoint after erasure failed", { error: failed });
}
