import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Successful self sign-ups, kept only to enforce the per-address and overall 24-hour limits.
export const signups = sqliteTable(
  "signups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ip: text("ip").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("signups_at_idx").on(t.at), index("signups_ip_at_idx").on(t.ip, t.at)],
);
