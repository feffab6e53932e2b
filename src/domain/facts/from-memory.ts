import { and, desc, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import { eqOrNull, first, prepared as preparedStatement, tables, withTx, type Q, type Tx } from "../../db";
import type { MemoryRow } from "../../db/schema";
import { resolveExtraction, type HeldFact, type HeldFacts } from "../../extract/resolve";
import { SELF, type CandidateFact, type Extraction, type Tense } from "../../extract/types";
import type { SpeakerInput } from "../../extract/speakers";
import { canonicalTs, nowTs } from "../clock";
import type { Runtime } from "../context";
import { recordClosure } from "./effects";
import { chargeModelCalls } from "../limits/model-budget";
import { recordAuditFor, type AuditSubject } from "../audit/record";
import { addAlias, aliasKeys, entityKeyOf, keyIn, selfKey } from "./entities";
import { prepareVectors, vectorKey, withVectors, type FactInput, type FactVectors } from "./prepare";
import { writeFact, type FactScope, type PreparedFact, type WriteOutcome } from "./store";
import { scopeLock } from "../locks";
import { memoryVersion, saidAt } from "../memories/version";
import { isPendingPlan, openFactWhere, toWriteView, type FactWriteView } from "./view";


/**
 * When the fact became true: for a current fact the request timestamp, else a date the text states
 * (never a future one), else the time it was written. A plan keeps its future date (or none); a past
 * fact keeps a stated start and closes at its stated end or when it was said.
 */
export function factTimes(c: CandidateFact, memory: Pick<MemoryRow, "eventAt" | "createdAt" | "updatedAt">): Pick<FactInput, "validFrom" | "invalidAt"> {
  const said = saidAt(memory);
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
    saidAt: saidAt(memory),
    rule: provenance(c),
  };
}

/** What facts.extractor_rule keeps: the rule's id, then the rewrites that led to it, as `engram extract` prints them. */
function provenance(c: CandidateFact): string | null {
  if (!c.rule) return null;
  return c.rewrites?.length ? `${c.rule}; rewrites ${c.rewrites.join(", ")}` : c.rule;
}

const liveRow = preparedStatement<{ id: string }, MemoryRow[]>("live_memory", (q, v) => {
  const m = tables.memories;
  return (q as Tx).select().from(m).where(and(eq(m.id, v.id), isNull(m.deletedAt))).limit(1);
});
const liveVersion = preparedStatement<{ id: string }, { updatedAt: string | null; createdAt: string }[]>("live_memory_version", (q, v) => {
  const m = tables.memories;
  return (q as Tx).select({ updatedAt: m.updatedAt, createdAt: m.createdAt }).from(m).where(and(eq(m.id, v.id), isNull(m.deletedAt))).limit(1);
});
const markReady = preparedStatement<{ seq: number }, unknown>("memory_ready", (q, v) => (q as Tx).update(tables.memories).set({ status: "ready" }).where(eq(tables.memories.seq, v.seq)));
type NamesOf = { projectId: string; userId: string | null; agentId: string | null; selfKey: string; now: string };
const statedNames = preparedStatement<NamesOf, { name: string }[]>("stated_names", (q, v) => {
  const f = tables.facts;
  return (q as Tx).select({ name: f.object }).from(f)
    .where(and(eq(f.projectId, v.projectId), eqOrNull(f.userId, v.userId), eqOrNull(f.agentId, v.agentId), eq(f.subjectKey, v.selfKey), eq(f.predicate, "name"), openFactWhere(v.now)));
});

async function liveMemory(q: Q, memoryId: string): Promise<MemoryRow | null> {
  return (await liveRow(q, { id: memoryId }))[0] ?? null;
}

/** Other live memories still stating a fact (the memory being edited or deleted excluded). */
export async function otherLiveSources(tx: Tx, factId: string, exceptMemoryId: string): Promise<number> {
  const s = tables.factSources;
  const m = tables.memories;
  return (await first(tx
    .select({ n: sql<number>`count(*)` })
    .from(s)
    .innerJoin(m, and(eq(m.id, s.memoryId), isNull(m.deletedAt)))
    .where(and(eq(s.factId, factId), sql`${s.memoryId} <> ${exceptMemoryId}`))))!.n;
}

/** Open facts this memory is a source of. */
export async function openFactsOfMemory(tx: Tx, memoryId: string, now: string) {
  const s = tables.factSources;
  const f = tables.facts;
  return (await tx
    .select({ fact: f })
    .from(s)
    .innerJoin(f, eq(f.id, s.factId))
    .where(and(eq(s.memoryId, memoryId), openFactWhere(now)))).map((r) => r.fact);
}

/** What a held-facts port was asked for before it was read: read it, then ask again. */
class NotRead {
  constructor(readonly want: { subjectKey: string } | "all" | "aliases") {}
}

/**
 * The held facts the resolution stage reads a memory against: the open facts of its scope (project, end user,
 * agent) at the instant the memory was said (its timestamp, else when it was written), not when a worker gets
 * to it, so a backlog reads each message as it would have been read on arrival. Read only as resolution asks
 * for them, a subject at a time: most messages need none, and a scope's whole history read for every message
 * made each extraction slower as the end user's history grew. Resolution is pure and synchronous: a question
 * the port cannot answer yet stops it (NotRead), the answer is read, and it runs again from the start.
 */
async function resolveAgainstHeld(db: Tx, memory: MemoryRow, extraction: Extraction): Promise<CandidateFact[]> {
  const at = saidAt(memory);
  const scope = { projectId: memory.projectId, userId: memory.userId, agentId: memory.agentId };
  const f = tables.facts;
  let aliases: Map<string, string> | null = null;
  let all: HeldFact[] | null = null;
  const bySubject = new Map<string, HeldFact[]>();
  let recent: Set<string> | null = null;
  const held: HeldFacts = {
    keyOf: (subject) => {
      if (subject === SELF) return selfKey(memory.userId);
      if (!aliases) throw new NotRead("aliases");
      return keyIn(aliases, subject);
    },
    open: () => all ?? fail(new NotRead("all")),
    of: (subjectKey) => (all ? all.filter((h) => h.subjectKey === subjectKey) : (bySubject.get(subjectKey) ?? fail(new NotRead({ subjectKey })))),
  };
  const read = async (where: SQL) => {
    recent ??= await recentFactIds(db, memory);
    const rows = await db
      .select({ id: f.id, seq: f.seq, subject: f.subject, subjectKey: f.subjectKey, subjectType: f.subjectType, predicate: f.predicate, object: f.object, literal: f.objectIsLiteral, statedTense: f.statedTense, validFrom: f.validFrom, invalidAt: f.invalidAt })
      .from(f)
      .where(and(eq(f.projectId, memory.projectId), eqOrNull(f.userId, memory.userId), eqOrNull(f.agentId, memory.agentId), where, openFactWhere(at)));
    return rows.map((r): HeldFact => ({
      subjectKey: r.subjectKey, subject: r.subject, subjectType: r.subjectType, predicate: r.predicate, object: r.object, literal: r.literal,
      tense: r.statedTense as Tense, pending: isPendingPlan(r, at), recent: recent!.has(r.id), seq: r.seq,
    }));
  };
  for (;;) {
    try {
      return resolveExtraction(extraction, held);
    } catch (e) {
      if (!(e instanceof NotRead)) throw e;
      if (e.want === "aliases") aliases = await aliasKeys(db, scope);
      else if (e.want === "all") all = await read(sql`true`);
      else bySubject.set(e.want.subjectKey, await read(eq(f.subjectKey, e.want.subjectKey)));
    }
  }
}

const fail = (e: unknown): never => {
  throw e;
};

/** The facts the scope's message just before this one stated: what "his name is Ernesto" can point back to. */
async function recentFactIds(db: Tx, memory: MemoryRow): Promise<Set<string>> {
  const m = tables.memories;
  const s = tables.factSources;
  const previous = await first(
    db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.projectId, memory.projectId), eqOrNull(m.userId, memory.userId), eqOrNull(m.agentId, memory.agentId), isNull(m.deletedAt), lt(m.seq, memory.seq)))
      .orderBy(desc(m.seq)),
  );
  return new Set(previous ? (await db.select({ id: s.factId }).from(s).where(eq(s.memoryId, previous.id))).map((r) => r.id) : []);
}

export interface ExtractOptions {
  actor: string;
  /** Inside the final transaction: returns false when the job's effects were already applied. */
  claimEffects: (tx: Tx) => Promise<boolean>;
  /** The model call was counted when the job was let through (reserveModelCalls): not again here. */
  prepaid?: boolean;
}

interface Read {
  memory: MemoryRow;
  version: string;
  extraction: Extraction;
}

const scopeOf = (m: Pick<MemoryRow, "projectId" | "userId" | "agentId">) => JSON.stringify([m.projectId, m.userId, m.agentId]);

export type ExtractOutcome = { views: FactWriteView[] | null } | { error: unknown } | { deferred: true };

/**
 * The memory's text and when it was said, with the names its speakers may go by: a transcript line labelled
 * with the end user's id or stated name is the end user's, one labelled with the agent's id the assistant's.
 */
export async function extractInput(rt: Runtime, memory: MemoryRow, version: string): Promise<SpeakerInput> {
  const names = await statedNames(rt.db, { projectId: memory.projectId, userId: memory.userId, agentId: memory.agentId, selfKey: selfKey(memory.userId), now: nowTs(rt.clock) });
  return { text: memory.content, now: memory.eventAt ?? version, speakers: { user: [memory.userId, ...names.map((n) => n.name)], assistant: [memory.agentId] }, speaker: speakerOf(memory.metadata) };
}

/** Who said it, where the writer put it in metadata: `speaker` ("Caroline"), else `role` ("assistant"). */
function speakerOf(metadata: string): string | null {
  if (metadata === "{}" || !/"(speaker|role)"/.test(metadata)) return null;
  const m = JSON.parse(metadata) as Record<string, unknown>;
  const who = typeof m.speaker === "string" ? m.speaker : typeof m.role === "string" ? m.role : null;
  return who?.trim() ? who.trim() : null;
}


/** Memories applied per transaction: a few dozen milliseconds of the writer at most. */
const APPLY_GROUP = 16;

/**
 * Extracts the facts of several memories (the worker's extraction jobs, in the order the service accepted
 * them) and applies them. Model work is shared: the extractor reads every memory at once, and one embedding
 * call prepares what the memories state. Then, one memory after the other, each is read against what its
 * scope holds at that point (so an earlier memory of the group is held by the later ones, exactly as if each
 * had been extracted alone on arrival), the few facts derived from held ones are embedded, and it is
 * applied in a savepoint of its own, inside a transaction of up to APPLY_GROUP memories. A memory whose
 * extraction failed holds back the later ones of its scope (`deferred`): they wait for it. Null views:
 * nothing to do (deleted, edited since, or already applied).
 */
export async function extractMemoriesInOrder(rt: Runtime, work: { memoryId: string; version: string; opts: ExtractOptions }[]): Promise<ExtractOutcome[]> {
  const outcomes: (ExtractOutcome | undefined)[] = work.map(() => undefined);
  const memories: (MemoryRow | null)[] = [];
  for (const w of work) {
    const m = await liveMemory(rt.db, w.memoryId);
    memories.push(m && memoryVersion(m) === w.version ? m : null);
  }
  const reads = await Promise.all(
    work.map(async (w, i): Promise<Read | null | undefined> => {
      const memory = memories[i];
      if (!memory) return null;
      try {
        return { memory, version: w.version, extraction: await rt.extractor.extract(await extractInput(rt, memory, w.version)) };
      } catch (error) {
        outcomes[i] = { error };
        return undefined;
      } finally {
        if (!w.opts.prepaid) await chargeModelCalls(rt, 1);
      }
    }),
  );
  const vectors = new Map<string, FactVectors>();
  const embed = async (inputs: FactInput[]) => {
    const missing = [...new Map(inputs.filter((i) => !vectors.has(vectorKey(i))).map((i) => [vectorKey(i), i])).values()];
    const fresh = await prepareVectors(rt.embedder, missing);
    missing.forEach((i, k) => vectors.set(vectorKey(i), fresh[k]!));
  };
  // What the memories state themselves does not depend on what came before: one call for all of it.
  await embed(reads.flatMap((r) => (r ? r.extraction.facts.map((c) => candidateToInput(c, r.memory)) : [])));
  const stalled = new Set<string>();
  // Applied in order, several memories per transaction (a commit costs more than a memory's statements),
  // each memory in a savepoint of its own: one that fails leaves the others' effects in place. A memory
  // whose facts derived from held ones need the model ends the transaction: its vectors are made outside
  // any, and it is read again in the next (what it holds is what it held: only this group writes there).
  let i = 0;
  while (i < work.length) {
    let needs = null as FactInput[] | null;
    const from = i;
    const scopes = memories.slice(from, from + APPLY_GROUP).filter((m) => m !== null).map((m) => scopeLock(m.projectId, m.userId));
    const applied = withTx(rt.db, async (tx) => {
      for (; i < work.length && i - from < APPLY_GROUP; i++) {
        const memory = memories[i];
        const read = reads[i];
        if (read === undefined) {
          stalled.add(scopeOf(memory!));
          continue;
        }
        if (read !== null && stalled.has(scopeOf(read.memory))) {
          outcomes[i] = { deferred: true };
          continue;
        }
        const step = await inSavepoint(rt, tx, async (): Promise<{ views: FactWriteView[] | null } | { needs: FactInput[] }> => {
          if (read === null) {
            await work[i]!.opts.claimEffects(tx);
            return { views: null };
          }
          const inputs = (await resolveAgainstHeld(tx, read.memory, read.extraction)).map((c) => candidateToInput(c, read.memory));
          if (inputs.some((input) => !vectors.has(vectorKey(input)))) return { needs: inputs };
          return { views: await apply(rt, tx, read, inputs.map((input) => withVectors(input, vectors.get(vectorKey(input))!)), work[i]!.opts) };
        });
        if ("needs" in step) return void (needs = step.needs);
        outcomes[i] = step;
        if ("error" in step && memory) stalled.add(scopeOf(memory));
      }
    }, { locks: scopes });
    try {
      await applied;
    } catch (error) {
      // The commit failed: nothing of this transaction holds, each of its memories failed.
      for (let k = from; k < i; k++) {
        if (!outcomes[k] || !("views" in outcomes[k]!)) continue;
        outcomes[k] = { error };
        if (memories[k]) stalled.add(scopeOf(memories[k]!));
      }
      if (i === from) throw error; // not even begun: nothing can move on
      continue;
    }
    if (needs) {
      try {
        await embed(needs);
      } catch (error) {
        outcomes[i] = { error };
        stalled.add(scopeOf(memories[i]!));
        i++;
      }
    }
  }
  return outcomes as ExtractOutcome[];
}

/**
 * Extracts one memory's facts and applies them (inline extraction, a job run alone). Returns null when there
 * was nothing to do (deleted, edited since, or already applied); throws what the extraction threw.
 */
export async function extractMemoryFacts(rt: Runtime, memoryId: string, version: string, opts: ExtractOptions): Promise<FactWriteView[] | null> {
  const [outcome] = await extractMemoriesInOrder(rt, [{ memoryId, version, opts }]);
  if ("error" in outcome!) throw outcome.error;
  return "views" in outcome! ? outcome.views : null;
}

/**
 * Runs `fn` in a savepoint of `tx`: what it throws is rolled back (and returned as the error), the
 * transaction goes on.
 */
async function inSavepoint<T extends object>(rt: Runtime, tx: Tx, fn: () => Promise<T>): Promise<T | { error: unknown }> {
  await rt.store.sql.run(tx, sql`savepoint memory_apply`);
  try {
    const out = await fn();
    await rt.store.sql.run(tx, sql`release savepoint memory_apply`);
    return out;
  } catch (error) {
    await rt.store.sql.run(tx, sql`rollback to savepoint memory_apply`);
    await rt.store.sql.run(tx, sql`release savepoint memory_apply`);
    return { error };
  }
}

/** Phase 2: a memory's facts, in the caller's transaction. */
async function apply(rt: Runtime, tx: Tx, read: Read, prepared: PreparedFact[], opts: ExtractOptions): Promise<FactWriteView[] | null> {
  const { memory, version, extraction } = read;
  const memoryId = memory.id;
  // Only its version: the row (content, vector) was read before.
  const [still] = await liveVersion(tx, { id: memoryId });
  if (!still || memoryVersion(still) !== version || !(await opts.claimEffects(tx))) return null;
  const now = nowTs(rt.clock);
  const scope: FactScope = { accountId: memory.accountId, projectId: memory.projectId, userId: memory.userId, agentId: memory.agentId, runId: memory.runId };
  const aliasScope = { projectId: scope.projectId, userId: scope.userId, agentId: scope.agentId };
  for (const a of extraction.aliases) {
    const key = a.from === SELF ? selfKey(memory.userId) : await entityKeyOf(tx, aliasScope, a.from);
    const aliasId = await addAlias(tx, aliasScope, key, a.from === SELF ? (memory.userId ?? "user") : a.from, a.to, now, memory.id);
    // The audit log names the alias by id only, never by name.
    await recordAuditFor(tx, { accountId: memory.accountId, projectId: memory.projectId, actor: opts.actor as AuditSubject["actor"], ip: null, clock: rt.clock }, {
      action: "setting_change",
      userId: memory.userId,
      targetId: `alias:${aliasId}`,
      meta: { setting: "alias", op: "create" },
    });
  }
  const before = memory.updatedAt ? await openFactsOfMemory(tx, memory.id, now) : [];
  const outcomes: WriteOutcome[] = [];
  for (const p of prepared) outcomes.push(await writeFact(tx, scope, p, now, (c) => recordClosure(tx, c.fact, { by: c.by, at: now, actor: opts.actor, webhook: true })));
  // An edit: facts this memory stated before and no longer states leave it; a fact no other memory
  // states closes at the edit time.
  const kept = new Set(outcomes.map((o) => o.fact.id));
  const f = tables.facts;
  for (const old of before) {
    if (kept.has(old.id)) continue;
    const nowRow = (await first(tx.select().from(f).where(eq(f.id, old.id))))!;
    if (nowRow.invalidAt !== null && nowRow.invalidAt <= now) continue; // superseded by this very edit
    await tx.delete(tables.factSources).where(and(eq(tables.factSources.factId, old.id), eq(tables.factSources.memoryId, memory.id)));
    if (await otherLiveSources(tx, old.id, memory.id) > 0 || old.sourceMemoryId === null) continue;
    const closedAt = memory.updatedAt!;
    await tx.update(f).set({ invalidAt: closedAt, invalidatedBy: null, closeReason: "memory_updated" }).where(eq(f.seq, old.seq));
    await recordClosure(tx, { ...nowRow, invalidAt: closedAt }, { by: null, at: now, actor: opts.actor, webhook: true, extra: { reason: "memory_updated", memory_id: memory.id } });
  }
  await markReady(tx, { seq: memory.seq });
  return outcomes.map((o) => toWriteView(o.fact, o.invalidated, now));
}
