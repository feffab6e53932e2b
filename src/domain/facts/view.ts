import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { tables, type Db, type Tx } from "../../db";
import type { FactRow } from "../../db/schema";
import { currentName, type AliasScope } from "./entities";

export interface FactView {
  id: string;
  subject: string;
  subject_type: string;
  predicate: string;
  predicate_raw: string;
  object: string;
  object_is_literal: boolean;
  predicate_family: string | null;
  confidence: number | null;
  user_id: string | null;
  agent_id: string | null;
  valid_from: string | null;
  invalid_at: string | null;
  invalidated_by: string | null;
  source_memory_id: string | null;
  created_at: string | null;
  subject_canonical: string;
  object_canonical: string;
  tense: "current" | "past" | "planned";
  last_confirmed_at: string | null;
  observation_count: number;
  source_memory_ids: string[];
}

export interface FactWriteView {
  id: string;
  subject: string;
  predicate: string;
  object: string;
  predicate_family: string | null;
  valid_from: string | null;
  invalidated: string[];
  tense: "current" | "past" | "planned";
  invalid_at: string | null;
  observation_count: number;
}

/** Tense as of `now`: stated past or closed → past; starting later (or a plan with no date) → planned. */
export function tenseAt(row: Pick<FactRow, "statedTense" | "validFrom" | "invalidAt">, now: string): "current" | "past" | "planned" {
  if (row.statedTense === "past" || (row.invalidAt !== null && row.invalidAt <= now)) return "past";
  if ((row.validFrom !== null && row.validFrom > now) || (row.statedTense === "planned" && row.validFrom === null)) return "planned";
  return "current";
}

/** True now (or at `at`): begun, not ended, not a plan. */
export function isCurrent(row: Pick<FactRow, "statedTense" | "validFrom" | "invalidAt">, at: string): boolean {
  return tenseAt(row, at) === "current";
}

export function toWriteView(row: FactRow, invalidated: string[], now: string): FactWriteView {
  return {
    id: row.id,
    subject: row.subject,
    predicate: row.predicate,
    object: row.object,
    predicate_family: row.predicateFamily,
    valid_from: row.validFrom,
    invalidated,
    tense: tenseAt(row, now),
    invalid_at: row.invalidAt,
    observation_count: row.observationCount,
  };
}

/** Read shapes for many rows with two extra queries (live sources, current names), not one per fact. */
export function toReadViews(db: Db | Tx, rows: FactRow[], now: string): FactView[] {
  if (rows.length === 0) return [];
  const s = tables.factSources;
  const m = tables.memories;
  const sources = db
    .select({ factId: s.factId, memoryId: s.memoryId })
    .from(s)
    .innerJoin(m, and(eq(m.id, s.memoryId), isNull(m.deletedAt)))
    .where(inArray(s.factId, rows.map((r) => r.id)))
    .orderBy(asc(s.addedAt))
    .all();
  const byFact = new Map<string, string[]>();
  for (const x of sources) byFact.set(x.factId, [...(byFact.get(x.factId) ?? []), x.memoryId]);
  const names = new Map<string, string | null>();
  const nameOf = (scope: AliasScope, key: string) => {
    const k = `${scope.userId}\u0000${scope.agentId}\u0000${key}`;
    if (!names.has(k)) names.set(k, currentName(db, scope, key));
    return names.get(k)!;
  };
  return rows.map((r) => {
    const scope = { projectId: r.projectId, userId: r.userId, agentId: r.agentId };
    return {
      id: r.id,
      subject: r.subject,
      subject_type: r.subjectType,
      predicate: r.predicate,
      predicate_raw: r.predicateRaw,
      object: r.object,
      object_is_literal: r.objectIsLiteral,
      predicate_family: r.predicateFamily,
      confidence: r.confidence,
      user_id: r.userId,
      agent_id: r.agentId,
      valid_from: r.validFrom,
      invalid_at: r.invalidAt,
      invalidated_by: r.invalidatedBy,
      source_memory_id: r.sourceMemoryId,
      created_at: r.createdAt,
      subject_canonical: nameOf(scope, r.subjectKey) ?? r.subject,
      object_canonical: r.objectIsLiteral ? r.object : (nameOf(scope, r.objectKey) ?? r.object),
      tense: tenseAt(r, now),
      last_confirmed_at: r.lastConfirmedAt,
      observation_count: r.observationCount,
      source_memory_ids: byFact.get(r.id) ?? [],
    };
  });
}

/** The facts a memory states that are true now (including ones first born from another memory). */
export function currentFactsOfMemory(db: Db | Tx, memoryId: string, now: string): FactView[] {
  const s = tables.factSources;
  const f = tables.facts;
  const rows = db
    .select({ fact: f })
    .from(s)
    .innerJoin(f, eq(f.id, s.factId))
    .where(eq(s.memoryId, memoryId))
    .orderBy(asc(f.seq))
    .all()
    .map((x) => x.fact)
    .filter((r) => isCurrent(r, now));
  return toReadViews(db, rows, now);
}
