// A fresh blind set of scripted update sequences (set 12), written only from the sequence section of the
// held-out README (test/fixtures/facts/README.md): never from the held-out items, the extractors, their
// tests or the other development sets. It is meant to measure first contact, so do not tune against it.
//
// Same shape and conventions as the README: steps are fed in order, each said at its own timestamp (going
// back in time only in out_of_order items); expect_current is exhaustive for every (subject, predicate) pair
// the item names; expect_closed lists what must still be stored but closed; expect_planned, when present, is
// exhaustive for planned facts of those pairs; corrected values must simply not be current. The read happens
// at READ_AT (see dev-sequences.ts), after every step, and every timestamp is before it.
//
// 71 sequences in the README's counts-table proportions: move 7, job_change 7, rename 7, repeat_like 7,
// restate 7, past 7, planned 7, multi_valued 8, out_of_order 7, correction 7. Written as 71 different users
// would type them: mostly plain, some terse, some chatty. Only what the text clearly supports is labelled.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_12: DevSequence[] = devData("dev-sequences-12.jsonl");
