import { Elysia } from "elysia";
import type { Runtime } from "../../domain/context";
import { signUpRoute } from "./agents/init";
import { listAuditRoute } from "./audit";
import { getContextRoute } from "./context";
import { factsRoutes } from "./facts";
import { memoriesRoutes } from "./memories";
import { pingRoute } from "./ping";
import { getProfileRoute } from "./profile";

export const v1Routes = (rt: Runtime) =>
  new Elysia({ prefix: "/v1" })
    .use(pingRoute(rt))
    .use(signUpRoute(rt))
    .use(memoriesRoutes(rt))
    .use(factsRoutes(rt))
    .use(listAuditRoute(rt))
    .use(getContextRoute(rt))
    .use(getProfileRoute(rt));
