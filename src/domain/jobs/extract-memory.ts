import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import type { JobRow } from "../../db/schema";
import { extractManyMemoryFacts, extractMemoryFacts } from "../facts/from-memory";
import { withinModelBudget } from "../limits/model-budget";
import { completeInTx } from "./queue";
import type { JobHandler } from "./runner";

interface Payload {
  memory_id: string;
  version: string;
}

/** Extraction of one memory version; enqueued with the write, keyed `<memory id>@<version>`. */
export const extractMemoryHandler: JobHandler = {
  async run(rt, job: JobRow) {
    if (withinModelBudget(rt, [job]).length === 0) return;
    const p = job.payload as unknown as Payload;
    await extractMemoryFacts(rt, p.memory_id, p.version, { actor: "worker", claimEffects: (tx) => completeInTx(tx, rt.clock, job) });
  },
  // Extraction jobs run in groups: one embedding pass prepares the facts of all of them (64 rules
  // extractions: 158 vs 148 memories/s at 16 in bench/batch.ts). Ollama reads a group's memories
  // concurrently, so its groups stay small enough to answer well within the job lease.
  group: (rt) => (rt.extractor.name === "rules" ? 64 : 8),
  async runMany(rt, claimed: JobRow[]) {
    // Only as many model extractions as the day's budget has left; the rest wait for 00:00 UTC.
    const jobs = withinModelBudget(rt, claimed);
    if (jobs.length === 0) return [];
    const work = jobs.map((job) => {
      const p = job.payload as unknown as Payload;
      return { memoryId: p.memory_id, version: p.version, opts: { actor: "worker", claimEffects: (tx: Parameters<typeof completeInTx>[0]) => completeInTx(tx, rt.clock, job) } };
    });
    const failures = await extractManyMemoryFacts(rt, work);
    return failures.map((f) => ({ job: jobs[f.index]!, error: f.error }));
  },
  giveUp(rt, job) {
    const p = job.payload as unknown as Payload;
    withTx(rt.db, (tx) => {
      const m = tables.memories;
      const row = tx.select({ seq: m.seq, updatedAt: m.updatedAt, createdAt: m.createdAt }).from(m).where(eq(m.id, p.memory_id)).get();
      if (row && (row.updatedAt ?? row.createdAt) === p.version) tx.update(m).set({ status: "error" }).where(eq(m.seq, row.seq)).run();
    });
  },
};
