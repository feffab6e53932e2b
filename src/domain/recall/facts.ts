import type { Database } from "bun:sqlite";
import { cachedStatement } from "../../db";
import { tenseAt } from "../facts/view";

/** The columns a context line needs, plus the stored triple vector. */
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
  embedding: Uint8Array | null;
}

export interface ScopeFilter {
  projectId: string;
  userId?: string;
  agentId?: string;
}

/**
 * Open facts of a scope as of `now`: not ended (or ending later), not stated as past; plans included
 * (they are shown as planned). One statement per filter shape, on the (project, user, invalid_at) index.
 */
export function loadOpenFacts(db: Database, f: ScopeFilter, now: string): ScopeFact[] {
  const where = ["project_id = ?"];
  const args: string[] = [f.projectId];
  if (f.userId !== undefined) (where.push("user_id = ?"), args.push(f.userId));
  if (f.agentId !== undefined) (where.push("agent_id = ?"), args.push(f.agentId));
  where.push("(invalid_at is null or invalid_at > ?)", "stated_tense <> 'past'");
  args.push(now);
  const sql = `select seq, id, user_id as userId, agent_id as agentId, subject, subject_key as subjectKey, predicate_raw as predicateRaw, object,
    object_key as objectKey, object_is_literal as objectIsLiteral, stated_tense as statedTense, valid_from as validFrom,
    invalid_at as invalidAt, last_confirmed_at as lastConfirmedAt, embedding
    from facts where ${where.join(" and ")}`;
  return (cachedStatement(db, sql).all(...args) as ScopeFact[]).filter((r) => tenseAt(r, now) !== "past");
}

/** Most recently confirmed first (the order of GET /v1/facts): last confirmation, else valid_from; then newest row. */
export function byRecency(a: ScopeFact, b: ScopeFact): number {
  const ka = a.lastConfirmedAt ?? a.validFrom ?? "";
  const kb = b.lastConfirmedAt ?? b.validFrom ?? "";
  if (ka !== kb) return ka < kb ? 1 : -1;
  return b.seq - a.seq;
}

/** A stored float32 vector, or null when it is missing or of another size than the query's. */
function vectorOf(blob: Uint8Array | null, dims: number): Float32Array | null {
  if (!blob || blob.byteLength !== dims * 4) return null;
  if (blob.byteOffset % 4 === 0) return new Float32Array(blob.buffer, blob.byteOffset, dims);
  return new Float32Array(blob.slice().buffer, 0, dims);
}

/**
 * Ranks facts by cosine similarity to the query (both are unit vectors: the dot product), ties by
 * recency. Null when any fact lacks a usable vector (written before facts carried one, or under another
 * model): a ranking that skipped them would silently bury them, so the caller falls back to recency.
 */
export function rankByRelevance(facts: ScopeFact[], query: Float32Array): ScopeFact[] | null {
  const dims = query.length;
  const scored: { f: ScopeFact; s: number }[] = [];
  for (const f of facts) {
    const v = vectorOf(f.embedding, dims);
    if (!v) return null;
    let s = 0;
    for (let i = 0; i < dims; i++) s += v[i]! * query[i]!;
    scored.push({ f, s });
  }
  scored.sort((a, b) => (a.s !== b.s ? b.s - a.s : byRecency(a.f, b.f)));
  return scored.map((x) => x.f);
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
  // Later rows win: the newest rename is the current name (as in facts/entities.ts currentName).
  for (const r of cachedStatement(db, sql).all(...args) as { userId: string | null; agentId: string | null; entityKey: string; name: string }[]) {
    names.set(k(r.userId, r.agentId, r.entityKey), r.name);
  }
  return (fact, key) => names.get(k(fact.userId, fact.agentId, key)) ?? null;
}
