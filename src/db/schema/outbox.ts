import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Write events, written in the same transaction as the change they describe. The webhook worker
// delivers them and GET /v1/events pages through them. No foreign keys: erasure removes a user's
// payloads explicitly, account deletion by account_id. `pos` is the row's place in the order events
// became visible (null until src/domain/events/sequence.ts stamps it): readers page by it, not by id.
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id").notNull(),
    projectId: text("project_id"),
    userId: text("user_id"),
    type: text("type").notNull(),
    data: text("data", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    at: text("at").notNull(),
    pos: integer("pos"),
  },
  (t) => [index("outbox_project_idx").on(t.projectId, t.id), index("outbox_user_idx").on(t.projectId, t.userId), uniqueIndex("outbox_pos_idx").on(t.pos), index("outbox_project_pos_idx").on(t.projectId, t.pos)],
);
