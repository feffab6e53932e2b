import { bigint, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { projects } from "./projects";
import { jsonText, vector } from "./types";

export const memories = pgTable(
  "memories",
  {
    // Identity, never reused (SQLite: AUTOINCREMENT).
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
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
    eventAt: text("event_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at"),
    deletedAt: text("deleted_at"),
    /** The only copy of the unit vector (SQLite also keeps one in vec0): pgvector ranks it directly. */
    embedding: vector("embedding", 384).notNull(),
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

export const memoryHistory = pgTable(
  "memory_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
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
    factIds: jsonText<string[]>("fact_ids").notNull().default([]),
  },
  (t) => [index("memory_history_memory_idx").on(t.memoryId, t.id)],
);
