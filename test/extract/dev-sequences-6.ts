// A sixth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 5, written from the held-out README only, never from the held-out items or the extractor).
// Earlier batches were chatty or in unusual voices. This one is PLAIN: ordinary, well-formed English of a
// typical user, one or two sentences per step, the way the README's own examples are written ("I live in
// Berlin." then "We finally moved to Paris!"), with the everyday variety of wording a different writer would
// use for each kind. Every bullet of the README's "Counts by kind" table is covered two or three times:
//   move          chains of 3 and 4 cities; a move leaves works_at, from and visited open
//   job_change    supersession; "I left X" with no new job; "I start at Y next month" then started; promotions
//   rename        a company renamed (also twice, and leaving after a rename); a friend's employer renamed;
//                 a self rename; a pet renamed
//   repeat_like   the same like in other words is one fact; different likes accumulate
//   restate       reconfirmed, nothing closed (also NYC, LA, SF, IBM)
//   past          used to / not anymore / stopped / sold / broke up (and a divorce) after the present statement
//   planned       a plan then done; a plan cancelled; a plan replaced; a plan still ahead at READ_AT
//   multi_valued  has_child, allergic_to, speaks, owns, visited, has_pet, has_sibling, takes_medication
//   out_of_order  an older-dated statement arrives after a newer one (a multi-valued case closes nothing)
//   correction    single-valued and multi-valued
// Weighted towards the held-out set's weak kinds (correction, job_change, move, multi_valued, planned).
// New names, places and companies throughout (except the README's own NYC, LA, SF and IBM).
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_6: DevSequence[] = devData("dev-sequences-6.jsonl");
