// Stage: the pipeline for one message: sentences → clauses → (subject, auxiliaries, verb phrase) → the first
// pattern that reads the verb phrase → facts with tense, dates and confidence. Everything here is a pure
// function of (text, now); the only state is per call (the last person mentioned, for "she").
// The stages, each in its own file: text.ts (sentences, pieces), leads.ts and clause.ts (a clause made
// ready), rewrites.ts (named rewrites), clause-readers.ts, value-first.ts, passing.ts (code readers),
// subjects.ts, aux.ts, matching.ts and patterns.ts + table/*.ts (the rule table), objects.ts (values),
// time.ts (dates), facts.ts (a candidate fact), corrections.ts and naming.ts (what later sentences fix).
// This file joins pieces into clauses and reads what spans a sentence (aliases, births, homes, orders).

import { type CandidateAlias, type CandidateFact, type Extraction, SELF } from "../types";
import { findAliases } from "./aliases";
import { clauseEndings, clauseFacts, clauseRealizations, REALIZES } from "./clause";
import { correction, CORRECTION_LEAD, CORRECTION_TAIL, INTERJECTION } from "./corrections";
import { by, fact, madeBy, type State } from "./facts";
import { askedToLast, IMPERATIVE_START, instruction } from "./instructions";
import { FILLER, TELL_THAT, TIME_LEAD } from "./leads";
import { isPlace, LANGUAGES, NOT_NAMES, RELATIONS } from "./lexicon";
import { namedAfter, NAMES_HELD } from "./naming";
import { type Ctx } from "./objects";
import { paraphraseSentence } from "./paraphrase";
import { bornChildren, cuedHome, mentions, PLAIN_PASTIME } from "./passing";
import { PAST_VERBS } from "./patterns";
import { BEFORE_ALIASES, SENTENCE_LEADS, shapeSentence } from "./sentence-shapes";
import { esc, impliedSelf, parseSubject, ROLE_WORDS } from "./subjects";
import { canon, isCased, normalize, pieces, sentences } from "./text";
import { iso, parseNow } from "./time";
import { cancelledPlan, ENDS, ENDS_KEYED } from "./value-first";
import { WEEKDAY } from "./fragments";

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
const PARTICIPLE = /^(?!(?:nothing|something|anything|everything|thing|morning|evening|spring|king|wedding|building|during|according|ceiling|evening|string)\b)[a-z]+ing\b/i;
/** "Marguerite here, quick question": an introduction is a clause of its own, whatever follows it. */
const NAME_INTRO = /^(?:(?:hi|hey|hello)[,!]?\s+)?[A-Z][a-z]+\s+(?:here|speaking|writing)$/;
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
const COUNTED_RELATION = new RegExp(`\\b(?:a|an|one|two|three|four|five|\\d)\\s+(?:[\\w-]+\\s+){0,2}(?:${ROLE_WORDS})s?(?:\\s+(?:yesterday|today|this morning|last night|last week|last weekend|on ${WEEKDAY}))?(?:,?\\s+(?:and\\s+)?[A-Z][\\w'-]*)*$`);

export function extractSync(text: string, now: string): Extraction {
  const normalized = normalize(text);
  const st: State = { now: parseNow(now), ctx: { cased: isCased(normalized) }, lastOther: null };
  const facts: CandidateFact[] = [];
  const aliases: CandidateAlias[] = [];
  // "Sorry, I mixed them up. I take gabapentin, not naproxen.": a lead said as its own sentence marks the next.
  let leadBefore = false;
  /** The message's earlier sentences: "We adopted a kitten!! Her name is Saffi" names what a sentence before introduced. */
  let told = "";
  // The rewrites that changed each sentence go with its facts (and, through `st`, with each clause's note).
  let taggedFrom = 0;
  for (const raw of sentences(normalized)) {
    tagSentence(facts, taggedFrom, st.sentenceRewrites);
    taggedFrom = facts.length;
    st.sentenceRewrites = [];
    const sentence = { ...raw, text: shapeSentence(paraphraseSentence(raw.text, st.sentenceRewrites), BEFORE_ALIASES, st.sentenceRewrites) };
    const al = findAliases(sentence.text, st.ctx.cased);
    aliases.push(...al.aliases);
    for (const n of al.selfNames) facts.push(madeBy("identity.name_from_alias", fact(SELF, "self", n.raw, "name", n.name, "concept", true, "current", null, null, 0.9)));
    // The rename sentence may still say something else ("I work at Acme, which is now called Initech"):
    // those facts carry the new name, which is what is true now.
    const renames = al.aliases.filter((a) => a.from !== SELF);
    const sentenceStart = facts.length;
    st.lastTime = null;
    // A headline over the news, or a lead that marks a standing order.
    sentence.text = shapeSentence(sentence.text, SENTENCE_LEADS, st.sentenceRewrites);
    let ps = pieces(sentence.text);
    // "When you give me recipes, use grams", "if I ask for a recipe, include the calories": a standing order with its condition.
    if (!sentence.question && standingCondition(ps)) {
      facts.push(madeBy("instructions.when_you", fact(SELF, "self", "when you", "instruction", sentence.text.replace(/[.!]+$/, "").trim(), "concept", true, "current", null, null, 0.8)));
      continue;
    }
    if (ps.length && /^\s*(?:if|what if|suppose|imagine|assuming|hypothetically|in case)\b/i.test(ps[0]!.text)) continue;
    const replaced = sentence.question ? null : cancelledPlan(canon(sentence.text).replace(/[.!]+$/, "").replace(FILLER, "").trim(), st.ctx);
    if (replaced && replaced.length > 1) {
      facts.push(...by("corrections.replacement", replaced));
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
      facts.push(...by("corrections.correction", corrected));
      continue;
    }
    if (replacements() > replacedBefore) continue;
    // "got married in June, so it's Laura Park now, not Laura Kim": the correction closes the sentence; what
    // leads up to it is read as usual.
    const tail = sentence.question ? null : sentence.text.replace(/[.!]+$/, "").match(CORRECTION_TAIL);
    const tailed = tail ? correction(tail[2]!, st, sentence.text) : null;
    if (tailed) facts.push(...by("corrections.tail", tailed));
    if (tail && (tailed || replacements() > replacedBefore)) ps = pieces(tail[1]!);
    // Each clause with the context rewrite (CONTEXT_REWRITES) that made it, when one did.
    const clauses: { text: string; how?: string }[] = [];
    let cur: string | null = null;
    let how: string | undefined;
    const close = (next: string, nextHow?: string) => {
      clauses.push({ text: cur!, how });
      cur = next;
      how = nextHow;
    };
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
      if (OWN_SUBJECT.test(text) || TIME_LEAD.test(text) || OWN_THING_SUBJECT.test(text) || (led !== canon(text) && OWN_SUBJECT.test(led)) || (st.ctx.cased && (namedActor(text) || (AT_NAMED_NOW.test(text) && JOB_CHANGE_WORD.test(cur)))) || LISTENER_ASIDE.test(text) || (!clauses.length && NAME_INTRO.test(cur))) {
        close(text);
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
          close(trial, "subject_borrowed");
          joined = true;
        } else if (/^(?:i|we)$/i.test(phrase) && /^(?:i\s+am|i'm|we\s+are|we're)\b/i.test(canon(cur).replace(FILLER, "")) && COPULA_CONTINUATION.test(text)) {
          const t2 = `${phrase} ${/^we/i.test(phrase) ? "are" : "am"} ${text}`;
          if (clauseFacts(t2, { ...st }).length) {
            close(t2, "copula_borrowed");
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
        close(text);
        joined = true;
      }
      if (!joined) {
        const appended: string = `${cur}${p.joiner.startsWith(",") ? "" : " "}${p.joiner} ${p.text}`;
        // "I'm not vegan anymore, started eating fish again": a clause whose "I" was dropped is news of its own
        // when reading it into the clause before would lose what that clause says ("I work at Acme, started
        // in May" still reads whole).
        // "just hit 50, feeling old": a participle after a comma is an aside of its own too.
        if (p.joiner.startsWith(",") && (impliedSelf(canon(text)) !== null || PARTICIPLE.test(text)) && clauseFacts(cur, { ...st }).length && !clauseFacts(appended, { ...st }).length) close(text);
        else cur = appended;
      }
    }
    if (cur !== null) clauses.push({ text: cur, how });
    // A question: its last clause asks; earlier ones may still state ("I'm vegan, what should I cook?").
    const last = clauses[clauses.length - 1]?.text ?? "";
    const usable = sentence.question && !askedToLast(last) ? clauses.slice(0, -1) : clauses;
    for (const { text: cl0, how: made } of usable) {
      // "I avoid mushrooms because I hate them": the pronoun is the thing the sentence just named.
      const prev = facts.length > sentenceStart ? facts[facts.length - 1]! : null;
      const pronoun = prev && prev.subject === SELF && prev.object_type !== "person" && prev.predicate !== "instruction" && PRONOUN_TASTE.test(cl0.trim());
      const cl = pronoun ? cl0.trim().replace(PRONOUN_TASTE, (_, head: string, tail: string) => `${head}${prev.object}${tail}`) : cl0;
      const ids = [...(made ? [made] : []), ...(pronoun ? ["pronoun_is_thing_named"] : [])];
      const before = facts.length;
      facts.push(...clauseFacts(cl, st, 1, ids), ...clauseEndings(cl, st), ...clauseRealizations(cl, st));
      // "my manager told me I'm the new head of sales", "I had to explain that we broke up": news reported
      // inside another clause is read on its own when the outer clause says nothing.
      const inner = facts.length === before ? embeddedClause(cl) : null;
      if (inner) facts.push(...clauseFacts(inner, st, 1, [...ids, "reported_clause"]), ...clauseEndings(inner, st));
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
      for (const old of al.formerSelf) facts.push(madeBy("identity.former_name", fact(SELF, "self", "former name", "name", old, "concept", true, "past", null, null, 0.8)));
    }
    if (!sentence.question && st.ctx.cased) namedAfter(sentence.text, facts, sentenceStart, told);
    told += ` ${sentence.text}`;
    if (!sentence.question && st.ctx.cased) {
      for (const child of bornChildren(sentence.text)) {
        if (!facts.slice(sentenceStart).some((f) => f.predicate === "has_child" && f.object === child)) facts.push(madeBy("people.born", fact(SELF, "self", /\badopted\b/i.test(sentence.text) ? "adopted" : "was born", "has_child", child, "person", false, "current", null, null, 0.8)));
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
      // "My sister changed her name from Beth to Elspeth": the relative goes by the new name.
      const kin = sentence.text.match(/^(?:[Mm]y|[Oo]ur)\s+([a-z-]+)\s+(?:(?:has|have|just|recently|finally|officially|legally)\s+)*(?:changed\s+(?:her|his|their)\s+(?:first\s+|last\s+|sur)?name|now\s+goes\s+by|goes\s+by)\b/);
      const kinPred = kin ? RELATIONS.get(kin[1]!.toLowerCase()) : undefined;
      if (kinPred && renames.length === 1 && !facts.slice(sentenceStart).some((f) => f.subject === SELF && f.predicate === kinPred)) facts.push(madeBy("people.relative_renamed", fact(SELF, "self", "renamed", kinPred, renames[0]!.to, "person", false, "current", null, null, 0.8)));
      const petRename = renames.find((a) => a.subject_type === "unknown");
      if (petRename && !facts.slice(sentenceStart).some((f) => f.subject === SELF && f.predicate === "has_pet")) facts.push(madeBy("people.pet_renamed", fact(SELF, "self", "renamed", "has_pet", petRename.to, "unknown", false, "current", null, null, 0.8)));
      const place = renames.find((a) => a.subject_type === "organization");
      if (place) {
        const held = WORKPLACE.test(sentence.text) ? "works_at" : BANK.test(sentence.text) ? "banks_with" : null;
        if (held && !facts.slice(sentenceStart).some((f) => f.subject === SELF && f.predicate === held)) facts.push(madeBy("work.employer_renamed_alias", fact(SELF, "self", held === "works_at" ? "my company" : "my bank", held, place.to, "organization", false, "current", null, null, 0.8)));
      }
    }
  }
  tagSentence(facts, taggedFrom, st.sentenceRewrites);
  // The cue and the place may sit in different sentences ("we made it to Santa Fe. now to unpack 40 boxes").
  // "We made it to Santa Fe" is a trip's end, or a move's when the message cues a home.
  const arrival = (f: CandidateFact) => f.predicate === "visited" && /^made it\b/.test(f.predicate_raw);
  if (!facts.some((f) => f.subject === SELF && (f.predicate === "lives_in" || f.predicate === "visited") && !arrival(f))) {
    const told = sentences(normalized).filter((x) => !x.question).map((x) => x.text).join(" ");
    const home = cuedHome(told, st.ctx);
    if (home) {
      for (let i = facts.length - 1; i >= 0; i--) if (facts[i]!.subject === SELF && arrival(facts[i]!)) facts.splice(i, 1);
      facts.push(madeBy("places.home_cue", fact(SELF, "self", "home", "lives_in", home, "place", false, "current", null, null, 0.75)));
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

/** A fact a sentence gave that no clause tagged carries the sentence's rewrites (clauseFacts starts from them). */
function tagSentence(facts: CandidateFact[], from: number, ids: string[] | undefined): void {
  if (ids?.length) for (let i = from; i < facts.length; i++) facts[i]!.rewrites ??= ids;
}

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
