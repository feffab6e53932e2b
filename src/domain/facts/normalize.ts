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

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

export const toVector = (buf: Buffer | Uint8Array | null): Float32Array | null =>
  buf ? new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)) : null;
