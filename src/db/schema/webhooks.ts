import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { accounts } from "./accounts";
import { outbox } from "./outbox";
import { projects } from "./projects";

// Webhook endpoints of an account, optionally bound to one project. The secret is kept in clear: every
// delivery is signed with it. Deleting the account or the project deletes the endpoint and, through
// webhook_deliveries' own cascade, its deliveries.
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => projects.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** Event names, or `["*"]`. */
    events: text("events", { mode: "json" }).notNull().$type<string[]>(),
    secret: text("secret").notNull(),
    /** Imported endpoints: the literal secret string is the signing key. */
    legacySignature: integer("legacy_signature", { mode: "boolean" }).notNull().default(false),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    disabledAt: text("disabled_at"),
    /** Outbox rows up to this position existed before the endpoint and are never sent to it. */
    outboxStart: integer("outbox_start").notNull(),
    /** Last 2xx answer: an endpoint is switched off only when it accepted nothing since a failed event. */
    lastSuccessAt: text("last_success_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("webhook_endpoints_account_id_idx").on(t.accountId), index("webhook_endpoints_project_id_idx").on(t.projectId)],
);

// One row per event and endpoint; its id is the `webhook-id` header, the same on every retry. The body
// is built from the outbox row at each attempt (no copy of the payload), so erasing a user's outbox rows
// or deleting the account removes their pending deliveries too. Test sends have no outbox row: their
// sample `data` (no user data) is stored here.
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    projectId: text("project_id"),
    testData: text("test_data", { mode: "json" }).$type<Record<string, unknown>>(),
    /** `pending` (waiting or in flight), `delivered`, `failed` (ten attempts), `dropped` (fell while off). */
    status: text("status", { enum: ["pending", "delivered", "failed", "dropped"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at"),
    lastAttemptAt: text("last_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    leaseToken: text("lease_token"),
    leaseUntil: text("lease_until"),
    /** When the event happened (the outbox row's `at`, or the test request). */
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

// Positions in the outbox (`outbox.pos`): `outbox` is how far the delivery worker has read,
// `outbox_pos` the last position stamped (src/domain/events/sequence.ts).
export const webhookCursor = sqliteTable("webhook_cursor", {
  name: text("name").primaryKey(),
  lastOutboxId: integer("last_outbox_id").notNull(),
});

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
