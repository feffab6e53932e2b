import { and, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { jobs } from "../schema/pg";
import { claimedUnder, type JobClaims, type JobLease } from "../store";
import type { PgDb } from "./store";

// Job claiming on PostgreSQL (issue 25, plan §2.7). Several nodes run workers on one database: a claim
// locks the rows it takes with FOR UPDATE SKIP LOCKED, so concurrent claimers pass over each other's
// rows instead of waiting for them or taking them twice, and stamps a lease. A job whose worker died is
// ready again when its lease has passed; nobody releases another node's leases (`releaseOrphans` is 0).
// Renewal, completion and failure stay the domain's portable updates, guarded by the lease token.

export type ClaimedJob = typeof jobs.$inferSelect;

export type Lease = JobLease;

export interface PgJobStore extends JobClaims {
  /** None here: a running job may be another live node's; leases expire instead. */
  releaseOrphans(): Promise<number>;
}

const ready = (now: string): SQL =>
  or(and(eq(jobs.status, "pending"), lte(jobs.runAt, now)), and(eq(jobs.status, "running"), lte(jobs.leaseUntil, now)))!;

export function pgJobStore(pg: PgDb): PgJobStore {
  return {
    claim(kinds, max, lease) {
      if (kinds.length === 0) return Promise.resolve([]);
      return pg.transaction(async (tx) => {
        const [first] = await tx
          .select({ id: jobs.id, kind: jobs.kind })
          .from(jobs)
          .where(and(inArray(jobs.kind, [...kinds]), ready(lease.now)))
          .orderBy(jobs.runAt, jobs.id)
          .limit(1)
          .for("update", { skipLocked: true });
        if (!first) return [];
        const n = typeof max === "number" ? max : max(first.kind);
        const more =
          n <= 1
            ? []
            : await tx
                .select({ id: jobs.id })
                .from(jobs)
                .where(and(eq(jobs.kind, first.kind), ready(lease.now), sql`${jobs.id} <> ${first.id}`))
                .orderBy(jobs.runAt, jobs.id)
                .limit(n - 1)
                .for("update", { skipLocked: true });
        const claimed = await tx
          .update(jobs)
          .set(claimedUnder(jobs.attempts, lease))
          .where(inArray(jobs.id, [first.id, ...more.map((r) => r.id)]))
          .returning();
        return claimed.sort((a, b) => a.id - b.id);
      });
    },
    releaseOrphans: async () => 0,
    async anyReady(kinds, now) {
      if (kinds.length === 0) return false;
      const found = await pg.select({ id: jobs.id }).from(jobs).where(and(inArray(jobs.kind, [...kinds]), ready(now))).limit(1);
      return found.length > 0;
    },
  };
}
