import { and, eq, inArray, lte } from "drizzle-orm";
import { jobs } from "../schema";
import { claimedUnder, type JobClaims, type Store } from "../store";
import type { Db } from "../client";
import type { Tx } from "../tx";

// Job claiming on SQLite: one immediate transaction on the single writer, so a claim always sees the
// one before it and two runners never take the same job. (PostgreSQL: src/db/pg/jobs.ts.)

type ReadyJob = { id: number; kind: string; runAt: string };

/**
 * The first `limit` ready jobs of these kinds in (run_at, id) order: pending ones due by `now`, and running
 * ones whose lease has passed. Asked as two queries, because one with an OR of the two is planned as a
 * scan of every job of the kind, done ones included (43 ms per claim at 100,000 done jobs, growing with
 * history): pending ones are read in order along jobs_ready_idx (status, run_at, id) and the walk stops
 * at `limit`; expired leases are among the few running jobs.
 */
async function readyJobs(t: Tx | Db, kinds: string[], now: string, limit: number): Promise<ReadyJob[]> {
  const cols = { id: jobs.id, kind: jobs.kind, runAt: jobs.runAt };
  const due = and(eq(jobs.status, "pending"), lte(jobs.runAt, now), inArray(jobs.kind, kinds));
  const expired = and(eq(jobs.status, "running"), lte(jobs.leaseUntil, now), inArray(jobs.kind, kinds));
  const pending = await t.select(cols).from(jobs).where(due).orderBy(jobs.runAt, jobs.id).limit(limit);
  const lapsed = await t.select(cols).from(jobs).where(expired).orderBy(jobs.runAt, jobs.id).limit(limit);
  if (lapsed.length === 0) return pending;
  return [...pending, ...lapsed].sort((x, y) => (x.runAt < y.runAt ? -1 : x.runAt > y.runAt ? 1 : x.id - y.id)).slice(0, limit);
}

/** read: the connection reads go to (the store's `db`), for `anyReady`. */
export function sqliteJobClaims(tx: Store["tx"], read: () => Db): JobClaims {
  return {
    claim(kinds, max, lease) {
      if (kinds.length === 0) return Promise.resolve([]);
      return tx(async (t) => {
        const next = (await readyJobs(t, [...kinds], lease.now, 1))[0];
        if (!next) return [];
        const n = typeof max === "number" ? max : max(next.kind);
        const ids = n <= 1 ? [next.id] : (await readyJobs(t, [next.kind], lease.now, n)).map((r) => r.id);
        const claimed = await t
          .update(jobs)
          .set(claimedUnder(jobs.attempts, lease))
          .where(inArray(jobs.id, ids))
          .returning();
        return claimed.sort((a, b) => a.id - b.id);
      });
    },
    releaseOrphans(now) {
      return tx(async (t) => {
        const released = await t
          .update(jobs)
          .set({ status: "pending", leaseToken: null, leaseUntil: null, updatedAt: now })
          .where(eq(jobs.status, "running"))
          .returning({ id: jobs.id });
        return released.length;
      });
    },
    async anyReady(kinds, now) {
      return kinds.length > 0 && (await readyJobs(read(), [...kinds], now, 1)).length > 0;
    },
  };
}
