// Scores the rules extractor on the ninth development set (dev-set-9.ts), which was written blind to the
// extractor. The floors are the figures measured when the set was added, rounded down; raise them as the
// extractor improves, never lower them to make a change pass.

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

// Floors: the figures measured when the set was added, with the extractor of commit 8653eed (155 right of 180
// predicted and 335 gold: precision 0.8611, recall 0.4627, rounded down to 3 decimals); one negative, "I usually
// go by bus to the office.", yields a name and an alias.
// Raised with the paraphrase pass (commits 3fda301 and after): 273 right of 287 predicted and 335 gold.
// At the measured figure (issue 23): 283 right of 296 predicted and 335 gold (0.9561, 0.8448, rounded down).
const PRECISION_FLOOR = 0.956;
const RECALL_FLOOR = 0.844;
const NOISY_NEGATIVES_CEILING = 1;

const noisyNegatives = () => NEGATIVES_9.map((c) => [c.text, predKeys(run(c), aliasRenamer(c))] as const).filter(([, k]) => k.length > 0);
const by = <K extends string>(cases: DevCase9[], f: (c: DevCase9) => K) => {
  const out = new Map<K, DevCase9[]>();
  for (const c of cases) out.set(f(c), [...(out.get(f(c)) ?? []), c]);
  return out;
};
const line = (label: string, cases: DevCase9[]) => {
  const s = score(cases, { renames: true });
  return `  ${label.padEnd(13)} n=${String(cases.length).padStart(3)}  gold ${String(s.gold).padStart(3)}  predicted ${String(s.predicted).padStart(3)}  right ${String(s.tp).padStart(3)}  precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}`;
};

describe("rules extractor: dev set 9 (written blind to the extractor)", () => {
  test("precision, recall and noisy negatives stay at or above the floors", () => {
    const all = [...POSITIVES_9, ...NEGATIVES_9];
    const s = score(all, { renames: true });
    const noisy = noisyNegatives();
    const report = [
      `dev-set-9: ${POSITIVES_9.length} statements + ${NEGATIVES_9.length} negatives; ${s.gold} gold, ${s.predicted} predicted, ${s.tp} right`,
      `precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  noisy negatives ${noisy.length}/${NEGATIVES_9.length}`,
      "by category:",
      ...[...by(all, (c) => c.category)].map(([k, cs]) => line(k, cs)),
      "by voice:",
      ...[...by(all, (c) => c.voice)].map(([k, cs]) => line(k, cs)),
      ...(s.extras.length ? ["wrong or extra:", ...s.extras.map((x) => `  ${x}`)] : []),
      ...(s.misses.length ? ["missed:", ...s.misses.map((x) => `  ${x}`)] : []),
    ].join("\n");
    console.log(report);
    expect(s.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(s.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(noisy.length).toBeLessThanOrEqual(NOISY_NEGATIVES_CEILING);
  });

  test("the set is well formed: canonical predicates, objects as written, new sentences", () => {
    expect(POSITIVES_9.length).toBeGreaterThanOrEqual(250);
    expect(NEGATIVES_9.length).toBeGreaterThanOrEqual(60);
    for (const c of POSITIVES_9) {
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
        POSITIVES_6, NEGATIVES_6, POSITIVES_7, NEGATIVES_7, POSITIVES_8, NEGATIVES_8].flat().map((c) => norm(c.text)),
    );
    const texts = [...POSITIVES_9, ...NEGATIVES_9].map((c) => norm(c.text));
    expect(texts.filter((t) => earlier.has(t))).toEqual([]);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
