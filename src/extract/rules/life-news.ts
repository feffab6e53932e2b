// More of what friends tell each other about their lives (issue 21, item 4), read by doings.ts in the same
// way as its own verbs: "I took the kids to the museum", "took a short trip to Rome", "I stumbled upon a
// book from the 1900s", "I got a promotion", "we're putting together a talent show", "I'm training for a
// marathon", "I'm planning to open a studio", "my goal is to improve my shooting". Weighing something up
// ("thinking about getting a cat") is no plan yet, and a promotion says where one works, not what one won,
// so neither is read here. Each verb says one thing
// about the speaker; its object is the complete noun phrase (or, for a plan or goal, the verb phrase) after
// it. A verb whose object is routinely an idiom ("lost track", "got a chance", "found it hard") has those
// objects listed and refused.

import type { SubjectType, Tense } from "../types";

export interface Doing { predicate: string; raw: string; tense: Tense; type: SubjectType; verbPhrase?: boolean }

const now = (predicate: string, raw: string, type: SubjectType = "concept"): Doing => ({ predicate, raw, tense: "current", type });

/** Objects that make the verb an idiom, not news: "got a chance", "lost track", "found it hard". */
const IDIOM_OBJECTS = /^(?:(?:a|an|the|my|some|no|any)\s+)?(?:track|touch|sight|count|chance|call|text|message|lot|bit|feeling|sense|glimpse|taste|kick|laugh|moment|minute|second|break|idea|clue|point|way|hand|word|grip|hold|head start|shot|look|peek|hang|chill|chills|goosebumps|butterflies|sleep|mind|nerve|nerves|cold feet|reply|response|answer|hug|hugs|hint|vibe|vibes|rush|boost|bunch|ton|tons|few|couple|difference|progress|money|connections?|friends|memories|mistakes|changes|effort|noise|place|places|spot|thing|opportunity|time|bits)\b/i;

const IDIOM_WHOLE = new RegExp(`${IDIOM_OBJECTS.source}$`, "i");
/** Whether an object makes its verb an idiom: known by its head noun ("made strong connections"), or whole ("cold feet"). */
export const idiom = (object: string) => IDIOM_WHOLE.test(object) || IDIOM_WHOLE.test(object.split(/\s+/).pop()!);

/** Who one takes somewhere: "took the kids to the museum", "took Max to the vet". */
const TAKEN = "(?:(?:the|my|our)\\s+)?(?:kids|children|family|fam|son|daughter|boys|girls|dog|dogs|pup|puppy|cat|class|students|team|mom|mum|dad|parents|husband|wife|partner|grandkids|nephew|niece|\\p{Lu}[\\p{L}'-]+)";

// Tried after doings.ts's own verbs, in order; "to"-less objects go through its noun-phrase reader.
export const MORE_VERBS: [RegExp, Doing][] = [
  [new RegExp(`^(?:[Tt]ook|[Bb]rought|am taking|are taking)\\s+${TAKEN}\\s+(?:out\\s+)?to\\s+(?:see\\s+|a\\s+visit\\s+to\\s+)?`, "u"), { predicate: "attended", raw: "went to", tense: "current", type: "event" }],
  [/^(?:[Tt]ook|[Ww]ent on|had|did|am taking|are taking|am going on|are going on)\s+(?:a|an|our|my|this|that)\s+(?:[\w-]+\s+){0,2}?(?:trip|vacation|holiday|getaway|road trip|camping trip|cruise|hike|weekend away)\s+(?:(?:last|this|over the)\s+(?:week|weekend|month|summer|spring|fall|winter)\s+|(?:with|to see)\s+(?:my|our|the)\s+\w+\s+)?(?:to|in|around|through|across)\s+(?=\p{Lu})/u, { predicate: "visited", raw: "visited", tense: "current", type: "place" }],
  [/^(?:went on|took|did|had)\s+(?=(?:a|an|another|our|my)\s+(?:[\w-]+\s+){0,2}(?:trip|vacation|holiday|getaway|cruise|hike|retreat)\b)/i, { predicate: "attended", raw: "went on", tense: "current", type: "event" }],
  [new RegExp(`^(?:[Tt]ook|am taking|are taking)\\s+${TAKEN}\\s+(?=[a-z]+ing\\b)`, "u"), { predicate: "does", raw: "took", tense: "current", type: "concept" }],
  [/^(?:finished|completed|wrapped up)\s+(?=(?:a|an|my|our|the|another)\s+(?:[\w-]+\s+){0,3}(?:project|painting|script|screenplay|book|novel|album|song|piece|sculpture|quilt|puzzle|chapter|draft|manuscript|story|movie|film|thesis|dissertation|training|renovation|mural|portrait|collection|series|design|course|class|program|programme|degree)\b)/i, now("completed", "finished")],
  [/^(?:tried (?:my hand at|out)|tried)\s+(?=(?:[a-z]+ing\b|(?:a|an|some|my)\s+(?:new\s+)?(?:[\w-]+\s+){0,2}(?:recipe|class|sport|hobby|dish|restaurant|workout|instrument)\b))/i, now("tried", "tried")],
  [/^(?:found|stumbled (?:up)?on|came across|discovered)\s+(?=(?:a|an|this|that|some|the|an old|my old)\s)/i, now("found", "found")],
  [/^won\s+(?=(?:a|an|the|my|our|another|first|second|third|1st|2nd|3rd|best)\s)/i, now("won", "won")],
  [/^(?:just\s+)?got back from\s+(?=(?:a|an|the|my|our)\s)/i, { predicate: "attended", raw: "got back from", tense: "current", type: "event" }],
  [/^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally)\s+)*(?=(?:hiking|camping|fishing|surfing|skiing|snowboarding|kayaking|biking|cycling|swimming|climbing|bouldering|traveling|travelling|backpacking|volunteering|baking|painting|knitting|gardening|sailing|skating)\b)/i, now("does", "is doing")],
  [/^(?:received|earned|was awarded|got awarded)\s+(?=(?:a|an|the|my|our|first|second|third|1st|2nd|3rd|best)\s)/i, now("received", "received")],
  [/^(?:got|landed|was offered)\s+(?=(?:a|an|my|our)\s+(?:(?:new|first|big|dream|full-time|part-time|huge|well-deserved)\s+)*(?:job offer|internship|scholarship|award|grant|contract|deal|offer|book deal|sponsorship|part|role|callback)\b)/i, now("received", "got")],
  [/^lost\s+(?=(?:my|our)\s+(?:job|mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|dog|cat|pet|home|house|business|friend|brother|sister|husband|wife|partner|uncle|aunt|grandparents?)\b)/i, now("lost", "lost")],
  [/^(?:helped|have helped|am helping|are helping|been helping|volunteer)\s+(?:out\s+)?(?:at|with)\s+/i, now("helped_with", "helped with")],
  [/^(?:organized|organised|hosted|threw|put together|set up|led|coordinated|planned|ran|am organizing|am organising|are organizing|are organising|am hosting|are hosting|am putting together|are putting together|am planning|are planning|am setting up|are setting up)\s+(?=(?:a|an|the|our|my|this|that|some)\s+(?:[\w-]+\s+){0,3}(?:party|show|event|fundraiser|drive|run|walk|race|workshop|class|meetup|meeting|concert|festival|fair|sale|night|dinner|picnic|trip|camp|tournament|competition|contest|exhibition|exhibit|campaign|project|group|club|program|programme|session|ceremony|gathering|reunion|marathon|event|auction|gala|party|protest|rally|cleanup|clean-up|bbq|barbecue|potluck|retreat|tour)\b)/i, { predicate: "organized", raw: "organized", tense: "current", type: "event" }],
  [/^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:working on|writing|building|making|painting|designing|developing|creating|recording|knitting|sewing|composing|renovating|restoring|fixing up)\s+(?=(?:a|an|my|our|the|this|some|new)\s)/i, now("works_on", "working on")],
  [/^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:researching|looking into)\s+(?=[a-z])/i, now("researching", "looking into")],
  [/^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:learning|studying|practicing|practising)\s+(?=(?:how to\s+)?[a-z])/i, now("is_learning", "learning")],
  [/^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:training for|preparing for|getting ready for|saving (?:up )?for)\s+/i, { predicate: "preparing_for", raw: "preparing for", tense: "planned", type: "event" }],
  [/^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:looking for|searching for|hunting for)\s+(?=(?:a|an|some)\s+(?:new\s+)?(?:job|house|apartment|place|home|flat|car|dog|puppy|partner|school|roommate|sponsor|venue|studio)\b)/i, now("looking_for", "looking for")],
  [/^(?:gave|held|led|did)\s+(?=(?:a|an|my|our|the)\s+(?:[\w-]+\s+){0,2}(?:talk|speech|presentation|seminar|lecture|reading|performance)\b)/i, now("presented", "gave", "event")],
  [/^(?:taught|teach|am teaching|are teaching|gave|held|led)\s+(?=(?:a|an|my|our|the)\s+(?:[\w-]+\s+){0,2}(?:class|classes|workshop|lesson|lessons|course|talk|speech|presentation|seminar|session|lecture)\b)/i, now("taught", "taught", "event")],
  [/^(?:[Cc]ompeted in|[Pp]articipated in|[Tt]ook part in|played in|performed (?:at|in)|danced (?:at|in)|spoke at|presented at|exhibited at|showed my work at)\s+(?=(?:a|an|the|my|our|this|that)\s|\p{Lu})/u, { predicate: "attended", raw: "took part in", tense: "current", type: "event" }],
  [/^(?:opened|launched|founded|started up)\s+(?=(?:a|an|my|our)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}(?:studio|store|shop|business|company|bakery|restaurant|cafe|clinic|practice|gym|school|nonprofit|charity|foundation|organization|organisation|channel|blog|podcast|website|brand|gallery|salon|agency|startup)\b)/i, now("started", "opened", "organization")],
  [/^(?:am\s+|are\s+|have been\s+|been\s+)?(?:(?:currently|now|also)\s+)*(?:teaming up|teamed up|partnering|partnered|collaborating|collaborated|working together)\s+with\s+(?=(?:a|an|the|some)\s|\p{Lu})/u, now("works_with", "teamed up with", "organization")],
  [/^donated\s+(?=(?:a|an|my|our|some|the|old)\s)/i, now("donated", "donated")],
  [/^(?:raised money for|raised funds for|fundraised for)\s+/i, now("raised_money_for", "raised money for", "organization")],
  [/^(?:moved into|moved to|relocated to)\s+(?=(?:a|an|our|my|the)\s+(?:new\s+)?(?:house|home|apartment|flat|place|condo|neighborhood|neighbourhood)\b)/i, now("moved_to", "moved to", "place")],
];

/** A plan or goal, said with its verb: "planning to open a dance studio", "my goal is to run a marathon". */
export const PLAN = /^(?:am|are)\s+(?:(?:really|still|now|also|currently|seriously)\s+)*(?:planning (?:to|on)|hoping to|going to|gonna|about to|aiming to|looking to)\s+|^(?:plan|hope|aim|intend|am going|'m going|want|'d love|would love|am dying|can't wait|cannot wait) to\s+/i;
export const GOAL = /^(?:(?:my|our)\s+(?:(?:big|main|next|new|ultimate|biggest|long-term|short-term)\s+)?(?:goal|dream|plan|aim|hope|mission|resolution|next step)\s+(?:for\s+[\w\s]{1,20}?\s+)?(?:is|was|has always been)\s+to)\s+/i;
/** Verbs after "going to", "want to" that tell no plan: "going to say", "want to hear more". */
export const NO_PLAN_VERB = /^(?:stay|remain|feel|savor|savour|enjoy|make|keep on|be|have|do|say|tell|ask|hear|know|see|thank|let|check|hang|talk|chat|share|catch|keep|make sure|show|try|think|get back|go|come|look|read about|learn more|give it|give you|send|take a look|stop by|miss|need|put|get)\b/i;
/** How the verb phrase of a plan or goal ends. */
const VP_STOP = /\s*(?:[,.;:!?()"”—–]|\s-\s|\b(?:and|but|because|cause|since|so|which|who|when|while|where|after|before|until|if|as|it's|that's|i|we|you|someday|one day|eventually|soon|next|this|tomorrow|tonight|in\s+the\s+future|lol|haha)\b)/i;
const DETERMINERS = /\b(?:a|an|the|my|our|some)\s+/gi;

/** The verb phrase of a plan or goal, as said ("open dance studio"), or null when it is no plan. */
export function planPhrase(rest: string): string | null {
  if (NO_PLAN_VERB.test(rest)) return null;
  let s = rest;
  const stop = s.search(VP_STOP);
  if (stop === 0) return null;
  if (stop > 0) s = s.slice(0, stop);
  s = s.replace(/[\s\-–—:;,]+$/, "").replace(/\s+(?:of|in|on|at|and|or|the|a|an|my|our|to|for|with|more|really|so|very|called|like)$/i, "").trim();
  const words = s.replace(DETERMINERS, "").split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 8 || /\b(?:you|your|u|ur|it|this|that|them|their|his|her|things?|stuff|something|anything|everything)\b/i.test(s)) return null;
  return s;
}

/**
 * A pastime named by what it is to the speaker: "Pottery is a huge part of my life", "Dance is my stress
 * relief", "Painting helps me express myself". The thing is the subject of the clause; the fact is that
 * the speaker likes it.
 */
const PASSION = /^(?!(?:it|this|that|he|she|you|they|we|there|my|your|our|his|her|their|family|friends|life|everything|nothing|which|what|who)\b)([a-z][\w'-]*(?:\s+[\w'-]+){0,2}?)\s+(?:is|has been|has always been|was|will always be)\s+(?:(?:such\s+)?(?:a|an)\s+(?:huge|big|important|major|massive|special|key|real|large)\s+part\s+of\s+(?:my\s+(?:life|world|days?|routine)|me)|my\s+(?:(?:biggest|true|real|main|number one|one true|big|greatest|favorite|favourite)\s+)?(?:passion|stress relief|stress-buster|stress buster|happy place|escape|therapy|outlet|sanctuary|hobby|jam|go-to|comfort|refuge|safe space|creative outlet))\b/i;
const HELPS = /^(?!(?:being|having|getting|doing|going|knowing|seeing|hearing|talking)\b)([a-z]+ing(?:\s+(?!(?:with|to|for|in|at|on|about|really|always|has|is|helps)\b)[a-z]+)?)\s+(?:really\s+|always\s+|also\s+|definitely\s+)*(?:helps|has helped|has been helping)\s+me\s+(?:to\s+)?(?:relax|unwind|de-?stress|destress|express|explore|cope|stay|clear|find|feel|heal|focus|escape|recharge|calm|process|connect|deal)\b/i;

/** The pastime a clause names by what it is to the speaker, or null. */
export function passionOf(clause: string): string | null {
  // "Writing's such a huge part of me": the verb contracted onto the thing.
  const c = clause.trim().replace(/^(?:(?:and|but|so|yeah|yes|honestly|plus|also)[,\s]+)*/i, "").replace(/^([a-z]+)['’]s\s+(?=such|a|an|my)/i, "$1 is ");
  const m = c.match(PASSION) ?? c.match(HELPS);
  if (!m) return null;
  const thing = m[1]!.trim();
  return thing.split(/\s+/).length <= 3 ? thing.toLowerCase() : null;
}

/** "contemporary is my top pick", "sushi is my fave": the favorite named first. */
const FAVORITE = /^(?!(?:it|this|that|he|she|you|they|we|there|which|what|who|mine|yours)\b)([a-z][\w'-]*(?:\s+[\w'-]+){0,2}?)\s+(?:is|has always been|will always be)\s+(?:definitely\s+|totally\s+|still\s+)?my\s+(?:(?:all-time|absolute|personal)\s+)?(?:top pick|fave|favorite|favourite|number one|#1)\b(?!\s+(?:part|thing about|kind|way|place to|time|moment))/i;
export function favoriteOf(clause: string): string | null {
  for (const part of clause.split(/,\s*|\s+(?=but\s)/)) {
    const m = part.trim().replace(/^(?:(?:and|but|so|yeah|yes|honestly|plus|also)[,\s]+)*/i, "").match(FAVORITE);
    if (m && m[1]!.split(/\s+/).length <= 3) return m[1]!.trim();
  }
  return null;
}

/** "we got another cat named Bailey", "I adopted a pup called Shadow": the pet, by name. */
const PET_NAMED = /\b(?:i|we)\s+(?:(?:just|recently|finally|also)\s+)*(?:got|adopted|rescued|brought home|have|'ve got|have got)\s+(?:a|an|another|our|my|two|a new|another new)?\s*(?:new\s+|little\s+|rescue\s+|baby\s+)*([a-z][a-z -]{1,20}?)\s+(?:named|called)\s+(\p{Lu}[\p{L}'-]+)/iu;
/** "my grandma passed away last week": the person lost. */
const PASSED = /\bmy\s+((?:grand)?(?:ma|mom|mum|mother|pa|dad|father|parents?)|grandma|grandpa|granny|uncle|aunt|auntie|cousin|brother|sister|husband|wife|partner|best friend|friend|dog|cat|pet|bird|horse)\s+(?:(?:recently|just|sadly|suddenly)\s+)*(?:passed away|passed on|died)\b/i;

export function petNamed(text: string, pets: ReadonlySet<string>): string | null {
  const m = text.match(PET_NAMED);
  return m && pets.has(m[1]!.toLowerCase().trim().split(/\s+/).pop()!) ? m[2]! : null;
}
export function personLost(text: string): string | null {
  return text.match(PASSED)?.[1]?.toLowerCase() ?? null;
}
