/** The constant of reciprocal rank fusion: a rank r counts 1 / (RRF_K + r), r from 1. */
export const RRF_K = 60;

/**
 * How many candidates each ranking contributes, whatever the number of results wanted: one depth for
 * the context block and hybrid search, so a smaller block is a prefix of a larger one and of search's
 * order. Deeper costs little: both indexes rank every row in scope anyway; only the top rows are read.
 */
export const CANDIDATE_DEPTH = 100;

export interface Fused {
  seq: number;
  /** Sum over the rankings of 1 / (RRF_K + rank). */
  rrf: number;
}

/**
 * Reciprocal rank fusion of rankings of seqs, best first. Ties keep the earlier ranking's order
 * (the semantic ranking comes first), then the later ones'.
 */
export function fuseRanks(rankings: number[][]): Fused[] {
  const score = new Map<number, number>();
  const firstSeen = new Map<number, number>();
  let order = 0;
  for (const ranking of rankings) {
    ranking.forEach((seq, i) => {
      score.set(seq, (score.get(seq) ?? 0) + 1 / (RRF_K + i + 1));
      if (!firstSeen.has(seq)) firstSeen.set(seq, order++);
    });
  }
  return [...score].map(([seq, rrf]) => ({ seq, rrf })).sort((a, b) => b.rrf - a.rrf || firstSeen.get(a.seq)! - firstSeen.get(b.seq)!);
}
