import { sql } from "drizzle-orm";
import { withTx } from "../../db";
import { recordAudit } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { scopeActivity } from "../scopes/activity";

/** Anyone with a memory or fact in the project. */
const userIds = (projectId: string) => sql`select user_id from memories where project_id = ${projectId} and user_id is not null
  union select user_id from facts where project_id = ${projectId} and user_id is not null`;

/** End users of the key's project (anyone with a memory or fact here), most recently active first. */
export async function listUsers(ctx: Ctx, input: { limit?: number; offset?: number }) {
  return withTx(ctx.db, async (tx) => {
    const now = nowTs(ctx.clock);
    const projectId = ctx.principal.projectId;
    const { rows, total } = await scopeActivity(ctx.store, tx, "user_id", userIds(projectId), projectId, { limit: input.limit ?? 50, offset: input.offset ?? 0, now });
    await recordAudit(tx, ctx, { action: "read", meta: { endpoint: "users.list", users: rows.length } });
    return { users: rows.map((r) => ({ user_id: r.id, memories: r.memories, facts: r.facts, last_active: r.lastActive })), total };
  });
}
