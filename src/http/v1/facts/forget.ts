import { Elysia } from "elysia";
import type { Runtime } from "../../../domain/context";
import { forgetFact } from "../../../domain/facts";
import { DomainError } from "../../../domain/errors";
import { auth } from "../../auth";
import { bodyText } from "../../body";
import { ErrorBody, errorResponses } from "../../model";
import { op } from "../../route-meta";
import { FactModel } from "./model";

export const forgetFactRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).post("/facts/:fact_id/forget", ({ ctx, params }) => forgetFact(ctx, params.fact_id), {
    params: FactModel.params,
    // The body may be empty or `{}`; anything else is refused.
    parse: async ({ request }) => {
      const text = await bodyText(request);
      if (text.trim() === "") return undefined;
      try {
        return JSON.parse(text);
      } catch {
        throw new DomainError("invalid_request", "body: is not valid JSON");
      }
    },
    body: FactModel.forgetBody,
    detail: op({ summary: "Forget a fact", description: "Closes a current fact with no successor. One write.", tags: ["facts"], auth: "key", scope: "memories:write" }),
    response: { 200: FactModel.forgotten, 409: ErrorBody, ...errorResponses },
  });
