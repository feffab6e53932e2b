import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import { listProjects, updateProject } from "../../domain/projects";
import { adminAuth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";
import { AdminModel } from "./model";

const doc = (summary: string) => op({ summary, tags: ["admin"], auth: "admin" });

export const projectsAdminRoutes = (rt: Runtime) =>
  new Elysia()
    .use(adminAuth(rt))
    .get("/projects", ({ ctx, query }) => ({ projects: listProjects(ctx, { accountId: query.account_id }) }), {
      query: t.Object({ account_id: t.Optional(t.String()) }),
      detail: doc("List projects"),
      response: { 200: t.Object({ projects: t.Array(AdminModel.project) }), ...errorResponses },
    })
    .patch("/projects/:id", ({ ctx, body, params }) => updateProject(ctx, params.id, body), {
      body: AdminModel.updateProject,
      detail: doc("Rename or archive a project"),
      response: { 200: AdminModel.project, ...errorResponses },
    });
