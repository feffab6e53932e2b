// Batch 10 of scripted update sequences for development, written from the sequence section of the held-out
// README (test/fixtures/facts/README.md), never from the held-out items or other batches. 71 sequences in the
// README's proportions: move 7, job_change 7, rename 7, repeat_like 7, restate 7, past 7, planned 7,
// multi_valued 8, out_of_order 7, correction 7. Same conventions as dev-sequences.ts: steps in order, each
// said at its own timestamp (out_of_order steps go back in time); expect_current is exhaustive for every
// (subject, predicate) pair the item names, and [] means no open fact may remain for those pairs;
// expect_closed lists only what the text clearly supports as stored but closed; expect_planned (when
// present) is exhaustive for planned facts of those pairs. Renames expect the current name and a single
// entity; corrected values must not be current and are not listed as closed. The read happens at READ_AT,
// after every step.
//
// Each item is a different imagined user: terse, chatty, formal, non-native; names, places and companies are
// invented or uncommon.
import { READ_AT, type DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export { READ_AT };

export const DEV_SEQUENCES_10: DevSequence[] = devData("dev-sequences-10.jsonl");
