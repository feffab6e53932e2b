// Speed of the built-in rules extractor alone, and a fingerprint of everything it says, so that a change
// meant only to make it faster can be shown to change no output: the SHA-256 must stay the same.
// Texts: the dev statement sets and sequences (with their own `now`), every string literal of the
// extractor tests (read as text, so test files need not be imported), a few thousand corpus texts
// (bench/lib/corpus.ts, fixed seed, the texts bench:batch imports) and the conversation fixtures.
// Never reads test/fixtures/facts (held out).
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/extract-speed.ts [--runs 7] [--corpus 4000]
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractRules } from "../src/extract/rules";
import { memoryText, rng } from "./lib/corpus";
import { intFlag } from "./lib/measure";
import { DEV_NOW, NEGATIVES, POSITIVES } from "../test/extract/dev-set";
import { NEGATIVES_2, POSITIVES_2 } from "../test/extract/dev-set-2";
import { NEGATIVES_3, POSITIVES_3 } from "../test/extract/dev-set-3";
import { NEGATIVES_4, POSITIVES_4 } from "../test/extract/dev-set-4";
import { NEGATIVES_5, POSITIVES_5 } from "../test/extract/dev-set-5";
import { NEGATIVES_6, POSITIVES_6 } from "../test/extract/dev-set-6";
import { NEGATIVES_7, POSITIVES_7 } from "../test/extract/dev-set-7";
import { NEGATIVES_8, POSITIVES_8 } from "../test/extract/dev-set-8";
import { NEGATIVES_9, POSITIVES_9 } from "../test/extract/dev-set-9";
import { DEV_SEQUENCES } from "../test/extract/dev-sequences";
import { DEV_SEQUENCES_2 } from "../test/extract/dev-sequences-2";
import { DEV_SEQUENCES_3 } from "../test/extract/dev-sequences-3";
import { DEV_SEQUENCES_4 } from "../test/extract/dev-sequences-4";
import { DEV_SEQUENCES_5 } from "../test/extract/dev-sequences-5";
import { DEV_SEQUENCES_6 } from "../test/extract/dev-sequences-6";
import { DEV_SEQUENCES_7 } from "../test/extract/dev-sequences-7";
import { DEV_SEQUENCES_8 } from "../test/extract/dev-sequences-8";
import { DEV_SEQUENCES_9 } from "../test/extract/dev-sequences-9";
import { DEV_SEQUENCES_10 } from "../test/extract/dev-sequences-10";
import { DEV_SEQUENCES_11 } from "../test/extract/dev-sequences-11";
import { DEV_SEQUENCES_12 } from "../test/extract/dev-sequences-12";
import { DEV_SEQUENCES_13 } from "../test/extract/dev-sequences-13";

const ROOT = join(import.meta.dir, "..");
const runs = intFlag("runs", 7);
const corpusSize = intFlag("corpus", 4000);

interface Input { text: string; now: string }
const inputs: Input[] = [];

const cases = [
  POSITIVES, NEGATIVES, POSITIVES_2, NEGATIVES_2, POSITIVES_3, NEGATIVES_3, POSITIVES_4, NEGATIVES_4, POSITIVES_5, NEGATIVES_5,
  POSITIVES_6, NEGATIVES_6, POSITIVES_7, NEGATIVES_7, POSITIVES_8, NEGATIVES_8, POSITIVES_9, NEGATIVES_9,
].flat() as { text: string; now?: string }[];
for (const c of cases) inputs.push({ text: c.text, now: c.now ?? DEV_NOW });
const sequences = [
  DEV_SEQUENCES, DEV_SEQUENCES_2, DEV_SEQUENCES_3, DEV_SEQUENCES_4, DEV_SEQUENCES_5, DEV_SEQUENCES_6, DEV_SEQUENCES_7,
  DEV_SEQUENCES_8, DEV_SEQUENCES_9, DEV_SEQUENCES_10, DEV_SEQUENCES_11, DEV_SEQUENCES_12, DEV_SEQUENCES_13,
].flat();
for (const s of sequences) for (const step of s.steps) inputs.push({ text: step.text, now: step.timestamp });

// Test cases are inline literals in many shapes; any double-quoted string with a space is taken as a text.
const testDir = join(ROOT, "test/extract");
const LITERAL = /"((?:[^"\\\n]|\\.)*)"/g;
for (const f of readdirSync(testDir).filter((f) => f.endsWith(".ts")).sort()) {
  for (const m of readFileSync(join(testDir, f), "utf8").matchAll(LITERAL)) {
    let text: string;
    try { text = JSON.parse(`"${m[1]!}"`) as string; } catch { continue; }
    if (/\s/.test(text.trim())) inputs.push({ text, now: DEV_NOW });
  }
}

const r = rng(20240611);
for (let i = 0; i < corpusSize; i++) inputs.push({ text: memoryText(r), now: DEV_NOW });

const jsonl = (path: string) => readFileSync(join(ROOT, path), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, string>);
const retrieval = join(ROOT, "test/fixtures/retrieval");
for (const f of readdirSync(retrieval).filter((f) => /^conv-.*\.jsonl$/.test(f)).sort()) {
  for (const t of jsonl(`test/fixtures/retrieval/${f}`)) inputs.push({ text: t.text!, now: t.date ?? DEV_NOW });
}
for (const t of jsonl("test/fixtures/recall/conversation.jsonl")) inputs.push({ text: t.text!, now: t.at ?? DEV_NOW });

const runAll = () => inputs.map((i) => extractRules(i));

// First pass: the fingerprint (and warm-up).
const hash = createHash("sha256").update(JSON.stringify(runAll())).digest("hex");
const times: number[] = [];
for (let k = 0; k < runs; k++) {
  const t0 = performance.now();
  runAll();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`texts: ${inputs.length} (dev cases ${cases.length}, sequence steps ${sequences.reduce((n, s) => n + s.steps.length, 0)}, corpus ${corpusSize})`);
console.log(`per text: ${((median / inputs.length) * 1000).toFixed(1)} µs (median of ${runs} warm runs; min ${((times[0]! / inputs.length) * 1000).toFixed(1)}, max ${((times.at(-1)! / inputs.length) * 1000).toFixed(1)})`);
console.log(`outputs sha256: ${hash}`);
