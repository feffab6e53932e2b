import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { createFact } from "../../../domain/facts";
import { auth } from "../../auth";
import { ErrorBody, errorResponses } from "../../model";
import { op } from "../../route-meta";
import { FactModel } from "./model";

export const createFactRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).post("/facts", async ({ ctx, body, status }) => status(201, await createFact(ctx, body)), {
    body: FactModel.createBody,
    detail: op({ summary: "Write a fact", description: "Skips extraction, runs the contradiction check. An open identical triple is reconfirmed (same id). One write.", tags: ["facts"], auth: "key", scope: "memories:write" }),
    response: { 201: FactModel.factWriteScoped, 503: ErrorBody, ...errorResponses },
  });
