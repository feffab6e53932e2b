import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { createMemoryRoute } from "./create";
import { getMemoryRoute } from "./get";
import { memoryHistoryRoute } from "./history";
import { listMemoriesRoute } from "./list";
import { removeMemoryRoute } from "./remove";
import { searchMemoriesRoute } from "./search";
import { updateMemoryRoute } from "./update";

export const memoriesRoutes = (rt: Runtime) =>
  new Elysia()
    .use(createMemoryRoute(rt))
    .use(listMemoriesRoute(rt))
    .use(searchMemoriesRoute(rt))
    .use(getMemoryRoute(rt))
    .use(updateMemoryRoute(rt))
    .use(removeMemoryRoute(rt))
    .use(memoryHistoryRoute(rt));
