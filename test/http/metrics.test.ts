import { afterAll, describe, expect, test } from "bun:test";
import { setLogLevel } from "../../src/log";
import { startTestApp } from "../helpers/app";
import { captureLogs } from "../helpers/logs";

// Issue 18 item 14: Prometheus metrics and the access log.
const t = startTestApp({ env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
const a = await t.signUp();
const key = a.api_key;
afterAll(() => t.close());

/** The access log and the request metrics are written just after the answer is sent. */
const settle = () => Bun.sleep(20);

async function scrape(): Promise<string> {
  await settle();
  const r = await t.req("GET", "/metrics", { key: t.adminToken });
  expect(r.status).toBe(200);
  expect(r.headers.get("content-type")).toStartWith("text/plain; version=0.0.4");
  return r.text();
}

function value(text: string, series: string): number | null {
  const line = text.split("\n").find((l) => l.startsWith(series + " "));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe("GET /metrics", () => {
  test("wants the admin token unless ENGRAM_METRICS_PUBLIC is on", async () => {
    expect((await t.json("GET", "/metrics")).status).toBe(401);
    expect((await t.json("GET", "/metrics", { key })).status).toBe(401);
    const open = startTestApp({ env: { ENGRAM_METRICS_PUBLIC: "on" } });
    try {
      expect((await open.req("GET", "/metrics")).status).toBe(200);
    } finally {
      open.close();
    }
  });

  test("counts requests by method, route pattern and status, with a latency histogram", async () => {
    const before = value(await scrape(), 'engram_http_requests_total{method="GET",route="/v1/memories/:memory_id",status="404"}') ?? 0;
    for (let i = 0; i < 3; i++) await t.req("GET", `/v1/memories/mem_${crypto.randomUUID()}`, { key });
    await t.req("GET", "/v1/memories", { key });
    const text = await scrape();
    expect(value(text, 'engram_http_requests_total{method="GET",route="/v1/memories/:memory_id",status="404"}')).toBe(before + 3);
    expect(value(text, 'engram_http_requests_total{method="GET",route="/v1/memories",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'engram_http_request_duration_seconds_count{method="GET",route="/v1/memories/:memory_id",status="404"}')).toBe(before + 3);
    expect(value(text, 'engram_http_request_duration_seconds_bucket{method="GET",route="/v1/memories/:memory_id",status="404",le="+Inf"}')).toBe(before + 3);
    // Raw paths never become labels: ids would make a series per memory.
    expect(text).not.toContain("mem_");
  });

  test("extraction backlog and lag follow the queue", async () => {
    await t.drain();
    expect(value(await scrape(), "engram_extraction_backlog")).toBe(0);
    await t.addMemory(key, { content: "I live in Oslo" });
    const text = await scrape();
    expect(value(text, "engram_extraction_backlog")).toBe(1);
    expect(value(text, "engram_extraction_lag_seconds")).toBeGreaterThanOrEqual(0);
    await t.drain();
    const after = await scrape();
    expect(value(after, "engram_extraction_backlog")).toBe(0);
    expect(value(after, "engram_extraction_lag_seconds")).toBe(0);
  });

  test("batch progress, webhook deliveries by endpoint state, model calls and database size", async () => {
    const hook = await t.admin("POST", "/webhooks", { url: "http://127.0.0.1:9/hook", events: ["*"], account_id: a.account_id });
    expect(hook.status).toBe(201);
    const job = await t.json("POST", "/v1/batch", { key, body: { memories: [{ content: "one" }, { content: "two" }, { content: "three" }] } });
    expect(job.status).toBe(202);
    let text = await scrape();
    expect(value(text, 'engram_batches{status="pending"}')).toBe(1);
    expect(value(text, 'engram_batch_items{state="received"}')).toBe(3);
    await t.drain();
    text = await scrape();
    expect(value(text, 'engram_batches{status="completed"}')).toBe(1);
    expect(value(text, 'engram_batch_items{state="received"}')).toBe(0);
    const { fanOut } = await import("../../src/domain/webhooks/fan-out");
    await fanOut(t.rt.db, t.rt.clock);
    text = await scrape();
    expect(value(text, 'engram_webhook_deliveries{status="pending",endpoint_state="enabled"}')).toBeGreaterThanOrEqual(3);
    expect(value(text, 'engram_webhook_endpoints{state="enabled"}')).toBe(1);
    expect(value(text, 'engram_model_calls_total{model="embed"}')).toBeGreaterThan(0);
    expect(value(text, 'engram_model_call_seconds_total{model="embed"}')).toBeGreaterThan(0);
    expect(value(text, 'engram_database_bytes{part="pages"}')).toBeGreaterThan(4096);
  });
});

describe("the access log", () => {
  test("one info line per request: method, route pattern, status, ms, account; never the query or body", async () => {
    const word = `heron${crypto.randomUUID().slice(0, 8)}`;
    await settle(); // earlier requests' lines are written before this capture starts
    setLogLevel("info");
    const { lines } = await captureLogs(async () => {
      await t.req("GET", `/v1/context?query=${word}&user_id=${word}`, { key });
      await t.req("POST", "/v1/memories", { key, body: { content: `a note about ${word}` } });
      await t.req("GET", "/v1/nowhere");
      await settle();
    }).finally(() => setLogLevel("error"));
    const requests = lines.filter((l) => l.msg === "request");
    expect(requests).toHaveLength(3);
    const of = (route: string) => requests.find((l) => l.route === route);
    expect(of("/v1/context")).toEqual({ ts: expect.any(String), level: "info", msg: "request", method: "GET", route: "/v1/context", status: 200, ms: expect.any(Number), account: a.account_id });
    expect(of("/v1/memories")).toMatchObject({ method: "POST", status: 201, account: a.account_id });
    expect(of("unmatched")).toMatchObject({ method: "GET", status: 404, account: null });
    expect(JSON.stringify(lines)).not.toContain(word);
  });
});
