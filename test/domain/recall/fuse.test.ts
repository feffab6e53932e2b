import { describe, expect, test } from "bun:test";
import { fuseScores, KEYWORD_WEIGHT, type Scored } from "../../../src/domain/recall/fuse";

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
    const fused = fuseScores(semantic, list([[1, 1]]));
    expect(fused[0]!.seq).toBe(1);
    expect(fused).toHaveLength(31);
  });

  test("many middling keyword matches of a common word do not push down a clear semantic winner", () => {
    // Rank fusion (1 / (60 + rank)) would put memory 22 (21st by cosine, 1st by keywords) above memory 1.
    const semantic = list([[1, 0.82], ...Array.from({ length: 60 }, (_, i) => [2 + i, 0.35 - i * 0.002] as [number, number])]);
    // A common word is a small share of the query (at KEYWORD_WEIGHT 2.5 a share above 0.2 with an
    // average cosine would pass a lone semantic winner; it was 0.3 at 1.5).
    const keyword = list(Array.from({ length: 40 }, (_, i) => [22 + i, 0.15 - i * 0.002] as [number, number]));
    const fused = fuseScores(semantic, keyword);
    expect(fused[0]!.seq).toBe(1);
    expect(fused[1]!.seq).toBe(22);
  });

  test("a memory near the top of both rankings beats one on top of only one; keyword-only memories join the list", () => {
    const semantic = list([[1, 0.6], [2, 0.58], [3, 0.3], [4, 0.29], [5, 0.28], [6, 0.27], [7, 0.26], [8, 0.25]]);
    const keyword = list([[9, 1], [2, 0.95], [10, 0.3], [11, 0.28], [12, 0.26], [13, 0.24], [14, 0.22], [15, 0.2], [16, 0.18], [17, 0.16], [18, 0.14], [19, 0.12]]);
    const fused = fuseScores(semantic, keyword);
    expect(fused[0]!.seq).toBe(2);
    expect(new Set(seqs(fused))).toEqual(new Set([...seqs(semantic), ...seqs(keyword)]));
  });

  test("equal scores keep the semantic order, then the keyword order", () => {
    expect(seqs(fuseScores(list([[3, 0.5], [1, 0.5]]), list([[1, 0.4], [3, 0.4]])))).toEqual([3, 1]);
    expect(seqs(fuseScores(list([[3, 0.5], [1, 0.5], [4, 0.1]]), list([[1, 0.4], [3, 0.4]])))).toEqual([3, 1, 4]);
  });
});

describe("the fused score", () => {
  test("(cosine mapped by mean +- 3 sd of its list + 2.5 x keyword share) / 3.5; missing from a list: its last cosine, share 0", () => {
    expect(KEYWORD_WEIGHT).toBe(2.5);
    const cos = [0.7, 0.5, 0.45, 0.3, 0.2];
    const semantic = list(cos.map((c, i) => [i + 1, c]));
    const mean = cos.reduce((a, c) => a + c, 0) / cos.length;
    const sd = Math.sqrt(cos.reduce((a, c) => a + (c - mean) ** 2, 0) / cos.length);
    const part = (x: number) => Math.min(1, Math.max(0, (x - mean + 3 * sd) / (6 * sd)));
    const fused = new Map(fuseScores(semantic, list([[3, 0.8], [9, 0.5], [1, 1.7]])).map((f) => [f.seq, f.score]));
    expect(fused.get(1)!).toBeCloseTo((part(0.7) + 2.5 * 1) / 3.5, 9); // a share is capped at 1
    expect(fused.get(2)!).toBeCloseTo(part(0.5) / 3.5, 9);
    expect(fused.get(3)!).toBeCloseTo((part(0.45) + 2.5 * 0.8) / 3.5, 9);
    expect(fused.get(9)!).toBeCloseTo((part(0.2) + 2.5 * 0.5) / 3.5, 9);
    expect(fused.size).toBe(6);
  });
});
