// Stage: sentence shapes, the rewrites of a whole sentence after its paraphrase (paraphrase.ts) and before it is
// cut into clauses. Each undoes a shape the comma splitter would cut wrongly ("My favourite cuisine, I would
// say, is Lebanese") or a verbless taste no pattern reads ("Window seat, always."); the leads run after the
// sentence's aliases are read, and drop a headline or mark a standing order. Named like every rewrite, with
// what each rewrites from and to and near misses it leaves as they are (test/extract/by-rule.test.ts); the ids
// of those that changed a sentence go with its facts (CandidateFact.rewrites).

import { type Paraphrase } from "./paraphrase";
import { REWRITES } from "./rewrites";

/** The words no fronted or "over" taste is about: pronouns, verbs and idioms ("head over heels"). */
const NOT_A_TASTE = /\b(?:i|you|he|she|they|we|it|is|are|was|game|all|head|heels|me)\b/i;

/** What one asks to be given, never a taste: "give me a minute over there". */
const NOT_A_PICK = /^(?:minute|moment|second|sec|break|chance|hand|call|ring|shout|hug|sign|clue|hint|lift|ride|hour|day|week)$/i;

/** Before the aliases are read, in order. */
export const SHAPES: readonly Paraphrase[] = [
  // "My favourite cuisine, I would say, is Lebanese": an aside between commas, which would cut the clause in two.
  { id: "aside_between_commas", ex: [["My favourite cuisine, I would say, is Lebanese.", "My favourite cuisine is Lebanese."]], near: ["I think, therefore I am."],
    re: /\s*,\s*(?:I\s+(?:would|'d|must|have\s+to|should|will)\s+say|I\s+(?:think|guess|suppose|believe|reckon|admit|confess)|I'm\s+afraid|if\s+I'm\s+honest|to\s+be\s+honest|honestly|frankly|of\s+course|in\s+fact|it\s+seems)\s*,\s*/gi, to: " " },
  // "Given a choice between cats and dogs, I'd go with cats", "if I had to choose, I'd pick tea": the lead
  // names the options, the pick follows; the comma would cut them into two clauses and "if" would read as a
  // hypothetical.
  { id: "choice_lead", ex: [["If I had to choose, I would pick tea.", "given the choice I would pick tea."]], near: ["If I had to choose, what would you pick?"],
    re: /^(?:given (?:the|a) choice|if i (?:had|have) to (?:choose|pick)|if (?:i'm|i am|i was|i were) given (?:the|a) choice)(?:\s+between\s+[^,?]+?)?\s*,\s*(?=(?:i|we)\b[^?]*$)/i, to: "given the choice " },
  // "Olives, I love them", "spicy food, can't stand it": the thing named first, the taste after it.
  { id: "fronted_taste_pronoun", ex: [["Olives, I love them.", "I love Olives."]], near: ["Don't worry, I love them."],
    re: /^(?:(?:oh|ah|and|also|plus)\s+)*(?!(?:don't|do not|dont|never|always|please|stop|no)\b)([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,3}?)(?:\s+(?:is|are)\s+[^,]+)?,\s+(?:(i|we)\s+)?((?:(?:really|absolutely|totally|just|honestly|still|do|genuinely)\s+)*(?:love|like|adore|enjoy|hate|dislike|can't stand|cannot stand|don't like))\s+(?:it|them|those|these)\b((?:\s+(?:so much|a lot|too|to bits))?[.!]*)$/i,
    to: ((_: string, thing: string, who: string | undefined, verb: string, tail: string) => `${who ?? "I"} ${verb} ${thing}${tail}`) as Paraphrase["to"] },
  // "Window seat, always.": a verbless standing pick.
  { id: "always_taste", ex: [["Window seat, always.", "I prefer Window seat"]], near: ["Thank you, always."],
    re: /^((?!(?:me|you|us|them|thanks|thank you|yes|no|same|ok|okay|love|cheers|hugs|forever|now|not|never)\b)(?![^,]*\b(?:over|is|are|was|were|i|it|we)\b)[A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}),\s+(?:always|every time|every single time|hands down|no question)[.!]*$/i, to: "I prefer $1" },
  // "Tea over coffee, always.": a verbless preference, its tag split off by a comma.
  { id: "over_taste", ex: [["Tea over coffee, always.", "I prefer Tea over coffee"]], near: ["Head over heels, for sure."],
    re: /^([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2})\s+(?:over|rather than|instead of)\s+([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}?)(?:\s*,\s*|\s+)(?:always|any day|every time|every day|all day|for sure|hands down|every single time|no contest|for me)[.!]*$/i,
    to: (all, a: string, b: string) => (NOT_A_TASTE.test(`${a} ${b}`) ? all : `I prefer ${a} over ${b}`) },
  // "Give me a thriller over a romance any day": the pick, said as an order to the world.
  { id: "give_me_over", ex: [["Give me a thriller over a romance any day.", "I prefer thriller over romance"]], near: ["Give me a minute over there."],
    re: /^give\s+me\s+(?:(?:a|an|the)\s+)?([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}?)\s+(?:over|rather than|instead of)\s+(?:(?:a|an|the)\s+)?([A-Za-z][\w'-]*(?:\s+[\w'-]+){0,2}?)(?:\s*,?\s*(?:any day|every time|any time|anytime|always|all day|for sure|hands down|every day))?[.!]*$/i,
    to: (all, a: string, b: string) => (NOT_A_TASTE.test(`${a} ${b}`) || NOT_A_PICK.test(a) || /^(?:there|here|now|then|that|this|them|time|again)$/i.test(b) ? all : `I prefer ${a} over ${b}`) },
];

/** After the aliases are read, in order. */
export const SENTENCE_LEADS: readonly Paraphrase[] = [
  // "Crazy week - the movers came...", "Latest chapter: we've landed in Brisbane": a headline over the news, no
  // statement of its own (a time word stays: "last year - ..." dates what follows).
  { id: "headline", ex: [["Work update: I joined Stripe as a designer.", "I joined Stripe as a designer."]], near: ["Last week: I joined Stripe."],
    re: /^(?!(?:last|next|this|that|in|since|by)\b)(?:[A-Za-z']+\s+){0,3}(?:update|news|week|weekend|chapter|month|year|day|times|change|changes)\s*(?::|\s-\s)\s*(?=\S)/i, to: "" },
  // "one rule: never book flights before 8am", "for future chats: keep it short": a lead that marks a standing order.
  { id: "rule_lead", ex: [["One rule: never book flights before 8am.", "from now on, never book flights before 8am."]], near: ["One rule is enough."],
    re: /^(?:(?:ok|okay|so|and|also|btw|oh)[,\s]+)*(?:for (?:all )?future (?:chats|conversations|reference|replies|answers|responses|messages)|(?:one|a|quick|general|new|house|golden|simple) (?:rule|request)(?: for you)?|rule of thumb(?: for you)?|ground rules?|important)\s*[:,-]\s+(?=\S)/i, to: "from now on, " },
];

type Step = Pick<Paraphrase, "id" | "re" | "to">;
/** Before the aliases: the aside, then a clause's trailing tag (rewrites.ts) said at the sentence's end, then the tastes. */
export const BEFORE_ALIASES: readonly Step[] = [SHAPES[0]!, REWRITES.find((r) => r.id === "trailing_tags")!, ...SHAPES.slice(1)];

/** `s` after each rewrite of `list` in order; the ids of those that changed it are pushed onto `fired`. */
export function shapeSentence(s: string, list: readonly Step[], fired: string[]): string {
  let out = s;
  for (const r of list) {
    const next = out.replace(r.re, r.to as string);
    if (next !== out) {
      fired.push(r.id);
      out = next;
    }
  }
  return out;
}
