import type { Database } from "bun:sqlite";
import type { SQL } from "drizzle-orm";
import type { Db } from "../client";
import * as fts from "../fts";
import { cachedStatement, forgetStatements, guardStatements } from "../statements";
import { Mutex, openTx, registerStore, txContext, TxTimes, type KeywordIndex, type Q, type Store, type TxOptions, type VectorStore } from "../store";
import type { Tx } from "../tx";
import * as vec from "../vec";
import { sqliteJobClaims } from "./jobs";

// The SQLite store (plan §2.2): a writer connection that runs every transaction, serialised by an
// async mutex (an async callback would otherwise let a second BEGIN, or another request's writes, onto
// the connection at its first await), and a read-only reader connection for reads made while one is
// open (openStorage routes the others to the writer).

/** The waits between attempts at the write lock (SQLite's busy handler uses the same). */
const BUSY_STEPS_MS = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100];

/** The connection a query handle runs on (a `tx` is the writer's drizzle handle). */
const connectionOf = (q: Q): Database => (q as Db).$client;

/**
 * `reader`: the read-only connection, `db` the read handle that uses it while a transaction is open on
 * the writer (openStorage), sharing the transactions' `mutex`; without one (`:memory:`, a read-only
 * open) the writer serves every read.
 */
export function openSqliteStore(sqlite: Database, db: Db, reader?: { sqlite: Database; db: Db; mutex: Mutex }): Store {
  const mutex = reader?.mutex ?? new Mutex();
  const busyTimeoutMs = (sqlite.query("PRAGMA busy_timeout").get() as { timeout: number }).timeout;
  // BEGIN IMMEDIATE with no busy wait: undefined once begun, the SQLITE_BUSY error otherwise.
  const beginImmediate = (): unknown => {
    cachedStatement(sqlite, "PRAGMA busy_timeout = 0").run();
    try {
      cachedStatement(sqlite, "BEGIN IMMEDIATE").run();
      return undefined;
    } catch (err) {
      if (!String((err as { code?: unknown }).code).startsWith("SQLITE_BUSY")) throw err;
      return err;
    } finally {
      cachedStatement(sqlite, `PRAGMA busy_timeout = ${busyTimeoutMs}`).run();
    }
  };
  // SQLite's own busy handler's steps, as timers, for as long in total as its busy_timeout; then
  // the same "database is locked" error as before.
  const waitForWriteLock = async (busy: unknown): Promise<void> => {
    for (let waited = 0, i = 0; waited < busyTimeoutMs; i++) {
      const ms = Math.min(BUSY_STEPS_MS[Math.min(i, BUSY_STEPS_MS.length - 1)]!, busyTimeoutMs - waited);
      await Bun.sleep(ms);
      waited += ms;
      busy = beginImmediate();
      if (busy === undefined) return;
    }
    throw busy;
  };
  const handle = db as unknown as Tx;
  if (reader) {
    // A read through the reader inside a transaction would miss the transaction's own writes.
    guardStatements(reader.sqlite, () => {
      const t = openTx();
      if (t) throw new Error(`store.db read inside a transaction${t.name ? ` (${t.name})` : ""}: read through its tx`);
    });
  }
  const vectors: VectorStore = {
    write: async (_tx, key, v) => vec.insertVector(sqlite, key, v),
    remove: async (_tx, seq) => vec.deleteVector(sqlite, seq),
    replace: async (_tx, key, v) => vec.replaceVector(sqlite, key, v),
    knn: async (q, query, f) => vec.knn(connectionOf(q), query, f),
    rankFiltered: async (q, query, f, filters) => vec.rankFiltered(connectionOf(q), query, f, filters),
    dims: async (q) => vec.vectorDims(connectionOf(q)),
    recreate: async (_tx, dims) => {
      vec.recreateVectorTable(sqlite, dims);
      if (reader) forgetStatements(reader.sqlite);
    },
  };
  const keywords: KeywordIndex = {
    match: async (q, text, f, extra) => fts.keywordMatch(connectionOf(q), text, f, extra),
    factMatch: async (q, text, f, extra) => fts.factKeywordMatch(connectionOf(q), text, f, extra),
    purgeDeleted: async () => fts.purgeDeletedTerms(sqlite),
  };
  const txTimes = new TxTimes();
  const store: Store = {
    dialect: "sqlite",
    txTimes,
    db: reader?.db ?? db,
    // drizzle's raw `get` answers arrays, not objects: `one` takes the first of `all`.
    sql: {
      all: async <T>(q: Q, query: SQL) => q.all<T>(query),
      one: async <T>(q: Q, query: SQL) => q.all<T>(query)[0],
      run: async (q: Q, query: SQL) => void q.run(query),
    },
    vectors,
    keywords,
    jobs: sqliteJobClaims((fn, o) => store.tx(fn, o), () => store.db),
    inTx: () => openTx() !== undefined,
    tx<T>(fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
      if (openTx()) return Promise.reject(new Error(`nested transaction${opts.name ? ` (${opts.name})` : ""}`));
      const scope: { name?: string; closed?: boolean } = { name: opts.name };
      const run = (): Promise<T> => {
        // IMMEDIATE takes the write lock first, so reads that decide a write cannot go stale. While
        // another process (the job runner) holds it, waiting is a timer, not SQLite's busy-handler sleep
        // on this thread (up to 34 ms a time, every request stalled meanwhile); the mutex stays held.
        let busy: unknown;
        try {
          busy = beginImmediate();
        } catch (err) {
          mutex.release();
          return Promise.reject(err);
        }
        return busy === undefined ? opened() : waitForWriteLock(busy).then(opened, (err) => {
          mutex.release();
          throw err;
        });
      };
      let begun = 0;
      const opened = (): Promise<T> => {
        begun = performance.now();
        let done: Promise<T>;
        try {
          done = txContext.run(scope, () => fn(handle));
        } catch (err) {
          void end(false);
          return Promise.reject(err);
        }
        // A callback that awaited nothing has already settled: commit now, in the same synchronous
        // stretch as BEGIN, so no other request's code runs while the transaction is open (as with the
        // sync transactions this replaces). One that awaits holds the mutex until it settles.
        const status = Bun.peek.status(done);
        if (status === "fulfilled") return end(true) ?? done;
        if (status === "rejected") return end(false) ?? done;
        return done.then(
          (value) => end(true) ?? value,
          (err) => {
            void end(false);
            throw err;
          },
        );
      };
      // COMMIT (or ROLLBACK) and release; a failed COMMIT rolls back and rejects.
      const end = (commit: boolean): Promise<never> | undefined => {
        scope.closed = true;
        try {
          if (commit) cachedStatement(sqlite, "COMMIT").run();
        } catch (err) {
          if (sqlite.inTransaction) cachedStatement(sqlite, "ROLLBACK").run();
          txTimes.record(performance.now() - begun);
          mutex.release();
          return Promise.reject(err);
        }
        if (!commit && sqlite.inTransaction) cachedStatement(sqlite, "ROLLBACK").run();
        txTimes.record(performance.now() - begun);
        mutex.release();
        return undefined;
      };
      // A free mutex is taken synchronously, so a transaction nobody waits for begins at once.
      return mutex.tryAcquire() ? run() : mutex.acquire().then(run);
    },
  };
  registerStore(store, sqlite, ...(reader ? [reader.sqlite] : []));
  return store;
}
