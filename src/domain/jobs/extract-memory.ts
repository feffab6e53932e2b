import { eq, sql } from "drizzle-orm";
import { first, jsonArray, jsonField, tables, withTx } from "../../db";
import type { JobRow } from "../../db/schema";
import { formatTs, nowTs } from "../clock";
import type { Runtime } from "../context";
import { extractMemoriesInOrder, extractMemoryFacts } from "../facts/from-memory";
import { reserveModelCalls } from "../limits/model-budget";
import { claimKeys, completeInTx, releaseLeases } from "./queue";
import { runJobs, type JobHandler } from "./runner";

interface Payload {
  memory_id: string;
  version: string;
}

/** Extraction of one memory version; enqueued with the write, keyed `<memory id>@<version>`. */
export const extractMemoryHandler: JobHandler = {
  async run(rt, job: JobRow) {
    const { ready, later } = await inAcceptanceOrder(rt, [job]);
    for (const l of later) await releaseLeases(rt.db, rt.clock, [l.job], l.runAt);
    if (!ready.length || (await reserveModelCalls(rt, ready)).length === 0) return;
    const p = job.payload as unknown as Payload;
    await extractMemoryFacts(rt, p.memory_id, p.version, { actor: "worker", prepaid: true, claimEffects: (tx) => completeInTx(tx, rt.clock, job) });
  },
  // Extraction jobs run in groups: one embedding pass prepares the facts of all of them (64 rules
  // extractions: 158 vs 148 memories/s at 16 in bench/batch.ts). Ollama reads a group's memories
  // concurrently, so its groups stay small enough to answer well within the job lease.
  group: (rt) => (rt.extractor.name === "rules" ? 64 : 8),
  async runMany(rt, claimed: JobRow[]) {
    const { ready: inOrder, later } = await inAcceptanceOrder(rt, claimed);
    // Only as many model extractions as the day's budget has left, counted now; the rest wait for 00:00 UTC.
    const ready = await reserveModelCalls(rt, inOrder);
    const work = ready.map((job) => {
      const p = job.payload as unknown as Payload;
      return { memoryId: p.memory_id, version: p.version, opts: { actor: "worker", prepaid: true, claimEffects: (tx: Parameters<typeof completeInTx>[0]) => completeInTx(tx, rt.clock, job) } };
    });
    const outcomes = await extractMemoriesInOrder(rt, work);
    const failures: { job: JobRow; error: unknown }[] = [];
    outcomes.forEach((o, i) => {
      if ("error" in o) failures.push({ job: ready[i]!, error: o.error });
      // Held back behind an earlier memory of its scope that failed: ready again at once, and claimed
      // again only once that one is done (see inAcceptanceOrder).
      else if ("deferred" in o) later.push({ job: ready[i]!, runAt: nowTs(rt.clock) });
    });
    for (const { job, runAt } of later) await releaseLeases(rt.db, rt.clock, [job], runAt);
    return failures;
  },
  async giveUp(rt, job) {
    const p = job.payload as unknown as Payload;
    await withTx(rt.db, async (tx) => {
      const m = tables.memories;
      const row = (await first(tx.select({ seq: m.seq, updatedAt: m.updatedAt, createdAt: m.createdAt }).from(m).where(eq(m.id, p.memory_id))));
      if (row && (row.updatedAt ?? row.createdAt) === p.version) await tx.update(m).set({ status: "error" }).where(eq(m.seq, row.seq));
    });
  },
};

/**
 * Runs these extraction jobs (by key) now, in the caller, as the runner would run a group of them: a batch
 * import extracts the memories it wrote one step earlier while the model embeds the steps after, instead
 * of leaving all of it for after the import (see batch/import.ts). Only jobs still pending and due are
 * taken; one another runner holds, or one held back behind an earlier memory of its scope, runs as usual.
 */
export async function runExtractionsNow(rt: Runtime, keys: readonly string[]): Promise<void> {
  const jobs = await claimKeys(rt.db, rt.clock, "extract-memory", keys, rt.config.jobLeaseSeconds * 1000);
  if (jobs.length > 0) await runJobs(rt, extractMemoryHandler, jobs);
}

/**
 * A memory is extracted after every memory of its scope (project, end user, agent) accepted before it, so it
 * reads what they wrote, however the jobs were grouped, claimed or retried. Claimed jobs (id order is
 * acceptance order: a job is enqueued with its write, a batch's items in array order) are split into those
 * that may run now, in that order, and those an earlier job of their scope outside this group still holds
 * back (a retry waiting out its backoff, a job another worker holds, an inline extraction's safety net):
 * they are handed back, ready when the earlier one can run again. Scopes are independent: a waiting scope
 * never holds back another.
 */
async function inAcceptanceOrder(rt: Runtime, claimed: JobRow[]): Promise<{ ready: JobRow[]; later: { job: JobRow; runAt: string }[] }> {
  const jobs = [...claimed].sort((a, b) => a.id - b.id);
  const ids = jobs.map((j) => j.id);
  const { store } = rt;
  const scopeSql = jsonArray([sql.raw("m.project_id"), sql.raw("m.user_id"), sql.raw("m.agent_id")]);
  const memoryOfJob = jsonField(sql.raw("j.payload"), "memory_id");
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const mine = await store.sql.all<{ id: number; scope: string }>(
    store.db,
    sql`select j.id, ${scopeSql} as scope from jobs j join memories m on m.id = ${memoryOfJob} where j.id in (${idList})`,
  );
  const scopeOfJob = new Map(mine.map((r) => [r.id, r.scope]));
  // Unfinished extractions accepted before the newest claimed one, outside this group.
  const earlier = await store.sql.all<{ id: number; status: string; run_at: string; scope: string }>(
    store.db,
    sql`select j.id, j.status, j.run_at, ${scopeSql} as scope from jobs j join memories m on m.id = ${memoryOfJob}
       where j.kind = 'extract-memory' and j.status in ('pending', 'running') and j.id < ${ids.at(-1)!} and j.id not in (${idList})`,
  );
  const ready: JobRow[] = [];
  const later: { job: JobRow; runAt: string }[] = [];
  const waiting = new Map<string, string>();
  for (const job of jobs) {
    const scope = scopeOfJob.get(job.id);
    const blocker = scope === undefined ? undefined : earlier.find((e) => e.scope === scope && e.id < job.id);
    if (blocker) {
      // A running one is held elsewhere: look again in a moment. A pending one: when it is due.
      const runAt = blocker.status === "running" ? formatTs(rt.clock.nowMicros() + 1_000_000) : blocker.run_at;
      later.push({ job, runAt });
      waiting.set(scope!, runAt);
    } else if (scope !== undefined && waiting.has(scope)) {
      later.push({ job, runAt: waiting.get(scope)! });
    } else ready.push(job);
  }
  return { ready, later };
}
