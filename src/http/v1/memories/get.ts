import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { getMemory } from "../../../domain/memories";
import { auth } from "../../auth";
import { errorResponses } from "../../model";
import { op } from "../../route-meta";
import { MemoryModel } from "./model";

export const getMemoryRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/memories/:memory_id", ({ ctx, params }) => getMemory(ctx, params.memory_id), {
    params: MemoryModel.params,
    detail: op({ summary: "Get a memory", description: "By `mem_` id or bare UUID, with the facts it states that are true now. Counts one query, also when 404.", tags: ["memories"], auth: "key", scope: "memories:read" }),
    response: { 200: MemoryModel.memory, ...errorResponses },
  });
