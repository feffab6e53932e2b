import type { Embedder } from "../../embed";
import type { Tense } from "../../extract/types";
import type { PreparedFact } from "./store";
import { preparePredicates } from "./vocabulary";

export interface FactInput {
  subject: string;
  subjectType: string;
  isSelf: boolean;
  predicateRaw: string;
  /** The writer's canonical guess (extractor) or the predicate as written (direct writes). */
  predicateSuggested: string;
  object: string;
  objectIsLiteral: boolean;
  confidence: number | null;
  tense: Tense;
  validFrom: string | null;
  invalidAt: string | null;
  sourceMemoryId: string | null;
}

/** Does every model call a batch of fact writes needs (object and predicate vectors) in two calls. */
export async function prepareFacts(embedder: Embedder, inputs: FactInput[]): Promise<PreparedFact[]> {
  if (inputs.length === 0) return [];
  const [objectVectors, hints] = await Promise.all([
    embedder.embed(inputs.map((i) => i.object)),
    preparePredicates(embedder, inputs.map((i) => ({ raw: i.predicateRaw, suggested: i.predicateSuggested }))),
  ]);
  return inputs.map((i, k) => ({
    subject: i.subject,
    subjectType: i.subjectType,
    isSelf: i.isSelf,
    predicate: hints[k]!,
    object: i.object,
    objectIsLiteral: i.objectIsLiteral,
    objectVector: objectVectors[k]!,
    confidence: i.confidence,
    tense: i.tense,
    validFrom: i.validFrom,
    invalidAt: i.invalidAt,
    sourceMemoryId: i.sourceMemoryId,
  }));
}
