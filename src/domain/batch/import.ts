import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import type { JobRow } from "../../db/schema";
import { nowTs } from "../clock";
import type { Ctx, Runtime } from "../context";
import { DomainError } from "../errors";
import { completeInTx } from "../jobs/queue";
import { withinModelBudget } from "../limits/model-budget";
import { writeCost } from "../limits/meter";
import type { Tier } from "../../config";
import { check, insertMemory, type CreateMemoryInput } from "../memories/create";

/** Items embedded together: enough for the embedder to group texts of similar length (less padding). */
const EMBED_CHUNK = 128;
/** Items per transaction: short write locks, so requests writing meanwhile wait little. */
const WRITE_CHUNK = 32;

/**
 * Imports a batch step by step through the add pipeline. Each step embeds up to EMBED_CHUNK items, then
 * writes them in transactions of WRITE_CHUNK: each writes its items (agent cap, then quota, per item; a
 * refused item becomes an `errors` entry and burns nothing) together with the batch's progress. A crash
 * between transactions resumes after the last committed one: no item is imported twice or lost.
 */
export async function importBatch(rt: Runtime, job: JobRow): Promise<void> {
  // Rule 5: while the day's model budget is spent the batch waits, still `pending`, until 00:00 UTC.
  if (withinModelBudget(rt, [job]).length === 0) return;
  const batchId = (job.payload as { batch_id: string }).batch_id;
  const b = tables.batches;
  for (;;) {
    const batch = rt.db.select().from(b).where(eq(b.id, batchId)).get();
    if (!batch || batch.status === "completed" || batch.status === "failed") {
      withTx(rt.db, (tx) => void completeInTx(tx, rt.clock, job));
      return;
    }
    const account = rt.db.select({ tier: tables.accounts.tier }).from(tables.accounts).where(eq(tables.accounts.id, batch.accountId)).get();
    if (!account) return;
    const ctx: Ctx = {
      ...rt,
      actor: "worker",
      ip: null,
      principal: { accountId: batch.accountId, projectId: batch.projectId, keyId: batch.keyId, scopes: ["memories:write"], tier: account.tier as Tier },
    };
    // A null item belonged to an end user erased while the batch waited (see users/erase.ts).
    const items = (batch.items as unknown as (CreateMemoryInput | null)[]).slice(batch.nextIndex, batch.nextIndex + EMBED_CHUNK);
    const checked = items.map((item, i) => (item === null ? null : check(item, `memories[${batch.nextIndex + i}].`)));
    const live = checked.filter((c) => c !== null);
    const embedded = live.length ? await rt.embedder.embed(live.map((c) => c.content)) : [];
    const vectors = new Map(live.map((c, i) => [c, embedded[i]!]));
    for (let from = 0; from < checked.length || checked.length === 0; from += WRITE_CHUNK) {
      const part = checked.slice(from, from + WRITE_CHUNK);
      const expectedIndex = batch.nextIndex + from;
      const outcome = withTx(rt.db, (tx) => {
        const fresh = tx.select().from(b).where(eq(b.id, batchId)).get()!;
        if (fresh.nextIndex !== expectedIndex) return "raced"; // another run got here first
        let imported = fresh.imported;
        let failed = fresh.failed;
        let units = fresh.unitsDone;
        const errors = [...fresh.errors];
        const current = fresh.items as unknown as (CreateMemoryInput | null)[];
        part.forEach((c, i) => {
          // Erased while this step embedded it: the erasure wins, nothing of the item is written.
          if (c === null || current[expectedIndex + i] === null) {
            failed++;
            errors.push({ index: expectedIndex + i, code: "erased", message: "The item's end user was erased before it was imported." });
            return;
          }
          units += writeCost(c.content.length).units;
          try {
            insertMemory(tx, ctx, c, vectors.get(c)!, "batch");
            imported++;
          } catch (err) {
            // The cap and quota checks throw before anything of the item is written.
            if (!(err instanceof DomainError)) throw err;
            failed++;
            errors.push({ index: expectedIndex + i, code: err.code, message: err.message });
          }
        });
        const nextIndex = expectedIndex + part.length;
        const finished = nextIndex >= fresh.received;
        tx.update(b)
          // A finished batch keeps its counters and errors, not its items: no copy of user text outlives the import.
          .set({ status: finished ? "completed" : "processing", nextIndex, imported, failed, errors, unitsDone: finished ? fresh.unitsTotal : units, updatedAt: nowTs(rt.clock), ...(finished ? { items: [] } : {}) })
          .where(eq(b.id, batchId))
          .run();
        if (finished) completeInTx(tx, rt.clock, job);
        return finished ? "finished" : "more";
      });
      if (outcome === "finished") return;
      if (outcome === "raced") break; // re-read the batch
      if (checked.length === 0) break;
    }
  }
}
