import { desc, eq, sql } from "drizzle-orm";
import { first, tables } from "../../db";
import type { Runtime } from "../context";
import { invalid, notFound } from "../errors";
import { toDeliveryView, type DeliveryView } from "./internal";

/** An endpoint's recent deliveries, newest first: event, attempts, last status code or error, next attempt. */
export async function listWebhookDeliveries(ctx: Runtime, id: string, opts: { limit?: number } = {}): Promise<DeliveryView[]> {
  const limit = opts.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw invalid("limit", "must be from 1 to 200");
  const endpoint = (await first(ctx.db.select({ id: tables.webhookEndpoints.id }).from(tables.webhookEndpoints).where(eq(tables.webhookEndpoints.id, id))));
  if (!endpoint) throw notFound("Webhook endpoint not found");
  const d = tables.webhookDeliveries;
  // Ties (one fan-out writes its deliveries with one timestamp): the later event first, as written.
  return (await ctx.db.select().from(d).where(eq(d.endpointId, id)).orderBy(desc(d.createdAt), sql`${d.outboxId} desc nulls last`, desc(d.id)).limit(limit)).map(toDeliveryView);
}
