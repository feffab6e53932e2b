import type { Database } from "bun:sqlite";
import { COMMON_MIN_ROWS, COMMON_SHARE, CountCache, EXACT_SCOPE_ROWS, keepSelective, scoreBm25, UNHELD_SHARE } from "./bm25";
import { cachedStatement } from "./statements";

// All SQL that reads the FTS5 keyword indexes (memory_fts and fact_fts, migrations/0008 and 0009) lives
// here. Triggers on `memories` and `facts` write them; nothing in the code does.

export interface KeywordFilter {
  projectId: string;
  /** undefined: every end user of the project; null: memories without an end user. */
  userId?: string | null;
  agentId?: string;
  runId?: string;
  k: number;
}

/** Extra conditions on the joined `memories m` row (metadata filters), with their arguments. */
export interface KeywordExtra {
  where: string[];
  args: (string | number)[];
}

/** The scope token the triggers write: prefix, hex of the UTF-8 id, '0' (a missing id gives prefix + '0'). */
export const scopeToken = (prefix: "p" | "u" | "a" | "r", id: string | null) => `${prefix}${Buffer.from(id ?? "", "utf8").toString("hex")}0`;

// Words that carry no topic: English function words, and chat fillers. bm25 weighs them near 0 anyway,
// but their doclists span the whole index and reading them was most of a keyword query's time (100k
// memories: "her", "about", "now" each match tens of thousands of rows). Split as the tokenizer splits
// ("don't" -> "don", "t"). Content verbs ("like", "live", "work") stay: they carry the question.
const STOPWORDS = new Set(
  ("a about above after again against all also am an and any are as at be because been before being below " +
    "between both but by can cannot could d did do does doing don down during each even ever few for from " +
    "further get got had has have having he her here hers herself him himself his how i if in into is it its " +
    "itself just ll lot m me more most much my myself no nor not now of off oh ok okay on once only or other " +
    "ought our ours ourselves out over own re really s said same say she should so some such t tell than that " +
    "the their theirs them themselves then there these they thing things this those through to too under " +
    "until up ve very was we well were what when where which while who whom why will with would yeah you " +
    "your yours yourself yourselves").split(" "),
);

/** At most this many distinct words of a query go to the index. */
export const MAX_QUERY_TERMS = 24;

/** The distinct words of a free-text query worth matching, lower-cased, in query order. */
export function queryWords(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0];
    if (STOPWORDS.has(w) || seen.has(w)) continue;
    seen.add(w);
    if (seen.size >= MAX_QUERY_TERMS) break;
  }
  return [...seen];
}

/** The words of a free-text query as quoted FTS5 strings ("" when it has none worth matching). */
export function queryTerms(text: string): string[] {
  return queryWords(text).map((w) => `"${w.replaceAll('"', '""')}"`);
}

export interface KeywordHit {
  seq: number;
  /**
   * How much of the query the row holds, in (0, 1]: its BM25 over the BM25 of an average-length row
   * holding every word of the query (the sum of the words' IDFs), capped at 1. A word no row of the scope
   * holds counts UNHELD_SHARE of its IDF in that whole: a row that matches only "usually" in "What
   * cocktail do I usually order?" holds little of the question, while a code that only one memory holds
   * still stands out when the question's other words are said otherwise in the memories.
   */
  score: number;
}

/** The two keyword indexes: which table each one's rowid points at, and what of it is live. */
const INDEXES = {
  memories: { fts: "memory_fts", table: "memories", live: ["m.deleted_at is null"] },
  facts: { fts: "fact_fts", table: "facts", live: [] as string[] },
} as const;

/**
 * The top k live memories inside the scope by keyword score (KeywordHit: the share of the query each
 * holds, BM25 with IDF counted in the scope), best first. The scope tokens make FTS5 intersect the
 * query's words with the scope's rows inside the index; the join re-checks the whole scope on `memories`.
 * Returns seqs and scores only: callers fetch rows themselves.
 */
export function keywordMatch(db: Database, text: string, f: KeywordFilter, extra: KeywordExtra = { where: [], args: [] }): KeywordHit[] {
  return match(db, "memories", text, f, extra);
}

/**
 * The same over facts (subject, predicate as said, object), alias `m` = the fact row: `extra` says which
 * facts count (the caller's open-fact rule). No run filter: facts are not scoped by run.
 */
export function factKeywordMatch(db: Database, text: string, f: Omit<KeywordFilter, "runId">, extra: KeywordExtra = { where: [], args: [] }): KeywordHit[] {
  return match(db, "facts", text, f, extra);
}

/**
 * A query word found in more than COMMON_SHARE of an index's rows, and in at least COMMON_MIN_ROWS, is left
 * out of the keyword query when the query has rarer words. Why: FTS5 reads a word's whole doclist, over
 * every project, to intersect it with the scope, on every query, so a common word ("like": 6,500 of 100k
 * memories) cost a hybrid context 0.3 ms for almost no rank signal (IDF ~3 against 4-9 for names and rare
 * words; measured with bm25(), before IDF was counted per scope). Measured on
 * bench/recall.ts at 100k memories (hybrid vs semantic-only context p95, paired): 1.31-1.36x -> 1.17-1.25x;
 * bench/retrieval.ts unchanged (its index is below COMMON_MIN_ROWS). When every word
 * is common the rarest one is kept, so a query with words never goes without a keyword list. Below
 * COMMON_MIN_ROWS a doclist is cheap to read, and in a small index most words pass the share: nothing is
 * left out there (bench/retrieval.ts, 2,200 memories, ranks exactly as before).
 * Row counts come from a per-connection cache refreshed after DF_TTL_MS: the shares move slowly, and a
 * stale count only moves the line between kept and left-out words. They are counted over the whole index
 * (what a doclist costs to read), not per scope: a per-scope count would be a cache miss for nearly every end user.
 */
export { COMMON_MIN_ROWS, COMMON_SHARE };
const counts = new WeakMap<Database, CountCache>();

function cachedCount(db: Database, key: string, read: () => number): number {
  let m = counts.get(db);
  if (!m) counts.set(db, (m = new CountCache()));
  const now = Date.now();
  const hit = m.get(key, now);
  if (hit !== undefined) return hit;
  const n = read();
  m.set(key, n, now);
  return n;
}

/** The query's words (quoted, as `queryTerms` gives them) minus the common ones (see COMMON_SHARE), in query order. */
export function selectiveTerms(db: Database, index: keyof typeof INDEXES, terms: string[], minRows = COMMON_MIN_ROWS): string[] {
  if (terms.length < 2) return terms;
  const { fts } = INDEXES[index];
  const rows = cachedCount(db, fts, () => (cachedStatement(db, `select count(*) as n from ${fts}_docsize`).get() as { n: number }).n);
  const df = terms.map((t) =>
    cachedCount(db, `${fts}\u0000${t}`, () => (cachedStatement(db, `select count(*) as n from ${fts} where ${fts} match ?`).get(`{content} : ${t}`) as { n: number }).n),
  );
  return keepSelective(terms, df, rows, minRows);
}

/**
 * The share of its IDF a query word no row of the scope holds counts in the whole query (KeywordHit.score).
 * Measured on bench/retrieval.ts, hybrid recall@10 with every answer turn (set 1 tuning / set 2 held out),
 * at KEYWORD_WEIGHT 1.5: 0 gave 84.1 / 81.7, 0.25 86.3 / 82.2, 0.5 87.4 / 82.2, 0.75 86.8 / 82.6, 1 87.4 / 82.6.
 * Half: such a word is as often said otherwise in the memories as it is missing from them.
 */
export { UNHELD_SHARE };

/** The first varint of a %_docsize blob: the row's token count in its first column (`content`). */
function firstColumnTokens(sz: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < sz.length && i < 9; i++) {
    n = n * 128 + (sz[i]! & 0x7f);
    if ((sz[i]! & 0x80) === 0) break;
  }
  return n;
}

/**
 * BM25 with each word's IDF counted inside the scope searched, not over the whole index as FTS5's bm25()
 * counts it. Why: the words an end user says most (their city, their dog's name, their partner) are rare
 * across an install, so bm25() weighed them like names and codes, and a question that mentions one drew
 * every memory that does ("Which area of Bristol did we end up renting in?" ranked ten Bristol turns above
 * the flat in Bedminster). Inside the user's own memories such a word is common and weighs little.
 * Measured on bench/retrieval.ts, hybrid recall@10 with every answer turn: set 1 (tuning) +2 questions,
 * set 2 (held out) +4, semantic-only unchanged.
 *
 * How: per query word, the scope's rows holding it (FTS5 intersects the word with the scope tokens); a
 * row's BM25 sums IDF x length norm over the words it holds, with N = the scope's row count and the
 * average length taken over the rows matched; a word's rows and N are counted after the re-check below,
 * so another project's rows under the same end user id never weigh in (with metadata filters, a word's
 * rows are those that pass them; N stays the scope's). Term frequency counts 1: the index is contentless, and a
 * chat turn rarely repeats a word. Rows are re-checked on the table (project, liveness, filters) before
 * the top k are taken. The score returned is that BM25 as a share of the whole query's (KeywordHit).
 */
function match(db: Database, index: keyof typeof INDEXES, text: string, f: KeywordFilter, extra: KeywordExtra): KeywordHit[] {
  if (f.userId === "" || f.agentId === "") return [];
  const { fts, table, live } = INDEXES[index];
  const terms = selectiveTerms(db, index, queryTerms(text));
  if (terms.length === 0) return [];
  // A named end user's token is selective on its own (ids are rarely shared across projects, and the
  // join re-checks the project): intersecting it with the project's token, a doclist of every memory
  // of the project, measured 3.4 ms against 0.7 ms at 100k memories. Other filters keep the project's.
  const scope = typeof f.userId === "string" ? [] : [`{scope} : "${scopeToken("p", f.projectId)}"`];
  const where = ["m.project_id = ?", ...live];
  const args: (string | number)[] = [f.projectId];
  if (f.userId !== undefined) {
    scope.push(`{scope} : "${scopeToken("u", f.userId)}"`);
    where.push(f.userId === null ? "m.user_id is null" : "m.user_id = ?");
    if (f.userId !== null) args.push(f.userId);
  }
  if (f.agentId !== undefined) {
    scope.push(`{scope} : "${scopeToken("a", f.agentId)}"`);
    (where.push("m.agent_id = ?"), args.push(f.agentId));
  }
  if (f.runId !== undefined) {
    scope.push(`{scope} : "${scopeToken("r", f.runId)}"`);
    (where.push("m.run_id = ?"), args.push(f.runId));
  }
  const inScope = scope.join(" AND ");
  const holding = cachedStatement(db, `select rowid as seq from ${fts} where ${fts} match ?`);
  const holders = terms.map((t) => (holding.all(`${inScope} AND {content} : ${t}`) as { seq: number }[]).map((r) => r.seq));
  const matched = new Set(holders.flat());
  if (matched.size === 0) return [];
  const rows = cachedStatement(
    db,
    `select m.seq as seq, d.sz as sz from json_each(?) j cross join ${table} m on m.seq = j.value cross join ${fts}_docsize d on d.id = m.seq
      where ${[...where, ...extra.where].join(" and ")}`,
  ).all(JSON.stringify([...matched]), ...args, ...extra.args) as { seq: number; sz: Uint8Array }[];
  if (rows.length === 0) return [];
  const length = new Map(rows.map((r) => [r.seq, firstColumnTokens(r.sz)]));
  return scoreBm25(holders, length, scopeRows(db, table, where, args), f.k);
}

/**
 * The rows of a scope (IDF's N), counted on the table itself. A count reads one index entry per row:
 * 0.07 ms for an end user with 1,000 memories, 5 ms for 100,000 (a whole project, or one heavy end user).
 * So below EXACT_SCOPE_ROWS it is counted on every query, and above it comes from the per-connection
 * cache (DF_TTL_MS): N moves IDF only by its logarithm.
 */
export { EXACT_SCOPE_ROWS };

function scopeRows(db: Database, table: string, where: string[], args: (string | number)[]): number {
  let fresh: number | undefined;
  const count = () => (fresh = (cachedStatement(db, `select count(*) as n from ${table} m where ${where.join(" and ")}`).get(...args) as { n: number }).n);
  const cached = cachedCount(db, `${table}\u0000${where.join(" and ")}\u0000${args.join("\u0000")}`, count);
  // A count this call already made (a cache miss) is not made twice.
  return cached < EXACT_SCOPE_ROWS ? (fresh ?? count()) : cached;
}

/**
 * Rewrites the index into one segment, dropping deleted rows' terms from the file. Erasure runs it
 * before its WAL checkpoint: until a merge, FTS5 keeps deleted terms in old segments.
 */
export function purgeDeletedTerms(db: Database): void {
  db.exec("insert into memory_fts(memory_fts) values ('optimize')");
  db.exec("insert into fact_fts(fact_fts) values ('optimize')");
}
