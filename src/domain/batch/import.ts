import { eq, inArray } from "drizzle-orm";
import { first, tables, withTx } from "../../db";
import type { JobRow } from "../../db/schema";
import { nowTs } from "../clock";
import type { Ctx, Runtime } from "../context";
import { DomainError } from "../errors";
import { completeInTx } from "../jobs/queue";
import { batchLock, memoryWriteLocks } from "../locks";
import { withinModelBudget } from "../limits/model-budget";
import { writeCost } from "../limits/meter";
import type { Tier } from "../../config";
import { check, insertMemory, type Checked, type CreateMemoryInput } from "../memories/create";
import { candidateToInput, extractInput } from "../facts/from-memory";
import { memoryVersion } from "../memories/version";
import { tripleText } from "../facts/prepare";
import { preparePredicates } from "../facts/vocabulary";
import { runExtractionsNow } from "../jobs/extract-memory";
import { extractionKey } from "../memories/extraction";
import type { MemoryView } from "../memories/view";

/** Items embedded together: enough for the embedder to group texts of similar length (less padding). */
export const EMBED_CHUNK = 128;
/** Items per transaction: short write locks, so requests writing meanwhile wait little. */
const WRITE_CHUNK = 32;
/**
 * Items in each of a batch's last two steps. Their extractions are all that is left once the last step is
 * written, with the model idle: at EMBED_CHUNK they took 0.26-0.45 s of a 500-item import on this thread
 * alone, at 32 about 0.1 s (bench/batch.ts, 6 alternating pairs: import 51-74% of the model-alone rate
 * against 48-62%).
 */
export const LAST_STEPS = 32;

/** Where the step starting at `from` ends: EMBED_CHUNK items, then the rest before the last two steps, then those. */
export function stepEnd(from: number, total: number): number {
  const left = total - from;
  if (left > EMBED_CHUNK + 2 * LAST_STEPS) return from + EMBED_CHUNK;
  if (left > 2 * LAST_STEPS) return total - 2 * LAST_STEPS;
  return Math.min(total, from + LAST_STEPS);
}

/** One step's items, checked, with their embedding under way (null: erased while the batch waited). */
interface Step {
  from: number;
  checked: (Checked | null)[];
  vectors: Promise<Map<Checked, Float32Array>>;
}

function startStep(rt: Runtime, items: (CreateMemoryInput | null)[], from: number): Step {
  const checked = items.slice(from, stepEnd(from, items.length)).map((item, i) => (item === null ? null : check(item, `memories[${from + i}].`)));
  const live = checked.filter((c) => c !== null);
  const vectors = (live.length ? rt.embedder.embed(live.map((c) => c.content)) : Promise.resolve([])).then((vs) => new Map(live.map((c, i) => [c, vs[i]!])));
  // Observed here: a step started ahead and abandoned (the batch finished or raced) must not reject unobserved.
  vectors.catch(() => {});
  return { from, checked, vectors };
}

/**
 * With the rules extractor (no model, no budget), what the memories just written will state is extracted
 * and sent to the model now, while the next step's memories are being embedded: the extraction jobs read
 * the same input (facts/from-memory.ts extractInput), so the runner's memoised extractor and embedding
 * cache answer them without waiting for the model. Should an input differ by then (an earlier memory of
 * the scope stated the user's name), the job extracts and embeds as it would have anyway.
 */
async function extractAhead(rt: Runtime, memoryIds: string[]): Promise<void> {
  if (rt.extractor.name !== "rules" || memoryIds.length === 0) return;
  const m = tables.memories;
  const rows = await rt.db.select().from(m).where(inArray(m.id, memoryIds));
  const triples: string[] = [];
  const predicates: { raw: string; suggested: string }[] = [];
  for (const row of rows) {
    // A turn of the event loop before each extraction: this runs beside the import's write transactions,
    // and its steps, awaited as microtasks, would run between a transaction's statements and hold the
    // write lock (every add of the server waiting) for as long as the extractions took.
    await new Promise((resolve) => setImmediate(resolve));
    const version = memoryVersion(row);
    const { facts } = await rt.extractor.extract(await extractInput(rt, row, version));
    for (const c of facts) {
      const input = candidateToInput(c, row);
      triples.push(tripleText(input.subject, input.predicateRaw, input.object));
      predicates.push({ raw: input.predicateRaw, suggested: input.predicateSuggested });
    }
  }
  await Promise.all([rt.embedder.embed(triples), preparePredicates(rt.embedder, predicates)]);
}

/**
 * Imports a batch step by step through the add pipeline. Each step embeds up to EMBED_CHUNK items (the
 * last two LAST_STEPS each: stepEnd), then writes them in transactions of WRITE_CHUNK: each writes its
 * items (agent cap, then quota, per item; a refused item becomes an `errors` entry and burns nothing)
 * together with the batch's progress. A crash between transactions resumes after the last committed one:
 * no item is imported twice or lost. The next step's embedding runs (on the model's thread) while this
 * step writes.
 *
 * With the rules extractor, once a step is written the import also runs the extraction jobs of the step
 * before it (their facts' vectors were made ahead while this step embedded), in what would otherwise be
 * this thread's wait for the next step's vectors: the model stays the bottleneck, and only the last steps'
 * extractions are left for after the import. Those jobs run as the runner would run them (same order,
 * same outcome); the import only saves them the wait.
 */
export async function importBatch(rt: Runtime, job: JobRow): Promise<void> {
  // Rule 5: while the day's model budget is spent the batch waits, still `pending`, until 00:00 UTC.
  if ((await withinModelBudget(rt, [job])).length === 0) return;
  const batchId = (job.payload as { batch_id: string }).batch_id;
  const b = tables.batches;
  let ahead: Step | null = null;
  // Fact vectors being prepared; the job ends only once they are in the cache (its extractions run next).
  const warming: Promise<unknown>[] = [];
  const settle = () => Promise.allSettled(warming);
  // Extraction jobs of the memories written in this step and in the one before (see the doc comment).
  let stepKeys: string[] = [];
  let lastStepKeys: string[] = [];
  for (;;) {
    const batch = (await first(rt.db.select().from(b).where(eq(b.id, batchId))));
    if (!batch || batch.status === "completed" || batch.status === "failed") {
      await withTx(rt.db, async (tx) => void (await completeInTx(tx, rt.clock, job)));
      await settle();
      return;
    }
    const account = (await first(rt.db.select({ tier: tables.accounts.tier }).from(tables.accounts).where(eq(tables.accounts.id, batch.accountId))));
    if (!account) return void (await settle());
    const ctx: Ctx = {
      ...rt,
      actor: "worker",
      ip: null,
      principal: { accountId: batch.accountId, projectId: batch.projectId, keyId: batch.keyId, scopes: ["memories:write"], tier: account.tier as Tier },
    };
    // A null item belonged to an end user erased while the batch waited (see users/erase.ts).
    const items = batch.items as unknown as (CreateMemoryInput | null)[];
    const step: Step = ahead?.from === batch.nextIndex ? ahead : startStep(rt, items, batch.nextIndex);
    const nextFrom = stepEnd(batch.nextIndex, items.length);
    ahead = nextFrom < items.length ? startStep(rt, items, nextFrom) : null;
    const { checked } = step;
    const vectors = await step.vectors;
    for (let from = 0; from < checked.length || checked.length === 0; from += WRITE_CHUNK) {
      const part = checked.slice(from, from + WRITE_CHUNK);
      const expectedIndex = batch.nextIndex + from;
      const written: MemoryView[] = [];
      const outcome = await withTx(rt.db, async (tx) => {
        const fresh = (await first(tx.select().from(b).where(eq(b.id, batchId))))!;
        if (fresh.nextIndex !== expectedIndex) return "raced"; // another run got here first
        let imported = fresh.imported;
        let failed = fresh.failed;
        let units = fresh.unitsDone;
        const errors = [...fresh.errors];
        const current = fresh.items as unknown as (CreateMemoryInput | null)[];
        for (const [i, c] of part.entries()) {
          // Erased while this step embedded it: the erasure wins, nothing of the item is written.
          if (c === null || current[expectedIndex + i] === null) {
            failed++;
            errors.push({ index: expectedIndex + i, code: "erased", message: "The item's end user was erased before it was imported." });
            continue;
          }
          units += writeCost(c.content.length).units;
          try {
            written.push(await insertMemory(tx, ctx, c, vectors.get(c)!, "batch"));
            imported++;
          } catch (err) {
            // The cap and quota checks throw before anything of the item is written.
            if (!(err instanceof DomainError)) throw err;
            failed++;
            errors.push({ index: expectedIndex + i, code: err.code, message: err.message });
          }
        }
        const nextIndex = expectedIndex + part.length;
        const finished = nextIndex >= fresh.received;
        await tx.update(b)
          // A finished batch keeps its counters and errors, not its items: no copy of user text outlives the import.
          .set({ status: finished ? "completed" : "processing", nextIndex, imported, failed, errors, unitsDone: finished ? fresh.unitsTotal : units, updatedAt: nowTs(rt.clock), ...(finished ? { items: [] } : {}) })
          .where(eq(b.id, batchId));
        if (finished) await completeInTx(tx, rt.clock, job);
        return finished ? "finished" : "more";
      }, { locks: [batchLock(batchId), ...memoryWriteLocks(batch.accountId, batch.projectId, part.map((c) => c?.input ?? {}))] });
      if (outcome !== "raced") {
        warming.push(extractAhead(rt, written.map((m) => m.id)).catch(() => {}));
        stepKeys.push(...written.map((m) => extractionKey(m.id, m.created_at)));
      }
      if (outcome === "finished") return void (await settle());
      if (outcome === "raced") break; // re-read the batch
      if (checked.length === 0) break;
    }
    if (rt.extractor.name === "rules") await runExtractionsNow(rt, lastStepKeys);
    lastStepKeys = stepKeys;
    stepKeys = [];
  }
}
