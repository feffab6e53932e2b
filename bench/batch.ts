// Batch import speed (issue 7), printed, not asserted:
// 1. a 500-item batch of chat-length memories (100-400 characters) with the `rules` extractor, end to
//    end (import + extraction of every memory): memories per second, and the share of time spent in
//    embedding (model calls, counted by the embedder);
// 2. single-add latency (POST /v1/memories, HTTP included) idle, then while a batch imports (bar: p95
//    during import <= 2x idle).
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/batch.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app";
import { openInstall } from "../src/boot";
import { loadConfig } from "../src/config";
import { batchImportHandler } from "../src/domain/jobs/batch-import";
import { extractMemoryHandler } from "../src/domain/jobs/extract-memory";
import { startWorker } from "../src/domain/jobs/runner";
import { loadEmbedder, type Embedder } from "../src/embed";
import { setLogLevel } from "../src/log";
import { memoryText, rng } from "./lib/corpus";
import { testModelsDir } from "../test/embed/model-dir";

setLogLevel("error");
const dir = mkdtempSync(join(tmpdir(), "engram-bench-batch-"));
const real = await loadEmbedder({ modelsDir: await testModelsDir(), modelId: "all-MiniLM-L6-v2", dtype: "q8" });
let embedMs = 0;
// Times every model call the service makes (same embedder, wrapped only to measure).
const timed: Embedder = {
  ...real,
  get dims() { return real.dims; },
  get stats() { return real.stats; },
  async embed(texts) { const t0 = performance.now(); try { return await real.embed(texts); } finally { embedMs += performance.now() - t0; } },
  async embedOne(text) { const t0 = performance.now(); try { return await real.embedOne(text); } finally { embedMs += performance.now() - t0; } },
  close: () => real.close(),
};
const config = loadConfig({ ENGRAM_DATA_DIR: dir, ENGRAM_ADMIN_TOKEN: "adm_bench", ENGRAM_LOG: "error" });
const { storage, rt } = openInstall(config, { embedder: timed });
const app = buildApp({ rt, adminToken: () => "adm_bench", readiness: () => ({ database: true, model: { ready: true, id: "m", dims: 384, error: null } }) });
app.listen({ hostname: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${app.server!.port}`;
const worker = startWorker(rt, { "extract-memory": extractMemoryHandler, "batch-import": batchImportHandler }, { autostart: false });

const { api_key } = (await (await fetch(`${base}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
const random = rng(7);
const chatText = () => {
  let s = memoryText(random);
  while (s.length < 100) s += " " + memoryText(random);
  return s.slice(0, 400);
};

async function runBatch(): Promise<{ ms: number; id: string }> {
  const items = Array.from({ length: 500 }, (_, i) => ({ content: chatText(), user_id: `user${i % 50}` }));
  const t0 = performance.now();
  const r = (await (await fetch(`${base}/v1/batch`, { method: "POST", headers, body: JSON.stringify({ memories: items }) })).json()) as { id: string };
  await worker.runUntilIdle(); // import and every extraction job it caused
  return { ms: performance.now() - t0, id: r.id };
}

// 1. throughput (one warm-up batch first)
await runBatch();
embedMs = 0;
const { ms } = await runBatch();
console.log(`500-item batch, end to end (import + rules extraction): ${(ms / 1000).toFixed(2)} s = ${(500 / (ms / 1000)).toFixed(0)} memories/s (bar >= 150)`);
console.log(`  time in embedding: ${embedMs.toFixed(0)} ms = ${((embedMs / ms) * 100).toFixed(0)}%`);

// 2. single-add latency, idle and during an import
async function adds(n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetch(`${base}/v1/memories`, { method: "POST", headers, body: JSON.stringify({ content: chatText(), user_id: "solo" }) });
    await r.arrayBuffer();
    out.push(performance.now() - t0);
  }
  return out;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const idle = await adds(150);
const loop = (async () => {
  const w = startWorker(rt, { "extract-memory": extractMemoryHandler, "batch-import": batchImportHandler });
  const items = Array.from({ length: 500 }, (_, i) => ({ content: chatText(), user_id: `user${i % 50}` }));
  await fetch(`${base}/v1/batch`, { method: "POST", headers, body: JSON.stringify({ memories: items }) });
  return w;
})();
const w = await loop;
const busy = await adds(150);
await w.stop();
console.log(`single add (HTTP, embedding included): idle p50 ${pct(idle, 0.5).toFixed(1)} ms, p95 ${pct(idle, 0.95).toFixed(1)} ms`);
console.log(`  during a batch import: p50 ${pct(busy, 0.5).toFixed(1)} ms, p95 ${pct(busy, 0.95).toFixed(1)} ms = ${(pct(busy, 0.95) / pct(idle, 0.95)).toFixed(2)}x idle (bar <= 2x)`);
await app.stop();
storage.close();
await real.close();
rmSync(dir, { recursive: true, force: true });
