// Batch import speed (issue 7), printed, not asserted. Runs the real `engram serve` (HTTP server + its
// job runner process) on a temp data folder, and talks to it over HTTP from this process:
// 1. a 500-item batch of chat-length memories (100-400 characters) with the `rules` extractor, end to
//    end (POST /v1/batch until every memory's extraction is done): memories per second, and the share
//    of that time the job runner spent in embedding (from its debug log lines);
// 2. single-add latency (POST /v1/memories, HTTP included) idle, then while a batch imports (bar: p95
//    during import <= 2x idle).
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/batch.ts [--rounds 3]
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, MAIN, ROOT } from "../test/helpers/cli";
import { testModelsDir } from "../test/embed/model-dir";
import { memoryText, rng } from "./lib/corpus";
import { intFlag, load, pct } from "./lib/measure";

const rounds = intFlag("rounds", 3);
const dir = mkdtempSync(join(tmpdir(), "engram-bench-batch-"));
const port = freePort();
const base = `http://127.0.0.1:${port}`;
const server = Bun.spawn(["bun", MAIN, "serve"], {
  cwd: ROOT,
  env: { ...process.env, ORT_DISABLE_TELEMETRY: "1", ENGRAM_LOG: "debug", ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: await testModelsDir(), ENGRAM_PORT: String(port) },
  stdout: "ignore",
  stderr: "pipe",
});

// The runner logs one "jobs ran" line per claimed group, with the milliseconds it spent embedding.
let embedMs = 0;
let runnerMs = 0;
let byKind: Record<string, { ms: number; embed: number; groups: number }> = {};
void (async () => {
  let buf = "";
  for await (const chunk of server.stderr) {
    buf += new TextDecoder().decode(chunk);
    let nl: number;
    while ((nl = buf.indexOf("\n")) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (!line.includes('"jobs ran"')) continue;
      const e = JSON.parse(line) as { kind: string; ms: number; embed_ms: number };
      embedMs += e.embed_ms;
      runnerMs += e.ms;
      const k = (byKind[e.kind] ??= { ms: 0, embed: 0, groups: 0 });
      k.ms += e.ms;
      k.embed += e.embed_ms;
      k.groups++;
    }
  }
})();

for (let i = 0; i < 300; i++) {
  if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
  await Bun.sleep(50);
}
const { api_key } = (await (await fetch(`${base}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
const db = new Database(join(dir, "engram.db"), { readonly: true });
const openJobs = db.prepare("select count(*) as n from jobs where kind != 'prune-audit' and status in ('pending', 'running')");

const random = rng(7);
const chatText = () => {
  let s = memoryText(random);
  while (s.length < 100) s += " " + memoryText(random);
  return s.slice(0, 400);
};
const postBatch = async () => {
  const items = Array.from({ length: 500 }, (_, i) => ({ content: chatText(), user_id: `user${i % 50}` }));
  const r = await fetch(`${base}/v1/batch`, { method: "POST", headers, body: JSON.stringify({ memories: items }) });
  if (r.status !== 202) throw new Error(`POST /v1/batch: ${r.status} ${await r.text()}`);
};
const idleRunner = async () => {
  while ((openJobs.get() as { n: number }).n > 0) await Bun.sleep(5);
};

// 1. throughput: a warm-up batch, then `rounds` measured ones (median reported)
await postBatch();
await idleRunner();
const rates: { ms: number; embed: number; busy: number; kinds: typeof byKind }[] = [];
for (let r = 0; r < rounds; r++) {
  embedMs = runnerMs = 0;
  byKind = {};
  const t0 = performance.now();
  await postBatch();
  await Bun.sleep(1); // let the job lines of this batch arrive before idleRunner sees an empty table
  await idleRunner();
  const ms = performance.now() - t0;
  await Bun.sleep(50); // the last log lines
  rates.push({ ms, embed: embedMs, busy: runnerMs, kinds: byKind });
}
rates.sort((a, b) => a.ms - b.ms);
const mid = rates[Math.floor(rates.length / 2)]!;
console.log(`500-item batch, end to end (import + rules extraction, job runner process): ${(mid.ms / 1000).toFixed(2)} s = ${(500 / (mid.ms / 1000)).toFixed(0)} memories/s (median of ${rounds}; all: ${rates.map((x) => (500 / (x.ms / 1000)).toFixed(0)).join(", ")}) (bar >= 150)`);
console.log(`  time in embedding: ${mid.embed.toFixed(0)} ms = ${((mid.embed / mid.ms) * 100).toFixed(0)}% of the wall time (runner busy ${((mid.busy / mid.ms) * 100).toFixed(0)}%)`);
for (const [kind, k] of Object.entries(mid.kinds)) console.log(`  ${kind}: ${k.groups} runs, ${k.ms.toFixed(0)} ms, of which embedding ${k.embed.toFixed(0)} ms`);

// 2. single-add latency, idle and during an import
async function adds(n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetch(`${base}/v1/memories`, { method: "POST", headers, body: JSON.stringify({ content: chatText(), user_id: "solo" }) });
    await r.arrayBuffer();
    out.push(performance.now() - t0);
    await Bun.sleep(2); // a client that does something between its writes
  }
  return out;
}
await adds(20); // warm
await idleRunner();
const idle = await adds(150);
await idleRunner();
await postBatch();
await postBatch(); // two queued batches: the import outlasts the measurement
const busy = await adds(150);
const stillImporting = (openJobs.get() as { n: number }).n > 0;
console.log(`load average while measuring: ${load()}`);
console.log(`single add (HTTP, embedding included): idle p50 ${pct(idle, 50).toFixed(1)} ms, p95 ${pct(idle, 95).toFixed(1)} ms`);
console.log(`  during a batch import: p50 ${pct(busy, 50).toFixed(1)} ms, p95 ${pct(busy, 95).toFixed(1)} ms = ${(pct(busy, 95) / pct(idle, 95)).toFixed(2)}x idle (bar <= 2x)${stillImporting ? "" : "  (warning: the import ended before the measurement did)"}`);
server.kill("SIGTERM");
await server.exited;
db.close();
rmSync(dir, { recursive: true, force: true });
