// The default, model-free extractor: English statements an end user tells an assistant in chat, read by
// an ordered table of patterns (src/extract/rules/patterns.ts). Built for precision: a clause no pattern
// reads confidently gives nothing. See src/extract/rules/extract.ts for the pipeline.

import type { Extraction, ExtractInput, Extractor } from "./types";
import { withoutChatter } from "./rules/chatter";
import { extractSync } from "./rules/extract";

/** Synchronous form of `rulesExtractor.extract`, for callers (and benchmarks) that do not need a promise. */
export function extractRules(input: ExtractInput): Extraction {
  if (!input.text || !input.text.trim()) return { facts: [], aliases: [] };
  const out = extractSync(input.text, input.now);
  return { ...out, facts: withoutChatter(out.facts) };
}

export const rulesExtractor: Extractor = {
  name: "rules",
  async extract(input: ExtractInput): Promise<Extraction> {
    return extractRules(input);
  },
};
