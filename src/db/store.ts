import { AsyncLocalStorage } from "node:async_hooks";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import type { KeywordExtra, KeywordFilter, KeywordHit } from "./fts";
import type { JobRow } from "./schema";
import type { Tx } from "./tx";
import type { KnnFilter, KnnHit, VectorKey } from "./vec";

// The storage the domain talks to (issue 25, plan §2.1). Today one SQLite implementation
// (src/db/sqlite/store.ts); what differs per backend sits behind `vectors` and `keywords`, so the domain
// keeps one code path. Data access is asynchronous so that a network database fits behind it.

export type Dialect = "sqlite" | "postgres";

/** A handle for queries: the store's `db` outside a transaction, the `tx` inside one. */
export type Q = Db | Tx;

export interface TxOptions {
  /** Names the transaction in errors and logs. */
  name?: string;
  /**
   * Keys that serialise this transaction against every other holding one of them, on every node
   * (plan §2.8; the keys are made in src/domain/locks.ts). Taken first, deduplicated and sorted, so two
   * transactions can never wait for each other. SQLite ignores them: its single writer already runs
   * one write transaction at a time.
   */
  locks?: readonly string[];
}

export interface Store {
  readonly dialect: Dialect;
  /**
   * Reads outside a transaction (SQLite: the writer connection while no transaction is open there, a
   * second, read-only connection while one is). Writes go through `tx`, and inside a `tx` callback
   * reads go through its `tx`: this handle would not see the transaction's own writes, so using it
   * there throws.
   */
  readonly db: Db;
  /**
   * One write transaction (SQLite: BEGIN IMMEDIATE, one at a time per connection). The callback may
   * await the database only: no model call, no network, no timer inside (they would hold the writer).
   */
  tx<T>(fn: (tx: Tx) => Promise<T>, opts?: TxOptions): Promise<T>;
  /** True inside a `tx` callback (and whatever it awaits). */
  inTx(): boolean;
  /** Raw SQL (drizzle `sql` templates, values bound), rows as objects named by their columns. */
  readonly sql: RawSql;
  readonly vectors: VectorStore;
  readonly keywords: KeywordIndex;
  readonly jobs: JobClaims;
  /** This process's write transactions so far: how long each held the writer, from BEGIN to its end. */
  readonly txTimes: TxTimes;
}

/** Running totals of write transactions (the job runner's debug lines report their growth per job group). */
export class TxTimes {
  /** A transaction held this long keeps a waiting request (an add) from answering in its usual time. */
  static readonly LONG_MS = 20;
  count = 0;
  ms = 0;
  long = 0;
  record(ms: number): void {
    this.count++;
    this.ms += ms;
    if (ms > TxTimes.LONG_MS) this.long++;
  }
}

/** A claim's lease: ISO texts of now and of its end (the caller's clock), and the token completion presents. */
export interface JobLease {
  now: string;
  until: string;
  token: string;
}

/** What claiming writes on each job it takes, on either backend (`attempts`: that backend's jobs.attempts). */
export function claimedUnder(attempts: AnyColumn, lease: JobLease) {
  return { status: "running" as const, leaseToken: lease.token, leaseUntil: lease.until, attempts: sql`${attempts} + 1`, updatedAt: lease.now };
}

export interface JobClaims {
  /**
   * Claims up to `max` ready jobs of the kind of the first ready one (earliest run_at, then id), in one
   * transaction: pending jobs whose time has come and running jobs whose lease has passed (their
   * runner died). Two claimers never take the same job (SQLite: the single writer; PostgreSQL: FOR
   * UPDATE SKIP LOCKED, so concurrent claimers on several nodes pass over each other's rows).
   */
  claim(kinds: readonly string[], max: number | ((kind: string) => number), lease: JobLease): Promise<JobRow[]>;
  /**
   * At a runner's start, the running jobs whose runner is gone go back to pending; returns how many.
   * SQLite: every running job (one process runs the jobs of the file). PostgreSQL: none, since a running
   * job may be another live node's; leases run out instead.
   */
  releaseOrphans(now: string): Promise<number>;
  /** Whether `claim` would find a job of these kinds now (the same readiness, read without claiming). */
  anyReady(kinds: readonly string[], now: string): Promise<boolean>;
}

export interface RawSql {
  all<T>(q: Q, query: SQL): Promise<T[]>;
  one<T>(q: Q, query: SQL): Promise<T | undefined>;
  run(q: Q, query: SQL): Promise<void>;
}

export interface VectorStore {
  write(tx: Tx, key: VectorKey, vector: Float32Array): Promise<void>;
  remove(tx: Tx, seq: number): Promise<void>;
  replace(tx: Tx, key: VectorKey, vector: Float32Array): Promise<void>;
  /** Never fewer than min(k, rows in scope) hits, nearest first. */
  knn(q: Q, query: Float32Array, f: KnnFilter): Promise<KnnHit[]>;
  /**
   * The exact ranking of the scope's rows that also pass `filters` (conditions on `memories m`, as the
   * keyword index takes them: metadata filters), nearest first: exactly the rows they admit, never top-k
   * then filter.
   */
  rankFiltered(q: Q, query: Float32Array, f: KnnFilter, filters: KeywordExtra): Promise<KnnHit[]>;
  dims(q: Q): Promise<number | null>;
  recreate(tx: Tx, dims: number): Promise<void>;
}

export interface KeywordIndex {
  match(q: Q, text: string, f: KeywordFilter, extra?: KeywordExtra): Promise<KeywordHit[]>;
  factMatch(q: Q, text: string, f: Omit<KeywordFilter, "runId">, extra?: KeywordExtra): Promise<KeywordHit[]>;
  /** Drops erased words from the index files (after an erasure). */
  purgeDeleted(tx: Tx): Promise<void>;
}

/** The store of each open connection, found from a query handle (`withTx(ctx.db, …)`). */
const registry = new WeakMap<object, Store>();

/** Makes `store` the one `storeOf` finds from these handles (a drizzle handle, its client). */
export function registerStore(store: Store, ...handles: object[]): void {
  for (const h of handles) registry.set(h, store);
}

/** The store a query handle belongs to (for callers that still hold only the handle). */
export function storeOf(db: Db): Store {
  const store = registry.get(db) ?? registry.get((db as { $client?: object }).$client ?? db);
  if (!store) throw new Error("no store is open on this connection");
  return store;
}

/** The first row of a query, or undefined (the async `.get()`). Selects gain `limit 1`. */
export async function first<T>(q: PromiseLike<T[]>): Promise<T | undefined> {
  const limit = (q as { limit?: unknown }).limit;
  const rows = typeof limit === "function" ? await (limit.call(q, 1) as PromiseLike<T[]>) : await q;
  return rows[0];
}

/**
 * Marks the async context of an open transaction (`Store.inTx`). `closed` is set when the transaction
 * ends: a timer or callback scheduled inside it keeps the context, but is no longer inside it.
 */
export const txContext = new AsyncLocalStorage<{ name?: string; closed?: boolean }>();

/** The open transaction of the current async context, if any. */
export function openTx(): { name?: string } | undefined {
  const t = txContext.getStore();
  return t && !t.closed ? t : undefined;
}

/**
 * A FIFO lock for async callers. Acquiring a free mutex costs one resolved promise; `held` is readable
 * synchronously, which the transitional sync `withTx` uses to refuse to run inside an open async one.
 */
export class Mutex {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  get held(): boolean {
    return this.#held;
  }

  /** Takes the lock if it is free (synchronously); false when it is held. */
  tryAcquire(): boolean {
    if (this.#held) return false;
    this.#held = true;
    return true;
  }

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the lock to the next waiter, if any, without a gap another caller could take. */
  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}
