// Blind development sequences, set 13. Written only from the sequence section and the labelling rules of the
// held-out README (test/fixtures/facts/README.md), without looking at the extractor, its tests, the held-out
// items or any other dev set. It is a fresh set meant to measure first contact: none of these items has been
// run against the pipeline before being committed, so do not tune an extractor against them one by one.
//
// Same shape and conventions as dev-sequences.ts: steps are fed in order, each said at its own timestamp
// (in out_of_order items the timestamps go back in time); expect_current is exhaustive for every
// (subject, predicate) pair named anywhere in the item's expectations; expect_closed lists what must be stored
// but closed; expect_planned (when present) is exhaustive for planned facts of those pairs; equivalents (restate
// only) are surface forms that must resolve to one entity. Corrected values are not current and are not listed
// as closed. Renames keep one entity: the expected object is the current name and nothing is closed, except a
// self rename, where `name` supersedes. The read happens at READ_AT, after every step.
//
// Kinds follow the README's counts table: move 7, job_change 7, rename 7, repeat_like 7, restate 7, past 7,
// planned 7, multi_valued 8, out_of_order 7, correction 7 (71). Names, places and companies are new; the
// voices vary from terse to chatty, one or two sentences a step.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_13: DevSequence[] = devData("dev-sequences-13.jsonl");
