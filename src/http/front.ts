import { authorize, isOperation, OPERATIONS, type Operation } from "../domain/access";
import type { Runtime, Principal } from "../domain/context";
import { DomainError } from "../domain/errors";
import { authenticate } from "../domain/keys";
import { adminSession } from "./dashboard/session";
import { errorResponse } from "./errors";
import type { AuthKind } from "./route-meta";

interface RouteEntry {
  /** The path as registered (`/v1/memories/:memory_id`): the route label of logs and metrics. */
  pattern: string;
  segments: string[];
  methods: Map<string, { auth: AuthKind; operation: Operation | null }>;
}

export interface RouteLike {
  method: string;
  path: string;
  hooks?: { detail?: Record<string, unknown> };
}

/** The registered routes, matched by path first so a wrong method gets 405 with `Allow`, not 404. */
export class RouteTable {
  private entries: RouteEntry[] = [];

  constructor(routes: RouteLike[]) {
    const byPath = new Map<string, RouteEntry>();
    for (const r of routes) {
      const detail = r.hooks?.detail ?? {};
      const entry = byPath.get(r.path) ?? { pattern: r.path, segments: segmentsOf(r.path), methods: new Map() };
      const auth = (detail["x-engram-auth"] as AuthKind | undefined) ?? "none";
      entry.methods.set(r.method.toUpperCase(), { auth, operation: auth === "key" ? operationOf(r, detail) : null });
      byPath.set(r.path, entry);
    }
    // Literal segments beat parameters: /v1/memories/search must not match /v1/memories/:id.
    this.entries = [...byPath.values()].sort((a, b) => specificity(b) - specificity(a));
  }

  match(path: string): RouteEntry | null {
    const parts = segmentsOf(path);
    for (const e of this.entries) {
      if (e.segments.length !== parts.length) continue;
      if (e.segments.every((s, i) => (s.startsWith(":") ? true : s === parts[i]))) return e;
    }
    return null;
  }
}

/**
 * A key route's guard is the domain's operation table (src/domain/access.ts), not its own `detail`:
 * the route's documented scope and rate limiting must agree with the table, checked once here.
 */
function operationOf(r: RouteLike, detail: Record<string, unknown>): Operation | null {
  const name = `${r.method.toUpperCase()} ${r.path}`;
  // A key route outside /v1 (the tool server's /mcp) authenticates only: its tools pass the guard per call.
  if (!r.path.startsWith("/v1/")) return null;
  if (!isOperation(name)) throw new Error(`${name} is a key route missing from OPERATIONS in src/domain/access.ts`);
  const access = OPERATIONS[name];
  if ((access.scope ?? undefined) !== detail["x-scope"] || access.rateLimited !== (detail["x-rate-limited"] === true)) {
    throw new Error(`${name}: op({ scope, rateLimited }) disagrees with OPERATIONS in src/domain/access.ts`);
  }
  return name;
}

/**
 * A path's segments, empty ones kept (`/v1/users//memories` has an empty end user, not a missing one);
 * only a trailing slash is dropped.
 */
function segmentsOf(path: string): string[] {
  const parts = path.split("/").slice(1);
  if (parts.length > 0 && parts[parts.length - 1] === "") parts.pop();
  return parts;
}

function specificity(e: RouteEntry): number {
  return e.segments.reduce((n, s, i) => n + (s.startsWith(":") ? 0 : 2 ** (16 - i)), 0);
}

export interface RequestInfo {
  principal: Principal | null;
  ip: string | null;
  /** Rate-limit headers for a successful response (none under `unlimited`). */
  rateHeaders: Record<string, string> | null;
}

const infos = new WeakMap<Request, RequestInfo>();
/** The route pattern each request matched, kept for the access log and metrics (no second match). */
const patterns = new WeakMap<Request, string>();

export function requestInfo(request: Request): RequestInfo {
  return infos.get(request) ?? { principal: null, ip: null, rateHeaders: null };
}

/** The pattern of the route the request matched (`/v1/memories/:memory_id`), or null for an unknown path. */
export function routePattern(request: Request): string | null {
  return patterns.get(request) ?? null;
}

/**
 * Runs before the body is parsed, so the answer order is always 404, 405, 401, 403, then 422:
 * a keyless request with a broken body learns it needs a key, not how to fix its JSON.
 */
export async function frontController(
  rt: Runtime,
  getTable: () => RouteTable,
  adminToken: () => string,
  request: Request,
  path: string,
  ip: string | null,
): Promise<Response | undefined> {
  const entry = getTable().match(path);
  if (!entry) return errorResponse(new DomainError("not_found", `No such path: ${path}`), path);
  patterns.set(request, entry.pattern);
  const method = request.method.toUpperCase();
  const route = entry.methods.get(method) ?? (method === "HEAD" ? entry.methods.get("GET") : undefined);
  if (!route) {
    const allow = [...entry.methods.keys()].sort().join(", ");
    return errorResponse(
      new DomainError("method_not_allowed", `Method ${method} is not allowed on ${path}; allowed: ${allow}`),
      path,
      { Allow: allow },
    );
  }
  try {
    let principal: Principal | null = null;
    let rateHeaders: Record<string, string> | null = null;
    if (route.auth === "key") {
      principal = await authenticate(rt, request.headers.get("authorization"));
      if (route.operation) rateHeaders = await authorize(rt, principal, route.operation);
    } else if (route.auth === "admin") {
      // The dashboard's session cookie (with its CSRF token) or else the Bearer admin token.
      if (!(await adminSession(rt, request))) checkAdminToken(request.headers.get("authorization"), adminToken());
    }
    infos.set(request, { principal, ip, rateHeaders });
  } catch (err) {
    if (err instanceof DomainError) return errorResponse(err, path);
    throw err;
  }
  return undefined;
}

function checkAdminToken(header: string | null, token: string): void {
  const m = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null;
  const given = Buffer.from(m?.[1] ?? "");
  const want = Buffer.from(token);
  if (given.length !== want.length || !crypto.timingSafeEqual(given, want)) {
    throw new DomainError("invalid_key", "Invalid or missing admin token: send `Authorization: Bearer <admin token>`.", {}, {
      "WWW-Authenticate": "Bearer",
    });
  }
}
