import { count, eq, inArray } from "drizzle-orm";
import { tables, withTx } from "../../db";
import type { Ctx, Runtime } from "../context";
import { DomainError, notFound } from "../errors";
import { checkpoint, purge } from "../users/erase";

/**
 * Closes an account created by self sign-up: everything it owns is deleted, irreversibly. The key that
 * asked is among the deleted keys, so it stops working as the call returns. `removed` counts rows per
 * table label, listing only tables that had rows.
 */
export async function deleteAccount(ctx: Ctx, confirm: boolean | undefined): Promise<{ deleted: true; removed: Record<string, number> }> {
  if (confirm !== true) throw new DomainError("confirmation_required", "Deleting the account is irreversible: repeat the call with ?confirm=true.");
  return closeAccount(ctx, ctx.principal.accountId, { fromDashboard: false });
}

/**
 * The deletion itself, for the account's own key (refused while it has a dashboard login) and for the
 * operator closing an account from the dashboard or admin API (any account; 404 for an unknown one).
 */
export async function closeAccount(rt: Runtime, accountId: string, opts: { fromDashboard: boolean }): Promise<{ deleted: true; removed: Record<string, number> }> {
  const removed = await withTx(rt.db, async (tx) => {
    const account = tx.select().from(tables.accounts).where(eq(tables.accounts.id, accountId)).get();
    if (!account) throw notFound("Account not found");
    if (account.loginEnabled && !opts.fromDashboard) {
      throw new DomainError("account_has_login", "This account has a dashboard login; close it from the dashboard.");
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const n = (table: any, col: any): number => tx.select({ n: count() }).from(table).where(eq(col, accountId)).get()!.n;
    const t = tables;
    const projectIds = tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.accountId, accountId)).all().map((r) => r.id);
    const memories = tx.select({ seq: t.memories.seq, id: t.memories.id }).from(t.memories).where(eq(t.memories.accountId, accountId)).all();
    const facts = tx.select({ id: t.facts.id }).from(t.facts).where(eq(t.facts.accountId, accountId)).all().map((r) => r.id);
    const counts: Record<string, number> = {
      agent_facts: facts.length,
      agent_memories: memories.length,
      agent_audit_events: n(t.auditEvents, t.auditEvents.accountId),
      agent_api_keys: n(t.apiKeys, t.apiKeys.accountId),
      agent_shadow_accounts: 1,
      agent_projects: projectIds.length,
      agent_memory_history: projectIds.length ? tx.select({ n: count() }).from(t.memoryHistory).where(inArray(t.memoryHistory.projectId, projectIds)).get()!.n : 0,
      agent_receipts: n(t.receipts, t.receipts.accountId),
      agent_events: n(t.outbox, t.outbox.accountId),
      agent_usage: n(t.usageCounters, t.usageCounters.accountId),
      agent_namespaces: n(t.agentNamespaces, t.agentNamespaces.accountId),
    };
    purge(tx, rt.db, memories, facts);
    for (const table of [t.auditEvents, t.receipts, t.outbox, t.jobs]) tx.delete(table).where(eq(table.accountId, accountId)).run();
    // Projects, keys, predicates, aliases, history, usage and agent slots go with the account (cascade).
    tx.delete(t.accounts).where(eq(t.accounts.id, accountId)).run();
    return Object.fromEntries(Object.entries(counts).filter(([, v]) => v > 0));
  });
  await rt.limiter.forget(accountId);
  await checkpoint(rt.db);
  return { deleted: true, removed };
}
