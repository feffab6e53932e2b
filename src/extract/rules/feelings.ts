// How the speaker of a transcript turn feels about a thing they name (issue 21): "I'm so proud of the mural",
// "I'm grateful for my supportive friends", "I'm thrilled to start my own studio", "pottery brings me so much
// joy", "my family means the world to me". Between friends these are what a careful reader keeps about a
// person: what they love, value, are proud of, look forward to, worry about. A feeling with no thing ("I
// felt so happy"), about the listener ("so proud of you") or about a pronoun ("I love it") gives nothing;
// so does a question, a wish ("I'd be grateful for tips") and a negation (the cue must follow "I'm" directly).
// Predicates: likes (seed), values, proud_of, excited_about, worried_about, inspired_by (multi-valued,
// family `other`, as every learned predicate starts).

import { DEGREE, I_BE, I_DO, type TurnRule } from "./turn-kit";

/** Thanks for a favour, not a thing held dear: "I appreciate the help". */
const THANKS = /^(?:help|offer|advice|tips?|suggestions?|kind words|words|compliments?|thought|sentiment|gesture|encouragement|support|reply|response|info|information|heads up|reminder|feedback|input|invite|invitation|recommendations?|update|chat|talk|message|card|gift|note|reassurance|concern|check-in|love)$/i;

const HOLD = `(?:joy|happiness|peace|comfort|calm|fulfil?lment|satisfaction|solace|purpose|strength|energy|hope|inspiration)`;

export const FEELING_RULES: readonly TurnRule[] = [
  {
    id: "feelings.proud_of", predicate: "proud_of", raw: "is proud of", take: "after",
    re: new RegExp(`${I_BE}proud\\s+of\\s+`, "i"),
    ex: [["Ugh, long week. But I'm so proud of the mural we finished at the library!", "proud_of mural"]],
    near: ["I'm so proud of you for finishing the race!", "I'm not proud of what I said."],
  },
  {
    id: "feelings.grateful_for", predicate: "values", raw: "is grateful for", take: "after",
    re: new RegExp(`${I_BE}(?:grateful|thankful|blessed|lucky|fortunate)\\s+(?:for|to\\s+have|to\\s+have\\s+had|with)\\s+`, "i"),
    ex: [["Honestly I'm really thankful for my book club, they got me through the winter.", "values book club"]],
    near: ["I'm grateful for your help yesterday.", "I'd be grateful for any tips!"],
  },
  {
    id: "feelings.cherish", predicate: "values", raw: "cherishes", take: "after", refuse: THANKS,
    re: new RegExp(`${I_DO}(?:cherish|cherished|treasure|treasured|value|valued|appreciate|appreciated)\\s+`, "i"),
    ex: [["I cherish the quiet mornings with my grandpa.", "values quiet mornings with my grandpa"]],
    near: ["I appreciate the help, thanks!", "I appreciate you so much."],
  },
  {
    id: "feelings.excited_about", predicate: "excited_about", raw: "is excited about", take: "after",
    re: new RegExp(`${I_BE}(?:excited|thrilled|stoked|pumped|psyched|hyped)\\s+(?:about|for)\\s+`, "i"),
    ex: [["We're super excited about the trip to Lisbon in May.", "excited_about trip to Lisbon"]],
    near: ["I'm so excited for you!"],
  },
  {
    id: "feelings.excited_to", predicate: "excited_about", raw: "is excited to", take: "verb",
    re: new RegExp(`${I_BE}(?:excited|thrilled|stoked|pumped|psyched|eager|keen|dying|itching|looking forward)\\s+to\\s+`, "i"),
    ex: [["I'm so thrilled to open my own bakery next spring!", "excited_about opening my own bakery"]],
    near: ["I'm excited to hear how it goes.", "Aww, I'm excited to see you!"],
  },
  {
    id: "feelings.cant_wait", predicate: "excited_about", raw: "can't wait for", take: "after",
    re: new RegExp(`(?:${I_DO}|${I_BE})(?:can't wait|cannot wait|can not wait|looking forward)\\s+(?:for|to)\\s+(?=(?:the|our|my|this|a|an)\\s)`, "i"),
    ex: [["We're looking forward to the harvest festival in October.", "excited_about harvest festival"]],
    near: ["I'm looking forward to your reply.", "I can't wait for it!"],
  },
  {
    id: "feelings.worried_about", predicate: "worried_about", raw: "is worried about", take: "after",
    re: new RegExp(`${I_BE}(?:worried|nervous|anxious|stressed|scared|concerned|terrified|afraid)\\s+(?:about|of)\\s+`, "i"),
    ex: [["I'm kind of nervous about the exam in March, to be honest.", "worried_about exam"], ["Not gonna lie, I'm nervous about the audition.", "worried_about audition"]],
    near: ["I was worried about you!", "Don't be nervous about it."],
  },
  {
    id: "feelings.inspired_by", predicate: "inspired_by", raw: "is inspired by", take: "after",
    re: new RegExp(`${I_BE}(?:inspired|motivated|moved|influenced)\\s+by\\s+`, "i"),
    ex: [["Lately I'm really inspired by Japanese woodblock prints.", "inspired_by Japanese woodblock prints"]],
    near: ["I'm so inspired by you!"],
  },
  {
    id: "feelings.find_joy_in", predicate: "likes", raw: "finds joy in", take: "after", people: "values",
    re: new RegExp(`${I_DO}(?:find|found|take|get)\\s+(?:so much\\s+|a lot of\\s+|such\\s+|real\\s+|great\\s+)?${HOLD}\\s+(?:in|from)\\s+`, "i"),
    ex: [["I find so much peace in gardening.", "likes gardening"]],
    near: ["I find joy in it."],
  },
  {
    id: "feelings.brings_me_joy", hint: /\b(?:joy|happiness|peace|comfort|calm|fulfil|satisfaction|solace|purpose|strength|energy|hope|inspiration)/i, predicate: "likes", raw: "brings joy to", take: "before", people: "values",
    re: new RegExp(`\\s+${DEGREE}(?:brings?|brought|has brought|gives?|gave|has given|fills?|filled)\\s+(?:me|us)\\s+(?:with\\s+)?(?:so much|such|a lot of|lots of|great|real|tons of|pure|the most)?\\s*${HOLD}\\b`, "i"),
    ex: [["Running on the beach brings me so much joy.", "likes Running on the beach"], ["My grandkids give me such purpose.", "values grandkids"], ["Clay is incredible, it brings me so much joy.", "likes Clay"]],
    near: ["You bring me so much joy!", "It brings me joy."],
  },
  {
    id: "feelings.makes_me_happy", hint: /\bma(?:ke|kes|de)\s+(?:me|us)\b/i, predicate: "likes", raw: "makes happy", take: "before", people: "values",
    re: new RegExp(`\\s+${DEGREE}(?:makes?|made)\\s+(?:me|us)\\s+(?:so\\s+|really\\s+|super\\s+|very\\s+|truly\\s+)?(?:happy|happier|smile|feel alive|feel free|feel at peace|feel calm|feel good|feel at home|feel strong|feel confident|feel empowered|feel connected|feel alive|calm)\\b`, "i"),
    ex: [["Baking bread makes me so happy.", "likes Baking bread"]],
    near: ["Your message made me smile.", "That makes me happy."],
  },
  {
    id: "feelings.helps_me", hint: /\b(?:helps?|helped|allows?|allowed|lets?)\s+(?:me|us)\b/i, predicate: "likes", raw: "helps express", take: "before", people: "values",
    re: new RegExp(`\\s+${DEGREE}(?:helps?|helped|has helped|have helped|allows?|allowed|has allowed|lets?)\\s+(?:me|us)\\s+(?:to\\s+)?(?:relax|unwind|de-?stress|destress|express|explore|cope|clear my (?:head|mind)|find (?:peace|balance|calm|myself)|feel (?:calm|free|better|grounded|alive|at peace)|heal|focus|escape|recharge|calm down|process|reset|grow|work through|get through|stay (?:sane|calm|grounded|focused|motivated|positive|present|fit|healthy|balanced|active))\\b`, "i"),
    ex: [["Playing the cello helps me unwind after work.", "likes Playing the cello"]],
    near: ["Talking to you helps me relax.", "It helps me focus."],
  },
  {
    id: "feelings.passionate_about", predicate: "likes", raw: "is passionate about", take: "after",
    refuse: /^(?:second|third|final|last|first|next|whole|other)\b|\b(?:week|month|year|day|hour|minute|unknown|future|night)s?$/i,
    re: new RegExp(`${I_BE}(?:passionate about|obsessed with|fascinated by|hooked on|crazy about|in love with|drawn to|(?:more|big|totally|heavily|seriously)\\s+into|into|(?:a|such a)\\s+(?:big\\s+|huge\\s+|massive\\s+|total\\s+|long-time\\s+)?fan\\s+of)\\s+`, "i"),
    ex: [["Yeah, and I've always been fascinated by tide pools.", "likes tide pools"]],
    near: ["I'm so passionate about you.", "I'm not passionate about it.", "We're into the second week of term."],
  },
  {
    id: "feelings.keeps_me_going", hint: /\b(?:kept|keeps?|motivat|inspires?|drives?|through)\b/i, predicate: "values", raw: "keeps going", take: "before",
    re: new RegExp(`\\s+${DEGREE}(?:keeps?|kept|keep|has kept|have kept|has always kept)\\s+(?:me|us)\\s+(?:going|motivated|grounded|sane|at peace|strong|centered|centred|balanced|inspired|positive|happy|busy)\\b|\\s+${DEGREE}(?:(?:motivates?|inspires?|drives?)\\s+(?:me|us)|(?:gets?|got|helped|help|helps)\\s+(?:me|us)\\s+through)\\b`, "i"),
    ex: [["My running club keeps me sane.", "values running club"], ["Creativity and family keep me at peace.", "values Creativity and family"], ["Long walks and old films are what get me through the winter.", "values Long walks and old films"]],
    near: ["Your words keep me going!", "It keeps me busy."],
  },
  {
    id: "feelings.something_i_love", hint: /\b(?:something|thing|things|what)\s+(?:that\s+)?(?:i|we)\b/i, predicate: "likes", raw: "loves", take: "before", people: "values",
    re: new RegExp(`\\s+(?:is|are|has always been)\\s+(?:something|one thing|one of the things|what)\\s+(?:that\\s+)?(?:i|we)\\s+${DEGREE}(?:love|enjoy|adore|value|cherish|treasure|look forward to)\\b`, "i"),
    ex: [["Teaching kids to swim is what I love most.", "likes Teaching kids to swim"]],
    near: ["That is something I really enjoy.", "Your cooking is something I love."],
  },
  {
    id: "feelings.means_a_lot", hint: /\b(?:means?|meant|matters?|mattered)\b/i, predicate: "values", raw: "means a lot to", take: "before",
    re: new RegExp(`\\s+${DEGREE}(?:means?|meant|has meant|have meant|matters?|mattered)\\s+(?:so much|a lot|the world|everything|a great deal|a ton|heaps|so much more)?\\s*to\\s+(?:me|us)\\b`, "i"),
    ex: [["Family time matters to me.", "values Family time"], ["This necklace means the world to me.", "values necklace"]],
    near: ["Your support means a lot to me.", "It means a lot to me."],
  },
  {
    id: "feelings.dear_to_me", hint: /\b(?:to|for)\s+(?:me|us)\b/i, predicate: "values", raw: "is important to", take: "before",
    re: new RegExp(`\\s+(?:is|are|'s|’s|has been|have been|has always been|will always be)\\s+${DEGREE}(?:important|special|precious|dear|sacred|close to my heart|everything|the world)\\s+(?:to|for)\\s+(?:me|us)\\b`, "i"),
    ex: [["My grandmother's ring is super special to me.", "values grandmother's ring"]],
    near: ["That is so special to me."],
  },
  {
    id: "feelings.is_my_refuge", hint: /\b(?:blessing|lifesaver|lifeline|rocks?|anchor|sanctuary|refuge|safe space|source of)\b/i, predicate: "likes", raw: "is a refuge for", take: "before", people: "values",
    re: new RegExp(`\\s+(?:is|are|'s|’s|has been|have been|has always been)\\s+${DEGREE}(?:such\\s+)?(?:a|my|an|our)\\s+(?:(?:real|huge|great|big|total|true|constant)\\s+)?(?:blessing|lifesaver|lifeline|rock|rocks|anchor|sanctuary|refuge|safe space|source of (?:comfort|joy|strength|happiness|inspiration|peace))\\b`, "i"),
    ex: [["Writing has been such a blessing for me.", "likes Writing"], ["My sisters are my rocks.", "values sisters"]],
    near: ["You are such a blessing!", "It was a lifesaver."],
  },
  {
    id: "feelings.there_for_me", hint: /\bthere\s+for\s+(?:me|us)\b/i, predicate: "values", raw: "is there for", take: "before",
    re: /\s+(?:is|are|was|were|has been|have been|has always been|have always been|'s been|’s been|'ve been|’ve been|'s always been|will always be)\s+(?:always\s+|truly\s+|really\s+)?there\s+for\s+(?:me|us)\b/i,
    ex: [["My brothers have always been there for me.", "values brothers"]],
    near: ["You've always been there for me.", "They were there for me."],
  },
  {
    id: "feelings.my_thing", hint: /\b(?:my|our)\s+(?:(?:main|favorite|favourite|new|latest|biggest|true|whole)\s+)?(?:thing|jam|hobby|hobbies|therapy|chill time|me time|escape|obsession)\b|\btherapy\s+for\s+(?:me|us)\b/i, predicate: "likes", raw: "is my thing", take: "before", people: "values",
    re: /(?:\s+(?:is|are)|['’]s)\s+(?:just\s+|totally\s+|mostly\s+|really\s+|kind of\s+|definitely\s+|always\s+)?(?:(?:my|our)\s+(?:(?:main|favorite|favourite|new|latest|biggest|true|whole)\s+)?(?:thing|jam|hobby|hobbies|therapy|chill time|me time|escape|obsession)|(?:like\s+)?(?:total\s+|pure\s+)?therapy\s+for\s+(?:me|us))\b/i,
    ex: [["Birdwatching and long bike rides are my main hobbies.", "likes Birdwatching and long bike rides"], ["Gardening's mostly my thing.", "likes Gardening"]],
    near: ["That's my thing!", "Your garden is my happy place too."],
  },
];
