import { and, eq, lte } from "drizzle-orm";
import { tables, withTx } from "../../db";
import { nowTs } from "../clock";
import type { AdminCtx } from "../context";
import type { Resolver } from "./address";
import { checkEndpointUrl } from "./create";
import { auditWebhook, getEndpoint, toWebhookView, type WebhookView } from "./internal";

/**
 * Switches an endpoint back on, keeping its URL and secret; the URL is checked again first. Retries
 * that fell due while it was off are dropped; those still ahead are sent when their time comes.
 * Enabling an endpoint that is on changes nothing and records nothing.
 */
export async function enableWebhook(ctx: AdminCtx, id: string, opts: { resolve?: Resolver } = {}): Promise<WebhookView> {
  const before = await withTx(ctx.db, async (tx) => getEndpoint(tx, id));
  if (before.enabled) return toWebhookView(before);
  await checkEndpointUrl(ctx, before.url, opts.resolve);
  return withTx(ctx.db, async (tx) => {
    const row = await getEndpoint(tx, id);
    if (row.enabled) return toWebhookView(row);
    const now = nowTs(ctx.clock);
    const d = tables.webhookDeliveries;
    await tx.update(d)
      .set({ status: "dropped", nextAttemptAt: null, leaseToken: null, leaseUntil: null, updatedAt: now })
      .where(and(eq(d.endpointId, id), eq(d.status, "pending"), lte(d.nextAttemptAt, now)));
    await tx.update(tables.webhookEndpoints).set({ enabled: true, disabledAt: null }).where(eq(tables.webhookEndpoints.id, id));
    await auditWebhook(tx, ctx, row, "enable");
    return toWebhookView({ ...row, enabled: true, disabledAt: null });
  });
}
