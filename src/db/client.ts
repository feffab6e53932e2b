import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import * as schema from "./schema";
import { cachedStatement } from "./statements";
import { openSqliteStore } from "./sqlite/store";
import type { Store } from "./store";
import { forgetProjectIndexes } from "./vec-index";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

export interface OpenOptions {
  /** Path of the sqlite-vec loadable extension (differs inside the compiled executable). */
  vecExtensionPath: string;
  readonly?: boolean;
}

export interface Storage {
  /** The writer connection (transactions, migrations, checkpoints). */
  sqlite: Database;
  /** Reads outside a transaction: the reader connection (the writer for `:memory:` or a read-only open). */
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
  sqlite.loadExtension(opts.vecExtensionPath);
  return sqlite;
}

function drizzleOn(sqlite: Database): Db {
  // drizzle prepares every query anew; through cachedStatement each SQL text is prepared once per
  // connection (the query shapes are few: values are always bound). Preparing was ~15% of the job
  // runner's non-embedding time (extraction writes a dozen small statements per fact).
  const client = new Proxy(sqlite, {
    get(target, prop) {
      if (prop === "prepare") return (text: string) => cachedStatement(target, text);
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db = drizzle(client, { schema }) as Db;
  // Raw SQL callers share the statement cache of the real connection.
  Object.defineProperty(db, "$client", { value: sqlite });
  return db;
}

/**
 * Two connections on one file (issue 25): the writer runs every transaction, the reader (query_only)
 * every read outside one. Once a transaction's callback awaits, other requests run between its
 * statements; on one shared connection their reads would see its uncommitted writes and their writes
 * would join it. WAL gives the reader the last committed state, a new snapshot per statement.
 */
export function openStorage(file: string, opts: OpenOptions): Storage {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = connect(file, opts);
  const writer = drizzleOn(sqlite);
  // `:memory:` is a new database per connection, and a read-only open writes nothing: one connection.
  const split = file !== ":memory:" && !opts.readonly;
  const reader = split ? connect(file, opts) : null;
  if (reader) reader.exec("PRAGMA query_only = ON");
  const db = reader ? drizzleOn(reader) : writer;
  let closed = false;
  return {
    sqlite,
    db,
    writer,
    store: openSqliteStore(sqlite, writer, reader ? { sqlite: reader, db } : undefined),
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

export function runMigrations(storage: Storage, migrationsFolder: string): void {
  migrate(storage.writer, { migrationsFolder });
}
