// Stage: clauses. Clause openers that carry no content (discourse fillers, "remember that", a leading time)
// and hedges, which lower confidence; and what is not a statement at all (questions, conditions, requests).

import { by, fact } from "./facts";
import { MONTH, WEEKDAY } from "./fragments";

// ---------------------------------------------------------------------------------------------------------
// Clause openers that carry no content: discourse fillers, "remember that", hedges (which lower confidence).

export const FILLER =
  /^(?:(?:hi there|hey there|hello there|well|so|also|oh|ah|btw|by the way|actually|anyway|anyways|ok(?=[,.!:-]|\s+(?:so|update|well|then|yeah|um|guess|anyway|news)\b)|okay(?=[,.!:-]|\s+(?:so|update|well|then|yeah|um|guess|anyway|news)\b)|yeah|yes(?=[,.!:-]|\s+(?:i|we|my|our)\b)|yep|no(?=[,.!:-])|nope|um|uh|hmm|hey|hi|hello|fyi|for context|for the record|for reference|quick note|note|reminder|update|ps|p\.s\.|and|but|plus|then|lol|haha|honestly|frankly|basically|(?:now\s+)?(?:us|me)\s+too|as you know|as i said|as i mentioned|like i said|in fact|funny enough|fun fact|guess what|oh and|also,|just|anyhow|alright|right|sure|cool|great|good news|news|context|background|about me|sorry|oops|whoops|correction|wait|no wait|to clarify|to be clear|my mistake|my bad|scratch that|i mean(?=[,:])|typo|quick update|small update|big news|life update|heads up|oh wait|ah wait|so yeah|yeah so|welp|well well|omg|wow|yay|woohoo|finally|officially|luckily|sadly|regrettably|thankfully|happily|unfortunately|fortunately|surprisingly|eventually|hi there|hey there|hello there|quick intro|intro|introduction|a bit about me|a little about me|little about me|some background|some context|about myself|(?:slight |small |big |quick )?change of plans?|plan change|new plan|update on the move|long story short|short version|in the end|at the end of the day|sad news|bad news|some sad news|terrible news|(?:new|another) one for the list|one more for the list|to cut a long story short|tl;?dr|exciting news|some news|it's official|it is official|officially official|it's (?:finally )?happening|it is (?:finally )?happening)\b[,:!.\s—–-]*)+/i;
export const TELL_THAT =
  /^(?:please\s+)?(?:remember|note|keep in mind|don't forget|do not forget|be aware|just so you know|just to let you know|just letting you know|i want you to know|i wanted to (?:tell|let) you(?: know)?|i should (?:mention|tell you)|(?:i\s+)?(?:should|must|have to|need to|just|also)?\s*(?:(?:also|just)\s+)?(?:let you know|wanted to (?:tell you|let you know|mention)|tell you|inform you)|you may (?:wish|want|like) to (?:note|know)|(?:the|my)\s+(?:real|big|main|other|latest|actual)\s+news\s+is|i forgot to (?:mention|tell you)|i need to tell you|let me tell you|you should know|you know|i told you|as i told you|i mentioned|i'll have you know|for your information|keep in mind|bear in mind|(?:it |as it )?turns out|it turned out|(?:i |we )?(?:have |'ve )?(?:just |since |recently |now )?(?:found out|learned|learnt|realized|realised|discovered)|i should (?:add|say|clarify|correct)|i need to correct (?:myself|that)|let me correct (?:myself|that)|just to clarify|to correct myself|i have to say|i must say|to be honest|tbh|i can tell you|i can confirm|i confirm|i admit|i'll admit|it's true|it is true|(?:(?:it's|it\s+is)\s+)?(?:funny|crazy|wild|strange|weird|hard|mad|amazing)\s+to\s+think|(?:(?:it's|it\s+is)\s+)?hard\s+to\s+believe|(?:i\s+)?(?:still\s+)?can(?:'t|not)\s+believe)(?:\s+that)?[,:\s]+(?=\S)/i;
/** "the doctor confirmed I'm allergic to shellfish": someone else vouching for what follows about the speaker. */
export const CONFIRMED_THAT =
  /^(?:the|my|our)\s+(?:doctor|doc|gp|allergist|dermatologist|specialist|consultant|vet|tests?|blood\s+tests?|allergy\s+tests?|results?|test\s+results?|scans?|manager|boss|hr|team\s+lead|recruiter|director|landlord)\s+(?:has\s+|have\s+|finally\s+|just\s+)*(?:confirmed|says|said|showed|shows|found|revealed|came\s+back\s+(?:showing|saying)|told\s+me|let\s+me\s+know|informed\s+me)(?:\s+that)?[,:\s]+(?=(?:i|we|my)\b)/i;
export const HEDGES: [RegExp, number][] = [
  [/^(?:i'm|i am) (?:pretty|fairly|quite) (?:sure|certain|confident)(?: that)?[,\s]+/i, 0.8],
  [/^(?:pretty|fairly) sure(?: that)?[,\s]+/i, 0.8],
  // "so I'd say I speak French now": the speaker's own judgement of what follows, not a hypothetical.
  [/^(?:i would say|i'd say|i'd call myself|i would call myself)(?: that)?[,\s]+(?=(?:i|we|my|our)\b)/i, 0.8],
  [/^(?:i think|i believe|i guess|i suppose|i feel like|i reckon|i assume|i imagine|i'm not sure but|i am not sure but|not sure but|not sure if it matters but|it seems(?: like| that)?|apparently|i suspect)(?: that)?[,\s]+/i, 0.6],
  [/^(?:probably|most likely|likely)[,\s]+/i, 0.6],
];
export const TIME_LEAD =
  new RegExp(String.raw`^(?:for (?:many|several|a few|some|two|three|four|five|ten|twenty|\d+) (?:years|months|decades)|(?:last|next|this) (?:year|month|week|summer|winter|spring|fall|autumn|weekend)|(?:back )?in (?:${MONTH} )?(?:19|20)\d{2}|since (?:${MONTH} )?(?:19|20)\d{2}|since (?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|since may(?=,)|yesterday|today|tomorrow|tonight|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of) (?:days|weeks|months|years|day|week|month|year) ago|recently|currently|right now|now|these days|nowadays|lately|starting (?:next|this) \w+|as of (?:today|now|this (?:week|month|year)|\w+ \d{4}|\d{4})|on (?:\d{1,2}(?:st|nd|rd|th)? \w+ \d{4}|\w+ \d{1,2}(?:st|nd|rd|th)?,? \d{4})|in (?:a|two|three|\d+) (?:weeks?|months?|years?)|soon|next|(?:from|starting|in|back in|on|come|by|as of|after|before) (?:early |late |mid-?)?${MONTH}(?: \d{4})?|(?:from |starting |on |this |next )?${WEEKDAY}|on the \d{1,2}(?:st|nd|rd|th)?|from (?:next|this) \w+)[,\s]+(?=\S)`, "i");
/** Clauses that are not statements: questions, conditions, wishes, requests for information. */
export const NOT_A_STATEMENT =
  /^(?:what|where|when|why|how|who|whom|which|whose|do(?!\s+not\b)|does(?!\s+not\b)|did(?!\s+not\b)|can(?!\s+not\b)|could|would|should|shall|is|are|am|was|were|will|may|might|have you|has|any|anyone|if|suppose|supposing|imagine|what if|in case|unless|once i|whether|assuming|let's say|say i|hypothetically|i wonder|i was wondering|i'm wondering|i am wondering|i'm curious|i am curious|tell me|remind me|i need to know|i want to know|i'd like to know|wondering|is it|isn't it|right|correct|true(?=\s*(?:[,.!?:;-]|$|that\b|enough\b))|would you|could you|can you|let me know|help me|i'm looking for|i am looking for|looking for|i need help|i need some help|any (?:idea|ideas|tips|suggestions|recommendations)|thoughts)\b/i;


/** The clause without openers that carry no content (fillers, "remember that", hedges, a leading time). */
export function withoutLeads(clause: string): { c: string; weight: number } {
  let c = clause;
  let weight = 1;
  for (let i = 0; i < 4; i++) {
    const before = c;
    c = c.replace(FILLER, "").replace(TELL_THAT, "").replace(CONFIRMED_THAT, "").replace(TIME_LEAD, "");
    for (const [re, w] of HEDGES) if (re.test(c)) { c = c.replace(re, ""); weight = Math.min(weight, w); }
    if (c === before) break;
  }
  return { c, weight };
}
