import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import { API_VERSION, ENGRAM_VERSION } from "../../version";
import { auth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";

export const PingModel = {
  response: t.Object({
    ok: t.Literal(true),
    account_id: t.String(),
    project_id: t.String(),
    key_id: t.String(),
    scopes: t.Array(t.String()),
    api_version: t.String(),
    server: t.String(),
    self_hosted: t.Literal(true),
  }),
};

export const pingRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get(
    "/ping",
    ({ ctx }) => ({
      ok: true as const,
      account_id: ctx.principal.accountId,
      project_id: ctx.principal.projectId,
      key_id: ctx.principal.keyId,
      scopes: ctx.principal.scopes,
      api_version: API_VERSION,
      server: `engram/${ENGRAM_VERSION}`,
      self_hosted: true as const,
    }),
    {
      detail: op({ summary: "Check a key", description: "Needs a key (any scope); not rate limited.", tags: ["account"], auth: "key", rateLimited: false }),
      response: { 200: PingModel.response, ...errorResponses },
    },
  );
