import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";

export const signups = pgTable(
  "signups",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    ip: text("ip").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("signups_at_idx").on(t.at), index("signups_ip_at_idx").on(t.ip, t.at)],
);
