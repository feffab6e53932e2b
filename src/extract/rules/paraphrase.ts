// One pass that puts texted, second-language and formal wording into the plain English the patterns read,
// before any pattern runs: "I have 31 years" → "I am 31 years old", "working like data scientist" → "working
// as data scientist", "allergic 2 bee stings" → "allergic to bee stings", "Board games I love" → "I love board
// games", "I currently hold the position of X" → "I work as X". Each rewrite keeps the value's own words as
// written (the labelling keeps objects as written), and each is general to its family, never one sentence.

import { stripTimes } from "./time";
import { CONDITIONS, CONDITION_ADJECTIVES, DIETS, EVENT_NOUNS, MEDICATIONS, MEDICATION_SUFFIX, NOT_NAMES, OCCUPATIONS, OTHER_ROLES, PETS, RELATIONS, isPlace } from "./lexicon";
import { WEEKDAY } from "./fragments";

const NUMBER_WORD = "(?:\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)";

/** The last word (or two) of a phrase is an occupation: "data scientist", "store manager", "electrician". */
function endsInOccupation(phrase: string): boolean {
  const w = phrase.toLowerCase().replace(/[^\w\s'-]/g, "").trim().split(/\s+/);
  const last = w[w.length - 1] ?? "";
  return OCCUPATIONS.has(last) || OCCUPATIONS.has(w.slice(-2).join(" ")) || /^[a-z]{3,}(?:grapher|ologist|ician|iatrist|therapist|smith|wright|er|or|ist)$/.test(last) && OCCUPATIONS.has(last.replace(/s$/, ""));
}

const HAS_CONDITION_WORD = (s: string) => {
  const w = s.toLowerCase().split(/\s+/);
  for (let n = Math.min(3, w.length); n >= 1; n--) if (CONDITIONS.has(w.slice(0, n).join(" "))) return true;
  return false;
};

const EVENT_AT_END = (phrase: string) => {
  const w = phrase.toLowerCase().split(/\s+/);
  return EVENT_NOUNS.has(w[w.length - 1] ?? "") || EVENT_NOUNS.has(w.slice(-2).join(" "));
};

const MED_WORD = (w: string) => MEDICATIONS.has(w.toLowerCase()) || MEDICATION_SUFFIX.test(w);

/** Pronoun tags ("she/her", "pronouns they/them") are said alongside a name, never part of it. */
const PRONOUN_TAG = /(?:^|,\s*|\s+)(?:(?:my\s+)?pronouns?(?:\s+are)?:?\s+)?\b(?:she\/her|he\/him|they\/them|she\/they|he\/they|ze\/zir|xe\/xem)(?:\/[a-z]+)?\b[,;]?\s*/gi;

/** Words after which "2" is the preposition, never a count ("allergic 2 bee stings", "moving 2 leeds"). */
const TWO_AS_TO = /\b(allergic|going|go|goes|went|moved|moving|move|back|used|want|wants|need|needs|listen|listening|talk|talking|close|next|due|heading|headed|flying|married|engaged|intolerant|sensitive|addicted|new)\s+2\s+(?=[a-z])/gi;

/** Sentence-level rewrites: a form of the whole statement into its plain form. */
const SENTENCE: [RegExp, string | ((...m: string[]) => string)][] = [
  // "I have 31 years", "I have thirty years": an age, as many languages say it.
  [new RegExp(`\\b([Ii]|[Ww]e)\\s+(?:have|has)\\s+(${NUMBER_WORD})\\s+years(?=\\s*(?:[.,!;]|$|and\\b|but\\b))`, "g"), (_, who: string, n: string) => `${who} ${/^we$/i.test(who) ? "are" : "am"} ${n} years old`],
  // "Hello from Lisbon!", "greetings from sunny Crete": sent from where the speaker is, not where they are from.
  [/^(?:greetings|hello|hi|hey|hiya|howdy|(?:sending\s+)?(?:love|hugs|waves|greetings))(?:\s+(?:again|all|everyone|there))?\s+from\s+(?:(?:sunny|rainy|snowy|beautiful|lovely|gorgeous|freezing|chilly|hot|windy|rainy|foggy|cold|warm)\s+)?(?=[A-Z])(?![^.!?]*\b(?:where\s+(?:i|we)\s+(?:live|moved|grew\s+up|was\s+born)|home)\b)/i, "I am writing from "],
  // "Bonjour from Montpellier, where I live", "it's raining in Leeds, where we live": the place named, then said
  // to be home.
  [/^(?:[^,.!?]*\s)?(?:from|in)\s+([A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,2}),\s+where\s+(I|[Ww]e)\s+(?:now\s+|currently\s+|still\s+)?live\b/u, "$2 live in $1"],
  // "we've moved again, Graz this time", "moved AGAIN lol - Pittsburgh this time": the new home after the news of a move.
  [/\b([Mm]oved|[Rr]elocated)\s+(?:again|AGAIN|Again|once more|yet again)(?:\s+(?:lol|haha|ugh))?\s*(?:[,:]|\s-)\s*(?:to\s+)?([A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,2})\s+this\s+time\b/u, "$1 to $2"],
  // "This is Ferdinand, my bearded dragon", "meet Otis, our beagle": a pet or relative introduced by name.
  [new RegExp(`^(?:[Tt]his\\s+is|[Mm]eet|[Ss]ay\\s+(?:hi|hello)\\s+to)\\s+([A-Z][\\w'-]*),\\s+(my|our)\\s+((?:[a-z]+\\s+)?(?:${[...PETS, ...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")}))\\b`), "$2 $3 is called $1"],
  // "Otis (my beagle) keeps nudging me": the role said in brackets after the name.
  [new RegExp(`\\b([A-Z][\\w'-]*)\\s+\\((my|our)\\s+((?:[a-z]+\\s+)?(?:${[...PETS, ...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")}))\\)`), "$2 $3 $1"],
  // "After ten years at Lincoln High I retired", "after two years with Hooli, I left": the place the time was
  // spent is what the speaker left.
  [/^((?:(?:so|and|well|anyway),?\s+)?)(?:after|following)\s+(?:(?:nearly|almost|over|more than|about|just over|just under|some)\s+)?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|many|several|a few|a couple of)\s+(?:(?:long|great|happy|good|wonderful|amazing)\s+)?(?:years?|decades?|months?)\s+(?:at|with|working\s+(?:at|for)|teaching\s+at)\s+([A-Z][\w&.'-]*(?:\s+(?:of\s+|&\s+)?[A-Z][\w&.'-]*){0,3}),?\s+(I|[Ww]e)\s+((?:(?:finally|just|recently|officially|have|'ve|then)\s+)*)(retired|resigned|stepped\s+down|quit|left|moved\s+on)(?=\s*(?:[.!,;]|$|\b(?:last|this|in|on|at|and|but|yesterday|today)\b))/i, (_, lead: string, org: string, who: string, adv: string, verb: string) =>
    `${lead}${who} ${adv}${/^(?:retired|resigned|stepped\s+down)$/i.test(verb) ? `${verb} from` : /^moved/i.test(verb) ? "left" : verb} ${org}`],
  // "I like more the winter than the summer": the comparison after its object.
  [/\b(like|love|enjoy|prefer)\s+more\s+(.+?)\s+than\s+/gi, "$1 $2 more than "],
  // "not living anymore in Kaunas": "anymore" said before the place.
  [/\b(am|is|are|was|were)\s+not\s+(living|working|studying|staying)\s+(?:anymore|any more|any longer)\s+(?=(?:in|at|for|with)\b)/gi, "$1 no longer $2 "],
  [/\b(do|does|did)\s+not\s+(live|work|study)\s+(?:anymore|any more|any longer)\s+(?=(?:in|at|for|with)\b)/gi, "no longer $2 "],
  // "working like data scientist", "I will work by Decathlon like store manager": "as" a title, "at" an employer.
  [/\b(work|works|working|worked)\s+by\s+(?=[A-Z])/g, "$1 at "],
  [/\b(work|works|working|worked|employed|hired|started|start|starting|freelance|freelancing)\b([^,.;]{0,60}?)\s+like\s+((?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})(?=\s+(?:in|at|for|with|by)\b|\s*[.,;!]|$)/g, (all, v: string, mid: string, title: string) => (endsInOccupation(title) ? `${v}${mid} as ${title}` : all)],
  [/\b(work|works|working|worked)\s+as\s+((?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+in\s+(?=[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2}\s*(?:[.,;!]|$))/g, (all, v: string, title: string) => (endsInOccupation(title) ? `${v} as ${title} at ` : all)],
  // "I make the job of electrician", "I do the job of nurse": working as.
  [/\b(?:make|makes|made|making|do|does|did|doing)\s+the\s+(?:job|work|profession)\s+of\s+(?:an?\s+)?/gi, "work as "],
  // "I currently hold the position of CFO at X", "I held the post of ...": the title, said formally.
  [/\b(?:hold|holds|holding)\s+the\s+(?:position|post|role|title|office)\s+of\s+/gi, "work as "],
  // "I have allergy for the dust", "allergic on nuts": the allergy, with its article and preposition.
  [/\b(have|has|had)\s+(allergy|allergies|intolerance)\b/gi, "$1 an $2"],
  [/\b(allerg(?:y|ies|ic)|intoleran(?:t|ce))\s+(?:for|on|of|against|with)\s+/gi, "$1 to "],
  // "I am having the arthritis in my knees": a condition had, as a learner says it.
  [/\b(?:am|is|are)\s+having\s+(?:the\s+)?(?=([\w'-]+(?:\s+[\w'-]+){0,2}))/gi, (all, what: string) => (HAS_CONDITION_WORD(what) ? "have " : all)],
  // "I have been two times in Marrakech": a count of visits.
  [new RegExp(`\\b(have|has|had)\\s+been\\s+(${NUMBER_WORD}\\s+times|twice|once|many times|several times|a few times)\\s+(?:in|to|at)\\s+(?=[A-Z])`, "g"), "$1 visited "],
  // "I have finished my studies in Politecnico", "I obtained my doctorate from Uppsala", "did my undergrad at Tulane".
  [/\b(?:(have|has|had)\s+)?(?:finished|completed|obtained|earned|received|got|did|took|gained|done)\s+(?:my|her|his|a)\s+(?:(?:undergraduate|postgraduate|graduate|bachelor'?s|master'?s|masters|doctoral|law|medical|phd|mba)\s+)?(?:studies|degree|doctorate|phd|undergrad|masters|master's|bachelor's|bachelors|mba|bsc|ba|msc|ma|llb|md|education|training)\s+(?:in\s+([\w ]+?)\s+(?:at|from)|in|at|from)\s+(?=\S)/gi, (all, aux: string | undefined, field: string | undefined) => (field && /[A-Z]/.test(field) ? all : `${aux ? `${aux} ` : ""}graduated from `)],
  // "I will graduate in next June from X": the school after the verb.
  [/\b(graduate|graduating|graduated)\s+((?:in|on)\s+(?:next\s+)?\w+(?:\s+\d{4})?)\s+from\s+(\S.*?)(?=\s*[.,;!]|$)/gi, "$1 from $3 $2"],
  [/\bin\s+next\s+(?=\w)/gi, "next "],
  // "This summer we go to Crete for holiday": a trip.
  [/\b(go|goes|going|went|gone)\s+to\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:for|on)\s+(?:a\s+|the\s+|our\s+|my\s+)?(?:holiday|holidays|vacation|trip|honeymoon|a break|a visit)\b/g, (_, v: string, place: string) => `${({ go: "travel", goes: "travels", going: "travelling", went: "travelled", gone: "travelled" } as Record<string, string>)[v.toLowerCase()]} to ${place}`],
  // "Next week I have visa interview": the article a learner drops before an event.
  [/\b(have|has|had)\s+(?!(?:a|an|the|my|our|no|to|got|been|one|two|some|any|this|that|it|them|him|her|just|never|always|already|also|lived|worked)\b)([\w-]+(?:\s+[\w-]+)?)(?=\s+(?:in|on|at|next|this|tomorrow|today|tonight|with|for)\b|\s*[.,!;]|$)/gi, (all, v: string, what: string) => (EVENT_AT_END(what) && !/\b(?:exams|interviews)\b/i.test(what) ? `${v} a ${what}` : all)],
  // "I am scheduled for a hip replacement", "I'm booked in for surgery": the event the speaker has.
  [/\b(?:am|is|are|'m)\s+(?:scheduled|booked|booked in|down|due|set|listed)\s+for\s+(?=(?:an?|my|the)\s)/gi, "have "],
  // "a haircut booked for friday": the day it falls on.
  [new RegExp(String.raw`\b(booked|scheduled|set|planned|arranged)\s+(?:in\s+)?for\s+(?=${WEEKDAY}\b)`, "gi"), "$1 on "],
  // "My mother she lives in Cluj": the pronoun that repeats the subject.
  [/^((?:[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+)?[\w-]+)\s+(?:she|he|they)\s+(?=(?:lives|works|is|was|has|moved|studies|loves|likes)\b)/, "$1 "],
  // "My father, Desmond, is a carpenter": the name between commas, which would cut the clause in three.
  [/^((?:[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+)?([\w-]+)),\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?),\s+(?=(?:is|was|has|had|lives|lived|works|worked|just|still|moved|loves|likes|got|recently|now)\b)/, (all, head: string, role: string, name: string) =>
    (RELATIONS.has(role.toLowerCase()) || PETS.has(role.toLowerCase()) || OTHER_ROLES.has(role.toLowerCase())) && !NOT_NAMES.has(name.toLowerCase()) ? `${head} ${name} ` : all],
  // "Not use American spelling": the order, its "don't" as a learner writes it.
  [/^[Nn]ot\s+(?=(?:use|write|say|send|give|put|add|make|answer|reply|respond|call|include|round|show)\b)/, "Don't "],
  // "I like very much football": the adverb before the object.
  [/\b(like|love|enjoy|adore)\s+(?:very much|so much|a lot)\s+(?=[A-Za-z])(?!(?:to|that|it|the way|when|how)\b)/gi, "$1 "],
  // "so we finally did it we moved to Madison": a dictated run-on, cut where the news starts.
  [/\b(did|done|made|pulled off)\s+it\s+(?=(?:we|i|I)\s+(?:[a-z]+ed|got|went|bought|sold|left|took|found)\b)/g, "$1 it, "],
  // "Three weeks into the new job at Banner Health": the job already held.
  [/^(?:(?:[\w-]+\s+){1,2})?(?:days?|weeks?|months?)\s+into\s+(?:the|my|a|our)\s+new\s+(?:job|role|position|gig)\s+(?:at|with)\s+(?=[A-Z])/, "I work at "],
  // "Before I had a motorbike but I sold it": the thing had before.
  [/^(?:[Bb]efore|[Pp]reviously|[Oo]nce),?\s+(I|we)\s+had\s+(?=(?:an?|one)\s)/, "$1 used to have "],
  // "I have one Peugeot 208 since 2020": one thing owned.
  [/\b(have|has|had|own|owns)\s+one\s+(?=[A-Z])/g, "$1 a "],
  // "Given the option", "If I had to choose id go with": the choice lead with its forms.
  [/^(given\s+(?:the|a|an)\s+)(?:option|chance|pick)\b/i, "$1choice"],
  [/^(if\s+i\s+(?:had|have)\s+to\s+(?:choose|pick))\s+(?=(?:i'd|i\s+would|id)\b)/i, "$1, "],
  [/\bid\s+(?=(?:go|rather|prefer|pick|choose|take|say|love|like|never|always|be)\b)/g, "I'd "],
  // "my names Tomasz": the missing apostrophe.
  [/\b([Mm]y)\s+names\s+(?=[A-Z])/g, "$1 name is "],
  // "steer clear of", "give X a wide berth": avoiding.
  [/\b(steer|steers|steered|steering)\s+clear\s+of\b/gi, (_, v: string) => `${({ steer: "stay", steers: "stays", steered: "stayed", steering: "staying" } as Record<string, string>)[v.toLowerCase()]} away from`],
  // "I must confess", "I have to admit": a lead-in to the statement.
  [/^(?:I\s+(?:must|have\s+to|got\s+to|gotta|should)\s+(?:confess|admit|say)|I\s+(?:confess|admit))(?:\s+that)?,?\s+(?=[Ii]\b|[Ii]'m\b)/, ""],
  // "not a great admirer of", "a devotee of": the fan of it.
  [/\b(?:admirer|devotee|enthusiast|lover)\s+of\b/gi, "fan of"],
  // "I've become obsessed with", "I've got hooked on": the state now.
  [/\b(?:I\s+have|I've|I'm|I\s+am)\s+(?:(?:recently|lately|really|totally|kind of|kinda)\s+)?(?:become|got|gotten|getting|becoming)\s+(?=(?:really\s+|totally\s+|a\s+bit\s+|kind\s+of\s+|kinda\s+)?(?:obsessed with|hooked on|addicted to|into)\b)/gi, "I am "],
  [/^(?:(?:also|and|really|lately)\s+)*(?:been\s+)?getting\s+(?=(?:really\s+|more\s+)?into\b)/i, "I am "],
  // "The doctor gave me ramipril": a prescription.
  [/\b((?:[Tt]he|[Mm]y|[Oo]ur)\s+(?:doctor|doc|gp|GP|consultant|specialist|cardiologist|psychiatrist|neurologist|dermatologist|physician|nurse))\s+(?:has\s+)?(?:gave|given|give)\s+me\s+(?=\S)/g, "$1 put me on "],
  // "the GP just added amlodipine", "the dermatologist has me on cetirizine": a medication the speaker was put on.
  [/\b((?:[Tt]he|[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+)?(?:doctor|doc|gp|GP|consultant|specialist|cardiologist|psychiatrist|neurologist|dermatologist|physician|nurse|rheumatologist|endocrinologist|allergist|pharmacist))\s+(?:(?:has|have|just|also|now|recently)\s+)*(?:added|started me on|switched me to|(?<=\bhas\s+|\bhave\s+)me\s+on)\s+(?=([a-z][\w-]*))/g, (all, who: string, what: string) => (MED_WORD(what) ? `${who} put me on ` : all)],
  // "I have taken up a position at the Holburne Museum": a job started, said formally.
  [/\b(take|takes|took|taken|taking)\s+up\s+(?:a|an|the|my)\s+(?:new\s+)?(?:position|post|role|job|appointment)\s+(?=(?:at|with)\s+(?:the\s+)?[A-Z])/g, (_, v: string) => `${({ take: "start", takes: "starts", took: "started", taken: "started", taking: "starting" } as Record<string, string>)[v]} `],
  // "We remain in Kendal": the home kept.
  [/\b([Ii]|[Ww]e)\s+(?:still\s+)?(?:remain|remain\s+living)\s+in\s+(?=[A-Z])/g, "$1 still live in "],
  // "at Castle Street Surgery in Kendal, where my wife and I live": the home named before the clause that says so.
  [/\bin\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?),\s+where\s+(?:(?:my|our)\s+[\w-]+\s+and\s+)?(?:I|we)\s+(?:(?:both|all|also|now)\s+)?(?:live|are based)\b/g, "in $1, and I live in $1"],
  // "By profession I am an actuary", "on the side I'm a spin instructor": the lead says nothing more.
  [/(^|,\s*|\bbut\s+)(?:by\s+(?:profession|trade|training)|professionally|on\s+the\s+side|in\s+my\s+day\s+job),?\s+(?=(?:I|i|I'm|i'm|I\s+am)\b)/gi, "$1"],
  // "In my spare time I enjoy restoring old clocks", "days off i'm usually out": when, not what.
  [/(^|,\s*|\.\s+)(?:in\s+my\s+(?:spare|free|down)\s*time|in\s+my\s+downtime|(?:on\s+)?(?:my\s+)?days\s+off|(?:at|on)\s+(?:the\s+)?weekends?),?\s+(?=(?:I|i|I'm|i'm|im|I\s+am)\b)/gi, "$1"],
  // "i'm usually out trail running, honestly love it": the pastime, and that it is loved.
  [/\b(?:I'm|i'm|im|I\s+am)\s+(?:(?:usually|often|always|mostly|normally|generally)\s+)?out\s+((?:[a-z]+\s+)?[a-z]+ing)\s*,?\s+(?:(?:and\s+)?(?:honestly|really|absolutely|genuinely|just)\s+)?(?:I\s+|i\s+)?(?:love|loving|adore)\s+it\b/g, "I love $1"],
  // "rather fond of", "quite fond of": the adverb says how much, the patterns read "fond of".
  [/\b(?:rather|quite|pretty|particularly|terribly|awfully|incredibly|extremely|ever\s+so)\s+(?=fond\s+of\b)/gi, ""],
  // "did a long weekend in Bruges", "had a week in Porto": a trip taken.
  [/\b(?:did|had|spent|took|went\s+on)\s+(?:a|an|our|my)\s+(?:(?:long|quick|lovely|great|short|brilliant|wonderful|few|road|family|solo|last-minute)\s+)*(?:weekend|week|few\s+days|couple\s+of\s+days|day\s+trip|city\s+break|break|trip|holiday|vacation|cruise|fortnight|night|nights|days)\s+(?:away\s+)?(?:in|to)\s+(?=[A-Z])/g, "visited "],
  // "Took Ziggy to Devon for a week": a trip, whoever came along.
  [/\b([Tt]ook)\s+(?:(?:my|our|the)\s+)?(?:[\w'-]+\s+)?(?:[\w'-]+\s+)?to\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?=for\s+(?:a|the|an|two|three|our)\s+(?:long\s+)?(?:week|weekend|few\s+days|couple\s+of\s+days|holiday|fortnight|break|trip|day|night|nights|days|weeks))/g, (all, _t: string, place: string) => (isPlace(place.toLowerCase(), true) ? `travelled to ${place} ` : all)],
  // "started as a lab technician at Naturalis": the title before the employer.
  [/\b(start|starts|started|starting)\s+(?:work\s+|working\s+)?as\s+((?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:at|with)\s+((?:the\s+)?[A-Z][\w&.'-]*(?:\s+(?:of\s+)?[A-Z][\w&.'-]*){0,3})/g, (all, v: string, title: string, org: string) => (endsInOccupation(title) ? `${v} at ${org} as ${title}` : all)],
  // "got hired at Octopus Energy as a customer service advisor": the job started, with its title.
  [/\bgot\s+hired\s+(?=(?:at|by)\s+(?:the\s+)?[A-Z][^,.;!]*?\s+as\s+(?:an?\s+)?[a-z])/g, "started "],
  // "I got the trainee accountant job at Moore Kingston Smith": the title, named before "job".
  [/\b(?:got|landed|accepted|took|was\s+offered\s+and\s+accepted)\s+the\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:job|role|position|post)\s+(?:at|with)\s+(?=(?:the\s+)?[A-Z])/g, (all, title: string) => (endsInOccupation(title) ? `work as a ${title} at ` : all)],
  // "Globex offered me the position and I took it", "got an offer from Globex and accepted it": the offer
  // accepted, which is a job not yet begun.
  [/^((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,2})\s+(?:(?:just|finally|then)\s+)?offered\s+me\s+(?:a|the|an)\s+(?:[\w-]+\s+){0,3}?(?:job|position|role|post|offer|contract)(?:\s+[^,.;!]*?)?\s*,?\s+and\s+(?:I|i)\s+(?:(?:just|finally|happily|gladly)\s+)?(?:took|accepted|said\s+yes\s+to)\s+it\b/, "I accepted the offer from $1"],
  [/\b(?:got|received)\s+(?:an?|the)\s+(?:[\w-]+\s+)?offer\s+from\s+((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,2})\s*,?\s+and\s+(?:I\s+)?(?:(?:just|finally|happily|gladly)\s+)?(?:took|accepted|said\s+yes\s+to)\s+it\b/g, "accepted the offer from $1"],
  // "I accepted Globex's offer": the employer before the offer.
  [/\b(accept|accepted|accepting|took|take|taking)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})'s\s+(?:job\s+|new\s+)?offer\b/g, "$1 the offer from $2"],
  // "got a promotion to", "Miro countered with a promotion to X, so I'm staying": promoted.
  [/\b(?:got|received|earned|was\s+given|have\s+been\s+given|have\s+got)\s+a\s+promotion\s+to\s+/gi, "got promoted to "],
  [/^(?:[\w:]+\s+)*?[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}\s+countered\s+(?:with|by\s+offering(?:\s+me)?)\s+a\s+promotion\s+to\s+([^,;.]+?)(?=\s*,?\s*(?:so|and)\s+(?:I'm|I\s+am|i'm|im)\s+staying\b)/, "I got promoted to $1"],
  // "switched from Datadog to Cloudflare": one thing left for another, read as "left X for Y" is (an employer
  // or a home by what the names are).
  [/\b(?:switched|swapped|jumped)\s+(?:jobs\s+|ship\s+)?from\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s+to\s+(?=[A-Z])/g, "left $1 for "],
  // "the allergy is to cashews, not hazelnuts": a value corrected, whichever fact holds it.
  [/\b[Tt]he\s+(?:allergy|intolerance|diet|medication|meds|condition|diagnosis|job|title|employer|company|school|language|languages|city|town|place|breed)\s+(?:is|was|are|were|should\s+(?:be|say|read))\s+(?:to\s+|in\s+|at\s+)?(?=[^,.;]+,?\s+not\s+[^,.;]+(?:[.;!]|$))/g, "it's "],
  // "so that's it I retired from Royal Mail": a dictated run-on, cut where the news starts.
  [/\b(that's|thats|that\s+is)\s+it\s+(?=(?:we|i|I)\s+(?:[a-z]+ed|got|went|bought|sold|left|took|found|quit)\b)/g, "$1 it, "],
  // "on Friday Pauline's still at the library": dictated, the next clause starts at a name after a time.
  [/\b((?:on|last|this)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|weekend)|yesterday|today)\s+(?=[A-Z][a-z]+(?:'s|\s+(?:is|was|has|says|said|still|will))\s)/gi, "$1, "],
  // "I've decided to follow her: I'm moving to Helsinki": the colon joins two statements, the second one told
  // in full, so it reads as its own clause.
  [/^((?:\S+\s+){2,}\S+?):\s+(?=(?:I|I'm|I've|I'll|I'd|We|We're|We've|We'll)\s)/, "$1, "],
  // "We have since moved to Bremen", "we've now moved to": the adverb between the auxiliary and the verb says
  // no time of its own.
  [/\b(have|has|had|'ve)\s+(?:since|now)\s+(?=[a-z]+ed\b|gone\b|left\b|become\b|got\b|taken\b)/gi, "$1 "],
  // "We've now settled in Canberra": a home reached.
  [/\b([Ii]|[Ww]e|[Ii]'ve|[Ww]e've|have|has)\s+((?:now|finally|since|just)\s+)?settled\s+in\s+(?=[A-Z])/g, (_, who: string, adv: string | undefined) => `${who} ${adv ?? ""}moved to `],
  // "I have a new job at Carlsberg": the job held now.
  [/\b([Ii]|[Ww]e|[Ss]he|[Hh]e)\s+(?:now\s+)?(have|has)\s+a\s+new\s+(?:job|role|position)\s+(?:at|with)\s+(?=(?:the\s+)?[A-Z])/g, (_, who: string, v: string) => `${who} ${v.toLowerCase() === "has" ? "works" : "work"} at `],
  // "We've called off the move to Erie", "we scrapped our plans to move to Leeds": the plan said called off,
  // with the speaker as subject, as "the move to X is off" says it.
  [/\b(?:[Ii]|[Ww]e)(?:'ve|\s+have)?\s+(?:(?:just|officially|now|finally|since|sadly)\s+)*(?:called\s+off|cancell?ed|canceled|scrapped|shelved|abandoned|ditched)\s+(?:the|our|my)\s+(?:(?:planned|big|whole)\s+)?(?:move|relocation|plans?\s+to\s+(?:move|relocate))\s+(back\s+)?to\s+([^.!?;,]+)/g, (_, back: string | undefined, where: string) => `the move ${back ?? ""}to ${where.trim()} is off`],
  // "I changed my mind, so I'm not joining Mattel": a plan reversed, as "not joining Mattel after all" says it.
  [/\b(?:[Ii]|[Ww]e)(?:'ve|\s+have)?\s+changed\s+(?:my|our)\s+minds?\s*(?:[,;:—–-]\s*|\s+and\s+)(?:so\s+)?((?:[Ii]|[Ww]e)(?:'m|'re|\s+am|\s+are)\s+not\s+(?:joining|moving|relocating|starting)\b[^.!?;]*?)(\s+after\s+all)?(?=\s*[.!?;]|$)/g, (_, said: string) => `${said} after all`],
  // "I've learned to speak Vietnamese", "I learnt how to speak Thai": the language now spoken.
  [/\b([Ii]|[Ww]e)(?:'ve|\s+have)?\s+(?:(?:now|also|finally|just|since)\s+)*(?:learned|learnt)\s+(?:how\s+)?to\s+speak\s+(?=[A-Z])/g, "$1 speak "],
  // "got a kitten and named her Hazel": the name given, as "a kitten named Hazel" says it.
  [/\b(got|adopted|rescued|brought\s+home|took\s+in)\s+(a|an)\s+((?:(?:new|little|tiny|rescue|young|baby)\s+)*([a-z]+))\s+and\s+(?:named|called)\s+(?:her|him|it|them)\s+(?=[A-Z])/g, (all, v: string, a: string, what: string, pet: string) => (PETS.has(pet.toLowerCase()) ? `${v} ${a} ${what} named ` : all)],
  // "my name is actually Clara": the attribute said as a correction, the value as plain.
  [/\b([Mm]y\s+(?:(?:first|last|middle|full|real)\s+)?(?:name|surname)\s+is)\s+(?:actually|in fact|really)\s+(?=[A-Z])/g, "$1 "],
  // "Meet Ziggy, our new hamster!", "this is Mochi, our rescue cat": an introduction, said as the name of the pet or person.
  [/^(?:[Mm]eet|[Ss]ay\s+(?:hi|hello)\s+to|[Tt]his\s+is|[Ii]ntroducing|[Hh]ere's|[Hh]ere\s+is|[Pp]lease\s+welcome|[Ww]elcome)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*,\s+((?:my|our)\s+(?:[\w-]+\s+){0,3}?([\w-]+))\s*[.!]*$/, (all, name: string, role: string, word: string) =>
    (PETS.has(word.toLowerCase()) || RELATIONS.has(word.toLowerCase()) || OTHER_ROLES.has(word.toLowerCase())) && !NOT_NAMES.has(name.toLowerCase().split(/\s+/)[0]!) ? `${role} is called ${name}` : all],
  // "I have three cats: Tom, Jerry and Felix": the names after a colon, as after a comma.
  [/\b((?:two|three|four|five|six|\d+)\s+(?:[\w-]+\s+)?([\w-]+?)s?)\s*:\s+(?=[A-Z])/g, (all, group: string, word: string) => (PETS.has(word.toLowerCase()) || RELATIONS.has(word.toLowerCase()) ? `${group}, ` : all)],
  // "Allow me to introduce myself: Beatrix Holloway": a name.
  [/^(?:(?:allow|let)\s+me\s+(?:to\s+)?introduce\s+myself|may\s+I\s+introduce\s+myself)\s*[:,.-]\s*(?=[A-Z])/i, "My name is "],
];

/** Texting shorthand that only a sentence's own words tell apart. */
const SHORTHAND: [RegExp, string | ((...m: string[]) => string)][] = [
  [TWO_AS_TO, "$1 to "],
  [/\b(?:rly|rlly|realy)\b/gi, "really"],
  [/\b(?:hubby|hubs)\b/gi, "husband"],
  [/\b(?:wifey)\b/gi, "wife"],
  [/\b(?:bday|b-day)\b/gi, "birthday"],
  [/\bconfs?\b(?=\s)/g, "conf"],
];

/** A relation word, texted without its "my" at the start of a clause ("sis (lotte) lives in utrecht"). */
const ROLE_START = new RegExp(`^(${[...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")})(?:\\s*\\(([^)]+)\\)|'s\\s+name\\b|\\s+(?=(?:lives|works|is|was|just|moved|has|had|got|studies|loves)\\b))`, "i");

/** Whole-message forms: pronoun tags dropped, shorthand spelled out. */
export function paraphraseSentence(s: string): string {
  let out = s.replace(PRONOUN_TAG, (m) => (/^,/.test(m) ? ", " : " ")).replace(/^\s*,\s*/, "").replace(/\s*,\s*$/, "").trim();
  for (const [re, to] of SHORTHAND) out = out.replace(re, to as string);
  for (const [re, to] of SENTENCE) out = out.replace(re, to as string);
  return out.replace(/\s{2,}/g, " ");
}

const FRONT_TASTE = /^((?!(?:what|which|that|this|these|those|it|everything|nothing|something|anything|all|one|the one|someone|everyone|people|you|he|she|they|there|here|so|and|but|if|when|because|as|also|i|we|my|our|man|god|gosh|boy|dude|trust|gotta|still|yes|yeah|yep|no|lol|omg|wow|ugh|oh|look|listen|well|ok|okay|again|anyway|sure|of course|now|then|and|even|just|again|too|always|never|sometimes|today|tonight|lately|mostly|definitely|obviously|clearly|naturally|admittedly|frankly|honestly|seriously|truly|really|actually|basically|personally|fine|right|true|both|either|neither|each|any|some|none|most|many|few|them|him|her|me|us|yours|mine|hers|theirs|stuff|things|whatever|who|how|why|where)\b)(?![\w'&-]+ly\b)[A-Za-z][\w'&-]*(?:\s+(?!(?:is|are|was|were|has|have|had|be|been|something|one|thing|what|that|which|the one)\b)[\w'&-]+){0,2}),?\s+(i|we)\s+((?:(?:really|absolutely|totally|just|honestly|truly|genuinely|do|also|still)\s+)*(?:love|like|adore|enjoy|hate|dislike|detest|loathe|despise|can not stand|can not deal with|can not bear|can not handle|do not like|do not care for))((?:\s+(?:very much|so much|a lot|more than anything|to bits|most))?)$/i;
const WHAT_I = /^what\s+(i|we)\s+((?:(?:really|absolutely|truly|honestly|actually|most|just)\s+)*(?:love|like|enjoy|adore|hate|dislike|can not stand))(?:\s+(?:most|the most|more than anything))?\s+(?:is|are)\s+(.+)$/i;

/**
 * Clause-level rewrites, after the leads are gone and contractions expanded (canon): a clause whose subject
 * is dropped or comes after its object.
 */
export function paraphraseClause(c: string, cased: boolean): string {
  let m: RegExpMatchArray | null;
  // "dont really like podcasts", "never eat pork": the speaker's taste with the "I" dropped, not an order (the
  // assistant neither likes nor eats).
  if (/^(?:do not|never)\s+(?:(?:really|actually|even|much|particularly|especially|usually|ever)\s+)*(?:like|love|enjoy|care for|mind|eat|drink|smoke|own|live|work|speak|play|watch)\b/i.test(c)) return `I ${c}`;
  // "Board games I love", "Crowds I can't deal with", "Football I like very much": the object fronted.
  if ((m = c.match(FRONT_TASTE))) return `${m[2]} ${m[3]} ${m[1]}${m[4]}`;
  // "what I really enjoy is street markets": the pseudo-cleft.
  if ((m = c.match(WHAT_I))) return `${m[1]} ${m[2]} ${m[3]}`;
  // "team android over iphone forever": a side taken.
  if ((m = c.match(/^team\s+([\w-]+(?:\s+[\w-]+)?)\s+over\s+([\w-]+(?:\s+[\w-]+)?)(?:\s+(?:forever|always|any day|all day|for life))?$/i))) return `I prefer ${m[1]} over ${m[2]}`;
  // "sis (lotte) lives in utrecht", "hubby's name is Femi": a relation texted without "my".
  if ((m = c.match(ROLE_START))) {
    const role = m[1]!;
    if (m[2]) return `my ${role} ${m[2].trim()}${c.slice(m[0].length)}`;
    return `my ${c}`;
  }
  // "my sis (lotte)", "my husband (Tom) works at": the name in brackets.
  c = c.replace(/^((?:my|our)\s+(?:[\w-]+\s+)?[\w-]+)\s*\(([^)]+)\)\s*/i, "$1 $2 ");
  // "birthday is 9/30", "job: nurse", "diet is keto": an attribute texted without "my".
  if ((m = c.match(/^(birthday|age|job|job title|hometown|diet|allergies|employer|nationality|meds|medication)\s*(?:is|:|=|-)\s+(?=\S)/i))) return `my ${m[1]!.toLowerCase()} is ${c.slice(m[0].length)}`;
  // "keto rn", "strict vegan these days", "plant based for 3 years": a diet alone.
  if ((m = c.match(/^(?:(?:strict|strictly|fully|mostly|full)\s+)?([a-z][\w -]*?)(?=\s+(?:right now|now|these days|atm|for now|lately|since\b|for\b)|$)/i)) && DIETS.has(m[1]!.toLowerCase()) && !/\b(?:food|restaurant|place|option)\b/i.test(c)) return `I am ${c}`;
  // "on 20mg prozac", "on sertraline now": a medication the speaker is on.
  if ((m = c.match(/^on\s+(?:\d+\s*(?:mg|mcg|ml|g)\s+(?:of\s+)?)?([A-Za-z][\w-]*)/)) && (MED_WORD(m[1]!) || /^on\s+\d+\s*(?:mg|mcg)/i.test(c))) return `I am ${c}`;
  // "off sugar completely", "off caffeine": a thing given up.
  if (/^off\s+(?!to\b|work\b|duty\b|sick\b|today\b|tomorrow\b)[a-z]/i.test(c)) return `I am ${c}`;
  // "t1 diabetic since age 9", "asthmatic", "type 2 diabetic": a condition, the "I'm" dropped.
  if ((m = c.match(/^((?:t|type\s?)[12]\s+)?([a-z][\w -]*?)(?=\s+(?:since|for|now|too|as well)\b|$)/i)) && (CONDITION_ADJECTIVES.has(m[2]!.toLowerCase()) || (m[1] && /^diabetic$/i.test(m[2]!)))) return `I am ${c}`;
  // "lowkey love karaoke", "kinda into anime": an adverb before the dropped subject's verb.
  if ((m = c.match(/^(?:low-?key|kinda|kind of|secretly|def|definitely|seriously|lowkey|honestly)\s+(?=(?:love|like|enjoy|adore|hate|into|obsessed|addicted|hooked)\b)/i))) return `I ${/^(?:into|obsessed|addicted|hooked)/i.test(c.slice(m[0].length)) ? "am " : ""}${c.slice(m[0].length)}`;
  // "just got back from oaxaca": the dropped "I" before "just".
  if (/^just\s+(?:got|came|flew|arrived|moved|started|joined|bought|adopted|finished|graduated)\b/i.test(c)) return `I ${c}`;
  // "bsc from keele", "finally graduated!! bsc from keele": a degree and where from.
  if ((m = c.match(/^(?:(?:a|my)\s+)?(?:bsc|ba|ma|msc|phd|mba|ll[bm]|degree|bachelor'?s|master'?s|masters|doctorate|undergrad)(?:\s+in\s+[\w ]+?)?\s+from\s+(?=\S)/i))) return `I graduated from ${c.slice(m[0].length)}`;
  // "bar exam in july", "parent-teacher conf tomorrow 4pm": an event and when, verbless.
  if ((m = c.match(/^((?:[\w-]+\s+){0,2}[\w-]+)\s+(?=(?:in|on|next|this|tomorrow|tonight|today|at)\b)/i)) && EVENT_AT_END(m[1]!) && !/^(?:my|the|a|an|our|i|we|great|good|bad|awful|fun|long|big)\b/i.test(m[1]!) && /^(?:(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?$/i.test(stripTimes(c.slice(m[0].length)).trim())) return `I have a ${c}`;
  // "new gig: QA lead at Supercell", "new job - barista at Blank Street": the title now held.
  if ((m = c.match(/^(?:new|current)\s+(?:gig|job|role|position|title)\s*(?::|-|=)\s*(?=\S)/i))) return `I am ${/^(?:an?|the)\s/i.test(c.slice(m[0].length)) ? "" : "a "}${c.slice(m[0].length)}`;
  // "my first two weeks at Koch Industries have been a blur", "a month in at Moore Kingston Smith": the job
  // already held, told by how long it has been (a first day or week still ahead is a plan, read elsewhere).
  if (cased && (m = c.match(/^(?:(?:my|the)\s+)?(?:first\s+(?:(?:few|two|three|four|couple\s+of|proper|full|whole)\s+){1,2}(?:days|weeks|months|shifts|week|month)|(?:a|one|two|three|six|a\s+few)\s+(?:days?|weeks?|months?)\s+in)\s+(?:at|with)\s+(.+)$/i))) {
    const org = m[1]!.match(/^[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}/)?.[0];
    if (org && /^(?:\s+(?:(?:have|has|had)\s+been|was|were|went|flew|done|over)\b.*)?$/i.test(m[1]!.slice(org.length))) return `I work at ${org}`;
  }
  // "at Zapier right now": where the speaker works, the "I work" dropped ("@" in the original).
  if (cased && (m = c.match(/^at\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})(?=\s+(?:right now|now|these days|atm|currently)\b|$)/))) return `I work ${c}`;
  // "Quick trip to Kangaroo Island last weekend": a trip told verbless, done when its time is behind.
  if (/^(?:(?:a|our|my|one|another)\s+)?(?:(?:quick|short|little|lovely|great|amazing|fun|long|weekend|day|road|family|work|last-minute|spontaneous|flying)\s+)*(?:trip|getaway|jaunt)\s+(?:to|up to|down to|over to|out to)\s+\S/i.test(c) && /\b(?:last|yesterday|ago|this past)\b/i.test(c) && !/\b(?:next|tomorrow|planned|booked|soon|would|could|should|might|maybe)\b/i.test(c)) return `I took ${c}`;
  // "Still at Larkspur Analytics though": the job kept through other news; a known place is where one is.
  if (cased && (m = c.match(/^[Ss]till\s+(?:at|with)\s+([A-Z][\w&.'-]*(?:\s+(?:&\s+)?[A-Z][\w&.'-]*){0,3})(?:\s+(?:though|tho|thankfully|luckily|for now|as ever|as always))?(?:\s*,\s*(?:same|still|but|and|so|which|just)\b.*)?$/)) && !isPlace(m[1]!.toLowerCase())) return `I still work at ${m[1]!}`;
  return c;
}

/** "X pays my bills", "X is where I work now": the employer as subject. */
export const PAYS_BILLS = /^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:(?:still|now|also|currently)\s+)?(?:pays|paid|has paid|has been paying|is paying)\s+(?:my|the|our)\s+(?:bills|wages|salary)\b/;
