import { and, eq } from "drizzle-orm";
import { first, prepared, tables, type Tx } from "../../db";
import type { Embedder } from "../../embed";
import { QUERY_WORDS, SEED_BY_NAME, SEED_PREDICATES, type Cardinality, type PredicateFamily } from "../../extract/vocabulary";
import { cosine, toVector } from "./normalize";

/**
 * A raw predicate joins an existing canonical predicate when its embedding is at least this close to
 * one of that predicate's phrasings. Measured with bench/vocabulary.ts (all-MiniLM-L6-v2, int8): 34
 * unseen phrasings; every one that means no seed predicate scored at most 0.524, true synonyms mostly
 * 0.66-0.93. At 0.65: no false merge, 4 synonyms missed (they become their own predicates, which is
 * safe: a new predicate is multi-valued and never supersedes).
 */
export const PREDICATE_SIMILARITY = 0.65;

export interface CanonicalPredicate {
  name: string;
  family: PredicateFamily;
  cardinality: Cardinality;
}

export const normPredicate = (raw: string) =>
  raw.toLowerCase().trim().replace(/[_\s]+/g, " ").replace(/[^a-z0-9' ]/g, "").trim();

export const snakeCase = (raw: string) => normPredicate(raw).replace(/'/g, "").replace(/ /g, "_").slice(0, 64) || "related_to";

/** A predicate name (or raw phrasing) in the words its vector is made from: "lives_in" -> "lives in". */
export const predicateWords = (name: string) => name.replace(/_/g, " ");

/** Raw predicate phrases repeat a lot ("likes", "lives in"): their vectors and nearest seeds are kept, bounded. */
const phraseVectors = new WeakMap<Embedder, Map<string, { vector: Float32Array; nearest: PredicateHint["nearestSeed"] }>>();
const PHRASE_CACHE_MAX = 5000;

/** Seed phrasings with their vectors, embedded once per embedder (one batch call). */
const seedVectors = new WeakMap<Embedder, Promise<{ name: string; vector: Float32Array }[]>>();

function seedPhrases(embedder: Embedder) {
  let p = seedVectors.get(embedder);
  if (!p) {
    const items = SEED_PREDICATES.flatMap((s) => [s.name, ...s.raw].map((text) => ({ name: s.name, text: predicateWords(text) })));
    p = embedder.embed(items.map((i) => i.text)).then((vs) => items.map((i, k) => ({ name: i.name, vector: vs[k]! })));
    seedVectors.set(embedder, p);
  }
  return p;
}

/** Everything the synchronous resolution needs from the model, computed before the transaction. */
export interface PredicateHint {
  raw: string;
  suggested: string;
  /** The words `vector` was made from. */
  phrase: string;
  vector: Float32Array;
  nearestSeed: { name: string; similarity: number } | null;
}

/** One embedding call for all the raw predicates of a write (plus the seed phrasings, once per process). */
export async function preparePredicates(embedder: Embedder, items: { raw: string; suggested: string }[]): Promise<PredicateHint[]> {
  if (items.length === 0) return [];
  const phrases = items.map((i) => predicateWords(normPredicate(i.raw) || i.suggested));
  let cache = phraseVectors.get(embedder);
  if (!cache) phraseVectors.set(embedder, (cache = new Map()));
  const missing = [...new Set(phrases.filter((p) => !cache!.has(p)))];
  const [seeds, fresh] = await Promise.all([seedPhrases(embedder), missing.length ? embedder.embed(missing) : Promise.resolve([])]);
  missing.forEach((p, k) => {
    const vector = fresh[k]!;
    let nearest: PredicateHint["nearestSeed"] = null;
    for (const s of seeds) {
      const sim = cosine(vector, s.vector);
      if (!nearest || sim > nearest.similarity) nearest = { name: s.name, similarity: sim };
    }
    if (cache!.size >= PHRASE_CACHE_MAX) cache!.delete(cache!.keys().next().value!);
    cache!.set(p, { vector, nearest });
  });
  return items.map((item, k) => {
    const { vector, nearest } = cache!.get(phrases[k]!)!;
    return { raw: item.raw, suggested: item.suggested, phrase: phrases[k]!, vector, nearestSeed: nearest && { ...nearest } };
  });
}

type RawRow = typeof tables.predicateRaws.$inferSelect;
const insertRaw = prepared<RawRow, unknown>("insert_predicate_raw", (q, v) =>
  (q as Tx).insert(tables.predicateRaws).values({ projectId: v.projectId, raw: v.raw, predicate: v.predicate, similarity: v.similarity }).onConflictDoNothing(),
);
const rawOf = prepared<{ projectId: string; raw: string }, RawRow[]>("predicate_raw", (q, v) => {
  const r = tables.predicateRaws;
  return (q as Tx).select().from(r).where(and(eq(r.projectId, v.projectId), eq(r.raw, v.raw))).limit(1);
});
const learned = prepared<{ projectId: string; name: string }, (typeof tables.predicates.$inferSelect)[]>("learned_predicate", (q, v) => {
  const p = tables.predicates;
  return (q as Tx).select().from(p).where(and(eq(p.projectId, v.projectId), eq(p.name, v.name))).limit(1);
});

/**
 * Maps a raw predicate to the project's canonical one, learning as it goes: a raw phrasing seen before
 * maps as before; a suggested name that is already canonical is used; else the closest canonical
 * predicate (seed or learned) above PREDICATE_SIMILARITY; else the raw becomes a new canonical predicate
 * (family `other`, multi-valued, so an unknown predicate never supersedes anything).
 */
export async function resolvePredicate(tx: Tx, projectId: string, hint: PredicateHint, at: string): Promise<CanonicalPredicate> {
  const raw = normPredicate(hint.raw) || normPredicate(hint.suggested);
  const p = tables.predicates;
  const r = tables.predicateRaws;
  // A writer that names a canonical predicate is taken at its word: one clause can state two facts
  // with one raw phrase ("a designer at IDEO": job_title and works_at), so the raw memo must not
  // override it. The memo and similarity only decide predicates the writer did not name.
  const named = await canonical(tx, projectId, hint.suggested);
  if (named) {
    await insertRaw(tx, { projectId, raw, predicate: named.name, similarity: 1 });
    return named;
  }
  const [known] = await rawOf(tx, { projectId, raw });
  if (known) return (await canonical(tx, projectId, known.predicate))!;
  let chosen: CanonicalPredicate | null = null;
  let similarity = 1;
  {
    let best: { name: string; similarity: number } | null = hint.nearestSeed;
    for (const row of (await tx.select({ name: p.name, embedding: p.embedding }).from(p).where(eq(p.projectId, projectId)))) {
      const v = toVector(row.embedding);
      if (!v) continue;
      const sim = cosine(hint.vector, v);
      if (!best || sim > best.similarity) best = { name: row.name, similarity: sim };
    }
    if (best && best.similarity >= PREDICATE_SIMILARITY) {
      chosen = await canonical(tx, projectId, best.name);
      similarity = best.similarity;
    }
  }
  if (!chosen) {
    const name = SEED_BY_NAME.has(hint.suggested) ? hint.suggested : snakeCase(hint.suggested || raw);
    chosen = await canonical(tx, projectId, name) ?? { name, family: "other", cardinality: "multi" };
    await tx.insert(p)
      .values({ projectId, name: chosen.name, family: chosen.family, cardinality: chosen.cardinality, embedding: Buffer.from(hint.vector.buffer.slice(0)), phrase: hint.phrase, createdAt: at })
      .onConflictDoNothing();
  }
  await insertRaw(tx, { projectId, raw, predicate: chosen.name, similarity });
  return chosen;
}

/** A canonical predicate of the project: a seed, or one the project learned. */
export async function canonical(tx: Tx, projectId: string, name: string): Promise<CanonicalPredicate | null> {
  const seed = SEED_BY_NAME.get(name);
  if (seed) return { name: seed.name, family: seed.family, cardinality: seed.cardinality };
  const [row] = await learned(tx, { projectId, name });
  return row ? { name: row.name, family: row.family as PredicateFamily, cardinality: row.cardinality } : null;
}

/** For GET /v1/facts?predicate=: the canonical name a query predicate means in this project (no learning). */
export async function lookupPredicate(tx: Tx, projectId: string, query: string): Promise<string> {
  const raw = normPredicate(query);
  const r = tables.predicateRaws;
  const known = (await first(tx.select().from(r).where(and(eq(r.projectId, projectId), eq(r.raw, raw)))));
  if (known) return known.predicate;
  const asName = snakeCase(query);
  if (await canonical(tx, projectId, asName)) return asName;
  for (const s of SEED_PREDICATES) if (s.raw.includes(raw)) return s.name;
  return askedWord(raw) ?? asName;
}

/** Query word → seed predicate (QUERY_WORDS, inverted; the first predicate listing a word keeps it). */
const ASKED = new Map<string, string>();
for (const [name, words] of Object.entries(QUERY_WORDS)) for (const w of words) if (!ASKED.has(normPredicate(w))) ASKED.set(normPredicate(w), name);

/** "sister", "my sister", "sisters", "the boss": the seed predicate a person means by the word, else null. */
function askedWord(raw: string): string | null {
  const bare = raw.replace(/^(?:(?:who|what|where)(?: is| are|s)?\s+)?(?:(?:my|his|her|their|our|your|the|a|an)\s+)?/, "");
  for (const w of [raw, bare]) {
    const hit = ASKED.get(w) ?? (w.endsWith("s") ? ASKED.get(w.slice(0, -1)) : undefined);
    if (hit) return hit;
  }
  return null;
}
