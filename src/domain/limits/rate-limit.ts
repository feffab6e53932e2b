import type { Tier } from "../../config";
import { sql } from "drizzle-orm";
import type { Store } from "../../db";
import type { Clock } from "../clock";
import { DomainError } from "../errors";
import { TIER_LIMITS } from "./tiers";

const WINDOWS = [
  { name: "minute", seconds: 60, limit: "perMinute" },
  { name: "hour", seconds: 3_600, limit: "perHour" },
  { name: "day", seconds: 86_400, limit: "perDay" },
] as const;

// One statement, so it is atomic on its own: every window that has rolled over starts again at 1, the
// others count up, and nothing changes (no row returned) when any window is already full.
const hitSql = (accountId: string, [minute, hour, day]: number[], [perMinute, perHour, perDay]: number[]) => sql`
  insert into rate_windows (account_id, minute_start, minute_used, hour_start, hour_used, day_start, day_used)
  values (${accountId}, ${minute}, 1, ${hour}, 1, ${day}, 1)
  on conflict (account_id) do update set
    minute_used = case when rate_windows.minute_start = ${minute} then rate_windows.minute_used + 1 else 1 end,
    hour_used = case when rate_windows.hour_start = ${hour} then rate_windows.hour_used + 1 else 1 end,
    day_used = case when rate_windows.day_start = ${day} then rate_windows.day_used + 1 else 1 end,
    minute_start = ${minute}, hour_start = ${hour}, day_start = ${day}
  where (case when rate_windows.minute_start = ${minute} then rate_windows.minute_used else 0 end) < ${perMinute}
    and (case when rate_windows.hour_start = ${hour} then rate_windows.hour_used else 0 end) < ${perHour}
    and (case when rate_windows.day_start = ${day} then rate_windows.day_used else 0 end) < ${perDay}
  returning rate_windows.minute_used as used`;
const readSql = (accountId: string) =>
  sql`select minute_start, minute_used, hour_start, hour_used, day_start, day_used from rate_windows where account_id = ${accountId}`;
type Row = { minute_start: number; minute_used: number; hour_start: number; hour_used: number; day_start: number; day_used: number };

/**
 * Fixed windows per account (calendar minute, hour and UTC day), kept in the database: the server and
 * any `engram mcp` process beside it on the same data folder count against the same windows, and a
 * restart forgets nothing. A refused request is not counted. Under `unlimited` nothing is stored.
 */
export class RateLimiter {
  constructor(
    private store: Store,
    private clock: Clock,
  ) {}

  /** Counts one request; returns the headers of a success, or throws 429 with the exceeded window's. */
  async hit(accountId: string, tier: Tier): Promise<Record<string, string> | null> {
    const limits = TIER_LIMITS[tier];
    if (limits.perMinute === null) return null;
    const nowS = Math.floor(this.clock.nowMicros() / 1_000_000);
    const starts = WINDOWS.map((w) => nowS - (nowS % w.seconds));
    const caps = WINDOWS.map((w) => limits[w.limit]!);
    const { store } = this;
    const hit = await store.tx((tx) => store.sql.one<{ used: number }>(tx, hitSql(accountId, starts, caps)));
    if (!hit) {
      const row = (await store.sql.one<Row>(store.db, readSql(accountId)))!;
      const used = [row.minute_start === starts[0] ? row.minute_used : 0, row.hour_start === starts[1] ? row.hour_used : 0, row.day_start === starts[2] ? row.day_used : 0];
      const i = Math.max(0, used.findIndex((n, j) => n >= caps[j]!));
      const retry = starts[i]! + WINDOWS[i]!.seconds - nowS;
      throw new DomainError("rate_limit_exceeded", `Rate limit of ${caps[i]} requests per ${WINDOWS[i]!.name} reached; retry in ${retry} seconds.`, {}, {
        "Retry-After": String(retry),
        "X-RateLimit-Limit": String(caps[i]),
        "X-RateLimit-Remaining": "0",
      });
    }
    return {
      "X-RateLimit-Limit": String(limits.perMinute),
      "X-RateLimit-Remaining": String(limits.perMinute - hit.used),
      "X-RateLimit-Reset": String(starts[0]! + 60),
    };
  }

  /** Forgets an account (deleted); its windows also go with the account row (cascade). */
  async forget(accountId: string): Promise<void> {
    await this.store.tx((tx) => this.store.sql.run(tx, sql`delete from rate_windows where account_id = ${accountId}`));
  }
}
