import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { correctFactRoute } from "./correct";
import { createFactRoute } from "./create";
import { forgetFactRoute } from "./forget";
import { listFactsRoute } from "./list";

export const factsRoutes = (rt: Runtime) =>
  new Elysia().use(createFactRoute(rt)).use(listFactsRoute(rt)).use(correctFactRoute(rt)).use(forgetFactRoute(rt));
