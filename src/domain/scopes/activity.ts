import { sql, type SQL } from "drizzle-orm";
import type { Q, Store } from "../../db";

export interface ScopeActivity {
  id: string;
  memories: number;
  facts: number;
  lastActive: string | null;
}

/** A fact true at `at` (facts/view.ts currentFactSql) on the facts row `f`, `at` bound. */
const currentAt = (at: string) =>
  sql`(f.invalid_at is null or f.invalid_at > ${at}) and f.stated_tense <> 'past' and (f.valid_from is null or f.valid_from <= ${at}) and not (f.stated_tense = 'planned' and f.valid_from is null)`;

/**
 * End users or agent namespaces of a project with their active memories, current facts and last
 * activity, most recently active first. `names` selects the ids to list; `total` counts them before paging.
 */
export async function scopeActivity(
  store: Store,
  q: Q,
  column: "user_id" | "agent_id",
  names: SQL,
  projectId: string,
  page: { limit: number; offset: number; now: string },
): Promise<{ rows: ScopeActivity[]; total: number }> {
  const c = sql.raw(column);
  const rows = await store.sql.all<ScopeActivity>(
    q,
    // The ranking is over a derived table: PostgreSQL orders by an output name only when it stands alone.
    sql`with names(id) as (${names})
    select * from (select n.id as id,
      (select count(*) from memories m where m.project_id = ${projectId} and m.${c} = n.id and m.deleted_at is null) as memories,
      (select count(*) from facts f where f.project_id = ${projectId} and f.${c} = n.id and ${currentAt(page.now)}) as facts,
      (select max(x) from (select max(coalesce(m.updated_at, m.created_at)) as x from memories m where m.project_id = ${projectId} and m.${c} = n.id
         union all select max(f.created_at) from facts f where f.project_id = ${projectId} and f.${c} = n.id) latest) as "lastActive"
    from names n) s
    order by s."lastActive" is null, s."lastActive" desc, s.id
    limit ${page.limit} offset ${page.offset}`,
  );
  const total = (await store.sql.one<{ n: number }>(q, sql`with names(id) as (${names}) select count(*) as n from names`))!.n;
  return { rows, total };
}
