import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import { eqOrNull, first, prepared, tables, type Tx } from "../../db";
import type { Db } from "../../db";
import { normKey } from "./normalize";

/** Aliases belong to the end user and agent whose memory stated them (null-safe equality). */
export interface AliasScope {
  projectId: string;
  userId: string | null;
  agentId: string | null;
}


function scopeWhere(s: AliasScope) {
  const a = tables.entityAliases;
  return [eq(a.projectId, s.projectId), eqOrNull(a.userId, s.userId), eqOrNull(a.agentId, s.agentId)];
}

const aliasOf = prepared<AliasScope & { key: string }, { entityKey: string }[]>("entity_alias", (q, v) => {
  const a = tables.entityAliases;
  return (q as Tx).select({ entityKey: a.entityKey }).from(a)
    .where(and(eq(a.projectId, v.projectId), eqOrNull(a.userId, v.userId), eqOrNull(a.agentId, v.agentId), eq(a.aliasKey, v.key))).orderBy(desc(a.id)).limit(1);
});

/** The stable entity key a name refers to: its own key unless an alias maps it to an earlier entity. */
export async function entityKeyOf(db: Tx | Db, scope: AliasScope, name: string): Promise<string> {
  const key = normKey(name);
  const [row] = await aliasOf(db, { projectId: scope.projectId, userId: scope.userId, agentId: scope.agentId, key });
  return row?.entityKey ?? key;
}

/** Every alias of a scope (alias key -> entity key, the newest row of each key), read at once. */
export async function aliasKeys(db: Tx | Db, scope: AliasScope): Promise<Map<string, string>> {
  const a = tables.entityAliases;
  const rows = await db.select({ aliasKey: a.aliasKey, entityKey: a.entityKey }).from(a).where(and(...scopeWhere(scope))).orderBy(desc(a.id));
  const keys = new Map<string, string>();
  for (const r of rows) if (!keys.has(r.aliasKey)) keys.set(r.aliasKey, r.entityKey);
  return keys;
}

/** entityKeyOf over aliases read by aliasKeys. */
export function keyIn(aliases: Map<string, string>, name: string): string {
  const key = normKey(name);
  return aliases.get(key) ?? key;
}

/**
 * An entity's current name is the `name` of its newest alias row (highest id) in the scope; readers
 * resolve names in bulk (facts/view.ts readViews, recall/facts.ts currentNames).
 *
 * Records a rename: the entity `entityKey` (formerly `oldName`) is now called `newName`. Both names then
 * resolve to the same entity, whose current name is `newName`. Facts keep their keys: nothing rewritten.
 */
export async function addAlias(tx: Tx, scope: AliasScope, entityKey: string, oldName: string, newName: string, at: string, sourceMemoryId: string | null): Promise<number> {
  let id = 0;
  for (const alias of [oldName, newName]) {
    id = (await first(tx.insert(tables.entityAliases)
      .values({ ...scope, aliasKey: normKey(alias), alias, entityKey, name: newName, sourceMemoryId, createdAt: at })
      .returning({ id: tables.entityAliases.id })))!.id;
  }
  return id;
}

/** The entity key of an end user's own facts (subject `@self`). */
export const selfKey = (userId: string | null) => normKey(userId ?? "user");
