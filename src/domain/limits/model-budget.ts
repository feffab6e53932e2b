import { eq, sql } from "drizzle-orm";
import { first, tables, withTx, type Tx } from "../../db";
import type { JobRow } from "../../db/schema";
import { releaseLeases } from "../jobs/queue";
import { budgetLock } from "../locks";
import { formatTs } from "../clock";
import type { Runtime } from "../context";
import { DomainError } from "../errors";

/**
 * ENGRAM_DAILY_MODEL_BUDGET: model calls per UTC day, install-wide. A model call is one extraction of a
 * memory's text by a model-backed extractor (`ollama`; its bounded retries inside one extraction count
 * once). The `rules` extractor and the local embedding model make no model calls: embedding is part of
 * every write and read, which the spec says never pause. While the day's budget is spent, extraction
 * jobs and batch imports wait until 00:00 UTC, inline extraction falls back to the job, and a write that
 * would extract inside the call is refused with 503 `writes_paused`.
 *
 * The day's count lives in `settings` under `model_calls:<YYYY-MM-DD>` (one row per day), written by
 * whichever process made the calls (the server for inline extraction, the job runner otherwise).
 */
const DAY_US = 86_400_000_000;
const keyOf = (dayUs: number) => `model_calls:${formatTs(dayUs).slice(0, 10)}`;
type BudgetRt = Pick<Runtime, "db" | "clock" | "config" | "extractor">;
/** A budget applies: one is set, and the extractor calls a model. */
const metered = (rt: BudgetRt) => rt.config.dailyModelBudget !== null && rt.extractor.name !== "rules";

export interface BudgetState {
  /** Calls still allowed today (0: spent). */
  left: number;
  /** The next 00:00 UTC, when the budget is whole again. */
  resumeAt: string;
  /** Seconds until then, rounded up (Retry-After). */
  retryAfterS: number;
}

/** The day's budget, or null when none applies (no budget set, or an extractor that calls no model). */
export async function modelBudget(rt: BudgetRt): Promise<BudgetState | null> {
  if (!metered(rt)) return null;
  const now = rt.clock.nowMicros();
  const s = tables.settings;
  const row = (await first(rt.db.select({ value: s.value }).from(s).where(eq(s.key, keyOf(now)))));
  const used = row ? Number(row.value) : 0;
  const next = Math.floor(now / DAY_US) * DAY_US + DAY_US;
  return { left: Math.max(0, rt.config.dailyModelBudget! - used), resumeAt: formatTs(next), retryAfterS: Math.max(1, Math.ceil((next - now) / 1_000_000)) };
}

/**
 * The claimed jobs that may run today: as many as the budget has left; the others give back their leases
 * and wait for 00:00 UTC (uncounted as attempts). For work that waits while the budget is spent but
 * makes no model call itself (a batch import).
 */
export async function withinModelBudget(rt: BudgetRt, jobs: JobRow[]): Promise<JobRow[]> {
  const budget = await modelBudget(rt);
  if (!budget || budget.left >= jobs.length) return jobs;
  await releaseLeases(rt.db, rt.clock, jobs.slice(budget.left), budget.resumeAt);
  return jobs.slice(0, budget.left);
}

/**
 * The claimed extraction jobs that may call the model today, their calls counted now, before they are
 * made: job runners on several nodes then never pass the budget together (each takes what is left under
 * the day's lock). The others give back their leases and wait for 00:00 UTC. A job let through counts
 * as a call even when it turns out to have nothing to extract (its memory deleted meanwhile).
 */
export async function reserveModelCalls(rt: BudgetRt, jobs: JobRow[]): Promise<JobRow[]> {
  if (!metered(rt) || jobs.length === 0) return jobs;
  const now = rt.clock.nowMicros();
  const s = tables.settings;
  const key = keyOf(now);
  const granted = await withTx(rt.db, async (tx) => {
    const row = await first(tx.select({ value: s.value }).from(s).where(eq(s.key, key)));
    const n = Math.min(jobs.length, Math.max(0, rt.config.dailyModelBudget! - (row ? Number(row.value) : 0)));
    if (n > 0) await addCalls(tx, key, n);
    return n;
  }, { locks: [budgetLock(key)] });
  if (granted < jobs.length) {
    const next = Math.floor(now / DAY_US) * DAY_US + DAY_US;
    await releaseLeases(rt.db, rt.clock, jobs.slice(granted), formatTs(next));
  }
  return jobs.slice(0, granted);
}

/** Counts model calls just made (their cost is spent whether or not what they produced gets applied). */
export async function chargeModelCalls(rt: BudgetRt, n: number): Promise<void> {
  if (n <= 0 || !metered(rt)) return;
  await withTx(rt.db, (tx) => addCalls(tx, keyOf(rt.clock.nowMicros()), n));
}

/** Adds `n` to the day's count (a text setting: cast back to text, which PostgreSQL requires). */
async function addCalls(tx: Tx, key: string, n: number): Promise<void> {
  const s = tables.settings;
  await tx.insert(s).values({ key, value: String(n) }).onConflictDoUpdate({ target: s.key, set: { value: sql`cast(cast(${s.value} as integer) + ${n} as text)` } });
}

/** 503 `writes_paused` for a write that would call the model inside the request while the budget is spent. */
export async function assertModelBudget(rt: BudgetRt): Promise<void> {
  const b = await modelBudget(rt);
  if (b && b.left === 0) {
    throw new DomainError(
      "writes_paused",
      `The daily model budget (ENGRAM_DAILY_MODEL_BUDGET) is spent; writes that extract inside the call resume at ${b.resumeAt}. Nothing was written.`,
      {},
      { "Retry-After": String(b.retryAfterS) },
    );
  }
}
