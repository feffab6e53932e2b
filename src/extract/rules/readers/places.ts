// Stage: matching. Places reached by "go to" / "visit": a school, an event or a place, each its own predicate;
// stays, trips and destinations.

import { EVENT_HEADS, isPlace, LANGUAGES, NOT_NAMES, SCHOOL_WORD } from "../lexicon";
import { cleanObject, type Ctx, splitList } from "../objects";
import { type BuildArgs, type Kind, type Out } from "../rule";
import { stripTimes } from "../time";
import { type Form } from "../verbs";
import { lower, one } from "./kit";
import { MONTH_WORD } from "../fragments";

/** Named events that carry no event word: festivals and conferences people go to. */
export const KNOWN_EVENTS = /^(?:the\s+)?(?:glastonbury|coachella|burning man|lollapalooza|sxsw|ces|wwdc|web summit|oktoberfest|wimbledon|the olympics|olympics|world cup|super bowl|comic-con|e3|gdc|fosdem|tomorrowland|primavera sound|bonnaroo|download|reading|roskilde|sziget|mardi gras|carnival|carnaval|pride|fringe|the fringe|edinburgh fringe|art basel|burning man|eurovision|the masters|the open|tour de france|the boston marathon|new york marathon|london marathon)$/i;
/** "PyCon", "KubeCon", "RailsConf", "Lollapalooza": capitalized one-word names with an event ending. */
export const EVENT_ENDING = /^[A-Z][\w-]*(?:Con|Conf|Fest|Summit|Expo|Camp|athon|Days)(?:\s+(?:19|20)\d{2})?$/;

/** The destination is an event (a concert, "PyCon", "the Boston Marathon") rather than a place. */
export function isEventName(o: string, ctx: Ctx): boolean {
  const cut = stripTimes(o).replace(/[.!,]+$/, "").trim();
  const head = lower(cut).replace(/[^\w\s'-]/g, "").split(/\s+/);
  if (head.some((w) => EVENT_HEADS.has(w))) return true;
  const bare = cut.replace(/^(?:the|a|an)\s+/i, "");
  return KNOWN_EVENTS.test(bare) || (ctx.cased && EVENT_ENDING.test(bare));
}

/** A stay, not a home: "in Paris for the week", "in London on business". */
export const TEMPORARY = /\b(?:(?:over|on|at) the (?:long )?weekend|for (?:a |the |two |three |\d+ )?(?:week|weeks|weekend|few days|couple of days|days|night|nights|conference|work trip|trip|business|vacation|holiday|holidays|wedding|meeting|work|visit|funeral)|on (?:vacation|holiday|business|a trip|a work trip|a business trip|tour)|visiting|until|till|this (?:week|weekend|month)|today|tonight|tomorrow|right now|at the moment|briefly|temporarily|traffic|line|queue|meeting|class)\b/i;

/** A named place in an object ("Edinburgh", "the Bay Area"), or null. */
export function placeObject(o: string, ctx: Ctx): string | null {
  // "moved into the Austin house": the town, not the building.
  const v = cleanObject(o.replace(/^((?:the|our|my)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*)\s+(?:house|flat|apartment|place|condo|home)\b/, "$1"), "place", ctx);
  if (!v) return null;
  const l = lower(v);
  if (isPlace(l)) return v;
  // "I'm in the ER", "she's in the ICU": a ward, not a town.
  if (/^(?:er|icu|nicu|picu|ed|or|a&e|ccu|hdu)$/.test(l)) return null;
  if (!ctx.cased || !/^[A-Z]/.test(v) || NOT_NAMES.has(l.split(/\s+/)[0]!) || LANGUAGES.has(l) || MONTH_WORD.test(l)) return null;
  return v;
}

/** Words that make a journey one-way: "for good", "permanently". */
export const FOR_GOOD = /\s*,?\s*\b(?:for good(?! measure)|for keeps|permanently|to settle(?: down)?(?: there)?|to live(?! it\b)(?: there)?)\b/i;

export const STAY_VENUE = "cafe|café|coffee shop|coffeeshop|hotel|hotel room|hotel bar|hostel|airbnb|air bnb|b&b|bnb|guesthouse|guest house|inn|motel|resort|villa|chalet|lodge|campsite|bar|pub|restaurant|airport|lounge|library|beach";
export const STAY_HOME = "place|house|flat|apartment|home|condo|cottage|cabin|farm";
export const VENUE_IN = new RegExp(`^(.{0,60}?)\\b(?:(${STAY_HOME})|${STAY_VENUE})\\s+(?:in|near|outside(?:\\s+of)?|just outside(?:\\s+of)?)\\s+(.+)$`, "i");

/**
 * The town in "a cafe in Prague", "my sister's flat in Galway": where someone staying there is. A home
 * needs its owner named ("my parents' place"): "my place in Leeds" or "the house in Galway" may be the
 * speaker's own. Without a venue, only `bare` lets the object be the place itself ("writing from Oslo").
 */
export function whereNow(o: string, ctx: Ctx, venueRequired: boolean): string | null {
  const t = stripTimes(o).replace(/[.!]+$/, "").trim();
  const m = t.match(VENUE_IN);
  if (!m && venueRequired) return null;
  if (m && m[2] && !/\w(?:'s|s'|’s|s’)(?:\s|$)/i.test(m[1]!)) return null;
  const rest = (m ? m[3]! : t).split(/\s+(?:for|to|with|because|since|on|until|till|while|visiting|and|but|where|which)\s+|\s*[,;]\s*/i)[0]!;
  return placeObject(rest, ctx);
}

/** Going to an event: attended once it happened, has_event while it lies ahead. */
export function eventOut(o: string, form: Form, ctx: Ctx): Out[] {
  const v = cleanObject(o, "event", ctx);
  if (form === "ing" || form === "base") return one("has_event", v, "event", "event", { ahead: true });
  return one("attended", v, "event", "event");
}

/** "a trip to Peru", "two weeks in Japan", "our honeymoon in Bali": the journey named before where it went. */
export const TRIP_LEAD = /^(?:(?:a|an|our|my|the|this|that|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of|several|some)\s+)?(?:(?:long|short|quick|little|lovely|great|amazing|wonderful|brilliant|fantastic|incredible|epic|week-long|two-week|family|work|business|road|solo|girls'?|boys'?|school|summer|winter|spring|autumn|fall|christmas|easter|ski|beach|last-minute|first|big)\s+)*(?:trip|vacation|holiday|holidays|honeymoon|getaway|break|visit|tour|cruise|babymoon|stay|weekend|week|weeks|fortnight|days|nights|months)(?:\s+away)?\s+(?:to|in|around|through|across|at|on)\s+(?=\S)/i;

/** The place a trip went to, the journey's words dropped; `trip` says whether there were any. */
export function tripPlace(o: string): { o: string; trip: boolean } {
  const rest = o.trim().replace(TRIP_LEAD, "");
  return { o: rest, trip: rest !== o.trim() };
}

/** Back from somewhere: a visit when it is a known place or a trip named as one. */
export function tripOver({ o, ctx, negated, form }: BuildArgs): Out[] {
  if (negated || form === "base" || form === "s" || form === "ing") return [];
  const { trip } = tripPlace(o);
  const d = destination(o, "event", ctx, "past");
  return d && d.every((x) => x.predicate === "visited" && (trip || isPlace(lower(x.object), true))) ? d : [];
}

export function destination(o: string, kind: Kind, ctx: Ctx, form: Form): Out[] | null {
  o = tripPlace(o).o;
  // Only the destination itself decides: "Lisbon for a conference" is a place.
  o = o.split(/\s+(?:for|to|with|because|since|on)\s+/i)[0]!;
  // "Japan and Korea": each a place of its own, but only when every item is one ("Trinidad and Tobago" is guarded by the list splitter).
  const items = splitList(o);
  if (items.length > 1) {
    const each = items.map((it) => destination(it, kind, ctx, form));
    if (each.every((x) => x !== null && x.length === 1 && x[0]!.predicate === "visited")) return each.flatMap((x) => x!);
  }
  if (isEventName(o, ctx)) return eventOut(o, form, ctx);
  if (SCHOOL_WORD.test(o)) return one("studies_at", cleanObject(o, "school", ctx), "school", form === "past" ? "state" : "state");
  const place = cleanObject(o, "place", ctx);
  if (!place) return null;
  if (ctx.cased ? /^[A-Z]/.test(place) : isPlace(place.toLowerCase())) return one("visited", place, "place", kind);
  return null;
}
