import { eq, isNull, sql } from "drizzle-orm";
import { first, storeOf, tables, withTx, type Db } from "../../db";
import { outboxSequenceLock } from "../locks";

// Events are read in the order they became visible (issue 25, plan §2.9). An outbox id is taken when
// the row is inserted, and the row commits later: on PostgreSQL, with several writers, id 10 may commit
// after id 11 was already fanned out, and a reader paging by id would skip it for good. So readers page
// by `pos`, stamped here after commit: under the lock, a statement sees only committed rows, and each
// run's positions follow every position given before. On SQLite (one writer) the same code gives id order.

/** The webhook_cursor row holding the last position given (an erased newest event never frees it). */
const LAST_POS = "outbox_pos";
const BATCH = 500;

/** Stamps positions on committed outbox rows that have none, oldest id first; returns how many. */
export async function sequence(db: Db): Promise<number> {
  const o = tables.outbox;
  // A read first, so an idle reader never takes the lock or a write transaction.
  if (!(await first(db.select({ id: o.id }).from(o).where(isNull(o.pos))))) return 0;
  return withTx(db, async (tx) => {
    const c = tables.webhookCursor;
    const last = (await first(tx.select({ n: c.lastOutboxId }).from(c).where(eq(c.name, LAST_POS))))?.n ?? 0;
    const stamped = await storeOf(db).sql.all<{ pos: number }>(tx, stampAfter(last));
    if (stamped.length === 0) return 0;
    // The highest given, not last + count: a row deleted (erasure, account deletion) after the
    // statement's snapshot is skipped by the update but keeps its place in the numbering, so positions
    // can skip one, and the next run must start past the highest.
    const upTo = Math.max(...stamped.map((r) => Number(r.pos)));
    await tx.insert(c).values({ name: LAST_POS, lastOutboxId: upTo }).onConflictDoUpdate({ target: c.name, set: { lastOutboxId: upTo } });
    return stamped.length;
  }, { locks: [outboxSequenceLock()] });
}

/** One statement: the unstamped rows, in id order, get last+1, last+2, … */
const stampAfter = (last: number) => sql`
  update outbox set pos = n.p
  from (select id, ${last} + row_number() over (order by id) as p from outbox where pos is null order by id limit ${BATCH}) as n
  where outbox.id = n.id
  returning outbox.pos as pos`;
