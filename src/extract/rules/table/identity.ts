// Stage: matching. The table's identity rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { isPlace, LANGUAGES, NOT_NAMES } from "../lexicon";
import { cleanObject } from "../objects";
import { isTitle } from "../readers/copula";
import { lower, many, one, spokenLanguages } from "../readers/kit";
import { ADV, type Spec } from "../rule";
import { stripTimes } from "../time";
import { WHEN_WORD } from "../fragments";

const HOLIDAY = /^(?:christmas(?: day| eve)?|new year'?s(?: day| eve)?|valentine'?s day|halloween|easter(?: sunday| monday)?|boxing day|st\.? patrick'?s day|independence day|thanksgiving(?: day)?|leap day|bastille day|bonfire night|guy fawkes night|midsummer(?:'s day)?)$/i;

export const IDENTITY_RULES: Spec[] = [
  // "I was named head of sales" is a title; "I'm named after my grandmother" no name at all.
  { id: "identity.be_called", ex: [["I'm called Dana.", "name Dana"]], near: ["I was named head of sales."], t: "{be} (?:called|named) {O}", pred: "name", kind: "permanent", obj: "name", self: true, build: ({ o, ctx, negated }) =>
      negated ? [] : /^(?:after|for)\s/i.test(o) || isTitle(o.replace(/^(?:the|a|an|our|their)\s+/i, "")) ? null : one("name", cleanObject(o, "name", ctx), "name", "permanent") },
  // A name lasts until it changes: "I used to go by Danny" is a former name.
  { id: "identity.go_by", ex: [["I used to go by Danny.", "name Danny"]], near: ["I go by my middle name, Quinn."], t: "{go} by {O}", pred: "name", kind: "state", obj: "name" },
  { id: "identity.change_name_to", ex: [["I got married and changed my name to Emma Walsh.", "name Emma Walsh"]], near: ["I might change my name to Jo one day."], t: "{change} (?:my|his|her|their) (?:first |last |legal |sur)?name to {O}", pred: "name", kind: "onset", obj: "name" },
  { id: "identity.turn", ex: [["Just turned 29!", "age 29"]], near: ["Kestrel Dynamics turned out to be a dead end, so I've joined Saltmarsh Labs as a test engineer."], t: "{turn} {O}", pred: "age", kind: "onset", obj: "age" },
  // "just hit 50": a birthday reached, said only of the speaker ("sales hit 50" is none), the bare number alone.
  { id: "identity.hit_age", ex: [["just hit 50, feeling old lol", "age 50"]], near: ["I hit 50 push-ups today."], t: "{hit|reach} {O}", pred: "age", kind: "onset", obj: "age", self: true },
  { id: "identity.be_born_on", ex: [["I am born in 1994.", "birthday 1994"], ["I was born on Christmas Day.", "birthday Christmas Day"]], near: ["Our daughter Mia was born in March."], t: "{be} born (?:on|in|at) {O}", pred: null, kind: "permanent", obj: "date", build: ({ o, ctx }) => {
      const both = o.match(/^([A-Z][\w'. -]+?)\s+(?:in|on)\s+(.*\d.*)$/);
      if (both && !/\d/.test(both[1]!)) return [...one("from", cleanObject(both[1]!, "place", ctx), "place", "permanent"), ...one("birthday", cleanObject(both[2]!, "date", ctx), "date", "permanent")];
      if (WHEN_WORD.test(o.trim().replace(/[.!,]+$/, ""))) return [];
      // "born on Christmas Day": a holiday is a day of the year, not a place.
      if (HOLIDAY.test(o.trim().replace(/[.!,]+$/, ""))) return one("birthday", cleanObject(o, "date", ctx), "date", "permanent");
      if (/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(o) && !/^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*$/.test(o.trim()) ) {
        return one("birthday", cleanObject(o, "date", ctx), "date", "permanent");
      }
      return one("from", cleanObject(o, "place", ctx), "place", "permanent");
    } },
  // "I identify as non-binary", "I identify as a Christian": who one is, as one says it.
  { id: "identity.identify_as", ex: [["I identify as non-binary.", "is_a non-binary"]], near: ["I identify with the main character."], t: "{identify} as {O}", pred: "is_a", kind: "state", obj: "thing", self: true, build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).replace(/^(?:an?|the)\s+/i, "").replace(/[.!,]+$/, "").trim();
      return negated || t.split(/\s+/).length > 3 || /^(?:it|that|this|them|him|her|you|one)\b/i.test(t) ? [] : one("is_a", cleanObject(t, "thing", ctx), "thing", "state");
    } },
  // "I celebrate my birthday on 30 December": the day it falls on.
  { id: "identity.celebrate_birthday_on", ex: [["I celebrate my birthday on 30 December.", "birthday 30 December"]], near: ["I celebrated my birthday on a boat."], t: "{celebrate|have} my birthday (?:on|in) {O}", pred: "birthday", kind: "permanent", obj: "date", self: true, build: ({ o, ctx, negated }) =>
      negated || !/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(o) ? [] : one("birthday", cleanObject(o, "date", ctx), "date", "permanent") },
  { id: "identity.mean", ex: [["actually i meant lubbock", "lives_in lubbock"]], near: ["actually I meant jackson"], t: "{mean} {O}", pred: null, kind: "state", obj: "place", self: true, build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const v = o.trim().replace(/[.!,]+$/, "");
      if (/^\d{1,3}$/.test(v)) return one("age", cleanObject(v, "age", ctx), "age", "permanent", { weight: 0.8 });
      if (isPlace(lower(v)) || (ctx.cased && /^[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?$/.test(v) && !NOT_NAMES.has(lower(v)) && !LANGUAGES.has(lower(v)))) {
        return one("lives_in", cleanObject(v, "place", ctx), "place", "permanent", { weight: 0.7 });
      }
      return [];
    } },
  { id: "identity.be_citizen_of", ex: [["I am a citizen of Canada.", "nationality Canada"]], t: "{be} (?:a )?(?:dual |proud |naturalized |naturalised )?(?:citizen|national) of {O}", pred: "nationality", kind: "permanent", obj: "nat", list: true },
  { id: "identity.grow_up_speaking", ex: [["I grew up speaking Arabic.", "speaks Arabic"]], t: "{grow} up speaking {O}", pred: "speaks", kind: "permanent", obj: "lang", list: true },
  { id: "identity.have_citizenship", ex: [["I hold a German passport.", "nationality German"]], t: "{have|hold} (?:an? |dual )?{O} (?:citizenship|nationality|passports?|citizenships)", pred: "nationality", kind: "permanent", obj: "nat", list: true },
  { id: "identity.be_fluent_in", ex: [["I'm fluent in Japanese", "speaks Japanese"]], near: ["I'm fluent in three languages: English, Hindi and Marathi."], t: "{be} {ADV}fluent in {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  { id: "identity.be_native_speaker", ex: [["I'm a native Spanish speaker.", "speaks Spanish"]], t: "{be} (?:a )?native {O} speaker", pred: "speaks", kind: "state", obj: "lang", list: true },
  { id: "identity.be_bilingual_in", ex: [["I'm bilingual, Greek and English", "speaks Greek"]], near: ["I'm not bilingual in anything."], t: "{be} (?:bilingual|trilingual|multilingual)(?: in|\\s*[,:]| -) {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  { id: "identity.speak", ex: [["I speak Farsi.", "speaks Farsi"]], near: ["I don't speak X"], t: "{speak} {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  // "I can finally hold a conversation in Italian": speaking it, said through what one can do with it.
  { id: "identity.hold_conversations_in", ex: [["I can finally hold a conversation in Italian", "speaks Italian"]], t: "{hold|have|carry|manage} (?:on )?(?:a |an )?(?:(?:whole|basic|simple|real|proper|full|decent|entire|actual|long|short) )*(?:conversations?|chat|phone call) (?:entirely |completely )?in {O}", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).split(/\s*[,;]\s*|\s+(?:with|now|at last|finally|without|for)\b/i)[0]!.replace(/[.!]+$/, "").trim();
      return negated || !LANGUAGES.has(lower(t)) ? [] : one("speaks", cleanObject(t, "lang", ctx), "lang", "state");
    } },
  { id: "identity.be_conversational_in", ex: [["I'm fluent in French and conversational in Spanish.", "speaks Spanish"]], near: ["I'm conversational in cooking terms."], t: "{be} {ADV}(?:conversational|proficient|competent|comfortable|decent|good|native) in {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  // "I'm finally comfortable speaking Tamil": ease in a language is speaking it.
  { id: "identity.be_comfortable_speaking", ex: [["I'm finally comfortable speaking Tamil as well", "speaks Tamil"]], t: "{be} {ADV}(?:comfortable|confident|fluent|conversational|good|decent|ok|okay|able to get by) (?:at )?(?:speaking|chatting in|talking in) {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  { id: "identity.get_by_in", ex: [["I can get by in Portuguese.", "speaks Portuguese"]], t: "{get} by in {O}", pred: "speaks", kind: "state", obj: "lang", list: true },
  // "I know some Russian too", "I became fluent in German", "I'm a Hebrew speaker", "fluent in three
  // languages: English, Hindi and Marathi": a language known is one spoken; only a listed language counts.
  { id: "identity.know", ex: [["I know some Russian too.", "speaks Russian"]], near: ["I know John"], t: "{know} (?:some |a bit of |a little |a little bit of |basic |a few words of |a lot of |decent |conversational |enough )?{O}", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "state") },
  { id: "identity.become_fluent_in", ex: [["I finally became fluent in German!", "speaks German"]], t: "{become|get|grow} {ADV}(?:fluent|conversational|proficient) in {O}", pred: "speaks", kind: "onset", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "onset") },
  { id: "identity.be_speaker", ex: [["I'm a Hebrew speaker.", "speaks Hebrew"]], near: ["I'm a public speaker."], t: "{be} (?:a |an )?(?:fluent |confident |good |decent )?{O} speaker", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "state") },
  { id: "identity.be_fluent_in_two", ex: [["I'm fluent in three languages: English, Hindi and Marathi.", "speaks English"]], near: ["My wife is fluent in two languages."], t: "{be|grow} (?:up )?{ADV}(?:fluent|bilingual|trilingual|multilingual) in (?:two|three|four|five|several|\\d) languages\\s*[,:(-]\\s*{O}", pred: "speaks", kind: "state", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "state") },
  { id: "identity.grow_up_bilingual_in", ex: [["I grew up bilingual, English and Welsh.", "speaks English"]], near: ["My kids grew up bilingual in a small town."], t: "{grow} up (?:bilingual|trilingual)(?: in|\\s*[,:]| -) {O}", pred: "speaks", kind: "permanent", obj: "lang", build: ({ o, ctx, negated }) => spokenLanguages(o, ctx, negated, "permanent") },
  // "I picked up some Swahili while volunteering": a language learnt along the way is one spoken since.
  { id: "identity.pick_up", ex: [["I've picked up a bit of Portuguese.", "speaks Portuguese"]], near: ["I picked up a Kindle."], t: "{pick} up (?:some |a bit of |a little |a little bit of |a few words of |enough |basic |conversational |decent |quite a bit of |a lot of |a fair bit of )?{O}", pred: "speaks", kind: "onset", obj: "lang", build: ({ o, ctx, negated, form }) => {
      const t = stripTimes(o).split(/\s*[,;]\s*|\s+(?:while|when|during|in|from|at|on|by|living|working|travelling|traveling|volunteering|studying|growing|after|before|over|through|and|too|as)\b/i)[0]!.replace(/[.!]+$/, "").trim();
      if (!LANGUAGES.has(lower(t))) return null;
      return negated || form === "base" || form === "s" ? [] : one("speaks", cleanObject(t, "lang", ctx), "lang", "onset");
    } },
  // "I can speak Spanish" reaches here as "speak Spanish" (ability "can" is dropped by the aux parser).

  // "I do contract work for Shopify", "I do freelance design for agencies called X": paid work for a named client.
  { id: "identity.do_contract_for", ex: [["I do consulting for Deloitte.", "works_at Deloitte"]], t: "{do} (?:some |a lot of |mostly |occasional )?(?:contract|contracting|freelance|consulting|consultancy|part-time|shift|temp|agency|locum)(?: [\\w-]+)?(?: work| jobs| gigs)? (?:for|at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased ? !/^(?:the\s+)?[A-Z0-9]/.test(t) : /^(?:a|an|some|few|many|several|various|my|our|his|her|their|other|different|lots|clients|people|friends|family|free|myself)\b/i.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
];
