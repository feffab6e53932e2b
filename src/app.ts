import { Elysia } from "elysia";
import { openapi } from "@elysiajs/openapi";
import type { Runtime } from "./domain/context";
import { DomainError } from "./domain/errors";
import { adminRoutes } from "./http/admin";
import { docsRoutes } from "./http/docs";
import { errorResponse, internalError, validationError } from "./http/errors";
import { frontController, requestInfo, RouteTable } from "./http/front";
import { healthRoutes, type ReadyState } from "./http/health";
import { mcpRoutes } from "./http/mcp";
import { v1Routes } from "./http/v1";
import { log, logs } from "./log";
import { API_VERSION, ENGRAM_VERSION } from "./version";

export interface AppDeps {
  rt: Runtime;
  adminToken: () => string;
  readiness: () => ReadyState;
}

export function buildApp(deps: AppDeps) {
  const { rt } = deps;
  let table: RouteTable | null = null;
  // Read lazily: the table is built from the routes once they are all registered.
  let registered: { routes: unknown[] } | null = null;
  const routesOf = (): RouteTable => (table ??= new RouteTable((registered?.routes ?? []) as never));
  const app = new Elysia({ normalize: false })
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
    .onRequest(({ request, set, server }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith("/v1/")) set.headers["X-Svc-API-Version"] = API_VERSION;
      const ip = server?.requestIP(request)?.address ?? null;
      return frontController(rt, routesOf, deps.adminToken, request, path, ip);
    })
    .onError(({ code, error, request, body }) => {
      const path = new URL(request.url).pathname;
      if (error instanceof DomainError) return errorResponse(error, path);
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
      if (code === "PARSE") return errorResponse(new DomainError("invalid_request", "body: is not valid JSON"), path);
      if (code === "NOT_FOUND") return errorResponse(new DomainError("not_found", `No such path: ${path}`), path);
      return internalError(error, path);
    })
    .onAfterHandle(({ request, set }) => {
      // Only successful key-authenticated responses carry the rate-limit headers; errors carry none.
      const headers = requestInfo(request).rateHeaders;
      if (headers) Object.assign(set.headers, headers);
    })
    .onAfterResponse(({ request, set }) => {
      if (logs("debug")) log.debug("request", { method: request.method, path: new URL(request.url).pathname, status: set.status });
    })
    .use(healthRoutes(deps.readiness))
    .use(docsRoutes)
    .use(v1Routes(rt))
    .use(adminRoutes(rt))
    .use(mcpRoutes(rt));
  registered = app;
  return app;
}

export type App = ReturnType<typeof buildApp>;
