import type { Database } from "bun:sqlite";
import type { SQL } from "drizzle-orm";
import type { Db } from "../client";
import * as fts from "../fts";
import { cachedStatement } from "../statements";
import { Mutex, txContext, type KeywordIndex, type Q, type Store, type TxOptions, type VectorStore } from "../store";
import type { Tx } from "../tx";
import * as vec from "../vec";

// The SQLite store over the install's one connection (plan §2.2, step S0): reads and writes share it
// for now. Its transactions are serialised by an async mutex, since an async callback would otherwise
// let a second BEGIN (or another request's writes) onto the connection at its first await.

const mutexes = new WeakMap<Database, Mutex>();

/** Whether an async `store.tx` holds this connection (the sync `withTx` refuses to run inside one). */
export const asyncTxOpen = (sqlite: Database): boolean => mutexes.get(sqlite)?.held ?? false;

export function openSqliteStore(sqlite: Database, db: Db): Store {
  const mutex = new Mutex();
  mutexes.set(sqlite, mutex);
  const handle = db as unknown as Tx;
  const vectors: VectorStore = {
    write: async (_tx, key, v) => vec.insertVector(sqlite, key, v),
    remove: async (_tx, seq) => vec.deleteVector(sqlite, seq),
    replace: async (_tx, key, v) => vec.replaceVector(sqlite, key, v),
    knn: async (_q, query, f) => vec.knn(sqlite, query, f),
    dims: async () => vec.vectorDims(sqlite),
    recreate: async (_tx, dims) => vec.recreateVectorTable(sqlite, dims),
  };
  const keywords: KeywordIndex = {
    match: async (_q, text, f, extra) => fts.keywordMatch(sqlite, text, f, extra),
    factMatch: async (_q, text, f, extra) => fts.factKeywordMatch(sqlite, text, f, extra),
    purgeDeleted: async () => fts.purgeDeletedTerms(sqlite),
  };
  return {
    dialect: "sqlite",
    db,
    // drizzle's raw `get` answers arrays, not objects: `one` takes the first of `all`.
    sql: {
      all: async <T>(q: Q, query: SQL) => q.all<T>(query),
      one: async <T>(q: Q, query: SQL) => q.all<T>(query)[0],
      run: async (q: Q, query: SQL) => void q.run(query),
    },
    vectors,
    keywords,
    inTx: () => txContext.getStore() !== undefined,
    async tx<T>(fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
      if (txContext.getStore()) throw new Error(`nested transaction${opts.name ? ` (${opts.name})` : ""}`);
      await mutex.acquire();
      try {
        // IMMEDIATE takes the write lock first, so reads that decide a write cannot go stale.
        cachedStatement(sqlite, "BEGIN IMMEDIATE").run();
        try {
          const result = await txContext.run({ name: opts.name }, () => fn(handle));
          cachedStatement(sqlite, "COMMIT").run();
          return result;
        } catch (err) {
          if (sqlite.inTransaction) cachedStatement(sqlite, "ROLLBACK").run();
          throw err;
        }
      } finally {
        mutex.release();
      }
    },
  };
}
