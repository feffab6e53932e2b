// Fact-engine quality on the held-out labelled set (test/fixtures/facts):
// 1. the `rules` extractor's triple precision and recall on 383 statements (per category);
// 2. the share of 71 scripted update sequences that end with exactly the right current, planned and
//    closed facts, run through the real pipeline (add memory → extraction job → contradiction check);
// 3. supersessions on multi-valued predicates (must be zero).
// Prints figures; asserts nothing. Run: ORT_DISABLE_TELEMETRY=1 bun bench/facts.ts [--verbose]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rulesExtractor } from "../src/extract/rules";
import { SELF } from "../src/extract/types";
import { SEED_BY_NAME } from "../src/extract/vocabulary";
import { ManualClock } from "../src/domain/clock";
import { startTestApp } from "../test/helpers/app";
import { key, pct, scoreStatements, type Statement, type Triple } from "./lib/score-statements";

const verbose = process.argv.includes("--verbose");
const FIX = join(import.meta.dir, "..", "test", "fixtures", "facts");
const readJsonl = <T>(f: string): T[] => readFileSync(join(FIX, f), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as T);

interface Sequence {
  id: string; kind: string; steps: { text: string; timestamp: string }[];
  expect_current: Triple[]; expect_closed: Triple[]; expect_planned?: Triple[]; equivalents?: string[][];
}

// 1. extractor
const statements = readJsonl<Statement>("statements.jsonl");
const t0 = performance.now();
const { tp, predicted, expected: expectedN, perCat } = await scoreStatements(statements, verbose);
const ms = performance.now() - t0;
// Speed alone (warm, extraction only, 20 rounds): the extractor runs on every memory write.
const ROUNDS = 20;
const tWarm = performance.now();
for (let r = 0; r < ROUNDS; r++) for (const s of statements) await rulesExtractor.extract({ text: s.text, now: s.now });
const warmUs = ((performance.now() - tWarm) * 1000) / (ROUNDS * statements.length);
console.log(`rules extractor on ${statements.length} statements (${expectedN} labelled triples); first pass ${(ms / statements.length).toFixed(3)} ms per statement, warm ${warmUs.toFixed(0)} µs per statement (${ROUNDS} rounds)`);
console.log(`  precision ${pct(tp / predicted)}  recall ${pct(tp / expectedN)}   (bars: precision >= 0.90, recall >= 0.75)`);
for (const [cat, c] of [...perCat].sort()) console.log(`  ${cat.padEnd(13)} precision ${pct(c.tp / c.p)}  recall ${pct(c.tp / c.e)}  (${c.e} labelled)`);

// 2. sequences through the real pipeline
const clock = new ManualClock(0);
clock.set("2026-11-01T00:00:00Z");
const app = startTestApp({ clock });
const { api_key } = await app.signUp();
const sequences = readJsonl<Sequence>("sequences.jsonl");
let ok = 0;
const perKind = new Map<string, { ok: number; n: number }>();
const t1 = performance.now();
for (const seq of sequences) {
  const userId = `seq-${seq.id}`;
  for (const step of seq.steps) {
    clock.set(step.timestamp);
    const r = await app.json("POST", "/v1/memories", { key: api_key, body: { content: step.text, user_id: userId, timestamp: step.timestamp } });
    if (r.status !== 201) throw new Error(`${seq.id}: ${JSON.stringify(r.body)}`);
    await app.drain();
  }
  // Read when the conversation ends (its latest step: out_of_order steps go back in time). A fixed read date
  // would see steps said after it as not yet true, and plans whose date has since passed as carried out.
  clock.set(seq.steps.map((s) => s.timestamp).sort().at(-1)!);
  // Renames are read through the canonical names (the fact keeps the name it was stated with).
  const facts = ((await app.json("GET", `/v1/facts?user_id=${userId}&include_invalidated=true&limit=200`, { key: api_key })).body.facts as {
    subject: string; subject_type: string; predicate: string; object: string; tense: string; subject_canonical: string; object_canonical: string;
  }[]).map((f) => ({ ...f, subject: f.subject_canonical, object: f.object_canonical }));
  const eq = (a: string, b: string) => key(a) === key(b) || (seq.equivalents ?? []).some((g) => g.some((x) => key(x) === key(a)) && g.some((x) => key(x) === key(b)));
  const subj = (want: string, f: { subject: string; subject_type: string }) => (want === SELF ? f.subject_type === "self" : key(want) === key(f.subject));
  const find = (w: Triple, tense: string[]) => facts.filter((f) => subj(w.subject, f) && f.predicate === w.predicate && eq(w.object, f.object) && tense.includes(f.tense));
  const problems: string[] = [];
  for (const w of seq.expect_current) if (find(w, ["current"]).length !== 1) problems.push(`not exactly one current ${JSON.stringify(w)}`);
  for (const w of seq.expect_closed) if (find(w, ["past"]).length < 1) problems.push(`not closed ${JSON.stringify(w)}`);
  for (const w of seq.expect_planned ?? []) if (find(w, ["planned"]).length !== 1) problems.push(`not planned ${JSON.stringify(w)}`);
  // expect_current is exhaustive per subject + predicate: nothing else current there
  const pairs = new Set([...seq.expect_current, ...seq.expect_closed].map((w) => `${w.subject === SELF ? SELF : key(w.subject)}|${w.predicate}`));
  for (const f of facts) {
    const k = `${f.subject_type === "self" ? SELF : key(f.subject)}|${f.predicate}`;
    if (f.tense === "current" && pairs.has(k) && !seq.expect_current.some((w) => subj(w.subject, f) && w.predicate === f.predicate && eq(w.object, f.object))) {
      problems.push(`unexpected current ${f.predicate} ${f.object}`);
    }
  }
  const k = perKind.get(seq.kind) ?? { ok: 0, n: 0 };
  k.n++;
  if (problems.length === 0) (ok++, k.ok++);
  else if (verbose) console.log(`  FAIL ${seq.id} (${seq.kind}): ${problems.join("; ")}`);
  perKind.set(seq.kind, k);
}
console.log(`\nupdate sequences: ${ok}/${sequences.length} end right = ${pct(ok / sequences.length)}   (bar >= 0.95), ${((performance.now() - t1) / sequences.length).toFixed(0)} ms per sequence`);
for (const [kind, k] of [...perKind].sort()) console.log(`  ${kind.padEnd(13)} ${k.ok}/${k.n}`);

// 3. supersessions on multi-valued predicates
const superseded = app.storage.sqlite.query("select predicate from facts where close_reason = 'superseded'").all() as { predicate: string }[];
const multi = superseded.filter((r) => SEED_BY_NAME.get(r.predicate)?.cardinality === "multi" || !SEED_BY_NAME.has(r.predicate));
console.log(`\nsupersessions: ${superseded.length}, on multi-valued predicates: ${multi.length} (bar: 0)${multi.length ? " " + JSON.stringify(multi) : ""}`);
app.close();
