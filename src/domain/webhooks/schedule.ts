import { MAX_ATTEMPTS } from "./internal";

const S = 1000;
const M = 60 * S;
const H = 60 * M;

/** Waits after a failed attempt n (1-9): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. */
export const RETRY_WAITS_MS = [5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 14 * H, 20 * H, 24 * H] as const;

/** A source of uniform numbers in [0, 1); injectable so tests can pin the jitter. */
export type Random = () => number;

/**
 * The wait before the next attempt after `attempts` failures, each varied by up to ±10%;
 * null after the tenth failure (the delivery has failed).
 */
export function retryWaitMs(attempts: number, random: Random = Math.random): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const base = RETRY_WAITS_MS[attempts - 1]!;
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(base * (1 + (r * 2 - 1) * 0.1));
}
