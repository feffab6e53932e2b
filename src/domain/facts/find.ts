import { and, eq } from "drizzle-orm";
import { eqOrNull, first, tables, type Q, type Tx } from "../../db";
import type { FactRow } from "../../db/schema";
import type { Ctx } from "../context";
import { DomainError, notFound } from "../errors";
import { parsePrefixedUuid } from "../ids";
import { isCurrent, openFactWhere } from "./view";

export const factNotFound = () => notFound("Fact not found");

/** The fact in the caller's project, else 404 (unknown, malformed and other-project alike). */
export async function findFact(tx: Q, ctx: Ctx, rawId: string): Promise<FactRow> {
  const id = parsePrefixedUuid("fct_", rawId, false);
  const f = tables.facts;
  const row = id ? (await first(tx.select().from(f).where(and(eq(f.id, id), eq(f.projectId, ctx.principal.projectId))))) : undefined;
  if (!row) throw factNotFound();
  return row;
}

/**
 * Correction and forgetting need a fact that holds now; otherwise 409 naming the fact that does hold
 * for the same subject and predicate in the same scope (or null: write the value with POST /v1/facts).
 */
export async function requireCurrent(tx: Tx, row: FactRow, now: string): Promise<void> {
  if (isCurrent(row, now)) return;
  const f = tables.facts;
  const holder = (await tx
    .select()
    .from(f)
    .where(
      and(
        eq(f.projectId, row.projectId),
        eq(f.subjectKey, row.subjectKey),
        eq(f.predicate, row.predicate),
        eqOrNull(f.userId, row.userId),
        eqOrNull(f.agentId, row.agentId),
        openFactWhere(now),
      ),
    )).find((r) => isCurrent(r, now));
  throw new DomainError("fact_not_current", "The fact is no longer current (superseded, forgotten or ended); correct the current fact instead.", {
    current_fact_id: holder?.id ?? null,
  });
}
