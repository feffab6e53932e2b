import { sql, type SQL } from "drizzle-orm";
import { COMMON_MIN_ROWS, CountCache, EXACT_SCOPE_ROWS, keepSelective, scoreBm25 } from "../bm25";
import { queryWords, type KeywordExtra, type KeywordFilter, type KeywordHit } from "../fts";
import type { KeywordIndex, Q, RawSql } from "../store";
import { bound } from "./sql";

// The keyword index on PostgreSQL (issue 25, plan §2.6): the `kw` tsvector and `kw_len` token count that
// migrations-pg/0001_search.sql generates on memories and facts, behind a GIN index. Scoring is SQLite's
// (src/db/bm25.ts: the same query words, the same common-word rule, BM25 with IDF counted in the scope);
// only the tokens can differ. The stemmer is snowball's `porter`, the algorithm FTS5 uses (snowball
// `english` differed on 19 of 182 retrieval questions); unaccent still folds what FTS5 keeps
// ("tromsø" / "tromso").
//
// One statement finds every matched row of the scope with its length and, as a bit mask, which query
// words it holds; the scope's row count (IDF's N) is a second, cached above EXACT_SCOPE_ROWS as on SQLite.

const INDEXES: Record<"memories" | "facts", { table: SQL; live: SQL[] }> = {
  memories: { table: sql.raw("memories"), live: [sql`m.deleted_at is null`] },
  facts: { table: sql.raw("facts"), live: [] },
};

type Index = keyof typeof INDEXES;

/** A query word as the index's words: tokenized, folded and stemmed by the same configuration. */
const tsquery = (word: string) => sql`plainto_tsquery('engram_kw', engram_kw_text(${word}))`;

export function pgKeywordIndex(raw: RawSql): KeywordIndex {
  const counts = new CountCache();
  const count = async (q: Q, query: SQL) => (await raw.one<{ n: number }>(q, query))?.n ?? 0;
  const cachedCount = async (key: string, read: () => Promise<number>): Promise<number> => {
    const now = Date.now();
    const hit = counts.get(key, now);
    if (hit !== undefined) return hit;
    const n = await read();
    counts.set(key, n, now);
    return n;
  };

  /** fts.ts selectiveTerms: the query's words minus the common ones, counted over the whole index. */
  async function selectiveWords(q: Q, index: Index, words: string[]): Promise<string[]> {
    if (words.length < 2) return words;
    const { table, live } = INDEXES[index];
    const alive = live.length > 0 ? sql` and ${sql.join(live, sql` and `)}` : sql``;
    const rows = await cachedCount(index, () => count(q, sql`select count(*) as n from ${table} m where true${alive}`));
    const df: number[] = [];
    for (const w of words) df.push(await cachedCount(`${index}\u0000${w}`, () => count(q, sql`select count(*) as n from ${table} m where m.kw @@ ${tsquery(w)}${alive}`)));
    return keepSelective(words, df, rows, COMMON_MIN_ROWS);
  }

  /** fts.ts match, with the index's SQL of PostgreSQL. */
  async function match(q: Q, index: Index, text: string, f: KeywordFilter, extra: KeywordExtra): Promise<KeywordHit[]> {
    if (f.userId === "" || f.agentId === "") return [];
    const words = await selectiveWords(q, index, queryWords(text));
    if (words.length === 0) return [];
    const { table, live } = INDEXES[index];
    const where = [sql`m.project_id = ${f.projectId}`, ...live];
    const key = [f.projectId, "", "", ""];
    if (f.userId !== undefined) (where.push(f.userId === null ? sql`m.user_id is null` : sql`m.user_id = ${f.userId}`), (key[1] = f.userId === null ? "\u0001" : `=${f.userId}`));
    if (f.agentId !== undefined) (where.push(sql`m.agent_id = ${f.agentId}`), (key[2] = `=${f.agentId}`));
    if (f.runId !== undefined) (where.push(sql`m.run_id = ${f.runId}`), (key[3] = `=${f.runId}`));
    const scope = sql.join(where, sql` and `);
    const filters = extra.where.length > 0 ? sql` and ${bound(extra.where.join(" and "), extra.args)}` : sql``;
    const queries = words.map(tsquery);
    const mask = sql.join(queries.map((tq, i) => sql`((m.kw @@ ${tq})::int * ${sql.raw(String(1 << i))})`), sql` + `);
    const rows = await raw.all<{ seq: number; len: number; mask: number }>(
      q,
      sql`select m.seq as seq, m.kw_len as len, (${mask}) as mask from ${table} m
        where m.kw @@ (${sql.join(queries, sql` || `)}) and ${scope}${filters}`,
    );
    if (rows.length === 0) return [];
    const holders = words.map((_, i) => rows.filter((r) => (r.mask & (1 << i)) !== 0).map((r) => r.seq));
    const length = new Map(rows.map((r) => [r.seq, r.len]));
    // IDF's N: the scope's rows, exact below EXACT_SCOPE_ROWS, else cached (fts.ts scopeRows).
    let fresh: number | undefined;
    const read = async () => (fresh = await count(q, sql`select count(*) as n from ${table} m where ${scope}`));
    const cached = await cachedCount(`${index}\u0000${key.join("\u0000")}`, read);
    const n = cached < EXACT_SCOPE_ROWS ? (fresh ?? (await read())) : cached;
    return scoreBm25(holders, length, n, f.k);
  }

  return {
    match: (q, text, f, extra = { where: [], args: [] }) => match(q, "memories", text, f, extra),
    factMatch: (q, text, f, extra = { where: [], args: [] }) => match(q, "facts", text, f, extra),
    // Nothing to purge: a row's words live in its own tsvector, so a deleted row takes them with it,
    // as it takes its content. Both stay in dead tuples (and the GIN index's entries) until VACUUM,
    // which cannot run inside the erasure's transaction.
    purgeDeleted: async () => {},
  };
}
