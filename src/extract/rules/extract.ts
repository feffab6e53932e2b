// The pipeline for one message: sentences → clauses → (subject, auxiliaries, verb phrase) → the first
// pattern that reads the verb phrase → facts with tense, dates and confidence. Everything here is a pure
// function of (text, now); the only state is per call (the last person mentioned, for "she").

import { SELF, type CandidateAlias, type CandidateFact, type CandidateReplacement, type Extraction, type SubjectType, type Tense } from "../types";
import { SEED_BY_NAME } from "../vocabulary";
import { findAliases } from "./aliases";
import { heldEndingsOf, keyedEndingsOf } from "./held-endings";
import { POLITE_ORDER, IMPERATIVE_START, askedToLast, instruction } from "./instructions";
import { ALLERGENS, DIETS, EVENT_NOUNS, GONE_DOING, HOBBY_VERBS, LANGUAGES, NATIONALITIES, NOT_NAMES, ORG_WORD, OTHER_ROLES, PETS, PLACES, RELATIONS, isPlace } from "./lexicon";
import { cleanObject, isLiteral, KIND_TYPE, REMARK_WORD, splitList, splitNames, typeOf, type Ctx, type ObjKind } from "./objects";
import { FINITE_VERBS, ING_VERBS, PAST_VERBS, rulesFor, type Kind, type Out } from "./patterns";
import { canon, isCased, normalize, pieces, sentences } from "./text";
import { PAYS_BILLS, paraphraseClause, paraphraseSentence } from "./paraphrase";
import { iso, parseNow, stripTimes, timeInfo, type Day, type TimeInfo } from "./time";
import type { Form } from "./verbs";

// ---------------------------------------------------------------------------------------------------------
// Clause openers that carry no content: discourse fillers, "remember that", hedges (which lower confidence).

const FILLER =
  /^(?:(?:hi there|hey there|hello there|well|so|also|oh|ah|btw|by the way|actually|anyway|anyways|ok(?=[,.!:-]|\s+(?:so|update|well|then|yeah|um|guess|anyway|news)\b)|okay(?=[,.!:-]|\s+(?:so|update|well|then|yeah|um|guess|anyway|news)\b)|yeah|yes(?=[,.!:-]|\s+(?:i|we|my|our)\b)|yep|no(?=[,.!:-])|nope|um|uh|hmm|hey|hi|hello|fyi|for context|for the record|for reference|quick note|note|reminder|update|ps|p\.s\.|and|but|plus|then|lol|haha|honestly|frankly|basically|(?:now\s+)?(?:us|me)\s+too|as you know|as i said|as i mentioned|like i said|in fact|funny enough|fun fact|guess what|oh and|also,|just|anyhow|alright|right|sure|cool|great|good news|news|context|background|about me|sorry|oops|whoops|correction|wait|no wait|to clarify|to be clear|my mistake|my bad|scratch that|i mean(?=[,:])|typo|quick update|small update|big news|life update|heads up|oh wait|ah wait|so yeah|yeah so|welp|well well|omg|wow|yay|woohoo|finally|officially|luckily|sadly|regrettably|thankfully|happily|unfortunately|fortunately|surprisingly|eventually|hi there|hey there|hello there|quick intro|intro|introduction|a bit about me|a little about me|little about me|some background|some context|about myself|(?:slight |small |big |quick )?change of plans?|plan change|new plan|update on the move|long story short|short version|in the end|at the end of the day|sad news|bad news|some sad news|terrible news|(?:new|another) one for the list|one more for the list|to cut a long story short|tl;?dr|exciting news|some news|it's official|it is official|officially official|it's (?:finally )?happening|it is (?:finally )?happening)\b[,:!.\s—–-]*)+/i;
const HEADLINE = /^(?!(?:last|next|this|that|in|since|by)\b)(?:[A-Za-z']+\s+){0,3}(?:update|news|week|weekend|chapter|month|year|day|times|change|changes)\s*(?::|\s-\s)\s*(?=\S)/i;
/** "one rule: never book flights before 8am", "for future chats: keep it short": a lead that marks a standing order. */
const RULE_LEAD = /^(?:(?:ok|okay|so|and|also|btw|oh)[,\s]+)*(?:for (?:all )?future (?:chats|conversations|reference|replies|answers|responses|messages)|(?:one|a|quick|general|new|house|golden|simple) (?:rule|request)(?: for you)?|rule of thumb(?: for you)?|ground rules?|important)\s*[:,-]\s+(?=\S)/i;
const TELL_THAT =
  /^(?:please\s+)?(?:remember|note|keep in mind|don't forget|do not forget|be aware|just so you know|just to let you know|just letting you know|i want you to know|i wanted to (?:tell|let) you(?: know)?|i should (?:mention|tell you)|(?:i\s+)?(?:should|must|have to|need to|just|also)?\s*(?:(?:also|just)\s+)?(?:let you know|wanted to (?:tell you|let you know|mention)|tell you|inform you)|you may (?:wish|want|like) to (?:note|know)|(?:the|my)\s+(?:real|big|main|other|latest|actual)\s+news\s+is|i forgot to (?:mention|tell you)|i need to tell you|let me tell you|you should know|you know|i told you|as i told you|i mentioned|i'll have you know|for your information|keep in mind|bear in mind|(?:it |as it )?turns out|it turned out|(?:i |we )?(?:have |'ve )?(?:just |since |recently |now )?(?:found out|learned|learnt|realized|realised|discovered)|i should (?:add|say|clarify|correct)|i need to correct (?:myself|that)|let me correct (?:myself|that)|just to clarify|to correct myself|i have to say|i must say|to be honest|tbh|i can tell you|i can confirm|i confirm|i admit|i'll admit|it's true|it is true|(?:(?:it's|it\s+is)\s+)?(?:funny|crazy|wild|strange|weird|hard|mad|amazing)\s+to\s+think|(?:(?:it's|it\s+is)\s+)?hard\s+to\s+believe|(?:i\s+)?(?:still\s+)?can(?:'t|not)\s+believe)(?:\s+that)?[,:\s]+(?=\S)/i;
/** "the doctor confirmed I'm allergic to shellfish": someone else vouching for what follows about the speaker. */
const CONFIRMED_THAT =
  /^(?:the|my|our)\s+(?:doctor|doc|gp|allergist|dermatologist|specialist|consultant|vet|tests?|blood\s+tests?|allergy\s+tests?|results?|test\s+results?|scans?|manager|boss|hr|team\s+lead|recruiter|director|landlord)\s+(?:has\s+|have\s+|finally\s+|just\s+)*(?:confirmed|says|said|showed|shows|found|revealed|came\s+back\s+(?:showing|saying)|told\s+me|let\s+me\s+know|informed\s+me)(?:\s+that)?[,:\s]+(?=(?:i|we|my)\b)/i;
const HEDGES: [RegExp, number][] = [
  [/^(?:i'm|i am) (?:pretty|fairly|quite) (?:sure|certain|confident)(?: that)?[,\s]+/i, 0.8],
  [/^(?:pretty|fairly) sure(?: that)?[,\s]+/i, 0.8],
  // "so I'd say I speak French now": the speaker's own judgement of what follows, not a hypothetical.
  [/^(?:i would say|i'd say|i'd call myself|i would call myself)(?: that)?[,\s]+(?=(?:i|we|my|our)\b)/i, 0.8],
  [/^(?:i think|i believe|i guess|i suppose|i feel like|i reckon|i assume|i imagine|i'm not sure but|i am not sure but|not sure but|not sure if it matters but|it seems(?: like| that)?|apparently|i suspect)(?: that)?[,\s]+/i, 0.6],
  [/^(?:probably|most likely|likely)[,\s]+/i, 0.6],
];
const TIME_LEAD =
  /^(?:for (?:many|several|a few|some|two|three|four|five|ten|twenty|\d+) (?:years|months|decades)|(?:last|next|this) (?:year|month|week|summer|winter|spring|fall|autumn|weekend)|(?:back )?in (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* )?(?:19|20)\d{2}|since (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* )?(?:19|20)\d{2}|since (?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|since may(?=,)|yesterday|today|tomorrow|tonight|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of) (?:days|weeks|months|years|day|week|month|year) ago|recently|currently|right now|now|these days|nowadays|lately|starting (?:next|this) \w+|as of (?:today|now|this (?:week|month|year)|\w+ \d{4}|\d{4})|on (?:\d{1,2}(?:st|nd|rd|th)? \w+ \d{4}|\w+ \d{1,2}(?:st|nd|rd|th)?,? \d{4})|in (?:a|two|three|\d+) (?:weeks?|months?|years?)|soon|next|(?:from|starting|in|back in|on|come|by|as of|after|before) (?:early |late |mid-?)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?: \d{4})?|(?:from |starting |on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on the \d{1,2}(?:st|nd|rd|th)?|from (?:next|this) \w+)[,\s]+(?=\S)/i;
/** Clauses that are not statements: questions, conditions, wishes, requests for information. */
const NOT_A_STATEMENT =
  /^(?:what|where|when|why|how|who|whom|which|whose|do(?!\s+not\b)|does(?!\s+not\b)|did(?!\s+not\b)|can(?!\s+not\b)|could|would|should|shall|is|are|am|was|were|will|may|might|have you|has|any|anyone|if|suppose|supposing|imagine|what if|in case|unless|once i|whether|assuming|let's say|say i|hypothetically|i wonder|i was wondering|i'm wondering|i am wondering|i'm curious|i am curious|tell me|remind me|i need to know|i want to know|i'd like to know|wondering|is it|isn't it|right|correct|true(?=\s*(?:[,.!?:;-]|$|that\b|enough\b))|would you|could you|can you|let me know|help me|i'm looking for|i am looking for|looking for|i need help|i need some help|any (?:idea|ideas|tips|suggestions|recommendations)|thoughts)\b/i;

// ---------------------------------------------------------------------------------------------------------
// Subjects.

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ROLE_WORDS = [...RELATIONS.keys(), ...PETS, ...OTHER_ROLES].sort((a, b) => b.length - a.length).map(esc).join("|");
const ROLE_ADJ = "(?:(?:older|younger|big|little|baby|eldest|oldest|youngest|elder|twin|step|half|best|close|good|old|childhood|new|dear|late|ex|rescue|rescued|lovely|beautiful|amazing|wonderful|\\d+[- ]year[- ]old)(?:-|\\s+))*";
const MY_ROLE = new RegExp(`^(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})(?![\\w-])`, "i");
const NAME_CASED = "[A-Z][\\w'-]*(?:\\s+(?:[A-Z][\\w'-]*|(?:van|de|da|von|del|la|le)\\b(?=\\s+[A-Z])))*";
// "my kids are Otis and Marnie, both at Hollybrook": a remark in lower case after the names is no name.
const RE_ROLE_IS_NAMES = new RegExp(`^\\s+(?:is|are)\\s+(${NAME_CASED}(?:(?:,\\s*|\\s+and\\s+)${NAME_CASED})*)\\s*(?:[.!]?$|,\\s+(?=[a-z]))`);
const RE_NAME_AND_I = new RegExp(`^\\s*,?\\s+(${NAME_CASED})\\s*,?\\s+and\\s+(?:i|me)\\s+(.+)$`, "i");
const RE_NAME_REST = new RegExp(`^\\s*,?\\s+(${NAME_CASED})\\s*,?\\s+(.+)$`);
const RE_NAMED_SUBJECT = new RegExp(`^(${NAME_CASED})(?:\\s*,\\s*(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})\\s*,)?\\s+(.+)$`);
const RE_NAMES_ARE_MY_CASED = new RegExp(`^(${NAME_CASED}(?:(?:,\\s*|\\s+and\\s+)${NAME_CASED})*)\\s+(?:is|are)\\s+(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})s?$`);
const RE_NAMES_ARE_MY = new RegExp(`^([a-z][\\w'-]*(?:(?:,\\s*|\\s+and\\s+)[a-z][\\w'-]*)*)\\s+(?:is|are)\\s+(?:my|our)\\s+(${ROLE_ADJ})(${ROLE_WORDS})s?$`, "i");
const ROLE_POSSESSIVE = new RegExp(`^(${ROLE_WORDS})'s\\s+(.+)$`, "i");
const RE_NAME_AND_I_SUBJECT = new RegExp(`^(${NAME_CASED})\\s+and\\s+I\\s+(.+)$`);
/** What a couple does together: the relation it starts or ends. */
const COUPLE = /^(?:(?:just|recently|finally|officially|have|has|had|are|were|got|have been|are now|now)\s+)*(?:getting married|getting engaged|getting divorced|broke up|broken up|split up|split|separated|called it quits|ended things|went (?:our|separate) (?:separate )?ways|parted ways|finali[sz]ed (?:the|our) divorce|got divorced|divorced|are divorced|got married|married|tied the knot|are married|got engaged|engaged|are engaged|are dating|dating|started dating|are together|been together|been dating|moved in together|are a couple)\b/i;
const AUX_WORDS = new Set(["is", "was", "are", "were", "has", "have", "had", "does", "did", "do", "will", "would", "can", "could", "used", "no", "never", "just", "also", "recently", "currently", "still", "now", "really", "always", "finally", "not", "'s", "should", "might", "may"]);

interface Subject {
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

function relationFact(role: string, adjectives: string, name: string, ctx: Ctx, conf: number): CandidateFact | null {
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
const KNOWN_ROLES = /^(?:roommate|flatmate|housemate|colleague|coworker|co-worker|teammate|neighbou?r|boss|manager|mentor|classmate|acquaintance)s?$/;

function roleId(adjectives: string, role: string): string {
  const r = role.toLowerCase();
  return /\bbest\b/i.test(adjectives) && r === "friend" ? "best friend" : r;
}

/** "The cat's name is Mochi", "we named the puppy Rex": a pet already spoken of, given its name. */
const PET_NAMED = /^(?:the\s+([a-z]+)(?:'s\s+name\s+(?:is|was)|\s+(?:is|was)\s+(?:called|named))|(?:we|i)\s+(?:named|called|have named|'ve named)\s+(?:the|our|my)\s+(?:new\s+)?([a-z]+))\s+(.+?)[.!]*$/i;

function parseSubject(c: string, ctx: Ctx, lastOther: { id: string; type: SubjectType } | null): Subject | null {
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
    if (!rest) return null;
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

const ELIDED_BASE = /^(?:love|like|enjoy|adore|hate|dislike|prefer|speak|live|work|study|avoid|own|drive|miss|take|follow|play|eat|drink|work|teach)\b/i;
const ELIDED_COPULA =
  /^(?:not\s+|never\s+|no longer\s+)?(?:(?:just\s+|finally\s+)?(?:back\s+home|back|home)\s+from\s|(?:a\s+|an\s+)?(?:(?:big|huge|massive|great|real|true|long-time|longtime|die-hard|diehard|total|lifelong)\s+)?fan\b|allergic\b|intolerant\b|lactose intolerant\b|(?:originally\s+)?from\s|based (?:in|out of)\s|married to\b|engaged to\b|fluent in\b|obsessed with\b|(?:(?:really|totally|super|very|so|kinda|kind of|pretty|big|huge|hugely|massively|seriously|properly|well|majorly|heavily)\s+)?(?:into|big on|keen on|crazy about|passionate about|hooked on|addicted to|mad about|nuts about|all about)\s|(?:a |an )?(?:vegan|vegetarian|pescatarian|gluten[- ]free|dairy[- ]free|teetotal|sober)\b|diagnosed with\b|\d{1,3}(?:\s+years old)?\s*$|(?:a|an)\s+(?:proud\s+|recent\s+)?[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s+(?:grad|graduate|alum|alumnus|alumna)\b|currently (?:based|living|working)\b|on\s+(?:(?:a|an|my|our|the)\s+)?(?:[\w'-]+\s+){0,2}?(?:trip|vacation|holiday|holidays|honeymoon|getaway|break|cruise|babymoon)\s+(?:to|in|around|through|across)\s|in love with\b|(?:a|an)\s+(?:huge\s+|big\s+)?\w+\s+fan\b)/i;

/** The verb phrase of a clause whose "I" was dropped, or null when it does not start like one. */
function impliedSelf(c: string): string | null {
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

// ---------------------------------------------------------------------------------------------------------
// Auxiliaries: what sits between the subject and the verb decides tense, negation and whether it is real.

interface Aux {
  rest: string;
  /** The auxiliaries as written (for predicate_raw). */
  prefix: string;
  tense: Tense | null;
  neg: boolean;
  ended: boolean;
  hypo: boolean;
  perfect: boolean;
  progressive: boolean;
  pastAux: boolean;
  weight: number;
}

const ADVERB = /^(?:instead|much|far|really really|really|truly|honestly|actually|just|recently|finally|also|currently|still|now|even|already|originally|officially|literally|definitely|totally|absolutely|mostly|usually|generally|basically|kind of|kinda|sort of|pretty much|only|mainly|primarily|happily|proudly|newly|seriously|obviously|of course|personally|normally|typically|often|sometimes|occasionally|constantly|always|genuinely|certainly|clearly|simply|deeply|strongly|eventually|once|lately|nowadays|then|again|very much|both|all|absolutely|legit|low-key|lowkey|secretly|technically|currently|presently|gradually|slowly|finally|ultimately|officially|permanently|temporarily|briefly|full[- ]time|part[- ]time)\s+/i;
const HEDGE_ADVERB = /^(?:probably|maybe|perhaps|possibly|likely)\s+/i;
const BASE_VERBS = new Set([...FINITE_VERBS].filter((w) => !/(?:s|ed)$/.test(w) || /(?:ss|us)$/.test(w)));

function parseAux(rest: string): Aux {
  const a: Aux = { rest: rest.trim(), prefix: "", tense: null, neg: false, ended: false, hypo: false, perfect: false, progressive: false, pastAux: false, weight: 1 };
  const take = (n: number) => {
    a.prefix += a.rest.slice(0, n);
    a.rest = a.rest.slice(n).trimStart();
  };
  const nextWord = () => (a.rest.split(/\s+/)[1] ?? "").toLowerCase().replace(/[^\w'-]/g, "");
  for (let guard = 0; guard < 12; guard++) {
    const r = a.rest;
    let m: RegExpMatchArray | null;
    if ((m = r.match(ADVERB))) { take(m[0].length); continue; }
    // "was also diagnosed", "am now based": the adverb sits after the copula.
    if ((m = r.match(/^(am|is|are|was|were|been)\s+(?:also|really|actually|just|recently|finally|now|still|currently|officially|definitely|totally|very much|even|already|literally|seriously|honestly|truly|originally|by birth)\s+(?!(?:into|a|an|the|from)\b)(?=\w)/i))) {
      a.rest = `${m[1]!} ${r.slice(m[0].length)}`;
      continue;
    }
    // "am still a big fan of", "is now into": the adverb says nothing the pattern needs.
    if ((m = r.match(/^(am|is|are|was|were)\s+(?:still|now|also|officially|definitely|totally|honestly|actually|really|just)\s+(?=(?:a|an|into)\b)/i))) {
      a.rest = `${m[1]!} ${r.slice(m[0].length)}`;
      continue;
    }
    if ((m = r.match(HEDGE_ADVERB))) { a.weight = Math.min(a.weight, 0.6); take(m[0].length); continue; }
    if ((m = r.match(/^(?:no longer|not anymore|not any more|not any longer)\s+/i))) { a.neg = true; a.ended = true; take(m[0].length); continue; }
    if ((m = r.match(/^never\s+/i))) { a.neg = true; take(m[0].length); continue; }
    if ((m = r.match(/^not\s+/i))) { a.neg = true; take(m[0].length); continue; }
    if ((m = r.match(/^used to\s+/i))) { a.tense = "past"; take(m[0].length); continue; }
    // "I tend to prefer dark mode": a habit, said of the present.
    if ((m = r.match(/^tends? to\s+(?=\w)/i))) { take(m[0].length); continue; }
    // "I could eat sushi every day": a liking, not a hypothetical.
    if ((m = r.match(/^(?:could|would)\s+(?:happily\s+|honestly\s+|literally\s+|probably\s+)?(?:eat|drink|listen to|watch|play|live on|read)\s+(.+?)\s+(?:every (?:single )?(?:day|night|meal|week)|for (?:every|each) meal|all day(?: long)?|forever|all the time|on repeat|for days|nonstop|non-stop)\b.*$/i))) {
      a.prefix += r.slice(0, r.length - m[1]!.length);
      a.rest = `love ${m[1]!}`;
      break;
    }
    if ((m = r.match(/^(?:would|'d) (?:much |far |really |definitely |honestly |always )?(?:rather|prefer)\s+/i))) { a.prefix += m[0]; a.rest = "prefer " + r.slice(m[0].length); break; }
    // "I'd pick the mountains over the beach any day": a standing preference, not a hypothetical.
    if ((m = r.match(/^(?:(?:would|'d) (?:always |happily |honestly )?|will always |'ll always )(?:choose|pick|take|go for)\s+(?=.+\s+over\s+)/i))) { a.prefix += m[0]; a.rest = "prefer " + r.slice(m[0].length); break; }
    // "I'd choose tea every time", "given the choice I'd always go for the window seat": the same standing preference.
    if ((m = r.match(/^(?:would|'d) (?:always |happily |honestly |still )?(?:choose|pick|take|go for|order|get)\s+(?!(?:you|him|her|them|me|us|it|that|this|one)\b)(.+?)\s+(?:every (?:single )?time|any day(?: of the week)?|every day of the week|hands down|without (?:a second thought|hesitation))$/i))) {
      a.prefix += r.slice(0, r.length - m[1]!.length);
      a.rest = `prefer ${m[1]!}`;
      break;
    }
    if ((m = r.match(/^(?:will|shall)\s+/i))) { a.tense = "planned"; take(m[0].length); continue; }
    if ((m = r.match(/^(?:am|is|are|'m|'re) (?:going to|gonna|about to|set to|scheduled to|due to|planning to|planning on|intending to|moving to be)\s+/i))) {
      const after = r.slice(m[0].length).split(/\s+/)[0]!.toLowerCase();
      if (BASE_VERBS.has(after) || after === "be" || after === "start" || after === "get") { a.tense = "planned"; take(m[0].length); continue; }
    }
    if ((m = r.match(/^(?:plan|intend|plans|intends|planned|intended|have decided|has decided|decided|have planned|'ve decided|am planning|am scheduled|am set|am due|'m planning|hope|am hoping|want|wants|wanted|would like|would love|'d like|'d love|wish|need|needs|have|has|got|am trying|try|tried|am thinking about|am thinking of|am considering|consider|considered|dream of|dream about|dreamed of|dreamt of|am hoping|am trying|am dreaming of|ought|am supposed|was supposed|am meant|would|could|should|might|may|must|'d)\b(?:\s+to)?\s+/i))) {
      const w = m[0].toLowerCase();
      if (/^(?:have|has|got)\b/.test(w) && !/\bto\s+$/.test(w)) {
        // "have" as a main verb or a perfect auxiliary
      } else if (/^(?:plan|intend|plans|intends|planned|intended|have decided|has decided|decided|have planned|'ve decided|am planning|am scheduled|am set|am due|'m planning)\b/.test(w) && /\bto\s+$/.test(w)) {
        a.tense = "planned"; take(m[0].length); continue;
      } else if (/^(?:would|could|should|might|may|must|'d)\b/.test(w)) {
        a.hypo = true; break;
      } else if (/\bto\s+$/.test(w) || /^(?:wish|dream|am thinking|am considering|consider)/.test(w)) {
        a.hypo = true; break;
      }
    }
    if ((m = r.match(/^(?:do|does|did)\s+not\s+/i))) { a.neg = true; if (/^did/i.test(r)) a.pastAux = true; take(m[0].length); continue; }
    if ((m = r.match(/^(?:do|does|did)\s+/i)) && FINITE_VERBS.has(nextWord())) { if (/^did/i.test(r)) a.pastAux = true; take(m[0].length); continue; }
    if ((m = r.match(/^can\s+not\s+/i))) { a.neg = true; take(m[0].length); continue; }
    if ((m = r.match(/^can\s+/i))) { take(m[0].length); continue; }
    if ((m = r.match(/^(?:have|has|'ve)\s+got\s+/i))) { a.rest = "have got " + r.slice(m[0].length); break; }
    if ((m = r.match(/^(?:have|has|'ve)\s+(?:not\s+)?/i))) {
      const words = r.slice(m[0].length).split(/\s+/);
      // "have really gotten into": an adverb between the auxiliary and its participle ("have really bad hay fever" is not one).
      const after = (/^(?:really|totally|completely|actually|honestly|officially|slowly|gradually|seriously|properly|instead)$/i.test(words[0] ?? "") && /^(?:been|got|gotten|known|grown|become|come|gone|taken|begun|\w+ed)$/i.test(words[1] ?? "") ? words[1]! : words[0]!).toLowerCase();
      if (/^(?:been|had|lived|worked|moved|gone|got|gotten|known|met|visited|studied|owned|used|always|never|just|recently|finally|already|also|left|quit|joined|started|become|grown|taken|eaten|loved|liked|hated|travelled|traveled|spoken|bought|sold|married|adopted|graduated|attended|retired|given|stopped|cut|avoided|suffered|struggled|dated|done|followed|kept|earned|made|spent|tried|switched|converted|taught|run|begun|come|fallen)$/.test(after) || /ed$/.test(after)) {
        a.perfect = true;
        if (/not/i.test(m[0])) a.neg = true;
        take(m[0].length);
        continue;
      }
    }
    if ((m = r.match(/^had\s+/i))) {
      const after = nextWord() || r.slice(m[0].length).split(/\s+/)[0]!.toLowerCase();
      const w = r.slice(m[0].length).split(/\s+/)[0]!.toLowerCase();
      if (/^(?:been|lived|worked|moved|gone|known|met|visited|studied|owned|always|never|just|left|quit|joined|started)$/.test(w) || /ed$/.test(w)) { a.perfect = true; a.pastAux = true; take(m[0].length); continue; }
      void after;
    }
    if ((m = r.match(/^(?:am|is|are|was|were|be|been|being)\s+(?:not\s+)?(?=(\w+ing)\b)/i))) {
      const ing = m[1]!.toLowerCase();
      if (ING_VERBS.has(ing) || /^(?:living|working|moving|studying|dating|seeing|having|getting|taking|starting|joining|leaving|going|travelling|traveling|flying|heading|visiting|attending|relocating|staying|doing|pursuing|finishing|completing|expecting|marrying|buying|selling|learning|teaching|running|training)$/.test(ing)) {
        if (/\bnot\b/i.test(m[0])) a.neg = true;
        if (/^(?:was|were)/i.test(r)) a.pastAux = true;
        a.progressive = true;
        take(m[0].length);
        continue;
      }
    }
    if ((m = r.match(/^(am|is|are|was|were|be|been)\s+(?:not|no longer|never)\s+/i))) {
      a.neg = true;
      if (/no longer/i.test(m[0])) a.ended = true;
      a.prefix += m[0].replace(/\s+(?:not|no longer|never)\s+$/i, " not ");
      a.rest = m[1]! + " " + r.slice(m[0].length);
      continue;
    }
    break;
  }
  return a;
}

/** The fact's tense from the pattern's kind, the verb form and the auxiliaries. null: no fact (a plan to leave, a hypothetical). */
function tenseOf(kind: Kind, form: Form, aux: Aux, time: TimeInfo): Tense | null {
  if (aux.hypo) return null;
  if (aux.tense === "planned") return kind === "end" ? null : "planned";
  if (aux.tense === "past") return kind === "end" ? null : kind === "permanent" || kind === "event" ? "current" : "past";
  if (kind === "end") return aux.progressive && !aux.pastAux ? null : "past";
  if (aux.neg && (aux.ended || time.ended)) return kind === "state" || kind === "onset" ? "past" : null;
  if (kind === "permanent" || kind === "event") {
    if ((aux.progressive && !aux.pastAux) || (time.direction === "future" && (form === "base" || form === "s"))) return kind === "event" ? "planned" : "current";
    return "current";
  }
  if (aux.progressive) {
    if (aux.pastAux) return kind === "state" ? "past" : "current";
    return kind === "onset" ? "planned" : time.direction === "future" && kind === "state" ? "current" : "current";
  }
  const past = form === "past" || aux.pastAux;
  if (past && !aux.perfect) return kind === "state" ? "past" : "current";
  if (past && aux.perfect) return "current";
  if (kind === "onset" && time.direction === "future") return "planned";
  return "current";
}

// ---------------------------------------------------------------------------------------------------------
// Facts.

function fact(
  subject: string, subjectType: SubjectType, raw: string, predicate: string, object: string, objectType: SubjectType, literal: boolean,
  tense: Tense, from: string | null, until: string | null, confidence: number,
): CandidateFact {
  return {
    subject, subject_type: subjectType, predicate_raw: raw.replace(/\s+/g, " ").trim().toLowerCase() || predicate.replace(/_/g, " "), predicate, object,
    object_type: objectType, object_is_literal: literal, tense, valid_from: from, valid_until: until, confidence: Math.round(Math.max(0.05, Math.min(1, confidence)) * 100) / 100,
  };
}

interface State {
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
}

function datesFor(out: Out, tense: Tense, time: TimeInfo, today: string): { from: string | null; until: string | null } {
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

const MULTI = (p: string) => SEED_BY_NAME.get(p)?.cardinality === "multi";

const ORG_NAME = "([A-Z][\\w&.'-]*(?:\\s+(?:of\\s+|&\\s+)?[A-Z0-9][\\w&.'-]*){0,3})";
const PREVIOUSLY_AT = new RegExp(`,?\\s+(?:previously|formerly|before that|prior to that|ex-)\\s*(?:at|with|@)\\s+${ORG_NAME}`);
const JOB_FOR = new RegExp(`\\bfor\\s+(?:a|my|the|our)\\s+(?:new\\s+)?(?:job|role|position|post)\\s+(?:at|with)\\s+${ORG_NAME}`);
/** "my commute to Halcyon Freight is 50 minutes": the speaker's daily trip to a place of work (a town is a commute, not an employer). */
const MY_COMMUTE_TO = new RegExp(`^(?:[Mm]y|[Oo]ur)\\s+(?:daily\\s+|morning\\s+|new\\s+)?commute\\s+(?:to|into|out\\s+to)\\s+${ORG_NAME}`);
const MY_JOB_AT = new RegExp(`\\b[Mm]y\\s+(?:current\\s+|new\\s+|day\\s+|full-time\\s+|part-time\\s+)?(?:job|role|position)\\s+(?:at|with)\\s+${ORG_NAME}`);

/**
 * Employers named in passing: "a designer at Figma, previously at Airbnb" (the old one), "moved to Denver
 * for a new job at Stripe" (the job goes with the move), "on leave from my job at HSBC" (still there).
 */
function employersInPassing(c: string, facts: CandidateFact[], ctx: Ctx): CandidateFact[] {
  if (!ctx.cased || facts.some((f) => f.subject !== SELF)) return facts;
  const has = (p: string) => facts.find((f) => f.predicate === p && f.subject === SELF);
  const org = (name: string) => (NOT_NAMES.has(name.toLowerCase().split(/\s+/)[0]!) || PLACES.has(name.toLowerCase()) ? null : cleanObject(name, "org", ctx));
  let m: RegExpMatchArray | null;
  const now = has("works_at") ?? has("job_title");
  if (now && now.tense === "current" && (m = c.match(PREVIOUSLY_AT))) {
    const o = org(m[1]!);
    if (o && o.toLowerCase() !== now.object.toLowerCase()) return [...facts, fact(SELF, "self", "previously at", "works_at", o, "organization", false, "past", null, null, 0.8)];
  }
  if (has("works_at")) return facts;
  const move = has("lives_in");
  if (move && move.tense !== "past" && (m = c.match(JOB_FOR))) {
    const o = org(m[1]!);
    if (o) return [...facts, fact(SELF, "self", "job at", "works_at", o, "organization", false, move.tense, move.tense === "planned" ? move.valid_from : null, null, 0.8)];
  }
  if ((m = c.match(MY_COMMUTE_TO)) && ORG_WORD.test(m[1]!) && !isPlace(m[1]!.toLowerCase()) && !/\b(?:old|former|previous|used to|was|last)\b|\?/i.test(c)) {
    const o = org(m[1]!);
    if (o) return [...facts, fact(SELF, "self", "my commute to", "works_at", o, "organization", false, "current", null, null, 0.75)];
  }
  if ((m = c.match(MY_JOB_AT)) && !/\b(?:quit|quitting|left|leaving|lost|losing|resign|resigned|resigning|fired|laid off|let go|notice|old|former|previous|last|first day|ex)\b|\bleave\s+my\b/i.test(c) && !/\?/.test(c)) {
    const o = org(m[1]!);
    if (o && /^(?:i|we)\b/i.test(c.replace(FILLER, "").trim())) return [...facts, fact(SELF, "self", "my job at", "works_at", o, "organization", false, "current", null, null, 0.75)];
  }
  return facts;
}

/** Facts of one clause; `relationOnly` facts come from the subject phrase alone. */
function clauseFacts(clauseText: string, st: State, hedge = 1): CandidateFact[] {
  const facts = clauseFactsOf(clauseText, st, hedge);
  return employersInPassing(canon(clauseText.trim()), facts, st.ctx);
}

/** "sold the sailboat", "I'm over CrossFit": whatever else a clause reads, the value may end a held fact. */
function clauseEndings(clauseText: string, st: State): CandidateFact[] {
  const bare = withoutLeads(canon(clauseText.trim()).replace(/[.!]+$/, "").trim()).c;
  if (NOT_A_STATEMENT.test(bare)) return [];
  const held = heldEndingsOf(bare);
  const keyed = keyedEndingsOf(bare);
  // Reading the time is the costly part, and almost no clause ends anything.
  if (!held.length && !keyed.length) return [];
  const time = timeInfo(bare, st.now);
  const today = iso(st.now);
  const until = time.until ?? (time.from && time.from <= today ? time.from : null);
  return [
    ...held.map((e) => fact(SELF, "self", e.raw, ENDS, e.object, "unknown", false, "past", null, until, 0.8)),
    ...keyed.map((e) => fact(SELF, "self", e.raw, `${ENDS_KEYED}${e.predicates.join(",")}`, "", "unknown", false, "past", null, until, 0.8)),
  ];
}

/** "I graduated yesterday!", "we finally moved", "started the new job today": a plan carried out, its value unnamed. */
const REALIZED: [RegExp, string][] = [
  [/^(?:(?:i|we)\s+)?(?:(?:have|has|just|finally|officially|actually|now|both)\s+)*(?:graduated|am\s+(?:(?:now|officially|finally)\s+)*a\s+(?:graduate|grad))(?:\s+(?:now|at last|finally|officially))?$/i, "graduated_from"],
  [/^(?:i|we)\s+(?:(?:have|just|finally|officially|actually|now|all)\s+)*(?:moved|moved house|relocated|made the move)(?:\s+(?:at last|finally|over))?$/i, "lives_in"],
  [/^(?:(?:i|we)\s+)?(?:(?:have|just|finally|officially)\s+)*started\s+(?:(?:the|my)\s+new\s+(?:job|role|position|gig)|work|there)$/i, "works_at"],
];
const REALIZES = "realizes:";

function clauseRealizations(clauseText: string, st: State): CandidateFact[] {
  const bare = withoutLeads(canon(clauseText.trim()).replace(/[.!]+$/, "").trim()).c;
  if (NOT_A_STATEMENT.test(bare) || /\b(?:will|going to|about to|hope|hoping|if|when|soon|not|never)\b|\?/i.test(bare)) return [];
  const what = stripTimes(bare).replace(/[.!,]+$/, "").trim();
  for (const [re, pred] of REALIZED) {
    if (!re.test(what)) continue;
    const time = timeInfo(bare, st.now);
    const today = iso(st.now);
    return [fact(SELF, "self", what.replace(/^(?:i|we)\s+/i, ""), `${REALIZES}${pred}`, "", "unknown", false, "current", time.from && time.from <= today ? time.from : null, null, 0.8)];
  }
  return [];
}

/** The clause without openers that carry no content (fillers, "remember that", hedges, a leading time). */
function withoutLeads(clause: string): { c: string; weight: number } {
  let c = clause;
  let weight = 1;
  for (let i = 0; i < 4; i++) {
    const before = c;
    c = c.replace(FILLER, "").replace(TELL_THAT, "").replace(CONFIRMED_THAT, "").replace(TIME_LEAD, "");
    for (const [re, w] of HEDGES) if (re.test(c)) { c = c.replace(re, ""); weight = Math.min(weight, w); }
    if (c === before) break;
  }
  return { c, weight };
}

const SAME_TIME = /\b(?:the\s+same|that\s+same)\s+(?:day|week|weekend|month|year|time)\b/i;

/** A start or a graduation told with only its time, the employer or school named earlier in the message. */
const WHEN_ONLY = "((?:on|in|at the end of|next|this|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\\b.*)";
const START_WHEN = new RegExp(`^(?:(?:and|so|then)\\s+)?(?:(i|we)\\s+(?:am\\s+|are\\s+|will\\s+)?)?(start|starts|starting|begin|begins|beginning)\\s+(?:(?:the|my)\\s+(?:new\\s+)?(?:job|role|position)\\s+)?${WHEN_ONLY}$`, "i");
const GRADUATE_WHEN = new RegExp(`^((?:(?:and|so|then)\\s+)?(?:i|we)\\s+(?:am\\s+|will\\s+|should\\s+|'ll\\s+)?(?:graduate|graduating|graduates))\\s+${WHEN_ONLY}$`, "i");

function namedEarlier(c: string, st: State): string {
  let m: RegExpMatchArray | null;
  if (st.lastOrg && (m = c.match(START_WHEN))) return `${m[1] ?? "I"} ${m[1] || /ing$/i.test(m[2]!) ? (/ing$/i.test(m[2]!) ? `${/^we$/i.test(m[1] ?? "") ? "are" : "am"} starting` : "start") : "start"} at ${st.lastOrg} ${m[3]!}`;
  if (st.lastSchool && (m = c.match(GRADUATE_WHEN))) return `${m[1]!} from ${st.lastSchool} ${m[2]!}`;
  return c;
}

function clauseFactsOf(clauseText: string, st: State, hedge = 1): CandidateFact[] {
  let c = namedEarlier(canon(clauseText.trim()).replace(/[.!]+$/, "").trim(), st);
  // "we're moving in February and I start at Loreto the same week": the time of the clause before.
  const own = timeInfo(c, st.now);
  const time = SAME_TIME.test(c) && st.lastTime && own.direction === null ? st.lastTime : own;
  if (own.direction !== null) st.lastTime = own;
  const led = withoutLeads(c);
  c = paraphraseClause(led.c, st.ctx.cased);
  let weight = Math.min(hedge, led.weight);
  if (!c) return [];
  const today = iso(st.now);
  // Shapes that say the same as a plainer clause.
  c = c
    // "fave snack = crisps", "laksa is my all time fav", "my most favorite film": texted and learner forms of "favourite".
    .replace(/\b(?:fave|fav|favo|fav'?rite|most favou?rite)\b(?!-)/gi, "favorite")
    .replace(/\ball\s+time\s+(?=favou?rite\b)/gi, "all-time ")
    .replace(/^name(?:'s| is)\s+/i, "my name is ")
    .replace(/^((?:all-time\s+|absolute\s+)?favou?rite(?:\s+[\w-]+){0,2})\s*(?::|=|-|is|are)\s+(?=\S)/i, "my $1 is ")
    .replace(/^(my\s+favou?rite(?:\s+[\w-]+){0,2})\s*(?::|=)\s*(?=\S)/i, "$1 is ")
    .replace(/^(my\s+favou?rite(?:\s+[\w-]+){0,2}),\s+(?:i\s+(?:would|'d)\s+say|i\s+think|if\s+i\s+had\s+to\s+(?:say|choose|pick)),\s+(is|are)\s+/i, "$1 $2 ")
    .replace(/^favorite(?=\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s)/i, "my favorite")
    // "mint choc chip is my ice cream of choice": the pick, said as a choice.
    .replace(/^(.+?)\s+(is|are)\s+my\s+([\w-]+(?:\s+[\w-]+)?)\s+of\s+choice$/i, "$1 $2 my favorite $3")
    // "it's Oslo where I live": the cleft, straightened.
    .replace(/^it(?:'s| is| was)\s+(.+?)\s+(?:where|that)\s+(i|we)\s+(live|work|grew up|study|moved to)\b(.*)$/i, (_, x, s, v, tail) => `${s} ${v}${/^(?:live|grew up)$/i.test(v) ? " in" : /^(?:work|study)$/i.test(v) ? " at" : ""} ${x}${tail}`)
    .replace(/^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}(?:\s+\([^)]*\))?)\s+(?:is|has been)\s+where\s+([Ii]|[Ww]e)\s+(live|work|grew up|study)(?:\s+(?:now|these days|currently|at the moment))?$/, (_, x, s, v) => `${s} ${v}${/^(?:live|grew up)$/i.test(v) ? " in" : " at"} ${x}`)
    // "given the choice I'd always go for the window seat": a standing preference.
    .replace(/^given (?:the|a) choice(?:\s+between\s+[^,]+?)?,?\s+(i|we) (?:would|will|'ll) (?:always |usually |probably |definitely |honestly )?(?:choose|pick|take|go for|go with|opt for|say)\s+(?!(?:you|him|her|them|me|us|it|that|this|one|either|both|neither)\b)(?=\S)/i, "$1 prefer ")
    // "home for me is Norwich", "home for us these days is Leeds".
    .replace(/^home(?:\s+for\s+(?:me|us))?(?:\s+(?:now|these days|right now|at the moment))?(?:'s| is)\s+(?=\S)/i, "my home is ")
    // Verbless news: "new place in Paris!", "new job at Globex".
    .replace(/^(?:(?:my|our)\s+)?(?:brand\s+)?new\s+(?:place|flat|apartment|home|house|address|pad)\s+(?:is\s+)?(?=(?:in|near)\s+\S)(?!(?:in|near)\s+(?:the\s+)?[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}\s+(?:is|has|was|feels|gets|costs|looks|needs)\b)/i, "I live ")
    .replace(/^(?:(?:[Mm]y|[Oo]ur)\s+)?(?:[Bb]rand\s+)?[Nn]ew\s+(?:job|role|position|gig)\s+(?:is\s+)?(?=(?:at|with)\s+[A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3}$)/, "I work ")
    // "the plan is to move to Berlin": a plan of the speaker's.
    .replace(/^(?:the|our|my)\s+plan\s+is\s+(?=to\s+\w)/i, "I plan ")
    // "our move to Berlin is in August": the move, as a verb.
    .replace(/^(?:my|our)\s+(?:big\s+|upcoming\s+|planned\s+)?move\s+((?:back\s+)?to\s+.+?)\s+(is|was|will be)\s+((?:in|on|at|next|this|set for|planned for|scheduled for)\b.*)$/i, (_, to: string, v: string, when: string) => `${/^was$/i.test(v) ? "I moved" : "I am moving"} ${to} ${when}`)
    // "another move, this time to El Paso": the move as news, done.
    .replace(/^(?:(?:yet\s+)?another|a|one\s+more)\s+(?:big\s+|new\s+|cross-country\s+)?move\s*,?\s+(?:this\s+time\s+|now\s+)?(?=to\s+\S)/i, "we moved ")
    // "we made the move to Bristol": the plain verb.
    .replace(/\b(make|makes|made|making)\s+(?:the|our|my|a|that)\s+(?:big\s+|final\s+|long-awaited\s+)?(?:move|jump|leap)\s+(?=(?:back\s+)?(?:to|from|over|across)\b)/i, (_, v: string) => ({ make: "move ", makes: "moves ", made: "moved ", making: "moving " } as Record<string, string>)[v.toLowerCase()]!)
    // "we've moved again, to Loughborough this time": the move and where it went, with the aside between.
    .replace(/\b(moved?|moving|relocated?|relocating)\s+(?:(?:again|once more|yet again|back|house|home|for good|finally)\s*)+,?\s+(?:(?:this time|finally|now)\s+)?(?=(?:to|into)\s)/i, "$1 ")
    // "we moved already to Poznań", "I moved last month to Lyon": a learner's word order, the adverb or the
    // time between the verb and where it went.
    .replace(/\b(moved|relocated)\s+(?:already|finally|recently|just|now|at last|eventually|permanently|officially)\s+(?=(?:to|into)\s)/i, "$1 ")
    .replace(/\b(moved|relocated)\s+((?:last|this)\s+(?:week|month|year|summer|winter|spring|autumn|fall|weekend)|in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?:\s+(?:19|20)\d{2})?|(?:a|one|two|three|\d+)\s+(?:weeks?|months?|years?)\s+ago)\s+((?:to|into)\s+[^,;.!?]+)/i, "$1 $3 $2")
    // "I love love love pasta", "I really really like it": one verb.
    .replace(/\b(love|like|adore|hate)(?:[\s,]+\1)+\b/gi, "$1")
    // "I couldn't live without coffee" is the same taste as "can't", not a hypothetical.
    .replace(/\bcould not live without\b/i, "can not live without")
    // "my favourite food has to be sushi", "would have to be Queen": the value, hedged only in form.
    .replace(/^(my\s+(?:all[- ]time\s+|absolute\s+)?favou?rite(?:\s+[\w-]+){0,2})\s+(?:has to be|would have to be|would be|must be|is probably|is definitely|is easily|is hands down)\s+(?=\S)/i, "$1 is ")
    // "after seven years with Delta I switched to United": the years name the employer left.
    .replace(/^after\s+(?:[\w-]+\s+){1,2}(?:years?|months?)\s+(?:with|at)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s*,?\s+(I|we)\s+(?:finally\s+)?(?:switched|moved|jumped|went)\s+(?:over\s+|ship\s+)?to\s+(?=[A-Z])/, (_, old: string, who: string) => `${who} left ${old} for `)
    .replace(/^(?:after|before|following|during|over)\s+[^,]{2,40}?\s+(?=(?:i|we)\s+(?!am\b|are\b|was\b|were\b)|my\s+(?!\w+\s+(?:is|are|was|were)\s+(?:the|a|an)\b))/i, "")
    // "packed up and left Melbourne for Sydney": the packing is how the move went, the verb after it says what.
    .replace(/^((?:i|we)\s+)?(?:(?:finally|just|literally)\s+)?(?:packed up(?:\s+(?:the|our|my)\s+(?:whole\s+|entire\s+)?(?:house|flat|apartment|place|home|car|van|life|lives|bags|things|stuff|boxes))?|packed (?:our|my) (?:bags|things|stuff|lives|boxes)|upped sticks|sold up|sold everything|said our goodbyes|caved(?: in)?|gave in|took the plunge|bit the bullet|pulled the trigger)\s+and\s+(?=\w)/i, (_, who: string | undefined) => who ?? "I ")
    .replace(TRAIL_TAGS, "")
    .replace(MADE_ME, (all) => (/^(?:I|We|It|This|That|There|He|She)\b/.test(all) ? all : "I was made "))
    // "made engagement manager in the last review cycle": the dropped "I was" before a title (never money).
    .replace(/^(?:(?:just|finally|officially)\s+)?(?:made|got made)\s+(?=(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*(?:\s+(?:in|at|this|last|after|during|on|today|yesterday)\b|\s*[,.!]|$))/, "I was made ")
    // "guess who works at Dropbox now": the speaker, told as a riddle.
    .replace(/^guess\s+who(?:'s|\s+is)\s+/i, "I am ")
    .replace(/^guess\s+who\s+(?=\w+s\b)/i, "I ")
    // "add kiwi to my allergy list": one more allergy.
    .replace(/^(?:(?:please|so|you can)\s+)?add\s+(.+?)\s+to\s+(?:my|the)\s+(?:allergy|allergies|allergen)\s+list\b.*$/i, "I am allergic to $1")
  // "today was my first day at Globex", "tomorrow is my last day at Acme": the day named first. The leading
  // "today"/"tomorrow" is already stripped as a time lead; `time` still knows which it was.
  const dayFirst = /^\s*(?:today|yesterday|tomorrow|tonight|it|this|on\s+\w+day|\w+day)\b/i.test(clauseText) ? c.match(/^(?:(?:it|this)\s+)?(is|was|will be|'s)\s+my\s+(first|last|final)\s+(?:day|shift|week)\s+(?:at|with)\s+(.+)$/i) : null;
  if (dayFirst) c = `my ${dayFirst[2]} day at ${dayFirst[3]} ${dayFirst[1]} ${time.direction === "future" ? "ahead" : "now"}`;
  if (st.lastPlace) c = c.replace(/\b((?:move|moved|moving|moves|relocate|relocated|relocating|settled|settle)\s+(?:back\s+|over\s+)?)there\b/i, `$1to ${st.lastPlace}`);
  // "And now Ljubljana! Moved here last month": "here" is where the speaker says they are, never a place
  // only mentioned ("I'm from Ohio, moved here in 2010" leaves it unknown); "moved here from X" is an origin.
  if (st.herePlace) c = c.replace(/\b((?:move|moved|moving|moves|relocate|relocated|relocating)\s+(?:back\s+|over\s+)?)here\b(?!\s+from\b)/i, `$1to ${st.herePlace}`);
  if (st.lastOrg) c = c.replace(/\b((?:start|started|starting|starts|work|worked|working|works)\s+)there\b/i, `$1at ${st.lastOrg}`);
  // "nothing beats a good espresso", "no more sugar for me".
  const beats = c.match(/^(?:nothing|nothing else) (?:beats|compares to|tops) (.+?)(?:\s+(?:after (?:work|a long day|a run|a hike|a workout|dinner)|on a (?:\w+ )?(?:day|night|morning|evening)|in the (?:summer|winter|morning|evening)|first thing in the morning))?$/i);
  if (beats) return splitList(beats[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "nothing beats", "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : []; });
  // "pho is the best", "tacos are unbeatable": a verdict with no other subject than the thing itself.
  const best = c.match(/^(.+?)\s+(?:is|are)\s+(?:(?:simply|just|honestly|hands down|by far|literally|truly|still)\s+)?(?:the best|the greatest|the goat|unbeatable|the best thing ever|the best thing in the world)$/i);
  if (best && best[1]!.split(/\s+/).length <= 4 && !/\b(?:i|i'm|you|he|she|they|we|it|this|that|which|what|who|my|our|his|her|their|your|says?|said|thinks?|thought|believes?|claims?)\b/i.test(best[1]!)) {
    return splitList(best[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "is the best", "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : []; });
  }
  // "Radiohead is great", "olives are disgusting": a verdict on a named thing, said in the present.
  const verdict = c.match(VERDICT);
  if (verdict && verdictSubject(verdict[1]!, st.ctx)) {
    const bad = /^(?:disgusting|gross|awful|terrible|revolting|overrated|vile|horrible|nasty|the worst|boring|unbearable|annoying|unbearable|rubbish|trash|garbage)$/i.test(verdict[2]!);
    return splitList(verdict[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", `is ${verdict[2]!.toLowerCase()}`, bad ? "dislikes" : "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : []; });
  }
  // "cilantro drives me crazy", "slow walkers get on my nerves": a dislike said as its effect on the speaker.
  const irk = c.match(/^(.+?)\s+(?:(?:really|just|always|honestly|seriously|totally|absolutely)\s+)*(?:drives? me (?:crazy|nuts|mad|insane|up the wall|bananas|round the bend)|gets? on my nerves|gets? under my skin|annoys? me(?: so much| to no end)?|irritates? me)$/i);
  if (irk && verdictSubject(irk[1]!, st.ctx)) return splitList(irk[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "drives me crazy", "dislikes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : []; });
  // "I find golf boring", "I find yoga relaxing": a verdict on a thing, with the speaker as judge.
  const find = c.match(FIND_VERDICT);
  if (find && verdictSubject(find[1]!, st.ctx)) {
    const bad = !/^(?:relaxing|calming|fascinating|therapeutic|soothing|fun|enjoyable|addictive)$/i.test(find[2]!);
    return splitList(find[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", `find ${find[2]!.toLowerCase()}`, bad ? "dislikes" : "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : []; });
  }
  // "I drink tea rather than coffee", "I'd go for pizza instead of pasta": a choice of the first. The contrast
  // would otherwise be cut off as a correction, leaving a bare habit that says nothing.
  const rather = c.match(RATHER_THAN);
  if (rather) {
    const v = cleanObject(rather[1]!, "thing", st.ctx);
    return v ? [fact(SELF, "self", "rather than", "prefers", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : [];
  }
  // "I knit in my spare time", "in my free time I paint", "I've been knitting for years": a pastime.
  const pastime = pastimeVerb(c);
  if (pastime) return [fact(SELF, "self", pastime.raw, "likes", pastime.object, "concept", true, "current", null, null, 0.8 * weight)];
  // "tea is better than coffee (for me)": a preference between two things.
  const better = c.match(/^([a-z][\w'-]*(?:\s+[\w'-]+){0,2})\s+(?:is|are)\s+(?:way\s+|much\s+|so much\s+|far\s+|just\s+)?better\s+than\s+([\w' -]+?)(?:\s+(?:for me|imo|in my opinion|any day|honestly))?$/i);
  if (better && !/\b(?:i|you|he|she|they|we|it|this|that|life|nothing|something|anything|everything|one|which|what)\b/i.test(better[1]!)) {
    const v = cleanObject(better[1]!, "thing", st.ctx);
    return v ? [fact(SELF, "self", "is better than", "prefers", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : [];
  }
  // "tea over coffee, always": a preference stated as a comparison with nothing else in the clause.
  const over = c.match(/^([a-z][\w'-]*(?:\s+[\w'-]+){0,2})\s+over\s+([a-z][\w'-]*(?:\s+[\w'-]+){0,2}?),?\s+(?:always|any day|every time|every day|all day|for sure|hands down|every single time)$/i);
  if (over && !/\b(?:i|you|he|she|they|we|it|is|are|was|game|all|head|heels)\b/i.test(`${over[1]} ${over[2]}`)) {
    const v = cleanObject(over[1]!, "thing", st.ctx);
    return v ? [fact(SELF, "self", "over", "prefers", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : [];
  }
  const noMore = c.match(/^no more (.+?) for me$/i);
  if (noMore) return splitList(noMore[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "no more", "avoids", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", time.from, null, 0.8 * weight)] : []; });
  // "my doctor put me on metformin": the speaker takes it.
  // "Doctor also has me taking vitamin D", "my GP has me on statins now": the clinician's order, the speaker's medication.
  const putOn = c.match(/^(?:my|our|the)\s+(?:[\w-]+\s+){0,2}(?:put|started|switched)\s+me\s+(?:on|onto)\s+(.+)$/i) ?? c.match(/^(?:(?:my|our|the)\s+)?(?:doctor|doc|gp|consultant|cardiologist|specialist|psychiatrist|neurologist|dermatologist|rheumatologist|endocrinologist|nurse|physician|allergist)\s+(?:(?:also|now|still|just)\s+)*(?:has|have|got)\s+me\s+(?:taking|on)\s+(?![^,]*\b(?:diet|regime|regimen|plan|programme|program|routine|leave|rest|duties)\b)(.+)$/i) ?? c.match(/^(?:my|our|the)\s+(?:doctor|doc|gp|consultant|cardiologist|specialist|psychiatrist|neurologist|dermatologist|rheumatologist|endocrinologist|nurse|physician)\s+(?:has\s+|have\s+|just\s+|also\s+)*(?:added|prescribed(?:\s+me)?)\s+(.+)$/i);
  // "my cardiologist has taken me off the digoxin": the medication, stopped.
  const offMed = c.match(/^(?:my|our|the)\s+(?:[\w-]+\s+){0,2}(?:has\s+|have\s+)?(?:taken|took|got|switched)\s+me\s+off\s+(?:the\s+|my\s+)?(.+)$/i);
  if (offMed) {
    const v = cleanObject(offMed[1]!, "med", st.ctx);
    if (v) return [fact(SELF, "self", "taken off", "takes_medication", v, "concept", true, "past", null, null, 0.85 * weight)];
  }
  if (putOn) {
    const v = cleanObject(putOn[1]!, "med", st.ctx);
    return v ? [fact(SELF, "self", "put me on", "takes_medication", v, "concept", true, "current", time.from, null, 0.85 * weight)] : [];
  }

  // Instructions to the assistant have no subject.
  if ((IMPERATIVE_START.test(c) || POLITE_ORDER.test(c)) && !/^(?:i|we|my)\b/i.test(c.replace(/^(?:please\s+)/i, "").replace(/^i (?:want|need|would like|'d like|expect) you to\b/i, "you").replace(POLITE_ORDER, "you ").replace(/^i(?:'d| would) (?:like|prefer|love) it if you\b|^i (?:like|love|prefer) it when you\b|^i prefer (?:that|when|if) you\b/i, "you").replace(/^i(?:'d| would) (?:like|prefer|love) (?=(?:all|your|the) (?:answers|replies|responses)\b)/i, ""))) {
    const ins = instruction(clauseText.replace(FILLER, "").trim());
    if (!ins) return [];
    const lit = ins.predicate === "instruction" || ins.predicate === "preferred_language";
    return [fact(SELF, "self", ins.raw, ins.predicate, ins.object, "concept", lit, "current", null, null, 0.9 * weight)];
  }
  if (NOT_A_STATEMENT.test(c) || /^(?:maybe|perhaps|possibly|someday|one day|hopefully|ideally)\b/i.test(c)) return [];

  // "we lost Max", "my Amazon days are over": something of the speaker's over, named by its value alone.
  const ended = endingOf(c, st.ctx, time, today);
  if (ended) return [ended];
  // "the move to Munich is off", "we're not moving to Munich after all": a plan that no longer holds.
  const off = cancelledPlan(c, st.ctx);
  if (off) return off.map((f) => ({ ...f, confidence: Math.round(f.confidence * weight * 100) / 100 }));
  // "our move to Sheffield is booked for December", "we close on the house in Austin in March": a new home
  // with a date set, not yet lived in.
  const set = c.match(/^(?:(?:our|my|the)\s+(?:big\s+)?move\s+to\s+(.+?)\s+(?:is|has\s+been)\s+(?:now\s+|all\s+|officially\s+)?(?:booked|scheduled|set|planned|confirmed|locked in)\b|(?:i|we)\s+(?:will\s+)?close\s+on\s+(?:a|the|our|my)\s+(?:new\s+)?(?:house|home|flat|apartment|condo|place)\s+in\s+(.+?)(?:\s+(?:in|on|next|this|at)\b.*)?$)/i);
  if (set) {
    const place = cleanObject(set[1] ?? set[2]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place)))) return [fact(SELF, "self", set[1] ? "move booked to" : "close on a house in", "lives_in", place, "place", false, "planned", null, null, 0.8 * weight)];
  }
  // "my company rebranded to Nexa": the employer's new name.
  const reb = c.match(/^(?:[Tt]he\s+(?:company|firm|startup|agency|studio|place|business)\s+(?:[Ii]|we)\s+work\s+(?:for|at)|(?:[Mm]y|[Oo]ur)\s+(?:company|employer|firm|workplace|startup)(?:\s*,\s*(?:formerly|previously|once)\s+[^,]+,)?)(?:\s*,\s*[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s*,)?\s+(?:has\s+|have\s+|just\s+|recently\s+|officially\s+|finally\s+)*(?:rebranded|changed\s+(?:its|their)\s+name|renamed\s+itself|is\s+now\s+called|is\s+now\s+known\s+as|is\s+now|got\s+renamed|was\s+renamed|has\s+been\s+renamed)(?:\s+from\s+[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})?(?:\s+(?:to|as))?\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})$/);
  if (reb && !NOT_NAMES.has(reb[1]!.toLowerCase())) {
    const org = cleanObject(reb[1]!, "org", st.ctx);
    return org ? [fact(SELF, "self", "employer renamed to", "works_at", org, "organization", false, "current", null, null, 0.8 * weight)] : [];
  }

  // "Wegmans pays my bills", "Workday still pays the bills": the employer, said as who pays.
  const pays = c.match(PAYS_BILLS);
  // The phrase is specific enough that a sentence-initial capital names the employer even in uncased text.
  if (pays && !/^(?:he|she|they|it|this|that|who|what|which|nobody|someone|everyone)$/i.test(pays[1]!) && !RELATIONS.has(pays[1]!.toLowerCase()) && !OTHER_ROLES.has(pays[1]!.toLowerCase()) && !NOT_NAMES.has(pays[1]!.toLowerCase().split(/\s+/)[0]!) && !PLACES.has(pays[1]!.toLowerCase())) {
    const org = cleanObject(pays[1]!, "org", st.ctx);
    if (org) return [fact(SELF, "self", "pays my bills", "works_at", org, "organization", false, "current", null, null, 0.8 * weight)];
  }
  // "Sam here", "this is Dana": a self-introduction.
  const intro = (st.ctx.cased || /^[A-Z][a-z]+\s+here$/.test(c)) && (st.clauseIndex ?? 0) === 0 ? c.match(/^(?:[Tt]his is|[Ii]t is|[Ii]t's)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?:\s+here|\s+again|\s+from\s+[\w ]+)?$|^([A-Z][a-z]+)\s+here$/) : null;
  if (intro && !NOT_NAMES.has((intro[1] ?? intro[2])!.toLowerCase()) && !PLACES.has((intro[1] ?? intro[2])!.toLowerCase())) return [fact(SELF, "self", intro[1] ? "this is" : "here", "name", (intro[1] ?? intro[2])!, "concept", true, "current", null, null, 0.8 * weight)];

  // Inverted statements: "pizza is my favorite food", "Anna is my sister", "Google is my employer".
  const inv = inverted(c, st.ctx, weight);
  if (inv) return inv;

  // "Acme let me go": the employer ended it.
  // The phrase is specific enough that a sentence-initial capital names the employer even in uncased text.
  const letGo = c.match(/^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:just\s+|finally\s+)?(?:let me go(?!\s+(?:fully\s+|full[- ]time\s+|part[- ]time\s+)?(?:remote|part[- ]time|home|early|on|to|for|with|travel|back|abroad|freelance))|laid me off|fired me|made me redundant|sacked me)\b/);
  if (letGo && !NOT_NAMES.has(letGo[1]!.toLowerCase().split(/\s+/)[0]!) && !/^(?:they|he|she|management|everyone|nobody|someone)$/i.test(letGo[1]!) && !PLACES.has(letGo[1]!.toLowerCase())) {
    const org = cleanObject(letGo[1]!, "org", st.ctx);
    return org ? [fact(SELF, "self", "let me go", "works_at", org, "organization", false, "past", null, time.from && time.from <= today ? time.from : null, 0.85 * weight)] : [];
  }
  // "Globex hired me", "Initech just took me on as a tester": a job begun, told from the employer's side.
  const hired = c.match(HIRED_ME);
  if (hired && !NOT_NAMES.has(hired[1]!.toLowerCase().split(/\s+/)[0]!) && !/^(?:they|he|she|nobody|someone|everyone)$/i.test(hired[1]!) && !PLACES.has(hired[1]!.toLowerCase())) {
    const org = cleanObject(hired[1]!, "org", st.ctx);
    const title = hired[2] ? cleanObject(hired[2], "title", st.ctx) : null;
    if (org) return [fact(SELF, "self", "hired me", "works_at", org, "organization", false, "current", time.from && time.from <= today ? time.from : null, null, 0.85 * weight), ...(title ? [fact(SELF, "self", "hired me as", "job_title", title, "concept", true, "current", null, null, 0.8 * weight)] : [])];
  }
  // "Driftwood Media kept me on remotely", "Tidewell Health let me transfer": the employer still has the speaker.
  const kept = c.match(KEPT_ME);
  if (kept && !NOT_NAMES.has(kept[1]!.toLowerCase().split(/\s+/)[0]!) && !/^(?:they|he|she|nobody|someone|everyone)$/i.test(kept[1]!) && !PLACES.has(kept[1]!.toLowerCase())) {
    const org = cleanObject(kept[1]!, "org", st.ctx);
    if (org) return [fact(SELF, "self", "kept me on", "works_at", org, "organization", false, "current", null, null, 0.8 * weight)];
  }
  // "since we got to Milwaukee in June ...", "now that I'm in Osaka ...": the arrival is the news, whatever follows.
  const arrived = c.match(ARRIVED);
  if (arrived) {
    const place = cleanObject(arrived[1]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place) && !NOT_NAMES.has(place.toLowerCase().split(/\s+/)[0]!)))) return [fact(SELF, "self", "since we got to", "lives_in", place, "place", false, "current", null, null, 0.8 * weight)];
  }
  // "survived my first week at Superdrug", "made it through my last shift at Tesco": the job begun (or over).
  const week = c.match(/^(?:(?:i|we)\s+)?(?:(?:just|finally|officially)\s+)*(?:survived|made it through|got through|finished|completed|wrapped up|did|nailed|smashed)\s+(?:my|our)\s+(first|last|final)\s+(?:day|week|shift|month|fortnight)\s+(?:at|with)\s+([A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3})/i);
  if (week && st.ctx.cased) {
    const org = cleanObject(week[2]!, "org", st.ctx);
    const ended = !/^first$/i.test(week[1]!);
    if (org && !PLACES.has(org.toLowerCase())) return [fact(SELF, "self", ended ? "last day at" : "first week at", "works_at", org, "organization", false, ended ? "past" : "current", null, null, 0.85 * weight)];
  }
  // "we've decided on Gdańsk instead", "so I went with Chewy instead": the pick that replaces a plan. What it
  // is (a home, a job) the value alone may not say: the pipeline reads it from the plan it replaces.
  const pick = c.match(PICKED_INSTEAD);
  if (pick && st.ctx.cased) {
    const v = pick[1]!.trim();
    const l = v.toLowerCase();
    if (/^[A-Z0-9]/.test(v) && !NOT_NAMES.has(l.split(/\s+/)[0]!) && !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|day$/i.test(l)) {
      const org = ORG_WORD.test(v) && !PLACES.has(l);
      const o = cleanObject(v, org ? "org" : "place", st.ctx);
      if (o) return [{ ...fact(SELF, "self", "decided on", org ? "works_at" : "lives_in", o, org ? "organization" : "place", false, "planned", null, null, 0.75 * weight), ...(PLACES.has(l) || org ? {} : { predicate_guessed: true }) }];
    }
  }
  // "two weeks' notice is in at Accenture", "my Deloitte laptop went back today": the job is over, told
  // through the paperwork or the kit handed back.
  const handedIn = c.match(HANDED_IN) ?? c.match(KIT_BACK);
  if (handedIn) {
    const org = cleanObject(handedIn[1]!, "org", st.ctx);
    if (org && !PLACES.has(org.toLowerCase()) && !NOT_NAMES.has(org.toLowerCase().split(/\s+/)[0]!)) return [fact(SELF, "self", "notice in at", "works_at", org, "organization", false, "past", null, time.from && time.from <= today ? time.from : null, 0.85 * weight)];
  }
  // "my first day at Stripe is Monday" (a start ahead), "my last day at Acme was Friday" (an end behind).
  // "today was my first day at Globex", "tomorrow is my last day at Acme": the same, the day named first.
  const day = c.match(/^my\s+(first|last|final)\s+(?:day|shift|week)\s+(?:at|with)\s+(.+?)\s+(is|was|will be|'s)\s+(.+)$/i);
  if (day) {
    const org = cleanObject(day[2]!, "org", st.ctx);
    const first = /^first$/i.test(day[1]!);
    const done = /^was$/i.test(day[3]!) || (/^(?:is|'s)$/i.test(day[3]!) && first && /^now$/i.test(day[4]!));
    if (!org || (st.ctx.cased && !/^[A-Z0-9]/.test(org))) return [];
    if (first) return [fact(SELF, "self", `first day at`, "works_at", org, "organization", false, done ? "current" : "planned", done ? time.from : time.direction === "future" && time.from ? time.from : time.ahead, null, 0.85 * weight)];
    // A last day still ahead is a known end, not a fact to close yet.
    return done ? [fact(SELF, "self", `last day at`, "works_at", org, "organization", false, "past", null, time.from && time.from <= today ? time.from : null, 0.85 * weight)] : [];
  }

  // "first day at Figma went great", "week one at HubSpot done", "last day at Acme was a blur": told as
  // news about the day, the job has started (or ended) already.
  const dayNews = (c.charAt(0).toLowerCase() + c.slice(1)).match(/^(?:my\s+)?(?:(first|last|final)\s+(?:day|week|shift)|(?:day|week)\s+(one|1))\s+(?:at|with)\s+([A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3})\s+(?:(?:went|was|felt|has been|is|done|over|wrapped|in the books|complete|completed|finished|down)\b|[,!.]|$)/);
  if (dayNews) {
    const org = cleanObject(dayNews[3]!, "org", st.ctx);
    if (org && !PLACES.has(org.toLowerCase()) && !/\b(?:will|tomorrow|next|on (?:monday|tuesday|wednesday|thursday|friday))\b/i.test(c)) {
      const ended = /^(?:last|final)$/i.test(dayNews[1] ?? "");
      return [fact(SELF, "self", ended ? "last day at" : "first day at", "works_at", org, "organization", false, ended ? "past" : "current", null, null, 0.85 * weight)];
    }
  }

  // "graduation from Rice is next month", "my commencement at Duke was on Saturday": the degree, by its day.
  const grad = c.match(/^(?:(?:my|our)\s+)?(?:graduation|commencement|graduation ceremony)\s+(?:from|at)\s+(.+?)\s+(is|was|will\s+be|'s)\s+(?:(?:finally|officially|coming up|set for|scheduled for)\s+)*((?:on|in|at|next|this|tomorrow|today|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b.*)$/i);
  if (grad) {
    const school = cleanObject(grad[1]!, "school", st.ctx);
    const done = /^was$/i.test(grad[2]!) || /^(?:today)\b/i.test(grad[3]!);
    if (school && (!st.ctx.cased || /^[A-Z0-9]/.test(school))) return [fact(SELF, "self", "graduation from", "graduated_from", school, "organization", false, done ? "current" : "planned", done ? (time.from && time.from <= today ? time.from : null) : time.from && time.from > today ? time.from : time.ahead, null, 0.85 * weight)];
  }
  // "our honeymoon was in Bali", "my trip to Iceland was unreal": a trip of the speaker's, told after it.
  const trip = c.match(TRIP_WAS);
  // The place before the noun must be a name: "the big trip was fun" names none; "my trip was great" neither.
  if (trip && (trip[3] ?? trip[4] ?? trip[1])) {
    const place = cleanObject((trip[3] ?? trip[4] ?? trip[1])!.split(/\s+(?:for|with|because|on|at|after|before|and|last|this)\b/i)[0]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place) && !NOT_NAMES.has(place.toLowerCase().split(/\s+/)[0]!) && !ORG_WORD.test(place)))) {
      const ahead = /\bwill\s+be\b/i.test(trip[0]);
      return [fact(SELF, "self", `${trip[2]!.toLowerCase()} ${ahead ? "will be" : "was"}`, "visited", place, "place", false, ahead ? "planned" : "current", ahead ? (time.from ?? time.ahead) : time.from && time.from <= today ? time.from : null, null, 0.85 * weight)];
    }
  }
  // "my dentist appointment is on Friday", "my sister's wedding is in June": an event ahead, the speaker's or a relative's.
  const evp = c.match(/^(?:my|our)\s+(.+?)\s+(is|are|was|were)\s+(.+)$/i) ?? c.match(OWN_EVENT_THE);
  if (evp && evp[1]!.split(/\s+/).length <= 5) {
    const rest = `${evp[2]!} ${evp[3]!}`;
    // "doctor's appointment" is the speaker's own event; "sister's wedding" is the sister's.
    const rel = EVENT_NOUNS.has(evp[1]!.toLowerCase()) ? null : evp[1]!.match(ROLE_POSSESSIVE);
    const theirs = rel ? eventAttribute(rel[2]!, rest, time, st.ctx, weight) : null;
    if (rel && theirs) return theirs.map((f) => ({ ...f, subject: rel[1]!.toLowerCase(), subject_type: "person" as const, confidence: Math.round(f.confidence * 0.95 * 100) / 100 }));
    const own = rel ? null : eventAttribute(evp[1]!, rest, time, st.ctx, weight);
    if (own) return own;
  }

  // "my Spanish is finally fluent", "my German's pretty good now": a language the speaker speaks, judged.
  const lang = c.match(/^my\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)(?:\s+(?:is|has\s+gotten|has\s+become|got|has\s+got)|'s)\s+(?:(?:finally|now|actually|pretty|really|quite|very|fairly|so|getting|at last|good and|totally|properly|basically)\s+)*(?:fluent|good|decent|solid|conversational|passable|great|excellent|native-level|near-native|strong|not bad|fine)\b/i);
  if (lang && LANGUAGES.has(lang[1]!.toLowerCase())) {
    const v = cleanObject(lang[1]!, "lang", st.ctx);
    if (v) return [fact(SELF, "self", "my language is", "speaks", v, "concept", true, "current", null, null, 0.8 * weight)];
  }
  // "my apartment in Brooklyn is tiny", "our flat in Basel has a balcony": the speaker's home, said in passing.
  const home = c.match(MY_HOME);
  if (home) {
    const place = cleanObject(home[1]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place) && !NOT_NAMES.has(place.toLowerCase().split(/\s+/)[0]!)))) {
      return [fact(SELF, "self", "my home in", "lives_in", place, "place", false, "current", null, null, 0.8 * weight)];
    }
  }
  // "my name is Dana", "my favorite color is blue", "my job is nursing": the attribute names the predicate.
  const possessive = c.match(/^(?:my|our)\s+(.+?)(?:\s+(is|are|was|were)|('s))\s+(.+)$/i);
  if (possessive && !MY_ROLE.test(c)) {
    const verb = possessive[2] ?? "is";
    const rest = `${verb} ${possessive[4]!}`;
    return attribute(`my ${possessive[1]!}`, rest, st.ctx, weight) ?? eventAttribute(possessive[1]!, rest, time, st.ctx, weight) ?? [];
  }

  const subj = parseSubject(c, st.ctx, st.lastOther);
  if (!subj) return mentions(c, st.ctx);
  // "our dog Max died": the relation is over.
  const gone = !subj.self && /^(?:sadly\s+|recently\s+|just\s+)?(?:died|passed away|passed|was put down|ran away)\b/i.test(subj.rest);
  const facts = subj.facts.map((f) => (gone ? { ...f, tense: "past" as const } : f));
  if (!subj.self) st.lastOther = { id: subj.id, type: subj.type };
  if (subj.relationOnly) return facts;

  if (subj.companion && COUPLE.test(subj.rest)) {
    const cf = coupleFact(subj.companion, subj.rest, time, weight);
    if (cf) return [...facts.filter((f) => f.object !== cf.object || (f.predicate !== "partner" && f.predicate !== "married_to")), cf];
  }
  const mentioned = mentions(c, st.ctx);
  const aux = parseAux(subj.rest);
  aux.rest = withoutContrast(aux.rest);
  if (aux.hypo) return [...facts, ...mentioned];
  weight *= aux.weight * subj.weight;
  const firstWord = aux.rest.split(/\s+/, 1)[0]!.toLowerCase();
  for (const rule of rulesFor(firstWord)) {
    if (rule.self && !subj.self) continue;
    const m = rule.re.exec(aux.rest);
    if (!m) continue;
    const g = m.groups ?? {};
    const verb = (g.v ?? "").toLowerCase();
    const form: Form = rule.forms.get(verb) ?? (aux.pastAux ? "past" : "s");
    // "I don't like running anymore": a taste that has ended, not a dislike (other negated readings,
    // "I don't eat meat anymore" → avoids, still hold now).
    const useNeg = aux.neg && rule.neg !== undefined && !(rule.pred === "likes" && (aux.ended || time.ended));
    // "I no longer work at X" reads as the positive fact, in the past.
    const negated = aux.neg && !useNeg && !(aux.ended || time.ended);
    let outs: Out[] | null;
    if (rule.build) {
      outs = rule.build({ o: g.o ?? "", x: g.x ?? "", form, negated: negated || useNeg, anyNeg: aux.neg, self: subj.self, ctx: st.ctx });
      if (outs === null) continue;
    } else {
      const pred = useNeg ? rule.neg! : rule.pred;
      if (negated || !pred) return facts;
      const obj = g.o ?? "";
      const items = rule.list || MULTI(pred) ? splitList(obj) : [obj];
      outs = items.flatMap((it) => {
        const v = cleanObject(it, rule.obj, st.ctx);
        return v ? [{ predicate: pred, object: v, obj: rule.obj, kind: rule.kind }] : [];
      });
      if (!outs.length) continue;
    }
    const oStart = (m as RegExpExecArray & { indices?: { groups?: Record<string, [number, number] | undefined> } }).indices?.groups?.o?.[0];
    const raw = (aux.prefix + " " + (oStart !== undefined ? aux.rest.slice(0, oStart) : aux.rest)).trim();
    for (const out of outs) {
      const positiveRead = useNeg ? { ...aux, neg: false } : aux;
      let tense = tenseOf(out.kind, form, positiveRead, time);
      if (!tense) continue;
      if (out.ahead && time.direction === "future" && tense === "current") tense = "planned";
      // "I'm visiting Rome right now": the visit is under way, not ahead, so it holds already.
      if (out.predicate === "visited" && tense === "planned" && time.present && aux.tense !== "planned") tense = "current";
      // "I'm visiting my parents in Ohio", "we're spending a week in Bali", "visiting Oslo this week": a stay
      // in the present progressive with no time ahead is under way (the README's "in Chicago this week").
      // "Going to" a place is the trip ahead, and stays a plan.
      if (out.predicate === "visited" && tense === "planned" && time.direction !== "future" && aux.tense !== "planned" && STAYING.test(raw)) tense = "current";
      if (out.planned) tense = "planned";
      const { from, until } = datesFor(out, tense, time, today);
      // A child's birth dates the child's arrival: has_child takes the date as its valid_from (the birthday stays too).
      if (out.predicate === "birthday" && !subj.self) {
        const i = facts.findIndex((f) => f.predicate === "has_child" && f.object === subj.id);
        if (i >= 0) facts[i] = { ...facts[i]!, valid_from: time.from && time.from <= today ? time.from : null };
      }
      const objType = out.objectType ?? typeOf(out.object, KIND_TYPE[out.obj]);
      const conf = (subj.self ? 0.9 : 0.85) * weight * (out.weight ?? 1);
      const made = fact(subj.id, subj.type, raw, out.predicate, out.object, objType, isLiteral(out.object, out.obj), tense, from, until, conf);
      facts.push(out.names && subj.self ? { ...made, names: out.names } : made);
      if (objType === "person" && out.predicate !== "knows") st.lastOther = { id: out.object, type: "person" };
    }
    return withMentions(facts, mentioned);
  }
  return withMentions(facts, mentioned);
}

const STAYING = /\b(?:visiting|spending|travell?ing|touring|staying|backpacking|holidaying|vacationing|exploring)\b/i;

/** A trip the speaker had (or will have), and where: "our honeymoon was in Bali", "my holiday in Crete was bliss". */
const TRIP_NOUN = "(?:(?:summer|winter|spring|autumn|fall|christmas|easter|family|road|ski|beach|big|last|first|latest|recent|work|business|solo|girls'?|boys'?|week-long|two-week|weekend|quick|short|long|little)\\s+)*(trip|vacation|holiday|holidays|honeymoon|getaway|babymoon|cruise|road trip|gap year)";
const NOT_TAKEN = "(?!(?:\\s+(?:just|also|sadly|unfortunately))?\\s+(?:cancel|cancelled|canceled|called|postponed|delayed|pushed|moved|scrapped|supposed|meant|going|planned|booked|rescheduled|not|never|off|cut|ruined|a\\s+(?:disaster|bust|write-off))\\b)";
// "the weekend trip to Santa Fe was gorgeous", "the Penang trip was the best decision": with "the", the trip
// told as news after it is the speaker's too; the place may come before the noun.
const TRIP_WAS = new RegExp(`^(?:my|our|the)\\s+(?:([A-Z][\\p{L}'.-]*(?:\\s+[A-Z][\\p{L}'.-]*)?)\\s+)?${TRIP_NOUN}\\s+(?:(?:to|in|around|through|across)\\s+(.+?)\\s+(?:was|were|has\\s+been)${NOT_TAKEN}(?:\\s.*)?|(?:was|were|will\\s+be)\\s+(?:in|to|around|through|across)\\s+(.+)|(?:was|were|has\\s+been)${NOT_TAKEN}(?:\\s.*)?)$`, "iu");

const KEPT_ME = /^([A-Z][\w&.'-]*(?:\s+(?:&\s+)?[A-Z][\w&.'-]*){0,3})\s+(?:(?:just|has|have|kindly|happily|finally)\s+)*(?:kept\s+me\s+on|(?:let|is\s+letting|are\s+letting)\s+me\s+(?:transfer|keep\s+my\s+job|stay\s+on)|transferred\s+me|relocated\s+me|promoted\s+me)\b/;
const HIRED_ME = /^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:(?:just|finally|officially|has|have|actually)\s+)*(?:hired|took)\s+me(?:\s+on)?(?:\s+as\s+(?:an?\s+)?([a-z][\w -]*?))?(?:\s+(?:last|this|yesterday|today|on|in|after|full[- ]time|part[- ]time)\b.*)?$/;
const ARRIVAL_PLACE = "((?:the\\s+)?[A-Za-z][\\w'.-]*(?:\\s+(?!I\\b)[A-Z][\\w'.-]*){0,2})";
const ARRIVED = new RegExp(`^(?:[Ee]ver\\s+)?(?:[Ss]ince|(?:[Nn]ow\\s+)?[Tt]hat)\\s+(?:[Ii]|[Ww]e)\\s+(?:(?:finally|first|have|had)\\s+)*(?:got|arrived|moved|came|landed|settled|relocated|am|are|live|made\\s+it|have\\s+been)\\s+(?:here\\s+|over\\s+|back\\s+)?(?:to|in|into)\\s+${ARRIVAL_PLACE}`);
const PICKED_INSTEAD = /^(?:[Ii]|[Ww]e)\s+(?:(?:have|had|finally|eventually|ultimately|now)\s+)*(?:decided\s+on|settled\s+on|picked|chose|chosen|gone\s+with|went\s+with|are\s+going\s+with|am\s+going\s+with|opted\s+for)\s+([\p{Lu}\d][\p{L}\p{N}&.'-]*(?:\s+[\p{Lu}\d][\p{L}\p{N}&.'-]*){0,2})\s+(?:instead|in the end|after all)(?![\p{L}])/u;
const ORG_RUN = "([A-Z0-9][\\w&.'-]*(?:\\s+[A-Z0-9][\\w&.'-]*){0,3})";
const HANDED_IN = new RegExp(`^(?:(?:[Mm]y|[Oo]ur)\\s+)?(?:two|2|four|one|a|[Tt]wo|[Ff]our|[Oo]ne|[Aa])?\\s*(?:weeks?'?|month'?s?'?|-week|-month)?\\s*(?:notice|resignation|[Nn]otice|[Rr]esignation)\\s+(?:is|has been|went|was|got)\\s+(?:(?:officially|finally|formally|now)\\s+)*(?:in|handed in|submitted|accepted)\\s+(?:at|with|to)\\s+${ORG_RUN}`);
const KIT_BACK = new RegExp(`^[Mm]y\\s+(?:old\\s+)?${ORG_RUN}\\s+(?:laptop|badge|keycard|key card|access card|work phone|lanyard|company car|ID badge|id badge)\\s+(?:(?:officially|finally|just)\\s+)*(?:went back|has gone back|got returned|was returned|is returned|got handed back|was handed back|went in the post)\\b`);
/** "they made me lead designer", "Acme named me head of sales": the speaker's new title, said from the employer's side. */
const MADE_ME = /^(?:they|[Tt]hey|[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}|(?:[Mm]y|[Tt]he|[Oo]ur)\s+(?:boss|manager|company|team|employer|board|bosses|director))\s+(?:(?:just|finally|officially|have|has|recently)\s+)*(?:made|named|appointed|promoted|bumped)\s+me\s+(?:up\s+)?(?:to\s+)?(?=\S)(?!redundant\b)/;

const MY_HOME = /^(?:(?:[Mm]y|[Oo]ur)\s+|(?=[Nn]ew\s))(?:(?:[Nn]ew|little|tiny|small|cosy|cozy|cute|lovely|rented|current|first)\s+)*(?:apartment|flat|house|condo|home|place|studio|loft|townhouse)\s+(?:in|near)\s+((?:the\s+)?[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})\s+(?:is|has|was|feels|gets|costs|looks|needs)\b/;

/**
 * A sentence that says the speaker has a home somewhere without a verb of living: "Austin has been treating
 * us well since the move", "we've landed in Brisbane and we're renting a little house". The cue says a home;
 * the one place the sentence names says where.
 */
const HOME_CUE = /\bsince\s+(?:the|our|my)\s+(?:big\s+)?move\b|\bsince\s+(?:we|i)\s+moved\b|\bsince\s+moving\b|\b(?:renting|rented|found|got)\s+(?:a|an|our|the)\s+(?:(?:little|small|new|tiny|big|lovely|nice|cute|cosy|cozy|two-bedroom|one-bedroom|\d-bed(?:room)?)\s+)*(?:house|flat|apartment|place|condo|townhouse|cottage)\b|\b(?:our|my)\s+new\s+(?:place|flat|apartment|house|home|neighbou?rhood|address)\b|\bthe\s+movers\b|\bunpack(?:ing|ed)?\b|\bmoved\s+in\b|\bsigned\s+the\s+lease\b/i;
const SINCE_MOVE = /\bsince\s+(?:the|our|my)\s+(?:big\s+)?move\b|\bsince\s+(?:we|i)\s+moved\b|\bsince\s+moving\b/i;
const NOT_HOME = /\b(?:trip|vacation|holiday|holidays|visit|visiting|conference|for\s+the\s+(?:week|weekend)|airbnb|hotel|hostel|honeymoon)\b|\?/i;

/** A birth (or an adoption) told as news: "baby number two arrived on Tuesday, a little girl named Ava". */
const BIRTH_CUE = /\b(?:arrived|adopted|was born|were born|born (?:on|last|this|yesterday|today|at)|welcomed|gave birth|is here|came (?:early|late)|baby number|newborn|new arrival|new baby)\b/i;
/** "Ezra and Maeve were born last night": names born just now, never someone's relative named with a role ("my niece Anna"). */
const BORN_NAMES = /(?<!\b(?:my|our|his|her|their)\s+[\w-]+\s+)(?<![\w-]\s)\b([A-Z][a-z'-]+)(?:\s+and\s+([A-Z][a-z'-]+))?\s+(?:was|were)\s+born\s+(?=(?:last\s+night|yesterday|today|this\s+(?:morning|week)|on\s+\w+day|at\s+\d)\b)/g;
const BORN_CHILD = /\b(?:a|an|our|my)\s+(?:(?:little|baby|beautiful|healthy|tiny|new|second|third|fourth|first|gorgeous|perfect|sweet)\s+)*(?:girl|boy|son|daughter|baby girl|baby boy)\s*,?\s+(?:(?:named|called|whose name is)\s+)?([A-Z][a-z'-]+)\b/g;

function bornChildren(sentence: string): string[] {
  if (!BIRTH_CUE.test(sentence) || /\?|\b(?:if|when|hope|hoping|expecting|due|will|going to)\b/i.test(sentence)) return [];
  // "our third, Juniper, arrived in August": the child counted, the name between commas.
  const named = [...sentence.matchAll(BORN_CHILD), ...sentence.matchAll(/\b[Bb]aby(?:\s+(?:girl|boy))?\s+([A-Z][a-z'-]+)\s+(?:arrived|was born|is here|came)\b/g), ...sentence.matchAll(BORN_NAMES), ...sentence.matchAll(/\b(?:[Oo]ur|[Mm]y)\s+(?:first|second|third|fourth|fifth|youngest|newest|latest|little one|baby|newborn)(?:\s+(?:child|kid|baby|one|little one))?\s*,\s*([A-Z][a-z'-]+)\s*,\s+(?:(?:finally|just|has|safely)\s+)*(?:arrived|was born|is here|came)\b/g)];
  return named.flatMap((m) => [m[1]!, ...(m[2] ? [m[2]] : [])]).filter((n) => !NOT_NAMES.has(n.toLowerCase()));
}

function cuedHome(sentence: string, ctx: Ctx): string | null {
  if (!HOME_CUE.test(sentence) || NOT_HOME.test(sentence)) return null;
  const found = new Set<string>();
  const add = (cand: string) => {
    const v = cand.replace(/^the\s+/i, "").trim();
    const l = v.toLowerCase();
    if (ctx.cased && !/^[A-Z]/.test(v)) return;
    if (isPlace(l, true) || (ctx.cased && /^[A-Z]/.test(v) && !NOT_NAMES.has(l.split(/\s+/)[0]!) && !LANGUAGES.has(l) && !NATIONALITIES.has(l) && !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|day$/i.test(l))) found.add(v);
  };
  // Not where someone else is ("my friends in Ohio") nor where the speaker came from.
  for (const m of sentence.matchAll(/(?:\b([\w'-]+)\s+)?\b(?:in|to|into|near)\s+((?:the\s+)?[A-Za-z][\w'-]*(?:\.[\w-]+)*(?:\s+(?!I\b)[A-Z][\w'-]*){0,2})/g)) {
    const before = (m[1] ?? "").toLowerCase();
    if (/^(?:from|left|leaving|of|back|everyone|people|folks|family|friends|parents|relatives|visit|trip)$/.test(before) || RELATIONS.has(before) || OTHER_ROLES.has(before) || RELATIONS.has(before.replace(/s$/, ""))) continue;
    add(m[2]!);
  }
  // "Austin has been treating us well": a known place as what the sentence is about.
  const lead = sentence.match(/^\s*([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})\s+(?:has|is|was|feels|'s|has been)\b/);
  if (lead && (isPlace(lead[1]!.toLowerCase(), true) || (ctx.cased && SINCE_MOVE.test(sentence) && !NOT_NAMES.has(lead[1]!.toLowerCase().split(/\s+/)[0]!)))) found.add(lead[1]!);
  return found.size === 1 ? [...found][0]! : null;
}

/** "Sam and I broke up" → partner Sam (past); "Chris and I got married" → married_to Chris. */
function coupleFact(companion: { name: string; role: string | null }, rest: string, time: TimeInfo, weight: number): CandidateFact | null {
  const r = rest.toLowerCase();
  const rolePred = companion.role ? RELATIONS.get(companion.role.toLowerCase()) : undefined;
  if (rolePred && rolePred !== "partner" && rolePred !== "married_to") return null;
  const obj = companion.name;
  const type: SubjectType = "person";
  const verb = (COUPLE.exec(rest)?.[0] ?? "").toLowerCase().replace(/^(?:just|recently|finally|officially)\s+/, "");
  if (/\b(?:broke|broken|split|separated|quits|ended|ways)\b/.test(r)) {
    const pred = rolePred ?? (/separated/.test(r) ? "married_to" : "partner");
    return fact(SELF, "self", verb, pred, obj, type, false, "past", null, time.from ?? time.until, 0.85 * weight);
  }
  if (/\bdivorced?\b/.test(r)) return fact(SELF, "self", verb, "married_to", obj, type, false, "past", null, time.from ?? time.until, 0.85 * weight);
  const planned = time.direction === "future" || /\b(?:getting|will)\b/.test(r);
  if (/\b(?:married|tied the knot)\b/.test(r)) return fact(SELF, "self", verb, "married_to", obj, type, false, planned ? "planned" : "current", planned ? null : time.from, null, 0.85 * weight);
  return fact(SELF, "self", verb, "partner", obj, type, false, "current", time.from, null, 0.85 * weight);
}

/** Relations named in passing, unless the clause itself says more about them ("I broke up with my boyfriend Jake"). */
function withMentions(facts: CandidateFact[], mentioned: CandidateFact[]): CandidateFact[] {
  const said = new Set(facts.map((f) => `${f.predicate}|${f.object.toLowerCase()}`));
  // "we've got two cats Basil and Olive": a name the group gives is a pet or a person, not a thing owned.
  const named = new Set(mentioned.map((m) => m.object.toLowerCase()));
  return [...facts.filter((f) => f.predicate !== "owns" || !named.has(f.object.toLowerCase())), ...mentioned.filter((m) => !said.has(`${m.predicate}|${m.object.toLowerCase()}`))];
}

// "... with my wife Sarah", "my brother Tom and I": relations named in passing (capitalized names only).
const MENTION = new RegExp(`\\b(?:[Mm]y|[Oo]ur)\\s+(${ROLE_ADJ})(${[...RELATIONS.keys(), ...PETS, "roommate", "flatmate", "housemate", "colleague", "coworker", "co-worker", "teammate", "neighbour", "neighbor", "boss", "manager", "mentor", "classmate"].sort((a, b) => b.length - a.length).map(esc).join("|")}),?\\s+(${NAME_CASED})`, "g");
// "with my two labs, Moose and Juno", "we've got two cats Basil and Olive": a counted group named in passing.
// Without "my", the count must be the speaker's (with / have / got) and the names a list: "my sister has two
// kids, Leo and Mia" is hers.
const NAMES_LIST = `${NAME_CASED}(?:\\s*,\\s*${NAME_CASED})*\\s*,?\\s+and\\s+${NAME_CASED}`;
const MENTION_GROUP = new RegExp(
  `(?:\\b(?:[Mm]y|[Oo]ur)\\s+(?:(?:two|three|four|five|\\d)\\s+)?|\\b(?:with|have|got)\\s+(?:two|three|four|five|\\d)\\s+)(${ROLE_ADJ})(${ROLE_WORDS})s?,?\\s+(${NAMES_LIST})`,
  "g",
);
function mentions(c: string, ctx: Ctx): CandidateFact[] {
  if (!ctx.cased) return [];
  const out: CandidateFact[] = [];
  for (const m of c.matchAll(MENTION)) {
    const f = relationFact(m[2]!, m[1] ?? "", m[3]!, ctx, 0.85);
    if (f) out.push(f);
  }
  for (const m of c.matchAll(MENTION_GROUP)) {
    for (const n of splitNames(m[3]!)) {
      const f = relationFact(m[2]!, m[1] ?? "", n, ctx, 0.85);
      if (f && !out.some((o) => o.predicate === f.predicate && o.object === f.object)) out.push(f);
    }
  }
  return out;
}

const VERDICT =
  /^(.+?)\s+(?:is|are)\s+(?:(?:so|just|really|absolutely|honestly|seriously|truly|super|simply|totally|incredibly|insanely|ridiculously|sooo+|freaking|bloody|damn|hands down)\s+)*(great|amazing|awesome|incredible|fantastic|brilliant|wonderful|delicious|the bomb|underrated|epic|legendary|divine|heavenly|addictive|(?<=(?:so|really|super|sooo+|insanely|ridiculously)\s+)good|disgusting|gross|awful|terrible|revolting|overrated|vile|horrible|nasty|the worst|unbearable)(?:\s+(?:honestly|tbh|imo|though|lol|haha))?$/i;
/** Subjects a verdict says nothing about the speaker's taste for: pronouns, the day, someone's things. */
const NOT_A_TASTE =
  /^(?:i|it|this|that|these|those|there|he|she|they|we|you|which|what|who|everything|everyone|everybody|nothing|something|anything|all|life|work|weather|today|tonight|tomorrow|yesterday|traffic|business|things|time|people|news|service|school|class|dinner|lunch|breakfast|food|the\s+[a-z]|a|an|my|our|your|his|her|their|its|one|some|any|both|each|every|no|so|such|here|now)\b/i;

function verdictSubject(subject: string, ctx: Ctx): boolean {
  const t = subject.trim();
  if (t.split(/\s+/).length > 3 || NOT_A_TASTE.test(t) || /^the\s+[a-z]/.test(t) || /\b(?:says?|said|thinks?|thought|is|are|was|were)\b/i.test(t)) return false;
  // In cased text a lower-case subject is a common noun ("ramen"); a capital names a thing ("Radiohead").
  return ctx.cased || /^[a-z]/.test(t) || !NOT_NAMES.has(t.toLowerCase().split(/\s+/)[0]!);
}

const FIND_VERDICT = /^(?:i|we)\s+(?:(?:really|honestly|just|always|generally|usually|personally|also)\s+)*find\s+(.+?)\s+(?:(?:so|really|very|incredibly|pretty|super|kind of|kinda|a bit|a little|quite|extremely|deeply|truly|utterly|mind-numbingly|seriously)\s+)*(boring|tedious|dull|annoying|overrated|pointless|unbearable|stressful|relaxing|calming|fascinating|therapeutic|soothing|fun|enjoyable|addictive)$/i;
const RATHER_THAN = /^(?:i|we)\s+(?:would\s+|will\s+)?(?:(?:usually|always|generally|normally|typically|mostly|definitely|probably|tend to|much|would)\s+)*(?:drink|eat|choose|pick|go for|go with|take|order|use|listen to|watch|read|play|opt for)\s+(?!(?:it|that|this|them|one|you|him|her|me|us)\b)(.+?)\s+(?:rather than|instead of)\s+\S.*$/i;

/** Hobby verbs that are a pastime even without "in my spare time" ("I knit"). */
const PLAIN_PASTIME = /^(?:knit|crochet|paint|sew|surf|ski|snowboard|skate|boulder|quilt|embroider|scrapbook|meditate|golf|sail|kayak|jog|bake|garden|skateboard|birdwatch)$/i;
const HABIT = "(?:in my (?:spare|free|down) time|for fun|as a hobby|on (?:the )?weekends|at weekends|every (?:day|morning|evening|night|weekend|week|sunday|saturday)|most (?:days|mornings|evenings|nights|weekends)|a lot|regularly|daily|religiously|competitively|whenever i can|when i can|(?:once|twice|three times) a (?:week|month|day))";
const PASTIME_VERB = new RegExp(`^(?:(?:in my (?:spare|free|down) time|for fun),?\\s+)?(?:i|we)\\s+(?:(?:also|still|really|mostly|often|usually|sometimes|regularly)\\s+)?(?:love to\\s+|like to\\s+)?([a-z]+)((?:\\s+${HABIT})*)$`, "i");
const PASTIME_ING = new RegExp(`^(?:i|we)\\s+have\\s+been\\s+([a-z]+ing)\\s+(?:for (?:years|ages|decades|a long time|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:years|months))|since (?:i was (?:a kid|a child|little|young|\\d+)|\\d{4}|college|school|high school|university))$`, "i");

function pastimeVerb(c: string): { object: string; raw: string } | null {
  let m = c.match(PASTIME_VERB);
  if (m) {
    const verb = m[1]!.toLowerCase();
    const marked = /\S/.test(m[2]!) || /^(?:in my|for fun)/i.test(c);
    const ing = HOBBY_VERBS.get(verb);
    if (!ing || (!marked && !PLAIN_PASTIME.test(verb))) return null;
    return { object: ing, raw: verb };
  }
  m = c.match(PASTIME_ING);
  if (m) {
    const ing = m[1]!.toLowerCase();
    if (![...HOBBY_VERBS.values()].includes(ing) && !GONE_DOING.has(ing)) return null;
    return { object: ing, raw: "have been" };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Endings named by the value alone: the text says something is over, not which predicate held it (a pet, a
// job, a school, a plan). They travel as facts with the internal predicate ENDS and leave the extractor as
// `Extraction.endings`; the pipeline closes whatever open fact of the speaker holds the value.

const ENDS = "ends_held";
/** An ending keyed on predicates ("ends_of:partner,married_to"), the value unnamed. */
const ENDS_KEYED = "ends_of:";
const ENDED_NAME = "([\\p{Lu}][\\p{L}\\p{N}&.'-]*(?:\\s+(?:of\\s+|&\\s+)?[\\p{Lu}\\d][\\p{L}\\p{N}&.'-]*){0,3})";
const OVER = "(?:(?:officially|finally|well and truly|now|definitely)\\s+)*(?:over|done|behind me|finished|a thing of the past)";
/** What a plan is called by the name it is about ("the Kyoto trip", "the Galway thing"). */
const PLAN_NOUN = "(?:trip|holiday|holidays|vacation|visit|getaway|break|weekend|city\\s+break|honeymoon|thing|plan|plans|idea)";
const ENDINGS: RegExp[] = [
  // "we lost Max in the spring", "I said goodbye to Lincoln High", "we had to say goodbye to Bella".
  new RegExp(`^(?:[Ii]|[Ww]e)\\s+(?:(?:just|sadly|recently|finally|officially|have|had)\\s+)*(?:lost|had\\s+to\\s+say\\s+(?:goodbye|farewell)\\s+to|said\\s+(?:goodbye|farewell|bye)\\s+to|bid\\s+(?:goodbye|farewell)\\s+to|bade\\s+(?:goodbye|farewell)\\s+to|moved\\s+on\\s+from)\\s+${ENDED_NAME}(?![\\w'-])`, "u"),
  new RegExp(`^(?:[Ii]|[Ww]e)\\s+(?:(?:just|sadly|finally)\\s+)*had\\s+to\\s+put\\s+${ENDED_NAME}\\s+(?:down|to\\s+sleep)\\b`, "u"),
  // "Max passed away", "Bella crossed the rainbow bridge".
  new RegExp(`^${ENDED_NAME}\\s+(?:(?:sadly|just|recently|peacefully)\\s+)*(?:passed away|died|crossed the rainbow bridge|is no longer with us)\\b`, "u"),
  // "my Amazon days are over", "my days at Deloitte are behind me".
  new RegExp(`^[Mm]y\\s+${ENDED_NAME}\\s+(?:days|years|era|chapter)\\s+(?:are|is)\\s+${OVER}\\b`, "u"),
  new RegExp(`^[Mm]y\\s+(?:days|years|time)\\s+(?:at|with|in)\\s+${ENDED_NAME}\\s+(?:are|is)\\s+${OVER}\\b`, "u"),
  // "scratch Warsaw, ...", "so much for Lisbon": a value dropped, said as an aside.
  new RegExp(`^(?:[Ss]cratch|[Ff]orget(?:\\s+about)?|[Ss]o\\s+much\\s+for|[Bb]ye\\s+bye|[Gg]oodbye)\\s+${ENDED_NAME}$`, "u"),
  // "the plan was Amsterdam (but ...)": a plan that did not happen, whatever came instead.
  new RegExp(`^(?:[Tt]he|[Oo]ur|[Mm]y)\\s+(?:original\\s+|initial\\s+|first\\s+|big\\s+)?plan\\s+(?:was|had been)\\s+(?:(?:to\\s+)?(?:move|go|head|relocate|moving|going|relocating)\\s+to\\s+|(?:to\\s+)?(?:join|start at|work at|joining|starting at)\\s+)?${ENDED_NAME}(?:\\s+(?:in|this|next|by)\\b.*)?$`, "u"),
  // "had to cancel Kyoto", "we called off the Lisbon trip": a plan the speaker called off, by its name (a trip
  // is a planned visit; a held plan of any kind closes, one never held closes nothing).
  new RegExp(`^(?:(?:[Ii]|[Ww]e)\\s+)?(?:(?:[Jj]ust|[Ss]adly|[Ff]inally|[Ee]ventually|[Ee]nded\\s+up|[Hh]ave|[Hh]ad|'ve|'d|[Hh]ad\\s+to|[Hh]ave\\s+to|[Dd]ecided\\s+to|[Ww]ent\\s+and)\\s+)*(?:[Cc]ancell?ed|[Cc]anceled|[Cc]ancel|[Cc]alled\\s+off|[Cc]all\\s+off|[Ss]crapped|[Ss]crap|[Dd]itched|[Pp]ulled\\s+out\\s+of)\\s+(?:the\\s+|our\\s+|my\\s+)?${ENDED_NAME}(?:\\s+(?:${PLAN_NOUN}|job|offer|job\\s+offer|role|position|move))?(?=\\s*$|\\s*[,;.!]|\\s+(?:because|cause|as|since|due|after|for|in\\s+the\\s+end|after\\s+all)\\b)`, "u"),
  // "the Kyoto trip is off", "the Galway thing fell through": the plan named, then called off.
  new RegExp(`^(?:(?:[Tt]he|[Oo]ur|[Mm]y)\\s+)?${ENDED_NAME}\\s+${PLAN_NOUN}\\s+(?:(?:is|'s|was|got|has\\s+been|had\\s+to\\s+be)\\s+)?(?:(?:now|officially|definitely|sadly|just)\\s+)*(?:off|cancell?ed|canceled|called\\s+off|scrapped|not\\s+happening|off\\s+the\\s+table|fell\\s+through|fallen\\s+through|didn't\\s+work\\s+out|did\\s+not\\s+work\\s+out|dead)\\b`, "u"),
  // "so I'm staying and Notion is off": a name whose plan (or anything held) is called off.
  new RegExp(`^${ENDED_NAME}\\s+(?:is|'s)\\s+(?:(?:now|officially|definitely)\\s+)*(?:off|cancelled|canceled|not happening|off the table)(?:\\s+(?:now|after all|for good))?$`, "u"),
  // "I closed my Harbourline account": the bank (or whatever else holds the name) is over for the speaker.
  new RegExp(`^(?:[Ii]|[Ww]e)\\s+(?:(?:just|finally|recently|have|had|officially)\\s+)*(?:closed|shut(?:\\s+down)?|cancelled|canceled)\\s+(?:my|our)\\s+${ENDED_NAME}\\s+(?:(?:bank|current|checking|savings|joint|credit\\s+card)\\s+)?accounts?\\b`, "u"),
  // "we gave Pickle to my cousin", "we had to rehome Biscuit": a pet (or anything named) the speaker gave up;
  // "gave Anna a lift" gives Anna nothing of the speaker's to lose.
  new RegExp(`^(?:[Ii]|[Ww]e)\\s+(?:(?:just|sadly|recently|finally|eventually|have|had\\s+to|decided\\s+to)\\s+)*(?:(?:gave|given|give)\\s+${ENDED_NAME}\\s+(?:away|up|back|to)|(?:rehomed|rehome|re-homed)\\s+${ENDED_NAME})(?![\\p{L}\\p{N}'-])`, "u"),
  // "we don't have Peaches anymore": a name no longer held, whatever held it (a pet, a car, a boat).
  new RegExp(`^(?:[Ii]|[Ww]e)\\s+(?:do\\s+not|don't|no\\s+longer)\\s+have\\s+${ENDED_NAME}\\s+(?:anymore|any more|any longer)\\b`, "u"),
  // "I'm officially done at Amazon", "done with Acme for good".
  new RegExp(`^(?:[Ii]|[Ww]e)\\s+(?:am|are)\\s+(?:(?:officially|finally|all|now)\\s+)*(?:done|finished)\\s+(?:with|at)\\s+${ENDED_NAME}(?:\\s+(?:now|for good|forever))?$`, "u"),
];

/** "we lost Max": the speaker's fact holding "Max", whatever it is, is over. Only names (cased text) qualify. */
function endingOf(c: string, ctx: Ctx, time: TimeInfo, today: string): CandidateFact | null {
  if (!ctx.cased) return null;
  for (const re of ENDINGS) {
    const m = c.match(re);
    if (!m) continue;
    // The name is the capitalised run: "Lincoln High" in "goodbye to Lincoln High after eight years".
    const name = (m[1] ?? m[2]!).trim();
    const first = name.toLowerCase().split(/\s+/)[0]!;
    if (!/^[A-Z0-9]/.test(name) || NOT_NAMES.has(first) || /^(?:my|our|the|a|an|him|her|them|it|everyone|everything)$/i.test(first)) return null;
    const raw = m[0].replace(name, "").replace(/\s+/g, " ").trim().toLowerCase() || "ended";
    const until = time.until ?? (time.from && time.from <= today ? time.from : null);
    return fact(SELF, "self", raw, ENDS, name, "unknown", false, "past", null, until, 0.8);
  }
  return null;
}

/** "the move to Munich is off", "we're not moving to Munich after all (, it's Berlin)": the old plan, now past. */
const CALLED_OFF = String.raw`(?:is\s+(?:off|cancelled|canceled|called off|not happening)|(?:has\s+been|was|got)\s+(?:withdrawn|rescinded|pulled)|has\s+been\s+(?:cancelled|canceled|called off)|was\s+(?:cancelled|canceled|called off)|got\s+(?:cancelled|canceled|called off)|fell\s+through|has\s+fallen\s+through|did\s+not\s+work\s+out|didn't\s+work\s+out)`;
const WORK_VERB = /^(?:join|joining|start|starting|take|taking|accept|accepting|work|working)\b/i;

/** A plan called off, as the fact it was about, in the past: the store closes the open plan with it. */
function calledOff(what: string, work: boolean, raw: string, ctx: Ctx): CandidateFact[] {
  const kind = work ? "org" : "place";
  // "moving to Lisbon, Boston it is": the comma ends the plan's object.
  const v = cleanObject(what.split(/\s*[,;]\s*/)[0]!, kind, ctx);
  // Uncased text names no entity we can trust, except a place we know.
  if (!v || NOT_NAMES.has(v.toLowerCase()) || (ctx.cased ? !/^[A-Z0-9]/.test(v) : work || !isPlace(v.toLowerCase(), true))) return [];
  return [fact(SELF, "self", raw, work ? "works_at" : "lives_in", v, work ? "organization" : "place", false, "past", null, null, 0.8)];
}

const PLAN_AT_CALLED_OFF = new RegExp(String.raw`^(?:the|my|our)\s+(?:new\s+)?(job|offer|job offer|position|post|role|move)\s+(?:at|with|to)\s+(.+?)\s+${CALLED_OFF}$`, "i");
const NAMED_PLAN_CALLED_OFF = new RegExp(String.raw`^(?:[Tt]he\s+)?([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s+(job|offer|job offer|position|post|role|move)\s+${CALLED_OFF}(?:\s+(?:for|because|due|after|over|as)\b.*)?$`);

const PLACE_CALLED_OFF = new RegExp(String.raw`^([\p{L}][\p{L}.'-]*(?:\s+[\p{L}][\p{L}.'-]*){0,2})\s+${CALLED_OFF}(?:\s*,.*)?$`, "iu");

function cancelledPlan(c: string, ctx: Ctx): CandidateFact[] | null {
  let m: RegExpMatchArray | null;
  // "the job at Lyft fell through", "the Lyft offer is off", "the Berlin move got cancelled".
  if ((m = c.match(PLAN_AT_CALLED_OFF))) {
    return calledOff(m[2]!, m[1]!.toLowerCase() !== "move", "called off", ctx);
  }
  if ((m = c.match(NAMED_PLAN_CALLED_OFF))) {
    return calledOff(m[1]!, m[2]!.toLowerCase() !== "move", "called off", ctx);
  }
  // "hereford fell through": a town alone as what was called off can only be the move there.
  if ((m = c.match(PLACE_CALLED_OFF)) && isPlace(m[1]!.toLowerCase())) {
    return calledOff(m[1]!, false, "called off", ctx);
  }
  // "turned down Accenture in the end", "I turned down the offer from Nvidia": the job offered never starts.
  if ((m = c.match(/^(?:i\s+|we\s+)?(?:have\s+|finally\s+|ultimately\s+)?(?:turned|turn)\s+down\s+(?:the\s+|their\s+)?(?:(?:job|offer|job offer|position|role)\s+(?:at|with|from)\s+)?(.+?)(?:\s+(?:in the end|after all|eventually))?(?:\s*,.*)?$/i))) {
    return calledOff(m[1]!.replace(/\s+(?:offer|job offer|job|position|role)$/i, ""), true, "turned down", ctx);
  }
  // "I told the BBC thanks but no thanks", "said no to Lyft": the offer declined.
  if ((m = c.match(/^(?:(?:[Ii]|[Ww]e)\s+)?(?:(?:have|had|finally|ultimately|eventually|politely|just)\s+)*(?:told|said\s+no\s+to|wrote\s+back\s+to|emailed)\s+(?:the\s+)?([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})(?:\s+(?:thanks\s+but\s+no(?:\s+thanks)?|no\s+thanks|no|that\s+i\s+(?:would|will|'ll)\s+pass|i\s+(?:would|will|'ll)\s+pass|i\s+was\s+staying))?\b/))) {
    if (/\bsaid\s+no\s+to\b/i.test(c) || /\b(?:no\s+thanks|thanks\s+but\s+no|pass|staying)\b/i.test(c.slice(m.index! + m[0].length - 30))) return calledOff(m[1]!, true, "turned down", ctx);
  }
  // "ended up turning Kaiser down": the name between the verb and "down".
  if ((m = c.match(/^(?:(?:i|we)\s+)?(?:(?:have|finally|ultimately|eventually|ended\s+up|end\s+up)\s+)*(?:turned|turning)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s+down\b/i))) {
    return calledOff(m[1]!, true, "turned down", ctx);
  }
  // "Peloton pulled the offer after a hiring freeze": the employer took it back.
  if ((m = c.match(/^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s+(?:(?:just|suddenly|then|has|have)\s+)*(?:pulled|rescinded|withdrew|withdrawn|retracted|cancelled|canceled|took\s+back|scrapped|cut|froze|closed)\s+(?:the|their|its|my|our)\s+(?:job\s+|written\s+|new\s+)?(?:offer|position|role|vacancy|opening|job)\b/))) {
    return calledOff(m[1]!, true, "pulled the offer", ctx);
  }
  // "we decided not to move to Austin after all", "I didn't end up joining Lyft".
  if ((m = c.match(/^(?:i|we)\s+(?:have\s+|finally\s+|eventually\s+)?(?:decided\s+(?:not\s+to|against)|did\s+not\s+end\s+up|didn't\s+end\s+up|never\s+ended\s+up)\s+(?:(?:move|moving|relocate|relocating)\s+(?:back\s+)?to\s+(.+?)|(?:join|joining|(?:start|starting)\s+(?:at|with)|(?:take|taking|accept|accepting)\s+(?:the|that|their)\s+(?:job|offer|job offer|position|role)\s+(?:at|with|from))\s+(.+?))(?:\s+after\s+all)?$/i))) {
    return calledOff(m[1] ?? m[2]!, m[1] === undefined, "decided against", ctx);
  }
  m = c.match(/^(?:the|our|my)\s+(?:planned\s+|big\s+|upcoming\s+)?move\s+(?:back\s+)?to\s+(.+?)\s+(?:is\s+(?:off|cancelled|canceled|called off|not happening)|has\s+been\s+(?:cancelled|canceled|called off)|was\s+(?:cancelled|canceled|called off)|got\s+(?:cancelled|canceled)|fell\s+through|has\s+fallen\s+through)$/i);
  if (m) {
    const place = cleanObject(m[1]!, "place", ctx);
    return place ? [fact(SELF, "self", "move is off", "lives_in", place, "place", false, "past", null, null, 0.8)] : [];
  }
  m = c.match(/^(?:i|we)\s+(?:am|are)\s+not\s+(moving|relocating|starting|joining)\s+(?:back\s+)?(?:to|at)?\s*(.+?)\s+after\s+all(?:\s*,?\s*(?:it is|it will be|we are (?:going|moving) to|i am (?:going|moving) to|i am starting at|instead (?:it is|we are moving to))\s+(.+?)(?:\s+instead)?)?$/i);
  if (m) {
    const work = /^(?:starting|joining)$/i.test(m[1]!);
    const pred = work ? "works_at" : "lives_in";
    const kind = work ? "org" : "place";
    const type = work ? "organization" : "place";
    const old = cleanObject(m[2]!, kind, ctx);
    if (!old || (ctx.cased && !/^[A-Z0-9]/.test(old))) return [];
    const out = [fact(SELF, "self", `not ${m[1]!.toLowerCase()} after all`, pred, old, type, false, "past", null, null, 0.8)];
    const next = m[3] ? cleanObject(m[3], kind, ctx) : null;
    if (next && (!ctx.cased || /^[A-Z0-9]/.test(next))) out.unshift(fact(SELF, "self", m[1]!.toLowerCase(), pred, next, type, false, "planned", null, null, 0.8));
    return out;
  }
  return null;
}

// "X is my favorite Y", "Anna is my sister", "Rex is our dog", "jazz is not my thing".
function inverted(c: string, ctx: Ctx, weight: number): CandidateFact[] | null {
  let m: RegExpMatchArray | null;
  if ((m = c.match(/^(.+?)\s+(?:is|are|remains|remain)\s+(?:still\s+|now\s+|definitely\s+|always\s+|officially\s+|honestly\s+|easily\s+)*(?:my|our)\s+(?:all-time\s+|absolute\s+|very\s+|new\s+|current\s+)?favou?rite(?:\s+[\w -]+)?$/i)) && !/\b(?:i|it|this|that|he|she|they|we|you|there)\b/i.test(m[1]!)) {
    return splitList(m[1]!).flatMap((p) => {
      const v = cleanObject(p, "thing", ctx);
      return v ? [fact(SELF, "self", "is my favorite", "favorite", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.9 * weight)] : [];
    });
  }
  if ((m = c.match(ctx.cased ? RE_NAMES_ARE_MY_CASED : RE_NAMES_ARE_MY))) {
    const facts = splitNames(m[1]!).map((n) => relationFact(m![3]!, m![2] ?? "", n, ctx, 0.9 * weight)).filter((f): f is CandidateFact => f !== null);
    return facts.length ? facts : null;
  }
  if ((m = c.match(/^(.+?)\s+(?:is|are)\s+(?:just\s+|really\s+|definitely\s+)?not\s+(?:really\s+)?(?:my thing|for me|my cup of tea|my jam|my style)$/i))) {
    return splitList(m[1]!).flatMap((p) => {
      const v = cleanObject(p, "thing", ctx);
      return v ? [fact(SELF, "self", "is not my thing", "dislikes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.85 * weight)] : [];
    });
  }
  if ((m = c.match(/^(?:(?:german|english|french|spanish)\b|[\w -]+?)\s+is\s+(?:still\s+)?my\s+(?:first|native|mother|second|third|main|home)\s+(?:language|tongue)$/i))) {
    const v = cleanObject(c.replace(/\s+is\s+.*$/i, ""), "lang", ctx);
    return v ? [fact(SELF, "self", "is my language", "speaks", v, "concept", true, "current", null, null, 0.9 * weight)] : null;
  }
  // "X bores me to tears", "X drives me mad": a dislike told by what the thing does to the speaker.
  if ((m = c.match(/^([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2})\s+(?:really\s+|just\s+|honestly\s+)?(?:bores?|bored|bore)\s+me(?:\s+(?:to tears|to death|silly|stiff|senseless|rigid))?(?:\s*,.*)?$/i)) && !NOT_A_TASTE.test(m[1]!)) {
    const v = cleanObject(m[1]!, "thing", ctx);
    return v ? [fact(SELF, "self", "bores me", "dislikes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : null;
  }
  // "Classical guitar is, I must say, a great passion of mine", "chess is the best hobby", "X has always been my thing".
  if ((m = c.match(/^(?:for me,?\s+)?(.+?)\s+(?:is|are|has always been|have always been|has been|was always|will always be)\s*,?\s+(?:(?:i must say|i have to say|honestly|really|easily|definitely|truly|hands down|for me),?\s+)*(?:(?:a|the|my)\s+(?:(?:great|real|true|big|huge|lifelong|life-long|main|biggest|best|greatest|favou?rite|number one|top)\s+)*(?:passion|love|hobby|pastime|thing|obsession|joy)(?:\s+of\s+mine)?|(?:the|my)\s+(?:one\s+)?thing\s+(?:i|we)\s+(?:enjoy|love|like)\s+(?:the\s+)?most(?:\s+these\s+days)?)$/i)) && !NOT_A_TASTE.test(m[1]!.trim()) && m[1]!.split(/\s+/).length <= 4) {
    const v = cleanObject(m[1]!, "thing", ctx);
    return v ? [fact(SELF, "self", "is my passion", "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.85 * weight)] : null;
  }
  if ((m = c.match(/^(.+?)\s+(?:is|are)\s+(?:still\s+|totally\s+|definitely\s+|really\s+|so\s+)*(?:my|our)\s+(?:great\s+|true\s+|biggest\s+|absolute\s+|current\s+|new\s+)?(?:passion|jam|obsession|guilty pleasure|happy place|thing|vibe|weakness|comfort food|love|addiction)$/i))) {
    const v = cleanObject(m[1]!, "thing", ctx);
    return v ? [fact(SELF, "self", `is my ${m[0].split(/\s+/).pop()}`, "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.85 * weight)] : null;
  }
  // "true crime documentaries are another thing I can't get enough of", "baking is something I really enjoy".
  if ((m = c.match(/^(.+?)\s+(?:is|are)\s+(?:(?:also|definitely|really|just|honestly|easily)\s+)*(?:another|one more|something|one|a|the)\s+(?:(?:other|more|big|real)\s+)?(?:thing|things|hobby|hobbies|pastime|passion)?\s*(?:that\s+)?(?:i|we)\s+(?:(?:really|absolutely|just|truly|genuinely|also|still|honestly)\s+)*(?:love|enjoy|like|adore|can not get enough of|cannot get enough of|can't get enough of|never get tired of|could do all day|am (?:obsessed with|into|hooked on|passionate about))$/i)) && !NOT_A_TASTE.test(m[1]!.trim()) && m[1]!.split(/\s+/).length <= 4) {
    const v = cleanObject(m[1]!, "thing", ctx);
    return v ? [fact(SELF, "self", "is a thing i love", "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.85 * weight)] : null;
  }
  // "Bergen is home now": no "my", still the speaker's home.
  if ((m = c.match(/^([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})(?:\s+(?:is|feels like|has been|has felt like)|'s(?:\s+been)?)\s+home(?:\s+now|\s+these days|\s+for\s+(?:about\s+|almost\s+|nearly\s+|over\s+)?[\w-]+\s+(?:years|months)(?:\s+now)?)?$/)) && !NOT_NAMES.has(m[1]!.toLowerCase())) {
    const v = cleanObject(m[1]!, "place", ctx);
    return v ? [fact(SELF, "self", "is home", "lives_in", v, "place", false, "current", null, null, 0.8 * weight)] : null;
  }
  if ((m = c.match(/^(.+?)\s+(?:is|has been)\s+(?:my|our)\s+(?:current\s+)?(employer|home|hometown|home town|bank|school|university|alma mater)$/i))) {
    const what = m[2]!.toLowerCase();
    const map: Record<string, [string, ObjKind]> = { employer: ["works_at", "org"], home: ["lives_in", "place"], hometown: ["from", "place"], "home town": ["from", "place"], bank: ["banks_with", "org"], school: ["studies_at", "school"], university: ["studies_at", "school"], "alma mater": ["graduated_from", "school"] };
    const [pred, kind] = map[what]!;
    const v = cleanObject(m[1]!, kind, ctx);
    return v ? [fact(SELF, "self", `is my ${what}`, pred, v, KIND_TYPE[kind], false, "current", null, null, 0.85 * weight)] : null;
  }
  return null;
}

/** Tags at the end of a clause that add nothing: "..., just so you know", "... btw". */
const TRAIL_TAGS = /[,\s]+(?:(?:always|never) (?:have|had|has|did|will|was|were)(?: been)?|always will be|always has|always had|always will|always did|always do|always was|always been|since forever|as always|btw|by the way|fyi|lol|haha|lmao|tbh|just so you know|jsyk|fwiw|if that matters|if that helps|for what it's worth|for reference|for context|in case (?:you're|you are) wondering|in case it matters|just saying|just fyi|as you know|you know)[.!]*$/i;

/** "live in Austin, not Dallas" → "live in Austin": a correction names the right value first. */
function withoutContrast(rest: string): string {
  const m = rest.match(/(?:\s*,\s*|\s+)(?:and\s+|but\s+)?(?:not|rather than|instead of)\s+(?!only\b|just\b|even\b|really\b|sure\b|that\b|much\b|too\b|so\b|very\b|as\b|at all\b|anymore\b|any more\b)[^,]*$/i);
  if (!m || m.index === undefined) return rest;
  const before = rest.slice(0, m.index);
  // "... in sept can not wait": a verb negated after the value is a clause of its own, not a contrast.
  if (/\b(?:can|do|does|did|could|would|will|should|is|are|am|was|were|have|has|had|might|must)$/i.test(before.trim())) return rest;
  return before.trim().split(/\s+/).length >= 2 ? before : rest;
}

/** "the root canal is tomorrow morning", "the interview is on Friday": with "the", only events that are the speaker's own. */
const OWN_EVENT_THE = /^the\s+((?:[\w'-]+\s+)?(?:appointment|surgery|operation|procedure|root canal|hip replacement|knee replacement|interview|job interview|exam|scan|mri|ultrasound|biopsy|colonoscopy|checkup|check-up|filling|c-section|haircut|hearing|court date|audition|driving test))\s+(is|are|was|were)\s+(.+)$/i;

/** "my wedding is on June 12", "my interview is next Tuesday": an event the speaker has. */
function eventAttribute(phrase: string, rest: string, time: TimeInfo, ctx: Ctx, weight: number): CandidateFact[] | null {
  const ev = phrase.toLowerCase().replace(/^(?:big\s+|next\s+|upcoming\s+|first\s+|annual\s+)+/, "").split(/\s+(?:with|at|for|in|on|to|from)\s+/)[0]!;
  const head = ev.split(/\s+/).pop() ?? "";
  if (!EVENT_NOUNS.has(ev) && !EVENT_NOUNS.has(head)) return null;
  const m = rest.match(/^(is|are|was|were)\s+(?:(?:scheduled|set|planned|booked|coming up)\s+)?(?:for\s+)?(on|in|at|next|this|tomorrow|today|tonight|the\s+\d|\w+\s+\d)/i);
  if (!m) return null;
  const v = cleanObject(ev, "event", ctx);
  if (!v) return null;
  const past = /^(?:was|were)$/i.test(m[1]!);
  return [fact(SELF, "self", `${phrase.toLowerCase()} is`, "has_event", v, "event", false, past ? "current" : "planned", past ? time.from : (time.from ?? time.ahead), null, 0.85 * weight)];
}

// "my name is Dana", "my favourite colour is green", "my birthday is March 3".
const ATTRIBUTES: [RegExp, string, ObjKind][] = [
  [/^my (?:first |full |real |given |new |legal )?name$/i, "name", "name"],
  [/^my age$/i, "age", "age"],
  [/^my (?:birthday|bday|b-day|birth date|birthdate|date of birth|dob)$/i, "birthday", "date"],
  [/^my (?:nationality|citizenship)$/i, "nationality", "nat"],
  [/^my (?:new |current |day |main )?(?:job|job title|title|role|position|occupation|profession|gig)$/i, "job_title", "title"],
  [/^my (?:employer|company|workplace|current employer)$/i, "works_at", "org"],
  [/^my (?:salary|income|annual salary|yearly salary|pay|take-home pay)$/i, "earns", "money"],
  [/^my (?:budget|monthly budget|total budget|max budget)(?: for [\w ]+)?$/i, "budget", "money"],
  [/^my (?:bank|mortgage|(?:[\w-]+ )?account|savings|isa|loan)$/i, "banks_with", "org"],
  [/^my (?:hometown|home town|birthplace)$/i, "from", "place"],
  [/^my (?:home|home base|current home|base)$/i, "lives_in", "place"],
  // "our flat's in Tampere": where the home is, which only "in" or "near" tells ("my flat is tiny" says nothing).
  [/^my (?:(?:new|current|rented|little|family)\s+)?(?:flat|apartment|house|place|condo|townhouse|home)$/i, "lives_in", "place"],
  [/^my (?:native|first|mother) (?:language|tongue)$/i, "speaks", "lang"],
  [/^my (?:preferred|chosen|default) language$/i, "preferred_language", "lang"],
  [/^my (?:diet)$/i, "diet", "diet"],
  [/^my (?:allergies|allergy|food allergies|food allergy)$/i, "allergic_to", "thing"],
  [/^my (?:school|university|college|uni)$/i, "studies_at", "school"],
  [/^my (?:alma mater)$/i, "graduated_from", "school"],
  [/^my (?:medication|meds|medications)$/i, "takes_medication", "med"],
  [/^my (?:all[- ]time |absolute |current )?favou?rite(?: [\w -]+)?$/i, "favorite", "thing"],
  [/^my (?:go-to|go to|usual|regular|default|staple|comfort)(?: [\w -]+)?$/i, "favorite", "thing"],
  [/^my (?:main |favou?rite |current )?(?:hobbies|hobby|interests|passions|passion|pastimes|pastime|guilty pleasures?|weakness|obsession)$/i, "likes", "thing"],
  [/^my (?:new |current |old |first )?(?:car|truck|van|bike|motorcycle|motorbike|scooter|phone|cell|cellphone|laptop|computer|tablet|camera|watch|console|e-bike|ride|daily driver|guitar|piano)$/i, "owns", "thing"],
];

function attribute(phrase: string, rest: string, ctx: Ctx, weight: number): CandidateFact[] | null {
  // `phrase` is "my favorite color" and `rest` "is blue", or phrase "I" and rest unrelated.
  let subjectPhrase = phrase;
  let value = rest;
  const m = rest.match(/^(?:is|are|'s|was|were)\s+(?:now\s+|still\s+)?(.+)$/i);
  if (!/^my\s/i.test(phrase) || !m) return null;
  value = m[1]!;
  const past = /^(?:was|were)\b/i.test(rest);
  subjectPhrase = subjectPhrase.trim();
  for (const [re, pred, kind] of ATTRIBUTES) {
    if (!re.test(subjectPhrase)) continue;
    if (/^not\b/i.test(value)) return [];
    if (pred === "lives_in" && !/^my (?:home|home base|current home|base)$/i.test(subjectPhrase) && !(ctx.cased ? /^(?:in|near)\s+[A-Z]/.test(value) : /^(?:in|near)\s/i.test(value) && isPlace(value.replace(/^(?:in|near)\s+/i, "").replace(/[.!,]+$/, "").toLowerCase(), true))) return [];
    value = withoutContrast(`x ${value}`).slice(2);
    // "my birthday is next week" says when it comes round, not the date.
    if (pred === "birthday" && !/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(value.replace(/^(?:on|in)\s+/i, "").replace(/^(?:next|this|last)\s+\w+|^(?:tomorrow|today|soon)\b/i, ""))) return [];
    if (pred === "job_title" && /^(?:at|with|for)\s+/i.test(value)) {
      const org = cleanObject(value.replace(/^(?:at|with|for)\s+/i, ""), "org", ctx);
      return org ? [fact(SELF, "self", `${subjectPhrase.replace(/^my\s+/i, "")} is at`, "works_at", org, "organization", false, past ? "past" : "current", null, null, 0.9 * weight)] : [];
    }
    if (pred === "owns") {
      if (!(ctx.cased ? /^(?:an?\s+|the\s+)?(?:(?:\d{4}|new|used|old|red|blue|black|white|grey|gray|silver)\s+)*[A-Z0-9]/.test(value) : /^(?:an?)\s/i.test(value))) return [];
      const v = cleanObject(value, "thing", ctx);
      return v ? [fact(SELF, "self", `${subjectPhrase.replace(/^my\s+/i, "")} is`, "owns", v, "product", false, past ? "past" : "current", null, null, 0.85 * weight)] : [];
    }
    let v = value.replace(pred === "banks_with" ? /^(?:in|at|on|with)\s+(?=[A-Z\d])/i : /^(?:in|at|on)\s+(?=[A-Z\d])/i, "");
    const many = MULTI(pred) && pred !== "favorite" ? splitList(v) : pred === "favorite" ? splitList(v) : [v];
    const outs: CandidateFact[] = [];
    for (const item of many) {
      const clean = pred === "job_title" ? cleanObject(item, "title", ctx) : cleanObject(item, kind, ctx);
      if (!clean) continue;
      const raw = `${subjectPhrase.replace(/^my\s+/i, "")} is`;
      const type = typeOf(clean, KIND_TYPE[kind]);
      outs.push(fact(SELF, "self", raw, pred, clean, type, isLiteral(clean, kind), past && pred !== "birthday" && pred !== "name" ? "past" : "current", null, null, 0.9 * weight));
    }
    return outs;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Clauses from pieces: a piece without a subject borrows the previous one's when that yields a fact.

const OWN_SUBJECT = /^(?:(?:and|but|so|also|then|now|plus|though|because|since|as|although|while|where|whereas|which means|meaning)\s+)*(?:(?:the|my|our)\s+(?:[\w-]+\s+)?(?:doctor|doc|gp|allergist|dermatologist|specialist|nurse|consultant|cardiologist|psychiatrist|tests?|results?)\s+(?:has\s+|have\s+|finally\s+|just\s+|also\s+)*(?:confirmed|says|said|showed|shows|found|put\s+me\s+on|prescribed)|i|i'm|i've|i'll|i'd|we|we're|we've|my|our|he|she|he's|she's|it's|it is|that's|that is|this is|there's|please|always|never|don't|do not|call me|you|if|when|what|where|how|why|who|which|can|could|would|should|do|does|did|is|are|will|any|hi|hello|hey|thanks|thank you)\b/i;
/** "..., the old town is gorgeous": a remark with a subject of its own, never more of the clause before. */
const OWN_THING_SUBJECT = /^(?:(?:the|this|that|these|those|its)\s+|[A-Z][a-z]+'s\s+)(?:[\w'-]+\s+){0,3}(?:is|are|was|were|has|have|feels|looks|seems)\b/;
/**
 * "switched again, at Sallowmere Stoneworks now": after words of a job changing, a workplace said with "now" is
 * news of its own, not where the clause before happened ("had dinner, at Nobu now" stays one clause).
 */
const AT_NAMED_NOW = /^(?:at|with)\s+[A-Z][\w&.'-]*(?:\s+(?:&\s+)?[A-Z][\w&.'-]*){0,3}\s+(?:now|these days|nowadays)\s*[.!]*$/;
/** "..., so forgive the odd weird phrasing": an aside to the listener, never more of the statement before it. */
const LISTENER_ASIDE = /^(?:(?:so|and|but)\s+)?(?:please\s+)?(?:forgive|excuse|pardon|ignore|bear with|sorry (?:for|about)|apologies for)\b/i;
const JOB_CHANGE_WORD = /\b(?:switch(?:ed|ing)?|jobs?|gig|role|employers?|left|quit|moved on|changed|hired|started|resigned|jumped ship)\b/i;
const LEADING_CONJ = /^(?:(?:and|but|so|also|then|plus|though|because|since|as|although|while|whereas|which means|meaning|where)\s+)+(?=(?:i|i'm|i've|we|my|our|he|she)\b)/i;
const COPULA_CONTINUATION = /^(?:\d{1,3}(?:\s+years old)?$|from\s|originally from\s|based in\s|a\s|an\s|allergic\s|married\s|fluent\s|conversational\s|proficient\s|still\s)/i;

/** "Driftwood Media kept me on", "Marrow & Finch doesn't care": a name with a verb of its own starts a clause. */
function namedActor(text: string): boolean {
  const m = text.match(/^([A-Z][\w'-]*(?:\s+(?:&\s+)?[A-Z][\w'-]*){0,3})\s+([a-z']+)\b/);
  if (!m || NOT_NAMES.has(m[1]!.toLowerCase().split(/\s+/)[0]!)) return false;
  const w = m[2]!.toLowerCase();
  return /^(?:is|was|has|had|lives|works|does|did|doesn't|didn't|isn't|wasn't|can|could|will|won't|would|just|still|also|never|always|let|lets|kept|keeps|said|says|told|tells|gave|gives|sent|sends|offered|offers|made|makes|transferred|laid|pays|paid)$/.test(w) || PAST_VERBS.has(w);
}

function subjectPhraseOf(clause: string, st: State): string | null {
  const c = canon(clause).replace(FILLER, "").replace(TELL_THAT, "").replace(TIME_LEAD, "");
  const s = parseSubject(c, st.ctx, st.lastOther);
  if (!s || s.relationOnly) return null;
  return s.phrase;
}

/** The speaker's employer named as such, in a sentence that renames it. */
const WORKPLACE = /\b(?:my\s+(?:(?:current|new)\s+)?(?:company|employer|firm|workplace|startup|agency|work|job|office)\b|(?:company|firm|startup|place|agency|business|organi[sz]ation|shop|studio|practice)\s+(?:where\s+)?(?:i|we)\s+(?:work|am\s+employed|'m\s+employed)|(?:i|we)\s+(?:work|am\s+employed|'m\s+employed)\s+(?:at|for|by|in)|employed\s+by|where\s+(?:i|I)(?:'ve|\s+have)\s+been\s+(?:working\s+)?(?:for\s+\w+\s+(?:years|months)|since))/i;
const BANK = /\bmy\s+(?:bank|building society|credit union)\b/i;

/** A clause reported by another: after "that", "told me", "said"; never after words that doubt or wish it. */
const EMBEDDED = /\b(?:that|told\s+(?:me|us|everyone|them|him|her)|tells\s+(?:me|us)|informed\s+(?:me|us)|let\s+(?:me|us)\s+know|said|says|announced|explain(?:ed)?|admit(?:ted)?|confess(?:ed)?|news\s+is)\s+(?:that\s+)?((?:i|we)(?:'m|'re|'ve)?\s+\S.*)$/i;
const NON_FACTIVE = /\b(?:if|whether|hope|hoping|wish|wishes|think|thinks|thought|doubt|assume|pretend|pretending|dream|imagine|imagined|suppose|worried|worry|afraid|fear|unless|when|once|ask|asked|asking|wonder|wondering|pray|praying|sure|bet|rumou?r|claims?|claimed|jok(?:e|ed|ing)|kidding|not|never|n't|don't|didn't)\b|\?/i;

function embeddedClause(clause: string): string | null {
  const m = clause.match(EMBEDDED);
  if (!m || m.index === undefined || m.index === 0) return null;
  if (NON_FACTIVE.test(clause.slice(0, m.index))) return null;
  return m[1]!;
}

/** "When you give me recipes", "if I'm asking about travel", "whenever we get into a long session": a condition on an order. */
const ORDER_CONDITION = /^\s*(?:when|whenever|if|any\s*time|every time|each time)\s+(?:you\b|(?:i|we)(?:\s+(?:am|are)\s+|'m\s+|'re\s+|\s+)(?:ask|asking|send|sending|share|sharing|paste|give|request|need|want|say|mention|write|writing|upload|get into|get|start|use|type|message|talk|plan|planning|book|booking|travel|travelling|code|coding|work on|working on)\b)/i;
const ORDER_VERB = /^(?:use|give|show|put|write|format|add|include|keep|make|mention|tell|ask|remind|convert|list|check|double-check|explain|point out|flag|stick to|assume|start|end|say|lead with|answer|reply|respond|suggest|skip|avoid|don't|do not|never|always|please)\b/i;

/** A standing order with its condition: after a comma, or (texted) with none ("when you write emails for me keep them short"). */
function standingCondition(ps: { text: string }[]): boolean {
  const head = ps[0]?.text ?? "";
  const cond = head.match(ORDER_CONDITION);
  if (!cond) return false;
  if (ps.length > 1) return ps.slice(1).some((p) => IMPERATIVE_START.test(p.text) || ORDER_VERB.test(p.text));
  // No comma: the order starts at a verb further on, not the condition's own and not after a subject or "to".
  const words = head.slice(cond[0].length).trim().split(/\s+/);
  for (let i = 1; i < words.length - 1; i++) {
    if (/^(?:to|i|you|we|they|he|she|it|will|would|can|could|should|must|not|and|or|the|a|an|my|your)$/i.test(words[i - 1]!)) continue;
    if (ORDER_VERB.test(words.slice(i).join(" "))) return true;
  }
  return false;
}

/** Respellings the normalizer makes, matched back to what was written. */
const RESPELT: Record<string, string> = { "don't": "(?:don'?t|do not|not)", "doesn't": "(?:doesn'?t|does not)", "can't": "(?:can'?t|cannot)", "won't": "(?:won'?t|will not)", "i'm": "(?:i'?m|i am)", "you": "(?:you|u)", "your": "(?:your|ur)", "please": "(?:please|pls|plz)", "to": "(?:to|2)", "right now": "(?:right now|rn)", "tomorrow": "(?:tomorrow|tmrw|tmrrw|tmw)", "with": "(?:with|w/)", "without": "(?:without|w/o)" };

/** The words of `object` as they stand in the original text, when they can be found there; else `object`. */
function asWritten(object: string, original: string): string {
  if (original.includes(object)) return object;
  const tokens = object.split(/\s+/).map((w) => RESPELT[w.toLowerCase()] ?? esc(w).replace(/'/g, "['\u2019]?"));
  const phrases = Object.keys(RESPELT).filter((k) => k.includes(" "));
  let src = tokens.join("\\s+");
  for (const p of phrases) src = src.replace(p.split(" ").map((w) => RESPELT[w] ?? w).join("\\s+"), RESPELT[p]!);
  const m = original.match(new RegExp(src, "i"));
  return m ? m[0] : object;
}

/** "And now Ljubljana!", "Lisbon at last!": a place cheered on its own, where the speaker has just landed. */
const HERE_AT_LAST = /^(?:(?:[Aa]nd\s+)?[Nn]ow\s+|[Ff]inally\s+|(?:[Hh]ello|[Gg]reetings)\s+from\s+|[Ww]elcome\s+to\s+)?(\p{L}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2})(?:\s+(?:now|at last|it is|baby))?\s*[!.]*$/u;

const GREETING = /^(?:hi|hey|hello|hiya|howdy|good (?:morning|afternoon|evening))(?: there| all| again| everyone)?[\s,.!:;-]*$/i;

/** "two kids", "a kitten yesterday, Pistachio": a relation counted, perhaps with names already after it. */
const COUNTED_RELATION = new RegExp(`\\b(?:a|an|one|two|three|four|five|\\d)\\s+(?:[\\w-]+\\s+){0,2}(?:${ROLE_WORDS})s?(?:\\s+(?:yesterday|today|this morning|last night|last week|last weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)))?(?:,?\\s+(?:and\\s+)?[A-Z][\\w'-]*)*$`);

export function extractSync(text: string, now: string): Extraction {
  const normalized = normalize(text);
  const st: State = { now: parseNow(now), ctx: { cased: isCased(normalized) }, lastOther: null };
  const facts: CandidateFact[] = [];
  const aliases: CandidateAlias[] = [];
  // "Sorry, I mixed them up. I take gabapentin, not naproxen.": a lead said as its own sentence marks the next.
  let leadBefore = false;
  /** The message's earlier sentences: "We adopted a kitten!! Her name is Saffi" names what a sentence before introduced. */
  let told = "";
  for (const raw of sentences(normalized)) {
    const sentence = { ...raw, text: paraphraseSentence(raw.text).replace(ASIDE, " ").replace(TRAIL_TAGS, "").replace(CHOICE_LEAD, "given the choice ").replace(FRONTED_TASTE, (_, thing: string, who: string | undefined, verb: string, tail: string) => `${who ?? "I"} ${verb} ${thing}${tail}`).replace(ALWAYS_TASTE, "I prefer $1").replace(OVER_TASTE, (all, a: string, b: string) => (/\b(?:i|you|he|she|they|we|it|is|are|was|game|all|head|heels|me)\b/i.test(`${a} ${b}`) ? all : `I prefer ${a} over ${b}`)) };
    const al = findAliases(sentence.text, st.ctx.cased);
    aliases.push(...al.aliases);
    for (const n of al.selfNames) facts.push(fact(SELF, "self", n.raw, "name", n.name, "concept", true, "current", null, null, 0.9));
    // The rename sentence may still say something else ("I work at Acme, which is now called Initech"):
    // those facts carry the new name, which is what is true now.
    const renames = al.aliases.filter((a) => a.from !== SELF);
    const sentenceStart = facts.length;
    st.lastTime = null;
    // "Crazy week - the movers came...", "Latest chapter: we've landed in Brisbane": a headline over the news,
    // no statement of its own (a time word stays: "last year - ..." dates what follows).
    sentence.text = sentence.text.replace(HEADLINE, "").replace(RULE_LEAD, "from now on, ");
    let ps = pieces(sentence.text);
    // "When you give me recipes, use grams", "if I ask for a recipe, include the calories": a standing order with its condition.
    if (!sentence.question && standingCondition(ps)) {
      facts.push(fact(SELF, "self", "when you", "instruction", sentence.text.replace(/[.!]+$/, "").trim(), "concept", true, "current", null, null, 0.8));
      continue;
    }
    if (ps.length && /^\s*(?:if|what if|suppose|imagine|assuming|hypothetically|in case)\b/i.test(ps[0]!.text)) continue;
    const replaced = sentence.question ? null : cancelledPlan(canon(sentence.text).replace(/[.!]+$/, "").replace(FILLER, "").trim(), st.ctx);
    if (replaced && replaced.length > 1) {
      facts.push(...replaced);
      continue;
    }
    const replacements = () => st.replacements?.length ?? 0;
    const replacedBefore = replacements();
    const leadOnly = !sentence.question && sentence.text.replace(/[.!:]+$/, "").trim().replace(INTERJECTION, "").replace(CORRECTION_LEAD, "").trim() === "";
    const marked = leadBefore;
    leadBefore = leadOnly;
    if (leadOnly) continue;
    const arrived = sentence.question ? null : canon(sentence.text).replace(FILLER, "").match(HERE_AT_LAST);
    if (arrived && isPlace(arrived[1]!.toLowerCase())) st.herePlace = st.lastPlace = arrived[1]!;
    const corrected = sentence.question ? null : correction(marked ? `sorry, ${sentence.text}` : sentence.text, st);
    if (corrected) {
      facts.push(...corrected);
      continue;
    }
    if (replacements() > replacedBefore) continue;
    // "got married in June, so it's Laura Park now, not Laura Kim": the correction closes the sentence; what
    // leads up to it is read as usual.
    const tail = sentence.question ? null : sentence.text.replace(/[.!]+$/, "").match(CORRECTION_TAIL);
    const tailed = tail ? correction(tail[2]!, st) : null;
    if (tailed) facts.push(...tailed);
    if (tail && (tailed || replacements() > replacedBefore)) ps = pieces(tail[1]!);
    const clauses: string[] = [];
    let cur: string | null = null;
    for (const p of ps) {
      if (cur === null) {
        cur = p.text;
        continue;
      }
      // "From now on, write in Python": the marker belongs to the order that follows.
      if (/^(?:from now on|going forward|in (?:the )?future|moving forward|by default|as a rule|for future reference|please|also|oh|ok|okay|one more thing|and)$/i.test(cur.trim())) {
        cur = `${cur}, ${p.text}`;
        continue;
      }
      const text = p.text.replace(LEADING_CONJ, "").replace(/^(?:so|and so|therefore|hence|in short)\s*:\s*/i, "");
      // "... - turns out I'm allergic to X": a lead before the subject does not make the piece part of the last one.
      const led = canon(text).replace(FILLER, "").replace(TELL_THAT, "");
      if (OWN_SUBJECT.test(text) || TIME_LEAD.test(text) || OWN_THING_SUBJECT.test(text) || (led !== canon(text) && OWN_SUBJECT.test(led)) || (st.ctx.cased && (namedActor(text) || (AT_NAMED_NOW.test(text) && JOB_CHANGE_WORD.test(cur)))) || LISTENER_ASIDE.test(text)) {
        clauses.push(cur);
        cur = text;
        continue;
      }
      // "we have two kids, Max and Lily", "adopted a kitten yesterday, Pistachio": the names belong to the
      // relation just counted, whenever it came about.
      if (st.ctx.cased && /^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?$/.test(p.text.trim()) && !NOT_NAMES.has(p.text.trim().toLowerCase()) && COUNTED_RELATION.test(cur)) {
        cur = `${cur}${p.joiner === "," ? "," : ` ${p.joiner}`} ${p.text}`;
        continue;
      }
      const seen = placeIn(cur, st.ctx);
      if (seen) st.lastPlace = seen;
      // "I accepted an offer from Northmere and started there this week": "there" is the employer just named.
      if (/\bthere\b/i.test(text)) {
        const org = clauseFacts(cur, { ...st }).filter((f) => f.subject === SELF && f.predicate === "works_at" && f.tense !== "past").pop();
        if (org) st.lastOrg = org.object;
      }
      const phrase = subjectPhraseOf(cur, { ...st });
      let joined = false;
      if (phrase !== null) {
        const trial = `${phrase} ${text}`;
        // Only what the continuation adds counts: "my wife Sarah and I" names Sarah whatever follows.
        const own = new Set(mentions(canon(phrase), st.ctx).map((f) => `${f.predicate}|${f.object}`));
        // "I like chess, golf and tennis": a bare hobby word in a list is an item, not "I golf".
        const listItem = PLAIN_PASTIME.test(text.trim()) && /^(?:,|and|or)$/.test(p.joiner) && /\b(?:likes?|loves?|enjoys?|adore|hate|dislike|prefer|into|fan of|hobbies are)\b/i.test(cur);
        if (!listItem && clauseFacts(trial, { ...st }).length) {
          clauses.push(cur);
          cur = trial;
          joined = true;
        } else if (/^(?:i|we)$/i.test(phrase) && /^(?:i\s+am|i'm|we\s+are|we're)\b/i.test(canon(cur).replace(FILLER, "")) && COPULA_CONTINUATION.test(text)) {
          const t2 = `${phrase} ${/^we/i.test(phrase) ? "are" : "am"} ${text}`;
          if (clauseFacts(t2, { ...st }).length) {
            clauses.push(cur);
            cur = t2;
            joined = true;
          }
        }
      }
      // "don't use American spelling, use British": the order and its contrast are one.
      const dont: RegExpMatchArray | null = cur.match(/^(?:please\s+)?(?:don't|do not|never|not)\s+([a-z]+)\b/i);
      if (!joined && dont && new RegExp(`^(?:please\\s+)?${dont[1]}\\b`, "i").test(text)) {
        cur = `${cur}, ${p.text}`;
        continue;
      }
      if (!joined && IMPERATIVE_START.test(text)) {
        // "respond in French and keep it short": a second order, not a continuation of the first clause.
        clauses.push(cur);
        cur = text;
        joined = true;
      }
      if (!joined) {
        const appended: string = `${cur}${p.joiner.startsWith(",") ? "" : " "}${p.joiner} ${p.text}`;
        // "I'm not vegan anymore, started eating fish again": a clause whose "I" was dropped is news of its own
        // when reading it into the clause before would lose what that clause says ("I work at Acme, started
        // in May" still reads whole).
        if (p.joiner.startsWith(",") && impliedSelf(canon(text)) !== null && clauseFacts(cur, { ...st }).length && !clauseFacts(appended, { ...st }).length) {
          clauses.push(cur);
          cur = text;
        } else cur = appended;
      }
    }
    if (cur !== null) clauses.push(cur);
    // A question: its last clause asks; earlier ones may still state ("I'm vegan, what should I cook?").
    const last = clauses[clauses.length - 1] ?? "";
    const usable = sentence.question && !askedToLast(last) ? clauses.slice(0, -1) : clauses;
    for (const cl0 of usable) {
      // "I avoid mushrooms because I hate them": the pronoun is the thing the sentence just named.
      const prev = facts.length > sentenceStart ? facts[facts.length - 1]! : null;
      const cl = prev && prev.subject === SELF && prev.object_type !== "person" && prev.predicate !== "instruction" && PRONOUN_TASTE.test(cl0.trim()) ? cl0.trim().replace(PRONOUN_TASTE, (_, head: string, tail: string) => `${head}${prev.object}${tail}`) : cl0;
      const before = facts.length;
      facts.push(...clauseFacts(cl, st), ...clauseEndings(cl, st), ...clauseRealizations(cl, st));
      // "my manager told me I'm the new head of sales", "I had to explain that we broke up": news reported
      // inside another clause is read on its own when the outer clause says nothing.
      const inner = facts.length === before ? embeddedClause(cl) : null;
      if (inner) facts.push(...clauseFacts(inner, st), ...clauseEndings(inner, st));
      // A greeting alone ("Hi there, it's Dana") does not move the intro out of first place.
      if (!GREETING.test(cl.trim()) && cl.replace(FILLER, "").replace(/[\s,.!:;-]+/g, "")) st.clauseIndex = (st.clauseIndex ?? 0) + 1;
      const place = placeIn(cl, st.ctx);
      if (place) st.lastPlace = place;
      // What the clause said counts too: "we've decided on Gdańsk" names no place with a preposition.
      for (const f of facts.slice(before)) {
        if (f.subject !== SELF) continue;
        if (f.predicate === "lives_in" && f.tense !== "past") st.lastPlace = st.herePlace = f.object;
        if (f.predicate === "works_at" && f.tense !== "past") st.lastOrg = f.object;
        if (f.predicate === "studies_at" && f.tense !== "past") st.lastSchool = f.object;
        // A guessed pick may be either: "went with Chewy instead, started there on Monday".
        if (f.predicate_guessed && f.tense !== "past") st.lastOrg = f.object;
      }
    }
    // "I'm Katherine but please call me Kat": the name the speaker asks for is the one that holds, and
    // "call me Kat" is a rename, not an order.
    if (al.selfNames.length) {
      for (let i = facts.length - 1; i >= sentenceStart; i--) if (facts[i]!.predicate === "instruction" && /\bcall\s+me\b/i.test(facts[i]!.object)) facts.splice(i, 1);
      const asked = new Set(al.selfNames.map((n) => n.name.toLowerCase()));
      // The new name is the speaker's, never a thing read from the same words ("took my husband's name, Garcia").
      for (let i = facts.length - 1; i >= sentenceStart; i--) if (facts[i]!.subject === SELF && (facts[i]!.predicate === "name" ? !asked.has(facts[i]!.object.toLowerCase()) : asked.has(facts[i]!.object.toLowerCase()))) facts.splice(i, 1);
      // The name left behind is a former name: closing it is what the rename means.
      for (const old of al.formerSelf) facts.push(fact(SELF, "self", "former name", "name", old, "concept", true, "past", null, null, 0.8));
    }
    if (!sentence.question && st.ctx.cased) namedAfter(sentence.text, facts, sentenceStart, told);
    told += ` ${sentence.text}`;
    if (!sentence.question && st.ctx.cased) {
      for (const child of bornChildren(sentence.text)) {
        if (!facts.slice(sentenceStart).some((f) => f.predicate === "has_child" && f.object === child)) facts.push(fact(SELF, "self", /\badopted\b/i.test(sentence.text) ? "adopted" : "was born", "has_child", child, "person", false, "current", null, null, 0.8));
      }
    }
    if (renames.length) {
      // A value cut short of the old name ("Brightfield" of "Brightfield Labs") is the same thing renamed.
      const renamed = (s: string) => renames.find((a) => a.from.toLowerCase() === s.toLowerCase() || (s.length > 2 && a.from.toLowerCase().startsWith(`${s.toLowerCase()} `)))?.to ?? s;
      for (let i = sentenceStart; i < facts.length; i++) facts[i] = { ...facts[i]!, subject: renamed(facts[i]!.subject), object: renamed(facts[i]!.object) };
      // "Pepper goes by Biscuit now", "my friend Radka, she changed her name to Rada": a name of someone else's
      // read from the rename is the rename itself, said again.
      const newNames = new Set(renames.map((a) => a.to.toLowerCase()));
      for (let i = facts.length - 1; i >= sentenceStart; i--) if (facts[i]!.predicate === "name" && facts[i]!.subject !== SELF && (facts[i]!.subject.toLowerCase() === facts[i]!.object.toLowerCase() || newNames.has(facts[i]!.object.toLowerCase()))) facts.splice(i, 1);
      // "the firm I am employed by, Harcourt & Pell, now trades as Pell Advisory": the renamed employer (or
      // bank) is the speaker's, under its new name.
      // "our hamster was fudge but the kids renamed him gizmo": a pet renamed is still the speaker's pet.
      const petRename = renames.find((a) => a.subject_type === "unknown");
      if (petRename && !facts.slice(sentenceStart).some((f) => f.subject === SELF && f.predicate === "has_pet")) facts.push(fact(SELF, "self", "renamed", "has_pet", petRename.to, "unknown", false, "current", null, null, 0.8));
      const place = renames.find((a) => a.subject_type === "organization");
      if (place) {
        const held = WORKPLACE.test(sentence.text) ? "works_at" : BANK.test(sentence.text) ? "banks_with" : null;
        if (held && !facts.slice(sentenceStart).some((f) => f.subject === SELF && f.predicate === held)) facts.push(fact(SELF, "self", held === "works_at" ? "my company" : "my bank", held, place.to, "organization", false, "current", null, null, 0.8));
      }
    }
  }
  // The cue and the place may sit in different sentences ("we made it to Santa Fe. now to unpack 40 boxes").
  // "We made it to Santa Fe" is a trip's end, or a move's when the message cues a home.
  const arrival = (f: CandidateFact) => f.predicate === "visited" && /^made it\b/.test(f.predicate_raw);
  if (!facts.some((f) => f.subject === SELF && (f.predicate === "lives_in" || f.predicate === "visited") && !arrival(f))) {
    const told = sentences(normalized).filter((x) => !x.question).map((x) => x.text).join(" ");
    const home = cuedHome(told, st.ctx);
    if (home) {
      for (let i = facts.length - 1; i >= 0; i--) if (facts[i]!.subject === SELF && arrival(facts[i]!)) facts.splice(i, 1);
      facts.push(fact(SELF, "self", "home", "lives_in", home, "place", false, "current", null, null, 0.75));
    }
  }
  // "Globex hired me, I begin on June 3": the message says when the job starts, so it has not started yet.
  const ahead = new Set(facts.filter((f) => f.predicate === "works_at" && f.tense === "planned" && f.valid_from !== null && f.valid_from > iso(st.now)).map((f) => `${f.subject}|${f.object.toLowerCase()}`));
  for (let i = facts.length - 1; i >= 0; i--) if (facts[i]!.predicate === "works_at" && facts[i]!.tense === "current" && ahead.has(`${facts[i]!.subject}|${facts[i]!.object.toLowerCase()}`)) facts.splice(i, 1);
  // "I accepted an offer from Northmere and started there this week": a plan the message also says has begun.
  const begun = new Set(facts.filter((f) => f.predicate === "works_at" && f.tense === "current").map((f) => `${f.subject}|${f.object.toLowerCase()}`));
  for (let i = facts.length - 1; i >= 0; i--) if (facts[i]!.predicate === "works_at" && facts[i]!.tense === "planned" && (facts[i]!.valid_from === null || facts[i]!.valid_from! <= iso(st.now)) && begun.has(`${facts[i]!.subject}|${facts[i]!.object.toLowerCase()}`)) facts.splice(i, 1);
  // "I've given up Warhammer, I'm not into it anymore": a taste ended, not a thing avoided.
  const endedTastes = new Set(facts.filter((f) => f.subject === SELF && f.predicate === "likes" && f.tense === "past").map((f) => f.object.toLowerCase()));
  for (let i = facts.length - 1; i >= 0; i--) if (facts[i]!.subject === SELF && facts[i]!.predicate === "avoids" && endedTastes.has(facts[i]!.object.toLowerCase())) facts.splice(i, 1);
  // A guessed value the message also states with its predicate needs no guess.
  const stated = new Set(facts.filter((f) => !f.predicate_guessed).map((f) => `${f.subject}|${f.object.toLowerCase()}`));
  const all = dedupe(facts.filter((f) => !f.predicate_guessed || !stated.has(`${f.subject}|${f.object.toLowerCase()}`)));
  const endings = all.filter((f) => f.predicate === ENDS || f.predicate.startsWith(ENDS_KEYED)).map((f) => ({
    object: f.object, raw: f.predicate_raw, valid_until: f.valid_until, ...(f.predicate.startsWith(ENDS_KEYED) ? { predicates: f.predicate.slice(ENDS_KEYED.length).split(",") } : {}),
  }));
  // A realization only stands in for a value the message does not name ("I graduated from Duke yesterday" names it).
  const named = new Set(all.filter((f) => f.subject === SELF).map((f) => f.predicate));
  const realizations = all.filter((f) => f.predicate.startsWith(REALIZES) && !named.has(f.predicate.slice(REALIZES.length))).map((f) => ({ predicates: [f.predicate.slice(REALIZES.length)], raw: f.predicate_raw, valid_from: f.valid_from }));
  const namings = all.filter((f) => f.predicate === NAMES_HELD).map((f) => ({ name: f.object, raw: f.predicate_raw }));
  // An instruction keeps the speaker's own words ("dont ever round numbers"), which normalizing respelled.
  const kept = all.map((f) => (f.predicate === "instruction" ? { ...f, object: asWritten(f.object, text) } : f));
  return {
    facts: kept.filter((f) => f.predicate !== ENDS && !f.predicate.startsWith(ENDS_KEYED) && !f.predicate.startsWith(REALIZES) && f.predicate !== NAMES_HELD),
    aliases: dedupeAliases(aliases),
    ...(endings.length ? { endings } : {}),
    ...(st.replacements?.length ? { replacements: st.replacements } : {}),
    ...(realizations.length ? { realizations } : {}),
    ...(namings.length ? { namings } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// A name given after the one it names: "I have one daughter, her name is Selin", "the kids talked me into a
// guinea pig, his name is Pickle", "we got a hamster too his name is Sprout".

// "we had a baby boy and named him Tomasz": the naming as something the speaker did.
const NAME_AFTER = /\b(?:(?:[Hh]is|[Hh]er|[Ii]ts|[Tt]heir)\s+name(?:'s|\s+is)|(?:[Hh]e|[Ss]he|[Ii]t)(?:'s|\s+is)\s+(?:called|named)|(?:named|called|have\s+named|'ve\s+named)\s+(?:him|her|it))\s+([A-Z][\w'-]+)/;
const NAMED_KIN: Record<string, string> = { boy: "has_child", girl: "has_child", son: "has_child", daughter: "has_child", baby: "has_child", brother: "has_sibling", sister: "has_sibling" };
const NEW_ONE = new RegExp(`\\b(?:a|an|another|one|(?:a\\s+)?second|(?:a\\s+)?third|new)\\s+(?:[\\w-]+\\s+){0,2}?(${[...PETS, ...Object.keys(NAMED_KIN)].sort((a, b) => b.length - a.length).map(esc).join("|")})\\b`, "gi");

/** The generic value the sentence just gave (or the animal or child it introduced) takes the name after it. */
/** Pseudo-predicate of a naming with nothing in the message to name (becomes `Extraction.namings`). */
const NAMES_HELD = "names:held";
/** What may come before the naming words when nothing else is spoken of: "so we", "finally I've", "update:". */
const OPENS_ON_NAMING = /^(?:(?:so|and|oh|well|ok|okay|yeah|also|btw|update|finally|just|already|we|i|we've|i've|have|'ve|we've\s+finally|decided\s+to)\b[\s,:!.-]*)*$/i;

function namedAfter(text: string, facts: CandidateFact[], start: number, earlier = ""): void {
  const m = text.match(NAME_AFTER);
  if (!m || NOT_NAMES.has(m[1]!.toLowerCase())) return;
  const name = m[1]!;
  const own = text.slice(0, m.index);
  // A sentence that opens on the name ("Her name is Saffi") names what the sentence before it introduced.
  const opens = !own.trim() && earlier.trim() !== "";
  const before = opens ? `${earlier} ${own}` : own;
  const generic = (f: CandidateFact) => f.subject === SELF && /^(?:has_pet|has_child|has_sibling)$/.test(f.predicate) && !/[A-Z]/.test(f.object);
  for (let i = facts.length - 1; i >= (opens ? 0 : start); i--) {
    if (facts[i]!.object === name) return;
    if (generic(facts[i]!) && before.toLowerCase().includes(facts[i]!.object.toLowerCase())) {
      facts[i] = { ...facts[i]!, object: name, object_type: facts[i]!.predicate === "has_pet" ? "unknown" : "person", object_is_literal: false, names: facts[i]!.object };
      return;
    }
  }
  // A message that opens on the naming ("We named him Rocket!", "Her name is Luna") names what the message
  // before it told of: the pipeline gives the name to the speaker's pet or child held only by its kind.
  if (!earlier.trim() && OPENS_ON_NAMING.test(own)) {
    facts.push(fact(SELF, "self", m[0].replace(/\s+\S+$/, "").toLowerCase(), NAMES_HELD, name, "unknown", false, "current", null, null, 0.8));
    return;
  }
  // Across sentences only a generic value the speaker holds takes the name ("My sister got a cat. Her name is Mochi").
  const intro = opens ? undefined : [...before.matchAll(NEW_ONE)].pop();
  if (!intro) return;
  const word = intro[1]!.toLowerCase();
  const pred = NAMED_KIN[word] ?? "has_pet";
  facts.push({ ...fact(SELF, "self", `${word} named`, pred, name, pred === "has_pet" ? "unknown" : "person", false, "current", null, null, 0.8), names: word });
}

// ---------------------------------------------------------------------------------------------------------
// Corrections: "actually I meant Lisbon, not Porto", "sorry, I said Porto but it's Lisbon", "wait, not Porto -
// Lisbon". The right value is a current fact; the retracted one comes out as the same predicate in the past,
// so the store closes it even on a multi-valued predicate (an allergy, a child's name).

const CORRECTION_LEAD =
  /^(?:(?:actually|sorry|correction|oops|whoops|my mistake|my bad|no wait|wait|no|nope|scratch that|typo|to clarify|to be clear|i misspoke|small correction|quick correction|(?:let me|i need to|i must|i have to|i should|allow me to|i'd like to|i would like to) correct (?:myself|that|this)|re-?reading (?:that|this|what i wrote)|looking (?:back )?at (?:that|this|what i wrote) again|(?:let me|i need to|i must|i have to|i should) correct what i (?:wrote|said|typed|told you|put)(?: (?:a moment ago|a minute ago|earlier|before|just now|above|yesterday))?|i (?:mixed|muddled) (?:them|those|it|that|things|the two) up|i got (?:them|those|the two) (?:mixed|muddled) up|i got that wrong|i got it wrong|i was wrong|i keep doing this|i always do this|that was wrong|ugh|sorry about that|my apologies|(?:slight |small |big |quick )?change of plans?|plan change|new plan)\b[,:!.\s-]*)+/i;
/** Interjections before a correction, which do not make it one ("omg no wait, Odense not Aarhus"). */
const INTERJECTION = /^(?:(?:omg|oh my god|ugh|argh|gah|oh|ah|hmm|um|uh|lol|haha|ok|okay|oh no|dammit|damn)\b[,:!.\s-]*)+/i;
/** "the second one is Noodle", "her name is Anna actually": the name alone is the value; whose, the pipeline knows. */
const NAMED_ONE = new RegExp(
  `^(?:(?:his|her|their|its)\\s+name\\s+(?:is|was)|(?:he|she|it|they)(?:'s|\\s+is|\\s+are)\\s+(?:called|named)|(?:the\\s+)?(?:first|second|third|other|last|older|younger|eldest|oldest|youngest|new|big|little)\\s+one(?:'s|\\s+is|\\s+was)(?:\\s+(?:called|named))?` +
    // "correction the greyhound is Pippa not Pippin": the role says which one; the held value says which predicate.
    `|the\\s+${ROLE_ADJ}(?<role>${ROLE_WORDS})(?:'s\\s+name)?(?:'s|\\s+is|\\s+was)(?:\\s+(?:called|named))?)\\s+(?<v>.+)$`,
  "i",
);
/** A name spelled out after it ("Kiera spelled K I E R A"): the spelling is no part of it. */
const SPELLED = /\s+(?:spelled|spelt|spelling|with an?\s+[a-z]\b|as in)\b.*$/i;
/** "ugh I keep doing this - it's Sopra Steria, not Capgemini": a correction after words that lead up to it. */
const CORRECTION_TAIL = /^(.*?)(?:\s+-\s+|[,;:]\s+|\s+(?:so|and|but)\s+)((?:it's|it\s+is|i\s+mean|i\s+meant|meant)\s+[^,]+?,?\s+(?:not|rather\s+than|instead\s+of)\s+.+)$/i;
/** "I said Porto but it's Lisbon": wrong first, right after. */
const SAID_BUT = /^(?:i\s+(?:said|told you|wrote|typed|put|mentioned)|earlier\s+i\s+said|i\s+think\s+i\s+said)\s+(?:that\s+)?(.+?),?\s+but\s+(?:i\s+meant(?:\s+to\s+say)?|it(?:'s|\s+is|\s+was|\s+should\s+(?:be|have\s+been))|(?:the\s+)?(?:right|correct)\s+(?:one|answer)\s+is|actually|really)\s+(.+)$/i;
/** "not Porto - Lisbon", "not Porto, Lisbon", "not Porto but Lisbon": wrong first. */
/** "not sesame, it's mustard I'm allergic to": the "it's" kept as the lead, for the cleft after it. */
const NOT_FIRST = /^not\s+(.+?)(?:\s*[,;:]\s*|\s+-\s+|\s+but\s+)(?:(it's|it is)\s+|(?:is|i meant|i mean|rather)\s+)?(.+)$/i;
/** "I meant Lisbon, not Porto", "it's tree nuts, not peanuts", "I live in Lisbon, not Porto": right first. */
const RIGHT_NOT = /^(?:((?:i\s+)?meant(?:\s+to\s+say)?|i\s+mean|what\s+i\s+meant\s+was|i\s+should\s+have\s+said|it(?:'s|\s+is|\s+was|\s+should\s+be)|make\s+that)\s+)?(.+?),?\s+(?:(?:and\s+)?not|instead\s+of|rather\s+than)\s+(.+)$/i;

/** "I got that wrong: I don't speak Urdu, it's Punjabi": the retracted value negated, the right one after. */
const NEGATED_THEN_RIGHT = /^(i|we)\s+(?:don't|do\s+not|didn't|did\s+not)\s+([a-z]+(?:\s+(?:in|at|for|to|from|with))?)\s+(.+?)\s*[,;]\s*(?:it's|it\s+is|it\s+was|i\s+meant)\s+(.+)$/i;

const KIND_OF: Record<string, ObjKind> = {
  lives_in: "place", from: "place", visited: "place", works_at: "org", studies_at: "school", graduated_from: "school", banks_with: "org",
  has_child: "person", has_sibling: "person", has_parent: "person", has_friend: "person", married_to: "person", partner: "person", knows: "person",
  speaks: "lang", preferred_language: "lang", nationality: "nat", diet: "diet", age: "age", name: "name", job_title: "title", has_condition: "condition",
  takes_medication: "med", earns: "money", budget: "money", birthday: "date", has_pet: "name", has_event: "event", attended: "event",
};

/** A bare value whose kind names the predicate it must be correcting ("Lisbon" → lives_in, "tree nuts" → allergic_to). */
function bareValue(v: string, ctx: Ctx, weight: number): CandidateFact | null {
  const t = v.trim().replace(/[.!,]+$/, "").replace(/\s+(?:instead|then|now|actually|sorry|lol|haha)$/i, "").trim();
  const l = t.toLowerCase().replace(/^(?:the|a|an)\s+/, "");
  const make = (pred: string, kind: ObjKind, type: SubjectType, conf: number) => {
    const o = cleanObject(t, kind, ctx);
    return o ? fact(SELF, "self", "meant", pred, o, type, isLiteral(o, kind), "current", null, null, conf * weight) : null;
  };
  if (LANGUAGES.has(l)) return make("speaks", "lang", "concept", 0.75);
  if (NATIONALITIES.has(l)) return make("nationality", "nat", "concept", 0.75);
  if (DIETS.has(l)) return make("diet", "diet", "concept", 0.75);
  if (ALLERGENS.has(l)) return make("allergic_to", "thing", "concept", 0.7);
  if (/^\d{1,3}$/.test(l)) return make("age", "age", "concept", 0.7);
  if (isPlace(l)) return make("lives_in", "place", "place", 0.75);
  // A capitalized name that is neither an organization nor a word: read as a home, as "I meant Lisbon" is.
  if (ctx.cased && /^[A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+){0,2}$/.test(t) && !NOT_NAMES.has(l.split(/\s+/)[0]!) && !ORG_WORD.test(t) && !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|day$/i.test(l)) {
    return make("lives_in", "place", "place", 0.65);
  }
  return null;
}

function correction(text: string, st: State): CandidateFact[] | null {
  const raw = text.replace(/[.!]+$/, "").trim().replace(INTERJECTION, "");
  const s = raw.replace(CORRECTION_LEAD, "").trim();
  // "Use Celsius, not Fahrenheit": an order with its contrast, read whole as the instruction.
  if (s === raw && IMPERATIVE_START.test(s) && !/^(?:i|we|my)\b/i.test(s)) return null;
  const marked = s !== raw || /^(?:(?:i\s+)?meant|i\s+mean\b|what\s+i\s+meant|i\s+should\s+have\s+said|make\s+that)/i.test(s);
  let right: string, wrong: string, shaped: boolean;
  let lead = "";
  let m: RegExpMatchArray | null;
  if ((m = s.match(SAID_BUT))) [wrong, right, shaped] = [m[1]!, m[2]!, true];
  else if ((m = s.match(NOT_FIRST))) [wrong, right, shaped, lead] = [m[1]!, m[3]!, true, m[2] ?? ""];
  else if (marked && (m = s.match(NEGATED_THEN_RIGHT))) [right, wrong, shaped] = [`${m[1]!} ${m[2]!} ${m[4]!}`, `${m[1]!} ${m[2]!} ${m[3]!}`, true];
  else if ((m = s.match(RIGHT_NOT))) [right, wrong, shaped, lead] = [m[2]!, m[3]!, !!m[1], m[1] ?? ""];
  else if (marked && (m = s.match(/^not\s+(.+)$/i))) [wrong, right, shaped] = [m[1]!, "", true];
  else return null;
  // "not Hannah, no idea why I typed that": the retracted value ends at the afterthought.
  wrong = wrong.split(/\s*[,;]\s*|\s+-\s+/)[0]!;
  // "wait, not shellfish, sorry", "oops, not Tuesday": a value taken back with none in its place. Whatever the
  // speaker holds it under is what ends (an ending closes nothing the speaker never held).
  if (!right.trim() || REMARK_WORD.test(right.trim())) {
    const v = wrong.trim().replace(/[.!]+$/, "");
    const o = v.split(/\s+/).length <= 4 && !REMARK_WORD.test(v) && stripTimes(v).trim() === v && !/\b(?:i|i'm|we|you|he|she|they|it|this|that|there|yet|really|quite|exactly|much|sure|so|at all)\b/i.test(v) ? cleanObject(v, "thing", st.ctx) : null;
    return o ? [fact(SELF, "self", "not", ENDS, o, "unknown", false, "past", null, null, 0.8)] : null;
  }
  const named = right.match(NAMED_ONE);
  if (named) right = named.groups!.v!;
  const namedRole = named?.groups?.role?.toLowerCase();
  right = right.replace(SPELLED, "");
  // "Kiera, not Keira the dictation always gets her name wrong": a name retracted is the name alone.
  if (st.ctx.cased && /^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?$/.test(right.trim())) wrong = wrong.match(/^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*/)?.[0] ?? wrong;
  // "it's pecans I'm allergic to", "tramadol to which I am allergic", "Czech what I speak": the cleft,
  // straightened into its clause (with no connecting word, only after "it's").
  const cleft = !/\b(?:where|that)\s+(?:i|we)\b/i.test(right) || !/^it/i.test(lead)
    ? right.match(/^((?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:(that|which|what|(?:to|for|with|of|in|at|from|on)\s+which)\s+)?((?:i|we)(?:'m|'re|'ve)?\b(?:\s+[\w'-]+){1,6})$/i)
    : null;
  if (cleft && (cleft[2] || /^it/i.test(lead))) {
    const prep = cleft[2]?.match(/^(\w+)\s+which$/i)?.[1];
    right = prep ? `${cleft[3]!} ${prep} ${cleft[1]!}` : `${cleft[3]!} ${cleft[1]!}`;
  }
  if (/\b(?:not|never|no)\b|\?/i.test(right) || wrong.split(/\s+/).length > 8) return null;
  const clause = (t: string) => clauseFacts(t, { ...st, lastOther: st.lastOther });
  // "it's Oslo where I live": the cleft is a clause of its own.
  // "Dana's in Strasbourg, not Stuttgart": a clause about someone named is read whole, too.
  const aboutNamed = st.ctx.cased && /^[A-Z][\w'-]*(?:'s|\s+(?:is|lives|works|was|moved|has))\b/.test(right) && !NOT_NAMES.has(right.split(/[\s']/)[0]!.toLowerCase());
  const rightFacts = /^(?:i|we|my|our)\b/i.test(right) || aboutNamed ? clause(aboutNamed ? right.replace(/^([A-Z][\w-]*)'s\s+(?!(?:been|got|had|gone)\b)/, "$1 is ") : right) : /^it/i.test(lead) && /\b(?:where|that)\s+(?:i|we)\b/i.test(right) ? clause(`${lead} ${right}`) : [];
  const wrongFacts = /^(?:i|we|my|our)\b/i.test(wrong) ? clause(wrong) : [];
  const bareRight = rightFacts.length || wrongFacts.length || /^(?:i|i'm|i've|we|we're|my|our|you|he|she|they|it)\b/i.test(right) || right.split(/\s+/).length > 4 ? null : bareValue(right, st.ctx, 1);
  // "I meant Max and Lola, not Lily": several values, each read alone, all of one kind.
  const bareList = !bareRight && !rightFacts.length && !wrongFacts.length && splitList(right).length > 1 ? splitList(right).map((v) => bareValue(v, st.ctx, 1)) : [];
  const listOk = bareList.length > 1 && bareList.every((f) => f && f.predicate === bareList[0]!.predicate);
  // The right side as a fact: its own clause, the wrong clause's predicate with the right value, or a value read alone.
  let target: CandidateFact | null = null;
  const out: CandidateFact[] = [];
  if (rightFacts.length) {
    if (new Set(rightFacts.map((f) => f.predicate)).size > 1) return marked || shaped ? rightFacts : null;
    out.push(...rightFacts);
    target = rightFacts[rightFacts.length - 1]!;
  } else if (wrongFacts.length) {
    const w = wrongFacts[wrongFacts.length - 1]!;
    const o = cleanObject(right, KIND_OF[w.predicate] ?? "thing", st.ctx);
    if (!o) return null;
    target = { ...w, object: o, tense: "current", valid_from: null, valid_until: null };
    out.push(target);
  } else if (bareRight) {
    // "the greyhound is Pippa": a name read as a home by default is the role's, unless the speaker holds it elsewhere.
    const rolePred = namedRole ? (PETS.has(namedRole) ? "has_pet" : RELATIONS.get(namedRole)) : undefined;
    target = rolePred && bareRight.predicate === "lives_in" ? { ...bareRight, predicate: rolePred, predicate_raw: `${namedRole} is`, object_type: rolePred === "has_pet" ? "unknown" : "person" } : bareRight;
    out.push(target);
  } else if (listOk) {
    out.push(...(bareList as CandidateFact[]));
    target = out[out.length - 1]!;
  } else {
    // "it's esomeprazole, not omeprazole", "I mean pastry chef, not sous chef": values of no kind the words
    // tell. Whatever the speaker holds the retracted value under is what the right one replaces.
    const r = right.trim().replace(/[.!,]+$/, "").replace(/\s+(?:instead|then|now|actually|sorry|lol|haha)$/i, "");
    const w = wrong.trim().replace(/^(?:it(?:'s|\s+is|\s+was)|i\s+meant)\s+/i, "").replace(/[.!,]+$/, "");
    // A value, not a time ("tomorrow, not today") or a verdict ("fine, not a problem").
    const short = (v: string) => v.split(/\s+/).length <= 4 && !/[,;:]|\b(?:i|i'm|we|you|he|she|they|it|this|that|there|my|our|his|her|their)\b/i.test(v) && stripTimes(v).trim() === v.trim() && !/^(?:(?:a|an|the)\s+)?(?:fine|ok|okay|good|bad|great|yet|problem|big deal|sure|right|wrong|true|false|joke|mistake|typo)$/i.test(v);
    if ((marked || shaped) && short(r) && short(w) && r.toLowerCase() !== w.toLowerCase()) {
      const o = cleanObject(r, "thing", st.ctx);
      const old = cleanObject(w, "thing", st.ctx);
      if (o && old) (st.replacements ??= []).push({ object: o, replaces: old });
    }
    return null;
  }
  // An unmarked "I live in Lisbon, not Porto" is a contrast, not a retraction: the plain reading handles it.
  const bare = !rightFacts.length && !wrongFacts.length;
  if (!marked && !shaped && !bare) return null;
  const retracted = wrongFacts.filter((f) => f.predicate === target!.predicate && f.subject === target!.subject);
  if (retracted.length) {
    for (const f of retracted) if (f.object.toLowerCase() !== target.object.toLowerCase()) out.push({ ...f, tense: "past", valid_from: null, valid_until: null, confidence: Math.min(f.confidence, 0.8) });
  } else {
    const o = cleanObject(wrong.replace(/^(?:it(?:'s|\s+is|\s+was)|i\s+meant)\s+/i, ""), KIND_OF[target.predicate] ?? "thing", st.ctx);
    if (o && o.toLowerCase() !== target.object.toLowerCase() && o.split(/\s+/).length <= 4) {
      out.push({ ...target, object: o, tense: "past", valid_from: null, valid_until: null, confidence: Math.min(target.confidence, 0.8) });
    }
  }
  // Only values on both sides: the predicate was read from the value's kind; the pipeline knows better
  // when the speaker already has a fact with the retracted value.
  return bare ? out.map((f) => ({ ...f, predicate_guessed: true })) : out;
}

/** "Sushi, I love it", "oh and board games, love those": the thing fronted, the taste after. A verdict on it ("birdwatching is so relaxing, I love
 *  it") says what "it" is, and is no part of it. */
const FRONTED_TASTE = /^(?:(?:oh|ah|and|also|plus)\s+)*(?!(?:don't|do not|dont|never|always|please|stop|no)\b)([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,3}?)(?:\s+(?:is|are)\s+[^,]+)?,\s+(?:(i|we)\s+)?((?:(?:really|absolutely|totally|just|honestly|still|do|genuinely)\s+)*(?:love|like|adore|enjoy|hate|dislike|can't stand|cannot stand|don't like))\s+(?:it|them|those|these)\b((?:\s+(?:so much|a lot|too|to bits))?[.!]*)$/i;

/** "My favourite cuisine, I would say, is Lebanese": an aside between commas, which would cut the clause in two. */
const ASIDE = /\s*,\s*(?:I\s+(?:would|'d|must|have\s+to|should|will)\s+say|I\s+(?:think|guess|suppose|believe|reckon|admit|confess)|I'm\s+afraid|if\s+I'm\s+honest|to\s+be\s+honest|honestly|frankly|of\s+course|in\s+fact|it\s+seems)\s*,\s*/gi;

/** "Given a choice between cats and dogs, I'd go with cats", "if I had to choose, I'd pick tea": the lead names
 *  the options, the pick follows; the comma would cut them into two clauses and "if" would read as a hypothetical. */
const CHOICE_LEAD = /^(?:given (?:the|a) choice|if i (?:had|have) to (?:choose|pick)|if (?:i'm|i am|i was|i were) given (?:the|a) choice)(?:\s+between\s+[^,?]+?)?\s*,\s*(?=(?:i|we)\b[^?]*$)/i;

/** "Tea over coffee, always.": a verbless preference, tag split off by a comma (which would cut it in two clauses). */
/** "Window seat, always.": a verbless standing pick. */
const ALWAYS_TASTE = /^((?!(?:me|you|us|them|thanks|thank you|yes|no|same|ok|okay|love|cheers|hugs|forever|now|not|never)\b)(?![^,]*\b(?:over|is|are|was|were|i|it|we)\b)[A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}),\s+(?:always|every time|every single time|hands down|no question)[.!]*$/i;

const OVER_TASTE = /^([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2})\s+(?:over|rather than|instead of)\s+([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}?)(?:\s*,\s*|\s+)(?:always|any day|every time|every day|all day|for sure|hands down|every single time|no contest|for me)[.!]*$/i;

/** A self clause whose taste verb takes a pronoun: "I hate them", "we love it so much". */
const PRONOUN_TASTE = /^((?:i|we)\s+(?:(?:really|absolutely|totally|just|honestly|also|still|kind of|kinda)\s+)*(?:hate|hated|love|loved|like|liked|dislike|disliked|adore|adored|enjoy|enjoyed|detest|detested|loathe|loathed|can't stand|cannot stand|can not stand|don't like|do not like|didn't like)\s+|(?:i|we)(?:'m|'re|\s+am|\s+are)\s+(?:(?:just|really|simply|honestly|so)\s+)*(?:not|no longer)\s+(?:really\s+)?into\s+)(?:it|them)((?:\s+(?:so much|a lot|too|too much|to bits|to death|anymore|any more|any longer))?)$/i;

/** The last place a clause names ("a flat in Porto" → Porto), for a later "there". */
function placeIn(clause: string, ctx: Ctx): string | null {
  let found: string | null = null;
  for (const m of clause.matchAll(/\b(?:in|to|from|near)\s+((?:the\s+)?[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})/g)) {
    const cand = m[1]!.replace(/^the\s+/i, "");
    if (isPlace(cand.toLowerCase()) || (ctx.cased && /^[A-Z]/.test(cand) && !NOT_NAMES.has(cand.toLowerCase().split(/\s+/)[0]!) && !LANGUAGES.has(cand.toLowerCase()))) found = cand;
  }
  return found;
}

function dedupe(facts: CandidateFact[]): CandidateFact[] {
  const seen = new Map<string, CandidateFact>();
  for (const f of facts) {
    const k = `${f.subject.toLowerCase()}|${f.predicate}|${f.object.toLowerCase()}|${f.tense}`;
    const prev = seen.get(k);
    if (!prev || prev.confidence < f.confidence) seen.set(k, prev ? { ...f, valid_from: f.valid_from ?? prev.valid_from, valid_until: f.valid_until ?? prev.valid_until } : f);
  }
  return [...seen.values()];
}

function dedupeAliases(aliases: CandidateAlias[]): CandidateAlias[] {
  const seen = new Set<string>();
  return aliases.filter((a) => {
    const k = `${a.from.toLowerCase()}|${a.to.toLowerCase()}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
