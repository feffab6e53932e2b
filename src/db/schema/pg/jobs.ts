import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { jsonText } from "./types";

export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    accountId: text("account_id"),
    projectId: text("project_id"),
    payload: jsonText<Record<string, unknown>>("payload").notNull(),
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
  (t) => [
    uniqueIndex("jobs_kind_key_idx").on(t.kind, t.idempotencyKey),
    index("jobs_ready_idx").on(t.status, t.runAt),
    // PostgreSQL only: the claim query of src/db/pg/jobs.ts reads ready jobs through these two partial
    // indexes, which stay as small as the backlog however many done jobs the table keeps.
    index("jobs_pending_idx").on(t.runAt, t.id).where(sql`status = 'pending'`),
    index("jobs_lease_idx").on(t.leaseUntil).where(sql`status = 'running'`),
    // Unfinished jobs by kind in acceptance order (extraction's ordering check, src/domain/jobs/extract-memory.ts).
    index("jobs_open_idx").on(t.kind, t.id).where(sql`status in ('pending', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
