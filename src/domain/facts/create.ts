import { withTx } from "../../db";
import type { Tense } from "../../extract/types";
import { recordAudit, withDenialAudit } from "../audit/record";
import { canonicalTs, nowTs } from "../clock";
import type { Ctx } from "../context";
import { DomainError, invalid } from "../errors";
import { charge, claimAgentSlot, FACT_WRITE } from "../limits/meter";
import { memoryWriteLocks } from "../locks";
import { recordClosure } from "./effects";
import { prepareFacts } from "./prepare";
import { writeFact } from "./store";
import { toWriteView, type FactWriteView } from "./view";

export interface CreateFactInput {
  subject: string;
  predicate: string;
  object: string;
  user_id?: string;
  agent_id?: string;
  run_id?: string;
  subject_type?: string;
  object_is_literal?: boolean;
  confidence?: number;
  valid_from?: string;
  tense?: Tense;
}

export type FactWriteResult = FactWriteView & { user_id: string | null; agent_id: string | null };

export function stripField(value: string, field: string, max: number): string {
  const v = value.trim();
  if (v.length === 0) throw invalid(field, "must not be blank");
  if (v.length > max) throw invalid(field, `must be at most ${max} characters`);
  return v;
}

/** Embedding is the only model a direct write needs; when it fails nothing is written (503). */
export async function prepareOrUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new DomainError("model_unavailable", `The embedding model gave no usable answer; nothing was written. Retry. (${err instanceof Error ? err.message : String(err)})`);
  }
}

/**
 * Writes a triple directly (no extraction) through the same contradiction check as extracted facts:
 * an open twin is reconfirmed (same id), a single-valued predicate's other value is superseded.
 */
export async function createFact(ctx: Ctx, input: CreateFactInput): Promise<FactWriteResult> {
  const subject = stripField(input.subject, "subject", 200);
  const predicate = stripField(input.predicate, "predicate", 200);
  const object = stripField(input.object, "object", 500);
  const validFromIn = input.valid_from === undefined ? null : canonicalTs(input.valid_from);
  if (input.valid_from !== undefined && validFromIn === null) throw invalid("valid_from", "must be an ISO 8601 date or date-time");
  const tense = input.tense ?? "current";
  const subjectType = input.subject_type ?? "unknown";
  const [prepared] = await prepareOrUnavailable(() =>
    prepareFacts(ctx.embedder, [
      {
        subject,
        subjectType,
        isSelf: subjectType === "self",
        predicateRaw: predicate,
        predicateSuggested: predicate.toLowerCase().replace(/\s+/g, "_"),
        object,
        objectIsLiteral: input.object_is_literal ?? false,
        confidence: input.confidence ?? 0.9,
        tense,
        validFrom: null,
        invalidAt: null,
        sourceMemoryId: null,
      },
    ]),
  );
  return withDenialAudit(ctx, { action: "fact_write", userId: input.user_id ?? null, meta: { endpoint: "facts.create" } }, () => withTx(ctx.db, async (tx) => {
    await claimAgentSlot(tx, ctx, input.agent_id);
    await charge(tx, ctx, FACT_WRITE, { warn: false });
    const now = nowTs(ctx.clock);
    // A plan without a date has no start yet (as in extraction): dating it now would make it current.
    const validFrom = validFromIn ?? (tense === "current" ? now : null);
    const scope = { accountId: ctx.principal.accountId, projectId: ctx.principal.projectId, userId: input.user_id ?? null, agentId: input.agent_id ?? null, runId: input.run_id ?? null };
    const outcome = await writeFact(tx, scope, { ...prepared!, validFrom, invalidAt: tense === "past" ? now : null }, now, (c) =>
      recordClosure(tx, c.fact, { by: c.by, at: now, actor: ctx.actor, webhook: true }),
    );
    await recordAudit(tx, ctx, { action: "fact_write", userId: scope.userId, targetId: outcome.fact.id, meta: { endpoint: "facts.create", invalidated: outcome.invalidated.length } });
    return { ...toWriteView(outcome.fact, outcome.invalidated, now), user_id: scope.userId, agent_id: scope.agentId };
  }, { locks: memoryWriteLocks(ctx.principal.accountId, ctx.principal.projectId, [input]) }));
}
