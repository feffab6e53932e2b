import { resolve } from "node:path";
import type { LogLevel } from "./log";

export const TIERS = ["hobby", "developer", "team", "scale", "unlimited"] as const;
export type Tier = (typeof TIERS)[number];

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly modelsDir: string;
  readonly embedModel: string;
  /** `q8` (int8, default: fast) or `fp32` (exact reference weights). */
  readonly embedDtype: "q8" | "fp32";
  readonly extractor: "rules" | "ollama";
  readonly ollamaHost: string;
  readonly ollamaModel: string;
  readonly extraction: "async" | "inline";
  readonly signup: "open" | "closed";
  readonly defaultTier: Tier;
  readonly dailyModelBudget: number | null;
  readonly webhookAllowPrivate: boolean;
  /** On: GET /metrics answers without the admin token (for a scraper inside a trusted network). */
  readonly metricsPublic: boolean;
  readonly adminToken: string | null;
  readonly logLevel: LogLevel;
  /** The address clients use to reach this install; named in the hosted-key 401 message and OpenAPI. */
  readonly publicUrl: string;
  /** Where `engram models pull` downloads from (Hugging Face's own HF_ENDPOINT variable). */
  readonly hfEndpoint: string;
  /** ENGRAM_DATABASE_URL: state in PostgreSQL instead of the SQLite file (contract §11); null: SQLite. */
  readonly databaseUrl: string | null;
  /**
   * ENGRAM_JOB_LEASE_SECONDS (default 60): how long a claimed job is its runner's. A runner renews the
   * leases of the jobs it is running, so only a runner that died (its node killed) lets one run out, and
   * another node's runner takes the job over then. Tests shorten it to see that happen in seconds.
   */
  readonly jobLeaseSeconds: number;
  /**
   * ENGRAM_RUNNER_IDLE_SECONDS (default 60; 0: never): `engram serve`'s job runner exits after this long
   * without a job, giving back all it holds (its model, extractor and heap: 90-180 MB), and the server
   * starts it again when work comes.
   */
  readonly runnerIdleSeconds: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = "ConfigError";
  }
}

type Source = Record<string, string | undefined>;

/**
 * Every setting a flag may name (lower case, `_` or `-`): a misspelt one is refused, not silently ignored.
 * `pick` takes only these names, so a new setting read below must be listed here.
 */
const SETTINGS = [
  "ENGRAM_HOST", "ENGRAM_PORT", "ENGRAM_DATA_DIR", "ENGRAM_MODELS_DIR", "ENGRAM_EMBED_MODEL", "ENGRAM_EMBED_DTYPE",
  "ENGRAM_EXTRACTOR", "OLLAMA_HOST", "ENGRAM_OLLAMA_MODEL", "ENGRAM_EXTRACTION", "ENGRAM_SIGNUP", "ENGRAM_DEFAULT_TIER",
  "ENGRAM_DAILY_MODEL_BUDGET", "ENGRAM_WEBHOOK_ALLOW_PRIVATE", "ENGRAM_METRICS_PUBLIC", "ENGRAM_ADMIN_TOKEN", "ENGRAM_LOG",
  "ENGRAM_PUBLIC_URL", "HF_ENDPOINT", "ENGRAM_DATABASE_URL", "ENGRAM_JOB_LEASE_SECONDS", "ENGRAM_RUNNER_IDLE_SECONDS",
] as const;

type Setting = (typeof SETTINGS)[number];

function pick(name: Setting, env: Source, flags: Source): string | undefined {
  // A flag of the same name in lower case wins over the environment (contract §2).
  const lower = name.toLowerCase();
  const fromFlag = flags[lower] ?? flags[lower.replaceAll("_", "-")];
  const raw = fromFlag ?? env[name];
  return raw === undefined || raw === "" ? undefined : raw;
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], dflt: T): T {
  if (value === undefined) return dflt;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(", ")} (got "${value}")`);
  }
  return value as T;
}

function bool(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  if (["1", "true", "on", "yes"].includes(value.toLowerCase())) return true;
  if (["0", "false", "off", "no"].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `must be on/off, true/false or 1/0 (got "${value}")`);
}

/** Whether a command-line flag is a setting's (`--engram_port`, `--engram-port`, `--ollama_host`, ...). */
export function isSettingFlag(flag: string): boolean {
  return (SETTINGS as readonly string[]).includes(flag.toUpperCase().replaceAll("-", "_"));
}

/** An http(s) address, as a client would be told to use (ENGRAM_PUBLIC_URL) or as downloads go (HF_ENDPOINT). */
function httpUrl(name: string, value: string): void {
  let ok = false;
  try {
    ok = ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    // not a URL
  }
  if (!ok) throw new ConfigError(name, `must be an http:// or https:// address (got "${value}")`);
}

export function loadConfig(env: Source = process.env, flags: Source = {}): Config {
  for (const f of Object.keys(flags)) {
    if (/^(engram|ollama|hf)[_-]/i.test(f) && !isSettingFlag(f)) {
      throw new ConfigError(`--${f}`, "is not a setting (see the configuration table in the README)");
    }
  }
  const host = pick("ENGRAM_HOST", env, flags) ?? "127.0.0.1";
  const portRaw = pick("ENGRAM_PORT", env, flags) ?? "8420";
  if (!/^\d+$/.test(portRaw) || Number(portRaw) > 65535) {
    throw new ConfigError("ENGRAM_PORT", `must be an integer from 0 to 65535 (got "${portRaw}")`);
  }
  const port = Number(portRaw);
  const budgetRaw = pick("ENGRAM_DAILY_MODEL_BUDGET", env, flags);
  if (budgetRaw !== undefined && !/^\d+$/.test(budgetRaw)) {
    throw new ConfigError("ENGRAM_DAILY_MODEL_BUDGET", `must be a non-negative integer (got "${budgetRaw}")`);
  }
  const ollamaHost = pick("OLLAMA_HOST", env, flags) ?? "http://127.0.0.1:11434";
  try {
    new URL(ollamaHost.includes("://") ? ollamaHost : `http://${ollamaHost}`);
  } catch {
    throw new ConfigError("OLLAMA_HOST", `is not a valid address (got "${ollamaHost}")`);
  }
  const embedModel = pick("ENGRAM_EMBED_MODEL", env, flags) ?? "all-MiniLM-L6-v2";
  if (embedModel.includes("..") || embedModel.startsWith("/")) {
    throw new ConfigError("ENGRAM_EMBED_MODEL", `must be a model id under the models folder (got "${embedModel}")`);
  }
  const leaseRaw = pick("ENGRAM_JOB_LEASE_SECONDS", env, flags) ?? "60";
  if (!/^\d+$/.test(leaseRaw) || Number(leaseRaw) < 1) {
    throw new ConfigError("ENGRAM_JOB_LEASE_SECONDS", `must be a whole number of seconds, at least 1 (got "${leaseRaw}")`);
  }
  const idleRaw = pick("ENGRAM_RUNNER_IDLE_SECONDS", env, flags) ?? "60";
  if (!/^\d+$/.test(idleRaw)) {
    throw new ConfigError("ENGRAM_RUNNER_IDLE_SECONDS", `must be a whole number of seconds, 0 for never (got "${idleRaw}")`);
  }
  const databaseUrl = pick("ENGRAM_DATABASE_URL", env, flags) ?? null;
  if (databaseUrl !== null) checkDatabaseUrl(databaseUrl);
  const publicUrl = pick("ENGRAM_PUBLIC_URL", env, flags) ?? `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  httpUrl("ENGRAM_PUBLIC_URL", publicUrl);
  const hfEndpoint = pick("HF_ENDPOINT", env, flags) ?? "https://huggingface.co";
  httpUrl("HF_ENDPOINT", hfEndpoint);
  return Object.freeze({
    host,
    port,
    dataDir: resolve(pick("ENGRAM_DATA_DIR", env, flags) ?? "./data"),
    modelsDir: resolve(pick("ENGRAM_MODELS_DIR", env, flags) ?? "./models"),
    embedModel,
    embedDtype: oneOf("ENGRAM_EMBED_DTYPE", pick("ENGRAM_EMBED_DTYPE", env, flags), ["q8", "fp32"] as const, "q8"),
    extractor: oneOf("ENGRAM_EXTRACTOR", pick("ENGRAM_EXTRACTOR", env, flags), ["rules", "ollama"] as const, "rules"),
    ollamaHost,
    ollamaModel: pick("ENGRAM_OLLAMA_MODEL", env, flags) ?? "qwen2.5:3b",
    extraction: oneOf("ENGRAM_EXTRACTION", pick("ENGRAM_EXTRACTION", env, flags), ["async", "inline"] as const, "async"),
    signup: oneOf("ENGRAM_SIGNUP", pick("ENGRAM_SIGNUP", env, flags), ["open", "closed"] as const, "open"),
    defaultTier: oneOf("ENGRAM_DEFAULT_TIER", pick("ENGRAM_DEFAULT_TIER", env, flags), TIERS, "unlimited"),
    dailyModelBudget: budgetRaw === undefined ? null : Number(budgetRaw),
    webhookAllowPrivate: bool("ENGRAM_WEBHOOK_ALLOW_PRIVATE", pick("ENGRAM_WEBHOOK_ALLOW_PRIVATE", env, flags)),
    metricsPublic: bool("ENGRAM_METRICS_PUBLIC", pick("ENGRAM_METRICS_PUBLIC", env, flags)),
    adminToken: pick("ENGRAM_ADMIN_TOKEN", env, flags) ?? null,
    logLevel: oneOf("ENGRAM_LOG", pick("ENGRAM_LOG", env, flags), ["debug", "info", "warn", "error"] as const, "info"),
    publicUrl,
    hfEndpoint,
    databaseUrl,
    jobLeaseSeconds: Number(leaseRaw),
    runnerIdleSeconds: Number(idleRaw),
  });
}

/** Only PostgreSQL is supported past SQLite. The refusal never echoes the URL: it may carry a password. */
function checkDatabaseUrl(raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("ENGRAM_DATABASE_URL", "is not a valid URL (expected postgres://user:password@host:port/database)");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new ConfigError("ENGRAM_DATABASE_URL", `must be a postgres:// or postgresql:// URL: only PostgreSQL is supported (got a "${url.protocol.replace(/:$/, "")}" URL); unset it to use the SQLite file in ENGRAM_DATA_DIR`);
  }
  if (url.pathname === "" || url.pathname === "/") {
    throw new ConfigError("ENGRAM_DATABASE_URL", "names no database (expected postgres://user:password@host:port/database)");
  }
}
