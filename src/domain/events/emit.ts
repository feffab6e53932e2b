import { prepared, tables, type Tx } from "../../db";

export type EventType = "memory.created" | "memory.updated" | "memory.deleted" | "fact.created" | "fact.invalidated" | "quota.warning";

type Event = { accountId: string; projectId: string | null; userId: string | null; type: EventType; data: Record<string, unknown>; at: string };

const insertEvent = prepared<Event, unknown>("insert_event", (q, v) =>
  (q as Tx).insert(tables.outbox).values({ accountId: v.accountId, projectId: v.projectId, userId: v.userId, type: v.type, data: v.data, at: v.at }),
);

/** Writes an event into the outbox inside the transaction of the change it describes. */
export async function emit(tx: Tx, e: Event): Promise<void> {
  await insertEvent(tx, e);
}
