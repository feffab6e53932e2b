import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Timestamps are ISO 8601 text with microseconds and a Z suffix: fixed width, so text order is time order.
export const accounts = sqliteTable("accounts", {
  id: text("id").primaryKey(),
  name: text("name"),
  email: text("email"),
  tier: text("tier").notNull(),
  loginEnabled: integer("login_enabled", { mode: "boolean" }).notNull().default(false),
  createdAt: text("created_at").notNull(),
});

export type Account = typeof accounts.$inferSelect;
