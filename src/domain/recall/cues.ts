import { sql } from "drizzle-orm";
import { idIn, type Q, type Store } from "../../db";
import { queryTerms } from "../../db/fts";
import type { Fused } from "./fuse";

/**
 * Who and when a query asks about, held against each candidate's speaker label and date.
 *
 * Speakers. A chat transcript stored one turn per memory labels each turn with who said it ("Caroline: I
 * went to the support group yesterday"). A question about one speaker ("What did Caroline research?") is
 * nearly always answered by that speaker's own turns, while the other speaker's turns that name them
 * ("Caroline, that's amazing!") match its words just as well. So when the query names the speaker of some
 * candidates, candidates labelled with another speaker lose SPEAKER_PENALTY of their fused score. Memories
 * without a label, and every candidate when the query names no speaker (or every speaker), keep theirs.
 * A label is one to three capitalised words and a colon opening the memory; the query names it when every
 * word of it is a capitalised word of the query (case-folded as `queryTerms` does; a query with none, and
 * no date, reads nothing).
 *
 * Dates. A query that names a day, a month or a year ("in July 2023", "on 3 May, 2023", "in June")
 * asks about what happened then, and a memory is dated by its `timestamp` (else when it was stored). A
 * turn tells of an event on the day or after it ("we went camping last week"), so a window runs from the
 * period's start to DATE_SLACK_DAYS after its end; when the query names a period, candidates dated outside
 * every window lose DATE_PENALTY of their score.
 *
 * Both apply after the neighbouring turns are lifted and before turns sharing a name are (neighbors.ts,
 * `refineRanking`): a lifted question turn of the other speaker ("Did you finish the painting?") then
 * yields to the named speaker's answer beside it. Speaker 0.2 and dates 0.2: before the lifts 0.754, after
 * both 0.772, between them 0.774 (hybrid recall@10, tuning).
 *
 * Measured on the LoCoMo half (bench/retrieval.ts; hybrid recall@10 / @20 of answer turns, conversations
 * 0-2 tuning, 3-4 check; with both neighbours lifted, before neighbours outside the list were admitted):
 * without either rule 0.740 / 0.814 (check 0.681 / 0.744). Speaker penalty 0.2 applied before the lifts
 * 0.744 / 0.813, after them 0.772 / 0.834 (with dates at 0.2); 0.3 after 0.773 / 0.840 (check 0.711 /
 * 0.766). Dates alone at 0.2 0.753 / 0.817 (check 0.695 / 0.761), 0.35 with speakers at 0.2 0.775 / 0.837
 * (check 0.718 / 0.770); a slack of 3 or 31 days instead of 14 changed little (31: 0.754 / 0.816 against
 * 0.754 / 0.818 at 0.2). In a LoCoMo conversation a question naming one of the two speakers is answered by
 * that speaker's own turns for 97% of its answer turns (conversations 0-2). On our own fixtures (one
 * speaker, no labels) the speaker rule never applies.
 */
export const SPEAKER_PENALTY = 0.3;
export const DATE_PENALTY = 0.35;
export const DATE_SLACK_DAYS = 14;

const LABEL = /^\s*(\p{Lu}[\p{L}\p{M}'’.-]*(?: \p{Lu}[\p{L}\p{M}'’.-]*){0,2}):\s/u;
const headsOf = (seqs: number[]) => sql`select seq, substr(content, 1, 60) as head, coalesce(event_at, created_at) as at
  from memories where ${idIn(sql.raw("seq"), seqs)}`;

/** The speaker label opening a memory's text, or null. */
export function speakerLabel(text: string): string | null {
  return LABEL.exec(text)?.[1] ?? null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = "(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
const YEAR = "((?:19|20)\\d\\d)";
const PATTERNS: { re: RegExp; day: number; month: number; year: number }[] = [
  { re: new RegExp(`\\b${MONTH} ${DAY},? ${YEAR}\\b`, "g"), month: 1, day: 2, year: 3 },
  { re: new RegExp(`\\b${DAY} (?:of )?${MONTH},? ${YEAR}\\b`, "g"), day: 1, month: 2, year: 3 },
  { re: new RegExp(`\\b${MONTH},? ${YEAR}\\b`, "g"), day: 0, month: 1, year: 2 },
  // A month alone only after a word that makes it a time ("in June"), so "May I ask" is no date.
  { re: new RegExp(`(?<=\\b(?:in|during|since|by|before|after|until|of|early|late|mid|last|this|next)[- ])${MONTH}\\b(?! \\d)`, "g"), day: 0, month: 1, year: 0 },
  { re: new RegExp(`\\b${YEAR}\\b`, "g"), day: 0, month: 0, year: 1 },
];

/** A period the query names: a day, a month (of one year, or of any year: year 0), or a year. */
export interface Period {
  year: number;
  /** 1-12, or 0 for a whole year. */
  month: number;
  /** 1-31, or 0 for a whole month or year. */
  day: number;
}

/** The days, months and years a query names; each part of the text is read once, the most specific first. */
export function periodsOf(query: string): Period[] {
  let text = query;
  const out: Period[] = [];
  for (const p of PATTERNS) {
    text = text.replace(p.re, (...m: string[]) => {
      const month = p.month === 0 ? 0 : MONTHS.indexOf(m[p.month]!.slice(0, 3).toLowerCase()) + 1;
      out.push({ year: p.year === 0 ? 0 : Number(m[p.year]), month, day: p.day === 0 ? 0 : Number(m[p.day]) });
      return " ";
    });
  }
  return out.filter((p) => p.day <= 31);
}

const DAY_MS = 86_400_000;

/** Whether an ISO instant falls in the period or up to `slack` days after its end. */
export function inPeriod(at: string, p: Period, slack: number): boolean {
  const t = Date.parse(at);
  if (Number.isNaN(t)) return false;
  const years = p.year === 0 ? [new Date(t).getUTCFullYear(), new Date(t).getUTCFullYear() - 1] : [p.year];
  return years.some((y) => {
    const from = Date.UTC(y, p.month === 0 ? 0 : p.month - 1, p.day === 0 ? 1 : p.day);
    const to = p.day !== 0 ? from + DAY_MS : p.month !== 0 ? Date.UTC(y, p.month, 1) : Date.UTC(y + 1, 0, 1);
    return t >= from && t < to + slack * DAY_MS;
  });
}

/** What `weighCues` reads of a candidate: the start of its text and when it was said. */
export interface CandidateInfo {
  head: string;
  at: string;
}

/** The ranking with each candidate's score cut by the speaker and date rules above, best first; ties keep the order. */
export async function weighCues(store: Store, q: Q, fused: readonly Fused[], query: string): Promise<Fused[]> {
  // A query with no capitalised word and no date names neither a speaker nor a period: nothing to read.
  if (fused.length < 2 || (namesOf(query).size === 0 && periodsOf(query).length === 0)) return [...fused];
  const rows = await store.sql.all<{ seq: number } & CandidateInfo>(q, headsOf(fused.map((f) => f.seq)));
  return cueWeighted(fused, query, new Map(rows.map((r) => [r.seq, r])));
}

/** The query's capitalised words as `queryTerms` gives them (stop words such as a leading "What" left out): the names a label can match. */
function namesOf(query: string): Set<string> {
  return new Set(queryTerms((query.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}'’-]*/gu) ?? []).join(" ")));
}

/** `weighCues` on candidates already read. */
export function cueWeighted(fused: readonly Fused[], query: string, info: ReadonlyMap<number, CandidateInfo>): Fused[] {
  const asked = namesOf(query);
  const periods = periodsOf(query);
  const labelOf = new Map<number, string>();
  for (const [seq, r] of info) {
    const label = speakerLabel(r.head);
    if (label !== null) labelOf.set(seq, label);
  }
  const labels = new Set(labelOf.values());
  const named = new Set(
    [...labels].filter((l) => {
      const words = queryTerms(l);
      return words.length > 0 && words.every((w) => asked.has(w));
    }),
  );
  const bySpeaker = named.size > 0 && named.size < labels.size;
  if (!bySpeaker && periods.length === 0) return [...fused];
  return fused
    .map((f, i) => {
      let score = f.score;
      const label = labelOf.get(f.seq);
      if (bySpeaker && label !== undefined && !named.has(label)) score *= 1 - SPEAKER_PENALTY;
      const at = info.get(f.seq)?.at;
      if (periods.length > 0 && at !== undefined && !periods.some((p) => inPeriod(at, p, DATE_SLACK_DAYS))) score *= 1 - DATE_PENALTY;
      return { seq: f.seq, score, i };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ seq, score }) => ({ seq, score }));
}
