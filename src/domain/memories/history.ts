import { and, asc, eq } from "drizzle-orm";
import { tables } from "../../db";
import type { Ctx } from "../context";
import { parsePrefixedUuid } from "../ids";
import { memoryNotFound } from "./find";

export interface HistoryEntry {
  id: number;
  event: "created" | "edited" | "fact_superseded" | "deleted";
  at: string;
  actor: string;
  old_content: string | null;
  new_content: string | null;
  fact_ids: string[];
}

/** A memory's edits, supersessions and deletion, oldest first; answers for a deleted memory too. */
export async function memoryHistory(ctx: Ctx, rawId: string): Promise<{ memory_id: string; entries: HistoryEntry[] }> {
  const id = parsePrefixedUuid("mem_", rawId, false);
  if (!id) throw memoryNotFound();
  const h = tables.memoryHistory;
  const rows = await ctx.db
    .select()
    .from(h)
    .where(and(eq(h.memoryId, id), eq(h.projectId, ctx.principal.projectId)))
    .orderBy(asc(h.id));
  if (rows.length === 0) throw memoryNotFound();
  return {
    memory_id: id,
    entries: rows.map((r) => ({
      id: r.id,
      event: r.event,
      at: r.at,
      actor: r.actor,
      old_content: r.oldContent,
      new_content: r.newContent,
      fact_ids: r.factIds,
    })),
  };
}
