// A fifth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 4, written from the held-out README only, never from the held-out items or the extractor).
// Batches 1 to 4 mostly carry one fact per step. Real conversations do not: this batch is made of multi-fact
// conversations, 3 or 4 steps each, where a step gives a move together with the new job, a like with a
// dislike, a pet with its vet visit, an allergy with a diet, or the update among chatter. The update has to
// land without disturbing the other facts around it, so expect_current names those other facts too (it is
// exhaustive only for the pairs it names): a move leaves works_at, from, visited and likes open; correcting
// one child's name leaves the other child alone; a new like closes no old like; visiting a city is not
// moving there; a friend's or sibling's move is not the speaker's; a plan stays planned next to the
// current value. Updates are told relative to the step's time ("last spring we moved", "in March I start
// at", "back in march i switched"), with the old value named ("from Castle Street Surgery to") or not.
// Weighted towards the held-out set's weak kinds: correction, job_change, move, multi_valued and planned 10
// each, past 8, repeat_like 6, rename, restate and out_of_order 2 each. Voices are marked on every item:
//   plain      short, plain sentences
//   casual     lower case, texting shorthand
//   formal     an older, formal speaker
//   rambling   the fact is one clause in an anecdote
//   dictated   voice dictation: no punctuation, one run-on sentence
//   nonnative  a non-native speaker, slightly unusual grammar
// New names, places and companies throughout.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_5: DevSequence[] = devData("dev-sequences-5.jsonl");
