import { and, eq, gt, inArray, isNull, lt, lte, min, ne, or } from "drizzle-orm";
import { first, tables, withTx, type Db } from "../../db";
import type { WebhookDelivery, WebhookEndpoint } from "../../db/schema";
import { log } from "../../log";
import { formatTs, type Clock } from "../clock";
import type { Runtime } from "../context";
import { randomBase62 } from "../ids";
import type { Resolver } from "./address";
import { envelope, sendOnce, type AttemptResult } from "./deliver";
import { fanOut } from "./fan-out";
import { ATTEMPT_TIMEOUT_MS, auditWebhook, webhookSignal } from "./internal";
import { retryWaitMs, type Random } from "./schedule";
import { webhookClaimLock } from "../locks";

export interface WebhookWorkerOptions {
  clock?: Clock;
  /** Jitter source for the retry waits. */
  random?: Random;
  /** Per-attempt budget; 15 s unless a test shortens it. */
  timeoutMs?: number;
  /** Endpoints served at once; each endpoint has at most one attempt in flight. */
  concurrency?: number;
  pollMs?: number;
  resolve?: Resolver;
  fetch?: typeof fetch;
  tls?: { ca?: string | string[] };
  autostart?: boolean;
}

export interface WebhookWorker {
  /** Fans out the outbox and runs every due attempt until none is due now (tests drain with this). */
  runUntilIdle(): Promise<number>;
  stop(): Promise<void>;
}

const RETENTION_US = 30 * 86_400_000_000;

interface Claimed {
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
  data: Record<string, unknown>;
  leaseToken: string;
}

/**
 * Drops due attempts of switched-off endpoints, then leases due deliveries, at most one per endpoint and
 * none for an endpoint that already has one in flight, oldest due first (then event order). One
 * transaction, under a lock: another node's worker sees this one's leases.
 */
async function claim(db: Db, clock: Clock, slots: number, busy: Set<string>, leaseMs: number): Promise<Claimed[]> {
  if (slots <= 0) return [];
  // A read first, so an idle worker never takes the write lock.
  const d0 = tables.webhookDeliveries;
  const now0 = formatTs(clock.nowMicros());
  const anyDue = (await first(db
    .select({ id: d0.id })
    .from(d0)
    .where(and(eq(d0.status, "pending"), lte(d0.nextAttemptAt, now0), or(isNull(d0.leaseUntil), lte(d0.leaseUntil, now0))))
    .limit(1)));
  if (!anyDue) return [];
  return withTx(db, async (tx) => {
    const nowUs = clock.nowMicros();
    const now = formatTs(nowUs);
    const d = tables.webhookDeliveries;
    const e = tables.webhookEndpoints;
    const free = or(isNull(d.leaseUntil), lte(d.leaseUntil, now));
    const off = tx.select({ id: e.id }).from(e).where(eq(e.enabled, false));
    await tx.update(d)
      .set({ status: "dropped", nextAttemptAt: null, leaseToken: null, leaseUntil: null, updatedAt: now })
      .where(and(eq(d.status, "pending"), lte(d.nextAttemptAt, now), free, inArray(d.endpointId, off)));
    const leased = new Set(
      (await tx.selectDistinct({ id: d.endpointId }).from(d).where(and(eq(d.status, "pending"), gt(d.leaseUntil, now)))).map((r) => r.id),
    );
    // Endpoints with something due, oldest first; then each one's oldest due delivery. Choosing by
    // endpoint first means a backlog at one endpoint never hides another endpoint's due deliveries.
    const due = and(eq(d.status, "pending"), lte(d.nextAttemptAt, now), free, eq(e.enabled, true));
    const endpoints = (await tx
      .select({ id: d.endpointId, first: min(d.nextAttemptAt) })
      .from(d)
      .innerJoin(e, eq(e.id, d.endpointId))
      .where(due)
      .groupBy(d.endpointId)
      .orderBy(min(d.nextAttemptAt))).filter((r) => !busy.has(r.id) && !leased.has(r.id))
      .slice(0, slots);
    const out: Claimed[] = [];
    for (const { id } of endpoints) {
      const r = (await first(tx
        .select({ delivery: d, endpoint: e, data: tables.outbox.data })
        .from(d)
        .innerJoin(e, eq(e.id, d.endpointId))
        .leftJoin(tables.outbox, eq(tables.outbox.id, d.outboxId))
        .where(and(due, eq(d.endpointId, id)))
        .orderBy(d.nextAttemptAt, d.createdAt, tables.outbox.pos)
        .limit(1)));
      if (!r) continue;
      const data = r.delivery.testData ?? r.data;
      if (!data) continue; // outbox row gone: the delivery went with it (cascade)
      const leaseToken = randomBase62(16);
      await tx.update(d).set({ leaseToken, leaseUntil: formatTs(nowUs + leaseMs * 1000) }).where(eq(d.id, r.delivery.id));
      out.push({ delivery: r.delivery, endpoint: r.endpoint, data, leaseToken });
    }
    return out;
  }, { locks: [webhookClaimLock()] });
}

/** Records an attempt's outcome, only while this worker still holds the lease. */
async function record(db: Db, clock: Clock, random: Random, c: Claimed, result: AttemptResult): Promise<void> {
  await withTx(db, async (tx) => {
    const d = tables.webhookDeliveries;
    const e = tables.webhookEndpoints;
    const nowUs = clock.nowMicros();
    const now = formatTs(nowUs);
    const mine = and(eq(d.id, c.delivery.id), eq(d.leaseToken, c.leaseToken));
    if (result.kind === "stopped") {
      await tx.update(d).set({ leaseToken: null, leaseUntil: null }).where(mine);
      return;
    }
    const row = (await first(tx.select().from(d).where(mine)));
    if (!row) return; // lease lost, or the endpoint was deleted meanwhile
    const attempts = row.attempts + 1;
    const base = { attempts, lastAttemptAt: now, leaseToken: null, leaseUntil: null, updatedAt: now };
    if (result.kind === "ok") {
      await tx.update(d).set({ ...base, status: "delivered", nextAttemptAt: null, lastStatusCode: result.status, lastError: null }).where(mine);
      await tx.update(e).set({ lastSuccessAt: now }).where(eq(e.id, row.endpointId));
      return;
    }
    const wait = retryWaitMs(attempts, random);
    await tx.update(d)
      .set({
        ...base,
        status: wait === null ? "failed" : "pending",
        nextAttemptAt: wait === null ? null : formatTs(nowUs + wait * 1000),
        lastStatusCode: result.status,
        lastError: result.error,
      })
      .where(mine);
    if (wait !== null) return;
    // Ten failures: switch the endpoint off unless it accepted a delivery since this event happened.
    const endpoint = (await first(tx.select().from(e).where(eq(e.id, row.endpointId))));
    if (endpoint && endpoint.enabled && (endpoint.lastSuccessAt === null || endpoint.lastSuccessAt < row.eventAt)) {
      await tx.update(e).set({ enabled: false, disabledAt: now }).where(eq(e.id, endpoint.id));
      await auditWebhook(tx, { actor: "worker", ip: null, clock }, endpoint, "disable");
      log.warn("webhook endpoint switched off", { endpoint: endpoint.id, delivery: row.id, attempts });
    }
  });
}

/** Finished deliveries older than 30 days are removed, so the table stays small. */
async function prune(db: Db, clock: Clock): Promise<void> {
  const d = tables.webhookDeliveries;
  await withTx(db, async (tx) => tx.delete(d).where(and(ne(d.status, "pending"), lt(d.updatedAt, formatTs(clock.nowMicros() - RETENTION_US)))));
}

/**
 * The webhook delivery worker: reads the outbox into deliveries, then runs due attempts concurrently,
 * one at a time per endpoint, so a slow endpoint only delays itself. State lives in the database
 * (next_attempt_at, leases), so a restart resumes every retry at its time.
 */
export function startWebhookWorker(rt: Runtime, opts: WebhookWorkerOptions = {}): WebhookWorker {
  const clock = opts.clock ?? rt.clock;
  const random = opts.random ?? Math.random;
  const timeoutMs = opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const concurrency = opts.concurrency ?? 8;
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = timeoutMs + 60_000;
  const stopCtl = new AbortController();
  const inflight = new Map<string, Promise<void>>();
  let stopped = false;
  let lastPrune = 0;

  function runAttempt(c: Claimed): Promise<void> {
    const body = envelope(c.delivery.event, c.data, c.delivery.projectId);
    const p = sendOnce(
      { url: c.endpoint.url, secret: c.endpoint.secret, legacySignature: c.endpoint.legacySignature, deliveryId: c.delivery.id, body },
      {
        allowPrivate: rt.config.webhookAllowPrivate,
        timeoutMs,
        resolve: opts.resolve,
        fetch: opts.fetch,
        tls: opts.tls,
        stop: stopCtl.signal,
        nowSeconds: () => Math.floor(clock.nowMicros() / 1_000_000),
      },
    )
      .catch((err): AttemptResult => ({ kind: "failed", status: null, error: err instanceof Error ? err.message : String(err) }))
      .then(async (result) => {
        try {
          await record(rt.db, clock, random, c, result);
        } catch (err) {
          log.error("webhook record failed", { delivery: c.delivery.id, error: err instanceof Error ? err.stack : String(err) });
        }
      })
      .finally(() => inflight.delete(c.endpoint.id));
    inflight.set(c.endpoint.id, p);
    return p;
  }

  /** One pass: fan out everything new, start what is due. Returns how many attempts it started. */
  async function pass(): Promise<number> {
    while ((await fanOut(rt.db, clock)) > 0) {
      // keep reading until the outbox is caught up
    }
    const nowUs = clock.nowMicros();
    if (nowUs - lastPrune > 3_600_000_000) {
      lastPrune = nowUs;
      await prune(rt.db, clock);
    }
    const claimed = await claim(rt.db, clock, concurrency - inflight.size, new Set(inflight.keys()), leaseMs);
    for (const c of claimed) void runAttempt(c);
    return claimed.length;
  }

  async function loop() {
    while (!stopped) {
      let started = 0;
      try {
        started = await pass();
      } catch (err) {
        log.error("webhook worker error", { error: err instanceof Error ? err.stack : String(err) });
      }
      if (stopped) break;
      if (started > 0 && inflight.size < concurrency) continue;
      const wake = webhookSignal.wait(pollMs);
      await (inflight.size > 0 ? Promise.race([wake, ...inflight.values()]) : wake);
    }
  }
  // Awaited by stop(): a pass still reading when the store closes would fail and log an error.
  const looping = opts.autostart !== false ? loop() : Promise.resolve();

  return {
    async runUntilIdle() {
      let n = 0;
      for (;;) {
        const started = await pass();
        n += started;
        if (started === 0 && inflight.size === 0) return n;
        if (inflight.size > 0) await Promise.race(inflight.values());
      }
    },
    async stop() {
      stopped = true;
      stopCtl.abort();
      webhookSignal.notify();
      await Promise.allSettled([...inflight.values(), looping]);
    },
  };
}

