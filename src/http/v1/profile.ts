import { Elysia } from "elysia";
import type { Runtime } from "../../domain/context";
import { getProfile } from "../../domain/recall";
import { auth } from "../auth";
import { errorResponses } from "../model";
import { op } from "../route-meta";
import { RecallModel } from "./recall-model";

export const getProfileRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/profile", ({ ctx, query }) => getProfile(ctx, query), {
    query: RecallModel.profileQuery,
    detail: op({
      summary: "End-user profile",
      description:
        "Facts true now (or at `as_of`), at most 200: the user's own first, then most recently confirmed (with `as_of`: valid_from descending). " +
        "Deterministic, no model call. Counts one query.",
      tags: ["recall"],
      auth: "key",
      scope: "memories:read",
    }),
    response: { 200: RecallModel.profile, ...errorResponses },
  });
