import { SQL as BunSql } from "bun";
import { sql, type SQL } from "drizzle-orm";
import { drizzle, type BunSQLDatabase } from "drizzle-orm/bun-sql";
import type { Db } from "../client";
import * as schema from "../schema/pg";
import { registerStore, txContext, TxTimes, type Q, type RawSql, type Store, type TxOptions } from "../store";
import type { Tx } from "../tx";
import { pgJobStore, type PgJobStore } from "./jobs";
import { pgKeywordIndex } from "./keywords";
import { migratePg } from "./migrate";
import { nulSafe } from "./nul";
import { rawRows, type RawResult } from "./sql";
import { pgVectorStore, type PgVectorOptions, type PgVectorStore } from "./vectors";

// The PostgreSQL store (issue 25, plan §2.2, §2.7): a Bun.SQL pool behind drizzle's bun-sql driver.
//
// Transactions run at READ COMMITTED (set per connection at connect, so it costs no round trip). What a
// single SQLite writer gives for free, two nodes get from advisory transaction locks taken first and in
// sorted order (`locks`): a deadlock between them cannot happen, so retrying after 40P01/40001 is a
// safety net that callers opt into (`retry`), only for callbacks with no effect outside the transaction.
//
// Inside a transaction only the transaction's handle may be used: a callback that awaited `store.db`
// would wait for a second pooled connection while holding one, and a full pool of such callbacks
// deadlocks. Strict mode (ENGRAM_STRICT_TX=1, or `strict`) makes `store.db` throw inside a transaction.

export type PgDb = BunSQLDatabase<typeof schema> & { $client: BunSql };

export interface PgTxOptions extends TxOptions {
  /** Runs the callback again (at most TX_ATTEMPTS times) after a deadlock or serialization failure. */
  retry?: boolean;
}

export interface PgStore extends Store {
  readonly dialect: "postgres";
  /** The same handle as `db`, typed with the PostgreSQL schema. */
  readonly pg: PgDb;
  readonly client: BunSql;
  readonly jobs: PgJobStore;
  readonly vectors: PgVectorStore;
  tx<T>(fn: (tx: Tx) => Promise<T>, opts?: PgTxOptions): Promise<T>;
  /** A leaf advisory lock in the middle of a transaction (held until it ends). */
  lock(tx: Tx, key: string): Promise<void>;
  /** The lock if it is free now; false when another transaction holds it. */
  tryLock(tx: Tx, key: string): Promise<boolean>;
  /** Applies pending migrations under the migration lock; returns the tags it applied. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
}

export interface PgStoreOptions {
  /** Pool size (connections per process). */
  max?: number;
  /** `store.db` throws inside a transaction (see above). Default: ENGRAM_STRICT_TX=1. */
  strict?: boolean;
  /** When project-wide searches use HNSW (tests and benchmarks move the line). */
  vectors?: PgVectorOptions;
}

/** How many times a `retry` transaction runs before its deadlock or serialization failure surfaces. */
export const TX_ATTEMPTS = 3;

/** The SQLSTATE of a server error, looked up through drizzle's wrapping (`cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { errno?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.errno === "string") return e.errno;
  }
  return undefined;
}

/** 40P01 deadlock_detected, 40001 serialization_failure: the transaction did nothing and may run again. */
export const isRetryable = (err: unknown): boolean => {
  const state = sqlState(err);
  return state === "40P01" || state === "40001";
};

const lockSql = (key: string) => sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
/** Several keys in one round trip: a VALUES list is scanned, and so locked, in the (sorted) order given. */
const locksSql = (keys: readonly string[]) =>
  keys.length === 1
    ? lockSql(keys[0]!)
    : sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from (values ${sql.join(keys.map((k) => sql`(${k}::text)`), sql`, `)}) as t(k)`;

export function openPgStore(url: string, opts: PgStoreOptions = {}): PgStore {
  const client = new BunSql(url, {
    max: opts.max ?? 10,
    idleTimeout: 30,
    connection: { default_transaction_isolation: "read committed", application_name: "engram" },
  });
  // Strings pass a NUL escape on their way in and out (./nul.ts: text cannot hold U+0000).
  const pg = drizzle({ client: nulSafe(client), schema }) as PgDb;
  const strict = opts.strict ?? process.env.ENGRAM_STRICT_TX === "1";
  const db = (strict ? guarded(pg) : pg) as unknown as Db;
  const handle = (q: Q) => q as unknown as PgDb;
  // The type id of pgvector's `vector` (an extension type: its id differs per database), so raw reads
  // can give vectors as bytes. Looked up now, outside any transaction, and again after migrating.
  const lookupVectorType = () =>
    client`select to_regtype('vector')::oid::int4 as oid`.then(
      (r: { oid: number | null }[]) => r[0]?.oid ?? null,
      () => null,
    );
  let vectorType: Promise<number | null> = lookupVectorType();
  const rows = async <T>(q: Q, query: SQL): Promise<T[]> => {
    const result = await handle(q).execute(query);
    return rawRows<T>(result as unknown as RawResult, await vectorType);
  };
  const raw: RawSql = {
    all: rows,
    one: async <T>(q: Q, query: SQL) => (await rows<T>(q, query))[0],
    run: async (q: Q, query: SQL) => void (await handle(q).execute(query)),
  };
  const vectors = pgVectorStore(raw, () => txContext.getStore() !== undefined, opts.vectors);
  const keywords = pgKeywordIndex(raw);

  const txTimes = new TxTimes();
  const store: PgStore = {
    dialect: "postgres",
    txTimes,
    db,
    pg,
    client,
    sql: raw,
    vectors,
    keywords,
    jobs: pgJobStore(pg),
    inTx: () => txContext.getStore() !== undefined,
    async tx<T>(fn: (tx: Tx) => Promise<T>, o: PgTxOptions = {}): Promise<T> {
      if (txContext.getStore()) throw new Error(`nested transaction${o.name ? ` (${o.name})` : ""}`);
      const locks = [...new Set(o.locks ?? [])].sort();
      for (let attempt = 1; ; attempt++) {
        const begun = performance.now();
        try {
          return await pg.transaction(async (t) => {
            if (locks.length > 0) await t.execute(locksSql(locks));
            return txContext.run({ name: o.name }, () => fn(t as unknown as Tx));
          });
        } catch (err) {
          if (o.retry && attempt < TX_ATTEMPTS && isRetryable(err)) continue;
          throw err;
        } finally {
          txTimes.record(performance.now() - begun);
        }
      }
    },
    async lock(tx, key) {
      await handle(tx).execute(lockSql(key));
    },
    async tryLock(tx, key) {
      const row = await raw.one<{ ok: number }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as ok`);
      return Boolean(row?.ok);
    },
    async migrate() {
      const applied = await migratePg(client);
      vectorType = lookupVectorType();
      return applied;
    },
    close: () => client.close(),
  };
  registerStore(store, db, pg, client);
  return store;
}

/** The pool handle, refusing use inside a transaction (strict mode). */
function guarded(pg: PgDb): PgDb {
  return new Proxy(pg, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function" || prop === "constructor") return value;
      return (...args: unknown[]) => {
        const open = txContext.getStore();
        if (open) throw new Error(`store.db used inside a transaction${open.name ? ` (${open.name})` : ""}: use the transaction's handle`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
