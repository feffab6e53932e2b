// Stage: clauses. One clause to facts: made ready (the employer or school named earlier, leads, paraphrase,
// the rewrites of rewrites.ts), then the code readers (clause-readers.ts), then subject and table
// (matching.ts); endings and plans carried out are read beside it.

import { type CandidateFact, SELF } from "../types";
import { clauseReaders } from "./clause-readers";
import { fact, madeBy, type State } from "./facts";
import { heldEndingsOf, keyedEndingsOf } from "./held-endings";
import { FILLER, NOT_A_STATEMENT, withoutLeads } from "./leads";
import { isPlace, NOT_NAMES, ORG_WORD, PLACES } from "./lexicon";
import { subjectFacts } from "./matching";
import { cleanObject, type Ctx } from "./objects";
import { paraphraseClause } from "./paraphrase-clause";
import { applyRewrites, rewriteIn } from "./rewrites";
import { canon } from "./text";
import { iso, stripTimes, timeInfo } from "./time";
import { type ClauseNote, noteClause } from "./trace";
import { ENDS, ENDS_KEYED } from "./value-first";
import { MONTH } from "./fragments";

export const ORG_NAME = "([A-Z][\\w&.'-]*(?:\\s+(?:of\\s+|&\\s+)?[A-Z0-9][\\w&.'-]*){0,3})";
export const PREVIOUSLY_AT = new RegExp(`,?\\s+(?:previously|formerly|before that|prior to that|ex-)\\s*(?:at|with|@)\\s+${ORG_NAME}`);
export const JOB_FOR = new RegExp(`\\bfor\\s+(?:a|my|the|our)\\s+(?:new\\s+)?(?:job|role|position|post)\\s+(?:at|with)\\s+${ORG_NAME}`);
/** "my commute to Halcyon Freight is 50 minutes": the speaker's daily trip to a place of work (a town is a commute, not an employer). */
export const MY_COMMUTE_TO = new RegExp(`^(?:[Mm]y|[Oo]ur)\\s+(?:daily\\s+|morning\\s+|new\\s+)?commute\\s+(?:to|into|out\\s+to)\\s+${ORG_NAME}`);
export const MY_JOB_AT = new RegExp(`\\b[Mm]y\\s+(?:current\\s+|new\\s+|day\\s+|full-time\\s+|part-time\\s+)?(?:job|role|position)\\s+(?:at|with)\\s+${ORG_NAME}`);

/**
 * Employers named in passing: "a designer at Figma, previously at Airbnb" (the old one), "moved to Denver
 * for a new job at Stripe" (the job goes with the move), "on leave from my job at HSBC" (still there).
 */
export function employersInPassing(c: string, facts: CandidateFact[], ctx: Ctx): CandidateFact[] {
  if (!ctx.cased || facts.some((f) => f.subject !== SELF)) return facts;
  const has = (p: string) => facts.find((f) => f.predicate === p && f.subject === SELF);
  const org = (name: string) => (NOT_NAMES.has(name.toLowerCase().split(/\s+/)[0]!) || PLACES.has(name.toLowerCase()) ? null : cleanObject(name, "org", ctx));
  let m: RegExpMatchArray | null;
  const now = has("works_at") ?? has("job_title");
  if (now && now.tense === "current" && (m = c.match(PREVIOUSLY_AT))) {
    const o = org(m[1]!);
    if (o && o.toLowerCase() !== now.object.toLowerCase()) return [...facts, madeBy("work.previously_at", fact(SELF, "self", "previously at", "works_at", o, "organization", false, "past", null, null, 0.8))];
  }
  if (has("works_at")) return facts;
  const move = has("lives_in");
  if (move && move.tense !== "past" && (m = c.match(JOB_FOR))) {
    const o = org(m[1]!);
    if (o) return [...facts, madeBy("work.job_with_move", fact(SELF, "self", "job at", "works_at", o, "organization", false, move.tense, move.tense === "planned" ? move.valid_from : null, null, 0.8))];
  }
  if ((m = c.match(MY_COMMUTE_TO)) && ORG_WORD.test(m[1]!) && !isPlace(m[1]!.toLowerCase()) && !/\b(?:old|former|previous|used to|was|last)\b|\?/i.test(c)) {
    const o = org(m[1]!);
    if (o) return [...facts, madeBy("work.commute_to", fact(SELF, "self", "my commute to", "works_at", o, "organization", false, "current", null, null, 0.75))];
  }
  if ((m = c.match(MY_JOB_AT)) && !/\b(?:quit|quitting|left|leaving|lost|losing|resign|resigned|resigning|fired|laid off|let go|notice|old|former|previous|last|first day|ex)\b|\bleave\s+my\b/i.test(c) && !/\?/.test(c)) {
    const o = org(m[1]!);
    if (o && /^(?:i|we)\b/i.test(c.replace(FILLER, "").trim())) return [...facts, madeBy("work.my_job_at", fact(SELF, "self", "my job at", "works_at", o, "organization", false, "current", null, null, 0.75))];
  }
  return facts;
}

/** Facts of one clause; `relationOnly` facts come from the subject phrase alone. `rewrites`: what made the clause from the sentence's words (CONTEXT_REWRITES). */
export function clauseFacts(clauseText: string, st: State, hedge = 1, rewrites?: readonly string[]): CandidateFact[] {
  const fired: string[] = st.sentenceRewrites?.length || rewrites?.length ? [...(st.sentenceRewrites ?? []), ...(rewrites ?? [])] : [];
  const facts = employersInPassing(canon(clauseText.trim()), clauseFactsOf(clauseText, st, hedge, fired, noteClause(clauseText, fired)), st.ctx);
  if (fired.length) for (const f of facts) f.rewrites ??= fired;
  return facts;
}

/** "sold the sailboat", "I'm over CrossFit": whatever else a clause reads, the value may end a held fact. */
export function clauseEndings(clauseText: string, st: State): CandidateFact[] {
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
export const REALIZED: [RegExp, string][] = [
  [/^(?:(?:i|we)\s+)?(?:(?:have|has|just|finally|officially|actually|now|both)\s+)*(?:graduated|am\s+(?:(?:now|officially|finally)\s+)*a\s+(?:graduate|grad))(?:\s+(?:now|at last|finally|officially))?$/i, "graduated_from"],
  [/^(?:i|we)\s+(?:(?:have|just|finally|officially|actually|now|all)\s+)*(?:moved|moved house|relocated|made the move)(?:\s+(?:at last|finally|over))?$/i, "lives_in"],
  [/^(?:(?:i|we)\s+)?(?:(?:have|just|finally|officially)\s+)*started\s+(?:(?:the|my)\s+new\s+(?:job|role|position|gig)|work|there)$/i, "works_at"],
];
export const REALIZES = "realizes:";

export function clauseRealizations(clauseText: string, st: State): CandidateFact[] {
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

export const SAME_TIME = /\b(?:the\s+same|that\s+same)\s+(?:day|week|weekend|month|year|time)\b/i;

/** A start or a graduation told with only its time, the employer or school named earlier in the message. */
export const WHEN_ONLY = "((?:on|in|at the end of|next|this|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|" + MONTH + ")\\b.*)";
export const START_WHEN = new RegExp(`^(?:(?:and|so|then)\\s+)?(?:(i|we)\\s+(?:am\\s+|are\\s+|will\\s+)?)?(start|starts|starting|begin|begins|beginning)\\s+(?:(?:the|my)\\s+(?:new\\s+)?(?:job|role|position)\\s+)?${WHEN_ONLY}$`, "i");
export const GRADUATE_WHEN = new RegExp(`^((?:(?:and|so|then)\\s+)?(?:i|we)\\s+(?:am\\s+|will\\s+|should\\s+|'ll\\s+)?(?:graduate|graduating|graduates))\\s+${WHEN_ONLY}$`, "i");

export function namedEarlier(c: string, st: State): string {
  let m: RegExpMatchArray | null;
  if (st.lastOrg && (m = c.match(START_WHEN))) return `${m[1] ?? "I"} ${m[1] || /ing$/i.test(m[2]!) ? (/ing$/i.test(m[2]!) ? `${/^we$/i.test(m[1] ?? "") ? "are" : "am"} starting` : "start") : "start"} at ${st.lastOrg} ${m[3]!}`;
  if (st.lastSchool && (m = c.match(GRADUATE_WHEN))) return `${m[1]!} from ${st.lastSchool} ${m[2]!}`;
  return c;
}

export function clauseFactsOf(clauseText: string, st: State, hedge: number, fired: string[], note: ClauseNote | null): CandidateFact[] {
  let c = namedEarlier(canon(clauseText.trim()).replace(/[.!]+$/, "").trim(), st);
  // "we're moving in February and I start at Loreto the same week": the time of the clause before.
  const own = timeInfo(c, st.now);
  const time = SAME_TIME.test(c) && st.lastTime && own.direction === null ? st.lastTime : own;
  if (own.direction !== null) st.lastTime = own;
  const led = withoutLeads(c);
  c = paraphraseClause(led.c, st.ctx.cased, fired);
  let weight = Math.min(hedge, led.weight);
  if (!c) return [];
  const today = iso(st.now);
  // Shapes that say the same as a plainer clause.
  c = applyRewrites(c, fired);
  if (note) note.read = c;
  // "today was my first day at Globex", "tomorrow is my last day at Acme": the day named first. The leading
  // "today"/"tomorrow" is already stripped as a time lead; `time` still knows which it was.
  const dayFirst = /^\s*(?:today|yesterday|tomorrow|tonight|it|this|on\s+\w+day|\w+day)\b/i.test(clauseText) ? c.match(/^(?:(?:it|this)\s+)?(is|was|will be|'s)\s+my\s+(first|last|final)\s+(?:day|shift|week)\s+(?:at|with)\s+(.+)$/i) : null;
  if (dayFirst) {
    c = `my ${dayFirst[2]} day at ${dayFirst[3]} ${dayFirst[1]} ${time.direction === "future" ? "ahead" : "now"}`;
    fired.push("day_named_first");
  }
  if (st.lastPlace) c = rewriteIn(c, /\b((?:move|moved|moving|moves|relocate|relocated|relocating|settled|settle)\s+(?:back\s+|over\s+)?)there\b/i, `$1to ${st.lastPlace}`, "there_is_last_place", fired);
  // "And now Ljubljana! Moved here last month": "here" is where the speaker says they are, never a place
  // only mentioned ("I'm from Ohio, moved here in 2010" leaves it unknown); "moved here from X" is an origin.
  if (st.herePlace) c = rewriteIn(c, /\b((?:move|moved|moving|moves|relocate|relocated|relocating)\s+(?:back\s+|over\s+)?)here\b(?!\s+from\b)/i, `$1to ${st.herePlace}`, "here_is_where_i_am", fired);
  if (st.lastOrg) c = rewriteIn(c, /\b((?:start|started|starting|starts|work|worked|working|works)\s+)there\b/i, `$1at ${st.lastOrg}`, "there_is_last_org", fired);
  const early = clauseReaders(c, clauseText, st, time, weight, today);
  if (early) return early;
  return subjectFacts(c, st, time, weight, today, note);
}

/**
 * The clause readers written as code, tried in order before the subject and the table: verdicts, tastes,
 * medications, instructions, endings, plans called off, work news told from the employer's side, trips,
 * events and the possessive attributes. Each names the rule it returns as; null when none reads the clause.
 */
