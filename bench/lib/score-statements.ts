// Triple precision and recall of the rules extractor on a labelled statement set (test/fixtures/facts/README.md
// says how items are labelled and matched): used by bench/facts.ts (held-out set) and bench/blind.ts (blind set).
import { rulesExtractor } from "../../src/extract/rules";
import { SELF } from "../../src/extract/types";
import { normKey, singular } from "../../src/domain/facts/normalize";

export interface Triple { subject: string; predicate: string; object: string; tense?: string }
export interface Statement { id: string; text: string; now: string; category: string; expected: Triple[] }
export interface Score { tp: number; predicted: number; expected: number; perCat: Map<string, { tp: number; p: number; e: number }> }

export const key = (s: string) => singular(normKey(s));
/** Instructions are free text: containment either way counts (fixture README). */
const objectMatch = (predicate: string, want: string, got: string) =>
  key(want) === key(got) || (predicate === "instruction" && (key(got).includes(key(want)) || key(want).includes(key(got))));
const subjectMatch = (want: string, got: string) => (want === SELF ? got === SELF : key(want) === key(got));

export async function scoreStatements(statements: Statement[], verbose = false): Promise<Score> {
  const score: Score = { tp: 0, predicted: 0, expected: 0, perCat: new Map() };
  for (const s of statements) {
    const out = await rulesExtractor.extract({ text: s.text, now: s.now });
    const used = new Set<number>();
    let hit = 0;
    for (const e of s.expected) {
      const i = out.facts.findIndex((g, k) => !used.has(k) && subjectMatch(e.subject, g.subject) && g.predicate === e.predicate && objectMatch(e.predicate, e.object, g.object) && (e.tense ?? "current") === g.tense);
      if (i >= 0) (used.add(i), hit++);
      else if (verbose) console.log(`  MISS ${s.id} ${JSON.stringify(e)} in "${s.text}" got ${JSON.stringify(out.facts.map((f) => [f.subject, f.predicate, f.object, f.tense]))}`);
    }
    if (verbose) out.facts.forEach((g, k) => !used.has(k) && console.log(`  EXTRA ${s.id} ${JSON.stringify([g.subject, g.predicate, g.object, g.tense])} from "${s.text}"`));
    score.tp += hit; score.predicted += out.facts.length; score.expected += s.expected.length;
    const c = score.perCat.get(s.category) ?? { tp: 0, p: 0, e: 0 };
    c.tp += hit; c.p += out.facts.length; c.e += s.expected.length;
    score.perCat.set(s.category, c);
  }
  return score;
}

export const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : "-");

export function printScore(label: string, s: Score): void {
  console.log(`${label}: precision ${pct(s.tp / s.predicted)}  recall ${pct(s.tp / s.expected)}  (${s.tp} of ${s.expected} labelled triples found, ${s.predicted} given)`);
  for (const [cat, c] of [...s.perCat].sort()) console.log(`  ${cat.padEnd(13)} precision ${pct(c.tp / c.p)}  recall ${pct(c.tp / c.e)}  (${c.e} labelled)`);
}
