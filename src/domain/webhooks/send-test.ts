import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import { tables, withTx } from "../../db";
import { formatTs, parseTimestamp } from "../clock";
import type { AdminCtx } from "../context";
import { DomainError, invalid } from "../errors";
import { newId } from "../ids";
import { getEndpoint, MAX_TESTS_PER_HOUR, newDeliveryId, toDeliveryView, webhookSignal, type DeliveryView } from "./internal";

const HOUR_US = 3_600_000_000;

/**
 * Enqueues a sample `memory.created` (`data: {id, test: true}`), whatever the endpoint subscribes to.
 * At most 20 per endpoint in any hour: the 21st is 429 `rate_limit_exceeded` with `Retry-After`.
 * An endpoint that is switched off is refused (422): enable it first.
 */
export async function sendTestWebhook(ctx: AdminCtx, id: string): Promise<DeliveryView> {
  const out = await withTx(ctx.db, async (tx) => {
    const endpoint = await getEndpoint(tx, id);
    if (!endpoint.enabled) throw invalid("id", "the endpoint is switched off; enable it before sending a test");
    const nowUs = ctx.clock.nowMicros();
    const now = formatTs(nowUs);
    const d = tables.webhookDeliveries;
    const recent = await tx
      .select({ createdAt: d.createdAt })
      .from(d)
      .where(and(eq(d.endpointId, id), isNotNull(d.testData), gt(d.createdAt, formatTs(nowUs - HOUR_US))))
      .orderBy(asc(d.createdAt));
    if (recent.length >= MAX_TESTS_PER_HOUR) {
      const frees = parseTimestamp(recent[recent.length - MAX_TESTS_PER_HOUR]!.createdAt)! + HOUR_US;
      const retryAfter = Math.max(1, Math.ceil((frees - nowUs) / 1_000_000));
      throw new DomainError(
        "rate_limit_exceeded",
        `At most ${MAX_TESTS_PER_HOUR} test sends per hour per endpoint; try again in ${retryAfter} s.`,
        {},
        { "Retry-After": String(retryAfter) },
      );
    }
    const row = {
      id: newDeliveryId(),
      endpointId: id,
      outboxId: null,
      event: "memory.created",
      projectId: endpoint.projectId,
      testData: { id: newId("mem_"), test: true },
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: now,
      lastAttemptAt: null,
      lastStatusCode: null,
      lastError: null,
      leaseToken: null,
      leaseUntil: null,
      eventAt: now,
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(d).values(row);
    return toDeliveryView(row);
  });
  webhookSignal.notify();
  return out;
}
