import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import type { AdminCtx } from "../context";
import { auditWebhook, getEndpoint } from "./internal";

/** Deletes an endpoint and its deliveries (pending ones are never sent). Its secret is gone for good. */
export async function removeWebhook(ctx: AdminCtx, id: string): Promise<{ id: string; deleted: true }> {
  return withTx(ctx.db, async (tx) => {
    const row = await getEndpoint(tx, id);
    await tx.delete(tables.webhookEndpoints).where(eq(tables.webhookEndpoints.id, id));
    await auditWebhook(tx, ctx, row, "delete");
    return { id, deleted: true as const };
  });
}
