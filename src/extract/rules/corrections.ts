// Stage: matching. Corrections: "actually I meant Lisbon, not Porto", "sorry, I said Porto but it's Lisbon":
// the value put right, its predicate read from the clause it corrects or guessed from the value.

import { type CandidateFact, SELF, type SubjectType } from "../types";
import { clauseFacts } from "./clause";
import { fact, madeBy, type State } from "./facts";
import { IMPERATIVE_START } from "./instructions";
import { ALLERGENS, DIETS, isPlace, LANGUAGES, NATIONALITIES, NOT_NAMES, ORG_WORD, PETS, RELATIONS } from "./lexicon";
import { cleanObject, type Ctx, isLiteral, type ObjKind, REMARK_WORD, splitList } from "./objects";
import { ROLE_ADJ, ROLE_WORDS } from "./subjects";
import { stripTimes } from "./time";
import { ENDS } from "./value-first";
import { MONTH_OR_DAY_WORD } from "./fragments";

// ---------------------------------------------------------------------------------------------------------
// Corrections: "actually I meant Lisbon, not Porto", "sorry, I said Porto but it's Lisbon", "wait, not Porto -
// Lisbon". The right value is a current fact; the retracted one comes out as the same predicate in the past,
// so the store closes it even on a multi-valued predicate (an allergy, a child's name).

export const CORRECTION_LEAD =
  /^(?:(?:actually|sorry|correction|oops|whoops|my mistake|my bad|no wait|wait|no|nope|scratch that|typo|to clarify|to be clear|i misspoke|small correction|quick correction|(?:let me|i need to|i must|i have to|i should|allow me to|i'd like to|i would like to) correct (?:myself|that|this)|re-?reading (?:that|this|what i wrote)|looking (?:back )?at (?:that|this|what i wrote) again|(?:let me|i need to|i must|i have to|i should) correct what i (?:wrote|said|typed|told you|put)(?: (?:a moment ago|a minute ago|earlier|before|just now|above|yesterday))?|i (?:mixed|muddled) (?:them|those|it|that|things|the two) up|i got (?:them|those|the two) (?:mixed|muddled) up|i got that wrong|i got it wrong|i was wrong|i keep doing this|i always do this|that was wrong|ugh|sorry about that|my apologies|(?:slight |small |big |quick )?change of plans?|plan change|new plan)\b[,:!.\s-]*)+/i;
/** Interjections before a correction, which do not make it one ("omg no wait, Odense not Aarhus"). */
export const INTERJECTION = /^(?:(?:omg|oh my god|ugh|argh|gah|oh|ah|hmm|um|uh|lol|haha|ok|okay|oh no|dammit|damn)\b[,:!.\s-]*)+/i;
/** "the second one is Noodle", "her name is Anna actually": the name alone is the value; whose, the pipeline knows. */
export const NAMED_ONE = new RegExp(
  `^(?:(?:his|her|their|its)\\s+name\\s+(?:is|was)|(?:he|she|it|they)(?:'s|\\s+is|\\s+are)\\s+(?:called|named)|(?:the\\s+)?(?:first|second|third|other|last|older|younger|eldest|oldest|youngest|new|big|little)\\s+one(?:'s|\\s+is|\\s+was)(?:\\s+(?:called|named))?` +
    // "correction the greyhound is Pippa not Pippin": the role says which one; the held value says which predicate.
    `|the\\s+${ROLE_ADJ}(?<role>${ROLE_WORDS})(?:'s\\s+name)?(?:'s|\\s+is|\\s+was)(?:\\s+(?:called|named))?)\\s+(?<v>.+)$`,
  "i",
);
/** A name spelled out after it ("Kiera spelled K I E R A"): the spelling is no part of it. */
export const SPELLED = /\s+(?:spelled|spelt|spelling|with an?\s+[a-z]\b|as in)\b.*$/i;
/** "ugh I keep doing this - it's Sopra Steria, not Capgemini": a correction after words that lead up to it. */
export const CORRECTION_TAIL = /^(.*?)(?:\s+-\s+|[,;:]\s+|\s+(?:so|and|but)\s+)((?:it's|it\s+is|i\s+mean|i\s+meant|meant)\s+[^,]+?,?\s+(?:not|rather\s+than|instead\s+of)\s+.+)$/i;
/** "I said Porto but it's Lisbon": wrong first, right after. */
export const SAID_BUT = /^(?:i\s+(?:said|told you|wrote|typed|put|mentioned)|earlier\s+i\s+said|i\s+think\s+i\s+said)\s+(?:that\s+)?(.+?),?\s+but\s+(?:i\s+meant(?:\s+to\s+say)?|it(?:'s|\s+is|\s+was|\s+should\s+(?:be|have\s+been))|(?:the\s+)?(?:right|correct)\s+(?:one|answer)\s+is|actually|really)\s+(.+)$/i;
/** "not Porto - Lisbon", "not Porto, Lisbon", "not Porto but Lisbon": wrong first. */
/** "not sesame, it's mustard I'm allergic to": the "it's" kept as the lead, for the cleft after it. */
export const NOT_FIRST = /^not\s+(.+?)(?:\s*[,;:]\s*|\s+-\s+|\s+but\s+)(?:(it's|it is)\s+|(?:is|i meant|i mean|rather)\s+)?(.+)$/i;
/** "I meant Lisbon, not Porto", "it's tree nuts, not peanuts", "I live in Lisbon, not Porto": right first. */
export const RIGHT_NOT = /^(?:((?:i\s+)?meant(?:\s+to\s+say)?|i\s+mean|what\s+i\s+meant\s+was|i\s+should\s+have\s+said|it(?:'s|\s+is|\s+was|\s+should\s+be)|make\s+that)\s+)?(.+?),?\s+(?:(?:and\s+)?not|instead\s+of|rather\s+than)\s+(.+)$/i;

/** "I got that wrong: I don't speak Urdu, it's Punjabi": the retracted value negated, the right one after. */
export const NEGATED_THEN_RIGHT = /^(i|we)\s+(?:don't|do\s+not|didn't|did\s+not)\s+([a-z]+(?:\s+(?:in|at|for|to|from|with))?)\s+(.+?)\s*[,;]\s*(?:it's|it\s+is|it\s+was|i\s+meant)\s+(.+)$/i;

export const KIND_OF: Record<string, ObjKind> = {
  lives_in: "place", from: "place", visited: "place", works_at: "org", studies_at: "school", graduated_from: "school", banks_with: "org",
  has_child: "person", has_sibling: "person", has_parent: "person", has_friend: "person", married_to: "person", partner: "person", knows: "person",
  speaks: "lang", preferred_language: "lang", nationality: "nat", diet: "diet", age: "age", name: "name", job_title: "title", has_condition: "condition",
  takes_medication: "med", earns: "money", budget: "money", birthday: "date", has_pet: "name", has_event: "event", attended: "event",
};

/** A bare value whose kind names the predicate it must be correcting ("Lisbon" → lives_in, "tree nuts" → allergic_to). */
export function bareValue(v: string, ctx: Ctx, weight: number, aboutName = false): CandidateFact | null {
  const t = v.trim().replace(/[.!,]+$/, "").replace(/\s+(?:instead|then|now|actually|sorry|lol|haha)$/i, "").trim();
  const l = t.toLowerCase().replace(/^(?:the|a|an)\s+/, "");
  const make = (pred: string, kind: ObjKind, type: SubjectType, conf: number) => {
    const o = cleanObject(t, kind, ctx);
    return o ? madeBy("corrections.meant", fact(SELF, "self", "meant", pred, o, type, isLiteral(o, kind), "current", null, null, conf * weight)) : null;
  };
  if (LANGUAGES.has(l)) return make("speaks", "lang", "concept", 0.75);
  if (NATIONALITIES.has(l)) return make("nationality", "nat", "concept", 0.75);
  if (DIETS.has(l)) return make("diet", "diet", "concept", 0.75);
  if (ALLERGENS.has(l)) return make("allergic_to", "thing", "concept", 0.7);
  if (/^\d{1,3}$/.test(l)) return make("age", "age", "concept", 0.7);
  if (isPlace(l)) return make("lives_in", "place", "place", 0.75);
  // "new name: it's Max now, not Maxine": in words about a name, a capitalized word is the name.
  if (aboutName && ctx.cased && /^[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?$/.test(t) && !NOT_NAMES.has(l.split(/\s+/)[0]!)) return make("name", "name", "concept", 0.7);
  // A capitalized name that is neither an organization nor a word: read as a home, as "I meant Lisbon" is.
  if (ctx.cased && /^[A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+){0,2}$/.test(t) && !NOT_NAMES.has(l.split(/\s+/)[0]!) && !ORG_WORD.test(t) && !MONTH_OR_DAY_WORD.test(l)) {
    return make("lives_in", "place", "place", 0.65);
  }
  return null;
}

/** `said`: the whole sentence, when `text` is its tail ("new name: it's Max now, not Maxine" is about a name). */
export function correction(text: string, st: State, said = text): CandidateFact[] | null {
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
  const bareRight = rightFacts.length || wrongFacts.length || /^(?:i|i'm|i've|we|we're|my|our|you|he|she|they|it)\b/i.test(right) || right.split(/\s+/).length > 4 ? null : bareValue(right, st.ctx, 1, /\b(?:my\s+(?:new\s+|real\s+|first\s+|last\s+)?(?:name|nickname)|new\s+name|call\s+me|go\s+by)\b/i.test(said));
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
