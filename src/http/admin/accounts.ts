import { Elysia, t } from "elysia";
import { createAccount, listAccounts, updateAccount } from "../../domain/accounts";
import { closeAccount } from "../../domain/accounts/delete";
import { DomainError } from "../../domain/errors";
import type { Runtime } from "../../domain/context";
import { createProject, listProjects } from "../../domain/projects";
import { adminAuth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";
import { AdminModel } from "./model";

const doc = (summary: string, description: string) => op({ summary, description, tags: ["admin"], auth: "admin" });

export const accountsAdminRoutes = (rt: Runtime) =>
  new Elysia()
    .use(adminAuth(rt))
    .get("/accounts", async ({ ctx }) => ({ accounts: await listAccounts(ctx) }), {
      detail: doc("List accounts", "Every account of the install, oldest first, with its tier and whether it has a dashboard login."),
      response: { 200: t.Object({ accounts: t.Array(AdminModel.account) }), ...errorResponses },
    })
    .post("/accounts", async ({ ctx, body, status }) => status(201, await createAccount(ctx, body)), {
      body: AdminModel.createAccount,
      detail: doc("Create an account", "An account with a name and a tier (default ENGRAM_DEFAULT_TIER). Create a project and a key for it next."),
      response: { 201: AdminModel.account, ...errorResponses },
    })
    .patch("/accounts/:id", ({ ctx, body, params }) => updateAccount(ctx, params.id, body), {
      body: AdminModel.updateAccount,
      detail: doc("Set an account's tier or enable its dashboard login", "Changes the tier (quotas, agent cap and rate limits apply from the next request) or `login_enabled`; an account with a login answers DELETE /v1/account with 409."),
      response: { 200: AdminModel.account, ...errorResponses },
    })
    .delete(
      "/accounts/:id",
      ({ ctx, params, query }) => {
        if (query.confirm !== true) throw new DomainError("confirmation_required", "Closing an account deletes everything it holds, irreversibly: repeat the call with ?confirm=true.");
        return closeAccount(ctx, params.id, { fromDashboard: true });
      },
      {
        query: t.Object({ confirm: t.Optional(t.Boolean({ description: "must be true: closing cannot be undone" })) }),
        detail: doc("Close an account (also one with a dashboard login)", "Deletes everything the account holds, as DELETE /v1/account does, irreversibly; only with `?confirm=true`."),
        response: { 200: t.Object({ deleted: t.Literal(true), removed: t.Record(t.String(), t.Integer()) }), ...errorResponses },
      },
    )
    .get("/accounts/:id/projects", async ({ ctx, params }) => ({ projects: await listProjects(ctx, { accountId: params.id }) }), {
      detail: doc("List an account's projects", "The projects of one account, archived ones included."),
      response: { 200: t.Object({ projects: t.Array(AdminModel.project) }), ...errorResponses },
    })
    .post(
      "/accounts/:id/projects",
      async ({ ctx, body, params, status }) => status(201, await createProject(ctx, { accountId: params.id, name: body.name })),
      {
        body: AdminModel.createProject,
        detail: doc("Create a project", "A new project in the account; keys are bound to one project and see only its data."),
        response: { 201: AdminModel.project, ...errorResponses },
      },
    );
