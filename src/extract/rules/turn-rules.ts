// Every reader of transcript turns written as a named rule (turn-kit.ts), for the by-rule tests.

import { STANCE_RULES } from "./stances";
import type { TurnRule } from "./turn-kit";

export const TURN_RULES: readonly TurnRule[] = [...STANCE_RULES];
