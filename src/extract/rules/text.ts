// Text shaping before any pattern runs: one spelling of quotes and contractions, the common chat typos,
// sentences, and the pieces a sentence may split into. Splitting is deliberately over-eager here; the
// extractor decides per piece whether it stands alone (it has a subject, or borrowing one yields a fact).

const TYPOS: [RegExp, string][] = [
  [/\bi\s*m\b(?!')/gi, "I'm"],
  [/\bim\b/gi, "I'm"],
  [/\bive\b/gi, "I've"],
  [/\bi'am\b/gi, "I'm"],
  [/\bdont\b/gi, "don't"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\bdidnt\b/gi, "didn't"],
  [/\bcant\b/gi, "can't"],
  [/\bwont\b/gi, "won't"],
  [/\bisnt\b/gi, "isn't"],
  [/\barent\b/gi, "aren't"],
  [/\bwasnt\b/gi, "wasn't"],
  [/\bhavent\b/gi, "haven't"],
  [/\bhasnt\b/gi, "hasn't"],
  [/\bwouldnt\b/gi, "wouldn't"],
  [/\bcouldnt\b/gi, "couldn't"],
  [/\bshouldnt\b/gi, "shouldn't"],
  [/\bwanna\b/gi, "want to"],
  [/\bgonna\b/gi, "going to"],
  [/\ba?l+er+gic\b/gi, "allergic"],
  [/\ballergic too\b/gi, "allergic to"],
  [/\bvegitarian\b/gi, "vegetarian"],
  [/\bfavou?rit\b/gi, "favorite"],
  [/\bfavorate\b/gi, "favorite"],
  [/\bteh\b/gi, "the"],
  [/\bwrok\b/gi, "work"],
  [/\blve\b/gi, "live"],
  [/\bmy self\b/gi, "myself"],
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
  [/\bpls\b|\bplz\b/gi, "please"],
  [/\bthx\b/gi, "thanks"],
  // Texting shorthand: written for speed, read as the words they stand for.
  [/(^|\s)@(?=\s)/g, "$1at"],
  [/\brn\b/g, "right now"],
  [/\byrs\b/gi, "years"],
  [/\byr\b/gi, "year"],
  [/\bwks\b/gi, "weeks"],
  [/\bwk\b/gi, "week"],
  [/\bw\/o(?=\s)/gi, "without"],
  [/\bw\/(?=\s)/gi, "with"],
  [/\bgf\b/g, "girlfriend"],
  [/\bbf\b/g, "boyfriend"],
  [/\b(?:sry|soz)\b/gi, "sorry"],
  [/\b(?:tmrw|tmrrw|tmw)\b/gi, "tomorrow"],
  [/\bb\/c\b/gi, "because"],
  [/\bppl\b/gi, "people"],
  [/\b(\d+)x(?= (?:a|per|this|last|every) )/g, "$1 times"],
];

/** Straight quotes, plain spaces, common typos fixed. Case is kept: capitals tell names from words. */
export function normalize(text: string): string {
  let s = text
    .replace(/[\u2018\u2019\u201B\u02BC\u0060\u00B4\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, " - ")
    .replace(/\u2026/g, "...")
    .replace(/[\u00A0\u2000-\u200B\u202F]/g, " ")
    // An emoji between words ends what came before it, as a dash does ("belfast in sept 🎉 cant wait").
    .replace(/\s*(?:\p{Extended_Pictographic}[\uFE0E\uFE0F\u200D]*)+\s*(?=[\p{L}\p{N}])/gu, " - ")
    .replace(/\p{Extended_Pictographic}/gu, " ")
    .replace(/[\uFE0E\uFE0F\u200D]/g, "");
  for (const [re, to] of TYPOS) s = s.replace(re, to);
  return s.replace(/[ \t]+/g, " ").trim();
}

/**
 * Whether the writer uses capitals: any capital that is not sentence-initial and not the pronoun "I".
 * In all-lower-case text a capital cannot mark a name, so the rules fall back to word lists.
 */
export function isCased(text: string): boolean {
  const re = /\p{Lu}/gu;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const i = m.index;
    const before = text.slice(Math.max(0, i - 3), i);
    if (i === 0 || /[.!?\n]\s*$/.test(before) || /^\s*$/.test(before)) continue;
    if (text[i] === "I" && !/[A-Za-z]/.test(text[i + 1] ?? "") && !/[A-Za-z]/.test(text[i - 1] ?? "")) continue;
    if (/["'(]\s*$/.test(before)) continue;
    return true;
  }
  return false;
}

const ABBREV = /\b(?:mr|mrs|ms|dr|st|jr|sr|prof|vs|etc|e\.g|i\.e|inc|ltd|co|corp|no|mt|ft|approx|dept|univ|u\.s|u\.k|a\.m|p\.m)\.$/i;

export interface Sentence {
  text: string;
  /** It ended with a question mark. */
  question: boolean;
}

/** Sentences on . ! ? ; and line breaks, not after abbreviations or inside numbers. */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number, q: boolean) => {
    const t = text.slice(start, end).trim().replace(/^[-*•>\d.)\s]+(?=[A-Za-z])/, "");
    if (t) out.push({ text: t, question: q || /\?\s*$/.test(t) });
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") {
      push(i, false);
      start = i + 1;
    } else if (c === "." || c === "!" || c === "?" || c === ";") {
      const next = text[i + 1];
      if (next !== undefined && !/\s/.test(next)) continue; // "3.5", "e.g.", "Node.js"
      if (c === "." && ABBREV.test(text.slice(Math.max(0, i - 6), i + 1))) continue;
      if (c === "." && /(?:^|[\s.])[A-Z]\.$/.test(text.slice(Math.max(0, i - 2), i + 1)) && /^\s+[A-Z]/.test(text.slice(i + 1, i + 4))) continue; // "Ursula K. Le Guin"
      let j = i;
      while (j + 1 < text.length && /[.!?]/.test(text[j + 1]!)) j++;
      push(j + 1, c === "?" || text.slice(i, j + 1).includes("?"));
      start = j + 1;
      i = j;
    }
  }
  push(text.length, false);
  return out;
}

/** A bare name or "my partner (Name)": the first half of "X and I ...". */
// Never a pronoun ("I'm vegan and I don't drink" is two clauses); a second word only when capitalized (a surname).
const COUPLE_HEAD = /^(?![^,]*\b(?:[Ii]s|[Aa]re|[Ww]as|[Ww]ere|[Hh]as|[Hh]ave|[Hh]ad|[Aa]m|[Dd]o|[Dd]oes|[Dd]id|\d+)\b)(?!(?:[Ii]|[Ii]'\w+|[Ii]m|[Ii]ve|[Ww]e|[Ww]e'\w+|[Yy]ou|[Hh]e|[Ss]he|[Tt]hey|[Ii]t)\b)(?:(?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:[\w-]+\s+){0,2}[\w-]+|[A-Za-z][\w'-]+(?:\s+[A-Z][\w'-]+)?)$/;

export interface Piece {
  text: string;
  /** The connective that introduced it (",", "and", "but", ...), lower-case; "" for the first. */
  joiner: string;
}

// Where a sentence may break into clauses. Lists ("peanuts, shellfish and eggs") break here too and are
// glued back by the extractor when the piece cannot stand alone.
// A colon before a subject ("Crossed the border: we live in Ljubljana now", "Confession: I'm not vegan") ends a lead.
const BOUNDARY = /\s*:\s+(?=(?:i|i'm|i've|we|we're|we've|my|our)\b)|\s*,(?!\d{3})\s*(?:(?:and|but|so|or|because|since|though|although|while|whereas|plus|yet|then)\s+)?|\s+-\s+|\s+(?:and|but|so|because|though|although|while|whereas|plus|yet|cause|cuz|as well as)\s+(?:(?:then|also|now|so)\s+)?/gi;

export function pieces(sentence: string): Piece[] {
  const s = sentence.replace(/[.!?]+$/, "").trim();
  const out: Piece[] = [];
  let last = 0;
  let joiner = "";
  for (const m of s.matchAll(BOUNDARY)) {
    const text = s.slice(last, m.index).trim();
    if (text) out.push({ text, joiner });
    joiner = m[0].trim().toLowerCase();
    last = m.index! + m[0].length;
  }
  const tail = s.slice(last).trim();
  if (tail) out.push({ text: tail, joiner });
  // "Sam and I broke up", "my boyfriend Jake and I split": the pair is one subject.
  for (let i = out.length - 1; i > 0; i--) {
    if (out[i]!.joiner === "and" && /^(?:i|me)\s/i.test(out[i]!.text) && COUPLE_HEAD.test(out[i - 1]!.text)) {
      out[i - 1] = { text: `${out[i - 1]!.text} and ${out[i]!.text}`, joiner: out[i - 1]!.joiner };
      out.splice(i, 1);
    }
  }
  return out;
}

/** Expands contractions that never belong to an object, so patterns see one spelling. */
export function canon(s: string): string {
  const spelt = s.replace(/\bco-(found|founded|founding|founds)\b/gi, "co$1").replace(/\bcan't\b|\bcannot\b/gi, "can not");
  // Every rule from here on needs an apostrophe, and most clauses have none: skip the eleven passes.
  if (!spelt.includes("'")) return spelt;
  return spelt
    .replace(/\bwon't\b/gi, "will not")
    .replace(/\bain't\b/gi, "am not")
    .replace(/\b(\w+)n't\b/gi, "$1 not")
    .replace(/\b(i|you|we|they)'m\b/gi, "$1 am")
    .replace(/\bi'm\b/gi, "I am")
    .replace(/\b(you|we|they)'re\b/gi, "$1 are")
    .replace(/\b(i|you|we|they|who)'ve\b/gi, "$1 have")
    .replace(/\b(i|you|we|they|he|she|it)'ll\b/gi, "$1 will")
    .replace(/\b(i|you|we|they|he|she)'d (rather|prefer|like|love|be|want|have|never|always|not|go|move|live|say|been|choose|pick|take|much|far|sooner|happily|definitely|probably)\b/gi, (_, p, w) => `${p} ${/^(been)$/i.test(w) ? "had" : "would"} ${w}`)
    .replace(/\b(he|she|it|that|there|who|what)'s (been|got|had|lived|worked|moved|gone|done|always|never|just)\b/gi, "$1 has $2")
    .replace(/\b(he|she|it|that|there|who|what)'s\b/gi, "$1 is");
}
