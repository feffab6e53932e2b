// An order to the assistant with its reason given first, in one sentence: "I'm lactose intolerant so no
// dairy in recipes", "I moved to Denver, so use Mountain time", "I'm allergic to nuts, flag it in any
// recipe", "I get anxious about flights, so when I ask about travel, suggest trains". The reason is a
// statement about the speaker (it keeps its own fact); what follows is the order, meant to last because it
// comes with a reason. The clause-by-clause reading misses it: the order has no marker of permanence of its
// own ("use Mountain time" alone is a one-off request). Only orders an assistant can carry out count: its
// verbs are the ones for what an assistant says, suggests, formats or flags, so advice between people ("I
// loved Lisbon, go in spring") is not one.

import type { CandidateFact } from "../types";
import { SELF } from "../types";
import { encouragement } from "./chatter";

/** The reader's name, carried by its facts, with texts it must read (the order it gives) and near misses; run as tests. */
export const REASONED_ORDER = {
  id: "order.reasoned",
  ex: [["I'm lactose intolerant so no dairy in recipes.", "instruction no dairy in recipes"], ["I moved to Denver, so use Mountain time.", "instruction use Mountain time"]] as [string, string][],
  near: ["I loved Lisbon, go in spring.", "I'm so tired, give me a break.", "I moved to Denver, so tell me what you think."],
};

/** A statement about the speaker: the reason. */
const REASON = /^(?:(?:so|and|also|oh|ok|okay|btw|fyi|just so you know|heads up)[,\s]+)*(?:i|i'm|im|i've|i'd|i'll|we|we're|we've|my|our)\b/i;

/** What an assistant does for its user. */
const ORDER_VERB =
  "(?:use|give me|show me|keep|skip|avoid|flag|mark|highlight|warn me|tell me|remind me|mention|suggest|recommend|include|leave|stick to|assume|convert|answer|reply|respond|talk to me|speak to me|write|explain|list|double-check|check with me|check (?:before|first)|ask me|send me|stop|cut|drop|switch to|default to|put|label|note|point out|filter out|exclude|only (?:suggest|recommend|give|show|use|send))";
const ORDER = new RegExp(
  `^(?:(?:so|then|and so|which means)[,\\s]+)?(?:please\\s+)?(?:(?:(?:when|whenever|if|any time|anytime) (?:i|we)\\b[^,]{2,60},\\s*(?:please\\s+)?)?(?:(?:always|never|don't|do not)\\s+)?${ORDER_VERB}\\b|no\\s+(?!(?:way|idea|worries|problem|doubt|joke|kidding|offense|offence|matter|one|longer|more than|wonder|big deal|clue|regrets?|shame|lie|cap|pressure|rush|complaints?|excuses|judgment|judgement|drama|filter|biggie|stress|thanks)\\b)[\\w-]+(?:\\s+[\\w-]+){1,6}$)`,
  "i",
);
/** Requests for now, not rules: "give me a break", "tell me what you think", "send me the link". */
const FOR_NOW = /^(?:give me (?:a|an|some) (?:break|minute|sec|second|moment|hand|call|ring|shout|hug|chance)|tell me (?:what you think|how you|why you|if you|whether you|about (?:it|that|yours|you)|more)|show me (?:your|around|how you)|send me (?:your|some|pics|photos|pictures)|remind me (?:to|at|in|tomorrow|tonight|later)|keep (?:me posted|it up|going|in touch)|stop (?:it|that)\b|leave (?:me|it) alone|put it\b|note that\b)/i;
/** Where the reason ends and the order begins. */
const JOIN = /(?:,\s*(?=so\b)|\s+(?=so\s)|,\s+|\s+[—–-]\s+|;\s+)/gi;

/** The order after a reason in each sentence (see the top of this file), for sentences no instruction was read from. */
export function reasonedOrders(text: string, read: CandidateFact[]): CandidateFact[] {
  if (read.some((f) => f.predicate === "instruction" || f.predicate === "preferred_language")) return [];
  const out: CandidateFact[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const s = sentence.trim().replace(/[.!]+$/, "");
    if (!s || /\?$/.test(s) || !REASON.test(s)) continue;
    for (const m of s.matchAll(JOIN)) {
      const reason = s.slice(0, m.index).trim();
      const order = s.slice(m.index! + m[0].length).trim();
      if (reason.split(/\s+/).length < 2 || !ORDER.test(order)) continue;
      const object = order.replace(/^(?:(?:so|then|and so|which means)[,\s]+)?(?:please\s+)?/i, "").trim();
      const words = object.split(/\s+/).length;
      if (words < 2 || words > 20 || FOR_NOW.test(object) || encouragement(object) || /\b(?:yourself|your)\b/i.test(object)) break;
      out.push({
        subject: SELF, subject_type: "self", predicate_raw: "please", predicate: "instruction", object, object_type: "concept",
        object_is_literal: true, tense: "current", valid_from: null, valid_until: null, confidence: 0.75, rule: REASONED_ORDER.id,
      });
      break;
    }
  }
  return out;
}
