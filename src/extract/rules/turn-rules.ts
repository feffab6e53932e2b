// The readers of transcript turns written as named rules (turn-kit.ts), in the order they are tried: more
// of the speaker's news (happenings.ts), then their feelings (feelings.ts) and views (opinions.ts). The
// by-rule tests run each rule's examples and near misses from this list.

import type { CandidateFact } from "../types";
import { FEELING_RULES } from "./feelings";
import { HAPPENING_RULES } from "./happenings";
import { OPINION_RULES } from "./opinions";
import { readTurn, type TurnRule } from "./turn-kit";

export const TURN_RULES: readonly TurnRule[] = [...HAPPENING_RULES, ...FEELING_RULES, ...OPINION_RULES];

/** What a turn says the speaker did, feels about or holds important, one fact a thing. */
export function turnFacts(text: string): CandidateFact[] {
  return readTurn(text, TURN_RULES);
}
