import { withTx } from "../../db";
import { recordAudit } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";

const USERS_SQL = `
  with ids as (
    select user_id from memories where project_id = ?1 and user_id is not null
    union select user_id from facts where project_id = ?1 and user_id is not null
  )
  select i.user_id as userId,
    (select count(*) from memories m where m.project_id = ?1 and m.user_id = i.user_id and m.deleted_at is null) as memories,
    (select count(*) from facts f where f.project_id = ?1 and f.user_id = i.user_id and (f.invalid_at is null or f.invalid_at > ?2)
       and f.stated_tense <> 'past' and (f.valid_from is null or f.valid_from <= ?2) and not (f.stated_tense = 'planned' and f.valid_from is null)) as facts,
    (select max(x) from (select max(coalesce(m.updated_at, m.created_at)) as x from memories m where m.project_id = ?1 and m.user_id = i.user_id
       union all select max(f.created_at) from facts f where f.project_id = ?1 and f.user_id = i.user_id)) as lastActive
  from ids i
  order by lastActive is null, lastActive desc, i.user_id
  limit ?3 offset ?4`;

/** End users of the key's project (anyone with a memory or fact here), most recently active first. */
export function listUsers(ctx: Ctx, input: { limit?: number; offset?: number }) {
  return withTx(ctx.db, (tx) => {
    const now = nowTs(ctx.clock);
    const rows = ctx.db.$client.query(USERS_SQL).all(ctx.principal.projectId, now, input.limit ?? 50, input.offset ?? 0) as { userId: string; memories: number; facts: number; lastActive: string | null }[];
    const total = (ctx.db.$client.query(`select count(*) as n from (${USERS_SQL.replace(/order by[\s\S]*$/, "")})`).get(ctx.principal.projectId, now) as { n: number }).n;
    recordAudit(tx, ctx, { action: "read", meta: { endpoint: "users.list", users: rows.length } });
    return { users: rows.map((r) => ({ user_id: r.userId, memories: r.memories, facts: r.facts, last_active: r.lastActive })), total };
  });
}
