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
        "Open facts of the scope and the most relevant memories, ranked against the query, inside `token_budget`. " +
        "Facts and memories are ranked like `POST /v1/memories/search` with `mode: hybrid`: semantic and keyword (BM25) rankings fused, " +
        "the memories just before and after a highly ranked one (same end user and agent, within 30 minutes), and one that mentions a name one of the best mentions, lifted beside it. " +
        "Facts and memories then share the budget by that score, in one list: each line is taken, most relevant first, while it fits; a fact is left out when a memory that states it is in. " +
        "A fact line is a sentence from its canonical predicate and tense, then when it holds: `- Dee lives in Lisbon (since 2024-05-01, until 2026-09-01)`, `- Dee plans to move to Porto (from 2026-09-01)`. " +
        "A memory line is its text, at most 280 characters, under the day it was said: `[2026-02-14]` then `- Had the most amazing green curry at a tiny Thai place last night`. " +
        "Lines carry no ids: `sources` lists them in block order, the n-th fact or memory line being the n-th id. " +
        "A part that cannot be retrieved degrades the block (200, `degraded: true`). Pure read; counts one query.",
      tags: ["recall"],
      auth: "key",
      scope: "memories:read",
    }),
    response: { 200: RecallModel.context, ...errorResponses },
  });
