// A fourth development set, for what update sequences need from single statements: moves told
// casually, corrections (the retracted value comes out as the same predicate in the past, so the store
// closes it, multi-valued predicates included), plans without a year, repeated likes with fillers (one
// clean object each time), named pets, languages, education, job changes and renames. Same conventions
// as dev-set.ts. Negatives expect nothing.
import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export const POSITIVES_4: DevCase[] = devData("dev-set-4.positives.jsonl");
export const NEGATIVES_4: DevCase[] = devData("dev-set-4.negatives.jsonl");
