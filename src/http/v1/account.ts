import { Elysia, t } from "elysia";
import { deleteAccount } from "../../domain/accounts/delete";
import type { Runtime } from "../../domain/context";
import { auth } from "../auth";
import { ErrorBody, errorResponses } from "../model";
import { op } from "../route-meta";

export const deleteAccountRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).delete("/account", ({ ctx, query }) => deleteAccount(ctx, query.confirm), {
    query: t.Object({ confirm: t.Optional(t.Boolean({ description: "must be true" })) }),
    detail: op({ summary: "Delete this account", description: "Irreversible: the account, every key, project, memory, fact, webhook and audit event.", tags: ["account"], auth: "key", scope: "memories:write" }),
    response: { 200: t.Object({ deleted: t.Literal(true), removed: t.Record(t.String(), t.Integer()) }), 400: ErrorBody, 409: ErrorBody, ...errorResponses },
  });
