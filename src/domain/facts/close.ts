import { and, eq } from "drizzle-orm";
import { tables, type Tx } from "../../db";
import { otherLiveSources, openFactsOfMemory } from "./from-memory";

/**
 * A memory is deleted: facts that only it stated close now (no webhook, by the spec); facts another
 * live memory, or a direct write, also states stay current. Returns how many closed.
 */
export async function closeFactsOnlyStatedBy(tx: Tx, memoryId: string, now: string): Promise<number> {
  let closed = 0;
  const f = tables.facts;
  for (const fact of await openFactsOfMemory(tx, memoryId, now)) {
    if (fact.sourceMemoryId === null || await otherLiveSources(tx, fact.id, memoryId) > 0) continue;
    await tx.update(f).set({ invalidAt: now, invalidatedBy: null, closeReason: "memory_deleted" }).where(and(eq(f.seq, fact.seq)));
    closed++;
  }
  return closed;
}
