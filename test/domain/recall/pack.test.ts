import { describe, expect, test } from "bun:test";
import { pack, UNRANKED_FACT_SHARE, type FactLine, type MemoryLine } from "../../../src/domain/recall/pack";
import { STABLE_NOTE } from "../../../src/domain/recall/stable";
import { mulberry32 } from "../../helpers/rng";


const desc = (xs: number[]) => xs.sort((a, b) => b - a);

/** Random lines with descending scores; facts stated by no memory of the list (`stating` aside). */
function input(r: () => number, nf: number, nm: number) {
  const fs = desc(Array.from({ length: nf }, () => r()));
  const ms = desc(Array.from({ length: nm }, () => r()));
  const facts: FactLine[] = fs.map((score, i) => ({ line: `- fact ${i} ${"x".repeat(Math.floor(r() * 300))}`, id: `fct_${i}`, score, sources: [`mem_other_${i}`] }));
  const memories: MemoryLine[] = ms.map((score, i) => {
    const day = `2025-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`;
    return { line: `- memory ${i} ${"y".repeat(Math.floor(r() * 290))}`, day, at: `${day}T0${Math.floor(r() * 9)}:00:00Z`, id: `mem_${i}`, score };
  });
  return { facts, memories };
}

const inBlock = (p: ReturnType<typeof pack>) => new Set([...p.facts.map((f) => f.id), ...p.memories.map((m) => m.id)]);

describe("pack", () => {
  test("never exceeds the budget; lines whole; facts in relevance order, memories by day; the NOTE last", () => {
    const r = mulberry32(7);
    for (let i = 0; i < 600; i++) {
      const budget = 50 + Math.floor(r() * 7951);
      const { facts, memories } = input(r, Math.floor(r() * 120), Math.floor(r() * 120));
      const note = r() < 0.3 ? "NOTE: something failed." : null;
      const p = pack({ budget, stable: budget >= 400 ? STABLE_NOTE : "", facts, memories, note });
      expect(p.context.length).toBeLessThanOrEqual(budget * 4);
      expect(p.tokens).toBe(Math.ceil(p.context.length / 4));
      const lines = p.volatile.split("\n");
      // Every line is one of the inputs, whole; facts keep their relevance order.
      expect(lines.filter((l) => l.startsWith("- fact"))).toEqual(facts.filter((f) => p.facts.includes(f)).map((f) => f.line));
      expect(lines.filter((l) => l.startsWith("- memory"))).toEqual(p.memories.map((m) => m.line));
      const keys = p.memories.map((m) => `${m.day} ${m.at}`);
      expect(keys).toEqual([...keys].sort());
      if (note) expect(p.volatile).toEndWith(note);
      if (p.volatile === "") expect(p.context).toBe("");
      else expect(p.context).toBe(p.stable === "" ? p.volatile : `${p.stable}\n\n${p.volatile}`);
    }
  });

  test("a line is left out only when it did not fit beside the more relevant lines taken", () => {
    const r = mulberry32(11);
    for (let i = 0; i < 300; i++) {
      const budget = 50 + Math.floor(r() * 2000);
      const { facts, memories } = input(r, Math.floor(r() * 40), Math.floor(r() * 40));
      const p = pack({ budget, stable: "", facts, memories, note: null });
      const taken = inBlock(p);
      const all = [...facts, ...memories].sort((a, b) => b.score! - a.score!);
      for (const c of all) {
        if (taken.has(c.id)) continue;
        // The block of the more relevant lines that made it, plus this one: over the budget.
        const before = all.filter((x) => x.score! >= c.score! && taken.has(x.id));
        const alone = pack({ budget: 100_000, stable: "", facts: [...before, c].filter((x): x is FactLine => !("day" in x)), memories: [...before, c].filter((x): x is MemoryLine => "day" in x), note: null });
        expect(alone.context.length).toBeGreaterThan(budget * 4);
      }
    }
  });

  test("facts and memories share the budget by score: the more relevant take room first", () => {
    const facts: FactLine[] = Array.from({ length: 50 }, (_, i) => ({ line: `- fact ${i} ${"f".repeat(60)}`, id: `fct_${i}`, score: 0.9 - i * 0.01, sources: [] }));
    const memories: MemoryLine[] = Array.from({ length: 50 }, (_, i) => ({ line: `- memory ${i} ${"m".repeat(60)}`, day: "2025-01-01", at: "2025-01-01T00:00:00Z", id: `mem_${i}`, score: 0.895 - i * 0.01 }));
    const p = pack({ budget: 400, stable: "", facts, memories, note: null });
    // Alternating scores: about as many of each, the best of both lists.
    expect(Math.abs(p.facts.length - p.memories.length)).toBeLessThanOrEqual(1);
    expect(p.facts.map((f) => f.id)).toEqual(facts.slice(0, p.facts.length).map((f) => f.id));
    const low = pack({ budget: 400, stable: "", facts: facts.map((f) => ({ ...f, score: 0.1 })), memories, note: null });
    expect(low.facts).toHaveLength(0);
  });

  test("a fact and the memory that states it never both take room, whichever ranks first", () => {
    const memory: MemoryLine = { line: "- Alice: I am allergic to peanuts, so no satay for me", day: "2025-01-01", at: "2025-01-01T10:00:00Z", id: "mem_a", score: 0.5 };
    const other: MemoryLine = { line: "- Bob: we should get food later", day: "2025-01-02", at: "2025-01-02T10:00:00Z", id: "mem_b", score: 0.3 };
    for (const factScore of [0.9, 0.4, 0.1]) {
      const fact: FactLine = { line: "- Alice is allergic to peanuts (since 2025-01-01)", id: "fct_a", score: factScore, sources: ["mem_x", "mem_a"] };
      const p = pack({ budget: 400, stable: "", facts: [fact], memories: [memory, other], note: null });
      expect(p.memories.map((m) => m.id)).toEqual(["mem_a", "mem_b"]);
      expect(p.facts).toHaveLength(0);
      expect(p.volatile).not.toContain("## Known facts");
    }
    // Without its memory in the block, the fact is shown.
    const fact: FactLine = { line: "- Alice is allergic to peanuts", id: "fct_a", score: 0.9, sources: ["mem_a"] };
    const p = pack({ budget: 400, stable: "", facts: [fact], memories: [other], note: null });
    expect(p.facts.map((f) => f.id)).toEqual(["fct_a"]);
  });

  test("facts without scores (ranked by recency) take at most their share while memories want room, then what is left", () => {
    const facts: FactLine[] = Array.from({ length: 200 }, (_, i) => ({ line: `- fact ${i} ${"f".repeat(60)}`, id: `fct_${i}`, score: null, sources: [] }));
    const memories: MemoryLine[] = Array.from({ length: 200 }, (_, i) => ({ line: `- memory ${i} ${"m".repeat(60)}`, day: "2025-01-01", at: "2025-01-01T00:00:00Z", id: `mem_${i}`, score: 0.5 }));
    const p = pack({ budget: 800, stable: "", facts, memories, note: null });
    const factChars = p.volatile.split("\n\n")[0]!.length;
    expect(factChars).toBeLessThanOrEqual(UNRANKED_FACT_SHARE * 3200);
    expect(factChars).toBeGreaterThan(UNRANKED_FACT_SHARE * 3200 - 90);
    const two = pack({ budget: 800, stable: "", facts, memories: memories.slice(0, 2), note: null });
    expect(two.memories).toHaveLength(2);
    expect(two.context.length).toBeGreaterThan(3200 - 90);
    // With no memories at all, facts may fill the whole budget.
    const alone = pack({ budget: 400, stable: "", facts, memories: [], note: null });
    expect(alone.context.length).toBeGreaterThan(1600 - 90);
  });

  test("with nothing to show: empty strings and 0 tokens, the stable note left out", () => {
    expect(pack({ budget: 800, stable: STABLE_NOTE, facts: [], memories: [], note: null })).toEqual({ stable: "", volatile: "", context: "", tokens: 0, facts: [], memories: [] });
  });

  test("memories are shown by day, then by time, whatever their rank", () => {
    const m = (id: string, day: string, at: string): MemoryLine => ({ line: `- ${id}`, day, at, id, score: 0.5 });
    const memories = [m("c", "2025-03-01", "2025-03-01T10:00:00Z"), m("a", "2025-01-01", "2025-01-01T10:00:00Z"), m("b2", "2025-02-01", "2025-02-01T11:00:00Z"), m("b1", "2025-02-01", "2025-02-01T09:00:00Z")];
    const p = pack({ budget: 800, stable: "", facts: [], memories, note: null });
    expect(p.volatile).toBe("## Relevant memories\n[2025-01-01]\n- a\n[2025-02-01]\n- b1\n- b2\n[2025-03-01]\n- c");
  });
});
