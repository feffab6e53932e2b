// Stage: matching. Small readers the table's rules share: one/many candidate builders, food and field words,
// pastimes, medications, banks and employers.

import { LANGUAGES, MEDICATION_SUFFIX, MEDICATIONS, NOT_NAMES, PLACES } from "../lexicon";
import { cleanObject, type Ctx, type ObjKind, splitList } from "../objects";
import { type Kind, type Out } from "../rule";
import { stripTimes } from "../time";
import { type Form } from "../verbs";
import { WEEKDAY } from "../fragments";

/** Regional demonyms a capitalised "I'm X" would otherwise read as a name. */
export const DEMONYMS = new Set(["texan", "californian", "floridian", "new yorker", "londoner", "bostonian", "parisian", "berliner", "midwesterner", "southerner", "northerner", "hawaiian", "alaskan", "ohioan", "virginian", "carolinian", "chicagoan", "angeleno", "brooklynite", "scouser", "mancunian", "glaswegian", "geordie", "aussie", "kiwi", "brit", "yank", "canuck", "bavarian", "catalan", "basque", "sicilian", "neapolitan", "venetian", "tuscan", "andalusian", "cornish", "yorkshireman", "yorkshirewoman", "texican", "jerseyan", "new englander", "west coaster", "east coaster", "coloradan", "arizonan", "oregonian", "minnesotan", "michigander", "georgian", "kentuckian", "tennessean", "louisianan", "bajan", "trini", "québécois", "quebecois", "ontarian", "albertan", "torontonian", "montrealer", "dubliner", "edinburgher", "muscovite", "roman", "milanese", "madrileño", "barcelonan"]);

/** Lines of work, which one works "in" as in a field, not an employer ("I work in Marketing"). */
export const WORK_FIELDS = /^(?:marketing|sales|finance|hr|human resources|it|tech|technology|retail|healthcare|health care|education|insurance|banking|construction|hospitality|publishing|advertising|consulting|engineering|design|research|operations|logistics|government|law|media|pharma|accounting|admin|administration|software|product|support|customer service|customer success|legal|security|science|property|real estate|fashion|film|tv|music|theatre|theater|the arts|tourism|manufacturing|energy|oil and gas|telecoms?|transport|social care|care|nursing|medicine|academia|politics|the city|defence|defense|aviation|recruitment|communications|pr|events|catering|hospitality)(?:\s+(?:and|&)\s+\w+)?$/i;

/** Things one eats or drinks (and so can avoid): "I can't have dairy", "I'm off sugar". */
export const FOODS = /^(?:dairy|gluten|wheat|lactose|meat|red meat|pork|beef|chicken|fish|seafood|shellfish|eggs?|nuts|peanuts|tree nuts|soy|sugar|caffeine|coffee|alcohol|booze|beer|wine|spicy food|fried food|carbs|bread|pasta|milk|cheese|onions?|garlic|mushrooms|tomatoes|corn|processed food|junk food|sweets|chocolate|soda|red wine|spirits|liquor)$/;

export const one = (predicate: string, object: string | null, obj: ObjKind, kind: Kind, extra: Partial<Out> = {}): Out[] =>
  object ? [{ predicate, object, obj, kind, ...extra }] : [];

export const many = (predicate: string, text: string, obj: ObjKind, kind: Kind, ctx: Ctx): Out[] =>
  splitList(text).flatMap((p) => one(predicate, cleanObject(p, obj, ctx), obj, kind));

export const lower = (s: string) => s.toLowerCase().trim();

/** The listed languages an object names ("Russian too", "English, Hindi and Marathi"); null when it names none. */
export function spokenLanguages(o: string, ctx: Ctx, negated: boolean, kind: Kind): Out[] | null {
  const items = splitList(stripTimes(o).replace(/[.!]+$/, "")).map((t) => t.replace(/^(?:some|a bit of|a little(?: bit of)?|basic|a few words of|a lot of|decent|conversational|enough)\s+/i, "").replace(/\s+(?:too|as well|also|now|again|fluently|well|at home|at work)$/i, "").trim());
  const langs = items.filter((t) => LANGUAGES.has(lower(t)));
  if (!langs.length || langs.length !== items.length) return null;
  return negated ? [] : langs.flatMap((t) => one("speaks", cleanObject(t, "lang", ctx), "lang", kind));
}
export const strip = (s: string) => s.replace(/^(?:a|an|the|my|our|one|some|two|three|\d+)\s+/i, "").replace(/[.,!?]+$/, "").trim();

// Pastimes: a habit stated in the simple present (or the perfect) is a liking of the activity.

/** The longest pastime from `words` that the object starts with ("the cello on weekends" → "cello"). */
export function pastime(o: string, words: ReadonlySet<string>, ctx: Ctx): string | null {
  const t = stripTimes(o).replace(/^(?:the|a|an|some|competitive|amateur|professional|classical|jazz|bass)\s+(?=\S)/i, "").replace(/[.!,]+$/, "").trim();
  const ws = t.split(/\s+/);
  for (let n = Math.min(4, ws.length); n >= 1; n--) {
    const head = ws.slice(0, n).join(" ");
    if (words.has(lower(head))) return cleanObject(head, "thing", ctx);
  }
  return null;
}

export const PRACTISED_RACES: ReadonlySet<string> = new Set(["marathons", "half marathons", "half-marathons", "ultras", "ultramarathons", "triathlons", "ironmans", "10ks", "5ks", "trail races", "races"]);

/** A one-off ("I go shopping tomorrow", "I'm playing tennis tonight") is a plan, not a pastime. */
export const ONE_OFF_TIME = new RegExp(String.raw`\b(?:tomorrow|tonight|today|this (?:morning|afternoon|evening|weekend)|next \w+|on ${WEEKDAY}\b(?!s))`, "i");

export function hobby(o: string, words: ReadonlySet<string>, ctx: Ctx, form: Form, anyNeg: boolean, kind: Kind = "state"): Out[] | null {
  const v = pastime(o, words, ctx);
  if (!v) return null;
  // "I don't do yoga anymore" is said and done; "I don't do dairy" is for the patterns after this one.
  if (anyNeg) return [];
  if (ONE_OFF_TIME.test(o) || form === "ing") return null;
  return one("likes", v, "thing", kind);
}

/** A field of study: lower-case words, not a manner ("hard", "abroad") or a time. */
export function FIELD(x: string): string | null {
  const t = x.replace(/[.!,]+$/, "").replace(/^(?:a|an|the)\s+/i, "").trim();
  if (!t || t.split(/\s+/).length > 4 || /^(?:hard|a lot|abroad|online|for|at|in|with|every|late|all|together|remotely|part|full|here|there|it|that|this|them|too|so|very|really|my|our)\b/i.test(t)) return null;
  if (!/^[A-Za-z][\w' -]*$/.test(t)) return null;
  return t;
}

export const BANK_NAME = /\b(?:bank|banking|credit union|building society|savings|bancorp|mutual)\b/i;

/** The bank money went to; with only "everything" moved, the name must say it is a bank. */
export function newBank(o: string, ctx: Ctx, negated: boolean, form: Form, bankWord: boolean): Out[] | null {
  if (negated || form === "base" || form === "s" || form === "ing" || !ctx.cased) return null;
  const org = cleanObject(stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim(), "org", ctx);
  if (!org || !/^[A-Z0-9]/.test(org) || PLACES.has(lower(org)) || NOT_NAMES.has(lower(org).split(/\s+/)[0]!)) return null;
  if (bankWord && !BANK_NAME.test(org)) return null;
  return one("banks_with", org, "org", "onset");
}

/** "Google as a designer" → works_at Google + job_title designer. */
export function orgAndTitle(o: string, kind: Kind, ctx: Ctx): Out[] {
  const as = stripTimes(o).match(/^(.+?),?\s+(?<!known\s)as\s+(?:an?\s+)?(.+)$/i);
  if (as && /\b(?:formerly|previously|once|also|better|now)\s*$/i.test(as[1]!)) return one("works_at", cleanObject(as[1]!.replace(/,?\s+(?:formerly|previously|once|also|better|now)(?:\s+known)?\s*$/i, ""), "org", ctx), "org", kind);
  if (as) return [...one("works_at", cleanObject(as[1]!, "org", ctx), "org", kind), ...one("job_title", cleanObject(as[2]!, "title", ctx), "title", kind)];
  return one("works_at", cleanObject(o, "org", ctx), "org", kind);
}

export function medication(o: string, ctx: Ctx, any = false): Out[] | null {
  // "off the ibuprofen now, the physio worked": the drug ends at a comma or a time word.
  const items = splitList(o.split(/\s+(?:for|every|daily|twice|once|each|in the|at night|to help|as needed|because|now|anymore|any more)\b|\s*,\s*(?:the|it|that|which|so)\b/i)[0]!);
  const outs: Out[] = [];
  for (const it of items) {
    const bare = strip(lower(it).replace(/^\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)\s+(?:of\s+)?/i, "")).replace(/\s+\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)$/i, "");
    const words = bare.split(/\s+/);
    if (any || MEDICATIONS.has(bare) || MEDICATIONS.has(lower(it).trim()) || words.some((w) => MEDICATION_SUFFIX.test(w) && w.length > 5) || /\b(?:medications?|meds|pills|tablets|supplements?|vitamins?|inhaler|injections?|drops|antidepressants?|antibiotics?|painkillers?|birth control|the pill|insulin|steroids?|blood thinners?|antihistamines?|beta blockers?|statins?|hrt)\b/.test(bare)) {
      const v = cleanObject(it.replace(/^\s*\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)\s+(?:of\s+)?/i, "").replace(/\s+\d+\s*(?:mg|mcg|µg|g|ml|iu|units?)\b.*$/i, ""), "med", ctx);
      if (v && !/^(?:the bus|the train|a break|a nap|notes|care|time|a walk|a shower|photos|pictures|classes|a class|lessons|it easy|(?:nick|new |other |middle |first |last )?name\b.*)$/i.test(v)) outs.push({ predicate: "takes_medication", object: v, obj: "med", kind: "state" });
    }
  }
  return outs.length ? outs : null;
}
