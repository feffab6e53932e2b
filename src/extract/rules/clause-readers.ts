// Stage: matching. The clause readers written as code, tried in order before the subject and the table; each
// names the rule it returns as (see code-rules.ts for their examples).

import { type CandidateFact, SELF } from "../types";
import { by, fact, type State } from "./facts";
import { IMPERATIVE_START, instruction, POLITE_ORDER } from "./instructions";
import { FILLER, NOT_A_STATEMENT } from "./leads";
import { EVENT_NOUNS, isPlace, LANGUAGES, NOT_NAMES, ORG_WORD, OTHER_ROLES, PLACES, RELATIONS } from "./lexicon";
import { cleanObject, isLiteral, splitList, typeOf } from "./objects";
import { PAYS_BILLS } from "./paraphrase-clause";
import { FIND_VERDICT, pastimeVerb, RATHER_THAN, VERDICT, verdictSubject } from "./passing";
import { MY_ROLE, ROLE_POSSESSIVE } from "./subjects";
import { type TimeInfo } from "./time";
import { attribute, cancelledPlan, endingOf, eventAttribute, inverted, OWN_EVENT_THE } from "./value-first";
import { MONTH, MONTH_OR_DAY_WORD, WEEKDAY } from "./fragments";

/** "graduation from Rice is next month": the degree, by its day. */
const GRADUATION_DAY = new RegExp(String.raw`^(?:(?:my|our)\s+)?(?:graduation|commencement|graduation ceremony)\s+(?:from|at)\s+(.+?)\s+(is|was|will\s+be|'s)\s+(?:(?:finally|officially|coming up|set for|scheduled for)\s+)*((?:on|in|at|next|this|tomorrow|today|${WEEKDAY}|${MONTH})\b.*)$`, "i");

export function clauseReaders(c: string, clauseText: string, st: State, time: TimeInfo, weight: number, today: string): CandidateFact[] | null {
  // "nothing beats a good espresso", "no more sugar for me".
  const beats = c.match(/^(?:nothing|nothing else) (?:beats|compares to|tops) (.+?)(?:\s+(?:after (?:work|a long day|a run|a hike|a workout|dinner)|on a (?:\w+ )?(?:day|night|morning|evening)|in the (?:summer|winter|morning|evening)|first thing in the morning))?$/i);
  if (beats) return by("likes.nothing_beats", splitList(beats[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "nothing beats", "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : []; }));
  // "pho is the best", "tacos are unbeatable": a verdict with no other subject than the thing itself.
  const best = c.match(/^(.+?)\s+(?:is|are)\s+(?:(?:simply|just|honestly|hands down|by far|literally|truly|still)\s+)?(?:the best|the greatest|the goat|unbeatable|the best thing ever|the best thing in the world)$/i);
  if (best && best[1]!.split(/\s+/).length <= 4 && !/\b(?:i|i'm|you|he|she|they|we|it|this|that|which|what|who|my|our|his|her|their|your|says?|said|thinks?|thought|believes?|claims?)\b/i.test(best[1]!)) {
    return by("likes.is_the_best", splitList(best[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "is the best", "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : []; }));
  }
  // "Radiohead is great", "olives are disgusting": a verdict on a named thing, said in the present.
  const verdict = c.match(VERDICT);
  if (verdict && verdictSubject(verdict[1]!, st.ctx)) {
    const bad = /^(?:disgusting|gross|awful|terrible|revolting|overrated|vile|horrible|nasty|the worst|boring|unbearable|annoying|unbearable|rubbish|trash|garbage)$/i.test(verdict[2]!);
    return by("likes.verdict", splitList(verdict[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", `is ${verdict[2]!.toLowerCase()}`, bad ? "dislikes" : "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : []; }));
  }
  // "cilantro drives me crazy", "slow walkers get on my nerves": a dislike said as its effect on the speaker.
  const irk = c.match(/^(.+?)\s+(?:(?:really|just|always|honestly|seriously|totally|absolutely)\s+)*(?:drives? me (?:crazy|nuts|mad|insane|up the wall|bananas|round the bend)|gets? on my nerves|gets? under my skin|annoys? me(?: so much| to no end)?|irritates? me)$/i);
  if (irk && verdictSubject(irk[1]!, st.ctx)) return by("likes.drives_me_crazy", splitList(irk[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "drives me crazy", "dislikes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : []; }));
  // "I find golf boring", "I find yoga relaxing": a verdict on a thing, with the speaker as judge.
  const find = c.match(FIND_VERDICT);
  if (find && verdictSubject(find[1]!, st.ctx)) {
    const bad = !/^(?:relaxing|calming|fascinating|therapeutic|soothing|fun|enjoyable|addictive)$/i.test(find[2]!);
    return by("likes.find_verdict", splitList(find[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", `find ${find[2]!.toLowerCase()}`, bad ? "dislikes" : "likes", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : []; }));
  }
  // "I drink tea rather than coffee", "I'd go for pizza instead of pasta": a choice of the first. The contrast
  // would otherwise be cut off as a correction, leaving a bare habit that says nothing.
  const rather = c.match(RATHER_THAN);
  if (rather) {
    const v = cleanObject(rather[1]!, "thing", st.ctx);
    return by("likes.rather_than", v ? [fact(SELF, "self", "rather than", "prefers", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : []);
  }
  // "I knit in my spare time", "in my free time I paint", "I've been knitting for years": a pastime.
  const pastime = pastimeVerb(c);
  if (pastime) return by("likes.pastime_habit", [fact(SELF, "self", pastime.raw, "likes", pastime.object, "concept", true, "current", null, null, 0.8 * weight)]);
  // "tea is better than coffee (for me)": a preference between two things.
  const better = c.match(/^([a-z][\w'-]*(?:\s+[\w'-]+){0,2})\s+(?:is|are)\s+(?:way\s+|much\s+|so much\s+|far\s+|just\s+)?better\s+than\s+([\w' -]+?)(?:\s+(?:for me|imo|in my opinion|any day|honestly))?$/i);
  if (better && !/\b(?:i|you|he|she|they|we|it|this|that|life|nothing|something|anything|everything|one|which|what)\b/i.test(better[1]!)) {
    const v = cleanObject(better[1]!, "thing", st.ctx);
    return by("likes.better_than", v ? [fact(SELF, "self", "is better than", "prefers", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.75 * weight)] : []);
  }
  // "tea over coffee, always": a preference stated as a comparison with nothing else in the clause.
  const over = c.match(/^([a-z][\w'-]*(?:\s+[\w'-]+){0,2})\s+over\s+([a-z][\w'-]*(?:\s+[\w'-]+){0,2}?),?\s+(?:always|any day|every time|every day|all day|for sure|hands down|every single time)$/i);
  if (over && !/\b(?:i|you|he|she|they|we|it|is|are|was|game|all|head|heels)\b/i.test(`${over[1]} ${over[2]}`)) {
    const v = cleanObject(over[1]!, "thing", st.ctx);
    return by("likes.over_always", v ? [fact(SELF, "self", "over", "prefers", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", null, null, 0.8 * weight)] : []);
  }
  const noMore = c.match(/^no more (.+?) for me$/i);
  if (noMore) return by("diet.no_more_for_me", splitList(noMore[1]!).flatMap((p) => { const v = cleanObject(p, "thing", st.ctx); return v ? [fact(SELF, "self", "no more", "avoids", v, typeOf(v, "concept"), isLiteral(v, "thing"), "current", time.from, null, 0.8 * weight)] : []; }));
  // "my doctor put me on metformin": the speaker takes it.
  // "Doctor also has me taking vitamin D", "my GP has me on statins now": the clinician's order, the speaker's medication.
  const putOn = c.match(/^(?:my|our|the)\s+(?:[\w-]+\s+){0,2}(?:put|started|switched)\s+me\s+(?:on|onto)\s+(.+)$/i) ?? c.match(/^(?:(?:my|our|the)\s+)?(?:doctor|doc|gp|consultant|cardiologist|specialist|psychiatrist|neurologist|dermatologist|rheumatologist|endocrinologist|nurse|physician|allergist)\s+(?:(?:also|now|still|just)\s+)*(?:has|have|got)\s+me\s+(?:taking|on)\s+(?![^,]*\b(?:diet|regime|regimen|plan|programme|program|routine|leave|rest|duties)\b)(.+)$/i) ?? c.match(/^(?:my|our|the)\s+(?:doctor|doc|gp|consultant|cardiologist|specialist|psychiatrist|neurologist|dermatologist|rheumatologist|endocrinologist|nurse|physician)\s+(?:has\s+|have\s+|just\s+|also\s+)*(?:added|prescribed(?:\s+me)?)\s+(.+)$/i);
  // "my cardiologist has taken me off the digoxin": the medication, stopped.
  const offMed = c.match(/^(?:my|our|the)\s+(?:[\w-]+\s+){0,2}(?:has\s+|have\s+)?(?:taken|took|got|switched)\s+me\s+off\s+(?:the\s+|my\s+)?(.+)$/i);
  if (offMed) {
    const v = cleanObject(offMed[1]!, "med", st.ctx);
    if (v) return by("health.taken_off_medication", [fact(SELF, "self", "taken off", "takes_medication", v, "concept", true, "past", null, null, 0.85 * weight)]);
  }
  if (putOn) {
    const v = cleanObject(putOn[1]!, "med", st.ctx);
    return by("health.put_me_on", v ? [fact(SELF, "self", "put me on", "takes_medication", v, "concept", true, "current", time.from, null, 0.85 * weight)] : []);
  }

  // Instructions to the assistant have no subject.
  if ((IMPERATIVE_START.test(c) || POLITE_ORDER.test(c)) && !/^(?:i|we|my)\b/i.test(c.replace(/^(?:please\s+)/i, "").replace(/^i (?:want|need|would like|'d like|expect) you to\b/i, "you").replace(POLITE_ORDER, "you ").replace(/^i(?:'d| would) (?:like|prefer|love) it if you\b|^i (?:like|love|prefer) it when you\b|^i prefer (?:that|when|if) you\b/i, "you").replace(/^i(?:'d| would) (?:like|prefer|love) (?=(?:all|your|the) (?:answers|replies|responses)\b)/i, ""))) {
    const ins = instruction(clauseText.replace(FILLER, "").trim());
    if (!ins) return [];
    const lit = ins.predicate === "instruction" || ins.predicate === "preferred_language";
    return by("instructions.instruction", [fact(SELF, "self", ins.raw, ins.predicate, ins.object, "concept", lit, "current", null, null, 0.9 * weight)]);
  }
  if (NOT_A_STATEMENT.test(c) || /^(?:maybe|perhaps|possibly|someday|one day|hopefully|ideally)\b/i.test(c)) return [];

  // "we lost Max", "my Amazon days are over": something of the speaker's over, named by its value alone.
  const ended = endingOf(c, st.ctx, time, today);
  if (ended) return by("endings.over", [ended]);
  // "the move to Munich is off", "we're not moving to Munich after all": a plan that no longer holds.
  const off = cancelledPlan(c, st.ctx);
  if (off) return by("plans.called_off", off.map((f) => ({ ...f, confidence: Math.round(f.confidence * weight * 100) / 100 })));
  // "our move to Sheffield is booked for December", "we close on the house in Austin in March": a new home
  // with a date set, not yet lived in.
  const set = c.match(/^(?:(?:our|my|the)\s+(?:big\s+)?move\s+to\s+(.+?)\s+(?:is|has\s+been)\s+(?:now\s+|all\s+|officially\s+)?(?:booked|scheduled|set|planned|confirmed|locked in)\b|(?:i|we)\s+(?:will\s+)?close\s+on\s+(?:a|the|our|my)\s+(?:new\s+)?(?:house|home|flat|apartment|condo|place)\s+in\s+(.+?)(?:\s+(?:in|on|next|this|at)\b.*)?$)/i);
  if (set) {
    const place = cleanObject(set[1] ?? set[2]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place)))) return by("places.move_booked", [fact(SELF, "self", set[1] ? "move booked to" : "close on a house in", "lives_in", place, "place", false, "planned", null, null, 0.8 * weight)]);
  }
  // "my company rebranded to Nexa": the employer's new name.
  const reb = c.match(/^(?:[Tt]he\s+(?:company|firm|startup|agency|studio|place|business)\s+(?:[Ii]|we)\s+work\s+(?:for|at)|(?:[Mm]y|[Oo]ur)\s+(?:company|employer|firm|workplace|startup)(?:\s*,\s*(?:formerly|previously|once)\s+[^,]+,)?)(?:\s*,\s*[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}\s*,)?\s+(?:has\s+|have\s+|just\s+|recently\s+|officially\s+|finally\s+)*(?:rebranded|changed\s+(?:its|their)\s+name|renamed\s+itself|is\s+now\s+called|is\s+now\s+known\s+as|is\s+now|got\s+renamed|was\s+renamed|has\s+been\s+renamed)(?:\s+from\s+[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})?(?:\s+(?:to|as))?\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})$/);
  if (reb && !NOT_NAMES.has(reb[1]!.toLowerCase())) {
    const org = cleanObject(reb[1]!, "org", st.ctx);
    return by("work.employer_renamed", org ? [fact(SELF, "self", "employer renamed to", "works_at", org, "organization", false, "current", null, null, 0.8 * weight)] : []);
  }

  // "Wegmans pays my bills", "Workday still pays the bills": the employer, said as who pays.
  const pays = c.match(PAYS_BILLS);
  // The phrase is specific enough that a sentence-initial capital names the employer even in uncased text.
  if (pays && !/^(?:he|she|they|it|this|that|who|what|which|nobody|someone|everyone)$/i.test(pays[1]!) && !RELATIONS.has(pays[1]!.toLowerCase()) && !OTHER_ROLES.has(pays[1]!.toLowerCase()) && !NOT_NAMES.has(pays[1]!.toLowerCase().split(/\s+/)[0]!) && !PLACES.has(pays[1]!.toLowerCase())) {
    const org = cleanObject(pays[1]!, "org", st.ctx);
    if (org) return by("work.pays_my_bills", [fact(SELF, "self", "pays my bills", "works_at", org, "organization", false, "current", null, null, 0.8 * weight)]);
  }
  // "Sam here", "this is Dana": a self-introduction.
  // "Sunniva speaking", "this is Oluwaseun writing, from the finance team": the same, as said on a phone or in a letter.
  const intro = (st.ctx.cased || /^[A-Z][a-z]+\s+(?:here|speaking|writing)$/.test(c)) && (st.clauseIndex ?? 0) === 0 ? c.match(/^(?:[Tt]his is|[Ii]t is|[Ii]t's)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?:\s+(?:here|again|speaking|writing))?(?:,?\s+from\s+[\w ]+)?$|^([A-Z][a-z]+)\s+(?:here|speaking|writing)(?:,?\s+from\s+[\w ]+)?$/) : null;
  if (intro && !NOT_NAMES.has((intro[1] ?? intro[2])!.toLowerCase()) && !PLACES.has((intro[1] ?? intro[2])!.toLowerCase())) return by("identity.this_is_name", [fact(SELF, "self", intro[1] ? "this is" : "here", "name", (intro[1] ?? intro[2])!, "concept", true, "current", null, null, 0.8 * weight)]);

  // Inverted statements: "pizza is my favorite food", "Anna is my sister", "Google is my employer".
  const inv = inverted(c, st.ctx, weight);
  if (inv) return by("inverted.value_first", inv);

  // "Acme let me go": the employer ended it.
  // The phrase is specific enough that a sentence-initial capital names the employer even in uncased text.
  const letGo = c.match(/^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:just\s+|finally\s+)?(?:let me go(?!\s+(?:fully\s+|full[- ]time\s+|part[- ]time\s+)?(?:remote|part[- ]time|home|early|on|to|for|with|travel|back|abroad|freelance))|laid me off|fired me|made me redundant|sacked me)\b/);
  if (letGo && !NOT_NAMES.has(letGo[1]!.toLowerCase().split(/\s+/)[0]!) && !/^(?:they|he|she|management|everyone|nobody|someone)$/i.test(letGo[1]!) && !PLACES.has(letGo[1]!.toLowerCase())) {
    const org = cleanObject(letGo[1]!, "org", st.ctx);
    return by("work.let_me_go", org ? [fact(SELF, "self", "let me go", "works_at", org, "organization", false, "past", null, time.from && time.from <= today ? time.from : null, 0.85 * weight)] : []);
  }
  // "Globex hired me", "Initech just took me on as a tester": a job begun, told from the employer's side.
  const hired = c.match(HIRED_ME);
  if (hired && !NOT_NAMES.has(hired[1]!.toLowerCase().split(/\s+/)[0]!) && !/^(?:they|he|she|nobody|someone|everyone)$/i.test(hired[1]!) && !PLACES.has(hired[1]!.toLowerCase())) {
    const org = cleanObject(hired[1]!, "org", st.ctx);
    const title = hired[2] ? cleanObject(hired[2], "title", st.ctx) : null;
    if (org) return by("work.hired_me", [fact(SELF, "self", "hired me", "works_at", org, "organization", false, "current", time.from && time.from <= today ? time.from : null, null, 0.85 * weight), ...(title ? [fact(SELF, "self", "hired me as", "job_title", title, "concept", true, "current", null, null, 0.8 * weight)] : [])]);
  }
  // "Driftwood Media kept me on remotely", "Tidewell Health let me transfer": the employer still has the speaker.
  const kept = c.match(KEPT_ME);
  if (kept && !NOT_NAMES.has(kept[1]!.toLowerCase().split(/\s+/)[0]!) && !/^(?:they|he|she|nobody|someone|everyone)$/i.test(kept[1]!) && !PLACES.has(kept[1]!.toLowerCase())) {
    const org = cleanObject(kept[1]!, "org", st.ctx);
    if (org) return by("work.kept_me_on", [fact(SELF, "self", "kept me on", "works_at", org, "organization", false, "current", null, null, 0.8 * weight)]);
  }
  // "since we got to Milwaukee in June ...", "now that I'm in Osaka ...": the arrival is the news, whatever follows.
  const arrived = c.match(ARRIVED);
  if (arrived) {
    const place = cleanObject(arrived[1]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place) && !NOT_NAMES.has(place.toLowerCase().split(/\s+/)[0]!)))) return by("places.arrived_since", [fact(SELF, "self", "since we got to", "lives_in", place, "place", false, "current", null, null, 0.8 * weight)]);
  }
  // "survived my first week at Superdrug", "made it through my last shift at Tesco": the job begun (or over).
  const week = c.match(/^(?:(?:i|we)\s+)?(?:(?:just|finally|officially)\s+)*(?:survived|made it through|got through|finished|completed|wrapped up|did|nailed|smashed)\s+(?:my|our)\s+(first|last|final)\s+(?:day|week|shift|month|fortnight)\s+(?:at|with)\s+([A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3})/i);
  if (week && st.ctx.cased) {
    const org = cleanObject(week[2]!, "org", st.ctx);
    const ended = !/^first$/i.test(week[1]!);
    if (org && !PLACES.has(org.toLowerCase())) return by("work.first_week_at", [fact(SELF, "self", ended ? "last day at" : "first week at", "works_at", org, "organization", false, ended ? "past" : "current", null, null, 0.85 * weight)]);
  }
  // "we've decided on Gdańsk instead", "so I went with Chewy instead": the pick that replaces a plan. What it
  // is (a home, a job) the value alone may not say: the pipeline reads it from the plan it replaces.
  const pick = c.match(PICKED_INSTEAD);
  if (pick && st.ctx.cased) {
    const v = pick[1]!.trim();
    const l = v.toLowerCase();
    if (/^[A-Z0-9]/.test(v) && !NOT_NAMES.has(l.split(/\s+/)[0]!) && !MONTH_OR_DAY_WORD.test(l)) {
      const org = ORG_WORD.test(v) && !PLACES.has(l);
      const o = cleanObject(v, org ? "org" : "place", st.ctx);
      if (o) return by("places.decided_on", [{ ...fact(SELF, "self", "decided on", org ? "works_at" : "lives_in", o, org ? "organization" : "place", false, "planned", null, null, 0.75 * weight), ...(PLACES.has(l) || org ? {} : { predicate_guessed: true }) }]);
    }
  }
  // "two weeks' notice is in at Accenture", "my Deloitte laptop went back today": the job is over, told
  // through the paperwork or the kit handed back.
  const handedIn = c.match(HANDED_IN) ?? c.match(KIT_BACK);
  if (handedIn) {
    const org = cleanObject(handedIn[1]!, "org", st.ctx);
    if (org && !PLACES.has(org.toLowerCase()) && !NOT_NAMES.has(org.toLowerCase().split(/\s+/)[0]!)) return by("work.notice_in_at", [fact(SELF, "self", "notice in at", "works_at", org, "organization", false, "past", null, time.from && time.from <= today ? time.from : null, 0.85 * weight)]);
  }
  // "my first day at Stripe is Monday" (a start ahead), "my last day at Acme was Friday" (an end behind).
  // "today was my first day at Globex", "tomorrow is my last day at Acme": the same, the day named first.
  const day = c.match(/^my\s+(first|last|final)\s+(?:day|shift|week)\s+(?:at|with)\s+(.+?)\s+(is|was|will be|'s)\s+(.+)$/i);
  if (day) {
    const org = cleanObject(day[2]!, "org", st.ctx);
    const first = /^first$/i.test(day[1]!);
    const done = /^was$/i.test(day[3]!) || (/^(?:is|'s)$/i.test(day[3]!) && first && /^now$/i.test(day[4]!));
    if (!org || (st.ctx.cased && !/^[A-Z0-9]/.test(org))) return [];
    if (first) return by("work.first_day_at", [fact(SELF, "self", `first day at`, "works_at", org, "organization", false, done ? "current" : "planned", done ? time.from : time.direction === "future" && time.from ? time.from : time.ahead, null, 0.85 * weight)]);
    // A last day still ahead is a known end, not a fact to close yet.
    return by("work.last_day_at", done ? [fact(SELF, "self", `last day at`, "works_at", org, "organization", false, "past", null, time.from && time.from <= today ? time.from : null, 0.85 * weight)] : []);
  }

  // "first day at Figma went great", "week one at HubSpot done", "last day at Acme was a blur": told as
  // news about the day, the job has started (or ended) already.
  const dayNews = (c.charAt(0).toLowerCase() + c.slice(1)).match(/^(?:my\s+)?(?:(first|last|final)\s+(?:day|week|shift)|(?:day|week)\s+(one|1))\s+(?:at|with)\s+([A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3})\s+(?:(?:went|was|felt|has been|is|done|over|wrapped|in the books|complete|completed|finished|down)\b|[,!.]|$)/);
  if (dayNews) {
    const org = cleanObject(dayNews[3]!, "org", st.ctx);
    if (org && !PLACES.has(org.toLowerCase()) && !/\b(?:will|tomorrow|next|on (?:monday|tuesday|wednesday|thursday|friday))\b/i.test(c)) {
      const ended = /^(?:last|final)$/i.test(dayNews[1] ?? "");
      return by("work.day_news", [fact(SELF, "self", ended ? "last day at" : "first day at", "works_at", org, "organization", false, ended ? "past" : "current", null, null, 0.85 * weight)]);
    }
  }

  // "graduation from Rice is next month", "my commencement at Duke was on Saturday": the degree, by its day.
  const grad = c.match(GRADUATION_DAY);
  if (grad) {
    const school = cleanObject(grad[1]!, "school", st.ctx);
    const done = /^was$/i.test(grad[2]!) || /^(?:today)\b/i.test(grad[3]!);
    if (school && (!st.ctx.cased || /^[A-Z0-9]/.test(school))) return by("school.graduation_day", [fact(SELF, "self", "graduation from", "graduated_from", school, "organization", false, done ? "current" : "planned", done ? (time.from && time.from <= today ? time.from : null) : time.from && time.from > today ? time.from : time.ahead, null, 0.85 * weight)]);
  }
  // "our honeymoon was in Bali", "my trip to Iceland was unreal": a trip of the speaker's, told after it.
  const trip = c.match(TRIP_WAS);
  // The place before the noun must be a name: "the big trip was fun" names none; "my trip was great" neither.
  if (trip && (trip[3] ?? trip[4] ?? trip[1])) {
    const place = cleanObject((trip[3] ?? trip[4] ?? trip[1])!.split(/\s+(?:for|with|because|on|at|after|before|and|last|this)\b/i)[0]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place) && !NOT_NAMES.has(place.toLowerCase().split(/\s+/)[0]!) && !ORG_WORD.test(place)))) {
      const ahead = /\bwill\s+be\b/i.test(trip[0]);
      return by("places.trip_was", [fact(SELF, "self", `${trip[2]!.toLowerCase()} ${ahead ? "will be" : "was"}`, "visited", place, "place", false, ahead ? "planned" : "current", ahead ? (time.from ?? time.ahead) : time.from && time.from <= today ? time.from : null, null, 0.85 * weight)]);
    }
  }
  // "my dentist appointment is on Friday", "my sister's wedding is in June": an event ahead, the speaker's or a relative's.
  const evp = c.match(/^(?:my|our)\s+(.+?)\s+(is|are|was|were)\s+(.+)$/i) ?? c.match(OWN_EVENT_THE);
  if (evp && evp[1]!.split(/\s+/).length <= 5) {
    const rest = `${evp[2]!} ${evp[3]!}`;
    // "doctor's appointment" is the speaker's own event; "sister's wedding" is the sister's.
    const rel = EVENT_NOUNS.has(evp[1]!.toLowerCase()) ? null : evp[1]!.match(ROLE_POSSESSIVE);
    const theirs = rel ? eventAttribute(rel[2]!, rest, time, st.ctx, weight) : null;
    if (rel && theirs) return by("events.relative_event", theirs.map((f) => ({ ...f, subject: rel[1]!.toLowerCase(), subject_type: "person" as const, confidence: Math.round(f.confidence * 0.95 * 100) / 100 })));
    const own = rel ? null : eventAttribute(evp[1]!, rest, time, st.ctx, weight);
    if (own) return by("events.own_event", own);
  }

  // "my Spanish is finally fluent", "my German's pretty good now": a language the speaker speaks, judged.
  const lang = c.match(/^my\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)(?:\s+(?:is|has\s+gotten|has\s+become|got|has\s+got)|'s)\s+(?:(?:finally|now|actually|pretty|really|quite|very|fairly|so|getting|at last|good and|totally|properly|basically)\s+)*(?:fluent|good|decent|solid|conversational|passable|great|excellent|native-level|near-native|strong|not bad|fine)\b/i);
  if (lang && LANGUAGES.has(lang[1]!.toLowerCase())) {
    const v = cleanObject(lang[1]!, "lang", st.ctx);
    if (v) return by("identity.my_language_is", [fact(SELF, "self", "my language is", "speaks", v, "concept", true, "current", null, null, 0.8 * weight)]);
  }
  // "my apartment in Brooklyn is tiny", "our flat in Basel has a balcony": the speaker's home, said in passing.
  const home = c.match(MY_HOME);
  if (home) {
    const place = cleanObject(home[1]!, "place", st.ctx);
    if (place && (isPlace(place.toLowerCase(), true) || (st.ctx.cased && /^[A-Z]/.test(place) && !NOT_NAMES.has(place.toLowerCase().split(/\s+/)[0]!)))) {
      return by("places.my_home_in", [fact(SELF, "self", "my home in", "lives_in", place, "place", false, "current", null, null, 0.8 * weight)]);
    }
  }
  // "my name is Dana", "my favorite color is blue", "my job is nursing": the attribute names the predicate.
  const possessive = c.match(/^(?:my|our)\s+(.+?)(?:\s+(is|are|was|were)|('s))\s+(.+)$/i);
  if (possessive && !MY_ROLE.test(c)) {
    const verb = possessive[2] ?? "is";
    const rest = `${verb} ${possessive[4]!}`;
    return by("attributes.possessive", attribute(`my ${possessive[1]!}`, rest, st.ctx, weight) ?? eventAttribute(possessive[1]!, rest, time, st.ctx, weight) ?? []);
  }
  return null;
}

/** The clause by its subject: the relation the subject phrase states, then the first table rule that reads the verb phrase. */


/** A trip the speaker had (or will have), and where: "our honeymoon was in Bali", "my holiday in Crete was bliss". */
export const TRIP_NOUN = "(?:(?:summer|winter|spring|autumn|fall|christmas|easter|family|road|ski|beach|big|last|first|latest|recent|work|business|solo|girls'?|boys'?|week-long|two-week|weekend|quick|short|long|little)\\s+)*(trip|vacation|holiday|holidays|honeymoon|getaway|babymoon|cruise|road trip|gap year)";
export const NOT_TAKEN = "(?!(?:\\s+(?:just|also|sadly|unfortunately))?\\s+(?:cancel|cancelled|canceled|called|postponed|delayed|pushed|moved|scrapped|supposed|meant|going|planned|booked|rescheduled|not|never|off|cut|ruined|a\\s+(?:disaster|bust|write-off))\\b)";
// "the weekend trip to Santa Fe was gorgeous", "the Penang trip was the best decision": with "the", the trip
// told as news after it is the speaker's too; the place may come before the noun.
export const TRIP_WAS = new RegExp(`^(?:my|our|the)\\s+(?:([A-Z][\\p{L}'.-]*(?:\\s+[A-Z][\\p{L}'.-]*)?)\\s+)?${TRIP_NOUN}\\s+(?:(?:to|in|around|through|across)\\s+(.+?)\\s+(?:was|were|has\\s+been)${NOT_TAKEN}(?:\\s.*)?|(?:was|were|will\\s+be)\\s+(?:in|to|around|through|across)\\s+(.+)|(?:was|were|has\\s+been)${NOT_TAKEN}(?:\\s.*)?)$`, "iu");

export const KEPT_ME = /^([A-Z][\w&.'-]*(?:\s+(?:&\s+)?[A-Z][\w&.'-]*){0,3})\s+(?:(?:just|has|have|kindly|happily|finally)\s+)*(?:kept\s+me\s+on|(?:let|is\s+letting|are\s+letting)\s+me\s+(?:transfer|keep\s+my\s+job|stay\s+on)|transferred\s+me|relocated\s+me|promoted\s+me)\b/;
export const HIRED_ME = /^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:(?:just|finally|officially|has|have|actually)\s+)*(?:hired|took)\s+me(?:\s+on)?(?:\s+as\s+(?:an?\s+)?([a-z][\w -]*?))?(?:\s+(?:last|this|yesterday|today|on|in|after|full[- ]time|part[- ]time)\b.*)?$/;
export const ARRIVAL_PLACE = "((?:the\\s+)?[A-Za-z][\\w'.-]*(?:\\s+(?!I\\b)[A-Z][\\w'.-]*){0,2})";
export const ARRIVED = new RegExp(`^(?:[Ee]ver\\s+)?(?:[Ss]ince|(?:[Nn]ow\\s+)?[Tt]hat)\\s+(?:[Ii]|[Ww]e)\\s+(?:(?:finally|first|have|had)\\s+)*(?:got|arrived|moved|came|landed|settled|relocated|am|are|live|made\\s+it|have\\s+been)\\s+(?:here\\s+|over\\s+|back\\s+)?(?:to|in|into)\\s+${ARRIVAL_PLACE}`);
export const PICKED_INSTEAD = /^(?:[Ii]|[Ww]e)\s+(?:(?:have|had|finally|eventually|ultimately|now)\s+)*(?:decided\s+on|settled\s+on|picked|chose|chosen|gone\s+with|went\s+with|are\s+going\s+with|am\s+going\s+with|opted\s+for)\s+([\p{Lu}\d][\p{L}\p{N}&.'-]*(?:\s+[\p{Lu}\d][\p{L}\p{N}&.'-]*){0,2})\s+(?:instead|in the end|after all)(?![\p{L}])/u;
export const ORG_RUN = "([A-Z0-9][\\w&.'-]*(?:\\s+[A-Z0-9][\\w&.'-]*){0,3})";
export const HANDED_IN = new RegExp(`^(?:(?:[Mm]y|[Oo]ur)\\s+)?(?:two|2|four|one|a|[Tt]wo|[Ff]our|[Oo]ne|[Aa])?\\s*(?:weeks?'?|month'?s?'?|-week|-month)?\\s*(?:notice|resignation|[Nn]otice|[Rr]esignation)\\s+(?:is|has been|went|was|got)\\s+(?:(?:officially|finally|formally|now)\\s+)*(?:in|handed in|submitted|accepted)\\s+(?:at|with|to)\\s+${ORG_RUN}`);
export const KIT_BACK = new RegExp(`^[Mm]y\\s+(?:old\\s+)?${ORG_RUN}\\s+(?:laptop|badge|keycard|key card|access card|work phone|lanyard|company car|ID badge|id badge)\\s+(?:(?:officially|finally|just)\\s+)*(?:went back|has gone back|got returned|was returned|is returned|got handed back|was handed back|went in the post)\\b`);

export const MY_HOME = /^(?:(?:[Mm]y|[Oo]ur)\s+|(?=[Nn]ew\s))(?:(?:[Nn]ew|little|tiny|small|cosy|cozy|cute|lovely|rented|current|first)\s+)*(?:apartment|flat|house|condo|home|place|studio|loft|townhouse)\s+(?:in|near)\s+((?:the\s+)?[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2})\s+(?:is|has|was|feels|gets|costs|looks|needs)\b/;
