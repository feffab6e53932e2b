/**
 * How many candidates each ranking contributes, whatever the number of results wanted: one depth for
 * the context block and hybrid search, so a smaller block is a prefix of a larger one and of search's
 * order. Deeper costs little: both indexes rank every row in scope anyway; only the top rows are read.
 */
export const CANDIDATE_DEPTH = 100;

/**
 * What the keyword share (`KeywordHit.score`, the part of the query a memory holds) counts for against the
 * semantic part (1). 2.5 since issue 22, measured on the LoCoMo half (real long chats, bench/retrieval.ts;
 * hybrid recall@10 / @20 of answer turns, conversations 0-2, with the rule before for neighbours): 0.7
 * gave 0.646 / 0.739, 1 0.678 / 0.773, 1.5 0.683 / 0.798, 2.5 0.715 / 0.797, 4 0.708 / 0.789; with both
 * neighbours lifted 2.5 0.740, 3 0.733. A small model's cosines say little on chit-chat turns; the words
 * of the question say more. Normalising the keyword share by the list's best (a query-dependent weight)
 * lost 0.01-0.02. On our fixtures (all 395 questions) 2.5 with both neighbours costs a little: hybrid
 * recall@10 with every answer turn 85 -> 83, any answer turn 94 -> 92, while their context block at
 * 400 / 800 tokens went 75 / 90 -> 92 / 98. Earlier, on those fixtures alone: measured on bench/retrieval.ts, hybrid recall@10 with every answer turn (set 1 tuning
 * / set 2 held out), with unheld words counted whole: 1 gave 85.7 / 81.7, 1.5 87.4 / 82.6, 2 86.8 / 82.2,
 * 3 83.5 / 80.3; at 1.5 with UNHELD_SHARE 0.5 (as shipped) 87.4 / 82.2. It replaced a weight that grew as
 * keyword matches got fewer (10 / matches, within 0.5-2) on a list-normalised BM25 (same per-scope IDF):
 * 86.3 / 81.2. That weight took few matches for rare words; they were as often a rare word of the query
 * matching nothing and a common one matching a few memories.
 */
export const KEYWORD_WEIGHT = 2.5;

/** A candidate with its score in one ranking, higher is better: cosine similarity, or the keyword share in (0, 1]. */
export interface Scored {
  seq: number;
  score: number;
}

export interface Fused {
  seq: number;
  /** In [0, 1]: (norm(cosine) + KEYWORD_WEIGHT * keyword share) / (1 + KEYWORD_WEIGHT). */
  score: number;
}

/**
 * Maps cosines onto [0, 1] by where they sit in their own list's distribution: mean - 3 sd is 0,
 * mean + 3 sd is 1, clamped. Why not ranks (reciprocal rank fusion): a rank hides how far ahead a hit
 * is, so the 30th keyword match on a common word weighed as much as the 30th nearest vector, and plain
 * RRF fell below cosine alone (recall@10 87 vs 90). Why not min-max: one outlier squeezes the rest.
 * Cosines of a small model crowd together whatever the query, so only their spread says which stand out;
 * the keyword share needs no such mapping: it already says how much of the query a memory holds.
 */
function normalizer(list: readonly Scored[]): (x: number) => number {
  const n = list.length;
  const mean = list.reduce((a, c) => a + c.score, 0) / n;
  const sd = Math.sqrt(list.reduce((a, c) => a + (c.score - mean) ** 2, 0) / n);
  // One candidate, or all equal: nothing to tell them apart by.
  if (!(sd > 0)) return (x) => (x >= mean ? 1 : 0);
  return (x) => Math.min(1, Math.max(0, (x - (mean - 3 * sd)) / (6 * sd)));
}

/**
 * Score fusion of the semantic ranking (cosine similarity, best first) and the keyword ranking (the
 * share of the query each memory holds, `KeywordHit.score`, best first): the cosine mapped onto [0, 1]
 * within its list (`normalizer`) plus KEYWORD_WEIGHT times the keyword share, over 1 + KEYWORD_WEIGHT.
 * A memory missing from the semantic list scores that list's last (lowest) cosine, an upper bound of its
 * own; one missing from the keyword list holds none of the query's words (share 0). Ties keep the
 * semantic order, then the keyword order.
 */
export function fuseScores(semantic: readonly Scored[], keyword: readonly Scored[]): Fused[] {
  if (semantic.length === 0 && keyword.length === 0) return [];
  const normS = semantic.length > 0 ? normalizer(semantic) : () => 0;
  const floorS = semantic.length > 0 ? normS(semantic[semantic.length - 1]!.score) : 0;
  const share = (x: number) => Math.min(1, Math.max(0, x));
  const out = new Map<number, { s: number; k: number; order: number }>();
  let order = 0;
  for (const c of semantic) if (!out.has(c.seq)) out.set(c.seq, { s: normS(c.score), k: 0, order: order++ });
  for (const c of keyword) {
    const e = out.get(c.seq);
    if (e) e.k = share(c.score);
    else out.set(c.seq, { s: floorS, k: share(c.score), order: order++ });
  }
  return [...out]
    .map(([seq, e]) => ({ seq, score: (e.s + KEYWORD_WEIGHT * e.k) / (1 + KEYWORD_WEIGHT), order: e.order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ seq, score }) => ({ seq, score }));
}
