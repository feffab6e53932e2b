import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { accounts } from "./accounts";
import { projects } from "./projects";

// A batch import: the validated items and how far the import got. Progress (next_index, counters,
// errors) commits in the same transaction as the items it covers, so a restart resumes exactly after
// the items already imported or failed.
export const batches = sqliteTable(
  "batches",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull(),
    status: text("status", { enum: ["pending", "processing", "completed", "failed"] }).notNull(),
    items: text("items", { mode: "json" }).notNull().$type<Record<string, unknown>[]>(),
    received: integer("received").notNull(),
    nextIndex: integer("next_index").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    errors: text("errors", { mode: "json" }).notNull().$type<{ index: number; code: string; message: string }[]>().default([]),
    /** Write units of all items, and of those already handled: the rest counts as used for new batches. */
    unitsTotal: integer("units_total").notNull(),
    unitsDone: integer("units_done").notNull().default(0),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("batches_account_status_idx").on(t.accountId, t.status)],
);
