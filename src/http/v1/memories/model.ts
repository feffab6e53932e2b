import { t } from "elysia";
import { Type } from "@sinclair/typebox";
import { Offset, ScopeId } from "../../model";
import { FactModel } from "../facts/model";

const Metadata = t.Record(t.String(), t.Unknown(), { description: "Arbitrary JSON object, at most 8,192 bytes serialized, finite numbers only" });
const Nullable = <T extends ReturnType<typeof t.String>>(s: T) => t.Union([s, t.Null()]);

const memory = t.Object({
  id: t.String({ description: "`mem_` + UUID" }),
  content: t.String(),
  user_id: Nullable(t.String()),
  agent_id: Nullable(t.String()),
  run_id: Nullable(t.String()),
  metadata: Metadata,
  status: t.Union([t.Literal("processing"), t.Literal("ready"), t.Literal("error")]),
  created_at: t.String({ description: "ISO 8601 with microseconds" }),
  updated_at: Nullable(t.String()),
  facts: t.Array(t.Union([FactModel.fact, FactModel.factWrite]), { description: "read shape on get; write shape on an inline add" }),
});

export const MemoryModel = {
  memory,
  createBody: t.Object({
    content: t.String({ description: "1-16,000 characters after stripping whitespace; blank refused" }),
    user_id: t.Optional(ScopeId),
    agent_id: t.Optional(ScopeId),
    run_id: t.Optional(t.String({ maxLength: 255 })),
    metadata: t.Optional(Metadata),
    timestamp: t.Optional(t.String({ description: "ISO 8601 event time; bare date = midnight UTC, no offset = UTC; blank = now" })),
  }),
  updateBody: t.Object({
    content: t.String({ description: "1-16,000 characters after stripping whitespace" }),
    expected_updated_at: t.Optional(t.String({ description: "the last-read updated_at (or created_at), exactly as returned" })),
  }),
  params: t.Object({ memory_id: t.String() }),
  listQuery: t.Object({
    user_id: t.Optional(t.String({ maxLength: 255 })),
    agent_id: t.Optional(t.String({ maxLength: 255 })),
    run_id: t.Optional(t.String({ maxLength: 255 })),
    limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, default: 50 })),
    offset: Offset,
  }),
  list: t.Object({ memories: t.Array(memory), total: t.Integer() }),
  removed: t.Object({
    id: t.String(),
    status: t.Literal("forgotten"),
    facts_invalidated: t.Integer(),
    audit_id: t.String({ description: "`aud_` + 32 hex: the deletion receipt" }),
  }),
  history: t.Object({
    memory_id: t.String(),
    entries: t.Array(
      t.Object({
        id: t.Integer(),
        event: t.Union([t.Literal("created"), t.Literal("edited"), t.Literal("fact_superseded"), t.Literal("deleted")]),
        at: t.String(),
        actor: t.String(),
        old_content: Nullable(t.String()),
        new_content: Nullable(t.String()),
        fact_ids: t.Array(t.String()),
      }),
    ),
  }),
  searchBody: t.Object({
    query: t.String({ minLength: 1, maxLength: 2000, description: "whitespace-only returns no results" }),
    user_id: t.Optional(t.String({ maxLength: 255 })),
    agent_id: t.Optional(t.String({ maxLength: 255 })),
    run_id: t.Optional(t.String({ maxLength: 255 })),
    metadata: t.Optional(t.Record(t.String(), t.Unknown(), { description: "filter on stored metadata: at most 32 keys, ANDed, no control characters in a key; each value a string, number, boolean or null compared as text with the stored value (5 matches 5 or 5.0; \"5\" matches 5 or \"5\"; true only true; null a stored null); an object, array, NaN or infinity is refused", examples: [{ source: "chat" }] })),
    // TypeBox's integer, not Elysia's t.Integer, which also takes a numeric string: a JSON body's
    // number is a number (`"limit": "5"` is refused, naming limit).
    limit: t.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 15 })),
    min_score: t.Optional(t.Number({ minimum: 0, maximum: 1, description: "drop results whose `score` (as defined by `mode`) is below this" })),
    mode: t.Optional(
      t.UnionEnum(["semantic", "hybrid"], {
        default: "semantic",
        description:
          "`semantic` (default): ranked by cosine similarity; `score` = 1 - cosine distance. " +
          "`hybrid`: the semantic ranking and a keyword ranking (stemmed words) of the same scoped, filtered memories, each up to " +
          "100 deep, fused. The keyword part of a memory is the share of the query it holds, in [0, 1]: its BM25 over the BM25 of an " +
          "average-length memory holding every word of the query, with each word's rarity (IDF) counted among the memories of the scope " +
          "searched (an end user's own city or dog's name weighs little for them), a word no memory of the scope holds counting half. " +
          "The semantic part is the cosine mapped onto [0, 1] within the semantic candidates (mean - 3 standard deviations = 0, " +
          "mean + 3 = 1, clamped; a memory only the keyword ranking found takes the lowest candidate's cosine). " +
          "`score` = (semantic part + 2.5 * keyword part) / 3.5, in [0, 1]. A memory next to one of the 20 best " +
          "(the memory just before or just after it of the same end user and agent, within 30 minutes, such as 'his name is Ernesto' after 'my dad is coming over') " +
          "is lifted to at least the mean of its own score and that one's, and one two memories away at least a quarter of the way from its own to that one's " +
          "(without run or metadata filters such a memory joins the results even when neither ranking found it, from the lowest candidate's score). " +
          "Then, when the query names the speaker that labels some memories ('Ana: ...'), memories labelled with another speaker lose 30% of their score; " +
          "when it names a day, month or year ('in March 2025'), memories said outside it (up to 14 days after it) lose 35%. " +
          "Last, the two best candidates that mention a name one of the 3 best " +
          "mentions and the query does not ('my partner Solveig...' then 'Solveig starts at the aquarium') score at least the mean of their own and that one's. A hybrid score ranks the results of one " +
          "request; it is not a similarity and is not comparable across queries. Finds names, codes and rare words " +
          "that cosine alone misses.",
      }),
    ),
  }),
  searchResults: t.Object({
    results: t.Array(
      t.Object({
        id: t.String(),
        score: t.Number({ description: "1 - cosine distance (mode `semantic`), or the fused score in [0, 1] (mode `hybrid`, see `mode`), rounded to 4 decimals" }),
        snippet: t.String({ description: "content truncated to 280 characters" }),
        user_id: Nullable(t.String()),
        agent_id: Nullable(t.String()),
        metadata: Metadata,
      }),
    ),
  }),
};
