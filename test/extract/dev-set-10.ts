// A tenth development set, for the kinds of statement the blind set found weakest at first contact (identity,
// renames, statements with several facts, preferences): written for issue 23's item 6 from the labelling rules
// of the held-out set (test/fixtures/facts/README.md) and dev-set-9's conventions, without opening the blind
// or held-out items, before the extractor was run on them. No sentence of an earlier dev set is reused.
// Categories and voices as in dev-set-9.ts.

import type { DevCase9 } from "./dev-set-9";
import { devData } from "./dev-data";

export const POSITIVES_10: DevCase9[] = devData("dev-set-10.positives.jsonl");
export const NEGATIVES_10: DevCase9[] = devData("dev-set-10.negatives.jsonl");
