import type { Tx } from "../../db";
import type { ViewRow } from "./view";
import { emit } from "../events/emit";
import { recordHistory } from "../memories/history";

/**
 * What every closing of a fact leaves behind, in the closing transaction: a `fact.invalidated` event
 * (unless the spec says none, as for memory deletion) and a `fact_superseded` entry in the history of
 * the memory the fact came from.
 */
export async function recordClosure(
  tx: Tx,
  fact: ViewRow,
  opts: { by: string | null; at: string; actor: string; webhook: boolean; extra?: Record<string, unknown> },
): Promise<void> {
  if (opts.webhook) {
    await emit(tx, {
      accountId: fact.accountId,
      projectId: fact.projectId,
      userId: fact.userId,
      type: "fact.invalidated",
      data: { fact_id: fact.id, invalidated_by: opts.by, at: fact.invalidAt ?? opts.at, ...opts.extra },
      at: opts.at,
    });
  }
  if (fact.sourceMemoryId) {
    await recordHistory(tx, {
      memoryId: fact.sourceMemoryId,
      projectId: fact.projectId,
      userId: fact.userId,
      event: "fact_superseded",
      at: opts.at,
      actor: opts.actor,
      factIds: opts.by ? [fact.id, opts.by] : [fact.id],
    });
  }
}
