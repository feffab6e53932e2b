import { sql, type SQL } from "drizzle-orm";
import { idIn, l2Distance, vec, vectorIsDims, type Q, type Store } from "../../db";
import { log } from "../../log";
import { openFactSql, tenseAt } from "../facts/view";
import { CANDIDATE_DEPTH, fuseScores, type Scored } from "./fuse";

/** The columns a context line needs. */
export interface ScopeFact {
  seq: number;
  id: string;
  userId: string | null;
  agentId: string | null;
  subject: string;
  subjectKey: string;
  /** The canonical predicate (the sentence is built from it). */
  predicate: string;
  /** The predicate as it was said (the triple vector uses it). */
  predicateRaw: string;
  object: string;
  objectKey: string;
  objectIsLiteral: number;
  statedTense: "current" | "past" | "planned";
  validFrom: string | null;
  invalidAt: string | null;
  lastConfirmedAt: string | null;
  /** The fused relevance score in [0, 1] (`fuseScores`); null when ranked by recency. */
  score: number | null;
}

export interface ScopeFilter {
  projectId: string;
  userId?: string;
  agentId?: string;
}

function scopeWhere(f: ScopeFilter, now: string): SQL {
  const where = [sql`project_id = ${f.projectId}`];
  if (f.userId !== undefined) where.push(sql`user_id = ${f.userId}`);
  if (f.agentId !== undefined) where.push(sql`agent_id = ${f.agentId}`);
  // Open as of `now` (not ended, or ending later; not stated as past; facts/view.ts openFactSql): plans included, shown as planned.
  where.push(sql`(invalid_at is null or invalid_at > ${now}) and stated_tense <> 'past'`);
  return sql.join(where, sql` and `);
}

const COLUMNS = sql.raw(`seq, id, user_id as "userId", agent_id as "agentId", subject, subject_key as "subjectKey", predicate, predicate_raw as "predicateRaw",
  object, object_key as "objectKey", object_is_literal as "objectIsLiteral", stated_tense as "statedTense", valid_from as "validFrom",
  invalid_at as "invalidAt", last_confirmed_at as "lastConfirmedAt"`);
/** Most recently confirmed first (the order of GET /v1/facts): last confirmation, else valid_from; then newest row. */
// (nulls last: SQLite's order for desc, spelled out for PostgreSQL, which puts them first)
const RECENCY = sql.raw("coalesce(last_confirmed_at, valid_from) desc nulls last, seq desc");

export interface RankedFacts {
  facts: ScopeFact[];
  /** False when they are in recency order because no query vector was given or a fact had no usable vector. */
  byRelevance: boolean;
}

/**
 * The open facts of a scope, at most `limit`, most relevant to the query first, ranked like the context
 * block's memories: cosine similarity of the query to each fact's stored triple vector (computed inside
 * SQLite, one statement on the (project, user, invalid_at) index; ties by recency), fused by `fuseScores`
 * with `keyword` (`factKeywordRanking`) when given. When any fact of the scope
 * lacks a usable vector (written before facts carried one, or under another model) a relevance order
 * would silently bury it: all are then ranked by recency. A failing keyword index only logs.
 */
export async function rankedOpenFacts(store: Store, q: Q, f: ScopeFilter, now: string, query: Float32Array | null, limit: number, keyword?: Scored[]): Promise<RankedFacts> {
  const where = scopeWhere(f, now);
  if (query !== null) {
    // At least CANDIDATE_DEPTH deep whatever the limit: the fusion then sees the same lists for every
    // budget, so a smaller block's facts are a prefix of a larger one's.
    const depth = keyword === undefined ? limit : Math.max(limit, CANDIDATE_DEPTH);
    const usable = vectorIsDims(sql.raw("embedding"), query.length);
    const rows = await store.sql.all<Omit<ScopeFact, "score"> & { unusable: number; distance: number | null }>(
      q,
      sql`select ${COLUMNS}, unusable, distance from (select *, (embedding is null or not (${usable})) as unusable,
        case when embedding is null or not (${usable}) then null else ${l2Distance(sql.raw("embedding"), query)} end as distance from facts where ${where}) s
      order by unusable desc, distance, ${RECENCY} limit ${depth}`,
    );
    if (rows.length === 0 || !rows[0]!.unusable) return { facts: await fuseKeyword(store, q, rows, keyword ?? [], limit), byRelevance: true };
  }
  const recent = await store.sql.all<Omit<ScopeFact, "score">>(q, sql`select ${COLUMNS} from facts where ${where} order by ${RECENCY} limit ${limit}`);
  return { facts: recent.map((r) => ({ ...r, score: null })), byRelevance: false };
}

/**
 * The BM25 ranking of the scope's open facts for `text` (the keyword half of `rankedOpenFacts`; it needs
 * no query vector). A failing keyword index only logs and gives an empty list.
 */
export async function factKeywordRanking(store: Store, q: Q, f: ScopeFilter, now: string, text: string): Promise<Scored[]> {
  try {
    return await store.keywords.factMatch(q, text, { ...f, k: CANDIDATE_DEPTH }, { where: [openFactSql("m.", "?")], args: [now] });
  } catch (err) {
    log.error("context: fact keyword retrieval failed", { error: err instanceof Error ? err.message : String(err) });
    return [];
  }
}

async function fuseKeyword(store: Store, q: Q, rows: (Omit<ScopeFact, "score"> & { distance: number | null })[], keyword: Scored[], limit: number): Promise<ScopeFact[]> {
  // Scored like the memories (fuseScores on the same scale), so the block can rank both in one list.
  const semantic: Scored[] = rows.slice(0, CANDIDATE_DEPTH).map((r) => ({ seq: r.seq, score: vec.cosineOf(r.distance!) }));
  const fused = fuseScores(semantic, keyword);
  const score = new Map(fused.map((r) => [r.seq, r.score]));
  // The fused head, then (for blocks that show more) the rest of the semantic order, below the head.
  const order = fused.map((r) => r.seq);
  const inHead = new Set(order);
  const floor = fused.length > 0 ? fused[fused.length - 1]!.score : 0;
  for (const r of rows.slice(CANDIDATE_DEPTH)) if (!inHead.has(r.seq)) order.push(r.seq);
  const chosen = order.slice(0, limit);
  const strip = (r: Omit<ScopeFact, "score"> & { unusable?: number; distance?: number | null }): ScopeFact => {
    const { unusable: _u, distance: _d, ...fact } = r;
    return { ...fact, score: score.get(fact.seq) ?? floor };
  };
  const bySeq = new Map<number, ScopeFact>(rows.map((r) => [r.seq, strip(r)]));
  const missing = chosen.filter((seq) => !bySeq.has(seq));
  if (missing.length > 0) {
    const more = await store.sql.all<Omit<ScopeFact, "score">>(q, sql`select ${COLUMNS} from facts where ${idIn(sql.raw("seq"), missing)}`);
    for (const r of more) bySeq.set(r.seq, strip(r));
  }
  return chosen.map((seq) => bySeq.get(seq)).filter((r): r is ScopeFact => r !== undefined);
}

/** How a fact is closed when a newer one replaced it: by a new value, a name, or the user's correction. */
const REPLACED = sql.raw(`close_reason in ('superseded', 'named', 'corrected')`);
/** Replacements followed from a memory's fact to the open one (A -> B -> C); a longer chain is cut. */
const MAX_HOPS = 8;

/**
 * For memories about to be shown, the open facts that replaced what they state, followed through later
 * replacements: "I live in Chicago" comes with "lives in Denver" once that closed it, so a block never
 * shows the stale memory without the fact that corrects it. Closed facts whose end is still ahead (a
 * dated plan's) replace nothing yet.
 */
export async function replacementsOf(store: Store, q: Q, memoryIds: readonly string[], now: string): Promise<Map<string, Omit<ScopeFact, "score">[]>> {
  const out = new Map<string, Omit<ScopeFact, "score">[]>();
  if (memoryIds.length === 0) return out;
  const first = await store.sql.all<{ memoryId: string; by: string }>(
    q,
    sql`select s.memory_id as "memoryId", f.invalidated_by as "by" from fact_sources s join facts f on f.id = s.fact_id
      where ${idIn(sql.raw("s.memory_id"), memoryIds)} and f.invalidated_by is not null and ${REPLACED} and f.invalid_at <= ${now}`,
  );
  // Each memory's frontier of replacing facts, advanced one hop per query until every one is open.
  let pending = first.map((r) => ({ memoryId: r.memoryId, id: r.by }));
  for (let hop = 0; hop < MAX_HOPS && pending.length > 0; hop++) {
    const rows = await store.sql.all<Omit<ScopeFact, "score"> & { by: string | null; replaced: number }>(
      q,
      sql`select ${COLUMNS}, invalidated_by as "by", (${REPLACED}) as replaced from facts where ${idIn(sql.raw("id"), [...new Set(pending.map((p) => p.id))])}`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const next: typeof pending = [];
    for (const p of pending) {
      const r = byId.get(p.id);
      if (!r) continue;
      if (tenseAt(r, now) !== "past") {
        const { by: _by, replaced: _replaced, ...fact } = r;
        const list = out.get(p.memoryId) ?? (out.set(p.memoryId, []).get(p.memoryId)!);
        if (!list.some((f) => f.id === fact.id)) list.push(fact);
      } else if (r.by !== null && r.replaced && r.invalidAt! <= now) {
        next.push({ memoryId: p.memoryId, id: r.by });
      }
    }
    pending = next;
  }
  return out;
}

/** The memories that state each fact (every source, not only the first). */
export async function factSources(store: Store, q: Q, factIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (factIds.length === 0) return out;
  const rows = await store.sql.all<{ factId: string; memoryId: string }>(
    q,
    sql`select fact_id as "factId", memory_id as "memoryId" from fact_sources where ${idIn(sql.raw("fact_id"), factIds)}`,
  );
  for (const r of rows) {
    const list = out.get(r.factId);
    if (list) list.push(r.memoryId);
    else out.set(r.factId, [r.memoryId]);
  }
  return out;
}

/** Current names after renames, for the facts shown: one query for the whole scope, not one per fact. */
export async function currentNames(store: Store, q: Q, f: ScopeFilter): Promise<(fact: ScopeFact, key: string) => string | null> {
  const where = [sql`project_id = ${f.projectId}`];
  if (f.userId !== undefined) where.push(sql`user_id = ${f.userId}`);
  if (f.agentId !== undefined) where.push(sql`agent_id = ${f.agentId}`);
  const rows = await store.sql.all<{ userId: string | null; agentId: string | null; entityKey: string; name: string }>(
    q,
    sql`select user_id as "userId", agent_id as "agentId", entity_key as "entityKey", name from entity_aliases where ${sql.join(where, sql` and `)} order by id`,
  );
  const names = new Map<string, string>();
  const k = (u: string | null, a: string | null, key: string) => `${u ?? "\u0001"}\u0000${a ?? "\u0001"}\u0000${key}`;
  // Later rows win: the newest rename is the current name (facts/entities.ts addAlias).
  for (const r of rows) {
    names.set(k(r.userId, r.agentId, r.entityKey), r.name);
  }
  return (fact, key) => names.get(k(fact.userId, fact.agentId, key)) ?? null;
}
