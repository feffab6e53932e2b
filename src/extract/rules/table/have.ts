// Stage: matching. The table's ownership and "have" rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { CONDITIONS, EVENT_NOUNS, NOT_NAMES, ORG_WORD, OWNABLES, PLACES } from "../lexicon";
import { cleanObject } from "../objects";
import { haveObjects, ownedName, PET_NAMES } from "../readers/have";
import { lower, many, one, strip } from "../readers/kit";
import { placeObject } from "../readers/places";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const HAVE_RULES: Spec[] = [
  // "I have a mortgage with Barclays", "we opened a savings account at Ally": the bank.
  { id: "have.have_mortgage_with", ex: [["I have a mortgage with Barclays.", "banks_with Barclays"]], t: "{have|get|open|take} (?:out |got )?(?:a|an|my|our|the) (?:[\\w-]+ )?(?:mortgage|loan|isa|credit card|overdraft|(?:savings|checking|chequing|current|bank|joint|deposit|isa) account)s? (?:with|at|from) {O}", pred: "banks_with", kind: "state", obj: "org", build: ({ o, ctx, negated, form }) => {
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (negated || (ctx.cased ? !/^[A-Z]/.test(t) : /^(?:my|our|his|her|their|the|a|an)\b/i.test(t))) return [];
      return one("banks_with", cleanObject(t, "org", ctx), "org", form === "past" || form === "pp" ? "onset" : "state");
    } },
  { id: "have.have_soft_spot_for", ex: [["I have a great fondness for Elgar.", "likes Elgar"]], t: "{have} (?:an? |such an? )?(?:[\\w-]+ )?(?:soft spot|weakness|thing|passion|love|fondness|taste|liking|affection|appreciation|fascination) for {O}", pred: "likes", kind: "state", obj: "thing", list: true },
  // "I have a strong preference for aisle seats": the same as preferring them.
  { id: "likes.have_preference_for", ex: [["I have a strong preference for aisle seats.", "prefers aisle seats"]], near: ["I have no preference for either."], t: "{have} (?:a |an )?(?:(?:strong|clear|slight|definite|real|big|huge|general|marked|personal) )?preference for {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      const main = stripTimes(o).split(/\s+(?:over|to|rather than|instead of|than)\s+/i)[0]!.replace(/[.!,]+$/, "").trim();
      return negated || /^(?:it|that|this|either|neither|both|one|any|anything|them)\b/i.test(main) ? [] : one("prefers", cleanObject(main, "thing", ctx), "thing", "state");
    } },
  { id: "have.have", ex: [["I have a dog.", "has_pet dog"]], near: ["I have a question"], t: "{have} (?:got )?{O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (form === "ing") return null;
      if (negated) return [];
      if (/^(?:to|been|had|got to|no|nothing|never)\b/i.test(o)) return [];
      // "we had a second kid, Leo": a birth, so the child is current.
      return haveObjects(o, "state", ctx, "all").map((x) => (form === "past" && x.predicate === "has_child" && /\b(?:baby|kid|child|son|daughter|boy|girl|twins)\b/i.test(o) ? { ...x, kind: "onset" as const } : x));
    } },
  // "treated myself to a Vespa", "splurged on a new Leica": a purchase, when the thing is one that is owned.
  { id: "have.treat_myself_to", ex: [["Treated myself to a Vespa for the summer", "owns Vespa"]], near: ["Treated myself to a massage."], t: "{treat} (?:myself|ourselves|me|us) to {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      return haveObjects(o.split(/\s*[,;]\s*|\s+(?:for|as|after|because|to celebrate)\b/i)[0]!, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
    } },
  { id: "have.splurge_on", ex: [["we splurged on a Café range in matte white with brass handles, it's the centerpiece", "owns Café range", "2025-06-29T20:38:46Z"]], near: ["I never splurge on anything."], t: "{splurge} on {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      return haveObjects(o.split(/\s*[,;]\s*|\s+(?:for|as|after|because|to celebrate)\b/i)[0]!, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
    } },
  { id: "have.own", ex: [["I own a Vespa.", "owns Vespa"]], near: ["I don't own a bicycle."], t: "{own} {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const outs = haveObjects(o, "state", ctx, "owned");
      return outs.length ? outs : many("owns", o, "thing", "state", ctx).map((x) => ({ ...x, objectType: "product" as const }));
    } },
  // "I use my Pixel 8 for everything", "I use a MacBook Air": a device of one's own (labelled as owned).
  // Only with "my"/"a" before it: "I use Python" or "I use it" say nothing about owning.
  { id: "have.use", ex: [["I use a X", "owns X"]], near: ["I use my phone too much."], t: "{use} (?=(?:my|our|an?) ){O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "past") return [];
      const item = stripTimes(o).split(/\s+(?:for|to|at|in|on|every|all|most|when|because|as|with|too|a lot)\b/i)[0]!.replace(/^(?:my|our)\s+/i, "a ");
      return haveObjects(item, "state", ctx, "owned").filter((x) => x.predicate === "owns" && /[A-Z0-9]/.test(x.object));
    } },
  // "I'm the proud owner of a Vespa": owning, said as a title.
  { id: "have.be_owner_of", ex: [["I'm the proud owner of a Vespa.", "owns Vespa"]], t: "{be} (?:the |a )?(?:proud |happy |new |lucky |very proud )?owner of {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const outs = haveObjects(/^(?:an?|my|our|the)\s/i.test(o) ? o : `a ${o}`, "state", ctx, "owned").filter((x) => x.predicate === "owns" || x.predicate === "has_pet");
      return outs.length ? outs : [];
    } },
  // "I'm leasing a BMW": a car on lease is the speaker's to use, which the labelling counts as owned.
  { id: "have.lease", ex: [["I'm leasing a BMW.", "owns BMW"]], t: "{lease} (?:a|an|my|our) {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) =>
      negated || form === "base" ? [] : haveObjects(`a ${o}`, "state", ctx, "owned").filter((x) => x.predicate === "owns") },
  { id: "have.get_rid_of", ex: [["I got rid of my car last year.", "owns car"]], t: "{get} rid of {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "end", ctx, "owned")) },
  { id: "have.give_away", ex: [["I gave away my old bike.", "owns bike"]], t: "{give} away {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "s" || form === "ing" ? [] : haveObjects(o, "end", ctx, "owned")) },
  // "we lost our cat Mochi", "we rehomed our dog": the pet is no longer the speaker's.
  { id: "have.lose", ex: [["We rehomed our dog Rex.", "has_pet Rex"]], near: ["I lost my keys."], t: "{lose|rehome} (?=(?:our|my) ){O}", pred: "has_pet", kind: "end", obj: "pet", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "past") return null;
      // "our cat Mochi" → "a cat named Mochi", which haveObjects reads as the name.
      const named = o.replace(/^(?:our|my)\s+/i, "a ").replace(new RegExp(`^(a\\s+(?:[\\w-]+\\s+){0,2}?(?:${PET_NAMES}))\\s*,?\\s+(?=[A-Z])`), "$1 named ");
      const outs = haveObjects(named, "end", ctx, "owned").filter((x) => x.predicate === "has_pet");
      return outs.length ? outs : null;
    } },
  { id: "have.outgrow_allergy", ex: [["I outgrew my peanut allergy.", "allergic_to peanut"]], t: "{outgrow|lose} (?:my|an?|the|his|her) {X} allergy", pred: "allergic_to", kind: "end", obj: "thing", build: ({ x, ctx, negated, form }) => (negated || form === "base" || form === "s" ? [] : one("allergic_to", cleanObject(x, "thing", ctx), "thing", "end")) },
  // "I switched to United in January": a new employer, when a name follows that is no owned thing or place.
  { id: "have.switch_to", ex: [["I moved over to Ashbury Housing Trust in March.", "works_at Ashbury Housing Trust"]], near: ["I switched to Linux."], t: "{switch|move} (?:jobs |employers |companies |over |across )?to {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || !ctx.cased || form === "base" || form === "s") return null;
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).replace(/[.!]+$/, "").trim();
      if (!/^[A-Z0-9]/.test(t) || t.split(/\s+/).length > 3 || PLACES.has(lower(t)) || OWNABLES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!) || /[a-z]\d|\d[a-z]|\b(?:iPhone|Pixel|Galaxy|Mac|Android|Linux|Windows|Vim|Emacs)\b/i.test(t)) return null;
      // Only a name known as an employer's shape, or one the text gives as where the speaker works.
      if (!ORG_WORD.test(t) && !/\b(?:years?|months?)\s+(?:with|at)\s+[A-Z]/.test(o) && !/\b(?:crews?|team|colleagues|coworkers|managers?|office|pay|job|role)\b/i.test(o)) return null;
      return one("works_at", cleanObject(t, "org", ctx), "org", "onset");
    } },
  { id: "have.upgrade_to", ex: [["I upgraded to an iPhone 15.", "owns iPhone 15"]], near: ["I switched to Linux."], t: "{upgrade|switch} to {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return null;
      // "I switched to Globex" may be a new employer: a bare name is no owned thing.
      if (!/^(?:an?|the|my|our)\s/i.test(o.trim()) && !OWNABLES.has(strip(lower(stripTimes(o))))) return null;
      const outs = haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
      return outs.length ? outs : null;
    } },
  { id: "have.rent_apartment_in", ex: [["I rent a small flat in Corrowick and work at Halden Ropeworks.", "lives_in Corrowick"]], near: ["Latest chapter: we've landed in Brisbane and we're renting a little house near the river, so far so good"], t: "{rent|lease|share} (?:a|an|the|my|our) (?:small |tiny |little |big |nice |new |one-bedroom |two-bedroom |1-bedroom |2-bedroom |studio )*(?:apartment|flat|house|room|studio|place|condo|loft|cottage|townhouse|bungalow|duplex) (?:in|near) {O}", pred: "lives_in", kind: "state", obj: "place" },
  { id: "have.pick_up", ex: [["I picked up a Kindle.", "owns Kindle"]], near: ["I never picked up any German."], t: "{pick} up {O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return null;
      const outs = haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "owns");
      return outs.length ? outs : null;
    } },
  { id: "have.get", ex: [["I get migraines a lot.", "has_condition migraines"]], near: ["Got it."], t: "{get} (?:frequent |chronic |bad |occasional |terrible |regular )?{O}", pred: null, kind: "state", obj: "condition", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "s" && form !== "base")) return null;
      const c = stripTimes(o).replace(/\s+(?:a lot|often|sometimes|all the time|regularly|frequently|every \w+)$/i, "").trim();
      return CONDITIONS.has(lower(c)) ? one("has_condition", cleanObject(c, "condition", ctx), "condition", "state") : null;
    } },
  { id: "have.get.owns", ex: [["We got a puppy!", "has_pet puppy"]], near: ["Got it."], t: "{get|buy|purchase|acquire} (?:myself |us )?{O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form, x }) => {
      if (negated || form === "base" || form === "s") return null;
      // "I got an offer from Lyft": an offer is not yet a job, and nothing owned.
      if (/^(?:a|an|the|my|another)\s+(?:(?:new|job|great|good|formal|verbal|written)\s+)*offers?\b/i.test(o.trim())) return [];
      const outs = haveObjects(o, "onset", ctx, "owned");
      // "we bought a house in Leeds": a home bought is where one lives (a holiday cabin is not).
      const home = o.match(/^(?:a|an|our|my|the)\s+(?:(?:new|first|little|small|big|lovely|tiny|old|\w+-bedroom|two-bed|three-bed|detached|terraced)\s+)*(?:house|home|flat|apartment|condo|townhouse|bungalow|place)\s+(?:in|near)\s+(.+)$/i);
      const where = home && !/\b(?:holiday|vacation|second|summer)\b/i.test(o) ? placeObject(home[1]!.split(/\s+(?:last|this|for|with|after|because|a few|two|three)\b/i)[0]!, ctx) : null;
      if (outs.length) return where ? [...outs, ...one("lives_in", where, "place", "onset")] : outs;
      // "we just bought a place in Lisbon": nothing owned to name, but the new home is there.
      if (where && (form === "past" || form === "pp")) return one("lives_in", where, "place", "onset");
      // "got a job interview on Thursday": an event the speaker now has.
      const evBare = strip(lower(stripTimes(o))).split(/\s+(?:with|at|in|on|for|to)\b/)[0]!;
      if (/^got$/i.test(lower(o.split(/\s+/)[0] ?? "")) || EVENT_NOUNS.has(evBare) || EVENT_NOUNS.has(evBare.split(/\s+/).pop() ?? "")) {
        if (/^(?:a|an|my|the|another)\s/i.test(o.trim()) && (EVENT_NOUNS.has(evBare) || EVENT_NOUNS.has(evBare.split(/\s+/).pop() ?? ""))) return one("has_event", cleanObject(o, "event", ctx), "event", "event", { ahead: true });
      }
      // Bought things are owned, whatever they are ("a new couch"), except what is used up.
      const core = stripTimes(o).replace(/\s+(?:for|from|at|on|in|with|to)\s+.*$/i, "");
      void x;
      if (/^(?:bought|purchased)$/i.test(lower(o)) || !/^(?:a|an|new)\s/i.test(core)) return null;
      if (/\b(?:tickets?|gift|present|coffee|lunch|dinner|breakfast|groceries|drinks?|round|snacks?|food|meal|pizza|beer|wine|flowers|ice cream|subscription|pass|membership|insurance|lottery|stock|shares|crypto|bitcoin|place|thing|things|stuff|one|lot|bunch|few|couple|pair|job|haircut|cold|call|text|email|message|letter|chance|break|promotion|raise|idea)\b/i.test(core) || /^(?:my|our)\s+(?:\w+\s+)?(?:mom|mum|dad|wife|husband|son|daughter|kids?|friend|sister|brother|partner|boyfriend|girlfriend)\b/i.test(core)) return null;
      if (!/^(?:a|an|my|our|new|the)\s+(?:[\w-]+\s+){0,2}[\w-]+$/i.test(core)) return null;
      return form === "past" || form === "pp" ? one("owns", ownedName(cleanObject(core, "thing", ctx)), "thing", "onset", { objectType: "product", weight: 0.85 }) : null;
    } },
  // "ordered a Gibson Les Paul": a thing ordered is owned once it is one people own, not a meal or a drink.
  { id: "have.order", ex: [["I came home inspired and, on top of the Strat, ordered a Gibson Les Paul, which turned up this morning.", "owns Gibson Les Paul"]], near: ["I ordered a burger"], t: "{order} (?:myself |us )?{O}", pred: "owns", kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return null;
      const core = stripTimes(o).split(/\s*,\s*|\s+(?:for|from|at|on|in|with|to|which|that)\s+/i)[0]!.trim();
      if (!/^(?:a|an|my|our|the|new)\s/i.test(core)) return null;
      const bare = strip(lower(core)).replace(/^new\s+/, "");
      if (!(ctx.cased && /^(?:(?:a|an|my|our|the|new)\s+)+(?:new\s+)?[A-Z0-9]/.test(core)) && !OWNABLES.has(bare) && !OWNABLES.has(bare.split(/\s+/).pop() ?? "")) return null;
      return one("owns", ownedName(cleanObject(core, "thing", ctx)), "thing", "onset", { objectType: "product", weight: 0.85 });
    } },
  { id: "have.sell", ex: [["sold the X", "owns X"]], near: ["sold the sailboat in the fall"], t: "{sell} {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "end", ctx, "owned").filter((x) => x.predicate === "owns")) },
  { id: "have.drive", ex: [["I drive Volvos.", "owns Volvos"]], near: ["driving test"], t: "{drive} {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated || !(/^(?:an?|my|the)\s/i.test(o) || (ctx.cased && /^[A-Z]/.test(o))) || /^(?:to|a lot|home|the kids)\b/i.test(o) ? [] : haveObjects(/^(?:an?|my|the)\s/i.test(o) ? o : `a ${o}`, "state", ctx, "owned").map((x) => ({ ...x, object: x.object })) },

  // "I ride a Vespa": a vehicle of one's own, never the bus, the train or someone else's.
  { id: "have.ride", ex: [["We ride our Harley Davidson Road King Special on Sundays.", "owns Harley Davidson Road King Special"]], near: ["I ride the bus to work."], t: "{ride} {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated || !/^(?:an?|my|our)\s/i.test(o) ? [] : haveObjects(o.split(/\s+(?:to|into|around|through|across|every|each|on)\s+/i)[0]!, "state", ctx, "owned").filter((x) => x.predicate === "owns") },
  // "I gave my piano to my niece", "I traded in my Corolla": no longer the speaker's.
  { id: "have.give_to", ex: [["I gave my piano to my niece.", "owns piano"]], t: "{give} (?=(?:my|our) ){X} to {O}", pred: "owns", kind: "end", obj: "thing", build: ({ x, ctx, negated, form }) =>
      negated || form !== "past" ? [] : haveObjects(x.replace(/^(?:my|our)\s+/i, "a "), "end", ctx, "owned").filter((y) => y.predicate === "owns") },
  { id: "have.trade_in", ex: [["I traded in my Corolla.", "owns Corolla"]], t: "{trade} in {O}", pred: "owns", kind: "end", obj: "thing", build: ({ o, ctx, negated, form }) =>
      negated || form !== "past" ? [] : haveObjects(/^(?:my|our)\s/i.test(o) ? o.replace(/^(?:my|our)\s+/i, "a ").split(/\s+for\s+/i)[0]! : o, "end", ctx, "owned").filter((y) => y.predicate === "owns") },
  // "I run my own bakery": a business the speaker owns.
  { id: "have.run_own", ex: [["I run my own bakery.", "owns bakery"]], near: ["I'm having a colonoscopy on the 3rd of July."], t: "{run|own|have} (?:my own|our own|a|an) (?:small |little |tiny |family |local |independent |busy )*{O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing") return null;
      const t = stripTimes(o).split(/\s+(?:in|on|near|with|for|downtown|called|named)\b/i)[0]!.replace(/[.!,]+$/, "").trim();
      return /^(?:bakery|cafe|café|coffee shop|bookshop|bookstore|restaurant|bar|pub|salon|hair salon|nail salon|barbershop|boutique|gallery|florist|food truck|guesthouse|b&b|hotel|gym|pizzeria|deli|brewery|winery|bike shop|shop|store|business|company|farm|studio|pottery studio|yoga studio|dance studio|agency|consultancy|practice|clinic|startup|vineyard)$/i.test(t) ? one("owns", cleanObject(t, "thing", ctx), "thing", "state", { objectType: "product" }) : null;
    } },

];
