// Speed of the built-in rules extractor alone, and a fingerprint of everything it says (the golden master),
// so that a change meant only to restructure or speed it up can be shown to change no output.
// Texts: bench/data/extract-golden-inputs.jsonl, frozen when the golden master was recorded (commit of
// issue 23): the dev statement sets and sequences (with their own `now`), every string literal of the
// extractor tests of that day, 4,000 corpus texts (bench/lib/corpus.ts, seed 20240611) and the
// conversation fixtures. Frozen so that new tests or fixtures do not move the fingerprint. Never holds
// test/fixtures/facts (held out).
// The fingerprint covers what the extractor says, not why: provenance fields (`rule`, `rewrites`) are left
// out of it.
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/extract-speed.ts [--runs 7] [--check]   (--hash-only: the fingerprint alone)
//   --check exits 1 when the fingerprint differs from GOLDEN.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractRules } from "../src/extract/rules";
import { intFlag } from "./lib/measure";

/**
 * The fingerprint of the rules' output: re-recorded only when the output is meant to change. Issue 23's
 * restructuring kept fb2e560d… (commit 7856485) throughout; merging issue 21's chat rules gave bc19e26b…,
 * the same as issue 21's branch (a9fe45e) on its own, so the merge of the two changed nothing else.
 * Issue 23's item 6 (quality on fresh ground) changes the output on purpose; each commit that does says why.
 */
export const GOLDEN = "92edc4ba16e09d0d7c42904dfced8f2066c2f5a7677d8e73e9dbeb6c24552e2c";

const ROOT = join(import.meta.dir, "..");
const runs = process.argv.includes("--hash-only") ? 0 : intFlag("runs", 7);

interface Input { text: string; now: string }
const inputs = readFileSync(join(ROOT, "bench/data/extract-golden-inputs.jsonl"), "utf8")
  .split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Input);

const runAll = () => inputs.map((i) => extractRules(i));
const PROVENANCE = new Set(["rule", "rewrites"]);
const withoutProvenance = (_k: string, v: unknown) => (_k && PROVENANCE.has(_k) ? undefined : v);

// First pass: the fingerprint (and warm-up).
const hash = createHash("sha256").update(JSON.stringify(runAll(), withoutProvenance)).digest("hex");
const times: number[] = [];
for (let k = 0; k < runs; k++) {
  const t0 = performance.now();
  runAll();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`texts: ${inputs.length}`);
// --hash-only: the fingerprint alone.
if (runs > 0) console.log(`per text: ${((median / inputs.length) * 1000).toFixed(1)} µs (median of ${runs} warm runs; min ${((times[0]! / inputs.length) * 1000).toFixed(1)}, max ${((times.at(-1)! / inputs.length) * 1000).toFixed(1)})`);
console.log(`outputs sha256: ${hash} (${hash === GOLDEN ? "matches the golden master" : `DIFFERS from the golden master ${GOLDEN}`})`);
if (process.argv.includes("--check") && hash !== GOLDEN) process.exit(1);
