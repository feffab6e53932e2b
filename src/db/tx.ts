import type { Db } from "./client";
import { asyncTxOpen } from "./sqlite/store";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * One synchronous transaction. On bun:sqlite an async callback would commit at its first await,
 * so the callback type forbids promises: do embedding and other async work before calling this.
 * `immediate` takes the write lock first, so reads that decide a write cannot go stale.
 */
export function withTx<T>(db: Db, fn: (tx: Tx) => T extends Promise<unknown> ? never : T): T {
  // Transitional (issue 25): sync and async transactions share one connection while call sites move
  // to `store.tx`. A sync one begun inside an open async one would join it as a savepoint.
  if (asyncTxOpen(db.$client)) throw new Error("a sync transaction began while an async one holds the connection");
  return db.transaction(fn as (tx: Tx) => T, { behavior: "immediate" });
}
