/**
 * Recall quality and speed (prints figures, asserts nothing):
 *   ORT_DISABLE_TELEMETRY=1 bun bench/recall.ts            # quality + 100,000 memories / 1,000 facts
 *   ORT_DISABLE_TELEMETRY=1 bun bench/recall.ts --quick    # quality + 10,000 memories / 300 facts
 *   ORT_DISABLE_TELEMETRY=1 bun bench/recall.ts --memories 50000 --facts 1000 --requests 300 [--skip-quality] [--skip-scale]
 *   ORT_DISABLE_TELEMETRY=1 bun bench/recall.ts --skip-quality --data /tmp/recall-100k   # fill once, measure again later
 *   ORT_DISABLE_TELEMETRY=1 bun bench/recall.ts --skip-quality --text-pool 5000           # fill fast: texts drawn from 5,000
 *
 * Issue 6's bars:
 *  (1) Quality. A scripted conversation of 210 turns with one end user (test/fixtures/recall/
 *      conversation.jsonl: moves, a job change, preferences, family, plans) goes through the real pipeline
 *      (POST /v1/memories, then the extraction worker drained, default `rules` extractor), on a clock set
 *      to the day after the last turn. For each of 50 questions (questions.jsonl, supporting turns
 *      labelled) GET /v1/context is asked at budgets 400, 800 and 2,000; a question is supported when the
 *      block holds a supporting turn's memory or a fact that one of them states. Bar at 800: >= 0.85.
 *      The share of blocks that contain the expected answer text is printed beside it (informative).
 *  (2) Speed. 100,000 memories in one project (filled through the batched write path `createMemories`,
 *      over 1,000 end users plus the measured one) and 1,000 facts for the measured user (direct writes,
 *      `createFact`); one sequential client over real HTTP. Bars on 2 cores: context p95 <= 40 ms
 *      (user-scoped, default budget), profile p95 <= 10 ms. A project-wide context (no user_id) is printed
 *      for information; an in-process breakdown says where the time goes.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app";
import { openSqliteInstall } from "../src/boot";
import { loadConfig } from "../src/config";
import { vec } from "../src/db";
import { parseTimestamp, type Clock } from "../src/domain/clock";
import type { Ctx } from "../src/domain/context";
import { createFact } from "../src/domain/facts";
import { extractMemoryHandler } from "../src/domain/jobs/extract-memory";
import { startWorker } from "../src/domain/jobs/runner";
import { authenticate } from "../src/domain/keys";
import { createMemories, type CreateMemoryInput } from "../src/domain/memories";
import { getContext, getProfile } from "../src/domain/recall";
import { rankedOpenFacts } from "../src/domain/recall/facts";
import { adoptOrCheckModel } from "../src/domain/settings/model-record";
import { signUp } from "../src/domain/signup";
import type { Embedder } from "../src/embed";
import { setLogLevel } from "../src/log";
import { openEmbedder } from "../src/runtime/model";
import { memoryText, queries, userIdOf } from "./lib/corpus";
import { mulberry32 } from "../test/helpers/rng";
import { f1, flag, int, intFlag, load, pct, say, timeAsync, timeSync, tri } from "./lib/measure";

// ---------------------------------------------------------------- options

const QUICK = process.argv.includes("--quick");
const MEMORIES = intFlag("memories", QUICK ? 10_000 : 100_000);
const FACTS = intFlag("facts", QUICK ? 300 : 1_000);
const USERS = intFlag("users", 1000);
const REQUESTS = intFlag("requests", QUICK ? 100 : 300);
/** Query pairs (hybrid and semantic-only) for the issue-10 latency ratio. */
const PAIRS = intFlag("pairs", QUICK ? 200 : 1_000);
const SKIP_QUALITY = process.argv.includes("--skip-quality");
const SKIP_SCALE = process.argv.includes("--skip-scale");
/**
 * Memory texts drawn from a pool of this many generated texts, each embedded once by the real model (0: every
 * text generated and embedded on its own). On a loaded 2-core machine the model embeds 10-200 texts a second,
 * so 100,000 distinct texts can take hours; a pool keeps the word statistics of the generator (each word's
 * share of rows, what the keyword index reads) and real vectors, with repeats. Measure two versions on the
 * same filled install (--data, copied) so both see the same rows.
 */
const TEXT_POOL = intFlag("text-pool", 0);
/** Keep the scale install in this folder and reuse it when it is already filled (same sizes). */
const DATA = flag("data");
const WARMUP = 20;
const BATCH = 256;
const BUDGETS = [400, 800, 2000];
const BARS = { quality800: 0.85, contextP95: 40, profileP95: 10 };
const ME = "maya";
/** Share of the project's memories that belong to the measured user. */
const MY_MEMORIES = Math.min(2000, Math.round(MEMORIES / 100));

if (process.env.ORT_DISABLE_TELEMETRY !== "1") {
  console.log("note: ORT_DISABLE_TELEMETRY=1 is not set; ONNX Runtime may write under ~/.cache/Microsoft");
}

// ---------------------------------------------------------------- helpers

const f2 = (n: number) => n.toFixed(2);



/** A clock that starts at a chosen instant and runs at real speed (strictly increasing). */
function clockFrom(iso: string): Clock {
  const base = parseTimestamp(iso)!;
  const t0 = performance.now();
  let last = 0;
  return {
    nowMicros() {
      const us = base + Math.floor((performance.now() - t0) * 1000);
      last = us > last ? us : last + 1;
      return last;
    },
  };
}

const fixtureDir = join(import.meta.dir, "..", "test", "fixtures", "recall");
const readJsonl = <T>(file: string): T[] =>
  readFileSync(join(fixtureDir, file), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);

// ---------------------------------------------------------------- the install

const started = performance.now();
setLogLevel("error");
const cleanups: (() => Promise<void> | void)[] = [];
process.on("SIGINT", () => {
  void runCleanups().finally(() => process.exit(130));
});
async function runCleanups() {
  for (const c of cleanups.splice(0).reverse()) await c();
}

function install(name: string, clock?: Clock, dir?: string) {
  if (dir) mkdirSync(dir, { recursive: true });
  const dataDir = dir ?? mkdtempSync(join(tmpdir(), `engram-bench-recall-${name}-`));
  const adminToken = "adm_bench_recall_0123456789";
  const config = loadConfig({
    ENGRAM_DATA_DIR: dataDir,
    ENGRAM_MODELS_DIR: process.env.ENGRAM_MODELS_DIR || "./models",
    ENGRAM_HOST: "127.0.0.1",
    ENGRAM_PORT: "0",
    ENGRAM_LOG: "error",
    ENGRAM_ADMIN_TOKEN: adminToken,
  });
  return { config, dataDir, adminToken, open: (e: Embedder) => openSqliteInstall(config, { embedder: e, clock }) };
}

try {
  await main();
} finally {
  await runCleanups();
}

async function main(): Promise<void> {
  console.log(`engram recall bench: ${cpus().length} cores; load average at start ${load()}`);
  const first = install("quality", clockFrom("2026-03-16T09:00:00Z"));
  const embedder = await openEmbedder(first.config);
  cleanups.push(() => embedder.close());
  console.log(`model ${embedder.modelId} ${embedder.dtype} from ${first.config.modelsDir} (load ${f1(embedder.loadMs)} ms)`);
  if (!SKIP_QUALITY) await quality(first, embedder);
  else rmSync(first.dataDir, { recursive: true, force: true });
  if (!SKIP_SCALE) await scale(embedder);
  console.log(`load average at end: ${load()}; total ${f1((performance.now() - started) / 1000)} s`);
}

// ---------------------------------------------------------------- (1) quality

interface Turn {
  id: string;
  at: string;
  text: string;
}
interface Question {
  id: string;
  question: string;
  support: string[];
  answer: string;
}

async function quality(inst: ReturnType<typeof install>, embedder: Embedder): Promise<void> {
  const turns = readJsonl<Turn>("conversation.jsonl");
  const questions = readJsonl<Question>("questions.jsonl");
  const { storage, rt } = inst.open(embedder);
  cleanups.push(() => {
    storage.close();
    rmSync(inst.dataDir, { recursive: true, force: true });
  });
  await adoptOrCheckModel(rt, { id: embedder.modelId, dims: embedder.dims, fingerprint: embedder.fingerprint });
  const app = buildApp({ rt, adminToken: () => inst.adminToken, readiness: () => ({ database: true, model: { ready: true, id: embedder.modelId, dims: embedder.dims, error: null } }) });
  const worker = startWorker(rt, { "extract-memory": extractMemoryHandler }, { autostart: false });
  const account = await signUp(rt, { name: "bench", ip: "127.0.0.1" });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.handle(
      new Request(`http://localhost${path}`, { method, headers: { authorization: `Bearer ${account.api_key}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text);
  };

  say(`quality: ${turns.length} turns through POST /v1/memories + extraction (${rt.config.extractor}) ...`);
  const t0 = performance.now();
  const memOfTurn = new Map<string, string>();
  for (const turn of turns) {
    const m = await call("POST", "/v1/memories", { content: turn.text, user_id: ME, timestamp: turn.at });
    memOfTurn.set(turn.id, m.id);
    await worker.runUntilIdle();
  }
  const ingestS = (performance.now() - t0) / 1000;

  // Which memories state each fact (closed ones included: a question may be about the past).
  const factSources = new Map<string, string[]>();
  let open = 0;
  for (let offset = 0; ; offset += 200) {
    const page = await call("GET", `/v1/facts?user_id=${ME}&include_invalidated=true&limit=200&offset=${offset}`);
    for (const f of page.facts) {
      factSources.set(f.id, f.source_memory_ids);
      if (f.invalid_at === null) open++;
    }
    if (offset + 200 >= page.total) break;
  }
  console.log("");
  console.log(`== (1) Quality: ${turns.length} turns, ${int(factSources.size)} facts extracted (${open} open), ingest ${f1(ingestS)} s`);

  const supported = new Map<number, number>();
  const answered = new Map<number, number>();
  const tokens = new Map<number, number[]>();
  const misses: string[] = [];
  for (const budget of BUDGETS) {
    let hit = 0;
    let ans = 0;
    const toks: number[] = [];
    for (const q of questions) {
      const b = await call("GET", `/v1/context?${new URLSearchParams({ query: q.question, user_id: ME, token_budget: String(budget) })}`);
      const mems = new Set(q.support.map((t) => memOfTurn.get(t)!));
      const ok = (b.sources as string[]).some((id) => mems.has(id) || (factSources.get(id) ?? []).some((m) => mems.has(m)));
      if (ok) hit++;
      else if (budget === 800) misses.push(`${q.id} ${q.question} (support ${q.support.join(", ")})`);
      if ((b.context as string).toLowerCase().includes(q.answer.toLowerCase())) ans++;
      toks.push(b.tokens);
    }
    supported.set(budget, hit / questions.length);
    answered.set(budget, ans / questions.length);
    tokens.set(budget, toks);
  }
  console.log(`   budget   supported   answer text in block   tokens used p50 / max`);
  for (const budget of BUDGETS) {
    const toks = tokens.get(budget)!;
    console.log(`   ${String(budget).padStart(6)}   ${f2(supported.get(budget)!).padStart(9)}   ${f2(answered.get(budget)!).padStart(20)}   ${int(pct(toks, 50))} / ${int(Math.max(...toks))}`);
  }
  const v = supported.get(800)!;
  console.log(`   bar at 800: ${f2(v)} vs >= ${BARS.quality800}: ${v >= BARS.quality800 ? "met" : "MISSED"}`);
  if (misses.length > 0) console.log(`   unsupported at 800:\n     ${misses.join("\n     ")}`);
  const sample = await call("GET", `/v1/context?${new URLSearchParams({ query: "Where does the user live now?", user_id: ME, token_budget: "400" })}`);
  console.log(`   sample block (budget 400, "Where does the user live now?", ${sample.tokens} tokens):`);
  console.log(sample.volatile.split("\n").map((l: string) => `     | ${l}`).join("\n"));
}

// ---------------------------------------------------------------- (2) speed

async function scale(embedder: Embedder): Promise<void> {
  const inst = install("scale", undefined, DATA);
  const saved = DATA ? join(DATA, "bench-recall.json") : null;
  const reuse = saved && existsSync(saved) ? (JSON.parse(readFileSync(saved, "utf8")) as { api_key: string; memories: number; facts: number }) : null;
  const { storage, rt } = inst.open(embedder);
  await adoptOrCheckModel(rt, { id: embedder.modelId, dims: embedder.dims, fingerprint: embedder.fingerprint });
  const app = buildApp({ rt, adminToken: () => inst.adminToken, readiness: () => ({ database: true, model: { ready: true, id: embedder.modelId, dims: embedder.dims, error: null } }) });
  app.listen({ hostname: "127.0.0.1", port: 0 });
  const server = app.server!;
  const url = `http://127.0.0.1:${server.port}`;
  cleanups.push(async () => {
    await server.stop(true);
    storage.close();
    if (!DATA) rmSync(inst.dataDir, { recursive: true, force: true });
  });
  if (reuse && (reuse.memories !== MEMORIES || reuse.facts !== FACTS)) throw new Error(`${DATA} holds ${reuse.memories} memories / ${reuse.facts} facts; pass the same sizes or another --data`);
  const account = reuse ?? (await signUp(rt, { name: "bench", ip: "127.0.0.1" }));
  const principal = await authenticate(rt, `Bearer ${account.api_key}`);
  const ctx: Ctx = { ...rt, actor: "rest", principal, ip: null };

  let fillS = 0;
  let factS = 0;
  if (!reuse) [fillS, factS] = await fill(TEXT_POOL > 0 ? { ...ctx, embedder: pooled(embedder) } : ctx);
  if (saved && !reuse) writeFileSync(saved, JSON.stringify({ api_key: account.api_key, memories: MEMORIES, facts: FACTS }));
  storage.sqlite.exec("PRAGMA wal_checkpoint(PASSIVE)");
  const count = (sql: string, ...args: string[]) => (storage.sqlite.query(sql).get(...args) as { n: number }).n;
  const nMem = count("select count(*) as n from memories where project_id = ?", principal.projectId);
  const nMine = count("select count(*) as n from memories where project_id = ? and user_id = ?", principal.projectId, ME);
  const nFacts = count("select count(*) as n from facts where project_id = ? and user_id = ?", principal.projectId, ME);
  const nOpen = count("select count(*) as n from facts where project_id = ? and user_id = ? and invalid_at is null", principal.projectId, ME);
  await measure({ ctx, url, apiKey: account.api_key, storage, embedder, sizes: { nMem, nMine, nFacts, nOpen, fillS, factS, reused: reuse !== null } });
}

/** Memories over USERS users plus the measured one through the batched write path, then the user's facts. */
async function fill(ctx: Ctx): Promise<[number, number]> {
  say(`scale: filling ${int(MEMORIES)} memories (${int(MY_MEMORIES)} of them the measured user's) ...`);
  const r = mulberry32(42);
  const pool = Array.from({ length: TEXT_POOL }, () => memoryText(r));
  const text = () => (TEXT_POOL > 0 ? pool[Math.floor(r() * TEXT_POOL)]! : memoryText(r));
  let mine = 0;
  const nextInput = (i: number): CreateMemoryInput => {
    const forMe = mine < MY_MEMORIES && i % Math.floor(MEMORIES / MY_MEMORIES) === 0;
    if (forMe) mine++;
    return { content: text(), user_id: forMe ? ME : userIdOf(Math.floor(r() * USERS)) };
  };
  let t = performance.now();
  let queued = 0;
  let lastNote = t;
  const worker = async () => {
    while (queued < MEMORIES) {
      const from = queued;
      const inputs = Array.from({ length: Math.min(BATCH, MEMORIES - queued) }, (_, k) => nextInput(from + k));
      queued += inputs.length;
      inputs.sort((a, b) => a.content.length - b.content.length);
      await createMemories(ctx, inputs);
      if (performance.now() - lastNote > 15_000) {
        lastNote = performance.now();
        say(`  ${int(queued)} / ${int(MEMORIES)} memories, ${int((queued / (lastNote - t)) * 1000)}/s, load ${load()}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  const fillS = (performance.now() - t) / 1000;

  // ---- 1,000 facts for the measured user: direct writes (a few single-valued ones supersede others)
  say(`scale: writing ${int(FACTS)} facts for ${ME} ...`);
  t = performance.now();
  const fr = mulberry32(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(fr() * xs.length)]!;
  const people = ["Ada", "Kofi", "Tom", "Priya", "Hannah", "Marcus", "Rui", "Inês", "Grace", "Zuri"];
  const things = ["jazz", "Ethiopian food", "cello", "sourdough", "climbing", "surfing", "Portuguese", "pottery", "running", "Kyoto", "tea", "board games"];
  const preds = ["likes", "enjoys", "owns", "visited", "knows", "plays", "reads about", "collects"];
  const writes: (() => Promise<unknown>)[] = [];
  for (let i = 0; i < FACTS; i++) {
    const self = i % 3 !== 0;
    writes.push(() =>
      createFact(ctx, {
        subject: self ? ME : `${pick(people)} ${i}`,
        subject_type: self ? "self" : "person",
        predicate: pick(preds),
        object: `${pick(things)} ${i}`,
        user_id: ME,
        valid_from: `202${4 + (i % 3)}-${String((i % 12) + 1).padStart(2, "0")}-01`,
      }),
    );
  }
  for (let i = 0; i < writes.length; i += 8) await Promise.all(writes.slice(i, i + 8).map((w) => w()));
  return [fillS, (performance.now() - t) / 1000];
}

/** The embedder with each distinct text embedded once (the fill with --text-pool repeats texts). */
function pooled(embedder: Embedder): Embedder {
  const seen = new Map<string, Float32Array>();
  const embed = async (texts: string[]) => {
    const missing = [...new Set(texts.filter((t) => !seen.has(t)))];
    if (missing.length > 0) (await embedder.embed(missing)).forEach((v, i) => seen.set(missing[i]!, v));
    return texts.map((t) => seen.get(t)!);
  };
  return Object.assign(Object.create(embedder) as Embedder, { embed, embedOne: async (t: string) => (await embed([t]))[0]! });
}

interface MeasureArgs {
  ctx: Ctx;
  url: string;
  apiKey: string;
  storage: ReturnType<ReturnType<typeof install>["open"]>["storage"];
  embedder: Embedder;
  sizes: { nMem: number; nMine: number; nFacts: number; nOpen: number; fillS: number; factS: number; reused: boolean };
}

async function measure({ ctx, url, apiKey, storage, embedder, sizes }: MeasureArgs): Promise<void> {
  const { nMem, nMine, nFacts, nOpen, fillS, factS } = sizes;
  const principal = ctx.principal;
  // ---- over HTTP, one sequential client; the kinds take turns in blocks so load bursts hit them alike
  const headers = { authorization: `Bearer ${apiKey}` };
  const get = async (path: string) => {
    const res = await fetch(url + path, { headers });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${text}`);
    return JSON.parse(text);
  };
  const nextQuery = queries(11);
  let ctxTokens = 0;
  let ctxMaxTokens = 0;
  let ctxSources = 0;
  let ctxCalls = 0;
  const kinds = [
    async () => {
      const b = await get(`/v1/context?${new URLSearchParams({ query: nextQuery(), user_id: ME })}`);
      ctxTokens += b.tokens;
      ctxMaxTokens = Math.max(ctxMaxTokens, b.tokens);
      ctxSources += b.sources.length;
      ctxCalls++;
    },
    () => get(`/v1/profile?user_id=${ME}`),
    () => get(`/v1/context?${new URLSearchParams({ query: nextQuery() })}`),
  ];
  const BLOCK = 20;
  const kindOf = (i: number) => Math.floor((i < 0 ? -1 - i : i) / BLOCK) % kinds.length;
  Bun.gc(true);
  await Bun.sleep(300);
  const http = await timeAsync(REQUESTS * kinds.length, (i) => kinds[kindOf(i)]!(), BLOCK * kinds.length);
  const context = http.filter((_, i) => kindOf(i) === 0);
  const profile = http.filter((_, i) => kindOf(i) === 1);
  const projectWide = http.filter((_, i) => kindOf(i) === 2);

  // ---- where the time goes, in-process
  const N = Math.min(REQUESTS, 200);
  const q = await embedder.embedOne("what food does she like these days");
  const now = new Date().toISOString();
  const parts: Record<string, number[]> = {};
  parts.embedOne = await timeAsync(N, () => embedder.embedOne(nextQuery()));
  parts.rankFacts = await timeAsync(N, () => rankedOpenFacts(storage.store, storage.db, { projectId: principal.projectId, userId: ME }, now, q, 72));
  parts.knnUser = timeSync(N, () => vec.knn(storage.sqlite, q, { projectId: principal.projectId, userId: ME, k: 27 }));
  parts.svcContext = await timeAsync(N, () => getContext(ctx, { query: nextQuery(), user_id: ME }));
  // Issue 10's bar: the hybrid block's p95 within 1.3x of the semantic-only block's. Paired: each query
  // is asked both ways back to back, which goes first alternating, so query difficulty and load bursts
  // hit both alike; PAIRS pairs, since a p95 of a few hundred samples moves by tenths between runs.
  const pairQueries = queries(23);
  let pairQuery = "";
  const hybridAt = (i: number) => (i % 2 === 0) === (Math.floor(i / 2) % 2 === 0);
  const pairs = await timeAsync(PAIRS * 2, (i) => {
    const j = Math.abs(i);
    if (i < 0 || j % 2 === 0) pairQuery = pairQueries();
    return getContext(ctx, { query: pairQuery, user_id: ME, semanticOnly: !hybridAt(j) });
  }, 40);
  parts.hybrid = pairs.filter((_, i) => hybridAt(i));
  parts.semantic = pairs.filter((_, i) => !hybridAt(i));
  parts.svcProfile = await timeAsync(N, () => getProfile(ctx, { user_id: ME }));

  console.log("");
  console.log(`== (2) Speed: ${int(nMem)} memories in the project (${int(nMine)} the measured user's, the rest over ${int(USERS)} users), ${int(nFacts)} facts for the user (${int(nOpen)} open)`);
  console.log(`   ${sizes.reused ? "reused a filled install;" : `fill ${f1(fillS)} s (${int(nMem / fillS)} memories/s), facts ${f1(factS)} s;`} ${REQUESTS} requests per kind after ${BLOCK} warm-up, distinct queries`);
  console.log(`   over HTTP, ms p50 / p95 / p99:`);
  console.log(`     GET /v1/context (user_id, budget 800)      ${tri(context)}   (avg ${f1(ctxTokens / ctxCalls)} tokens, max ${ctxMaxTokens}; ${f1(ctxSources / ctxCalls)} sources)`);
  console.log(`     GET /v1/profile (user_id)                  ${tri(profile)}`);
  console.log(`     GET /v1/context (project-wide, info only)  ${tri(projectWide)}`);
  console.log(`   in-process, ms p50 / p95: embedOne ${f1(pct(parts.embedOne, 50))} / ${f1(pct(parts.embedOne, 95))}; rank ${int(nOpen)} open facts (top 72) ${f1(pct(parts.rankFacts, 50))} / ${f1(pct(parts.rankFacts, 95))}; knn user k=27 ${f1(pct(parts.knnUser, 50))} / ${f1(pct(parts.knnUser, 95))}`);
  console.log(`                             getContext() ${f1(pct(parts.svcContext, 50))} / ${f1(pct(parts.svcContext, 95))}; getProfile() ${f1(pct(parts.svcProfile, 50))} / ${f1(pct(parts.svcProfile, 95))}`);
  const ratio = pct(parts.hybrid, 95) / pct(parts.semantic, 95);
  console.log(`   getContext() hybrid ${f1(pct(parts.hybrid, 50))} / ${f1(pct(parts.hybrid, 95))} vs semantic-only ${f1(pct(parts.semantic, 50))} / ${f1(pct(parts.semantic, 95))}: p95 ${ratio.toFixed(2)}x (bar <= 1.3x: ${ratio <= 1.3 ? "met" : "MISSED"})`);
  const full = nMem >= 100_000 && FACTS >= 1000;
  const verdict = (v: number, bar: number) => `${f1(v)} ms vs <= ${bar} ms: ${v <= bar ? "met" : "MISSED"}`;
  console.log(`   bars${full ? "" : " (stated for 100,000 memories and 1,000 fact writes; this run is smaller)"} on ${cpus().length} cores:`);
  console.log(`     context p95  ${verdict(pct(context, 95), BARS.contextP95)}`);
  console.log(`     profile p95  ${verdict(pct(profile, 95), BARS.profileP95)}`);
}
