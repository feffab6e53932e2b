import type { Config, Tier } from "../config";
import type { Db, Store } from "../db";
import type { Embedder } from "../embed";
import type { Extractor } from "../extract/types";
import type { Clock } from "./clock";
import type { RateLimiter } from "./limits/rate-limit";

export type Scope = "memories:read" | "memories:write";
export const SCOPES: readonly Scope[] = ["memories:read", "memories:write"];

/** Who acted, in the audit log's words. The CLI and admin API act as `dashboard`. */
export type Actor = "rest" | "mcp" | "dashboard" | "worker";

/** What every service needs from the running program. */
export interface Runtime {
  /** The storage every service goes through (issue 25); `db` is its connection, kept while call sites move. */
  store: Store;
  db: Db;
  clock: Clock;
  config: Config;
  /** Loaded once per process; commands that never embed get one that loads on first use. */
  embedder: Embedder;
  /** Fact extraction (`rules` or `ollama`), chosen by ENGRAM_EXTRACTOR. */
  extractor: Extractor;
  /** Per-account request windows of the key-authenticated API. */
  limiter: RateLimiter;
}

/** The caller behind an API key. */
export interface Principal {
  accountId: string;
  projectId: string;
  keyId: string;
  scopes: Scope[];
  tier: Tier;
}

export interface Ctx extends Runtime {
  actor: Actor;
  principal: Principal;
  ip: string | null;
}

/** Admin API, CLI and dashboard calls: no key, acting for the operator of the install. */
export interface AdminCtx extends Runtime {
  actor: "dashboard";
  ip: string | null;
}
