export { createWebhook, parseEvents, type CreateWebhookInput } from "./create";
export { listWebhooks } from "./list";
export { sendTestWebhook } from "./send-test";
export { removeWebhook } from "./remove";
export { enableWebhook } from "./enable";
export { listWebhookDeliveries } from "./deliveries";
export { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from "./worker";
export { WEBHOOK_EVENTS, MAX_ENDPOINTS_PER_ACCOUNT, MAX_TESTS_PER_HOUR, type WebhookView, type NewWebhook, type DeliveryView } from "./internal";
