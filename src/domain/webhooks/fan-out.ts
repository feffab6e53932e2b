import { and, eq, gt, inArray } from "drizzle-orm";
import { first, tables, withTx, type Db } from "../../db";
import type { WebhookEndpoint } from "../../db/schema";
import { nowTs, type Clock } from "../clock";
import { newDeliveryId, WEBHOOK_EVENTS } from "./internal";
import { sequence } from "../events/sequence";
import { fanOutLock } from "../locks";

const CURSOR = "outbox";

/** Which endpoints an event goes to: same account; subscribed (or `*`); bound project or any. */
export function routes(e: WebhookEndpoint, ev: { pos: number; accountId: string; projectId: string | null; type: string }): boolean {
  if (!e.enabled || e.accountId !== ev.accountId || ev.pos <= e.outboxStart) return false;
  if (!e.events.includes("*") && !e.events.includes(ev.type)) return false;
  // The quota warning is the account's (no project): a project-bound endpoint gets it too.
  return e.projectId === null || ev.projectId === null || e.projectId === ev.projectId;
}

/**
 * Reads the outbox past the cursor, in position order (events/sequence.ts), and writes one delivery per
 * event and matching endpoint, moving the cursor in the same transaction: an event is fanned out exactly
 * once, even across a crash, and one node at a time does it (the lock; the unique delivery index is the
 * backstop). Returns how many outbox rows were read (0 when caught up).
 */
export async function fanOut(db: Db, clock: Clock, batch = 500): Promise<number> {
  await sequence(db);
  // A read first, so an idle worker never takes the write lock.
  const seen = (await first(db.select().from(tables.webhookCursor).where(eq(tables.webhookCursor.name, CURSOR))))?.lastOutboxId ?? 0;
  if (!(await first(db.select({ id: tables.outbox.id }).from(tables.outbox).where(gt(tables.outbox.pos, seen)).limit(1)))) return 0;
  return withTx(db, async (tx) => {
    const c = tables.webhookCursor;
    const last = (await first(tx.select().from(c).where(eq(c.name, CURSOR))))?.lastOutboxId ?? 0;
    const o = tables.outbox;
    const rows = await tx
      .select({ id: o.id, pos: o.pos, accountId: o.accountId, projectId: o.projectId, type: o.type, at: o.at })
      .from(o)
      .where(gt(o.pos, last))
      .orderBy(o.pos)
      .limit(batch);
    if (rows.length === 0) return 0;
    const wanted = rows.map((r) => ({ ...r, pos: r.pos! })).filter((r) => (WEBHOOK_EVENTS as readonly string[]).includes(r.type));
    const accounts = [...new Set(wanted.map((r) => r.accountId))];
    const endpoints = accounts.length
      ? (await tx.select().from(tables.webhookEndpoints).where(and(inArray(tables.webhookEndpoints.accountId, accounts), eq(tables.webhookEndpoints.enabled, true))))
      : [];
    const now = nowTs(clock);
    for (const ev of wanted) {
      for (const e of endpoints) {
        if (!routes(e, ev)) continue;
        await tx.insert(tables.webhookDeliveries)
          .values({
            id: newDeliveryId(),
            endpointId: e.id,
            outboxId: ev.id,
            event: ev.type,
            projectId: ev.projectId,
            status: "pending",
            attempts: 0,
            nextAttemptAt: now,
            eventAt: ev.at,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing();
      }
    }
    const upTo = rows[rows.length - 1]!.pos!;
    await tx.insert(c).values({ name: CURSOR, lastOutboxId: upTo }).onConflictDoUpdate({ target: c.name, set: { lastOutboxId: upTo } });
    return rows.length;
  }, { locks: [fanOutLock()] });
}
