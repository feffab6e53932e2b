import { describe, expect, test } from "bun:test";
import { FACT_SHARE, pack, type MemoryLine } from "../../../src/domain/recall/pack";
import { STABLE_NOTE } from "../../../src/domain/recall/stable";

/** mulberry32: a seeded generator, so a failing case can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function input(r: () => number, nf: number, nm: number) {
  const facts = Array.from({ length: nf }, (_, i) => `- fact ${i} ${"x".repeat(Math.floor(r() * 700))} [fct_${i}]`);
  const memories: MemoryLine[] = Array.from({ length: nm }, (_, i) => {
    const day = `2025-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`;
    return { line: `- memory ${i} ${"y".repeat(Math.floor(r() * 290))} [mem_${i}]`, day, at: `${day}T0${Math.floor(r() * 9)}:00:00Z`, id: `mem_${i}` };
  });
  return { facts, memories };
}

describe("pack", () => {
  test("never exceeds the budget; keeps a prefix of each ranking; lines whole; the NOTE last", () => {
    const r = rng(7);
    for (let i = 0; i < 3000; i++) {
      const budget = 50 + Math.floor(r() * 7951);
      const { facts, memories } = input(r, Math.floor(r() * 120), Math.floor(r() * 120));
      const note = r() < 0.3 ? "NOTE: something failed." : null;
      const p = pack({ budget, stable: budget >= 400 ? STABLE_NOTE : "", facts, memories, note });
      expect(p.context.length).toBeLessThanOrEqual(budget * 4);
      expect(p.tokens).toBe(Math.ceil(p.context.length / 4));
      const lines = p.volatile.split("\n");
      const factLines = lines.filter((l) => l.startsWith("- fact"));
      expect(factLines).toEqual(facts.slice(0, p.factCount));
      const memIds = lines.filter((l) => l.startsWith("- memory")).map((l) => /\[(mem_\d+)\]$/.exec(l)![1]);
      expect(new Set(memIds)).toEqual(new Set(memories.slice(0, memIds.length).map((m) => m.id)));
      expect(memIds).toEqual(p.memories.map((m) => m.id));
      if (note) expect(p.volatile).toEndWith(note);
      if (p.volatile === "") expect(p.context).toBe("");
      else expect(p.context).toBe(p.stable === "" ? p.volatile : `${p.stable}\n\n${p.volatile}`);
    }
  });

  test("with nothing to show: empty strings and 0 tokens, the stable note left out", () => {
    expect(pack({ budget: 800, stable: STABLE_NOTE, facts: [], memories: [], note: null })).toEqual({ stable: "", volatile: "", context: "", tokens: 0, factCount: 0, memories: [] });
  });

  test("facts alone may fill the whole budget; the next line would not have fitted", () => {
    const facts = Array.from({ length: 100 }, (_, i) => `- fact number ${i} about something [fct_${i}]`);
    for (const budget of [50, 100, 400, 800]) {
      const p = pack({ budget, stable: "", facts, memories: [], note: null });
      expect(p.context.length + 1 + facts[p.factCount]!.length).toBeGreaterThan(budget * 4);
    }
  });

  test("facts take at most their share while memories want room, then memories, then facts again", () => {
    const facts = Array.from({ length: 200 }, (_, i) => `- fact ${i} ${"f".repeat(60)} [fct_${i}]`);
    const memories: MemoryLine[] = Array.from({ length: 200 }, (_, i) => ({ line: `- memory ${i} ${"m".repeat(60)} [mem_${i}]`, day: "2025-01-01", at: "2025-01-01T00:00:00Z", id: `mem_${i}` }));
    const p = pack({ budget: 800, stable: "", facts, memories, note: null });
    const factChars = p.volatile.split("\n\n")[0]!.length;
    expect(factChars).toBeLessThanOrEqual(FACT_SHARE * 3200);
    expect(factChars).toBeGreaterThan(FACT_SHARE * 3200 - 90);
    // Few memories: facts get the room they leave.
    const two = pack({ budget: 800, stable: "", facts, memories: memories.slice(0, 2), note: null });
    expect(two.memories).toHaveLength(2);
    expect(two.context.length).toBeGreaterThan(3200 - 90);
  });

  test("memories are shown by day, then by time, whatever their rank", () => {
    const memories: MemoryLine[] = [
      { line: "- c", day: "2025-03-01", at: "2025-03-01T10:00:00Z", id: "c" },
      { line: "- a", day: "2025-01-01", at: "2025-01-01T10:00:00Z", id: "a" },
      { line: "- b2", day: "2025-02-01", at: "2025-02-01T11:00:00Z", id: "b2" },
      { line: "- b1", day: "2025-02-01", at: "2025-02-01T09:00:00Z", id: "b1" },
    ];
    const p = pack({ budget: 800, stable: "", facts: [], memories, note: null });
    expect(p.volatile).toBe("## Relevant memories\n[2025-01-01]\n- a\n[2025-02-01]\n- b1\n- b2\n[2025-03-01]\n- c");
  });
});
