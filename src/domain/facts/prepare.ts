import type { Embedder } from "../../embed";
import type { Tense } from "../../extract/types";
import type { PreparedFact } from "./store";
import { preparePredicates, type PredicateHint } from "./vocabulary";

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
  /** Canonical timestamps, decided by the caller (request timestamp, stated date, write time). */
  validFrom: string | null;
  invalidAt: string | null;
  sourceMemoryId: string | null;
  /** The generic word this value names (extraction's CandidateFact.names): the speaker's open fact holding only that word is superseded by it. */
  names?: string | null;
  /** When the source memory was said (its timestamp, else when written); null for a direct write. */
  saidAt?: string | null;
  /** The rules extractor's rule that made it (CandidateFact.rule); null for a direct write or the model extractor. */
  rule?: string | null;
}

/** The text a fact is embedded as for relevance: how a person would say it. */
export const tripleText = (subject: string, predicate: string, object: string) => `${subject} ${predicate.replace(/_/g, " ")} ${object}`;

/** What a fact write needs from the model: the triple's vector and the predicate's hint. */
export interface FactVectors {
  tripleVector: Float32Array;
  predicate: PredicateHint;
}

/** Inputs with the same key get the same vectors (a group of memories embeds each once). */
export const vectorKey = (i: FactInput) => JSON.stringify([i.subject, i.predicateRaw, i.object, i.predicateSuggested]);

/** Every model call a batch of fact writes needs (object and predicate vectors), in two calls. */
export async function prepareVectors(embedder: Embedder, inputs: FactInput[]): Promise<FactVectors[]> {
  if (inputs.length === 0) return [];
  // One model call for the triples (the predicates' phrases are cached per process).
  const [tripleVectors, hints] = await Promise.all([
    embedder.embed(inputs.map((i) => tripleText(i.subject, i.predicateRaw, i.object))),
    preparePredicates(embedder, inputs.map((i) => ({ raw: i.predicateRaw, suggested: i.predicateSuggested }))),
  ]);
  return inputs.map((_, k) => ({ tripleVector: tripleVectors[k]!, predicate: hints[k]! }));
}

export function withVectors(i: FactInput, v: FactVectors): PreparedFact {
  const { predicateRaw: _raw, predicateSuggested: _suggested, ...fields } = i;
  return { ...fields, names: i.names ?? null, saidAt: i.saidAt ?? null, rule: i.rule ?? null, predicate: v.predicate, tripleVector: v.tripleVector };
}

/** Does every model call a batch of fact writes needs before its transaction. */
export async function prepareFacts(embedder: Embedder, inputs: FactInput[]): Promise<PreparedFact[]> {
  const vectors = await prepareVectors(embedder, inputs);
  return inputs.map((i, k) => withVectors(i, vectors[k]!));
}
