import { and, eq, isNull } from "drizzle-orm";
import { first, tables, type Tx } from "../../db";
import type { Ctx } from "../context";
import { notFound } from "../errors";
import { parsePrefixedUuid } from "../ids";

export const memoryNotFound = () => notFound("Memory not found");

/**
 * The live memory with this id in the caller's project, else 404 `Memory not found`: unknown,
 * malformed, deleted and other-project ids answer the same, so membership never leaks.
 */
export async function findLiveMemory(tx: Tx | Ctx["db"], ctx: Ctx, rawId: string, allowBareUuid = false) {
  const row = await lookupLiveMemory(tx, ctx, rawId, allowBareUuid);
  if (!row) throw memoryNotFound();
  return row;
}

export async function lookupLiveMemory(tx: Tx | Ctx["db"], ctx: Ctx, rawId: string, allowBareUuid = false) {
  const id = parsePrefixedUuid("mem_", rawId, allowBareUuid);
  if (!id) return null;
  return (
    (await first(tx
      .select()
      .from(tables.memories)
      .where(and(eq(tables.memories.id, id), eq(tables.memories.projectId, ctx.principal.projectId), isNull(tables.memories.deletedAt))))) ?? null
  );
}
