import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { createMemory } from "../../../domain/memories";
import { auth } from "../../auth";
import { errorResponses } from "../../model";
import { op } from "../../route-meta";
import { MemoryModel } from "./model";

export const createMemoryRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).post("/memories", async ({ ctx, body, status }) => status(201, await createMemory(ctx, body)), {
    body: MemoryModel.createBody,
    detail: op({ summary: "Add a memory", description: "Embeds the text inside the call; facts follow (status `processing`). Costs one write per 6,000 characters.", tags: ["memories"], auth: "key", scope: "memories:write" }),
    response: { 201: MemoryModel.memory, ...errorResponses },
  });
