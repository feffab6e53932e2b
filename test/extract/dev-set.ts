// Development examples for the rules extractor: statements a user tells an assistant, with the triples a
// careful labeller would write (subject, predicate, object, tense). Written from the labelling conventions,
// not from the extractor's output. Negatives expect nothing.

import { devData } from "./dev-data";

export type T = [subject: string, predicate: string, object: string, tense?: "current" | "past" | "planned"];

export interface DevCase {
  text: string;
  facts: T[];
  aliases?: [from: string, to: string][];
  now?: string;
}

export const DEV_NOW = "2025-06-15T10:00:00Z";

export const POSITIVES: DevCase[] = devData("dev-set.positives.jsonl");
export const NEGATIVES: DevCase[] = devData("dev-set.negatives.jsonl");
