// The rules extractor's facts for one message, one line each ("@self lives_in Leeds (current)"), as the
// extractor tests compare them.
import { extractRules } from "../../src/extract/rules";

export const factLines = (text: string, now: string): string[] =>
  extractRules({ text, now }).facts.map((f) => `${f.subject} ${f.predicate} ${f.object} (${f.tense})`);
