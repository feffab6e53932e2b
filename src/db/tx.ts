import type { Db } from "./client";
import { storeOf, type TxOptions } from "./store";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * One write transaction on the connection's store (`Store.tx`): BEGIN IMMEDIATE takes the write lock
 * first, so reads that decide a write cannot go stale. The callback must not call a model or the network
 * (embed before, send after). Transitional (issue 25): call sites that hold only the connection use this;
 * the rest call `store.tx` directly.
 */
export function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>, opts?: TxOptions): Promise<T> {
  return storeOf(db).tx(fn, opts);
}
