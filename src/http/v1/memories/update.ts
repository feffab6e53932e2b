import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { updateMemory } from "../../../domain/memories";
import { auth } from "../../auth";
import { ErrorBody, errorResponses } from "../../model";
import { op } from "../../route-meta";
import { MemoryModel } from "./model";

export const updateMemoryRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).patch("/memories/:memory_id", ({ ctx, params, body }) => updateMemory(ctx, params.memory_id, body), {
    params: MemoryModel.params,
    body: MemoryModel.updateBody,
    detail: op({ summary: "Edit a memory", description: "Replaces the content and re-embeds it; only `content` and `expected_updated_at` are accepted. 409 `stale_write` when `expected_updated_at` differs.", tags: ["memories"], auth: "key", scope: "memories:write" }),
    response: { 200: MemoryModel.memory, 409: ErrorBody, ...errorResponses },
  });
