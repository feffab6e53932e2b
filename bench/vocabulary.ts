// Measures the two similarity thresholds of the fact engine on the shipped model (int8):
// PREDICATE_SIMILARITY (a raw predicate joins a canonical one) and SAME_OBJECT_SIMILARITY (two objects
// are the same value). Prints the similarity of labelled pairs and the best separating threshold.
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/vocabulary.ts
import { loadEmbedder } from "../src/embed";
import { SEED_PREDICATES } from "../src/extract/vocabulary";
import { preparePredicates } from "../src/domain/facts/vocabulary";
import { cosine } from "../src/domain/facts/normalize";
import { testModelsDir } from "../test/embed/model-dir";

const embedder = await loadEmbedder({ modelsDir: await testModelsDir(), modelId: "all-MiniLM-L6-v2", dtype: "q8" });

// Raw phrasings not in the seed lists, with the canonical predicate they mean (null: none of the seeds).
const predicatePairs: [string, string | null][] = [
  ["is employed with", "works_at"], ["has a job at", "works_at"], ["is working at", "works_at"], ["works over at", "works_at"],
  ["lives at", "lives_in"], ["is living in", "lives_in"], ["stays in", "lives_in"], ["has moved to", "lives_in"], ["settled in", "lives_in"],
  ["adores", "likes"], ["is fond of", "likes"], ["really likes", "likes"], ["is crazy about", "likes"],
  ["detests", "dislikes"], ["despises", "dislikes"], ["really hates", "dislikes"],
  ["is wed to", "married_to"], ["is the wife of", "married_to"],
  ["is allergic against", "allergic_to"], ["has an allergy against", "allergic_to"],
  ["possesses", "owns"], ["is the owner of", "owns"],
  ["is fluent at", "speaks"], ["talks in", "speaks"],
  ["plays", null], ["is afraid of", null], ["collects", null], ["supports the team", null], ["believes in", null],
  ["voted for", null], ["is learning", null], ["wrote a book about", null], ["dreams of", null], ["reads", null],
];

const hints = await preparePredicates(embedder, predicatePairs.map(([raw]) => ({ raw, suggested: raw.replace(/ /g, "_") })));
console.log("predicate phrasing -> nearest seed (similarity), expected");
const scored = hints.map((h, i) => ({ raw: predicatePairs[i]![0], want: predicatePairs[i]![1], got: h.nearestSeed!.name, sim: h.nearestSeed!.similarity }));
for (const s of scored) console.log(`  ${s.raw.padEnd(24)} ${s.got.padEnd(14)} ${s.sim.toFixed(3)}  ${s.want ?? "(none)"}${s.want && s.want !== s.got ? "  WRONG NEAREST" : ""}`);
function bestThreshold(items: { sim: number; positive: boolean }[]) {
  let best = { t: 0, errors: Infinity, fp: 0, fn: 0 };
  for (let t = 0.5; t <= 0.99; t += 0.01) {
    const fp = items.filter((x) => !x.positive && x.sim >= t).length;
    const fn = items.filter((x) => x.positive && x.sim < t).length;
    // A false merge is worse than a missed one (a wrong predicate can supersede the wrong fact).
    const errors = 2 * fp + fn;
    if (errors < best.errors) best = { t, errors, fp, fn };
  }
  return best;
}
const pb = bestThreshold(scored.map((s) => ({ sim: s.sim, positive: s.want !== null && s.want === s.got })));
console.log(`predicate threshold: best ${pb.t.toFixed(2)} (false merges ${pb.fp}, missed ${pb.fn} of ${scored.length})`);

const objectPairs: [string, string, boolean][] = [
  ["NYC", "New York City", true], ["New York", "New York City", true], ["SF", "San Francisco", true], ["the US", "United States", true],
  ["Google", "Google Inc.", true], ["peanuts", "peanut", true], ["cats", "cat", true], ["Munich", "München", true],
  ["Paris", "Lyon", false], ["Berlin", "Munich", false], ["Google", "Microsoft", false], ["Acme", "Initech", false], ["peanuts", "shellfish", false],
  ["New York", "York", false], ["London", "London, Ontario", false], ["cat", "dog", false], ["Portugal", "Spain", false], ["software engineer", "data engineer", false],
  ["Lisbon", "Porto", false], ["Anna", "Anne", false], ["jazz", "blues", false], ["tea", "coffee", false],
];
const vs = await embedder.embed(objectPairs.flatMap(([a, b]) => [a, b]));
console.log("\nobject pair similarity, same?");
const objs = objectPairs.map(([a, b, same], i) => ({ sim: cosine(vs[2 * i]!, vs[2 * i + 1]!), positive: same, a, b }));
for (const o of objs) console.log(`  ${`${o.a} / ${o.b}`.padEnd(36)} ${o.sim.toFixed(3)} ${o.positive ? "same" : "different"}`);
const ob = bestThreshold(objs);
console.log(`object threshold: best ${ob.t.toFixed(2)} (false merges ${ob.fp}, missed ${ob.fn}); the acronym rule catches NYC/SF separately`);
await embedder.close();
