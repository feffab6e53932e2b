// Renames: "Acme is now called Initech", "Twitter rebranded as X", and the speaker's own ("call me Dee",
// "I go by Dee now"). Checked per sentence, before clause splitting, because the rename often spans a
// relative clause ("I work at Acme, which is now called Initech").

import type { CandidateAlias, SubjectType } from "../types";
import { SELF } from "../types";
import { NOT_NAMES, ORG_WORD, PETS, PLACES, SCHOOL_WORD } from "./lexicon";

const PET_WORDS = [...PETS].sort((a, b) => b.length - a.length).join("|");
const NAME = "([A-Z][\\w&'.-]*(?:\\s+(?:(?:of|and|&|de|la|the|for)\\s+)?[A-Z][\\w&'.-]*)*)";
/** Openers before the name a sentence starts with. */
const LEAD = "(?:(?:so|and|well|oh|also|btw|fun fact|update|news|ok|okay|lol|haha|lmao|ugh)[,:]?\\s+){0,2}";
/** "renamed AGAIN": shouted, the word is still no name. */
const AGAIN = "(?:again|once more|yet again|[Aa]gain|AGAIN|YET AGAIN)";
const ANY_NAME = "([\\w&'.-]+(?:\\s+[\\w&'.-]+){0,3})";

function names(cased: boolean): { from: string; to: string } {
  return cased ? { from: NAME, to: NAME } : { from: ANY_NAME, to: ANY_NAME };
}

interface AliasRuleSpec {
  re: (cased: boolean) => RegExp;
  /** Which capture is the old name, which the new. */
  order: "from-to" | "to-from";
  /**
   * Words the rule cannot match without (any case). Almost no sentence renames anything, and the rules, which
   * look for a name anywhere, are costly to run on every sentence; a sentence without the cue skips the rule.
   */
  cue: RegExp;
}

const ENTITY_SPECS: AliasRuleSpec[] = [
  { re: (c) => new RegExp(`${names(c).from},?\\s+(?:which|that|who)?\\s*(?:is|are|has been|was|got|just got|have been)\\s+(?:now\\s+|recently\\s+|officially\\s+)*(?:called|named|renamed(?:\\s+${AGAIN})?,?(?:\\s+to)?|known as|rebranded(?:\\s+${AGAIN})?,?(?:\\s+as|\\s+to)?)\\s+${names(c).to}`), order: "from-to", cue: /called|named|known|rebranded/i },
  // "changed its name again, to Northspan": a second rename, told as one.
  { re: (c) => new RegExp(`${names(c).from},?\\s+(?:which|that|who)?\\s*(?:has\\s+)?(?:recently\\s+|just\\s+|officially\\s+)?(?:changed its name|changed their name|renamed itself|rebranded(?:\\s+itself)?)(?:\\s+(?:again|once more|yet again))?,?\\s+(?:to|as)\\s+${names(c).to}`), order: "from-to", cue: /name|rebranded/i },
  { re: (c) => new RegExp(`${names(c).from},?\\s+(?:which|that)?\\s*(?:has\\s+)?(?:recently\\s+|just\\s+|officially\\s+)?renamed\\s+(?:itself|themselves)\\s+${names(c).to}`), order: "from-to", cue: /renamed/i },
  // "the startup I work for changed its name from Foo to Bar": both names after the verb.
  { re: (c) => new RegExp(`\\b(?:changed\\s+(?:its|their|his|her)\\s+(?:first\\s+|last\\s+|sur)?name|(?:was|were|got|has\\s+been|have\\s+been)\\s+renamed|rebranded)\\s+from\\s+${names(c).from}\\s+(?:to|as)\\s+${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /name|rebranded/i },
  // "we ended up renaming Pumpernickel to Nutmeg", "the kids decided to rename Fudge to Gizmo": a rename done, however
  // it came about (a wish, "we want to rename", or a plan, "we'll rename", is none).
  { re: (c) => new RegExp(`\\b(?:[Ww]e|[Tt]hey|I|i|[Tt]he company|[Mm]anagement|[Tt]he kids|[Mm]y (?:kids|daughter|son|partner|wife|husband))\\s+(?:(?:recently|just|officially|finally|have|'ve|had|ended up|decided to|went ahead and)\\s+)*(?:renamed|renaming|rename)\\s+${names(c).from}\\s+(?:to|as)\\s+${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /renam/i },
  { re: (c) => new RegExp(`${names(c).to},?\\s+(?:formerly|previously|once)\\s+(?:known as\\s+|called\\s+|named\\s+)?${names(c).from}`), order: "to-from", cue: /formerly|previously|once/i },
  { re: (c) => new RegExp(`${names(c).from},\\s+(?:now|recently|since)\\s+(?:called|named|renamed(?:\\s+to)?|known\\s+as|rebranded(?:\\s+as|\\s+to)?)\\s+${names(c).to}`), order: "from-to", cue: /called|named|known|rebranded/i },
  { re: (c) => new RegExp(`${names(c).from}\\s+\\((?:now|now called|now known as)\\s+${names(c).to}\\)`), order: "from-to", cue: /\(now/i },
  // "Twitter, now X, is where I post": the new name between commas.
  { re: (c) => new RegExp(`${names(c).from},\\s+now\\s+${names(c).to},`), order: "from-to", cue: /now/i },
  { re: (c) => new RegExp(`\\b(?:formerly|previously|once)\\s+(?:called|named|known as)\\s+${names(c).from},?\\s+(?:is|are)\\s+now\\s+(?:called\\s+|known as\\s+)?${names(c).to}`), order: "from-to", cue: /formerly|previously|once/i },
  { re: (c) => new RegExp(`\\bname\\s+(?:has\\s+)?changed\\s+from\\s+${names(c).from}\\s+to\\s+${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /name/i },
  // "we changed our cat's name from Tom to Leo".
  { re: (c) => new RegExp(`\\bchanged\\s+(?:(?:my|our|the)\\s+(?:${PET_WORDS})'?s\\s+)name\\s+from\\s+${names(c).from}\\s+to\\s+${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /changed/i },
  { re: (c) => new RegExp(`${names(c).to}\\s+\\((?:formerly|previously|once)\\s+(?:known as\\s+|called\\s+)?${names(c).from}\\)`), order: "to-from", cue: /\((?:formerly|previously|once)/i },
  // "my company, formerly known as Acme, is now Initech": the employer named by both names.
  { re: (c) => new RegExp(`\\b(?:[Mm]y|[Oo]ur|[Tt]he)\\s+(?:company|employer|firm|startup|agency|bank|school|gym|team|band|club)\\s*,?\\s+(?:formerly|previously|once)\\s+(?:known as\\s+|called\\s+)?${names(c).from}\\s*,?\\s+(?:is|are)\\s+(?:now\\s+)(?:called\\s+|known as\\s+)?${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /formerly|previously|once/i },
  { re: (c) => new RegExp(`${names(c).to},?\\s+(?:which|that|who)?\\s*used\\s+to\\s+be\\s+(?:called|named|known\\s+as)\\s+${names(c).from}`), order: "to-from", cue: /used/i },
  { re: (c) => new RegExp(`\\bused\\s+to\\s+be\\s+(?:called|named|known\\s+as)\\s+${names(c).from},?\\s+(?:but\\s+)?(?:now|these days|today)\\s+(?:it's|it is|they're|they are|we're|we are|it's called|it is called|its name is|the name is)\\s+(?:called\\s+)?${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /used/i },
  { re: (c) => new RegExp(`\\brenamed\\s+(?:(?:my|our|the)\\s+[\\w-]+\\s+)?(?:from\\s+)?${names(c).from}\\s+to\\s+${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /renamed/i },
  // "my cat Mittens, well we renamed her Luna": a pet named earlier in the sentence, renamed by pronoun.
  // "my dog used to be called Buddy but we renamed him Max".
  { re: (c) => new RegExp(`\\b(?:[Mm]y|[Oo]ur)\\s+(?:${PET_WORDS})\\s+(?:used\\s+to\\s+be|was)\\s+(?:(?:called|named)\\s+)?${names(c).from}\\s*,?\\s+(?:but\\s+|and\\s+|so\\s+)?(?:we|i|I|[Ww]e|[Tt]hey|(?:the|my|our)\\s+(?:kids|children|family|son|daughter|partner|wife|husband))\\s+(?:just\\s+|recently\\s+|finally\\s+|have\\s+|'ve\\s+)*renamed\\s+(?:him|her|it|them)\\s+(?:to\\s+)?${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /renamed/i },
  { re: (c) => new RegExp(`\\b(?:[Mm]y|[Oo]ur)\\s+(?:${PET_WORDS})\\s*,?\\s+${names(c).from}\\s*,?\\s+(?:[\\w']+,?\\s+){0,3}?(?:we|i|I|[Ww]e)\\s+(?:just\\s+|recently\\s+|finally\\s+|have\\s+|'ve\\s+|ended up\\s+)*renam(?:ed|ing)\\s+(?:him|her|it|them)\\s+(?:to\\s+)?${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /renam/i },
  // "Facebook, which is now Meta": the new name after a relative clause, no "called".
  { re: (c) => new RegExp(`${names(c).from},\\s+(?:which|that)\\s+(?:is|are)\\s+(?:now|these days)\\s+${names(c).to}\\s*(?:[.!,;]|$)`), order: "from-to", cue: /now|these days/i },
  // "the startup I work for, Blinkly, is now Brightwave": the old name set off by commas.
  { re: (c) => new RegExp(`,\\s*${names(c).from},\\s+(?:is|are|has been)\\s+now\\s+(?:called\\s+|known as\\s+)?${names(c).to}\\s*(?:[.!,;]|$)`), order: "from-to", cue: /now/i },
  // "I used to work at Fabrikam before it became Contoso".
  { re: (c) => new RegExp(`${names(c).from},?\\s+(?:before|until|when|and then)\\s+it\\s+(?:became|was renamed(?:\\s+to)?|got renamed(?:\\s+to)?|rebranded(?:\\s+as|\\s+to)?|turned into|changed its name to)\\s+${names(c).to}`), order: "from-to", cue: /became|renamed|rebranded|turned|changed/i },
  // "Wavecrest got acquired and renamed, it's called Tidewater now", "Google Brain merged into a new lab and it's
  // now called Google DeepMind": the name the sentence opens with, renamed by pronoun; "now" or a rename verb
  // says it is a change ("I work at a startup, it's called Blinkly" names it, no more).
  { re: () => new RegExp(`^${LEAD}${NAME}\\s+(?!is\\b|was\\b)[^.;]*?\\bit(?:'s|\\s+is|\\s+has\\s+been|\\s+was|\\s+got)\\s+(?:(?:now|officially|just)\\s+)*(?:(?<=(?:now|officially)\\s+)(?:called|named|known\\s+as)|renamed(?:\\s+to)?|rebranded(?:\\s+as|\\s+to)?)\\s+${NAME}`), order: "from-to", cue: /called|named|known|rebranded/i },
  { re: () => new RegExp(`^${LEAD}${NAME}\\s+(?!is\\b|was\\b)[^.;]*?\\bit(?:'s|\\s+is)\\s+(?:called|named|known\\s+as)\\s+${NAME}\\s+now\\b`), order: "from-to", cue: /called|named|known/i },
  // "Orvik got renamed AGAIN, it's Halcyra Holdings now", "Brightpath rebranded, they're Lumo now": the rename
  // said first, the new name after it by pronoun.
  { re: () => new RegExp(`^${LEAD}${NAME}\\s+(?:(?:just|has|have|had|got|was|were|been|finally|officially|recently)\\s+)*(?:renamed|rebranded|changed\\s+(?:its|their)\\s+name)(?:\\s+(?:itself|themselves))?(?:\\s+${AGAIN})?\\s*[,;:—–-]+\\s*(?:(?:and|so)\\s+)?(?:now\\s+)?(?:it's|it\\s+is|they're|they\\s+are)\\s+(?:now\\s+)?(?:called\\s+)?${NAME}(?=\\s+now\\b|\\s*[.!]*$)`), order: "from-to", cue: /renamed|rebranded|changed/i },
  // "we rebranded last week, Brightline Health is Lumen Health now": "now" after the new name, with a rename
  // word in the sentence ("Anna is Head of Sales now" is a promotion).
  { re: () => new RegExp(`^(?=.*\\b(?:rebrand\\w*|renam\\w*|new name|name change|changed (?:its|their|the) name)\\b)(?:.*?(?:[,;]\\s*|\\b(?:that|and|so)\\s+))?${NAME}\\s+is\\s+${NAME}\\s+now\\b`), order: "from-to", cue: /rebrand|renam|name/i },
  // "the kids changed Nugget's name to Captain", "Pepper's name is Biscuit now".
  { re: (c) => new RegExp(`\\bchanged\\s+${names(c).from}'s\\s+name\\s+(?:from\\s+[\\w'-]+\\s+)?to\\s+${names(c).to}`, c ? "" : "i"), order: "from-to", cue: /changed/i },
  { re: () => new RegExp(`${NAME}'s\\s+(?:new\\s+)?name\\s+is\\s+(?:now\\s+)?${NAME}\\s+now\\b`), order: "from-to", cue: /name/i },
  { re: () => new RegExp(`${NAME}'s\\s+new\\s+name\\s+is\\s+${NAME}`), order: "from-to", cue: /name/i },
  // "Pepper goes by Biscuit now": a rename of someone else, said as the speaker's own would be.
  { re: () => new RegExp(`(?:^|[,;]\\s*)${NAME}\\s+goes\\s+by\\s+${NAME}\\s+now\\b`), order: "from-to", cue: /goes/i },
  { re: () => new RegExp(`(?:^|[,;]\\s*|\\b(?:[Mm]y|[Oo]ur)\\s+[a-z-]+\\s+)${NAME}\\s+now\\s+goes\\s+by\\s+${NAME}`), order: "from-to", cue: /goes/i },
  // "I still work at Greyfield, though it's called Bluewater now": the name, then the new one by pronoun.
  { re: () => new RegExp(`${NAME},?\\s+(?:though|although|but|except|only)\\s+(?:it's|it\\s+is|they're|they\\s+are)\\s+(?:now\\s+)?(?:called|named|known\\s+as)\\s+${NAME}(?=\\s+now\\b|\\s+these\\s+days\\b)`), order: "from-to", cue: /called|named|known/i },
  // "Facebook is now Meta": both sides capitalized, nothing else in between.
  { re: () => new RegExp(`(?:^|[,;]\\s*|\\b(?:that|and)\\s+)${NAME}\\s+is\\s+now\\s+${NAME}\\s*(?:[.!,;]|$)`), order: "from-to", cue: /now/i },
];

// Compiled once for cased and once for lower-case text.
const ENTITY_RULES = ENTITY_SPECS.map((r) => ({ order: r.order, cue: r.cue, cased: r.re(true), lower: r.re(false) }));

// The speaker's own new name.
const SELF_RULES: RegExp[] = [
  /(?:^|[,.;!]\s*|\b(?:and|but|so|please|pls|plz|just|actually|now|oh|ok|okay|well|instead|honestly|seriously|really|you can|you may|everyone|everybody|people|friends|my friends|most people|they all)\s+)(?:(?:should|must|can|will)\s+)?(?:call|calls)\s+me\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bi(?:'d|\s+would)\s+(?:rather|prefer(?:\s+it\s+if)?|like\s+it\s+if)\s+you\s+(?:just\s+)?call(?:ed)?\s+me\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\b(?:i|i've|and)\s+(?:(?:now|usually|mostly|mainly|prefer to|like to|just|only|finally|actually|simply)\s+)*go\s+by\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  // "I've started going by Kit", "I've switched to using the name Ash": a new name taken up, told as a habit begun.
  /\bi(?:'ve|\s+have)?\s+(?:(?:just|recently|now|finally|officially|actually|also)\s+)*(?:started|begun|began|taken\s+to|took\s+to|switched\s+to|decided\s+to)\s+(?:going|to\s+go|go|using|to\s+use|use)\s+(?:by|the\s+(?:nick)?name)\s+(?:my\s+(?:middle|second|first|last|nick)\s*name\s*,?\s+)?([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bi(?:'m|\s+am)\s+(?:(?:now|currently)\s+)?using\s+the\s+(?:nick)?name\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  // "I would prefer to be addressed as Henrietta": the formal request.
  /\bi(?:'d|\s+would)?\s+(?:prefer|like|want|wish)\s+to\s+be\s+(?:addressed|known|referred\s+to)\s+as\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  // "i dont go by Christopher anymore its just Kit now": the new name after the old one is dropped.
  /\b(?:go\s+by|call\s+me|called)\s+[\w'-]+\s+(?:anymore|any\s+more|any\s+longer)\s*[,;.-]?\s*(?:it's|its|it\s+is|i'm|im)\s+(?:just\s+|simply\s+|only\s+)?([\w'-]+)/i,
  /\bi(?:'d| would)?\s+(?:prefer|like|want)\s+(?:to be|being)\s+called\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bi(?:\s+|(?='))(?:have\s+|'ve\s+|recently\s+|just\s+|legally\s+|officially\s+)*changed\s+my\s+(?:sur|last\s+|family\s+|legal\s+|first\s+)?name\s+to\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  // "my maiden name was Smith, now it's Jones", "took my husband's name, Garcia".
  /\bmy\s+(?:maiden|old|former|birth|previous)\s+name\s+(?:was|is)\s+[\w'-]+\s*[,;-]?\s*(?:but\s+|and\s+)?(?:now\s+)?(?:it's|it\s+is|i'm|i\s+am|i\s+go\s+by)\s+(?:now\s+)?([\w'-]+)/i,
  /\btook\s+(?:my|his|her|their)\s+(?:husband's|wife's|partner's|spouse's)\s+(?:last\s+|family\s+|sur)?name\s*,?\s+([A-Z][\w'-]+)/,
  /\bmy\s+name\s+is\s+now\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bi(?:\s+|(?='))(?:have\s+|'ve\s+|recently\s+|just\s+|legally\s+|officially\s+)*changed\s+my\s+(?:sur|last\s+|first\s+|legal\s+)?name\s+from\s+[\w'-]+(?:\s+[A-Z][\w'-]+)?\s+to\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bmy\s+name\s+is\s+no\s+longer\s+[\w'-]+(?:\s+[A-Z][\w'-]+)?\s*[,;-]\s*(?:it's|it\s+is|now\s+it's|i'm|i\s+am)\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bi\s+(?:now\s+)?go\s+by\s+my\s+(?:middle|second|first|last|nick)\s*name\s*,?\s+([\w'-]+)/i,
  /\bcall\s+me\s+by\s+my\s+(?:new\s+)?(?:name|middle name|nickname)\s*,?\s+([\w'-]+)/i,
  /\bmy\s+(?:legal\s+|last\s+|first\s+)?(?:name|surname)\s+(?:has\s+|was\s+)?(?:officially\s+|legally\s+|just\s+|recently\s+)*changed\s+to\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bmy\s+(?:new|legal|new legal)\s+name\s+is\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\b(?:everyone|everybody|people|friends|my friends|most people|they all)\s+(?:now\s+)?(?:calls?|know)\s+me\s+(?:as\s+)?([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  /\bmy\s+(?:nickname|nick|preferred name)\s+is\s+([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
  // "I no longer go by Bex, it's Rebecca now": the new name after the one given up.
  /\b(?:no\s+longer|don't|do\s+not|stopped\s+going)\s+go(?:ing)?\s+by\s+[\w'-]+\s*[,;.-]?\s*(?:it's|its|it\s+is|i'm|im|i\s+am|i\s+go\s+by)\s+(?:now\s+|just\s+)?([\w'-]+(?:\s+[A-Z][\w'-]+)?)/i,
];
/** The same rules, global, for finding every occurrence ("don't call me Robert, call me Bob"). */
const SELF_RULES_ALL = SELF_RULES.map((re) => new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g"));
/** For each rule, words it cannot match without (any case): most sentences lack them, and then skip the rule. */
const SELF_CUES: RegExp[] = [
  /call/i, /call/i, /go\s+by/i, /started|begun|began|taken|took|switched|decided/i, /using/i,
  /addressed|known|referred/i, /any/i, /called/i, /changed/i, /maiden|old|former|birth|previous/i,
  /took/i, /name/i, /changed/i, /longer/i, /name/i,
  /call/i, /changed/i, /name/i, /call|know/i, /nick|preferred/i, /go\s+by/i,
];
if (SELF_CUES.length !== SELF_RULES.length) throw new Error("aliases.ts: one cue per self rule");


const NOT_A_NAME = /^(?:back|later|tomorrow|today|tonight|anytime|any time|maybe|when|if|at|on|in|by|soon|now|please|sometime|asap|crazy|old-fashioned|whatever|anything|that|this|it|a|an|the|what|something|any|by my)$/i;

function typeOf(name: string): SubjectType {
  if (SCHOOL_WORD.test(name) || ORG_WORD.test(name)) return "organization";
  if (PLACES.has(name.toLowerCase())) return "place";
  return "organization";
}

export interface AliasResult {
  aliases: CandidateAlias[];
  /** New self names, which are also `name` facts. */
  selfNames: { name: string; raw: string }[];
  /** The name a self rename leaves behind, when the sentence states it ("call me Sam, not Samantha"). */
  formerSelf: string[];
}

const NAME_WORD = "([A-Z][\\w'-]+)";
/** Where a self rename states the old name. */
const FORMER_SELF: RegExp[] = [
  new RegExp(`\\b(?:call|calls)\\s+me\\s+[\\w'-]+(?:\\s+(?:from now on|now|going forward|please|instead))?\\s*,?\\s+(?:not|instead of|rather than)\\s+${NAME_WORD}`, "i"),
  new RegExp(`\\bgo\\s+by\\s+[\\w'-]+(?:\\s+(?:from now on|now|these days|going forward|instead))?\\s*,?\\s+(?:not|instead of|rather than)\\s+${NAME_WORD}`, "i"),
  new RegExp(`\\b(?:no\\s+longer|don't|do\\s+not)\\s+go\\s+by\\s+${NAME_WORD}`, "i"),
  new RegExp(`\\b(?:i'm|i am)\\s+(?:not|no longer)\\s+${NAME_WORD}(?:\\s+(?:anymore|any more|any longer))?\\s*[,;.-]`, "i"),
  new RegExp(`\\bchanged\\s+my\\s+(?:first\\s+|legal\\s+|last\\s+|sur)?name\\s+from\\s+${NAME_WORD}\\s+to\\b`, "i"),
  new RegExp(`\\bmy\\s+name\\s+is\\s+no\\s+longer\\s+${NAME_WORD}`, "i"),
  new RegExp(`\\bmy\\s+(?:maiden|old|former|birth|previous)\\s+name\\s+(?:was|is)\\s+${NAME_WORD}`, "i"),
  new RegExp(`\\b(?:don't|do not|stop|please don't)\\s+call(?:ing)?\\s+me\\s+${NAME_WORD}`, "i"),
  new RegExp(`\\b(?:i\\s+)?used\\s+to\\s+(?:go\\s+by|be\\s+called)\\s+${NAME_WORD}\\s*,?\\s+(?:but|now|and)\\b`, "i"),
  new RegExp(`\\b(?:formerly|previously)\\s+${NAME_WORD}\\s*[,)]`, "i"),
];

/**
 * Any rename the listed shapes miss: a word that says a name changed, the last name before it (the old one) and
 * the first after it (the new one). "the firm I am employed by, Harcourt & Pell, now trades as Pell Advisory",
 * "The restaurant I like, Casa Lupo, they change the name, now is Lupo Nero", "my friend Radka, she changed her
 * name to Rada". Cased text only: there a capital marks each name.
 */
const RENAME_CUE = /\b(?:(?:(?:has|have|had|just|recently|legally|officially|finally|also)\s+)*(?:renamed|rebranded|re-branded|changed?\s+(?:its|their|his|her|the)\s+names?)(?:\s+(?:itself|themselves|him|her|it|them))?(?:\s*,)?(?:\s*(?:to|as|into|→|->)(?=\s))?|(?:now\s+)?trades\s+as|(?:is|are|was)\s+(?:now\s+|officially\s+|actually\s+)+(?:called|named|known\s+as)|now\s+(?:is|it's|its|it\s+is)(?:\s+called)?|(?:now\s+)?goes\s+by|now\s+known\s+as)\s+(?=[A-Z])/;
const CAPITAL_RUN = /[A-Z][\w'.-]*(?:\s+(?:(?:of|and|&|de|la|the|for)\s+)?(?:[A-Z][\w'.-]*|&))*(?:\s+&\s+[A-Z][\w'.-]*)?/g;
const NOT_OLD_NAME = /^(?:i|i'\w+|my|our|the|a|an|we|they|he|she|it|this|that|so|and|but|when|funny|fyi|heads|btw|also|oh|ok|okay|ceo|hr|boss)$/i;

function renameByCue(sentence: string): { from: string; to: string } | null {
  const m = sentence.match(RENAME_CUE);
  if (!m || m.index === undefined) return null;
  const to = tidyName(sentence.slice(m.index + m[0].length).match(/^[A-Z][\w'.-]*(?:\s+(?:(?:of|and|&|de|la|for)\s+)?[A-Z][\w'.-]*)*/)?.[0] ?? "");
  const before = [...sentence.slice(0, m.index).matchAll(CAPITAL_RUN)].map((x) => tidyName(x[0].replace(/^(?:The|My|Our|So|And|But|Also)\s+/, ""))).filter((x) => x && !NOT_OLD_NAME.test(x.split(/\s+/)[0]!) && !NOT_NAMES.has(x.toLowerCase()));
  const from = before.pop();
  if (!from || !to || from.toLowerCase() === to.toLowerCase() || NOT_NAMES.has(to.toLowerCase()) || PLACES.has(from.toLowerCase())) return null;
  // "now is" and "goes by" say a change only with a word for one ("I like Casa Lupo, now is lunch time" says none).
  if (/^now\s+(?:is|it)|goes\s+by/i.test(m[0]) && !/\b(?:renam|rebrand|chang|now|anymore|formerly|used\s+to)/i.test(sentence.replace(m[0], " "))) return null;
  return { from, to };
}

export function findAliases(sentence: string, cased: boolean): AliasResult {
  const aliases: CandidateAlias[] = [];
  const selfNames: { name: string; raw: string }[] = [];
  const formerSelf: string[] = [];
  if (/\?\s*$/.test(sentence) || /^\s*(?:if|what if|suppose|imagine)\b/i.test(sentence)) return { aliases, selfNames, formerSelf };
  for (const rule of ENTITY_RULES) {
    if (!rule.cue.test(sentence)) continue;
    const m = sentence.match(cased ? rule.cased : rule.lower);
    if (!m) continue;
    let [from, to] = rule.order === "from-to" ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    from = tidyName(from);
    to = tidyName(to);
    if (!from || !to || from.toLowerCase() === to.toLowerCase()) continue;
    if (/^(?:i|we|my|he|she|they|it|this|that|who|which)$/i.test(from) || NOT_NAMES.has(to.toLowerCase()) || NOT_NAMES.has(from.toLowerCase()) || NOT_A_NEW_NAME.test(to)) continue;
    // "my team at Google was renamed to Core AI": the name after a preposition is not what was renamed.
    const fromAt = m.index! + m[0].indexOf(m[1]!);
    if (rule.order === "from-to" && /\b(?:my|our|the|his|her|their)\s+[\w-]+\s+(?:at|for|with|in|of|on|from|by)\s+$/i.test(sentence.slice(0, m.index! + (rule.order === "from-to" ? m[0].indexOf(m[1]!) : 0))) && /^[^,(]*?\s(?:is|was|has been|got|were)\s+(?:now\s+|recently\s+|officially\s+|just\s+)*(?:renamed|called|rebranded|known)/i.test(sentence.slice(fromAt + m[1]!.length))) continue;
    // A pet's name is renamed only by an explicit "renamed" ("my dog Rex is called Rexy by the kids" is a nickname).
    // "our hamster was fudge but the kids renamed him gizmo": the pet word may sit inside the rename itself.
    const pet = new RegExp(`\\b(?:my|our)\\s+(?:${PET_WORDS})\\s*,?\\s*$`, "i").test(sentence.slice(0, m.index! + m[0].indexOf(m[1]!))) || PET_IN_RENAME.test(m[0]);
    if ((pet && !/\brenam(?:ed|ing)\b|\bchanged\b.*\bname\b|\bnow\s+(?:called|named|known\s+as)\b/i.test(m[0])) || PETS.has(from.toLowerCase())) continue;
    aliases.push({ from, to, subject_type: pet ? "unknown" : typeOf(from) });
    break;
  }
  if (!aliases.length && cased) {
    const cue = renameByCue(sentence);
    if (cue && !PETS.has(cue.from.toLowerCase()) && !NOT_A_NEW_NAME.test(cue.to)) aliases.push({ ...cue, subject_type: typeOf(cue.from) });
  }
  // Every occurrence counts: in "don't call me Robert, call me Bob" the second one names the speaker.
  const matches = SELF_RULES_ALL.flatMap((re, i) => (SELF_CUES[i]!.test(sentence) ? [...sentence.matchAll(re)] : []));
  for (const m of matches) {
    const before = sentence.slice(0, m.index! + m[0].length - m[1]!.length);
    if (/\b(?:don't|do not|never|dont|stop|not)\s+(?:\w+\s+){0,2}$/i.test(before.replace(/\s*(?:call|calls)\s+me\s+$|\s*go\s+by\s+$/i, " ").slice(-25)) || /\b(?:don't|do not|never|dont|not)\s+call\s+me\s*$/i.test(before)) continue;
    let name = m[1]!.replace(/[.,!?]+$/, "").replace(/\s+(?:now|please|instead|from now on|going forward|anymore)$/i, "");
    // The pattern is case-blind; in cased text a second word is part of the name only when capitalized.
    const words = name.split(/\s+/);
    if (words.length > 1 && (cased ? !/^[A-Z]/.test(words[1]!) : /^(?:these|those|at|from|for|in|on|now|since|mostly|usually|instead|again|too|here|there|online|everywhere)$/i.test(words[1]!))) name = words[0]!;
    name = name.replace(/\s+(?:now|please|instead)$/i, "");
    if (NOT_A_NAME.test(name) || NOT_NAMES.has(name.toLowerCase().split(" ")[0]!) || /\/|^(?:they|them|she|her|he|him|xe|ze)$/i.test(name)) continue;
    // "I used to go by Danny": a former name, not a rename.
    if (/\bused\s+to\s+(?:go\s+by|be\s+called)\s*$/i.test(before) || /\bused\s+to\s*$/i.test(before.replace(/\s*go\s+by\s*$/i, ""))) continue;
    if (cased && !/^[A-Z]/.test(name)) continue;
    const raw = m[0].slice(0, m[0].length - m[1]!.length).replace(/^[,.;!\s]+/, "").trim().toLowerCase();
    aliases.push({ from: SELF, to: name, subject_type: "self" });
    selfNames.push({ name, raw: raw || "go by" });
    for (const re of FORMER_SELF) {
      const f = sentence.match(re);
      const old = f?.[1];
      if (old && (!cased || /^[A-Z]/.test(old)) && old.toLowerCase() !== name.toLowerCase() && !NOT_A_NAME.test(old) && !NOT_NAMES.has(old.toLowerCase())) {
        formerSelf.push(old);
        break;
      }
    }
    break;
  }
  return { aliases, selfNames, formerSelf };
}

/** "renamed AGAIN, it's ...": an adverb in capitals, not the new name. */
const NOT_A_NEW_NAME = /^(?:again|yet again|once more|too|also|officially|finally|recently|today|lol|haha)$/i;

const PET_IN_RENAME = new RegExp(`\\b(?:my|our|the)\\s+(?:${PET_WORDS})(?:'?s)?\\b`, "i");

function tidyName(s: string): string {
  return s
    // "from rocky to bear because rocky just didnt suit him": a lower-case name ends where a new clause starts.
    .replace(/\s+(?:because|cause|cuz|since|but|so|which|who|though|when|lol|haha|and(?!\s+[A-Z]))\s.*$/, "").replace(/[.,!?;:]+$/, "").replace(/\s+(?:now|today|recently|again|and|but|so|which|since|in|last|this|next)$/i, "").replace(/^(?:the|a|an|my|our)\s+/i, "").trim();
}
