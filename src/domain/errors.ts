export type ErrorCode =
  | "confirmation_required"
  | "invalid_key"
  | "forbidden"
  | "agent_cap_exceeded"
  | "signup_disabled"
  | "not_found"
  | "method_not_allowed"
  | "stale_write"
  | "fact_not_current"
  | "account_has_login"
  | "invalid_request"
  | "quota_exceeded"
  | "rate_limit_exceeded"
  | "too_many_batches"
  | "signup_rate_limited"
  | "internal_error"
  | "search_unavailable"
  | "model_unavailable"
  | "writes_paused";

/**
 * A refusal the caller can act on. Carries the spec's code, never an HTTP status: each transport
 * (HTTP, CLI, MCP) maps codes in one place. `extra` holds the additional body fields some codes have
 * (limit/used/resets_at, current_fact_id); `headers` the response headers they need (Retry-After).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (message: string) => new DomainError("not_found", message);
export const invalid = (field: string, problem: string) =>
  new DomainError("invalid_request", `${field}: ${problem}`);
