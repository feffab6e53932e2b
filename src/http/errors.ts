import { API_VERSION } from "../version";
import { DomainError, type ErrorCode } from "../domain/errors";
import { log } from "../log";

const STATUS: Record<ErrorCode, number> = {
  confirmation_required: 400,
  invalid_key: 401,
  forbidden: 403,
  agent_cap_exceeded: 403,
  signup_disabled: 403,
  not_found: 404,
  method_not_allowed: 405,
  stale_write: 409,
  fact_not_current: 409,
  account_has_login: 409,
  invalid_request: 422,
  quota_exceeded: 429,
  rate_limit_exceeded: 429,
  too_many_batches: 429,
  signup_rate_limited: 429,
  internal_error: 500,
  search_unavailable: 503,
  model_unavailable: 503,
  writes_paused: 503,
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

export function errorResponse(err: DomainError, path: string, extraHeaders: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { "content-type": "application/json", ...err.headers, ...extraHeaders };
  if (path.startsWith("/v1/") || path === "/v1") headers["X-Svc-API-Version"] = API_VERSION;
  return new Response(JSON.stringify({ code: err.code, message: err.message, ...err.extra }), {
    status: STATUS[err.code],
    headers,
  });
}

interface ValueError {
  path: string;
  type: number;
  message: string;
  schema?: Record<string, unknown>;
}

/** `/memories/3/timestamp` → `memories[3].timestamp`, the form the spec uses to name a field. */
export function fieldName(pointer: string, root: string): string {
  const parts = pointer.split("/").slice(1).map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"));
  if (parts.length === 0) return root;
  let out = "";
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out === "" ? p : `.${p}`;
  return out;
}

/** Where a field sits in what the client sent, so "first offending field" follows the client's order. */
function ordinal(value: unknown, pointer: string): number[] {
  const out: number[] = [];
  let cur: unknown = value;
  for (const part of pointer.split("/").slice(1)) {
    if (Array.isArray(cur)) {
      out.push(Number(part));
      cur = cur[Number(part)];
    } else if (cur && typeof cur === "object") {
      const keys = Object.keys(cur);
      const at = keys.indexOf(part);
      out.push(at === -1 ? keys.length : at);
      cur = (cur as Record<string, unknown>)[part];
    } else {
      out.push(0);
    }
  }
  return out;
}

function compareOrdinals(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function describe(e: ValueError): string {
  const s = e.schema ?? {};
  switch (e.type) {
    case 42:
      return "unknown field";
    case 45:
      return "is required";
    case 52:
      return `must be at least ${s.minLength} characters`;
    case 51:
      return `must be at most ${s.maxLength} characters`;
    default:
      break;
  }
  if (e.type === 62 && Array.isArray(s.anyOf)) {
    const branches = s.anyOf as Record<string, unknown>[];
    // Elysia wraps coerced query numbers in a union with their string form.
    const num = branches.find((x) => x.type === "integer" || x.type === "number");
    if (num) {
      const kind = num.type === "integer" ? "an integer" : "a number";
      // Say the range, not only the type: `limit: 100` is an integer, just not an allowed one.
      if (typeof num.minimum === "number" && typeof num.maximum === "number") return `must be ${kind} from ${num.minimum} to ${num.maximum}`;
      if (typeof num.minimum === "number") return `must be ${kind} of at least ${num.minimum}`;
      if (typeof num.maximum === "number") return `must be ${kind} of at most ${num.maximum}`;
      return `must be ${kind}`;
    }
    // Elysia's query booleans are a union with their string form; a tier is a union of its names.
    if (branches.some((x) => x.type === "boolean")) return "must be true or false";
    if (branches.every((x) => "const" in x)) return `must be one of ${branches.map((x) => JSON.stringify(x.const)).join(", ")}`;
    const str = branches.find((x) => x.type === "string");
    const nullable = branches.some((x) => x.type === "null");
    if (str) return `${describe({ ...e, type: 0, schema: str, message: "" }) || "must be a string"}${nullable ? " (or null)" : ""}`;
  }
  if (s.type === "array" && (typeof s.minItems === "number" || typeof s.maxItems === "number") && /items|length/i.test(e.message)) {
    return `must hold ${s.minItems ?? 0}-${s.maxItems ?? "any number of"} items`;
  }
  if (typeof s.pattern === "string") return `must match the rule: ${s.description ?? s.pattern}`;
  // Say the type with the range: `limit: "5"` is in range, just not a number.
  const kind = s.type === "integer" ? "an integer " : s.type === "number" ? "a number " : "";
  if (typeof s.minimum === "number" && typeof s.maximum === "number") return `must be ${kind}from ${s.minimum} to ${s.maximum}`;
  if (typeof s.minimum === "number" && /greater|minimum/i.test(e.message)) return `must be at least ${s.minimum}`;
  if (typeof s.maximum === "number" && /less|maximum/i.test(e.message)) return `must be at most ${s.maximum}`;
  if (Array.isArray(s.enum)) return `must be one of ${(s.enum as unknown[]).map((x) => JSON.stringify(x)).join(", ")}`;
  if (s.type === "integer" || s.type === "number" || s.type === "boolean" || s.type === "string" || s.type === "object" || s.type === "array") {
    return e.type === 54 || e.type === 50 ? e.message : `must be ${s.type === "integer" ? "an" : "a"} ${s.type}`;
  }
  if (Array.isArray(s.anyOf) && s.anyOf.every((x: { const?: unknown }) => "const" in x)) {
    return `must be one of ${(s.anyOf as { const: unknown }[]).map((x) => JSON.stringify(x.const)).join(", ")}`;
  }
  return e.message.charAt(0).toLowerCase() + e.message.slice(1);
}

/** Turns Elysia's validation failure into the spec's 422, naming the first offending field. */
export function validationError(errors: ValueError[], where: string, value: unknown): DomainError {
  const root = where === "query" ? "query" : where === "params" ? "path" : "body";
  if (errors.length === 0) return new DomainError("invalid_request", `${root}: is not valid`);
  // A union failure is reported once for the union and once per branch; the deepest, first-sent wins.
  const sorted = [...errors].sort((a, b) => compareOrdinals(ordinal(value, a.path), ordinal(value, b.path)));
  const first = sorted[0]!;
  return new DomainError("invalid_request", `${fieldName(first.path, root)}: ${describe(first)}`);
}

export function internalError(err: unknown, path: string): Response {
  // drizzle's "Failed query" names the statement; the database's own words are in its cause.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : undefined;
  log.error("request failed", { path, error: err instanceof Error ? (err.stack ?? err.message) : String(err), ...(cause ? { cause } : {}) });
  return errorResponse(new DomainError("internal_error", "Internal error; retry the request."), path);
}
