// Stage: paraphrase, the first of the rewrites. Before a sentence is cut into clauses, texted, second-language
// and formal wording is put into the plain English the patterns read: "I have 31 years" → "I am 31 years
// old", "working like data scientist" → "working as data scientist", "allergic 2 bee stings" → "allergic to
// bee stings", "I currently hold the position of X" → "I work as X". Each rewrite keeps the value's own words
// as written (the labelling keeps objects as written), and each is general to its family, never one sentence.
// Each is named, with what it rewrites from and to and the near misses it must leave as they are; the ids of
// those that changed a sentence go with its facts (CandidateFact.rewrites), and all run as tests
// (test/extract/by-rule.test.ts). The clause-level paraphrases (a dropped subject, a fronted object) are in
// paraphrase-clause.ts.

import { CONDITIONS, EVENT_NOUNS, MEDICATIONS, MEDICATION_SUFFIX, NOT_NAMES, OCCUPATIONS, OTHER_ROLES, PETS, RELATIONS, isPlace } from "./lexicon";
import { WEEKDAY } from "./fragments";

/** One named rewrite of the text: `ex` pairs what it rewrites from and to (this rewrite alone), `near` texts it leaves as they are. */
export interface Paraphrase {
  id: string;
  ex: [from: string, to: string][];
  near: string[];
  re: RegExp;
  to: string | ((all: string, ...groups: string[]) => string);
}

const NUMBER_WORD = "(?:\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)";

/** The last word (or two) of a phrase is an occupation: "data scientist", "store manager", "electrician". */
export function endsInOccupation(phrase: string): boolean {
  const w = phrase.toLowerCase().replace(/[^\w\s'-]/g, "").trim().split(/\s+/);
  const last = w[w.length - 1] ?? "";
  return OCCUPATIONS.has(last) || OCCUPATIONS.has(w.slice(-2).join(" ")) || /^[a-z]{3,}(?:grapher|ologist|ician|iatrist|therapist|smith|wright|er|or|ist)$/.test(last) && OCCUPATIONS.has(last.replace(/s$/, ""));
}

const HAS_CONDITION_WORD = (s: string) => {
  const w = s.toLowerCase().split(/\s+/);
  for (let n = Math.min(3, w.length); n >= 1; n--) if (CONDITIONS.has(w.slice(0, n).join(" "))) return true;
  return false;
};

export const EVENT_AT_END = (phrase: string) => {
  const w = phrase.toLowerCase().split(/\s+/);
  return EVENT_NOUNS.has(w[w.length - 1] ?? "") || EVENT_NOUNS.has(w.slice(-2).join(" "));
};

export const MED_WORD = (w: string) => MEDICATIONS.has(w.toLowerCase()) || MEDICATION_SUFFIX.test(w);

/** Pronoun tags ("she/her", "pronouns they/them") are said alongside a name, never part of it. */
export const PRONOUN_TAG: Paraphrase = { id: "pronoun_tag", ex: [["Sam Okafor, she/her, I live in Leeds.", "Sam Okafor, I live in Leeds."]], near: ["I live in Leeds with her."], to: (m) => (/^,/.test(m) ? ", " : " "),
  re: /(?:^|,\s*|\s+)(?:(?:my\s+)?pronouns?(?:\s+are)?:?\s+)?\b(?:she\/her|he\/him|they\/them|she\/they|he\/they|ze\/zir|xe\/xem)(?:\/[a-z]+)?\b[,;]?\s*/gi };

/** Words after which "2" is the preposition, never a count ("allergic 2 bee stings", "moving 2 leeds"). */
const TWO_AS_TO = /\b(allergic|going|go|goes|went|moved|moving|move|back|used|want|wants|need|needs|listen|listening|talk|talking|close|next|due|heading|headed|flying|married|engaged|intolerant|sensitive|addicted|new)\s+2\s+(?=[a-z])/gi;

/** Sentence-level rewrites: a form of the whole statement into its plain form. */
export const SENTENCE: readonly Paraphrase[] = [
  // "I have 31 years", "I have thirty years": an age, as many languages say it.
  { id: "age_have_years", ex: [["I have 31 years.", "I am 31 years old."], ["I am having 45 years.", "I am 45 years old."]], near: ["I have 31 years of experience."],
    re: new RegExp(`\\b([Ii]|[Ww]e)\\s+(?:have|has|am having|'m having|are having)\\s+(${NUMBER_WORD})\\s+years(?=\\s*(?:[.,!;]|$|and\\b|but\\b))`, "g"), to: (_, who: string, n: string) => `${who} ${/^we$/i.test(who) ? "are" : "am"} ${n} years old` },
  // "Hello from Lisbon!", "greetings from sunny Crete": sent from where the speaker is, not where they are from.
  { id: "greeting_from_place", ex: [["Hello from Lisbon!", "I am writing from Lisbon!"]], near: ["Hello from Lisbon, where I grew up!"],
    re: /^(?:greetings|hello|hi|hey|hiya|howdy|(?:sending\s+)?(?:love|hugs|waves|greetings))(?:\s+(?:again|all|everyone|there))?\s+from\s+(?:(?:sunny|rainy|snowy|beautiful|lovely|gorgeous|freezing|chilly|hot|windy|rainy|foggy|cold|warm)\s+)?(?=[A-Z])(?![^.!?]*\b(?:where\s+(?:i|we)\s+(?:live|moved|grew\s+up|was\s+born)|home)\b)/i, to: "I am writing from " },
  // "Bonjour from Montpellier, where I live", "it's raining in Leeds, where we live": the place named, then said
  // to be home.
  { id: "from_place_where_i_live", ex: [["Bonjour from Montpellier, where I live.", "I live in Montpellier."]], near: ["Bonjour from Montpellier, where I studied."],
    re: /^(?:[^,.!?]*\s)?(?:from|in)\s+([A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,2}),\s+where\s+(I|[Ww]e)\s+(?:now\s+|currently\s+|still\s+)?live\b/u, to: "$2 live in $1" },
  // "we've moved again, Graz this time", "moved AGAIN lol - Pittsburgh this time": the new home after the news of a move.
  { id: "moved_again_place_this_time", ex: [["We moved again, Graz this time.", "We moved to Graz."]], near: ["We moved again, this time for good."],
    re: /\b([Mm]oved|[Rr]elocated)\s+(?:again|AGAIN|Again|once more|yet again)(?:\s+(?:lol|haha|ugh))?\s*(?:[,:]|\s-)\s*(?:to\s+)?([A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,2})\s+this\s+time\b/u, to: "$1 to $2" },
  // "This is Ferdinand, my bearded dragon", "meet Otis, our beagle": a pet or relative introduced by name.
  { id: "this_is_name_my_role", ex: [["This is Ferdinand, my bearded dragon.", "my bearded dragon is called Ferdinand."]], near: ["This is Ferdinand, my favourite restaurant."],
    re: new RegExp(`^(?:[Tt]his\\s+is|[Mm]eet|[Ss]ay\\s+(?:hi|hello)\\s+to)\\s+([A-Z][\\w'-]*),\\s+(my|our)\\s+((?:[a-z]+\\s+)?(?:${[...PETS, ...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")}))\\b`), to: "$2 $3 is called $1" },
  // "Otis (my beagle) keeps nudging me": the role said in brackets after the name.
  { id: "name_role_in_brackets", ex: [["Otis (my beagle) keeps nudging me.", "my beagle Otis keeps nudging me."]], near: ["Otis (my favourite band) is touring."],
    re: new RegExp(`\\b([A-Z][\\w'-]*)\\s+\\((my|our)\\s+((?:[a-z]+\\s+)?(?:${[...PETS, ...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")}))\\)`), to: "$2 $3 $1" },
  // "After ten years at Lincoln High I retired", "after two years with Hooli, I left": the place the time was
  // spent is what the speaker left.
  { id: "after_years_at_left", ex: [["After ten years at Lincoln High I retired.", "I retired from Lincoln High."]], near: ["After ten years at Lincoln High I was tired."],
    re: /^((?:(?:so|and|well|anyway),?\s+)?)(?:after|following)\s+(?:(?:nearly|almost|over|more than|about|just over|just under|some)\s+)?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|many|several|a few|a couple of)\s+(?:(?:long|great|happy|good|wonderful|amazing)\s+)?(?:years?|decades?|months?)\s+(?:at|with|working\s+(?:at|for)|teaching\s+at)\s+([A-Z][\w&.'-]*(?:\s+(?:of\s+|&\s+)?[A-Z][\w&.'-]*){0,3}),?\s+(I|[Ww]e)\s+((?:(?:finally|just|recently|officially|have|'ve|then)\s+)*)(retired|resigned|stepped\s+down|quit|left|moved\s+on)(?=\s*(?:[.!,;]|$|\b(?:last|this|in|on|at|and|but|yesterday|today)\b))/i, to: (_, lead: string, org: string, who: string, adv: string, verb: string) =>
    `${lead}${who} ${adv}${/^(?:retired|resigned|stepped\s+down)$/i.test(verb) ? `${verb} from` : /^moved/i.test(verb) ? "left" : verb} ${org}` },
  // "I like more the winter than the summer": the comparison after its object.
  { id: "like_more_than", ex: [["I like more the winter than the summer.", "I like the winter more than the summer."]], near: ["I like the winter more than the summer."],
    re: /\b(like|love|enjoy|prefer)\s+more\s+(.+?)\s+than\s+/gi, to: "$1 $2 more than " },
  // "not living anymore in Kaunas": "anymore" said before the place.
  { id: "not_living_anymore_in", ex: [["I am not living anymore in Kaunas.", "I am no longer living in Kaunas."]], near: ["I am not living in Kaunas."],
    re: /\b(am|is|are|was|were)\s+not\s+(living|working|studying|staying)\s+(?:anymore|any more|any longer)\s+(?=(?:in|at|for|with)\b)/gi, to: "$1 no longer $2 " },
  { id: "do_not_live_anymore_in", ex: [["I do not live anymore in Kaunas.", "I no longer live in Kaunas."]], near: ["I do not live in Kaunas."],
    re: /\b(do|does|did)\s+not\s+(live|work|study)\s+(?:anymore|any more|any longer)\s+(?=(?:in|at|for|with)\b)/gi, to: "no longer $2 " },
  // "working like data scientist", "I will work by Decathlon like store manager": "as" a title, "at" an employer.
  { id: "work_by_employer", ex: [["I will work by Decathlon.", "I will work at Decathlon."]], near: ["I will work by myself."],
    re: /\b(work|works|working|worked)\s+by\s+(?=[A-Z])/g, to: "$1 at " },
  { id: "work_like_title", ex: [["I am working like data scientist.", "I am working as data scientist."]], near: ["I am working like crazy."],
    re: /\b(work|works|working|worked|employed|hired|started|start|starting|freelance|freelancing)\b([^,.;]{0,60}?)\s+like\s+((?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})(?=\s+(?:in|at|for|with|by)\b|\s*[.,;!]|$)/g, to: (all, v: string, mid: string, title: string) => (endsInOccupation(title) ? `${v}${mid} as ${title}` : all) },
  { id: "work_as_title_in_employer", ex: [["I work as nurse in Charite.", "I work as nurse at Charite."]], near: ["I work as nurse in Berlin and Potsdam every week."],
    re: /\b(work|works|working|worked)\s+as\s+((?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+in\s+(?=[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2}\s*(?:[.,;!]|$))/g, to: (all, v: string, title: string) => (endsInOccupation(title) ? `${v} as ${title} at ` : all) },
  // "I make the job of electrician", "I do the job of nurse": working as.
  { id: "make_the_job_of", ex: [["I make the job of electrician.", "I work as electrician."]], near: ["I make the best of it."],
    re: /\b(?:make|makes|made|making|do|does|did|doing)\s+the\s+(?:job|work|profession)\s+of\s+(?:an?\s+)?/gi, to: "work as " },
  // "I currently hold the position of CFO at X", "I held the post of ...": the title, said formally.
  { id: "hold_the_position_of", ex: [["I currently hold the position of CFO at Brightwave.", "I currently work as CFO at Brightwave."]], near: ["I hold the door for people."],
    re: /\b(?:hold|holds|holding)\s+the\s+(?:position|post|role|title|office)\s+of\s+/gi, to: "work as " },
  // "I have allergy for the dust", "allergic on nuts": the allergy, with its article and preposition.
  { id: "have_allergy_article", ex: [["I have allergy to the dust.", "I have an allergy to the dust."]], near: ["I have an allergy to dust."],
    re: /\b(have|has|had)\s+(allergy|allergies|intolerance)\b/gi, to: "$1 an $2" },
  { id: "allergic_preposition", ex: [["I am allergic on nuts.", "I am allergic to nuts."]], near: ["I am allergic to nuts."],
    re: /\b(allerg(?:y|ies|ic)|intoleran(?:t|ce))\s+(?:for|on|of|against|with)\s+/gi, to: "$1 to " },
  // "I am having the arthritis in my knees": a condition had, as a learner says it.
  { id: "am_having_condition", ex: [["I am having the arthritis in my knees.", "I have arthritis in my knees."]], near: ["I am having the soup for lunch."],
    re: /\b(?:am|is|are)\s+having\s+(?:the\s+)?(?=([\w'-]+(?:\s+[\w'-]+){0,2}))/gi, to: (all, what: string) => (HAS_CONDITION_WORD(what) ? "have " : all) },
  // "I have been two times in Marrakech": a count of visits.
  { id: "been_times_in", ex: [["I have been two times in Marrakech.", "I have visited Marrakech."]], near: ["I have been two times to the gym today."],
    re: new RegExp(`\\b(have|has|had)\\s+been\\s+(${NUMBER_WORD}\\s+times|twice|once|many times|several times|a few times)\\s+(?:in|to|at)\\s+(?=[A-Z])`, "g"), to: "$1 visited " },
  // "I have finished my studies in Politecnico", "I obtained my doctorate from Uppsala", "did my undergrad at Tulane".
  { id: "finished_studies_in", ex: [["I have finished my studies in Politecnico.", "I have graduated from Politecnico."]], near: ["I have finished my studies in Computer Science at Polimi."],
    re: /\b(?:(have|has|had)\s+)?(?:finished|completed|obtained|earned|received|got|did|took|gained|done)\s+(?:my|her|his|a)\s+(?:(?:undergraduate|postgraduate|graduate|bachelor'?s|master'?s|masters|doctoral|law|medical|phd|mba)\s+)?(?:studies|degree|doctorate|phd|undergrad|masters|master's|bachelor's|bachelors|mba|bsc|ba|msc|ma|llb|md|education|training)\s+(?:in\s+([\w ]+?)\s+(?:at|from)|in|at|from)\s+(?=\S)/gi, to: (all, aux: string | undefined, field: string | undefined) => (field && /[A-Z]/.test(field) ? all : `${aux ? `${aux} ` : ""}graduated from `) },
  // "I will graduate in next June from X": the school after the verb.
  { id: "graduate_when_from", ex: [["I will graduate in June from Bocconi.", "I will graduate from Bocconi in June."]], near: ["I will graduate from Bocconi in June."],
    re: /\b(graduate|graduating|graduated)\s+((?:in|on)\s+(?:next\s+)?\w+(?:\s+\d{4})?)\s+from\s+(\S.*?)(?=\s*[.,;!]|$)/gi, to: "$1 from $3 $2" },
  { id: "in_next", ex: [["I will graduate from Bocconi in next June.", "I will graduate from Bocconi next June."]], near: ["I will graduate next June."],
    re: /\bin\s+next\s+(?=\w)/gi, to: "next " },
  // "This summer we go to Crete for holiday": a trip.
  { id: "go_to_place_for_holiday", ex: [["This summer we go to Crete for holiday.", "This summer we travel to Crete."]], near: ["This summer we go to Crete for work."],
    re: /\b(go|goes|going|went|gone)\s+to\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:for|on)\s+(?:a\s+|the\s+|our\s+|my\s+)?(?:holiday|holidays|vacation|trip|honeymoon|a break|a visit)\b/g, to: (_, v: string, place: string) => `${({ go: "travel", goes: "travels", going: "travelling", went: "travelled", gone: "travelled" } as Record<string, string>)[v.toLowerCase()]} to ${place}` },
  // "Next week I have visa interview": the article a learner drops before an event.
  { id: "have_event_article", ex: [["Next week I have visa interview.", "Next week I have a visa interview."]], near: ["Next week I have a visa interview."],
    re: /\b(have|has|had)\s+(?!(?:a|an|the|my|our|no|to|got|been|one|two|some|any|this|that|it|them|him|her|just|never|always|already|also|lived|worked)\b)([\w-]+(?:\s+[\w-]+)?)(?=\s+(?:in|on|at|next|this|tomorrow|today|tonight|with|for)\b|\s*[.,!;]|$)/gi, to: (all, v: string, what: string) => (EVENT_AT_END(what) && !/\b(?:exams|interviews)\b/i.test(what) ? `${v} a ${what}` : all) },
  // "I am scheduled for a hip replacement", "I'm booked in for surgery": the event the speaker has.
  { id: "scheduled_for_event", ex: [["I am scheduled for a hip replacement.", "I have a hip replacement."]], near: ["I am scheduled to work on Sunday."],
    re: /\b(?:am|is|are|'m)\s+(?:scheduled|booked|booked in|down|due|set|listed)\s+for\s+(?=(?:an?|my|the)\s)/gi, to: "have " },
  // "a haircut booked for friday": the day it falls on.
  { id: "booked_for_weekday", ex: [["I have a haircut booked for friday.", "I have a haircut booked on friday."]], near: ["I have a haircut booked for next month."],
    re: new RegExp(String.raw`\b(booked|scheduled|set|planned|arranged)\s+(?:in\s+)?for\s+(?=${WEEKDAY}\b)`, "gi"), to: "$1 on " },
  // "My mother she lives in Cluj": the pronoun that repeats the subject.
  { id: "subject_pronoun_repeated", ex: [["My mother she lives in Cluj.", "My mother lives in Cluj."]], near: ["My mother lives in Cluj."],
    re: /^((?:[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+)?[\w-]+)\s+(?:she|he|they)\s+(?=(?:lives|works|is|was|has|moved|studies|loves|likes)\b)/, to: "$1 " },
  // "My father, Desmond, is a carpenter": the name between commas, which would cut the clause in three.
  { id: "name_between_commas", ex: [["My father, Desmond, is a carpenter.", "My father Desmond is a carpenter."]], near: ["My father, Desmond and I went fishing."],
    re: /^((?:[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+)?([\w-]+)),\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?),\s+(?=(?:is|was|has|had|lives|lived|works|worked|just|still|moved|loves|likes|got|recently|now)\b)/, to: (all, head: string, role: string, name: string) =>
    (RELATIONS.has(role.toLowerCase()) || PETS.has(role.toLowerCase()) || OTHER_ROLES.has(role.toLowerCase())) && !NOT_NAMES.has(name.toLowerCase()) ? `${head} ${name} ` : all },
  // "Not use American spelling": the order, its "don't" as a learner writes it.
  { id: "not_order", ex: [["Not use American spelling.", "Don't use American spelling."]], near: ["Not everyone likes spelling."],
    re: /^[Nn]ot\s+(?=(?:use|write|say|send|give|put|add|make|answer|reply|respond|call|include|round|show)\b)/, to: "Don't " },
  // "I like very much football": the adverb before the object.
  { id: "like_very_much_object", ex: [["I like very much football.", "I like football."], ["I am liking very much the football.", "I am liking the football."]], near: ["I like very much that you ask."],
    re: /\b(like|love|enjoy|adore|liking|loving|enjoying)\s+(?:very much|so much|a lot)\s+(?=[A-Za-z])(?!(?:to|that|it|the way|when|how)\b)/gi, to: "$1 " },
  // "so we finally did it we moved to Madison": a dictated run-on, cut where the news starts.
  { id: "did_it_run_on", ex: [["So we finally did it we moved to Madison.", "So we finally did it, we moved to Madison."]], near: ["So we finally did it together."],
    re: /\b(did|done|made|pulled off)\s+it\s+(?=(?:we|i|I)\s+(?:[a-z]+ed|got|went|bought|sold|left|took|found)\b)/g, to: "$1 it, " },
  // "Three weeks into the new job at Banner Health": the job already held.
  { id: "weeks_into_new_job_at", ex: [["Three weeks into the new job at Banner Health.", "I work at Banner Health."]], near: ["Three weeks into the new year at last."],
    re: /^(?:(?:[\w-]+\s+){1,2})?(?:days?|weeks?|months?)\s+into\s+(?:the|my|a|our)\s+new\s+(?:job|role|position|gig)\s+(?:at|with)\s+(?=[A-Z])/, to: "I work at " },
  // "Before I had a motorbike but I sold it": the thing had before.
  { id: "before_i_had", ex: [["Before I had a motorbike but I sold it.", "I used to have a motorbike but I sold it."]], near: ["Before I had lunch I called my mum."],
    re: /^(?:[Bb]efore|[Pp]reviously|[Oo]nce),?\s+(I|we)\s+had\s+(?=(?:an?|one)\s)/, to: "$1 used to have " },
  // "I have one Peugeot 208 since 2020": one thing owned.
  { id: "have_one_named", ex: [["I have one Peugeot 208 since 2020.", "I have a Peugeot 208 since 2020."]], near: ["I have one question for you."],
    re: /\b(have|has|had|own|owns)\s+one\s+(?=[A-Z])/g, to: "$1 a " },
  // "Given the option", "If I had to choose id go with": the choice lead with its forms.
  { id: "given_the_option", ex: [["Given the option, I'd take the train.", "Given the choice, I'd take the train."]], near: ["Given the weather, I'd take the train."],
    re: /^(given\s+(?:the|a|an)\s+)(?:option|chance|pick)\b/i, to: "$1choice" },
  { id: "if_i_had_to_choose_comma", ex: [["If I had to choose id go with tea.", "If I had to choose, id go with tea."]], near: ["If I had to choose, I would go with tea."],
    re: /^(if\s+i\s+(?:had|have)\s+to\s+(?:choose|pick))\s+(?=(?:i'd|i\s+would|id)\b)/i, to: "$1, " },
  { id: "id_apostrophe", ex: [["Honestly id rather have tea.", "Honestly I'd rather have tea."]], near: ["My id card expired."],
    re: /\bid\s+(?=(?:go|rather|prefer|pick|choose|take|say|love|like|never|always|be)\b)/g, to: "I'd " },
  // "my names Tomasz": the missing apostrophe.
  { id: "my_names_apostrophe", ex: [["My names Tomasz.", "My name is Tomasz."]], near: ["My names are hard to spell."],
    re: /\b([Mm]y)\s+names\s+(?=[A-Z])/g, to: "$1 name is " },
  // "steer clear of", "give X a wide berth": avoiding.
  { id: "steer_clear_of", ex: [["I steer clear of gluten.", "I stay away from gluten."]], near: ["I steer the boat."],
    re: /\b(steer|steers|steered|steering)\s+clear\s+of\b/gi, to: (_, v: string) => `${({ steer: "stay", steers: "stays", steered: "stayed", steering: "staying" } as Record<string, string>)[v.toLowerCase()]} away from` },
  // "I must confess", "I have to admit": a lead-in to the statement.
  { id: "must_confess_lead", ex: [["I must confess I love reality TV.", "I love reality TV."]], near: ["I must confess to my mother."],
    re: /^(?:I\s+(?:must|have\s+to|got\s+to|gotta|should)\s+(?:confess|admit|say)|I\s+(?:confess|admit))(?:\s+that)?,?\s+(?=[Ii]\b|[Ii]'m\b)/, to: "" },
  // "not a great admirer of", "a devotee of": the fan of it.
  { id: "admirer_of", ex: [["I am a great admirer of jazz.", "I am a great fan of jazz."]], near: ["I am a great admirer."],
    re: /\b(?:admirer|devotee|enthusiast|lover)\s+of\b/gi, to: "fan of" },
  // "I've become obsessed with", "I've got hooked on": the state now.
  { id: "become_obsessed_with", ex: [["I've become obsessed with sourdough.", "I am obsessed with sourdough."]], near: ["I've become a teacher."],
    re: /\b(?:I\s+have|I've|I'm|I\s+am)\s+(?:(?:recently|lately|really|totally|kind of|kinda)\s+)?(?:become|got|gotten|getting|becoming)\s+(?=(?:really\s+|totally\s+|a\s+bit\s+|kind\s+of\s+|kinda\s+)?(?:obsessed with|hooked on|addicted to|into)\b)/gi, to: "I am " },
  { id: "getting_into", ex: [["Been getting really into bouldering.", "I am really into bouldering."]], near: ["Been getting up early."],
    re: /^(?:(?:also|and|really|lately)\s+)*(?:been\s+)?getting\s+(?=(?:really\s+|more\s+)?into\b)/i, to: "I am " },
  // "The doctor gave me ramipril": a prescription.
  { id: "doctor_gave_me", ex: [["The doctor gave me ramipril.", "The doctor put me on ramipril."]], near: ["The doctor gave a talk."],
    re: /\b((?:[Tt]he|[Mm]y|[Oo]ur)\s+(?:doctor|doc|gp|GP|consultant|specialist|cardiologist|psychiatrist|neurologist|dermatologist|physician|nurse))\s+(?:has\s+)?(?:gave|given|give)\s+me\s+(?=\S)/g, to: "$1 put me on " },
  // "the GP just added amlodipine", "the dermatologist has me on cetirizine": a medication the speaker was put on.
  { id: "doctor_added_medication", ex: [["The GP just added amlodipine.", "The GP put me on amlodipine."]], near: ["The GP just added a note."],
    re: /\b((?:[Tt]he|[Mm]y|[Oo]ur)\s+(?:[\w-]+\s+)?(?:doctor|doc|gp|GP|consultant|specialist|cardiologist|psychiatrist|neurologist|dermatologist|physician|nurse|rheumatologist|endocrinologist|allergist|pharmacist))\s+(?:(?:has|have|just|also|now|recently)\s+)*(?:added|started me on|switched me to|(?<=\bhas\s+|\bhave\s+)me\s+on)\s+(?=([a-z][\w-]*))/g, to: (all, who: string, what: string) => (MED_WORD(what) ? `${who} put me on ` : all) },
  // "I have taken up a position at the Holburne Museum": a job started, said formally.
  { id: "take_up_position_at", ex: [["I have taken up a position at the Holburne Museum.", "I have started at the Holburne Museum."]], near: ["I have taken up a hobby at the weekend."],
    re: /\b(take|takes|took|taken|taking)\s+up\s+(?:a|an|the|my)\s+(?:new\s+)?(?:position|post|role|job|appointment)\s+(?=(?:at|with)\s+(?:the\s+)?[A-Z])/g, to: (_, v: string) => `${({ take: "start", takes: "starts", took: "started", taken: "started", taking: "starting" } as Record<string, string>)[v]} ` },
  // "We remain in Kendal": the home kept.
  { id: "remain_in_place", ex: [["We remain in Kendal.", "We still live in Kendal."]], near: ["We remain in touch."],
    re: /\b([Ii]|[Ww]e)\s+(?:still\s+)?(?:remain|remain\s+living)\s+in\s+(?=[A-Z])/g, to: "$1 still live in " },
  // "at Castle Street Surgery in Kendal, where my wife and I live": the home named before the clause that says so.
  { id: "in_place_where_we_live", ex: [["I work at Castle Street Surgery in Kendal, where my wife and I live.", "I work at Castle Street Surgery in Kendal, and I live in Kendal."]], near: ["I work at Castle Street Surgery in Kendal, where my wife and I met."],
    re: /\bin\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?),\s+where\s+(?:(?:my|our)\s+[\w-]+\s+and\s+)?(?:I|we)\s+(?:(?:both|all|also|now)\s+)?(?:live|are based)\b/g, to: "in $1, and I live in $1" },
  // "By profession I am an actuary", "on the side I'm a spin instructor": the lead says nothing more.
  { id: "by_profession_lead", ex: [["By profession I am an actuary.", "I am an actuary."]], near: ["By profession, actuaries are careful."],
    re: /(^|,\s*|\bbut\s+)(?:by\s+(?:profession|trade|training)|professionally|on\s+the\s+side|in\s+my\s+day\s+job),?\s+(?=(?:I|i|I'm|i'm|I\s+am)\b)/gi, to: "$1" },
  // "In my spare time I enjoy restoring old clocks", "days off i'm usually out": when, not what.
  { id: "spare_time_lead", ex: [["In my spare time I enjoy restoring old clocks.", "I enjoy restoring old clocks."]], near: ["In my spare time, clocks get restored."],
    re: /(^|,\s*|\.\s+)(?:in\s+my\s+(?:spare|free|down)\s*time|in\s+my\s+downtime|(?:on\s+)?(?:my\s+)?days\s+off|(?:at|on)\s+(?:the\s+)?weekends?),?\s+(?=(?:I|i|I'm|i'm|im|I\s+am)\b)/gi, to: "$1" },
  // "i'm usually out trail running, honestly love it": the pastime, and that it is loved.
  { id: "out_doing_love_it", ex: [["I'm usually out trail running, honestly love it.", "I love trail running."]], near: ["I'm usually out trail running, honestly hate it."],
    re: /\b(?:I'm|i'm|im|I\s+am)\s+(?:(?:usually|often|always|mostly|normally|generally)\s+)?out\s+((?:[a-z]+\s+)?[a-z]+ing)\s*,?\s+(?:(?:and\s+)?(?:honestly|really|absolutely|genuinely|just)\s+)?(?:I\s+|i\s+)?(?:love|loving|adore)\s+it\b/g, to: "I love $1" },
  // "rather fond of", "quite fond of": the adverb says how much, the patterns read "fond of".
  { id: "adverb_fond_of", ex: [["I am rather fond of marmalade.", "I am fond of marmalade."]], near: ["I am fond of marmalade."],
    re: /\b(?:rather|quite|pretty|particularly|terribly|awfully|incredibly|extremely|ever\s+so)\s+(?=fond\s+of\b)/gi, to: "" },
  // "did a long weekend in Bruges", "had a week in Porto": a trip taken.
  { id: "did_a_weekend_in", ex: [["We did a long weekend in Bruges.", "We visited Bruges."]], near: ["We did a long weekend of chores."],
    re: /\b(?:did|had|spent|took|went\s+on)\s+(?:a|an|our|my)\s+(?:(?:long|quick|lovely|great|short|brilliant|wonderful|few|road|family|solo|last-minute)\s+)*(?:weekend|week|few\s+days|couple\s+of\s+days|day\s+trip|city\s+break|break|trip|holiday|vacation|cruise|fortnight|night|nights|days)\s+(?:away\s+)?(?:in|to)\s+(?=[A-Z])/g, to: "visited " },
  // "Took Ziggy to Devon for a week": a trip, whoever came along.
  { id: "took_someone_to_place_for", ex: [["Took Ziggy to Devon for a week.", "travelled to Devon for a week."]], near: ["Took Ziggy to Barkers for a week."],
    re: /\b([Tt]ook)\s+(?:(?:my|our|the)\s+)?(?:[\w'-]+\s+)?(?:[\w'-]+\s+)?to\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?=for\s+(?:a|the|an|two|three|our)\s+(?:long\s+)?(?:week|weekend|few\s+days|couple\s+of\s+days|holiday|fortnight|break|trip|day|night|nights|days|weeks))/g, to: (all, _t: string, place: string) => (isPlace(place.toLowerCase(), true) ? `travelled to ${place} ` : all) },
  // "started as a lab technician at Naturalis": the title before the employer.
  { id: "started_as_title_at", ex: [["I started as a lab technician at Naturalis", "I started at Naturalis as a lab technician"]], near: ["I started as a joke at Naturalis."],
    re: /\b(start|starts|started|starting)\s+(?:work\s+|working\s+)?as\s+((?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:at|with)\s+((?:the\s+)?[A-Z][\w&.'-]*(?:\s+(?:of\s+)?[A-Z][\w&.'-]*){0,3})/g, to: (all, v: string, title: string, org: string) => (endsInOccupation(title) ? `${v} at ${org} as ${title}` : all) },
  // "got hired at Octopus Energy as a customer service advisor": the job started, with its title.
  { id: "got_hired_at_as", ex: [["I got hired at Octopus Energy as a customer service advisor.", "I started at Octopus Energy as a customer service advisor."]], near: ["I got hired at Octopus Energy."],
    re: /\bgot\s+hired\s+(?=(?:at|by)\s+(?:the\s+)?[A-Z][^,.;!]*?\s+as\s+(?:an?\s+)?[a-z])/g, to: "started " },
  // "I got the trainee accountant job at Moore Kingston Smith": the title, named before "job".
  { id: "got_the_title_job_at", ex: [["I got the trainee accountant job at Moore Kingston Smith.", "I work as a trainee accountant at Moore Kingston Smith."]], near: ["I got the weekend job at Moore Kingston Smith."],
    re: /\b(?:got|landed|accepted|took|was\s+offered\s+and\s+accepted)\s+the\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:job|role|position|post)\s+(?:at|with)\s+(?=(?:the\s+)?[A-Z])/g, to: (all, title: string) => (endsInOccupation(title) ? `work as a ${title} at ` : all) },
  // "Globex offered me the position and I took it", "got an offer from Globex and accepted it": the offer
  // accepted, which is a job not yet begun.
  { id: "offered_me_and_i_took_it", ex: [["Globex offered me the position and I took it.", "I accepted the offer from Globex."]], near: ["Globex offered me the position and I turned it down."],
    re: /^((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,2})\s+(?:(?:just|finally|then)\s+)?offered\s+me\s+(?:a|the|an)\s+(?:[\w-]+\s+){0,3}?(?:job|position|role|post|offer|contract)(?:\s+[^,.;!]*?)?\s*,?\s+and\s+(?:I|i)\s+(?:(?:just|finally|happily|gladly)\s+)?(?:took|accepted|said\s+yes\s+to)\s+it\b/, to: "I accepted the offer from $1" },
  { id: "offer_from_and_accepted", ex: [["I got an offer from Globex and accepted it.", "I accepted the offer from Globex."]], near: ["I got an offer from Globex and declined it."],
    re: /\b(?:got|received)\s+(?:an?|the)\s+(?:[\w-]+\s+)?offer\s+from\s+((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,2})\s*,?\s+and\s+(?:I\s+)?(?:(?:just|finally|happily|gladly)\s+)?(?:took|accepted|said\s+yes\s+to)\s+it\b/g, to: "accepted the offer from $1" },
  // "I accepted Globex's offer": the employer before the offer.
  { id: "accepted_employers_offer", ex: [["I accepted Globex's offer.", "I accepted the offer from Globex."]], near: ["I accepted the offer."],
    re: /\b(accept|accepted|accepting|took|take|taking)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})'s\s+(?:job\s+|new\s+)?offer\b/g, to: "$1 the offer from $2" },
  // "got a promotion to", "Miro countered with a promotion to X, so I'm staying": promoted.
  { id: "got_a_promotion_to", ex: [["I got a promotion to team lead.", "I got promoted to team lead."]], near: ["I got a promotion at work."],
    re: /\b(?:got|received|earned|was\s+given|have\s+been\s+given|have\s+got)\s+a\s+promotion\s+to\s+/gi, to: "got promoted to " },
  { id: "countered_with_promotion", ex: [["Miro countered with a promotion to staff engineer, so I'm staying.", "I got promoted to staff engineer, so I'm staying."]], near: ["Miro countered with a promotion to staff engineer, so I'm thinking."],
    re: /^(?:[\w:]+\s+)*?[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}\s+countered\s+(?:with|by\s+offering(?:\s+me)?)\s+a\s+promotion\s+to\s+([^,;.]+?)(?=\s*,?\s*(?:so|and)\s+(?:I'm|I\s+am|i'm|im)\s+staying\b)/, to: "I got promoted to $1" },
  // "switched from Datadog to Cloudflare": one thing left for another, read as "left X for Y" is (an employer
  // or a home by what the names are).
  { id: "switched_from_to", ex: [["I switched from Datadog to Cloudflare.", "I left Datadog for Cloudflare."]], near: ["I switched from coffee to tea."],
    re: /\b(?:switched|swapped|jumped)\s+(?:jobs\s+|ship\s+)?from\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s+to\s+(?=[A-Z])/g, to: "left $1 for " },
  // "the allergy is to cashews, not hazelnuts": a value corrected, whichever fact holds it.
  { id: "the_value_is_not", ex: [["The allergy is to cashews, not hazelnuts.", "it's cashews, not hazelnuts."]], near: ["The allergy is getting worse."],
    re: /\b[Tt]he\s+(?:allergy|intolerance|diet|medication|meds|condition|diagnosis|job|title|employer|company|school|language|languages|city|town|place|breed)\s+(?:is|was|are|were|should\s+(?:be|say|read))\s+(?:to\s+|in\s+|at\s+)?(?=[^,.;]+,?\s+not\s+[^,.;]+(?:[.;!]|$))/g, to: "it's " },
  // "so that's it I retired from Royal Mail": a dictated run-on, cut where the news starts.
  { id: "thats_it_run_on", ex: [["So that's it I retired from Royal Mail.", "So that's it, I retired from Royal Mail."]], near: ["So that's it for today."],
    re: /\b(that's|thats|that\s+is)\s+it\s+(?=(?:we|i|I)\s+(?:[a-z]+ed|got|went|bought|sold|left|took|found|quit)\b)/g, to: "$1 it, " },
  // "on Friday Pauline's still at the library": dictated, the next clause starts at a name after a time.
  { id: "time_then_name_run_on", ex: [["last week Sam was promoted to manager", "last week, Sam was promoted to manager"]], near: ["On Friday Pauline and I went out."],
    re: /\b((?:on|last|this)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|weekend)|yesterday|today)\s+(?=[A-Z][a-z]+(?:'s|\s+(?:is|was|has|says|said|still|will))\s)/gi, to: "$1, " },
  // "I've decided to follow her: I'm moving to Helsinki": the colon joins two statements, the second one told
  // in full, so it reads as its own clause.
  { id: "colon_joins_statements", ex: [["I've decided to follow her: I'm moving to Helsinki.", "I've decided to follow her, I'm moving to Helsinki."]], near: ["Good news: I'm moving to Helsinki."],
    re: /^((?:\S+\s+){2,}\S+?):\s+(?=(?:I|I'm|I've|I'll|I'd|We|We're|We've|We'll)\s)/, to: "$1, " },
  // "We have since moved to Bremen", "we've now moved to": the adverb between the auxiliary and the verb says
  // no time of its own.
  { id: "have_since_verb", ex: [["We have since moved to Bremen.", "We have moved to Bremen."]], near: ["We have since then lived in Bremen."],
    re: /\b(have|has|had|'ve)\s+(?:since|now)\s+(?=[a-z]+ed\b|gone\b|left\b|become\b|got\b|taken\b)/gi, to: "$1 " },
  // "We've now settled in Canberra": a home reached.
  { id: "settled_in_place", ex: [["We've now settled in Canberra.", "We've now moved to Canberra."]], near: ["We've now settled the bill."],
    re: /\b([Ii]|[Ww]e|[Ii]'ve|[Ww]e've|have|has)\s+((?:now|finally|since|just)\s+)?settled\s+in\s+(?=[A-Z])/g, to: (_, who: string, adv: string | undefined) => `${who} ${adv ?? ""}moved to ` },
  // "I have a new job at Carlsberg": the job held now.
  { id: "have_a_new_job_at", ex: [["I have a new job at Carlsberg.", "I work at Carlsberg."]], near: ["I have a new job offer from Carlsberg."],
    re: /\b([Ii]|[Ww]e|[Ss]he|[Hh]e)\s+(?:now\s+)?(have|has)\s+a\s+new\s+(?:job|role|position)\s+(?:at|with)\s+(?=(?:the\s+)?[A-Z])/g, to: (_, who: string, v: string) => `${who} ${v.toLowerCase() === "has" ? "works" : "work"} at ` },
  // "We've called off the move to Erie", "we scrapped our plans to move to Leeds": the plan said called off,
  // with the speaker as subject, as "the move to X is off" says it.
  { id: "called_off_the_move", ex: [["We've called off the move to Erie.", "the move to Erie is off."]], near: ["We've called off the wedding."],
    re: /\b(?:[Ii]|[Ww]e)(?:'ve|\s+have)?\s+(?:(?:just|officially|now|finally|since|sadly)\s+)*(?:called\s+off|cancell?ed|canceled|scrapped|shelved|abandoned|ditched)\s+(?:the|our|my)\s+(?:(?:planned|big|whole)\s+)?(?:move|relocation|plans?\s+to\s+(?:move|relocate))\s+(back\s+)?to\s+([^.!?;,]+)/g, to: (_, back: string | undefined, where: string) => `the move ${back ?? ""}to ${where.trim()} is off` },
  // "I changed my mind, so I'm not joining Mattel": a plan reversed, as "not joining Mattel after all" says it.
  { id: "changed_my_mind_not_joining", ex: [["I changed my mind, so I'm not joining Mattel.", "I'm not joining Mattel after all."]], near: ["I changed my mind, so I'm joining Mattel."],
    re: /\b(?:[Ii]|[Ww]e)(?:'ve|\s+have)?\s+changed\s+(?:my|our)\s+minds?\s*(?:[,;:—–-]\s*|\s+and\s+)(?:so\s+)?((?:[Ii]|[Ww]e)(?:'m|'re|\s+am|\s+are)\s+not\s+(?:joining|moving|relocating|starting)\b[^.!?;]*?)(\s+after\s+all)?(?=\s*[.!?;]|$)/g, to: (_, said: string) => `${said} after all` },
  // "I've learned to speak Vietnamese", "I learnt how to speak Thai": the language now spoken.
  { id: "learned_to_speak", ex: [["I've learned to speak Vietnamese.", "I speak Vietnamese."]], near: ["I've learned to cook Vietnamese food."],
    re: /\b([Ii]|[Ww]e)(?:'ve|\s+have)?\s+(?:(?:now|also|finally|just|since)\s+)*(?:learned|learnt)\s+(?:how\s+)?to\s+speak\s+(?=[A-Z])/g, to: "$1 speak " },
  // "got a kitten and named her Hazel": the name given, as "a kitten named Hazel" says it.
  { id: "got_pet_and_named", ex: [["We got a kitten and named her Hazel.", "We got a kitten named Hazel."]], near: ["We got a car and named her Hazel."],
    re: /\b(got|adopted|rescued|brought\s+home|took\s+in)\s+(a|an)\s+((?:(?:new|little|tiny|rescue|young|baby)\s+)*([a-z]+))\s+and\s+(?:named|called)\s+(?:her|him|it|them)\s+(?=[A-Z])/g, to: (all, v: string, a: string, what: string, pet: string) => (PETS.has(pet.toLowerCase()) ? `${v} ${a} ${what} named ` : all) },
  // "my name is actually Clara": the attribute said as a correction, the value as plain.
  { id: "name_is_actually", ex: [["My name is actually Clara.", "My name is Clara."]], near: ["My name is Clara."],
    re: /\b([Mm]y\s+(?:(?:first|last|middle|full|real)\s+)?(?:name|surname)\s+is)\s+(?:actually|in fact|really)\s+(?=[A-Z])/g, to: "$1 " },
  // "Meet Ziggy, our new hamster!", "this is Mochi, our rescue cat": an introduction, said as the name of the pet or person.
  { id: "meet_name_our_role", ex: [["Introducing Ziggy, our new hamster!", "our new hamster is called Ziggy"]], near: ["Meet Ziggy, our new neighbourhood cafe!"],
    re: /^(?:[Mm]eet|[Ss]ay\s+(?:hi|hello)\s+to|[Tt]his\s+is|[Ii]ntroducing|[Hh]ere's|[Hh]ere\s+is|[Pp]lease\s+welcome|[Ww]elcome)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)\s*,\s+((?:my|our)\s+(?:[\w-]+\s+){0,3}?([\w-]+))\s*[.!]*$/, to: (all, name: string, role: string, word: string) =>
    (PETS.has(word.toLowerCase()) || RELATIONS.has(word.toLowerCase()) || OTHER_ROLES.has(word.toLowerCase())) && !NOT_NAMES.has(name.toLowerCase().split(/\s+/)[0]!) ? `${role} is called ${name}` : all },
  // "I have three cats: Tom, Jerry and Felix": the names after a colon, as after a comma.
  { id: "count_colon_names", ex: [["I have three cats: Tom, Jerry and Felix.", "I have three cats, Tom, Jerry and Felix."]], near: ["I have three reasons: Tom, Jerry and Felix."],
    re: /\b((?:two|three|four|five|six|\d+)\s+(?:[\w-]+\s+)?([\w-]+?)s?)\s*:\s+(?=[A-Z])/g, to: (all, group: string, word: string) => (PETS.has(word.toLowerCase()) || RELATIONS.has(word.toLowerCase()) ? `${group}, ` : all) },
  // "Allow me to introduce myself: Beatrix Holloway": a name.
  { id: "introduce_myself", ex: [["Allow me to introduce myself: Beatrix Holloway.", "My name is Beatrix Holloway."]], near: ["Allow me to introduce my friend Beatrix Holloway."],
    re: /^(?:(?:allow|let)\s+me\s+(?:to\s+)?introduce\s+myself|may\s+I\s+introduce\s+myself)\s*[:,.-]\s*(?=[A-Z])/i, to: "My name is " },
];

/** Texting shorthand that only a sentence's own words tell apart. */
export const SHORTHAND: readonly Paraphrase[] = [
  { id: "two_as_to", ex: [["I am allergic 2 bee stings.", "I am allergic to bee stings."]], near: ["I have 2 bee stings."],
    re: TWO_AS_TO, to: "$1 to " },
  { id: "really_spelt", ex: [["I rly love jazz.", "I really love jazz."]], near: ["I really love jazz."],
    re: /\b(?:rly|rlly|realy)\b/gi, to: "really" },
  { id: "hubby_husband", ex: [["My hubby works at Tesco.", "My husband works at Tesco."]], near: ["My husband works at Tesco."],
    re: /\b(?:hubby|hubs)\b/gi, to: "husband" },
  { id: "wifey_wife", ex: [["My wifey is a nurse.", "My wife is a nurse."]], near: ["My wife is a nurse."],
    re: /\b(?:wifey)\b/gi, to: "wife" },
  { id: "bday_birthday", ex: [["My bday is May 5.", "My birthday is May 5."]], near: ["My birthday is May 5."],
    re: /\b(?:bday|b-day)\b/gi, to: "birthday" },
  { id: "conf_shorthand", ex: [["I have a parent-teacher confs tomorrow.", "I have a parent-teacher conf tomorrow."]], near: ["I have a confession."],
    re: /\bconfs?\b(?=\s)/g, to: "conf" },
];

/** A sentence in its plain form: pronoun tags dropped, shorthand spelled out, then each rewrite in order; the ids of those that changed it are pushed onto `fired`. */
export function paraphraseSentence(s: string, fired?: string[]): string {
  let out = s.replace(PRONOUN_TAG.re, PRONOUN_TAG.to as string);
  if (fired && out !== s) fired.push(PRONOUN_TAG.id);
  out = out.replace(/^\s*,\s*/, "").replace(/\s*,\s*$/, "").trim();
  for (const r of SHORTHAND) out = apply(r, out, fired);
  for (const r of SENTENCE) out = apply(r, out, fired);
  return out.replace(/\s{2,}/g, " ");
}

function apply(r: Paraphrase, s: string, fired: string[] | undefined): string {
  const next = s.replace(r.re, r.to as string);
  if (fired && next !== s) fired.push(r.id);
  return next;
}
