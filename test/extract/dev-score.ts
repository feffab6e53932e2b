// Scoring of the development statement sets (dev-set*.ts), shared by rules.test.ts and dev-set-9.test.ts.
// Matching as the held-out evaluation does it: case-insensitive, trimmed, no leading article or trailing
// punctuation; tense must match; aliases count as triples.
import { extractRules } from "../../src/extract/rules";
import type { Extraction } from "../../src/extract/types";
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
