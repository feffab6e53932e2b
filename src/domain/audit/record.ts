import { tables, type Tx } from "../../db";
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

/** One audit event, inside the transaction of what it records: ids, counts and labels, never text. */
export function recordAudit(tx: Tx, ctx: Ctx, entry: AuditEntry): void {
  tx.insert(tables.auditEvents)
    .values({
      accountId: ctx.principal.accountId,
      projectId: ctx.principal.projectId,
      ts: nowTs(ctx.clock),
      actor: ctx.actor,
      action: entry.action,
      result: entry.result ?? "ok",
      userId: entry.userId ?? null,
      targetId: entry.targetId ?? null,
      meta: entry.meta ?? null,
      ip: ctx.actor === "rest" ? ctx.ip : null,
      read: entry.read ? { memories: entry.read.memories.slice(0, READ_CAP), facts: entry.read.facts.slice(0, READ_CAP) } : null,
    })
    .run();
}

/** A deletion or erasure receipt (`aud_` + 32 hex): counts and the end-user id only. */
export function writeReceipt(
  tx: Tx,
  ctx: Ctx,
  r: { kind: string; userId?: string | null; targetId?: string | null; counts: Record<string, number> },
): string {
  const id = newId("aud_");
  tx.insert(tables.receipts)
    .values({
      id,
      accountId: ctx.principal.accountId,
      projectId: ctx.principal.projectId,
      kind: r.kind,
      userId: r.userId ?? null,
      targetId: r.targetId ?? null,
      counts: r.counts,
      at: nowTs(ctx.clock),
    })
    .run();
  return id;
}
