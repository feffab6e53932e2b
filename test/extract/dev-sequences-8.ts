// An eighth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 7, written from the held-out README only, never from the held-out items or the extractor).
// PLAIN wording by yet another writer: ordinary, well-formed English of the kind people type to an assistant,
// one or two sentences per step, contractions and the odd exclamation, no two steps built on the same template.
// Only the held-out set's weak kinds:
//   move          (10) supersession; chains of 3 and 4 cities; a move leaves works_at, from and visited open
//   job_change    (10) supersession; leaving/laid off with no new job; "I start at Y next month" then started;
//                      promotions (job_title)
//   multi_valued  (10) has_child, allergic_to, speaks, owns, visited, has_pet, has_sibling, takes_medication
//   past          (8)  not anymore / stopped taking / sold / used to / gave away / closed an account
//   planned       (8)  a plan then done; a plan cancelled; a plan replaced; a plan still ahead at READ_AT
//   repeat_like   (8)  the same like in other words is one fact; different likes accumulate
//   rename        (6)  company rename (also a chain of two, and leaving after one), a friend's employer, self, pet
// New names, places and companies throughout. Where a phrasing didn't clearly support a closed fact, the
// triple was left out of expect_closed, as the README says.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_8: DevSequence[] = devData("dev-sequences-8.jsonl");
