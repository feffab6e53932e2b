import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Receipts (`aud_` ids) for deletions and erasures. They keep counts and the end-user id only, never
// content, and outlive what they describe: no foreign keys, so erasing the subject keeps the proof.
export const receipts = sqliteTable(
  "receipts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    projectId: text("project_id"),
    kind: text("kind").notNull(),
    userId: text("user_id"),
    targetId: text("target_id"),
    counts: text("counts", { mode: "json" }).notNull().$type<Record<string, number>>(),
    at: text("at").notNull(),
  },
  (t) => [index("receipts_account_idx").on(t.accountId, t.at)],
);
