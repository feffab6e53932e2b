import { and, asc, eq } from "drizzle-orm";
import { prepared, tables, type Tx } from "../../db";
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

type Entry = Omit<typeof tables.memoryHistory.$inferSelect, "id">;
const insertEntry = prepared<Entry, unknown>("insert_memory_history", (q, v) => (q as Tx).insert(tables.memoryHistory).values(v));

/** Adds an entry to a memory's history, in the transaction of the change it records. */
export async function recordHistory(
  tx: Tx,
  e: Pick<Entry, "memoryId" | "projectId" | "userId" | "event" | "at" | "actor"> & Partial<Pick<Entry, "oldContent" | "newContent" | "factIds">>,
): Promise<void> {
  await insertEntry(tx, { ...e, oldContent: e.oldContent ?? null, newContent: e.newContent ?? null, factIds: e.factIds ?? [] });
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
