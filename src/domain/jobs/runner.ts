import type { JobRow } from "../../db/schema";
import { log, logs } from "../../log";
import type { Runtime } from "../context";
import { claimUpTo, fail, jobSignal, releaseLeases, releaseOrphanedLeases, renewLeases, type JobKind } from "./queue";

export interface JobHandler {
  /** Runs the job; must commit its effects together with `completeInTx(tx, clock, job)`. */
  run(rt: Runtime, job: JobRow): Promise<void>;
  /** Runs several ready jobs of this kind together (sharing model calls); failures are per job. */
  runMany?(rt: Runtime, jobs: JobRow[]): Promise<{ job: JobRow; error: unknown }[]>;
  /** How many jobs runMany takes at once (default 16). */
  group?: number | ((rt: Runtime) => number);
  /** After the last failed attempt (e.g. mark the memory `error`). */
  giveUp?(rt: Runtime, job: JobRow, error: string): Promise<void> | void;
}

export interface Worker {
  /** Runs jobs until none is ready (tests and benchmarks drain with this). */
  runUntilIdle(): Promise<number>;
  stop(): Promise<void>;
  /**
   * For a process about to exit without finishing (its server died): stops claiming and gives back the
   * leases in hand at once, so the next runner need not wait for them to expire. Exit right after it:
   * the run in progress then cannot commit (its lease token is gone).
   */
  abandon(): Promise<number>;
}

const IDLE_POLL_MS = 250;

/** Runs claimed jobs of one kind (together when the handler can); a failed one backs off or gives up. */
export async function runJobs(rt: Runtime, handler: JobHandler, jobs: JobRow[]): Promise<void> {
  if (handler.runMany && jobs.length > 1) {
    let failures: { job: JobRow; error: unknown }[];
    try {
      failures = await handler.runMany(rt, jobs);
    } catch (err) {
      failures = jobs.map((job) => ({ job, error: err }));
    }
    for (const f of failures) await jobFailed(rt, handler, f.job, f.error);
    return;
  }
  for (const job of jobs) {
    try {
      await handler.run(rt, job);
    } catch (err) {
      await jobFailed(rt, handler, job, err);
    }
  }
}

/** A run of `job` threw: back off and retry, or after its last attempt give up. */
async function jobFailed(rt: Runtime, handler: JobHandler, job: JobRow, err: unknown): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  const outcome = await fail(rt.db, rt.clock, job, message);
  log.warn("job failed", { kind: job.kind, id: job.id, attempt: job.attempts, outcome, error: message });
  if (outcome === "failed") await handler.giveUp?.(rt, job, message);
}

/**
 * One worker loop per process: claim, run, repeat; idle it waits for an enqueue signal or the poll.
 * A crash mid-job leaves the lease to expire, and the job is claimed again.
 */
export function startWorker(
  rt: Runtime,
  handlers: Partial<Record<JobKind, JobHandler>>,
  opts: {
    autostart?: boolean;
    /** Running totals (milliseconds, counts) whose growth over each job group the debug log reports. */
    meters?: () => Record<string, number>;
    /** The loop ends after `ms` without a job (none claimed, none signalled) and calls `then`: an idle runner process exits. */
    idle?: { ms: number; then: () => void };
    /**
     * At start, release the leases of jobs left running (default: yes). No after a runner of this server
     * stopped itself for idleness, holding none: on SQLite another process's running jobs would be released.
     */
    releaseOrphans?: boolean;
  } = {},
): Worker {
  const kinds = Object.keys(handlers) as JobKind[];
  const leaseMs = rt.config.jobLeaseSeconds * 1000;
  let stopped = false;
  let current: Promise<boolean> = Promise.resolve(false);
  let inHand: JobRow[] = [];

  const groupOf = (h: JobHandler | undefined) => (!h?.runMany ? 1 : typeof h.group === "function" ? h.group(rt) : (h.group ?? 16));
  const groups = new Map(kinds.map((k) => [k, Math.max(1, groupOf(handlers[k]))]));
  // Only jobs that run together are claimed together: a claimed job waiting its turn would use up its lease.
  const groupFor = (kind: JobKind) => groups.get(kind) ?? 1;

  async function runOne(): Promise<boolean> {
    if (stopped) return false;
    const jobs = await claimUpTo(rt.db, rt.clock, kinds, leaseMs, groupFor);
    if (jobs.length === 0) return false;
    inHand = jobs;
    // A live runner keeps its leases however long the jobs take (a large batch): only a dead one's run out.
    const renewal = setInterval(() => {
      renewLeases(rt.db, rt.clock, jobs, leaseMs).catch((err) => log.warn("lease renewal failed", { error: err instanceof Error ? err.message : String(err) }));
    }, Math.max(250, leaseMs / 3));
    try {
      return await runLogged(jobs);
    } finally {
      clearInterval(renewal);
      inHand = [];
    }
  }

  async function runLogged(jobs: JobRow[]): Promise<boolean> {
    if (!logs("debug")) return runClaimed(jobs);
    const started = performance.now();
    const embedMs = rt.embedder.stats.ms;
    const before = opts.meters?.() ?? {};
    try {
      return await runClaimed(jobs);
    } finally {
      const after = opts.meters?.() ?? {};
      const grown = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, Math.round(v - (before[k] ?? 0))]));
      // bench/batch.ts reads these lines for where the runner's time goes
      log.debug("jobs ran", { kind: jobs[0]!.kind, jobs: jobs.length, ms: Math.round(performance.now() - started), embed_ms: Math.round(rt.embedder.stats.ms - embedMs), ...grown });
    }
  }

  async function runClaimed(jobs: JobRow[]): Promise<boolean> {
    await runJobs(rt, handlers[jobs[0]!.kind as JobKind]!, jobs);
    return true;
  }

  async function loop() {
    let busyAt = performance.now();
    while (!stopped) {
      current = runOne().catch((err) => {
        log.error("worker error", { error: err instanceof Error ? err.stack : String(err) });
        return false;
      });
      const worked = await current;
      if (worked) busyAt = performance.now();
      else if (opts.idle && !stopped && performance.now() - busyAt >= opts.idle.ms) {
        stopped = true;
        opts.idle.then();
        return;
      }
      // A signal is work queued (a claim may still find it taken): it counts as activity.
      if (!worked && !stopped && (await jobSignal.wait(IDLE_POLL_MS))) busyAt = performance.now();
    }
  }
  if (opts.autostart !== false) {
    // Held in `current`, so stop() waits for it like for a job.
    current =
      opts.releaseOrphans === false
        ? Promise.resolve(false)
        : releaseOrphanedLeases(rt.db, rt.clock).then((released) => {
            if (released > 0) log.info("resuming jobs of a stopped process", { jobs: released });
            return false;
          });
    void current.then(loop);
  }

  return {
    async runUntilIdle() {
      let n = 0;
      await current;
      while (await (current = runOne())) n++;
      return n;
    },
    async stop() {
      stopped = true;
      jobSignal.notify();
      await current;
    },
    async abandon() {
      stopped = true;
      return releaseLeases(rt.db, rt.clock, inHand);
    },
  };
}
