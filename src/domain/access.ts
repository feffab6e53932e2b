import type { Principal, Runtime, Scope } from "./context";
import { DomainError } from "./errors";

export interface Access {
  /** The scope the key must hold; null: any live key (ping). */
  scope: Scope | null;
  /** Counts toward the per-account rate limits (every key-authenticated /v1 call but ping). */
  rateLimited: boolean;
}

/**
 * Every operation an API key can call, by its REST name, with what it needs. Every adapter (the REST
 * front controller, the tool server) passes through `authorize` with one of these names, so no
 * transport can skip the scope check or the rate limit. The REST routes' documented `x-scope` must
 * agree with this table: the front controller refuses to start otherwise.
 */
export const OPERATIONS = {
  "GET /v1/ping": { scope: null, rateLimited: false },
  "POST /v1/memories": { scope: "memories:write", rateLimited: true },
  "GET /v1/memories": { scope: "memories:read", rateLimited: true },
  "POST /v1/memories/search": { scope: "memories:read", rateLimited: true },
  "GET /v1/memories/:memory_id": { scope: "memories:read", rateLimited: true },
  "PATCH /v1/memories/:memory_id": { scope: "memories:write", rateLimited: true },
  "DELETE /v1/memories/:memory_id": { scope: "memories:write", rateLimited: true },
  "GET /v1/memories/:memory_id/history": { scope: "memories:read", rateLimited: true },
  "POST /v1/facts": { scope: "memories:write", rateLimited: true },
  "GET /v1/facts": { scope: "memories:read", rateLimited: true },
  "PATCH /v1/facts/:fact_id": { scope: "memories:write", rateLimited: true },
  "POST /v1/facts/:fact_id/forget": { scope: "memories:write", rateLimited: true },
  "GET /v1/audit": { scope: "memories:read", rateLimited: true },
  "DELETE /v1/users/:end_user/memories": { scope: "memories:write", rateLimited: true },
  // The same erasure for an empty end user (the router never matches an empty parameter).
  "DELETE /v1/users//memories": { scope: "memories:write", rateLimited: true },
  "DELETE /v1/account": { scope: "memories:write", rateLimited: true },
  "POST /v1/batch": { scope: "memories:write", rateLimited: true },
  "GET /v1/batch/:job_id": { scope: "memories:read", rateLimited: true },
  "GET /v1/agents": { scope: "memories:read", rateLimited: true },
  "DELETE /v1/agents/:agent_id": { scope: "memories:write", rateLimited: true },
  "GET /v1/users": { scope: "memories:read", rateLimited: true },
  "GET /v1/events": { scope: "memories:read", rateLimited: true },
  "GET /v1/context": { scope: "memories:read", rateLimited: true },
  "GET /v1/profile": { scope: "memories:read", rateLimited: true },
} as const satisfies Record<string, Access>;

export type Operation = keyof typeof OPERATIONS;

export const isOperation = (name: string): name is Operation => Object.hasOwn(OPERATIONS, name);

/**
 * The guard every key-authenticated call passes after its key is resolved and before its input is read:
 * 403 `forbidden` naming the missing scope, then the rate limit (429, not counted when refused).
 * Returns the rate-limit headers of a success (null when none apply).
 */
export async function authorize(rt: Pick<Runtime, "limiter">, principal: Principal, operation: Operation): Promise<Record<string, string> | null> {
  const access: Access = OPERATIONS[operation];
  if (access.scope && !principal.scopes.includes(access.scope)) {
    throw new DomainError("forbidden", `API key missing required scope(s): ${access.scope}`);
  }
  return access.rateLimited ? rt.limiter.hit(principal.accountId, principal.tier) : null;
}
