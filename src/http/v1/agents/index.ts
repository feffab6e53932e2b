import { Elysia, t } from "elysia";
import { forgetAgent, listAgents } from "../../../domain/agents";
import type { Runtime } from "../../../domain/context";
import { auth } from "../../auth";
import { errorResponses, Offset } from "../../model";
import { op } from "../../route-meta";

export const AgentsModel = {
  list: t.Object({
    agents: t.Array(t.Object({ agent_id: t.String(), memories: t.Integer(), facts: t.Integer(), last_active: t.Union([t.String(), t.Null()]) })),
    total: t.Integer(),
    cap: t.Union([t.Integer(), t.Null()], { description: "the tier's agent cap; null under unlimited" }),
    used: t.Integer({ description: "slots taken across the account, forgotten namespaces included" }),
  }),
  forgotten: t.Object({ agent_id: t.String(), memories_forgotten: t.Integer(), facts_invalidated: t.Integer(), audit_id: t.String() }),
  paging: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, default: 50 })), offset: Offset }),
};

export const agentsRoutes = (rt: Runtime) =>
  new Elysia()
    .use(auth(rt))
    .get("/agents", ({ ctx, query }) => listAgents(ctx, query), {
      query: AgentsModel.paging,
      detail: op({ summary: "List agent namespaces", description: "Counts one query.", tags: ["agents"], auth: "key", scope: "memories:read" }),
      response: { 200: AgentsModel.list, ...errorResponses },
    })
    .delete("/agents/:agent_id", ({ ctx, params }) => forgetAgent(ctx, params.agent_id), {
      params: t.Object({ agent_id: t.String() }),
      detail: op({ summary: "Forget an agent namespace", description: "Soft-deletes its memories and closes its facts; the slot stays taken.", tags: ["agents"], auth: "key", scope: "memories:write" }),
      response: { 200: AgentsModel.forgotten, ...errorResponses },
    });
