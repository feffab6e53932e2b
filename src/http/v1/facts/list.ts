import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { listFacts } from "../../../domain/facts";
import { auth } from "../../auth";
import { errorResponses } from "../../model";
import { op } from "../../route-meta";
import { FactModel } from "./model";

export const listFactsRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/facts", ({ ctx, query }) => listFacts(ctx, query), {
    query: FactModel.listQuery,
    detail: op({ summary: "List facts", description: "Most recently confirmed first (with `as_of`: valid_from descending). No model call. Counts one query.", tags: ["facts"], auth: "key", scope: "memories:read" }),
    response: { 200: FactModel.list, ...errorResponses },
  });
