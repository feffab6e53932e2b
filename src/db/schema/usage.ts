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
    /** When this month's 80% warning was decided (sent or, for an edit or fact write, withheld). */
    warnedAt: text("warned_at"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month, t.kind] })],
);

/**
 * Every agent namespace name an account has used, kept after its memories are forgotten: the agent cap
 * counts names ever used, not live ones. The default namespace (no agent_id) never appears.
 */
export const agentNamespaces = sqliteTable(
  "agent_namespaces",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    agentId: text("agent_id").notNull(),
    projectId: text("project_id").notNull(),
    firstUsedAt: text("first_used_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.agentId] })],
);
