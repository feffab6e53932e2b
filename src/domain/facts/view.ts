import { and, asc, eq, getTableColumns, gt, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { idIn, tables, type Db, type Q, type Store, type Tx } from "../../db";
import type { FactRow } from "../../db/schema";

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

/** Stated as a plan and not begun yet (an out-of-order write can see a current fact's later start too). */
export const isPendingPlan = (c: Pick<FactRow, "statedTense" | "validFrom" | "invalidAt">, now: string) => c.statedTense === "planned" && tenseAt(c, now) === "planned";

/**
 * The same rules as SQL over `facts` for raw statements (`a` = table alias with its dot, `at` = the
 * bound instant). Open: not ended by then and not stated as past (plans included). Current: open,
 * begun by then, and not a plan without a date. Keep in step with tenseAt.
 */
export const openFactSql = (a: string, at: string) => `(${a}invalid_at is null or ${a}invalid_at > ${at}) and ${a}stated_tense <> 'past'`;
export const currentFactSql = (a: string, at: string) =>
  `${openFactSql(a, at)} and (${a}valid_from is null or ${a}valid_from <= ${at}) and not (${a}stated_tense = 'planned' and ${a}valid_from is null)`;

/** openFactSql as a drizzle condition on `facts` (the query builder's callers). */
export const openFactWhere = (at: string | Placeholder): SQL => {
  const f = tables.facts;
  return and(or(isNull(f.invalidAt), gt(f.invalidAt, at)), sql`${f.statedTense} <> 'past'`)!;
};

/** True now (or at `at`): begun, not ended, not a plan. */
export function isCurrent(row: Pick<FactRow, "statedTense" | "validFrom" | "invalidAt">, at: string): boolean {
  return tenseAt(row, at) === "current";
}

export function toWriteView(row: ViewRow, invalidated: string[], now: string): FactWriteView {
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

export type ViewRow = Omit<FactRow, "objectEmbedding" | "embedding">;

function columnsWithoutVectors(facts: typeof tables.facts) {
  const { objectEmbedding: _o, embedding: _e, ...columns } = getTableColumns(facts);
  return columns;
}
let viewColumnsOf: { facts: typeof tables.facts; columns: ReturnType<typeof columnsWithoutVectors> } | null = null;
/**
 * The columns of a ViewRow, to select: a fact without its two vectors, a kilobyte and a half each that
 * readers and the write path never compare (a slot of a long-held taste holds hundreds of open facts).
 */
export function viewColumns() {
  // Per backend: `tables` is bound when the store opens.
  if (viewColumnsOf?.facts !== tables.facts) viewColumnsOf = { facts: tables.facts, columns: columnsWithoutVectors(tables.facts) };
  return viewColumnsOf.columns;
}

const sourcesOf = (factIds: string[]) => sql`select s.fact_id as "factId", s.memory_id as "memoryId" from fact_sources s
  join memories m on m.id = s.memory_id and m.deleted_at is null
  where ${idIn(sql.raw("s.fact_id"), factIds)} order by s.added_at`;

const aliasesOf = (projectId: string, keys: string[]) => sql`select user_id as "userId", agent_id as "agentId", entity_key as "entityKey", name from entity_aliases
  where project_id = ${projectId} and ${idIn(sql.raw("entity_key"), keys)} order by id`;

const scopeKey = (u: string | null, a: string | null, key: string) => `${u ?? "\u0001"}\u0000${a ?? "\u0001"}\u0000${key}`;

/**
 * The read shape of many facts in two statements: their live sources, and the current names of every
 * entity they mention. One query per distinct entity would cost ~20 ms for the 200 facts of a profile. Rows must share one project.
 */
export async function readViews(store: Store, q: Q, rows: ViewRow[], now: string): Promise<FactView[]> {
  if (rows.length === 0) return [];
  const byFact = new Map<string, string[]>();
  const sources = await store.sql.all<{ factId: string; memoryId: string }>(q, sourcesOf(rows.map((r) => r.id)));
  for (const s of sources) (byFact.get(s.factId) ?? byFact.set(s.factId, []).get(s.factId)!).push(s.memoryId);
  const keys = new Set<string>();
  for (const r of rows) keys.add(r.subjectKey).add(r.objectKey);
  const names = new Map<string, string>();
  // Later rows win: the newest rename is the current name (facts/entities.ts addAlias).
  for (const a of await store.sql.all<{ userId: string | null; agentId: string | null; entityKey: string; name: string }>(q, aliasesOf(rows[0]!.projectId, [...keys]))) {
    names.set(scopeKey(a.userId, a.agentId, a.entityKey), a.name);
  }
  const nameOf = (r: ViewRow, key: string) => names.get(scopeKey(r.userId, r.agentId, key)) ?? null;
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    subject_type: r.subjectType,
    predicate: r.predicate,
    predicate_raw: r.predicateRaw,
    object: r.object,
    object_is_literal: Boolean(r.objectIsLiteral),
    predicate_family: r.predicateFamily,
    confidence: r.confidence,
    user_id: r.userId,
    agent_id: r.agentId,
    valid_from: r.validFrom,
    invalid_at: r.invalidAt,
    invalidated_by: r.invalidatedBy,
    source_memory_id: r.sourceMemoryId,
    created_at: r.createdAt,
    subject_canonical: nameOf(r, r.subjectKey) ?? r.subject,
    object_canonical: r.objectIsLiteral ? r.object : (nameOf(r, r.objectKey) ?? r.object),
    tense: tenseAt(r, now),
    last_confirmed_at: r.lastConfirmedAt,
    observation_count: r.observationCount,
    source_memory_ids: byFact.get(r.id) ?? [],
  }));
}

/** The facts a memory states that are true now (including ones first born from another memory). */
export async function currentFactsOfMemory(store: Store, db: Db | Tx, memoryId: string, now: string): Promise<FactView[]> {
  const s = tables.factSources;
  const f = tables.facts;
  const rows = (await db
    .select({ fact: f })
    .from(s)
    .innerJoin(f, eq(f.id, s.factId))
    .where(eq(s.memoryId, memoryId))
    .orderBy(asc(f.seq))).map((x) => x.fact)
    .filter((r) => isCurrent(r, now));
  return readViews(store, db, rows, now);
}
