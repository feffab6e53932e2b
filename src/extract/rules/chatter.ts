// What chat says that is not a fact: reactions ("Sounds like a great plan, John!"), compliments on the
// listener's things ("I love your style"), encouragement said as an order ("keep it up!", "never give up on
// your dreams"), and objects cut off mid-phrase ("pride parade and", "to"). The last pass of the rules
// extractor: it trims a dangling joiner off an object and drops what is left incomplete, so an object is a
// complete noun phrase or value.

import type { CandidateFact } from "../types";
import { SELF } from "../types";

/** "Sounds like a plan", "Looks like fun", "Feels like home": a reaction, read as "<X> likes <Y>". */
const REACTION_SUBJECTS = /^(?:sounds?|looks?|feels?|seems?|smells?|tastes?|reminds?|wow|omg|aww?|haha|lol|yay|congrats|congratulations|thanks?|thank you|cool|nice|great|awesome|amazing|hey|hi|hello|yes|yeah|yep|nope|no|ok|okay|sure|well|oh|unconditional)$/i;

/** Words that cannot end a noun phrase: an object ending in one was cut off ("pride parade and"). */
const DANGLING = /\s+(?:and|or|but|with|to|for|of|in|on|at|from|by|so|because|as|like|than|that|which|who|the|a|an|my|our|their|his|her|its|is|are|was|were|be|been|really|very|just|even|too|also)$/;
const FUNCTION_WORD = /^(?:a|an|the|and|or|but|with|to|of|in|on|at|for|from|by|as|it|this|that|these|those|he|she|they|we|you|i|me|my|your|our|his|her|their|its|them|us|him|is|are|was|were|be|been|am|do|does|did|not|no|so|too|very|just|really|there|here|what|which|who|how|when|where|why|if|then|than|even|everywhere|everything|anything|something|nothing|all|one|some|more|much|lot|lots|stuff|things?|feels|well|ever|yet|still|now|again|though|also)$/i;
/** "your day", "you and": the listener's, not the speaker's. */
const LISTENERS = /\b(?:[Yy]ou|[Yy]our|[Yy]ours|[Yy]ou're|[Yy]oure|u|ur)\b/;

/**
 * Encouragement, wishes and advice said to a person, in the imperative: not an instruction to the assistant.
 * "keep it up", "take care (of yourself)", "never give up", "always make us smile", "follow your heart".
 */
const ENCOURAGEMENT =
  /^(?:(?:just|please|and|so|but|oh|always|never|don't|do not|dont)\s+)*(?:keep (?:it up|up$|going|(?:on )?pushing|at it|up the (?:good|great) work|(?:on )?(?:dreaming|shining|smiling|rocking|being)|the faith|your head up|(?:chasing|going after|following) )|keep on\b|hang in there|give up\b|stop (?:believing|dreaming|trying)|stay (?:strong|positive|safe|awesome|true|focused|motivated|tuned|cool|healthy|warm)|take care|take it easy|chin up|go for it|enjoy\b|have (?:fun|a (?:great|good|nice|lovely|wonderful|blast))|good luck|be (?:proud|kind to yourself|gentle with yourself|yourself|safe|well|happy|brave)|believe in yourself|follow your|trust (?:your|yourself|the process)|treat yourself|make (?:us|everyone|people|them) (?:smile|laugh|proud|happy)|let me know|lmk|hit me up|text me|call me (?:later|tomorrow|when|if|back)|see you|talk (?:to you )?soon|catch you)/i;
/** Words that make an order about a person's own life, not about how the assistant treats the user. */
const PERSONAL = /\b(?:yourself|ourselves|us|your (?:dreams?|heart|gut|ex|family|kids|life|passion|goals?|journey|self|health|instincts?|friends?|mom|dad|partner|wife|husband|body|feelings|art|work))\b/i;

const JUSTIFICATION = /,\s*(?:they|it|that|those|these|i|i'm|i've|because|since|cause|'cause|cuz|as)\b(?![^,]*\b(?:you|your)\b).*$/i;

/** An imperative that encourages or advises a person rather than instructing the assistant. */
export function encouragement(clause: string): boolean {
  const s = clause.trim().replace(/^[,.!\s]+/, "");
  return ENCOURAGEMENT.test(s) || PERSONAL.test(s);
}

function complete(object: string): string | null {
  let o = object.trim().replace(/[,;:\s]+$/, "");
  for (let i = 0; i < 3 && DANGLING.test(o); i++) o = o.replace(DANGLING, "").trim();
  // "US" is a country, "us" a pronoun.
  if (!o || (FUNCTION_WORD.test(o) && o !== o.toUpperCase())) return null;
  return o;
}

/** The facts with chit-chat and fragments left out (see the top of this file). */
export function withoutChatter(facts: CandidateFact[]): CandidateFact[] {
  const out: CandidateFact[] = [];
  for (const f of facts) {
    if (f.subject !== SELF && REACTION_SUBJECTS.test(f.subject.trim())) continue;
    if (f.predicate === "instruction") {
      if (encouragement(f.object)) continue;
      // "never use emojis, they drive me nuts": the reason is not part of the order.
      // "could you not mention X" is kept as written from "not": the order is "don't mention X".
      const object = f.object.replace(JUSTIFICATION, "").trim().replace(/^not\s+(?=[a-z])/, "don't ");
      out.push(object === f.object ? f : { ...f, object });
      continue;
    }
    if (LISTENERS.test(f.object)) continue;
    // "quit with the emojis": a value never starts with a preposition.
    if (/^(?:with|without|about|of|for|to)\s/i.test(f.object)) continue;
    const object = complete(f.object);
    if (!object || object.split(/\s+/).length > 10) continue;
    out.push(object === f.object ? f : { ...f, object });
  }
  return out;
}
