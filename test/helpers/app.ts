import { sql, type SQL } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../src/app";
import { openMigratedPgInstall, openSqliteInstall, type Opened } from "../../src/boot";
import { loadConfig, type Config } from "../../src/config";
import { systemClock, type Clock } from "../../src/domain/clock";
import type { Runtime } from "../../src/domain/context";
import type { Storage } from "../../src/db";
import { setLogLevel } from "../../src/log";
import { loadEmbedder, onDemandEmbedder, type Embedder } from "../../src/embed";
import { testModelsDir } from "../embed/model-dir";
import { startWorker } from "../../src/domain/jobs/runner";
import { extractMemoryHandler } from "../../src/domain/jobs/extract-memory";
import { batchImportHandler } from "../../src/domain/jobs/batch-import";
import type { Extractor } from "../../src/extract/types";
import { freshDatabaseSync, pgServerUrl, templateName } from "./pg";

setLogLevel("error");

/**
 * The backend the test apps run on: SQLite, or PostgreSQL with ENGRAM_TEST_BACKEND=postgres (issue 25:
 * one suite, two backends). The server is ENGRAM_TEST_DATABASE_URL's, else the shared script's local
 * one (test/helpers/pg.ts). Not ENGRAM_TEST_DATABASE_URL alone: CI sets it for test/pg's store tests in
 * the SQLite run too.
 */
export const backend: "sqlite" | "postgres" = process.env.ENGRAM_TEST_BACKEND === "postgres" ? "postgres" : "sqlite";
if (process.env.ENGRAM_TEST_BACKEND && !["sqlite", "postgres"].includes(process.env.ENGRAM_TEST_BACKEND)) {
  throw new Error(`ENGRAM_TEST_BACKEND: must be sqlite or postgres (got "${process.env.ENGRAM_TEST_BACKEND}")`);
}
/** True on PostgreSQL: SQLite-only tests (the file, WAL, vec0/FTS5 internals) say `describe.skipIf(pg)`. */
export const pg = backend === "postgres";
/** The server and the migrated template every app's database is cloned from (once per test process). */
const pgTemplate = pg ? { server: await pgServerUrl(), template: await templateName() } : null;

/** The environment that puts an install on this run's backend: a fresh database on PostgreSQL, nothing on SQLite. */
export function backendEnv(): { env: Record<string, string>; drop(): void } {
  if (!pgTemplate) return { env: {}, drop: () => undefined };
  const db = freshDatabaseSync(pgTemplate.server, pgTemplate.template);
  return { env: { ENGRAM_DATABASE_URL: db.url }, drop: db.dropSync };
}

/** One real int8 model per test process, loaded on first use and shared by every test app. */
export const sharedEmbedder: Embedder = onDemandEmbedder(
  async () => loadEmbedder({ modelsDir: await testModelsDir(), modelId: "all-MiniLM-L6-v2", dtype: "q8" }),
  { modelId: "all-MiniLM-L6-v2", dtype: "q8", idleMs: null },
);

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  rt: Runtime;
  /** The SQLite connections, for tests that look inside the file; throws on PostgreSQL. */
  storage: Storage;
  /** Rows of a probe query on either backend: `?` placeholders, bound in order (PostgreSQL folds unquoted names). */
  sql<T = Record<string, unknown>>(text: string, ...args: unknown[]): Promise<T[]>;
  /** The first row of a probe query, or undefined. */
  sqlOne<T = Record<string, unknown>>(text: string, ...args: unknown[]): Promise<T | undefined>;
  /** A statement that writes (a test setting up a state the API cannot make), in its own transaction. */
  sqlRun(text: string, ...args: unknown[]): Promise<void>;
  /** Closes the database and keeps its data (a test that reopens the install); `close` after. */
  closeDatabase(): Promise<void>;
  config: Config;
  dir: string;
  adminToken: string;
  req(method: string, path: string, opts?: { key?: string; body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<Response>;
  json(method: string, path: string, opts?: { key?: string; body?: unknown; raw?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; res: Response }>;
  /** Runs background jobs (extraction) until none is ready. */
  drain(): Promise<number>;
  signUp(body?: Record<string, unknown>): Promise<{ account_id: string; project_id: string; key_id: string; api_key: string; scopes: string[]; tier: string }>;
  /** POST /v1/memories with `key`; throws unless 201. */
  addMemory(key: string, body: Record<string, unknown>): Promise<{ id: string; content: string; status: string }>;
  admin(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Closes the app and removes its data (the data folder; on PostgreSQL its database). */
  close(): Promise<void>;
}

/**
 * The real app on a fresh data folder with a real database (the run's backend: a SQLite file, or a
 * PostgreSQL database cloned from the migrated template); requests go through `app.handle`.
 */
export function startTestApp(opts: { env?: Record<string, string>; clock?: Clock; extractor?: Extractor; embedder?: Embedder } = {}): TestApp {
  const dir = mkdtempSync(join(tmpdir(), "engram-test-"));
  const adminToken = "adm_test_token_0123456789";
  const database = backendEnv();
  const config = loadConfig({ ENGRAM_DATA_DIR: dir, ENGRAM_ADMIN_TOKEN: adminToken, ENGRAM_LOG: "error", ...database.env, ...opts.env });
  const installOpts = { clock: opts.clock ?? systemClock, embedder: opts.embedder ?? sharedEmbedder, extractor: opts.extractor };
  const opened: Opened = config.databaseUrl === null ? openSqliteInstall(config, installOpts) : openMigratedPgInstall(config, installOpts);
  const { rt } = opened;
  const worker = startWorker(rt, { "extract-memory": extractMemoryHandler, "batch-import": batchImportHandler }, { autostart: false });
  const app = buildApp({
    rt,
    adminToken: () => adminToken,
    readiness: () => ({ database: true, model: { ready: true, id: config.embedModel, dims: 384, error: null } }),
  });
  let closing: Promise<void> | undefined;
  const store = rt.store;
  const req: TestApp["req"] = (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.key) headers.authorization = `Bearer ${o.key}`;
    let body: string | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
    return app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
  };
  const json: TestApp["json"] = async (method, path, o) => {
    const res = await req(method, path, o);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, res };
  };
  return {
    app,
    rt,
    get storage(): Storage {
      if (!opened.storage) throw new Error("t.storage is the SQLite file's: this test looks inside SQLite (skip it on PostgreSQL or probe through t.rt.store)");
      return opened.storage;
    },
    sql: (text, ...args) => store.sql.all(rt.db, probe(text, args)),
    sqlOne: (text, ...args) => store.sql.one(rt.db, probe(text, args)),
    sqlRun: (text, ...args) => store.tx((tx) => store.sql.run(tx, probe(text, args))),
    closeDatabase: () => (closing ??= opened.close()),
    config,
    dir,
    adminToken,
    req,
    json,
    drain: () => worker.runUntilIdle(),
    async signUp(body = {}) {
      const r = await json("POST", "/v1/agents/init", { body });
      if (r.status !== 201) throw new Error(`sign-up failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    async addMemory(key, body) {
      const r = await json("POST", "/v1/memories", { key, body });
      if (r.status !== 201) throw new Error(`add memory failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    async admin(method, path, body) {
      const r = await json(method, `/admin/v1${path}`, { key: adminToken, body });
      return { status: r.status, body: r.body };
    },
    async close() {
      await (closing ??= opened.close());
      database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `text` with each `?` bound to the next of `args` (a drizzle query for either backend). */
function probe(text: string, args: unknown[]): SQL {
  const parts = text.split("?");
  if (parts.length !== args.length + 1) throw new Error(`probe: ${parts.length - 1} placeholders, ${args.length} values: ${text}`);
  return sql.join(parts.flatMap((part, i) => (i < args.length ? [sql.raw(part), sql`${args[i]}`] : [sql.raw(part)])));
}

/** A second key of the same project with only the given scopes. */
export async function keyWithScopes(t: TestApp, projectId: string, scopes: string[]): Promise<string> {
  const r = await t.admin("POST", "/keys", { project_id: projectId, scopes });
  if (r.status !== 201) throw new Error(`key create failed: ${JSON.stringify(r.body)}`);
  return r.body.api_key;
}

/** What the account used of `kind` (dialect-neutral: through the store). */
export async function usage(t: TestApp, accountId: string, kind: "writes" | "queries"): Promise<number> {
  const row = await t.rt.store.sql.one<{ n: number }>(t.rt.db, sql`select coalesce(sum(used), 0) as n from usage_counters where account_id = ${accountId} and kind = ${kind}`);
  return row?.n ?? 0;
}
