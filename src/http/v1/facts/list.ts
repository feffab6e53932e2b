import { Elysia, t } from "elysia";
import type { Runtime } from "../../../domain/context";
import { listFacts } from "../../../domain/facts";
import { QUERY_WORDS } from "../../../extract/vocabulary";
import { auth } from "../../auth";
import { errorResponses } from "../../model";
import { op } from "../../route-meta";
import { FactModel } from "./model";

/** The `predicate` parameter's description lists every word it resolves beyond the canonical names. */
const PREDICATE_DESCRIPTION =
  "Normalized like a written predicate and resolved, without a model call, through the project's learned vocabulary, " +
  "the seed phrasings, and the words people ask with (a narrower word finds the broader predicate: `sister` → `has_sibling`). " +
  "A leading `my`/`the`/`a`, `who is` and a plural `s` are ignored. Words by predicate: " +
  Object.entries(QUERY_WORDS)
    .map(([name, words]) => `${name}: ${words.join(", ")}`)
    .join("; ") +
  ".";

const listQuery = t.Object({ ...FactModel.listQuery.properties, predicate: t.Optional(t.String({ maxLength: 200, description: PREDICATE_DESCRIPTION })) });

export const listFactsRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/facts", ({ ctx, query }) => listFacts(ctx, query), {
    query: listQuery,
    detail: op({ summary: "List facts", description: "Most recently confirmed first (with `as_of`: valid_from descending). No model call. Counts one query.", tags: ["facts"], auth: "key", scope: "memories:read" }),
    response: { 200: FactModel.list, ...errorResponses },
  });
