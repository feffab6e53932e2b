/**
 * Measures the activation ranges of the "static" int8 scheme and rewrites
 * src/embed/build/calibration-ranges.json (see src/embed/build/calibration.ts):
 *   ORT_DISABLE_TELEMETRY=1 bun bench/calibrate.ts [--out file]
 * Run it when the npm weights or calibration-texts.txt change, then bump CONVERTER_VERSION.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { calibrate, calibrationTexts, type Ort, tokenizeTexts } from "../src/embed/build/calibration.ts";
import { loadSourceModel, locateSource } from "../src/embed/build/index.ts";
import { flag } from "./lib/measure.ts";

const out = flag("out") ?? join(import.meta.dir, "..", "src", "embed", "build", "calibration-ranges.json");

const src = await loadSourceModel(locateSource().dir);
const texts = calibrationTexts();
const tokenized = await tokenizeTexts(src.files, texts);
const ort = (await import("onnxruntime-node")) as unknown as Ort;
const t0 = performance.now();
// [CLS], the first id of every text: its rows are 4-8x larger than other tokens' in the first layers
// (a class of its own for [SEP] too measured no better: min cosine to fp32 0.9886 against 0.9904)
const tokenClasses = [tokenized[0]![0]!];
const ranges = await calibrate(ort, src.cfg, src.weights, tokenized, tokenClasses);
console.log(`calibrated ${Object.keys(ranges).length} layers on ${texts.length} texts (${tokenized.reduce((a, t) => a + t.length, 0)} tokens) in ${(performance.now() - t0).toFixed(0)} ms`);
for (const [k, byClass] of Object.entries(ranges)) {
  console.log(`  ${k.padEnd(42)} ` + byClass.map(({ lo, hi }, c) => `class ${c} [${Math.min(...lo)}, ${Math.max(...hi)}]`).join("  "));
}
writeFileSync(out, JSON.stringify({ weights_sha256: src.weightsSha, texts: texts.length, token_classes: tokenClasses, ranges }) + "\n");
console.log(`wrote ${out}`);
