import { index, pgTable, text } from "drizzle-orm/pg-core";
import { jsonText } from "./types";

export const receipts = pgTable(
  "receipts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    projectId: text("project_id"),
    kind: text("kind").notNull(),
    userId: text("user_id"),
    targetId: text("target_id"),
    counts: jsonText<Record<string, number>>("counts").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("receipts_account_idx").on(t.accountId, t.at)],
);
