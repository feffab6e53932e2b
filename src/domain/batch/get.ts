import { and, eq } from "drizzle-orm";
import { first, tables } from "../../db";
import type { Ctx } from "../context";
import { notFound } from "../errors";

export interface BatchView {
  id: string;
  status: "pending" | "processing" | "completed" | "failed";
  received: number;
  imported: number;
  failed: number;
  errors: { index: number; code: string; message: string }[];
}

export async function getBatch(ctx: Ctx, id: string): Promise<BatchView> {
  const b = tables.batches;
  const row = (await first(ctx.db.select().from(b).where(and(eq(b.id, id), eq(b.projectId, ctx.principal.projectId)))));
  if (!row) throw notFound("Batch job not found");
  return { id: row.id, status: row.status, received: row.received, imported: row.imported, failed: row.failed, errors: row.errors };
}
