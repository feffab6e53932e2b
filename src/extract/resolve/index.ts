// The stage after extraction, for every extractor: a new message read against what its subjects already
// hold. An extractor reads one text alone; some of what it reads only means something next to the facts on
// record: an ending named by its value ("we lost Max"), a plan said to have happened without its value ("we
// finally moved!"), a name given to an unnamed pet ("we named him Rocket"), a value put in place of another
// ("it's Mila, not Mia"), a predicate guessed from the value alone. This stage turns them into plain facts
// (or drops them) from the held facts of each candidate's own subject, never assuming that subject is the end
// user: a speaker-attributed turn ("Caroline: we finally moved!") resolves against Caroline's facts.
//
// Pure and synchronous: the held facts come in through the HeldFacts port (the domain reads them from the
// store, at the instant the message was said). Imports nothing of ours but ../types.

import { SELF, type CandidateEnding, type CandidateFact, type Extraction, type SubjectType, type Tense } from "../types";

/** One open fact the message's scope (project, end user, agent) holds. */
export interface HeldFact {
  /** The entity key of its subject (aliases applied); compare with HeldFacts.keyOf. */
  subjectKey: string;
  subject: string;
  subjectType: string;
  predicate: string;
  object: string;
  literal: boolean;
  /** The tense it was stated in. */
  tense: Tense;
  /** A plan not yet begun when the message was said. */
  pending: boolean;
  /** Stated by the scope's message just before this one (what a pronoun can point back to). */
  recent: boolean;
  /** Store order: higher is newer. */
  seq: number;
}

export interface HeldFacts {
  /** The open facts of the scope, any order. Called only when a value is looked for under every subject. */
  open(): readonly HeldFact[];
  /** The open facts of one subject (its entity key), any order: those of open() with that subjectKey. */
  of(subjectKey: string): readonly HeldFact[];
  /** The entity key of a subject as an extractor writes it (SELF: the end user's own). */
  keyOf(subject: string): string;
}

/**
 * The facts a message states once read against what is held: the extractor's facts (some moved to the
 * predicate or full name the held facts show was meant), preceded by the facts derived from endings,
 * replacements, realizations and namings. Endings first: what they close is closed as ended, before a new
 * value in the same message supersedes it.
 */
export function resolveExtraction(extraction: Extraction, held: HeldFacts): CandidateFact[] {
  const view = heldView(held);
  const read = heldFullNames(view, employerMoves(view, extraction.facts));
  const said = retargetGuesses(view, read, extraction.endings ?? []);
  return [
    ...heldEndings(view, extraction),
    ...heldReplacements(view, extraction),
    ...heldRealizations(view, extraction),
    ...heldNamings(view, extraction),
    ...statesLeft(view, said),
    ...said,
  ];
}

const newestFirst = (facts: readonly HeldFact[]) => [...facts].sort((a, b) => b.seq - a.seq);

/** The held facts, each subject's read once. */
function heldView(held: HeldFacts) {
  let all: readonly HeldFact[] | null = null;
  const keys = new Map<string, string>();
  const bySubject = new Map<string, readonly HeldFact[]>();
  const keyOf = (subject: string) => {
    let k = keys.get(subject);
    if (k === undefined) keys.set(subject, (k = held.keyOf(subject)));
    return k;
  };
  return {
    key: keyOf,
    all: () => (all ??= newestFirst(held.open())),
    /** Open facts of this subject, newest first. */
    of(subject: string) {
      const k = keyOf(subject);
      let mine = bySubject.get(k);
      if (!mine) bySubject.set(k, (mine = newestFirst(held.of(k))));
      return mine;
    },
  };
}
type View = ReturnType<typeof heldView>;

const lower = (s: string) => s.toLowerCase();
const holds = (h: HeldFact, value: string) => lower(h.object) === lower(value);
const subjectOf = (x: { subject?: string }) => x.subject ?? SELF;

/** The message itself states a value of this predicate for this subject (then a held fact is not the one meant). */
const statesOwn = (extraction: Extraction, subject: string, predicate: string) => extraction.facts.some((c) => c.subject === subject && c.predicate === predicate);

/** A fact derived from what a subject holds (an ending, a plan carried out, a name). */
function heldFact(subject: string, h: Pick<HeldFact, "subjectType"> | null, raw: string, predicate: string, object: string, tense: Tense, dates: { valid_from?: string | null; valid_until?: string | null } = {}): CandidateFact {
  const self = subject === SELF;
  return {
    subject, subject_type: (self ? "self" : (h?.subjectType ?? "person")) as SubjectType, predicate_raw: raw, predicate, object, object_type: "unknown", object_is_literal: false, tense,
    valid_from: dates.valid_from ?? null, valid_until: dates.valid_until ?? null, confidence: 0.8,
  };
}

/**
 * A value read without its predicate comes with one guessed from the value's kind: a correction naming only
 * values ("sorry, it's Mila, not Mia"), or a pick that replaces a plan ("we've decided on Gdańsk instead").
 * The subject's own facts say which predicate was meant: the one of the open fact holding the retracted (or
 * ended) value, else the one of the subject's latest plan still pending. Every guessed value moves to it.
 */
function retargetGuesses(view: View, candidates: CandidateFact[], endings: CandidateEnding[]): CandidateFact[] {
  const subjects = new Set(candidates.filter((c) => c.predicate_guessed).map((c) => c.subject));
  if (!subjects.size) return candidates;
  const moveTo = new Map<string, string>();
  for (const subject of subjects) {
    const mine = view.of(subject);
    const anchors = [
      ...candidates.filter((c) => c.predicate_guessed && c.tense === "past" && c.subject === subject).map((c) => c.object),
      ...endings.filter((e) => e.object && subjectOf(e) === subject).map((e) => e.object),
    ];
    let predicate: string | undefined;
    for (const value of anchors) {
      predicate = mine.find((h) => holds(h, value))?.predicate;
      if (predicate) break;
    }
    // A pick with nothing retracted ("went with Chewy instead") replaces the plan still pending.
    if (!predicate && !anchors.length && candidates.some((c) => c.predicate_guessed && c.tense === "planned" && c.subject === subject)) {
      predicate = mine.find((h) => h.tense === "planned")?.predicate;
    }
    if (predicate) moveTo.set(subject, predicate);
  }
  return candidates.map((c) => {
    const predicate = c.predicate_guessed ? moveTo.get(c.subject) : undefined;
    return predicate && c.predicate !== predicate ? { ...c, predicate, predicate_raw: predicate.replace(/_/g, " ") } : c;
  });
}

/**
 * "I have moved from Castle Street Surgery to the Lakes Medical Practice": a move whose old value the subject
 * holds as an employer is a job change. Every lives_in the same words gave (old and new) becomes works_at.
 */
function employerMoves(view: View, candidates: CandidateFact[]): CandidateFact[] {
  const olds = candidates.filter((c) => c.predicate === "lives_in" && c.tense === "past");
  if (!olds.length) return candidates;
  const moves = new Set<string>();
  for (const c of olds) {
    if (view.of(c.subject).some((h) => h.predicate === "works_at" && holds(h, c.object))) moves.add(`${c.subject}|${c.predicate_raw}`);
  }
  if (!moves.size) return candidates;
  const moved = candidates.map((c) => (c.predicate === "lives_in" && moves.has(`${c.subject}|${c.predicate_raw}`) ? { ...c, predicate: "works_at", object_type: "organization" as const } : c));
  // The old employer first: it closes as ended by its own fact, before the new one could supersede it.
  return [...moved.filter((c, i) => c !== candidates[i] && c.tense === "past"), ...moved.filter((c, i) => c === candidates[i] || c.tense !== "past")];
}

/**
 * "the Fitzwilliam post was withdrawn" of a held "Fitzwilliam Museum": a value said short of a name the
 * subject holds, in the past tense, is that name, when exactly one held value starts with it.
 */
function heldFullNames(view: View, candidates: CandidateFact[]): CandidateFact[] {
  if (!candidates.some((c) => c.tense === "past")) return candidates;
  return candidates.map((c) => {
    if (c.tense !== "past") return c;
    const v = lower(c.object);
    const rows = view.of(c.subject).filter((h) => h.predicate === c.predicate && (lower(h.object) === v || lower(h.object).startsWith(`${v} `)));
    if (rows.some((r) => lower(r.object) === v) || rows.length !== 1) return c;
    return { ...c, object: rows[0]!.object };
  });
}

/**
 * An ending named by its value alone ("we lost Max", "my Amazon days are over") closes the subject's open
 * facts holding that value, whatever their predicate (has_pet, works_at, a planned lives_in): each comes
 * back as its own fact in the past tense, which the store reads as the end of its open twin. An ending
 * that matches nothing the subject holds says nothing.
 */
function heldEndings(view: View, extraction: Extraction): CandidateFact[] {
  if (!extraction.endings?.length) return [];
  const said = new Set(extraction.facts.map((c) => `${c.subject}|${c.predicate}|${lower(c.object)}`));
  const out: CandidateFact[] = [];
  for (const e of extraction.endings) {
    const subject = subjectOf(e);
    const mine = view.of(subject);
    let held: HeldFact[];
    if (e.predicates?.length) {
      // Keyed on the predicate: only a single held value (not a plan) is surely the one that ended.
      const rows = mine.filter((h) => e.predicates!.includes(h.predicate) && h.tense !== "planned");
      // A message that names the new value itself ("we split up and I'm seeing Jo") leaves the old one to supersession.
      held = rows.length === 1 && !statesOwn(extraction, subject, rows[0]!.predicate) ? rows : [];
    } else {
      held = mine.filter((h) => holds(h, e.object));
    }
    for (const h of held) {
      // The same message may say more about it ("said goodbye to Lincoln High, and I'm back there in May").
      const k = `${subject}|${h.predicate}|${lower(h.object)}`;
      if (said.has(k)) continue;
      said.add(k);
      out.push(heldFact(subject, h, e.raw, h.predicate, h.object, "past", { valid_until: e.valid_until }));
    }
  }
  return out;
}

/** A fact carried out with no plan on record, and the open state it comes out of. */
const CARRIED_OUT_FROM: Record<string, string> = { graduated_from: "studies_at" };

/**
 * A plan said to have happened without its value ("I graduated yesterday!", "we finally moved!") is the
 * subject's plan of that kind still pending, when there is exactly one and the message names no value of
 * that predicate itself: it comes back as a current fact, which the store reads as the plan carried out
 * (and, on a single-valued predicate, as the end of the value it replaces). Otherwise it says nothing.
 */
function heldRealizations(view: View, extraction: Extraction): CandidateFact[] {
  if (!extraction.realizations?.length) return [];
  const out: CandidateFact[] = [];
  for (const r of extraction.realizations) {
    const subject = subjectOf(r);
    const mine = view.of(subject);
    const pending = mine.filter((h) => r.predicates.includes(h.predicate) && h.tense === "planned" && h.pending);
    if (pending.length === 1) {
      const plan = pending[0]!;
      if (!statesOwn(extraction, subject, plan.predicate)) out.push(heldFact(subject, plan, r.raw, plan.predicate, plan.object, "current", { valid_from: r.valid_from }));
      continue;
    }
    // With several plans pending, which one happened is unknown.
    if (pending.length > 1) continue;
    // No plan on record, but the state it ends is: "I graduated!" while studying at one school is a degree
    // from that school, and the studying is over.
    for (const p of r.predicates) {
      const from = CARRIED_OUT_FROM[p];
      if (!from || statesOwn(extraction, subject, p)) continue;
      const held = mine.filter((h) => h.predicate === from && h.tense !== "planned");
      if (held.length !== 1) continue;
      out.push(heldFact(subject, held[0]!, r.raw, from, held[0]!.object, "past"), heldFact(subject, held[0]!, r.raw, p, held[0]!.object, "current", { valid_from: r.valid_from }));
    }
  }
  return out;
}

/**
 * "I graduated from Purdue" while studying at Purdue: the state it comes out of is over. The subject's open
 * fact of that state with the same value comes back in the past tense (the store closes its open twin).
 */
function statesLeft(view: View, candidates: CandidateFact[]): CandidateFact[] {
  const out: CandidateFact[] = [];
  for (const c of candidates) {
    const from = c.tense === "current" ? CARRIED_OUT_FROM[c.predicate] : undefined;
    if (!from) continue;
    const held = view.of(c.subject).find((h) => h.predicate === from && holds(h, c.object));
    if (held) out.push({ ...c, predicate: from, object: held.object, tense: "past", valid_from: null, valid_until: null });
  }
  return out;
}

/** Predicates whose value is first told by its kind ("we got a puppy", "we had a baby girl") and named later. */
const NAMED_LATER = ["has_pet", "has_child"];

/**
 * A name given without what it names ("we named him Rocket", "her name is Luna") is the name of the
 * subject's one open pet or child held only by its kind: a value with no capital letter ("puppy", "baby
 * girl"), since a name is written with one, told in the message just before (HeldFact.recent: only that can
 * be what a pronoun points back to). It comes back as that predicate's fact naming the kind, which the store
 * reads as the same animal or child, now named. With none or several such facts it says nothing.
 */
function heldNamings(view: View, extraction: Extraction): CandidateFact[] {
  const naming = extraction.namings?.[0];
  if (!naming) return [];
  const subject = subjectOf(naming);
  const seen = new Set<string>();
  const unnamed = view.of(subject).filter((h) => {
    if (!h.recent || !NAMED_LATER.includes(h.predicate) || h.object !== lower(h.object)) return false;
    const k = `${h.predicate}|${h.object}`;
    return !seen.has(k) && (seen.add(k), true);
  });
  if (unnamed.length !== 1) return [];
  const kind = unnamed[0]!;
  // The message may name it itself too ("we named the puppy Rocket" read as has_pet Rocket).
  if (statesOwn(extraction, subject, kind.predicate)) return [];
  return [{ ...heldFact(subject, kind, naming.raw, kind.predicate, naming.name, "current"), names: kind.object }];
}

/**
 * A value put in place of another by the two values alone ("it's esomeprazole, not omeprazole") moves each
 * open fact holding the retracted value, the speaker's or anyone's they told about, to the new one: the new
 * value under the same subject and predicate (still a plan if it was one), and the old one in the past
 * tense, which the store reads as the end of its open twin. A replacement that matches nothing says nothing.
 */
function heldReplacements(view: View, extraction: Extraction): CandidateFact[] {
  if (!extraction.replacements?.length) return [];
  const self = view.key(SELF);
  const out: CandidateFact[] = [];
  const seen = new Set<string>();
  for (const r of extraction.replacements) {
    for (const h of view.all().filter((x) => holds(x, r.replaces))) {
      const k = `${h.subjectKey}|${h.predicate}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const isSelf = h.subjectKey === self;
      const base = {
        subject: isSelf ? SELF : h.subject, subject_type: (isSelf ? "self" : h.subjectType) as SubjectType, predicate_raw: "meant", predicate: h.predicate,
        object_type: "unknown" as const, object_is_literal: h.literal, valid_from: null, valid_until: null, confidence: 0.8,
      };
      // The old value first: it closes as retracted (past), before the new value could supersede it.
      out.push({ ...base, object: h.object, tense: "past" }, { ...base, object: r.object, tense: h.tense === "planned" ? "planned" : "current" });
    }
  }
  return out;
}
