import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { jsonText } from "./types";

export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: text("account_id").notNull(),
    projectId: text("project_id"),
    ts: text("ts").notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    result: text("result").notNull(),
    userId: text("user_id"),
    targetId: text("target_id"),
    meta: jsonText<Record<string, unknown>>("meta"),
    ip: text("ip"),
    read: jsonText<{ memories: string[]; facts: string[] }>("read"),
  },
  (t) => [index("audit_events_account_ts_idx").on(t.accountId, t.projectId, t.ts, t.id)],
);
