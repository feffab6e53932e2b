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
/**
 * One verb of the news, named: what it reads (`re`, at the start of the clause after its subject), what that
 * says (`d`), texts it must read in a transcript turn with the fact ("predicate object") each gives, and near
 * misses it must give nothing from. All run as tests (test/extract/by-rule.test.ts).
 */
export interface Verb { id: string; re: RegExp; d: Doing; ex: [text: string, fact: string][]; near: string[] }

const now = (predicate: string, raw: string, type: SubjectType = "concept"): Doing => ({ predicate, raw, tense: "current", type });

/** Objects that make the verb an idiom, not news: "got a chance", "lost track", "found it hard". */
const IDIOM_OBJECTS = /^(?:(?:a|an|the|my|some|no|any)\s+)?(?:track|touch|sight|count|chance|call|text|message|lot|bit|feeling|sense|glimpse|taste|kick|laugh|moment|minute|second|break|idea|clue|point|way|hand|word|grip|hold|head start|shot|look|peek|hang|chill|chills|goosebumps|butterflies|sleep|mind|nerve|nerves|cold feet|reply|response|answer|hug|hugs|hint|vibe|vibes|rush|boost|bunch|ton|tons|few|couple|difference|progress|money|connections?|friends|memories|mistakes|changes|effort|noise|place|places|spot|thing|opportunity|time|bits)\b/i;

const IDIOM_WHOLE = new RegExp(`${IDIOM_OBJECTS.source}$`, "i");
/** Whether an object makes its verb an idiom: known by its head noun ("made strong connections"), or whole ("cold feet"). */
export const idiom = (object: string) => IDIOM_WHOLE.test(object) || IDIOM_WHOLE.test(object.split(/\s+/).pop()!);

/** Who one takes somewhere: "took the kids to the museum", "took Max to the vet". */
const TAKEN = "(?:(?:the|my|our)\\s+)?(?:(?:little\\s+)?(?:turtles|tortoises|pets|puppies|kittens|cats|horses|rabbits|bunnies|hamsters)|kids|children|family|fam|son|daughter|boys|girls|dog|dogs|pup|puppy|cat|class|students|team|mom|mum|dad|parents|husband|wife|partner|grandkids|nephew|niece|\\p{Lu}[\\p{L}'-]+)";

// Tried after doings.ts's own verbs, in order; "to"-less objects go through its noun-phrase reader.
export const MORE_VERBS: Verb[] = [
  { id: "news.took_someone_to", re: new RegExp(`^(?:[Tt]ook|[Bb]rought|am taking|are taking)\\s+${TAKEN}\\s+(?:out\\s+)?to\\s+(?:see\\s+|a\\s+visit\\s+to\\s+)?`, "u"), d: { predicate: "attended", raw: "went to", tense: "current", type: "event" },
    ex: [["I took the kids to the museum.", "attended museum"]], near: ["I took the kids to bed."] },
  { id: "news.trip_to_place", re: /^(?:[Tt]ook|[Ww]ent on|had|did|am taking|are taking|am going on|are going on)\s+(?:a|an|our|my|this|that)\s+(?:[\w-]+\s+){0,2}?(?:trip|vacation|holiday|getaway|road trip|camping trip|cruise|hike|weekend away)\s+(?:(?:last|this|over the)\s+(?:week|weekend|month|summer|spring|fall|winter)\s+|(?:with|to see)\s+(?:my|our|the)\s+\w+\s+)?(?:to|in|around|through|across)\s+(?=\p{Lu})/u, d: { predicate: "visited", raw: "visited", tense: "current", type: "place" },
    ex: [["Took a road trip across Scotland.", "visited Scotland"]], near: ["We took a short trip."] },
  { id: "news.went_on_trip", re: /^(?:went on|took|did|had)\s+(?=(?:a|an|another|our|my)\s+(?:[\w-]+\s+){0,2}(?:trip|vacation|holiday|getaway|cruise|hike|retreat)\b)/i, d: { predicate: "attended", raw: "went on", tense: "current", type: "event" },
    ex: [["We went on a camping trip.", "attended camping trip"]], near: ["We went on and on."] },
  { id: "news.took_someone_doing", re: new RegExp(`^(?:[Tt]ook|am taking|are taking)\\s+${TAKEN}\\s+(?=[a-z]+ing\\b)`, "u"), d: { predicate: "does", raw: "took", tense: "current", type: "concept" },
    ex: [["I took the kids swimming.", "does swimming"]], near: ["I took the kids home."] },
  { id: "news.finished_work", re: /^(?:finished|completed|wrapped up)\s+(?=(?:a|an|my|our|the|another)\s+(?:[\w-]+\s+){0,3}(?:project|painting|script|screenplay|book|novel|album|song|piece|sculpture|quilt|puzzle|chapter|draft|manuscript|story|movie|film|thesis|dissertation|training|renovation|mural|portrait|collection|series|design|course|class|program|programme|degree|presentation|pitch|proposal|application|report|portfolio|season|semester|internship|apprenticeship|certification|edits|revisions)\b)/i, d: now("completed", "finished"),
    ex: [["I finished a quilt for my niece.", "completed quilt"]], near: ["I finished a sandwich."] },
  { id: "news.tried", re: /^(?:tried (?:my hand at|out)|tried)\s+(?=(?:[a-z]+ing\b|(?:a|an|some|my)\s+(?:new\s+)?(?:[\w-]+\s+){0,2}(?:recipe|class|sport|hobby|dish|restaurant|workout|instrument)\b))/i, d: now("tried", "tried"),
    ex: [["I tried a new recipe.", "tried recipe"]], near: ["I tried my best."] },
  { id: "news.found", re: /^(?:found|stumbled (?:up)?on|came across|discovered)\s+(?=(?:a|an|this|that|some|the|an old|my old)\s)/i, d: now("found", "found"),
    ex: [["I stumbled upon a book from the 1900s.", "found book"]], near: ["I found it hard."] },
  { id: "news.won", re: /^won\s+(?=(?:a|an|the|my|our|another|first|second|third|1st|2nd|3rd|best)\s)/i, d: now("won", "won"),
    ex: [["I won a poetry contest!", "won poetry contest"]], near: ["I won."] },
  { id: "news.got_back_from", re: /^(?:just\s+)?got back from\s+(?=(?:a|an|the|my|our)\s)/i, d: { predicate: "attended", raw: "got back from", tense: "current", type: "event" },
    ex: [["Just got back from the lake house.", "attended lake house"]], near: ["Just got back from work."] },
  { id: "news.is_doing", re: /^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally)\s+)*(?=(?:hiking|camping|fishing|surfing|skiing|snowboarding|kayaking|biking|cycling|swimming|climbing|bouldering|traveling|travelling|backpacking|volunteering|baking|painting|knitting|gardening|sailing|skating)\b)/i, d: now("does", "is doing"),
    ex: [["I'm currently hiking.", "does hiking"]], near: ["I'm currently waiting."] },
  { id: "news.received", re: /^(?:received|earned|was awarded|got awarded)\s+(?=(?:a|an|the|my|our|first|second|third|1st|2nd|3rd|best)\s)/i, d: now("received", "received"),
    ex: [["I received an award for my research.", "received award"]], near: ["I received it."] },
  { id: "news.got_offer", re: /^(?:got|landed|was offered)\s+(?=(?:a|an|my|our)\s+(?:(?:new|first|big|dream|full-time|part-time|huge|well-deserved)\s+)*(?:job offer|internship|scholarship|award|grant|contract|deal|offer|book deal|sponsorship|part|role|callback)\b)/i, d: now("received", "got"),
    ex: [["I landed a book deal!", "received book deal"]], near: ["I got a cold."] },
  { id: "news.lost", re: /^lost\s+(?=(?:my|our)\s+(?:job|mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|dog|cat|pet|home|house|business|friend|brother|sister|husband|wife|partner|uncle|aunt|grandparents?)\b)/i, d: now("lost", "lost"),
    ex: [["I lost my grandma last year.", "lost grandma"]], near: ["I lost my keys."] },
  { id: "news.helped_with", re: /^(?:helped|have helped|am helping|are helping|been helping|volunteer)\s+(?:out\s+)?(?:at|with)\s+/i, d: now("helped_with", "helped with"),
    ex: [["I helped out at the food bank.", "helped_with food bank"]], near: ["I helped out."] },
  { id: "news.organized", re: /^(?:organized|organised|hosted|threw|put together|set up|led|coordinated|planned|ran|am organizing|am organising|are organizing|are organising|am hosting|are hosting|am putting together|are putting together|am planning|are planning|am setting up|are setting up)\s+(?=(?:[\w-]+\s+)?(?:meetings|events|workshops|fundraisers|classes|meetups|cleanups|protests|rallies)\b|(?:a|an|the|our|my|this|that|some)\s+(?:[\w-]+\s+){0,3}(?:party|show|event|fundraiser|drive|run|walk|race|workshop|class|meetup|meeting|concert|festival|fair|sale|night|dinner|picnic|trip|camp|tournament|competition|contest|exhibition|exhibit|campaign|project|group|club|program|programme|session|ceremony|gathering|reunion|marathon|event|auction|gala|party|protest|rally|cleanup|clean-up|bbq|barbecue|potluck|retreat|tour)\b)/i, d: { predicate: "organized", raw: "organized", tense: "current", type: "event" },
    ex: [["We organized a charity run.", "organized charity run"]], near: ["We organized the garage."] },
  { id: "news.working_on", re: /^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:working on|writing|building|making|painting|designing|developing|creating|recording|knitting|sewing|composing|renovating|restoring|fixing up)\s+(?=(?:a|an|my|our|the|this|some|new)\s)/i, d: now("works_on", "working on"),
    ex: [["I'm writing a screenplay.", "works_on screenplay"]], near: ["I'm working on it."] },
  { id: "news.researching", re: /^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:researching|looking into)\s+(?=[a-z])/i, d: now("researching", "looking into"),
    ex: [["I'm researching adoption agencies.", "researching adoption agencies"]], near: ["I'm researching."] },
  { id: "news.learning", re: /^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:learning|studying|practicing|practising)\s+(?=(?:how to\s+)?[a-z])/i, d: now("is_learning", "learning"),
    ex: [["I'm practicing the cello.", "is_learning cello"]], near: ["I'm learning."] },
  { id: "news.preparing_for", re: /^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:training for|preparing for|getting ready for|saving (?:up )?for)\s+/i, d: { predicate: "preparing_for", raw: "preparing for", tense: "planned", type: "event" },
    ex: [["I'm training for a marathon.", "preparing_for marathon"]], near: ["I'm training."] },
  { id: "news.looking_for", re: /^(?:am|are)\s+(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy)\s+)*(?:looking for|searching for|hunting for)\s+(?=(?:a|an|some)\s+(?:new\s+)?(?:job|house|apartment|place|home|flat|car|dog|puppy|partner|school|roommate|sponsor|venue|studio)\b)/i, d: now("looking_for", "looking for"),
    ex: [["I'm looking for a new apartment.", "looking_for apartment"]], near: ["I'm looking for my keys."] },
  { id: "news.presented", re: /^(?:gave|held|led|did)\s+(?=(?:a|an|my|our|the)\s+(?:[\w-]+\s+){0,2}(?:talk|speech|presentation|seminar|lecture|reading|performance)\b)/i, d: now("presented", "gave", "event"),
    ex: [["I gave a talk on beekeeping.", "presented talk on beekeeping"]], near: ["I gave a hand."] },
  { id: "news.taught", re: /^(?:taught|teach|am teaching|are teaching|gave|held|led)\s+(?=(?:a|an|my|our|the)\s+(?:[\w-]+\s+){0,2}(?:class|classes|workshop|lesson|lessons|course|talk|speech|presentation|seminar|session|lecture)\b)/i, d: now("taught", "taught", "event"),
    ex: [["I taught a pottery class.", "taught pottery class"]], near: ["I taught myself."] },
  { id: "news.took_part_in", re: /^(?:[Cc]ompeted in|[Pp]articipated in|[Tt]ook part in|played in|performed (?:at|in)|danced (?:at|in)|spoke at|presented at|exhibited at|showed my work at)\s+(?=(?:a|an|the|my|our|this|that)\s|\p{Lu})/u, d: { predicate: "attended", raw: "took part in", tense: "current", type: "event" },
    ex: [["I participated in a hackathon.", "attended hackathon"]], near: ["I competed."] },
  { id: "news.opened", re: /^(?:opened|launched|founded|started up)\s+(?=(?:a|an|my|our)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}(?:studio|store|shop|business|company|bakery|restaurant|cafe|clinic|practice|gym|school|nonprofit|charity|foundation|organization|organisation|channel|blog|podcast|website|brand|gallery|salon|agency|startup)\b)/i, d: now("started", "opened", "organization"),
    ex: [["I opened my own bakery.", "started bakery"]], near: ["I opened the window."] },
  { id: "news.teamed_up_with", re: /^(?:am\s+|are\s+|have been\s+|been\s+)?(?:(?:currently|now|also)\s+)*(?:teaming up|teamed up|partnering|partnered|collaborating|collaborated|working together)\s+with\s+(?=(?:a|an|the|some)\s|\p{Lu})/u, d: now("works_with", "teamed up with", "organization"),
    ex: [["I teamed up with a local charity.", "works_with local charity"]], near: ["I teamed up."] },
  { id: "news.donated", re: /^donated\s+(?=(?:a|an|my|our|some|the|old)\s)/i, d: now("donated", "donated"),
    ex: [["I donated my old books.", "donated old books"]], near: ["I donated."] },
  { id: "news.raised_money_for", re: /^(?:raised money for|raised funds for|fundraised for)\s+/i, d: now("raised_money_for", "raised money for", "organization"),
    ex: [["I raised money for the children's hospital.", "raised_money_for children's hospital"]], near: ["I raised my hand."] },
  { id: "news.met", re: /^(?:also\s+)?(?:met|ran into|bumped into|got to know|made friends with)\s+(?=(?:some|a|an|this|these|two|three|a few|lots of|many|a bunch of|a couple of)\s+(?:[\w-]+\s+){0,3}?(?:people|person|folks|guys|girls|kids|woman|women|man|men|lady|ladies|couple|family|families|fans?|investors?|artists?|writers?|players?|gamers?|veterans?|volunteers?|students?|parents?|teachers?|mentors?|producers?|designers?|musicians?|dancers?|athletes?|coaches?|neighbors?|neighbours?|locals|travell?ers|hikers|runners|climbers|authors?|chefs?|editors?|agents?|owners?)\b)/i, d: { predicate: "met", raw: "met", tense: "current", type: "person" },
    ex: [["I met some local authors yesterday.", "met local authors"]], near: ["I met a deadline."] },
  { id: "news.submitted", re: /^(?:submitted|sent (?:off|in))\s+(?=(?:my|our|a|an|the|another|some|a few|two|three)\s+(?:[\w-]+\s+){0,2}(?:script|screenplay|manuscript|story|stories|poem|poems|application|applications|article|paper|proposal|portfolio|film|short film|entry|entries|painting|design|book|novel|pitch|demo|resume|thesis)\b)/i, d: now("submitted", "submitted"),
    ex: [["I submitted my short story to a magazine.", "submitted short story"]], near: ["I submitted the form."] },
  { id: "news.moved_into", re: /^(?:moved into|moved to|relocated to)\s+(?=(?:a|an|our|my|the)\s+(?:new\s+)?(?:house|home|apartment|flat|place|condo|neighborhood|neighbourhood)\b)/i, d: now("moved_to", "moved to", "place"),
    ex: [["The kids and I moved into a new flat.", "moved_to flat"]], near: ["We moved on."] },
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
