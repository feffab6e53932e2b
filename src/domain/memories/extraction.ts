import { eq } from "drizzle-orm";
import { tables, withTx, type Tx } from "../../db";
import type { MemoryRow } from "../../db/schema";
import { formatTs, parseTimestamp } from "../clock";
import type { Ctx } from "../context";
import { extractMemoryFacts } from "../facts/from-memory";
import { completeByKeyInTx, enqueue } from "../jobs/queue";
import { log } from "../../log";
import type { MemoryView } from "./view";

/** How long an inline extraction has before its safety-net job may run it instead. */
const INLINE_GRACE_MS = 120_000;

const jobKey = (memoryId: string, version: string) => `${memoryId}@${version}`;

/**
 * Every memory version gets an extraction job in the transaction that writes it, so a crash never
 * loses one. Inline mode delays the job: the request runs the extraction and completes the job itself;
 * the job only runs if the request died before it could.
 */
export function enqueueExtraction(tx: Tx, ctx: Ctx, memory: Pick<MemoryRow, "id" | "accountId" | "projectId">, version: string): void {
  const inline = ctx.config.extraction === "inline";
  enqueue(tx, ctx.clock, {
    kind: "extract-memory",
    key: jobKey(memory.id, version),
    payload: { memory_id: memory.id, version },
    accountId: memory.accountId,
    projectId: memory.projectId,
    runAt: inline ? formatTs(parseTimestamp(version)! + INLINE_GRACE_MS * 1000) : undefined,
  });
}

/** ENGRAM_EXTRACTION=inline: extract inside the call and answer with the facts (write shape). */
export async function runInlineExtraction(ctx: Ctx, view: MemoryView, version: string): Promise<MemoryView> {
  try {
    const facts = await extractMemoryFacts(ctx, view.id, version, {
      actor: ctx.actor,
      claimEffects: (tx) => completeByKeyInTx(tx, ctx.clock, "extract-memory", jobKey(view.id, version)),
    });
    return { ...view, status: "ready", facts: facts ?? [] };
  } catch (err) {
    log.warn("inline extraction failed", { memory_id: view.id, error: err instanceof Error ? err.message : String(err) });
    withTx(ctx.db, (tx) => {
      tx.update(tables.memories).set({ status: "error" }).where(eq(tables.memories.id, view.id)).run();
      completeByKeyInTx(tx, ctx.clock, "extract-memory", jobKey(view.id, version));
    });
    return { ...view, status: "error", facts: [] };
  }
}
