import { tables, withTx, type Tx } from "../../db";
import { DomainError } from "../errors";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { newId } from "../ids";

export type AuditAction =
  | "read"
  | "write"
  | "fact_write"
  | "fact_invalidate"
  | "erase"
  | "key_create"
  | "key_revoke"
  | "key_change"
  | "setting_change";

export interface AuditEntry {
  action: AuditAction;
  result?: "ok" | "denied" | "error";
  userId?: string | null;
  targetId?: string | null;
  meta?: Record<string, unknown> | null;
  read?: { memories: string[]; facts: string[] } | null;
}

const READ_CAP = 100;

/** Whose log an event goes to and who acted; API calls take it from the key, admin calls pass it. */
export interface AuditSubject {
  accountId: string;
  projectId: string | null;
  actor: Ctx["actor"];
  ip: string | null;
  clock: Ctx["clock"];
}

/** One audit event, inside the transaction of what it records: ids, counts and labels, never text. */
export async function recordAudit(tx: Tx, ctx: Ctx, entry: AuditEntry): Promise<void> {
  await recordAuditFor(tx, { accountId: ctx.principal.accountId, projectId: ctx.principal.projectId, actor: ctx.actor, ip: ctx.ip, clock: ctx.clock }, entry);
}

export async function recordAuditFor(tx: Tx, ctx: AuditSubject, entry: AuditEntry): Promise<void> {
  await tx.insert(tables.auditEvents)
    .values({
      accountId: ctx.accountId,
      projectId: ctx.projectId,
      ts: nowTs(ctx.clock),
      actor: ctx.actor,
      action: entry.action,
      result: entry.result ?? "ok",
      userId: entry.userId ?? null,
      targetId: entry.targetId ?? null,
      meta: entry.meta ?? null,
      ip: ctx.actor === "rest" ? ctx.ip : null,
      read: entry.read ? { memories: entry.read.memories.slice(0, READ_CAP), facts: entry.read.facts.slice(0, READ_CAP) } : null,
    });
}

/** A deletion or erasure receipt (`aud_` + 32 hex): counts and the end-user id only. */
export async function writeReceipt(
  tx: Tx,
  ctx: Ctx,
  r: { kind: string; userId?: string | null; targetId?: string | null; counts: Record<string, number> },
): Promise<string> {
  const id = newId("aud_");
  await tx.insert(tables.receipts)
    .values({
      id,
      accountId: ctx.principal.accountId,
      projectId: ctx.principal.projectId,
      kind: r.kind,
      userId: r.userId ?? null,
      targetId: r.targetId ?? null,
      counts: r.counts,
      at: nowTs(ctx.clock),
    });
  return id;
}

/**
 * A write refused by the agent cap or the quota rolls back, audit event included; the refusal itself
 * is then recorded on its own (`result: denied`, `meta.reason`), as the spec asks of denied writes.
 */
export async function withDenialAudit<T>(ctx: Ctx, entry: AuditEntry, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError && (err.code === "agent_cap_exceeded" || err.code === "quota_exceeded")) {
      await withTx(ctx.db, async (tx) => recordAudit(tx, ctx, { ...entry, result: "denied", meta: { ...entry.meta, reason: err.code } }));
    }
    throw err;
  }
}
