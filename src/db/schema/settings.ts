import { sqliteTable, text } from "drizzle-orm/sqlite-core";

// Install-wide facts about this database, e.g. which embedding model made its vectors.
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
