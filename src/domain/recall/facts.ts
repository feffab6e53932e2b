import type { Database } from "bun:sqlite";
import { cachedStatement } from "../../db";
import { openFactSql } from "../facts/view";

/** The columns a context line needs. */
export interface ScopeFact {
  seq: number;
  id: string;
  userId: string | null;
  agentId: string | null;
  subject: string;
  subjectKey: string;
  /** The predicate as it was said (the line and the triple vector use it), not the canonical name. */
  predicateRaw: string;
  object: string;
  objectKey: string;
  objectIsLiteral: number;
  statedTense: "current" | "past" | "planned";
  validFrom: string | null;
  invalidAt: string | null;
  lastConfirmedAt: string | null;
}

export interface ScopeFilter {
  projectId: string;
  userId?: string;
  agentId?: string;
}

function scopeWhere(f: ScopeFilter, now: string): { where: string; args: string[] } {
  const where = ["project_id = ?"];
  const args: string[] = [f.projectId];
  if (f.userId !== undefined) (where.push("user_id = ?"), args.push(f.userId));
  if (f.agentId !== undefined) (where.push("agent_id = ?"), args.push(f.agentId));
  // Open as of `now` (not ended, or ending later; not stated as past): plans included, shown as planned.
  where.push(openFactSql("", "?"));
  args.push(now);
  return { where: where.join(" and "), args };
}

const COLUMNS = `seq, id, user_id as userId, agent_id as agentId, subject, subject_key as subjectKey, predicate_raw as predicateRaw,
  object, object_key as objectKey, object_is_literal as objectIsLiteral, stated_tense as statedTense, valid_from as validFrom,
  invalid_at as invalidAt, last_confirmed_at as lastConfirmedAt`;
/** Most recently confirmed first (the order of GET /v1/facts): last confirmation, else valid_from; then newest row. */
const RECENCY = "coalesce(last_confirmed_at, valid_from) desc, seq desc";

export interface RankedFacts {
  facts: ScopeFact[];
  /** False when they are in recency order because no query vector was given or a fact had no usable vector. */
  byRelevance: boolean;
}

/**
 * The open facts of a scope, at most `limit`, most relevant to `query` first: cosine similarity of the
 * query to each fact's stored triple vector (L2 between unit vectors orders the same), computed inside
 * SQLite so the vectors are never copied out; ties by recency. One statement, on the (project, user,
 * invalid_at) index. When any fact of the scope lacks a usable vector (written before facts carried one,
 * or under another model) a relevance order would silently bury it: all are then ranked by recency.
 */
export function rankedOpenFacts(db: Database, f: ScopeFilter, now: string, query: Float32Array | null, limit: number): RankedFacts {
  const { where, args } = scopeWhere(f, now);
  if (query !== null) {
    const blob = new Uint8Array(query.buffer, query.byteOffset, query.byteLength);
    const sql = `select ${COLUMNS}, unusable from (select *, (embedding is null or length(embedding) <> ?) as unusable from facts where ${where})
      order by unusable desc, case when unusable then null else vec_distance_l2(embedding, ?) end, ${RECENCY} limit ?`;
    const rows = cachedStatement(db, sql).all(query.byteLength, ...args, blob, limit) as (ScopeFact & { unusable: number })[];
    if (rows.length === 0 || !rows[0]!.unusable) return { facts: rows, byRelevance: true };
  }
  const sql = `select ${COLUMNS} from facts where ${where} order by ${RECENCY} limit ?`;
  return { facts: cachedStatement(db, sql).all(...args, limit) as ScopeFact[], byRelevance: false };
}

/** Current names after renames, for the facts shown: one query for the whole scope, not one per fact. */
export function currentNames(db: Database, f: ScopeFilter): (fact: ScopeFact, key: string) => string | null {
  const where = ["project_id = ?"];
  const args: string[] = [f.projectId];
  if (f.userId !== undefined) (where.push("user_id = ?"), args.push(f.userId));
  if (f.agentId !== undefined) (where.push("agent_id = ?"), args.push(f.agentId));
  const sql = `select user_id as userId, agent_id as agentId, entity_key as entityKey, name from entity_aliases
    where ${where.join(" and ")} order by id`;
  const names = new Map<string, string>();
  const k = (u: string | null, a: string | null, key: string) => `${u ?? "\u0001"}\u0000${a ?? "\u0001"}\u0000${key}`;
  // Later rows win: the newest rename is the current name (facts/entities.ts addAlias).
  for (const r of cachedStatement(db, sql).all(...args) as { userId: string | null; agentId: string | null; entityKey: string; name: string }[]) {
    names.set(k(r.userId, r.agentId, r.entityKey), r.name);
  }
  return (fact, key) => names.get(k(fact.userId, fact.agentId, key)) ?? null;
}
