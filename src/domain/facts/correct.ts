import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import { recordAudit, withDenialAudit } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { newId } from "../ids";
import { charge, FACT_WRITE } from "../limits/meter";
import { scopeLock } from "../locks";
import { type FactWriteResult, prepareOrUnavailable, stripField } from "./create";
import { recordClosure } from "./effects";
import { findFact, requireCurrent } from "./find";
import { normKey } from "./normalize";
import { prepareFacts } from "./prepare";
import { writeFact } from "./store";
import { toWriteView } from "./view";
import { lookupPredicate } from "./vocabulary";

export interface CorrectFactInput {
  subject?: string;
  predicate?: string;
  object?: string;
}

/**
 * Corrects a current fact: a new fact (omitted fields carried over) and the old one closed now, the
 * corrected id first in `invalidated`. 404 and 409 are answered before the quota and cost nothing;
 * restating the open fact changes nothing but still costs one write.
 */
export async function correctFact(ctx: Ctx, rawId: string, input: CorrectFactInput): Promise<FactWriteResult> {
  if (input.subject === undefined && input.predicate === undefined && input.object === undefined) {
    throw invalid("body", "must give at least one of subject, predicate, object");
  }
  const check = async (tx: Parameters<Parameters<typeof withTx>[1]>[0]) => {
    const row = await findFact(tx, ctx, rawId);
    await requireCurrent(tx, row, nowTs(ctx.clock));
    return row;
  };
  const old = await withTx(ctx.db, async (tx) => check(tx));
  const subject = input.subject === undefined ? old.subject : stripField(input.subject, "subject", 200);
  const predicate = input.predicate === undefined ? old.predicate : stripField(input.predicate, "predicate", 200);
  const object = input.object === undefined ? old.object : stripField(input.object, "object", 500);
  const [prepared] = await prepareOrUnavailable(() =>
    prepareFacts(ctx.embedder, [
      {
        subject,
        subjectType: old.subjectType,
        isSelf: old.subjectType === "self" && input.subject === undefined,
        predicateRaw: input.predicate === undefined ? old.predicateRaw : predicate,
        predicateSuggested: input.predicate === undefined ? old.predicate : predicate.toLowerCase().replace(/\s+/g, "_"),
        object,
        objectIsLiteral: old.objectIsLiteral,
        confidence: old.confidence,
        tense: "current",
        validFrom: null,
        invalidAt: null,
        sourceMemoryId: null,
      },
    ]),
  );
  return withDenialAudit(ctx, { action: "fact_write", meta: { endpoint: "facts.correct" } }, () => withTx(ctx.db, async (tx) => {
    const current = await check(tx);
    const now = nowTs(ctx.clock);
    await charge(tx, ctx, FACT_WRITE, { warn: false });
    const scope = { accountId: current.accountId, projectId: current.projectId, userId: current.userId, agentId: current.agentId, runId: current.runId };
    const f = tables.facts;
    const samePredicate = input.predicate === undefined || await lookupPredicate(tx, current.projectId, predicate) === current.predicate;
    const restated = normKey(subject) === normKey(current.subject) && samePredicate && normKey(object) === normKey(current.object);
    if (restated) {
      await recordAudit(tx, ctx, { action: "fact_write", userId: scope.userId, targetId: current.id, meta: { endpoint: "facts.correct", restated: true } });
      return { ...toWriteView(current, [], now), user_id: scope.userId, agent_id: scope.agentId };
    }
    // Close the corrected fact first, so the contradiction check below does not count it again.
    const pendingId = newId("fct_");
    await tx.update(f).set({ invalidAt: now, invalidatedBy: pendingId, closeReason: "corrected" }).where(eq(f.seq, current.seq));
    const outcome = await writeFact(tx, scope, { ...prepared!, validFrom: now }, now, (c) =>
      recordClosure(tx, c.fact, { by: c.by, at: now, actor: ctx.actor, webhook: true }),
    );
    const newIdValue = outcome.fact.id;
    if (newIdValue !== pendingId) await tx.update(f).set({ invalidatedBy: newIdValue }).where(eq(f.seq, current.seq));
    await recordClosure(tx, { ...current, invalidAt: now }, { by: newIdValue, at: now, actor: ctx.actor, webhook: true });
    await recordAudit(tx, ctx, { action: "fact_write", userId: scope.userId, targetId: newIdValue, meta: { endpoint: "facts.correct", corrected: current.id } });
    return { ...toWriteView(outcome.fact, [current.id, ...outcome.invalidated], now), user_id: scope.userId, agent_id: scope.agentId };
  }, { locks: [scopeLock(old.projectId, old.userId)] }));
}
