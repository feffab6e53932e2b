// Stage: matching. What a rule of the table is, and how its pattern is written: the verb-phrase patterns of
// table/*.ts, tried in order (patterns.ts): the first pattern that matches and yields a clean object wins. A pattern sees the clause after its subject and auxiliaries
// ("I used to live in Madrid" → "live in Madrid"), so one line covers every person and tense; `{verb}`
// expands to all its forms, and the form that matched feeds the tense (see tenseOf in extract.ts).
//
// `kind` says how a verb's tense maps onto the fact's tense:
//   state     true while it lasts: "lived in" (simple past) → past
//   onset     the start of a state: "moved to", "joined" → the state is current, even in the past tense
//   end       the end of a state: "left Acme", "moved out of" → the state is past
//   event     something that happened and stays true: "visited", "graduated from" → current
//   permanent never changes: "was born in", "grew up in" → current

import { type SubjectType } from "../types";
import { type Ctx, type ObjKind } from "./objects";
import { lower } from "./readers/kit";
import { type Form, verbForms } from "./verbs";
export type Kind = "state" | "onset" | "end" | "event" | "permanent";

/** One candidate a pattern produces; extract.ts adds subject, tense, dates and confidence. */
export interface Out {
  predicate: string;
  object: string;
  obj: ObjKind;
  kind: Kind;
  /** Overrides the type guessed from `obj`. */
  objectType?: SubjectType;
  /** Confidence multiplier (vaguer readings). */
  weight?: number;
  /** Planned when the clause points ahead ("got an interview on Thursday"), whatever the verb's tense. */
  ahead?: boolean;
  /** Planned whatever the time words say: an accepted offer is a job that has not started. */
  planned?: boolean;
  /** The generic word the value names ("a cat named Mochi" → "cat"); see CandidateFact.names. */
  names?: string;
}

export interface BuildArgs {
  o: string;
  x: string;
  form: Form;
  negated: boolean;
  /** Negated in any way, "no longer" included (where `negated` is false and the fact turns past). */
  anyNeg: boolean;
  self: boolean;
  ctx: Ctx;
}

/** A text a rule must read, the fact ("predicate object") it must give, and the `now` to read it at when not the default. */
export type Example = [text: string, fact: string, now?: string];

export interface Rule {
  /** Stable name, family first ("places.move_to"); carried by every fact the rule makes. */
  id: string;
  re: RegExp;
  forms: Map<string, Form>;
  /** The words a match can start with (lower-case), or null when any; lets the extractor skip rules cheaply. */
  first: ReadonlySet<string> | null;
  /** Positive predicate; null when only the negated phrase means something ("can't stand"). */
  pred: string | null;
  /** Predicate when negated ("don't like" → dislikes). Without it a negated match yields nothing. */
  neg?: string;
  kind: Kind;
  obj: ObjKind;
  /** Only when the subject is the speaker. */
  self?: boolean;
  /** Split "A, B and C" into three facts (multi-valued predicates). */
  list?: boolean;
  /** Texts it must read, each with one fact it gives ("predicate object"), and `now` when it matters. */
  ex?: Example[];
  /** Texts where its pattern matches but it must give nothing (the next rule, or none, reads them). */
  near?: string[];
  /** Custom reading of the match; [] = matched but nothing to say (stops), null = try the next pattern. */
  build?: (a: BuildArgs) => Out[] | null;
}

/** A rule as written in the table: its stable id, its pattern `t`, and what a match means. */
export type Spec = Omit<Rule, "re" | "forms" | "first"> & { t: string };

export const ADV = "(?:(?:very|really|severely|mildly|extremely|super|slightly|highly|deathly|quite|so|pretty|totally|seriously|kind of|kinda|a bit|a little|too|that|all that) )?";
export const ADV_WORDS = ["very", "really", "severely", "mildly", "extremely", "super", "slightly", "highly", "deathly", "quite", "so", "pretty", "totally", "seriously", "kind", "kinda", "a", "too", "that", "all"];

/** `{live|reside} in {O}` → ^(?<v>lives|living|...) in (?<o>.+)$ ; {X} is a lazy second slot. */
export function compile(spec: Spec): Rule {
  const forms = new Map<string, Form>();
  let named = false;
  const src = spec.t
    .replace(/\{([a-z|]+)\}/g, (_, lemmas: string) => {
      const words: string[] = [];
      for (const l of lemmas.split("|")) for (const [w, f] of verbForms(l)) {
        words.push(w);
        if (!forms.has(w)) forms.set(w, f);
      }
      const alt = [...new Set(words)].sort((a, b) => b.length - a.length).join("|");
      const group = named ? `(?:${alt})` : `(?<v>${alt})`;
      named = true;
      return group;
    })
    .replace(/\{O\}/g, "(?<o>.+)")
    .replace(/\{X\}/g, "(?<x>.+?)")
    .replace(/\{ADV\}/g, ADV)
    .replace(/ /g, "\\s+");
  // A lemma list the placeholder syntax cannot read ("{head up}") would stay literal and match anywhere.
  if (/\{[^}]*[a-z][^}]*\}/.test(src.replace(/\{\d+(?:,\d*)?\}/g, ""))) throw new Error(`unexpanded placeholder in pattern: ${spec.t}`);
  const { t, ...rest } = spec;
  let first: Set<string> | null = null;
  const lead = t.match(/^(\{ADV\})?(?:\(\?:)?\{([a-z|]+)\}/);
  if (lead) {
    first = new Set<string>();
    for (const l of lead[2]!.split("|")) for (const w of verbForms(l).keys()) first.add(w);
    if (lead[1]) for (const w of ADV_WORDS) first.add(w);
  }
  return { ...rest, re: new RegExp(`^${src}$`, "id"), forms, first };
}

const one = (predicate: string, object: string | null, obj: ObjKind, kind: Kind, extra: Partial<Out> = {}): Out[] =>
  object ? [{ predicate, object, obj, kind, ...extra }] : [];

