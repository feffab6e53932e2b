import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { listMemories } from "../../../domain/memories";
import { auth } from "../../auth";
import { errorResponses } from "../../model";
import { op } from "../../route-meta";
import { MemoryModel } from "./model";

export const listMemoriesRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/memories", ({ ctx, query }) => listMemories(ctx, query), {
    query: MemoryModel.listQuery,
    detail: op({ summary: "List memories", description: "Newest first; filters ANDed; `total` counts before paging. Counts one query.", tags: ["memories"], auth: "key", scope: "memories:read" }),
    response: { 200: MemoryModel.list, ...errorResponses },
  });
