import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import * as schema from "./schema";
import { cachedStatement } from "./statements";
import { openSqliteStore } from "./sqlite/store";
import { Mutex, type Store } from "./store";
import { forgetProjectIndexes } from "./vec-index";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

export interface OpenOptions {
  /** Path of the sqlite-vec loadable extension (differs inside the compiled executable). */
  vecExtensionPath: string;
  readonly?: boolean;
  /**
   * "background": this connection never checkpoints the WAL at a commit (wal_autocheckpoint = 0); the
   * serving process does it on a thread of its own (checkpoint.ts keepWalCheckpointed). Default "auto":
   * SQLite's own, at the commit that takes the WAL past 1,000 pages.
   */
  checkpoints?: "auto" | "background";
}

export interface Storage {
  /** The writer connection (transactions, migrations, checkpoints). */
  sqlite: Database;
  /** Reads outside a transaction: on the writer while none is open there, else on the reader. */
  db: Db;
  /** The drizzle handle of the writer connection (what `store.tx` hands its callbacks). */
  writer: Db;
  store: Store;
  close(): void;
}

function connect(file: string, opts: OpenOptions): Database {
  const sqlite = new Database(file, { create: true, strict: true, readonly: opts.readonly ?? false });
  // WAL lets readers run beside the single writer; NORMAL sync keeps every committed transaction
  // across a process crash (only an OS crash could lose the last ones), at a fraction of FULL's fsyncs.
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  // Erased text must not survive in free pages of the file.
  sqlite.exec("PRAGMA secure_delete = ON");
  // Project-wide vector search scans every chunk of the project; reading them through a memory map
  // instead of the page cache measured 63 -> 46 ms per KNN at 100k memories (bench/search.ts).
  sqlite.exec("PRAGMA mmap_size = 4294967296");
  // A checkpoint at a commit copies the WAL into the file and syncs it inside that transaction's COMMIT
  // (5-20 ms, several times per 500-item import: about 140 ms of the job runner's writes per import, timed
  // statement by statement during bench/batch.ts, which does not print it).
  if (opts.checkpoints === "background") sqlite.exec("PRAGMA wal_autocheckpoint = 0");
  sqlite.loadExtension(opts.vecExtensionPath);
  return sqlite;
}

/** What a read handle that finds itself on the writer lets through: reads only (writes go through store.tx). */
const READ_SQL = /^\s*(select|with)\b/i;

/**
 * A drizzle handle over `connection()`, asked afresh for every statement. `reads`: a statement that is
 * not a read is refused when the handle is on the writer (the reader refuses it itself, query_only).
 */
function drizzleOn(connection: () => Database, reads?: { writer: Database }): Db {
  // drizzle prepares every query anew; through cachedStatement each SQL text is prepared once per
  // connection (the query shapes are few: values are always bound). Preparing was ~15% of the job
  // runner's non-embedding time (extraction writes a dozen small statements per fact).
  const client = new Proxy(connection(), {
    get(_target, prop) {
      const target = connection();
      if (prop === "prepare") {
        return (text: string) => {
          if (reads && target === reads.writer && !READ_SQL.test(text)) throw new Error("store.db is for reads: write through store.tx");
          return cachedStatement(target, text);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db = drizzle(client, { schema }) as Db;
  // Raw SQL callers share the statement cache of the real connection.
  Object.defineProperty(db, "$client", { get: connection });
  return db;
}

/**
 * Two connections on one file (issue 25): the writer runs every transaction; a read outside one runs on
 * the writer while no transaction is open there, else on the reader (query_only). Once a transaction's
 * callback awaits, other requests run between its statements; on the writer their reads would see its
 * uncommitted writes: the reader gives them the last committed state (WAL, a snapshot per statement).
 * The writer serves the rest because every commit elsewhere empties a connection's page cache: with
 * the reader serving all reads, each request's audit write cost the next request its cache (context
 * p95 at 100k memories 39.6 ms against 28.8 ms, bench/recall.ts).
 */
export function openStorage(file: string, opts: OpenOptions): Storage {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = connect(file, opts);
  const writer = drizzleOn(() => sqlite);
  // `:memory:` is a new database per connection, and a read-only open writes nothing: one connection.
  const split = file !== ":memory:" && !opts.readonly;
  const reader = split ? connect(file, opts) : null;
  if (reader) reader.exec("PRAGMA query_only = ON");
  const mutex = new Mutex();
  const db = reader ? drizzleOn(() => (mutex.held || sqlite.inTransaction ? reader : sqlite), { writer: sqlite }) : writer;
  let closed = false;
  return {
    sqlite,
    db,
    writer,
    store: openSqliteStore(sqlite, writer, reader ? { sqlite: reader, db, mutex } : undefined),
    close() {
      if (closed) return;
      closed = true;
      // A project indexer left running would tick on a closed connection.
      forgetProjectIndexes(sqlite);
      if (reader) forgetProjectIndexes(reader);
      reader?.close();
      try {
        sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      } catch {
        // Another connection may hold the WAL open; closing is still safe.
      }
      sqlite.close();
    },
  };
}

/** Applies what is pending; returns how many migrations that was (0: the file was up to date). */
export function runMigrations(storage: Storage, migrationsFolder: string): number {
  const done = () => {
    try {
      return (storage.sqlite.query("select count(*) as n from __drizzle_migrations").get() as { n: number }).n;
    } catch {
      return 0; // a new file: drizzle's bookkeeping table is made by the first migration run
    }
  };
  const before = done();
  migrate(storage.writer, { migrationsFolder });
  return done() - before;
}
