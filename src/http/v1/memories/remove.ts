import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { removeMemory } from "../../../domain/memories";
import { auth } from "../../auth";
import { errorResponses } from "../../model";
import { op } from "../../route-meta";
import { MemoryModel } from "./model";

export const removeMemoryRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).delete("/memories/:memory_id", ({ ctx, params }) => removeMemory(ctx, params.memory_id), {
    params: MemoryModel.params,
    detail: op({ summary: "Delete (forget) a memory", description: "Soft delete; the memory leaves every read but history. Not metered.", tags: ["memories"], auth: "key", scope: "memories:write" }),
    response: { 200: MemoryModel.removed, ...errorResponses },
  });
