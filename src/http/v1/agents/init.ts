import { Elysia, t } from "elysia";
import type { Runtime } from "../../../domain/context";
import { DomainError } from "../../../domain/errors";
import { signUp } from "../../../domain/signup";
import { bodyText } from "../../body";
import { requestInfo } from "../../front";
import { ErrorBody } from "../../model";
import { op } from "../../route-meta";

export const SignUpModel = {
  // Sign-up ignores unknown fields (the one operation that does).
  body: t.Object(
    { name: t.Optional(t.String({ maxLength: 200 })), email: t.Optional(t.String({ maxLength: 320 })) },
    { additionalProperties: true },
  ),
  response: t.Object({
    account_id: t.String(),
    project_id: t.String(),
    key_id: t.String(),
    api_key: t.String(),
    scopes: t.Array(t.String()),
    tier: t.String(),
  }),
};

export const signUpRoute = (rt: Runtime) =>
  new Elysia().post(
    "/agents/init",
    async ({ body, request, status }) => {
      const { ip } = requestInfo(request);
      return status(201, await signUp(rt, { name: body.name, email: body.email, ip: ip ?? "unknown" }));
    },
    {
      // The body is optional, but one that is sent must be JSON (Elysia would drop a broken optional body).
      parse: async ({ request }) => {
        const text = await bodyText(request);
        if (text.trim() === "") return {};
        try {
          return JSON.parse(text);
        } catch {
          throw new DomainError("invalid_request", "body: is not valid JSON");
        }
      },
      body: SignUpModel.body,
      detail: op({
        summary: "Sign up",
        description: "Creates an account, its default project and a read-write key. Needs no key. 10 per client address and 1,000 overall per 24 hours.",
        tags: ["account"],
        auth: "none",
      }),
      response: { 201: SignUpModel.response, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody },
    },
  );
