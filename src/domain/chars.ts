// Characters as the spec counts them: code points, not UTF-16 units, so an emoji or a CJK extension
// character is one character and a cut never splits one in half.

/** Whether `s` holds more than `max` characters. */
export function longerThan(s: string, max: number): boolean {
  if (s.length <= max) return false; // never more code points than UTF-16 units
  let n = 0;
  for (const _ of s) if (++n > max) return true;
  return false;
}

/** The first `n` characters of `s`. */
export function firstChars(s: string, n: number): string {
  if (s.length <= n) return s;
  let i = 0;
  for (let count = 0; i < s.length && count < n; count++) i += s.codePointAt(i)! > 0xffff ? 2 : 1;
  return s.slice(0, i);
}
