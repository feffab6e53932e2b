import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { first, tables, withTx } from "../../db";
import { canonicalTs, parseTimestamp, formatTs } from "../clock";
import type { Ctx, Runtime } from "../context";
import { invalid } from "../errors";

export interface ListAuditInput {
  user_id?: string;
  action?: string;
  since?: string;
  until?: string;
  limit?: number;
  offset?: number;
}

export interface AuditEventView {
  ts: string;
  actor: string;
  action: string;
  result: string;
  user_id: string | null;
  target_id: string | null;
  meta: Record<string, unknown> | null;
  ip: string | null;
  read: { memories: string[]; facts: string[] } | null;
}

/** A bare date as `until` means the whole day (inclusive), not its first instant. */
function untilTs(raw: string): string | null {
  const us = parseTimestamp(raw);
  if (us === null) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? formatTs(us + 86_400_000_000 - 1) : formatTs(us);
}

/**
 * The caller's own account and project, newest first (ts, then id, for stable paging). Reading the
 * log is free and is not itself logged.
 */
export async function listAudit(ctx: Ctx, input: ListAuditInput): Promise<{ events: AuditEventView[]; total: number }> {
  return await listAuditOf(ctx, { accountId: ctx.principal.accountId, projectId: ctx.principal.projectId }, input);
}

/**
 * The same listing for the operator: one project (`projectId`), or the whole account (`null`: every
 * project's events and the account-wide ones, such as tier changes and account-level webhooks).
 */
export async function listAuditOf(rt: Runtime, scope: { accountId: string; projectId: string | null }, input: ListAuditInput): Promise<{ events: AuditEventView[]; total: number }> {
  const since = input.since === undefined ? null : canonicalTs(input.since);
  if (input.since !== undefined && since === null) throw invalid("since", "must be an ISO 8601 date or date-time (encode + as %2B)");
  const until = input.until === undefined ? null : untilTs(input.until);
  if (input.until !== undefined && until === null) throw invalid("until", "must be an ISO 8601 date or date-time (encode + as %2B)");
  const a = tables.auditEvents;
  const where: SQL[] = [eq(a.accountId, scope.accountId)];
  if (scope.projectId !== null) where.push(eq(a.projectId, scope.projectId));
  if (input.user_id !== undefined) where.push(eq(a.userId, input.user_id));
  if (input.action !== undefined) where.push(eq(a.action, input.action));
  if (since) where.push(gte(a.ts, since));
  if (until) where.push(lte(a.ts, until));
  const cond = and(...where);
  const total = (await first(rt.db.select({ n: count() }).from(a).where(cond)))!.n;
  const rows = await rt.db.select().from(a).where(cond).orderBy(desc(a.ts), desc(a.id)).limit(input.limit ?? 100).offset(input.offset ?? 0);
  return {
    events: rows.map((r) => ({ ts: r.ts, actor: r.actor, action: r.action, result: r.result, user_id: r.userId, target_id: r.targetId, meta: r.meta ?? null, ip: r.ip, read: r.read ?? null })),
    total,
  };
}

export const AUDIT_RETENTION_DAYS = 400;

/** Deletes events older than the retention; run daily by the `prune-audit` job. */
export async function pruneAudit(rt: Runtime): Promise<number> {
  const cutoff = formatTs(rt.clock.nowMicros() - AUDIT_RETENTION_DAYS * 86_400_000_000);
  const a = tables.auditEvents;
  return withTx(rt.db, async (tx) => (await tx.delete(a).where(lte(a.ts, cutoff)).returning({ id: a.id })).length);
}
