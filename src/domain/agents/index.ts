import { and, count, eq, isNull, sql } from "drizzle-orm";
import { first, tables, withTx } from "../../db";
import { recordAudit, writeReceipt } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { scopeLock } from "../locks";
import { notFound } from "../errors";
import { emit } from "../events/emit";
import { charge, QUERY } from "../limits/meter";
import { TIER_LIMITS } from "../limits/tiers";
import { scopeActivity } from "../scopes/activity";
import { openFactWhere } from "../facts/view";
import { recordHistory } from "../memories/history";

export interface AgentScopeView {
  agent_id: string;
  memories: number;
  facts: number;
  last_active: string | null;
}

/** Names used in the project: by its memories and facts, or taken as a slot here (forgotten ones too). */
const agentIds = (projectId: string, accountId: string) => sql`select agent_id from memories where project_id = ${projectId} and agent_id is not null
  union select agent_id from facts where project_id = ${projectId} and agent_id is not null
  union select agent_id from agent_namespaces where account_id = ${accountId} and project_id = ${projectId}`;

/**
 * The agent namespaces of the key's project with their active memories and current facts. `used`
 * counts every name the account ever used (forgotten ones too), as the agent cap does; the default
 * namespace is never listed.
 */
export async function listAgents(ctx: Ctx, input: { limit?: number; offset?: number }) {
  return withTx(ctx.db, async (tx) => {
    await charge(tx, ctx, QUERY);
    const now = nowTs(ctx.clock);
    const { projectId, accountId } = ctx.principal;
    const { rows, total } = await scopeActivity(ctx.store, tx, "agent_id", agentIds(projectId, accountId), projectId, { limit: input.limit ?? 50, offset: input.offset ?? 0, now });
    const a = tables.agentNamespaces;
    const used = (await first(tx.select({ n: count() }).from(a).where(eq(a.accountId, accountId))))!.n;
    await recordAudit(tx, ctx, { action: "read", meta: { endpoint: "agents.list", agents: rows.length } });
    return {
      agents: rows.map((r) => ({ agent_id: r.id, memories: r.memories, facts: r.facts, last_active: r.lastActive })),
      total,
      cap: TIER_LIMITS[ctx.principal.tier].agentCap,
      used,
    };
  });
}

/**
 * Forgets an agent namespace in the key's project: its memories are soft-deleted (vectors leave the
 * index) and its open facts close now. The slot stays taken. 404 when the name was never used here.
 */
export async function forgetAgent(ctx: Ctx, agentId: string) {
  // The end users whose memories or facts the namespace holds: their scopes are locked, so no extraction
  // or fact write of theirs interleaves with the closing below.
  const scopeOf = (t: typeof tables.memories | typeof tables.facts) =>
    ctx.db.selectDistinct({ userId: t.userId }).from(t).where(and(eq(t.projectId, ctx.principal.projectId), eq(t.agentId, agentId)));
  const users = [...(await scopeOf(tables.memories)), ...(await scopeOf(tables.facts))].map((r) => scopeLock(ctx.principal.projectId, r.userId));
  return withTx(ctx.db, async (tx) => {
    const { projectId, accountId } = ctx.principal;
    const m = tables.memories;
    const f = tables.facts;
    const ns = tables.agentNamespaces;
    const known =
      (await first(tx.select({ n: count() }).from(ns).where(and(eq(ns.accountId, accountId), eq(ns.agentId, agentId)))))!.n > 0 ||
      (await first(tx.select({ n: count() }).from(m).where(and(eq(m.projectId, projectId), eq(m.agentId, agentId)))))!.n > 0;
    if (!known) throw notFound("Agent namespace not found");
    const now = nowTs(ctx.clock);
    const live = await tx.select().from(m).where(and(eq(m.projectId, projectId), eq(m.agentId, agentId), isNull(m.deletedAt)));
    for (const row of live) {
      await tx.update(m).set({ deletedAt: now }).where(eq(m.seq, row.seq));
      await ctx.store.vectors.remove(tx, row.seq);
      await recordHistory(tx, { memoryId: row.id, projectId, userId: row.userId, event: "deleted", at: now, actor: ctx.actor, oldContent: row.content });
      await emit(tx, { accountId, projectId, userId: row.userId, type: "memory.deleted", data: { id: row.id, user_id: row.userId, agent_id: row.agentId }, at: now });
    }
    const closed = (await tx
      .update(f)
      .set({ invalidAt: now, invalidatedBy: null, closeReason: "namespace_forgotten" })
      .where(and(eq(f.projectId, projectId), eq(f.agentId, agentId), openFactWhere(now)))
      .returning({ id: f.id })).length;
    const auditId = await writeReceipt(tx, ctx, { kind: "agent_forget", targetId: `agent:${agentId}`, counts: { memories: live.length, facts: closed } });
    await recordAudit(tx, ctx, { action: "erase", targetId: `agent:${agentId}`, meta: { endpoint: "agents.forget", memories: live.length, facts: closed } });
    return { agent_id: agentId, memories_forgotten: live.length, facts_invalidated: closed, audit_id: auditId };
  }, { locks: users });
}

