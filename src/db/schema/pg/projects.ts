import { index, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    archivedAt: text("archived_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("projects_account_id_idx").on(t.accountId)],
);

export type Project = typeof projects.$inferSelect;
