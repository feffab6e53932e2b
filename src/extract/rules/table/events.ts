// Stage: matching. The table's events rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { EVENT_NOUNS, NOT_NAMES, PLACES } from "../lexicon";
import { cleanObject } from "../objects";
import { lower, many, one, strip } from "../readers/kit";
import { eventOut, isEventName, placeObject, TEMPORARY } from "../readers/places";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const EVENTS_RULES: Spec[] = [
  { id: "events.get_married_to", ex: [["I got married to Sam in May.", "married_to Sam"]], t: "{get} married to {O}", pred: "married_to", kind: "onset", obj: "person" },
  { id: "events.get_married", ex: [["I'm getting married in June.", "has_event wedding"]], near: ["I got married and changed my name to Emma Walsh."], t: "{get} married(?:\\s.*)?", pred: null, kind: "event", obj: "event", build: ({ negated, form }) => (negated || form !== "ing" ? [] : one("has_event", "wedding", "event", "event")) },
  { id: "events.have", ex: [["I'm having surgery on the 12th.", "has_event surgery"]], near: ["Got it."], t: "{have|get|take|sit} {O}", pred: "has_event", kind: "onset", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "ing") return null;
      const bare = strip(lower(stripTimes(o))).split(/\s+(?:with|at|in|on|for|to)\b/)[0]!;
      const head = bare.split(/\s+/).pop() ?? "";
      return EVENT_NOUNS.has(bare) || EVENT_NOUNS.has(head) ? one("has_event", cleanObject(o, "event", ctx), "event", "onset") : null;
    } },
  // Where the speaker is: "we're in Edinburgh now" (lives there), "I was in Rome in May" (a visit), "I'm at Stripe now" (works there).
  { id: "events.be_in", ex: [["Still in Paris.", "lives_in Paris"]], near: ["in the ER"], t: "{be} (?:now |currently |still |back |over |out |up |down |all )?in {O}", pred: null, kind: "state", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      // "in Chicago this week for a conference": the place decides, not the reason for being there.
      if (isEventName(o.split(/\s+(?:for|on|until|till|this|with)\s+/i)[0]!, ctx)) return eventOut(o, form, ctx);
      const place = placeObject(o, ctx);
      if (!place) return null;
      const durational = /\bfor (?:the (?:past|last) )?(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten|over \d+) (?:years|months)\b|\bsince\b/i.test(o);
      // A stay is a visit, never a home: "I'm in Tokyo for work this week".
      const forWhat = o.match(/\s+for\s+(.+)$/i);
      // "in Fresno right now renting a little place": renting there makes it home, however provisional.
      const renting = /\b(?:renting|rent|leasing|our (?:flat|apartment|house|place)|a (?:flat|apartment|house|place) (?:near|by|in)|settled)\b/i.test(o) && !/\b(?:airbnb|hotel|hostel|for (?:the |a |two |three )?(?:week|weekend|night|few days))\b/i.test(o);
      if (!renting && (TEMPORARY.test(o) || (forWhat && isEventName(forWhat[1]!, ctx))) && !durational) return form === "base" ? [] : one("visited", place, "place", "event", { weight: form === "past" ? 1 : 0.85 });
      if (form === "past") return durational ? one("lives_in", place, "place", "state") : one("visited", place, "place", "event", { weight: 0.8 });
      if (form === "base") return one("visited", place, "place", "event", { weight: 0.8 });
      return one("lives_in", place, "place", "state", { weight: 0.75 });
    } },
  { id: "events.be_at", ex: [["I'm at X", "works_at X"]], near: ["I'm at the gym."], t: "{be} (?:now |currently |still )?(?:at|with) {O}", pred: null, kind: "state", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (isEventName(o, ctx)) return eventOut(o, form, ctx);
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (!ctx.cased || !/^[A-Z0-9]/.test(t) || TEMPORARY.test(o) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!)) return null;
      if (/\b(?:airport|station|gym|park|beach|mall|hotel|church|store|bar|pub|restaurant|cafe|café|house|home|apartment|hospital|clinic|office|stadium|arena|museum|library|zoo)\b/i.test(t) && !/\bfor\s+\d/.test(o)) return null;
      const org = cleanObject(t, "org", ctx);
      return org ? one("works_at", org, "org", "state", { weight: 0.8 }) : null;
    } },

];
