import { join } from "node:path";
import type { Config } from "./config";
import { openStorage, runMigrations, useTables, type Storage, type Store } from "./db";
import { openPgStore, type PgStore } from "./db/pg/store";
import { systemClock, type Clock } from "./domain/clock";
import type { Runtime } from "./domain/context";
import { RateLimiter } from "./domain/limits/rate-limit";
import { type Embedder, onDemandEmbedder } from "./embed";
import type { Extractor } from "./extract/types";
import { extractorFor } from "./runtime/extractor";
import { openEmbedder } from "./runtime/model";
import { migrationsDir, vecExtensionPath } from "./runtime/paths";

export interface OpenInstallOptions {
  clock?: Clock;
  embedder?: Embedder;
  extractor?: Extractor;
  /** SQLite: leave WAL checkpoints to the serving process's background thread (`engram serve` and its job runner). */
  backgroundCheckpoints?: boolean;
  /**
   * PostgreSQL: the schema is known to be current (the job runner: its server migrated before starting
   * it), so no migration transaction runs. That transaction takes the install-wide migration lock, and a
   * process paused inside it held every other node's runner start (seen in CI).
   */
  migrated?: boolean;
}

export interface Opened {
  rt: Runtime;
  /** The SQLite connections (backup, WAL, the project indexer); null on PostgreSQL. */
  storage: Storage | null;
  /** Closes the database (SQLite: checkpoints the WAL; PostgreSQL: ends the pool). */
  close(): Promise<void>;
  /** Migrations this open applied (0: the schema was current, or known to be). */
  applied: number;
}

export interface OpenedSqlite extends Opened {
  storage: Storage;
}

/**
 * Opens the install's database and brings its schema up to date; every command starts here. With
 * ENGRAM_DATABASE_URL the state is in PostgreSQL (contract §11): migrations-pg/ is applied under an
 * advisory lock, so nodes starting together apply each migration once (src/db/pg/migrate.ts).
 */
export async function openInstall(config: Config, opts: OpenInstallOptions = {}): Promise<Opened> {
  if (config.databaseUrl === null) return openSqliteInstall(config, opts);
  if (opts.migrated) return openMigratedPgInstall(config, opts);
  const store = openPgStore(config.databaseUrl);
  let applied: string[];
  try {
    applied = await store.migrate();
  } catch (err) {
    await store.close().catch(() => undefined);
    throw databaseError(err);
  }
  return { ...openMigratedPgInstall(config, opts, store), applied: applied.length };
}

/** The SQLite file in ENGRAM_DATA_DIR, migrated (synchronous: benchmarks and tests that open one in place). */
export function openSqliteInstall(config: Config, opts: OpenInstallOptions = {}): OpenedSqlite {
  const storage = openStorage(join(config.dataDir, "engram.db"), { vecExtensionPath: vecExtensionPath(), checkpoints: opts.backgroundCheckpoints ? "background" : "auto" });
  let applied: number;
  try {
    applied = runMigrations(storage, migrationsDir());
  } catch (err) {
    storage.close();
    throw err;
  }
  return {
    rt: runtime(config, storage.store, opts),
    storage,
    close: async () => storage.close(),
    applied,
  };
}

/**
 * PostgreSQL whose schema is known to be current (the test harness clones a migrated template), without
 * the migration round trips; `store` when already open.
 */
export function openMigratedPgInstall(config: Config, opts: OpenInstallOptions = {}, store?: PgStore): Opened {
  if (config.databaseUrl === null) throw new Error("ENGRAM_DATABASE_URL is not set");
  const pg = store ?? openPgStore(config.databaseUrl);
  return { rt: runtime(config, pg, opts), storage: null, close: () => pg.close(), applied: 0 };
}

function runtime(config: Config, store: Store, opts: OpenInstallOptions): Runtime {
  // The domain's table objects follow the backend (src/db/tables.ts).
  useTables(store.dialect);
  const clock = opts.clock ?? systemClock;
  return {
    store,
    db: store.db,
    clock,
    limiter: new RateLimiter(store, clock),
    config,
    // Loaded on first use: commands that never embed (keys, accounts, migrate) pay no model load.
    embedder: opts.embedder ?? onDemandEmbedder(() => openEmbedder(config), { modelId: config.embedModel, dtype: config.embedDtype, idleMs: null }),
    extractor: opts.extractor ?? extractorFor(config),
  };
}

/** A failed first contact names the variable: the usual causes are a wrong URL, a server down, no rights. */
function databaseError(err: unknown): Error {
  const message = err instanceof Error ? err.message : String(err);
  if (/^migration /.test(message)) return err as Error;
  return new Error(`ENGRAM_DATABASE_URL: cannot open the PostgreSQL database (${message})`, { cause: err });
}
