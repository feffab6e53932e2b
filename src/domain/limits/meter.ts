import { and, count, eq, isNull, sql } from "drizzle-orm";
import { first, prepared, tables, type Tx } from "../../db";
import { formatTs } from "../clock";
import type { Ctx } from "../context";
import { DomainError } from "../errors";
import { emit } from "../events/emit";
import { TIER_LIMITS, withGrace } from "./tiers";

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

/** 00:00 UTC on the 1st of the next month. */
export function resetsAt(us: number): string {
  const d = new Date(Math.floor(us / 1000));
  return formatTs(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) * 1000);
}

type Count = { accountId: string; month: string; kind: Cost["kind"]; units: number; cap: number | null };
/** Adds the units to the month's counter, unless that would pass `cap`: then it returns no row. */
const addUnits = prepared<Count, { used: number }[]>("charge_usage", (q, v) => {
  const u = tables.usageCounters;
  return (q as Tx)
    .insert(u)
    .values({ accountId: v.accountId, month: v.month, kind: v.kind, used: v.units })
    .onConflictDoUpdate({
      target: [u.accountId, u.month, u.kind],
      set: { used: sql`${u.used} + ${v.units}` },
      ...(v.cap === null ? {} : { setWhere: sql`${u.used} + ${v.units} <= ${v.cap}` }),
    })
    .returning({ used: u.used });
});

/**
 * Pays for an operation inside the transaction of the work it pays for (a rolled-back write is never
 * counted). Refuses with 429 `quota_exceeded` once the month's units would pass the limit plus 10% grace.
 * The check and the count are one conditional statement, so requests at once on any number of nodes
 * never overshoot (no lock needed; the row lock of the counter orders them). Crossing 80% decides the
 * month's `quota.warning` once: sent when `warn` (adds, batch items, reads), withheld for the month
 * when an edit or a fact write crosses it, as the spec says.
 */
export async function charge(tx: Tx, ctx: Ctx, cost: Cost, opts: { warn: boolean } = { warn: true }): Promise<void> {
  // The operator reading through the dashboard or admin API is not the customer's usage.
  if (ctx.actor === "dashboard") return;
  const now = ctx.clock.nowMicros();
  const month = monthOf(now);
  const u = tables.usageCounters;
  const where = and(eq(u.accountId, ctx.principal.accountId), eq(u.month, month), eq(u.kind, cost.kind));
  const limit = TIER_LIMITS[ctx.principal.tier][cost.kind];
  const cap = limit === null ? null : withGrace(limit);
  const paid = cap !== null && cost.units > cap ? undefined : (await addUnits(tx, { accountId: ctx.principal.accountId, month, kind: cost.kind, units: cost.units, cap }))[0];
  if (!paid) {
    const used = (await first(tx.select({ used: u.used }).from(u).where(where)))?.used ?? 0;
    throw new DomainError(
      "quota_exceeded",
      `Monthly ${cost.kind === "writes" ? "write" : "query"} quota used up (${used} of ${limit} plus 10% grace); ` +
        `${Math.max(0, cap! - used)} left, resets ${resetsAt(now)}.`,
      { limit, used, resets_at: resetsAt(now) },
    );
  }
  const after = paid.used;
  const used = after - cost.units;
  if (limit !== null && used < 0.8 * limit && after >= 0.8 * limit) {
    // Only the charge that crosses the line can get here, and it decides the warning once.
    const decided = await tx.update(u).set({ warnedAt: formatTs(now) }).where(and(where, isNull(u.warnedAt))).returning({ used: u.used });
    if (decided.length === 1 && opts.warn) {
      await emit(tx, {
        accountId: ctx.principal.accountId,
        projectId: null,
        userId: null,
        type: "quota.warning",
        data: { used: after, limit, percent: Math.floor((after / limit) * 100), ...(cost.kind === "queries" ? { kind: "queries" } : {}) },
        at: formatTs(now),
      });
    }
  }
}

/**
 * The agent cap: a name never used in the account takes a slot, refused with 403 once the tier's slots
 * are taken. Checked before the quota (call it before `charge`), inside the write's transaction.
 */
export async function claimAgentSlot(tx: Tx, ctx: Ctx, agentId: string | null | undefined): Promise<void> {
  if ((await checkAgentSlot(tx, ctx, agentId)) === "new") await takeAgentSlot(tx, ctx, agentId!);
}

/** The cap check alone: "known" (slot already taken), "new" (a slot is free), or 403. */
export async function checkAgentSlot(tx: Tx, ctx: Ctx, agentId: string | null | undefined): Promise<"none" | "known" | "new"> {
  if (agentId === null || agentId === undefined) return "none";
  const a = tables.agentNamespaces;
  const known = await first(tx.select({ id: a.agentId }).from(a).where(and(eq(a.accountId, ctx.principal.accountId), eq(a.agentId, agentId))));
  if (known) return "known";
  const cap = TIER_LIMITS[ctx.principal.tier].agentCap;
  if (cap !== null) {
    const used = (await first(tx.select({ n: count() }).from(a).where(eq(a.accountId, ctx.principal.accountId))))!.n;
    if (used >= cap) {
      throw new DomainError(
        "agent_cap_exceeded",
        `A new agent_id would exceed this account's cap of ${cap} agent namespaces (${used} used, forgotten ones included).`,
      );
    }
  }
  return "new";
}

export async function takeAgentSlot(tx: Tx, ctx: Ctx, agentId: string): Promise<void> {
  await tx
    .insert(tables.agentNamespaces)
    .values({ accountId: ctx.principal.accountId, agentId, projectId: ctx.principal.projectId, firstUsedAt: formatTs(ctx.clock.nowMicros()) })
    .onConflictDoNothing();
}
