import { bigint, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { jsonText } from "./types";

export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: text("account_id").notNull(),
    projectId: text("project_id"),
    userId: text("user_id"),
    type: text("type").notNull(),
    data: jsonText<Record<string, unknown>>("data").notNull(),
    at: text("at").notNull(),
    pos: bigint("pos", { mode: "number" }),
  },
  (t) => [index("outbox_project_idx").on(t.projectId, t.id), index("outbox_user_idx").on(t.projectId, t.userId), uniqueIndex("outbox_pos_idx").on(t.pos), index("outbox_project_pos_idx").on(t.projectId, t.pos)],
);
