import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

// Twin of ../sessions.ts (migrations-pg/0020).

export const dashboardSessions = pgTable(
  "dashboard_sessions",
  {
    idSha256: text("id_sha256").primaryKey(),
    csrf: text("csrf").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("dashboard_sessions_expires_idx").on(t.expiresAt)],
);

export const loginFailures = pgTable(
  "login_failures",
  {
    client: text("client").primaryKey(),
    count: integer("count").notNull(),
    lastAt: text("last_at").notNull(),
    lockedUntil: text("locked_until").notNull(),
  },
  (t) => [index("login_failures_last_idx").on(t.lastAt)],
);
