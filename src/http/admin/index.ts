import { Elysia } from "elysia";
import type { Runtime } from "../../domain/context";
import { accountsAdminRoutes } from "./accounts";
import { browseAdminRoutes } from "./browse";
import { keysAdminRoutes } from "./keys";
import { projectsAdminRoutes } from "./projects";
import { webhooksAdminRoutes } from "./webhooks";

export const adminRoutes = (rt: Runtime) =>
  new Elysia({ prefix: "/admin/v1" }).use(accountsAdminRoutes(rt)).use(projectsAdminRoutes(rt)).use(keysAdminRoutes(rt)).use(webhooksAdminRoutes(rt)).use(browseAdminRoutes(rt));
