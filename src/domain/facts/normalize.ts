// Comparing names and values: "The Acme Corp." and "acme corp" are the same key.

const LEADING = /^(?:the|a|an|my|our|his|her|their)\s+/i;

export function normKey(text: string): string {
  let s = text.normalize("NFKC").toLowerCase().trim();
  s = s.replace(/[\s\u00a0]+/g, " ").replace(/^["'“”‘’(\[]+|["'“”‘’)\].,;:!?]+$/g, "").trim();
  for (let i = 0; i < 3 && LEADING.test(s); i++) s = s.replace(LEADING, "");
  return s;
}

/** "NYC" names "New York City" (initials of its words); either order. */
export function isAcronymOf(a: string, b: string): boolean {
  const short = a.length <= b.length ? a : b;
  const long = a.length <= b.length ? b : a;
  const letters = short.replace(/[^a-z]/gi, "").toLowerCase();
  if (letters.length < 2 || letters.length > 6 || /\s/.test(short.trim())) return false;
  const words = long.split(/[\s-]+/).filter((w) => w.length > 0 && !/^(of|the|and|de|la)$/i.test(w));
  return words.length === letters.length && words.every((w, i) => w[0]!.toLowerCase() === letters[i]);
}

/** Crude English singular of the last word: "peanuts" and "peanut" compare equal, "glass" stays. */
export function singular(key: string): string {
  return key.replace(/(?<=[a-z]{2})(ies)$/, "y").replace(/(?<=[a-z]{2}(?:s|x|z|ch|sh))es$/, "").replace(/(?<=[a-z]{2}[^s])s$/, "");
}

// Words that name the kind of thing liked, not which one: "jazz music" is jazz, "Italian food" is Italian.
const TASTE_FILLER = new Set(["food", "foods", "cuisine", "music", "dish", "dishes", "movies", "films", "shows", "books", "novels", "games", "stuff", "good", "great", "nice", "really", "some", "any", "kind", "kinds", "of", "type"]);
// The doing is the liking: "listening to jazz" is jazz, "playing chess" is chess.
const TASTE_ACTIVITY = /^(?:listening to|playing|watching|reading|going to|going|eating|drinking|doing)\s+(?=\S)/;

/** One word without its inflection: hiking/hike/hikes, running/run, dancing/dance compare equal. */
function stem(word: string): string {
  let w = singular(word);
  const bare = w.replace(/ing$/, "");
  // "string", "thing", "king": without -ing no syllable is left, so the -ing is part of the word.
  if (bare !== w && bare.length >= 3 && /[aeiouy]/.test(bare)) w = bare.replace(/([b-df-hj-np-tv-z])\1$/, "$1");
  return w.replace(/e$/, "");
}

/**
 * The same taste said in other words ("hiking" / "a good hike", "jazz" / "jazz music", "Italian food" /
 * "Italian"): the words that say which thing, uninflected. Only for taste predicates, where a second
 * fact for one thing would sit beside it as a separate like; a name ("Hot Dogs" / "dogs") keeps its words.
 */
export function tasteKey(text: string): string {
  const key = normKey(text).replace(TASTE_ACTIVITY, "");
  const words = key.split(/[\s-]+/).filter((w) => w.length > 0);
  const kept = words.filter((w) => !TASTE_FILLER.has(w));
  return (kept.length ? kept : words).map(stem).join(" ");
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

export const toVector = (buf: Buffer | Uint8Array | null): Float32Array | null =>
  buf ? new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)) : null;
