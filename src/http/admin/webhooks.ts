import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import {
  createWebhook,
  enableWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  sendTestWebhook,
} from "../../domain/webhooks";
import { adminAuth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";

const doc = (summary: string, description?: string) => op({ summary, description, tags: ["admin"], auth: "admin" });
const Nullable = <T extends Parameters<typeof t.Union>[0][number]>(s: T) => t.Union([s, t.Null()]);

const endpoint = t.Object({
  id: t.String(),
  account_id: t.String(),
  project_id: Nullable(t.String()),
  url: t.String(),
  events: t.Array(t.String()),
  enabled: t.Boolean(),
  disabled_at: Nullable(t.String()),
  legacy_signature: t.Boolean(),
  last_success_at: Nullable(t.String()),
  created_at: t.String(),
});

export const WebhookModel = {
  endpoint,
  newEndpoint: t.Composite([endpoint, t.Object({ secret: t.String({ description: "whsec_ + base64 of 32 random bytes; shown only this once" }) })]),
  create: t.Object({
    url: t.String({ minLength: 1, maxLength: 2048 }),
    events: t.Array(t.String(), { minItems: 1, description: 'memory.created, fact.invalidated, quota.warning, or "*"' }),
    project_id: t.Optional(t.String({ minLength: 1 })),
    account_id: t.Optional(t.String({ minLength: 1 })),
    legacy_signature: t.Optional(t.Boolean({ description: "imported endpoints: sign with the literal secret string" })),
    secret: t.Optional(t.String({ description: "imported endpoints: the whsec_ secret the receiver already has" })),
  }),
  delivery: t.Object({
    id: t.String({ description: "the webhook-id header, the same on every retry" }),
    endpoint_id: t.String(),
    event: t.String(),
    test: t.Boolean(),
    status: t.Union([t.Literal("pending"), t.Literal("delivered"), t.Literal("failed"), t.Literal("dropped")]),
    attempts: t.Integer(),
    last_status_code: Nullable(t.Integer()),
    last_error: Nullable(t.String()),
    last_attempt_at: Nullable(t.String()),
    next_attempt_at: Nullable(t.String()),
    event_at: t.String(),
    created_at: t.String(),
  }),
};

export const webhooksAdminRoutes = (rt: Runtime) =>
  new Elysia()
    .use(adminAuth(rt))
    .get("/webhooks", async ({ ctx, query }) => ({ webhooks: await listWebhooks(ctx, { accountId: query.account_id }) }), {
      query: t.Object({ account_id: t.Optional(t.String()) }),
      detail: doc("List webhook endpoints (secrets are never listed)", "Endpoints of the install, or of one account with `account_id`, newest first: URL, events, project, state. Secrets are shown only at creation."),
      response: { 200: t.Object({ webhooks: t.Array(WebhookModel.endpoint) }), ...errorResponses },
    })
    .post(
      "/webhooks",
      async ({ ctx, body, status }) =>
        status(
          201,
          await createWebhook(ctx, {
            url: body.url,
            events: body.events,
            projectId: body.project_id,
            accountId: body.account_id,
            legacySignature: body.legacy_signature,
            secret: body.secret,
          }),
        ),
      {
        body: WebhookModel.create,
        detail: doc(
          "Create a webhook endpoint (the secret is shown once)",
          "Give `project_id` (that project's events plus the account's quota warnings) or `account_id` (every project's). " +
            "At most 16 endpoints per account (422 beyond).",
        ),
        response: { 201: WebhookModel.newEndpoint, ...errorResponses },
      },
    )
    .post("/webhooks/:id/test", async ({ ctx, params, status }) => status(202, await sendTestWebhook(ctx, params.id)), {
      detail: doc("Send a test event", "Enqueues a sample memory.created with `data: {id, test: true}`; at most 20 per hour per endpoint (429 beyond)."),
      response: { 202: WebhookModel.delivery, ...errorResponses },
    })
    .post("/webhooks/:id/enable", ({ ctx, params }) => enableWebhook(ctx, params.id), {
      detail: doc("Enable an endpoint the service switched off (the URL is checked again)", "Keeps the URL and secret; retries still ahead are sent, ones that fell while it was off are dropped."),
      response: { 200: WebhookModel.endpoint, ...errorResponses },
    })
    .delete("/webhooks/:id", ({ ctx, params }) => removeWebhook(ctx, params.id), {
      detail: doc("Delete a webhook endpoint and its deliveries", "Irreversible; the secret is lost with it."),
      response: { 200: t.Object({ id: t.String(), deleted: t.Literal(true) }), ...errorResponses },
    })
    .get(
      "/webhooks/:id/deliveries",
      async ({ ctx, params, query }) => ({ deliveries: await listWebhookDeliveries(ctx, params.id, { limit: query.limit }) }),
      {
        query: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 200 })) }),
        detail: doc("An endpoint's recent deliveries, newest first", "Each delivery with its status (pending, delivered, failed, dropped), attempts, last status code and error, and next attempt."),
        response: { 200: t.Object({ deliveries: t.Array(WebhookModel.delivery) }), ...errorResponses },
      },
    );
