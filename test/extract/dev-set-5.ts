// A fifth development set, written from general English phrasings of the categories that lag on the
// held-out figures (preferences, work, ownership, events, identity, places, changes of plan, renames),
// with at least three varied examples per phenomenon and the triples a careful labeller would write.
// Same conventions as dev-set.ts: objects are the bare value ("our cat Mochi" → Mochi), a habit or hobby
// is a liking of the activity's object, a cancelled plan is the plan's predicate in the past.
// Negatives expect nothing.
import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export const POSITIVES_5: DevCase[] = devData("dev-set-5.positives.jsonl");
export const NEGATIVES_5: DevCase[] = devData("dev-set-5.negatives.jsonl");
