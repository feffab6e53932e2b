import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The audit log holds ids, counts and short labels only. No foreign keys: rows outlive their subjects.
// Reads sort by (ts DESC, id DESC) for stable paging.
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id").notNull(),
    projectId: text("project_id"),
    ts: text("ts").notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    result: text("result").notNull(),
    userId: text("user_id"),
    targetId: text("target_id"),
    meta: text("meta", { mode: "json" }).$type<Record<string, unknown>>(),
    ip: text("ip"),
    read: text("read", { mode: "json" }).$type<{ memories: string[]; facts: string[] }>(),
  },
  (t) => [index("audit_events_account_ts_idx").on(t.accountId, t.projectId, t.ts, t.id)],
);
