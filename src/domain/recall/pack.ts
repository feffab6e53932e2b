/**
 * Fits a context block into its token budget (4 characters per token, rounded up). Lines are kept or
 * dropped whole.
 *
 * How facts and memories share the budget (after the stable note, when present, and the NOTE line, when
 * retrieval failed, have taken their room): one list, most relevant first, facts and memories merged by
 * their fused scores (both `fuseScores` on [0, 1]: the cosine placed in its own list's spread plus the
 * keyword share), each line taken when it still fits. A line that does not fit is passed over and a
 * later, shorter one may still fit: it never displaces a more relevant line, it only uses room that would
 * otherwise stay empty. A fact and a memory that states it never both take room: a fact is passed over
 * when one of its source memories is in, and taking a memory gives back the room of facts it states.
 * Facts ranked by recency instead (degraded: no usable vectors) have no score to compare: they take up to
 * UNRANKED_FACT_SHARE of the room first, and memories the rest.
 *
 * Measured on the LoCoMo half (bench/retrieval.ts; share of answer turns whose memory is in the block at
 * 400 / 800 / 2,000 tokens, conversations 0-2, the same candidates for every variant; fact credit in
 * brackets): facts first up to 60% with ids on every line (the rule before) 0.396 / 0.590 / 0.755
 * (0.456 / 0.639 / 0.791); facts first up to 60%, no ids 0.466 / 0.670 / 0.826 (0.517 / 0.705 / 0.848);
 * up to 30%, no ids 0.595 / 0.754 / 0.863 (0.627 / 0.780 / 0.874); merged by score with ids 0.580 /
 * 0.754 / 0.865; merged by score, no ids (this) 0.658 / 0.788 / 0.881 (0.669 / 0.799 / 0.886). Merging
 * wins with or without fact credit, so it does not just starve facts that a question needed. Today's
 * extractor gives many weak facts on chat (instructions from "keep it up", fragments): they rank low
 * against the question and stay out, 2-4 fact lines per 800-token block instead of 16; cleaner facts
 * rank higher and come in on their own score, with no share to retune.
 *
 * What a line costs: an id took ~40 characters (10 tokens): at 800 tokens that was 4-5 more memory
 * lines. Without ids an agent cannot name a line's id from the prompt text alone (to cite it, or to
 * correct a fact or delete a memory by id); its program still can: `sources` lists the ids in block order,
 * the n-th fact or memory line being the n-th id. Dates: a fact keeps "(since YYYY-MM-DD)" (the tense is in
 * the sentence, a plan's start date is what makes it a plan); memories stay under their day (spec).
 */
export const CHARS_PER_TOKEN = 4;
export const UNRANKED_FACT_SHARE = 0.3;

export const FACTS_HEADER = "## Known facts";
export const MEMORIES_HEADER = "## Relevant memories";
const DAY_CHARS = "[YYYY-MM-DD]".length;

export interface FactLine {
  line: string;
  id: string;
  /** The fused relevance score in [0, 1]; null when facts are ranked by recency (no score to compare). */
  score: number | null;
  /** Ids of the memories that state it. */
  sources: readonly string[];
}

export interface MemoryLine {
  line: string;
  /** YYYY-MM-DD: the day it was said. */
  day: string;
  /** Sort key inside the day (ISO timestamp). */
  at: string;
  id: string;
  /** The fused relevance score in [0, 1]. */
  score: number;
}

export interface PackInput {
  budget: number;
  /** The stable note, or "" when it must not be used (budget below its threshold). */
  stable: string;
  /** Fact lines, most relevant first; none contains a newline. */
  facts: FactLine[];
  /** Memory lines, most relevant first; none contains a newline. */
  memories: MemoryLine[];
  /** A closing NOTE line, or null. Always kept. */
  note: string | null;
}

export interface Packed {
  stable: string;
  volatile: string;
  context: string;
  tokens: number;
  /** The facts in the block, in block order (most relevant first). */
  facts: FactLine[];
  /** The memories in the block, in block order (by day, then time). */
  memories: MemoryLine[];
}

export const tokensOf = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

/** The merged relevance order: by score, a fact before a memory on a tie (it is the shorter line). */
function merged(facts: FactLine[], memories: MemoryLine[]): (FactLine | MemoryLine)[] {
  const out: (FactLine | MemoryLine)[] = [];
  let i = 0;
  let j = 0;
  while (i < facts.length || j < memories.length) {
    const f = facts[i];
    const m = memories[j];
    if (f !== undefined && (m === undefined || (f.score ?? -1) >= m.score)) (out.push(f), i++);
    else (out.push(m!), j++);
  }
  return out;
}

export function pack(input: PackInput): Packed {
  const limit = input.budget * CHARS_PER_TOKEN;
  const fixed = input.stable === "" ? 0 : input.stable.length + 2;
  const note = input.note ?? "";

  const facts = new Map<string, FactLine>();
  let factChars = 0;
  const memories = new Map<string, MemoryLine>();
  let memChars = 0;
  const days = new Map<string, number>();

  const length = (fc: number, f: number, mc: number, m: number, d: number) => {
    const parts: number[] = [];
    if (f > 0) parts.push(FACTS_HEADER.length + fc + f); // each line behind a "\n"
    if (m > 0) parts.push(MEMORIES_HEADER.length + d * (DAY_CHARS + 1) + mc + m);
    if (note !== "") parts.push(note.length);
    return fixed + parts.reduce((a, b) => a + b, 0) + 2 * Math.max(0, parts.length - 1);
  };

  const tryFact = (f: FactLine, cap: number) => {
    if (f.sources.some((id) => memories.has(id))) return;
    if (length(factChars + f.line.length, facts.size + 1, memChars, memories.size, days.size) > cap) return;
    facts.set(f.id, f);
    factChars += f.line.length;
  };
  const tryMemory = (m: MemoryLine) => {
    // The facts it states give their room back when it comes in.
    const stated = [...facts.values()].filter((f) => f.sources.includes(m.id));
    const fc = factChars - stated.reduce((a, f) => a + f.line.length, 0);
    const d = days.has(m.day) ? days.size : days.size + 1;
    if (length(fc, facts.size - stated.length, memChars + m.line.length, memories.size + 1, d) > limit) return;
    for (const f of stated) facts.delete(f.id);
    factChars = fc;
    memories.set(m.id, m);
    memChars += m.line.length;
    days.set(m.day, (days.get(m.day) ?? 0) + 1);
  };

  const ranked = input.facts.length > 0 && input.facts[0]!.score !== null;
  if (!ranked && input.facts.length > 0) {
    const base = length(0, 0, 0, 0, 0);
    const cap = input.memories.length === 0 ? limit : base + Math.floor(UNRANKED_FACT_SHARE * Math.max(0, limit - base));
    for (const f of input.facts) tryFact(f, cap);
  }
  for (const c of ranked ? merged(input.facts, input.memories) : input.memories) {
    if ("day" in c) tryMemory(c);
    else tryFact(c, limit);
  }
  if (!ranked) for (const f of input.facts) if (!facts.has(f.id)) tryFact(f, limit);

  const factLines = input.facts.filter((f) => facts.has(f.id));
  const sections: string[] = [];
  if (factLines.length > 0) sections.push([FACTS_HEADER, ...factLines.map((f) => f.line)].join("\n"));
  const ordered = [...memories.values()].sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.at !== b.at ? (a.at < b.at ? -1 : 1) : a.id < b.id ? -1 : 1));
  if (ordered.length > 0) {
    const out = [MEMORIES_HEADER];
    let day = "";
    for (const m of ordered) {
      if (m.day !== day) out.push(`[${(day = m.day)}]`);
      out.push(m.line);
    }
    sections.push(out.join("\n"));
  }
  if (note !== "") sections.push(note);
  const volatile = sections.join("\n\n");
  const stable = volatile === "" ? "" : input.stable;
  const context = stable === "" ? volatile : `${stable}\n\n${volatile}`;
  return { stable, volatile, context, tokens: tokensOf(context), facts: factLines, memories: ordered };
}
