// Objects: from the tail of a clause to the minimal value ("a dog named Rex" → "Rex", "Google as a
// designer since 2019" → "Google"), a validity check per kind, and a best-guess entity type.

import type { SubjectType } from "../types";
import { AND_COMPOUNDS, COLOURS, DIETS, LANGUAGES, NATIONALITIES, NOT_NAMES, ORG_WORD, PLACES, PRONOUN_OBJECTS, SCHOOL_WORD, isPlace } from "./lexicon";
import { stripTimes } from "./time";
import { RELATIONS } from "./lexicon";

const ROLE_THEN_NAME = new RegExp(`^(?:[Mm]y|[Oo]ur)\\s+(?:[a-z-]+\\s+){0,2}?(?:${[...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")}),?\\s+([A-Z].*)$`);

export type ObjKind =
  | "place" | "org" | "person" | "title" | "thing" | "lang" | "nat" | "diet" | "condition" | "med" | "age"
  | "date" | "money" | "name" | "event" | "pet" | "instruction" | "school";

export interface Ctx {
  /** The writer uses capitals (see isCased). */
  cased: boolean;
}

// Words after which the object is over, whatever its kind. Dictated and texted run-ons have no commas: a new
// subject and its verb ("moving to Eugene the movers are booked", "Omaha it is fine") start a new clause.
const RUN_ON = /\s+(?:(?:something|nothing|everything)\s+about\b|then\s+(?=(?:[a-z]+ed|went|got|took|came|left|moved|did|i|we)\b)|(?:i|we|they|he|she|you)(?:'(?:m|re|ve|ll|d|s))?\s+(?=[a-z])(?!(?:and|or)\b)|(?:it|there)\s+(?:is|was|has|will|are|were)\b|(?:the|my|our|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:is|are|was|were|has|have|had|will|can|came|went|got|keeps?|kept)\b|too\s+(?!(?:much|many|far|long|late|early|often|well|bad|good|big|small|hard|young|old)\b)(?=[a-z])|as well\s+(?!as\b)(?=[a-z]))/gi;
/** A word after which a pronoun belongs to the same phrase ("Ben and I", "more than we need"). */
const BINDS_PRONOUN = /\b(?:and|or|than|as|that|what|where|when|who|whom|which|if|because|so|but|let|me|make|makes|made)$/i;

/** The object up to where a run-on's next clause begins. */
function cutRunOn(s: string): string {
  for (const m of s.matchAll(RUN_ON)) {
    if (/^\s+(?:i|we|they|he|she|you)\b/i.test(m[0]) && BINDS_PRONOUN.test(s.slice(0, m.index))) continue;
    return s.slice(0, m.index);
  }
  return s;
}
/** Relative words end a value in lower case only: "Doctor Who" is a name, "a friend who" is not. */
const RELATIVE_CUT = /\s+(?:which|who|whom|whose|where|when|whenever|while)\b|\s+(?:Which|Whom|Whose|Where|When|Whenever|While)\b/;
const GENERIC_CUT =
  /\s*[([{]|\s+(?:the|that)\s+same\s+(?:day|week|weekend|month|year|time)\b|\s+[-–—]\s+|\s*[;:]\s|,\s*(?:so|which|who|but|because|and then|if|when)\b|\s+(?:every\s+)?now and (?:then|again)\b|,?\s+the\s+\w+er\s+the\s+\w+er\b|\s+(?:because|cause|cuz|since|as (?:well|i|we|my|it|a result|of|soon)|but|though|although|however|so that|so (?:i|we|my|it)|whereas|unless|if|until|till|even though|except|instead of|rather than|lol|haha|tbh|btw|fyi)\b/i;

/** Where a texted value ends whatever its kind: an emoticon, or a cheer after it ("belfast in sept cant wait"); emoji are dashes by now (normalize). */
const CHAT_CUT = /\s*(?:[:;]-?[()DPp](?!\w)|<3)|\s+(?:can'?t wait|can not wait|cannot wait|so excited|so happy|wish me luck|fingers crossed|yay+|woo+h?o+|omg|lmao|lol|rn|atm|xd|haha\w*)(?![\w'])/i;

const KIND_CUT: Partial<Record<ObjKind, RegExp>> = {
  // "Lisbon over Easter", "Rome during the summer": when, not where.
  // "Living in Tucson in July is a choice": a copula after the place makes it the subject of a remark, no part of it.
  place: /\s+(?:with|for|to|near|as|on|at|after|before|by|from|over|during|and (?=[a-z])|because|since|is|are|was|were)\b|,\s*(?=[a-z])|\s+(?=[a-z]{2,}ing\b)/,
  org: /\s+(?:as|in|for|since|with|on|doing|from|to|part[- ]time|full[- ]time|remotely|now|before|after|mostly|mainly|been|instead|is|are|was|were|and (?:i|we|my|have|am|love|hate|like|started|start|then|now))\b|,\s*(?=[a-z])|,\s*(?=(?:as|in|for|since|where)\b)/i,
  school: /\s+(?:as|for|since|with|on|doing|studying|reading|majoring|from|to|part[- ]time|full[- ]time|and (?:i|we|my))\b|,/i,
  person: /\s+(?:in|at|for|since|with|on|from|to|who|last|next|this|after|before|and (?:i|we|my|have|am))\b|,\s*(?=[a-z])/,
  title: /\s+(?:at|for|in|with|since|from|on|to|and (?:i|we|my|also|have|am|love|hate|like)|who|which|by)\b|,/i,
  thing: /,\s*(?:especially|particularly|mostly|like|such as|including|e\.g\.|for example|but|though|which|so|and (?:i|we|my|also|have|am))\b|\s+(?:especially|particularly|mostly|mainly|more than|over|for (?:breakfast|lunch|dinner|fun|work)|when|whenever|every|at night|in the (?:morning|evening)|(?:after|before|past) (?:noon|midnight|dinner|lunch|\d)|now and then|once in a while|from time to time|on (?:weekends|the weekend|occasion))\b/i,
  // "Japanese now after three years of classes", "English mostly at work": where, when and how much are no part of a language.
  lang: /\s+(?:at|with|to|for|because|since|after|before|from|in|on|mostly|mainly|everywhere|elsewhere|when|while|now|these days)\b|,\s*(?=[a-z])/,
  event: /\s+(?:at|with|for|in|on|to|next|this|tomorrow)\b|,/,
  name: /,|\s+(?:and|but|from|i|nice|here|by the way|btw)\b|\s+(?!(?:van|de|da|von|del|la|le)\b)[a-z]/,
  med: /\s+(?:for|every|daily|twice|once|three times|at night|in the (?:morning|evening)|each|as needed|to (?:help|manage|treat|control)|because)\b|,/i,
  condition: /\s+(?:and (?:i|we|my|take|have|am))\b|,\s*(?=(?:so|which|and i)\b)/i,
  money: /\s+(?:before|after|at|as|from|working|doing|which|and)\b|,\s*(?=[a-z])/,
};

const LEAD_DET = /^(?:[Aa]n?|[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts|[Ss]ome|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Aa]ny|[Oo]ne|own|new|brand new|current|little|small(?! (?:talk|business|businesses|plates|print|batch))|big(?! (?:data|band|bang|cats|wave|waves))|older|younger|cute|lovely|beloved|both|all kinds of|all sorts of|any kind of|pretty much all|(?:a |an )?(?:glass|cup|bowl|slice|piece|plate|bottle|pint|mug|bit|lot|ton|bunch|handful) of|the colou?r|good|nice|decent|proper)\s+/;
const TRAIL_FILLER = /\s+(?:originally|by birth|completely|entirely|altogether|at heart|still|(?:two|four|five|six|\d+) times|twice|once|three times|several times|many times|a few times|multiple times|a couple of times|before|already|too|as well|also|though|lol|haha|ngl|tbf|frankly|honestly|really|a lot|so much|very much|a bit|a little|tbh|btw|either|right|now|then|here|there|anyway|anymore|at all|please|thanks|thank you|ok|okay|actually|instead|after all|for good|at last|myself|ourselves|these days|full[- ]time|part[- ]time|lately|again|constantly|all the time|non-?stop|on repeat|religiously|obsessively|this time|for now|for the moment|(?:(?:even|much|way|so much|a lot|a little)\s+)?more(?: and more)?|downtown|nearby|near me|in town|around the corner|down the street|locally|across town|uptown)$/i;

const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** "thirty-five" → "35" at the start of a phrase (ages are written both ways); other text unchanged. */
export function digitsFor(s: string): string {
  return s.replace(/^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b|^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b/i, (m, t, u, alone) =>
    alone ? String(UNITS[alone.toLowerCase()]) : String(TENS[t.toLowerCase()]! + (u ? UNITS[u.toLowerCase()]! : 0)));
}

/** The number words a phrase starts with ("thirty four years old" → "thirty four"), or null: an age stays as written. */
export function leadingNumberWords(s: string): string | null {
  return s.trim().match(/^(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b/i)?.[0] ?? null;
}

/** Minimal object for a kind, or null when the tail holds no usable value. */
export function cleanObject(raw: string, kind: ObjKind, ctx: Ctx): string | null {
  let s = raw.trim();
  // "I love that idea", "I hate this weather": about the moment, not a lasting taste.
  if ((kind === "thing" || kind === "event") && /^(?:this|that|these|those)\b/i.test(s)) return null;
  // "I love dogs, especially golden retrievers": a narrowing of the taste before it, not a taste of its own.
  if (kind === "thing" && /^(?:especially|particularly|mostly|mainly|except|including|apart from|other than|but not)\b/i.test(s)) return null;
  if (kind === "instruction") return tidy(s.replace(/^(?:please|kindly)\s+|\s*,?\s*(?:please|thanks|thank you|thx)\s*$/gi, "")) || null;
  // "coming up on June 9th", "falls on the 3rd": when it comes round, and ", so ..." is a remark after the date.
  if (kind === "date") return tidy(s.replace(/^(?:(?:is\s+)?(?:coming up|coming|falls|fell|is)\s+)?(?:on|the)\s+/i, "").replace(/\s*,(?!\s*\d{4}\b).*$/, "").replace(GENERIC_CUT, "").split(GENERIC_CUT)[0]!.split(RELATIVE_CUT)[0]!) || null;
  // "a company called Acme" → "Acme"
  const called = s.match(/\b(?:called|named|by the name of)\s+(.+)$/i);
  if (called && kind !== "thing") s = called[1]!;
  // "my hometown, Austin", "my boyfriend Jake": the name, not the description.
  if (kind === "place" || kind === "org" || kind === "person" || kind === "school") {
    const appos = s.match(/^(?:my|our|the)\s+[a-z][\w' -]*?,\s+([A-Z].*)$/) ?? (kind === "person" ? s.match(ROLE_THEN_NAME) : null);
    if (appos) s = appos[1]!;
  }
  // "Institute for Fiscal Studies", "Bank of England": in cased text a small word between capitals is inside the name.
  const inner = (kind === "org" || kind === "school") && ctx.cased;
  if (inner) s = s.replace(/([A-Z][\w&'.-]*) (of|and|upon) (?=[A-Z])(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)/g, "$1\u0002$2\u0002").replace(/\b(Institute|Centre|Center|Council|Foundation|Society|Association|Office|Department|Ministry|Agency|Trust|Fund|Commission|Bureau|Alliance|Committee|Campaign|School|College|Museum|Hospital|Network) for (?=[A-Z])/g, "$1\u0002for\u0002");
  s = cutRunOn(s.split(CHAT_CUT)[0]!.split(GENERIC_CUT)[0]!.split(RELATIVE_CUT)[0]!);
  if (kind === "thing") s = stripTimes(s) || s; // "my favorite season is fall": the season is the value
  else if (kind !== "money") s = stripTimes(s);
  // "NYC, Queens specifically", "London, Camden to be exact": the narrower place after the comma says where
  // inside the place named, which stays the value.
  if (kind === "place") s = s.replace(/,\s*(?:in\s+)?[^,]+?\s+(?:specifically|to be (?:exact|precise|specific)|in particular|precisely|exactly)\s*[.!]*$/i, "");
  const cut = KIND_CUT[kind];
  if (cut) s = s.split(cut)[0]!;
  // "Tauranga, Amara loves the beach": a name and its verb after the comma start a clause of their own; a
  // region after it ("Portland, Oregon is lovely") still belongs to the place.
  if (kind === "place") {
    const clause = s.match(/,\s*([A-Z][\w'-]*)\s+(?:is|was|has|had|loves|likes|hates|says|said|thinks|got|gets|started|moved|lives|works|just|still|and)\b/);
    if (clause && !isPlace(clause[1]!.toLowerCase(), true) && clause.index !== undefined) s = s.slice(0, clause.index);
  }
  if (inner) s = s.replace(/\u0002/g, " ");
  s = tidy(s);
  // In cased text a capital after a capital is part of a name ("Bean There", "Right Here Records").
  const trail = (m: string) => (ctx.cased && /^\s+[A-Z]/.test(m) && /^[A-Z0-9]/.test(s) ? m : "");
  for (let i = 0; i < 3; i++) s = s.replace(LEAD_DET, "").replace(TRAIL_FILLER, trail).trim();
  s = tidy(s);
  if (!s) return null;
  return validate(s, kind, ctx);
}

function tidy(s: string): string {
  return s
    .replace(/^["'\s]+|["'\s.,!?;:)\]]+$/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * What the speaker says about the news rather than any part of it: an interjection or an adverb left over from
 * the clause ("nothing beats sushi, honestly"), a verdict or an apology after it ("allergic to sesame too,
 * great", "not shellfish, sorry"). Never a value, and never one more item of a list.
 */
export const REMARK_WORD =
  /^(?:honestly|seriously|really|literally|obviously|definitely|totally|truly|basically|actually|absolutely|genuinely|personally|frankly|clearly|certainly|always|still|too|though|either|anyway|lol|haha|tbh|btw|ever|forever|period|hands down|for sure|of course|great|(?:oh\s+)?(?:so\s+|how\s+|what\s+)?fun|awesome|brilliant|wonderful|lovely|fantastic|amazing|perfect|terrific|marvell?ous|cool|typical|classic|figures|go figure|naturally|as usual|apparently|sadly|unfortunately|fortunately|luckily|thankfully|hopefully|oh well|(?:lucky|poor|yay)\s+me|just my luck|of all things|sorry|so sorry|my bad|my mistake|oops|whoops|ugh|argh|sigh|meh|yay|yikes|damn|dammit|fml|thanks|thank you|please|no joke|no kidding|go me|woo+(?:hoo+)?|hooray|phew|(?:weirdly|oddly|strangely|funnily|curiously|surprisingly|ironically|secretly|admittedly|shamelessly|unashamedly|embarrassingly|unsurprisingly|predictably)(?: enough)?|believe it or not)[.!]*$/i;

const DANGLING = /\s(?:on|off|up|out|over|in|at|with|to|for|of|from|by|into|about|back|around)$/i;
const WORDS = (s: string) => s.split(/\s+/).length;
const capitalized = (s: string) => /^[A-Z0-9]/.test(s);

const BAD_PLACE = /^(?:peace|fear|hope|denial|luxury|debt|poverty|the moment|the past|the present|the future|a house|a flat|an apartment|a home|my head|my car|the same|a bubble|sin|limbo|harmony|silence|style|comfort|pain|love|charge|trouble|touch|town|bed|line|place|time|order|front|bed)$/i;

function validate(s: string, kind: ObjKind, ctx: Ctx): string | null {
  const lower = s.toLowerCase();
  if (PRONOUN_OBJECTS.has(lower) || /^(?:it|that|this|them)\b/i.test(s) && kind !== "instruction") return null;
  if (/\?/.test(s) || /^(?:when|whenever|if|how|what|why|where|that|because|it when|people who|the fact)\b/i.test(s)) return null;
  switch (kind) {
    case "place": {
      // "a small flat in Berlin" → "Berlin": the named place wins over the building.
      if (!capitalized(s) && !isPlace(lower, true)) {
        const inner = s.match(/\b(?:in|near|outside(?: of)?|of|on)\s+((?:the )?[A-Z][\w'.-]*(?:[ -][A-Z][\w'.-]*)*)/);
        if (inner) return inner[1]!.replace(/^the /i, "");
        if (ctx.cased) return null;
        const lowInner = s.match(/\b(?:in|near)\s+([a-z][\w' -]+)$/);
        if (lowInner && isPlace(lowInner[1]!, true)) return lowInner[1]!;
        if (WORDS(s) > 3 || BAD_PLACE.test(s) || /^(?:a|an)\b/.test(lower)) return null;
      }
      if (WORDS(s) > 5 || BAD_PLACE.test(s)) return null;
      return s;
    }
    case "org":
    case "school": {
      if (WORDS(s) > 6) return null;
      if (/^(?:home|night|nights|weekends?|least|times|once|all|first|work|lunch|noon|the moment|the office|an office|office|a job|job|it|the same place|the weekend|my own|myself)$/i.test(lower)) return null;
      if (!capitalized(s) && WORDS(s) > 3) return null;
      return s;
    }
    case "person": {
      if (ctx.cased) {
        const m = s.match(/^[A-Z][\w'.-]*(?:\s+(?:[A-Z][\w'.-]*|van|de|da|von|del|la|le))*(?:\s+[A-Z][\w'.-]*)?/);
        if (!m || NOT_NAMES.has(m[0].toLowerCase())) return null;
        return m[0].replace(/'s$/, "");
      }
      if (WORDS(s) > 2 || NOT_NAMES.has(lower.split(" ")[0]!)) return null;
      return s;
    }
    case "name": {
      // "I go by they/them": pronouns, not a name.
      if (WORDS(s) > 3 || NOT_NAMES.has(lower.split(" ")[0]!) || /\d|\//.test(s)) return null;
      if (ctx.cased && !capitalized(s)) return null;
      return s;
    }
    case "title":
      return WORDS(s) <= 5 ? s : null;
    case "thing":
      if (REMARK_WORD.test(lower)) return null;
      // "I've got Coltrane on", "we had the heating up": a particle left dangling means the verb was a phrasal
      // one (playing, wearing, turning), so what precedes it is not held or liked.
      if (DANGLING.test(s)) return null;
      return WORDS(s) <= 6 ? s.replace(/^to\s+/i, "") : null;
    case "lang": {
      const l = lower.replace(/^(?:(?:a )?(?:little )?bit of|a little|little|some|fluent|basic|conversational|native|some|a bit of|a little|a little bit of|broken|decent|good|bad|okay|ok|intermediate|advanced|beginner)\s+/, "").replace(/\s+(?:fluently|well|natively|a bit|a little|too|as well|at home|at work|pretty well|very well)$/, "");
      if (!LANGUAGES.has(l)) return null;
      return restoreCase(s, l);
    }
    case "nat":
      return NATIONALITIES.has(lower) || PLACES.has(lower) || (ctx.cased && capitalized(s) && WORDS(s) <= 3) ? s : null;
    case "diet":
      return DIETS.has(lower.replace(/\s+diet$/, "")) ? s.replace(/\s+diet$/i, "") : null;
    case "condition":
      return WORDS(s) <= 5 && !REMARK_WORD.test(lower) ? s : null;
    case "med":
      return WORDS(s) <= 4 && !DANGLING.test(s) && !REMARK_WORD.test(lower) ? s : null;
    case "age": {
      const words = leadingNumberWords(s);
      s = digitsFor(s);
      const m = s.match(/^(\d{1,3})(?:\s*(?:years? old|yrs? old|yo|y\/o|years of age|years young|years|yrs))?$/i);
      return m && +m[1]! > 0 && +m[1]! < 120 ? (words ?? m[1]!) : null;
    }
    case "money":
      return /^(?:(?:about|around|roughly|approximately|over|under|almost|nearly|up to)\s+)?(?:[$€£¥]\s?)?\d[\d,.]*\s?(?:k|m|million|thousand|grand|K|M)?(?:\s?(?:dollars|euros|pounds|usd|eur|gbp|bucks|chf|yen|[$€£]))?(?:\s+(?:a|per|an|each)\s+(?:year|month|hour|week|annum|day))?$/i.test(s)
        ? s.replace(/^(?:about|around|roughly|approximately)\s+/i, "")
        : null;
    case "event": {
      // "my first marathon" → "marathon": an ordinal or a size is no part of the event's name.
      const bare = s.replace(/^(?:(?:very |first|second|third|last|final|annual|yearly|big|huge|little|small|quick|routine|regular|usual|upcoming|next)\s+)+(?=[a-z])/, "");
      return WORDS(bare) <= 5 ? bare : null;
    }
    case "pet":
      return WORDS(s) <= 5 ? s : null;
    default:
      return s;
  }
}

function restoreCase(original: string, lowerCore: string): string {
  const i = original.toLowerCase().indexOf(lowerCore);
  return i >= 0 ? original.slice(i, i + lowerCore.length) : lowerCore;
}

/** The object's tail without what follows it in the clause ("penicillin, so remember that" → "penicillin"). */
export function cutTail(s: string): string {
  return cutRunOn(s.split(CHAT_CUT)[0]!.split(GENERIC_CUT)[0]!.split(RELATIVE_CUT)[0]!);
}

/** After a comma, a clause of its own that refers back ("Khruangbin, saw them live", "ramen, had it yesterday"), not an item. */
const AFTERTHOUGHT = /,\s*(?!(?:and|or)\b)[^,]*\b(?:them|it|him|her|they|he|she|there)\b.*$/i;

const HOW_OFTEN = /^(?:(?:(?:one|two|three|four|five|six|seven|\d+|a few|several|most|many)\s+(?:days?|times?|nights?|mornings?|evenings?|sessions?|hours?))|once|twice|every\s+(?:single\s+)?\w+|daily|weekly|nightly|religiously)(?:\s+(?:a|per|each|every)\s+(?:day|week|month|year|weekend))?$/i;
const DROPPED_SUBJECT = /^(?:(?:[a-z]+ed|read|made)\s+(?:every|each|all|the|a|an|my|our|it|them|him|her|this|that|these|those|some|one|two|three|four|five|six|ten|\d+|[A-Z])|(?:saw|went|got|had|did|ran|took|bought|met|spent|caught|won|lost|came|gave|sold|found|tried|watched|rewatched|reread|binged|finished|ordered|booked|started)\s+\S)/;
/** A part that opens with a preposition or a "no" is a circumstance or a remark ("sertraline, with my doctor's ok",
 *  "Thai food, no regrets"), never one more item. */
const NOT_AN_ITEM = /^(?:with|without|for|from|by|after|before|since|until|during|despite|thanks to|because of|no|not|never)\s/i;

const PRONOUN_HEAD = /^(?:it|them|him|her|this|that|these|those)\b/i;
/** "sushi, best food ever": a superlative after the item is a verdict on it (lower case only: "Best Buy" is a name). */
const VERDICT = /^(?:the\s+)?(?:best|greatest|worst|nicest|coolest|finest)\s/;

/** "peanuts, shellfish and eggs" → three; "mac and cheese" stays one. */
export function splitList(s: string, compounds = true): string[] {
  const cut = cutTail(s).replace(AFTERTHOUGHT, "");
  const guarded = compounds ? cut.replace(AND_COMPOUNDS, (m) => m.replace(/ and /gi, " \u0001 ")) : cut;
  const parts = guarded
    .split(/\s*,\s*(?:and\s+|or\s+|&\s+)?|\s+(?:and|&|or|as well as|plus|nor)\s+|\s*\/\s*/i)
    .map((p) => p.replace(/ \u0001 /g, " and ").replace(/^(?:also|even|plus|too)\s+(?=\S)/i, "").trim())
    .filter(Boolean);
  // "obsessed with pottery, the wheel is so calming": a part with its own verb is a remark, and ends the list.
  // So is a verdict ("sesame too, great"), a how-often ("CrossFit, five days a week") or a clause whose subject was dropped ("Formula 1,
  // watched every race"): neither is one more thing.
  // "I love them so much, best team in the league": after a pronoun the rest is said about it, not listed with it.
  if (parts.length > 1 && PRONOUN_HEAD.test(parts[0]!)) return parts.slice(0, 1);
  const remark = parts.findIndex((p, i) => i > 0 && (REMARK_WORD.test(p) || VERDICT.test(p) || /\s(?:is|are|was|were)\s+\S/i.test(p) || HOW_OFTEN.test(p) || DROPPED_SUBJECT.test(p.charAt(0).toLowerCase() + p.slice(1)) || NOT_AN_ITEM.test(p)));
  if (remark > 0) parts.splice(remark);
  // "Italian and Japanese food": the noun belongs to every cuisine before it.
  const last = parts.length > 1 ? parts[parts.length - 1]!.match(/^(\S+)\s+(food|cuisine|cooking|wine|beer|music|films|movies|cinema|literature)$/i) : null;
  if (last && NATIONALITIES.has(last[1]!.toLowerCase()) && parts.slice(0, -1).every((p) => NATIONALITIES.has(p.toLowerCase()))) {
    return parts.map((p, i) => (i < parts.length - 1 ? `${p} ${last[2]!}` : p));
  }
  return parts;
}

/** Best guess at what a value names. */
export function typeOf(value: string, hint: SubjectType): SubjectType {
  const lower = value.toLowerCase();
  if (hint === "place" || hint === "person" || hint === "event") return hint;
  if (isPlace(lower)) return "place";
  if (SCHOOL_WORD.test(value) || ORG_WORD.test(value)) return "organization";
  return hint;
}

/** Values (literals) vs entities, per the contract: foods, colours, languages, diets are values. */
export function isLiteral(value: string, kind: ObjKind): boolean {
  switch (kind) {
    case "place": case "org": case "school": case "person": case "pet": case "event":
      return false;
    case "thing":
      return !/^[A-Z]/.test(value) || COLOURS.has(value.toLowerCase());
    default:
      return true;
  }
}

export const KIND_TYPE: Record<ObjKind, SubjectType> = {
  place: "place", org: "organization", school: "organization", person: "person", title: "concept", thing: "concept", lang: "concept",
  nat: "concept", diet: "concept", condition: "concept", med: "product", age: "concept", date: "concept", money: "concept",
  name: "concept", event: "event", pet: "unknown", instruction: "concept",
};

export { DIETS, NATIONALITIES, LANGUAGES };

/** Names given to pets or people: "Salt and Pepper" are two cats, whatever the fixed phrase says. */
export const splitNames = (s: string): string[] => splitList(s, false);
