// Stage: matching. The table's preferences rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { IDENTITIES, NOT_NAMES, PETS, PLACES, RELATIONS, SCHOOL_WORD } from "../lexicon";
import { cleanObject } from "../objects";
import { FOODS, lower, many, one } from "../readers/kit";
import { ADV, type Spec } from "../rule";
import { stripTimes } from "../time";

export const PREFERENCES_RULES: Spec[] = [
  { id: "likes.be_fan_of", ex: [["I'm a fan of Celtic.", "likes Celtic"]], t: "{be} {ADV}(?:a |the )?(?:big |huge |massive |great |real |true |total |die-hard |diehard |long-time |longtime |biggest |greatest )?fan of {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  // "a die-hard Yankees fan", "a lifelong Liverpool supporter": the words about the devotion are not the team's name.
  { id: "likes.be_fan", ex: [["I'm a huge jazz fan.", "likes jazz"]], t: "{be} (?:a |an )?(?:(?:big|huge|massive|great|die-hard|diehard|lifelong|life-long|loyal|long-time|longtime|true|devoted|proud|total|avid|passionate|massive) )*{X} (?:fan|supporter)", pred: null, kind: "state", obj: "thing", build: ({ x, ctx, negated }) =>
      one(negated ? "dislikes" : "likes", cleanObject(x, "thing", ctx), "thing", "state") },
  // "I'm more into podcasts than audiobooks": a choice between two, so a preference for the first.
  { id: "likes.be_more_into_than", ex: [["I'm more into podcasts than audiobooks.", "prefers podcasts"]], t: "{be} (?:much |way |a lot |far |a bit |definitely )?more (?:into|interested in|of a fan of|drawn to) {X} than {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ x, ctx, negated }) =>
      negated ? [] : one("prefers", cleanObject(x, "thing", ctx), "thing", "state") },
  { id: "likes.be_into", ex: [["rly into anime lately", "likes anime"]], near: ["I'm so into this conversation lol"], t: "{be} {ADV}(?:into|obsessed with|passionate about|crazy about|wild about|mad about|keen on|fond of|partial to|a (?:total |real |huge |big |complete )?sucker for|addicted to|hooked on|interested in|in love with) {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  { id: "likes.love", ex: [["like a dog", "likes dog"]], near: ["I love it!"], t: "{ADV}(?:{love|like|enjoy|adore|dig})(?: doing)? {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated, form }) =>
      // "I like my coffee black" is a preference about the coffee, not a liking of "coffee black".
      /^(?:my|our)\s+\w+\s+(?:black|white|hot|cold|strong|weak|sweet|rare|medium|well done|iced|plain|spicy|mild|short|long|simple)$/i.test(o.trim()) || /^(?:my|our)\s+\w+\s+\w+\s+\w+/i.test(o.trim()) ? [] :
      // "I love my wife", "I love my job": affection, not a taste.
      /^(?:my|our|his|her)\s+(?:(?:new|old|little|big)\s+)?[\w-]+$/i.test(o.trim()) && (RELATIONS.has(lower(o).split(/\s+/).pop()!) || PETS.has(lower(o).split(/\s+/).pop()!) || /^(?:job|life|work|family|kids|home|house|team|boss|friends|city|country)$/.test(lower(o).split(/\s+/).pop()!)) ? [] :
      // "I loved the movie we watched": one occasion, not a taste.
      (form === "past" && /^(?:that|this|those|these|all|every|each)\b/i.test(o.trim())) || /^(?:the|that|this|those|these|a|an|some|any|what|how|when|where|who)\b[^,]*?\b(?:we|i|you|they|he|she)\s+(?!and\b)\w+/i.test(o.trim()) || /^(?:\S+\s+){0,3}?(?:you|they|he|she)\s+(?!and\b)\w+/i.test(o.trim()) ? [] :
      // "I like dark chocolate more than milk chocolate": a choice between two, so a preference for the first.
      !negated && /^(.+?)\s+(?:more than|better than|over)\s+(?!(?:anything|everything|ever|before|life|words|the world|most|usual|i|you|we|they)\b)\S/i.test(o) ? one("prefers", cleanObject(o.split(/\s+(?:more than|better than|over)\s+/i)[0]!.replace(/^(?:eating|drinking|watching|listening to)\s+(?=\S)/i, ""), "thing", ctx), "thing", "state") :
      // "I love eating sushi" and "I love sushi" are one taste: the same object, so a repeat reconfirms it.
      many(negated ? "dislikes" : "likes", o.replace(/^(?:eating|drinking|watching|listening to|going(?!\s+to\b))\s+(?=\S+)/i, ""), "thing", "state", ctx) },
  { id: "likes.get_enough_of", ex: [["I can't get enough of K-pop.", "likes K-pop"]], near: ["I can't get enough of it."], t: "{get} enough of {O}", pred: null, neg: "likes", kind: "state", obj: "thing", list: true },
  // "I can't live without coffee": only the negated phrase is a taste, and never of a person ("without you").
  { id: "likes.live_without", ex: [["I can't live without coffee.", "likes coffee"]], near: ["I can't live without you."], t: "{live} without {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (!negated) return [];
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (/^(?:you|him|her|them|it|this|that|those|these|me|us|one|each other|him or her)\b/i.test(t) || (/^(?:my|our)\s/i.test(t) && (RELATIONS.has(lower(t).split(/\s+/).pop()!) || PETS.has(lower(t).split(/\s+/).pop()!)))) return [];
      if (ctx.cased && /^[A-Z][a-z]+$/.test(t) && !FOODS.test(lower(t))) return [];
      return many("likes", t, "thing", "state", ctx);
    } },
  { id: "likes.care_for", ex: [["I really don't care for oysters, never have.", "dislikes oysters"]], near: ["I care for my grandmother."], t: "{care} (?:much )?for {O}", pred: null, neg: "dislikes", kind: "state", obj: "thing", list: true },
  { id: "likes.live_for", ex: [["I live for football.", "likes football"]], t: "{live} for {O}", pred: "likes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated }) => (negated || (ctx.cased && /^[A-Z]/.test(o.trim())) ? [] : many("likes", o, "thing", "state", ctx)) },
  { id: "likes.be_person", ex: [["I'm a big coffee person.", "likes coffee"]], t: "{be} (?:a |an |more of an? |such an? |definitely an? |totally an? |big |huge |(?:a )?(?:big|huge|total|real) )*{X} (?:person|guy|girl|gal|lover|fanatic|addict|junkie|nut|buff|enthusiast|aficionado|geek|nerd|freak)", pred: null, kind: "state", obj: "thing", build: ({ x, ctx, negated, form }) => {
      if (negated || form === "past") return negated ? [] : null;
      // "more of a beach person than a mountain person": a choice between two, so a preference for the first.
      const than = x.match(/^(.+?)\s+person\s+than\s+/i);
      if (than) return one("prefers", cleanObject(than[1]!, "thing", ctx), "thing", "state");
      const core = lower(x).replace(/^(?:a|an)\s+/, "");
      if (IDENTITIES.has(`${core} person`) || /^(?:morning|night|people|evening|early|dog|cat|city|country|indoor|outdoor|glass|detail|big picture|private|family|numbers|word)$/.test(core)) return null;
      return one("likes", cleanObject(x, "thing", ctx), "thing", "state");
    } },
  { id: "likes.listen_lot_of", ex: [["I read mostly sci-fi.", "likes sci-fi"]], near: ["I don't listen to a lot of podcasts."], t: "{listen|watch|read|eat|drink|play} (?:to )?(?:a lot of|lots of|tons of|so much|mostly|mainly|loads of|plenty of) {O}", pred: "likes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated }) => (negated ? [] : many("likes", o, "thing", "state", ctx).map((x) => ({ ...x, weight: 0.8 }))) },
  // "I mostly listen to hip hop", "I listen to podcasts on my commute": a habit of listening is a taste; what
  // someone says ("listen to my doctor", "listen to you") is not.
  { id: "likes.listen_to", ex: [["I mostly listen to hip hop.", "likes hip hop"]], near: ["I listen to my doctor."], t: "{listen} to {O}", pred: "likes", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "s" && form !== "base")) return [];
      const t = stripTimes(o).split(/\s+(?:on|in|at|while|when|during|every|before|after|to|with|for)\b/i)[0]!.replace(/[.!,]+$/, "").trim();
      if (/^(?:you|him|her|them|it|this|that|me|us|people|everyone|anyone|others|what|my|your|his|their|our|the (?:news|radio|doctor|teacher|boss|advice))\b/i.test(t) || t.split(/\s+/).length > 4) return [];
      return many("likes", t, "thing", "state", ctx).map((x) => ({ ...x, weight: 0.8 }));
    } },
  // "I usually go for the aisle seat": a standing pick. "Go for a run" is an outing, not a choice.
  { id: "likes.go_for", ex: [["I usually go for the aisle seat.", "prefers aisle seat"]], near: ["I go for a run every morning."], t: "{go|opt} for {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "s" && form !== "base")) return [];
      const t = stripTimes(o).replace(/\s+(?:every time|whenever i can|if i can|when i can|if possible|when possible)$/i, "").replace(/[.!,]+$/, "").trim();
      if (/^(?:a|an|it|that|this|them|one|you|him|her|me|us|walks?|runs?|drinks?|coffee|lunch|dinner|breakfast|broke|gold|the win|the kill|the jugular)\b/i.test(t) || t.split(/\s+/).length > 5) return [];
      const main = t.split(/\s+(?:over|rather than|instead of)\s+/i)[0]!;
      return one("prefers", cleanObject(main, "thing", ctx), "thing", "state", { weight: 0.8 });
    } },
  { id: "likes.be_big_on", ex: [["I'm not big on seafood.", "dislikes seafood"]], t: "{be} {ADV}big on {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  { id: "likes.be_big_into", ex: [["I'm big into board games.", "likes board games"]], near: ["I'm so into this conversation lol"], t: "{be} (?:big|huge|massively|heavily|deeply|seriously|totally|super|so|very) into {O}", pred: "likes", neg: "dislikes", kind: "state", obj: "thing", list: true },
  // "I support Arsenal": a team (or cause) named with a capital.
  { id: "likes.support", ex: [["I support Arsenal.", "likes Arsenal"]], near: ["I support the idea."], t: "{support} {O}", pred: "likes", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (negated || !ctx.cased || !/^(?:the\s+)?[A-Z]/.test(t) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!) || t.split(/\s+/).length > 4) return [];
      return one("likes", cleanObject(t, "thing", ctx), "thing", "state", { weight: 0.8 });
    } },
  { id: "likes.get_into", ex: [["I've also gotten really into anime lately", "likes anime"]], near: ["got into grad school at McGill!! starting in the fall, so we're moving to Montreal at the end of August"], t: "{get} {ADV}into {O}", pred: null, kind: "onset", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || /^(?:a|an|the|my|our|his|her|their|trouble|bed|work|town|it|that|this)\b/i.test(o.trim()) || SCHOOL_WORD.test(o)) return negated ? [] : null;
      return many("likes", o, "thing", "onset", ctx);
    } },
  { id: "likes.fall_in_love_with", ex: [["I've fallen in love with pottery.", "likes pottery"]], near: ["I visited Tbilisi last year and fell in love with it."], t: "{fall} (?:head over heels |madly )?in love with {O}", pred: "likes", kind: "onset", obj: "thing", list: true, build: ({ o, ctx, negated }) =>
      negated ? [] : ctx.cased && /^[A-Z]/.test(o.trim()) && !/\s/.test(o.trim()) ? null : many("likes", o, "thing", "onset", ctx) },
  { id: "likes.grow_to_love", ex: [["I've grown to love opera.", "likes opera"]], t: "{grow|come|learn} to (?:love|like|enjoy|appreciate|adore) {O}", pred: "likes", kind: "onset", obj: "thing", list: true },
  // "I hate to say it", "I hate to bother you": politeness, not a taste.
  { id: "likes.hate", ex: [["I hate flying.", "dislikes flying"]], near: ["I told her I hate it."], t: "{hate|dislike|detest|loathe|despise|abhor} {O}", pred: "dislikes", kind: "state", obj: "thing", list: true, build: ({ o, ctx, negated }) =>
      /^to\s+(?:say|admit|tell|break|bother|ask|interrupt|be that|disappoint|complain|rush|trouble|sound|burst|keep|repeat|nag|pester|impose)\b/i.test(o.trim()) || negated ? [] : many("dislikes", o, "thing", "state", ctx) },
  { id: "likes.stand", ex: [["I can't stand jazz", "dislikes jazz"]], t: "{stand|bear|stomach|tolerate|abide} {O}", pred: null, neg: "dislikes", kind: "state", obj: "thing", list: true },
  // "I can't deal with crowds", "I can't handle spicy food": the same dislike.
  { id: "likes.deal", ex: [["Crowds I can't deal with.", "dislikes Crowds"]], t: "{deal|cope|handle} (?:with )?{O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) => (negated && !/^(?:it|this|that|them|him|her|you|me|us|people)\b/i.test(o.trim()) ? many("dislikes", o, "thing", "state", ctx) : null) },
  { id: "likes.lean_towards", ex: [["I lean more towards classical music.", "prefers classical music"]], t: "{lean|gravitate|tend} (?:more |much more |a bit more )?(?:towards|toward) {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated ? [] : one("prefers", cleanObject(o.split(/\s+(?:over|rather than|instead of|than)\s+/i)[0]!, "thing", ctx), "thing", "state") },
  { id: "likes.prefer", ex: [["I'd rather X than Y", "prefers X"]], near: ["I prefer to be called Dee"], t: "{prefer} {O}", pred: "prefers", kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      if (/^(?:to be|being) (?:called|named|addressed)\b/i.test(o)) return [];
      // "I prefer my steak medium rare": how the thing is served, not a choice of thing.
      if (/^(?:my|our)\s+\w+\s+\w+/i.test(o.trim()) && !/\s(?:over|to|than)\s/i.test(o)) return [];
      // "I'd rather have tea than coffee": the thing, not the verb that takes it.
      // "I'd rather go to the mountains", "listen to podcasts": the place or thing, and its "to" is no comparison.
      const lead = o.replace(/^(?:go|travel|head|fly|move|listen|get|talk)\s+to\s+(?=\S)|^be\s+(?:at|in|on)\s+(?=\S)/i, "");
      const main = lead.split(/\s+(?:over|to|rather than|instead of|than|more than)\s+/i)[0]!.replace(/^(?:have|eat|drink)\s+(?!(?:at|in|out|with|on)\b)(?=\S)/i, "");
      if (/^(?:it|that|this|not|you|he|she|they|we|him|her|them|us)\b/i.test(main)) return [];
      return one("prefers", cleanObject(main, "thing", ctx), "thing", "state");
    } },

];
