import { join } from "node:path";
import type { Config } from "./config";
import { openStorage, runMigrations, type Storage } from "./db";
import { systemClock, type Clock } from "./domain/clock";
import type { Runtime } from "./domain/context";
import { RateLimiter } from "./domain/limits/rate-limit";
import type { Embedder } from "./embed";
import type { Extractor } from "./extract/types";
import { extractorFor } from "./runtime/extractor";
import { lazyEmbedder, openEmbedder } from "./runtime/model";
import { migrationsDir, vecExtensionPath } from "./runtime/paths";

export interface Opened {
  storage: Storage;
  rt: Runtime;
}

/** Opens the install's database and brings its schema up to date; every command starts here. */
export function openInstall(config: Config, opts: { clock?: Clock; embedder?: Embedder; extractor?: Extractor } = {}): Opened {
  const storage = openStorage(join(config.dataDir, "engram.db"), { vecExtensionPath: vecExtensionPath() });
  try {
    runMigrations(storage, migrationsDir());
  } catch (err) {
    storage.close();
    throw err;
  }
  const clock = opts.clock ?? systemClock;
  return {
    storage,
    rt: {
      store: storage.store,
      db: storage.db,
      clock,
      limiter: new RateLimiter(storage.store, clock),
      config,
      embedder: opts.embedder ?? lazyEmbedder(() => openEmbedder(config), { modelId: config.embedModel, dtype: config.embedDtype }),
      extractor: opts.extractor ?? extractorFor(config),
    },
  };
}
