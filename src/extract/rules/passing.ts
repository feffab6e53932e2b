// Stage: matching. Readers of things said in passing: a birth told as news, a home cued without a verb of
// living, relatives mentioned by name, verdicts on a thing, pastimes.

import { type CandidateFact } from "../types";
import { by } from "./facts";
import { GONE_DOING, HOBBY_VERBS, isPlace, LANGUAGES, NATIONALITIES, NOT_NAMES, OTHER_ROLES, PETS, RELATIONS } from "./lexicon";
import { type Ctx, splitNames } from "./objects";
import { esc, NAME_CASED, relationFact, ROLE_ADJ, ROLE_WORDS } from "./subjects";
import { MONTH_OR_DAY_WORD } from "./fragments";

/**
 * A sentence that says the speaker has a home somewhere without a verb of living: "Austin has been treating
 * us well since the move", "we've landed in Brisbane and we're renting a little house". The cue says a home;
 * the one place the sentence names says where.
 */
export const HOME_CUE = /\bsince\s+(?:the|our|my)\s+(?:big\s+)?move\b|\bsince\s+(?:we|i)\s+moved\b|\bsince\s+moving\b|\b(?:renting|rented|found|got)\s+(?:a|an|our|the)\s+(?:(?:little|small|new|tiny|big|lovely|nice|cute|cosy|cozy|two-bedroom|one-bedroom|\d-bed(?:room)?)\s+)*(?:house|flat|apartment|place|condo|townhouse|cottage)\b|\b(?:our|my)\s+new\s+(?:place|flat|apartment|house|home|neighbou?rhood|address)\b|\bthe\s+movers\b|\bunpack(?:ing|ed)?\b|\bmoved\s+in\b|\bsigned\s+the\s+lease\b/i;
export const SINCE_MOVE = /\bsince\s+(?:the|our|my)\s+(?:big\s+)?move\b|\bsince\s+(?:we|i)\s+moved\b|\bsince\s+moving\b/i;
export const NOT_HOME = /\b(?:trip|vacation|holiday|holidays|visit|visiting|conference|for\s+the\s+(?:week|weekend)|airbnb|hotel|hostel|honeymoon)\b|\?/i;

/** A birth (or an adoption) told as news: "baby number two arrived on Tuesday, a little girl named Ava". */
export const BIRTH_CUE = /\b(?:arrived|adopted|was born|were born|born (?:on|last|this|yesterday|today|at)|welcomed|gave birth|is here|came (?:early|late)|baby number|newborn|new arrival|new baby)\b/i;
/** "Ezra and Maeve were born last night": names born just now, never someone's relative named with a role ("my niece Anna"). */
export const BORN_NAMES = /(?<!\b(?:my|our|his|her|their)\s+[\w-]+\s+)(?<![\w-]\s)\b([A-Z][a-z'-]+)(?:\s+and\s+([A-Z][a-z'-]+))?\s+(?:was|were)\s+born\s+(?=(?:last\s+night|yesterday|today|this\s+(?:morning|week)|on\s+\w+day|at\s+\d)\b)/g;
export const BORN_CHILD = /\b(?:a|an|our|my)\s+(?:(?:little|baby|beautiful|healthy|tiny|new|second|third|fourth|first|gorgeous|perfect|sweet)\s+)*(?:girl|boy|son|daughter|baby girl|baby boy)\s*,?\s+(?:(?:named|called|whose name is)\s+)?([A-Z][a-z'-]+)\b/g;

export function bornChildren(sentence: string): string[] {
  if (!BIRTH_CUE.test(sentence) || /\?|\b(?:if|when|hope|hoping|expecting|due|will|going to)\b/i.test(sentence)) return [];
  // "our third, Juniper, arrived in August": the child counted, the name between commas.
  const named = [...sentence.matchAll(BORN_CHILD), ...sentence.matchAll(/\b[Bb]aby(?:\s+(?:girl|boy))?\s+([A-Z][a-z'-]+)\s+(?:arrived|was born|is here|came)\b/g), ...sentence.matchAll(BORN_NAMES), ...sentence.matchAll(/\b(?:[Oo]ur|[Mm]y)\s+(?:first|second|third|fourth|fifth|youngest|newest|latest|little one|baby|newborn)(?:\s+(?:child|kid|baby|one|little one))?\s*,\s*([A-Z][a-z'-]+)\s*,\s+(?:(?:finally|just|has|safely)\s+)*(?:arrived|was born|is here|came)\b/g)];
  return named.flatMap((m) => [m[1]!, ...(m[2] ? [m[2]] : [])]).filter((n) => !NOT_NAMES.has(n.toLowerCase()));
}

export function cuedHome(sentence: string, ctx: Ctx): string | null {
  if (!HOME_CUE.test(sentence) || NOT_HOME.test(sentence)) return null;
  const found = new Set<string>();
  const add = (cand: string) => {
    const v = cand.replace(/^the\s+/i, "").trim();
    const l = v.toLowerCase();
    if (ctx.cased && !/^[A-Z]/.test(v)) return;
    if (isPlace(l, true) || (ctx.cased && /^[A-Z]/.test(v) && !NOT_NAMES.has(l.split(/\s+/)[0]!) && !LANGUAGES.has(l) && !NATIONALITIES.has(l) && !MONTH_OR_DAY_WORD.test(l))) found.add(v);
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
export const MENTION = new RegExp(`\\b(?:[Mm]y|[Oo]ur)\\s+(${ROLE_ADJ})(${[...RELATIONS.keys(), ...PETS, "roommate", "flatmate", "housemate", "colleague", "coworker", "co-worker", "teammate", "neighbour", "neighbor", "boss", "manager", "mentor", "classmate"].sort((a, b) => b.length - a.length).map(esc).join("|")}),?\\s+(${NAME_CASED})`, "g");
// "with my two labs, Moose and Juno", "we've got two cats Basil and Olive": a counted group named in passing.
// Without "my", the count must be the speaker's (with / have / got) and the names a list: "my sister has two
// kids, Leo and Mia" is hers.
export const NAMES_LIST = `${NAME_CASED}(?:\\s*,\\s*${NAME_CASED})*\\s*,?\\s+and\\s+${NAME_CASED}`;
export const MENTION_GROUP = new RegExp(
  `(?:\\b(?:[Mm]y|[Oo]ur)\\s+(?:(?:two|three|four|five|\\d)\\s+)?|\\b(?:with|have|got)\\s+(?:two|three|four|five|\\d)\\s+)(${ROLE_ADJ})(${ROLE_WORDS})s?,?\\s+(${NAMES_LIST})`,
  "g",
);
export function mentions(c: string, ctx: Ctx): CandidateFact[] {
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
  return by("people.mention", out);
}

export const VERDICT =
  /^(.+?)\s+(?:is|are)\s+(?:(?:so|just|really|absolutely|honestly|seriously|truly|super|simply|totally|incredibly|insanely|ridiculously|sooo+|freaking|bloody|damn|hands down)\s+)*(great|amazing|awesome|incredible|fantastic|brilliant|wonderful|delicious|the bomb|underrated|epic|legendary|divine|heavenly|addictive|(?<=(?:so|really|super|sooo+|insanely|ridiculously)\s+)good|disgusting|gross|awful|terrible|revolting|overrated|vile|horrible|nasty|the worst|unbearable)(?:\s+(?:honestly|tbh|imo|though|lol|haha))?$/i;
/** Subjects a verdict says nothing about the speaker's taste for: pronouns, the day, someone's things. */
export const NOT_A_TASTE =
  /^(?:i|it|this|that|these|those|there|he|she|they|we|you|which|what|who|everything|everyone|everybody|nothing|something|anything|all|life|work|weather|today|tonight|tomorrow|yesterday|traffic|business|things|time|people|news|service|school|class|dinner|lunch|breakfast|food|the\s+[a-z]|a|an|my|our|your|his|her|their|its|one|some|any|both|each|every|no|so|such|here|now)\b/i;

export function verdictSubject(subject: string, ctx: Ctx): boolean {
  const t = subject.trim();
  if (t.split(/\s+/).length > 3 || NOT_A_TASTE.test(t) || /^the\s+[a-z]/.test(t) || /\b(?:says?|said|thinks?|thought|is|are|was|were)\b/i.test(t)) return false;
  // In cased text a lower-case subject is a common noun ("ramen"); a capital names a thing ("Radiohead").
  return ctx.cased || /^[a-z]/.test(t) || !NOT_NAMES.has(t.toLowerCase().split(/\s+/)[0]!);
}

export const FIND_VERDICT = /^(?:i|we)\s+(?:(?:really|honestly|just|always|generally|usually|personally|also)\s+)*find\s+(.+?)\s+(?:(?:so|really|very|incredibly|pretty|super|kind of|kinda|a bit|a little|quite|extremely|deeply|truly|utterly|mind-numbingly|seriously)\s+)*(boring|tedious|dull|annoying|overrated|pointless|unbearable|stressful|relaxing|calming|fascinating|therapeutic|soothing|fun|enjoyable|addictive)$/i;
export const RATHER_THAN = /^(?:i|we)\s+(?:would\s+|will\s+)?(?:(?:usually|always|generally|normally|typically|mostly|definitely|probably|tend to|much|would)\s+)*(?:drink|eat|choose|pick|go for|go with|take|order|use|listen to|watch|read|play|opt for)\s+(?!(?:it|that|this|them|one|you|him|her|me|us)\b)(.+?)\s+(?:rather than|instead of)\s+\S.*$/i;

/** Hobby verbs that are a pastime even without "in my spare time" ("I knit"). */
export const PLAIN_PASTIME = /^(?:knit|crochet|paint|sew|surf|ski|snowboard|skate|boulder|quilt|embroider|scrapbook|meditate|golf|sail|kayak|jog|bake|garden|skateboard|birdwatch)$/i;
export const HABIT = "(?:in my (?:spare|free|down) time|for fun|as a hobby|on (?:the )?weekends|at weekends|every (?:day|morning|evening|night|weekend|week|sunday|saturday)|most (?:days|mornings|evenings|nights|weekends)|a lot|regularly|daily|religiously|competitively|whenever i can|when i can|(?:once|twice|three times) a (?:week|month|day))";
export const PASTIME_VERB = new RegExp(`^(?:(?:in my (?:spare|free|down) time|for fun),?\\s+)?(?:i|we)\\s+(?:(?:also|still|really|mostly|often|usually|sometimes|regularly)\\s+)?(?:love to\\s+|like to\\s+)?([a-z]+)((?:\\s+${HABIT})*)$`, "i");
export const PASTIME_ING = new RegExp(`^(?:i|we)\\s+have\\s+been\\s+([a-z]+ing)\\s+(?:for (?:years|ages|decades|a long time|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:years|months))|since (?:i was (?:a kid|a child|little|young|\\d+)|\\d{4}|college|school|high school|university))$`, "i");

export function pastimeVerb(c: string): { object: string; raw: string } | null {
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
