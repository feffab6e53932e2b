/**
 * Embedding figures (prints, does not assert):
 *   ORT_DISABLE_TELEMETRY=1 bun bench/embed.ts [--baseline <git rev>] [--activation row|static]
 * Builds the model into a temp folder (timed), then measures load time, accuracy
 * against fp32 and the optional reference folder, throughput and latency.
 * --baseline also builds the int8 model with the converter of another commit and times both
 * in the same rounds (interleaved, so load from other processes hits both alike): the ratio
 * is the figure to trust on a busy machine, not the absolute rates.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDefaultModel } from "../src/embed/build/index.ts";
import { bulkWorkers, type Embedder, loadEmbedder, loadEmbedderThread, ONNX_FILE } from "../src/embed/index.ts";
import { cosine, hasReference, maxAbsDiff, REFERENCE_MODELS_DIR } from "../test/embed/model-dir.ts";
import { SENTENCES } from "../test/embed/sentences.ts";
import { flag } from "./lib/measure.ts";

const MODEL = "all-MiniLM-L6-v2";
const fmt = (n: number, d = 1) => n.toFixed(d);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

{
  const [load1] = (await import("node:os")).loadavg();
  console.log(`load average at start: ${fmt(load1!, 2)} on ${(await import("node:os")).cpus().length} CPUs (timings below include any other load)`);
}
if (process.env.ORT_DISABLE_TELEMETRY !== "1") {
  console.log("note: ORT_DISABLE_TELEMETRY=1 is not set; ONNX Runtime may write under ~/.cache/Microsoft");
}

const activation = flag("activation") as "row" | "static" | undefined;
const baselineRev = flag("baseline");

/** Builds the model with the converter as it was at `rev` (src/embed from git) into a temp folder. */
async function buildAt(rev: string): Promise<string> {
  const src = mkdtempSync(join(tmpdir(), "engram-bench-embed-src-"));
  const tar = spawnSync("sh", ["-c", `git archive ${JSON.stringify(rev)} src/embed | tar -x -C ${JSON.stringify(src)}`], { stdio: "inherit" });
  if (tar.status !== 0) throw new Error(`cannot read src/embed at ${rev}`);
  const { buildDefaultModel: build, locateSource } = (await import(join(src, "src/embed/build/index.ts"))) as typeof import("../src/embed/build/index.ts");
  const dir = mkdtempSync(join(tmpdir(), "engram-bench-embed-base-"));
  await build(dir, { sourceDir: locateSource().dir });
  rmSync(src, { recursive: true, force: true });
  return dir;
}

const modelsDir = mkdtempSync(join(tmpdir(), "engram-bench-embed-"));
const baseDir = baselineRev ? await buildAt(baselineRev) : undefined;
try {
  let t = performance.now();
  await buildDefaultModel(modelsDir, { log: (l) => console.log(l), activation });
  console.log(`build (fp32 + q8):              ${fmt(performance.now() - t, 0)} ms`);

  const q8 = await loadEmbedder({ modelsDir, modelId: MODEL, dtype: "q8" });
  const fp32 = await loadEmbedder({ modelsDir, modelId: MODEL, dtype: "fp32" });
  const base = baseDir ? await loadEmbedder({ modelsDir: baseDir, modelId: MODEL, dtype: "q8" }) : undefined;
  console.log(`load q8 / fp32 (incl. warm-up): ${fmt(q8.loadMs, 0)} / ${fmt(fp32.loadMs, 0)} ms; q8 runs ${q8.file}`);

  // ---- accuracy
  const vf = await fp32.embed(SENTENCES);
  const vq = await q8.embed(SENTENCES);
  if (hasReference) {
    const ref = await loadEmbedder({ modelsDir: REFERENCE_MODELS_DIR, modelId: MODEL, dtype: "fp32" });
    const vr = await ref.embed(SENTENCES);
    const diffs = SENTENCES.map((_, i) => maxAbsDiff(vf[i]!, vr[i]!));
    console.log(`fp32 vs reference, max abs:     ${Math.max(...diffs).toExponential(2)} (worst of ${SENTENCES.length} sentences)`);
    await ref.close();
  } else {
    console.log(`fp32 vs reference:              skipped (${REFERENCE_MODELS_DIR} absent)`);
  }
  const cq = SENTENCES.map((_, i) => cosine(vq[i]!, vf[i]!));
  const worst = cq.indexOf(Math.min(...cq));
  console.log(`q8 vs fp32 cosine, min / mean:  ${fmt(cq[worst]!, 4)} (${JSON.stringify(SENTENCES[worst])}) / ${fmt(cq.reduce((a, b) => a + b) / cq.length, 4)}`);
  if (base) {
    const vb = await base.embed(SENTENCES);
    const d = Math.max(...SENTENCES.map((_, i) => maxAbsDiff(vq[i]!, vb[i]!)));
    const cb = SENTENCES.map((_, i) => cosine(vb[i]!, vf[i]!));
    console.log(`q8 vs ${baselineRev} q8, max abs:  ${d.toExponential(2)} (${baselineRev}: min / mean cosine to fp32 ${fmt(Math.min(...cb), 4)} / ${fmt(cb.reduce((a, b) => a + b) / cb.length, 4)})`);
  }
  // the same text alone and inside two different batches (other neighbours, other padding)
  {
    const texts = SENTENCES.slice(0, 8);
    const alone = await Promise.all(texts.map(async (t) => (await q8.embed([t]))[0]!));
    const rev = [...SENTENCES].reverse();
    const inRev = await q8.embed(rev);
    const withLong = await Promise.all(texts.map((t) => q8.embedOne(t)).concat(q8.embedOne(SENTENCES[21]!)));
    let maxDiff = 0;
    let identical = 0;
    texts.forEach((t, i) => {
      for (const v of [inRev[rev.indexOf(t)]!, withLong[i]!]) {
        maxDiff = Math.max(maxDiff, maxAbsDiff(v, alone[i]!));
        if (v.every((x, d) => x === alone[i]![d])) identical++;
      }
    });
    console.log(`q8 batch independence:          ${identical}/${texts.length * 2} vectors bitwise equal to the text alone, max abs diff ${maxDiff.toExponential(2)}`);
  }
  for (const [name, e] of [["fp32", fp32], ["q8", q8]] as const) {
    const [a, b, c] = await e.embed(["I live in Berlin", "My home city is Berlin", "I like pizza"]);
    console.log(`Berlin ${name.padEnd(4)}: cos(home city) ${fmt(cosine(a!, b!), 4)}  cos(pizza) ${fmt(cosine(a!, c!), 4)}`);
  }

  // ---- throughput
  const { AutoTokenizer, env } = await import("@huggingface/transformers");
  env.allowRemoteModels = false;
  env.localModelPath = `${modelsDir}/`;
  const tokenizer = await AutoTokenizer.from_pretrained(MODEL);
  const tokens = (s: string) => tokenizer.encode(s).length;
  const shortSet = SENTENCES.filter((s) => tokens(s) <= 16);
  const batch32 = Array.from({ length: 32 }, (_, i) => shortSet[i % shortSet.length]!);
  const maxTok = Math.max(...batch32.map(tokens));
  type Rate = { med: number; best: number; perSec: number; cpu: number };
  // CPU time of the process (ONNX Runtime's threads included): less swayed than wall time by other
  // processes on a busy machine, since waiting for a core costs none.
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  /** Rounds alternate between the embedders, so a burst of load from elsewhere hits all of them. */
  const rates = async (es: Embedder[], texts: string[], rounds: number): Promise<Rate[]> => {
    for (const e of es) await e.embed(texts);
    const times: number[][] = es.map(() => []);
    const cpu: number[][] = es.map(() => []);
    for (let r = 0; r < rounds; r++) {
      for (const [i, e] of es.entries()) {
        const t0 = performance.now();
        const c0 = cpuMs();
        await e.embed(texts);
        cpu[i]!.push(cpuMs() - c0);
        times[i]!.push(performance.now() - t0);
      }
    }
    return times.map((ts, i) => {
      const med = pct(ts, 50);
      return { med, best: Math.min(...ts), perSec: (texts.length / med) * 1000, cpu: pct(cpu[i]!, 50) };
    });
  };
  const rate = async (e: Embedder, texts: string[], rounds: number) => (await rates([e], texts, rounds))[0]!;
  const show = (r: Rate) => `median ${fmt(r.med)} ms = ${fmt(r.perSec, 0)}/s (best ${fmt(r.best)} ms)`;
  const versus = async (label: string, texts: string[], rounds: number) => {
    if (!base) return console.log(`  q8   ${show(await rate(q8, texts, rounds))}`);
    const [a, b] = await rates([q8, base], texts, rounds);
    console.log(`  q8   ${show(a!)}`);
    console.log(`  q8 at ${baselineRev} ${show(b!)}`);
    console.log(
      `  ${label}: q8 / ${baselineRev} = ${fmt(a!.perSec / b!.perSec, 2)}x texts/s; CPU per call ${fmt(a!.cpu)} / ${fmt(b!.cpu)} ms = ${fmt(b!.cpu / a!.cpu, 2)}x less`,
    );
  };
  console.log(`batch of 32 short sentences (${shortSet.length} distinct, padded to ${maxTok} tokens):`);
  await versus("32 short", batch32, 30);
  console.log(`  fp32 ${show(await rate(fp32, batch32, 15))}`);
  for (const threads of [1, 2]) {
    const e = await loadEmbedder({ modelsDir, modelId: MODEL, threads });
    console.log(`  q8 intraOpNumThreads=${threads}: ${show(await rate(e, batch32, 30))}`);
    await e.close();
  }
  if (hasReference) {
    const ref = await loadEmbedder({ modelsDir: REFERENCE_MODELS_DIR, modelId: MODEL, dtype: "q8" });
    console.log(`  reference q8 (per-tensor activations): ${show(await rate(ref, batch32, 30))}`);
    await ref.close();
  }
  const mixed = Array.from({ length: 320 }, (_, i) => SENTENCES[(i * 7) % SENTENCES.length]!);
  const avgTok = mixed.reduce((a, s) => a + tokens(s), 0) / mixed.length;
  console.log(`embed() of 320 mixed texts (avg ${fmt(avgTok)} tokens, up to ${Math.max(...mixed.map(tokens))}), grouped by length:`);
  await versus("320 mixed", mixed, 5);
  console.log(`  fp32 ${show(await rate(fp32, mixed, 3))}`);
  if (q8.file !== ONNX_FILE.q8) {
    // the same vectors from the portable file (see Q8_INT8_FILE): what the int8 file saves, in the same rounds
    const portable = await loadEmbedder({ modelsDir, modelId: MODEL, q8File: "portable" });
    for (const [label, texts, rounds] of [["32 short", batch32, 30], ["320 mixed", mixed, 5]] as const) {
      const [a, b] = await rates([q8, portable], texts, rounds);
      console.log(`  ${label}: ${q8.file} ${show(a!)}; ${ONNX_FILE.q8} ${show(b!)} = ${fmt(a!.perSec / b!.perSec, 2)}x`);
    }
    await portable.close();
  }
  {
    // several models side by side (`engram reembed`'s embedder): each on one thread, a list cut in pieces
    const workers = bulkWorkers();
    const pool = await loadEmbedderThread({ modelsDir, modelId: MODEL, workers });
    const es = base ? [pool, q8, base] : [pool, q8];
    for (const [label, texts, rounds] of [["32 short", batch32, 30], ["320 mixed", mixed, 5]] as const) {
      const [p, a, b] = await rates(es, texts, rounds);
      console.log(
        `  ${label}, ${workers} workers x 1 thread: ${show(p!)} = ${fmt(p!.perSec / a!.perSec, 2)}x one q8 model` +
          (b ? `, ${fmt(p!.perSec / b.perSec, 2)}x ${baselineRev}'s` : ""),
      );
    }
    await pool.close();
  }
  {
    // the padded size of one call (texts x longest text's tokens): embed()'s maxBatchTokens
    const sizes = [128, 256, 512, 1024, 2048];
    const es = await Promise.all(sizes.map((maxBatchTokens) => loadEmbedder({ modelsDir, modelId: MODEL, maxBatchTokens, maxBatch: 64 })));
    const rs = await rates(es, mixed, 5);
    console.log(`  q8 by padded size per call (maxBatch 64): ${sizes.map((n, i) => `${n}: ${fmt(rs[i]!.perSec, 0)}/s`).join(", ")}`);
    for (const e of es) await e.close();
  }

  // ---- latency of one short query
  const query = "where does alice live?";
  const lat = async (f: () => Promise<unknown>, n = 200) => {
    for (let i = 0; i < 10; i++) await f();
    const xs: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await f();
      xs.push(performance.now() - t0);
    }
    return `median ${fmt(pct(xs, 50), 2)} ms, p95 ${fmt(pct(xs, 95), 2)} ms`;
  };
  console.log(`single query q8 embed([q]):     ${await lat(() => q8.embed([query]))}`);
  console.log(`single query q8 embedOne(q):    ${await lat(() => q8.embedOne(query))}  (through the micro-batcher, 2 ms window)`);
  console.log(`single query fp32 embed([q]):   ${await lat(() => fp32.embed([query]), 100)}`);
  if (base) {
    // an 8-word query through embedOne, the two files alternating call by call
    const q8words = "what did my sister say about the trip?";
    const xs: number[][] = [[], []];
    for (let i = 0; i < 420; i++) {
      const e = i % 2 === 0 ? q8 : base;
      const t0 = performance.now();
      await e.embedOne(q8words);
      if (i >= 20) xs[i % 2]!.push(performance.now() - t0);
    }
    const f = (v: number[]) => `p50 ${fmt(pct(v, 50), 2)} ms, p95 ${fmt(pct(v, 95), 2)} ms`;
    console.log(`8-word query embedOne, interleaved: q8 ${f(xs[0]!)}; at ${baselineRev} ${f(xs[1]!)}; p50 ratio ${fmt(pct(xs[1]!, 50) / pct(xs[0]!, 50), 2)}x`);
  }

  // ---- concurrent single requests (micro-batching)
  const calls0 = q8.stats.calls;
  t = performance.now();
  const n = 256;
  await Promise.all(Array.from({ length: n }, (_, i) => q8.embedOne(shortSet[i % shortSet.length]!)));
  const ms = performance.now() - t;
  console.log(`${n} concurrent embedOne (q8):   ${fmt(ms, 0)} ms = ${fmt((n / ms) * 1000, 0)}/s in ${q8.stats.calls - calls0} model calls`);

  if (base) {
    // requests arriving together are embedded together whatever their length (no grouping)
    const burst = Array.from({ length: 32 }, (_, i) => SENTENCES[(i * 5) % SENTENCES.length]!);
    const times: number[][] = [[], []];
    for (let r = 0; r < 20; r++) {
      for (const [i, e] of [q8, base].entries()) {
        const t0 = performance.now();
        await Promise.all(burst.map((t) => e.embedOne(t)));
        times[i]!.push(performance.now() - t0);
      }
    }
    const [a, b] = times.map((ts) => pct(ts, 50));
    console.log(`32 concurrent embedOne, mixed lengths (up to ${Math.max(...burst.map(tokens))} tokens): q8 ${fmt(a!)} ms, at ${baselineRev} ${fmt(b!)} ms = ${fmt(b! / a!, 2)}x`);
    await base.close();
  }
  await q8.close();
  await fp32.close();
} finally {
  rmSync(modelsDir, { recursive: true, force: true });
  if (baseDir) rmSync(baseDir, { recursive: true, force: true });
}
