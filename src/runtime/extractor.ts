import type { Config } from "../config";
import { ollamaExtractor } from "../extract/ollama";
import { withSpeakers } from "../extract/speakers";
import type { Extractor } from "../extract/types";

/**
 * ENGRAM_EXTRACTOR: the built-in rules (no model) or a local Ollama server, either one behind the speaker
 * stage, so that a transcript line's facts go to whoever said it with both.
 */
export function extractorFor(config: Config): Extractor {
  if (config.extractor === "ollama") {
    return withSpeakers(ollamaExtractor({ host: config.ollamaHost, model: config.ollamaModel }));
  }
  // Loaded on first use: commands that never extract do not pay for building the pattern tables.
  let rules: Promise<Extractor> | null = null;
  return withSpeakers({
    name: "rules",
    async extract(input) {
      rules ??= import("../extract/rules").then((m) => m.rulesExtractor as Extractor);
      return (await rules).extract(input);
    },
  });
}
