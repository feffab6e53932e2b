// Scores the rules extractor on the tenth development set (dev-set-10.ts): identity, renames, statements with
// several facts and preferences, the kinds the blind set found weakest. The floors are the figures measured when
// the set was added and after the changes it prompted; raise them as the extractor improves, never lower them
// to make a change pass.

import { describe, expect, test } from "bun:test";
import { SEED_BY_NAME } from "../../src/extract/vocabulary";
import { NEGATIVES, POSITIVES } from "./dev-set";
import { aliasRenamer, norm, OUTSIDE_SEED, predKeys, run, score } from "./dev-score";
import { NEGATIVES_2, POSITIVES_2 } from "./dev-set-2";
import { NEGATIVES_3, POSITIVES_3 } from "./dev-set-3";
import { NEGATIVES_4, POSITIVES_4 } from "./dev-set-4";
import { NEGATIVES_5, POSITIVES_5 } from "./dev-set-5";
import { NEGATIVES_6, POSITIVES_6 } from "./dev-set-6";
import { NEGATIVES_7, POSITIVES_7 } from "./dev-set-7";
import { NEGATIVES_8, POSITIVES_8 } from "./dev-set-8";
import { NEGATIVES_9, POSITIVES_9, type DevCase9 } from "./dev-set-9";
import { NEGATIVES_10, POSITIVES_10 } from "./dev-set-10";

// First contact (the extractor of commit 5137f29, before any change it prompted): 267 right of 287 predicted and
// 338 gold (precision 0.930, recall 0.790). At the measured figure after the changes (commit 6432bd6): 311 right
// of 317 predicted (0.9810, 0.9201, rounded down), no negative giving anything.
const PRECISION_FLOOR = 0.981;
const RECALL_FLOOR = 0.920;
const NOISY_NEGATIVES_CEILING = 0;

const noisyNegatives = () => NEGATIVES_10.map((c) => [c.text, predKeys(run(c), aliasRenamer(c))] as const).filter(([, k]) => k.length > 0);
const byCategory = (cases: DevCase9[]) => {
  const out = new Map<string, DevCase9[]>();
  for (const c of cases) out.set(c.category, [...(out.get(c.category) ?? []), c]);
  return out;
};
const line = (label: string, cases: DevCase9[]) => {
  const s = score(cases, { renames: true });
  return `  ${label.padEnd(13)} n=${String(cases.length).padStart(3)}  gold ${String(s.gold).padStart(3)}  predicted ${String(s.predicted).padStart(3)}  right ${String(s.tp).padStart(3)}  precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}`;
};

describe("rules extractor: dev set 10 (identity, renames, multi, preferences)", () => {
  test("precision, recall and noisy negatives stay at or above the floors", () => {
    const all = [...POSITIVES_10, ...NEGATIVES_10];
    const s = score(all, { renames: true });
    const noisy = noisyNegatives();
    const report = [
      `dev-set-10: ${POSITIVES_10.length} statements + ${NEGATIVES_10.length} negatives; ${s.gold} gold, ${s.predicted} predicted, ${s.tp} right`,
      `precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  noisy negatives ${noisy.length}/${NEGATIVES_10.length}`,
      "by category:",
      ...[...byCategory(all)].map(([k, cs]) => line(k, cs)),
      ...(s.extras.length ? ["wrong or extra:", ...s.extras.map((x) => `  ${x}`)] : []),
      ...(s.misses.length ? ["missed:", ...s.misses.map((x) => `  ${x}`)] : []),
    ].join("\n");
    console.log(report);
    expect(s.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(s.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(noisy.length).toBeLessThanOrEqual(NOISY_NEGATIVES_CEILING);
  });

  test("the set is well formed: canonical predicates, objects as written, new sentences", () => {
    for (const c of POSITIVES_10) {
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
    const earlier = new Set(
      [POSITIVES, NEGATIVES, POSITIVES_2, NEGATIVES_2, POSITIVES_3, NEGATIVES_3, POSITIVES_4, NEGATIVES_4, POSITIVES_5, NEGATIVES_5,
        POSITIVES_6, NEGATIVES_6, POSITIVES_7, NEGATIVES_7, POSITIVES_8, NEGATIVES_8, POSITIVES_9, NEGATIVES_9].flat().map((c) => norm(c.text)),
    );
    const texts = [...POSITIVES_10, ...NEGATIVES_10].map((c) => norm(c.text));
    expect(texts.filter((t) => earlier.has(t))).toEqual([]);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
