import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { correctFact } from "../../../domain/facts";
import { auth } from "../../auth";
import { ErrorBody, errorResponses } from "../../model";
import { op } from "../../route-meta";
import { FactModel } from "./model";

export const correctFactRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).patch("/facts/:fact_id", ({ ctx, params, body }) => correctFact(ctx, params.fact_id, body), {
    params: FactModel.params,
    body: FactModel.correctBody,
    detail: op({ summary: "Correct a fact", description: "Writes a new fact and closes the old one. 404 and 409 `fact_not_current` cost nothing. One write.", tags: ["facts"], auth: "key", scope: "memories:write" }),
    response: { 200: FactModel.factWriteScoped, 409: ErrorBody, 503: ErrorBody, ...errorResponses },
  });
