import { Elysia } from "elysia";
import type { Runtime } from "../../domain/context";
import { getContext } from "../../domain/recall";
import { auth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";
import { RecallModel } from "./recall-model";

export const getContextRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/context", ({ ctx, query }) => getContext(ctx, query), {
    query: RecallModel.contextQuery,
    detail: op({
      summary: "Context block",
      description:
        "Open facts of the scope ranked against the query, then the most relevant memories by day, inside `token_budget`. " +
        "Facts and memories are ranked like `POST /v1/memories/search` with `mode: hybrid`: semantic and keyword (BM25) rankings fused, " +
        "a memory that follows a highly ranked one and refers back to it with a pronoun, or that mentions a name one of the best mentions, lifted beside it. " +
        "Facts take up to 60% of the budget first, memories the rest, then facts any room memories left; lines are dropped whole from the least relevant end. " +
        "A part that cannot be retrieved degrades the block (200, `degraded: true`). Pure read; counts one query.",
      tags: ["recall"],
      auth: "key",
      scope: "memories:read",
    }),
    response: { 200: RecallModel.context, ...errorResponses },
  });
