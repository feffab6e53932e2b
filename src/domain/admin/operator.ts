import { eq } from "drizzle-orm";
import type { Tier } from "../../config";
import { first, tables } from "../../db";
import { SCOPES, type AdminCtx, type Ctx } from "../context";
import { notFound } from "../errors";

/**
 * The operator looking into one project: a context the /v1 read functions accept, so the admin API
 * and the dashboard read memories, facts, users and the audit log through the very same code as a key
 * of that project would. The actor stays `dashboard` (audit `ip` null) and the reads are not metered
 * (see `charge`): the operator browsing is not the customer's usage.
 */
export async function operatorCtx(ctx: AdminCtx, projectId: string): Promise<Ctx> {
  const p = tables.projects;
  const a = tables.accounts;
  const row = (await first(ctx.db
    .select({ accountId: p.accountId, tier: a.tier })
    .from(p)
    .innerJoin(a, eq(a.id, p.accountId))
    .where(eq(p.id, projectId))));
  if (!row) throw notFound("Project not found");
  return {
    ...ctx,
    actor: "dashboard",
    ip: null,
    principal: { accountId: row.accountId, projectId, keyId: "dashboard", scopes: [...SCOPES], tier: row.tier as Tier },
  };
}
