// Measuring and printing helpers shared by the benchmarks.
import { loadavg } from "node:os";

export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith("--")) throw new Error(`--${name} needs a value`);
  return v;
}

/** A positive integer option (`--max 100k`, `--users 1_000`), or the default. */
export const intFlag = (name: string, dflt: number) => {
  const v = flag(name);
  if (v === undefined) return dflt;
  const n = Number(v.replaceAll("_", "").replace(/k$/i, "000"));
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer (got ${v})`);
  return n;
};

/** The p-th percentile (nearest rank). */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
export const f1 = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
export const int = (n: number) => Math.round(n).toLocaleString("en-US");
export const tri = (xs: number[]) => `${f1(pct(xs, 50))} / ${f1(pct(xs, 95))} / ${f1(pct(xs, 99))}`;
export const say = (s: string) => process.stderr.write(`${s}\n`);
export const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

/** A macrotask between requests, as between two HTTP requests (lets batched work flush). */
export const gap = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Times `n` awaited calls after `warm` unmeasured ones. */
export async function timeAsync(n: number, f: (i: number) => Promise<unknown>, warm = 20): Promise<number[]> {
  for (let i = 0; i < warm; i++) await f(-1 - i);
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    await gap();
    const t = performance.now();
    await f(i);
    xs.push(performance.now() - t);
  }
  return xs;
}

export function timeSync(n: number, f: (i: number) => unknown, warm = 10): number[] {
  for (let i = 0; i < warm; i++) f(-1 - i);
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    f(i);
    xs.push(performance.now() - t);
  }
  return xs;
}
