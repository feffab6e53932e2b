import { tables, type Tx } from "../../db";

export type EventType = "memory.created" | "memory.updated" | "memory.deleted" | "fact.created" | "fact.invalidated" | "quota.warning";

/** Writes an event into the outbox inside the transaction of the change it describes. */
export async function emit(
  tx: Tx,
  e: { accountId: string; projectId: string | null; userId: string | null; type: EventType; data: Record<string, unknown>; at: string },
): Promise<void> {
  await tx.insert(tables.outbox).values(e);
}
