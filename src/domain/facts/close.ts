import { and, eq } from "drizzle-orm";
import { tables, type Tx } from "../../db";
import { otherLiveSources, openFactsOfMemory } from "./from-memory";

/**
 * A memory is deleted: facts that only it stated close now (no webhook, by the spec); facts another
 * live memory, or a direct write, also states stay current. Returns how many closed.
 */
export function closeFactsOnlyStatedBy(tx: Tx, memoryId: string, now: string): number {
  let closed = 0;
  const f = tables.facts;
  for (const fact of openFactsOfMemory(tx, memoryId, now)) {
    if (fact.sourceMemoryId === null || otherLiveSources(tx, fact.id, memoryId) > 0) continue;
    tx.update(f).set({ invalidAt: now, invalidatedBy: null, closeReason: "memory_deleted" }).where(and(eq(f.seq, fact.seq))).run();
    closed++;
  }
  return closed;
}
