// A seventh batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 6, written from the held-out README only, never from the held-out items or the extractor).
// PLAIN wording like batch 6, by a different writer: ordinary, well-formed English, one or two sentences per
// step, with the everyday variety of wording people use. Only the held-out set's weak kinds:
//   move          (12) supersession; chains of 3 and 4 cities; a move leaves works_at, from and visited open
//   job_change    (12) supersession; "I left X" with no new job; "I start at Y next month" then started; promotions
//   multi_valued  (12) has_child, allergic_to, speaks, owns, visited, has_pet, has_sibling, takes_medication
//   planned       (12) a plan then done; a plan cancelled; a plan replaced; a plan still ahead at READ_AT
//   past          (6)  used to / not anymore / stopped / sold / broke up after the present statement
//   repeat_like   (6)  the same like in other words is one fact; different likes accumulate
// New names, places and companies throughout.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_7: DevSequence[] = devData("dev-sequences-7.jsonl");
