// What people tell each other about their lives (issue 21, item 4): "I went to a pride parade", "I made this
// apple pie for the kids", "just finished 'A Dance with Dragons'", "I started surfing five years ago", "we
// adopted a puppy", "I'm going to a conference next month". Read only in a transcript turn (the speaker
// stage says so): between friends these are the news; an end user's message to an assistant keeps its
// established reading. Each clause gives at most one fact, its verb's predicate and the complete noun phrase
// after it; a clause the reader is not sure of gives nothing.

import type { CandidateFact, SubjectType, Tense } from "../types";
import { SELF } from "../types";
import { PETS } from "./lexicon";
import { GOAL, MORE_VERBS, idiom, PLAN, favoriteOf, passionOf, personLost, petNamed, planPhrase, type Verb } from "./life-news";

const EVENTS = /\b(?:workshop|conference|parade|concert|festival|party|support group|group|meeting|meetup|class|classes|course|lecture|talk|seminar|show|game|match|camp|retreat|fair|market|race|marathon|wedding|ceremony|exhibition|exhibit|museum|gallery|events?|fundraiser|gala|rally|protest|march|service|session|convention|expo|tournament|competition|contest|trivia|reunion|recital|play|musical|screening|premiere|open mic|book club|club|church|temple|meditation|yoga|gym|bootcamp|boot camp|tour|hike|trip|picnic|barbecue|bbq|potluck|shelter|center|centre|hospital|school|library|park|beach|zoo|aquarium|lake|mountains?|forest|camping|reading|signing|launch|opening|performance|gig|dance|ball|prom|graduation|funeral|memorial|shower|birthday|bash|get-together|gathering|cookout|hackathon|jam session|slam|auction|summit|symposium|forum|panel|webinar|orientation|audition|tryout|rehearsal|lesson|clinic|drive|cleanup|clean-up|walk|run|ride|cruise|vacation|holiday|getaway|spa|studio|theater|theatre|cinema|movies|arcade|bowling alley|rink|stadium|arena|venue|farm|orchard|vineyard|winery|garden|castle|cathedral|ruins|falls|waterfall|canyon|island|resort|hot springs|cabin|sanctuary|mall|carnival|circus|rodeo|planetarium|observatory|convention center|comic con|con|sale|fundraising event|charity event|competition)s?\b/i;

// Verb (past, as told) → what it says. Order matters: longer phrases first.
const OWN_VERBS: Verb[] = [
  { id: "news.got_to_go_to", re: /^(?:started|began|decided to|chose to|got to|managed to|finally|get to)\s+(?:go|going|heading)\s+to\s+/i, d: { predicate: "attended", raw: "went to", tense: "current", type: "event" },
    ex: [["I finally got to go to a pride parade!", "attended pride parade"]], near: ["I finally got to go to bed."] },
  { id: "news.went_to", re: /^(?:went|go|going) to(?: see)?\s+/i, d: { predicate: "attended", raw: "went to", tense: "current", type: "event" },
    ex: [["Went to the farmers market this morning.", "attended farmers market"]], near: ["I went to bed early."] },
  { id: "news.attended", re: /^(?:attended|checked out)\s+/i, d: { predicate: "attended", raw: "attended", tense: "current", type: "event" },
    ex: [["I checked out a craft fair.", "attended craft fair"]], near: ["I attended to it."] },
  { id: "news.went_doing", re: /^went\s+(?=[a-z]+ing\b)/i, d: { predicate: "does", raw: "spent time", tense: "current", type: "concept" },
    ex: [["We went camping on Sunday.", "does camping"]], near: ["We went looking for it."] },
  { id: "news.made", re: /^(?:made|baked|cooked|painted|drew|built|wrote|created|knitted|sewed|crafted|designed|composed|recorded|planted|carved|sculpted|framed|decorated|published|released|launched)\s+/i, d: { predicate: "made", raw: "created", tense: "current", type: "concept" },
    ex: [["I made this apple pie for the kids.", "made apple pie"]], near: ["I made it to work on time."] },
  { id: "news.read", re: /^(?:finished reading|started reading|am reading|'m reading|read|finished|re-?read)\s+(?=["'“‘]|[A-Z]|(?:a|an|the|this|that)\s+(?:[\w-]+\s+){0,3}(?:book|novel|series|memoir|biography|story|poem|article|comic))/, d: { predicate: "read", raw: "finished reading", tense: "current", type: "concept" },
    ex: [["Just finished 'A Dance with Dragons'.", "read A Dance with Dragons"]], near: ["I finished my dinner."] },
  { id: "news.adopted", re: /^adopted\s+/i, d: { predicate: "adopted", raw: "adopted", tense: "current", type: "concept" },
    ex: [["We adopted two kittens.", "adopted two kittens"]], near: ["We adopted it as a rule."] },
  { id: "news.took_up", re: /^(?:started|began|took up|picked up|got into|am learning|'m learning|learned|learnt|am taking|'m taking|took)\s+(?=[a-z]+ing\b|(?:a|an|my|some)?\s*(?:[\w-]+\s+){0,2}(?:class|classes|course|lessons?|hobby|business|blog|channel|podcast|garden|project|band|club|team|job|journal|diet|degree|program|programme|training|therapy|store|shop|company|brand|nonprofit|charity|foundation|organization|organisation|campaign|group|studio|bakery|restaurant|cafe|book|novel|collection|tradition|routine)\b|(?:my own|a new)\s|(?:to\s+)?(?:learn|play|paint|write|run|swim|surf|dance|cook|bake|draw|sing|knit|volunteer)\b)/i, d: { predicate: "started", raw: "took up", tense: "current", type: "concept" },
    ex: [["I started surfing five years ago.", "started surfing"]], near: ["I started getting tired."] },
  { id: "news.gave_up", re: /^(?:quit|stopped|gave up)\s+/i, d: { predicate: "stopped", raw: "gave up", tense: "current", type: "concept" },
    ex: [["I quit my book club.", "stopped book club"]], near: ["I quit it."] },
  { id: "news.joined", re: /^(?:joined|signed up for|enrolled in|registered for)\s+/i, d: { predicate: "member_of", raw: "became a member of", tense: "current", type: "organization" },
    ex: [["I signed up for a pottery class.", "member_of pottery class"]], near: ["I joined them."] },
  { id: "news.volunteered_at", re: /^(?:got to\s+)?volunteer(?:ed)?\s+(?:at|for|with)\s+/i, d: { predicate: "volunteered_at", raw: "volunteered at", tense: "current", type: "organization" },
    ex: [["I volunteered at the animal shelter.", "volunteered_at animal shelter"]], near: ["I volunteered at it."] },
  { id: "news.bought", re: /^bought\s+(?=(?:a|an|my|our|the|first|second|this|some)\s)/i, d: { predicate: "owns", raw: "bought", tense: "current", type: "concept" },
    ex: [["I bought some new plants.", "owns plants"]], near: ["We bought it."] },
  { id: "news.completed", re: /^(?:ran|completed|finished)\s+(?=(?:a|an|my|the|our)\s+(?:[\w-]+\s+){0,2}(?:marathon|race|5k|10k|half|triathlon|course|program|degree|project))/i, d: { predicate: "completed", raw: "completed", tense: "current", type: "event" },
    ex: [["I finished the course.", "completed course"]], near: ["I ran a bath."] },
  { id: "news.watched", re: /^(?:watched|saw)\s+(?=(?:a|an|the|this|that)\s+(?:[\w-]+\s+){0,3}(?:movie|film|show|play|concert|documentary|series|game|musical|meteor shower)|["'“‘]|[A-Z])/, d: { predicate: "watched", raw: "watched", tense: "current", type: "concept" },
    ex: [["We watched a meteor shower from the roof.", "watched meteor shower"]], near: ["We watched it."] },
  { id: "news.visited", re: /^(?:visited|travell?ed to|flew to|drove to|took a trip to|went on a trip to)\s+/i, d: { predicate: "visited", raw: "visited", tense: "current", type: "place" },
    ex: [["I visited my grandparents.", "visited grandparents"]], near: ["I visited them."] },
  { id: "news.going_to", re: /^(?:am|'m|are|'re) (?:going|heading) to\s+(?!(?:be|have|do|try|make|get|need|keep|start|stop|take|give|see if|think|say|tell|let)\b)/i, d: { predicate: "has_event", raw: "going to", tense: "planned", type: "event" },
    ex: [["I'm heading to a book signing.", "has_event book signing"]], near: ["I'm going to be late."] },
  { id: "news.planning_to", re: /^(?:am|'m|are|'re) (?:planning|hoping|going) (?:to|on)\s+(?=(?:go|visit|attend|take|start|join|run|travel|adopt|move|open|launch|write|make|build|learn)\b)/i, d: { predicate: "plans", raw: "plans to", tense: "planned", type: "concept" },
    ex: [["Planning to open a dance studio next year.", "plans open a dance studio"]], near: ["I'm planning to say something."] },
  { id: "news.been_doing", re: /^(?:(?:have|'ve) )?been\s+(?=[a-z]+ing\s+)/i, d: { predicate: "does", raw: "has been doing", tense: "current", type: "concept" },
    ex: [["I've been painting landscapes lately.", "does painting landscapes"]], near: ["I've been doing great."] },
];
export const VERBS = [...OWN_VERBS, ...MORE_VERBS];

/** The readers doingOf tries before the verbs, named like them (their patterns are in life-news.ts). */
export const NEWS_READERS: readonly Omit<Verb, "re" | "d">[] = [
  { id: "news.passion", ex: [["Pottery is a huge part of my life.", "likes pottery"]], near: ["Family is a huge part of my life."] },
  { id: "news.favorite", ex: [["Contemporary is my top pick.", "favorite Contemporary"]], near: ["It is my top pick."] },
  { id: "news.pet_named", ex: [["The kids and I adopted a bunny named Clover.", "has_pet Clover"]], near: ["We got another car named Bailey."] },
  { id: "news.person_lost", ex: [["My grandma passed away last week.", "lost grandma"]], near: ["My grandma passed the salt."] },
  { id: "news.goal", ex: [["My goal is to run a marathon.", "goal run a marathon"]], near: ["My goal is to say hi."] },
  { id: "news.plan", ex: [["I want to open a bakery someday.", "plans open a bakery"]], near: ["I want to say thanks."] },
];

const LEAD = /^(?:(?:so|and|but|oh|well|yeah|yes|also|actually|honestly|anyway|btw|guess what|recently|lately|yesterday|today|last (?:week|weekend|night|month|year|friday|saturday|sunday)|this (?:week|weekend|morning|month|year)|a few (?:days|weeks|months) ago|finally|just)[,!:]?\s+)*/i;
const SUBJECT = /^(?:i|we|me and (?:my\s+)?[\w]+|(?:my\s+)?[\w]+ and i)\s+(?:(?:just|recently|finally|actually|also|even|really|totally|already|once|first|then|both|all|have|had|'ve|'d|did)\s+)*/i;
/** Where the noun phrase ends: a joiner, a clause, or a verb that starts a new thought. */
const STOP = /\s*(?:[,.;:!?()"”—–]|\s-\s|\b(?:and|but|because|cause|since|so|which|who|that|when|while|where|after|before|until|if|as|to|for|with|it|they|this|there|here|i|we|you|he|she|yesterday|today|tonight|last|next|recently|lately|ago|earlier|this\s+(?:week|weekend|morning|month|year)|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+weekend)|is|was|were|are|had|has|have|made|felt|feels|really|so|too|again|together|at\s+(?:the\s+)?(?:end|start|beginning)|from|by|about|like|lol|haha|not|never|anymore|yet|already|pretty|super|sooo*|omg|now|soon|tomorrow|tonight|next|every|each|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple)\s+(?:years?|months?|weeks?|days?|hours?)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple)\s+(?:years?|months?|weeks?|weekends?|days?|hours?))\b|\b(?:how|once|twice|during|throughout|despite|without|near|these\s+days|lately)\b)/i;
const DETERMINER = /^(?:a few|a couple of|a lot of|lots of|so many|such an?|some more|a|an|the|this|that|these|those|some|my|our|his|her|their|its|your|one|another|such|more|own|new|first)\s+/i;
const EMPTY = /^(?:it|them|this|that|these|those|one|something|anything|everything|stuff|things?|lot|lots|bit|time|fun|blast|day|week|way|sure|back|out|up|home|there|here|through|over|ahead|on|off|by|some|all|more|much|well|bad|good|great|crazy|nuts|wild|viral|better|worse|wrong|right)$/i;
const IMPLIED = /^(?:went|made|baked|cooked|painted|built|finished|started|adopted|joined|volunteered|visited|watched|attended|ran|completed|signed up|enrolled|took up|picked up|took|found|stumbled|came across|won|got|lost|organized|organised|hosted|threw|been)\b/i;
const ELIDED_PROGRESSIVE = /^(?:(?:still|currently|now|just|also|busy)\s+)*((?:working on|researching|looking into|learning|training for|getting ready for|prepping for|planning to|hoping to|gonna|putting together|organizing|organising)\b)/i;
/** "I'm", "we've": the verb written out, so one table reads both. */
const CONTRACTED: [RegExp, string][] = [[/^(i)(?:'m|’m)\s+/i, "$1 am "], [/^(we|they)(?:'re|’re)\s+/i, "$1 are "], [/^(i|we)(?:'ve|’ve)\s+/i, "$1 have "], [/^im\s+/i, "I am "]];
/** What follows "went": a gerund that is an activity, not "went shopping for ..."'s helper. */
const GERUND_OK = /^(?!(?:going|getting|being|having|doing|making|thinking|looking|trying|saying|telling|feeling|wondering|hoping|waiting|working|talking)\b)[a-z]+ing$/i;
/** "running longer", "practicing hard": how, not what; the gerund alone then says it. */
const MANNER = /\s+(?:longer|farther|further|harder|hard|ever|professionally|regularly|nonstop|non-stop|constantly|daily|more|again|lately|a lot|so much|as usual|for (?:a while|ages))$/i;
/** "been doing great", "been having a blast", "been looking at places": how life goes, not a pastime. */
const VAGUE_GERUND = /^(?:doing|having|waiting|keeping|taking|putting|looking|exploring|going|getting|being|feeling|trying|thinking|hanging|working|living|dealing|struggling|wondering|hoping|planning|busy)\b/i;
/** Gerunds that say nothing on their own ("been using", "been playing"), but do with an object ("been playing chess"). */
const NEEDS_OBJECT = /^(?:collaborating|revising|playing|practicing|practising|training|wanting|using|dreaming|keeping|helping|taking|putting|focusing|chasing|loving|missing|struggling|dealing|living|exploring|spending|enjoying|seeing|finding|coming|giving|thinking|looking|trying|working|feeling|getting|going|doing|making|having|being)$/i;

function nounPhrase(rest: string): string | null {
  let s = rest.replace(/^["'“‘]/, "").trim();
  const quoted = rest.match(/^["“]([^"”]{2,60})["”]/) ?? rest.match(/^['‘]([^'’]{2,60})['’](?!\w)/);
  if (quoted) return quoted[1]!.trim();
  for (let i = 0; i < 3 && DETERMINER.test(s); i++) s = s.replace(DETERMINER, "");
  const stop = s.search(STOP);
  if (stop === 0) return null;
  if (stop > 0) s = s.slice(0, stop);
  s = s.trim();
  s = s.replace(/\s+(?:of|in|on|at|and|or|the|a|an|my|our)$/i, "").trim();
  if (!s || EMPTY.test(s) || /^(?:my|your|our|his|her|their|its|i|you|we|me|us|him|them|so|very|too|just|really)$/i.test(s)) return null;
  const words = s.split(/\s+/);
  // "writing another one", "friends at the convention": no thing of its own, or company rather than a thing made.
  if (/^(?:one|ones|it|them|friends|sure|turnout|idea|ideas|point|chance|call|decision|mistake|progress|memories|plans?)$/i.test(words[words.length - 1]!) || /^(?:friends|memories|progress|plans|time|sense)\b/i.test(s)) return null;
  if (words.length > 6 || /\b(?:you|your|u|ur|me|him|them|their)\b/i.test(s) || /^(?:getting|doing|making|having|being)\b/i.test(s)) return null;
  return s;
}

/** The news in one clause of a transcript turn, given to the speaker (SELF; the stage names them). */
function doingOf(clause: string): CandidateFact | null {
  let c = clause.trim().replace(LEAD, "");
  for (const [re, to] of CONTRACTED) c = c.replace(re, to);
  const passion = passionOf(c);
  if (passion) return told("news.passion", "likes", "is a part of my life", passion, "concept");
  const favorite = favoriteOf(c);
  if (favorite) return told("news.favorite", "favorite", "is my top pick", favorite, "concept");
  const pet = petNamed(c, PETS);
  if (pet) return told("news.pet_named", "has_pet", "got a pet named", pet, "unknown");
  const lost = personLost(c);
  if (lost) return told("news.person_lost", "lost", "passed away", lost, "person");
  const goal = c.match(GOAL);
  if (goal) return plan("news.goal", c.slice(goal[0].length), "goal", "my goal is to");
  const subj = c.match(SUBJECT);
  // "Just finished 'A Dance with Dragons'", "went hiking on Sunday": chat drops the "I" before a past verb.
  if (!subj && !IMPLIED.test(c) && !ELIDED_PROGRESSIVE.test(c)) return null;
  let rest = subj ? c.slice(subj[0].length) : c;
  // "Still working on my biz", "Researching adoption agencies", "Gonna volunteer at shelters": the "I'm" dropped.
  // ... but "Learning an instrument is really cool" is about learning, not news of it.
  const elided = subj || /^[a-z]+ing\b[^,;:!?]*?\s(?:is|was|are|can|could|has been|will|seems|sounds|must)\b/i.test(c) ? null : c.match(ELIDED_PROGRESSIVE);
  if (elided) rest = `am ${c.slice(elided[0].length - elided[1]!.length)}`;
  // "I've been working on a script": what is still going on reads as "I'm working on".
  rest = rest.replace(/^(?:have\s+)?been\s+(?=(?:working on|researching|looking into|learning|training for|getting ready for|putting together|organizing|organising|writing|building|creating|designing|developing)\b)/i, "am ");
  const planned = subj ? rest.match(PLAN) : null;
  if (planned && !/^(?:am|are) going to\s+(?:the|a|an|my|our|see)\b/i.test(rest)) return plan("news.plan", rest.slice(planned[0].length), "plans", "plans to");
  // "I'm not going", "we didn't make it": nothing happened.
  if (/^(?:not|never|didn't|did not|don't|do not|haven't|have not|can't|cannot|couldn't|won't|wouldn't|wish|want|wanted|would|could|should|might|may|hope|need|needed)\b/i.test(rest)) return null;
  for (const { id, re, d } of VERBS) {
    const m = rest.match(re);
    if (!m) continue;
    rest = rest.slice(m[0].length);
    let object: string | null;
    if (d.predicate === "does") {
      const g = rest.match(/^([a-z]+ing)\b(?:\s+(?!(?:and|but|with|to|for|at|in|on|a|an|the|my|our|it|so|really|lately|recently)\b)([a-z]+))?/i);
      if (!g) return null;
      if (m[0].toLowerCase().startsWith("went")) {
        if (!GERUND_OK.test(g[1]!)) return null;
        object = g[1]!;
      } else {
        object = nounPhrase(rest)?.replace(MANNER, "").trim() ?? null;
        if (object && (NEEDS_OBJECT.test(object) || VAGUE_GERUND.test(object) || /\b(?:stuff|things|her|his|their)\b/i.test(object))) object = null;
      }
    } else {
      object = nounPhrase(rest);
    }
    if (!object || idiom(object) || (d.predicate === "started" && /^(?:learning|doing|using|trying|getting|making)$/i.test(object))) return null;
    let predicate = d.predicate;
    if (predicate === "attended" && !EVENTS.test(object)) predicate = /^[A-Z]/.test(object) ? "visited" : "attended";
    if (predicate === "attended" && !EVENTS.test(object) && !/^[A-Z]/.test(object)) return null;
    if (predicate === "adopted" && PETS.has(object.toLowerCase().split(/\s+/).pop()!)) predicate = "has_pet";
    return {
      subject: SELF, subject_type: "self", predicate_raw: d.raw, predicate, object, object_type: predicate === "visited" ? "place" : d.type,
      object_is_literal: d.type === "concept", tense: d.tense, valid_from: null, valid_until: null, confidence: 0.7, rule: id,
    };
  }
  return null;
}

const told = (rule: string, predicate: string, raw: string, object: string, type: SubjectType): CandidateFact => ({
  subject: SELF, subject_type: "self", predicate_raw: raw, predicate, object, object_type: type, object_is_literal: type === "concept", tense: "current", valid_from: null, valid_until: null, confidence: 0.7, rule,
});

/** A plan or goal, its verb phrase the object ("open a dance studio"). */
function plan(rule: string, rest: string, predicate: string, raw: string): CandidateFact | null {
  const object = planPhrase(rest);
  if (!object) return null;
  return { subject: SELF, subject_type: "self", predicate_raw: raw, predicate, object, object_type: "concept", object_is_literal: true, tense: "planned", valid_from: null, valid_until: null, confidence: 0.65, rule };
}

/** The news a transcript turn tells (see the top of this file), one fact a clause at most, none a question. */
export function doings(text: string): CandidateFact[] {
  const out: CandidateFact[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (/\?\s*$/.test(sentence)) continue;
    for (const clause of sentence.split(/,\s+(?=(?:and\s+|but\s+|so\s+)?(?:i|we)\b)|\s+(?:and|but|so|after|before|when|while|because|since|then)\s+(?=(?:i|we)\b)|\s+[-–—]\s+(?=(?:and\s+|so\s+)?(?:i|we|just|finally|recently)\b)|;\s+|:\s+(?=(?:i|we)\b)/i)) {
      const f = doingOf(clause.replace(/[.!]+$/, ""));
      if (f) out.push(f);
    }
  }
  return out;
}
