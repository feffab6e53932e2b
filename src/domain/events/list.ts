import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { tables } from "../../db";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { sequence } from "./sequence";

export const WRITE_EVENT_TYPES = ["memory.created", "memory.updated", "memory.deleted", "fact.created", "fact.invalidated"] as const;

const PREFIX = "evt_";
export const eventId = (n: number) => `${PREFIX}${n}`;

/**
 * The write events of the key's project, oldest first after the `since` cursor, for installs that
 * poll instead of receiving webhooks. `next` is the cursor to pass next time (unchanged when nothing
 * new has happened), so a client can poll with it forever. Event ids are positions in the order events
 * became visible (events/sequence.ts), so a cursor never passes an event that commits later.
 */
export async function listEvents(ctx: Ctx, input: { since?: string; limit?: number }) {
  let after = 0;
  if (input.since !== undefined) {
    const m = /^evt_(\d{1,15})$/.exec(input.since);
    if (!m) throw invalid("since", "must be an event id (evt_<n>) from an earlier page");
    after = Number(m[1]);
  }
  await sequence(ctx.db);
  const o = tables.outbox;
  const rows = await ctx.db
    .select()
    .from(o)
    .where(and(eq(o.projectId, ctx.principal.projectId), gt(o.pos, after), inArray(o.type, [...WRITE_EVENT_TYPES])))
    .orderBy(asc(o.pos))
    .limit(input.limit ?? 100);
  return {
    events: rows.map((r) => ({ id: eventId(r.pos!), type: r.type, at: r.at, data: r.data })),
    next: rows.length ? eventId(rows[rows.length - 1]!.pos!) : (input.since ?? null),
  };
}
