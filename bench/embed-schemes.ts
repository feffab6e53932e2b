/**
 * Accuracy (and optionally speed) of int8 activation schemes against fp32, for choosing the converter's
 * "static" settings (prints, does not assert):
 *   ORT_DISABLE_TELEMETRY=1 [ALPHAS=none,0.7] [WIDE="0,-1;0"] [CLASSES=1|2] [ROWS="output.dense;..."] [WORST=1] [SPEED=1] [TENSOR=1] \
 *     bun bench/embed-schemes.ts [calibration json, default the stored table; bench/calibrate.ts --out writes others]
 * ALPHAS: channel smoothing α ("none": one step per layer); WIDE: wideLayers lists; CLASSES=1 merges the
 * [CLS] ranges into the others (2: [CLS] rows on steps of their own); ROWS: layer suffixes kept per row.
 * "sent" are test/embed/sentences.ts, "held" 160 texts of bench/lib/corpus.ts (not calibration texts).
 */
import { mkdtempSync, mkdirSync, writeFileSync, cpSync, rmSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSourceModel, locateSource, buildDefaultModel } from "../src/embed/build/index.ts";
import { buildBertOnnx, type QuantizeSpec } from "../src/embed/build/onnx-graph.ts";
import { loadEmbedder, type Embedder } from "../src/embed/index.ts";
import { SENTENCES } from "../test/embed/sentences.ts";
import { cosine } from "../test/embed/model-dir.ts";
import { memoryText, queries } from "./lib/corpus.ts";
import { mulberry32 } from "../test/helpers/rng.ts";

const M = "all-MiniLM-L6-v2";
const base = mkdtempSync(join(tmpdir(), "exp-"));
await buildDefaultModel(base);
const src = await loadSourceModel(locateSource().dir);
const calFiles = (process.argv[2] ?? join(import.meta.dir, "..", "src", "embed", "build", "calibration-ranges.json")).split(",");
const specs: [string, QuantizeSpec][] = [];
for (const f of calFiles) {
  const tab = JSON.parse(readFileSync(f, "utf8"));
  const ranges0 = tab.ranges as Record<string, { lo: number[]; hi: number[] }[]>;
  const merge = (rs: { lo: number[]; hi: number[] }[]) => [{ lo: rs[0]!.lo.map((_, k) => Math.min(...rs.map((r) => r.lo[k]!))), hi: rs[0]!.hi.map((_, k) => Math.max(...rs.map((r) => r.hi[k]!))) }];
  const cl = process.env.CLASSES ?? String(tab.token_classes.length + 1);
  const ranges = Object.fromEntries(Object.entries(ranges0).map(([k, r]) => [k, cl === "1" ? merge(r) : r]));
  const tokenClasses = cl === "1" ? undefined : tab.token_classes;
  const tag = f.replace(/.*\//, "");
  for (const a of (process.env.ALPHAS ?? "none").split(",")) {
    const smoothing = a === "none" ? undefined : Number(a);
    for (const wl of (process.env.WIDE ?? "0,-1").split(";")) {
      const wideLayers = wl === "" ? [] : wl.split(",").map(Number);
      specs.push([`static a=${a} wide=[${wl}]`, { embeddings: true, activation: "static", wideLayers, ranges, smoothing, tokenClasses }]);
      for (const rl of (process.env.ROWS ?? "").split(";").filter(Boolean)) specs.push([`static a=${a} wide=[${wl}] row:${rl}`, { embeddings: true, activation: "static", wideLayers, ranges, smoothing, tokenClasses, rowLayers: rl.split(",") }]);
    }
  }
}
if (process.env.TENSOR) specs.push(["tensor", { embeddings: true, activation: "tensor", wideLayers: [0, -1] }]);
const r = mulberry32(777);
const q = queries(778);
const held = [...Array.from({ length: 100 }, () => memoryText(r)), ...Array.from({ length: 60 }, () => q())];
const fp32 = await loadEmbedder({ modelsDir: base, modelId: M, dtype: "fp32" });
const rowE = await loadEmbedder({ modelsDir: base, modelId: M });
const fS = await fp32.embed(SENTENCES);
const fH = await fp32.embed(held);
const stats = async (e: Embedder) => {
  const a = await e.embed(SENTENCES), b = await e.embed(held);
  const ca = SENTENCES.map((_, i) => cosine(a[i]!, fS[i]!)), cb = held.map((_, i) => cosine(b[i]!, fH[i]!));
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  if (process.env.WORST) console.log(ca.map((c, i) => [c, i] as const).sort((x, y) => x[0] - y[0]).slice(0, 4).map(([c, i]) => `${c.toFixed(4)} ${JSON.stringify(SENTENCES[i]).slice(0, 30)}`).join(" | "));
  return `sent min ${Math.min(...ca).toFixed(4)} mean ${mean(ca).toFixed(4)} | held min ${Math.min(...cb).toFixed(4)} mean ${mean(cb).toFixed(4)}`;
};
console.log("row (today)".padEnd(50), await stats(rowE));
const es: [string, Embedder][] = [];
for (const [name, spec] of specs) {
  const dir = mkdtempSync(join(tmpdir(), "exp-s-"));
  cpSync(join(base, M), join(dir, M), { recursive: true });
  writeFileSync(join(dir, M, "onnx", "model_quantized.onnx"), buildBertOnnx(src.cfg, src.weights, { quantize: spec, producerVersion: "x" }).toBytes());
  const e = await loadEmbedder({ modelsDir: dir, modelId: M });
  console.log(name.padEnd(50), await stats(e));
  es.push([name, e]);
}
if (process.env.SPEED) {
  const short = SENTENCES.filter((s) => s.length < 60);
  const b32 = Array.from({ length: 32 }, (_, i) => short[i % short.length]!);
  const all: [string, Embedder][] = [["row", rowE], ...es];
  const times = all.map(() => [] as number[]);
  for (let k = 0; k < 3; k++) for (const [, e] of all) await e.embed(b32);
  for (let k = 0; k < 25; k++) for (let i = 0; i < all.length; i++) { const t = performance.now(); await all[i]![1].embed(b32); times[i]!.push(performance.now() - t); }
  const med = (x: number[]) => [...x].sort((a, b) => a - b)[x.length >> 1]!;
  all.forEach(([n], i) => console.log(`speed ${n.padEnd(48)} median ${med(times[i]!).toFixed(1)} ms  ratio vs row ${(med(times[0]!) / med(times[i]!)).toFixed(2)}x`));
}
rmSync(base, { recursive: true, force: true });
process.exit(0);
