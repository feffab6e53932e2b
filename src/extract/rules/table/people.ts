// Stage: matching. The table's people rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { ORG_WORD, OWNABLES, PLACES } from "../lexicon";
import { cleanObject } from "../objects";
import { haveObjects, ownedName, PET_NAMES } from "../readers/have";
import { BANK_NAME, lower, one } from "../readers/kit";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const PEOPLE_RULES: Spec[] = [
  { id: "people.be_married_to", ex: [["I'm married to Ilse.", "married_to Ilse"]], t: "{be} (?:happily )?married (?:to|with) {O}", pred: "married_to", kind: "state", obj: "person" },
  // "Now I am divorced from Sofia": the marriage, over.
  { id: "people.be_divorced_from", ex: [["Now I am divorced from Sofia, since last summer.", "married_to Sofia"]], near: ["My parents are divorced from each other."], t: "{be|get} (?:now |finally |officially )?(?:divorced|separated) from {O}", pred: "married_to", kind: "end", obj: "person", build: ({ o, ctx, negated }) => (negated ? [] : one("married_to", cleanObject(o, "person", ctx), "person", "end")) },
  { id: "people.marry", ex: [["I married Sam.", "married_to Sam"]], t: "{marry} {O}", pred: "married_to", kind: "onset", obj: "person" },
  { id: "people.be_engaged_to", ex: [["I am engaged to Sam.", "partner Sam"]], t: "{be} engaged to {O}", pred: "partner", kind: "state", obj: "person" },
  // "I'm still with Tidewell Health", "we're with Larchfield Credit Union now": with a name that says it is a
  // company, "with" is the employer (or the bank), never a partner.
  { id: "people.be_dating", ex: [["I'm no longer with Jake.", "partner Jake"]], near: ["As I believe I mentioned, I am still with the NHS, though retirement beckons."], t: "{be} (?:dating|seeing|with|in a relationship with|together with) {O}", pred: "partner", kind: "state", obj: "person", build: ({ o, ctx, negated }) => {
      if (negated || !ctx.cased || !/^[A-Z]/.test(o.trim())) return negated ? [] : null;
      const org = cleanObject(o, "org", ctx);
      if (org && ORG_WORD.test(org)) return BANK_NAME.test(org) ? one("banks_with", org, "org", "state") : one("works_at", org, "org", "state", { weight: 0.85 });
      return one("partner", cleanObject(o, "person", ctx), "person", "state");
    } },
  { id: "people.date", ex: [["I'm dating Sam.", "partner Sam"]], t: "{date} {O}", pred: "partner", kind: "state", obj: "person", build: ({ o, ctx, negated }) => (negated || !ctx.cased || !/^[A-Z]/.test(o.trim()) ? [] : one("partner", cleanObject(o, "person", ctx), "person", "state")) },
  { id: "people.divorce", ex: [["I divorced Sam.", "married_to Sam"]], t: "{divorce} {O}", pred: "married_to", kind: "end", obj: "person" },
  { id: "people.break_up_with", ex: [["I broke up with Ines last month.", "partner Ines"]], t: "{break} up with {O}", pred: "partner", kind: "end", obj: "person" },
  { id: "people.be_friends_with", ex: [["I'm friends with Carla and Dev.", "has_friend Carla"]], near: ["I'm friends with everyone."], t: "{be} (?:best |good |close |old )?friends with {O}", pred: "has_friend", kind: "state", obj: "person", list: true },
  { id: "people.meet", ex: [["I met Priya at a vineyard in Denver; they're a pilot and also into podcasting. Want to stay in touch.", "knows Priya"]], near: ["We just met a little girl, Poppy."], t: "{meet} {O}", pred: "knows", kind: "event", obj: "person", build: ({ o, ctx, negated }) => {
      if (negated || !ctx.cased || !/^[A-Z]/.test(o.trim())) return [];
      const p = cleanObject(o, "person", ctx);
      return p && !PLACES.has(lower(p)) ? one("knows", p, "person", "event", { weight: 0.8 }) : [];
    } },
  // "drive a beat up hilux", "i ride a ducati monster to work": the vehicle one drives is one's own.
  { id: "people.drive", ex: [["I ride a Vespa.", "owns Vespa"]], near: ["I drive a hard bargain."], t: "{drive|ride} (?:a|an|my|our) {O}", pred: "owns", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (/\bfor (?:a living|work|uber|lyft|a company|[A-Z])|\b(?:bus|taxi|cab|lorry|forklift|tram|train|route)\b/.test(o)) return null;
      const v = ownedName(cleanObject(stripTimes(o).split(/\s+(?:to|for|around|into|every|most|all|when|because|with|on|at|in|lol|haha)\b/i)[0]!, "thing", ctx));
      if (!v || v.split(/\s+/).length > 3) return null;
      const last = lower(v).split(/\s+/).pop()!;
      // A vehicle: a thing one owns, a make (capitalised), or in texted lower case a short name that is no figure of speech.
      const vehicle = OWNABLES.has(lower(v)) || OWNABLES.has(last) || (ctx.cased ? /^[A-Z0-9]/.test(v) : !/\b(?:bargain|deal|point|hard|line|wedge|mile|way|distance|car share|carpool|stick|shift|lesson|lessons)\b/i.test(v));
      return vehicle ? one("owns", v, "thing", "state", { objectType: "product" }) : null;
    } },
  { id: "people.bring_home", ex: [["We just brought home a rescue greyhound called Dash.", "has_pet Dash"]], t: "{bring} home {O}", pred: "has_pet", kind: "onset", obj: "pet", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "s" ? [] : haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "has_pet")) },
  // "we renamed the dog Max", "we changed our cat's name from Tom to Leo": the pet's name now.
  { id: "people.rename", ex: [["We renamed the dog Max.", "has_pet Max"]], t: `{rename} (?:the|our|my) (?:new )?(?:${PET_NAMES}) (?:from {X} )?(?:to )?{O}`, pred: "has_pet", kind: "event", obj: "pet", build: ({ o, ctx, negated, form }) =>
      negated || form !== "past" ? [] : one("has_pet", cleanObject(o.split(/\s+(?:to|as)\s+/i).pop()!, "person", ctx), "pet", "event", { objectType: "unknown" }) },
  { id: "people.change_name_to", ex: [["We changed the dog's name from Smudge to Domino.", "has_pet Domino"]], t: `{change} (?:the|our|my) (?:new )?(?:${PET_NAMES})'s name (?:from {X} )?to {O}`, pred: "has_pet", kind: "event", obj: "pet", build: ({ o, ctx, negated, form }) =>
      negated || form !== "past" ? [] : one("has_pet", cleanObject(o, "person", ctx), "pet", "event", { objectType: "unknown" }) },
  { id: "people.adopt", ex: [["We adopted a dog called Rex.", "has_pet Rex"]], near: ["We just adopted a little girl, Poppy."], t: "{adopt|rescue} {O}", pred: "has_pet", kind: "onset", obj: "pet", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "onset", ctx, "owned").filter((x) => x.predicate === "has_pet")) },
  // "We keep a Labrador named Barnaby", "we have taken in a second dog, a retired greyhound called Percy": an
  // animal kept or taken in (only an animal: "keep a diary", "took in a lodger" are not pets).
  { id: "people.take_in", ex: [["We took in a rescue cat named Miso.", "has_pet Miso"]], near: ["I should also tell you that we have taken in a second dog, a retired greyhound called Percy."], t: "{take} in {O}", pred: "has_pet", kind: "onset", obj: "pet", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      // "a second dog, a retired greyhound called Percy": the name after the apposition names the same animal.
      const appos = o.match(/^(?:an?|one|another)\s+(?:second|third|new|other)?\s*([\w-]+)\s*,\s*(an?\s+.+)$/i);
      return haveObjects(appos ? appos[2]! : o.replace(/^(?:a|an)\s+(?:second|third|new)\s+/i, "a "), "onset", ctx, "owned").filter((x) => x.predicate === "has_pet");
    } },

];
