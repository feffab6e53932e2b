// Shared by the readers of transcript turns that say how the speaker feels about something or what they
// hold important (feelings.ts, opinions.ts): the turn's statements (questions left out), the thing named
// after a cue ("proud of <the mural>") or before it ("<my family> means a lot to me"), the activity an
// infinitive names ("excited to <start my new job>" → "starting new job"), and how such a rule is written.
// A thing is a complete noun phrase of one to eight words, never a pronoun, never the listener's ("your
// kind words"): a cue with no such thing gives nothing.

import type { CandidateFact, SubjectType, Tense } from "../types";
import { SELF } from "../types";
import { planPhrase } from "./life-news";
import type { Example } from "./rule";

/** A reader of one cue in a turn: its stable id, the words it looks for, and what a match means. */
export interface TurnRule {
  id: string;
  predicate: string;
  /** The predicate as said, for the record ("is proud of"). */
  raw: string;
  /** The cue; matched anywhere in a statement (flag `g` is added). */
  re: RegExp;
  /**
   * Where the thing is: the noun phrase after the cue, the subject before it, the verb phrase after it (as a
   * gerund), the cue's own group `o` (a noun phrase), or the verb phrase after it as a plan ("decided to <run again>").
   */
  take: "after" | "before" | "verb" | "match" | "plan";
  /** Another predicate when the thing is a person or people ("my kids bring me joy": valued, not liked). */
  people?: string;
  /** The predicate chosen by the thing itself ("took this photo at <a hike>" attended, "at <Lisbon>" visited). */
  pick?: (thing: string) => string;
  /** A verb phrase of one word is enough ("I love <volunteering>"): for cues that name a pastime. */
  one?: boolean;
  /** Read only in a turn about the speaker's own life: not one that reacts to the listener's news or asks about it. */
  own?: boolean;
  /** Refuses a thing this cue names but does not hold dear ("appreciate the help" is thanks). */
  refuse?: RegExp;
  type?: SubjectType;
  tense?: Tense;
  /** A cheap test a statement must pass before the cue is looked for (the cue's key words). */
  hint?: RegExp;
  /** Texts it must read (as a turn), each with one fact it gives ("predicate object"). */
  ex: Example[];
  /** Texts where its cue appears but it must give nothing. */
  near: string[];
}

/** A tag question ends a statement, not a question: "I opened my own store, pretty cool huh?". */
const TAG = /,?\s+(?:(?:pretty|so|really)\s+\w+,?\s+)?(?:huh|right|eh|no|innit|isn't it|don't you think|you know)\s*\?+$/i;

/** The statements of a turn: its sentences without the questions, a tag question kept as a statement. */
export function statements(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/(?<=[.!?…])\s+|\n+/)) {
    const s = raw.trim().replace(TAG, ".");
    if (!s || /\?\s*["')]?$/.test(s)) continue;
    out.push(s.replace(/[.!…]+["')]?$/, "").trim());
  }
  return out;
}

/** Degree words between the verb and the cue: "I'm so very proud of". */
export const DEGREE = "(?:(?:so|really|super|very|truly|incredibly|extremely|totally|deeply|genuinely|absolutely|especially|also|just|still|always|quite|pretty|beyond|sooo+|seriously|honestly|immensely|forever|eternally|endlessly|hugely|massively|crazy|mega|kinda|kind of|definitely|certainly|now|even|all)\\s+)*";
/** A clause the speaker is the subject of, from its start: "I'm", "we were", "and I feel". */
/** Where a clause with the speaker as subject starts: the statement's start, a comma or dash, a joiner, or a time word. */
export const START = "(?:^|[,;:]\\s*|\\s[-–—]\\s*|\\b(?:and|but|so|because|cause|'cause|plus|honestly|really|also|just|lately|recently|now|today|yesterday|actually|finally|tonight|these days|(?:last|this)\\s+(?:week|weekend|month|year|summer|spring|fall|autumn|winter|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\s+)";
export const I_BE = `${START}(?:i|we)(?:(?:'m|’m|'re|’re|\\s+am|\\s+are|\\s+was|\\s+were|'ve\\s+been|’ve\\s+been|\\s+have\\s+been)\\s+(?:really\\s+|so\\s+|just\\s+)?feeling|'m|’m|'re|’re|\\s+am|\\s+are|\\s+was|\\s+were|\\s+feel|\\s+felt|\\s+have\\s+been|'ve\\s+been|’ve\\s+been|\\s+have\\s+always\\s+been|'ve\\s+always\\s+been|\\s+always\\s+feel|\\s+really\\s+feel|\\s+still\\s+feel|\\s+get|\\s+got)\\s+${DEGREE}`;
/** "I", "we" starting a clause, for verbs: "I really cherish". */
export const I_DO = `${START}(?:i|we)\\s+${DEGREE}`;

const DETERMINER = /^(?:all\s+(?:of\s+)?(?:the|my|our|these|those)\s+|all\s+|both\s+|a few|a couple of|a lot of|lots of|loads of|so much|so many|such an?|a|an|the|this|that|these|those|some|my|our|every|each|one|another|more|new)\s+/i;
/** Where a thing ends: punctuation, a new clause, a reason, or a word of time or degree. */
const END = /\s*(?:[,.;:!?()"“”—–]|\s-\s|\s(?=(?:volunteering|working|helping|hanging out|chilling|relaxing)\b)|\s(?:and|but)\s+(?=[a-z]+ed\b)|\seven\s+(?=with|though|if|when|after|so)|\s(?:in|from|on)\s+(?:the|this|that|my)\s+(?:pic|pics|photo|photos|picture|pictures|shot|snap)\b|\sto\s+(?:get|help|make|keep|stay|show|learn|improve|build|raise|support|celebrate|relax|unwind|clear|bring|spread|become|remind|practice|practise|meet|give)\b|\s(?:and|or)\s+(?=[a-z]+ing\b)|\sbut\s|\s(?=(?:is|was|are|were|has|had|have|made|makes|gave|gives|helped|helps|after|before|during)\s)|\s(?:and|or|but|so)\s+(?=(?:i|i'm|i've|we|we're|you|it|it's|that|this|they|he|she|then|now|also|just|really|still|even|am|is|are|was|were|have|has|had|can|will|would|could|should|do|did|make|makes|made|get|got|see|seeing|feel|feels|keep|keeps|give|gives|help|helps|let|lets)\b)|\b(?:because|cause|cuz|since|which|who|whom|whose|what|how|why|whether|when|whenever|while|where|if|as|though|although|until|than|like|lol|haha|yesterday|today|tonight|tomorrow|lately|recently|these days|right now|so far|already|again|anymore|forever|every day|at the moment|at all|too|either|though|last|next|this (?:week|weekend|month|year|summer|winter|spring|fall|autumn|time)|(?:in|on|by|since|until)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the (?:morning|evening|weekend|end|spring|summer|fall|autumn|winter))|i|we|you|he|she|they|that I|that we|that you|that's|that is|that was|that will|that has|there|here|so much|a lot|and all|and stuff|and everything)\b)/i;
/** A thing that is no thing: pronouns, question words, the listener, the speaker themself. */
const NOT_A_THING = /^(?:it|its|it's|this|that|these|those|them|they|him|her|he|she|his|hers|you|your|yours|yourself|yourselves|me|myself|us|ourselves|we|i|one|ones|everything|everyone|everybody|anything|anyone|something|someone|nothing|nobody|all|both|what|how|where|when|why|who|which|whatever|there|here|being|having|doing|getting|so|such|just|really|the fact|the way|the chance|the opportunity|the idea|the thought|the time|the moment|way|lot|lots|bit|stuff|things?|time|times|day|days|moments?)$/i;
/** Words in a thing that make it the listener's or not a thing of the speaker's at all. */
const OTHERS = /\b(?:something|anything|everything|someone|somebody|anyone|you|your|yours|yourself|u|ur|ya|y'all|him|her|hers|his|them|their|theirs|he|she|they|it|its|this one|that one)\b/i;
const HEADLESS = /\s+(?:of|in|on|at|for|to|from|with|by|about|into|and|or|the|a|an|my|our|more|most|very|really|so|such|that|is|are|was|were|be|been|being|all|every|some|any|no|not|just|even|also|still|sure|definitely|totally|truly|always|both|called|named)$/i;
/** A first word that makes the phrase no thing of its own: a question word, everyone, "stuff like". */
const NO_THING_START = /^(?:being able|able|what|how|where|when|why|who|which|whatever|whoever|everyone|everybody|someone|somebody|anyone|anybody|each|none|people|folks|guys|places|stuff|things|ones)\b/i;
/** One deictic word and a vague noun ("this new journey", "those experiences"): what it points at is elsewhere. */
const VAGUE = /^(?:journey|chapter|experiences?|moments?|memory|memories|opportunit(?:y|ies)|chance|step|decision|news|feelings?|process|ride|adventure|vibes?|support|love|progress|growth|challenges?|future|life|stage|phase|part|idea|one|ones|stuff|bit|situation|thing|things|time|times|day|days|event|season|year|week|month)$/i;

/** The thing a phrase starts with, or null: "the mural I painted for the church" → "mural". */
export function thingAt(rest: string, max = 8): string | null {
  const quoted = rest.match(/^\s*["“']([^"”']{2,60})["”']/);
  if (quoted) return quoted[1]!.trim();
  let s = rest.trim().replace(/^(?:about|of|for|in|with)\s+/i, "");
  const deictic = /^(?:this|that|these|those|every|each)\s/i.test(s);
  for (let i = 0; i < 3 && DETERMINER.test(s); i++) s = s.replace(DETERMINER, "");
  const end = s.search(END);
  if (end === 0) return null;
  if (end > 0) s = s.slice(0, end);
  s = s.trim();
  for (let i = 0; i < 3 && HEADLESS.test(s); i++) s = s.replace(HEADLESS, "").trim();
  if (VAGUE.test(s.replace(/^(?:new|whole|next|big|amazing|great|special|wonderful|fun|exciting|new)\s+/i, "")) && (deictic || !/\s/.test(s))) return null;
  return acceptable(s, max) ? s : null;
}

function acceptable(s: string, max: number): boolean {
  if (!s || NOT_A_THING.test(s) || NO_THING_START.test(s) || OTHERS.test(s) || /^(?:(?!(?:family|families|ally|allies|rally|jelly|belly|lily|bully|july|italy|assembly|anomaly)\b)[a-z]+ly|not|no|never|to|and|or|but|with)\b/i.test(s)) return false;
  const words = s.split(/\s+/);
  return words.length <= max && /[a-z]/i.test(s) && !/^\d+$/.test(s);
}

/** Words a clause can start with before its subject: "and", "honestly", "I think". */
const OPENERS = /^(?:(?:and|but|so|also|plus|honestly|yeah|yes|yep|oh|well|definitely|totally|absolutely|really|truly|seriously|for me|to me|personally|i think|i feel like|i feel|i believe|i guess|i know|i've learned|i've learnt|i learned|i learnt|i realized|i realised|i find|i bet|i agree|remember|remember that|i'd say|i have to say|it's true|true|agreed|exactly|totally agree|for sure|of course|sure|anyway|anyways|btw|by the way|in the end|at the end of the day|after all|now|these days|lately|always|that's why|which is why|like you said|as you said|you know|you're right|thanks|thank you)[,!]?\s+)+(?:that\s+)?/i;

/** The subject of the clause that ends where a cue starts: "Thanks! My family means a lot" → "family". */
export function thingBefore(head: string, max = 7): string | null {
  const parts = head.split(/[;:!?()"“”]|\s[-–—]\s|\s-\s|\s(?:and|but|so|because)\s+(?=(?:i|we|you|it|my|our|the|this|that)\b)/i).pop()!.split(/,\s*/);
  let clause = parts.pop()!.trim();
  // "my friends, family and mentors": a list's earlier items go with its last; "X, and Y" with nothing before is no thing.
  if (/(?:^|\s)(?:and|or)\s/i.test(clause)) {
    while (parts.length && /^(?:[a-z]|[Mm]y\s|[Oo]ur\s)[\w' -]*$/.test(parts.at(-1)!.trim()) && parts.at(-1)!.trim().split(/\s+/).length <= 3) clause = `${parts.pop()!.trim()}, ${clause}`;
    if (/^(?:and|or)\s/i.test(clause)) return null;
  }
  // "Writing and long walks are what get me through": the subject before "are what".
  let s = clause.trim().replace(/\s+(?:is|are|was|were)\s+(?:what|the (?:thing|things) that)$/i, "").replace(OPENERS, "").trim().replace(/\s+(?:sure|definitely|really|truly|totally|also|just|always|still|both|all|too)$/i, "").replace(/['’]s$/, "");
  if (/^(?:that|it|this|what|here|there|who|which)['’]s\b/i.test(s)) return null;
  // An order ("Stay motivated") or a reaction ("Glad to hear that this journey") is no thing.
  if (/^(?:stay|keep|remember|make sure|don't|do|be|let's|let|try|go|glad|happy|good|great|nice|so glad|sorry)\b/i.test(s) || /\bto\s+(?:hear|see|know|say|read)\b/i.test(s)) return null;
  if (!s || /^(?:what|how|why|where|when|who|which|if|whether|the fact|there|here|nothing|everything|anything|something|all of this|all this|it|i|we|you|your|he|she|they|his|her|their|its|one of)\b/i.test(s)) return null;
  // A clause with its own verb before the cue is not one thing ("seeing you guys is").
  if (/\b(?:is|are|was|were|am|has|have|had|do|does|did|will|would|can|could|should|might|must|i|we|you|he|she|they|it)\b/i.test(s)) return null;
  const deictic = /^(?:this|that|these|those|every|each)\s/i.test(s);
  for (let i = 0; i < 3 && DETERMINER.test(s); i++) s = s.replace(DETERMINER, "");
  s = s.replace(/^(?:own|whole|entire|little|big|new)\s+/i, "").trim();
  if (deictic && VAGUE.test(s)) return null;
  return acceptable(s, max) && !HEADLESS.test(s) ? s : null;
}

/** "Clay is incredible, it brings me joy": the thing a pronoun subject stands for, named by the clause before it. */
const BEFORE_IT = /^(?:(?:and|but|so|yeah|honestly|oh|well)[,\s]+)?([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,3}?)\s+(?:is|are|has been|have been)\s+[^,;]{2,40}[,;]\s*(?:and\s+|so\s+)?(?:it|they)\s*$/i;
function antecedent(head: string): string | null {
  const m = head.trim().match(BEFORE_IT);
  return m ? thingBefore(m[1]!) : null;
}

/** Verbs whose last consonant doubles before -ing. */
const DOUBLING = new Set("get put run set sit stop plan shop swim win begin let cut hit forget admit commit regret chat drop jog hug step skip grab dig spin bet nap wrap rub beg chop clap drag drum fit flip grin knit map mop nod pat plug quit rob scan shut slip snap sob spot tap trim trip wed zip".split(" "));

/** "make a family for kids" → "making a family for kids". */
export function gerund(vp: string): string | null {
  const m = vp.trim().match(/^([a-z]+)\b(.*)$/i);
  if (!m) return null;
  const v = m[1]!.toLowerCase();
  // "looking forward to the festival": a noun phrase, not a verb.
  if (/^(?:the|a|an|my|our|your|his|her|their|this|that|these|those|some|every|each|any|no|all|more)$/.test(v)) return null;
  if (/[a-z]{2}ing$/.test(v) && !/^(?:bring|sing|ring|sting|swing|string|spring|wring|cling|fling|sling|king|thing)$/.test(v)) return vp.trim();
  // "excited to hear", "happy to help": what one says to a person, not a thing one does.
  if (/^(?:be|have|do|say|know|hear|feel|think|get|let|come|tell|ask|give|keep|thank|try|meet|catch|talk|chat|hang|check|look|see|find)$/.test(v)) return null;
  let g: string;
  if (/ie$/.test(v)) g = `${v.slice(0, -2)}ying`;
  else if (/[^aeiouy]e$|[^e]ue$/.test(v) && v !== "be") g = `${v.slice(0, -1)}ing`;
  else if (DOUBLING.has(v)) g = `${v}${v.slice(-1)}ing`;
  else g = `${v}ing`;
  return `${g}${m[2]}`;
}

/** The verb phrase a gerund object is made of: "to make a family for kids who need one" → "making a family for kids". */
export function activityAt(rest: string, max = 8, min = 2): string | null {
  const s = rest.trim().replace(/^to\s+/i, "").replace(/^(?:just|really|also|always|sometimes|often|usually|still)\s+/i, "");
  const end = s.search(END);
  const vp = (end > 0 ? s.slice(0, end) : end === 0 ? "" : s).trim().replace(HEADLESS, "").trim();
  if (!vp || vp.split(/\s+/).length < min || /\b(?:me|myself|us|ourselves)\b/i.test(vp)) return null;
  const g = gerund(vp);
  return g && g.split(/\s+/).length >= min && acceptable(g, max) ? g : null;
}

/** A fact about the speaker (SELF: the speaker stage names them) from a turn rule. */
export function told(rule: TurnRule, predicate: string, object: string): CandidateFact {
  return {
    subject: SELF, subject_type: "self", predicate_raw: rule.raw, predicate, object, object_type: rule.type ?? "concept",
    object_is_literal: true, tense: rule.tense ?? "current", valid_from: null, valid_until: null, confidence: 0.65, rule: rule.id,
  };
}

/** People words: a thing that is people is valued, not liked. */
export const PEOPLE = /\b(?:family|fam|friends?|kids|children|child|son|daughter|husband|wife|partner|spouse|mom|mum|mother|dad|father|parents|sister|brother|siblings|grandma|grandpa|grandparents|team|teammates|mentors?|students|community|people|crew|gang|neighbors|neighbours|colleagues|coworkers|boyfriend|girlfriend|fiance|fiancee|baby|babies|pets?|dogs?|cats?|grandkids|grandchildren|nieces|nephews|cousins|aunts?|uncles?|besties?|buddies|pals|mates|roommates|flatmates)s?$/i;

/** A plan's verb phrase, never one cut off at its preposition ("write about" this). */
function planned(rest: string): string | null {
  const p = planPhrase(rest);
  return p && !/\s(?:about|to|for|with|of|on|in|at|from|into)$/i.test(p) ? p : null;
}

/** A statement with no "I" or "we" in it gives nothing to a rule without a hint of its own. */
const FIRST_PERSON = /\b(?:i|we)\b|\b(?:i|we)['’]/i;
const GLOBAL = new WeakMap<TurnRule, RegExp>();
/** The rule's cue, compiled once with flag `g` (matchAll needs it). */
function globalOf(rule: TurnRule): RegExp {
  let re = GLOBAL.get(rule);
  if (!re) GLOBAL.set(rule, (re = new RegExp(rule.re.source, rule.re.flags.includes("g") ? rule.re.flags : `${rule.re.flags}g`)));
  return re;
}

/** A turn that reacts to the listener's news ("Wow, ...", "Congrats! ...") or asks them about it ("What are you playing?"). */
const REACTS = /^\W*(?:wow|whoa|nice|way to go|congrats|congratulations|great|awesome|amazing|cool|omg|oh|sounds|that's|that is|what a|so glad|glad|proud of you|well done|good for you)\b|\b(?:you|your|you're)\b[^.!?]*\?/i;

/** Every rule's facts in a turn, one fact a cue, each thing once. */
export function readTurn(text: string, rules: readonly TurnRule[]): CandidateFact[] {
  const out: CandidateFact[] = [];
  const seen = new Set<string>();
  const reacts = REACTS.test(text);
  for (const s of statements(text)) {
    const firstPerson = FIRST_PERSON.test(s);
    for (const rule of rules) {
      if (rule.hint ? !rule.hint.test(s) : !firstPerson) continue;
      if (rule.own && reacts) continue;
      const re = globalOf(rule);
      for (const m of s.matchAll(re)) {
        const rest = s.slice(m.index! + m[0].length);
        const thing = rule.take === "after" ? thingAt(rest) : rule.take === "verb" ? activityAt(rest, 8, rule.one ? 1 : 2) : rule.take === "match" ? thingAt(m.groups?.o ?? "") : rule.take === "plan" ? planned(rest) : thingBefore(s.slice(0, m.index!)) ?? antecedent(s.slice(0, m.index!));
        if (!thing || rule.refuse?.test(thing)) continue;
        const predicate = rule.people && PEOPLE.test(thing) ? rule.people : rule.pick ? rule.pick(thing) : rule.predicate;
        // One thing once: "trying out yoga" and "yoga" are one piece of news.
        const key = thing.toLowerCase();
        if ([...seen].some((k) => k.includes(key) || key.includes(k))) continue;
        seen.add(key);
        out.push(told(rule, predicate, thing));
      }
    }
  }
  return out;
}
