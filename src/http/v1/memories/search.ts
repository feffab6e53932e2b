import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { searchMemories } from "../../../domain/memories";
import { auth } from "../../auth";
import { ErrorBody, errorResponses } from "../../model";
import { op } from "../../route-meta";
import { MemoryModel } from "./model";

export const searchMemoriesRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).post("/memories/search", ({ ctx, body }) => searchMemories(ctx, body), {
    body: MemoryModel.searchBody,
    detail: op({ summary: "Semantic search", description: "Cosine similarity over current, live memories; filters applied inside the ranking. Counts one query.", tags: ["memories"], auth: "key", scope: "memories:read" }),
    response: { 200: MemoryModel.searchResults, 503: ErrorBody, ...errorResponses },
  });
