// A sixth development set, written from the labelling rules of the held-out set (test/fixtures/facts/README.md)
// rather than from the extractor: for each convention a few phrasings of my own, with the triples those rules
// give. Occupations are job_title and other identities is_a; diets are diet and "don't eat X" is avoids;
// favourites are `favorite` with the bare value; "X over Y" is prefers X only; an upcoming appointment is
// has_event (planned); a temporary stay is visited; "I use my X" is owns; a mortgage or account with a bank
// is banks_with; birth dates as written; roommates, colleagues and neighbours are `knows`; a household "we" is
// the speaker; self renames give the new name and the stated old one in the past. Negatives expect nothing.
import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export const POSITIVES_6: DevCase[] = devData("dev-set-6.positives.jsonl");
export const NEGATIVES_6: DevCase[] = devData("dev-set-6.negatives.jsonl");
