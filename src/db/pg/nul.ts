import type { SQL as BunSql } from "bun";

// PostgreSQL's text cannot hold U+0000, which SQLite stores and the API accepts in any string (content,
// fact words, a name, an id looked up): bound as is, it fails the statement ("invalid byte sequence").
// The interface is the same on both backends (contract §11), so every string bound to a statement is
// escaped, and every string read back is unescaped, here at the driver:
//   U+0000 -> ESC "!"      ESC (U+FFFF, a noncharacter) -> ESC ESC
// The code is prefix-free, so equality between escaped strings is equality between the originals, and
// "!" and ESC are neither letters nor digits, so the keyword index splits words at a NUL as FTS5 does.
// Strings made by SQL from stored text are escaped too (nothing cuts inside stored text: snippets are
// cut in JavaScript).

const ESC = "\uFFFF";
const ENCODE = /[\u0000\uFFFF]/g;
const DECODE = /\uFFFF([!\uFFFF])/g;

export const escapeText = (s: string): string => (s.includes("\u0000") || s.includes(ESC) ? s.replace(ENCODE, (c) => (c === ESC ? ESC + ESC : `${ESC}!`)) : s);
export const unescapeText = (s: string): string => (s.includes(ESC) ? s.replace(DECODE, (_, c: string) => (c === "!" ? "\u0000" : ESC)) : s);

/** JSON text with each `\u0000` escape (one after an even run of backslashes) made a raw U+0000. */
export const withRawNul = (json: string): string => json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, "$1\u0000");

function unescapeRows<T>(rows: T): T {
  if (!Array.isArray(rows)) return rows;
  for (const row of rows as unknown[]) {
    if (row === null || typeof row !== "object") continue;
    const r = row as Record<string, unknown>;
    for (const k of Array.isArray(row) ? row.keys() : Object.keys(r)) {
      const v = r[k as string];
      if (typeof v === "string" && v.includes(ESC)) r[k as string] = unescapeText(v);
    }
  }
  return rows;
}

type Query = PromiseLike<unknown> & { values(): PromiseLike<unknown> };

/**
 * The client as drizzle's bun-sql driver uses it (`unsafe(text, params)`, `.values()`, `begin`,
 * `savepoint`), with strings escaped on the way in and unescaped on the way out (rows changed in place,
 * so the result keeps its `columns`).
 */
export function nulSafe(client: BunSql): BunSql {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "unsafe") {
        return (text: string, params?: unknown[]) => {
          const q = target.unsafe(text, params?.map((p) => (typeof p === "string" ? escapeText(p) : p))) as unknown as Query;
          return {
            then: (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) => q.then(unescapeRows).then(ok, fail),
            values: () => q.values().then(unescapeRows),
          };
        };
      }
      if (prop === "begin" || prop === "savepoint") {
        return (...args: unknown[]) => {
          const fn = args.pop() as (tx: BunSql) => unknown;
          const open = (target as unknown as Record<string, (...a: unknown[]) => unknown>)[prop]!;
          return open.call(target, ...args, (tx: BunSql) => fn(nulSafe(tx)));
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
