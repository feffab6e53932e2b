import type { Scope } from "../domain/context";

export type AuthKind = "key" | "admin" | "none";

export interface OperationDoc {
  summary: string;
  description?: string;
  tags?: string[];
  auth: AuthKind;
  scope?: Scope;
  /** Counts toward the per-account rate limits (every key-authenticated /v1 call but ping). */
  rateLimited?: boolean;
}

/**
 * The `detail` of a route: OpenAPI fields plus how the front controller guards it. The same object
 * documents the scope in /openapi.json (`x-scope`) and enforces it, so they cannot disagree.
 */
export function op(doc: OperationDoc) {
  const security =
    doc.auth === "admin" ? [{ adminToken: [] }] : doc.auth === "key" ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, {}];
  return {
    summary: doc.summary,
    description: doc.description,
    tags: doc.tags,
    security,
    "x-engram-auth": doc.auth,
    ...(doc.scope ? { "x-scope": doc.scope } : {}),
    ...(doc.auth === "key" && doc.rateLimited !== false ? { "x-rate-limited": true } : {}),
  } as Record<string, unknown>;
}
