// Scripted update sequences for development, written from the sequence section of the held-out README
// (test/fixtures/facts/README.md), never from the held-out items. Same shape and conventions: steps in
// order, each said at its own timestamp; expect_current is exhaustive for every (subject, predicate) pair
// the item names; expect_closed lists what must be stored but closed; expect_planned (when present) is
// exhaustive for planned facts of those pairs. The read happens at READ_AT, after every step.
//
// Wording is deliberately casual: lower case, typos, fillers, several clauses in one message.
import { devData } from "./dev-data";

export interface SeqTriple { subject: string; predicate: string; object: string }
export interface DevSequence {
  id: string;
  kind: "move" | "job_change" | "rename" | "repeat_like" | "restate" | "past" | "planned" | "multi_valued" | "out_of_order" | "correction";
  steps: { text: string; timestamp: string }[];
  expect_current: SeqTriple[];
  expect_closed: SeqTriple[];
  expect_planned?: SeqTriple[];
  equivalents?: string[][];
}

/** When the facts are read: after every step (plans dated "next year" from autumn 2026 are still ahead). */
export const READ_AT = "2026-11-01T00:00:00Z";

export const DEV_SEQUENCES: DevSequence[] = devData("dev-sequences.jsonl");
