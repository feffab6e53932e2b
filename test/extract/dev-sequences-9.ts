// Dev batch 9: scripted update sequences written from the sequence section of the held-out README
// (test/fixtures/facts/README.md) only, never from the held-out items or the extractor. Same shape and
// conventions as dev-sequences.ts: steps in order, each said at its own timestamp; expect_current is
// exhaustive for every (subject, predicate) pair the item names; expect_closed lists only what the text
// clearly supports as stored but closed; expect_planned (when present) is exhaustive for planned facts of
// those pairs. The read happens at READ_AT (2026-11-01), after every step.
//
// What this batch stresses: a real person chatting over months, the fact told in passing inside other
// chatter (1-3 sentences a step, contractions, asides).
//   - move (12): chains of 3-4 cities over a year or two, told in varied ways (relocated, swapped X for Y,
//     crossed the border, the X chapter is over, new address), each with a trip (`visited`) or a job
//     (`works_at`) along the way that must stay open through the later moves.
//   - job_change (10): 3-step chains where the first job is told casually (a standup, a commute, a lunch
//     break), quitting with no new job, a promotion (`job_title`), a spouse's employer, a start planned then begun.
//   - multi_valued (12): `speaks` (native, learning-then-speaking; "learning"/"picking up" alone is never
//     labelled, "I don't speak X" gives nothing), `has_pet` (named in varied ways, a second and third pet),
//     `visited` (trips told as news after the fact), `graduated_from`, `has_child`, `allergic_to`.
//   - past (10): ends told in varied ways (used to, not ... anymore, sold, stopped taking, closed our
//     account, lost a pet, given up, can't speak it anymore), and degrees finished ("I finished my degree at
//     X" leaves `graduated_from X` current) while the student job ends.
//   - repeat_like (8): the same like restated in other words around the same object (stays one fact),
//     plus different likes that accumulate; nothing closed.
//   - planned (8): a plan then done (2), cancelled (2), replaced by another outcome (2), still ahead at
//     READ_AT (2).
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_9: DevSequence[] = devData("dev-sequences-9.jsonl");
