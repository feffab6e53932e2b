import { desc, eq } from "drizzle-orm";
import { TIERS, type Tier } from "../../config";
import { first, tables, withTx, type Tx } from "../../db";
import { nowTs } from "../clock";
import type { AdminCtx, Runtime } from "../context";
import { invalid, notFound } from "../errors";
import { newId } from "../ids";
import { recordAuditFor } from "../audit/record";

export interface AccountView {
  id: string;
  name: string | null;
  email: string | null;
  tier: Tier;
  login_enabled: boolean;
  created_at: string;
}

export function toAccountView(row: typeof tables.accounts.$inferSelect): AccountView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    tier: row.tier as Tier,
    login_enabled: row.loginEnabled,
    created_at: row.createdAt,
  };
}

export function parseTier(value: string, field = "tier"): Tier {
  if (!(TIERS as readonly string[]).includes(value)) throw invalid(field, `must be one of ${TIERS.join(", ")}`);
  return value as Tier;
}

/** Inserts an account inside the caller's transaction (sign-up makes account, project and key at once). */
export async function insertAccount(tx: Tx, rt: Runtime, input: { name?: string | null; email?: string | null; tier: Tier }) {
  const row = {
    id: newId("acc_"),
    name: input.name ?? null,
    email: input.email ?? null,
    tier: input.tier,
    loginEnabled: false,
    createdAt: nowTs(rt.clock),
  };
  await tx.insert(tables.accounts).values(row);
  return row;
}

export async function createAccount(ctx: AdminCtx, input: { name?: string; tier?: string }): Promise<AccountView> {
  const tier = input.tier === undefined ? ctx.config.defaultTier : parseTier(input.tier);
  const row = await withTx(ctx.db, async (tx) => insertAccount(tx, ctx, { name: input.name ?? null, tier }));
  return toAccountView(row);
}

export async function listAccounts(ctx: Runtime): Promise<AccountView[]> {
  return (await ctx.db.select().from(tables.accounts).orderBy(desc(tables.accounts.createdAt))).map(toAccountView);
}

export async function getAccount(ctx: Runtime, id: string): Promise<AccountView> {
  const row = (await first(ctx.db.select().from(tables.accounts).where(eq(tables.accounts.id, id))));
  if (!row) throw notFound("Account not found");
  return toAccountView(row);
}

export async function updateAccount(
  ctx: AdminCtx,
  id: string,
  input: { tier?: string; login_enabled?: boolean },
): Promise<AccountView> {
  const tier = input.tier === undefined ? undefined : parseTier(input.tier);
  return withTx(ctx.db, async (tx) => {
    const row = (await first(tx.select().from(tables.accounts).where(eq(tables.accounts.id, id))));
    if (!row) throw notFound("Account not found");
    const patch: Partial<typeof row> = {};
    if (tier !== undefined) patch.tier = tier;
    if (input.login_enabled !== undefined) patch.loginEnabled = input.login_enabled;
    if (Object.keys(patch).length > 0) await tx.update(tables.accounts).set(patch).where(eq(tables.accounts.id, id));
    // Account-wide settings: logged to the account with no project.
    const who = { accountId: id, projectId: null, actor: ctx.actor, ip: ctx.ip, clock: ctx.clock } as const;
    if (tier !== undefined && tier !== row.tier) {
      await recordAuditFor(tx, who, { action: "setting_change", targetId: id, meta: { setting: "tier", op: "set", from: row.tier, to: tier } });
    }
    if (input.login_enabled !== undefined && input.login_enabled !== row.loginEnabled) {
      await recordAuditFor(tx, who, { action: "setting_change", targetId: id, meta: { setting: "login", op: input.login_enabled ? "enable" : "set", to: input.login_enabled } });
    }
    return toAccountView({ ...row, ...patch });
  });
}
