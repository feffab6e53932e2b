import type { Database, Statement } from "bun:sqlite";

const cache = new WeakMap<Database, Map<string, Statement>>();
/** Per connection, a check run before each of its statements is handed out (the reader's in-tx guard). */
const guards = new WeakMap<Database, () => void>();

/**
 * A statement prepared once per connection and kept: on the hot read paths (auth, search) preparing
 * costs more than running. Keyed by the SQL text, so callers with a few fixed shapes share entries.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function cachedStatement(db: Database, sql: string): Statement<any, any[]> {
  checkStatementUse(db);
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  let s = m.get(sql);
  if (!s) m.set(sql, (s = db.prepare(sql)));
  return s;
}

/** The connection's check (guardStatements), for statements kept elsewhere (db/prepared.ts). */
export function checkStatementUse(db: Database): void {
  guards.get(db)?.();
}

/** Drops a connection's statements (after its schema changed under them). */
export function forgetStatements(db: Database): void {
  cache.delete(db);
}

/**
 * Runs `check` before every statement of `db` that goes through cachedStatement (drizzle's queries and
 * the raw SQL of db/ alike); it throws to refuse the use.
 */
export function guardStatements(db: Database, check: () => void): void {
  guards.set(db, check);
}
