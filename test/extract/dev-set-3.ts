// A third development set, for the categories the held-out aggregates showed weakest: preferences in
// varied phrasings, renames (facts stated around a rename carry the new name: the current truth),
// events with dates, work, identity (nationality, languages, age) and ownership. Same conventions as
// dev-set.ts. Negatives (questions, hypotheticals, other people's statements, reported speech) expect nothing.
import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export const POSITIVES_3: DevCase[] = devData("dev-set-3.positives.jsonl");
export const NEGATIVES_3: DevCase[] = devData("dev-set-3.negatives.jsonl");
