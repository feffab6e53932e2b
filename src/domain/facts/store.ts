import { and, desc, eq, gt, isNotNull, lte } from "drizzle-orm";
import { eqOrNull, first, prepared, tables, type Slots, type Tx } from "../../db";
import { newId } from "../ids";
import { emit } from "../events/emit";
import { entityKeyOf, selfKey, type AliasScope } from "./entities";
import { isAcronymOf, normKey, singular, tasteKey } from "./normalize";
import { resolvePredicate, type CanonicalPredicate, type PredicateHint } from "./vocabulary";
import { isPendingPlan, openFactWhere, viewColumns, type ViewRow } from "./view";
import type { FactInput } from "./prepare";
import { saidAt } from "../memories/version";

/*
 * Object sameness is lexical: same key, same singular, or an acronym ("NYC" / "New York City").
 * bench/vocabulary.ts measured why not embeddings: "New York"/"York" (different) scores 0.933, above
 * "NYC"/"New York City" (same) at 0.911, and no truly same pair reached a safe threshold (0.95), while a
 * false "same" would turn a move into a reconfirmation. Undecided pairs are read as different.
 */

export interface FactScope {
  accountId: string;
  projectId: string;
  userId: string | null;
  agentId: string | null;
  runId: string | null;
}

/**
 * A fact ready to write: everything that needs the model (vectors) was computed before the transaction.
 * Its fields are the input's (facts/prepare.ts FactInput), the raw and suggested predicate replaced by
 * the predicate's hint, plus the vector of the whole triple as text, for ranking facts against a query.
 */
export type PreparedFact = Omit<FactInput, "predicateRaw" | "predicateSuggested"> & { predicate: PredicateHint; tripleVector: Float32Array };

export interface WriteOutcome {
  fact: ViewRow;
  predicate: CanonicalPredicate;
  /** Facts this write closed (superseded, or a restated fact closed by a past-tense write). */
  invalidated: string[];
  reconfirmed: boolean;
}

export interface ClosedFact {
  fact: ViewRow;
  reason: "superseded" | "past";
  by: string | null;
}


type Slot = { projectId: string; userId: string | null; agentId: string | null; subjectKey: string; predicate: string };

/** The slot a fact fills: same project, end user, agent, subject (after aliases) and canonical predicate. */
function sameSlot(s: Slot | Slots<Slot>) {
  const f = tables.facts;
  return and(eq(f.projectId, s.projectId), eq(f.subjectKey, s.subjectKey), eq(f.predicate, s.predicate), eqOrNull(f.userId, s.userId), eqOrNull(f.agentId, s.agentId));
}

type NewFact = Omit<typeof tables.facts.$inferSelect, "seq">;
const insertFact = prepared<NewFact, { seq: number }[]>("insert_fact", (q, v) => (q as Tx).insert(tables.facts).values(v).returning({ seq: tables.facts.seq }));

const openInSlot = prepared<Slot & { now: string }, ViewRow[]>("open_facts_in_slot", (q, v) =>
  (q as Tx).select(viewColumns()).from(tables.facts).where(and(sameSlot(v), openFactWhere(v.now))),
);

/** Open: not closed, or closed only at a future instant (a known end). Planned facts are open too. */
export async function openFacts(tx: Tx, scope: FactScope, subjectKey: string, predicate: string, now: string): Promise<ViewRow[]> {
  return await openInSlot(tx, { projectId: scope.projectId, userId: scope.userId, agentId: scope.agentId, subjectKey, predicate, now });
}

/** The slot's facts that have ended by `now`, newest first. */
async function endedFacts(tx: Tx, scope: FactScope, subjectKey: string, predicate: string, now: string): Promise<ViewRow[]> {
  const f = tables.facts;
  return await tx.select(viewColumns()).from(f).where(and(sameSlot({ projectId: scope.projectId, userId: scope.userId, agentId: scope.agentId, subjectKey, predicate }), isNotNull(f.invalidAt), lte(f.invalidAt, now))).orderBy(desc(f.seq));
}

/** Predicates whose values are tastes: the same thing liked in other words is one fact, reconfirmed. */
const TASTES = new Set(["likes", "dislikes", "prefers"]);

function sameObject(p: PreparedFact, objectKey: string, row: ViewRow): boolean {
  if (row.objectKey === objectKey || singular(row.objectKey) === singular(objectKey)) return true;
  if (TASTES.has(row.predicate) && tasteKey(p.object) === tasteKey(row.object)) return true;
  return isAcronymOf(p.object, row.object);
}

/**
 * Stage 1: the open facts with the same subject (after aliases) and canonical predicate in the same end
 * user and agent scope. Stage 2, per candidate: the same object reconfirms it; a different object on a
 * single-valued predicate supersedes it (unless the new fact is older: then the new one is stored closed);
 * on a multi-valued predicate both stay current. A past-tense write closes its open twin or is stored
 * closed. `onClose` lets the caller emit events and history for each closed fact in this transaction.
 */
export async function writeFact(tx: Tx, scope: FactScope, p: PreparedFact, now: string, onClose: (c: ClosedFact) => void | Promise<void>): Promise<WriteOutcome> {
  const predicate = await resolvePredicate(tx, scope.projectId, p.predicate, now);
  const alias: AliasScope = { projectId: scope.projectId, userId: scope.userId, agentId: scope.agentId };
  const subjectKey = p.isSelf ? selfKey(scope.userId) : await entityKeyOf(tx, alias, p.subject);
  const objectKey = p.objectIsLiteral ? normKey(p.object) : await entityKeyOf(tx, alias, p.object);
  const f = tables.facts;
  const candidates = await openFacts(tx, scope, subjectKey, predicate.name, now);
  const invalidated: string[] = [];

  // A past-tense write that ends before an open fact began is about an earlier stint, not that fact (a
  // backdated "we lost Max" processed after a newer has_pet Max): it never closes it before its valid_from.
  const endsBefore = (c: ViewRow) => p.tense === "past" && c.statedTense !== "planned" && c.validFrom !== null && p.saidAt != null && p.saidAt < c.validFrom;
  const twin = candidates.find((c) => sameObject(p, objectKey, c) && !endsBefore(c));
  if (twin) {
    if (p.tense === "past") {
      // "I retired last month" of a job first told today: it ends when it began, never before.
      const stated = p.invalidAt ?? now;
      const closedAt = twin.statedTense !== "planned" && twin.validFrom !== null && stated < twin.validFrom ? twin.validFrom : stated;
      const cancelled = isPendingPlan(twin, now);
      await tx.update(f).set({ invalidAt: closedAt, closeReason: "past", lastConfirmedAt: now }).where(eq(f.seq, twin.seq));
      if (cancelled) await liftEndsSetBy(tx, twin.id, now);
      const closed = { ...twin, invalidAt: closedAt, closeReason: "past" };
      await onClose({ fact: closed, reason: "past", by: null });
      return { fact: closed, predicate, invalidated: [twin.id], reconfirmed: true };
    }
    const newSource = p.sourceMemoryId === null || !await hasSource(tx, twin.id, p.sourceMemoryId);
    const patch: Partial<ViewRow> = { lastConfirmedAt: now, observationCount: twin.observationCount + (newSource ? 1 : 0) };
    // A plan that is now stated as done becomes a current fact, and on a single-valued predicate it
    // now supersedes what was current until then (the plan alone did not).
    const realized = twin.statedTense === "planned" && p.tense === "current";
    const invalidated: string[] = [];
    if (realized) {
      patch.statedTense = "current";
      if (p.validFrom && (!twin.validFrom || p.validFrom < twin.validFrom)) patch.validFrom = p.validFrom;
      if (predicate.cardinality === "single") {
        const others = candidates.filter((c) => c.seq !== twin.seq);
        invalidated.push(...(await supersede(tx, others, { ...p, validFrom: patch.validFrom ?? twin.validFrom ?? p.validFrom }, twin.id, now, onClose)).closed);
      }
    }
    await tx.update(f).set(patch).where(eq(f.seq, twin.seq));
    if (p.sourceMemoryId) await addSource(tx, twin.id, p.sourceMemoryId, now);
    return { fact: { ...twin, ...patch }, predicate, invalidated, reconfirmed: true };
  }

  // A past-tense write of something already stored as ended is that fact again, not a second closed row:
  // "we moved from Leeds to York" (York superseded Leeds a moment ago, in this same message), or "I used
  // to live in Leeds" said twice. It counts as a reconfirmation. A different stated start is another stint.
  if (p.tense === "past") {
    const ended = (await endedFacts(tx, scope, subjectKey, predicate.name, now)).find((c) => sameObject(p, objectKey, c) && (p.validFrom === null || p.validFrom === c.validFrom));
    if (ended) {
      const newSource = p.sourceMemoryId === null || !await hasSource(tx, ended.id, p.sourceMemoryId);
      const patch: Partial<ViewRow> = { lastConfirmedAt: now, observationCount: ended.observationCount + (newSource ? 1 : 0) };
      await tx.update(f).set(patch).where(eq(f.seq, ended.seq));
      if (p.sourceMemoryId) await addSource(tx, ended.id, p.sourceMemoryId, now);
      return { fact: { ...ended, ...patch }, predicate, invalidated: [], reconfirmed: true };
    }
  }

  const id = newId("fct_");
  let invalidAt = p.invalidAt;
  let invalidatedBy: string | null = null;
  let closeReason: string | null = p.tense === "past" ? "past" : null;
  if (p.tense !== "past" && p.names) {
    // "We got a cat" then "our cat Mochi": the same animal, now named; on a multi-valued predicate the
    // generic fact would otherwise stay beside it as a second one. Not a contradiction (close reason
    // `named`, not `superseded`): a second, different value still closes nothing.
    const generic = normKey(p.names);
    for (const c of candidates) {
      if (c.objectKey !== generic || c.statedTense === "planned") continue;
      await closeFor(tx, c, p.validFrom ?? now, id, "named", onClose);
      invalidated.push(c.id);
    }
  }
  if (p.tense !== "past" && predicate.cardinality === "single") {
    const outcome = await supersede(tx, candidates.filter((c) => !invalidated.includes(c.id)), p, id, now, onClose);
    invalidated.push(...outcome.closed);
    if (outcome.endedBy && (invalidAt === null || outcome.endedBy.at < invalidAt)) {
      invalidAt = outcome.endedBy.at;
      invalidatedBy = outcome.endedBy.id;
      closeReason = "superseded";
    }
  }
  const row: NewFact = {
    id,
    accountId: scope.accountId,
    projectId: scope.projectId,
    userId: scope.userId,
    agentId: scope.agentId,
    runId: scope.runId,
    subject: p.subject,
    subjectKey,
    subjectType: p.subjectType,
    predicate: predicate.name,
    predicateRaw: p.predicate.raw,
    predicateFamily: predicate.family,
    object: p.object,
    objectKey,
    objectIsLiteral: p.objectIsLiteral,
    confidence: p.confidence === null ? null : Math.round(p.confidence * 1000) / 1000,
    statedTense: p.tense,
    validFrom: p.validFrom,
    invalidAt,
    invalidatedBy,
    closeReason,
    sourceMemoryId: p.sourceMemoryId,
    extractorRule: p.rule ?? null,
    createdAt: now,
    lastConfirmedAt: p.sourceMemoryId ? now : null,
    observationCount: 1,
    objectEmbedding: null,
    embedding: blobOf(p.tripleVector),
  };
  const [{ seq }] = (await insertFact(tx, row)) as [{ seq: number }];
  if (p.sourceMemoryId) await addSource(tx, id, p.sourceMemoryId, now);
  // Ids and labels only: the outbox keeps no fact text.
  await emit(tx, { accountId: scope.accountId, projectId: scope.projectId, userId: scope.userId, type: "fact.created", data: { fact_id: id, predicate: predicate.name, user_id: scope.userId, agent_id: scope.agentId }, at: now });
  return { fact: { ...row, seq }, predicate, invalidated, reconfirmed: false };
}

/**
 * Stage 2 on a single-valued predicate, for a new fact `p` (id `byId`) against the open facts with other
 * objects. A current fact closes them at its valid_from (a plan not yet begun: now, as cancelled),
 * unless a current one began later than it: then the new fact is the one that ends then (`endedBy`).
 * "Began" there is a start the open fact stated, or when it was said if the new fact was said before
 * that; said later, the new fact is newer news (toldSinceUndatedStart).
 * A plan replaces an older plan, but a current fact stays current until the plan begins: a dated plan
 * gives it that date as a known end, an undated plan leaves it open (it is superseded when the plan is
 * stated as done).
 */
async function supersede(
  tx: Tx,
  candidates: ViewRow[],
  p: Pick<PreparedFact, "tense" | "validFrom" | "saidAt">,
  byId: string,
  now: string,
  onClose: (c: ClosedFact) => void | Promise<void>,
): Promise<{ closed: string[]; endedBy: { id: string; at: string } | null }> {
  const closed: string[] = [];
  let endedBy: { id: string; at: string } | null = null;
  for (const c of candidates) {
    const cIsPlan = isPendingPlan(c, now);
    if (p.tense === "planned" && !cIsPlan && p.validFrom === null) continue;
    // A plan not yet begun that meets a different outcome is cancelled, never the outcome ended by it.
    const newer = !cIsPlan && c.validFrom !== null && p.validFrom !== null && p.validFrom < c.validFrom && !(await toldSinceUndatedStart(tx, c, p.saidAt ?? now));
    if (newer) {
      // The open fact is more recent than what we just learned: ours ended when that one began.
      if (endedBy === null || c.validFrom! < endedBy.at) endedBy = { id: c.id, at: c.validFrom! };
      continue;
    }
    await closeFor(tx, c, cIsPlan ? now : (p.validFrom ?? now), byId, "superseded", onClose);
    closed.push(c.id);
    if (cIsPlan) await liftEndsSetBy(tx, c.id, now);
  }
  return { closed, endedBy };
}

const memorySaid = prepared<{ id: string }, { eventAt: string | null; createdAt: string; updatedAt: string | null }[]>("memory_said_at", (q, v) => {
  const m = tables.memories;
  return (q as Tx).select({ eventAt: m.eventAt, createdAt: m.createdAt, updatedAt: m.updatedAt }).from(m).where(eq(m.id, v.id)).limit(1);
});

/**
 * Whether the open fact's valid_from is only when it was said (no start was stated: "I'm 34", "Emma lives
 * in Rome"), and the new fact was said at or after that. Then a new value with an earlier stated start
 * ("I turned 35 today", "she moved to Milan last month") is newer news, not an earlier stint: it
 * supersedes. A stated start of the open fact ("since 2020") still wins over an earlier one.
 */
async function toldSinceUndatedStart(tx: Tx, c: ViewRow, newSaidAt: string): Promise<boolean> {
  if (c.validFrom === null || newSaidAt < c.validFrom) return false;
  if (c.sourceMemoryId === null) return c.validFrom === c.createdAt; // a direct write without valid_from starts when written
  const said = (await memorySaid(tx, { id: c.sourceMemoryId }))[0];
  return said !== undefined && c.validFrom === saidAt(said);
}

/** Closes an open fact at `at` in favour of the new fact `byId`; the caller's `onClose` records it (event, history). */
async function closeFor(tx: Tx, c: ViewRow, closeAt: string, byId: string, closeReason: "superseded" | "named", onClose: (c: ClosedFact) => void | Promise<void>): Promise<void> {
  const f = tables.facts;
  // Never before it began (a write processed late, dated before a fact written since).
  const at = c.validFrom !== null && c.statedTense !== "planned" && closeAt < c.validFrom ? c.validFrom : closeAt;
  await tx.update(f).set({ invalidAt: at, invalidatedBy: byId, closeReason }).where(eq(f.seq, c.seq));
  await onClose({ fact: { ...c, invalidAt: at, invalidatedBy: byId, closeReason }, reason: "superseded", by: byId });
}


/**
 * A dated plan gave the facts it would replace a known end (its start). When the plan is cancelled or
 * replaced before it begins, those ends no longer hold: the facts are open again. Ends already past, or
 * set by anything else, stay.
 */
async function liftEndsSetBy(tx: Tx, planId: string, now: string): Promise<void> {
  const f = tables.facts;
  await tx.update(f)
    .set({ invalidAt: null, invalidatedBy: null, closeReason: null })
    .where(and(eq(f.invalidatedBy, planId), gt(f.invalidAt, now)));
}

const blobOf = (v: Float32Array) => Buffer.from(v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength));

const sourceRow = prepared<{ factId: string; memoryId: string }, { m: string }[]>("fact_has_source", (q, v) => {
  const s = tables.factSources;
  return (q as Tx).select({ m: s.memoryId }).from(s).where(and(eq(s.factId, v.factId), eq(s.memoryId, v.memoryId))).limit(1);
});

async function hasSource(tx: Tx, factId: string, memoryId: string): Promise<boolean> {
  return (await sourceRow(tx, { factId, memoryId })).length > 0;
}

const insertSource = prepared<{ factId: string; memoryId: string; at: string }, unknown>("insert_fact_source", (q, v) =>
  (q as Tx).insert(tables.factSources).values({ factId: v.factId, memoryId: v.memoryId, addedAt: v.at }).onConflictDoNothing(),
);

export async function addSource(tx: Tx, factId: string, memoryId: string, at: string): Promise<void> {
  await insertSource(tx, { factId, memoryId, at });
}
