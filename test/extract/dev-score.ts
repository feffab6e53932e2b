// Scoring of the development statement sets (dev-set*.ts), shared by rules.test.ts and dev-set-9/10.test.ts.
// Matching as the held-out evaluation does it: case-insensitive, trimmed, no leading article or trailing
// punctuation; tense must match; aliases count as triples.
import { expect } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import type { Extraction } from "../../src/extract/types";
import { SEED_BY_NAME } from "../../src/extract/vocabulary";
import { DEV_NOW, type DevCase, type T } from "./dev-set";

// The few predicates the held-out labelling uses outside the seed set (test/fixtures/facts/README.md).
export const OUTSIDE_SEED = new Set(["studies", "is_learning", "passed", "member_of", "has_grandparent", "nickname"]);

export const run = (c: Pick<DevCase, "text" | "now">): Extraction => extractRules({ text: c.text, now: c.now ?? DEV_NOW });
export const norm = (s: string) => s.toLowerCase().trim().replace(/[.,!?;:]+$/, "").replace(/^(?:the|a|an)\s+/, "").trim();
const key = (subject: string, predicate: string, object: string, tense: string) => `${norm(subject)}|${norm(predicate)}|${norm(object)}|${tense}`;

type Rename = (object: string) => string;
const same: Rename = (o) => o;
/**
 * The fixture README's rename rule: within a statement, an object equal to either side of a stated alias
 * matches (both sides are mapped to the new name before comparing).
 */
export const aliasRenamer = (c: DevCase): Rename => {
  const to = new Map((c.aliases ?? []).filter(([from]) => from !== "@self").map(([from, next]) => [norm(from), next] as const));
  return (object) => to.get(norm(object)) ?? object;
};

export const goldKeys = (c: DevCase, rename: Rename = same) => [
  ...c.facts.map(([s, p, o, t]: T) => key(s, p, rename(o), t ?? "current")),
  ...(c.aliases ?? []).map(([from, to]) => key(from, "alias", to, "current")),
];
export const predKeys = (e: Extraction, rename: Rename = same) => [
  ...e.facts.map((f) => key(f.subject, f.predicate, rename(f.object), f.tense)),
  ...e.aliases.map((a) => key(a.from, "alias", a.to, "current")),
];

/** Precision and recall over `cases`, with the misses and extras; `renames` applies the README's rename rule. */
export function score(cases: DevCase[], opts: { renames?: boolean } = {}) {
  let tp = 0, predicted = 0, gold = 0;
  const misses: string[] = [];
  const extras: string[] = [];
  for (const c of cases) {
    const rename = opts.renames ? aliasRenamer(c) : same;
    const g = goldKeys(c, rename);
    const p = predKeys(run(c), rename);
    predicted += p.length;
    gold += g.length;
    const left = [...g];
    for (const k of p) {
      const i = left.indexOf(k);
      if (i >= 0) { tp++; left.splice(i, 1); } else extras.push(`${c.text}  →  +${k}`);
    }
    for (const k of left) misses.push(`${c.text}  →  -${k}`);
  }
  return { tp, predicted, gold, precision: predicted ? tp / predicted : 1, recall: gold ? tp / gold : 1, misses, extras };
}

/**
 * A dev set written after the others, scored against its floors: precision and recall over positives and
 * negatives, negatives that give anything, and a printed report grouped by each of `groups` (category, voice…).
 */
export function expectAtFloors<C extends DevCase>(
  name: string,
  sets: { positives: C[]; negatives: C[] },
  floors: { precision: number; recall: number; noisyNegatives: number },
  groups: Record<string, (c: C) => string>,
): void {
  const all = [...sets.positives, ...sets.negatives];
  const s = score(all, { renames: true });
  const noisy = sets.negatives.filter((c) => predKeys(run(c), aliasRenamer(c)).length > 0);
  const line = (label: string, cases: C[]) => {
    const g = score(cases, { renames: true });
    return `  ${label.padEnd(13)} n=${String(cases.length).padStart(3)}  gold ${String(g.gold).padStart(3)}  predicted ${String(g.predicted).padStart(3)}  right ${String(g.tp).padStart(3)}  precision ${g.precision.toFixed(3)}  recall ${g.recall.toFixed(3)}`;
  };
  const grouped = (f: (c: C) => string) => {
    const out = new Map<string, C[]>();
    for (const c of all) out.set(f(c), [...(out.get(f(c)) ?? []), c]);
    return [...out].map(([k, cs]) => line(k, cs));
  };
  console.log([
    `${name}: ${sets.positives.length} statements + ${sets.negatives.length} negatives; ${s.gold} gold, ${s.predicted} predicted, ${s.tp} right`,
    `precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  noisy negatives ${noisy.length}/${sets.negatives.length}`,
    ...Object.entries(groups).flatMap(([label, f]) => [`by ${label}:`, ...grouped(f)]),
    ...(s.extras.length ? ["wrong or extra:", ...s.extras.map((x) => `  ${x}`)] : []),
    ...(s.misses.length ? ["missed:", ...s.misses.map((x) => `  ${x}`)] : []),
  ].join("\n"));
  expect(s.precision).toBeGreaterThanOrEqual(floors.precision);
  expect(s.recall).toBeGreaterThanOrEqual(floors.recall);
  expect(noisy.length).toBeLessThanOrEqual(floors.noisyNegatives);
}

/** A dev set is well formed: canonical predicates, objects and names as written, no sentence of an earlier set. */
export function expectWellFormed(sets: { positives: DevCase[]; negatives: DevCase[] }, earlier: DevCase[][]): void {
  for (const c of sets.positives) {
    for (const [s, p, o] of c.facts) {
      expect(SEED_BY_NAME.has(p) || OUTSIDE_SEED.has(p)).toBe(true);
      expect(c.text.toLowerCase()).toContain(o.toLowerCase());
      if (s !== "@self") expect(c.text.toLowerCase()).toContain(s.toLowerCase());
    }
    for (const [from, to] of c.aliases ?? []) {
      if (from !== "@self") expect(c.text).toContain(from);
      expect(c.text).toContain(to);
    }
  }
  const before = new Set(earlier.flat().map((c) => norm(c.text)));
  const texts = [...sets.positives, ...sets.negatives].map((c) => norm(c.text));
  expect(texts.filter((t) => before.has(t))).toEqual([]);
  expect(new Set(texts).size).toBe(texts.length);
}
