import { Elysia, t } from "elysia";
import { createBatch } from "../../domain/batch/create";
import { getBatch } from "../../domain/batch/get";
import type { Runtime } from "../../domain/context";
import { auth } from "../auth";
import { errorResponses, ScopeId } from "../model";
import { op } from "../route-meta";

const OrNull = <T extends ReturnType<typeof t.String>>(s: T) => t.Union([s, t.Null()]);

export const BatchModel = {
  body: t.Object({
    memories: t.Array(
      t.Object({
        content: t.String({ description: "1-16,000 characters after stripping" }),
        user_id: t.Optional(t.Union([ScopeId, t.Null()])),
        agent_id: t.Optional(t.Union([ScopeId, t.Null()])),
        run_id: t.Optional(OrNull(t.String({ maxLength: 255 }))),
        metadata: t.Optional(t.Union([t.Record(t.String(), t.Unknown()), t.Null()])),
        timestamp: t.Optional(OrNull(t.String())),
      }, { additionalProperties: false }),
      { minItems: 1, maxItems: 500, description: "1-500 items" },
    ),
  }),
  accepted: t.Object({ id: t.String({ description: "`job_` + UUID hex" }), status: t.Literal("processing"), received: t.Integer() }),
  job: t.Object({
    id: t.String(),
    status: t.Union([t.Literal("pending"), t.Literal("processing"), t.Literal("completed"), t.Literal("failed")]),
    received: t.Integer(),
    imported: t.Integer(),
    failed: t.Integer(),
    errors: t.Array(t.Object({ index: t.Integer(), code: t.String(), message: t.String() })),
  }),
};

export const batchRoutes = (rt: Runtime) =>
  new Elysia()
    .use(auth(rt))
    .post("/batch", async ({ ctx, body, status }) => status(202, await createBatch(ctx, body.memories)), {
      body: BatchModel.body,
      detail: op({ summary: "Import memories in a batch", description: "Validates every item first; imports later through the add pipeline. 429 `too_many_batches` with three open.", tags: ["batch"], auth: "key", scope: "memories:write" }),
      response: { 202: BatchModel.accepted, ...errorResponses },
    })
    .get("/batch/:job_id", ({ ctx, params }) => getBatch(ctx, params.job_id), {
      params: t.Object({ job_id: t.String() }),
      detail: op({ summary: "A batch job's progress", description: "Status (`pending`, `processing`, `completed`, `failed`), `received`, `imported`, `failed` and per-item `errors` (`{index, code, message}`). A finished job keeps its counters and errors, not its items.", tags: ["batch"], auth: "key", scope: "memories:read" }),
      response: { 200: BatchModel.job, ...errorResponses },
    });
