// A third batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 and 2, written from the held-out README only, never from the held-out items or the extractor).
// Weighted towards what the pipeline handles worst: plans stated many ways ("accepted an offer, start date is
// the 3rd", "got into grad school, so we're moving in August", "the plan is to move to X") and then carried
// out, cancelled or replaced; moves told indirectly ("since we got to X", "our new place in X", "now that I'm
// in X"); job news ("guess who works at X now", "made engagement manager", "I'm at X now"); a second or
// third value added in other words (nothing may close); corrections of single and multi-valued facts; and
// endings ("sold the X", "we split up", "gave up keto"). New names and new sentences throughout.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_3: DevSequence[] = devData("dev-sequences-3.jsonl");
