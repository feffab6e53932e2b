// Stage: matching. "I'm ..." with no preposition: a name, an age, a nationality, a diet, a condition, a job, an identity.

import { CONDITION_ADJECTIVES, DIETS, IDENTITIES, LANGUAGES, NATIONALITIES, NOT_NAMES, OCCUPATIONS, PLACES, STUDENT_WORDS } from "../lexicon";
import { cleanObject, type Ctx, digitsFor, leadingNumberWords } from "../objects";
import { type Out } from "../rule";
import { stripTimes } from "../time";
import { type Form } from "../verbs";
import { DEMONYMS, lower, one } from "./kit";

export const TITLE_AT = /^(?:an?\s+|the\s+)?(.+?)\s+(?:at|for|with|of)\s+(.+)$/i;
/** "the head of marketing at Zapier": the last "at" separates title and employer. */
export const TITLE_LAST_AT = /^(?:an?\s+|the\s+)?(.+)\s+(?:at|for|with)\s+([A-Z0-9].*)$/;

/** A job title: an occupation at its end, or "head of sales", "director of operations". */
export const isTitle = (phrase: string) => titleHead(phrase) !== null || /^(?:head|director|vp|vice president|chief|manager|dean|chair|president|editor|principal) of\s+\S/i.test(phrase.trim());

export function titleHead(phrase: string): string | null {
  const words = lower(phrase).replace(/[^\w\s'-]/g, "").split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const tail = words.slice(-n).join(" ");
    if (OCCUPATIONS.has(tail)) return tail;
  }
  // Occupations the list lacks, known by their ending ("radiographer", "cardiologist", "electrician",
  // "blacksmith"), and ranks that are titles after a field ("audit senior", "senior associate").
  const last = words[words.length - 1] ?? "";
  if (/^[a-z]{3,}(?:grapher|ologist|ician|iatrist|therapist|smith|wright)$/.test(last)) return last;
  if (words.length >= 2 && /^(?:senior|associate|fellow|principal)$/.test(last) && !/^(?:a|an|the|my|very|most|more)$/.test(words[words.length - 2]!)) return last;
  return null;
}

export function copulaObjects(o: string, self: boolean, form: Form, ctx: Ctx): Out[] | null {
  const s = digitsFor(stripTimes(o.trim())).replace(/\s*,\s*(?:same|but|though|which|so|still|not|lol|haha)\b.*$/i, "").replace(/[.!,]+$/, "").replace(/[,\s]+(?:too|as well|also|btw|by the way|lol|haha|tbh|though|either|myself|by birth|originally|by trade|by profession|by training|actually|now actually|in fact)$/i, "").trim();
  const l = lower(s);
  const past = form === "past";
  // "a Brazilian living in Tokyo", "a nurse based in Leeds": who, and where.
  const living = s.match(/^(.+?)\s+(?:living|based|who lives|residing)\s+in\s+(.+)$/i);
  if (living && !past) {
    const first = copulaObjects(living[1]!, self, form, ctx);
    const place = cleanObject(living[2]!, "place", ctx);
    if (first && first.length && place) return [...first, ...one("lives_in", place, "place", "state")];
  }
  // age
  if (/^\d{1,3}(?:\s*(?:years? old|yrs? old|yo|y\/o|years of age|years young))?(?:\s+(?:now|today|this year))?$/i.test(l)) {
    if (past) return [];
    const age = cleanObject(s.replace(/\s+(?:now|today|this year)$/i, ""), "age", ctx);
    return one("age", age && (leadingNumberWords(o) ?? age), "age", "state");
  }
  // nationality adjective, possibly with "citizen"
  // "half Italian", "part Cherokee": the heritage named, as the labelling keeps no qualifier.
  const nat = l.replace(/^(?:a|an|the)\s+/, "").replace(/^(?:half|part|a quarter|quarter|one quarter)[- ]/, "").replace(/\s+(?:citizen|national)$/, "");
  if (NATIONALITIES.has(nat) || (/\s(?:citizen|national)$/.test(l) && PLACES.has(nat))) {
    return one("nationality", restore(s, nat), "nat", "permanent");
  }
  // diet
  const diet = l.replace(/^(?:a|an)\s+/, "").replace(/^(?:strict|full|fully|mostly|practicing|lifelong|committed)\s+/, "");
  if (DIETS.has(diet)) return one("diet", restore(s, diet), "diet", "state");
  // condition adjective
  const cond = l.replace(/^(?:type ?[12]|t[12])\s+/, "");
  // The labelling keeps objects as written ("lactose intolerant", "asthmatic"), never a noun the text lacks.
  if (CONDITION_ADJECTIVES.has(cond)) return one("has_condition", s.replace(/^(?:an?|very|severely|mildly|slightly|quite)\s+/i, ""), "condition", "state");
  // "a designer at Acme", "the CTO of Acme", "a student at MIT"
  const lastAt = ctx.cased ? s.match(TITLE_LAST_AT) : null;
  if (lastAt && /^(?:head|director|vp|vice president|chief|lead|manager|professor) of\b/i.test(lastAt[1]!)) {
    const org = cleanObject(lastAt[2]!, "org", ctx);
    return [...one("job_title", cleanObject(lastAt[1]!, "title", ctx), "title", "state"), ...one("works_at", org, "org", "state")];
  }
  // "the head of the science department": a lower-case unit is part of the title, not an employer.
  const unitHead = s.match(/^(?:the\s+|an?\s+)?((?:head|director|chair|dean|manager|vp|vice president|chief) of (?:the\s+)?[a-z][\w' -]*(?:department|team|division|unit|school|faculty|ward|office|operations|marketing|sales|engineering|product|design|finance|hr|it|research))$/i);
  if (unitHead && !past) return one("job_title", cleanObject(unitHead[1]!, "title", ctx), "title", "state");
  // "the new head of customer success", "now lead designer": a title with no employer, which only a title reads.
  const theTitle = s.match(/^(?:the\s+)?(?:(?:new|current|acting|interim|official)\s+)?((?:head|director|chief|vp|vice president|lead|manager|dean|chair|principal|editor) of [a-z][\w' -]*|(?:[\w-]+\s+){0,3}[\w-]+)$/i);
  if (theTitle && !past && (/^the\s/i.test(s) || /\bof\b/.test(theTitle[1]!)) && isTitle(theTitle[1]!) && WORDS(theTitle[1]!) <= 6 && !/\b(?:one|only|first|last|best|worst|boss|owner|reason|person)\b/i.test(theTitle[1]!)) {
    return one("job_title", cleanObject(theTitle[1]!, "title", ctx), "title", "state");
  }
  // "a Cornell grad", "a proud Rice alumna": the school named first.
  const alum = ctx.cased ? s.match(/^(?:an?\s+)?(?:(?:proud|recent|former|fellow|new)\s+)?([A-Z][\w&.'-]*(?:\s+(?:of\s+)?[A-Z][\w&.'-]*){0,3})\s+(?:grad|graduate|alum|alumnus|alumna|alumni)$/) : null;
  if (alum && !NATIONALITIES.has(lower(alum[1]!)) && !LANGUAGES.has(lower(alum[1]!)) && !NOT_NAMES.has(lower(alum[1]!).split(/\s+/)[0]!)) return one("graduated_from", cleanObject(alum[1]!, "school", ctx), "school", "event");
  // "a Google employee", "a Stripe engineer": the employer named first.
  const emp = s.match(/^(?:an?\s+)?([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*)?)\s+(employee|staffer|contractor|intern|engineer|developer|designer|nurse|doctor|teacher|manager|researcher)$/);
  if (emp && ctx.cased && !NATIONALITIES.has(lower(emp[1]!)) && !LANGUAGES.has(lower(emp[1]!)) && !PLACES.has(lower(emp[1]!))) {
    const outs = one("works_at", cleanObject(emp[1]!, "org", ctx), "org", "state");
    return /^(?:employee|staffer|contractor)$/i.test(emp[2]!) ? outs : [...outs, ...one("job_title", emp[2]!.toLowerCase(), "title", "state")];
  }
  const at = s.match(TITLE_AT);
  if (at) {
    const titleRaw = at[1]!;
    const t = lower(titleRaw).replace(/^(?:a|an|the)\s+/, "");
    if (STUDENT_WORDS.has(t) || /\bstudent$/.test(t)) return one("studies_at", cleanObject(at[2]!, "school", ctx), "school", "state");
    if (/^(?:(?:proud|recent|former|fellow|new)\s+)?(?:graduate|grad|alum|alumnus|alumna|alumni)$/.test(t) && /\bof$/.test(s.slice(0, s.length - at[2]!.length).trim())) {
      return one("graduated_from", cleanObject(at[2]!, "school", ctx), "school", "event");
    }
    // "a partner at Hargreaves & Pryce": with an employer, a partner is a rank, not a spouse.
    if ((titleHead(titleRaw) || /^(?:(?:senior|equity|managing|junior|salaried)\s+)?partner$/.test(t)) && !/\bfan\b/.test(t)) {
      const title = cleanObject(titleRaw, "title", ctx);
      const org = cleanObject(at[2]!, "org", ctx);
      const outs = [...one("job_title", title, "title", "state")];
      if (org && (!ctx.cased || /^[A-Z0-9]/.test(org) || /^(?:a|an)\s/i.test(at[2]!))) outs.push(...one("works_at", org, "org", "state"));
      return outs;
    }
  }
  // "a 32 year old accountant from Leeds" → age, job, origin
  const aged = s.match(/^(?:an?\s+)?(\d{1,3})[- ]years?[- ]old\s+(.+)$/i);
  if (aged && !past) {
    const restOuts = copulaObjects(`a ${aged[2]!}`, self, form, ctx) ?? [];
    return [...one("age", aged[1]!, "age", "state"), ...restOuts];
  }
  const fromX = s.match(/^(an?\s+.+?)\s+(?:from|based in|living in)\s+([A-Z].*)$/);
  // "a nurse from Leeds", "a vegan Buddhist from Kyoto": who, and where from.
  const fromHead = fromX ? copulaObjects(fromX[1]!, self, form, ctx) : null;
  if (fromX && fromHead?.length) {
    const pred = /\sfrom\s/.test(s) ? "from" : "lives_in";
    return [...fromHead, ...one(pred, cleanObject(fromX[2]!, "place", ctx), "place", pred === "from" ? "permanent" : "state")];
  }
  // "a nurse in the ER", "a teacher in a primary school": the job, the workplace unnamed.
  const where = s.match(/^(an?\s+.+?)\s+(?:in|on)\s+(?:the|a|an)\s+[A-Za-z][\w -]*$/);
  if (where && titleHead(where[1]!.replace(/^an?\s+/i, "")) && WORDS(where[1]!) <= 5) return one("job_title", cleanObject(where[1]!, "title", ctx), "title", "state");
  // "a nurse", "a senior software engineer"
  if (/^(?:a|an)\s/.test(l) || (!ctx.cased && titleHead(l) && WORDS(l) <= 4)) {
    const np = l.replace(/^(?:a|an)\s+/, "");
    if (/^(?:bit|little|lot|tad|mess|fan|big fan|huge fan|sucker|part|member|friend|fan|kind|sort|type|bit of)\b/.test(np)) return null;
    if (STUDENT_WORDS.has(np)) return one("is_a", cleanObject(s, "title", ctx), "title", "state");
    // "a Singaporean architect", "a vegan Buddhist": a nationality or diet said before what one is gives both
    // ("a French teacher" teaches French).
    const adj = np.match(/^([\w-]+)\s+(.+)$/);
    if (adj && (NATIONALITIES.has(adj[1]!) || DIETS.has(adj[1]!)) && !(LANGUAGES.has(adj[1]!) && /^(?:teacher|tutor|translator|interpreter|instructor|lecturer|professor|speaker|student|learner|class)$/.test(adj[2]!))) {
      const rest = copulaObjects(`a ${restoreTail(s, adj[2]!)}`, self, form, ctx);
      if (rest?.length) return [...one(NATIONALITIES.has(adj[1]!) ? "nationality" : "diet", restore(s, adj[1]!), NATIONALITIES.has(adj[1]!) ? "nat" : "diet", NATIONALITIES.has(adj[1]!) ? "permanent" : "state"), ...rest];
    }
    if (ZODIAC.test(np)) return one("is_a", restoreTail(s, np), "title", "state");
    if (titleHead(np) && WORDS(np) <= 5) return one("job_title", cleanObject(s, "title", ctx), "title", "state");
    if (IDENTITIES.has(np)) return one("is_a", cleanObject(s, "title", ctx), "title", "state");
    const plain = np.replace(/^(?:total|huge|big|massive|complete|real|true|proper|proud|lifelong|born|typical|classic|devout|practicing|practising|observant|committed|openly)\s+/, "");
    if (plain !== np && IDENTITIES.has(plain)) return one("is_a", restoreTail(s, plain), "title", "state");
    return null;
  }
  if (IDENTITIES.has(l)) return one("is_a", s, "title", "state");
  // "I'm Dana": a capitalized word after "I'm" (cased text only; "i'm tired" is not a name)
  // "I'm Texan", "I'm a Londoner at heart": where one is from, never a name.
  if (self && !past && ctx.cased && /^[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2}$/.test(s) && !NOT_NAMES.has(l.split(" ")[0]!) && !PLACES.has(l) && !LANGUAGES.has(l) && !DEMONYMS.has(l) && !NATIONALITIES.has(l)) {
    return one("name", s, "name", "permanent", { weight: 0.9 });
  }
  return null;
}

export function restoreTail(original: string, lowerCore: string): string {
  const i = original.toLowerCase().lastIndexOf(lowerCore);
  return i >= 0 ? original.slice(i) : lowerCore;
}

export function restore(original: string, lowerCore: string): string {
  const i = original.toLowerCase().indexOf(lowerCore);
  return i >= 0 ? original.slice(i, i + lowerCore.length) : lowerCore;
}
export const WORDS = (s: string) => s.split(/\s+/).length;
/** "I'm a Scorpio": a star sign is an identity, said only with its article ("I'm Leo" is a name). */
const ZODIAC = /^(?:aries|taurus|gemini|cancer|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)$/;
