import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { eqOrNull, tables, withTx, type Tx } from "../../db";
import type { MemoryRow } from "../../db/schema";
import type { SpeakerInput } from "../../extract/speakers";
import { SELF, type CandidateEnding, type CandidateFact, type Extraction } from "../../extract/types";
import { canonicalTs, nowTs } from "../clock";
import type { Runtime } from "../context";
import { recordClosure } from "./effects";
import { chargeModelCalls } from "../limits/model-budget";
import { recordAuditFor, type AuditSubject } from "../audit/record";
import { addAlias, entityKeyOf, selfKey } from "./entities";
import { prepareFacts, type FactInput } from "./prepare";
import { writeFact, type FactScope, type PreparedFact } from "./store";
import { isPendingPlan, openFactWhere, toWriteView, type FactWriteView } from "./view";

/** The version of a memory an extraction is for: a newer edit makes older extractions moot. */
export const memoryVersion = (m: Pick<MemoryRow, "updatedAt" | "createdAt">) => m.updatedAt ?? m.createdAt;

/**
 * When the fact became true: for a current fact the request timestamp, else a date the text states
 * (never a future one), else the time it was written. A plan keeps its future date (or none); a past
 * fact keeps a stated start and closes at its stated end or when it was said.
 */
export function factTimes(c: CandidateFact, memory: Pick<MemoryRow, "eventAt" | "createdAt" | "updatedAt">): Pick<FactInput, "validFrom" | "invalidAt"> {
  const said = memory.eventAt ?? memoryVersion(memory);
  const stated = c.valid_from ? canonicalTs(c.valid_from) : null;
  const until = c.valid_until ? canonicalTs(c.valid_until) : null;
  if (c.tense === "planned") return { validFrom: stated && stated > said ? stated : null, invalidAt: until };
  if (c.tense === "past") return { validFrom: stated && stated <= said ? stated : null, invalidAt: until && until <= said ? until : said };
  return { validFrom: memory.eventAt ?? (stated && stated <= said ? stated : null) ?? memoryVersion(memory), invalidAt: until };
}

export function candidateToInput(c: CandidateFact, memory: MemoryRow): FactInput {
  const isSelf = c.subject === SELF;
  return {
    subject: isSelf ? (memory.userId ?? "user") : c.subject,
    subjectType: isSelf ? "self" : c.subject_type,
    isSelf,
    predicateRaw: c.predicate_raw || c.predicate.replace(/_/g, " "),
    predicateSuggested: c.predicate,
    object: c.object,
    objectIsLiteral: c.object_is_literal,
    confidence: c.confidence,
    tense: c.tense,
    ...factTimes(c, memory),
    sourceMemoryId: memory.id,
    names: c.names ?? null,
  };
}

function liveMemory(tx: Tx | Runtime["db"], memoryId: string) {
  const m = tables.memories;
  return tx.select().from(m).where(and(eq(m.id, memoryId), isNull(m.deletedAt))).get() ?? null;
}

/** Other live memories still stating a fact (the memory being edited or deleted excluded). */
export function otherLiveSources(tx: Tx, factId: string, exceptMemoryId: string): number {
  const s = tables.factSources;
  const m = tables.memories;
  return tx
    .select({ n: sql<number>`count(*)` })
    .from(s)
    .innerJoin(m, and(eq(m.id, s.memoryId), isNull(m.deletedAt)))
    .where(and(eq(s.factId, factId), sql`${s.memoryId} <> ${exceptMemoryId}`))
    .get()!.n;
}

/** Open facts this memory is a source of. */
export function openFactsOfMemory(tx: Tx, memoryId: string, now: string) {
  const s = tables.factSources;
  const f = tables.facts;
  return tx
    .select({ fact: f })
    .from(s)
    .innerJoin(f, eq(f.id, s.factId))
    .where(and(eq(s.memoryId, memoryId), openFactWhere(now)))
    .all()
    .map((r) => r.fact);
}

/**
 * Open facts in a memory's scope (its project, user and agent), optionally only the speaker's own: the one
 * rule the pipeline's lookups of held values share, so a guess, an ending and a replacement see the same facts.
 */
function openInScope(memory: MemoryRow, now: string, opts: { speaker?: boolean } = {}) {
  const f = tables.facts;
  return and(
    eq(f.projectId, memory.projectId),
    eqOrNull(f.userId, memory.userId),
    eqOrNull(f.agentId, memory.agentId),
    opts.speaker ? eq(f.subjectKey, selfKey(memory.userId)) : undefined,
    openFactWhere(now),
  );
}

/** A fact holding this value, as the text names it (case aside). */
const holds = (value: string) => sql`lower(${tables.facts.object}) = ${value.toLowerCase()}`;

/** The message itself states a value of this predicate for the speaker (then a held fact is not the one meant). */
const statesOwn = (extraction: Extraction, predicate: string) => extraction.facts.some((c) => c.subject === SELF && c.predicate === predicate);

/** A fact of the speaker's that the pipeline derives from what the speaker holds (an ending, a plan carried out, a name). */
const heldFact = (raw: string, predicate: string, object: string, tense: CandidateFact["tense"], dates: { valid_from?: string | null; valid_until?: string | null } = {}): CandidateFact => ({
  subject: SELF, subject_type: "self", predicate_raw: raw, predicate, object, object_type: "unknown", object_is_literal: false, tense,
  valid_from: dates.valid_from ?? null, valid_until: dates.valid_until ?? null, confidence: 0.8,
});

export interface ExtractOptions {
  actor: string;
  /** Inside the final transaction: returns false when the job's effects were already applied. */
  claimEffects: (tx: Tx) => boolean;
}

interface Planned {
  memory: MemoryRow;
  version: string;
  extraction: Extraction;
  inputs: FactInput[];
}

/**
 * The memory's text and when it was said, with the names its speakers may go by: a transcript line labelled
 * with the end user's id or stated name is the end user's, one labelled with the agent's id the assistant's.
 */
function extractInput(rt: Runtime, memory: MemoryRow, version: string): SpeakerInput {
  const f = tables.facts;
  const names = rt.db.select({ name: f.object }).from(f).where(and(openInScope(memory, nowTs(rt.clock), { speaker: true }), eq(f.predicate, "name"))).all();
  return { text: memory.content, now: memory.eventAt ?? version, speakers: { user: [memory.userId, ...names.map((n) => n.name)], assistant: [memory.agentId] } };
}

/** Phase 1: the memory as of this version and what the extractor reads in it (null: nothing to do). */
async function plan(rt: Runtime, memoryId: string, version: string): Promise<Planned | null> {
  const memory = liveMemory(rt.db, memoryId);
  if (!memory || memoryVersion(memory) !== version) return null;
  let extraction: Extraction;
  try {
    extraction = await rt.extractor.extract(extractInput(rt, memory, version));
  } finally {
    chargeModelCalls(rt, 1);
  }
  // Endings first: what they close is closed as ended, before a new value in the same message supersedes it.
  const read = heldFullNames(rt, memory, employerMoves(rt, memory, extraction.facts));
  const said = retargetGuesses(rt, memory, read, extraction.endings ?? []);
  const facts = [
    ...heldEndings(rt, memory, extraction),
    ...heldReplacements(rt, memory, extraction),
    ...heldRealizations(rt, memory, extraction),
    ...heldNamings(rt, memory, extraction),
    ...statesLeft(rt, memory, said),
    ...said,
  ];
  return { memory, version, extraction: { ...extraction, facts }, inputs: facts.map((c) => candidateToInput(c, memory)) };
}

/**
 * A value read without its predicate comes with one guessed from the value's kind: a correction naming only
 * values ("sorry, it's Mila, not Mia"), or a pick that replaces a plan ("we've decided on Gdańsk instead").
 * The speaker's own facts say which predicate was meant: the one of the open fact holding the retracted (or
 * ended) value, else the one of the speaker's latest plan still pending. Every guessed value moves to it.
 */
function retargetGuesses(rt: Runtime, memory: MemoryRow, candidates: CandidateFact[], endings: CandidateEnding[]): CandidateFact[] {
  if (!candidates.some((c) => c.predicate_guessed && c.subject === SELF)) return candidates;
  const f = tables.facts;
  const mine = openInScope(memory, nowTs(rt.clock), { speaker: true });
  const anchors = [
    ...candidates.filter((c) => c.predicate_guessed && c.tense === "past" && c.subject === SELF).map((c) => c.object),
    ...endings.filter((e) => e.object).map((e) => e.object),
  ];
  let predicate: string | undefined;
  for (const value of anchors) {
    predicate = rt.db.select({ predicate: f.predicate }).from(f).where(and(mine, holds(value))).orderBy(sql`${f.seq} desc`).get()?.predicate;
    if (predicate) break;
  }
  // A pick with nothing retracted ("went with Chewy instead") replaces the plan still pending.
  if (!predicate && !anchors.length && candidates.some((c) => c.predicate_guessed && c.tense === "planned")) {
    predicate = rt.db.select({ predicate: f.predicate }).from(f).where(and(mine, eq(f.statedTense, "planned"))).orderBy(sql`${f.seq} desc`).get()?.predicate;
  }
  if (!predicate) return candidates;
  return candidates.map((c) => (c.predicate_guessed && c.subject === SELF && c.predicate !== predicate ? { ...c, predicate, predicate_raw: predicate.replace(/_/g, " ") } : c));
}

/**
 * "I have moved from Castle Street Surgery to the Lakes Medical Practice": a move whose old value the speaker
 * holds as an employer is a job change. Every lives_in the same words gave (old and new) becomes works_at.
 */
function employerMoves(rt: Runtime, memory: MemoryRow, candidates: CandidateFact[]): CandidateFact[] {
  const olds = candidates.filter((c) => c.subject === SELF && c.predicate === "lives_in" && c.tense === "past");
  if (!olds.length) return candidates;
  const f = tables.facts;
  const mine = openInScope(memory, nowTs(rt.clock), { speaker: true });
  const raws = new Set<string>();
  for (const c of olds) {
    const held = rt.db.select({ seq: f.seq }).from(f).where(and(mine, eq(f.predicate, "works_at"), holds(c.object))).get();
    if (held) raws.add(c.predicate_raw);
  }
  if (!raws.size) return candidates;
  const moved = candidates.map((c) => (c.subject === SELF && c.predicate === "lives_in" && raws.has(c.predicate_raw) ? { ...c, predicate: "works_at", object_type: "organization" as const } : c));
  // The old employer first: it closes as ended by its own fact, before the new one could supersede it.
  return [...moved.filter((c, i) => c !== candidates[i] && c.tense === "past"), ...moved.filter((c, i) => c === candidates[i] || c.tense !== "past")];
}

/**
 * "the Fitzwilliam post was withdrawn" of a held "Fitzwilliam Museum": a value said short of a name the
 * speaker holds under the same predicate is that name, when exactly one held value starts with it.
 */
function heldFullNames(rt: Runtime, memory: MemoryRow, candidates: CandidateFact[]): CandidateFact[] {
  if (!candidates.some((c) => c.subject === SELF && c.tense === "past")) return candidates;
  const f = tables.facts;
  const mine = openInScope(memory, nowTs(rt.clock), { speaker: true });
  return candidates.map((c) => {
    if (c.subject !== SELF || c.tense !== "past") return c;
    const v = c.object.toLowerCase();
    const rows = rt.db.select({ object: f.object }).from(f).where(and(mine, eq(f.predicate, c.predicate), sql`(lower(${f.object}) = ${v} or lower(${f.object}) like ${`${v.replace(/[%_\\]/g, "\\$&")} %`} escape '\\')`)).all();
    if (rows.some((r) => r.object.toLowerCase() === v) || rows.length !== 1) return c;
    return { ...c, object: rows[0]!.object };
  });
}

/**
 * An ending named by its value alone ("we lost Max", "my Amazon days are over") closes the speaker's open
 * facts holding that value, whatever their predicate (has_pet, works_at, a planned lives_in): each comes
 * back as its own fact in the past tense, which the store reads as the end of its open twin. An ending
 * that matches nothing the speaker holds says nothing.
 */
function heldEndings(rt: Runtime, memory: MemoryRow, extraction: Extraction): CandidateFact[] {
  if (!extraction.endings?.length) return [];
  const f = tables.facts;
  const mine = openInScope(memory, nowTs(rt.clock), { speaker: true });
  const said = new Set(extraction.facts.map((c) => `${c.predicate}|${c.object.toLowerCase()}`));
  const out: CandidateFact[] = [];
  for (const e of extraction.endings) {
    let held: { predicate: string; object: string }[];
    if (e.predicates?.length) {
      // Keyed on the predicate: only a single held value (not a plan) is surely the one that ended.
      const rows = rt.db.select({ predicate: f.predicate, object: f.object }).from(f).where(and(mine, inArray(f.predicate, e.predicates), sql`${f.statedTense} <> 'planned'`)).all();
      // A message that names the new value itself ("we split up and I'm seeing Jo") leaves the old one to supersession.
      held = rows.length === 1 && !statesOwn(extraction, rows[0]!.predicate) ? rows : [];
    } else {
      held = rt.db.select({ predicate: f.predicate, object: f.object }).from(f).where(and(mine, holds(e.object))).all();
    }
    for (const h of held) {
      // The same message may say more about it ("said goodbye to Lincoln High, and I'm back there in May").
      if (said.has(`${h.predicate}|${h.object.toLowerCase()}`)) continue;
      said.add(`${h.predicate}|${h.object.toLowerCase()}`);
      out.push(heldFact(e.raw, h.predicate, h.object, "past", { valid_until: e.valid_until }));
    }
  }
  return out;
}

/**
 * A plan said to have happened without its value ("I graduated yesterday!", "we finally moved!") is the
 * speaker's plan of that kind still pending, when there is exactly one and the message names no value of
 * that predicate itself: it comes back as a current fact, which the store reads as the plan carried out
 * (and, on a single-valued predicate, as the end of the value it replaces). Otherwise it says nothing.
 */
function heldRealizations(rt: Runtime, memory: MemoryRow, extraction: Extraction): CandidateFact[] {
  if (!extraction.realizations?.length) return [];
  const f = tables.facts;
  const now = nowTs(rt.clock);
  const mine = openInScope(memory, now, { speaker: true });
  const out: CandidateFact[] = [];
  for (const r of extraction.realizations) {
    const pending = rt.db
      .select({ predicate: f.predicate, object: f.object, statedTense: f.statedTense, validFrom: f.validFrom, invalidAt: f.invalidAt })
      .from(f)
      .where(and(mine, inArray(f.predicate, r.predicates), eq(f.statedTense, "planned")))
      .all()
      .filter((row) => isPendingPlan(row, now));
    if (pending.length === 1) {
      const plan = pending[0]!;
      if (!statesOwn(extraction, plan.predicate)) out.push(heldFact(r.raw, plan.predicate, plan.object, "current", { valid_from: r.valid_from }));
      continue;
    }
    // With several plans pending, which one happened is unknown.
    if (pending.length > 1) continue;
    // No plan on record, but the state it ends is: "I graduated!" while studying at one school is a degree
    // from that school, and the studying is over.
    for (const p of r.predicates) {
      const from = CARRIED_OUT_FROM[p];
      if (!from || statesOwn(extraction, p)) continue;
      const held = rt.db.select({ object: f.object }).from(f).where(and(mine, eq(f.predicate, from), sql`${f.statedTense} <> 'planned'`)).all();
      if (held.length !== 1) continue;
      out.push(heldFact(r.raw, from, held[0]!.object, "past"), heldFact(r.raw, p, held[0]!.object, "current", { valid_from: r.valid_from }));
    }
  }
  return out;
}

/** A fact carried out with no plan on record, and the open state it comes out of. */
const CARRIED_OUT_FROM: Record<string, string> = { graduated_from: "studies_at" };

/**
 * "I graduated from Purdue" while studying at Purdue: the state it comes out of is over. The speaker's open
 * fact of that state with the same value comes back in the past tense (the store closes its open twin).
 */
function statesLeft(rt: Runtime, memory: MemoryRow, candidates: CandidateFact[]): CandidateFact[] {
  const done = candidates.filter((c) => c.subject === SELF && c.tense === "current" && CARRIED_OUT_FROM[c.predicate]);
  if (!done.length) return [];
  const f = tables.facts;
  const mine = openInScope(memory, nowTs(rt.clock), { speaker: true });
  const out: CandidateFact[] = [];
  for (const c of done) {
    const from = CARRIED_OUT_FROM[c.predicate]!;
    const held = rt.db.select({ object: f.object }).from(f).where(and(mine, eq(f.predicate, from), holds(c.object))).get();
    if (held) out.push({ ...c, predicate: from, object: held.object, tense: "past", valid_from: null, valid_until: null });
  }
  return out;
}

/** Predicates whose value is first told by its kind ("we got a puppy", "we had a baby girl") and named later. */
const NAMED_LATER = ["has_pet", "has_child"];
const NAMED_WITHIN = 1;

/**
 * A name given without what it names ("we named him Rocket", "her name is Luna") is the name of the
 * speaker's one open pet or child held only by its kind: a value with no capital letter ("puppy", "baby
 * girl"), since a name is written with one, told in the speaker's message just before (NAMED_WITHIN). It comes
 * back as that predicate's fact naming the kind, which the store reads as the same animal or child, now
 * named. With none or several such facts it says nothing.
 */
function heldNamings(rt: Runtime, memory: MemoryRow, extraction: Extraction): CandidateFact[] {
  if (!extraction.namings?.length) return [];
  const f = tables.facts;
  const m = tables.memories;
  const s = tables.factSources;
  // "his name is Ernesto" names whoever was just talked about: only a kind told in the speaker's last
  // NAMED_WITHIN messages can be what a pronoun points back to (two back, "we got a puppy" / "my dad is
  // coming over" / "his name is Ernesto" named the puppy).
  const recent = rt.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.projectId, memory.projectId), eqOrNull(m.userId, memory.userId), eqOrNull(m.agentId, memory.agentId), isNull(m.deletedAt), lt(m.seq, memory.seq)))
    .orderBy(desc(m.seq))
    .limit(NAMED_WITHIN)
    .all()
    .map((r) => r.id);
  if (!recent.length) return [];
  const mine = openInScope(memory, nowTs(rt.clock), { speaker: true });
  const unnamed = rt.db
    .selectDistinct({ predicate: f.predicate, object: f.object })
    .from(f)
    .innerJoin(s, eq(s.factId, f.id))
    .where(and(mine, inArray(f.predicate, NAMED_LATER), inArray(s.memoryId, recent)))
    .all()
    .filter((row) => row.object === row.object.toLowerCase());
  if (unnamed.length !== 1) return [];
  const kind = unnamed[0]!;
  // The message may name it itself too ("we named the puppy Rocket" read as has_pet Rocket).
  if (statesOwn(extraction, kind.predicate)) return [];
  return extraction.namings.slice(0, 1).map((n) => ({ ...heldFact(n.raw, kind.predicate, n.name, "current"), names: kind.object }));
}

/**
 * A value put in place of another by the two values alone ("it's esomeprazole, not omeprazole") moves each
 * open fact holding the retracted value, the speaker's or anyone's they told about, to the new one: the new
 * value under the same subject and predicate (still a plan if it was one), and the old one in the past
 * tense, which the store reads as the end of its open twin. A replacement that matches nothing says nothing.
 */
function heldReplacements(rt: Runtime, memory: MemoryRow, extraction: Extraction): CandidateFact[] {
  if (!extraction.replacements?.length) return [];
  const f = tables.facts;
  const inScope = openInScope(memory, nowTs(rt.clock));
  const self = selfKey(memory.userId);
  const out: CandidateFact[] = [];
  const seen = new Set<string>();
  for (const r of extraction.replacements) {
    const held = rt.db
      .select({ subject: f.subject, subjectKey: f.subjectKey, subjectType: f.subjectType, predicate: f.predicate, object: f.object, literal: f.objectIsLiteral, tense: f.statedTense })
      .from(f)
      .where(and(inScope, holds(r.replaces)))
      .orderBy(sql`${f.seq} desc`)
      .all();
    for (const h of held) {
      const isSelf = h.subjectKey === self;
      const k = `${h.subjectKey}|${h.predicate}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const base = {
        subject: isSelf ? SELF : h.subject, subject_type: (isSelf ? "self" : h.subjectType) as CandidateFact["subject_type"], predicate_raw: "meant", predicate: h.predicate,
        object_type: "unknown" as const, object_is_literal: h.literal, valid_from: null, valid_until: null, confidence: 0.8,
      };
      // The old value first: it closes as retracted (past), before the new value could supersede it.
      out.push({ ...base, object: h.object, tense: "past" }, { ...base, object: r.object, tense: h.tense === "planned" ? "planned" : "current" });
    }
  }
  return out;
}

/**
 * Extracts a memory's facts and applies them: model work first (extractor, vectors), then one
 * transaction that re-checks the memory is still this version, records aliases, writes each fact
 * through the contradiction check, closes facts an edit no longer states, and marks the memory ready.
 * Returns null when there was nothing to do (deleted, edited since, or already applied).
 */
export async function extractMemoryFacts(rt: Runtime, memoryId: string, version: string, opts: ExtractOptions): Promise<FactWriteView[] | null> {
  const planned = await plan(rt, memoryId, version);
  if (!planned) {
    withTx(rt.db, (tx) => void opts.claimEffects(tx));
    return null;
  }
  return apply(rt, planned, await prepareFacts(rt.embedder, planned.inputs), opts);
}

/**
 * The same for several memories at once (the worker's extraction jobs): one model call prepares the
 * facts of all of them, then each memory gets its own transaction. Returns the ids that failed.
 */
export async function extractManyMemoryFacts(
  rt: Runtime,
  work: { memoryId: string; version: string; opts: ExtractOptions }[],
): Promise<{ index: number; error: unknown }[]> {
  const failures: { index: number; error: unknown }[] = [];
  const plans = await Promise.all(work.map((w, index) => plan(rt, w.memoryId, w.version).catch((error) => (failures.push({ index, error }), undefined))));
  const all = plans.flatMap((p) => p?.inputs ?? []);
  const prepared = await prepareFacts(rt.embedder, all);
  let at = 0;
  plans.forEach((p, index) => {
    if (p === undefined) return;
    try {
      if (p === null) withTx(rt.db, (tx) => void work[index]!.opts.claimEffects(tx));
      else apply(rt, p, prepared.slice(at, at + p.inputs.length), work[index]!.opts);
    } catch (error) {
      failures.push({ index, error });
    }
    at += p?.inputs.length ?? 0;
  });
  return failures;
}

/** Phase 2: one synchronous transaction per memory. */
function apply(rt: Runtime, planned: Planned, prepared: PreparedFact[], opts: ExtractOptions): FactWriteView[] | null {
  const { memory, version, extraction } = planned;
  const memoryId = memory.id;
  return withTx(rt.db, (tx) => {
    const still = liveMemory(tx, memoryId);
    if (!still || memoryVersion(still) !== version || !opts.claimEffects(tx)) return null;
    const now = nowTs(rt.clock);
    const scope: FactScope = { accountId: memory.accountId, projectId: memory.projectId, userId: memory.userId, agentId: memory.agentId, runId: memory.runId };
    const aliasScope = { projectId: scope.projectId, userId: scope.userId, agentId: scope.agentId };
    for (const a of extraction.aliases) {
      const key = a.from === SELF ? selfKey(memory.userId) : entityKeyOf(tx, aliasScope, a.from);
      const aliasId = addAlias(tx, aliasScope, key, a.from === SELF ? (memory.userId ?? "user") : a.from, a.to, now, memory.id);
      // The audit log names the alias by id only, never by name.
      recordAuditFor(tx, { accountId: memory.accountId, projectId: memory.projectId, actor: opts.actor as AuditSubject["actor"], ip: null, clock: rt.clock }, {
        action: "setting_change",
        userId: memory.userId,
        targetId: `alias:${aliasId}`,
        meta: { setting: "alias", op: "create" },
      });
    }
    const before = memory.updatedAt ? openFactsOfMemory(tx, memory.id, now) : [];
    const outcomes = prepared.map((p) =>
      writeFact(tx, scope, p, now, (c) => recordClosure(tx, c.fact, { by: c.by, at: now, actor: opts.actor, webhook: true })),
    );
    // An edit: facts this memory stated before and no longer states leave it; a fact no other memory
    // states closes at the edit time.
    const kept = new Set(outcomes.map((o) => o.fact.id));
    const f = tables.facts;
    for (const old of before) {
      if (kept.has(old.id)) continue;
      const nowRow = tx.select().from(f).where(eq(f.id, old.id)).get()!;
      if (nowRow.invalidAt !== null && nowRow.invalidAt <= now) continue; // superseded by this very edit
      tx.delete(tables.factSources).where(and(eq(tables.factSources.factId, old.id), eq(tables.factSources.memoryId, memory.id))).run();
      if (otherLiveSources(tx, old.id, memory.id) > 0 || old.sourceMemoryId === null) continue;
      const closedAt = memory.updatedAt!;
      tx.update(f).set({ invalidAt: closedAt, invalidatedBy: null, closeReason: "memory_updated" }).where(eq(f.seq, old.seq)).run();
      recordClosure(tx, { ...nowRow, invalidAt: closedAt }, { by: null, at: now, actor: opts.actor, webhook: true, extra: { reason: "memory_updated", memory_id: memory.id } });
    }
    tx.update(tables.memories).set({ status: "ready" }).where(eq(tables.memories.seq, memory.seq)).run();
    return outcomes.map((o) => toWriteView(o.fact, o.invalidated, now));
  });
}
