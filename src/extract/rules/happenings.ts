// More of what friends tell each other about their lives (issue 21, item 4), in the shapes the news reader
// (doings.ts) does not take: the event named after how it went ("we had a blast at the pride fest"), an
// outing had ("I had a picnic with the kids"), an application, a decision, a pastime
// loved mid-sentence ("reminds me how much I love performing"), work put in ("been working hard on my
// store"), what one is busy with ("I'm expanding my shop's online presence"). Read only in transcript turns, after the news reader, and only what it did not already say.
// Predicates: attended, works_on, volunteered_at, started, does, likes, plans (as the news reader uses them),
// applied_to. Weighing something up ("thinking about getting a cat") is no plan yet, as in life-news.ts.

import { DEGREE, I_BE, I_DO, PEOPLE, START, type TurnRule } from "./turn-kit";

/** What "got" gives that is no thing owned: help, a call, news. */
const NOT_OWNED = /^(?:help|advice|support|news|offers?|compliments?|feedback|leads?|questions?|tips?|ideas?|response|replies|letters?|emails?|texts?|calls?|messages?|invites?|invitations?|attention|praise|love|results?|reminders?|lessons?|pictures?|photos?|pics?|shots?|views?|likes?|followers?|votes?|points?|stuff|things?)\b/i;

const OUTINGS = "(?:picnic|party|bbq|barbecue|reunion|celebration|game night|movie night|sleepover|road trip|camping trip|trip|vacation|holiday|hike|meetup|wedding|ceremony|gathering|potluck|cookout|date night|dinner party|family dinner|photo ?shoot|garage sale|yard sale|bonfire|jam session|get-together|girls' night|guys' night|beach day|day out|staycation|getaway|fundraiser|bake sale|book club meeting|concert|performance|recital|show|gig)";
const HOW = "(?:(?:great|good|amazing|awesome|fantastic|wonderful|lovely|fun|nice|blast|brilliant|incredible|memorable|meaningful|special|unforgettable|crazy|wild|rough|hard|tough|bad|terrible|scary|not-so-great|so much|such a|a|an|the|really|super|so|time|experience|day|night|weekend|afternoon|evening|morning|last|this|year|week|month|yesterday)\\s+)";

/** What one is busy with, told as a verb in progress: the verbs of projects and pastimes, not of chat ("doing my best", "having a blast"). */
const BUSY = "(?:expanding|wrapping up|finishing up|searching for|writing|building|creating|designing|developing|organizing|organising|prepping for|practicing|practising|studying|teaching|mentoring|coaching|renovating|launching|opening|growing|raising|fostering|recording|composing|collecting|restoring|focusing on|focussing on|saving up for|setting up|putting together|redoing|decorating|offering|hosting|trying out|experimenting with|taking (?:a|an|some|my|our|the)\\s+(?:[\\w-]+\\s+){0,2}(?:class|classes|course|lessons?|workshop)|working (?:on|towards|toward|with)|running (?:my|our|a|an|the|for)|playing (?:in|for|with|on)\\s+(?:a|an|my|our|the|\\p{Lu})|playing (?!(?:it|around|along|catch|ever|professionally|for|since|again|well|hard|at|with|in|on|a lot|lately|now|more|less|pro|games? with (?:you|me))\\b)|exploring (?!(?:it|that|this|options|possibilities|ideas|the (?:area|city|place))\\b)|brainstorming (?:ideas|ways))";

/** Gerunds that say how a chat goes, not a pastime: "I love hearing", "I love seeing". */
const CHAT_GERUND = /^(?:seeing|hearing|getting|having|talking|chatting|being|doing|watching|knowing|meeting|reading about|catching|thinking|going|coming|sharing|helping|saying|learning about|telling|playing|working|pushing|trying|living|growing|making|winning)$/i;
/** Where a place or an event is: a proper name is visited, anything else attended. */
const placeOrEvent = (thing: string) => (/^\p{Lu}/u.test(thing) ? "visited" : "attended");
/** Things one makes rather than buys: shown as "my <painting>", they were made. */
const MADE_THINGS = /\b(?:painting|drawing|sketch|artwork|art|piece|print|sculpture|creation|pottery|bowl|vase|quilt|scarf|sweater|cake|pie|bread|cookies|cupcakes|dish|recipe|poem|song|story|script|screenplay|mural|portrait|collage|design|photo ?book|zine|comic|knitting|embroidery|carving|model)s?\b/i;
/** Where one is every day, or a time: no outing. */
const NO_PLACE = /^(?:home|work|school|bed|the office|office|night|dawn|dusk|sunset|sunrise|morning|evening|afternoon|noon|midnight|daylight|time|first|once|full|bulk|person|private|public|general|mind|a row|line|front|total|fact|return|case|order|advance|color|colour|black and white|focus)$/i;
/** Things one makes that are no thing made: "the progress I've made", "the choices we made". */
const NOT_MADE = /^(?:progress|mistakes?|decisions?|choices?|friends?|changes?|calls?|efforts?|difference|money|memories|plans?|points?|promises?|connections?|bets?|deals?|lists?|reservations?|appointments?|sure|ones?|stuff|things?|steps?|moves?|sacrifices?|commitments?|peace|amends|contact|sense|noise|comments?|joke|jokes|case|offer|arrangements?|adjustments?|impression|assumptions?|excuses?|impact|space for|room|camaraderie|bonds?|friendships?|relationships?|trust|history|life|lives|career|name|mark|living)$/i;

export const HAPPENING_RULES: readonly TurnRule[] = [
  {
    id: "happenings.got_thing", hint: /\b(?:got|bought|acquired|purchased|picked up)\b/i, predicate: "owns", raw: "got", take: "after",
    refuse: NOT_OWNED,
    re: new RegExp(`${START}(?:(?:i|we)(?:'ve|’ve|\\s+have)?\\s+(?:(?:just|recently|finally|also|even)\\s+)*|just\\s+)(?:got|bought|acquired|purchased|picked up)\\s+(?=(?:a|an|some|lots of|a few|two|three|my first|our first)\\s+(?:brand\\s+)?new\\s|(?:lots of|a bunch of|a collection of)\\s)`, "i"),
    ex: [["I've got lots of vinyl records from the seventies.", "owns vinyl records from the seventies"], ["Just got some new hiking boots, too!", "owns hiking boots"]],
    near: ["I got lots of help from my sister.", "Got any new hiking boots?"],
  },
  {
    id: "happenings.got_accepted", predicate: "accepted_to", raw: "got accepted to", take: "after", type: "organization",
    re: new RegExp(`${I_DO}(?:got|was|have been|'ve been|just got)\\s+(?:accepted|admitted|selected|chosen)\\s+(?:to|for|into|by|as)\\s+`, "i"),
    ex: [["Guess what - I got accepted into a summer design program!", "accepted_to summer design program"]],
    near: ["You got accepted into the program!", "I got accepted into it."],
  },
  {
    id: "happenings.said_goodbye", predicate: "lost", raw: "said goodbye to", take: "match", type: "unknown",
    re: /\b(?:i|we)\s+(?:(?:just|recently|sadly|finally)\s+)*(?:had to\s+|have had to\s+|'ve had to\s+)?(?:say|said)\s+goodbye\s+to\s+(?<o>\p{Lu}[\p{L}'-]+)/u,
    ex: [["The toughest thing this year is that we had to say goodbye to Biscuit.", "lost Biscuit"]],
    near: ["We had to say goodbye to the city."],
  },
  {
    id: "happenings.pet_named_first", hint: /,\s+(?:my|our)\s/i, predicate: "has_pet", raw: "has a pet", take: "match", type: "unknown",
    re: /(?:^|[,;:!-]\s*|\b(?:yes|yup|yep|and)\s+)(?<o>\p{Lu}[\p{L}'-]+),\s+(?:my|our)\s+(?:(?:little|sweet|old|new|rescue|baby)\s+)*(?:dog|puppy|pup|cat|kitten|guinea pig|hamster|rabbit|bunny|parrot|bird|turtle|tortoise|snake|lizard|gecko|horse|pony|goldfish|fish|ferret|rat|mouse|hedgehog|chinchilla)\b/u,
    ex: [["And yup, I do - Pickles, my guinea pig.", "has_pet Pickles"]],
    near: ["Pickles, your guinea pig, is adorable."],
  },
  {
    id: "happenings.involved_in", predicate: "does", raw: "is involved in", take: "after",
    re: new RegExp(`${I_BE}(?:involved|active|engaged|participating)\\s+(?:in|with)\\s+`, "i"),
    ex: [["Lately I've been involved in some charity work.", "does charity work"]],
    near: ["I was involved in it.", "You're so involved in your community!"],
  },
  {
    id: "happenings.busy_with", hint: /ing\b/i, predicate: "does", raw: "is busy with", take: "verb",
    re: new RegExp(`${START}(?:(?:i|we)(?:'m|’m|\\s+am|'re|’re|\\s+are|'ve been|’ve been|\\s+have been)\\s+|been\\s+|still\\s+|currently\\s+)(?:(?:currently|still|now|also|really|actually|just|finally|slowly|busy|constantly|always|even)\\s+)*(?=${BUSY}\\b)`, "iu"),
    ex: [["Things are hectic, I'm expanding my bakery's online presence.", "does expanding my bakery's online presence"], ["Still searching for a venue for the wedding.", "does searching for a venue for the wedding"]],
    near: ["I'm doing my best.", "You're expanding so fast!", "Are you still searching for a venue?"],
  },
  {
    id: "happenings.set_on", predicate: "plans", raw: "is determined to", take: "plan", tense: "planned",
    re: new RegExp(`${I_BE}(?:determined|committed|set|aiming|hoping|planning|dreaming|eager)\\s+(?:to|on)\\s+(?=[a-z])(?!(?:you|it|this|that|them)\\b)`, "i"),
    ex: [["After everything, I'm determined to finish my nursing degree.", "plans finish my nursing degree"]],
    near: ["I'm determined to do it.", "Are you planning to visit?"],
  },
  {
    id: "happenings.want_to", predicate: "plans", raw: "wants to", take: "plan", tense: "planned",
    re: new RegExp(`(?:${I_DO}(?:want|wanna|hope|plan|intend|aim|still want|really want|would love|'d love)\\s+(?:to\\s+)?|${START}(?:i|we)(?:'ve|’ve|'d|’d|\\s+have|\\s+had)\\s+been\\s+(?:wanting|meaning|dying|itching|hoping|planning)\\s+to\\s+)(?=[a-z])(?!(?:you|it|this|that|them|to)\\b)`, "i"),
    ex: [["Now I want to help other teens through counseling.", "plans help other teens through counseling"], ["I've been wanting to visit Iceland, it looks unreal.", "plans visit Iceland"]],
    near: ["I want to hear all about it!", "Do you want to help?", "I don't want to move."],
  },
  {
    id: "happenings.had_time_at", predicate: "attended", raw: "had a good time at", take: "after", type: "event",
    re: new RegExp(`${I_DO}had\\s+(?:a|an|such a|so much|some|the most|the best|the)\\s+${HOW}*?(?:time|blast|experience|day|night|weekend|fun|ball)\\s+(?:(?:last|this)\\s+\\w+\\s+|yesterday\\s+)?(?:at|on|in|during)\\s+(?=(?:a|an|the|our|my|this|that|\\p{Lu}))`, "iu"),
    ex: [["We had a blast last year at the lantern festival!", "attended lantern festival"], ["I had an amazing time at the climbing gym.", "attended climbing gym"]],
    near: ["I had a great time with you!", "We had a great time at it."],
  },
  {
    id: "happenings.had_outing", predicate: "attended", raw: "had", take: "match", type: "event",
    re: new RegExp(`${I_DO}(?:had|threw|held|hosted)\\s+(?<o>(?:a|an|our|my|another|the|some)\\s+(?:(?!(?:on|at|in|with|for|to|of|from|by)\\b)[\\w'-]+\\s+){0,3}?${OUTINGS})\\b`, "i"),
    ex: [["Yesterday we had a picnic by the river with the kids.", "attended picnic"], ["Last weekend I had a little garage sale.", "attended little garage sale"]],
    near: ["I had a feeling it would rain.", "I wish we had a party."],
  },
  {
    id: "happenings.took_class", predicate: "attended", raw: "took", take: "match", type: "event",
    re: new RegExp(`${I_DO}(?:took|am taking|'m taking|signed up for|enrolled in)\\s+(?<o>(?:a|an|some|my|our|this)\\s+(?:[\\w'-]+\\s+){0,3}?(?:class|course|workshop|lessons?|seminar|masterclass|bootcamp|training))\\b`, "i"),
    ex: [["Oh and I took a photography workshop last week, so fun!", "attended photography workshop"]],
    near: ["You should take a class!"],
  },
  {
    id: "happenings.applied_to", predicate: "applied_to", raw: "applied to", take: "after", type: "organization",
    re: new RegExp(`${I_DO}(?:have\\s+|'ve\\s+)?(?:applied|sent (?:in )?(?:my|an|our) applications?)\\s+(?:to|for|at)\\s+`, "i"),
    ex: [["Big news - I applied to three nursing programs!", "applied_to three nursing programs"]],
    near: ["You should apply to that program."],
  },
  {
    id: "happenings.decided_to", predicate: "plans", raw: "decided to", take: "plan", tense: "planned",
    re: new RegExp(`${I_DO}(?:have\\s+|'ve\\s+|finally\\s+)?(?:decided|made up my mind|resolved)\\s+to\\s+`, "i"),
    ex: [["Last week I decided to run for the school board.", "plans run for the school board"]],
    near: ["I decided to do it.", "Have you decided to go?"],
  },
  {
    id: "happenings.love_doing", predicate: "likes", raw: "loves doing", take: "verb",
    re: /(?<!\b(?:if|whether|would|wish|unless|not|don't|didn't)\s+)\b(?:i|we)\s+(?:(?:really|truly|just|absolutely|totally|also|still|so|do|always)\s+)*(?:love|enjoy|adore|loved|enjoyed)\s+(?=[a-z]+ing\b)(?!(?:seeing|hearing|reading|getting|having|talking|chatting|being|doing|watching|knowing|meeting)\s+(?:you|your|it|that|this|them|about)\b)/i,
    ex: [["It reminds me how much I love performing on stage.", "likes performing on stage"]],
    near: ["I love seeing your posts!", "I'd love visiting you sometime."],
  },
  {
    id: "happenings.work_hard_on", hint: /\bworking\b/i, predicate: "works_on", raw: "is working on", take: "after",
    re: new RegExp(`${START}(?:(?:i|we)(?:'ve|\\s+have|'m|\\s+am|'re|\\s+are)?\\s+)?(?:been\\s+)?(?:busy\\s+)?working\\s+(?:(?:really|so|super|very)\\s+)?(?:hard|a lot|nonstop|day and night|overtime|tirelessly)\\s+on\\s+`, "i"),
    ex: [["Been working hard on my online shop, it's finally live.", "works_on online shop"]],
    near: ["You've been working so hard on it!"],
  },
  {
    id: "happenings.busy_volunteering", hint: /\bvolunteering\b/i, predicate: "volunteered_at", raw: "volunteers at", take: "after", type: "organization",
    // Said of oneself ("I've been volunteering", "been busy volunteering", "doing my part, volunteering at"), not a gerund subject.
    re: new RegExp(`(?:${START}(?:(?:i|we)(?:'ve|\\s+have|'m|\\s+am|'re|\\s+are)?\\s+)?(?:(?:been|busy|also|still|now|currently|regularly)\\s+)+|[,;:–—]\\s*|\\s-\\s*)volunteering\\s+(?:at|with|for)\\s+`, "i"),
    ex: [["Been busy volunteering at the food bank and keeping fit.", "volunteered_at food bank"]],
    near: ["Volunteering at a shelter is a great idea for you."],
  },
  {
    id: "happenings.started_doing", hint: /\bstarted\b/i, predicate: "started", raw: "took up", take: "after",
    re: new RegExp(`${START}(?:(?:i|we)\\s+(?:just\\s+|recently\\s+|finally\\s+)?|just\\s+)started\\s+(?:doing|practicing|practising|going to|taking)\\s+`, "i"),
    ex: [["Just started doing aerial yoga, it's great.", "started aerial yoga"]],
    near: ["You just started doing it."],
  },
  {
    id: "happenings.used_to", hint: /\bused to\b/i, predicate: "does", raw: "used to", take: "verb", tense: "past",
    re: new RegExp(`${I_DO}used\\s+to\\s+(?!(?:be|have|say|think|love|like|hate|want|feel|live|work)\\b)`, "i"),
    ex: [["I used to race mountain bikes, back in college.", "does racing mountain bikes"]],
    near: ["I'm used to waking up early.", "You used to race mountain bikes, right?"],
  },
  {
    id: "happenings.tried", hint: /\b(?:tried|trying)\b/i, predicate: "tried", raw: "tried", take: "after",
    refuse: /^(?:best|hardest|luck|it|that|everything|something|anything|hard|again|out|my|to)\b/i,
    re: new RegExp(`${START}(?:i|we)(?:'ve|’ve|'m|’m|'re|’re|\\s+have|\\s+am|\\s+are)?\\s+(?:(?:also|just|finally|even|now|recently|currently)\\s+)*(?:tried|trying)\\s+(?:(?:my\\s+hand|my\\s+luck)\\s+at\\s+|out\\s+)?(?!to\\b|my\\s+best\\b|so\\s+hard\\b|hard\\b|everything\\b)`, "i"),
    ex: [["Last month I tried my hand at a local chess tournament.", "tried local chess tournament"], ["I've tried kundalini yoga, it was great.", "tried kundalini yoga"]],
    near: ["I tried my best, honestly.", "I'm trying to stay positive."],
  },
  {
    id: "happenings.photo_at", refuse: NO_PLACE, hint: /\b(?:pic|pics|photo|photos|picture|pictures|shot|shots|snap)\b/i, predicate: "attended", raw: "took a photo at", take: "after", type: "event", pick: placeOrEvent,
    re: new RegExp(`${I_DO}(?:took|snapped|got|shot|captured)\\s+(?:this|that|the|these|those|a|some)\\s+(?:[\\w-]+\\s+)?(?:pic|pics|photo|photos|picture|pictures|shot|shots|snap)\\s+(?:(?:last|this)\\s+\\w+\\s+|yesterday\\s+)?(?:at|on|in|during|from)\\s+`, "i"),
    ex: [["I took this photo at a tulip festival in April.", "attended tulip festival"], ["We snapped that pic in Porto, right by the river.", "visited Porto"]],
    near: ["I took this photo at night.", "You took that pic in Porto?"],
  },
  {
    id: "happenings.spent_time_at", refuse: NO_PLACE, hint: /\bspent\b/i, predicate: "attended", raw: "spent time at", take: "after", type: "event", pick: placeOrEvent,
    re: new RegExp(`${I_DO}spent\\s+(?:some\\s+|the\\s+|a\\s+|my\\s+|our\\s+|a few\\s+|two\\s+|three\\s+)?(?:(?:whole|entire|lovely|quiet|long)\\s+)?(?:time|day|days|weekend|afternoon|morning|evening|night|week|weeks|summer|hours)\\s+(?:at|in)\\s+`, "i"),
    ex: [["Last Sunday I spent the afternoon at the botanical garden.", "attended botanical garden"]],
    near: ["I spent the afternoon at home.", "I spent some time in it."],
  },
  {
    id: "happenings.part_of", predicate: "member_of", raw: "is part of", take: "after", type: "organization",
    refuse: /^(?:problem|solution|reason|process|story|journey|plan|deal|fun|conversation|experience|history|life|world|future|past|team effort)$/i,
    re: new RegExp(`${I_BE}(?:now\\s+|officially\\s+)*(?:a\\s+)?(?:proud\\s+)?(?:part|member)\\s+of\\s+(?=(?:a|an|the|my|our|this)\\s)`, "i"),
    ex: [["Guess what, I'm now part of the volunteer lifeguard crew!", "member_of volunteer lifeguard crew"]],
    near: ["I'm part of the problem, honestly.", "You're part of the crew now!"],
  },
  {
    id: "happenings.thing_i_made", hint: /\b(?:i|we)(?:'ve|\s+have|\s+just|\s+recently)*\s+(?:made|baked|cooked|painted|drew|built|wrote|knitted|sewed|crafted|designed|composed|recorded|carved|sculpted)\b/i, predicate: "made", raw: "made", take: "match",
    refuse: NOT_MADE,
    re: /\b(?:the|this|that|these|those|a|an|another|some)\s+(?<o>(?:(?!(?:of|in|on|at|for|with|from|to|and|or|but|i|we|you)\b)[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:that\s+)?(?:i|we)(?:'ve|\s+have|\s+just|\s+recently|\s+finally)*\s+(?:made|baked|cooked|painted|drew|built|wrote|knitted|sewed|crafted|designed|composed|recorded|carved|sculpted)\b/i,
    ex: [["Here's a pic of the walnut bread I baked for the fair.", "made walnut bread"]],
    near: ["Look at the progress I've made!", "Is that the bread you baked?"],
  },
  {
    id: "happenings.love_one_pastime", hint: /ing\b/i, predicate: "likes", raw: "loves doing", take: "verb", one: true, refuse: CHAT_GERUND,
    re: /(?<!\b(?:if|whether|would|wish|unless|not|don't|didn't)\s+)\b(?:i|we)\s+(?:(?:really|truly|just|absolutely|totally|also|still|so|do|always)\s+)*(?:love|enjoy|adore|loved|enjoyed)\s+(?=[a-z]+ing(?:\s*(?:[,.;!?]|$)|\s+(?:so much|too|a lot|lately|and|but|because|since|now)\b))/i,
    ex: [["That's why I love volunteering.", "likes volunteering"]],
    near: ["I love seeing that!", "Would you love volunteering?"],
  },
  {
    id: "happenings.shows_mine", hint: /\b(?:my|our)\s/i, predicate: "owns", raw: "shows", take: "after", pick: (t) => (MADE_THINGS.test(t) ? "made" : "owns"),
    refuse: /^(?:family|fam|kids|children|son|daughter|husband|wife|partner|mom|mum|dad|parents|sister|brother|siblings|friends?|team|teammates|students|crew|boyfriend|girlfriend|grandkids|baby|babies|dogs?|cats?|pets?|puppy|kitten|turtles?|little)\b|\b(?:go-to|place|spot|calling|favou?rites?|day|days|life|point|way|time|turn|chance|version|take|attempt|first|second|last|face|reaction|view|side|world|style|thing|stuff|mood|vibe|progress|journey|story|dreams?|goals?|try|best|fave|corner|happy place|success|possession|pride and joy|baby|babies|self|selfie|work|works)\b/i,
    re: /(?:^|[,;:!]\s*|\s[-–—]\s*|\b(?:and|so|oh|yeah|yep|ok|okay)\s+)(?:here's|here is|here are|this is|these are|check out|look at|take a look at)\s+(?:(?:a|this|the|some)\s+)?(?:(?:pic|pics|photo|photos|picture|pictures|shot|snap|snapshot|look|peek)\s+(?:of|at)\s+)?(?:my|our)\s+(?:(?:new|latest|little|own|old)\s+)*/i,
    ex: [["Here's a photo of my new telescope.", "owns telescope"], ["Check out my latest linocut print!", "made linocut print"]],
    near: ["Here's a pic of my family at the lake.", "This is my go-to place for reading.", "Check out your new telescope!"],
  },
  {
    id: "happenings.focused_on", hint: /\bfocus/i, predicate: "focuses_on", raw: "is focused on", take: "after",
    re: new RegExp(`${START}(?:i|we)(?:'m|’m|\\s+am|'re|’re|\\s+are|'ve been|’ve been|\\s+have been|\\s+stayed|\\s+stay|\\s+was|\\s+remain)\\s+${DEGREE}(?:focused|focusing|focussed|concentrating)\\s+on\\s+`, "i"),
    ex: [["I'm really focused on my pottery these days.", "focuses_on pottery"]],
    near: ["I'm focused on you right now.", "Are you focusing on school?"],
  },
  {
    id: "happenings.had_setback", predicate: "experienced", raw: "had", take: "match", type: "event",
    re: new RegExp(`${I_DO}(?:(?:just|recently|also)\\s+)*(?:had|faced|hit|went through|suffered|got)\\s+(?:a\\s+(?:little\\s+)?bit\\s+of\\s+)?(?<o>(?:a|an|another|some|my|our)\\s+(?:(?:little|big|huge|major|minor|real|tough|rough|unexpected|nasty|scary|small|serious|first|new)\\s+)*(?:[\\w-]+\\s+)?(?:setback|letdown|rejection|rejection letter|injury|accident|incident|scare|breakdown|crisis|emergency|slump|burnout|writer's block|issue|milestone moment|milestone|career-high|personal best|breakthrough)s?(?:\\s+(?:in|with|at|from|on)\\s+[^,.;:!?()]{2,40})?)`, "i"),
    ex: [["Ugh, I had a little setback at the climbing gym - sprained my wrist.", "experienced little setback at the climbing gym"], ["I just had a career-high in my chess league!", "experienced career-high in my chess league"]],
    near: ["You had a setback, but you'll bounce back.", "I had no issue with it."],
  },
  {
    id: "happenings.talked_with", predicate: "talked_with", raw: "talked with", take: "after", type: "person",
    refuse: /^(?:someone|somebody|people|them|him|her|everyone|folks)$/i,
    re: new RegExp(`${I_DO}(?:(?:just|also|finally|recently)\\s+)*(?:had\\s+(?:a|an|some|such a)\\s+(?:(?:nice|great|long|good|deep|lovely|fun|interesting|inspiring|quick|heartfelt|real)\\s+)*(?:chat|conversation|talk|catch-up|heart-to-heart|video call)|talked|chatted|spoke|skyped|caught up)\\s+(?:with|to)\\s+(?=(?:a|an|my|our|this|that|the|some)\\s|\\p{Lu})`, "iu"),
    ex: [["Last week I had a long chat with a retired ferry captain.", "talked_with retired ferry captain"]],
    near: ["I talked with you yesterday.", "Have you talked to a lawyer?"],
  },
  {
    id: "happenings.thing_i_love", hint: /\b(?:i|we)\s+(?:really\s+|absolutely\s+|totally\s+|just\s+)?(?:love|adore|enjoy|like)\b/i, predicate: "likes", raw: "loves", take: "match",
    refuse: /^(?:ones?|people|folks|guys|part|bit|way|idea|thing|things|stuff|place|time|moment|moments|vibe|vibes)$/i,
    re: /\b(?:the|this|that|these|those|a|an|another|some)\s+(?<o>(?:(?!(?:of|in|on|at|for|with|from|to|and|or|but|i|we|you|one|ones)\b)[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:that\s+)?(?:i|we)\s+(?:really\s+|absolutely\s+|totally\s+|just\s+|also\s+)?(?:love|adore|enjoy|like)(?=\s*(?:$|[,.;:!—–]|\s-\s|\s(?:so much|a lot|too|and|but|from|since|as a)\b))/i,
    ex: [["We played this card game I love, so that was fun.", "likes card game"]],
    near: ["Here are the ones I love!", "Is that the game you love?"],
  },
  {
    id: "happenings.helped_do", hint: /\bhelped\b/i, predicate: "helped_with", raw: "helped", take: "verb",
    re: new RegExp(`${I_DO}(?:also\\s+|even\\s+)?helped\\s+(?:to\\s+)?(?!(?:out|with|at|them|him|her|you|my|our|the|a|an|people|others|someone|everyone|kids|me|us|each|get|make|keep|do|be)\\b)(?=[a-z]+\\s+[a-z])`, "i"),
    ex: [["Last spring I helped renovate an old boathouse by the lake.", "helped_with renovating an old boathouse by the lake"]],
    near: ["I helped her find a new place.", "You helped renovate the boathouse!"],
  },
  {
    id: "happenings.put_work_into", hint: /\bputting\s+in|\bput\s+in|\bsunk\b|\bsinking\b/i, predicate: "works_on", raw: "puts work into", take: "after",
    re: new RegExp(`${START}(?:(?:i|we)(?:'m|’m|\\s+am|'re|’re|\\s+are|'ve|’ve|\\s+have)?\\s+)?(?:been\\s+)?(?:(?:really|also|still)\\s+)*(?:putting|put|sinking|sunk|pouring|poured)\\s+(?:in\\s+)?(?:so much|a lot of|lots of|tons of|a ton of|loads of|all my|all our|many|countless|hours of|my heart and soul|my heart)\\s*(?:time|work|effort|energy|hours|love|heart|soul|late nights)?\\s+(?:in|into|on)\\s+`, "i"),
    ex: [["I've been putting in a lot of work on my community garden.", "works_on community garden"]],
    near: ["You've been putting in a lot of work on it!"],
  },
  {
    id: "happenings.gone_doing", hint: /\b(?:gone|been)\s/i, predicate: "does", raw: "has gone", take: "match",
    re: new RegExp(`${START}(?:i|we)(?:'ve|’ve|\\s+have)\\s+(?:(?:also|already|even|often)\\s+)*(?:gone|been)\\s+(?<o>hiking|camping|fishing|surfing|skiing|snowboarding|kayaking|canoeing|biking|cycling|swimming|climbing|bouldering|backpacking|sailing|skating|skydiving|scuba diving|diving|horseback riding|birdwatching|stargazing)\\b`, "i"),
    ex: [["We've gone kayaking a few times this summer.", "does kayaking"]],
    near: ["We've gone home.", "I've never gone kayaking."],
  },
];
