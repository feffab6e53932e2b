// Batch 11 of scripted update sequences for development: a fresh blind set, written only from the sequence
// section of the held-out README (test/fixtures/facts/README.md), without looking at the extractors, their
// tests, the held-out items or the earlier dev batches. It is meant to measure first contact: how the pipeline
// does on wording and names it has never seen, so do not tune against its individual items.
//
// 71 sequences in the README's proportions: move 7, job_change 7, rename 7, repeat_like 7, restate 7, past 7,
// planned 7, multi_valued 8, out_of_order 7, correction 7. Same shape and conventions as dev-sequences.ts:
// steps are fed in order, each said at its own timestamp (in out_of_order items they go back in time);
// expect_current is exhaustive for every (subject, predicate) pair the item names; expect_closed lists only
// what the text clearly supports as stored but closed; expect_planned, when present, is exhaustive for planned
// facts of those pairs; corrected values must not be current and are not listed as closed. The read happens at
// READ_AT, after every step. Every user writes in their own way: mostly plain, some terse, some chatty.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_11: DevSequence[] = devData("dev-sequences-11.jsonl");
