// What the speaker of a transcript turn holds important or good, said as a general remark (issue 21):
// "self-care is so important", "it's key to take breaks", "I believe in second chances", "pottery is so
// relaxing". Said by someone about a thing, not about the listener or a one-off ("the party was great" is
// the past, "your art is amazing" is a compliment), such a remark is a standing view of theirs. The thing
// is the clause's subject (or, after "it's important to", the activity); a pronoun subject gives nothing.
// Predicates: values (holds it important), likes (seed: finds it relaxing, rewarding), believes_in.

import { DEGREE, I_DO, type TurnRule } from "./turn-kit";

/** "It's important to", said at the start of a clause (or after "I think"). */
const IT_IS = "(?:^|[,;:]\\s*|\\s[-–—]\\s*|\\b(?:and|but|so|think|feel|believe|know|realized|realised|learned|learnt|reminds me|remind me|reminded me|that)\\s+)(?:it's|it’s|it is|it's always|it is always)\\s+";

/** Where a clause starts, for a gerund subject ("Hiking at dawn is ..."), never after a determiner ("that painting is"). */
const CLAUSE = "(?:^|[,;:!]\\s*|\\s[-–—]\\s*|\\b(?:and|but|so|honestly|yeah|plus)\\s+)";
/** How good it is, said of a pastime: "is so much fun", "was an amazing experience". */
const GOOD = "(?:such\\s+)?(?:(?:an?|the)\\s+)?(?:so much fun|(?:awesome|amazing|great|fun|peaceful|wonderful|incredible|cool|fantastic|special|inspiring|uplifting|exciting|eye-opening|unforgettable|magical|blast|best)(?:\\s+(?:experience|time|thing|part))?)(?=\\s*(?:$|[,.;!—–]|\\s-\\s|\\s(?:and|but|for me|too)\\b))";
/** Said to the listener about their doing ("Winning it is awesome, congrats!"): not the speaker's view of their own. */
const NOT_SAID_TO = "(?![^.!?]*\\b(?:congrats|congratulations|you|your|you're)\\b)";
/** Gerunds of chat, and a doing that points elsewhere ("seeing this"). */
const REFUSED_DOING = /^(?:being|having|getting|seeing|hearing|knowing|talking|chatting|meeting|doing|going|feeling|finding|realizing|realising|waiting|looking|catching|losing|dealing|starting|thinking|trying|something|nothing|anything|everything|thing|morning|evening|during|bring|sing|king|spring|string|wing|ceiling|wedding|meaning|timing|setting|ending|opening|clothing|pudding|stuffing|icing|filling|frosting|earring|offspring|sibling|darling|ring)\b|\b(?:this|that|it|these|those)$/i;

export const OPINION_RULES: readonly TurnRule[] = [
  {
    id: "opinions.is_important", hint: /\b(?:important|crucial|key|essential|vital|necessary|must|priority|everything|priceless|invaluable)\b/i, predicate: "values", raw: "thinks important", take: "before",
    re: new RegExp(`\\s+(?:is|are|'s|’s|remains|remain)\\s+${DEGREE}(?:important|crucial|key|essential|vital|necessary|a must|a priority|everything|priceless|invaluable)(?=\\s*(?:$|[,.;!—–]|\\s-\\s|\\s(?:for|in|to\\s+(?:me|us|grow|heal|stay|keep)|when|because|and|though|these days|nowadays|right now)\\b))`, "i"),
    ex: [["Honestly, self-care is so important.", "values self-care"], ["Talking openly about money is crucial for couples.", "values Talking openly about money"]],
    near: ["Your health is important!", "It's important.", "That meeting was important."],
  },
  {
    id: "opinions.important_to", hint: /\b(?:important|crucial|key|essential|vital|necessary|worth)/i, predicate: "values", raw: "thinks important", take: "verb",
    re: new RegExp(`${IT_IS}${DEGREE}(?:important|crucial|key|essential|vital|necessary|so necessary|worth it|worthwhile)\\s+(?:for\\s+(?:me|us|people|everyone|kids|families)\\s+)?to\\s+`, "i"),
    ex: [["I think it's really important to teach kids about the ocean.", "values teaching kids about the ocean"]],
    near: ["It's important to you, I know.", "Is it important to book early?", "It's important to me."],
  },
  {
    id: "opinions.believe_in", predicate: "believes_in", raw: "believes in", take: "after",
    re: new RegExp(`${I_DO}(?:believe|believed|have always believed|'ve always believed)\\s+in\\s+(?!(?:you|yourself|yourselves|him|her|them|us|it|that|this)\\b)`, "i"),
    ex: [["I really believe in second chances.", "believes_in second chances"]],
    near: ["I believe in you!", "Believe in yourself."],
  },
  {
    id: "opinions.is_relaxing", hint: /(?:relaxing|rewarding|therapeutic|fulfilling|calming|soothing|freeing|healing|empowering|satisfying|meditative|enriching)/i, predicate: "likes", raw: "finds relaxing", take: "before",
    re: new RegExp(`\\s+(?:is|are|'s|’s|has been|has always been|can be)\\s+${DEGREE}(?:relaxing|rewarding|therapeutic|fulfilling|calming|soothing|freeing|healing|empowering|satisfying|meditative|enriching)\\b`, "i"),
    ex: [["Pottery is so relaxing.", "likes Pottery"], ["Volunteering at the shelter has been so rewarding.", "likes Volunteering at the shelter"]],
    near: ["Your place looks so relaxing.", "It's so rewarding.", "That must be so relaxing!"],
  },
  {
    id: "opinions.makes_a_difference", refuse: /^(?:(?:even|the|all)\s+)*(?:(?:small|little|tiny|big)\s+)?(?:things?|stuff|ones?|steps?)$/i, hint: /\b(?:difference|effect|impact)\b/i, predicate: "values", raw: "thinks makes a difference", take: "before",
    re: /\s+(?:can|could|does|do|will|really|truly|always|often)?\s*(?:really\s+|truly\s+|always\s+)?(?:makes?|made|make|have|has)\s+(?:such\s+)?(?:a|an)\s+(?:(?:big|huge|real|great|massive|positive|lasting|world of|major)\s+)?(?:difference|effect|impact)\b/i,
    ex: [["Small acts of kindness can make a huge difference.", "values Small acts of kindness"], ["Honestly, regular sleep makes a big difference.", "values regular sleep"]],
    near: ["Your help made a huge difference.", "It makes a big difference.", "Even small things can make a difference."],
  },
  {
    id: "opinions.doing_is_good", own: true, hint: /ing\b/i, predicate: "likes", raw: "finds it good", take: "match",
    refuse: REFUSED_DOING,
    re: new RegExp(`${CLAUSE}(?<o>[A-Za-z]+ing\\b[^,;:!?]{0,50}?)\\s+(?:is|are|can be|has always been|is always)\\s+${DEGREE}${GOOD}${NOT_SAID_TO}`, "i"),
    ex: [["Honestly, restoring old furniture is so much fun.", "likes restoring old furniture"]],
    near: ["Wow, that painting is awesome!", "Seeing you is always great.", "Learning to play this is awesome.", "Learning an instrument is really cool. What are you playing?"],
  },
  {
    id: "opinions.doing_was_good", own: true, hint: /ing\b/i, predicate: "enjoyed", raw: "enjoyed", take: "match", tense: "past",
    refuse: new RegExp(`${REFUSED_DOING.source}|^[a-z]+$`, "i"),
    re: new RegExp(`${CLAUSE}(?<o>[A-Za-z]+ing\\b[^,;:!?]{0,50}?)\\s+(?:was|has been|'s been|’s been)\\s+${DEGREE}${GOOD}${NOT_SAID_TO}`, "i"),
    ex: [["Watching the sunrise from the dunes was so peaceful.", "enjoyed Watching the sunrise from the dunes"]],
    near: ["Seeing you was amazing!", "The sunrise was so peaceful.", "Winning the race was awesome, congrats!"],
  },
];
