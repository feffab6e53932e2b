import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { accounts } from "./accounts";

/** Monthly metered units per account: `kind` is `writes` or `queries`, `month` is `YYYY-MM` (UTC). */
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    kind: text("kind", { enum: ["writes", "queries"] }).notNull(),
    used: integer("used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month, t.kind] })],
);
