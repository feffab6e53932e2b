// Stage: facts. Building one candidate fact (its provenance, dates and confidence) and the state one
// message carries from clause to clause (the last person, place, employer and time named).

import { type CandidateFact, type CandidateReplacement, type SubjectType, type Tense } from "../types";
import { SEED_BY_NAME } from "../vocabulary";
import { type Ctx } from "./objects";
import { type Out } from "./patterns";
import { type Day, type TimeInfo } from "./time";

// ---------------------------------------------------------------------------------------------------------
// Facts.

/** Names the rule that made this fact (provenance). */
export function madeBy(rule: string, f: CandidateFact): CandidateFact {
  f.rule = rule;
  return f;
}

/** Names the rule that made these facts (provenance), unless a rule further in already did. */
export function by(rule: string, facts: CandidateFact[]): CandidateFact[] {
  for (const f of facts) f.rule ??= rule;
  return facts;
}

export function fact(
  subject: string, subjectType: SubjectType, raw: string, predicate: string, object: string, objectType: SubjectType, literal: boolean,
  tense: Tense, from: string | null, until: string | null, confidence: number,
): CandidateFact {
  return {
    subject, subject_type: subjectType, predicate_raw: raw.replace(/\s+/g, " ").trim().toLowerCase() || predicate.replace(/_/g, " "), predicate, object,
    object_type: objectType, object_is_literal: literal, tense, valid_from: from, valid_until: until, confidence: Math.round(Math.max(0.05, Math.min(1, confidence)) * 100) / 100,
  };
}

export interface State {
  now: Day;
  ctx: Ctx;
  lastOther: { id: string; type: SubjectType } | null;
  /** The last place named in the message, for "moved there". */
  lastPlace?: string | null;
  /** Where the message says the speaker is now (a place cheered on its own, a home told), for "moved here". */
  herePlace?: string | null;
  /** The last employer named in the message, for "started there on Monday". */
  lastOrg?: string | null;
  /** The last school named in the message, for "I graduate in June". */
  lastSchool?: string | null;
  /** The last time a clause of this sentence named, for "the same week" in a later one. */
  lastTime?: TimeInfo | null;
  /** How many clauses of the message came before ("it's Dana" introduces only at the start). */
  clauseIndex?: number;
  /** Values the message puts in place of others, predicate unknown (see `Extraction.replacements`). */
  replacements?: CandidateReplacement[];
  /** The sentence rewrites (paraphrase.ts) that changed the sentence being read; each clause's rewrites start from them. */
  sentenceRewrites?: string[];
}

export function datesFor(out: Out, tense: Tense, time: TimeInfo, today: string): { from: string | null; until: string | null } {
  if (out.obj === "date") return { from: null, until: null };
  let from = time.from;
  let until = time.until;
  if (out.kind === "end") {
    // "I left Acme in 2020": the date is when the state ended.
    until = until ?? from;
    from = null;
    if (until && until > today) until = null;
  }
  // A plan said in the present points to the next day a yearless date names ("I'm going to Oslo in May").
  if (tense === "planned" && from === null && out.kind !== "end") from = time.ahead;
  if (tense === "current" && from && from > today) from = null;
  if (tense === "past" && from && from > today) from = null;
  return { from, until };
}

export const MULTI = (p: string) => SEED_BY_NAME.get(p)?.cardinality === "multi";
