// A seventh development set: everyday preference wording an end user tells an assistant, written from the
// labelling rules of the held-out set (test/fixtures/facts/README.md), not from the extractor. Likes and
// dislikes with intensifiers and fillers, preferences with a comparison or a condition ("X over Y", "X rather
// than Y", "given a choice between X and Y, X" → prefers X only), favourites with the bare value, objects as
// written without articles or adjectives that are not part of the name, lists as one fact per item; plus a
// few known slips (a model year is no date, "in the ER" is no home). Negatives expect nothing.
import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export const POSITIVES_7: DevCase[] = devData("dev-set-7.positives.jsonl");
export const NEGATIVES_7: DevCase[] = devData("dev-set-7.negatives.jsonl");
