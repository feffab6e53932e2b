import { OptionalKind, Type, type TObject, type TSchema } from "@sinclair/typebox";
import type { Operation } from "../domain/access";
import type { Ctx } from "../domain/context";
import { correctFact, createFact, forgetFact, listFacts } from "../domain/facts";
import { createMemory, getMemory, listMemories, removeMemory, searchMemories, updateMemory } from "../domain/memories";
import { getContext, getProfile } from "../domain/recall";
import { eraseUserMemories } from "../domain/users/erase";
// The tools take the very schemas the REST routes validate with: one model, two transports.
import { FactModel } from "../http/v1/facts/model";
import { MemoryModel } from "../http/v1/memories/model";
import { RecallModel } from "../http/v1/recall-model";
import { UsersModel } from "../http/v1/users";

export interface Hints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
}

export interface Tool {
  name: string;
  title: string;
  description: string;
  /** The REST operation the tool is: its scope, rate limit and error codes. */
  operation: Operation;
  /** The operation's path values and body (or query) fields under their REST names. */
  input: TObject;
  output: TSchema;
  hints: Hints;
  run(ctx: Ctx, args: Record<string, unknown>): unknown;
}

/** Path values, then body or query fields, in one closed object (unknown arguments are refused, as unknown body fields are). */
const args = (...parts: TObject[]): TObject =>
  forJson(Type.Object(Object.assign({}, ...parts.map((p) => p.properties)), { additionalProperties: false })) as TObject;

const coerced = (s: { type?: unknown; format?: unknown }) => s.type === "string" && (s.format === "integer" || s.format === "numeric");

/**
 * The models as JSON arguments see them. Elysia's `t.Integer` and `t.Number` accept a numeric string too
 * (a query string carries only text): a union of `{type: string, format: integer}` and the number. Tool
 * arguments are JSON, so each such union becomes its number branch, with its bounds and default. Symbols
 * (TypeBox's kinds, optional markers) are kept: the result still validates with TypeBox.
 */
export function forJson<T>(schema: T): T {
  const walk = (s: unknown): unknown => {
    if (Array.isArray(s)) return s.map(walk);
    if (!s || typeof s !== "object") return s;
    const o = s as Record<string | symbol, unknown>;
    if (Array.isArray(o.anyOf)) {
      const rest = (o.anyOf as Record<string, unknown>[]).filter((b) => !coerced(b));
      if (rest.length === 1 && rest.length < o.anyOf.length) {
        const inner = walk(rest[0]) as Record<string | symbol, unknown>;
        return o[OptionalKind] ? { ...inner, [OptionalKind]: o[OptionalKind] } : inner;
      }
    }
    const out: Record<string | symbol, unknown> = { ...o };
    for (const k of Object.keys(o)) out[k] = walk(o[k]);
    return out;
  };
  return walk(schema) as T;
}

const READ: Hints = { readOnlyHint: true, destructiveHint: false, idempotentHint: true };
// The contract's hints column: a tool it marks neither read-only nor destructive is declared not destructive
// (the protocol's default would say it is), and only `add_fact` is declared idempotent among the writes.
const WRITE: Hints = { readOnlyHint: false, destructiveHint: false, idempotentHint: false };
const DESTROY: Hints = { readOnlyHint: false, destructiveHint: true, idempotentHint: false };

const SCOPE_ARGS =
  "`user_id` is the end user the memory is about (omit for shared memory), `agent_id` an application namespace, `run_id` a session.";

// `x` stands for the arguments after validation against `input`; each tool passes them on as the route does.
/* eslint-disable @typescript-eslint/no-explicit-any */
type X = any;

export const TOOLS: readonly Tool[] = [
  {
    name: "add_memory",
    title: "Add a memory",
    description:
      "Store something worth remembering: a statement by or about the user (preferences, facts about their life, instructions, " +
      `plans), in plain text, one topic per memory. ${SCOPE_ARGS} Typed facts are extracted from it in the background ` +
      "(`status: processing`, then `ready`); they then appear in get_context, get_profile and list_facts. Each call creates a new " +
      "memory, so do not repeat a call to retry it. Returns the stored memory with its `id` (mem_...).",
    operation: "POST /v1/memories",
    input: args(MemoryModel.createBody),
    output: forJson(MemoryModel.memory),
    hints: WRITE,
    run: (ctx, x: X) => createMemory(ctx, x),
  },
  {
    name: "search_memories",
    title: "Search memories",
    description:
      "Find stored memories relevant to a question or topic, best first. Use before answering anything that may depend on what the " +
      "user said earlier. `mode: hybrid` also matches names, codes and rare words exactly. Filter by `user_id`, `agent_id`, `run_id` " +
      "or `metadata`. Returns `results`: `id`, `score`, a 280-character `snippet`, scope and metadata; get_memory gives the full text.",
    operation: "POST /v1/memories/search",
    input: args(MemoryModel.searchBody),
    output: forJson(MemoryModel.searchResults),
    hints: READ,
    run: (ctx, x: X) => searchMemories(ctx, x),
  },
  {
    name: "get_context",
    title: "Get a context block",
    description:
      "The best single call before answering a user: one prompt-ready Markdown block with the known facts and the most relevant " +
      "memories for `query`, within `token_budget` tokens (default 800). Pass the user's `user_id`. Returns `context` (the block to " +
      "read), its `stable` and `volatile` parts, `sources` (the fct_/mem_ ids used) and `degraded` when part could not be retrieved.",
    operation: "GET /v1/context",
    input: args(RecallModel.contextQuery),
    output: forJson(RecallModel.context),
    hints: READ,
    run: (ctx, x: X) => getContext(ctx, x),
  },
  {
    name: "get_profile",
    title: "Get a user's profile",
    description:
      "Everything currently known about one end user as typed facts (where they live and work, preferences, people, health, " +
      "instructions...), the user's own facts first, grouped in `by_family`. Deterministic, no search. `as_of` gives the profile " +
      "at a past instant. Returns `facts`, `by_family`, `total` and `truncated` (at most 200 facts).",
    operation: "GET /v1/profile",
    input: args(RecallModel.profileQuery),
    output: forJson(RecallModel.profile),
    hints: READ,
    run: (ctx, x: X) => getProfile(ctx, x),
  },
  {
    name: "list_memories",
    title: "List memories",
    description:
      "Page through stored memories, newest first, optionally for one `user_id`, `agent_id` or `run_id` (`limit` 1-200, `offset`). " +
      "Use to review or audit what is stored, not to answer a question (search_memories or get_context do that). " +
      "Returns `memories` (full records) and `total`.",
    operation: "GET /v1/memories",
    input: args(MemoryModel.listQuery),
    output: forJson(MemoryModel.list),
    hints: READ,
    run: (ctx, x: X) => listMemories(ctx, x),
  },
  {
    name: "get_memory",
    title: "Get a memory",
    description:
      "One memory by `memory_id` (mem_... or a bare UUID), with its full text, scope, metadata, status and the facts it states " +
      "that are true now. Use after search_memories when the snippet is not enough, or before update_memory.",
    operation: "GET /v1/memories/:memory_id",
    input: args(MemoryModel.params),
    output: forJson(MemoryModel.memory),
    hints: READ,
    run: (ctx, x: X) => getMemory(ctx, x.memory_id),
  },
  {
    name: "update_memory",
    title: "Edit a memory",
    description:
      "Replace the text of an existing memory (`memory_id`, new `content`) when what it says changed or was wrong; its scope and " +
      "metadata stay. Facts are re-extracted: ones no longer stated are closed, contradicted ones superseded. Pass " +
      "`expected_updated_at` (the `updated_at`, or `created_at`, you last read) to refuse the edit if someone changed it since " +
      "(`stale_write`). Returns the edited memory.",
    operation: "PATCH /v1/memories/:memory_id",
    input: args(MemoryModel.params, MemoryModel.updateBody),
    output: forJson(MemoryModel.memory),
    hints: WRITE,
    run: (ctx, x: X) => {
      const { memory_id, ...body } = x;
      return updateMemory(ctx, memory_id, body);
    },
  },
  {
    name: "delete_memory",
    title: "Delete a memory",
    description:
      "Forget one memory (`memory_id`), e.g. when the user asks you to. It leaves every search and read; facts only it stated are " +
      "closed. Returns `status: forgotten`, `facts_invalidated` and a receipt `audit_id`. A second call answers not_found.",
    operation: "DELETE /v1/memories/:memory_id",
    input: args(MemoryModel.params),
    output: forJson(MemoryModel.removed),
    hints: DESTROY,
    run: (ctx, x: X) => removeMemory(ctx, x.memory_id),
  },
  {
    name: "list_facts",
    title: "List facts",
    description:
      "Typed facts (subject, predicate, object, with validity dates) filtered by `user_id`, `subject`, `entity`, `predicate` or " +
      "`predicate_family` (preferences, instructions, people, places, work, ownership, health, financial, events, identity, other). " +
      "Current facts by default; `include_invalidated` adds past ones, `as_of` shows what was true at an instant. Returns `facts` and `total`.",
    operation: "GET /v1/facts",
    input: args(FactModel.listQuery),
    output: forJson(FactModel.list),
    hints: READ,
    run: (ctx, x: X) => listFacts(ctx, x),
  },
  {
    name: "add_fact",
    title: "Write a fact",
    description:
      "Record one typed fact directly (`subject`, `predicate`, `object`, e.g. 'Maya' 'lives_in' 'Lisbon') when you know it exactly, " +
      "without free text. A fact with the same subject and predicate but another object supersedes the old one; writing the same " +
      "fact again only reconfirms it (same `id`). `tense` past or planned for facts no longer or not yet true. " +
      "Returns the fact with `invalidated` (ids it superseded).",
    operation: "POST /v1/facts",
    input: args(FactModel.createBody),
    output: forJson(FactModel.factWriteScoped),
    hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    run: (ctx, x: X) => createFact(ctx, x),
  },
  {
    name: "correct_fact",
    title: "Correct a fact",
    description:
      "Fix a current fact (`fact_id`, from list_facts or get_profile) by giving the corrected `subject`, `predicate` and/or `object`; " +
      "omitted parts carry over. The old fact is closed and stays in history. A fact already closed answers fact_not_current with " +
      "`current_fact_id`. Returns the new fact; `invalidated` lists the corrected one first.",
    operation: "PATCH /v1/facts/:fact_id",
    input: args(FactModel.params, FactModel.correctBody),
    output: forJson(FactModel.factWriteScoped),
    hints: WRITE,
    run: (ctx, x: X) => {
      const { fact_id, ...body } = x;
      return correctFact(ctx, fact_id, body);
    },
  },
  {
    name: "forget_fact",
    title: "Forget a fact",
    description:
      "Close a current fact (`fact_id`) that is no longer true or should not be used, with no replacement (use correct_fact to " +
      "replace it). It stays in history. Returns `forgotten: true` and `invalid_at`.",
    operation: "POST /v1/facts/:fact_id/forget",
    input: args(FactModel.params),
    output: forJson(FactModel.forgotten),
    hints: DESTROY,
    run: (ctx, x: X) => forgetFact(ctx, x.fact_id),
  },
  {
    name: "delete_user_memories",
    title: "Erase an end user",
    description:
      "Permanently erase every memory and fact of one end user (`end_user`, the user_id exactly as written) in this project, " +
      "across all agents: for a user's request to be forgotten. Irreversible; only call it on the user's explicit request. " +
      "Returns the counts deleted and a receipt `audit_id`.",
    operation: "DELETE /v1/users/:end_user/memories",
    // Not the route's path parameter: its description asks for percent-encoding, which a tool argument
    // must not have ("ann%20lee" would erase nobody, not "ann lee").
    input: args(Type.Object({ end_user: Type.String({ description: "the end user's `user_id` exactly as written (not encoded)", examples: ["alice"] }) })),
    output: forJson(UsersModel.erased),
    hints: DESTROY,
    run: (ctx, x: X) => eraseUserMemories(ctx, x.end_user),
  },
];
