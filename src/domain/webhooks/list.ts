import { desc, eq } from "drizzle-orm";
import { tables } from "../../db";
import type { Runtime } from "../context";
import { toWebhookView, type WebhookView } from "./internal";

/** Endpoints, newest first; the secret is never listed. */
export function listWebhooks(ctx: Runtime, filter: { accountId?: string } = {}): WebhookView[] {
  const w = tables.webhookEndpoints;
  const q = ctx.db.select().from(w);
  const rows = filter.accountId ? q.where(eq(w.accountId, filter.accountId)).orderBy(desc(w.createdAt), desc(w.id)).all() : q.orderBy(desc(w.createdAt), desc(w.id)).all();
  return rows.map(toWebhookView);
}
