import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * The rate-limit windows (SQLite: migrations/0010, written by raw SQL only, so the SQLite schema has no
 * table for it). Window starts are epoch seconds.
 */
export const rateWindows = pgTable("rate_windows", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  minuteStart: bigint("minute_start", { mode: "number" }).notNull(),
  minuteUsed: integer("minute_used").notNull(),
  hourStart: bigint("hour_start", { mode: "number" }).notNull(),
  hourUsed: integer("hour_used").notNull(),
  dayStart: bigint("day_start", { mode: "number" }).notNull(),
  dayUsed: integer("day_used").notNull(),
});
