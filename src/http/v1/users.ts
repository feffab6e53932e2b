import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import { eraseUserMemories } from "../../domain/users/erase";
import { auth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";

export const UsersModel = {
  erased: t.Object({
    user_id: t.String(),
    memories_deleted: t.Integer(),
    facts_deleted: t.Integer({ description: "superseded included" }),
    memories_forgotten: t.Integer({ description: "deprecated alias of memories_deleted" }),
    facts_invalidated: t.Integer({ description: "deprecated alias of facts_deleted" }),
    erasure: t.Literal("permanent"),
    audit_id: t.String({ description: "`aud_` + 32 hex: the erasure receipt" }),
  }),
};

export const eraseUserRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).delete("/users/:end_user/memories", ({ ctx, params }) => eraseUserMemories(ctx, params.end_user), {
    params: t.Object({ end_user: t.String() }),
    detail: op({ summary: "Erase an end user", description: "Physically deletes every memory and fact of the end user in this project. Not metered; no webhook.", tags: ["users"], auth: "key", scope: "memories:write" }),
    response: { 200: UsersModel.erased, ...errorResponses },
  });
