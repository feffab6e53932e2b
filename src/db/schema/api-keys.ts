import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { accounts } from "./accounts";
import { projects } from "./projects";

// Only a SHA-256 of a key is stored; the key itself is shown once when made.
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull(),
    /** First characters of the key, so a person can tell keys apart in listings. */
    keyPrefix: text("key_prefix").notNull(),
    scopes: text("scopes", { mode: "json" }).notNull().$type<string[]>(),
    expiresAt: text("expires_at"),
    revokedAt: text("revoked_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("api_keys_key_hash_idx").on(t.keyHash), index("api_keys_project_id_idx").on(t.projectId)],
);

export type ApiKey = typeof apiKeys.$inferSelect;
