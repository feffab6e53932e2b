import { describe, expect, test } from "bun:test";
import { fuseScores, keywordWeight, type Scored } from "../../../src/domain/recall/fuse";

const list = (pairs: [number, number][]): Scored[] => pairs.map(([seq, score]) => ({ seq, score }));
const seqs = (xs: { seq: number }[]) => xs.map((x) => x.seq);

describe("fuseScores", () => {
  test("without keyword candidates the semantic order is kept, scores in [0, 1] and non-increasing", () => {
    const semantic = list([[5, 0.71], [2, 0.64], [9, 0.64], [1, 0.4], [7, 0.12]]);
    const fused = fuseScores(semantic, []);
    expect(seqs(fused)).toEqual([5, 2, 9, 1, 7]);
    for (let i = 0; i < fused.length; i++) {
      expect(fused[i]!.score).toBeGreaterThanOrEqual(0);
      expect(fused[i]!.score).toBeLessThanOrEqual(1);
      if (i > 0) expect(fused[i - 1]!.score).toBeGreaterThanOrEqual(fused[i]!.score);
    }
    expect(fuseScores([], [])).toEqual([]);
  });

  test("a lone exact match of a rare word beats a crowd of close paraphrases", () => {
    // 30 near-identical paraphrases close to the query, and the one memory holding the code, last by cosine.
    const semantic = list([...Array.from({ length: 30 }, (_, i) => [100 + i, 0.62 - i * 0.001] as [number, number]), [1, 0.21]]);
    const fused = fuseScores(semantic, list([[1, 7.3]]));
    expect(fused[0]!.seq).toBe(1);
    expect(fused).toHaveLength(31);
  });

  test("many middling keyword matches of a common word do not push down a clear semantic winner", () => {
    // Rank fusion (1 / (60 + rank)) would put memory 22 (21st by cosine, 1st by keywords) above memory 1.
    const semantic = list([[1, 0.82], ...Array.from({ length: 60 }, (_, i) => [2 + i, 0.35 - i * 0.002] as [number, number])]);
    const keyword = list(Array.from({ length: 40 }, (_, i) => [22 + i, 2.1 - i * 0.01] as [number, number]));
    const fused = fuseScores(semantic, keyword);
    expect(fused[0]!.seq).toBe(1);
    expect(fused[1]!.seq).toBe(22);
  });

  test("a memory near the top of both rankings beats one on top of only one; keyword-only memories join the list", () => {
    const semantic = list([[1, 0.6], [2, 0.58], [3, 0.3], [4, 0.29], [5, 0.28], [6, 0.27], [7, 0.26], [8, 0.25]]);
    const keyword = list([[9, 6], [2, 5.8], [10, 1], [11, 0.9], [12, 0.8], [13, 0.7], [14, 0.6], [15, 0.5], [16, 0.4], [17, 0.3], [18, 0.2], [19, 0.1]]);
    const fused = fuseScores(semantic, keyword);
    expect(fused[0]!.seq).toBe(2);
    expect(new Set(seqs(fused))).toEqual(new Set([...seqs(semantic), ...seqs(keyword)]));
  });

  test("equal scores keep the semantic order, then the keyword order", () => {
    expect(seqs(fuseScores(list([[3, 0.5], [1, 0.5]]), list([[1, 2], [3, 2]])))).toEqual([3, 1]);
    expect(seqs(fuseScores(list([[3, 0.5], [1, 0.5], [4, 0.1]]), list([[1, 2], [3, 2]])))).toEqual([3, 1, 4]);
  });
});

describe("keywordWeight", () => {
  test("10 over the number of keyword matches, between 0.5 and 2", () => {
    expect(keywordWeight(1)).toBe(2);
    expect(keywordWeight(5)).toBe(2);
    expect(keywordWeight(10)).toBe(1);
    expect(keywordWeight(20)).toBe(0.5);
    expect(keywordWeight(100)).toBe(0.5);
    expect(keywordWeight(0)).toBe(2);
  });
});
