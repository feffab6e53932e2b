import type { Tier } from "../../config";

export interface TierLimits {
  /** Monthly units; null = no limit. */
  writes: number | null;
  queries: number | null;
  agentCap: number | null;
  perMinute: number | null;
  perHour: number | null;
  perDay: number | null;
}

/** Contract §3. Under `unlimited` nothing is limited and no rate-limit headers are sent. */
export const TIER_LIMITS: Record<Tier, TierLimits> = {
  hobby: { writes: 10_000, queries: 25_000, agentCap: 2, perMinute: 60, perHour: 1_000, perDay: 10_000 },
  developer: { writes: 100_000, queries: 250_000, agentCap: 10, perMinute: 600, perHour: 20_000, perDay: 200_000 },
  team: { writes: 500_000, queries: 1_000_000, agentCap: 100, perMinute: 3_000, perHour: 100_000, perDay: 1_000_000 },
  scale: { writes: 5_000_000, queries: 10_000_000, agentCap: 500, perMinute: 10_000, perHour: 400_000, perDay: 4_000_000 },
  unlimited: { writes: null, queries: null, agentCap: null, perMinute: null, perHour: null, perDay: null },
};

/** Used up at the limit plus 10% grace. */
export const withGrace = (limit: number) => Math.floor(limit * 1.1);
