import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { accounts } from "./accounts";
import { projects } from "./projects";

export const memories = sqliteTable(
  "memories",
  {
    // AUTOINCREMENT: rowids are never reused after erasure, so a vector row can never be
    // mistaken for a later memory's. `seq` is the id in memory_vectors (vec0).
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id").notNull(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    agentId: text("agent_id"),
    runId: text("run_id"),
    content: text("content").notNull(),
    metadata: text("metadata").notNull().default("{}"),
    status: text("status", { enum: ["processing", "ready", "error"] }).notNull(),
    /** The event time the client gave (`timestamp`), canonical; null when it gave none. */
    eventAt: text("event_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at"),
    deletedAt: text("deleted_at"),
    /**
     * A copy of the unit vector (float32 LE). Searches with a metadata filter rank the rows the
     * filter admits directly from here, because vec0 cannot filter on arbitrary JSON inside its KNN.
     */
    embedding: blob("embedding", { mode: "buffer" }).notNull(),
  },
  (t) => [
    uniqueIndex("memories_id_idx").on(t.id),
    index("memories_project_created_idx").on(t.projectId, t.deletedAt, t.createdAt),
    index("memories_project_user_created_idx").on(t.projectId, t.userId, t.deletedAt, t.createdAt),
    index("memories_project_agent_idx").on(t.projectId, t.agentId),
    // A scope's memories in acceptance order: extraction's "message just before this one" (facts/from-memory.ts).
    index("memories_scope_seq_idx").on(t.projectId, t.userId, t.agentId, t.seq),
  ],
);

export type MemoryRow = typeof memories.$inferSelect;

export const memoryHistory = sqliteTable(
  "memory_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memoryId: text("memory_id").notNull(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    event: text("event", { enum: ["created", "edited", "fact_superseded", "deleted"] }).notNull(),
    at: text("at").notNull(),
    actor: text("actor").notNull(),
    oldContent: text("old_content"),
    newContent: text("new_content"),
    factIds: text("fact_ids", { mode: "json" }).notNull().$type<string[]>().default([]),
  },
  (t) => [index("memory_history_memory_idx").on(t.memoryId, t.id)],
);
