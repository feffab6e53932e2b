import type { KeywordHit } from "./fts";

// The keyword scoring both backends share (issue 25, plan §2.6): which query words go to the index, and
// BM25 with IDF counted in the scope. Each backend only finds, per word, the scope's rows holding it and
// each row's token count (SQLite: FTS5 in src/db/fts.ts; PostgreSQL: a tsvector column in
// src/db/pg/keywords.ts), so rankings can differ only where the two tokenizers do. The reasons and
// measurements behind each constant are in src/db/fts.ts, beside the SQLite half.

/** See src/db/fts.ts `COMMON_SHARE`. */
export const COMMON_SHARE = 0.02;
export const COMMON_MIN_ROWS = 1_000;
/** How long a cached row count (a word's rows, an index's or a large scope's rows) is used. */
export const DF_TTL_MS = 10 * 60_000;
/** See src/db/fts.ts `UNHELD_SHARE`. */
export const UNHELD_SHARE = 0.5;
/** See src/db/fts.ts `EXACT_SCOPE_ROWS`. */
export const EXACT_SCOPE_ROWS = 5_000;

/** BM25's k1 and b (FTS5's own values). */
const K1 = 1.2;
const B = 0.75;

/** Row counts kept for DF_TTL_MS (one cache per connection or store); bounded, a server sees an open-ended vocabulary. */
export class CountCache {
  readonly #m = new Map<string, { n: number; at: number }>();

  get(key: string, now: number): number | undefined {
    const hit = this.#m.get(key);
    return hit && now - hit.at < DF_TTL_MS ? hit.n : undefined;
  }

  set(key: string, n: number, now: number): void {
    if (this.#m.size >= 50_000) this.#m.clear();
    this.#m.set(key, { n, at: now });
  }
}

/**
 * The query words to send to the index, given each one's row count `df` over the whole index of `rows`
 * rows: the common ones are left out when rarer ones remain, else the rarest is kept (fts.ts COMMON_SHARE).
 */
export function keepSelective<T>(terms: T[], df: number[], rows: number, minRows = COMMON_MIN_ROWS): T[] {
  const kept = terms.filter((_, i) => df[i]! < minRows || df[i]! <= COMMON_SHARE * rows);
  if (kept.length > 0) return kept;
  let rarest = 0;
  for (let i = 1; i < terms.length; i++) if (df[i]! < df[rarest]!) rarest = i;
  return [terms[rarest]!];
}

/**
 * BM25 with IDF counted in the scope (fts.ts `match` says why and how). `holders`: per query word, the
 * rows holding it; `length`: the token count of every matched row that passed the re-check (scope,
 * liveness, filters), which is what counts; `scopeRows`: the scope's row count (IDF's N). The top k, best first.
 */
export function scoreBm25(holders: number[][], length: Map<number, number>, scopeRows: number, k: number): KeywordHit[] {
  let avg = 0;
  for (const n of length.values()) avg += n / length.size;
  const held = holders.map((seqs) => seqs.filter((seq) => length.has(seq)));
  const n = Math.max(scopeRows, length.size);
  const score = new Map<number, number>();
  let whole = 0;
  for (const seqs of held) {
    const idf = Math.log(1 + (n - seqs.length + 0.5) / (seqs.length + 0.5));
    whole += seqs.length > 0 ? idf : UNHELD_SHARE * idf;
    for (const seq of seqs) {
      const dl = length.get(seq)!;
      score.set(seq, (score.get(seq) ?? 0) + (idf * (K1 + 1)) / (1 + K1 * (1 - B + (B * dl) / Math.max(1, avg))));
    }
  }
  return [...score]
    .map(([seq, s]) => ({ seq, score: Math.min(1, s / whole) }))
    .sort((a, b) => b.score - a.score || b.seq - a.seq)
    .slice(0, k);
}
