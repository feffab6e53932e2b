import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { outbox } from "./outbox";
import { projects } from "./projects";
import { jsonText } from "./types";

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => projects.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonText<string[]>("events").notNull(),
    secret: text("secret").notNull(),
    legacySignature: boolean("legacy_signature").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    disabledAt: text("disabled_at"),
    outboxStart: bigint("outbox_start", { mode: "number" }).notNull(),
    lastSuccessAt: text("last_success_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("webhook_endpoints_account_id_idx").on(t.accountId), index("webhook_endpoints_project_id_idx").on(t.projectId)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    outboxId: bigint("outbox_id", { mode: "number" }).references(() => outbox.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    projectId: text("project_id"),
    testData: jsonText<Record<string, unknown>>("test_data"),
    status: text("status", { enum: ["pending", "delivered", "failed", "dropped"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at"),
    lastAttemptAt: text("last_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    leaseToken: text("lease_token"),
    leaseUntil: text("lease_until"),
    eventAt: text("event_at").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_outbox_id_idx").on(t.outboxId),
    uniqueIndex("webhook_deliveries_endpoint_outbox_idx").on(t.endpointId, t.outboxId),
  ],
);

export const webhookCursor = pgTable("webhook_cursor", {
  name: text("name").primaryKey(),
  lastOutboxId: bigint("last_outbox_id", { mode: "number" }).notNull(),
});

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
