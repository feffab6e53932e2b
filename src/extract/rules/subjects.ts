// Stage: matching. Subjects: who a clause is about (the speaker, "my sister Anna", a name, "she"), the
// relation a subject phrase states on its own, and the rest of the clause for the auxiliaries.

import { type CandidateFact, SELF, type SubjectType, type Tense } from "../types";
import { fact } from "./facts";
import { LANGUAGES, NATIONALITIES, NOT_NAMES, OTHER_ROLES, PETS, RELATIONS } from "./lexicon";
import { cleanObject, type Ctx, splitNames } from "./objects";
import { FINITE_VERBS, ING_VERBS, PAST_VERBS } from "./patterns";

// ---------------------------------------------------------------------------------------------------------
// Subjects.

export const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const ROLE_WORDS = [...RELATIONS.keys(), ...PETS, ...OTHER_ROLES].sort((a, b) => b.length - a.length).map(esc).join("|");
export const ROLE_ADJ = "(?:(?:older|younger|big|little|baby|eldest|oldest|youngest|elder|twin|step|half|best|close|good|old|childhood|new|dear|late|ex|rescue|rescued|lovely|beautiful|amazing|wonderful|\\d+[- ]year[- ]old)(?:-|\\s+))*";
export const MY_ROLE = new RegExp(`^(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})(?![\\w-])`, "i");
export const NAME_CASED = "[A-Z][\\w'-]*(?:\\s+(?:[A-Z][\\w'-]*|(?:van|de|da|von|del|la|le)\\b(?=\\s+[A-Z])))*";
// "my kids are Otis and Marnie, both at Hollybrook": a remark in lower case after the names is no name.
export const RE_ROLE_IS_NAMES = new RegExp(`^\\s+(?:is|are)\\s+(${NAME_CASED}(?:(?:,\\s*|\\s+and\\s+)${NAME_CASED})*)\\s*(?:[.!]?$|,\\s+(?=[a-z]))`);
export const RE_NAME_AND_I = new RegExp(`^\\s*,?\\s+(${NAME_CASED})\\s*,?\\s+and\\s+(?:i|me)\\s+(.+)$`, "i");
export const RE_NAME_REST = new RegExp(`^\\s*,?\\s+(${NAME_CASED})\\s*,?\\s+(.+)$`);
export const RE_NAMED_SUBJECT = new RegExp(`^(${NAME_CASED})(?:\\s*,\\s*(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})\\s*,)?\\s+(.+)$`);
export const RE_NAMES_ARE_MY_CASED = new RegExp(`^(${NAME_CASED}(?:(?:,\\s*|\\s+and\\s+)${NAME_CASED})*)\\s+(?:is|are)\\s+(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})s?$`);
export const RE_NAMES_ARE_MY = new RegExp(`^([a-z][\\w'-]*(?:(?:,\\s*|\\s+and\\s+)[a-z][\\w'-]*)*)\\s+(?:is|are)\\s+(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})s?$`, "i");
export const ROLE_POSSESSIVE = new RegExp(`^(${ROLE_WORDS})'s\\s+(.+)$`, "i");
export const RE_NAME_AND_I_SUBJECT = new RegExp(`^(${NAME_CASED})\\s+and\\s+I\\s+(.+)$`);
/** What a couple does together: the relation it starts or ends. */
export const COUPLE = /^(?:(?:just|recently|finally|officially|have|has|had|are|were|got|have been|are now|now)\s+)*(?:getting married|getting engaged|getting divorced|broke up|broken up|split up|split|separated|called it quits|ended things|went (?:our|separate) (?:separate )?ways|parted ways|finali[sz]ed (?:the|our) divorce|got divorced|divorced|are divorced|got married|married|tied the knot|are married|got engaged|engaged|are engaged|are dating|dating|started dating|are together|been together|been dating|moved in together|are a couple)\b/i;
export const AUX_WORDS = new Set(["is", "was", "are", "were", "has", "have", "had", "does", "did", "do", "will", "would", "can", "could", "used", "no", "never", "just", "also", "recently", "currently", "still", "now", "really", "always", "finally", "not", "'s", "should", "might", "may"]);

export interface Subject {
  id: string;
  type: SubjectType;
  self: boolean;
  rest: string;
  /** The subject as written, to lend to a continuation ("... and works at Google"). */
  phrase: string;
  facts: CandidateFact[];
  /** The clause only states the relation ("my sister's name is Anna"). */
  relationOnly: boolean;
  weight: number;
  /** "Sam and I ...": the other half of a couple named in the subject. */
  companion?: { name: string; role: string | null };
}

export function relationFact(role: string, adjectives: string, name: string, ctx: Ctx, conf: number): CandidateFact | null {
  const r = role.toLowerCase();
  let pred = PETS.has(r) ? "has_pet" : RELATIONS.get(r) ?? (KNOWN_ROLES.test(r) ? "knows" : /^(?:grandma|grandmother|grandpa|grandfather|granny|nana|grandparents?)$/.test(r) ? "has_grandparent" : null);
  if (/^(?:company|employer|startup|firm|workplace)$/.test(r)) {
    if (/\b(?:old|ex|former|previous|late)\b/i.test(adjectives)) return null;
    const org = cleanObject(name, "org", ctx);
    return org ? fact(SELF, "self", `${r} is`, "works_at", org, "organization", false, "current", null, null, conf) : null;
  }
  let tense: Tense = "current";
  const ex = /\bex\b|^ex-/i.test(adjectives) || /^ex-/.test(r);
  if (/^ex-(?:wife|husband)$/.test(r)) pred = "married_to";
  if (/^ex-(?:girlfriend|boyfriend)$/.test(r)) pred = "partner";
  if (!pred) return null;
  if (NATIONALITIES.has(name.toLowerCase()) || LANGUAGES.has(name.toLowerCase())) return null;
  if (ex || /\blate\b/i.test(adjectives)) {
    if (pred !== "married_to" && pred !== "partner") return null;
    tense = "past";
  }
  const object = cleanObject(name, "person", ctx);
  if (!object) return null;
  const made = fact(SELF, "self", `${r} is`, pred, object, pred === "has_pet" ? "unknown" : "person", false, tense, null, null, conf);
  return object.toLowerCase() === r ? made : { ...made, names: r };
}

/** People the speaker knows without a family or friend tie; the labelling gives them `knows`. */
export const KNOWN_ROLES = /^(?:roommate|flatmate|housemate|colleague|coworker|co-worker|teammate|neighbou?r|boss|manager|mentor|classmate|acquaintance)s?$/;

export function roleId(adjectives: string, role: string): string {
  const r = role.toLowerCase();
  return /\bbest\b/i.test(adjectives) && r === "friend" ? "best friend" : r;
}

/** "The cat's name is Mochi", "we named the puppy Rex": a pet already spoken of, given its name. */
export const PET_NAMED = /^(?:the\s+([a-z]+)(?:'s\s+name\s+(?:is|was)|\s+(?:is|was)\s+(?:called|named))|(?:we|i)\s+(?:named|called|have named|'ve named)\s+(?:the|our|my)\s+(?:new\s+)?([a-z]+))\s+(.+?)[.!]*$/i;

export function parseSubject(c: string, ctx: Ctx, lastOther: { id: string; type: SubjectType } | null): Subject | null {
  let m: RegExpMatchArray | null;
  const base = { facts: [] as CandidateFact[], relationOnly: false, weight: 1 };
  if ((m = c.match(PET_NAMED)) && PETS.has((m[1] ?? m[2]!).toLowerCase())) {
    const pet = (m[1] ?? m[2]!).toLowerCase();
    // "the hamster is called Crumpet and Nell adores him": a name with a verb after it is a remark, not a second name.
    const facts = splitNames(m[3]!).filter((n) => !ctx.cased || /^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*$/.test(n.trim())).map((n) => relationFact(pet, "", n, ctx, 0.85)).filter((f): f is CandidateFact => f !== null);
    if (facts.length) return { ...base, id: pet, type: "person", self: false, rest: "", phrase: m[0], facts, relationOnly: true };
  }
  if ((m = c.match(MY_ROLE))) {
    const adjectives = m[1] ?? "";
    const role = m[2]!;
    const tail = c.slice(m[0].length);
    const phrase = m[0];
    const conf = 0.9;
    let t: RegExpMatchArray | null;
    // "my sister's name is Anna", "my dog is called Rex", "my kids are Tom and Emma"
    // "my employer is Brindle & Co": a company is one name, whatever "&" or "and" it holds.
    const org = /^(?:company|employer|startup|firm|workplace)$/i.test(role);
    if ((t = tail.match(/^(?:'s\s+name|\s+name)\s+(?:is|was)\s+(.+)$/i)) || (t = tail.match(/^\s+(?:is|was|are|used to be)\s+(?:called|named)\s+(.+)$/i)) || (org && ctx.cased && (t = tail.match(/^\s+is\s+((?:the\s+)?[A-Z0-9][\w&.'-]*(?:\s+(?:[A-Z0-9&][\w&.'-]*|of|and|for)){0,5})[.!]*$/))) || (ctx.cased && (t = tail.match(RE_ROLE_IS_NAMES)))) {
      const facts = (org ? [t[1]!] : splitNames(t[1]!)).map((n) => relationFact(role, adjectives, n, ctx, conf)).filter((f): f is CandidateFact => f !== null);
      if (facts.length) return { ...base, id: roleId(adjectives, role), type: "person", self: false, rest: "", phrase, facts, relationOnly: true };
    }
    // "my wife and I live in Rome", "my wife Sarah and I bought a house"
    if ((t = tail.match(/^\s+and\s+(?:i|me)\s+(.+)$/i))) return { ...base, id: SELF, type: "self", self: true, rest: t[1]!, phrase: c.slice(0, c.length - t[1]!.length).trim(), companion: { name: role.toLowerCase(), role } };
    if ((t = tail.match(ctx.cased ? RE_NAME_AND_I : /^\s*,?\s+([a-z][\w'-]*)\s+and\s+(?:i|me)\s+(.+)$/i))) {
      const f = relationFact(role, adjectives, t[1]!, ctx, conf);
      return { ...base, id: SELF, type: "self", self: true, rest: t[2]!, phrase: c.slice(0, c.length - t[2]!.length).trim(), facts: f ? [f] : [], companion: f ? { name: f.object, role } : undefined };
    }
    // "my sister Anna lives in Rome", "my dog, Rex, is 5"
    const nameRe = ctx.cased ? RE_NAME_REST : /^\s*,?\s+([a-z][\w'-]*)\s*,?\s+(.+)$/i;
    if ((t = tail.match(nameRe))) {
      const name = t[1]!;
      const rest = t[2]!;
      const firstRest = rest.split(/\s+/)[0]!.toLowerCase();
      const plausible = !NOT_NAMES.has(name.toLowerCase().split(/\s+/)[0]!) && (FINITE_VERBS.has(firstRest) || AUX_WORDS.has(firstRest) || (ctx.cased && /^[A-Z]/.test(name)));
      if (plausible && (ctx.cased || FINITE_VERBS.has(firstRest) || AUX_WORDS.has(firstRest))) {
        const f = relationFact(role, adjectives, name, ctx, conf);
        const id = f ? f.object : name;
        return { ...base, id, type: PETS.has(role.toLowerCase()) ? "unknown" : "person", self: false, rest, phrase: c.slice(0, c.length - rest.length).trim(), facts: f ? [f] : [] };
      }
    }
    const rest = tail.trim();
    // "my daughter's school, St Anne's, ...": the subject is a thing of theirs, not the relative.
    if (!rest || /^'s\s/.test(rest)) return null;
    return { ...base, id: roleId(adjectives, role), type: PETS.has(role.toLowerCase()) ? "unknown" : "person", self: false, rest, phrase, weight: 0.95 };
  }
  if ((m = c.match(/^(?:i|we|me and (?:my|our) [\w-]+|(?:my|our) (?:[\w-]+ ){0,2}and (?:i|me)|both of us|the two of us|my family and i|my family)\s+(.+)$/i))) {
    return { ...base, id: SELF, type: "self", self: true, rest: m[1]!, phrase: c.slice(0, c.length - m[1]!.length).trim() };
  }
  if ((m = c.match(/^(he|she)\s+(.+)$/i))) {
    if (!lastOther) return null;
    return { ...base, id: lastOther.id, type: lastOther.type, self: false, rest: m[2]!, phrase: m[1]!, weight: 0.85 };
  }
  // "Sam and I broke up", "Chris and I got married": the speaker, with a partner named in the subject.
  if ((m = c.match(ctx.cased ? RE_NAME_AND_I_SUBJECT : /^([a-z][\w'-]*)\s+and\s+i\s+(.+)$/i)) && !NOT_NAMES.has(m[1]!.toLowerCase()) && COUPLE.test(m[2]!)) {
    return { ...base, id: SELF, type: "self", self: true, rest: m[2]!, phrase: c.slice(0, c.length - m[2]!.length).trim(), companion: { name: m[1]!, role: null } };
  }
  if (ctx.cased && (m = c.match(RE_NAMED_SUBJECT))) {
    const name = m[1]!;
    const rest = m[4]!;
    const first = rest.split(/\s+/)[0]!.toLowerCase();
    const looksNamed = !NOT_NAMES.has(name.split(/\s+/)[0]!.toLowerCase()) && (FINITE_VERBS.has(first) || AUX_WORDS.has(first)) && impliedSelf(c) === null;
    if (looksNamed) {
    const facts: CandidateFact[] = [];
    if (m[3]) {
      const f = relationFact(m[3], m[2] ?? "", name, ctx, 0.9);
      if (f) facts.push(f);
    }
    return { ...base, id: name, type: "person", self: false, rest, phrase: c.slice(0, c.length - rest.length).trim(), facts, weight: 0.95 };
    }
  }
  // Chat often drops the "I": "Relocated to Denver", "Not a fan of cilantro", "Starting at Figma next month".
  const implied = impliedSelf(c);
  if (implied !== null) return { ...base, id: SELF, type: "self", self: true, rest: implied, phrase: "I", weight: 0.95 };
  return null;
}

export const ELIDED_BASE = /^(?:love|like|enjoy|adore|hate|dislike|prefer|speak|live|work|study|avoid|own|drive|miss|take|follow|play|eat|drink|work|teach)\b/i;
export const ELIDED_COPULA =
  /^(?:not\s+|never\s+|no longer\s+)?(?:(?:just\s+|finally\s+)?(?:back\s+home|back|home)\s+from\s|(?:a\s+|an\s+)?(?:(?:big|huge|massive|great|real|true|long-time|longtime|die-hard|diehard|total|lifelong)\s+)?fan\b|allergic\b|intolerant\b|lactose intolerant\b|(?:originally\s+)?from\s|based (?:in|out of)\s|married to\b|engaged to\b|fluent in\b|obsessed with\b|(?:(?:really|totally|super|very|so|kinda|kind of|pretty|big|huge|hugely|massively|seriously|properly|well|majorly|heavily)\s+)?(?:into|big on|keen on|crazy about|passionate about|hooked on|addicted to|mad about|nuts about|all about)\s|(?:a |an )?(?:vegan|vegetarian|pescatarian|gluten[- ]free|dairy[- ]free|teetotal|sober)\b|diagnosed with\b|\d{1,3}(?:\s+years old)?\s*$|(?:a|an)\s+(?:proud\s+|recent\s+)?[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s+(?:grad|graduate|alum|alumnus|alumna)\b|currently (?:based|living|working)\b|on\s+(?:(?:a|an|my|our|the)\s+)?(?:[\w'-]+\s+){0,2}?(?:trip|vacation|holiday|holidays|honeymoon|getaway|break|cruise|babymoon)\s+(?:to|in|around|through|across)\s|in love with\b|(?:a|an)\s+(?:huge\s+|big\s+)?\w+\s+fan\b)/i;

/** The verb phrase of a clause whose "I" was dropped, or null when it does not start like one. */
export function impliedSelf(c: string): string | null {
  const w = c.split(/\s+/)[0]!.toLowerCase().replace(/[^\w'-]/g, "");
  if (!w) return null;
  if (/^born\b/i.test(c)) return `was ${c}`;
  if (/^used to\s/i.test(c)) return c;
  if (w === "been") return `have ${c}`;
  if (ELIDED_COPULA.test(c)) return `am ${c}`;
  if (/^(?:can not|do not|did not|never|always|really|also|finally|recently|still|currently|totally|absolutely|genuinely|honestly|already)\s+\w/i.test(c)) {
    const next = c.replace(/^(?:can not|do not|did not|never|always|really|also|finally|recently|still|currently|totally|absolutely|genuinely|honestly|already)\s+/i, "");
    if (next === c) return null;
    const inner = impliedSelf(next);
    // "Still obsessed with Wordle": the dropped "I am" goes before the adverb's verb phrase.
    if (inner !== null && /^am\s/.test(inner) && !/^am\s/i.test(next)) return inner;
    return inner !== null || /^(?:can not|do not|did not|never)\s/i.test(c) ? c : null;
  }
  if (PAST_VERBS.has(w) && w !== "left" && w !== "set" && w !== "put") return c;
  // "Left Acme last week", "finally left Sacramento for Reno", "left costa for Caffè Nero": the verb when a name follows.
  if (w === "left" && (/^[Ll]eft\s+[A-Z]/.test(c) || /^[Ll]eft\s+[\w'&.-]+(?:\s+[\w'&.-]+)?\s+for\s+[A-Z]/.test(c))) return c;
  // "in limerick for now": where the speaker is, the "I'm" dropped (the place rule decides home or stay).
  if (w === "in" && /^in\s+(?:the\s+)?[\p{L}][\p{L}'.-]*(?:\s+[\p{L}][\p{L}'.-]*)?(?:\s+(?:for now|now|at the moment|these days|for the time being|still))?$/u.test(c)) return `am ${c}`;
  // "In Lisbon for a conference", "in Oslo this week visiting family": a stay, said as one.
  if (w === "in" && /^[Ii]n\s+(?:the\s+)?\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*)?\s+(?:for\s+(?:a|an|the|work|business|two|three|\d+)\b|this\s+(?:week|weekend)\b|visiting\b|on\s+(?:business|holiday|vacation)\b)/u.test(c)) return `am ${c}`;
  if (/ing$/.test(w) && ING_VERBS.has(w)) return `am ${c}`;
  if (ELIDED_BASE.test(c) && c.split(/\s+/).length >= 2) return c;
  return null;
}
