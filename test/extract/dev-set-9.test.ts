// Scores the rules extractor on the ninth development set (dev-set-9.ts), which was written blind to the
// extractor. The floors are the figures measured when the set was added, rounded down; raise them as the
// extractor improves, never lower them to make a change pass.

import { describe, expect, test } from "bun:test";
import { NEGATIVES, POSITIVES } from "./dev-set";
import { expectAtFloors, expectWellFormed } from "./dev-score";
import { NEGATIVES_2, POSITIVES_2 } from "./dev-set-2";
import { NEGATIVES_3, POSITIVES_3 } from "./dev-set-3";
import { NEGATIVES_4, POSITIVES_4 } from "./dev-set-4";
import { NEGATIVES_5, POSITIVES_5 } from "./dev-set-5";
import { NEGATIVES_6, POSITIVES_6 } from "./dev-set-6";
import { NEGATIVES_7, POSITIVES_7 } from "./dev-set-7";
import { NEGATIVES_8, POSITIVES_8 } from "./dev-set-8";
import { NEGATIVES_9, POSITIVES_9 } from "./dev-set-9";

const SET = { positives: POSITIVES_9, negatives: NEGATIVES_9 };

describe("rules extractor: dev set 9 (written blind to the extractor)", () => {
  // Floors: the figures measured when the set was added, with the extractor of commit 8653eed (155 right of 180
  // predicted and 335 gold: precision 0.8611, recall 0.4627, rounded down to 3 decimals); one negative, "I usually
  // go by bus to the office.", yields a name and an alias.
  // Raised with the paraphrase pass (commits 3fda301 and after): 273 right of 287 predicted and 335 gold.
  // At the measured figure (issue 23): 283 right of 296 predicted and 335 gold (0.9561, 0.8448, rounded down).
  test("precision, recall and noisy negatives stay at or above the floors", () => {
    expectAtFloors("dev-set-9", SET, { precision: 0.956, recall: 0.844, noisyNegatives: 1 }, { category: (c) => c.category, voice: (c) => c.voice });
  });

  test("the set is well formed: canonical predicates, objects as written, new sentences", () => {
    expect(POSITIVES_9.length).toBeGreaterThanOrEqual(250);
    expect(NEGATIVES_9.length).toBeGreaterThanOrEqual(60);
    expectWellFormed(SET, [POSITIVES, NEGATIVES, POSITIVES_2, NEGATIVES_2, POSITIVES_3, NEGATIVES_3, POSITIVES_4, NEGATIVES_4, POSITIVES_5, NEGATIVES_5,
      POSITIVES_6, NEGATIVES_6, POSITIVES_7, NEGATIVES_7, POSITIVES_8, NEGATIVES_8]);
  });
});
