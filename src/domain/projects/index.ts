import { desc, eq } from "drizzle-orm";
import { first, tables, withTx, type Tx } from "../../db";
import { nowTs } from "../clock";
import type { AdminCtx, Runtime } from "../context";
import { invalid, notFound } from "../errors";
import { newId } from "../ids";
import { recordAuditFor } from "../audit/record";

export interface ProjectView {
  id: string;
  account_id: string;
  name: string;
  archived: boolean;
  archived_at: string | null;
  created_at: string;
}

export function toProjectView(row: typeof tables.projects.$inferSelect): ProjectView {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt,
    created_at: row.createdAt,
  };
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 200) throw invalid("name", "must be 1-200 characters");
  return trimmed;
}

export async function insertProject(tx: Tx, rt: Runtime, accountId: string, name: string) {
  const row = { id: newId("prj_"), accountId, name, archivedAt: null, createdAt: nowTs(rt.clock) };
  await tx.insert(tables.projects).values(row);
  return row;
}

export async function createProject(ctx: AdminCtx, input: { accountId: string; name: string }): Promise<ProjectView> {
  const name = checkName(input.name);
  return withTx(ctx.db, async (tx) => {
    const account = (await first(tx.select().from(tables.accounts).where(eq(tables.accounts.id, input.accountId))));
    if (!account) throw notFound("Account not found");
    const row = await insertProject(tx, ctx, account.id, name);
    await recordAuditFor(tx, { accountId: account.id, projectId: row.id, actor: ctx.actor, ip: ctx.ip, clock: ctx.clock }, { action: "setting_change", targetId: row.id, meta: { setting: "project", op: "create" } });
    return toProjectView(row);
  });
}

export async function listProjects(ctx: Runtime, filter: { accountId?: string } = {}): Promise<ProjectView[]> {
  const q = ctx.db.select().from(tables.projects);
  const rows = filter.accountId
    ? await q.where(eq(tables.projects.accountId, filter.accountId)).orderBy(desc(tables.projects.createdAt))
    : await q.orderBy(desc(tables.projects.createdAt));
  return rows.map(toProjectView);
}

export async function updateProject(ctx: AdminCtx, id: string, input: { name?: string; archived?: boolean }): Promise<ProjectView> {
  const name = input.name === undefined ? undefined : checkName(input.name);
  return withTx(ctx.db, async (tx) => {
    const row = (await first(tx.select().from(tables.projects).where(eq(tables.projects.id, id))));
    if (!row) throw notFound("Project not found");
    const patch: Partial<typeof row> = {};
    if (name !== undefined) patch.name = name;
    if (input.archived !== undefined) {
      patch.archivedAt = input.archived ? (row.archivedAt ?? nowTs(ctx.clock)) : null;
    }
    if (Object.keys(patch).length > 0) await tx.update(tables.projects).set(patch).where(eq(tables.projects.id, id));
    const who = { accountId: row.accountId, projectId: row.id, actor: ctx.actor, ip: ctx.ip, clock: ctx.clock } as const;
    if (name !== undefined && name !== row.name) await recordAuditFor(tx, who, { action: "setting_change", targetId: id, meta: { setting: "project", op: "rename" } });
    if (input.archived === true && !row.archivedAt) await recordAuditFor(tx, who, { action: "setting_change", targetId: id, meta: { setting: "project", op: "archive" } });
    return toProjectView({ ...row, ...patch });
  });
}
