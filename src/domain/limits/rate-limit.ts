import type { Tier } from "../../config";
import type { Clock } from "../clock";
import { DomainError } from "../errors";
import { TIER_LIMITS } from "./tiers";

const WINDOWS = [
  { name: "minute", seconds: 60, limit: "perMinute" },
  { name: "hour", seconds: 3_600, limit: "perHour" },
  { name: "day", seconds: 86_400, limit: "perDay" },
] as const;

/**
 * Fixed windows per account (calendar minute, hour and UTC day), kept in memory: one server process
 * serves an install, and a restart forgetting the current windows only ever errs towards the caller.
 * A refused request is not counted.
 */
export class RateLimiter {
  private counts = new Map<string, { starts: number[]; used: number[] }>();

  constructor(private clock: Clock) {}

  /** Counts one request; returns the headers of a success, or throws 429 with the exceeded window's. */
  hit(accountId: string, tier: Tier): Record<string, string> | null {
    const limits = TIER_LIMITS[tier];
    if (limits.perMinute === null) return null;
    const nowS = Math.floor(this.clock.nowMicros() / 1_000_000);
    const starts = WINDOWS.map((w) => nowS - (nowS % w.seconds));
    let state = this.counts.get(accountId);
    if (!state) this.counts.set(accountId, (state = { starts, used: [0, 0, 0] }));
    WINDOWS.forEach((_, i) => {
      if (state!.starts[i] !== starts[i]) {
        state!.starts[i] = starts[i]!;
        state!.used[i] = 0;
      }
    });
    for (const [i, w] of WINDOWS.entries()) {
      const limit = limits[w.limit]!;
      if (state.used[i]! >= limit) {
        const retry = starts[i]! + w.seconds - nowS;
        throw new DomainError("rate_limit_exceeded", `Rate limit of ${limit} requests per ${w.name} reached; retry in ${retry} seconds.`, {}, {
          "Retry-After": String(retry),
          "X-RateLimit-Limit": String(limit),
          "X-RateLimit-Remaining": "0",
        });
      }
    }
    state.used = state.used.map((n) => n + 1);
    return {
      "X-RateLimit-Limit": String(limits.perMinute),
      "X-RateLimit-Remaining": String(limits.perMinute - state.used[0]!),
      "X-RateLimit-Reset": String(starts[0]! + 60),
    };
  }

  /** Forgets an account (deleted). */
  forget(accountId: string): void {
    this.counts.delete(accountId);
  }
}
