import { sql } from "drizzle-orm";
import { tables, type Tx } from "../../db";
import { formatTs } from "../clock";
import type { Ctx } from "../context";

/**
 * What an operation costs, declared by the operation and paid here only: writes are metered per
 * 6,000 characters of content (a 16,000-character memory costs 3), fact writes and corrections 1,
 * reads that the spec meters 1 query. Deletions, erasure and audit reads cost nothing (no call).
 */
export type Cost = { kind: "writes" | "queries"; units: number };

export const WRITE_UNIT_CHARS = 6000;
export const writeCost = (chars: number): Cost => ({ kind: "writes", units: Math.max(1, Math.ceil(chars / WRITE_UNIT_CHARS)) });
export const FACT_WRITE: Cost = { kind: "writes", units: 1 };
export const QUERY: Cost = { kind: "queries", units: 1 };

export const monthOf = (us: number) => formatTs(us).slice(0, 7);

/**
 * Records the cost inside the transaction of the work it pays for, so a rolled-back write is never
 * counted. Quota enforcement (governance) belongs here too, before the increment.
 */
export function charge(tx: Tx, ctx: Ctx, cost: Cost): void {
  const month = monthOf(ctx.clock.nowMicros());
  tx.insert(tables.usageCounters)
    .values({ accountId: ctx.principal.accountId, month, kind: cost.kind, used: cost.units })
    .onConflictDoUpdate({
      target: [tables.usageCounters.accountId, tables.usageCounters.month, tables.usageCounters.kind],
      set: { used: sql`${tables.usageCounters.used} + ${cost.units}` },
    })
    .run();
}
