// A second development set for the rules extractor, written after the first one scored perfectly while the
// held-out set did not: looser chat phrasing (dropped subjects, lower case, fillers), the categories the
// first set covered thinly (events with dates, ownership, preferences, identity, renames) and the updates a
// memory store has to follow (moves, job changes, corrections, endings, additions to multi-valued facts).
// Labels follow the same conventions as dev-set.ts: minimal objects, tense of the fact (not of the verb),
// a correction states the corrected fact (current) and, when it names the retracted value, that value in
// the past (so the store closes it). An accepted offer is a planned job. Future events are has_event (planned); past ones
// attended (events stay true, so current).
import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export const POSITIVES_2: DevCase[] = devData("dev-set-2.positives.jsonl");
export const NEGATIVES_2: DevCase[] = devData("dev-set-2.negatives.jsonl");
