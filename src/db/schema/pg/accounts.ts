import { boolean, pgTable, text } from "drizzle-orm/pg-core";

// Twin of ../accounts.ts. Timestamps stay ISO 8601 text (all time math is app-side), collated "C" in
// the migration like every text column, so text order is SQLite's binary order.
export const accounts = pgTable("accounts", {
  id: text("id").primaryKey(),
  name: text("name"),
  email: text("email"),
  tier: text("tier").notNull(),
  loginEnabled: boolean("login_enabled").notNull().default(false),
  createdAt: text("created_at").notNull(),
});

export type Account = typeof accounts.$inferSelect;
