import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Dashboard sessions and failed logins (migrations/0020), shared by every process on the database so
// that a session or a lockout holds whichever node a request reaches (src/domain/sessions/).

/** A live dashboard session, kept under the SHA-256 (hex) of its id: the cookie's value is never stored. */
export const dashboardSessions = sqliteTable(
  "dashboard_sessions",
  {
    idSha256: text("id_sha256").primaryKey(),
    csrf: text("csrf").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("dashboard_sessions_expires_idx").on(t.expiresAt)],
);

/** Failed dashboard logins per client address, and the lockout they started. */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    client: text("client").primaryKey(),
    count: integer("count").notNull(),
    lastAt: text("last_at").notNull(),
    lockedUntil: text("locked_until").notNull(),
  },
  (t) => [index("login_failures_last_idx").on(t.lastAt)],
);
