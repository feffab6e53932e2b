import { desc, eq, sql } from "drizzle-orm";
import { tables } from "../../db";
import type { Runtime } from "../context";
import { invalid, notFound } from "../errors";
import { toDeliveryView, type DeliveryView } from "./internal";

/** An endpoint's recent deliveries, newest first: event, attempts, last status code or error, next attempt. */
export function listWebhookDeliveries(ctx: Runtime, id: string, opts: { limit?: number } = {}): DeliveryView[] {
  const limit = opts.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw invalid("limit", "must be from 1 to 200");
  const endpoint = ctx.db.select({ id: tables.webhookEndpoints.id }).from(tables.webhookEndpoints).where(eq(tables.webhookEndpoints.id, id)).get();
  if (!endpoint) throw notFound("Webhook endpoint not found");
  const d = tables.webhookDeliveries;
  return ctx.db.select().from(d).where(eq(d.endpointId, id)).orderBy(desc(d.createdAt), desc(sql`rowid`)).limit(limit).all().map(toDeliveryView);
}
