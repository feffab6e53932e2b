import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Background work with leases: a worker claims a job by stamping lease_token/lease_until; a job whose
// worker died is claimable again once its lease has passed. Effects and `done` commit together, guarded
// by lease_token, so a job never applies its effects twice.
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    accountId: text("account_id"),
    projectId: text("project_id"),
    payload: text("payload", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    status: text("status", { enum: ["pending", "running", "done", "failed"] }).notNull(),
    runAt: text("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    leaseToken: text("lease_token"),
    leaseUntil: text("lease_until"),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("jobs_kind_key_idx").on(t.kind, t.idempotencyKey), index("jobs_ready_idx").on(t.status, t.runAt),
    // Unfinished jobs by kind in acceptance order: extraction's ordering check (src/domain/jobs/extract-memory.ts)
    // reads the unfinished ones before a claimed group without walking the done ones, which are kept.
    index("jobs_open_idx").on(t.kind, t.id).where(sql`status in ('pending', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
