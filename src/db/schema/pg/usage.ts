import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

export const usageCounters = pgTable(
  "usage_counters",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    kind: text("kind", { enum: ["writes", "queries"] }).notNull(),
    used: integer("used").notNull().default(0),
    warnedAt: text("warned_at"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month, t.kind] })],
);

export const agentNamespaces = pgTable(
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
