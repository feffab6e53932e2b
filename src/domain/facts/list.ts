import { and, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { first, tables, withTx, type Tx } from "../../db";
import { recordAudit } from "../audit/record";
import { canonicalTs, nowTs } from "../clock";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { FAMILIES } from "../../extract/vocabulary";
import { charge, QUERY } from "../limits/meter";
import { normKey } from "./normalize";
import { openFactWhere, readViews, type FactView } from "./view";
import { lookupPredicate } from "./vocabulary";

export interface ListFactsInput {
  user_id?: string;
  agent_id?: string;
  subject?: string;
  entity?: string;
  predicate?: string;
  predicate_family?: string;
  include_invalidated?: boolean;
  as_of?: string;
  limit?: number;
  offset?: number;
}

/** Every entity key a name can mean here: its own key and the entities it is an alias of (any case). */
async function keysFor(tx: Tx, projectId: string, name: string, userId: string | undefined): Promise<string[]> {
  const key = normKey(name);
  const a = tables.entityAliases;
  const where: SQL[] = [eq(a.projectId, projectId), eq(a.aliasKey, key)];
  if (userId !== undefined) where.push(eq(a.userId, userId));
  const viaAlias = (await tx.selectDistinct({ k: a.entityKey }).from(a).where(and(...where))).map((r) => r.k);
  return [...new Set([key, ...viaAlias])];
}

/**
 * Facts of the project, deterministic and model-free. Default: open facts (planned ones included);
 * `include_invalidated` adds closed ones; `as_of` gives the facts valid at that instant instead.
 */
export async function listFacts(ctx: Ctx, input: ListFactsInput): Promise<{ facts: FactView[]; total: number }> {
  const asOf = input.as_of === undefined ? null : canonicalTs(input.as_of);
  if (input.as_of !== undefined && asOf === null) throw invalid("as_of", "must be an ISO 8601 date or date-time");
  const f = tables.facts;
  return withTx(ctx.db, async (tx) => {
    await charge(tx, ctx, QUERY);
    const now = nowTs(ctx.clock);
    const where: SQL[] = [eq(f.projectId, ctx.principal.projectId)];
    if (input.user_id !== undefined) where.push(eq(f.userId, input.user_id));
    if (input.agent_id !== undefined) where.push(eq(f.agentId, input.agent_id));
    if (input.subject !== undefined) where.push(inArray(f.subjectKey, await keysFor(tx, ctx.principal.projectId, input.subject, input.user_id)));
    if (input.entity !== undefined) {
      const keys = await keysFor(tx, ctx.principal.projectId, input.entity, input.user_id);
      where.push(or(inArray(f.subjectKey, keys), inArray(f.objectKey, keys))!);
    }
    if (input.predicate !== undefined) where.push(eq(f.predicate, await lookupPredicate(tx, ctx.principal.projectId, input.predicate)));
    if (input.predicate_family !== undefined) {
      const family = input.predicate_family.toLowerCase();
      if (!(FAMILIES as readonly string[]).includes(family)) where.push(sql`false`);
      else if (family === "other") where.push(or(eq(f.predicateFamily, "other"), isNull(f.predicateFamily))!);
      else where.push(eq(f.predicateFamily, family));
    }
    let order;
    if (asOf !== null) {
      // Valid at that instant: begun by then (a plan without a date never is), not yet ended.
      where.push(lte(f.validFrom, asOf), openFactWhere(asOf));
      order = [desc(f.validFrom), desc(f.seq)];
    } else {
      if (!input.include_invalidated) where.push(openFactWhere(now));
      order = [desc(sql`coalesce(${f.lastConfirmedAt}, ${f.validFrom})`), desc(f.seq)];
    }
    const cond = and(...where);
    const total = (await first(tx.select({ n: count() }).from(f).where(cond)))!.n;
    const rows = await tx.select().from(f).where(cond).orderBy(...order).limit(input.limit ?? 50).offset(input.offset ?? 0);
    const facts = await readViews(ctx.store, tx, rows, now);
    await recordAudit(tx, ctx, { action: "read", userId: input.user_id ?? null, meta: { endpoint: "facts.list", facts: facts.length }, read: { memories: [], facts: facts.map((x) => x.id) } });
    return { facts, total };
  });
}
