/**
 * Fits a context block into its token budget (4 characters per token, rounded up). Lines are kept or
 * dropped whole, in relevance order: whatever is left out is always the least relevant end of a list.
 *
 * How facts and memories share the budget (after the stable note, when present, and the NOTE line,
 * when retrieval failed, have taken their room):
 *   1. facts take lines, most relevant first, up to FACT_SHARE (60%) of what is left;
 *   2. memories take lines, most relevant first, from everything then left;
 *   3. facts take more lines from whatever the memories left unused.
 * With no memories, facts may use the whole budget; with no facts, memories may. Each list is cut at its
 * first line that does not fit (a strict prefix), so a shorter, less relevant line never jumps ahead.
 */
export const CHARS_PER_TOKEN = 4;
export const FACT_SHARE = 0.6;

export const FACTS_HEADER = "## Known facts";
export const MEMORIES_HEADER = "## Relevant memories";
const DAY_CHARS = "[YYYY-MM-DD]".length;

export interface MemoryLine {
  line: string;
  /** YYYY-MM-DD: the day it was said. */
  day: string;
  /** Sort key inside the day (ISO timestamp). */
  at: string;
  id: string;
}

export interface PackInput {
  budget: number;
  /** The stable note, or "" when it must not be used (budget below its threshold). */
  stable: string;
  /** Fact lines, most relevant first; none contains a newline. */
  facts: string[];
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
  /** How many of `facts` (a prefix) made it in. */
  factCount: number;
  /** Which of `memories` made it in, in the order they appear in the block. */
  memories: MemoryLine[];
}

export const tokensOf = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

export function pack(input: PackInput): Packed {
  const limit = input.budget * CHARS_PER_TOKEN;
  const fixed = input.stable === "" ? 0 : input.stable.length + 2;
  const note = input.note ?? "";

  let factChars = 0;
  let nf = 0;
  let memChars = 0;
  let nm = 0;
  const days = new Set<string>();

  const length = (fc: number, f: number, mc: number, m: number, d: number) => {
    const parts: number[] = [];
    if (f > 0) parts.push(FACTS_HEADER.length + fc + f); // each line behind a "\n"
    if (m > 0) parts.push(MEMORIES_HEADER.length + d * (DAY_CHARS + 1) + mc + m);
    if (note !== "") parts.push(note.length);
    return fixed + parts.reduce((a, b) => a + b, 0) + 2 * Math.max(0, parts.length - 1);
  };

  const takeFacts = (cap: number) => {
    while (nf < input.facts.length && length(factChars + input.facts[nf]!.length, nf + 1, memChars, nm, days.size) <= cap) {
      factChars += input.facts[nf]!.length;
      nf++;
    }
  };

  const base = length(0, 0, 0, 0, 0);
  takeFacts(input.memories.length === 0 ? limit : base + Math.floor(FACT_SHARE * Math.max(0, limit - base)));
  const taken: MemoryLine[] = [];
  for (const m of input.memories) {
    const d = days.has(m.day) ? days.size : days.size + 1;
    if (length(factChars, nf, memChars + m.line.length, nm + 1, d) > limit) break;
    memChars += m.line.length;
    nm++;
    days.add(m.day);
    taken.push(m);
  }
  takeFacts(limit);

  const sections: string[] = [];
  if (nf > 0) sections.push([FACTS_HEADER, ...input.facts.slice(0, nf)].join("\n"));
  const ordered = [...taken].sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.at !== b.at ? (a.at < b.at ? -1 : 1) : a.id < b.id ? -1 : 1));
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
  return { stable, volatile, context, tokens: tokensOf(context), factCount: nf, memories: ordered };
}
