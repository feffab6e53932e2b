// Batch import speed (issues 7 and 24), printed, not asserted. Runs the real `engram serve` (HTTP server +
// its job runner process) on a temp data folder, and talks to it over HTTP from this process:
// 1. a 500-item batch of chat-length memories (100-400 characters) with the `rules` extractor, end to
//    end (POST /v1/batch until every memory's extraction is done): memories per second, where the time
//    goes (HTTP, the import job's model wait and writes, the extraction jobs' extractor, model wait and
//    writes, the hand-off between jobs; from the runner's debug lines), and the model-alone rate: the
//    same 500 texts embedded by the same embedder in the import's calls (EMBED_CHUNK texts), in a
//    process at the runner's CPU priority, right before each round, on one model and (the bar's
//    reference) on as many models side by side as the runner runs (--runner-workers); the same model alone on the texts of
//    the round's new facts (after the round), and so the most of the model-alone rate an import reaches
//    whose model makes one call at a time (the memories' share of its model time); and the CPU the server
//    and its runner used (every thread), with the rate the import's work would allow were every core busy with it
//    and the share of that rate the 85% bar asks for;
// 2. single-add latency (POST /v1/memories, HTTP included) idle, then while a batch imports (bar: p95
//    during import <= 2x idle);
// 3. resident memory (VmRSS) of the server and of its job runner: at rest after start, the most seen
//    during the imports, and at rest again after the runner's idle spell (--rest-wait seconds, 0 skips).
// --root DIR runs another checkout's server and embedder (a temp worktree at the starting commit) with
// this script, for before/after ratios back to back. --models DIR: the models folder both use (default:
// the tests' build); a checkout with another converter version needs its own, or its server rebuilds it.
// --profile DIR writes CPU profiles (markdown, Bun's --cpu-prof-md) of the server and its job runner into DIR
// when they exit (the runner inherits the server's runtime flags); the figures are then slower than without.
// --history N first gives the install N finished extraction jobs, as a database that has taken N memories
// keeps them (the job queue keeps done jobs), so claims and extraction's ordering check meet a long history.
// --users N spreads each batch's 500 items over N end users (default 50); with 1, every round adds to one
// user's history, as a chat log imported for one person does, and extraction reads that scope's open facts.
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/batch.ts [--rounds 3] [--root DIR] [--models DIR] [--rest-wait 65] [--profile DIR] [--history 100000] [--users 1] [--runner-workers N]
import { Database } from "bun:sqlite";
import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, ROOT } from "../test/helpers/cli";
import { testModelsDir } from "../test/embed/model-dir";
import { cpuMsOf } from "../src/runtime/proc-cpu";
import { tripleText } from "../src/domain/facts/prepare";
import { bulkWorkers } from "../src/embed";
import { memoryText } from "./lib/corpus";
import { mulberry32 } from "../test/helpers/rng";
import { flag, intFlag, load, pct } from "./lib/measure";

const rounds = intFlag("rounds", 3);
const root = resolve(flag("root") ?? ROOT);
const restWait = Number(flag("rest-wait") ?? 65);
const history = intFlag("history", 0);
const users = intFlag("users", 50);
const profileDir = flag("profile");
/** The import's model calls (src/domain/batch/import.ts EMBED_CHUNK, bar its last two steps of 32; 128 at the starting commit too). */
const chunk = 128;
/**
 * Models the runner of the checkout runs side by side: this checkout's runner runs bulkWorkers(); a --root
 * checkout's is taken to run one (every commit before that change did) unless --runner-workers says.
 */
const runnerWorkers = intFlag("runner-workers", root === resolve(ROOT) ? bulkWorkers() : 1);
const RUNNER_NICE = 10;
const dir = mkdtempSync(join(tmpdir(), "engram-bench-batch-"));
const modelsDir = flag("models") ?? (await testModelsDir());
const port = freePort();
const base = `http://127.0.0.1:${port}`;
const profile = profileDir ? ["--cpu-prof-md", `--cpu-prof-dir=${resolve(profileDir)}`] : [];
const server = Bun.spawn(["bun", ...profile, join(root, "src", "main.ts"), "serve"], {
  cwd: root,
  env: { ...process.env, ORT_DISABLE_TELEMETRY: "1", ENGRAM_LOG: "debug", ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir, ENGRAM_PORT: String(port) },
  stdout: "ignore",
  stderr: "pipe",
});

// The runner logs one "jobs ran" line per claimed group: its milliseconds, the model's (embed_ms, on the
// model's thread), the time some model call was outstanding (embed_wait_ms; the runner's main thread works
// meanwhile), the extractor's (extract_ms) and its main thread's CPU time (main_cpu_ms). The starting
// commit logs only ms and embed_ms (its model ran on the runner's thread: outstanding = model time).
// The hand-off is the wall time in which no group ran. (Were groups ever to overlap, as with a checkout
// whose runner had lanes, the figures of overlapping groups would count the same model time and CPU each.)
type Kind = { groups: number; ms: number; model: number; wait: number; extract: number; texts: number; hits: number; cpu: number; txs: number; txMs: number; txLong: number };
let byKind: Record<string, Kind> = {};
/** When each group ran (its line's arrival, less its ms): the runner's busy time is their union. */
let spans: [number, number][] = [];
void (async () => {
  let buf = "";
  for await (const chunk of server.stderr) {
    buf += new TextDecoder().decode(chunk);
    let nl: number;
    while ((nl = buf.indexOf("\n")) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      if (!line.includes('"jobs ran"')) continue;
      const e = JSON.parse(line) as {
        kind: string; ms: number; embed_ms: number; embed_wait_ms?: number; extract_ms?: number; embed_texts?: number; embed_hits?: number; main_cpu_ms?: number;
        tx_count?: number; tx_ms?: number; tx_long?: number;
      };
      spans.push([performance.now() - e.ms, performance.now()]);
      const k = (byKind[e.kind] ??= { groups: 0, ms: 0, model: 0, wait: 0, extract: 0, texts: 0, hits: 0, cpu: 0, txs: 0, txMs: 0, txLong: 0 });
      k.groups++;
      k.ms += e.ms;
      k.model += e.embed_ms;
      k.wait += e.embed_wait_ms ?? e.embed_ms;
      k.extract += e.extract_ms ?? NaN;
      k.texts += e.embed_texts ?? NaN;
      k.hits += e.embed_hits ?? NaN;
      k.cpu += e.main_cpu_ms ?? NaN;
      k.txs += e.tx_count ?? NaN;
      k.txMs += e.tx_ms ?? NaN;
      k.txLong += e.tx_long ?? NaN;
    }
  }
})();

for (let i = 0; i < 300; i++) {
  if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
  await Bun.sleep(50);
}
const { api_key } = (await (await fetch(`${base}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
if (history > 0) {
  const rw = new Database(join(dir, "engram.db"));
  rw.exec("PRAGMA busy_timeout = 5000");
  const add = rw.prepare(`insert into jobs (kind, idempotency_key, payload, status, run_at, attempts, max_attempts, created_at, updated_at)
    values ('extract-memory', ?, ?, 'done', ?, 1, 5, ?, ?)`);
  const t = new Date(Date.now() - 86_400_000).toISOString().replace("Z", "000Z");
  rw.transaction(() => {
    for (let i = 0; i < history; i++) add.run(`history-${i}`, JSON.stringify({ memory_id: `mem_history${i}` }), t, t, t);
  })();
  rw.close();
  console.log(`history: ${history.toLocaleString("en-US")} finished extraction jobs added`);
}
const db = new Database(join(dir, "engram.db"), { readonly: true });
const openJobs = db.prepare("select count(*) as n from jobs where kind != 'prune-audit' and status in ('pending', 'running')");

// Resident memory of the server and its runner (the server's child processes). RssFile is pages of
// mapped files (the model's and SQLite's memory map of the database: shared, reclaimable), RssAnon the
// process's own heap (JavaScript, ONNX Runtime's arena, the project index).
const rssOf = (pid: number, field = "VmRSS") => {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};
const rssMb = (pid: number) => rssOf(pid);
const runnerPid = () => {
  for (const t of readdirSync(`/proc/${server.pid}/task`)) {
    const kids = readFileSync(`/proc/${server.pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    if (kids.length) return Number(kids[0]);
  }
  return 0;
};
const rss = () => ({ server: rssMb(server.pid), runner: rssMb(runnerPid()) });
/** CPU time (user + system, every thread) a process has used so far, in ms. */
const cpuOf = (pid: number) => cpuMsOf(`/proc/${pid}/stat`);
/**
 * CPU time (ms) of a process's threads so far, summed by thread name ("main" for its main thread; the
 * model runs on the embedding worker's thread, "Worker"; JITWorker and HeapHelper are JavaScriptCore's).
 */
const threadCpu = (pid: number) => {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = tid === String(pid) ? "main" : readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
      out.set(name, (out.get(name) ?? 0) + (cpuMsOf(`/proc/${pid}/task/${tid}/stat`) || 0));
    } catch {
      // a thread that ended: its time is lost to both readings' difference, and small
    }
  }
  return out;
};
const cores = cpus().length;
const mb = (r: { server: number; runner: number }) => `server ${r.server.toFixed(0)} MB + job runner ${r.runner.toFixed(0)} MB = ${(r.server + r.runner).toFixed(0)} MB`;
const split = () => {
  const p = (pid: number) => `${rssOf(pid, "RssAnon").toFixed(0)} anon + ${rssOf(pid, "RssFile").toFixed(0)} file`;
  return `(server ${p(server.pid)}; runner ${runnerPid() ? p(runnerPid()) : "-"})`;
};
await Bun.sleep(2000); // the runner's start
const atRest = rss();
const atRestSplit = split();
let peak = { server: 0, runner: 0 };
let peakSplit = "";
let peakSum = 0;
const sampler = setInterval(() => {
  const r = rss();
  if (r.server + r.runner > peakSum) {
    peakSum = r.server + r.runner;
    peakSplit = `${peakSum.toFixed(0)} MB: ${split()}`;
  }
  peak = { server: Math.max(peak.server, r.server), runner: Math.max(peak.runner, r.runner) };
}, 100);

const random = mulberry32(7);
const chatText = () => {
  let s = memoryText(random);
  while (s.length < 100) s += " " + memoryText(random);
  return s.slice(0, 400);
};
const makeItems = () => Array.from({ length: 500 }, (_, i) => ({ content: chatText(), user_id: `user${i % users}` }));
let httpMs = 0;
const postBatch = async (items = makeItems()) => {
  const t0 = performance.now();
  const r = await fetch(`${base}/v1/batch`, { method: "POST", headers, body: JSON.stringify({ memories: items }) });
  if (r.status !== 202) throw new Error(`POST /v1/batch: ${r.status} ${await r.text()}`);
  httpMs = performance.now() - t0;
};
const idleRunner = async () => {
  while ((openJobs.get() as { n: number }).n > 0) await Bun.sleep(5);
};
const textsFile = join(dir, "texts.json");
const modelAlone = async (warm: string[], measured: string[], workers = 1) => {
  writeFileSync(textsFile, JSON.stringify({ warm, measured }));
  const p = Bun.spawn(["nice", "-n", String(RUNNER_NICE), "bun", join(ROOT, "bench", "lib", "model-alone.ts"), "--root", root, "--texts", textsFile, "--chunk", String(chunk), "--models", modelsDir, "--workers", String(workers)], {
    env: { ...process.env, ORT_DISABLE_TELEMETRY: "1" },
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(p.stdout).text();
  if ((await p.exited) !== 0) throw new Error("model-alone run failed");
  return JSON.parse(out.trim().split("\n").at(-1)!) as { ms: number; texts: number; file: string };
};

// 1. throughput: a warm-up batch, then `rounds` measured ones (median reported), each right after the
// model alone on its texts
const warmItems = makeItems();
await postBatch(warmItems);
await idleRunner();
let aloneFile = "";
const rates: { ms: number; http: number; alone: number; aloneRunner: number; factsAlone: number; factTexts: number; kinds: typeof byKind; busy: number; cpu: number; serverCpu: number; threads: (readonly [string, number])[] }[] = [];
const union = (xs: [number, number][]) => {
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of [...xs].sort((x, y) => x[0] - y[0])) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
};
// The texts of facts the import's memories stated that no earlier fact had: what the runner embeds for
// them besides the memories (its cache and the facts held spare it the rest), made as the import makes them.
const maxSeq = db.prepare("select (select coalesce(max(seq), 0) from memories) as m, (select coalesce(max(seq), 0) from facts) as f");
type Triple = { s: string; p: string; o: string };
const roundFacts = db.prepare(
  `select f.subject as s, f.predicate_raw as p, f.object as o from facts f join fact_sources x on x.fact_id = f.id
   join memories m on m.id = x.memory_id where m.seq > ?1 and f.seq > ?2`,
);
const earlierFacts = db.prepare("select subject as s, predicate_raw as p, object as o from facts where seq <= ?");
const textOf = (t: Triple) => tripleText(t.s, t.p, t.o);
const newFactTexts = (before: { m: number; f: number }) => {
  const held = new Set((earlierFacts.all(before.f) as Triple[]).map(textOf));
  return [...new Set((roundFacts.all(before.m, before.f) as Triple[]).map(textOf))].filter((t) => !held.has(t));
};
const warmTexts = warmItems.slice(0, 200).map((i) => i.content);
for (let r = 0; r < rounds; r++) {
  const items = makeItems();
  const alone = await modelAlone(warmTexts, items.map((i) => i.content));
  const aloneRunner = runnerWorkers > 1 ? await modelAlone(warmTexts, items.map((i) => i.content), runnerWorkers) : alone;
  aloneFile = alone.file;
  const before = maxSeq.get() as { m: number; f: number };
  byKind = {};
  spans = [];
  const pid = runnerPid();
  const cpu0 = [cpuOf(pid), cpuOf(server.pid)];
  const threads0 = threadCpu(pid);
  const t0 = performance.now();
  await postBatch(items);
  await Bun.sleep(1); // let the job lines of this batch arrive before idleRunner sees an empty table
  await idleRunner();
  const ms = performance.now() - t0;
  const threads = [...threadCpu(pid)].map(([name, ms]) => [name, ms - (threads0.get(name) ?? 0)] as const).filter(([, ms]) => ms > 0);
  const serverCpu = cpuOf(server.pid) - cpu0[1]!;
  const cpu = cpuOf(pid) - cpu0[0]! + serverCpu;
  await Bun.sleep(50); // the last log lines
  const factTexts = newFactTexts(before);
  const factsAlone = factTexts.length ? await modelAlone(warmTexts, factTexts) : { ms: 0, texts: 0 };
  rates.push({ ms, http: httpMs, alone: alone.ms, aloneRunner: aloneRunner.ms, factsAlone: factsAlone.ms, factTexts: factTexts.length, kinds: byKind, busy: union(spans), cpu, serverCpu, threads });
}
const rate = (ms: number) => 500 / (ms / 1000);
const f0 = (n: number) => (Number.isNaN(n) ? "n/a" : n.toFixed(0));
const byRate = [...rates].sort((a, b) => a.ms - b.ms);
const mid = byRate[Math.floor(rates.length / 2)]!;
const middleOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const aloneMid = middleOf(rates.map((x) => rate(x.alone)));
const runnerAloneMid = middleOf(rates.map((x) => rate(x.aloneRunner)));
console.log(`checkout: ${root}; load average at start of output: ${load()}`);
console.log(
  `500-item batch, end to end (import + rules extraction, job runner process): ${(mid.ms / 1000).toFixed(2)} s = ${rate(mid.ms).toFixed(0)} memories/s ` +
    `(median of ${rounds}; all: ${rates.map((x) => rate(x.ms).toFixed(0)).join(", ")})`,
);
console.log(
  `model alone, one model (${aloneFile}), same texts, calls of ${chunk}, at the runner's priority: ${aloneMid.toFixed(0)} memories/s (median; all: ${rates.map((x) => rate(x.alone).toFixed(0)).join(", ")}); ` +
    `import = ${((rate(mid.ms) / aloneMid) * 100).toFixed(0)}% of it (${runnerWorkers === 1 ? "bar >= 85%; " : ""}per round: ${rates.map((x) => ((x.alone / x.ms) * 100).toFixed(0) + "%").join(", ")})`,
);
// The bar's reference is the embedder the runner uses: with several models side by side, the model alone
// runs as many.
if (runnerWorkers > 1) {
  console.log(
    `model alone, the runner's ${runnerWorkers} models side by side, same texts and calls: ${runnerAloneMid.toFixed(0)} memories/s (median; all: ${rates.map((x) => rate(x.aloneRunner).toFixed(0)).join(", ")}); ` +
      `import = ${((rate(mid.ms) / runnerAloneMid) * 100).toFixed(0)}% of it (bar >= 85%; per round: ${rates.map((x) => ((x.aloneRunner / x.ms) * 100).toFixed(0) + "%").join(", ")})`,
  );
}
// The import embeds its facts' texts too, on the same model: however many calls run at once it cannot pass
// the memories' share of that model time, however well the rest is hidden behind the model.
const modelShare = (x: (typeof rates)[number]) => x.alone / (x.alone + x.factsAlone);
// Every kind's line comes from the same meters: a checkout whose runner does not log the texts it embeds
// (the starting commit) gives NaN for all of them, and so n/a here.
const embeddedBeyond = Object.values(mid.kinds).reduce((n, k) => n + k.texts, 0) - 500;
console.log(
  `model alone on the facts' new texts (${mid.factTexts} distinct; the runner embedded ${f0(embeddedBeyond)} texts besides the 500 memories): ` +
    `${mid.factsAlone.toFixed(0)} ms against ${mid.alone.toFixed(0)} ms for the memories (one model); the memories' share of the model's work allows at most ` +
    `${(modelShare(mid) * 100).toFixed(0)}% of the model alone (per round: ${rates.map((x) => (modelShare(x) * 100).toFixed(0) + "%").join(", ")})`,
);
// The most this machine could do with the import's work: every core busy with it, nothing else.
const ceiling = (x: (typeof rates)[number]) => 500 / (x.cpu / cores / 1000);
console.log(
  `CPU: the server and its runner used ${(mid.cpu / 1000).toFixed(2)} s of CPU (all threads; the server ${(mid.serverCpu / 1000).toFixed(2)} s) in ${(mid.ms / 1000).toFixed(2)} s ` +
    `(${(mid.cpu / mid.ms).toFixed(2)} of ${cores} cores); with every core on it, at most ${ceiling(mid).toFixed(0)} memories/s; ` +
    `import = ${((rate(mid.ms) / ceiling(mid)) * 100).toFixed(0)}% of that (per round: ${rates.map((x) => ((rate(x.ms) / ceiling(x)) * 100).toFixed(0) + "%").join(", ")})`,
);
// The bar set against that ceiling: an import at 85% of the model alone must finish its CPU work (model,
// extraction, writes, the runtime's own threads) at least this fast, on these cores.
const barRate = 0.85 * runnerAloneMid;
console.log(
  `  the bar (85% of the model alone) is ${barRate.toFixed(0)} memories/s = ${((barRate / ceiling(mid)) * 100).toFixed(0)}% of what every core busy with this import's work allows` +
    ` (per round: ${rates.map((x) => ((0.85 * rate(x.aloneRunner)) / ceiling(x) * 100).toFixed(0) + "%").join(", ")}; above 100%: out of reach without less CPU work per memory)`,
);
console.log(`  the runner's CPU by thread: ${mid.threads.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(", ")}`);
console.log(`where the time goes (median round, ${mid.ms.toFixed(0)} ms wall):`);
console.log(`  HTTP (POST /v1/batch until 202): ${mid.http.toFixed(0)} ms`);
for (const [kind, k] of Object.entries(mid.kinds)) {
  console.log(
    `  ${kind}: ${k.groups} runs, ${k.ms.toFixed(0)} ms wall: model busy ${k.model.toFixed(0)} ms (${f0(k.texts)} texts embedded, ${f0(k.hits)} found in the cache), ` +
      `some model call outstanding ${k.wait.toFixed(0)} ms; runner's main thread CPU ${f0(k.cpu)} ms (JavaScript, transactions), of which extractor ${f0(k.extract)} ms`,
  );
  console.log(`    write transactions: ${f0(k.txs)}, holding the writer ${f0(k.txMs)} ms in all, ${f0(k.txLong)} of them over 20 ms (an add waits for the one it meets)`);
}
console.log(`  job hand-off (no job group running: between jobs, polling): ${(mid.ms - mid.http - mid.busy).toFixed(0)} ms`);

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

// 3. resident memory
await idleRunner();
clearInterval(sampler);
console.log(`resident memory (VmRSS) at rest after start: ${mb(atRest)} ${atRestSplit}`);
console.log(`  most seen during the imports: ${mb(peak)} (at the largest sum: ${peakSplit})`);
if (restWait > 0) {
  await Bun.sleep(restWait * 1000);
  const gone = runnerPid() === 0 ? ": the runner stopped itself while idle (ENGRAM_RUNNER_IDLE_SECONDS, default 60)" : "";
  console.log(`  at rest ${restWait} s after the last job: ${mb(rss())} ${split()}${gone}`);
}
server.kill("SIGTERM");
await server.exited;
db.close();
rmSync(dir, { recursive: true, force: true });
