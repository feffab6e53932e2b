import { and, eq, inArray, sql } from "drizzle-orm";
import { jobs } from "../schema";
import { first, type JobClaims, type Store } from "../store";

// Job claiming on SQLite: one immediate transaction on the single writer, so a claim always sees the
// one before it and two runners never take the same job. (PostgreSQL: src/db/pg/jobs.ts.)

export function sqliteJobClaims(tx: Store["tx"]): JobClaims {
  return {
    claim(kinds, max, lease) {
      if (kinds.length === 0) return Promise.resolve([]);
      return tx(async (t) => {
        const ready = sql`((${jobs.status} = 'pending' and ${jobs.runAt} <= ${lease.now}) or (${jobs.status} = 'running' and ${jobs.leaseUntil} <= ${lease.now}))`;
        const next = await first(t.select({ id: jobs.id, kind: jobs.kind }).from(jobs).where(and(inArray(jobs.kind, [...kinds]), ready)).orderBy(jobs.runAt, jobs.id));
        if (!next) return [];
        const n = typeof max === "number" ? max : max(next.kind);
        const ids = n <= 1 ? [next.id] : (await t.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, next.kind), ready)).orderBy(jobs.runAt, jobs.id).limit(n)).map((r) => r.id);
        const claimed = await t
          .update(jobs)
          .set({ status: "running", leaseToken: lease.token, leaseUntil: lease.until, attempts: sql`${jobs.attempts} + 1`, updatedAt: lease.now })
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
  };
}
