import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../src/app";
import { openInstall } from "../../src/boot";
import { loadConfig, type Config } from "../../src/config";
import { systemClock, type Clock } from "../../src/domain/clock";
import type { Runtime } from "../../src/domain/context";
import type { Storage } from "../../src/db";
import { setLogLevel } from "../../src/log";
import { loadEmbedder, type Embedder } from "../../src/embed";
import { lazyEmbedder } from "../../src/runtime/model";
import { testModelsDir } from "../embed/model-dir";
import { startWorker } from "../../src/domain/jobs/runner";
import { extractMemoryHandler } from "../../src/domain/jobs/extract-memory";
import { batchImportHandler } from "../../src/domain/jobs/batch-import";
import type { Extractor } from "../../src/extract/types";

setLogLevel("error");

/** One real int8 model per test process, loaded on first use and shared by every test app. */
export const sharedEmbedder: Embedder = lazyEmbedder(
  async () => loadEmbedder({ modelsDir: await testModelsDir(), modelId: "all-MiniLM-L6-v2", dtype: "q8" }),
  { modelId: "all-MiniLM-L6-v2", dtype: "q8" },
);

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  rt: Runtime;
  storage: Storage;
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
  close(): void;
}

/** The real app on a fresh data folder with a real SQLite file; requests go through `app.handle`. */
export function startTestApp(opts: { env?: Record<string, string>; clock?: Clock; extractor?: Extractor; embedder?: Embedder } = {}): TestApp {
  const dir = mkdtempSync(join(tmpdir(), "engram-test-"));
  const adminToken = "adm_test_token_0123456789";
  const config = loadConfig({ ENGRAM_DATA_DIR: dir, ENGRAM_ADMIN_TOKEN: adminToken, ENGRAM_LOG: "error", ...opts.env });
  const { storage, rt } = openInstall(config, { clock: opts.clock ?? systemClock, embedder: opts.embedder ?? sharedEmbedder, extractor: opts.extractor });
  const worker = startWorker(rt, { "extract-memory": extractMemoryHandler, "batch-import": batchImportHandler }, { autostart: false });
  const app = buildApp({
    rt,
    adminToken: () => adminToken,
    readiness: () => ({ database: true, model: { ready: true, id: config.embedModel, dims: 384, error: null } }),
  });
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
    storage,
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
    close() {
      storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A second key of the same project with only the given scopes. */
export async function keyWithScopes(t: TestApp, projectId: string, scopes: string[]): Promise<string> {
  const r = await t.admin("POST", "/keys", { project_id: projectId, scopes });
  if (r.status !== 201) throw new Error(`key create failed: ${JSON.stringify(r.body)}`);
  return r.body.api_key;
}

export function usage(t: TestApp, accountId: string, kind: "writes" | "queries"): number {
  const row = t.storage.sqlite.query("select coalesce(sum(used), 0) as n from usage_counters where account_id = ? and kind = ?").get(accountId, kind) as { n: number };
  return row.n;
}
