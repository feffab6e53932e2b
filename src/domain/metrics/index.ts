import { sql } from "drizzle-orm";
import { statSync } from "node:fs";
import type { Runtime } from "../context";
import { databaseSizeSql } from "../../db";

// Prometheus figures of one server process. Request counts and latencies are kept in memory (they
// restart at zero with the process, as Prometheus counters may); everything about stored work
// (extraction backlog, batches, webhook deliveries, database size) is read from the database at scrape
// time, so it holds whichever process did the work (the job process runs extraction and imports).

/** Upper bounds in seconds: 1 ms to 10 s, enough to tell a KNN from a model call from a stall. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

/** Requests by method, route pattern (never the raw path: ids would explode the label set) and status. */
export class RequestMetrics {
  private series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method}\u0000${route}\u0000${status}`;
    let s = this.series.get(key);
    if (!s) {
      s = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      this.series.set(key, s);
    }
    s.count++;
    s.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) s.buckets[i]!++;
  }

  render(out: string[]): void {
    out.push("# HELP engram_http_requests_total HTTP requests answered, by method, route pattern and status.");
    out.push("# TYPE engram_http_requests_total counter");
    for (const [key, s] of this.series) out.push(`engram_http_requests_total{${labelsOf(key)}} ${s.count}`);
    out.push("# HELP engram_http_request_duration_seconds Time from the request's arrival to its answer.");
    out.push("# TYPE engram_http_request_duration_seconds histogram");
    for (const [key, s] of this.series) {
      const labels = labelsOf(key);
      BUCKETS.forEach((b, i) => out.push(`engram_http_request_duration_seconds_bucket{${labels},le="${b}"} ${s.buckets[i]}`));
      out.push(`engram_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${s.count}`);
      out.push(`engram_http_request_duration_seconds_sum{${labels}} ${s.sum}`);
      out.push(`engram_http_request_duration_seconds_count{${labels}} ${s.count}`);
    }
  }
}

function labelsOf(key: string): string {
  const [method, route, status] = key.split("\u0000");
  return `method="${esc(method!)}",route="${esc(route!)}",status="${status}"`;
}

const esc = (v: string) => v.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");

function gauge(out: string[], name: string, help: string, type: "gauge" | "counter", rows: { labels?: Record<string, string>; value: number }[]): void {
  out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  for (const r of rows) {
    const labels = r.labels ? Object.entries(r.labels).map(([k, v]) => `${k}="${esc(v)}"`).join(",") : "";
    out.push(labels ? `${name}{${labels}} ${r.value}` : `${name} ${r.value}`);
  }
}

/** The whole exposition (text format 0.0.4). */
export async function renderMetrics(rt: Runtime, requests: RequestMetrics, dbFile: string | null): Promise<string> {
  const out: string[] = [];
  requests.render(out);
  const now = Date.now();

  const backlog = (await rt.store.sql.one(rt.db, sql`select count(*) as n, min(created_at) as oldest from jobs where kind = 'extract-memory' and status in ('pending', 'running')`)) as { n: number; oldest: string | null };
  gauge(out, "engram_extraction_backlog", "Memories waiting for fact extraction (queued or running).", "gauge", [{ value: backlog.n }]);
  const lag = backlog.oldest ? Math.max(0, (now - Date.parse(backlog.oldest)) / 1000) : 0;
  gauge(out, "engram_extraction_lag_seconds", "Age of the oldest memory still waiting for extraction; 0 when none waits.", "gauge", [{ value: lag }]);
  const failed = (await rt.store.sql.one(rt.db, sql`select count(*) as n from jobs where kind = 'extract-memory' and status = 'failed'`)) as { n: number };
  gauge(out, "engram_extraction_failed_jobs", "Extraction jobs that gave up.", "gauge", [{ value: failed.n }]);

  const batches = (await rt.store.sql.all(rt.db, sql`select status, count(*) as n, coalesce(sum(received), 0) as received, coalesce(sum(imported), 0) as imported, coalesce(sum(failed), 0) as failed from batches group by status`)) as {
    status: string; n: number; received: number; imported: number; failed: number;
  }[];
  gauge(out, "engram_batches", "Batch jobs by status.", "gauge", batches.map((b) => ({ labels: { status: b.status }, value: b.n })));
  const open = batches.filter((b) => b.status === "pending" || b.status === "processing");
  const sum = (f: (b: (typeof batches)[number]) => number) => open.reduce((n, b) => n + f(b), 0);
  gauge(out, "engram_batch_items", "Items of batches still queued or importing: received, and imported or failed so far.", "gauge", [
    { labels: { state: "received" }, value: sum((b) => b.received) },
    { labels: { state: "imported" }, value: sum((b) => b.imported) },
    { labels: { state: "failed" }, value: sum((b) => b.failed) },
  ]);

  const deliveries = (await rt.store.sql.all(rt.db, sql`select d.status as status, case when e.enabled then 'enabled' else 'disabled' end as endpoint, count(*) as n
       from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id group by 1, 2`)) as { status: string; endpoint: string; n: number }[];
  gauge(out, "engram_webhook_deliveries", "Webhook deliveries by delivery status (pending, delivered, failed, dropped) and endpoint state.", "gauge",
    deliveries.map((d) => ({ labels: { status: d.status, endpoint_state: d.endpoint }, value: d.n })));
  const attempts = (await rt.store.sql.all(rt.db, sql`select case when e.enabled then 'enabled' else 'disabled' end as endpoint, coalesce(sum(d.attempts), 0) as attempts,
         coalesce(sum(case when d.status = 'delivered' then d.attempts - 1 else d.attempts end), 0) as failures
       from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id group by 1`)) as { endpoint: string; attempts: number; failures: number }[];
  gauge(out, "engram_webhook_attempts", "Delivery attempts made, by endpoint state.", "gauge", attempts.map((a) => ({ labels: { endpoint_state: a.endpoint }, value: a.attempts })));
  gauge(out, "engram_webhook_failed_attempts", "Delivery attempts that failed (non-2xx, timeout, refused address), by endpoint state.", "gauge",
    attempts.map((a) => ({ labels: { endpoint_state: a.endpoint }, value: a.failures })));
  const endpoints = (await rt.store.sql.all(rt.db, sql`select case when enabled then 'enabled' else 'disabled' end as state, count(*) as n from webhook_endpoints group by 1`)) as { state: string; n: number }[];
  gauge(out, "engram_webhook_endpoints", "Webhook endpoints by state.", "gauge", endpoints.map((e) => ({ labels: { state: e.state }, value: e.n })));

  const stats = rt.embedder.stats;
  gauge(out, "engram_model_calls_total", "Embedding model calls made by this server process (searches, adds, edits).", "counter", [{ labels: { model: "embed" }, value: stats.calls }]);
  gauge(out, "engram_model_call_seconds_total", "Time spent in those model calls.", "counter", [{ labels: { model: "embed" }, value: stats.ms / 1000 }]);

  const page = (await rt.store.sql.one(rt.db, databaseSizeSql)) as { bytes: number; free: number };
  const wal = dbFile ? fileSize(`${dbFile}-wal`) : 0;
  gauge(out, "engram_database_bytes", "Size of the database: its pages, its free pages and the write-ahead log (SQLite's file; on PostgreSQL the database's size, free and wal 0).", "gauge", [
    { labels: { part: "pages" }, value: page.bytes },
    { labels: { part: "free" }, value: page.free },
    { labels: { part: "wal" }, value: wal },
  ]);
  return out.join("\n") + "\n";
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
