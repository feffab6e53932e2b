import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import { createKey, listKeys, moveKey, revokeKey } from "../../domain/keys";
import { adminAuth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";
import { AdminModel, NewKeyBody } from "./model";

const doc = (summary: string, description: string) => op({ summary, description, tags: ["admin"], auth: "admin" });

export const keysAdminRoutes = (rt: Runtime) =>
  new Elysia()
    .use(adminAuth(rt))
    .get("/keys", async ({ ctx, query }) => ({ keys: await listKeys(ctx, { projectId: query.project_id }) }), {
      query: t.Object({ project_id: t.Optional(t.String()) }),
      detail: doc("List keys", "Keys of the install or of one project: id, prefix, scopes, expiry and revocation; never the key itself (only its SHA-256 is stored)."),
      response: { 200: t.Object({ keys: t.Array(AdminModel.key) }), ...errorResponses },
    })
    .post(
      "/keys",
      async ({ ctx, body, status }) =>
        status(201, await createKey(ctx, { projectId: body.project_id, scopes: body.scopes, expiresIn: body.expires_in })),
      {
        body: AdminModel.createKey,
        detail: doc("Create a key (the key is shown once)", "A `svc_self_` key for one project with the given scopes and an optional lifetime (`expires_in`, e.g. `30d`). The response is the only time the key is shown."),
        response: { 201: NewKeyBody, ...errorResponses },
      },
    )
    .post("/keys/:id/revoke", ({ ctx, params }) => revokeKey(ctx, params.id), {
      detail: doc("Revoke a key (effective at once)", "The key answers 401 from the next request on; revocation cannot be undone."),
      response: { 200: AdminModel.key, ...errorResponses },
    })
    .post("/keys/:id/move", ({ ctx, params, body }) => moveKey(ctx, params.id, body.project_id), {
      body: AdminModel.moveKey,
      detail: doc("Move a key to another project of its account", "The key keeps its secret and scopes and sees the new project's data from the next request on."),
      response: { 200: AdminModel.key, ...errorResponses },
    });
