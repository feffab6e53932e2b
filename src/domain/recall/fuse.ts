/**
 * How many candidates each ranking contributes, whatever the number of results wanted: one depth for
 * the context block and hybrid search, so a smaller block is a prefix of a larger one and of search's
 * order. Deeper costs little: both indexes rank every row in scope anyway; only the top rows are read.
 */
export const CANDIDATE_DEPTH = 100;

/**
 * What the keyword signal counts for against the semantic one (1): KEYWORD_MATCHES / (number of keyword
 * candidates), kept within [KEYWORD_WEIGHT_MIN, KEYWORD_WEIGHT_MAX]. Few matches mean the query's words
 * are rare in the scope (a code, a name, a brand), where an exact match is the answer more often than
 * the nearest paraphrase; many mean common words, where BM25 says little. Measured on bench/retrieval.ts
 * set 1 (recall@10, 182 questions): a fixed weight from 0.2 to 0.6 gives 165-166, 1 gives 159-161;
 * raising it only for short keyword lists (up to about 10 matches, up to 2) changes nothing there, and
 * lets a lone exact match of a rare word win over a crowd of near paraphrases.
 */
export const KEYWORD_MATCHES = 10;
export const KEYWORD_WEIGHT_MIN = 0.5;
export const KEYWORD_WEIGHT_MAX = 2;

export const keywordWeight = (matches: number) => Math.min(KEYWORD_WEIGHT_MAX, Math.max(KEYWORD_WEIGHT_MIN, KEYWORD_MATCHES / Math.max(1, matches)));

/** A candidate with its raw score in one ranking, higher is better: cosine similarity, or BM25 (positive). */
export interface Scored {
  seq: number;
  score: number;
}

export interface Fused {
  seq: number;
  /** In [0, 1]: (norm(cosine) + w * norm(BM25)) / (1 + w), w = keywordWeight(keyword candidates). */
  score: number;
}

/**
 * Maps raw scores onto [0, 1] by where they sit in their own list's distribution: mean - 3 sd is 0,
 * mean + 3 sd is 1, clamped. Why not ranks (reciprocal rank fusion): a rank hides how far ahead a hit
 * is, so the 30th keyword match on a common word weighed as much as the 30th nearest vector, and plain
 * RRF fell below cosine alone (recall@10 87 vs 90). Why not min-max: one outlier squeezes the rest.
 * A hit only stands out here when its own signal singles it out from the other candidates.
 */
function normalizer(list: readonly Scored[]): (x: number) => number {
  const n = list.length;
  const mean = list.reduce((a, c) => a + c.score, 0) / n;
  const sd = Math.sqrt(list.reduce((a, c) => a + (c.score - mean) ** 2, 0) / n);
  // One candidate, or all equal: they stand out only from what is not in the list (for keywords, the
  // memories matching none of the words, BM25 0).
  if (!(sd > 0)) return (x) => (x >= mean ? 1 : 0);
  return (x) => Math.min(1, Math.max(0, (x - (mean - 3 * sd)) / (6 * sd)));
}

/**
 * Distribution-based score fusion of the semantic ranking (cosine similarity, best first) and the
 * keyword ranking (BM25 as a positive number, best first). Each list is normalised over itself, then
 * the two are summed, the keyword one weighted by `keywordWeight`. A memory missing from the semantic list scores that list's
 * last (lowest) cosine, an upper bound of its own; one missing from the keyword list has BM25 0 (none
 * of the query's words). With no keyword candidates the semantic order is kept as it is. Ties keep the
 * semantic order, then the keyword order.
 */
export function fuseScores(semantic: readonly Scored[], keyword: readonly Scored[]): Fused[] {
  if (semantic.length === 0 && keyword.length === 0) return [];
  const normS = semantic.length > 0 ? normalizer(semantic) : () => 0;
  const normK = keyword.length > 0 ? normalizer(keyword) : () => 0;
  const floorS = semantic.length > 0 ? normS(semantic[semantic.length - 1]!.score) : 0;
  const missingK = keyword.length > 0 ? normK(0) : 0;
  const out = new Map<number, { s: number; k: number; order: number }>();
  let order = 0;
  for (const c of semantic) if (!out.has(c.seq)) out.set(c.seq, { s: normS(c.score), k: missingK, order: order++ });
  for (const c of keyword) {
    const e = out.get(c.seq);
    if (e) e.k = normK(c.score);
    else out.set(c.seq, { s: floorS, k: normK(c.score), order: order++ });
  }
  const w = keyword.length > 0 ? keywordWeight(keyword.length) : 0;
  return [...out]
    .map(([seq, e]) => ({ seq, score: (e.s + w * e.k) / (1 + w), order: e.order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ seq, score }) => ({ seq, score }));
}
