// The verb-phrase patterns, one family at a time, in the order they are tried: the first pattern that
// matches and yields a clean object wins. A pattern sees the clause after its subject and auxiliaries
// ("I used to live in Madrid" → "live in Madrid"), so one line covers every person and tense; `{verb}`
// expands to all its forms, and the form that matched feeds the tense (see tenseOf in extract.ts).
//
// `kind` says how a verb's tense maps onto the fact's tense:
//   state     true while it lasts: "lived in" (simple past) → past
//   onset     the start of a state: "moved to", "joined" → the state is current, even in the past tense
//   end       the end of a state: "left Acme", "moved out of" → the state is past
//   event     something that happened and stays true: "visited", "graduated from" → current
//   permanent never changes: "was born in", "grew up in" → current

import type { SubjectType } from "../types";
import {
  CONDITION_ADJECTIVES, CONDITIONS, DIETS, EVENT_HEADS, EVENT_NOUNS, GONE_DOING, HOBBY_VERBS, IDENTITIES, PLAYED, PRACTISED, MEDICATIONS, MEDICATION_SUFFIX, NATIONALITIES,
  NOT_NAMES, OCCUPATIONS, ORG_WORD, OWNABLES, PETS, PLACES, isPlace, RELATIONS, SCHOOL_WORD, STUDENT_WORDS, LANGUAGES,
} from "./lexicon";
import { cleanObject, digitsFor, splitList, splitNames, type Ctx, type ObjKind } from "./objects";
import { stripTimes } from "./time";
import { verbForms, type Form } from "./verbs";

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

export interface Rule {
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
  /** Custom reading of the match; [] = matched but nothing to say (stops), null = try the next pattern. */
  build?: (a: BuildArgs) => Out[] | null;
}

type Spec = Omit<Rule, "re" | "forms" | "id" | "first"> & { t: string };

/** Regional demonyms a capitalised "I'm X" would otherwise read as a name. */
const DEMONYMS = new Set(["texan", "californian", "floridian", "new yorker", "londoner", "bostonian", "parisian", "berliner", "midwesterner", "southerner", "northerner", "hawaiian", "alaskan", "ohioan", "virginian", "carolinian", "chicagoan", "angeleno", "brooklynite", "scouser", "mancunian", "glaswegian", "geordie", "aussie", "kiwi", "brit", "yank", "canuck", "bavarian", "catalan", "basque", "sicilian", "neapolitan", "venetian", "tuscan", "andalusian", "cornish", "yorkshireman", "yorkshirewoman", "texican", "jerseyan", "new englander", "west coaster", "east coaster", "coloradan", "arizonan", "oregonian", "minnesotan", "michigander", "georgian", "kentuckian", "tennessean", "louisianan", "bajan", "trini", "québécois", "quebecois", "ontarian", "albertan", "torontonian", "montrealer", "dubliner", "edinburgher", "muscovite", "roman", "milanese", "madrileño", "barcelonan"]);

/** Lines of work, which one works "in" as in a field, not an employer ("I work in Marketing"). */
const WORK_FIELDS = /^(?:marketing|sales|finance|hr|human resources|it|tech|technology|retail|healthcare|health care|education|insurance|banking|construction|hospitality|publishing|advertising|consulting|engineering|design|research|operations|logistics|government|law|media|pharma|accounting|admin|administration|software|product|support|customer service|customer success|legal|security|science|property|real estate|fashion|film|tv|music|theatre|theater|the arts|tourism|manufacturing|energy|oil and gas|telecoms?|transport|social care|care|nursing|medicine|academia|politics|the city|defence|defense|aviation|recruitment|communications|pr|events|catering|hospitality)(?:\s+(?:and|&)\s+\w+)?$/i;

/** Things one eats or drinks (and so can avoid): "I can't have dairy", "I'm off sugar". */
const FOODS = /^(?:dairy|gluten|wheat|lactose|meat|red meat|pork|beef|chicken|fish|seafood|shellfish|eggs?|nuts|peanuts|tree nuts|soy|sugar|caffeine|coffee|alcohol|booze|beer|wine|spicy food|fried food|carbs|bread|pasta|milk|cheese|onions?|garlic|mushrooms|tomatoes|corn|processed food|junk food|sweets|chocolate|soda|red wine|spirits|liquor)$/;

const ADV = "(?:(?:very|really|severely|mildly|extremely|super|slightly|highly|deathly|quite|so|pretty|totally|seriously|kind of|kinda|a bit|a little|too|that|all that) )?";
const ADV_WORDS = ["very", "really", "severely", "mildly", "extremely", "super", "slightly", "highly", "deathly", "quite", "so", "pretty", "totally", "seriously", "kind", "kinda", "a", "too", "that", "all"];

/** `{live|reside} in {O}` → ^(?<v>lives|living|...) in (?<o>.+)$ ; {X} is a lazy second slot. */
function compile(spec: Spec, i: number): Rule {
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
  return { ...rest, id: `${i}:${t}`, re: new RegExp(`^${src}$`, "id"), forms, first };
}

const one = (predicate: string, object: string | null, obj: ObjKind, kind: Kind, extra: Partial<Out> = {}): Out[] =>
  object ? [{ predicate, object, obj, kind, ...extra }] : [];

const many = (predicate: string, text: string, obj: ObjKind, kind: Kind, ctx: Ctx): Out[] =>
  splitList(text).flatMap((p) => one(predicate, cleanObject(p, obj, ctx), obj, kind));

const lower = (s: string) => s.toLowerCase().trim();

/** The listed languages an object names ("Russian too", "English, Hindi and Marathi"); null when it names none. */
function spokenLanguages(o: string, ctx: Ctx, negated: boolean, kind: Kind): Out[] | null {
  const items = splitList(stripTimes(o).replace(/[.!]+$/, "")).map((t) => t.replace(/^(?:some|a bit of|a little(?: bit of)?|basic|a few words of|a lot of|decent|conversational|enough)\s+/i, "").replace(/\s+(?:too|as well|also|now|again|fluently|well|at home|at work)$/i, "").trim());
  const langs = items.filter((t) => LANGUAGES.has(lower(t)));
  if (!langs.length || langs.length !== items.length) return null;
  return negated ? [] : langs.flatMap((t) => one("speaks", cleanObject(t, "lang", ctx), "lang", kind));
}
const strip = (s: string) => s.replace(/^(?:a|an|the|my|our|one|some|two|three|\d+)\s+/i, "").replace(/[.,!?]+$/, "").trim();

// ---------------------------------------------------------------------------------------------------------
// "have" and its kin: the object decides the predicate (a dog, a sister, asthma, a meeting, a car).

const REL_NAMES = [...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|");
const PET_NAMES = [...PETS].sort((a, b) => b.length - a.length).join("|");
const REL_WITH_NAME = new RegExp(
  `^(?:(?:a|an|one|two|three|four|another|\\d+)\\s+)?((?:(?:older|younger|big|little|baby|twin|step|half|best|close|good|old|new|eldest|oldest|youngest|elder|first|second|third|fourth|fifth|rescue|rescued|adopted|sweet|tiny|black|white|grey|gray|brown|ginger|orange|golden|chocolate|yellow|tabby|tortoiseshell|spotted|fluffy|scruffy|senior|lazy|crazy|cheeky|goofy|\\d+[- ](?:year|month|week)[- ]old)[- ]?\\s*)*)(${REL_NAMES}|${PET_NAMES})s?(?:\\s*,\\s*|\\s+(?:named|called|whose name is|by the name of)\\s+)(.+)$`,
  "i",
);
const REL_BARE = new RegExp(`^(?:a|an|one)\\s+((?:(?:older|younger|big|little|baby|twin|step|half|best|close|good|old|new|\\d+[- ]year[- ]old)[- ]?\\s*)*)(${REL_NAMES})$`, "i");
const PET_BARE = new RegExp(`^(?:a|an|one|two|three|four|five|six|\\d|a couple of|a few|several)\\s+(?:(?:\\w+[- ]year[- ]old|little|big|small|old|young|new|black|white|grey|gray|orange|brown|rescue|fluffy|cute)\\s+)*(${PET_NAMES})$`, "i");

/** An owned thing without its descriptors: "old Nikon camera" → "Nikon camera", "two bikes" → "bikes". */
function ownedName(v: string | null): string | null {
  if (!v) return v;
  const out = v.replace(/^(?:(?:two|three|four|five|several|a few|a couple of|a couple|some|old|used|second-hand|secondhand|refurbished|cheap|fancy|shiny|little|tiny|small|nice|beautiful|gorgeous|lovely|beat-up|beat up|beaten up|battered|rusty|clapped out|ancient|trusty|brand-new|first|second|own|very own)\s+)+(?=\S)/i, "");
  return out || v;
}

function relationPredicate(role: string): string | null {
  const r = role.toLowerCase();
  if (PETS.has(r)) return "has_pet";
  return RELATIONS.get(r) ?? null;
}

/** "a sister named Anna", "a dog, Rex", "asthma", "a dentist appointment", "a Tesla". */
export function haveObjects(text: string, kind: Kind, ctx: Ctx, allow: "all" | "owned"): Out[] {
  const outs: Out[] = [];
  // "two cats named Tom and Jerry": the names are the list, the animal is shared.
  const named = text.match(REL_WITH_NAME) ?? stripTimes(text).match(REL_WITH_NAME);
  if (named) {
    const pred = relationPredicate(named[2]!);
    if (pred && (allow === "all" || pred === "has_pet")) {
      const names = splitNames(named[3]!.split(/\s+(?:who|that|which|and (?:i|we|she|he|they)|in|from|at|with)\b/i)[0]!);
      for (const n of names) {
        const v = cleanObject(n, "person", ctx);
        if (v) outs.push({ predicate: pred, object: v, obj: pred === "has_pet" ? "pet" : "person", kind, objectType: pred === "has_pet" ? "unknown" : "person", names: named[2]!.toLowerCase() });
      }
      if (outs.length) return outs;
    }
  }
  for (const item of splitList(stripTimes(text).replace(/\s+(?:booked|scheduled|planned|lined up|arranged|coming up)(?:\s+in)?(?:\s+(?:for|on|at)\b.*)?$/i, ""))) {
    const it = item.replace(/\s+(?:at home|now|too|as well|right now|at the moment|these days|there|here|together)$/i, "").replace(/\s+(?:in|near|on|at|from|for|with|outside|by|off|that|which)\s+(?!(?:the )?(?:morning|afternoon|evening)).*$/i, (tail, at: number) => {
      // "a dentist appointment in May" keeps its tail for the event reading; "a vacation home in Maine" is the home.
      const core = strip(lower(item.slice(0, at))).split(/\s+/);
      return EVENT_NOUNS.has(core[0] ?? "") && !OWNABLES.has(core.join(" ")) && !OWNABLES.has(core[core.length - 1] ?? "") ? tail : "";
    }).trim();
    const l = lower(it);
    const bare = strip(l);
    const withName = it.match(REL_WITH_NAME);
    if (withName) {
      outs.push(...haveObjects(it, kind, ctx, allow));
      continue;
    }
    const pet = it.match(PET_BARE);
    if (pet) {
      outs.push({ predicate: "has_pet", object: pet[1]!.toLowerCase(), obj: "pet", kind, weight: 0.85 });
      continue;
    }
    if (allow === "all") {
      const rel = it.match(REL_BARE);
      if (rel) {
        const pred = RELATIONS.get(rel[2]!.toLowerCase());
        if (pred) outs.push({ predicate: pred, object: rel[2]!.toLowerCase(), obj: "person", kind, weight: 0.8 });
        continue;
      }
      const allergy = l.match(/^(?:an?\s+)?(?:severe\s+|mild\s+|bad\s+|slight\s+)?(?:allergy|allergies|intolerance) to (.+)$/) ?? l.match(/^(?:an?\s+)?(?:severe\s+|mild\s+|bad\s+|slight\s+)?([\w -]+?) allerg(?:y|ies)$/);
      if (allergy) {
        outs.push(...one("allergic_to", cleanObject(it.slice(it.length - allergy[1]!.length - (l.endsWith("allergy") ? 8 : l.endsWith("allergies") ? 10 : 0)).replace(/\s+allerg(?:y|ies)$/i, ""), "thing", ctx), "thing", kind));
        continue;
      }
      const condCore = bare.replace(/^(?:(?:really|very|pretty|quite|so|super|kind of|a bit of|bad|severe|mild|chronic|terrible|awful|seasonal|occasional|slight|frequent|recurring|persistent|constant|mild to moderate|moderate)\s+)+/, "");
      if (CONDITIONS.has(l) || CONDITIONS.has(bare) || CONDITIONS.has(condCore) || /^(?:[\w'-]+\s+){0,3}(?:disease|disorder|syndrome|deficiency|cancer)$/i.test(bare)) {
        const v = CONDITIONS.has(l) ? it : CONDITIONS.has(bare) || !CONDITIONS.has(condCore) ? it.replace(/^(?:a|an)\s+/i, "") : restoreTail(it, condCore);
        outs.push(...one("has_condition", cleanObject(v, "condition", ctx), "condition", kind));
        continue;
      }
      const ev = bare.match(/^((?:[\w'-]+\s+){0,3}?)([\w'-]+)(?:\s+(?:with|at|in|for|on|to)\s+.+)?$/);
      if (ev && (/^(?:a|an|my|the|our)\s/i.test(l) ? EVENT_NOUNS.has(ev[2]!) || EVENT_NOUNS.has(`${ev[1]!}${ev[2]!}`.trim()) : EVENT_NOUNS.has(bare) && !/^(?:date|call|game|move|test|show|session|class|trip|review|visit)$/.test(bare))) {
        outs.push(...one("has_event", cleanObject(it, "event", ctx), "event", kind === "state" ? "event" : kind, { ahead: true }));
        continue;
      }
      const budget = l.match(/^a budget of (.+)$/);
      if (budget) {
        outs.push(...one("budget", cleanObject(budget[1]!, "money", ctx), "money", kind));
        continue;
      }
    }
    const head = bare.split(/\s+/).slice(-2).join(" ");
    const last = bare.split(/\s+/).pop() ?? "";
    const brand = ctx.cased && /^(?:an?\s+|the\s+|my\s+|our\s+)?(?:(?:new|old|used|red|blue|black|white|grey|silver|second-hand|secondhand|refurbished|brand new|\d{4})\s+)*(?:[A-Z]|[a-z][A-Z])/.test(it) && !LANGUAGES.has(bare) && !NATIONALITIES.has(bare) && !PLACES.has(bare);
    const single = (w: string) => w.replace(/(?<=[a-z]{2})s$/, "");
    if (/^(?:a|an|the|my|our|one|two|three|four|\d+)\s/i.test(l) || brand || !ctx.cased) {
      if (OWNABLES.has(bare) || OWNABLES.has(head) || OWNABLES.has(last) || OWNABLES.has(single(last)) || OWNABLES.has(single(bare)) || (brand && !/\b(?:idea|question|problem|feeling|chance|offer|job offer)\b/i.test(it))) {
        outs.push(...one("owns", ownedName(cleanObject(it, "thing", ctx)), "thing", kind, { objectType: "product" }));
      }
    }
  }
  return outs;
}

// ---------------------------------------------------------------------------------------------------------
// "I'm ..." with no preposition: a name, an age, a nationality, a diet, a condition, a job, an identity.

const TITLE_AT = /^(?:an?\s+|the\s+)?(.+?)\s+(?:at|for|with|of)\s+(.+)$/i;
/** "the head of marketing at Zapier": the last "at" separates title and employer. */
const TITLE_LAST_AT = /^(?:an?\s+|the\s+)?(.+)\s+(?:at|for|with)\s+([A-Z0-9].*)$/;

/** A job title: an occupation at its end, or "head of sales", "director of operations". */
const isTitle = (phrase: string) => titleHead(phrase) !== null || /^(?:head|director|vp|vice president|chief|manager|dean|chair|president|editor|principal) of\s+\S/i.test(phrase.trim());

export function titleHead(phrase: string): string | null {
  const words = lower(phrase).replace(/[^\w\s'-]/g, "").split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const tail = words.slice(-n).join(" ");
    if (OCCUPATIONS.has(tail)) return tail;
  }
  // Occupations the list lacks, known by their ending ("radiographer", "cardiologist", "electrician",
  // "blacksmith"), and ranks that are titles after a field ("audit senior", "senior associate").
  const last = words[words.length - 1] ?? "";
  if (/^[a-z]{3,}(?:grapher|ologist|ician|iatrist|therapist|smith|wright)$/.test(last)) return last;
  if (words.length >= 2 && /^(?:senior|associate|fellow|principal)$/.test(last) && !/^(?:a|an|the|my|very|most|more)$/.test(words[words.length - 2]!)) return last;
  return null;
}

export function copulaObjects(o: string, self: boolean, form: Form, ctx: Ctx): Out[] | null {
  const s = digitsFor(stripTimes(o.trim())).replace(/\s*,\s*(?:same|but|though|which|so|still|not|lol|haha)\b.*$/i, "").replace(/[.!,]+$/, "").replace(/[,\s]+(?:too|as well|also|btw|by the way|lol|haha|tbh|though|either|myself|by birth|originally|by trade|by profession|by training|actually|now actually|in fact)$/i, "").trim();
  const l = lower(s);
  const past = form === "past";
  // "a Brazilian living in Tokyo", "a nurse based in Leeds": who, and where.
  const living = s.match(/^(.+?)\s+(?:living|based|who lives|residing)\s+in\s+(.+)$/i);
  if (living && !past) {
    const first = copulaObjects(living[1]!, self, form, ctx);
    const place = cleanObject(living[2]!, "place", ctx);
    if (first && first.length && place) return [...first, ...one("lives_in", place, "place", "state")];
  }
  // age
  if (/^\d{1,3}(?:\s*(?:years? old|yrs? old|yo|y\/o|years of age))?(?:\s+(?:now|today|this year))?$/i.test(l)) {
    if (past) return [];
    return one("age", cleanObject(s.replace(/\s+(?:now|today|this year)$/i, ""), "age", ctx), "age", "state");
  }
  // nationality adjective, possibly with "citizen"
  // "half Italian", "part Cherokee": the heritage named, as the labelling keeps no qualifier.
  const nat = l.replace(/^(?:a|an|the)\s+/, "").replace(/^(?:half|part|a quarter|quarter|one quarter)[- ]/, "").replace(/\s+(?:citizen|national)$/, "");
  if (NATIONALITIES.has(nat) || (/\s(?:citizen|national)$/.test(l) && PLACES.has(nat))) {
    return one("nationality", restore(s, nat), "nat", "permanent");
  }
  // diet
  const diet = l.replace(/^(?:a|an)\s+/, "").replace(/^(?:strict|full|fully|mostly|practicing|lifelong|committed)\s+/, "");
  if (DIETS.has(diet)) return one("diet", restore(s, diet), "diet", "state");
  // condition adjective
  const cond = l.replace(/^(?:type ?[12]|t[12])\s+/, "");
  // The labelling keeps objects as written ("lactose intolerant", "asthmatic"), never a noun the text lacks.
  if (CONDITION_ADJECTIVES.has(cond)) return one("has_condition", s.replace(/^(?:an?|very|severely|mildly|slightly|quite)\s+/i, ""), "condition", "state");
  // "a designer at Acme", "the CTO of Acme", "a student at MIT"
  const lastAt = ctx.cased ? s.match(TITLE_LAST_AT) : null;
  if (lastAt && /^(?:head|director|vp|vice president|chief|lead|manager|professor) of\b/i.test(lastAt[1]!)) {
    const org = cleanObject(lastAt[2]!, "org", ctx);
    return [...one("job_title", cleanObject(lastAt[1]!, "title", ctx), "title", "state"), ...one("works_at", org, "org", "state")];
  }
  // "the head of the science department": a lower-case unit is part of the title, not an employer.
  const unitHead = s.match(/^(?:the\s+|an?\s+)?((?:head|director|chair|dean|manager|vp|vice president|chief) of (?:the\s+)?[a-z][\w' -]*(?:department|team|division|unit|school|faculty|ward|office|operations|marketing|sales|engineering|product|design|finance|hr|it|research))$/i);
  if (unitHead && !past) return one("job_title", cleanObject(unitHead[1]!, "title", ctx), "title", "state");
  // "the new head of customer success", "now lead designer": a title with no employer, which only a title reads.
  const theTitle = s.match(/^(?:the\s+)?(?:(?:new|current|acting|interim|official)\s+)?((?:head|director|chief|vp|vice president|lead|manager|dean|chair|principal|editor) of [a-z][\w' -]*|(?:[\w-]+\s+){0,3}[\w-]+)$/i);
  if (theTitle && !past && (/^the\s/i.test(s) || /\bof\b/.test(theTitle[1]!)) && isTitle(theTitle[1]!) && WORDS(theTitle[1]!) <= 6 && !/\b(?:one|only|first|last|best|worst|boss|owner|reason|person)\b/i.test(theTitle[1]!)) {
    return one("job_title", cleanObject(theTitle[1]!, "title", ctx), "title", "state");
  }
  // "a Cornell grad", "a proud Rice alumna": the school named first.
  const alum = ctx.cased ? s.match(/^(?:an?\s+)?(?:(?:proud|recent|former|fellow|new)\s+)?([A-Z][\w&.'-]*(?:\s+(?:of\s+)?[A-Z][\w&.'-]*){0,3})\s+(?:grad|graduate|alum|alumnus|alumna|alumni)$/) : null;
  if (alum && !NATIONALITIES.has(lower(alum[1]!)) && !LANGUAGES.has(lower(alum[1]!)) && !NOT_NAMES.has(lower(alum[1]!).split(/\s+/)[0]!)) return one("graduated_from", cleanObject(alum[1]!, "school", ctx), "school", "event");
  // "a Google employee", "a Stripe engineer": the employer named first.
  const emp = s.match(/^(?:an?\s+)?([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)?)\s+(employee|staffer|contractor|intern|engineer|developer|designer|nurse|doctor|teacher|manager|researcher)$/);
  if (emp && ctx.cased && !NATIONALITIES.has(lower(emp[1]!)) && !LANGUAGES.has(lower(emp[1]!)) && !PLACES.has(lower(emp[1]!))) {
    const outs = one("works_at", cleanObject(emp[1]!, "org", ctx), "org", "state");
    return /^(?:employee|staffer|contractor)$/i.test(emp[2]!) ? outs : [...outs, ...one("job_title", emp[2]!.toLowerCase(), "title", "state")];
  }
  const at = s.match(TITLE_AT);
  if (at) {
    const titleRaw = at[1]!;
    const t = lower(titleRaw).replace(/^(?:a|an|the)\s+/, "");
    if (STUDENT_WORDS.has(t) || /\bstudent$/.test(t)) return one("studies_at", cleanObject(at[2]!, "school", ctx), "school", "state");
    if (/^(?:(?:proud|recent|former|fellow|new)\s+)?(?:graduate|grad|alum|alumnus|alumna|alumni)$/.test(t) && /\bof$/.test(s.slice(0, s.length - at[2]!.length).trim())) {
      return one("graduated_from", cleanObject(at[2]!, "school", ctx), "school", "event");
    }
    // "a partner at Hargreaves & Pryce": with an employer, a partner is a rank, not a spouse.
    if ((titleHead(titleRaw) || /^(?:(?:senior|equity|managing|junior|salaried)\s+)?partner$/.test(t)) && !/\bfan\b/.test(t)) {
      const title = cleanObject(titleRaw, "title", ctx);
      const org = cleanObject(at[2]!, "org", ctx);
      const outs = [...one("job_title", title, "title", "state")];
      if (org && (!ctx.cased || /^[A-Z0-9]/.test(org) || /^(?:a|an)\s/i.test(at[2]!))) outs.push(...one("works_at", org, "org", "state"));
      return outs;
    }
  }
  // "a 32 year old accountant from Leeds" → age, job, origin
  const aged = s.match(/^(?:an?\s+)?(\d{1,3})[- ]years?[- ]old\s+(.+)$/i);
  if (aged && !past) {
    const restOuts = copulaObjects(`a ${aged[2]!}`, self, form, ctx) ?? [];
    return [...one("age", aged[1]!, "age", "state"), ...restOuts];
  }
  const fromX = s.match(/^(an?\s+.+?)\s+(?:from|based in|living in)\s+([A-Z].*)$/);
  if (fromX && titleHead(fromX[1]!.replace(/^an?\s+/i, ""))) {
    const pred = /\sfrom\s/.test(s) ? "from" : "lives_in";
    return [...(copulaObjects(fromX[1]!, self, form, ctx) ?? []), ...one(pred, cleanObject(fromX[2]!, "place", ctx), "place", pred === "from" ? "permanent" : "state")];
  }
  // "a nurse in the ER", "a teacher in a primary school": the job, the workplace unnamed.
  const where = s.match(/^(an?\s+.+?)\s+(?:in|on)\s+(?:the|a|an)\s+[A-Za-z][\w -]*$/);
  if (where && titleHead(where[1]!.replace(/^an?\s+/i, "")) && WORDS(where[1]!) <= 5) return one("job_title", cleanObject(where[1]!, "title", ctx), "title", "state");
  // "a nurse", "a senior software engineer"
  if (/^(?:a|an)\s/.test(l) || (!ctx.cased && titleHead(l) && WORDS(l) <= 4)) {
    const np = l.replace(/^(?:a|an)\s+/, "");
    if (/^(?:bit|little|lot|tad|mess|fan|big fan|huge fan|sucker|part|member|friend|fan|kind|sort|type|bit of)\b/.test(np)) return null;
    if (STUDENT_WORDS.has(np)) return one("is_a", cleanObject(s, "title", ctx), "title", "state");
    if (titleHead(np) && WORDS(np) <= 5) return one("job_title", cleanObject(s, "title", ctx), "title", "state");
    if (IDENTITIES.has(np)) return one("is_a", cleanObject(s, "title", ctx), "title", "state");
    const plain = np.replace(/^(?:total|huge|big|massive|complete|real|true|proper|proud|lifelong|born|typical|classic|devout|practicing|practising|observant|committed|openly)\s+/, "");
    if (plain !== np && IDENTITIES.has(plain)) return one("is_a", restoreTail(s, plain), "title", "state");
    return null;
  }
  if (IDENTITIES.has(l)) return one("is_a", s, "title", "state");
  // "I'm Dana": a capitalized word after "I'm" (cased text only; "i'm tired" is not a name)
  // "I'm Texan", "I'm a Londoner at heart": where one is from, never a name.
  if (self && !past && ctx.cased && /^[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2}$/.test(s) && !NOT_NAMES.has(l.split(" ")[0]!) && !PLACES.has(l) && !LANGUAGES.has(l) && !DEMONYMS.has(l) && !NATIONALITIES.has(l)) {
    return one("name", s, "name", "permanent", { weight: 0.9 });
  }
  return null;
}

function restoreTail(original: string, lowerCore: string): string {
  const i = original.toLowerCase().lastIndexOf(lowerCore);
  return i >= 0 ? original.slice(i) : lowerCore;
}

function restore(original: string, lowerCore: string): string {
  const i = original.toLowerCase().indexOf(lowerCore);
  return i >= 0 ? original.slice(i, i + lowerCore.length) : lowerCore;
}
const WORDS = (s: string) => s.split(/\s+/).length;

// ---------------------------------------------------------------------------------------------------------
// Places reached by "go to" / "visit": a school, an event or a place, each its own predicate.

/** Named events that carry no event word: festivals and conferences people go to. */
const KNOWN_EVENTS = /^(?:the\s+)?(?:glastonbury|coachella|burning man|lollapalooza|sxsw|ces|wwdc|web summit|oktoberfest|wimbledon|the olympics|olympics|world cup|super bowl|comic-con|e3|gdc|fosdem|tomorrowland|primavera sound|bonnaroo|download|reading|roskilde|sziget|mardi gras|carnival|carnaval|pride|fringe|the fringe|edinburgh fringe|art basel|burning man|eurovision|the masters|the open|tour de france|the boston marathon|new york marathon|london marathon)$/i;
/** "PyCon", "KubeCon", "RailsConf", "Lollapalooza": capitalized one-word names with an event ending. */
const EVENT_ENDING = /^[A-Z][\w-]*(?:Con|Conf|Fest|Summit|Expo|Camp|athon|Days)(?:\s+(?:19|20)\d{2})?$/;

/** The destination is an event (a concert, "PyCon", "the Boston Marathon") rather than a place. */
export function isEventName(o: string, ctx: Ctx): boolean {
  const cut = stripTimes(o).replace(/[.!,]+$/, "").trim();
  const head = lower(cut).replace(/[^\w\s'-]/g, "").split(/\s+/);
  if (head.some((w) => EVENT_HEADS.has(w))) return true;
  const bare = cut.replace(/^(?:the|a|an)\s+/i, "");
  return KNOWN_EVENTS.test(bare) || (ctx.cased && EVENT_ENDING.test(bare));
}

/** A stay, not a home: "in Paris for the week", "in London on business". */
const TEMPORARY = /\b(?:(?:over|on|at) the (?:long )?weekend|for (?:a |the |two |three |\d+ )?(?:week|weeks|weekend|few days|couple of days|days|night|nights|conference|work trip|trip|business|vacation|holiday|holidays|wedding|meeting|work|visit|funeral)|on (?:vacation|holiday|business|a trip|a work trip|a business trip|tour)|visiting|until|till|this (?:week|weekend|month)|today|tonight|tomorrow|right now|at the moment|briefly|temporarily|traffic|line|queue|meeting|class)\b/i;

/** A named place in an object ("Edinburgh", "the Bay Area"), or null. */
function placeObject(o: string, ctx: Ctx): string | null {
  // "moved into the Austin house": the town, not the building.
  const v = cleanObject(o.replace(/^((?:the|our|my)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)\s+(?:house|flat|apartment|place|condo|home)\b/, "$1"), "place", ctx);
  if (!v) return null;
  const l = lower(v);
  if (isPlace(l)) return v;
  // "I'm in the ER", "she's in the ICU": a ward, not a town.
  if (/^(?:er|icu|nicu|picu|ed|or|a&e|ccu|hdu)$/.test(l)) return null;
  if (!ctx.cased || !/^[A-Z]/.test(v) || NOT_NAMES.has(l.split(/\s+/)[0]!) || LANGUAGES.has(l) || /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/.test(l)) return null;
  return v;
}

/** Words that make a journey one-way: "for good", "permanently". */
const FOR_GOOD = /\s*,?\s*\b(?:for good(?! measure)|for keeps|permanently|to settle(?: down)?(?: there)?|to live(?! it\b)(?: there)?)\b/i;

const STAY_VENUE = "cafe|café|coffee shop|coffeeshop|hotel|hotel room|hotel bar|hostel|airbnb|air bnb|b&b|bnb|guesthouse|guest house|inn|motel|resort|villa|chalet|lodge|campsite|bar|pub|restaurant|airport|lounge|library|beach";
const STAY_HOME = "place|house|flat|apartment|home|condo|cottage|cabin|farm";
const VENUE_IN = new RegExp(`^(.{0,60}?)\\b(?:(${STAY_HOME})|${STAY_VENUE})\\s+(?:in|near|outside(?:\\s+of)?|just outside(?:\\s+of)?)\\s+(.+)$`, "i");

/**
 * The town in "a cafe in Prague", "my sister's flat in Galway": where someone staying there is. A home
 * needs its owner named ("my parents' place"): "my place in Leeds" or "the house in Galway" may be the
 * speaker's own. Without a venue, only `bare` lets the object be the place itself ("writing from Oslo").
 */
function whereNow(o: string, ctx: Ctx, venueRequired: boolean): string | null {
  const t = stripTimes(o).replace(/[.!]+$/, "").trim();
  const m = t.match(VENUE_IN);
  if (!m && venueRequired) return null;
  if (m && m[2] && !/\w(?:'s|s'|’s|s’)(?:\s|$)/i.test(m[1]!)) return null;
  const rest = (m ? m[3]! : t).split(/\s+(?:for|to|with|because|since|on|until|till|while|visiting|and|but|where|which)\s+|\s*[,;]\s*/i)[0]!;
  return placeObject(rest, ctx);
}

/** Going to an event: attended once it happened, has_event while it lies ahead. */
function eventOut(o: string, form: Form, ctx: Ctx): Out[] {
  const v = cleanObject(o, "event", ctx);
  if (form === "ing" || form === "base") return one("has_event", v, "event", "event", { ahead: true });
  return one("attended", v, "event", "event");
}

/** "a trip to Peru", "two weeks in Japan", "our honeymoon in Bali": the journey named before where it went. */
const TRIP_LEAD = /^(?:(?:a|an|our|my|the|this|that|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of|several|some)\s+)?(?:(?:long|short|quick|little|lovely|great|amazing|wonderful|brilliant|fantastic|incredible|epic|week-long|two-week|family|work|business|road|solo|girls'?|boys'?|school|summer|winter|spring|autumn|fall|christmas|easter|ski|beach|last-minute|first|big)\s+)*(?:trip|vacation|holiday|holidays|honeymoon|getaway|break|visit|tour|cruise|babymoon|stay|weekend|week|weeks|fortnight|days|nights|months)(?:\s+away)?\s+(?:to|in|around|through|across|at|on)\s+(?=\S)/i;

/** The place a trip went to, the journey's words dropped; `trip` says whether there were any. */
export function tripPlace(o: string): { o: string; trip: boolean } {
  const rest = o.trim().replace(TRIP_LEAD, "");
  return { o: rest, trip: rest !== o.trim() };
}

/** Back from somewhere: a visit when it is a known place or a trip named as one. */
function tripOver({ o, ctx, negated, form }: BuildArgs): Out[] {
  if (negated || form === "base" || form === "s" || form === "ing") return [];
  const { trip } = tripPlace(o);
  const d = destination(o, "event", ctx, "past");
  return d && d.every((x) => x.predicate === "visited" && (trip || isPlace(lower(x.object), true))) ? d : [];
}

function destination(o: string, kind: Kind, ctx: Ctx, form: Form): Out[] | null {
  o = tripPlace(o).o;
  // Only the destination itself decides: "Lisbon for a conference" is a place.
  o = o.split(/\s+(?:for|to|with|because|since|on)\s+/i)[0]!;
  // "Japan and Korea": each a place of its own, but only when every item is one ("Trinidad and Tobago" is guarded by the list splitter).
  const items = splitList(o);
  if (items.length > 1) {
    const each = items.map((it) => destination(it, kind, ctx, form));
    if (each.every((x) => x !== null && x.length === 1 && x[0]!.predicate === "visited")) return each.flatMap((x) => x!);
  }
  if (isEventName(o, ctx)) return eventOut(o, form, ctx);
  if (SCHOOL_WORD.test(o)) return one("studies_at", cleanObject(o, "school", ctx), "school", form === "past" ? "state" : "state");
  const place = cleanObject(o, "place", ctx);
  if (!place) return null;
  if (ctx.cased ? /^[A-Z]/.test(place) : isPlace(place.toLowerCase())) return one("visited", place, "place", kind);
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Pastimes: a habit stated in the simple present (or the perfect) is a liking of the activity.

/** The longest pastime from `words` that the object starts with ("the cello on weekends" → "cello"). */
function pastime(o: string, words: ReadonlySet<string>, ctx: Ctx): string | null {
  const t = stripTimes(o).replace(/^(?:the|a|an|some|competitive|amateur|professional|classical|jazz|bass)\s+(?=\S)/i, "").replace(/[.!,]+$/, "").trim();
  const ws = t.split(/\s+/);
  for (let n = Math.min(4, ws.length); n >= 1; n--) {
    const head = ws.slice(0, n).join(" ");
    if (words.has(lower(head))) return cleanObject(head, "thing", ctx);
  }
  return null;
}

const PRACTISED_RACES: ReadonlySet<string> = new Set(["marathons", "half marathons", "half-marathons", "ultras", "ultramarathons", "triathlons", "ironmans", "10ks", "5ks", "trail races", "races"]);

/** A one-off ("I go shopping tomorrow", "I'm playing tennis tonight") is a plan, not a pastime. */
const ONE_OFF_TIME = /\b(?:tomorrow|tonight|today|this (?:morning|afternoon|evening|weekend)|next \w+|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!s))/i;

function hobby(o: string, words: ReadonlySet<string>, ctx: Ctx, form: Form, anyNeg: boolean, kind: Kind = "state"): Out[] | null {
  const v = pastime(o, words, ctx);
  if (!v) return null;
  // "I don't do yoga anymore" is said and done; "I don't do dairy" is for the patterns after this one.
  if (anyNeg) return [];
  if (ONE_OFF_TIME.test(o) || form === "ing") return null;
  return one("likes", v, "thing", kind);
}

/** A field of study: lower-case words, not a manner ("hard", "abroad") or a time. */
function FIELD(x: string): string | null {
  const t = x.replace(/[.!,]+$/, "").replace(/^(?:a|an|the)\s+/i, "").trim();
  if (!t || t.split(/\s+/).length > 4 || /^(?:hard|a lot|abroad|online|for|at|in|with|every|late|all|together|remotely|part|full|here|there|it|that|this|them|too|so|very|really|my|our)\b/i.test(t)) return null;
  if (!/^[A-Za-z][\w' -]*$/.test(t)) return null;
  return t;
}

// ---------------------------------------------------------------------------------------------------------
// The table.

const SPECS: Spec[] = [
  // identity -------------------------------------------------------------------------------------------
  // "I was named head of sales" is a title; "I'm named after my grandmother" no name at all.
  { t: "{be} (?:called|named) {O}", pred: "name", kind: "permanent", obj: "name", self: true, build: ({ o, ctx, negated }) =>
      negated ? [] : /^(?:after|for)\s/i.test(o) || isTitle(o.replace(/^(?:the|a|an|our|their)\s+/i, "")) ? null : one("name", cleanObject(o, "name", ctx), "name", "permanent") },
  // A name lasts until it changes: "I used to go by Danny" is a former name.
  { t: "{go} by {O}", pred: "name", kind: "state", obj: "name" },
  { t: "{change} (?:my|his|her|their) (?:first |last |legal |sur)?name to {O}", pred: "name", kind: "onset", obj: "name" },
  { t: "{turn} {O}", pred: "age", kind: "onset", obj: "age" },
  { t: "{be} born (?:on|in|at) {O}", pred: null, kind: "permanent", obj: "date", build: ({ o, ctx }) => {
      const both = o.match(/^([A-Z][\w'. -]+?)\s+(?:in|on)\s+(.*\d.*)$/);
      if (both && !/\d/.test(both[1]!)) return [...one("from", cleanObject(both[1]!, "place", ctx), "place", "permanent"), ...one("birthday", cleanObject(both[2]!, "date", ctx), "date", "permanent")];
      if (/^(?:early |late |mid-?)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$|^(?:the )?(?:spring|summer|fall|autumn|winter)$|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i.test(o.trim().replace(/[.!,]+$/, ""))) return [];
      if (/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(o) && !/^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*$/.test(o.trim()) ) {
        return one("birthday", cleanObject(o, "date", ctx), "date", "permanent");
      }
      return one("from", cleanObject(o, "place", ctx), "place", "permanent");
    } },
  { t: "{mean} {O}", pred: null, kind: "state", obj: "place", self: true, build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const v = o.trim().replace(/[.!,]+$/, "");
      if (/^\d{1,3}$/.test(v)) return one("age", cleanObject(v, "age", ctx), "age", "permanent", { weight: 0.8 });
      if (isPlace(lower(v)) || (ctx.cased && /^[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?$/.test(v) && !NOT_NAMES.has(lower(v)) && !LANGUAGES.has(lower(v)))) {
        return one("lives_in", cleanObject(v, "place", ctx), "place", "permanent", { weight: 0.7 });
      }
      return [];
    } },
  { t: "{be} (?:a )?(?:dual |proud |naturalized |naturalised )?(?:citizen|national) of {O}", pred: "nationality", kind: "permanent", obj: "nat", list: true },
  { t: "{grow} up speaking {O}", pred: "speaks", kind: "permanent", obj: "lang", list: true },
  { t: "{have|hold} (?:an? |dual )?{O} (?:citizenship|nationality|passports?|citizenships)", pred: "nationality", kind: "permanent", obj: "nat", list: true },
  { t: "{be} {ADV}fluent in {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  { t: "{be} (?:a )?native {O} speaker", pred: "speaks", kind: "state", obj: "lang", list: true },
  { t: "{be} (?:bilingual|trilingual|multilingual)(?: in|\\s*[,:]| -) {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  { t: "{speak} {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  // "I can finally hold a conversation in Italian": speaking it, said through what one can do with it.
  { t: "{hold|have|carry|manage} (?:on )?(?:a |an )?(?:(?:whole|basic|simple|real|proper|full|decent|entire|actual|long|short) )*(?:conversations?|chat|phone call) (?:entirely |completely )?in {O}", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).split(/\s*[,;]\s*|\s+(?:with|now|at last|finally|without|for)\b/i)[0]!.replace(/[.!]+$/, "").trim();
      return negated || !LANGUAGES.has(lower(t)) ? [] : one("speaks", cleanObject(t, "lang", ctx), "lang", "state");
    } },
  { t: "{be} {ADV}(?:conversational|proficient|competent|comfortable|decent|good|native) in {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  // "I'm finally comfortable speaking Tamil": ease in a language is speaking it.
  { t: "{be} {ADV}(?:comfortable|confident|fluent|conversational|good|decent|ok|okay|able to get by) (?:at )?(?:speaking|chatting in|talking in) {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  { t: "{get} by in {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  // "I know some Russian too", "I became fluent in German", "I'm a Hebrew speaker", "fluent in three
  // languages: English, Hindi and Marathi": a language known is one spoken; only a listed language counts.
  { t: "{know} (?:some |a bit of |a little |a little bit of |basic |a few words of |a lot of |decent |conversational |enough )?{O}", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "state") },
  { t: "{become|get|grow} {ADV}(?:fluent|conversational|proficient) in {O}", pred: "speaks", kind: "onset", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "onset") },
  { t: "{be} (?:a |an )?(?:fluent |confident |good |decent )?{O} speaker", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "state") },
  { t: "{be|grow} (?:up )?{ADV}(?:fluent|bilingual|trilingual|multilingual) in (?:two|three|four|five|several|\\d) languages\\s*[,:(-]\\s*{O}", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "state") },
  { t: "{grow} up (?:bilingual|trilingual)(?: in|\\s*[,:]| -) {O}", pred: "speaks", kind: "permanent", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "permanent") },
  // "I picked up some Swahili while volunteering": a language learnt along the way is one spoken since.
  { t: "{pick} up (?:some |a bit of |a little |a little bit of |a few words of |enough |basic |conversational |decent |quite a bit of |a lot of |a fair bit of )?{O}", pred: "speaks", kind: "onset", obj: "lang", build: ({ o, ctx, negated, form }) => {
      const t = stripTimes(o).split(/\s*[,;]\s*|\s+(?:while|when|during|in|from|at|on|by|living|working|travelling|traveling|volunteering|studying|growing|after|before|over|through|and|too|as)\b/i)[0]!.replace(/[.!]+$/, "").trim();
      if (!LANGUAGES.has(lower(t))) return null;
      return negated || form === "base" || form === "s" ? [] : one("speaks", cleanObject(t, "lang", ctx), "lang", "onset");
    } },
  // "I can speak Spanish" reaches here as "speak Spanish" (ability "can" is dropped by the aux parser).

  // "I do contract work for Shopify", "I do freelance design for agencies called X": paid work for a named client.
  { t: "{do} (?:some |a lot of |mostly |occasional )?(?:contract|contracting|freelance|consulting|consultancy|part-time|shift|temp|agency|locum)(?: [\\w-]+)?(?: work| jobs| gigs)? (?:for|at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased ? !/^(?:the\s+)?[A-Z0-9]/.test(t) : /^(?:a|an|some|few|many|several|various|my|our|his|her|their|other|different|lots|clients|people|friends|family|free|myself)\b/i.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // pastimes (before "take", "do" and "run", which read their objects otherwise) -------------------------
  { t: "{play} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) => hobby(o, PLAYED, ctx, form, anyNeg) },
  { t: "{do|practice|practise|train} (?:in )?{O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) =>
      hobby(o, PRACTISED, ctx, form === "ing" ? "s" : form, anyNeg) },
  { t: "{run|race} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) =>
      /^(?:marathons|half marathons|half-marathons|ultras|ultramarathons|triathlons|ironmans|10ks|5ks|trail races|races)\b/i.test(o.trim()) ? hobby(o, PRACTISED_RACES, ctx, form, anyNeg) : null },
  { t: "{go} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) => (form === "past" || form === "pp" ? null : hobby(o, GONE_DOING, ctx, form, anyNeg)) },
  // "I took up pottery", "I've taken up running": a new pastime.
  { t: "{take} up (?:the )?{O}", pred: null, kind: "onset", obj: "thing", build: ({ o, ctx, form, anyNeg }) => {
      if (anyNeg || form === "base" || form === "s") return null;
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (t.split(/\s+/).length > 3 || /^(?:a|an|my|your|his|her|their|our|too|so|much|more|all|space|room|time|residence|arms|the offer|offer|position|the challenge|smoking|it|that|this|them)\b/i.test(t)) return [];
      return one("likes", cleanObject(t, "thing", ctx), "thing", "onset");
    } },

  // health (before "have", which would read "a peanut allergy" as a thing) -------------------------------
  { t: "{be} {ADV}allergic to {O}", pred: "allergic_to", kind: "state", obj: "thing", list: true },
  { t: "{be} (?:{ADV})?(?:intolerant|sensitive) to {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated ? [] : many("has_condition", o, "thing", "state", ctx).map((x) => ({ ...x, object: `${x.object} intolerance` })) },
  { t: "{be} (?:recently |just )?diagnosed with {O}", pred: "has_condition", kind: "onset", obj: "condition", list: true },
  { t: "{get} diagnosed with {O}", pred: "has_condition", kind: "onset", obj: "condition", list: true },
  { t: "{suffer} from {O}", pred: "has_condition", kind: "state", obj: "condition", list: true },
  { t: "{struggle|live|deal|cope} with {O}", pred: null, kind: "state", obj: "condition", build: ({ o, ctx, negated }) => {
      if (negated) return null;
      const outs = splitList(o).flatMap((p) => (CONDITIONS.has(strip(lower(p))) || CONDITIONS.has(lower(p)) ? one("has_condition", cleanObject(p, "condition", ctx), "condition", "state") : []));
      return outs.length ? outs : null;
    } },
  { t: "{be} (?:on|taking) {O}", pred: null, kind: "state", obj: "med", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const diet = o.match(/^(?:a|an|the)\s+(.+?)\s+diet\b/i);
      if (diet) return one("diet", cleanObject(diet[1]!, "diet", ctx) ?? cleanObject(diet[1]!, "thing", ctx), "diet", "state");
      return medication(o, ctx) ?? null;
    } },
  { t: "{take} {O}", pred: null, kind: "state", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx)) },
  { t: "{stop|quit|discontinue} (?:taking|using) {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)?.map((x) => ({ ...x, kind: "end" as const })) ?? null) },
  { t: "{stop|quit|discontinue} {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx)?.map((x) => ({ ...x, kind: "end" as const })) ?? null) },
  { t: "{start|begin} (?:taking|using) {O}", pred: null, kind: "onset", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)?.map((x) => ({ ...x, kind: "onset" as const })) ?? null) },
  { t: "{be|come|get|go} off {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      if (FOODS.test(strip(lower(stripTimes(o))).replace(/\s+(?:now|for now|for good|completely)$/, ""))) return many("avoids", o, "thing", "state", ctx);
      return medication(o, ctx)?.map((x) => ({ ...x, kind: "end" as const })) ?? null;
    } },
  { t: "{have|eat|tolerate|digest|handle|drink|touch} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (!negated) return null;
      const items = splitList(stripTimes(o)).map((p) => strip(lower(p)).replace(/^(?:any|much|too much)\s+/, ""));
      return items.length && items.every((p) => FOODS.test(p)) ? many("avoids", o.replace(/^(?:any|much)\s+/i, ""), "thing", "state", ctx) : null;
    } },
  { t: "{recover|heal} from {O}", pred: null, kind: "end", obj: "condition", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const c = strip(lower(stripTimes(o)));
      return CONDITIONS.has(c) || /(?:disease|disorder|syndrome|cancer|covid|infection|surgery)$/.test(c) ? one("has_condition", cleanObject(o, "condition", ctx), "condition", "end") : null;
    } },
  { t: "{be} prescribed {O}", pred: null, kind: "onset", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)) },

  // diet and avoidance ----------------------------------------------------------------------------------
  { t: "{keep} (?=(?:an?|two|three|some|\\d)\\s){O}", pred: "has_pet", kind: "state", obj: "pet", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "state", ctx, "owned").filter((x) => x.predicate === "has_pet")) },
  // "i also do deliveries for Gopuff", "I do shifts for Deliveroo": the employer of the work done.
  { t: "{do} (?:the |some |a few |my )?(?:deliveries|delivery|shifts|driving|contract work|freelance work|gigs|runs) (?:for|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased && !/^[A-Z0-9]/.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "i do accounts payable for a logistics company called Transvia": the work for a named company.
  { t: "{do} (?:[\\w-]+ ){1,3}(?:for|at) (?:an? |the )(?:[\\w-]+ ){0,2}(?:company|firm|startup|agency|business|charity|bank|hospital|school|shop|store|restaurant|practice|studio|consultancy) (?:called|named) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "state")) },
  { t: "{follow|eat|keep|do} (?:an? |the )?(?:strict )?{O}", pred: null, kind: "state", obj: "diet", neg: "avoids", build: ({ o, ctx, negated, form }) => {
      if (negated) {
        // "I don't do dairy" avoids it; "I don't do Warhammer anymore" is a pastime over, not a thing avoided.
        const items = splitList(stripTimes(o)).map((p) => strip(lower(p)).replace(/^(?:any|much)\s+/, ""));
        if (items.length && items.every((p) => FOODS.test(p))) return many("avoids", o, "thing", "state", ctx);
        return /^[A-Z]/.test(o) || /\b(?:anymore|any more|no longer)\b/i.test(o) ? [] : many("avoids", o, "thing", "state", ctx);
      }
      const d = o.replace(/\s+(?:diet|food|foods|only)$/i, "").trim();
      if (DIETS.has(lower(d).replace(/^(?:a|an|the|strict|only)\s+/, ""))) return one("diet", cleanObject(d, "diet", ctx), "diet", "state");
      const onlyDiet = o.match(/^only (.+)$/i);
      if (onlyDiet && DIETS.has(lower(onlyDiet[1]!))) return one("diet", onlyDiet[1]!, "diet", "state");
      return (form === "s" || form === "base") && !/^(?:away|clear|up|track|in touch|off)\b/i.test(o) ? [] : null;
    } },
  { t: "{go|become|turn|switch|convert} (?:to )?{O}", pred: null, kind: "onset", obj: "diet", build: ({ o, ctx, negated }) => {
      const d = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:diet|again|too|as well)$/i, "").trim();
      const core = lower(d).replace(/^(?:a|an|fully|full|completely|totally|strict|strictly|mostly|100%)\s+/, "");
      if (!DIETS.has(core)) return null;
      return negated ? [] : one("diet", restore(d, core), "diet", "onset");
    } },
  { t: "{drink} {O}", pred: null, neg: "avoids", kind: "state", obj: "thing", list: true },
  { t: "{drink}", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? one("avoids", "alcohol", "thing", "state") : []) },
  { t: "{smoke}", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? one("avoids", "smoking", "thing", "state") : []) },
  { t: "{avoid} {O}", pred: "avoids", kind: "state", obj: "thing", list: true },
  { t: "{stay|keep} (?:away|clear) (?:from|of) {O}", pred: "avoids", kind: "state", obj: "thing", list: true },
  // "gave up sugar": a habit dropped. "gave up the flat", "gave up keto": something held (a home, a diet) that
  // ended, which is not a new thing avoided (the clause's held ending closes it).
  { t: "{give} up {O}", pred: "avoids", kind: "onset", obj: "thing", build: ({ o, ctx, negated }) => {
      const d = stripTimes(o).replace(/\s+(?:after|for|since|when|because)\s.*$/i, "").trim();
      if (negated || /^(?:the|my|our|his|her|their|that|this|on|trying|hope)\b/i.test(d) || DIETS.has(lower(d).replace(/\s+diet$/, ""))) return [];
      return many("avoids", d, "thing", "onset", ctx);
    } },
  { t: "{cut} out {O}", pred: "avoids", kind: "onset", obj: "thing", list: true },
  { t: "{stop|quit} (?:eating|drinking|consuming|having) {O}", pred: "avoids", kind: "onset", obj: "thing", list: true },
  { t: "{quit|stop|kick} (?:the )?(?<o>smoking|drinking|vaping|caffeine|alcohol|sugar|coffee|meat|dairy|gluten|social media|cigarettes|weed|nicotine|soda|booze)\\b.*", pred: "avoids", kind: "onset", obj: "thing" },
  { t: "{be} (?:sober|teetotal|a teetotaler|a non-drinker)(?:\\s.*)?", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? [] : one("avoids", "alcohol", "thing", "state")) },

  // places -----------------------------------------------------------------------------------------------
  { t: "{live|reside} (?:now |currently |still |right now |at the moment )?in {O}", pred: "lives_in", kind: "state", obj: "place" },
  // "For many years I have made my home in Cheltenham": a home, said formally.
  { t: "{make} (?:my|our) home in {O}", pred: "lives_in", kind: "state", obj: "place" },
  // "taken a flat in Worcester", "we're renting a house in Bath": the new home is where it is.
  { t: "{take|rent} (?:a|an|our|my) (?:new )?(?:flat|apartment|house|place|home|condo|cottage|room|studio|terrace|bungalow) (?:in|near) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) =>
      negated ? [] : one("lives_in", cleanObject(o, "place", ctx), "place", form === "base" || form === "s" ? "state" : "onset") },
  { t: "{stay} (?:(?:at|with) {X} )?in {O}", pred: null, kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      if (!place) return null;
      // "I'm staying in Kyoto for two weeks" is a visit now; with a time ahead it is a plan.
      return /\bfor (?:the (?:past|last) )?(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten) (?:years|months)\b/i.test(o) ? one("lives_in", place, "place", "state") : one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true });
    } },
  // Where the speaker is while saying it: "writing this from a cafe in Prague", "I'm at my parents' place in
  // Leeds for the week", "sitting in a hotel bar in Oslo". A stay somewhere, so a visit (never a home).
  { t: "{write|type|message|text} (?:this |these lines |to you |you )?(?:(?:right )?now )?from {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base") return [];
      const place = whereNow(o, ctx, false);
      return place ? one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true }) : null;
    } },
  { t: "{be|sit} (?:now |currently |still |just )?(?:at|in) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const place = whereNow(o, ctx, true);
      return place ? one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true }) : null;
    } },
  { t: "{live} (?:near|outside(?: of)?|just outside(?: of)?) {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => (negated ? [] : one("lives_in", cleanObject(o, "place", ctx), "place", "state", { weight: 0.8 })) },
  { t: "{be} (?:currently |now )?(?:based|located|settled|stationed|living) (?:in|out of) {O}", pred: "lives_in", kind: "state", obj: "place" },
  { t: "{call} {O} home", pred: "lives_in", kind: "state", obj: "place" },
  // "we've settled into Porto", "finally unpacked in our new flat in Lisbon", "we're settling in nicely in Oslo".
  { t: "{settle|unpack} (?:(?:down|in|nicely|well|finally|properly) )*(?:in|into|at) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      // "settled in Brest for good I think": the place, not the hedge after it.
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for good|for now|at last|i think|I think|we think|finally|now)\b/)[0]!, ctx);
      // Settling in is already living there, not a plan.
      return place ? one("lives_in", place, "place", form === "ing" ? "state" : "onset") : null;
    } },
  // "just got the keys to a place in Leeds": the new home.
  { t: "{get|collect|pick} (?:up )?(?:the |our |my )?keys (?:to|for) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "onset") : [];
    } },
  { t: "{be} (?:all |finally |now |fully )*moved in(?:to| to) {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "we swapped Madrid for Valencia", "I left Boston for Seattle": one home for another (a known place on one side at least).
  // "handed back the keys to the Sligo flat": the home given up.
  { t: "{hand|give|return|drop} (?:back |in |off )?(?:the |our |my )?keys (?:back )?(?:to|for|of) {O}", pred: "lives_in", kind: "end", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing") return [];
      const place = placeObject(o.split(/\s+(?:last|this|yesterday|today|on|in|and)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "end") : [];
    } },
  { t: "{swap|trade|exchange|leave|ditch} {X} for {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s") return null;
      const to = placeObject(o.split(/\s+(?:in|last|this|after|because|since|a few|two|three|when)\b/i)[0]!, ctx);
      const from = placeObject(x, ctx);
      if (!to || !from || (!isPlace(lower(to)) && !isPlace(lower(from)))) return null;
      return [...one("lives_in", to, "place", "onset"), ...one("lives_in", from, "place", "end")];
    } },
  // "we ended up in Dublin", "I ended up staying in Leeds": where things came out, whatever was planned.
  { t: "{end} up (?:(?:living|settling|staying|moving|settled|based) )?(?:in|to|out in|over in) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const t = o.split(/\s*[,;]\s*|\s+(?:for|because|after|with|instead|long story)\b/i)[0]!;
      if (TEMPORARY.test(o.split(/\s*[,;]\s*/)[0]!) || isEventName(t, ctx)) return null;
      const place = placeObject(t, ctx);
      return place ? one("lives_in", place, "place", form === "ing" ? "state" : "onset") : null;
    } },
  { t: "{end} up (?:(?:working|taking a job|taking the job|taking the offer|starting|staying) )?(?:at|with|for|joining) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || !ctx.cased) return negated ? [] : null;
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).replace(/\s+(?:instead|after all|in the end|anyway)$/i, "").trim();
      if (!/^[A-Z0-9]/.test(t) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!)) return null;
      return one("works_at", cleanObject(t, "org", ctx), "org", form === "ing" ? "state" : "onset");
    } },
  // "we signed the lease on a place in Hoboken": the new home (a lease still to sign is a plan).
  { t: "{sign} (?:the |a |our |my )?(?:lease|rental agreement|tenancy agreement|tenancy|rental contract|contract) (?:on|for) (?:a|an|the|our|my) (?:[\\w-]+ ){0,2}?(?:place|flat|apartment|house|home|condo|studio|townhouse|cottage|loft) (?:in|near) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:and|for|last|this|next|on|yesterday|today)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "onset") : [];
    } },
  // "we're renting in Bordeaux for now": renting is living there, however long it lasts.
  { t: "{rent} (?:a (?:place|flat|room|house|apartment) )?in {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for|with|until|while|near|since|because)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "crossed Vietnam off the list": a place on the travel list, now visited.
  { t: "{cross|tick|check} {X} off (?:my|the|our) (?:bucket |travel )?list(?:[\\s,].*)?", pred: "visited", kind: "event", obj: "place", build: ({ x, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      const place = placeObject(x, ctx);
      return place && (isPlace(lower(place)) || ctx.cased) ? one("visited", place, "place", "event") : [];
    } },
  // "I'm off to Spain in July": a trip ahead.
  { t: "{be} (?:just )?off to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "past" || form === "pp") return [];
      const place = placeObject(o.split(/\s+(?:for|to|with|because|on|in|next|this|tomorrow)\b/i)[0]!, ctx);
      return place ? one("visited", place, "place", "event", { planned: true }) : [];
    } },
  // "I commute from Brighton", "I commute into London from Reading": home is where the commute starts.
  { t: "{commute} (?:(?:in|into|to|up to|down to) {X} )?from {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s+(?:to|into|every|each|by|on|for)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "state", { weight: 0.85 }) : [];
    } },
  { t: "{get|come|be|fly|arrive} (?:just )?back from {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const d = destination(o, "event", ctx, "past");
      if (d || ctx.cased) return d;
      // Texted in lower case, a bare word after "back from" is where one was ("just got back from oaxaca").
      const w = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:lol|haha|yay|finally|at last)$/i, "").trim();
      return /^[a-z][\w'-]+$/.test(w) && !NOT_NAMES.has(w) && !/^(?:work|school|uni|college|holiday|holidays|vacation|vacay|hols|lunch|dinner|breakfast|church|town|hospital|abroad|leave|break|camp|practice|training|class|shopping|home|there|here|it|that|overseas|travelling|traveling|maternity|paternity|sick|the|a|my|our|rehab|tour|deployment|honeymoon|lunchbreak|gym|yoga|swimming|running|jogging|walking|vacations)$/.test(w) ? one("visited", w, "place", "event") : null;
    } },
  // "we just returned from two weeks in Japan", "flew home from Tokyo": a trip over. Only a known place or a
  // trip named as one ("got home from Walmart", "returned from the store" are errands).
  { t: "{return} (?:back |home )?from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver(a) },
  { t: "{get|come|fly|arrive|drive|head|travel} (?:back )?home from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver(a) },
  { t: "{be} (?:back )?home from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver({ ...a, form: a.form === "s" ? "past" : a.form }) },
  // "I'm going on a trip to Japan in May", "I was on holiday in Crete": the trip's place.
  { t: "{go|head|be} (?:off )?on (?:a |an |our |my |the )?(?:[\\w'-]+ ){0,2}(?:trip|vacation|holiday|holidays|honeymoon|cruise|getaway|tour|break|babymoon) (?:to|in|around|through|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const d = destination(o, "event", ctx, form);
      return d && d.every((x) => x.predicate === "visited") ? d : [];
    } },
  // "took a quick trip to Kangaroo Island", "we're taking a road trip up to Skye in May": the trip's place;
  // "took a week off for Havana": time off spent there ("took a day off for the dentist" is no trip).
  { t: "{take|make|do} (?:a |an |our |my |the |another )?(?:[\\w'-]+ ){0,2}?(?:trip|road trip|day trip|getaway|holiday|vacation|jaunt|detour|side trip|pilgrimage) (?:to|up to|down to|over to|out to|across to) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return [];
      const d = destination(o, "event", ctx, form);
      return d && d.every((x) => x.predicate === "visited") ? d : [];
    } },
  { t: "{take} (?:a|an|the|one|two|three|four|\\d+|a few|a couple of) (?:long |few |couple of )?(?:days?|weeks?|weekend|nights?|months?) off (?:for|in|to go to) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return [];
      const place = placeObject(o.split(/\s*,|\s+(?:with|because|and|to|last|this|next|in)\b/i)[0]!, ctx);
      return place && isPlace(place.toLowerCase()) ? one("visited", place, "place", "event") : [];
    } },
  // "I finally made it to Machu Picchu": a place reached at last ("made it to the gym", "to the meeting" are not trips).
  { t: "{make} it (?:all the way |out |over |down |up |back )?to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      const t = tripPlace(o).o.split(/\s+(?:for|with|because|since|on|in|at|after|before|and)\b/i)[0]!;
      if (isEventName(t, ctx)) return [];
      const place = placeObject(t, ctx);
      return place && !ORG_WORD.test(place) && (isPlace(lower(place), true) || ctx.cased) ? one("visited", place, "place", "event") : [];
    } },
  // "we toured Scotland", "I've toured Japan twice": a country or region seen.
  { t: "{tour} {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return [];
      const place = placeObject(o.replace(/^(?:around|through|across)\s+/i, "").split(/\s+(?:for|with|because|on|in|at|after|before|by|and)\b/i)[0]!, ctx);
      return place && isPlace(lower(place), true) ? one("visited", place, "place", "event") : [];
    } },
  { t: "{move|relocate|emigrate|immigrate} (?:back |over |here |there |away |all the way )?from {X} to {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      return [...one("lives_in", cleanObject(o, "place", ctx), "place", "onset"), ...one("lives_in", cleanObject(x, "place", ctx), "place", "end")];
    } },
  // "I relocated to Denver from Austin": the old home is over too.
  { t: "{move|relocate} (?:back |over |all the way )?(?:to|into) {X} from {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      const to = cleanObject(x, "place", ctx);
      const from = placeObject(o, ctx);
      if (!to || !from) return null;
      return [...one("lives_in", to, "place", "onset"), ...one("lives_in", from, "place", "end")];
    } },
  // "moved over to Ashbury Housing Trust": a name that looks like an employer is a job move, left to the work rules.
  { t: "{move|relocate|emigrate|immigrate} (?:back home |back |over |here |there |away |out |down |up |across |all the way |home )?(?:to|into|in to) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = cleanObject(o, "place", ctx);
      if (!place) return null;
      return ORG_WORD.test(place) && !isPlace(lower(place), true) ? null : one("lives_in", place, "place", "onset");
    } },
  // "headed to Santa Fe for good", "we're going back to Ireland for good": a journey with no return is a move.
  { t: "{go|head|fly|drive|come|return|travel|sail|leave|emigrate|relocate} (?:back |home |over |out |off |away |back home )?(?:to|for) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (!FOR_GOOD.test(o)) return null;
      if (negated) return [];
      const place = placeObject(o.split(FOR_GOOD)[0]!, ctx);
      return place ? one("lives_in", place, "place", "onset") : null;
    } },
  // "moved up the coast to Charleston", "moved on to Wrocław", "we shifted to Bengaluru": where the move went,
  // whatever the way there. These looser words name a home only with a known town ("moved on to Python").
  { t: "{move|relocate|shift} (?:(?:back|over|on|north|south|east|west|upstate|downstate|inland|overseas|cross-country|across the country|(?:up|down|along|across) (?:the )?(?:coast|road|country|state|street|river|hill|highway|motorway|island|valley)) ){0,2}(?:to|into) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place && isPlace(lower(place), true) ? one("lives_in", place, "place", "onset") : null;
    } },
  { t: "{be|get} (?:(?:just|finally|recently) )?(?:transferred|relocated|posted|reassigned|redeployed|seconded) (?:over |back |out |across )?to {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing") return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for|with|because|after|and)/i)[0]!, ctx);
      return place && isPlace(lower(place), true) ? one("lives_in", place, "place", "onset") : null;
    } },
  // "we're now officially Lisbon residents", "I'm a Denver local now": living there.
  { t: "{be} (?:(?:now|officially|finally|proud|happy|new|full-time|permanent|legal) )*(?:an? )?{O} (?:residents?|locals?|homeowners)(?:(?: now)?,.*| now)?", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  { t: "{move} (?:out of|away from) {O}", pred: "lives_in", kind: "end", obj: "place" },
  // "I moved here from Mexico": where the speaker comes from.
  { t: "{move|come|emigrate|immigrate} (?:here |over |to (?:the )?[A-Z][\\w.]*(?: [A-Z][\\w.]*)? )from {O}", pred: "from", kind: "permanent", obj: "place" },
  { t: "{be} (?:originally )?from {O}", pred: "from", kind: "permanent", obj: "place" },
  { t: "{come|hail} (?:originally )?from {O}", pred: "from", kind: "permanent", obj: "place" },
  { t: "{grow} up in {O}", pred: "from", kind: "permanent", obj: "place" },
  // "I grew up on a farm in Iowa": the named place, not the farm.
  { t: "{grow} up (?:on|near|outside|around|by) (?:a|an|the) {O}", pred: "from", kind: "permanent", obj: "place", build: ({ o, ctx, negated }) => {
      const m = o.match(/\s(?:in|near|outside(?: of)?)\s+(.+)$/i);
      const place = m && !negated ? placeObject(m[1]!, ctx) : null;
      return place ? one("from", place, "place", "permanent") : [];
    } },
  // "I live with my parents in Manila": where, whoever with.
  { t: "{live} with (?:my|our|a|an|the|two|three|some) {X} in {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated || x.split(/\s+/).length > 3) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "we honeymooned in Bali", "I went backpacking through Vietnam": a trip there.
  { t: "{honeymoon|vacation|holiday|backpack|summer|winter} (?:in|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s") return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },
  { t: "{go} (?:backpacking|travelling|traveling|hiking|trekking|island hopping|road-tripping|camping|skiing|surfing|diving) (?:in|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },
  { t: "{be} (?:raised|brought up) in {O}", pred: "from", kind: "permanent", obj: "place" },
  { t: "{be} born and (?:raised|bred|brought up) in {O}", pred: "from", kind: "permanent", obj: "place" },
  { t: "{be} a native of {O}", pred: "from", kind: "permanent", obj: "place" },
  { t: "{visit} {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated ? [] : destination(o, "event", ctx, form)) },
  { t: "{travel|fly|head|backpack|drive} (?:over |down |up |out )?(?:to|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated ? [] : destination(o, "event", ctx, form)) },
  { t: "{be} to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated || form !== "pp" ? (negated ? [] : null) : destination(o, "event", ctx, form)) },
  { t: "{spend} (?:a |an |the |two |three |\\d+ |a few |several |some |last |this |my |our )?(?:long |whole |quiet |ski |lazy )?(?:day|days|week|weeks|month|months|year|years|summer|winter|semester|time|holiday|holidays|vacation|weekend|honeymoon|christmas|easter|new year|new year's|anniversary|gap year|babymoon|thanksgiving|hanukkah|diwali|eid|passover|spring break|half-term|birthday) in {O}", pred: "visited", kind: "event", obj: "place" },
  // "we did a ski week in Bansko", "did a long weekend in Porto": a stay told as something done, so it is over.
  { t: "{do} (?:a|an|our|my|the) (?:[\\w'-]+ ){0,2}?(?:week|weekend|fortnight|trip|holiday|break|tour|road trip|city break|getaway|stint) (?:in|to|around|through|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },

  // work -------------------------------------------------------------------------------------------------
  { t: "{be} (?:self-employed|self employed|freelancing|freelance|working freelance|working for myself) as {O}", pred: "job_title", kind: "state", obj: "title" },
  { t: "{do} (?:an? |my )?(?:internship|placement|apprenticeship|residency|traineeship|work placement) (?:at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated, form }) =>
      negated || form === "past" || form === "pp" ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "state") },
  { t: "{work} (?:nights |days |weekends |evenings |shifts |part-time |full-time |mostly |currently |still |now )?as {O}", pred: "job_title", kind: "state", obj: "title", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      o = stripTimes(o);
      const at = o.match(/^(.+?)\s+(?:at|for|with)\s+(.+)$/i);
      if (at) return [...one("job_title", cleanObject(at[1]!, "title", ctx), "title", "state"), ...one("works_at", cleanObject(at[2]!, "org", ctx), "org", "state")];
      return one("job_title", cleanObject(o, "title", ctx), "title", "state");
    } },
  { t: "{work} (?:remotely |full[- ]time |part[- ]time |freelance |mostly |currently |still |now |as a contractor |shifts |nights |weekends |days |evenings |night shifts |long hours |part-time hours )?(?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : orgAndTitle(o, "state", ctx)) },
  { t: "{work} in {X} (?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, x, ctx, negated }) => {
      if (negated || /^(?:it|this|that|my|a|an|the|our|his|her)\b/i.test(x) || x.split(/\s+/).length > 3) return negated ? [] : null;
      return ctx.cased && !/^(?:an?\s|the\s)?[A-Z0-9]/.test(o.trim()) && !/\b(?:called|named)\s+[A-Z0-9]/.test(o) ? null : orgAndTitle(o, "state", ctx);
    } },
  // "I am working in a company called Vektor Systems", "working in Henkel since two years", "working in
  // Ericsson as tester": "in" an employer, as many speakers say it. A capitalized name only, never a place,
  // and only with something that marks it as the job (a company word, "since", "as <title>").
  { t: "{work} (?:now |currently |still )?in {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      if (negated || !ctx.cased) return null;
      const called = o.match(/^(?:an?|the)\s+(?:[\w-]+\s+)?(?:company|firm|startup|agency|bank|business|corporation|factory|hospital|shop|studio|lab)\s+(?:called|named)\s+([A-Z0-9].*)$/);
      if (called) return orgAndTitle(called[1]!, "state", ctx);
      const m = o.match(/^([A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3})(?:\s+(since|as|for)\b.*)?$/);
      if (!m || PLACES.has(lower(m[1]!)) || NOT_NAMES.has(lower(m[1]!).split(/\s+/)[0]!) || WORK_FIELDS.test(m[1]!) || (!m[2] && !ORG_WORD.test(m[1]!))) return null;
      return orgAndTitle(o.replace(/\s+(?:since|for)\b.*$/i, ""), "state", ctx);
    } },
  // "I drive for FedEx", "she delivers for Amazon": the employer of a driving or delivery job.
  // "I took the job at Maersk", "accepted a position with Unilever": the new employer.
  { t: "{take|accept|land|get|start} (?:a |an |the |that |their )(?:new |full-time |part-time |permanent )?(?:job|position|role|post|offer|job offer) (?:at|with) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing" || form === "s") return negated ? [] : null;
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim();
      return (ctx.cased && !/^[A-Z0-9]/.test(t)) || PLACES.has(lower(t)) ? null : one("works_at", cleanObject(t, "org", ctx), "org", "onset");
    } },
  // "I've been at Ørsted six years now", "been with Siemens since 2015": a time at a named employer.
  { t: "{be} (?:at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || !ctx.cased) return null;
      const m = o.match(/^([A-Z\u00C0-\u024F][\p{L}\w&.'-]*(?:\s+[A-Z\u00C0-\u024F][\p{L}\w&.'-]*){0,2})\s+(?:for\s+)?(?:(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten|almost|nearly|over|about)\s+)+(?:years?|months?)(?:\s+now)?(?:\s.*)?$/u);
      if (!m || PLACES.has(lower(m[1]!)) || NOT_NAMES.has(lower(m[1]!).split(/\s+/)[0]!)) return null;
      return one("works_at", cleanObject(m[1]!, "org", ctx), "org", "state");
    } },
  { t: "{drive|deliver|ride|cycle} (?:a van |a truck |a lorry |a cab |a taxi |parcels |packages |food )?for {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || !ctx.cased || !/^[A-Z0-9]/.test(t) || PLACES.has(lower(cleanObject(t, "org", ctx) ?? "")) ? [] : one("works_at", cleanObject(t.replace(/\s+(?:instead of|rather than)\b.*$/i, ""), "org", ctx), "org", "state");
    } },
  { t: "{teach|intern|freelance|consult|lecture} (?:{X} )?(?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const t = stripTimes(o).trim();
      if (!t || /^(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a few) (?:years?|months?|weeks?|days?|hours?)\b/i.test(t) || (ctx.cased && !/^[A-Z0-9]/.test(t))) return null;
      return one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  { t: "{resign|retire} (?:from )?(?:my (?:job|position|role) (?:at|with) )?{O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base") return [];
      const t = stripTimes(o).trim();
      return (ctx.cased ? !/^[A-Z0-9]/.test(t) : /^[a-z]+ing\b/i.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  { t: "{leave|quit} {X} (?:for|to join|to go to|to work at) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, x, ctx, negated, form }) => {
      // A texter may lower-case the old employer ("left costa for Caffè Nero"); the new one's capital says what both are.
      const oldOrg = /^(?:my job at |my role at )?[A-Z0-9]/.test(x.trim()) || (/^[a-z][\w'&.-]*(?:\s+[a-z][\w'&.-]*)?$/.test(x.trim()) && !NOT_NAMES.has(lower(x).split(/\s+/)[0]!) && !PLACES.has(lower(x)) && !/^(?:my|our|the|a|an|it|that|this|home|work|school|uni|college|everything|him|her|them|me)\b/i.test(x.trim()));
      if (negated || !ctx.cased || !/^[A-Z0-9]/.test(o.trim()) || !oldOrg || PLACES.has(lower(o))) return null;
      const outs = one("works_at", cleanObject(o, "org", ctx), "org", "onset");
      return form === "past" ? [...outs, ...one("works_at", cleanObject(x.replace(/^my (?:job|role) at /i, ""), "org", ctx), "org", "end")] : outs;
    } },
  { t: "{found|cofound|start|launch} (?:my own |our own |a |an |the )?(?:company|startup|business|firm|agency|studio|nonprofit),? (?:called |named )?{O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s" || !ctx.cased || !/^[A-Z0-9]/.test(o.trim()) || PLACES.has(lower(o.trim()))) return null;
      return one("works_at", cleanObject(o, "org", ctx), "org", "onset", { weight: 0.8 });
    } },
  // "I cofounded Loop": only founding names a company bare ("I started Duolingo" may be an app).
  { t: "{found|cofound} {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s" || !ctx.cased || !/^[A-Z0-9]/.test(o.trim()) || PLACES.has(lower(o.trim()))) return null;
      return one("works_at", cleanObject(o, "org", ctx), "org", "onset", { weight: 0.8 });
    } },
  // "I lead the design team at Canva", "I manage a team of eight engineers at Shopify".
  { t: "{lead|manage|run|head|oversee} (?:a|the|our|my) (?:[\\w-]+ ){0,4}?(?:shift|store|branch|kitchen|warehouse|site|floor|restaurant|team|department|group|division|unit|office|lab|practice|squad)(?: of [\\w -]+?)? (?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased && !/^[A-Z0-9]/.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "I'm on the design team at Spotify", "I'm part of the sales team at Oracle": a member of staff there.
  { t: "{be} (?:on|in|part of|a member of) (?:a|the|our|their) (?:[\\w-]+ ){0,3}?(?:team|department|staff|crew|faculty) (?:at|of|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased && !/^[A-Z0-9]/.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "I do contract work for Shopify" arrives without its "do" (read as the emphatic auxiliary).
  { t: "{contract} (?:[\\w-]+ )?(?:work |jobs |gigs )?(?:for|at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased ? !/^(?:the\s+)?[A-Z0-9]/.test(t) : /^(?:a|an|some|few|many|several|various|my|our|his|her|their|other|different|lots|clients|people|friends|family|free|myself)\b/i.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "I'm doing junior QA at Kestrel Dynamics now", "doing nights at St Luke's": a line of work done at a named
  // employer ("doing yoga at Gymbox" is no work).
  { t: "{do} (?:(?:junior|senior|lead|part-time|full-time|freelance|contract|temp|agency|some|a bit of|the) )*(?:qa|testing|dev|development|devops|support|admin|design|research|sales|marketing|engineering|accounting|bookkeeping|consulting|data entry|data science|ux|ui|ops|hr|recruiting|recruitment|customer service|shifts|nights|night shifts|contract work|freelance work|temp work|agency work|translation|translations|copywriting|payroll|it support|tech support|security|reception|admin work) (?:work |stuff |shifts )?(?:at|for|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "state")) },
  // "I got a job as a waiter at Luigi's": the title, and the employer when named.
  { t: "{get|land|take|find|accept} (?:a |an |my |the )?(?:new |first |dream |part-time |full-time |summer )?(?:job|position|role|gig|post) as {O}", pred: "job_title", kind: "onset", obj: "title", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing") return [];
      const t = stripTimes(o).trim();
      const at = t.match(/^(.+?)\s+(?:at|with|for)\s+(.+)$/i);
      if (at) return [...one("job_title", cleanObject(at[1]!, "title", ctx), "title", "onset"), ...(ctx.cased && !/^(?:an?\s|the\s)?[A-Z0-9]/.test(at[2]!) ? [] : one("works_at", cleanObject(at[2]!, "org", ctx), "org", "onset"))];
      return one("job_title", cleanObject(t, "title", ctx), "title", "onset");
    } },
  { t: "{work} on {O}", pred: "works_on", kind: "state", obj: "thing" },
  { t: "{be} employed (?:at|by|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : orgAndTitle(o, "state", ctx)) },
  // "I was hired by Tesla last month": the start of the job, which still holds.
  { t: "{be} (?:hired|recruited|headhunted|taken on) (?:at|by|with) {O}", pred: "works_at", kind: "onset", obj: "org" },
  // "I am employed as a curator at the Ashmolean": the title, and the employer when named.
  { t: "{be} employed as {O}", pred: "job_title", kind: "state", obj: "title", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const t = stripTimes(o).trim();
      const at = t.match(/^(.+?)\s+(?:at|with|for|by)\s+(.+)$/i);
      if (at) return [...one("job_title", cleanObject(at[1]!, "title", ctx), "title", "state"), ...((ctx.cased && !/^(?:the\s)?[A-Z0-9]/.test(at[2]!)) || /^(?:an?|some)\s/i.test(at[2]!) ? [] : one("works_at", cleanObject(at[2]!, "org", ctx), "org", "state"))];
      return one("job_title", cleanObject(t, "title", ctx), "title", "state");
    } },
  { t: "{join} {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      if (/^(?:a|an|the|my|our)\s+(?:gym|club|team|book club|choir|band|group|class|course|community|league|church|union|startup|company)\b/i.test(o)) {
        if (!/^(?:a|an)\s+(?:startup|company)/i.test(o)) return [];
      }
      if (ctx.cased && !/^[A-Z0-9]/.test(o.trim()) && !/^(?:a|an)\s/i.test(o)) return null;
      return one("works_at", cleanObject(o, "org", ctx), "org", "onset");
    } },
  // "I start at 9": a time of day, not an employer.
  { t: "{start|begin} (?:working |work |(?:a|my|the|our) (?:(?:new|part-time|full-time|part time|full time|summer|temp|weekend|side|little|permanent|remote) )*(?:job|role|position|gig|post|internship|placement|residency|contract) |an internship )?(?:at|with|for) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated }) => (negated || /^(?:\d{1,2}(?::\d\d)?|noon|midnight)(?:\s*(?:am|pm|o'clock))?\b/i.test(o.trim()) ? [] : orgAndTitle(o, "onset", ctx)) },
  // "just signed with Globex": a contract signed, a job not yet begun.
  { t: "{sign} (?:on )?with {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || !ctx.cased || (form !== "past" && form !== "pp")) return [];
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim();
      if (!/^[A-Z0-9]/.test(t) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!)) return [];
      return one("works_at", cleanObject(t, "org", ctx), "org", "onset", { planned: true });
    } },
  { t: "{start|begin} (?:a )?(?:new )?(?:job|role|position|career) as {O}", pred: "job_title", kind: "onset", obj: "title" },
  { t: "{get|land|accept|take} (?:a |an |my |the )?(?:new |dream )?(?:job|position|role|internship) (?:at|with|from) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "onset")) },
  // An accepted offer is a job that has not started yet; a received one is not a job at all.
  { t: "{accept|sign|take} (?:a |an |the |their |its )?(?:new )?(?:job |full-time |permanent )?(?:offer|contract|post|position|role) (?:at|with|from) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "ing" ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "onset", { planned: true })) },
  // "I handed in my notice at Acme", "I gave notice at Acme": the job is over, whatever is left to work.
  // Handing back the badge or the laptop is the same news told through the day it happened.
  { t: "{hand|give|put} (?:in )?(?:my |our |his |her )?(?:notice|resignation|two weeks' notice|two weeks notice|two weeks|badge|laptop|keycard|key card|access card|pass|work phone)(?: in| back)? (?:at|to|with) {O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "ing" ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "end")) },
  { t: "{finish|wrap} up (?:at|with) {O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing" || form === "s") return [];
      const t = stripTimes(o).trim();
      return ctx.cased && !/^[A-Z0-9]/.test(t) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  { t: "{get} (?:hired|recruited) (?:at|by) {O}", pred: "works_at", kind: "onset", obj: "org" },
  { t: "{get|be} promoted to {O}", pred: "job_title", kind: "onset", obj: "title" },
  // "I was made lead designer", "she was named head of sales": a new title, when the words are a job.
  { t: "{be|get} (?:(?:just|finally|officially) )?(?:made|named|appointed|bumped up to|moved up to) (?:as )?{O}", pred: "job_title", kind: "onset", obj: "title", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing") return [];
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).replace(/\s+(?:in|during|after|on|since|following)\s+(?:the|my|our|a|an|this|last)\b.*$/i, "").replace(/[.!,]+$/, "").replace(/\s+(?:now|at last|finally)$/i, "").trim();
      const at = t.match(/^(.+?)\s+(?:at|of|for)\s+([A-Z0-9].*)$/);
      const title = at ? at[1]! : t;
      // "made audit senior", "made partner": a rank counts as a title here, where nothing else is made of a person.
      const bare = title.replace(/^(?:the|a|an|our|their)\s+/i, "");
      if ((!isTitle(bare) && !/^(?:[a-z][\w-]*\s+){0,2}(?:senior|partner|captain|fellow|principal|associate|chair|head)$/i.test(bare)) || title.split(/\s+/).length > 5) return null;
      return one("job_title", cleanObject(title, "title", ctx), "title", "onset");
    } },
  { t: "{become} {O}", pred: null, kind: "onset", obj: "title", build: ({ o, ctx, negated, self, form }) => {
      if (negated) return [];
      const outs = copulaObjects(o, self, form === "past" ? "s" : form, ctx);
      return outs ? outs.filter((x) => x.predicate !== "name" && x.predicate !== "age").map((x) => ({ ...x, kind: x.kind === "state" ? ("onset" as const) : x.kind })) : null;
    } },
  { t: "{leave|quit} (?:my |the |a )?(?:job|position|role|post|internship) (?:at|with) {O}", pred: "works_at", kind: "end", obj: "org" },
  { t: "{be} (?:laid off|fired|let go|made redundant|sacked) (?:from|by|at) {O}", pred: "works_at", kind: "end", obj: "org" },
  // "I got caught in the latest round of layoffs at Meta".
  { t: "{get|be} (?:caught (?:up )?in|hit by|affected by|part of|included in) (?:the |a |another )?(?:latest |recent |last |big |first |second |third |new )?(?:round of |wave of )?(?:layoffs|lay-offs|redundancies|job cuts|cuts) (?:at|from) {O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing") return [];
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim();
      return ctx.cased && !/^[A-Z0-9]/.test(t) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  { t: "{get} (?:laid off|fired|let go|sacked) (?:from|by|at) {O}", pred: "works_at", kind: "end", obj: "org" },
  { t: "{retire} from {O}", pred: "works_at", kind: "end", obj: "org" },
  { t: "{stop} working (?:at|for) {O}", pred: "works_at", kind: "end", obj: "org" },
  { t: "{leave|quit} {O}", pred: null, kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base") return [];
      const t = o.trim();
      if (PLACES.has(lower(t).replace(/[.!,]+$/, "").split(/\s+(?:in|for|last|to|after|because)\b/)[0]!)) return one("lives_in", cleanObject(t, "place", ctx), "place", "end");
      if (ctx.cased ? !/^[A-Z0-9]/.test(t) : /^(?:my|the|a|an|home|work|school|early|for|it|them|him|her)\b/i.test(t)) return [];
      return one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  // "I study law at King's College": the school, and the field (labelled `studies`, outside the seed set).
  { t: "{study|major} (?:in )?{X} at {O}", pred: "studies_at", kind: "state", obj: "school", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      const field = FIELD(x);
      return [...one("studies_at", cleanObject(o, "school", ctx), "school", "state"), ...(field ? one("studies", field, "thing", "state") : [])];
    } },
  { t: "{study} at {O}", pred: "studies_at", kind: "state", obj: "school" },
  { t: "{study|major} (?:in )?{O}", pred: "studies", kind: "state", obj: "thing", build: ({ o, negated, form }) => {
      if (negated || form === "past") return negated ? [] : null;
      const field = FIELD(stripTimes(o).replace(/\s+(?:part[- ]time|full[- ]time|online|remotely|now|at the moment|right now)$/i, ""));
      return field ? one("studies", field, "thing", "state") : null;
    } },
  // "I'm learning Japanese": a language on the way (`is_learning`, outside the seed set), not one spoken.
  { t: "{learn} {O}", pred: "is_learning", kind: "state", obj: "lang", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "ing") return null;
      const t = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:on duolingo|online|at night|in my spare time|for fun|for work|slowly|again)$/i, "").trim();
      return LANGUAGES.has(lower(t)) ? one("is_learning", cleanObject(t, "lang", ctx), "lang", "state") : null;
    } },
  // "I passed my driving test": an exam done (`passed`, outside the seed set).
  { t: "{pass} (?:my |the |our )?{O}", pred: "passed", kind: "event", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "past") return null;
      const t = stripTimes(o).replace(/[.!,]+$/, "").split(/\s+(?:on|at|with|after|first|today)\b/i)[0]!.trim();
      return /\b(?:test|exam|exams|bar|boards|certification|driving test|finals|audition|interview|course|quals|qualifier|assessment|check ?ride)$/i.test(t) && t.split(/\s+/).length <= 4 ? one("passed", cleanObject(t, "thing", ctx), "thing", "event") : null;
    } },
  { t: "{be} (?:a |an )?(?:proud |paid-up |card-carrying |longtime |long-time |founding )?member of {O}", pred: "member_of", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("member_of", cleanObject(o, "org", ctx), "org", "state")) },
  { t: "{be} (?:enrolled|studying) (?:at|in) {O}", pred: "studies_at", kind: "state", obj: "school", build: ({ o, ctx, negated }) =>
      negated ? [] : SCHOOL_WORD.test(o) || (ctx.cased && /^[A-Z]/.test(o) && !PLACES.has(lower(o))) ? one("studies_at", cleanObject(o, "school", ctx), "school", "state") : null },
  // A degree done (past) or finished is a graduation; one being done is studying there.
  { t: "{do|pursue|finish|complete|start|begin|get|earn|receive} (?:a |an |my |the |his |her )?(?:final year of (?:a |an |my )?)?(?:phd|ph\\.d\\.|masters|master's|masters degree|degree|bachelor's|bachelors|mba|doctorate|undergrad|undergraduate degree|msc|ba|bsc|ma|llb|law degree|diploma)(?: degree)?(?: in [\\w ]+?)? (?:at|from) {O}", pred: "studies_at", kind: "state", obj: "school", build: ({ o, ctx, negated, form, x }) => {
      void x;
      if (negated) return [];
      const school = cleanObject(o, "school", ctx);
      if (!school) return null;
      return form === "past" || form === "pp" ? one("graduated_from", school, "school", "event") : one("studies_at", school, "school", form === "ing" ? "state" : "state");
    } },
  { t: "{have|hold} (?:a |an |my )?(?:phd|ph\\.d\\.|masters|master's|degree|bachelor's|bachelors|mba|doctorate|msc|ba|bsc|ma|llb|law degree|diploma)(?: degree)?(?: in [\\w ]+?)? from {O}", pred: "graduated_from", kind: "event", obj: "school" },
  { t: "{attend} {O}", pred: null, kind: "state", obj: "school", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (isEventName(o, ctx)) return eventOut(o, form, ctx);
      if (SCHOOL_WORD.test(o)) return one("studies_at", cleanObject(o, "school", ctx), "school", "state");
      if (form === "past") return one("attended", cleanObject(o, "event", ctx), "event", "event", { weight: 0.8 });
      if ((form === "ing" || form === "base") && ctx.cased && /^(?:the\s+)?[A-Z]/.test(o.trim())) return one("has_event", cleanObject(o, "event", ctx), "event", "event", { ahead: true, weight: 0.85 });
      return null;
    } },
  { t: "{run|complete|finish|do|race} (?:in )?{O}", pred: null, kind: "event", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || !/\b(?:marathon|half[- ]marathon|triathlon|ironman|ultra|ultramarathon|5k|10k|half|race|relay|tough mudder|spartan race|park ?run|century ride)\b/i.test(stripTimes(o))) return null;
      if (form === "s") return null;
      return eventOut(o, form, ctx);
    } },
  { t: "{go} to {O}", pred: null, kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (SCHOOL_WORD.test(o) && !isEventName(o, ctx)) return one("studies_at", cleanObject(o, "school", ctx), "school", "state");
      if (form === "s" || form === "base") return [];
      return destination(o, "event", ctx, form);
    } },
  { t: "{host|throw|organize|organise|plan|have} (?:a |an |my |our |the )?{O}", pred: null, kind: "event", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return null;
      const bare = strip(lower(stripTimes(o))).split(/\s+(?:with|at|in|on|for|to)\b/)[0]!;
      if (!/\b(?:party|dinner party|bbq|barbecue|barbeque|housewarming|shower|reunion|wedding|celebration|fundraiser|gathering|potluck|launch|event|meetup)$/.test(bare)) return null;
      return eventOut(o, form, ctx);
    } },
  { t: "{speak|present|perform|compete|play|exhibit|volunteer} (?:at|in) {O}", pred: null, kind: "event", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base" || !isEventName(o, ctx)) return null;
      return eventOut(o, form, ctx);
    } },
  { t: "{graduate} (?:from )?{O}", pred: "graduated_from", kind: "event", obj: "school", build: ({ o, ctx, negated }) =>
      negated || /^(?:soon|later|eventually|early|late|on time|first|again|someday|one day|at last|finally|now|today|tomorrow|yesterday)\b/i.test(o.trim()) ? [] : /^(?:in|with|last|this|next|high school|college)\b/i.test(o) && !/^(?:high school|college)$/i.test(o) ? [] : one("graduated_from", cleanObject(o.replace(/^from\s+/i, ""), "school", ctx), "school", "event") },
  { t: "{be} (?:a )?(?:graduate|grad|alum|alumnus|alumna) of {O}", pred: "graduated_from", kind: "event", obj: "school" },

  // people -------------------------------------------------------------------------------------------------
  { t: "{be} (?:happily )?married (?:to|with) {O}", pred: "married_to", kind: "state", obj: "person" },
  // "Now I am divorced from Sofia": the marriage, over.
  { t: "{be|get} (?:now |finally |officially )?(?:divorced|separated) from {O}", pred: "married_to", kind: "end", obj: "person", build: ({ o, ctx, negated }) => (negated ? [] : one("married_to", cleanObject(o, "person", ctx), "person", "end")) },
  { t: "{marry} {O}", pred: "married_to", kind: "onset", obj: "person" },
  { t: "{be} engaged to {O}", pred: "partner", kind: "state", obj: "person" },
  // "I'm still with Tidewell Health", "we're with Larchfield Credit Union now": with a name that says it is a
  // company, "with" is the employer (or the bank), never a partner.
  { t: "{be} (?:dating|seeing|with|in a relationship with|together with) {O}", pred: "partner", kind: "state", obj: "person", build: ({ o, ctx, negated }) => {
      if (negated || !ctx.cased || !/^[A-Z]/.test(o.trim())) return negated ? [] : null;
      const org = cleanObject(o, "org", ctx);
      if (org && ORG_WORD.test(org)) return BANK_NAME.test(org) ? one("banks_with", org, "org", "state") : one("works_at", org, "org", "state", { weight: 0.85 });
      return one("partner", cleanObject(o, "person", ctx), "person", "state");
    } },
  { t: "{date} {O}", pred: "partner", kind: "state", obj: "person", build: ({ o, ctx, negated }) => (negated || !ctx.cased || !/^[A-Z]/.test(o.trim()) ? [] : one("partner", cleanObject(o, "person", ctx), "person", "state")) },
  { t: "{divorce} {O}", pred: "married_to", kind: "end", obj: "person" },
  { t: "{break} up with {O}", pred: "partner", kind: "end", obj: "person" },
  { t: "{be} (?:best |good |close |old )?friends with {O}", pred: "has_friend", kind: "state", obj: "person", list: true },
  { t: "{meet} {O}", pred: "knows", kind: "event", obj: "person", build: ({ o, ctx, negated }) => {
      if (negated || !ctx.cased || !/^[A-Z]/.test(o.trim())) return [];
      const p = cleanObject(o, "person", ctx);
      return p && !PLACES.has(lower(p)) ? one("knows", p, "person", "event", { weight: 0.8 }) : [];
    } },
  // "drive a beat up hilux", "i ride a ducati monster to work": the vehicle one drives is one's own.
  { t: "{drive|ride} (?:a|an|my|our) {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (/\bfor (?:a living|work|uber|lyft|a company|[A-Z])|\b(?:bus|taxi|cab|lorry|forklift|tram|train|route)\b/.test(o)) return null;
      const v = ownedName(cleanObject(stripTimes(o).split(/\s+(?:to|for|around|into|every|most|all|when|because|with|on|at|in|lol|haha)\b/i)[0]!, "thing", ctx));
      if (!v || v.split(/\s+/).length > 3) return null;
      const last = lower(v).split(/\s+/).pop()!;
      // A vehicle: a thing one owns, a make (capitalised), or in texted lower case a short name that is no figure of speech.
      const vehicle = OWNABLES.has(lower(v)) || OWNABLES.has(last) || (ctx.cased ? /^[A-Z0-9]/.test(v) : !/\b(?:bargain|deal|point|hard|line|wedge|mile|way|distance|car share|carpool|stick|shift|lesson|lessons)\b/i.test(v));
      return vehicle ? one("owns", v, "thing", "state", { objectType: "product" }) : null;
    } },
  { t: "{bring} home {O}", pred: "has_pet", kind: "onset", obj: "pet", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "s" ? [] : haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "has_pet")) },
  // "we renamed the dog Max", "we changed our cat's name from Tom to Leo": the pet's name now.
  { t: `{rename} (?:the|our|my) (?:new )?(?:${PET_NAMES}) (?:from {X} )?(?:to )?{O}`, pred: "has_pet", kind: "event", obj: "pet", build: ({ o, ctx, negated, form }) =>
      negated || form !== "past" ? [] : one("has_pet", cleanObject(o.split(/\s+(?:to|as)\s+/i).pop()!, "person", ctx), "pet", "event", { objectType: "unknown" }) },
  { t: `{change} (?:the|our|my) (?:new )?(?:${PET_NAMES})'s name (?:from {X} )?to {O}`, pred: "has_pet", kind: "event", obj: "pet", build: ({ o, ctx, negated, form }) =>
      negated || form !== "past" ? [] : one("has_pet", cleanObject(o, "person", ctx), "pet", "event", { objectType: "unknown" }) },
  { t: "{adopt|rescue} {O}", pred: "has_pet", kind: "onset", obj: "pet", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "has_pet")) },
  // "We keep a Labrador named Barnaby", "we have taken in a second dog, a retired greyhound called Percy": an
  // animal kept or taken in (only an animal: "keep a diary", "took in a lodger" are not pets).
  { t: "{take} in {O}", pred: "has_pet", kind: "onset", obj: "pet", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      // "a second dog, a retired greyhound called Percy": the name after the apposition names the same animal.
      const appos = o.match(/^(?:an?|one|another)\s+(?:second|third|new|other)?\s*([\w-]+)\s*,\s*(an?\s+.+)$/i);
      return haveObjects(appos ? appos[2]! : o.replace(/^(?:a|an)\s+(?:second|third|new)\s+/i, "a "), "onset", ctx, "owned").filter((x) => x.predicate === "has_pet");
    } },

  // ownership and "have" ---------------------------------------------------------------------------------
  // "I have a mortgage with Barclays", "we opened a savings account at Ally": the bank.
  { t: "{have|get|open|take} (?:out |got )?(?:a|an|my|our|the) (?:[\\w-]+ )?(?:mortgage|loan|isa|credit card|overdraft|(?:savings|checking|chequing|current|bank|joint|deposit|isa) account)s? (?:with|at|from) {O}", pred: "banks_with", kind: "state", obj: "org", build: ({ o, ctx, negated, form }) => {
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (negated || (ctx.cased ? !/^[A-Z]/.test(t) : /^(?:my|our|his|her|their|the|a|an)\b/i.test(t))) return [];
      return one("banks_with", cleanObject(t, "org", ctx), "org", form === "past" || form === "pp" ? "onset" : "state");
    } },
  { t: "{have} (?:an? |such an? )?(?:[\\w-]+ )?(?:soft spot|weakness|thing|passion|love|fondness|taste|liking|affection|appreciation|fascination) for {O}", pred: "likes", kind: "state", obj: "thing", list: true },
  { t: "{have} (?:got )?{O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (form === "ing") return null;
      if (negated) return [];
      if (/^(?:to|been|had|got to|no|nothing|never)\b/i.test(o)) return [];
      // "we had a second kid, Leo": a birth, so the child is current.
      return haveObjects(o, "state", ctx, "all").map((x) => (form === "past" && x.predicate === "has_child" && /\b(?:baby|kid|child|son|daughter|boy|girl|twins)\b/i.test(o) ? { ...x, kind: "onset" as const } : x));
    } },
  // "treated myself to a Vespa", "splurged on a new Leica": a purchase, when the thing is one that is owned.
  { t: "{treat} (?:myself|ourselves|me|us) to {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      return haveObjects(o.split(/\s*[,;]\s*|\s+(?:for|as|after|because|to celebrate)\b/i)[0]!, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
    } },
  { t: "{splurge} on {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      return haveObjects(o.split(/\s*[,;]\s*|\s+(?:for|as|after|because|to celebrate)\b/i)[0]!, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
    } },
  { t: "{own} {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const outs = haveObjects(o, "state", ctx, "owned");
      return outs.length ? outs : many("owns", o, "thing", "state", ctx).map((x) => ({ ...x, objectType: "product" as const }));
    } },
  // "I use my Pixel 8 for everything", "I use a MacBook Air": a device of one's own (labelled as owned).
  // Only with "my"/"a" before it: "I use Python" or "I use it" say nothing about owning.
  { t: "{use} (?=(?:my|our|an?) ){O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "past") return [];
      const item = stripTimes(o).split(/\s+(?:for|to|at|in|on|every|all|most|when|because|as|with|too|a lot)\b/i)[0]!.replace(/^(?:my|our)\s+/i, "a ");
      return haveObjects(item, "state", ctx, "owned").filter((x) => x.predicate === "owns" && /[A-Z0-9]/.test(x.object));
    } },
  // "I'm the proud owner of a Vespa": owning, said as a title.
  { t: "{be} (?:the |a )?(?:proud |happy |new |lucky |very proud )?owner of {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const outs = haveObjects(/^(?:an?|my|our|the)\s/i.test(o) ? o : `a ${o}`, "state", ctx, "owned").filter((x) => x.predicate === "owns" || x.predicate === "has_pet");
      return outs.length ? outs : [];
    } },
  // "I'm leasing a BMW": a car on lease is the speaker's to use, which the labelling counts as owned.
  { t: "{lease} (?:a|an|my|our) {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) =>
      negated || form === "base" ? [] : haveObjects(`a ${o}`, "state", ctx, "owned").filter((x) => x.predicate === "owns") },
  { t: "{get} rid of {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "end", ctx, "owned")) },
  { t: "{give} away {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "s" || form === "ing" ? [] : haveObjects(o, "end", ctx, "owned")) },
  // "we lost our cat Mochi", "we rehomed our dog": the pet is no longer the speaker's.
  { t: "{lose|rehome} (?=(?:our|my) ){O}", pred: "has_pet", kind: "end", obj: "pet", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "past") return null;
      // "our cat Mochi" → "a cat named Mochi", which haveObjects reads as the name.
      const named = o.replace(/^(?:our|my)\s+/i, "a ").replace(new RegExp(`^(a\\s+(?:[\\w-]+\\s+){0,2}?(?:${PET_NAMES}))\\s*,?\\s+(?=[A-Z])`), "$1 named ");
      const outs = haveObjects(named, "end", ctx, "owned").filter((x) => x.predicate === "has_pet");
      return outs.length ? outs : null;
    } },
  { t: "{outgrow|lose} (?:my|an?|the|his|her) {X} allergy", pred: "allergic_to", kind: "end", obj: "thing", build: ({ x, ctx, negated, form }) => (negated || form === "base" || form === "s" ? [] : one("allergic_to", cleanObject(x, "thing", ctx), "thing", "end")) },
  // "I switched to United in January": a new employer, when a name follows that is no owned thing or place.
  { t: "{switch|move} (?:jobs |employers |companies |over |across )?to {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || !ctx.cased || form === "base" || form === "s") return null;
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).replace(/[.!]+$/, "").trim();
      if (!/^[A-Z0-9]/.test(t) || t.split(/\s+/).length > 3 || PLACES.has(lower(t)) || OWNABLES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!) || /[a-z]\d|\d[a-z]|\b(?:iPhone|Pixel|Galaxy|Mac|Android|Linux|Windows|Vim|Emacs)\b/i.test(t)) return null;
      // Only a name known as an employer's shape, or one the text gives as where the speaker works.
      if (!ORG_WORD.test(t) && !/\b(?:years?|months?)\s+(?:with|at)\s+[A-Z]/.test(o) && !/\b(?:crews?|team|colleagues|coworkers|managers?|office|pay|job|role)\b/i.test(o)) return null;
      return one("works_at", cleanObject(t, "org", ctx), "org", "onset");
    } },
  { t: "{upgrade|switch} to {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return null;
      // "I switched to Globex" may be a new employer: a bare name is no owned thing.
      if (!/^(?:an?|the|my|our)\s/i.test(o.trim()) && !OWNABLES.has(strip(lower(stripTimes(o))))) return null;
      const outs = haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
      return outs.length ? outs : null;
    } },
  { t: "{rent|lease|share} (?:a|an|the|my|our) (?:small |tiny |little |big |nice |new |one-bedroom |two-bedroom |1-bedroom |2-bedroom |studio )*(?:apartment|flat|house|room|studio|place|condo|loft|cottage|townhouse|bungalow|duplex) (?:in|near) {O}", pred: "lives_in", kind: "state", obj: "place" },
  { t: "{pick} up {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return null;
      const outs = haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
      return outs.length ? outs : null;
    } },
  { t: "{get} (?:frequent |chronic |bad |occasional |terrible |regular )?{O}", pred: null, kind: "state", obj: "condition", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "s" && form !== "base")) return null;
      const c = stripTimes(o).replace(/\s+(?:a lot|often|sometimes|all the time|regularly|frequently|every \w+)$/i, "").trim();
      return CONDITIONS.has(lower(c)) ? one("has_condition", cleanObject(c, "condition", ctx), "condition", "state") : null;
    } },
  { t: "{get|buy|purchase|acquire} (?:myself |us )?{O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form, x }) => {
      if (negated || form === "base" || form === "s") return null;
      // "I got an offer from Lyft": an offer is not yet a job, and nothing owned.
      if (/^(?:a|an|the|my|another)\s+(?:(?:new|job|great|good|formal|verbal|written)\s+)*offers?\b/i.test(o.trim())) return [];
      const outs = haveObjects(o, "onset", ctx, "owned");
      // "we bought a house in Leeds": a home bought is where one lives (a holiday cabin is not).
      const home = o.match(/^(?:a|an|our|my|the)\s+(?:(?:new|first|little|small|big|lovely|tiny|old|\w+-bedroom|two-bed|three-bed|detached|terraced)\s+)*(?:house|home|flat|apartment|condo|townhouse|bungalow|place)\s+(?:in|near)\s+(.+)$/i);
      const where = home && !/\b(?:holiday|vacation|second|summer)\b/i.test(o) ? placeObject(home[1]!.split(/\s+(?:last|this|for|with|after|because|a few|two|three)\b/i)[0]!, ctx) : null;
      if (outs.length) return where ? [...outs, ...one("lives_in", where, "place", "onset")] : outs;
      // "we just bought a place in Lisbon": nothing owned to name, but the new home is there.
      if (where && (form === "past" || form === "pp")) return one("lives_in", where, "place", "onset");
      // "got a job interview on Thursday": an event the speaker now has.
      const evBare = strip(lower(stripTimes(o))).split(/\s+(?:with|at|in|on|for|to)\b/)[0]!;
      if (/^got$/i.test(lower(o.split(/\s+/)[0] ?? "")) || EVENT_NOUNS.has(evBare) || EVENT_NOUNS.has(evBare.split(/\s+/).pop() ?? "")) {
        if (/^(?:a|an|my|the|another)\s/i.test(o.trim()) && (EVENT_NOUNS.has(evBare) || EVENT_NOUNS.has(evBare.split(/\s+/).pop() ?? ""))) return one("has_event", cleanObject(o, "event", ctx), "event", "event", { ahead: true });
      }
      // Bought things are owned, whatever they are ("a new couch"), except what is used up.
      const core = stripTimes(o).replace(/\s+(?:for|from|at|on|in|with|to)\s+.*$/i, "");
      void x;
      if (/^(?:bought|purchased)$/i.test(lower(o)) || !/^(?:a|an|new)\s/i.test(core)) return null;
      if (/\b(?:tickets?|gift|present|coffee|lunch|dinner|breakfast|groceries|drinks?|round|snacks?|food|meal|pizza|beer|wine|flowers|ice cream|subscription|pass|membership|insurance|lottery|stock|shares|crypto|bitcoin|place|thing|things|stuff|one|lot|bunch|few|couple|pair|job|haircut|cold|call|text|email|message|letter|chance|break|promotion|raise|idea)\b/i.test(core) || /^(?:my|our)\s+(?:\w+\s+)?(?:mom|mum|dad|wife|husband|son|daughter|kids?|friend|sister|brother|partner|boyfriend|girlfriend)\b/i.test(core)) return null;
      if (!/^(?:a|an|my|our|new|the)\s+(?:[\w-]+\s+){0,2}[\w-]+$/i.test(core)) return null;
      return form === "past" || form === "pp" ? one("owns", ownedName(cleanObject(core, "thing", ctx)), "thing", "onset", { objectType: "product", weight: 0.85 }) : null;
    } },
  // "ordered a Gibson Les Paul": a thing ordered is owned once it is one people own, not a meal or a drink.
  { t: "{order} (?:myself |us )?{O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return null;
      const core = stripTimes(o).split(/\s*,\s*|\s+(?:for|from|at|on|in|with|to|which|that)\s+/i)[0]!.trim();
      if (!/^(?:a|an|my|our|the|new)\s/i.test(core)) return null;
      const bare = strip(lower(core)).replace(/^new\s+/, "");
      if (!(ctx.cased && /^(?:(?:a|an|my|our|the|new)\s+)+(?:new\s+)?[A-Z0-9]/.test(core)) && !OWNABLES.has(bare) && !OWNABLES.has(bare.split(/\s+/).pop() ?? "")) return null;
      return one("owns", ownedName(cleanObject(core, "thing", ctx)), "thing", "onset", { objectType: "product", weight: 0.85 });
    } },
  { t: "{sell} {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "end", ctx, "owned").filter((x) => x.predicate === "owns")) },
  { t: "{drive} {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated || !(/^(?:an?|my|the)\s/i.test(o) || (ctx.cased && /^[A-Z]/.test(o))) || /^(?:to|a lot|home|the kids)\b/i.test(o) ? [] : haveObjects(/^(?:an?|my|the)\s/i.test(o) ? o : `a ${o}`, "state", ctx, "owned").map((x) => ({ ...x, object: x.object })) },

  // "I ride a Vespa": a vehicle of one's own, never the bus, the train or someone else's.
  { t: "{ride} {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated || !/^(?:an?|my|our)\s/i.test(o) ? [] : haveObjects(o.split(/\s+(?:to|into|around|through|across|every|each|on)\s+/i)[0]!, "state", ctx, "owned").filter((x) => x.predicate === "owns") },
  // "I gave my piano to my niece", "I traded in my Corolla": no longer the speaker's.
  { t: "{give} (?=(?:my|our) ){X} to {O}", pred: "owns", kind: "end", obj: "thing", build: ({ x, ctx, negated, form }) =>
      negated || form !== "past" ? [] : haveObjects(x.replace(/^(?:my|our)\s+/i, "a "), "end", ctx, "owned").filter((y) => y.predicate === "owns") },
  { t: "{trade} in {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated, form }) =>
      negated || form !== "past" ? [] : haveObjects(/^(?:my|our)\s/i.test(o) ? o.replace(/^(?:my|our)\s+/i, "a ").split(/\s+for\s+/i)[0]! : o, "end", ctx, "owned").filter((y) => y.predicate === "owns") },
  // "I run my own bakery": a business the speaker owns.
  { t: "{run|own|have} (?:my own|our own|a|an) (?:small |little |tiny |family |local |independent |busy )*{O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing") return null;
      const t = stripTimes(o).split(/\s+(?:in|on|near|with|for|downtown|called|named)\b/i)[0]!.replace(/[.!,]+$/, "").trim();
      return /^(?:bakery|cafe|café|coffee shop|bookshop|bookstore|restaurant|bar|pub|salon|hair salon|nail salon|barbershop|boutique|gallery|florist|food truck|guesthouse|b&b|hotel|gym|pizzeria|deli|brewery|winery|bike shop|shop|store|business|company|farm|studio|pottery studio|yoga studio|dance studio|agency|consultancy|practice|clinic|startup|vineyard)$/i.test(t) ? one("owns", cleanObject(t, "thing", ctx), "thing", "state", { objectType: "product" }) : null;
    } },

  // preferences ------------------------------------------------------------------------------------------
  { t: "{be} {ADV}(?:a |the )?(?:big |huge |massive |great |real |true |total |die-hard |diehard |long-time |longtime |biggest |greatest )?fan of {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  // "a die-hard Yankees fan", "a lifelong Liverpool supporter": the words about the devotion are not the team's name.
  { t: "{be} (?:a |an )?(?:(?:big|huge|massive|great|die-hard|diehard|lifelong|life-long|loyal|long-time|longtime|true|devoted|proud|total|avid|passionate|massive) )*{X} (?:fan|supporter)", pred: null, kind: "state", obj: "thing", build: ({ x, ctx, negated }) =>
      one(negated ? "dislikes" : "likes", cleanObject(x, "thing", ctx), "thing", "state") },
  // "I'm more into podcasts than audiobooks": a choice between two, so a preference for the first.
  { t: "{be} (?:much |way |a lot |far |a bit |definitely )?more (?:into|interested in|of a fan of|drawn to) {X} than {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ x, ctx, negated }) =>
      negated ? [] : one("prefers", cleanObject(x, "thing", ctx), "thing", "state") },
  { t: "{be} {ADV}(?:into|obsessed with|passionate about|crazy about|wild about|mad about|keen on|fond of|partial to|a (?:total |real |huge |big |complete )?sucker for|addicted to|hooked on|interested in|in love with) {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  { t: "{ADV}(?:{love|like|enjoy|adore|dig})(?: doing)? {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated, form }) =>
      // "I like my coffee black" is a preference about the coffee, not a liking of "coffee black".
      /^(?:my|our)\s+\w+\s+(?:black|white|hot|cold|strong|weak|sweet|rare|medium|well done|iced|plain|spicy|mild|short|long|simple)$/i.test(o.trim()) || /^(?:my|our)\s+\w+\s+\w+\s+\w+/i.test(o.trim()) ? [] :
      // "I love my wife", "I love my job": affection, not a taste.
      /^(?:my|our|his|her)\s+(?:(?:new|old|little|big)\s+)?[\w-]+$/i.test(o.trim()) && (RELATIONS.has(lower(o).split(/\s+/).pop()!) || PETS.has(lower(o).split(/\s+/).pop()!) || /^(?:job|life|work|family|kids|home|house|team|boss|friends|city|country)$/.test(lower(o).split(/\s+/).pop()!)) ? [] :
      // "I loved the movie we watched": one occasion, not a taste.
      (form === "past" && /^(?:that|this|those|these|all|every|each)\b/i.test(o.trim())) || /^(?:the|that|this|those|these|a|an|some|any|what|how|when|where|who)\b[^,]*?\b(?:we|i|you|they|he|she)\s+(?!and\b)\w+/i.test(o.trim()) || /^(?:\S+\s+){0,3}?(?:you|they|he|she)\s+(?!and\b)\w+/i.test(o.trim()) ? [] :
      // "I like dark chocolate more than milk chocolate": a choice between two, so a preference for the first.
      !negated && /^(.+?)\s+(?:more than|better than|over)\s+(?!(?:anything|everything|ever|before|life|words|the world|most|usual|i|you|we|they)\b)\S/i.test(o) ? one("prefers", cleanObject(o.split(/\s+(?:more than|better than|over)\s+/i)[0]!.replace(/^(?:eating|drinking|watching|listening to)\s+(?=\S)/i, ""), "thing", ctx), "thing", "state") :
      // "I love eating sushi" and "I love sushi" are one taste: the same object, so a repeat reconfirms it.
      many(negated ? "dislikes" : "likes", o.replace(/^(?:eating|drinking|watching|listening to|going(?!\s+to\b))\s+(?=\S+)/i, ""), "thing", "state", ctx) },
  { t: "{get} enough of {O}", pred: null, neg: "likes", kind: "state", obj: "thing", list: true },
  // "I can't live without coffee": only the negated phrase is a taste, and never of a person ("without you").
  { t: "{live} without {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (!negated) return [];
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (/^(?:you|him|her|them|it|this|that|those|these|me|us|one|each other|him or her)\b/i.test(t) || (/^(?:my|our)\s/i.test(t) && (RELATIONS.has(lower(t).split(/\s+/).pop()!) || PETS.has(lower(t).split(/\s+/).pop()!)))) return [];
      if (ctx.cased && /^[A-Z][a-z]+$/.test(t) && !FOODS.test(lower(t))) return [];
      return many("likes", t, "thing", "state", ctx);
    } },
  { t: "{care} (?:much )?for {O}", pred: null, neg: "dislikes", kind: "state", obj: "thing", list: true },
  { t: "{live} for {O}", pred: "likes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated }) => (negated || (ctx.cased && /^[A-Z]/.test(o.trim())) ? [] : many("likes", o, "thing", "state", ctx)) },
  { t: "{be} (?:a |an |more of an? |such an? |definitely an? |totally an? |big |huge |(?:a )?(?:big|huge|total|real) )*{X} (?:person|guy|girl|gal|lover|fanatic|addict|junkie|nut|buff|enthusiast|aficionado|geek|nerd|freak)", pred: null, kind: "state", obj: "thing", build: ({ x, ctx, negated, form }) => {
      if (negated || form === "past") return negated ? [] : null;
      // "more of a beach person than a mountain person": a choice between two, so a preference for the first.
      const than = x.match(/^(.+?)\s+person\s+than\s+/i);
      if (than) return one("prefers", cleanObject(than[1]!, "thing", ctx), "thing", "state");
      const core = lower(x).replace(/^(?:a|an)\s+/, "");
      if (IDENTITIES.has(`${core} person`) || /^(?:morning|night|people|evening|early|dog|cat|city|country|indoor|outdoor|glass|detail|big picture|private|family|numbers|word)$/.test(core)) return null;
      return one("likes", cleanObject(x, "thing", ctx), "thing", "state");
    } },
  { t: "{listen|watch|read|eat|drink|play} (?:to )?(?:a lot of|lots of|tons of|so much|mostly|mainly|loads of|plenty of) {O}", pred: "likes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated }) => (negated ? [] : many("likes", o, "thing", "state", ctx).map((x) => ({ ...x, weight: 0.8 }))) },
  // "I mostly listen to hip hop", "I listen to podcasts on my commute": a habit of listening is a taste; what
  // someone says ("listen to my doctor", "listen to you") is not.
  { t: "{listen} to {O}", pred: "likes", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "s" && form !== "base")) return [];
      const t = stripTimes(o).split(/\s+(?:on|in|at|while|when|during|every|before|after|to|with|for)\b/i)[0]!.replace(/[.!,]+$/, "").trim();
      if (/^(?:you|him|her|them|it|this|that|me|us|people|everyone|anyone|others|what|my|your|his|their|our|the (?:news|radio|doctor|teacher|boss|advice))\b/i.test(t) || t.split(/\s+/).length > 4) return [];
      return many("likes", t, "thing", "state", ctx).map((x) => ({ ...x, weight: 0.8 }));
    } },
  // "I usually go for the aisle seat": a standing pick. "Go for a run" is an outing, not a choice.
  { t: "{go|opt} for {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "s" && form !== "base")) return [];
      const t = stripTimes(o).replace(/\s+(?:every time|whenever i can|if i can|when i can|if possible|when possible)$/i, "").replace(/[.!,]+$/, "").trim();
      if (/^(?:a|an|it|that|this|them|one|you|him|her|me|us|walks?|runs?|drinks?|coffee|lunch|dinner|breakfast|broke|gold|the win|the kill|the jugular)\b/i.test(t) || t.split(/\s+/).length > 5) return [];
      const main = t.split(/\s+(?:over|rather than|instead of)\s+/i)[0]!;
      return one("prefers", cleanObject(main, "thing", ctx), "thing", "state", { weight: 0.8 });
    } },
  { t: "{be} {ADV}big on {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  { t: "{be} (?:big|huge|massively|heavily|deeply|seriously|totally|super|so|very) into {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  // "I support Arsenal": a team (or cause) named with a capital.
  { t: "{support} {O}", pred: "likes", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (negated || !ctx.cased || !/^(?:the\s+)?[A-Z]/.test(t) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!) || t.split(/\s+/).length > 4) return [];
      return one("likes", cleanObject(t, "thing", ctx), "thing", "state", { weight: 0.8 });
    } },
  { t: "{get} {ADV}into {O}", pred: null, kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || /^(?:a|an|the|my|our|his|her|their|trouble|bed|work|town|it|that|this)\b/i.test(o.trim()) || SCHOOL_WORD.test(o)) return negated ? [] : null;
      return many("likes", o, "thing", "onset", ctx);
    } },
  { t: "{fall} (?:head over heels |madly )?in love with {O}", pred: "likes", kind: "onset", obj: "thing", list: true, build: ({ o, ctx, negated }) =>
      negated ? [] : ctx.cased && /^[A-Z]/.test(o.trim()) && !/\s/.test(o.trim()) ? null : many("likes", o, "thing", "onset", ctx) },
  { t: "{grow|come|learn} to (?:love|like|enjoy|appreciate|adore) {O}", pred: "likes", kind: "onset", obj: "thing", list: true },
  // "I hate to say it", "I hate to bother you": politeness, not a taste.
  { t: "{hate|dislike|detest|loathe|despise|abhor} {O}", pred: "dislikes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated }) =>
      /^to\s+(?:say|admit|tell|break|bother|ask|interrupt|be that|disappoint|complain|rush|trouble|sound|burst|keep|repeat|nag|pester|impose)\b/i.test(o.trim()) || negated ? [] : many("dislikes", o, "thing", "state", ctx) },
  { t: "{stand|bear|stomach|tolerate|abide} {O}", pred: null, neg: "dislikes", kind: "state", obj: "thing", list: true },
  // "I can't deal with crowds", "I can't handle spicy food": the same dislike.
  { t: "{deal|cope|handle} (?:with )?{O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) => (negated && !/^(?:it|this|that|them|him|her|you|me|us|people)\b/i.test(o.trim()) ? many("dislikes", o, "thing", "state", ctx) : null) },
  { t: "{lean|gravitate|tend} (?:more |much more |a bit more )?(?:towards|toward) {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated ? [] : one("prefers", cleanObject(o.split(/\s+(?:over|rather than|instead of|than)\s+/i)[0]!, "thing", ctx), "thing", "state") },
  { t: "{prefer} {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      if (/^(?:to be|being) (?:called|named|addressed)\b/i.test(o)) return [];
      // "I prefer my steak medium rare": how the thing is served, not a choice of thing.
      if (/^(?:my|our)\s+\w+\s+\w+/i.test(o.trim()) && !/\s(?:over|to|than)\s/i.test(o)) return [];
      // "I'd rather have tea than coffee": the thing, not the verb that takes it.
      // "I'd rather go to the mountains", "listen to podcasts": the place or thing, and its "to" is no comparison.
      const lead = o.replace(/^(?:go|travel|head|fly|move|listen|get|talk)\s+to\s+(?=\S)|^be\s+(?:at|in|on)\s+(?=\S)/i, "");
      const main = lead.split(/\s+(?:over|to|rather than|instead of|than|more than)\s+/i)[0]!.replace(/^(?:have|eat|drink)\s+(?!(?:at|in|out|with|on)\b)(?=\S)/i, "");
      if (/^(?:it|that|this|not|you|he|she|they|we|him|her|them|us)\b/i.test(main)) return [];
      return one("prefers", cleanObject(main, "thing", ctx), "thing", "state");
    } },

  // money ------------------------------------------------------------------------------------------------
  { t: "{earn|make|gross|net|clear} {O}", pred: "earns", kind: "state", obj: "money" },
  { t: "{be} paid {O}", pred: "earns", kind: "state", obj: "money" },
  { t: "{bank} (?:with|at) {O}", pred: "banks_with", kind: "state", obj: "org" },
  // "we shut our joint account with Barclays": the bank is no longer the speaker's ("closed my Harbourline
  // account", the bank named first, is an ending of whatever holds the name: see ENDINGS in extract.ts).
  { t: "{close|shut} (?:down )?(?:my|our) (?:bank |current |checking |savings |joint |isa )?accounts? (?:at|with) {O}", pred: "banks_with", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing" || !ctx.cased) return [];
      const name = stripTimes(o.split(/\s*[,;]\s*|\s+and\s+/)[0]!).trim();
      if (!/^[A-Z0-9]/.test(name) || PLACES.has(lower(name)) || NOT_NAMES.has(lower(name).split(/\s+/)[0]!)) return [];
      return one("banks_with", cleanObject(name, "org", ctx), "org", "end");
    } },
  // "we closed everything at Fenwick Mutual": with no account named, only a bank's word in the name says it is a bank.
  { t: "{close|shut} (?:down )?(?:everything|it all|all (?:my|our|the) accounts?) (?:at|with) {O}", pred: "banks_with", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing" || !ctx.cased) return [];
      const org = cleanObject(stripTimes(o.split(/\s*[,;]\s*|\s+and\s+/)[0]!).trim(), "org", ctx);
      return org && /^[A-Z0-9]/.test(org) && BANK_NAME.test(org) ? one("banks_with", org, "org", "end") : [];
    } },
  // "moved everything to Penrose Credit Union", "switched my savings over to Monzo", "changed banks to Nationwide":
  // the new bank. "Everything" alone names the bank only with a bank's word in the name ("moved everything to Dropbox").
  { t: "{move|switch|transfer|change} (?:all (?:my|our) money|(?:my|our) (?:money|savings|banking|accounts?|current account|salary|mortgage)|banks?)(?: over)? to {O}", pred: "banks_with", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => newBank(o, ctx, negated, form, false) },
  { t: "{move|switch|transfer} everything(?: over)? to {O}", pred: "banks_with", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => newBank(o, ctx, negated, form, true) },
  { t: "{spend} (?:up to|at most|no more than|max|a maximum of) {O}", pred: "budget", kind: "state", obj: "money" },

  // events -----------------------------------------------------------------------------------------------
  { t: "{get} married to {O}", pred: "married_to", kind: "onset", obj: "person" },
  { t: "{get} married(?:\\s.*)?", pred: null, kind: "event", obj: "event", build: ({ negated, form }) => (negated || form !== "ing" ? [] : one("has_event", "wedding", "event", "event")) },
  { t: "{have|get|take|sit} {O}", pred: "has_event", kind: "onset", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "ing") return null;
      const bare = strip(lower(stripTimes(o))).split(/\s+(?:with|at|in|on|for|to)\b/)[0]!;
      const head = bare.split(/\s+/).pop() ?? "";
      return EVENT_NOUNS.has(bare) || EVENT_NOUNS.has(head) ? one("has_event", cleanObject(o, "event", ctx), "event", "onset") : null;
    } },
  // Where the speaker is: "we're in Edinburgh now" (lives there), "I was in Rome in May" (a visit), "I'm at Stripe now" (works there).
  { t: "{be} (?:now |currently |still |back |over |out |up |down |all )?in {O}", pred: null, kind: "state", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      // "in Chicago this week for a conference": the place decides, not the reason for being there.
      if (isEventName(o.split(/\s+(?:for|on|until|till|this|with)\s+/i)[0]!, ctx)) return eventOut(o, form, ctx);
      const place = placeObject(o, ctx);
      if (!place) return null;
      const durational = /\bfor (?:the (?:past|last) )?(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten|over \d+) (?:years|months)\b|\bsince\b/i.test(o);
      // A stay is a visit, never a home: "I'm in Tokyo for work this week".
      const forWhat = o.match(/\s+for\s+(.+)$/i);
      // "in Fresno right now renting a little place": renting there makes it home, however provisional.
      const renting = /\b(?:renting|rent|leasing|our (?:flat|apartment|house|place)|a (?:flat|apartment|house|place) (?:near|by|in)|settled)\b/i.test(o) && !/\b(?:airbnb|hotel|hostel|for (?:the |a |two |three )?(?:week|weekend|night|few days))\b/i.test(o);
      if (!renting && (TEMPORARY.test(o) || (forWhat && isEventName(forWhat[1]!, ctx))) && !durational) return form === "base" ? [] : one("visited", place, "place", "event", { weight: form === "past" ? 1 : 0.85 });
      if (form === "past") return durational ? one("lives_in", place, "place", "state") : one("visited", place, "place", "event", { weight: 0.8 });
      if (form === "base") return one("visited", place, "place", "event", { weight: 0.8 });
      return one("lives_in", place, "place", "state", { weight: 0.75 });
    } },
  { t: "{be} (?:now |currently |still )?(?:at|with) {O}", pred: null, kind: "state", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (isEventName(o, ctx)) return eventOut(o, form, ctx);
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (!ctx.cased || !/^[A-Z0-9]/.test(t) || TEMPORARY.test(o) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!)) return null;
      if (/\b(?:airport|station|gym|park|beach|mall|hotel|church|store|bar|pub|restaurant|cafe|café|house|home|apartment|hospital|clinic|office|stadium|arena|museum|library|zoo)\b/i.test(t) && !/\bfor\s+\d/.test(o)) return null;
      const org = cleanObject(t, "org", ctx);
      return org ? one("works_at", org, "org", "state", { weight: 0.8 }) : null;
    } },

  // copula catch-all: name, age, nationality, diet, condition, job, identity ----------------------------------
  { t: "{be} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, self, form, ctx, negated }) => {
      if (negated) return [];
      return copulaObjects(o, self, form, ctx);
    } },
];

const BANK_NAME = /\b(?:bank|banking|credit union|building society|savings|bancorp|mutual)\b/i;

/** The bank money went to; with only "everything" moved, the name must say it is a bank. */
function newBank(o: string, ctx: Ctx, negated: boolean, form: Form, bankWord: boolean): Out[] | null {
  if (negated || form === "base" || form === "s" || form === "ing" || !ctx.cased) return null;
  const org = cleanObject(stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim(), "org", ctx);
  if (!org || !/^[A-Z0-9]/.test(org) || PLACES.has(lower(org)) || NOT_NAMES.has(lower(org).split(/\s+/)[0]!)) return null;
  if (bankWord && !BANK_NAME.test(org)) return null;
  return one("banks_with", org, "org", "onset");
}

/** "Google as a designer" → works_at Google + job_title designer. */
function orgAndTitle(o: string, kind: Kind, ctx: Ctx): Out[] {
  const as = stripTimes(o).match(/^(.+?),?\s+(?<!known\s)as\s+(?:an?\s+)?(.+)$/i);
  if (as && /\b(?:formerly|previously|once|also|better|now)\s*$/i.test(as[1]!)) return one("works_at", cleanObject(as[1]!.replace(/,?\s+(?:formerly|previously|once|also|better|now)(?:\s+known)?\s*$/i, ""), "org", ctx), "org", kind);
  if (as) return [...one("works_at", cleanObject(as[1]!, "org", ctx), "org", kind), ...one("job_title", cleanObject(as[2]!, "title", ctx), "title", kind)];
  return one("works_at", cleanObject(o, "org", ctx), "org", kind);
}

function medication(o: string, ctx: Ctx, any = false): Out[] | null {
  // "off the ibuprofen now, the physio worked": the drug ends at a comma or a time word.
  const items = splitList(o.split(/\s+(?:for|every|daily|twice|once|each|in the|at night|to help|as needed|because|now|anymore|any more)\b|\s*,\s*(?:the|it|that|which|so)\b/i)[0]!);
  const outs: Out[] = [];
  for (const it of items) {
    const bare = strip(lower(it).replace(/^\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)\s+(?:of\s+)?/i, "")).replace(/\s+\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)$/i, "");
    const words = bare.split(/\s+/);
    if (any || MEDICATIONS.has(bare) || MEDICATIONS.has(lower(it).trim()) || words.some((w) => MEDICATION_SUFFIX.test(w) && w.length > 5) || /\b(?:medications?|meds|pills|tablets|supplements?|vitamins?|inhaler|injections?|drops|antidepressants?|antibiotics?|painkillers?|birth control|the pill|insulin|steroids?|blood thinners?|antihistamines?|beta blockers?|statins?|hrt)\b/.test(bare)) {
      const v = cleanObject(it.replace(/^\s*\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)\s+(?:of\s+)?/i, "").replace(/\s+\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)\b.*$/i, ""), "med", ctx);
      if (v && !/^(?:the bus|the train|a break|a nap|notes|care|time|a walk|a shower|photos|pictures|classes|a class|lessons|it easy|(?:nick|new |other |middle |first |last )?name\b.*)$/i.test(v)) outs.push({ predicate: "takes_medication", object: v, obj: "med", kind: "state" });
    }
  }
  return outs.length ? outs : null;
}

export const RULES: readonly Rule[] = SPECS.map(compile);

// A clause's first word admits only a few dozen of the table's rules; asking every rule's `first` set per
// clause cost more than running the few regexes left. Each list keeps the table's order, so the first
// rule that reads the clause is still the one that wins.
const ANY_FIRST: readonly Rule[] = RULES.filter((r) => !r.first);
const BY_FIRST = new Map<string, Rule[]>();
for (const r of RULES) {
  if (!r.first) {
    for (const list of BY_FIRST.values()) list.push(r);
    continue;
  }
  for (const w of r.first) {
    let list = BY_FIRST.get(w);
    if (!list) BY_FIRST.set(w, (list = RULES.slice(0, RULES.indexOf(r)).filter((q) => !q.first)));
    if (list.at(-1) !== r) list.push(r);
  }
}

/** The rules, in table order, that can read a clause starting with this (lower-case) word. */
export const rulesFor = (firstWord: string): readonly Rule[] => BY_FIRST.get(firstWord) ?? ANY_FIRST;

/** Every finite verb form the table knows, for telling a subject-less continuation ("and work as a nurse"). */
export const FINITE_VERBS: ReadonlySet<string> = new Set(
  RULES.flatMap((r) => [...r.forms].filter(([w, f]) => f !== "ing" && f !== "pp" && w !== "be").map(([w]) => w)),
);

/** Every -ing form the table knows, for reading "am moving" as a progressive. */
export const ING_VERBS: ReadonlySet<string> = new Set(RULES.flatMap((r) => [...r.forms].filter(([, f]) => f === "ing").map(([w]) => w)));

export { NOT_NAMES, RELATIONS, PETS };

/** Every simple-past form the table knows, for reading a clause without its "I" ("Relocated to Denver"). */
export const PAST_VERBS: ReadonlySet<string> = new Set(RULES.flatMap((r) => [...r.forms].filter(([, f]) => f === "past").map(([w]) => w)));
