import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { projects } from "./projects";
import { jsonText } from "./types";

export const batches = pgTable(
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
    items: jsonText<Record<string, unknown>[]>("items").notNull(),
    received: integer("received").notNull(),
    nextIndex: integer("next_index").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    errors: jsonText<{ index: number; code: string; message: string }[]>("errors").notNull().default([]),
    unitsTotal: integer("units_total").notNull(),
    unitsDone: integer("units_done").notNull().default(0),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("batches_account_status_idx").on(t.accountId, t.status)],
);
