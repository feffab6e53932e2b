// Instructions to the assistant: subject-less imperatives ("always answer in French", "please keep answers
// short"). A one-off request ("please summarize this") is not a standing instruction, so an imperative
// counts only with a marker of permanence (always, never, from now on, don't, stop) or a verb that only
// makes sense as a standing rule (keep, use, avoid, be concise).

import { LANGUAGES } from "./lexicon";

export interface Instruction {
  predicate: "instruction" | "preferred_language";
  object: string;
  raw: string;
}

// "I want you to X", "you should always X", "make sure to X" → X, with a marker.
const WRAPPERS = /^(?:(?:and|also|so|oh|ok|okay|btw|by the way)[,\s]+)*(?:i (?:like|love|prefer) it when you|i (?:want|need|expect) you to|i(?:'d| would) (?:like|prefer) (?:you to|it if you)|i(?:'d| would) (?:like|prefer|love) it if you(?: would)?|you (?:should|must|need to|have to|ought to)|(?:please )?make sure (?:to|that you|you)|(?:please )?remember to|(?:can|could|would|will) you(?: please)?(?= (?:always|never|from now on|in future|in the future|going forward))|(?:please )?try to|it'?s better if you|i prefer (?:that|when|if) you)\s+/i;
const MARKERS = /^(?:(?:please|kindly|pls|also|and|so|oh|ok|okay|hey|hi|btw|one more thing|one thing|quick thing|(?:one|a|quick|small|new|last|another|standing) (?:request|rule|thing|favou?r)(?: for you)?(?=\s*[:,-])|from now on|going forward|in (?:the )?future|moving forward|by default|as a rule|for future reference|for all future (?:answers|responses|replies|messages))(?:[,:\s]+|$))+/i;
const SO_RULE = /^(?:use|give me|keep|leave|skip|answer|reply|respond|talk|speak|write|avoid|assume|don't|do not|never|always|stop|no more|be)\b/i;
const PERMANENT = /\b(?:from now on|going forward|in (?:the )?future|moving forward|by default|as a rule|for future reference|for all future|always|never|every time|whenever)\b/i;
const TRAIL_MARKERS = /[,\s]+(?:from now on|going forward|in (?:the )?future|moving forward|by default|for all (?:future )?(?:answers|responses|replies|messages)|please|thanks|thank you|thx|ty)\s*$/i;

/** Verbs that read as a standing rule even without "always"/"please". */
const STANDING = /^(?:leave out|leave (?:it|them|that|those|this) out|get straight to|only (?:recommend|suggest|show|send)|cut (?:the|out|down on)|drop the|go easy on|spare me|quit (?:with|the)|assume|treat me|default to|give it to me|speak (?:plainly|simply|clearly|frankly|casually|formally)|explain (?:things|everything|it|concepts|stuff) (?:simply|plainly|slowly|like|as|in|step)|hold (?:off|back)|tell me straight|get to the (?:answer|point)|summar(?:y|ies) first|ask (?:me )?(?:clarifying|follow-up)|go (?:easy|light) on|tone down|dial (?:it|back|down)|only (?:answer|respond|reply|use|write|give|tell|include|show)|tone (?:it|things) down|ask me (?:before|first)|check with me|switch to|let's (?:speak|talk|stick|keep|use)|make (?:your|the) (?:answers|replies|responses|explanations|summaries|messages)|lead with|open with|get (?:straight )?to the point|keep|avoid|stop|call me by|never|always|don't|do not|dont|no longer|refrain from|quit|(?:write|give me|use) (?:shorter|longer|more|less|fewer|concise|brief|short|simpler|simple|plain)|(?:talk|speak|write|respond|reply) (?:to me )?(?:like|as|in a)|treat me (?:like|as)|address me as|refer to me as|be (?:more|less|a bit more|a bit less|a little more|a little less|extra|brief|concise|direct|blunt|honest|casual|formal)|skip (?:the|all|any)|(?:use|format|write) (?:everything|all|answers|responses|replies|code|dates|numbers|times|units|metric|imperial|celsius|fahrenheit|british|american|us|uk|markdown|bullet|plain text|tables|headings|\d+-hour)|format (?:it|them|things|your)|cite|include (?:sources|citations|references|examples|links)|stick to)\b/i;
/** Verbs that are a standing rule with "please" (but "please write a poem" is a request). */
const WITH_PLEASE = /^(?:ensure|make sure|lead with|open with|use|be|respond|answer|reply|write (?:in|with|using)|talk|speak|format|address me|refer to me|include|cite|spell|stick to|limit|skip|omit|avoid|prefer|default to|assume|treat|double-check|check|ask (?:me )?before|confirm|add|list|number|remember|focus on|prioritize|give me (?:short|brief|concise|long|detailed|more|less|fewer|only)|explain things|show (?:your|the) (?:work|sources|reasoning)|mention|put|end|start (?:each|every|with)|provide)\b/i;
const ONE_OFF = /^(?:tell|help|summarize|summarise|translate|find|search|look up|show me|give me (?:a|an|the|some|\d)|write (?:a|an|me|the|some)|make (?:a|an|me)|create|generate|draft|explain (?:this|that|how|why|what)|check (?:this|that|my)|fix|calculate|compute|recommend|suggest|list (?:some|the)|book|order|send|read|open|play|set (?:a|an) (?:timer|alarm|reminder)|remind me (?:to|at|in|tomorrow|tonight))\b/i;
const LANGUAGE = /^(?:(?:always|only|just|let's|let us)\s+)?(?:answer|respond|reply|write|talk|speak|communicate|chat|converse|text)(?:\s+(?:to|with|back to)\s+me|\s+back|\s+me)?(?:\s+(?:only|always))?\s+(?:in\s+)?(?=[A-Z]|(?:in\s))(.+?)(?:\s+(?:only|please|always|from now on|going forward|by default|to me|with me|if possible))*$/i;

const POLITE_LEAD = "^(?:(?:and|also|so|oh|ok|okay|btw|hey|one more thing|one thing)[,\\s]+)*";
/**
 * "I'd prefer if you didn't use my full name", "I don't want you to mention calories", "no need to say sorry",
 * "you don't have to apologize", "could you please not mention the weather", "try not to use jargon": a
 * "don't" said politely.
 */
const POLITE_NOT = new RegExp(`${POLITE_LEAD}(?:i(?:'d| would) (?:prefer|rather|like it|appreciate it)(?: it)?(?: if)? you (?:didn't|did not|wouldn't|would not|not|don't|do not)|i (?:don't|do not|dont) (?:want|need) you to|(?:there's |there is )?no need (?:for you )?to|you (?:don't|do not|dont) (?:need|have) to|you (?:needn't|need not)|(?:can|could|would) you(?: please| pls)? not|(?:please )?try not to) `, "i");
/** "I'd appreciate it if you kept things short", "it'd be great if you could answer in German", "I'd prefer you speak Portuguese": an order said politely. */
const POLITE_DO = new RegExp(`${POLITE_LEAD}(?:i(?:'d| would) (?:really )?appreciate it if you(?: could| would)?|it(?:'d| would) be (?:great|nice|good|better|helpful|easier) if you(?: could| would)?|i (?:want|need)(?= (?:all |your |the )*(?:answers|replies|responses|messages) in\\b)|i(?:'d| would) prefer (?:it )?(?:if )?you(?: to)?(?! not\\b| didn't\\b| did not\\b| wouldn't\\b| don't\\b))(?: please)? `, "i");
/** What an assistant gives: "I don't want any dessert suggestions" is about its answers, "I don't want kids" is not. */
const GIVEN = "(?:[\\w-]+\\s+){0,3}(?:suggestions?|recommendations?|recs|recipes?|reminders?|notifications?|alerts?|messages?|emails?|texts?|answers?|replies|reply|responses?|explanations?|examples?|details?|spoilers?|updates?|advice|tips?|jokes?|emojis?|lectures?|disclaimers?|warnings?|summaries|summary|links?|news|pep talks?|quotes?|meal plans?|workouts?|ideas?|small talk|follow-up questions?|questions?|options?|results?|sources?|citations?|bullet points?|lists?)\\b";
/** "I'd rather not talk about my ex", "I prefer not to discuss my health", "I don't want to hear about politics": a "don't" in the first person. */
const WISH_NOT = new RegExp(`${POLITE_LEAD}i(?:'d| would)? (?:really )?(?:rather not|prefer not to|(?:don't|do not|never) want to) (?=(?:talk|hear|discuss|get into|go into|be reminded|deal with|be told|read)\\b)`, "i");
/** "I don't want any dessert suggestions", "I never want plot details": none of what the assistant gives. */
const WANT_NONE = new RegExp(`${POLITE_LEAD}i (?:(?:don't|do not|never) (?:want|need)|can do without)(?: to (?:see|get|hear|read))?(?: (?:any|more|any more))? (?=${GIVEN})`, "i");
/** "I only want meatless recipes", "I only need recipes for one": only that. */
const WANT_ONLY = new RegExp(`${POLITE_LEAD}i (?:only (?:want|need)|want only|need only) (?=${GIVEN})`, "i");
/** A polite wrapper around an order to the assistant, either way ("I'd prefer you didn't …", "it'd be great if you …", "I'd rather not talk about …"). */
export const POLITE_ORDER = new RegExp(`${POLITE_NOT.source}|${POLITE_DO.source}|${WISH_NOT.source}|${WANT_NONE.source}|${WANT_ONLY.source}`, "i");

const ANSWERS_IN = /^(?:[Ii](?:'d| would) (?:like|prefer|love)\s+|[Ii] want\s+|(?:can|could|would|will) (?:you|u)\s+)?(?:(?:switch|change)\s+(?:over\s+)?to\s+([A-Z][a-z]+)(?:\s+(?:for|with|in)\s+(?:our|all|my|every|future)\b.*)?$|(?:all\s+)?(?:(?:your|the|my)\s+)?(?:answers|replies|responses|messages)\s+in\s+([A-Z][a-z]+)$)/;
const STYLE = /^(?:(?:(?:much|a bit|way)\s+)?(?:short|shorter|brief|briefer|concise|long|longer|detailed|simple|simpler|plain|fewer|less|more|no|only|just)\s+)+(?:[\w-]+\s+)?(?:answers?|replies|reply|responses?|explanations?|detail|details|bullet points|bullets|emojis?|jargon|lists?|words|sentences|paragraphs|examples|comments|caveats|disclaimers|small talk|fluff|code|tables|headings|markdown)\b|^(?:bullet points|tables|headings|examples|sources|citations|code only|metric units|metric)$/i;

const PAST_TO_BASE: Record<string, string> = { used: "use", kept: "keep", gave: "give", asked: "ask", wrote: "write", explained: "explain", added: "add", included: "include", spoke: "speak", talked: "talk", answered: "answer", replied: "reply", responded: "respond", stopped: "stop", avoided: "avoid", started: "start", made: "make", called: "call", skipped: "skip", ended: "end", checked: "check", showed: "show", sent: "send" };
const PAST_VERB = new RegExp(`^(?:${Object.keys(PAST_TO_BASE).join("|")})\\b`, "i");

/** "could you always use metric?", "can you answer in Spanish from now on?": a question asking for a standing rule. */
const ASKED_RULE = /^(?:(?:so|and|also|oh|ok|okay|please)[,\s]+)*(?:(?:going forward|from now on|in (?:the )?future|moving forward)[,\s]+)?(?:can|could|would|will) (?:you|u)(?: please| pls)? (?:always (?=use|include|cite|format|respond in|reply in|answer in|write in|add|double-check|check|keep|mention|show|give me (?:short|brief|concise|sources)|explain|put|sign|flag|ask|convert|assume|double check)|never|stop|not|from now on|avoid|keep|use|stick|include|skip|be)\b/i;
/** The same question asked without "always": its verb makes it a rule ("can you keep your answers shorter?", "can you switch to Portuguese?"). */
const ASKED_FOR_GOOD = /^(?:(?:so|and|also|oh|ok|okay|please|hey)[,\s]+)*(?:can|could|would|will) (?:you|u)(?: please| pls)? (?:(?=[^?]*\b(?:from now on|going forward|in (?:the )?future|moving forward|by default|for future)\b)|(?:switch|change) (?:over )?to [A-Z]|(?:talk|speak|write|reply|respond|answer|chat)(?: to me| with me| me| back)? in [A-Z]|keep (?:your|the|it|things|answers|replies|responses)\b|call me\b|address me\b|drop the\b|cut (?:the|out|down)\b|tone (?:it|down)\b)/;

/** Whether the last clause of a question is a standing request to the assistant, to be read as an order. */
export const askedToLast = (clause: string) => ASKED_RULE.test(clause) || ASKED_FOR_GOOD.test(clause.trim());

export function instruction(clause: string): Instruction | null {
  let s = clause.trim().replace(/[.!]+$/, "");
  const polite = s.match(POLITE_DO);
  // "… if you kept things short": the wish says the verb in the past.
  if (polite) s = `please ${s.slice(polite[0].length).replace(PAST_VERB, (v) => PAST_TO_BASE[v.toLowerCase()] ?? v)}`;
  s = s.replace(POLITE_NOT, "please don't ").replace(WISH_NOT, "please don't ").replace(WANT_NONE, "please no ").replace(WANT_ONLY, "please only give me ").replace(/^please don't (?:hear|be told) about\b/i, "please don't talk about");
  let marker = false;
  const w = s.match(WRAPPERS);
  if (w) {
    marker = true;
    s = s.slice(w[0].length);
  }
  // "I'd love it if you used more examples": the wish says the verb in the past.
  if (w && /\bif you(?: would)?\s*$/i.test(w[0])) s = s.replace(PAST_VERB, (v) => PAST_TO_BASE[v.toLowerCase()] ?? v);
  const lead = s.match(MARKERS);
  if (lead) {
    if (/please|kindly|pls|from now on|going forward|future|by default|as a rule|request|rule|favou?r/i.test(lead[0])) marker = true;
    // "I'm in Berlin now, so use Berlin time": an order with its reason just given is meant to last.
    if (/\bso\b/i.test(lead[0]) && SO_RULE.test(s.slice(lead[0].length))) marker = true;
    s = s.slice(lead[0].length);
  }
  // "remember to use metric" arrives as "to use metric": the reminder is the order.
  if (/^to\s+(?=[a-z])/i.test(s)) {
    s = s.replace(/^to\s+/i, "");
    marker = true;
  }
  // "could you write shorter replies from now on?": the marker said last, on a question.
  const asking = /\?$/.test(s);
  for (let i = 0, t: RegExpMatchArray | null; i < 3 && (t = s.replace(/\?+$/, "").match(TRAIL_MARKERS)); i++) {
    s = s.slice(0, t.index).trim() + (asking ? "?" : "");
    marker = true;
  }
  // "could you please not mention the weather" arrives as "not mention the weather".
  s = s.replace(/^not\s+(?=[a-z])/i, "don't ");
  // "from now on can u keep it short": with a marker of permanence, the question is the order.
  if (marker && /^(?:can|could|would|will) (?:you|u)\b/i.test(s)) s = s.replace(/^(?:can|could|would|will) (?:you|u)(?: please| pls)?\s+(?=\w)/i, "").replace(/\?+$/, "");
  const trail = s.match(TRAIL_MARKERS);
  if (trail) {
    marker = true;
    s = s.slice(0, trail.index).trim();
  }
  // "don't ask", "don't judge", "don't laugh": asides in a story, not standing orders.
  if (!s || /^(?:(?:don't|do not|dont)\s+(?:ask|judge|laugh|worry|panic|get me started|even|tell anyone|hate me|@ me|at me)(?:\s+(?:me|lol|haha))?$|never ?mind|never again|never ever|always (?:happy|glad|good|fun|nice|great|a pleasure|down)|never (?:been|heard|knew|thought|mind)|always (?:been|wanted|thought|knew))\b/i.test(s)) return null;
  // "can you always use metric?", "could you stop apologizing?": a standing request asked as a question.
  const asked = s.match(/^(?:can|could|would|will) (?:you|u)(?: please| pls)? ((?:always (?=use|include|cite|format|respond in|reply in|answer in|write in|add|double-check|check|keep|mention|show|give me (?:short|brief|concise|sources)|explain|put|sign|flag|ask|convert|assume|double check)|never|stop|not|from now on)\b.+?)\??$/i);
  if (asked) {
    s = asked[1]!.replace(/^not\s+/i, "don't ");
    marker = true;
  } else if (ASKED_FOR_GOOD.test(s)) {
    s = s.replace(/^(?:can|could|would|will) (?:you|u)(?: please| pls)?\s+/i, "").replace(/\?+$/, "");
    marker = true;
  }
  // "I'd like all answers in Italian", "could you switch to Spanish": the language of every answer.
  const answersIn = s.replace(/\?$/, "").match(ANSWERS_IN);
  if (answersIn && LANGUAGES.has((answersIn[1] ?? answersIn[2])!.toLowerCase())) return { predicate: "preferred_language", object: (answersIn[1] ?? answersIn[2])!, raw: "answers in" };
  if (/\?/.test(s)) return null;
  // "answer in Spanish, not English": the contrast names the language dropped, not a second one.
  const lang = s.replace(/,?\s+(?:not|rather than|instead of)\s+[A-Za-z]+$/i, "").match(LANGUAGE);
  if (lang) {
    const l = lang[1]!.trim().replace(/[.,!]+$/, "");
    if (LANGUAGES.has(l.toLowerCase())) return { predicate: "preferred_language", object: l, raw: lang[0].slice(0, lang[0].toLowerCase().lastIndexOf(" in ") + 3).trim().toLowerCase() };
  }
  // "short answers please", "no emojis from now on": the kind of answer wanted, named with a marker.
  if (marker && STYLE.test(s) && s.split(/\s+/).length <= 8) return { predicate: "instruction", object: s, raw: "please" };
  // "give me the short version from now on": a request made standing by its marker of permanence.
  if (ONE_OFF.test(s) && !/^(?:always|never)\b/i.test(s) && !(PERMANENT.test(clause) && !/^(?:remind|set|book|order|send)\b/i.test(s))) return null;
  const standing = STANDING.test(s) || /\b(?:always|never|from now on|every time|each time|whenever)\b/i.test(s);
  const withPlease = marker && WITH_PLEASE.test(s);
  // "please give me the short version from now on": said to last.
  const lasting = marker && PERMANENT.test(clause);
  const noEmoji = /^no\s+\w+/i.test(s) && marker;
  if (!standing && !withPlease && !noEmoji && !lasting && !(w && s.split(/\s+/).length >= 2)) return null;
  if (s.split(/\s+/).length < 2 || s.split(/\s+/).length > 20) return null;
  // "... but never use it": about something the speaker just named, not an order.
  if (/^(?:always|never)\s+[\w']+\s+(?:it|them|that|this|one|those|these)$/i.test(s)) return null;
  const raw = (/^(?:always|never|don't|do not)\b/i.exec(s)?.[0] ?? (marker ? "please" : s.split(/\s+/)[0]!)).toLowerCase();
  return { predicate: "instruction", object: s, raw };
}

/** A clause with no subject of its own that reads as an order to the assistant. */
export const IMPERATIVE_START =
  /^(?:(?:hey|hi|ok|okay|so|also|oh|btw|and|one more thing|one thing|quick thing)[,!]?\s+)*(?:to\s+(?:always\s+|never\s+)?(?:use|keep|answer|reply|respond|write|speak|talk|ask|check|include|avoid|format|call|address|mention|give|add|put|sign|convert)\b|(?:can|could|would|will) (?:you|u)(?: please| pls)? (?:write|use|give|keep|make|answer|reply|respond|speak|talk|be|start|avoid|call|address|include|format|switch)\b|i (?:want|need) (?:all )?(?:your |the )?(?:answers|replies|responses|messages) in|only (?:recommend|suggest|show|send)|give me\b|leave (?:it|them|that|those|this) out|get straight to|no\s+(?:[\w-]+\s+){0,3}[\w-]+,?\s+(?:please|pls|thanks)|for (?:all )?future (?:answers|responses|replies|messages|chats|conversations)|i(?:'d| would) (?:like|prefer|love) it if you|i (?:like|love|prefer) it when you|i prefer (?:that|when|if) you|leave out|cut (?:the|out|down on)|drop the|go easy on|spare me|quit (?:with|the)|assume|treat me|default to|give it to me|speak (?:plainly|simply|clearly|frankly|casually|formally)|explain (?:things|everything|it|concepts|stuff) (?:simply|plainly|slowly|like|as|in|step)|hold (?:off|back)|tell me straight|get to the (?:answer|point)|summar(?:y|ies) first|ask (?:me )?(?:clarifying|follow-up)|go (?:easy|light) on|tone down|dial (?:it|back|down)|only|tone|ask me (?:before|first)|check with me|let's|let us|(?:(?:much|a bit|way)\s+)?(?:short|shorter|brief|briefer|concise|detailed|simpler|fewer|less)\s+[\w-]+|bullet points|(?:can|could|would|will) (?:you|u) (?:switch|change)|switch to|i(?:'d| would) (?:like|prefer|love) (?:all|your|the) (?:answers|replies|responses)|i(?:'d| would) (?:prefer|rather|like it|appreciate it)(?: it)?(?: if)? you (?:didn't|did not|wouldn't|would not|not|don't|do not)|please|kindly|always|never|ensure|lead with|open with|only (?:answer|respond|reply|use|write|speak|talk)|(?:can|could|would|will) (?:you|u)(?: please| pls)? (?:stop|always|never)|make (?:your|the) (?:answers|replies|responses|explanations|summaries|messages)|don't|do not|dont|stop|keep|avoid|use|be|respond|answer|reply|write|talk|speak|format|address me|refer to me|call me by|include|cite|spell|stick to|limit|skip|omit|from now on|going forward|in (?:the )?future|make sure|remember to|no more|no\s+(?:\w+\s+){1,3}please|i (?:want|need|would like|'d like|expect) you to|i'd (?:like|prefer) you to|you (?:should|must|need to|have to)|(?:can|could|would|will) you(?: please)? (?:always|never|from now on))\b/i;
