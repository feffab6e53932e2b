// Stage: matching. Readers where the value comes first: endings named by the value alone ("we lost Max"),
// plans called off, inverted clauses ("Lisbon is where I live"), attributes ("my name is Dana") and events.

import { type CandidateFact, SELF } from "../types";
import { by, fact, MULTI } from "./facts";
import { EVENT_NOUNS, isPlace, NOT_NAMES } from "./lexicon";
import { cleanObject, type Ctx, isLiteral, KIND_TYPE, type ObjKind, splitList, splitNames, typeOf } from "./objects";
import { NOT_A_TASTE } from "./passing";
import { RE_NAMES_ARE_MY, RE_NAMES_ARE_MY_CASED, relationFact } from "./subjects";
import { type TimeInfo } from "./time";
import { DATE_HINT } from "./fragments";

// ---------------------------------------------------------------------------------------------------------
// Endings named by the value alone: the text says something is over, not which predicate held it (a pet, a
// job, a school, a plan). They travel as facts with the internal predicate ENDS and leave the extractor as
// `Extraction.endings`; the pipeline closes whatever open fact of the speaker holds the value.

export const ENDS = "ends_held";
/** An ending keyed on predicates ("ends_of:partner,married_to"), the value unnamed. */
export const ENDS_KEYED = "ends_of:";
export const ENDED_NAME = "([\\p{Lu}][\\p{L}\\p{N}&.'-]*(?:\\s+(?:of\\s+|&\\s+)?[\\p{Lu}\\d][\\p{L}\\p{N}&.'-]*){0,3})";
export const OVER = "(?:(?:officially|finally|well and truly|now|definitely)\\s+)*(?:over|done|behind me|finished|a thing of the past)";
/** What a plan is called by the name it is about ("the Kyoto trip", "the Galway thing"). */
export const PLAN_NOUN = "(?:trip|holiday|holidays|vacation|visit|getaway|break|weekend|city\\s+break|honeymoon|thing|plan|plans|idea)";
export const ENDINGS: RegExp[] = [
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
export function endingOf(c: string, ctx: Ctx, time: TimeInfo, today: string): CandidateFact | null {
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
export const CALLED_OFF = String.raw`(?:is\s+(?:off|cancelled|canceled|called off|not happening)|(?:has\s+been|was|got)\s+(?:withdrawn|rescinded|pulled)|has\s+been\s+(?:cancelled|canceled|called off)|was\s+(?:cancelled|canceled|called off)|got\s+(?:cancelled|canceled|called off)|fell\s+through|has\s+fallen\s+through|did\s+not\s+work\s+out|didn't\s+work\s+out)`;
export const WORK_VERB = /^(?:join|joining|start|starting|take|taking|accept|accepting|work|working)\b/i;

/** A plan called off, as the fact it was about, in the past: the store closes the open plan with it. */
export function calledOff(what: string, work: boolean, raw: string, ctx: Ctx): CandidateFact[] {
  const kind = work ? "org" : "place";
  // "moving to Lisbon, Boston it is": the comma ends the plan's object.
  const v = cleanObject(what.split(/\s*[,;]\s*/)[0]!, kind, ctx);
  // Uncased text names no entity we can trust, except a place we know.
  if (!v || NOT_NAMES.has(v.toLowerCase()) || (ctx.cased ? !/^[A-Z0-9]/.test(v) : work || !isPlace(v.toLowerCase(), true))) return [];
  return [fact(SELF, "self", raw, work ? "works_at" : "lives_in", v, work ? "organization" : "place", false, "past", null, null, 0.8)];
}

export const PLAN_AT_CALLED_OFF = new RegExp(String.raw`^(?:the|my|our)\s+(?:new\s+)?(job|offer|job offer|position|post|role|move)\s+(?:at|with|to)\s+(.+?)\s+${CALLED_OFF}$`, "i");
export const NAMED_PLAN_CALLED_OFF = new RegExp(String.raw`^(?:[Tt]he\s+)?([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s+(job|offer|job offer|position|post|role|move)\s+${CALLED_OFF}(?:\s+(?:for|because|due|after|over|as)\b.*)?$`);

export const PLACE_CALLED_OFF = new RegExp(String.raw`^([\p{L}][\p{L}.'-]*(?:\s+[\p{L}][\p{L}.'-]*){0,2})\s+${CALLED_OFF}(?:\s*,.*)?$`, "iu");

export function cancelledPlan(c: string, ctx: Ctx): CandidateFact[] | null {
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
export function inverted(c: string, ctx: Ctx, weight: number): CandidateFact[] | null {
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


/** "live in Austin, not Dallas" → "live in Austin": a correction names the right value first. */
export function withoutContrast(rest: string): string {
  const m = rest.match(/(?:\s*,\s*|\s+)(?:and\s+|but\s+)?(?:not|rather than|instead of)\s+(?!only\b|just\b|even\b|really\b|sure\b|that\b|much\b|too\b|so\b|very\b|as\b|at all\b|anymore\b|any more\b)[^,]*$/i);
  if (!m || m.index === undefined) return rest;
  const before = rest.slice(0, m.index);
  // "... in sept can not wait": a verb negated after the value is a clause of its own, not a contrast.
  if (/\b(?:can|do|does|did|could|would|will|should|is|are|am|was|were|have|has|had|might|must)$/i.test(before.trim())) return rest;
  return before.trim().split(/\s+/).length >= 2 ? before : rest;
}

/** "the root canal is tomorrow morning", "the interview is on Friday": with "the", only events that are the speaker's own. */
export const OWN_EVENT_THE = /^the\s+((?:[\w'-]+\s+)?(?:appointment|surgery|operation|procedure|root canal|hip replacement|knee replacement|interview|job interview|exam|scan|mri|ultrasound|biopsy|colonoscopy|checkup|check-up|filling|c-section|haircut|hearing|court date|audition|driving test))\s+(is|are|was|were)\s+(.+)$/i;

/** "my wedding is on June 12", "my interview is next Tuesday": an event the speaker has. */
export function eventAttribute(phrase: string, rest: string, time: TimeInfo, ctx: Ctx, weight: number): CandidateFact[] | null {
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
export const ATTRIBUTES: [RegExp, string, ObjKind][] = [
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

export function attribute(phrase: string, rest: string, ctx: Ctx, weight: number): CandidateFact[] | null {
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
    if (pred === "birthday" && !DATE_HINT.test(value.replace(/^(?:on|in)\s+/i, "").replace(/^(?:next|this|last)\s+\w+|^(?:tomorrow|today|soon)\b/i, ""))) return [];
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
