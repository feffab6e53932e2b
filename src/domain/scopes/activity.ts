import type { Database } from "bun:sqlite";
import { cachedStatement } from "../../db";
import { currentFactSql } from "../facts/view";

export interface ScopeActivity {
  id: string;
  memories: number;
  facts: number;
  lastActive: string | null;
}

/**
 * End users or agent namespaces of a project with their active memories, current facts and last
 * activity, most recently active first. `names` selects the ids to list (it may bind $project and
 * whatever else `binds` holds); `total` counts them before paging.
 */
export function scopeActivity(
  db: Database,
  column: "user_id" | "agent_id",
  names: string,
  binds: Record<string, string>,
  page: { limit: number; offset: number; now: string },
): { rows: ScopeActivity[]; total: number } {
  const rows = cachedStatement(
    db,
    `with names(id) as (${names})
    select n.id as id,
      (select count(*) from memories m where m.project_id = $project and m.${column} = n.id and m.deleted_at is null) as memories,
      (select count(*) from facts f where f.project_id = $project and f.${column} = n.id and ${currentFactSql("f.", "$now")}) as facts,
      (select max(x) from (select max(coalesce(m.updated_at, m.created_at)) as x from memories m where m.project_id = $project and m.${column} = n.id
         union all select max(f.created_at) from facts f where f.project_id = $project and f.${column} = n.id)) as lastActive
    from names n
    order by lastActive is null, lastActive desc, n.id
    limit $limit offset $offset`,
  ).all({ ...binds, now: page.now, limit: page.limit, offset: page.offset }) as ScopeActivity[];
  const total = (cachedStatement(db, `with names(id) as (${names}) select count(*) as n from names`).get(binds) as { n: number }).n;
  return { rows, total };
}
