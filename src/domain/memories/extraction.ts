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

/** The key of a memory version's extraction job. */
export const extractionKey = (memoryId: string, version: string) => `${memoryId}@${version}`;

/**
 * Every memory version gets an extraction job in the transaction that writes it, so a crash never
 * loses one. Inline mode delays the job: the request runs the extraction and completes the job itself;
 * the job only runs if the request died before it could.
 */
export async function enqueueExtraction(tx: Tx, ctx: Ctx, memory: Pick<MemoryRow, "id" | "accountId" | "projectId">, version: string): Promise<void> {
  const inline = ctx.config.extraction === "inline";
  await enqueue(tx, ctx.clock, {
    kind: "extract-memory",
    key: extractionKey(memory.id, version),
    payload: { memory_id: memory.id, version },
    accountId: memory.accountId,
    projectId: memory.projectId,
    runAt: inline ? formatTs(parseTimestamp(version)! + INLINE_GRACE_MS * 1000) : undefined,
  });
}

/** The inline extraction last started in each scope (project, end user, agent). */
const inlineTails = new Map<string, Promise<unknown>>();

/**
 * Inline extractions of one scope run one after the other, in the order their writes were accepted, so each
 * reads what the earlier ones wrote (as a worker's extractions do); other scopes do not wait.
 */
function afterEarlierOfScope<T>(scope: string, run: () => Promise<T>): Promise<T> {
  const result = (inlineTails.get(scope) ?? Promise.resolve()).then(run);
  const tail = result.then(
    () => {},
    () => {},
  );
  inlineTails.set(scope, tail);
  void tail.then(() => inlineTails.get(scope) === tail && inlineTails.delete(scope));
  return result;
}

/** ENGRAM_EXTRACTION=inline: extract inside the call and answer with the facts (write shape). */
export async function runInlineExtraction(ctx: Ctx, view: MemoryView, version: string): Promise<MemoryView> {
  try {
    const scope = JSON.stringify([ctx.principal.projectId, view.user_id, view.agent_id]);
    const facts = await afterEarlierOfScope(scope, () =>
      extractMemoryFacts(ctx, view.id, version, {
        actor: ctx.actor,
        claimEffects: (tx) => completeByKeyInTx(tx, ctx.clock, "extract-memory", extractionKey(view.id, version)),
      }),
    );
    return { ...view, status: "ready", facts: facts ?? [] };
  } catch (err) {
    log.warn("inline extraction failed", { memory_id: view.id, error: err instanceof Error ? err.message : String(err) });
    await withTx(ctx.db, async (tx) => {
      await tx.update(tables.memories).set({ status: "error" }).where(eq(tables.memories.id, view.id));
      await completeByKeyInTx(tx, ctx.clock, "extract-memory", extractionKey(view.id, version));
    });
    return { ...view, status: "error", facts: [] };
  }
}
