import { eq } from "drizzle-orm";
import { tables, withTx } from "../../db";
import { recordAudit, withDenialAudit } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { charge, FACT_WRITE } from "../limits/meter";
import { recordClosure } from "./effects";
import { findFact, requireCurrent } from "./find";
import { scopeLock } from "../locks";

/** Closes a current fact now, with no successor; `fact.invalidated` with `invalidated_by` null. One write. */
export async function forgetFact(ctx: Ctx, rawId: string): Promise<{ id: string; forgotten: true; invalid_at: string }> {
  // The fact's scope never changes: read it first, to lock it before the check inside the transaction.
  const { projectId, userId } = await findFact(ctx.db, ctx, rawId).catch(() => ({ projectId: ctx.principal.projectId, userId: null }));
  return withDenialAudit(ctx, { action: "fact_invalidate", meta: { endpoint: "facts.forget" } }, () => withTx(ctx.db, async (tx) => {
    const now = nowTs(ctx.clock);
    const row = await findFact(tx, ctx, rawId);
    await requireCurrent(tx, row, now);
    await charge(tx, ctx, FACT_WRITE, { warn: false });
    const f = tables.facts;
    await tx.update(f).set({ invalidAt: now, invalidatedBy: null, closeReason: "forgotten" }).where(eq(f.seq, row.seq));
    await recordClosure(tx, { ...row, invalidAt: now }, { by: null, at: now, actor: ctx.actor, webhook: true });
    await recordAudit(tx, ctx, { action: "fact_invalidate", userId: row.userId, targetId: row.id, meta: { endpoint: "facts.forget" } });
    return { id: row.id, forgotten: true as const, invalid_at: now };
  }, { locks: [scopeLock(projectId, userId)] }));
}
