import { Elysia, t } from "elysia";
import { operatorCtx } from "../../domain/admin/operator";
import { overview } from "../../domain/admin/overview";
import { getAccount } from "../../domain/accounts";
import { listAudit, listAuditOf } from "../../domain/audit/list";
import type { Runtime } from "../../domain/context";
import { listFacts } from "../../domain/facts";
import { getMemory, listMemories, memoryHistory, searchMemories } from "../../domain/memories";
import { listUsers } from "../../domain/users/list";
import { adminAuth } from "../auth";
import { errorResponses, Limit, Offset } from "../model";
import { op } from "../route-meta";
import { AuditModel } from "../v1/audit";
import { FactModel } from "../v1/facts/model";
import { MemoryModel } from "../v1/memories/model";

const doc = (summary: string, description?: string) => op({ summary, description, tags: ["admin"], auth: "admin" });
const project = t.Object({ id: t.String() });
const projectMemory = t.Object({ id: t.String(), memory_id: t.String() });
const readNote = "The same operation as the /v1 route for a key of this project; logged as actor `dashboard` (ip null), not metered.";

const series = t.Array(t.Integer());
const OverviewModel = t.Object({
  generated_at: t.String(),
  days: t.Array(t.String({ description: "YYYY-MM-DD, UTC, oldest first" })),
  projects: t.Array(
    t.Object({
      id: t.String(),
      account_id: t.String(),
      name: t.String(),
      archived: t.Boolean(),
      memories: series,
      facts: series,
      writes: series,
      queries: series,
      backlog: t.Integer(),
      memories_total: t.Integer(),
      facts_open: t.Integer(),
    }),
  ),
  accounts: t.Array(
    t.Object({
      id: t.String(),
      name: t.Union([t.String(), t.Null()]),
      tier: t.String(),
      month: t.String(),
      writes: t.Object({ used: t.Integer(), limit: t.Union([t.Integer(), t.Null()]) }),
      queries: t.Object({ used: t.Integer(), limit: t.Union([t.Integer(), t.Null()]) }),
      webhooks: t.Object({ endpoints: t.Integer(), disabled: t.Integer(), failed: series, failed_total: t.Integer(), pending: t.Integer() }),
    }),
  ),
});

/**
 * The read side of one project for the dashboard: the /v1 read operations, called with the operator's
 * context for that project (operatorCtx), so nothing here re-implements a list, a search or a filter.
 */
export const browseAdminRoutes = (rt: Runtime) =>
  new Elysia()
    .use(adminAuth(rt))
    .get("/overview", ({ ctx }) => overview(ctx), {
      detail: doc("Overview figures", "Per project: 30 days of memories, facts, writes and queries, and the extraction backlog; per account: the month so far against the tier's quotas and failed webhook deliveries."),
      response: { 200: OverviewModel, ...errorResponses },
    })
    .get("/projects/:id/users", async ({ ctx, params, query }) => listUsers(await operatorCtx(ctx, params.id), query), {
      params: project,
      query: t.Object({ limit: Limit(200, 50), offset: Offset }),
      detail: doc("A project's end users", readNote),
      response: {
        200: t.Object({ users: t.Array(t.Object({ user_id: t.String(), memories: t.Integer(), facts: t.Integer(), last_active: t.Union([t.String(), t.Null()]) })), total: t.Integer() }),
        ...errorResponses,
      },
    })
    .get("/projects/:id/memories", async ({ ctx, params, query }) => listMemories(await operatorCtx(ctx, params.id), query), {
      params: project,
      query: MemoryModel.listQuery,
      detail: doc("A project's memories, newest first", readNote),
      response: { 200: MemoryModel.list, ...errorResponses },
    })
    .post("/projects/:id/memories/search", async ({ ctx, params, body }) => searchMemories(await operatorCtx(ctx, params.id), body), {
      params: project,
      body: MemoryModel.searchBody,
      detail: doc("Search a project's memories", readNote),
      response: { 200: MemoryModel.searchResults, ...errorResponses },
    })
    .get("/projects/:id/memories/:memory_id", async ({ ctx, params }) => getMemory(await operatorCtx(ctx, params.id), params.memory_id), {
      params: projectMemory,
      detail: doc("A memory with its current facts", readNote),
      response: { 200: MemoryModel.memory, ...errorResponses },
    })
    .get("/projects/:id/memories/:memory_id/history", async ({ ctx, params }) => memoryHistory(await operatorCtx(ctx, params.id), params.memory_id), {
      params: projectMemory,
      detail: doc("A memory's history", readNote),
      response: { 200: MemoryModel.history, ...errorResponses },
    })
    .get("/projects/:id/facts", async ({ ctx, params, query }) => listFacts(await operatorCtx(ctx, params.id), query), {
      params: project,
      query: FactModel.listQuery,
      detail: doc("A project's facts (include_invalidated, as_of)", readNote),
      response: { 200: FactModel.list, ...errorResponses },
    })
    .get(
      "/accounts/:id/audit",
      async ({ ctx, params, query }) => {
        const { project_id, ...filters } = query;
        return await listAuditOf(ctx, { accountId: (await getAccount(ctx, params.id)).id, projectId: project_id ?? null }, filters);
      },
      {
        params: project,
        query: t.Composite([AuditModel.query, t.Object({ project_id: t.Optional(t.String({ description: "one project; without it every project's events and the account-wide ones" })) })]),
        detail: doc("An account's audit log", "Filters and paging as GET /v1/audit; every project of the account and its account-wide events (tier, login, account webhooks), or one project."),
        response: { 200: AuditModel.list, ...errorResponses },
      },
    )
    .get("/projects/:id/audit", async ({ ctx, params, query }) => listAudit(await operatorCtx(ctx, params.id), query), {
      params: project,
      query: AuditModel.query,
      detail: doc("A project's audit log", "Filters and paging as GET /v1/audit."),
      response: { 200: AuditModel.list, ...errorResponses },
    });
