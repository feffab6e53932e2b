// Near misses made from an example: the example asked as a question ("Is it true that I moved to Lisbon?") must
// give nothing, whatever rule read the statement.

export const asQuestion = (text: string) => `Is it true that ${text.replace(/[.!?\s]+$/, "")}?`;
/** Only a one-clause example makes a question of itself; a second clause or sentence would still be told. */
export const oneClause = (text: string) => !/[.!?,;:—–-]\s*\S|\s(?:and|but|so)\s/i.test(text.replace(/[.!?\s]+$/, ""));
/** The one-clause example, or the one-clause sentence of it that names the value, as a question; null when none. */
export function questionOf(text: string, value = ""): string | null {
  const word = value.toLowerCase().split(/\s+/)[0] ?? "";
  const candidates = [text, ...text.split(/(?<=[.!?])\s+/)].filter(oneClause);
  const one = candidates.find((s) => s.toLowerCase().includes(word)) ?? candidates[0];
  return one ? asQuestion(one) : null;
}
