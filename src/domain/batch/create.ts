import { and, count, eq, inArray, sql } from "drizzle-orm";
import { first, tables, withTx } from "../../db";
import { recordAudit, withDenialAudit } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { DomainError } from "../errors";
import { newId } from "../ids";
import { accountLock } from "../locks";
import { enqueue } from "../jobs/queue";
import { monthOf, resetsAt, writeCost } from "../limits/meter";
import { TIER_LIMITS, withGrace } from "../limits/tiers";
import { check, type CreateMemoryInput } from "../memories/create";

export const MAX_OPEN_BATCHES = 3;

export interface BatchAccepted {
  id: string;
  status: "processing";
  received: number;
}

/**
 * Accepts a batch: every item is checked first (one bad item refuses all, named by its indexed path),
 * then, in one transaction, the three-open-batches limit and the month's writes left (queued batches
 * count as used) are checked and the batch and its import job are stored. Items import later.
 */
export async function createBatch(ctx: Ctx, items: CreateMemoryInput[]): Promise<BatchAccepted> {
  const checked = items.map((item, i) => check(item, `memories[${i}].`));
  const units = checked.reduce((n, c) => n + writeCost(c.content.length).units, 0);
  return withDenialAudit(ctx, { action: "write", userId: null, meta: { endpoint: "batch.create", items: items.length } }, () =>
    withTx(ctx.db, async (tx) => {
      const b = tables.batches;
      const open = (await first(tx.select({ n: count() }).from(b).where(and(eq(b.accountId, ctx.principal.accountId), inArray(b.status, ["pending", "processing"])))))!.n;
      if (open >= MAX_OPEN_BATCHES) {
        throw new DomainError("too_many_batches", `${open} batches of this account are still queued or importing; wait for one to finish.`);
      }
      const limit = TIER_LIMITS[ctx.principal.tier].writes;
      if (limit !== null) {
        const now = ctx.clock.nowMicros();
        const u = tables.usageCounters;
        const used =
          (await first(tx.select({ used: u.used }).from(u).where(and(eq(u.accountId, ctx.principal.accountId), eq(u.month, monthOf(now)), eq(u.kind, "writes")))))?.used ?? 0;
        const queued = (await first(tx
          // mapWith: PostgreSQL's sum is numeric, which its driver returns as a string ("0" + used = "1099000").
          .select({ n: sql<number>`coalesce(sum(${b.unitsTotal} - ${b.unitsDone}), 0)`.mapWith(Number) })
          .from(b)
          .where(and(eq(b.accountId, ctx.principal.accountId), inArray(b.status, ["pending", "processing"])))))!.n;
        const left = Math.max(0, withGrace(limit) - used - queued);
        if (units > left) {
          throw new DomainError("quota_exceeded", `This batch needs ${units} writes but only ${left} are left this month (queued batches included).`, {
            limit,
            used: used + queued,
            resets_at: resetsAt(now),
          });
        }
      }
      const id = newId("job_");
      const now = nowTs(ctx.clock);
      await tx.insert(b)
        .values({
          id,
          accountId: ctx.principal.accountId,
          projectId: ctx.principal.projectId,
          keyId: ctx.principal.keyId,
          status: "pending",
          items: items as unknown as Record<string, unknown>[],
          received: items.length,
          unitsTotal: units,
          createdAt: now,
          updatedAt: now,
        });
      await enqueue(tx, ctx.clock, { kind: "batch-import", key: id, payload: { batch_id: id }, accountId: ctx.principal.accountId, projectId: ctx.principal.projectId, maxAttempts: 1000 });
      await recordAudit(tx, ctx, { action: "write", userId: null, targetId: id, meta: { endpoint: "batch.create", items: items.length } });
      return { id, status: "processing" as const, received: items.length };
    }, { locks: [accountLock(ctx.principal.accountId)] }),
  );
}
