import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { memoryHistory } from "../../../domain/memories";
import { auth } from "../../auth";
import { errorResponses } from "../../model";
import { op } from "../../route-meta";
import { MemoryModel } from "./model";

export const memoryHistoryRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/memories/:memory_id/history", ({ ctx, params }) => memoryHistory(ctx, params.memory_id), {
    params: MemoryModel.params,
    detail: op({ summary: "A memory's history", description: "Creation, edits, fact supersessions and deletion, oldest first; also for a deleted memory.", tags: ["memories"], auth: "key", scope: "memories:read" }),
    response: { 200: MemoryModel.history, ...errorResponses },
  });
