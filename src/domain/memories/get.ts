import { withTx } from "../../db";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { charge, QUERY } from "../limits/meter";
import { nowTs } from "../clock";
import { currentFactsOfMemory } from "../facts/view";
import { lookupLiveMemory, memoryNotFound } from "./find";
import { toMemoryView, type MemoryView } from "./view";

/** Get by `mem_` id or bare UUID. The read is metered even when it answers 404 (the spec says so). */
export async function getMemory(ctx: Ctx, rawId: string): Promise<MemoryView> {
  const view = await withTx(ctx.db, async (tx) => {
    await charge(tx, ctx, QUERY);
    const row = await lookupLiveMemory(tx, ctx, rawId, true);
    if (!row) return null;
    const facts = await currentFactsOfMemory(ctx.store, tx, row.id, nowTs(ctx.clock));
    await recordAudit(tx, ctx, { action: "read", userId: row.userId, targetId: row.id, read: { memories: [row.id], facts: facts.map((f) => f.id) } });
    return toMemoryView(row, facts);
  });
  if (!view) throw memoryNotFound();
  return view;
}
