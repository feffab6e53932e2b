import type { Config } from "../config";
import { ollamaExtractor } from "../extract/ollama";
import type { Extractor } from "../extract/types";

/** ENGRAM_EXTRACTOR: the built-in rules (no model) or a local Ollama server. */
export function extractorFor(config: Config): Extractor {
  if (config.extractor === "ollama") {
    return ollamaExtractor({ host: config.ollamaHost, model: config.ollamaModel });
  }
  // Loaded on first use: commands that never extract do not pay for building the pattern tables.
  let rules: Promise<Extractor> | null = null;
  return {
    name: "rules",
    async extract(input) {
      rules ??= import("../extract/rules").then((m) => m.rulesExtractor as Extractor);
      return (await rules).extract(input);
    },
  };
}
