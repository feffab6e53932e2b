import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { claimedUnder, first, prepared, storeOf, tables, withTx, type Db, type JobLease, type Tx } from "../../db";
import type { JobRow } from "../../db/schema";
import { formatTs, nowTs, type Clock } from "../clock";
import { randomBase62 } from "../ids";
import { createSignal } from "../signal";

export type JobKind = "extract-memory" | "prune-audit" | "batch-import";

type NewJob = { kind: JobKind; key: string; accountId: string | null; projectId: string | null; payload: Record<string, unknown>; runAt: string; maxAttempts: number; now: string };
const insertJob = prepared<NewJob, unknown>("insert_job", (q, v) =>
  (q as Tx).insert(tables.jobs).values({
    kind: v.kind,
    idempotencyKey: v.key,
    accountId: v.accountId,
    projectId: v.projectId,
    payload: v.payload,
    status: "pending",
    runAt: v.runAt,
    maxAttempts: v.maxAttempts,
    createdAt: v.now,
    updatedAt: v.now,
  }).onConflictDoNothing(),
);

/** Adds a job in the caller's transaction (so it commits with the write that causes it); a second
 *  enqueue of the same kind and key is ignored. */
export async function enqueue(
  tx: Tx,
  clock: Clock,
  job: { kind: JobKind; key: string; payload: Record<string, unknown>; accountId?: string; projectId?: string; runAt?: string; maxAttempts?: number },
): Promise<void> {
  const now = nowTs(clock);
  await insertJob(tx, {
    kind: job.kind,
    key: job.key,
    accountId: job.accountId ?? null,
    projectId: job.projectId ?? null,
    payload: job.payload,
    runAt: job.runAt ?? now,
    maxAttempts: job.maxAttempts ?? 3,
    now,
  });
  jobSignal.notify();
}

/**
 * Whether a job of these kinds could be claimed now (the claim's own readiness: pending and due, or
 * running past its lease). `engram serve` asks while its job runner is stopped for idleness
 * (runtime/job-process.ts), for work that another process or node queued, or that came due.
 */
export function hasReadyJobs(db: Db, clock: Clock, kinds: readonly JobKind[]): Promise<boolean> {
  return storeOf(db).jobs.anyReady(kinds, nowTs(clock));
}

/**
 * Claims the next ready job: a pending one whose time has come, or a running one whose lease ran out
 * (its worker died). One immediate transaction, so two workers never claim the same job.
 */
export async function claim(db: Db, clock: Clock, kinds: readonly JobKind[], leaseMs: number): Promise<JobRow | null> {
  return (await claimUpTo(db, clock, kinds, leaseMs, 1))[0] ?? null;
}

/**
 * Claims up to `max` (of that kind) ready jobs of the kind of the first ready one, in one transaction.
 * How two claimers are kept apart is the backend's (the store's `jobs`): several nodes' runners claim
 * from one table on PostgreSQL with FOR UPDATE SKIP LOCKED.
 */
export async function claimUpTo(db: Db, clock: Clock, kinds: readonly JobKind[], leaseMs: number, maxOf: number | ((kind: JobKind) => number)): Promise<JobRow[]> {
  return storeOf(db).jobs.claim(kinds, maxOf as number | ((kind: string) => number), leaseFrom(clock, leaseMs));
}

/** A new lease of `leaseMs` from now, under a token of its own. */
function leaseFrom(clock: Clock, leaseMs: number): JobLease {
  const now = clock.nowMicros();
  return { now: formatTs(now), until: formatTs(now + leaseMs * 1000), token: randomBase62(16) };
}

/**
 * Claims the pending, due jobs of a kind that carry these keys, for a job that runs them itself (a batch
 * import extracting the memories it wrote). One statement on either backend: a job another runner took
 * first no longer matches `pending` and is left to it.
 */
export async function claimKeys(db: Db, clock: Clock, kind: JobKind, keys: readonly string[], leaseMs: number): Promise<JobRow[]> {
  if (keys.length === 0) return [];
  const lease = leaseFrom(clock, leaseMs);
  const j = tables.jobs;
  const claimed = await withTx(db, (tx) =>
    tx
      .update(j)
      .set(claimedUnder(j.attempts, lease))
      .where(and(eq(j.kind, kind), inArray(j.idempotencyKey, [...keys]), eq(j.status, "pending"), lte(j.runAt, lease.now)))
      .returning(),
  );
  return claimed.sort((a, b) => a.id - b.id);
}

/** Extends the leases this runner still holds (finished jobs and lost leases are left alone). */
export async function renewLeases(db: Db, clock: Clock, jobs: readonly Pick<JobRow, "id" | "leaseToken">[], leaseMs: number): Promise<void> {
  const token = jobs[0]?.leaseToken;
  if (!token) return;
  const j = tables.jobs;
  await withTx(db, async (tx) => {
    await tx
      .update(j)
      .set({ leaseUntil: formatTs(clock.nowMicros() + leaseMs * 1000) })
      .where(and(inArray(j.id, jobs.map((job) => job.id)), eq(j.status, "running"), eq(j.leaseToken, token)));
  });
}

/**
 * Marks the job done inside the transaction that applies its effects, only while this worker still
 * holds the lease. Returns false when the lease was lost: the caller must then apply nothing.
 */
export async function completeInTx(tx: Tx, clock: Clock, job: Pick<JobRow, "id" | "leaseToken">): Promise<boolean> {
  const r = await completeHeld(tx, { id: job.id, leaseToken: job.leaseToken, now: nowTs(clock) });
  return r.length === 1;
}

const completeHeld = prepared<{ id: number; leaseToken: string | null; now: string }, { id: number }[]>("complete_job", (q, v) => {
  const j = tables.jobs;
  return (q as Tx)
    .update(j)
    .set({ status: "done", leaseToken: null, leaseUntil: null, updatedAt: sql`${v.now}` })
    .where(and(eq(j.id, v.id), eq(j.status, "running"), v.leaseToken === null ? sql`true` : eq(j.leaseToken, v.leaseToken)))
    .returning({ id: j.id });
});

/** For work done inside the request (inline extraction): completes the job unless a worker already did. */
export async function completeByKeyInTx(tx: Tx, clock: Clock, kind: JobKind, key: string): Promise<boolean> {
  const j = tables.jobs;
  const r = await tx
    .update(j)
    .set({ status: "done", leaseToken: null, leaseUntil: null, updatedAt: nowTs(clock) })
    .where(and(eq(j.kind, kind), eq(j.idempotencyKey, key), inArray(j.status, ["pending"])))
    .returning({ id: j.id });
  return r.length === 1;
}

/** A failed run: back off and retry while attempts remain, else `failed`. Only the lease holder may. */
export async function fail(db: Db, clock: Clock, job: JobRow, error: string): Promise<"retry" | "failed" | "lost"> {
  return withTx(db, async (tx) => {
    const j = tables.jobs;
    const last = job.attempts >= job.maxAttempts;
    const backoffMs = Math.min(60_000, 1000 * 2 ** job.attempts);
    const r = await tx
      .update(j)
      .set({
        status: last ? "failed" : "pending",
        runAt: last ? job.runAt : formatTs(clock.nowMicros() + backoffMs * 1000),
        leaseToken: null,
        leaseUntil: null,
        lastError: error.slice(0, 1000),
        updatedAt: nowTs(clock),
      })
      .where(and(eq(j.id, job.id), eq(j.leaseToken, job.leaseToken ?? "")))
      .returning({ id: j.id });
    return r.length === 1 ? (last ? "failed" : "retry") : "lost";
  });
}

/**
 * Gives back the leases of jobs whose run was abandoned before it committed anything (the process is
 * exiting, or the work must wait): they are ready again at `runAt` (default: at once), and the abandoned
 * run does not count as an attempt.
 */
export async function releaseLeases(db: Db, clock: Clock, jobs: readonly Pick<JobRow, "id" | "leaseToken">[], runAt?: string): Promise<number> {
  if (jobs.length === 0) return 0;
  return withTx(db, async (tx) => {
    const j = tables.jobs;
    let n = 0;
    for (const job of jobs) {
      const released = await tx
        .update(j)
        .set({ status: "pending", leaseToken: null, leaseUntil: null, attempts: sql`case when ${j.attempts} > 0 then ${j.attempts} - 1 else 0 end`, updatedAt: nowTs(clock), ...(runAt ? { runAt } : {}) })
        .where(and(eq(j.id, job.id), eq(j.status, "running"), eq(j.leaseToken, job.leaseToken ?? "")))
        .returning({ id: j.id });
      n += released.length;
    }
    return n;
  });
}

/** Wakes idle workers when a job is enqueued, so work starts at once instead of at the next poll. */
export const jobSignal = createSignal();

/**
 * At worker start: jobs still `running` were claimed by a process that is gone (one server runs the
 * workers of an install), so they are released at once instead of after their lease. Were a second
 * server running on the same file, the lease-token guard on completion still keeps effects single.
 */
export async function releaseOrphanedLeases(db: Db, clock: Clock): Promise<number> {
  // Which running jobs are orphans is the backend's: on PostgreSQL one may be another live node's.
  return storeOf(db).jobs.releaseOrphans(nowTs(clock));
}
