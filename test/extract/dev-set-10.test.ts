// Scores the rules extractor on the tenth development set (dev-set-10.ts): identity, renames, statements with
// several facts and preferences, the kinds the blind set found weakest. The floors are the figures measured when
// the set was added and after the changes it prompted; raise them as the extractor improves, never lower them
// to make a change pass.

import { describe, test } from "bun:test";
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
import { NEGATIVES_10, POSITIVES_10 } from "./dev-set-10";

const SET = { positives: POSITIVES_10, negatives: NEGATIVES_10 };

describe("rules extractor: dev set 10 (identity, renames, multi, preferences)", () => {
  // First contact (the extractor of commit 5137f29, before any change it prompted): 267 right of 287 predicted and
  // 338 gold (precision 0.930, recall 0.790). At the measured figure after the changes (commit 6432bd6): 311 right
  // of 317 predicted (0.9810, 0.9201, rounded down), no negative giving anything.
  test("precision, recall and noisy negatives stay at or above the floors", () => {
    expectAtFloors("dev-set-10", SET, { precision: 0.981, recall: 0.92, noisyNegatives: 0 }, { category: (c) => c.category });
  });

  test("the set is well formed: canonical predicates, objects as written, new sentences", () => {
    expectWellFormed(SET, [POSITIVES, NEGATIVES, POSITIVES_2, NEGATIVES_2, POSITIVES_3, NEGATIVES_3, POSITIVES_4, NEGATIVES_4, POSITIVES_5, NEGATIVES_5,
      POSITIVES_6, NEGATIVES_6, POSITIVES_7, NEGATIVES_7, POSITIVES_8, NEGATIVES_8, POSITIVES_9, NEGATIVES_9]);
  });
});
