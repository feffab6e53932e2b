import { t } from "elysia";
import { Offset, ScopeId } from "../../model";

const Nullable = <T extends ReturnType<typeof t.String | typeof t.Number>>(s: T) => t.Union([s, t.Null()]);
const Tense = t.Union([t.Literal("current"), t.Literal("past"), t.Literal("planned")]);

const fact = t.Object({
  id: t.String({ description: "`fct_` + UUID" }),
  subject: t.String(),
  subject_type: t.String(),
  predicate: t.String({ description: "canonical, e.g. works_at" }),
  predicate_raw: t.String(),
  object: t.String(),
  object_is_literal: t.Boolean(),
  predicate_family: Nullable(t.String()),
  confidence: Nullable(t.Number()),
  user_id: Nullable(t.String()),
  agent_id: Nullable(t.String()),
  valid_from: Nullable(t.String()),
  invalid_at: Nullable(t.String({ description: "null while open; a future value is a known end" })),
  invalidated_by: Nullable(t.String()),
  source_memory_id: Nullable(t.String()),
  created_at: Nullable(t.String()),
  subject_canonical: t.String(),
  object_canonical: t.String(),
  tense: Tense,
  last_confirmed_at: Nullable(t.String()),
  observation_count: t.Integer(),
  source_memory_ids: t.Array(t.String()),
});

const factWrite = t.Object({
  id: t.String(),
  subject: t.String(),
  predicate: t.String(),
  object: t.String(),
  predicate_family: Nullable(t.String()),
  valid_from: Nullable(t.String()),
  invalidated: t.Array(t.String(), { description: "ids of the facts this write closed" }),
  tense: Tense,
  invalid_at: Nullable(t.String()),
  observation_count: t.Integer(),
});

export const FactModel = {
  fact,
  factWrite,
  factWriteScoped: t.Composite([factWrite, t.Object({ user_id: Nullable(t.String()), agent_id: Nullable(t.String()) })]),
  createBody: t.Object({
    subject: t.String({ description: "1-200 characters, stripped" }),
    predicate: t.String({ description: "1-200 characters, canonicalized" }),
    object: t.String({ description: "1-500 characters, stripped" }),
    user_id: t.Optional(ScopeId),
    agent_id: t.Optional(ScopeId),
    run_id: t.Optional(t.String({ maxLength: 255 })),
    subject_type: t.Optional(t.String({ maxLength: 20 })),
    object_is_literal: t.Optional(t.Boolean()),
    confidence: t.Optional(t.Number({ minimum: 0, maximum: 1 })),
    valid_from: t.Optional(t.String({ description: "ISO 8601; default the moment of the write" })),
    tense: t.Optional(Tense),
  }),
  correctBody: t.Object({
    subject: t.Optional(t.String()),
    predicate: t.Optional(t.String()),
    object: t.Optional(t.String()),
  }),
  forgetBody: t.Optional(t.Object({})),
  forgotten: t.Object({ id: t.String(), forgotten: t.Literal(true), invalid_at: t.String() }),
  params: t.Object({ fact_id: t.String() }),
  listQuery: t.Object({
    user_id: t.Optional(t.String({ maxLength: 255 })),
    agent_id: t.Optional(t.String({ maxLength: 255 })),
    subject: t.Optional(t.String({ maxLength: 200 })),
    entity: t.Optional(t.String({ maxLength: 500 })),
    predicate: t.Optional(t.String({ maxLength: 200 })),
    predicate_family: t.Optional(t.String({ maxLength: 32 })),
    include_invalidated: t.Optional(t.Boolean({ default: false })),
    as_of: t.Optional(t.String({ description: "ISO date or date-time" })),
    limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, default: 50 })),
    offset: Offset,
  }),
  list: t.Object({ facts: t.Array(fact), total: t.Integer() }),
};
