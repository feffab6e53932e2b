// Stage: paraphrase, per clause. After a clause's leads are gone and its contractions expanded (canon), a
// clause whose subject is dropped or comes after its object is put in the plain order the patterns read:
// "Board games I love" → "I love board games", "keto rn" → "I am keto rn", "sis (lotte) lives in utrecht" →
// "my sis lotte lives in utrecht". Tried in order; the first that reads the clause gives its plain form (one
// only, bar `goesOn`, whose result the rest go on reading). Each is named, with what it rewrites from and to
// and the near misses it leaves as they are; its id goes with the clause's facts and runs as tests
// (test/extract/by-rule.test.ts).

import { stripTimes } from "./time";
import { CONDITION_ADJECTIVES, DIETS, isPlace, RELATIONS } from "./lexicon";
import { EVENT_AT_END, MED_WORD } from "./paraphrase";

export interface ClauseParaphrase {
  id: string;
  /** [clause as read, as rewritten]: this paraphrase alone turns the first into the second. */
  ex: [from: string, to: string][];
  /** Clauses it leaves as they are. */
  near: string[];
  /** The clause rewritten, or null when this paraphrase does not read it. */
  read: (c: string, cased: boolean) => string | null;
  /** The rewritten clause goes on to the next paraphrases instead of ending the stage. */
  goesOn?: boolean;
}

const FRONT_TASTE = /^((?!(?:what|which|that|this|these|those|it|everything|nothing|something|anything|all|one|the one|someone|everyone|people|you|he|she|they|there|here|so|and|but|if|when|because|as|also|i|we|my|our|man|god|gosh|boy|dude|trust|gotta|still|yes|yeah|yep|no|lol|omg|wow|ugh|oh|look|listen|well|ok|okay|again|anyway|sure|of course|now|then|and|even|just|again|too|always|never|sometimes|today|tonight|lately|mostly|definitely|obviously|clearly|naturally|admittedly|frankly|honestly|seriously|truly|really|actually|basically|personally|fine|right|true|both|either|neither|each|any|some|none|most|many|few|them|him|her|me|us|yours|mine|hers|theirs|stuff|things|whatever|who|how|why|where)\b)(?![\w'&-]+ly\b)[A-Za-z][\w'&-]*(?:\s+(?!(?:is|are|was|were|has|have|had|be|been|something|one|thing|what|that|which|the one)\b)[\w'&-]+){0,2}),?\s+(i|we)\s+((?:(?:really|absolutely|totally|just|honestly|truly|genuinely|do|also|still)\s+)*(?:love|like|adore|enjoy|hate|dislike|detest|loathe|despise|can not stand|can not deal with|can not bear|can not handle|do not like|do not care for))((?:\s+(?:very much|so much|a lot|more than anything|to bits|most))?)$/i;
const WHAT_I = /^what\s+(i|we)\s+((?:(?:really|absolutely|truly|honestly|actually|most|just)\s+)*(?:love|like|enjoy|adore|hate|dislike|can not stand))(?:\s+(?:most|the most|more than anything))?\s+(?:is|are)\s+(.+)$/i;
/** A relation word, texted without its "my" at the start of a clause ("sis (lotte) lives in utrecht"). */
const ROLE_START = new RegExp(`^(${[...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")})(?:\\s*\\(([^)]+)\\)|'s\\s+name\\b|\\s+(?=(?:lives|works|is|was|just|moved|has|had|got|studies|loves)\\b))`, "i");

export const CLAUSE_PARAPHRASES: readonly ClauseParaphrase[] = [
  // "dont really like podcasts", "never eat pork": the speaker's taste with the "I" dropped, not an order (the
  // assistant neither likes nor eats).
  { id: "dropped_i_negated_taste", ex: [["do not really like podcasts", "I do not really like podcasts"]], near: ["do not send me podcasts"],
    read: (c) => (/^(?:do not|never)\s+(?:(?:really|actually|even|much|particularly|especially|usually|ever)\s+)*(?:like|love|enjoy|care for|mind|eat|drink|smoke|own|live|work|speak|play|watch)\b/i.test(c) ? `I ${c}` : null) },
  // "Board games I love", "Crowds I can't deal with", "Football I like very much": the object fronted.
  { id: "fronted_taste", ex: [["Board games I love", "I love Board games"]], near: ["Honestly I love board games"],
    read: (c) => {
      const m = c.match(FRONT_TASTE);
      return m ? `${m[2]} ${m[3]} ${m[1]}${m[4]}` : null;
    } },
  // "what I really enjoy is street markets": the pseudo-cleft.
  { id: "what_i_like_is", ex: [["what I really enjoy is street markets", "I really enjoy street markets"]], near: ["what I really need is sleep"],
    read: (c) => {
      const m = c.match(WHAT_I);
      return m ? `${m[1]} ${m[2]} ${m[3]}` : null;
    } },
  // "team android over iphone forever": a side taken.
  { id: "team_x_over_y", ex: [["team android over iphone forever", "I prefer android over iphone forever"]], near: ["team android all the way"],
    read: (c) => {
      const m = c.match(/^team\s+([\w-]+(?:\s+[\w-]+)?)\s+over\s+([\w-]+(?:\s+[\w-]+)?)(?:\s+(?:forever|always|any day|all day|for life))?$/i);
      return m ? `I prefer ${m[1]} over ${m[2]}` : null;
    } },
  // "sis (lotte) lives in utrecht", "hubby's name is Femi": a relation texted without "my".
  { id: "relation_without_my", ex: [["sis (lotte) lives in utrecht", "my sis lotte lives in utrecht"], ["husband's name is Femi", "my husband's name is Femi"]], near: ["sister act is a film"],
    read: (c) => {
      const m = c.match(ROLE_START);
      if (!m) return null;
      return m[2] ? `my ${m[1]!} ${m[2].trim()}${c.slice(m[0].length)}` : `my ${c}`;
    } },
  // "my sis (lotte)", "my husband (Tom) works at": the name in brackets.
  { id: "name_in_brackets", goesOn: true, ex: [["my husband (Tom) works at Lidl", "my husband Tom works at Lidl"]], near: ["my husband works at Lidl (the big one)"],
    read: (c) => c.replace(/^((?:my|our)\s+(?:[\w-]+\s+)?[\w-]+)\s*\(([^)]+)\)\s*/i, "$1 $2 ") },
  // "birthday is 9/30", "job: nurse", "diet is keto": an attribute texted without "my".
  { id: "attribute_without_my", ex: [["birthday is 9/30", "my birthday is 9/30"], ["job: nurse", "my job is nurse"]], near: ["birthday parties are fun"],
    read: (c) => {
      const m = c.match(/^(birthday|age|job|job title|hometown|diet|allergies|employer|nationality|meds|medication)\s*(?:is|:|=|-)\s+(?=\S)/i);
      return m ? `my ${m[1]!.toLowerCase()} is ${c.slice(m[0].length)}` : null;
    } },
  // "keto rn", "strict vegan these days", "plant based for 3 years": a diet alone.
  { id: "diet_alone", ex: [["strict vegan these days", "I am strict vegan these days"]], near: ["vegan food these days"],
    read: (c) => {
      const m = c.match(/^(?:(?:strict|strictly|fully|mostly|full)\s+)?([a-z][\w -]*?)(?=\s+(?:right now|now|these days|atm|for now|lately|since\b|for\b)|$)/i);
      return m && DIETS.has(m[1]!.toLowerCase()) && !/\b(?:food|restaurant|place|option)\b/i.test(c) ? `I am ${c}` : null;
    } },
  // "on 20mg prozac", "on sertraline now": a medication the speaker is on.
  { id: "on_medication", ex: [["on sertraline now", "I am on sertraline now"]], near: ["on holiday now"],
    read: (c) => {
      const m = c.match(/^on\s+(?:\d+\s*(?:mg|mcg|ml|g)\s+(?:of\s+)?)?([A-Za-z][\w-]*)/);
      return m && (MED_WORD(m[1]!) || /^on\s+\d+\s*(?:mg|mcg)/i.test(c)) ? `I am ${c}` : null;
    } },
  // "off sugar completely", "off caffeine": a thing given up.
  { id: "off_thing", ex: [["off caffeine", "I am off caffeine"]], near: ["off to work"],
    read: (c) => (/^off\s+(?!to\b|work\b|duty\b|sick\b|today\b|tomorrow\b)[a-z]/i.test(c) ? `I am ${c}` : null) },
  // "t1 diabetic since age 9", "asthmatic", "type 2 diabetic": a condition, the "I'm" dropped.
  { id: "condition_alone", ex: [["t1 diabetic since age 9", "I am t1 diabetic since age 9"]], near: ["diabetic recipes since age 9"],
    read: (c) => {
      const m = c.match(/^((?:t|type\s?)[12]\s+)?([a-z][\w -]*?)(?=\s+(?:since|for|now|too|as well)\b|$)/i);
      return m && (CONDITION_ADJECTIVES.has(m[2]!.toLowerCase()) || (m[1] && /^diabetic$/i.test(m[2]!))) ? `I am ${c}` : null;
    } },
  // "lowkey love karaoke", "kinda into anime": an adverb before the dropped subject's verb.
  { id: "adverb_dropped_i", ex: [["lowkey love karaoke", "I love karaoke"], ["kinda into anime", "I am into anime"]], near: ["lowkey annoyed at karaoke"],
    read: (c) => {
      const m = c.match(/^(?:low-?key|kinda|kind of|secretly|def|definitely|seriously|lowkey|honestly)\s+(?=(?:love|like|enjoy|adore|hate|into|obsessed|addicted|hooked)\b)/i);
      return m ? `I ${/^(?:into|obsessed|addicted|hooked)/i.test(c.slice(m[0].length)) ? "am " : ""}${c.slice(m[0].length)}` : null;
    } },
  // "just got back from oaxaca": the dropped "I" before "just".
  { id: "just_dropped_i", ex: [["just moved to oaxaca", "I just moved to oaxaca"]], near: ["just wondering about oaxaca"],
    read: (c) => (/^just\s+(?:got|came|flew|arrived|moved|started|joined|bought|adopted|finished|graduated)\b/i.test(c) ? `I ${c}` : null) },
  // "bsc from keele", "finally graduated!! bsc from keele": a degree and where from.
  { id: "degree_from", ex: [["bsc from keele", "I graduated from keele"]], near: ["bsc students from keele"],
    read: (c) => {
      const m = c.match(/^(?:(?:a|my)\s+)?(?:bsc|ba|ma|msc|phd|mba|ll[bm]|degree|bachelor'?s|master'?s|masters|doctorate|undergrad)(?:\s+in\s+[\w ]+?)?\s+from\s+(?=\S)/i);
      return m ? `I graduated from ${c.slice(m[0].length)}` : null;
    } },
  // "bar exam in july", "parent-teacher conf tomorrow 4pm": an event and when, verbless.
  { id: "event_and_when", ex: [["bar exam in july", "I have a bar exam in july"]], near: ["bar exam results in july were great"],
    read: (c) => {
      const m = c.match(/^((?:[\w-]+\s+){0,2}[\w-]+)\s+(?=(?:in|on|next|this|tomorrow|tonight|today|at)\b)/i);
      return m && EVENT_AT_END(m[1]!) && !/^(?:my|the|a|an|our|i|we|great|good|bad|awful|fun|long|big)\b/i.test(m[1]!) && /^(?:(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?$/i.test(stripTimes(c.slice(m[0].length)).trim()) ? `I have a ${c}` : null;
    } },
  // "new gig: QA lead at Supercell", "new job - barista at Blank Street": the title now held.
  { id: "new_job_colon", ex: [["new gig: QA lead at Supercell", "I am a QA lead at Supercell"]], near: ["new gig at Supercell"],
    read: (c) => {
      const m = c.match(/^(?:new|current)\s+(?:gig|job|role|position|title)\s*(?::|-|=)\s*(?=\S)/i);
      return m ? `I am ${/^(?:an?|the)\s/i.test(c.slice(m[0].length)) ? "" : "a "}${c.slice(m[0].length)}` : null;
    } },
  // "my first two weeks at Koch Industries have been a blur", "a month in at Moore Kingston Smith": the job
  // already held, told by how long it has been (a first day or week still ahead is a plan, read elsewhere).
  { id: "weeks_in_at", ex: [["my first two weeks at Koch Industries have been a blur", "I work at Koch Industries"]], near: ["my first day at Koch Industries is Monday"],
    read: (c, cased) => {
      const m = cased ? c.match(/^(?:(?:my|the)\s+)?(?:first\s+(?:(?:few|two|three|four|couple\s+of|proper|full|whole)\s+){1,2}(?:days|weeks|months|shifts|week|month)|(?:a|one|two|three|six|a\s+few)\s+(?:days?|weeks?|months?)\s+in)\s+(?:at|with)\s+(.+)$/i) : null;
      const org = m?.[1]!.match(/^[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}/)?.[0];
      return org && /^(?:\s+(?:(?:have|has|had)\s+been|was|were|went|flew|done|over)\b.*)?$/i.test(m![1]!.slice(org.length)) ? `I work at ${org}` : null;
    } },
  // "at Zapier right now": where the speaker works, the "I work" dropped ("@" in the original).
  { id: "at_employer_now", ex: [["at Zapier right now", "I work at Zapier right now"]], near: ["at the gym right now"],
    read: (c, cased) => (cased && /^at\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})(?=\s+(?:right now|now|these days|atm|currently)\b|$)/.test(c) ? `I work ${c}` : null) },
  // "Quick trip to Kangaroo Island last weekend": a trip told verbless, done when its time is behind.
  { id: "trip_told_verbless", ex: [["Quick trip to Kangaroo Island last weekend", "I took Quick trip to Kangaroo Island last weekend"]], near: ["Quick trip to Kangaroo Island next weekend"],
    read: (c) => (/^(?:(?:a|our|my|one|another)\s+)?(?:(?:quick|short|little|lovely|great|amazing|fun|long|weekend|day|road|family|work|last-minute|spontaneous|flying)\s+)*(?:trip|getaway|jaunt)\s+(?:to|up to|down to|over to|out to)\s+\S/i.test(c) && /\b(?:last|yesterday|ago|this past)\b/i.test(c) && !/\b(?:next|tomorrow|planned|booked|soon|would|could|should|might|maybe)\b/i.test(c) ? `I took ${c}` : null) },
  // "Still at Larkspur Analytics though": the job kept through other news; a known place is where one is.
  { id: "still_at_employer", ex: [["Still at Larkspur Analytics though", "I still work at Larkspur Analytics"]], near: ["Still at Lisbon though"],
    read: (c, cased) => {
      const m = cased ? c.match(/^[Ss]till\s+(?:at|with)\s+([A-Z][\w&.'-]*(?:\s+(?:&\s+)?[A-Z][\w&.'-]*){0,3})(?:\s+(?:though|tho|thankfully|luckily|for now|as ever|as always))?(?:\s*,\s*(?:same|still|but|and|so|which|just)\b.*)?$/) : null;
      return m && !isPlace(m[1]!.toLowerCase()) ? `I still work at ${m[1]!}` : null;
    } },
];

/** The clause in its plain order (see the top of this file); the id of each paraphrase that changed it is pushed onto `fired`. */
export function paraphraseClause(c: string, cased: boolean, fired?: string[]): string {
  for (const p of CLAUSE_PARAPHRASES) {
    const out = p.read(c, cased);
    if (out === null || (p.goesOn && out === c)) continue;
    fired?.push(p.id);
    if (!p.goesOn) return out;
    c = out;
  }
  return c;
}

/** "X pays my bills", "X is where I work now": the employer as subject. */
export const PAYS_BILLS = /^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})\s+(?:(?:still|now|also|currently)\s+)?(?:pays|paid|has paid|has been paying|is paying)\s+(?:my|the|our)\s+(?:bills|wages|salary)\b/;
