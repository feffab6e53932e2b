import { Elysia } from "elysia";
import type { Runtime } from "../domain/context";
import { renderMetrics, type RequestMetrics } from "../domain/metrics";
import { op } from "./route-meta";

/**
 * GET /metrics in the Prometheus text format. It reveals traffic and sizes, never content, but still
 * wants the admin token unless ENGRAM_METRICS_PUBLIC is on (a scraper inside a trusted network).
 */
export const metricsRoutes = (rt: Runtime, requests: RequestMetrics, dbFile: string | null) =>
  new Elysia().get(
    "/metrics",
    async () => new Response(await renderMetrics(rt, requests, dbFile), { headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8" } }),
    {
      detail: { ...op({ summary: "Prometheus metrics", tags: ["operations"], auth: rt.config.metricsPublic ? "none" : "admin" }), hide: true },
    },
  );
