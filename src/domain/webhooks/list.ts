import { desc, eq } from "drizzle-orm";
import { tables } from "../../db";
import type { Runtime } from "../context";
import { hasCredentials } from "./create";
import { toWebhookView, type WebhookView } from "./internal";

/** An endpoint stored before URLs with credentials were refused is listed with them masked. */
function redacted(view: WebhookView): WebhookView {
  if (!hasCredentials(view.url)) return view;
  const u = new URL(view.url);
  u.username = "redacted";
  u.password = "";
  return { ...view, url: u.toString() };
}

/** Endpoints, newest first; the secret is never listed, nor credentials inside a URL. */
export async function listWebhooks(ctx: Runtime, filter: { accountId?: string } = {}): Promise<WebhookView[]> {
  const w = tables.webhookEndpoints;
  const q = ctx.db.select().from(w);
  const rows = filter.accountId ? await q.where(eq(w.accountId, filter.accountId)).orderBy(desc(w.createdAt), desc(w.id)) : await q.orderBy(desc(w.createdAt), desc(w.id));
  return rows.map((r) => redacted(toWebhookView(r)));
}
