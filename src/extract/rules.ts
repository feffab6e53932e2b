// The default, model-free extractor: English statements an end user tells an assistant in chat, read by
// an ordered table of patterns (src/extract/rules/patterns.ts). Built for precision: a clause no pattern
// reads confidently gives nothing. See src/extract/rules/extract.ts for the pipeline.

import type { Extraction, ExtractInput, Extractor } from "./types";
import type { TurnInput } from "./speakers";
import { plainNews } from "./rules/chat-plain";
import { withoutChatter } from "./rules/chatter";
import { doings } from "./rules/doings";
import { extractSync } from "./rules/extract";
import { reasonedOrders } from "./rules/reasoned";
import { traced, type ClauseNote } from "./rules/trace";
import { turnFacts } from "./rules/turn-rules";

/** Synchronous form of `rulesExtractor.extract`, for callers (and benchmarks) that do not need a promise. */
export function extractRules(input: ExtractInput & TurnInput): Extraction {
  if (!input.text || !input.text.trim()) return { facts: [], aliases: [] };
  const out = extractSync(input.text, input.now);
  // A transcript turn also tells the speaker's news (what they went to, made, read, started).
  const read = [...out.facts, ...reasonedOrders(input.text, out.facts)];
  // ... in the shapes the news reader does not take, and how they feel about things and what they hold important.
  const news = input.turn ? [...read, ...newsBeyond(read, plainNews(input.text, doings))] : read;
  const facts = input.turn ? [...news, ...newsBeyond(news, turnFacts(input.text))] : news;
  return { ...out, facts: withoutChatter(facts) };
}

/** The news not already read by the patterns: a value they gave (any predicate) is not told twice. */
function newsBeyond(read: Extraction["facts"], news: Extraction["facts"]): Extraction["facts"] {
  const held = read.map((f) => f.object.toLowerCase());
  return news.filter((n) => !held.some((h) => h.includes(n.object.toLowerCase()) || n.object.toLowerCase().includes(h)));
}

/** What `extractRules` reads and why: each clause, the rewrites and rules that fired on it, and the facts. */
export function explainRules(input: ExtractInput & TurnInput): { clauses: ClauseNote[]; extraction: Extraction } {
  const { result, clauses } = traced(() => extractRules(input));
  return { clauses, extraction: result };
}

export const rulesExtractor: Extractor = {
  name: "rules",
  async extract(input: ExtractInput & TurnInput): Promise<Extraction> {
    return extractRules(input);
  },
};
