import { Elysia, t } from "elysia";
import { listAudit } from "../../domain/audit/list";
import type { Runtime } from "../../domain/context";
import { auth } from "../auth";
import { errorResponses, Offset } from "../model";
import { op } from "../route-meta";

const Nullable = <T extends ReturnType<typeof t.String>>(s: T) => t.Union([s, t.Null()]);

export const AuditModel = {
  query: t.Object({
    user_id: t.Optional(t.String({ maxLength: 255 })),
    action: t.Optional(t.String({ maxLength: 32 })),
    since: t.Optional(t.String({ description: "ISO 8601 date or date-time, inclusive; encode + as %2B or use Z" })),
    until: t.Optional(t.String({ description: "ISO 8601 date or date-time, inclusive" })),
    limit: t.Optional(t.Integer({ minimum: 1, maximum: 1000, default: 100 })),
    offset: Offset,
  }),
  list: t.Object({
    events: t.Array(
      t.Object({
        ts: t.String(),
        actor: t.String({ description: "rest, mcp, dashboard, worker" }),
        action: t.String({ description: "open set: read, write, fact_write, fact_invalidate, erase, key_create, key_revoke, key_change, setting_change, ..." }),
        result: t.String({ description: "ok, denied, error" }),
        user_id: Nullable(t.String()),
        target_id: Nullable(t.String()),
        meta: t.Union([t.Record(t.String(), t.Unknown()), t.Null()]),
        ip: Nullable(t.String()),
        read: t.Union([t.Object({ memories: t.Array(t.String()), facts: t.Array(t.String()) }), t.Null()]),
      }),
    ),
    total: t.Integer(),
  }),
};

export const listAuditRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/audit", ({ ctx, query }) => listAudit(ctx, query), {
    query: AuditModel.query,
    detail: op({ summary: "Audit log", description: "The key's account and project, ts descending then id descending. Free and not logged; 400-day retention.", tags: ["audit"], auth: "key", scope: "memories:read" }),
    response: { 200: AuditModel.list, ...errorResponses },
  });
