/**
 * Search and add latency at project scale (prints figures, asserts nothing):
 *   ORT_DISABLE_TELEMETRY=1 bun bench/search.ts            # 10k, 50k, 100k memories over 1,000 users
 *   ORT_DISABLE_TELEMETRY=1 bun bench/search.ts --quick    # 2k, 10k: a fast check
 *   ORT_DISABLE_TELEMETRY=1 bun bench/search.ts --max 50000 [--users 1000] [--requests 300]
 *
 * Issue 4's bars (2 cores, one project, query embedding and HTTP included), at 100,000 memories over
 * 1,000 users: user-scoped search p95 <= 15 ms, project-wide search p95 <= 60 ms, add p50 <= 15 ms.
 *
 * The real app listens on 127.0.0.1 (a free port) over a temp data folder; the model is the install's
 * default, from ENGRAM_MODELS_DIR or ./models (built there on first use, then reused). The database is
 * filled through the service's own batched write path (`createMemories` with the context the HTTP layer
 * builds), then one sequential client sends distinct queries over HTTP. A breakdown measured
 * in-process (query embedding, vec0 KNN with a fixed vector, row fetch, the audit + usage write, the
 * service call without HTTP, an authenticated HTTP round trip) tells where the time goes.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app";
import { openInstall } from "../src/boot";
import { loadConfig } from "../src/config";
import { vec, withTx } from "../src/db";
import { recordAudit } from "../src/domain/audit/record";
import type { Ctx } from "../src/domain/context";
import { authenticate } from "../src/domain/keys";
import { charge, QUERY } from "../src/domain/limits/meter";
import { createMemories, searchMemories, type CreateMemoryInput } from "../src/domain/memories";
import { adoptOrCheckModel } from "../src/domain/settings/model-record";
import { signUp } from "../src/domain/signup";
import type { Embedder } from "../src/embed";
import { setLogLevel } from "../src/log";
import { openEmbedder } from "../src/runtime/model";
import { loadEmbedder } from "../src/embed";
import { vecExtensionPath } from "../src/runtime/paths";
import { Database } from "bun:sqlite";
import { AGENTS, memoryText, queries, rng, userIdOf } from "./lib/corpus";

// ---------------------------------------------------------------- options

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith("--")) throw new Error(`--${name} needs a value`);
  return v;
}
const intFlag = (name: string, dflt: number) => {
  const v = flag(name);
  if (v === undefined) return dflt;
  const n = Number(v.replaceAll("_", "").replace(/k$/i, "000"));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer (got ${v})`);
  return n;
};

const QUICK = process.argv.includes("--quick");
const MAX = intFlag("max", QUICK ? 10_000 : 100_000);
const USERS = intFlag("users", 1000);
const REQUESTS = intFlag("requests", QUICK ? 200 : 300);
const BATCH = 256; // items per createMemories call
const FILL_SESSIONS = intFlag("fill-sessions", 2);
const WARMUP = 20;
const SIZES = QUICK && flag("max") === undefined ? [2_000, 10_000] : [...new Set([10_000, Math.round(MAX / 2), MAX])].filter((n) => n <= MAX).sort((a, b) => a - b);
const BARS = { userP95: 15, projectP95: 60, addP50: 15 };

if (process.env.ORT_DISABLE_TELEMETRY !== "1") {
  console.log("note: ORT_DISABLE_TELEMETRY=1 is not set; ONNX Runtime may write under ~/.cache/Microsoft");
}

// ---------------------------------------------------------------- helpers

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
const f1 = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const int = (n: number) => Math.round(n).toLocaleString("en-US");
const tri = (xs: number[]) => `${f1(pct(xs, 50))} / ${f1(pct(xs, 95))} / ${f1(pct(xs, 99))}`;
const duo = (xs: number[]) => `${f1(pct(xs, 50))} / ${f1(pct(xs, 95))}`;
const say = (s: string) => process.stderr.write(`${s}\n`);
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

// A macrotask between calls, as between two HTTP requests: without it an in-process loop of embedOne
// calls starts each call before the embedder has settled the previous one, which skips its batching
// window and would show a time no HTTP client sees.
const gap = () => new Promise<void>((resolve) => setImmediate(resolve));

async function timeAsync(n: number, f: (i: number) => Promise<unknown>, warm = WARMUP): Promise<number[]> {
  for (let i = 0; i < warm; i++) await f(-1 - i);
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    await gap();
    const t = performance.now();
    await f(i);
    xs.push(performance.now() - t);
  }
  return xs;
}

function timeSync(n: number, f: (i: number) => unknown, warm = 10): number[] {
  for (let i = 0; i < warm; i++) f(-1 - i);
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    f(i);
    xs.push(performance.now() - t);
  }
  return xs;
}

// ---------------------------------------------------------------- the install

const started = performance.now();
setLogLevel("error");
const dataDir = mkdtempSync(join(tmpdir(), "engram-bench-search-"));
const adminTokenValue = "adm_bench_search_0123456789";
const config = loadConfig({
  ENGRAM_DATA_DIR: dataDir,
  ENGRAM_MODELS_DIR: process.env.ENGRAM_MODELS_DIR || "./models",
  ENGRAM_HOST: "127.0.0.1",
  ENGRAM_PORT: "0",
  ENGRAM_LOG: "error",
  ENGRAM_ADMIN_TOKEN: adminTokenValue,
});

let cleanup = async () => {
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  void cleanup().finally(() => process.exit(130));
});

try {
  await main();
} finally {
  await cleanup();
}

async function main(): Promise<void> {
  console.log(`engram search bench: ${cpus().length} cores, sizes ${SIZES.map(int).join(" / ")} memories over ${int(USERS)} users, ${REQUESTS} requests per measurement after ${WARMUP} warm-up`);
  console.log(`load average at start: ${load()} (other processes on this machine skew every figure)`);

  let t = performance.now();
  const embedder = await openEmbedder(config);
  const { storage, rt } = openInstall(config, { embedder });
  adoptOrCheckModel(rt, { id: embedder.modelId, dims: embedder.dims });
  const app = buildApp({
    rt,
    adminToken: () => adminTokenValue,
    readiness: () => ({ database: true, model: { ready: true, id: embedder.modelId, dims: embedder.dims, error: null } }),
  });
  app.listen({ hostname: "127.0.0.1", port: 0 });
  const server = app.server!;
  const url = `http://127.0.0.1:${server.port}`;
  cleanup = async () => {
    await server.stop(true);
    storage.close();
    await embedder.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  console.log(`model ${embedder.modelId} ${embedder.dtype} from ${config.modelsDir} (load ${f1(embedder.loadMs)} ms), server ${url}, ready in ${f1(performance.now() - t)} ms`);

  const account = signUp(rt, { name: "bench", ip: "127.0.0.1" });
  const principal = authenticate(rt, `Bearer ${account.api_key}`);
  const ctx: Ctx = { ...rt, actor: "rest", principal, ip: null };
  const sqlite = storage.sqlite;
  const countStmt = sqlite.prepare("select count(*) as n from memories where project_id = ? and deleted_at is null");
  const count = () => (countStmt.get(principal.projectId) as { n: number }).n;
  const dbBytes = () => ["engram.db", "engram.db-wal"].reduce((s, f) => s + (statSync(join(dataDir, f), { throwIfNoEntry: false })?.size ?? 0), 0);

  // The fill runs FILL_SESSIONS createMemories calls at once, each with its own single-thread session
  // of the same model (same files, same dtype): the cores embed in parallel and one batch's transaction
  // overlaps another's embedding. Searches and adds use the server's own embedder. Embedding time is
  // summed per session, so the share can exceed 100% when sessions overlap.
  let fillEmbedMs = 0;
  const timed = (e: Embedder): Embedder => ({
    modelId: e.modelId,
    dims: e.dims,
    dtype: e.dtype,
    loadMs: e.loadMs,
    get stats() {
      return e.stats;
    },
    async embed(texts) {
      const t0 = performance.now();
      try {
        return await e.embed(texts);
      } finally {
        fillEmbedMs += performance.now() - t0;
      }
    },
    embedOne: (text) => e.embedOne(text),
    close: () => e.close(),
  });
  const fillSessions =
    FILL_SESSIONS === 1
      ? [embedder]
      : await Promise.all(Array.from({ length: FILL_SESSIONS }, () => loadEmbedder({ modelsDir: config.modelsDir, modelId: config.embedModel, dtype: config.embedDtype, threads: 1 })));
  const fillCtxs: Ctx[] = fillSessions.map((e) => ({ ...ctx, embedder: timed(e) }));
  const closeServer = cleanup;
  cleanup = async () => {
    for (const e of fillSessions) if (e !== embedder) await e.close();
    await closeServer();
  };

  const r = rng(42);
  const nextInput = (): CreateMemoryInput => {
    const input: CreateMemoryInput = { content: memoryText(r), user_id: userIdOf(Math.floor(r() * USERS)) };
    const a = r();
    if (a < 0.6) input.agent_id = AGENTS[Math.floor(a * 10) % AGENTS.length]!;
    if (r() < 0.2) input.run_id = `run-${Math.floor(r() * 1e6).toString(36)}`;
    if (r() < 0.5) input.metadata = { source: "chat", turn: Math.floor(r() * 40) };
    return input;
  };

  async function fillTo(target: number): Promise<{ added: number; ms: number; embedMs: number }> {
    const from = count();
    let queued = from;
    let done = from;
    const t0 = performance.now();
    const e0 = fillEmbedMs;
    let lastNote = t0;
    const worker = async (fillCtx: Ctx) => {
      while (queued < target) {
        const inputs = Array.from({ length: Math.min(BATCH, target - queued) }, nextInput);
        queued += inputs.length;
        // Similar lengths in one model call pad less; the order of a batch's items means nothing.
        inputs.sort((a, b) => a.content.length - b.content.length);
        await createMemories(fillCtx, inputs);
        done += inputs.length;
        if (performance.now() - lastNote > 15_000) {
          lastNote = performance.now();
          say(`  fill ${int(done)} / ${int(target)}: ${int(((done - from) / (lastNote - t0)) * 1000)} memories/s, load ${load()}`);
        }
      }
    };
    await Promise.all(fillCtxs.map(worker));
    return { added: done - from, ms: performance.now() - t0, embedMs: fillEmbedMs - e0 };
  }

  const headers = { authorization: `Bearer ${account.api_key}`, "content-type": "application/json" };
  async function call(method: string, path: string, body?: unknown): Promise<any> {
    const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text);
  }

  const nextQuery = queries(7);
  const qr = rng(99);
  const someUser = () => userIdOf(Math.floor(qr() * USERS));
  const fixedVector = (await embedder.embed(["what food allergies do I have"]))[0]!;
  const rowsStmt = sqlite.prepare(`select seq, id, content, user_id as userId, agent_id as agentId, metadata from memories
  where seq in (select value from json_each(?)) and deleted_at is null`);

  const chunkStmt = sqlite.prepare("select count(*) as n from memory_vectors_chunks");
  // What-if, for the report only: the same KNN on a second, read-only connection with a large page
  // cache, and with memory-mapped I/O (the server's connection keeps SQLite's defaults).
  const dbFile = join(dataDir, "engram.db");
  const whatIf = (pragma: string) => {
    const c = new Database(dbFile, { readonly: true });
    c.loadExtension(vecExtensionPath());
    c.exec(pragma);
    return c;
  };

  interface Row {
    size: number;
    chunks: number;
    count: number;
    users: number;
    dbMb: number;
    fill: { added: number; ms: number; embedMs: number };
    user: number[];
    project: number[];
    add: number[];
    userHits: number;
    projectHits: number;
    parts: Record<string, number[]>;
  }
  const rows: Row[] = [];

  for (const size of SIZES) {
    say(`filling to ${int(size)} ...`);
    const fill = await fillTo(size);
    sqlite.exec("PRAGMA wal_checkpoint(PASSIVE)");
    const n = count();
    const users = (sqlite.prepare("select count(distinct user_id) as n from memories where project_id = ?").get(principal.projectId) as { n: number }).n;
    say(`  ${int(n)} memories (${int(fill.added)} added in ${f1(fill.ms / 1000)} s); measuring, load ${load()}`);

    // ---- over HTTP, one sequential client, a fresh query string every request
    let userHits = 0;
    let projectHits = 0;
    const user = await timeAsync(REQUESTS, async (i) => {
      const out = await call("POST", "/v1/memories/search", { query: nextQuery(), user_id: someUser() });
      if (i >= 0) userHits += out.results.length;
    });
    const project = await timeAsync(REQUESTS, async (i) => {
      const out = await call("POST", "/v1/memories/search", { query: nextQuery() });
      if (i >= 0) projectHits += out.results.length;
    });
    const add = await timeAsync(REQUESTS, () => call("POST", "/v1/memories", nextInput()));

    // ---- where the time goes, in-process
    const parts: Record<string, number[]> = {};
    const N = Math.min(REQUESTS, 200);
    const NP = Math.min(REQUESTS, 100);
    parts.embedOne = await timeAsync(N, () => embedder.embedOne(nextQuery()));
    parts.modelOnly = await timeAsync(N, () => embedder.embed([nextQuery()]));
    const seqSets: string[] = [];
    parts.knnUser = timeSync(N, (i) => {
      const hits = vec.knn(sqlite, fixedVector, { projectId: principal.projectId, userId: someUser(), k: 15 });
      if (i >= 0) seqSets.push(JSON.stringify(hits.map((h) => h.seq)));
    });
    parts.knnProject = timeSync(NP, () => vec.knn(sqlite, fixedVector, { projectId: principal.projectId, k: 15 }), 3);
    for (const [key, pragma] of [["knnProjectCache", "PRAGMA cache_size = -1000000"], ["knnProjectMmap", "PRAGMA mmap_size = 2000000000"]] as const) {
      const c = whatIf(pragma);
      parts[key] = timeSync(Math.min(NP, 50), () => vec.knn(c, fixedVector, { projectId: principal.projectId, k: 15 }), 3);
      c.close();
    }
    parts.rows = timeSync(N, (i) => rowsStmt.all(seqSets[Math.max(0, i) % seqSets.length]!));
    const ids = Array.from({ length: 15 }, (_, i) => `mem_bench_${i}`);
    parts.auditTx = timeSync(N, () =>
      withTx(ctx.db, (tx) => {
        charge(tx, ctx, QUERY);
        recordAudit(tx, ctx, { action: "read", userId: "user-0001", meta: { endpoint: "memories.search", memories: 15 }, read: { memories: ids, facts: [] } });
      }),
    );
    parts.serviceUser = await timeAsync(N, () => searchMemories(ctx, { query: nextQuery(), user_id: someUser() }));
    parts.serviceProject = await timeAsync(NP, () => searchMemories(ctx, { query: nextQuery() }), 3);
    parts.ping = await timeAsync(N, () => call("GET", "/v1/ping"));

    const row: Row = { size, chunks: (chunkStmt.get() as { n: number }).n, count: n, users, dbMb: dbBytes() / 1e6, fill, user, project, add, userHits: userHits / REQUESTS, projectHits: projectHits / REQUESTS, parts };
    rows.push(row);
    say(`  user p95 ${f1(pct(user, 95))} ms, project p95 ${f1(pct(project, 95))} ms, add p50 ${f1(pct(add, 50))} ms`);
  }

  // ---------------------------------------------------------------- report
  const w = 10;
  const pad = (s: string, n = w) => s.padStart(n);
  console.log("");
  console.log(`== Over HTTP (one sequential client, distinct queries, query embedding included), ms p50 / p95 / p99`);
  console.log(`${pad("memories")} ${pad("users", 6)} ${pad("user-scoped search", 22)} ${pad("project-wide search", 22)} ${pad("add (POST /v1/memories)", 24)} ${pad("hits u/p", 9)}`);
  for (const x of rows) {
    console.log(`${pad(int(x.count))} ${pad(int(x.users), 6)} ${pad(tri(x.user), 22)} ${pad(tri(x.project), 22)} ${pad(tri(x.add), 24)} ${pad(`${f1(x.userHits)}/${f1(x.projectHits)}`, 9)}`);
  }
  if (rows.length > 1) {
    const a = rows[0]!;
    const b = rows[rows.length - 1]!;
    const g = (k: "user" | "project") => `${f1(pct(a[k], 50))} -> ${f1(pct(b[k], 50))} ms p50 (x${(pct(b[k], 50) / pct(a[k], 50)).toFixed(2)}), ${f1(pct(a[k], 95))} -> ${f1(pct(b[k], 95))} ms p95 (x${(pct(b[k], 95) / pct(a[k], 95)).toFixed(2)})`;
    console.log(`growth ${int(a.count)} -> ${int(b.count)} memories (x${(b.count / a.count).toFixed(1)}):`);
    console.log(`  user-scoped:  ${g("user")}`);
    console.log(`  project-wide: ${g("project")}`);
  }

  console.log("");
  console.log(`== Where the time goes (in-process, same connection), ms p50 / p95`);
  const cols: [string, string][] = [
    ["embedOne", "embedOne (q)"],
    ["modelOnly", "embed([q])"],
    ["knnUser", "knn user"],
    ["knnProject", "knn project"],
    ["knnProjectCache", "(cache 1GB)"],
    ["knnProjectMmap", "(mmap 2GB)"],
    ["rows", "rows (15)"],
    ["auditTx", "audit+usage tx"],
    ["serviceUser", "svc user"],
    ["serviceProject", "svc project"],
    ["ping", "HTTP ping"],
  ];
  const cw = 15;
  console.log(`${pad("memories")} ${cols.map(([, h]) => pad(h, cw)).join(" ")}`);
  for (const x of rows) console.log(`${pad(int(x.count))} ${cols.map(([k]) => pad(duo(x.parts[k]!), cw)).join(" ")}`);
  console.log(`  embedOne (q): the call the service makes (a lone request waits the embedder's batching window);`);
  console.log(`  embed([q]): the model call alone; knn: vec.knn with one fixed vector, k=15 (user: random user);`);
  console.log(`  rows: the search's row fetch of 15 seqs; audit+usage tx: the write transaction every search does;`);
  console.log(`  (cache 1GB) / (mmap 2GB): knn project on a 2nd read-only connection with that PRAGMA (what-if; the server uses defaults);`);
  console.log(`  svc: searchMemories() without HTTP; HTTP ping: GET /v1/ping (auth + routing + HTTP round trip).`);
  console.log(`  vec0 chunks (128 slots each) per size: ${rows.map((x) => `${int(x.count)}: ${int(x.chunks)}`).join(", ")}`);

  console.log("");
  console.log(`== Fill through createMemories (batches of ${BATCH}, one transaction each; ${FILL_SESSIONS} at once, each with its own ${FILL_SESSIONS === 1 ? "(the server's)" : "single-thread"} model session)`);
  console.log(`${pad("memories")} ${pad("added", 8)} ${pad("seconds", 8)} ${pad("memories/s", 11)} ${pad("embedding", 10)} ${pad("db MB", 8)}`);
  for (const x of rows) {
    console.log(`${pad(int(x.count))} ${pad(int(x.fill.added), 8)} ${pad(f1(x.fill.ms / 1000), 8)} ${pad(int((x.fill.added / x.fill.ms) * 1000), 11)} ${pad(`${int((x.fill.embedMs / x.fill.ms) * 100)}%`, 10)} ${pad(int(x.dbMb), 8)}`);
  }

  const last = rows[rows.length - 1]!;
  console.log("");
  console.log(`== Issue 4 bars at ${int(last.count)} memories${last.size === 100_000 && USERS === 1000 ? "" : ` (the bars are stated for 100,000 over 1,000 users; this run's largest size is ${int(last.size)} over ${int(USERS)})`}`);
  const verdict = (v: number, bar: number) => `${f1(v)} ms vs <= ${bar} ms: ${v <= bar ? "met" : "MISSED"}`;
  console.log(`  user-scoped search p95   ${verdict(pct(last.user, 95), BARS.userP95)}`);
  console.log(`  project-wide search p95  ${verdict(pct(last.project, 95), BARS.projectP95)}`);
  console.log(`  add p50                  ${verdict(pct(last.add, 50), BARS.addP50)}`);
  console.log(`load average at end: ${load()}; total ${f1((performance.now() - started) / 1000)} s`);
}
