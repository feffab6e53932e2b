import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { first, tables, type Tx } from "../../db";
import type { WebhookDelivery, WebhookEndpoint } from "../../db/schema";
import type { Actor } from "../context";
import type { Clock } from "../clock";
import { notFound } from "../errors";
import { recordAuditFor } from "../audit/record";
import { createSignal } from "../signal";

/** The events a webhook can carry (the outbox holds more kinds, for GET /v1/events). */
export const WEBHOOK_EVENTS = ["memory.created", "fact.invalidated", "quota.warning"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const MAX_ENDPOINTS_PER_ACCOUNT = 16;
export const MAX_TESTS_PER_HOUR = 20;
export const MAX_ATTEMPTS = 10;
export const ATTEMPT_TIMEOUT_MS = 15_000;
export const MAX_URL_LENGTH = 2048;

export interface WebhookView {
  id: string;
  account_id: string;
  project_id: string | null;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_at: string | null;
  legacy_signature: boolean;
  last_success_at: string | null;
  created_at: string;
}

export interface NewWebhook extends WebhookView {
  /** Shown once, here. */
  secret: string;
}

export interface DeliveryView {
  id: string;
  endpoint_id: string;
  event: string;
  test: boolean;
  status: WebhookDelivery["status"];
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  event_at: string;
  created_at: string;
}

export function toWebhookView(row: WebhookEndpoint): WebhookView {
  return {
    id: row.id,
    account_id: row.accountId,
    project_id: row.projectId,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabled_at: row.disabledAt,
    legacy_signature: row.legacySignature,
    last_success_at: row.lastSuccessAt,
    created_at: row.createdAt,
  };
}

export function toDeliveryView(row: WebhookDelivery): DeliveryView {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event: row.event,
    test: row.testData !== null,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    last_attempt_at: row.lastAttemptAt,
    next_attempt_at: row.status === "pending" ? row.nextAttemptAt : null,
    event_at: row.eventAt,
    created_at: row.createdAt,
  };
}

/** Endpoint ids are `whk_` + 32 hex; delivery ids (the `webhook-id` header) `msg_` + 32 hex. */
export const newDeliveryId = () => "msg_" + randomBytes(16).toString("hex");

export async function getEndpoint(tx: Tx, id: string): Promise<WebhookEndpoint> {
  const row = (await first(tx.select().from(tables.webhookEndpoints).where(eq(tables.webhookEndpoints.id, id))));
  if (!row) throw notFound("Webhook endpoint not found");
  return row;
}

/** Every change to an endpoint is a `setting_change` audit event: ids and the operation, never the URL. */
export async function auditWebhook(
  tx: Tx,
  who: { actor: Actor; ip: string | null; clock: Clock },
  endpoint: Pick<WebhookEndpoint, "id" | "accountId" | "projectId">,
  op: "create" | "delete" | "enable" | "disable",
): Promise<void> {
  await recordAuditFor(
    tx,
    { accountId: endpoint.accountId, projectId: endpoint.projectId, actor: who.actor, ip: who.ip, clock: who.clock },
    { action: "setting_change", targetId: endpoint.id, meta: { setting: "webhook", op } },
  );
}

/** Wakes the delivery worker when a delivery is enqueued in this process (test sends). */
export const webhookSignal = createSignal();
