import { Elysia } from "elysia";
import type { Runtime } from "../../domain/context";
import { deleteAccountRoute } from "./account";
import { signUpRoute } from "./agents/init";
import { listAuditRoute } from "./audit";
import { factsRoutes } from "./facts";
import { memoriesRoutes } from "./memories";
import { pingRoute } from "./ping";
import { eraseUserRoute, listEventsRoute, listUsersRoute } from "./users";
import { batchRoutes } from "./batch";
import { agentsRoutes } from "./agents";
import { getContextRoute } from "./context";
import { getProfileRoute } from "./profile";

export const v1Routes = (rt: Runtime) =>
  new Elysia({ prefix: "/v1" })
    .use(pingRoute(rt))
    .use(signUpRoute(rt))
    .use(memoriesRoutes(rt))
    .use(factsRoutes(rt))
    .use(listAuditRoute(rt))
    .use(eraseUserRoute(rt))
    .use(deleteAccountRoute(rt))
    .use(batchRoutes(rt))
    .use(agentsRoutes(rt))
    .use(listUsersRoute(rt))
    .use(listEventsRoute(rt))
    .use(getContextRoute(rt))
    .use(getProfileRoute(rt));
