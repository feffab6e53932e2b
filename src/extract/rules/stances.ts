// The speaker's feelings and views in a transcript turn (feelings.ts, opinions.ts), read in that order; see
// turn-kit.ts for how a rule finds its thing.

import type { CandidateFact } from "../types";
import { FEELING_RULES } from "./feelings";
import { OPINION_RULES } from "./opinions";
import { readTurn, type TurnRule } from "./turn-kit";

export const STANCE_RULES: readonly TurnRule[] = [...FEELING_RULES, ...OPINION_RULES];

/** What a turn says the speaker feels about or holds important, one fact a thing. */
export function stances(text: string): CandidateFact[] {
  return readTurn(text, STANCE_RULES);
}
