// Endings of something the speaker may hold, told by what happened to the value rather than by the
// predicate that held it: "sold the sailboat", "gave up keto", "I'm over CrossFit", "running isn't my thing
// anymore", "Gareth is my ex now". Unlike the named endings in extract.ts the value may be any word
// ("sailboat", "running"): these verbs say nothing true on their own about a value the speaker never held,
// so they only ever close an open fact of the speaker's (see `Extraction.endings`), and never make a triple.

import { NOT_NAMES } from "./lexicon";
import { stripTimes } from "./time";

export interface HeldEnding {
  object: string;
  raw: string;
}

const ADVERBS = "(?:(?:just|finally|recently|already|eventually|sadly|officially|actually|basically|kind of|kinda|pretty much|totally|completely|so|well and truly|honestly|have|had|'ve|ended up|went and)\\s+)*";
const GERUND = "(?:(?:taking|going to|going|playing|doing|eating|drinking|using|watching|seeing|wearing)\\s+)?";
// The value runs to the first word that says when, why or what else.
const VALUE = "(?:(?:the|my|our|that|this|his|her)\\s+)?([\\p{L}\\p{N}][\\p{L}\\p{N}&'.-]*(?:\\s+[\\p{L}\\p{N}][\\p{L}\\p{N}&'.-]*){0,4}?)";
const STOP = "(?=\\s*$|\\s*[,;:!.]|\\s+(?:in|at|on|after|before|for|since|last|this|a|about|because|when|and|but|so|anymore|any more|now|already|too|ago|back|yesterday|today|years?|months?|weeks?|-)\\b)";

// `cue`: words the shape cannot match without (same flags). The shapes read a value of any words first, which
// is costly on every clause, and nearly no clause ends anything: a clause without the cue skips the shape.
const SHAPES: { re: RegExp; raw: string; cue: RegExp }[] = [
  // "sold the sailboat in the fall", "we got rid of the trampoline", "gave up keto after six months".
  { re: new RegExp(`^(?:(?:i|we)\\s+)?${ADVERBS}(sold|got rid of|gave away|gave up|gave back|donated|scrapped|traded in|ditched|quit|let go of|parted with|packed in)\\s+${GERUND}${VALUE}${STOP}`, "iu"), raw: "$1", cue: /sold|rid|gave|donated|scrapped|traded|ditched|quit|let|parted|packed/iu },
  // "stopped running", "we stopped going to the allotment": a habit, so only with its verb.
  { re: new RegExp(`^(?:(?:i|we)\\s+)?${ADVERBS}(stopped|quit)\\s+(?=\\w+ing\\b)${GERUND}${VALUE}${STOP}`, "iu"), raw: "$1", cue: /stopped|quit/iu },
  // "I'm over CrossFit", "we're done with the allotment", "not into jazz anymore".
  { re: new RegExp(`^(?:i|we)\\s*(?:'m|am|'re|are)\\s+${ADVERBS}(over|done with|finished with|(?:not|no longer)\\s+(?:really\\s+)?into)\\s+${GERUND}${VALUE}${STOP}`, "iu"), raw: "$1", cue: /over|done|finished|into/iu },
  // "I don't really do Warhammer anymore", "I don't bother with sourdough baking at all": a pastime dropped.
  { re: new RegExp(`^(?:i|we)\\s+(?:do\\s+not|no\\s+longer)\\s+(?:really\\s+|even\\s+)?(do|play|bother\\s+with|go\\s+to|practi[cs]e)\\s+${GERUND}${VALUE}(?=\\s+(?:anymore|any more|at all|these days|now)\\b|$)`, "iu"), raw: "no longer $1", cue: /not|longer/iu },
  // "wild swimming is done for me after that jellyfish", "Tinder is over for me": said of the value, so the
  // value is the subject and the ending is the speaker's.
  { re: new RegExp(`^${VALUE}\\s+(?:is|are|'s)\\s+(?:(?:so|totally|completely|officially|well and truly|definitely)\\s+)?(?:done|over|finished)\\s+for\\s+me\\b`, "iu"), raw: "done for me", cue: /done|over|finished/iu },
  // "mozilla laid off my whole team": the employer let the speaker go, named in any case (only a held value
  // closes); "Nubank let me go fully remote" lets the speaker do something, so the words after must end it.
  { re: new RegExp(`^${VALUE}\\s+(?:(?:just|finally|suddenly|basically)\\s+)*(?:laid\\s+off|let\\s+go\\s+of|made\\s+redundant)\\s+(?:me|us|my\\s+(?:whole\\s+|entire\\s+)?(?:team|department|division|group|office))${STOP}`, "iu"), raw: "laid off", cue: /laid|let|made/iu },
  { re: new RegExp(`^${VALUE}\\s+(?:(?:just|finally|suddenly|basically)\\s+)*(?:laid|let)\\s+(?:me|us|my\\s+(?:whole\\s+|entire\\s+)?(?:team|department|division|group|office))\\s+(?:off|go)${STOP}`, "iu"), raw: "laid off", cue: /laid|let/iu },
  // "Halcyon laid off half the office, me included", "Brightwell let go of a third of us, including me": a
  // round of cuts counts the speaker in only when they say so.
  { re: new RegExp(`^${VALUE}\\s+(?:(?:just|finally|suddenly|basically)\\s+)*(?:laid\\s+off|let\\s+go(?:\\s+of)?|made\\s+redundant|cut|fired|axed)\\s+(?:(?:half|most|a\\s+third|a\\s+quarter|a\\s+chunk|a\\s+bunch|loads|lots|some|all|[\\w-]+\\s+percent|\\d+%?)(?:\\s+of)?\\s+)?(?:the|its|their|our|my)?\\s*(?:whole\\s+|entire\\s+)?(?:office|team|staff|company|department|division|people|workforce|floor|studio|us|engineers|employees)\\b[^,;]*?(?:,\\s*|\\s+)(?:me\\s+included|including\\s+me|and\\s+me|me\\s+among\\s+them|me\\s+too|myself\\s+included)\\b`, "iu"), raw: "laid off", cue: /laid|let|made|cut|fired|axed/iu },
  // "running isn't really my thing anymore", "sushi is no longer for me".
  { re: new RegExp(`^${VALUE}\\s+(?:is|are|'s)\\s*(?:n't|\\s+not|\\s+no\\s+longer)\\s+(?:really\\s+|just\\s+)?(?:my\\s+thing|for\\s+me|my\\s+jam|my\\s+cup\\s+of\\s+tea|my\\s+scene)(?:\\s+(?:anymore|any more|any longer|these days|now))?\\b`, "iu"), raw: "no longer my thing", cue: /n't|not|longer/iu },
];

// "Gareth is my ex-husband now", "Sam and I split up": a partner, named.
const EX = /^([A-Za-z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(?:\s+is|'s)\s+(?:now\s+)?my\s+ex(?:-|\s+)?(?:husband|wife|partner|boyfriend|girlfriend|fiancée?|spouse)?(?:\s+now)?\b/;
const SPLIT = /^([A-Za-z][\w'-]*)\s+and\s+(?:i|I)\s+(?:(?:have|finally|officially)\s+)*(?:split(?:\s+up)?|broke\s+up|divorced|separated|called\s+it\s+quits)\b/;

// "gave up the flat in Bologna": a home given up is the place it is in.
const HOME_IN = /\b(?:the|my|our)\s+(?:flat|apartment|house|place|home|condo|rental|studio)\s+(?:in|on)\s+(?=[\p{Lu}])/u;

const NOT_VALUES = /^(?:it|them|that|this|him|her|everything|anything|something|nothing|all|one|job|work|my job|smoking|drinking|now|there|here|him|me|us|you|the idea|on|up|out|trying|caring|moon|hump|worst)$/i;

export function heldEndingsOf(clause: string): HeldEnding[] {
  const out: HeldEnding[] = [];
  const ex = clause.match(EX) ?? clause.match(SPLIT);
  // Any case: only a partner the speaker holds by this name is closed.
  if (ex && !NOT_NAMES.has(ex[1]!.toLowerCase()) && !/^(?:he|she|they|it|this|that|who|which|mine|my)$/i.test(ex[1]!)) out.push({ object: ex[1]!, raw: "my ex" });
  const told = clause.replace(HOME_IN, "");
  for (const { re, raw, cue } of SHAPES) {
    if (!cue.test(told)) continue;
    const m = told.match(re);
    if (!m) continue;
    const v = (stripTimes(m[m.length - 1]!) || m[m.length - 1]!).trim().replace(/[.,!?]+$/, "");
    if (!v || NOT_VALUES.test(v) || /^(?:by|at|in|to|for|off|up|out|over|with|from|into)\b/i.test(v) || v.split(/\s+/).length > 4) continue;
    out.push({ object: v, raw: raw.replace("$1", m[1]!.toLowerCase().replace(/\s+/g, " ")) });
  }
  return out;
}

/** An ending that names no value, only the kind of fact it ends ("we broke up" ends a partner). */
export interface KeyedEnding {
  predicates: string[];
  raw: string;
}

const KEYED_ADVERBS = "(?:(?:just|finally|recently|officially|actually|eventually|sadly|have|had|'ve|got|went|and)\\s+)*";
// A couple ends: "we broke up on Sunday", "we're getting divorced" is still ahead (no "getting"/"will").
const COUPLE_OVER = new RegExp(`^we\\s+(?:'re\\s+|are\\s+)?${KEYED_ADVERBS}(broke\\s+up|broken\\s+up|split\\s+up|split(?=\\s*$|\\s*[,;.!]|\\s+(?:on|in|last|this|after|before|a\\s+few|two|three|recently|yesterday|for\\s+good)\\b)|separated|called\\s+it\\s+quits|parted\\s+ways|went\\s+(?:our\\s+)?separate\\s+ways|ended\\s+things|divorced|no\\s+longer\\s+together|not\\s+together\\s+any\\s*more)\\b`, "i");
// The speaker's job ends with no employer named: "I retired last spring", "got laid off", "I quit".
const JOB_OVER = new RegExp(`^(?:i\\s+(?:'m\\s+|am\\s+|was\\s+|'ve\\s+been\\s+|have\\s+been\\s+)?)?${KEYED_ADVERBS}(retired|got\\s+laid\\s+off|was\\s+laid\\s+off|been\\s+laid\\s+off|laid\\s+off|got\\s+let\\s+go|was\\s+let\\s+go|been\\s+let\\s+go|got\\s+fired|was\\s+fired|been\\s+fired|got\\s+sacked|was\\s+sacked|made\\s+redundant|lost\\s+my\\s+job|quit\\s+my\\s+job|left\\s+my\\s+job|handed\\s+in\\s+my\\s+(?:notice|resignation)|resigned|unemployed|out\\s+of\\s+work|between\\s+jobs)(?![\\w-])(?!\\s+(?:from|at|with|by)\\s+[A-Z])`, "i");
const RETIRED_FROM = new RegExp(`^(?:i\\s+|we\\s+)?${KEYED_ADVERBS}retired\\s+(?:from|at)\\s+[A-Z]`, "i");
/** Words that put the ending off (a plan, a wish, a question) rather than state it. */
const NOT_YET = /\b(?:will|going to|gonna|about to|might|may|could|would|should|want|wants|thinking|plan|planning|hope|hoping|if|when|before|soon|next|getting)\b|\?/i;

export function keyedEndingsOf(clause: string): KeyedEnding[] {
  const c = clause.trim();
  if (NOT_YET.test(c.split(/\s*[,;]\s*/)[0]!)) return [];
  let m: RegExpMatchArray | null;
  if ((m = c.match(COUPLE_OVER))) return [{ predicates: ["partner", "married_to"], raw: m[1]!.toLowerCase().replace(/\s+/g, " ") }];
  if ((m = c.match(JOB_OVER))) {
    const raw = m[1]!.toLowerCase().replace(/\s+/g, " ");
    // Retiring ends the line of work as well as the employer.
    return [{ predicates: ["works_at"], raw }, ...(raw === "retired" ? [{ predicates: ["job_title"], raw }] : [])];
  }
  // "I retired from Lincoln High": the employer is named (and ended by its own triple), the line of work ends too.
  if ((m = c.match(RETIRED_FROM))) return [{ predicates: ["job_title"], raw: "retired" }];
  return [];
}
