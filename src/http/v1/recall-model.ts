import { t } from "elysia";
import { FactModel } from "./facts/model";

const Part = t.Union([t.Literal("facts"), t.Literal("memories")]);

export const RecallModel = {
  contextQuery: t.Object({
    query: t.String({ minLength: 1, maxLength: 2000, description: "what the agent is about to answer; 1-2,000 characters" }),
    user_id: t.Optional(t.String({ maxLength: 255, description: "omitted = facts of every end user, memories across the project" })),
    agent_id: t.Optional(t.String({ maxLength: 255, description: "narrows facts and memories to one agent" })),
    token_budget: t.Optional(t.Integer({ minimum: 50, maximum: 8000, default: 800, description: "approximated at 4 characters per token" })),
  }),
  context: t.Object({
    context: t.String({ description: "`stable` and `volatile` joined by a blank line (or `volatile` alone when `stable` is empty)" }),
    stable: t.String({ description: "the model-facing note; identical on every call; empty below a 400-token budget or for an empty block" }),
    volatile: t.String({
      description:
        "`## Known facts` (one `- <sentence> (since YYYY-MM-DD)` line each), then `## Relevant memories` by day (`[YYYY-MM-DD]`, then `- <text>` lines), then a `NOTE:` line when retrieval failed; no ids in the lines",
    }),
    stable_hash: t.String({ description: "SHA-256 hex of `stable`" }),
    tokens: t.Integer({ description: "ceil(characters of `context` / 4), at most `token_budget`" }),
    sources: t.Array(t.String(), { description: "every `fct_` and `mem_` id in the block, in block order: the n-th fact or memory line is the n-th id" }),
    degraded: t.Boolean(),
    degraded_parts: t.Array(Part, { description: "`facts`: ranked by recency instead of relevance; `memories`: not retrieved" }),
  }),
  profileQuery: t.Object({
    user_id: t.String({ minLength: 1, maxLength: 255 }),
    agent_id: t.Optional(t.String({ maxLength: 255 })),
    as_of: t.Optional(t.String({ description: "ISO date or date-time; bare date = midnight UTC, no offset = UTC" })),
  }),
  profile: t.Object({
    user_id: t.String(),
    as_of: t.Union([t.String(), t.Null()], { description: "the query string, echoed raw" }),
    facts: t.Array(FactModel.fact),
    by_family: t.Record(t.String(), t.Array(FactModel.fact), { description: "the returned facts by predicate family; `other` for none" }),
    total: t.Integer({ description: "all facts of the user true at that instant" }),
    truncated: t.Boolean({ description: "true when `total` exceeds the facts returned (at most 200)" }),
  }),
};
