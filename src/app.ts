import { Elysia } from "elysia";
import { openapi } from "@elysiajs/openapi";
import type { Runtime } from "./domain/context";
import { DomainError } from "./domain/errors";
import { adminRoutes } from "./http/admin";
import { dashboardRoutes } from "./http/dashboard";
import { docsRoutes } from "./http/docs";
import { RequestMetrics } from "./domain/metrics";
import { bodyText, checkJsonBody, MAX_BATCH_BODY_BYTES, MAX_BODY_BYTES } from "./http/body";
import { errorResponse, internalError, validationError } from "./http/errors";
import { frontController, requestInfo, RouteTable, routePattern } from "./http/front";
import { healthRoutes, type ReadyState } from "./http/health";
import { homeRoutes } from "./http/home";
import { mcpRoutes } from "./http/mcp";
import { metricsRoutes } from "./http/metrics";
import { describeParameters } from "./http/openapi-docs";
import { v1Routes } from "./http/v1";
import { log, logs } from "./log";
import { API_VERSION, ENGRAM_VERSION } from "./version";

export interface AppDeps {
  rt: Runtime;
  adminToken: () => string;
  readiness: () => ReadyState;
  /** Request counts and latencies for /metrics; one per server. */
  requests?: RequestMetrics;
  /** The SQLite file, for the write-ahead log's size in /metrics. */
  dbFile?: string;
}

/** Paths whose bodies are JSON: checked for size, type and depth before anything parses them. */
const apiPath = (path: string) => path.startsWith("/v1/") || path.startsWith("/admin/v1/");

/** When each request arrived, for the access log and the latency histogram. */
const arrivals = new WeakMap<Request, number>();
/** The status of answers made in onError, which the after-response hook cannot see. */
const answered = new WeakMap<Request, number>();
const noted = (request: Request, res: Response): Response => (answered.set(request, res.status), res);

export function buildApp(deps: AppDeps) {
  const { rt } = deps;
  const requests = deps.requests ?? new RequestMetrics();
  let table: RouteTable | null = null;
  // Read lazily: the table is built from the routes once they are all registered.
  let registered: { routes: unknown[] } | null = null;
  const routesOf = (): RouteTable => (table ??= new RouteTable((registered?.routes ?? []) as never));
  /** The access-log line and the request metrics, once per request. */
  const finished = new WeakSet<Request>();
  const finish = (request: Request, status: number) => {
    if (finished.has(request)) return;
    finished.add(request);
    const ms = performance.now() - (arrivals.get(request) ?? performance.now());
    // The route pattern, never the raw path or query: those carry ids and user text (a context query).
    const route = routePattern(request) ?? "unmatched";
    requests.observe(request.method, route, status, ms / 1000);
    if (logs("info")) {
      log.info("request", { method: request.method, route, status, ms: Math.round(ms * 10) / 10, account: requestInfo(request).principal?.accountId ?? null });
    }
  };
  /** An answer made in onRequest: Elysia runs no after-response hook for it. */
  const early = (request: Request, res: Response): Response => {
    finish(request, res.status);
    return res;
  };

  // Every refusal and failure the routes raise, as the spec's JSON error.
  const answerError = async ({ code, error, request, body }: { code: unknown; error: unknown; request: Request; body: unknown }): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (error instanceof DomainError) return errorResponse(error, path);
    const cause = (error as { cause?: unknown }).cause;
    if (code === "PARSE" && cause instanceof DomainError) return errorResponse(cause, path);
    if (code === "VALIDATION") {
      const v = error as unknown as { type: string; all: never[] };
      // A handler that returns the wrong shape is our bug, not the client's.
      if (v.type === "response") return internalError(error, path);
      const params = Object.fromEntries(new URL(request.url).searchParams);
      if (v.type === "property") {
        // Elysia checks a coerced query number on its own and drops its name: find it by its value.
        const failed = (error as unknown as { value: unknown }).value;
        const name = Object.keys(params).find((k) => params[k] === String(failed) || Number(params[k]) === failed) ?? "query";
        const all = (v.all as { path: string }[]).map((e) => ({ ...e, path: `/${name}` }));
        return errorResponse(validationError(all as never, "query", params), path);
      }
      const value = v.type === "query" ? params : body;
      return errorResponse(validationError(v.all, v.type, value), path);
    }
    if (code === "PARSE") {
      // An empty body on a route that needs one: Elysia's own parser then fails on the body we already read.
      const empty = apiPath(path) && (await bodyText(request).catch(() => "")).trim() === "";
      return errorResponse(new DomainError("invalid_request", empty ? "body: is required (a JSON object)" : "body: is not valid JSON"), path);
    }
    if (code === "NOT_FOUND") return errorResponse(new DomainError("not_found", `No such path: ${path}`), path);
    return internalError(error, path);
  };
  // Every route handler and schema compiled at start: compiled on first use instead, the first requests of
  // a fresh server held its event loop (a /healthz check waited 54 ms on the CPU in a CI fuzz run).
  const app = new Elysia({ normalize: false, precompile: true })
    // Registered before the document's route so it applies to it.
    .onAfterHandle({ as: "global" }, ({ request, response }) => {
      if (new URL(request.url).pathname === "/openapi.json" && response && typeof response === "object") describeParameters(response as never);
    })
    .use(
      openapi({
        provider: null,
        specPath: "/openapi.json",
        documentation: {
          openapi: "3.1.0",
          info: {
            title: "Engram",
            version: ENGRAM_VERSION,
            description: `Self-hosted memory service for AI agents. API version ${API_VERSION}.`,
          },
          servers: [{ url: rt.config.publicUrl }],
          components: {
            securitySchemes: {
              bearerAuth: { type: "http", scheme: "bearer", description: "An API key: `svc_self_` + 40 characters" },
              adminToken: { type: "http", scheme: "bearer", description: "The install's admin token" },
            },
          },
        },
        exclude: { paths: ["/openapi.json"] },
      }),
    )
    .onRequest(async ({ request, set, server }) => {
      arrivals.set(request, performance.now());
      const path = new URL(request.url).pathname;
      if (path.startsWith("/v1/")) set.headers["X-Svc-API-Version"] = API_VERSION;
      const ip = server?.requestIP(request)?.address ?? null;
      const refused = await frontController(rt, routesOf, deps.adminToken, request, path, ip);
      if (refused) return early(request, refused);
      if (!apiPath(path) || !request.body) return undefined;
      // After the 404/405/401/403 checks, before anything parses the body: size, type, depth.
      try {
        await checkJsonBody(request, path === "/v1/batch" ? MAX_BATCH_BODY_BYTES : MAX_BODY_BYTES);
      } catch (err) {
        if (err instanceof DomainError) return early(request, errorResponse(err, path));
        throw err;
      }
      return undefined;
    })
    .onError(async (c) => noted(c.request, await answerError(c)))
    .onAfterHandle(({ request, set }) => {
      // Only successful key-authenticated responses carry the rate-limit headers; errors carry none.
      const headers = requestInfo(request).rateHeaders;
      if (headers) Object.assign(set.headers, headers);
    })
    .onAfterResponse({ as: "global" }, (c) => {
      const { request, set } = c;
      const response = (c as { response?: unknown }).response;
      finish(request, answered.get(request) ?? (response instanceof Response ? response.status : typeof set.status === "number" ? set.status : 200));
    })
    .use(homeRoutes)
    .use(healthRoutes(deps.readiness))
    .use(metricsRoutes(rt, requests, deps.dbFile ?? null))
    .use(docsRoutes)
    .use(v1Routes(rt))
    .use(adminRoutes(rt))
    .use(mcpRoutes(rt))
    .use(dashboardRoutes(rt, deps.adminToken));
  registered = app;
  return app;
}

export type App = ReturnType<typeof buildApp>;
