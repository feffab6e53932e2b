// Stage: matching. Auxiliaries: what sits between the subject and the verb decides tense, negation and
// whether the clause is real ("used to", "no longer", "would"); and the fact's tense from the rule's kind.

import { type Tense } from "../types";
import { by } from "./facts";
import { FINITE_VERBS, ING_VERBS, type Kind } from "./patterns";
import { type TimeInfo } from "./time";
import { type Form } from "./verbs";

// ---------------------------------------------------------------------------------------------------------
// Auxiliaries: what sits between the subject and the verb decides tense, negation and whether it is real.

export interface Aux {
  rest: string;
  /** The auxiliaries as written (for predicate_raw). */
  prefix: string;
  tense: Tense | null;
  neg: boolean;
  ended: boolean;
  hypo: boolean;
  perfect: boolean;
  progressive: boolean;
  pastAux: boolean;
  weight: number;
}

export const ADVERB = /^(?:instead|much|far|really really|really|truly|honestly|actually|just|recently|finally|also|currently|still|now|even|already|originally|officially|literally|definitely|totally|absolutely|mostly|usually|generally|basically|kind of|kinda|sort of|pretty much|only|mainly|primarily|happily|proudly|newly|seriously|obviously|of course|personally|normally|typically|often|sometimes|occasionally|constantly|always|genuinely|certainly|clearly|simply|deeply|strongly|eventually|once|lately|nowadays|then|again|very much|both|all|absolutely|legit|low-key|lowkey|secretly|technically|currently|presently|gradually|slowly|finally|ultimately|officially|permanently|temporarily|briefly|full[- ]time|part[- ]time)\s+/i;
export const HEDGE_ADVERB = /^(?:probably|maybe|perhaps|possibly|likely)\s+/i;
export const BASE_VERBS = new Set([...FINITE_VERBS].filter((w) => !/(?:s|ed)$/.test(w) || /(?:ss|us)$/.test(w)));

export function parseAux(rest: string): Aux {
  const a: Aux = { rest: rest.trim(), prefix: "", tense: null, neg: false, ended: false, hypo: false, perfect: false, progressive: false, pastAux: false, weight: 1 };
  const take = (n: number) => {
    a.prefix += a.rest.slice(0, n);
    a.rest = a.rest.slice(n).trimStart();
  };
  const nextWord = () => (a.rest.split(/\s+/)[1] ?? "").toLowerCase().replace(/[^\w'-]/g, "");
  for (let guard = 0; guard < 12; guard++) {
    const r = a.rest;
    let m: RegExpMatchArray | null;
    if ((m = r.match(ADVERB))) { take(m[0].length); continue; }
    // "was also diagnosed", "am now based": the adverb sits after the copula.
    if ((m = r.match(/^(am|is|are|was|were|been)\s+(?:also|really|actually|just|recently|finally|now|still|currently|officially|definitely|totally|very much|even|already|literally|seriously|honestly|truly|originally|by birth)\s+(?!(?:into|a|an|the|from)\b)(?=\w)/i))) {
      a.rest = `${m[1]!} ${r.slice(m[0].length)}`;
      continue;
    }
    // "am still a big fan of", "is now into": the adverb says nothing the pattern needs.
    if ((m = r.match(/^(am|is|are|was|were)\s+(?:still|now|also|officially|definitely|totally|honestly|actually|really|just)\s+(?=(?:a|an|into)\b)/i))) {
      a.rest = `${m[1]!} ${r.slice(m[0].length)}`;
      continue;
    }
    if ((m = r.match(HEDGE_ADVERB))) { a.weight = Math.min(a.weight, 0.6); take(m[0].length); continue; }
    if ((m = r.match(/^(?:no longer|not anymore|not any more|not any longer)\s+/i))) { a.neg = true; a.ended = true; take(m[0].length); continue; }
    if ((m = r.match(/^never\s+/i))) { a.neg = true; take(m[0].length); continue; }
    if ((m = r.match(/^not\s+/i))) { a.neg = true; take(m[0].length); continue; }
    if ((m = r.match(/^used to\s+/i))) { a.tense = "past"; take(m[0].length); continue; }
    // "I tend to prefer dark mode": a habit, said of the present.
    if ((m = r.match(/^tends? to\s+(?=\w)/i))) { take(m[0].length); continue; }
    // "I could eat sushi every day": a liking, not a hypothetical.
    if ((m = r.match(/^(?:could|would)\s+(?:happily\s+|honestly\s+|literally\s+|probably\s+)?(?:eat|drink|listen to|watch|play|live on|read)\s+(.+?)\s+(?:every (?:single )?(?:day|night|meal|week)|for (?:every|each) meal|all day(?: long)?|forever|all the time|on repeat|for days|nonstop|non-stop)\b.*$/i))) {
      a.prefix += r.slice(0, r.length - m[1]!.length);
      a.rest = `love ${m[1]!}`;
      break;
    }
    if ((m = r.match(/^(?:would|'d) (?:much |far |really |definitely |honestly |always )?(?:rather|prefer)\s+/i))) { a.prefix += m[0]; a.rest = "prefer " + r.slice(m[0].length); break; }
    // "I'd pick the mountains over the beach any day": a standing preference, not a hypothetical.
    if ((m = r.match(/^(?:(?:would|'d) (?:always |happily |honestly )?|will always |'ll always )(?:choose|pick|take|go for)\s+(?=.+\s+over\s+)/i))) { a.prefix += m[0]; a.rest = "prefer " + r.slice(m[0].length); break; }
    // "I'd choose tea every time", "given the choice I'd always go for the window seat": the same standing preference.
    if ((m = r.match(/^(?:would|'d) (?:always |happily |honestly |still )?(?:choose|pick|take|go for|order|get)\s+(?!(?:you|him|her|them|me|us|it|that|this|one)\b)(.+?)\s+(?:every (?:single )?time|any day(?: of the week)?|every day of the week|hands down|without (?:a second thought|hesitation))$/i))) {
      a.prefix += r.slice(0, r.length - m[1]!.length);
      a.rest = `prefer ${m[1]!}`;
      break;
    }
    if ((m = r.match(/^(?:will|shall)\s+/i))) { a.tense = "planned"; take(m[0].length); continue; }
    if ((m = r.match(/^(?:am|is|are|'m|'re) (?:going to|gonna|about to|set to|scheduled to|due to|planning to|planning on|intending to|moving to be)\s+/i))) {
      const after = r.slice(m[0].length).split(/\s+/)[0]!.toLowerCase();
      if (BASE_VERBS.has(after) || after === "be" || after === "start" || after === "get") { a.tense = "planned"; take(m[0].length); continue; }
    }
    if ((m = r.match(/^(?:plan|intend|plans|intends|planned|intended|have decided|has decided|decided|have planned|'ve decided|am planning|am scheduled|am set|am due|'m planning|hope|am hoping|want|wants|wanted|would like|would love|'d like|'d love|wish|need|needs|have|has|got|am trying|try|tried|am thinking about|am thinking of|am considering|consider|considered|dream of|dream about|dreamed of|dreamt of|am hoping|am trying|am dreaming of|ought|am supposed|was supposed|am meant|would|could|should|might|may|must|'d)\b(?:\s+to)?\s+/i))) {
      const w = m[0].toLowerCase();
      if (/^(?:have|has|got)\b/.test(w) && !/\bto\s+$/.test(w)) {
        // "have" as a main verb or a perfect auxiliary
      } else if (/^(?:plan|intend|plans|intends|planned|intended|have decided|has decided|decided|have planned|'ve decided|am planning|am scheduled|am set|am due|'m planning)\b/.test(w) && /\bto\s+$/.test(w)) {
        a.tense = "planned"; take(m[0].length); continue;
      } else if (/^(?:would|could|should|might|may|must|'d)\b/.test(w)) {
        a.hypo = true; break;
      } else if (/\bto\s+$/.test(w) || /^(?:wish|dream|am thinking|am considering|consider)/.test(w)) {
        a.hypo = true; break;
      }
    }
    if ((m = r.match(/^(?:do|does|did)\s+not\s+/i))) { a.neg = true; if (/^did/i.test(r)) a.pastAux = true; take(m[0].length); continue; }
    if ((m = r.match(/^(?:do|does|did)\s+/i)) && FINITE_VERBS.has(nextWord())) { if (/^did/i.test(r)) a.pastAux = true; take(m[0].length); continue; }
    if ((m = r.match(/^can\s+not\s+/i))) { a.neg = true; take(m[0].length); continue; }
    if ((m = r.match(/^can\s+/i))) { take(m[0].length); continue; }
    if ((m = r.match(/^(?:have|has|'ve)\s+got\s+/i))) { a.rest = "have got " + r.slice(m[0].length); break; }
    if ((m = r.match(/^(?:have|has|'ve)\s+(?:not\s+)?/i))) {
      const words = r.slice(m[0].length).split(/\s+/);
      // "have really gotten into": an adverb between the auxiliary and its participle ("have really bad hay fever" is not one).
      const after = (/^(?:really|totally|completely|actually|honestly|officially|slowly|gradually|seriously|properly|instead)$/i.test(words[0] ?? "") && /^(?:been|got|gotten|known|grown|become|come|gone|taken|begun|\w+ed)$/i.test(words[1] ?? "") ? words[1]! : words[0]!).toLowerCase();
      if (/^(?:been|had|lived|worked|moved|gone|got|gotten|known|met|visited|studied|owned|used|always|never|just|recently|finally|already|also|left|quit|joined|started|become|grown|taken|eaten|loved|liked|hated|travelled|traveled|spoken|bought|sold|married|adopted|graduated|attended|retired|given|stopped|cut|avoided|suffered|struggled|dated|done|followed|kept|earned|made|spent|tried|switched|converted|taught|run|begun|come|fallen)$/.test(after) || /ed$/.test(after)) {
        a.perfect = true;
        if (/not/i.test(m[0])) a.neg = true;
        take(m[0].length);
        continue;
      }
    }
    if ((m = r.match(/^had\s+/i))) {
      const after = nextWord() || r.slice(m[0].length).split(/\s+/)[0]!.toLowerCase();
      const w = r.slice(m[0].length).split(/\s+/)[0]!.toLowerCase();
      if (/^(?:been|lived|worked|moved|gone|known|met|visited|studied|owned|always|never|just|left|quit|joined|started)$/.test(w) || /ed$/.test(w)) { a.perfect = true; a.pastAux = true; take(m[0].length); continue; }
      void after;
    }
    if ((m = r.match(/^(?:am|is|are|was|were|be|been|being)\s+(?:not\s+)?(?=(\w+ing)\b)/i))) {
      const ing = m[1]!.toLowerCase();
      if (ING_VERBS.has(ing) || /^(?:living|working|moving|studying|dating|seeing|having|getting|taking|starting|joining|leaving|going|travelling|traveling|flying|heading|visiting|attending|relocating|staying|doing|pursuing|finishing|completing|expecting|marrying|buying|selling|learning|teaching|running|training)$/.test(ing)) {
        if (/\bnot\b/i.test(m[0])) a.neg = true;
        if (/^(?:was|were)/i.test(r)) a.pastAux = true;
        a.progressive = true;
        take(m[0].length);
        continue;
      }
    }
    if ((m = r.match(/^(am|is|are|was|were|be|been)\s+(?:not|no longer|never)\s+/i))) {
      a.neg = true;
      if (/no longer/i.test(m[0])) a.ended = true;
      a.prefix += m[0].replace(/\s+(?:not|no longer|never)\s+$/i, " not ");
      a.rest = m[1]! + " " + r.slice(m[0].length);
      continue;
    }
    break;
  }
  return a;
}

/** The fact's tense from the pattern's kind, the verb form and the auxiliaries. null: no fact (a plan to leave, a hypothetical). */
export function tenseOf(kind: Kind, form: Form, aux: Aux, time: TimeInfo): Tense | null {
  if (aux.hypo) return null;
  if (aux.tense === "planned") return kind === "end" ? null : "planned";
  if (aux.tense === "past") return kind === "end" ? null : kind === "permanent" || kind === "event" ? "current" : "past";
  if (kind === "end") return aux.progressive && !aux.pastAux ? null : "past";
  if (aux.neg && (aux.ended || time.ended)) return kind === "state" || kind === "onset" ? "past" : null;
  if (kind === "permanent" || kind === "event") {
    if ((aux.progressive && !aux.pastAux) || (time.direction === "future" && (form === "base" || form === "s"))) return kind === "event" ? "planned" : "current";
    return "current";
  }
  if (aux.progressive) {
    if (aux.pastAux) return kind === "state" ? "past" : "current";
    return kind === "onset" ? "planned" : time.direction === "future" && kind === "state" ? "current" : "current";
  }
  const past = form === "past" || aux.pastAux;
  if (past && !aux.perfect) return kind === "state" ? "past" : "current";
  if (past && aux.perfect) return "current";
  if (kind === "onset" && time.direction === "future") return "planned";
  return "current";
}
