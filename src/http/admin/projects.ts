import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import { listProjects, updateProject } from "../../domain/projects";
import { adminAuth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";
import { AdminModel } from "./model";

const doc = (summary: string, description: string) => op({ summary, description, tags: ["admin"], auth: "admin" });

export const projectsAdminRoutes = (rt: Runtime) =>
  new Elysia()
    .use(adminAuth(rt))
    .get("/projects", async ({ ctx, query }) => ({ projects: await listProjects(ctx, { accountId: query.account_id }) }), {
      query: t.Object({ account_id: t.Optional(t.String()) }),
      detail: doc("List projects", "Projects of the install, or of one account with `account_id`."),
      response: { 200: t.Object({ projects: t.Array(AdminModel.project) }), ...errorResponses },
    })
    .patch("/projects/:id", ({ ctx, body, params }) => updateProject(ctx, params.id, body), {
      body: AdminModel.updateProject,
      detail: doc("Rename or archive a project", "Sets `name` or `archived`; an archived project keeps its data."),
      response: { 200: AdminModel.project, ...errorResponses },
    });
