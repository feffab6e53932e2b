import { Elysia, t } from "elysia";
import type { Runtime } from "../../domain/context";
import { eraseUserMemories } from "../../domain/users/erase";
import { listUsers } from "../../domain/users/list";
import { listEvents } from "../../domain/events/list";
import { auth } from "../auth";
import { errorResponses, Offset } from "../model";
import { op } from "../route-meta";

export const UsersModel = {
  eraseParams: t.Object({ end_user: t.String({ description: "the `user_id` exactly as written, percent-encoded as one path segment", examples: ["alice"] }) }),
  erased: t.Object({
    user_id: t.String(),
    memories_deleted: t.Integer(),
    facts_deleted: t.Integer({ description: "superseded included" }),
    memories_forgotten: t.Integer({ description: "deprecated alias of memories_deleted" }),
    facts_invalidated: t.Integer({ description: "deprecated alias of facts_deleted" }),
    erasure: t.Literal("permanent"),
    audit_id: t.String({ description: "`aud_` + 32 hex: the erasure receipt" }),
  }),
};

export const listUsersRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/users", ({ ctx, query }) => listUsers(ctx, query), {
    query: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, default: 50 })), offset: Offset }),
    detail: op({ summary: "List end users", description: "End users (distinct `user_id`) of this key's project with their active memory and fact counts and last activity.", tags: ["users"], auth: "key", scope: "memories:read" }),
    response: {
      200: t.Object({ users: t.Array(t.Object({ user_id: t.String(), memories: t.Integer(), facts: t.Integer(), last_active: t.Union([t.String(), t.Null()]) })), total: t.Integer() }),
      ...errorResponses,
    },
  });

export const listEventsRoute = (rt: Runtime) =>
  new Elysia().use(auth(rt)).get("/events", ({ ctx, query }) => listEvents(ctx, query), {
    query: t.Object({ since: t.Optional(t.String({ description: "an event id cursor (`next` of the previous page)" })), limit: t.Optional(t.Integer({ minimum: 1, maximum: 1000, default: 100 })) }),
    detail: op({ summary: "Write events", description: "memory.created/updated/deleted, fact.created/invalidated, oldest first after the cursor.", tags: ["events"], auth: "key", scope: "memories:read" }),
    response: {
      200: t.Object({ events: t.Array(t.Object({ id: t.String(), type: t.String(), at: t.String(), data: t.Record(t.String(), t.Unknown()) })), next: t.Union([t.String(), t.Null()]) }),
      ...errorResponses,
    },
  });

const eraseDetail = {
  summary: "Erase an end user",
  description:
    "Physically deletes every memory and fact of the end user in this project, across all agents, with their vectors, history, " +
    "keyword-index terms, queued batch items and outbox events. Not metered; no webhook. An unknown or empty `end_user` " +
    "is not an error: 200 with zero counts and a receipt. A backup taken before the erasure still holds the erased text.",
  tags: ["users"],
  auth: "key" as const,
  scope: "memories:write" as const,
};

export const eraseUserRoute = (rt: Runtime) =>
  new Elysia()
    .use(auth(rt))
    .delete("/users/:end_user/memories", ({ ctx, params }) => eraseUserMemories(ctx, params.end_user), {
      params: UsersModel.eraseParams,
      detail: op(eraseDetail),
      response: { 200: UsersModel.erased, ...errorResponses },
    })
    // The router never matches an empty parameter; the spec answers an empty `end_user` like an unknown one.
    .delete("/users//memories", ({ ctx }) => eraseUserMemories(ctx, ""), {
      detail: { ...op(eraseDetail), hide: true },
      response: { 200: UsersModel.erased, ...errorResponses },
    });
