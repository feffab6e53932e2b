import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { vectorBuffer, vectorText } from "../schema/pg/types";
import { numericString } from "../sql";

// The SQL that differs between SQLite and PostgreSQL, PostgreSQL side (issue 25, plan §1.3), and the
// shape of raw results. Raw reads answer what bun:sqlite answers for the same query, so one domain reads
// both: int8 and numeric values (ids, count(*), sum()) as numbers, not the strings Bun.SQL gives;
// booleans as 1/0; vectors as float32 bytes.

/** What Bun.SQL resolves a query to: the rows, plus the columns the server described. */
export type RawResult = Record<string, unknown>[] & { columns?: { name: string; type: number }[] | null };

const INT8 = 20;
const NUMERIC = 1700;
const BOOL = 16;

export function rawRows<T>(result: RawResult, vectorType: number | null): T[] {
  const rows = Array.from(result);
  const convert = (result.columns ?? []).flatMap((c) => {
    if (c.type === INT8 || c.type === NUMERIC) return [[c.name, toNumber] as const];
    if (c.type === BOOL) return [[c.name, (v: unknown) => (v ? 1 : 0)] as const];
    if (vectorType !== null && c.type === vectorType) return [[c.name, (v: unknown) => vectorBuffer(v as string)] as const];
    return [];
  });
  if (convert.length === 0) return rows as T[];
  for (const row of rows) {
    for (const [name, f] of convert) {
      const v = row[name];
      if (v !== null && v !== undefined) row[name] = f(v);
    }
  }
  return rows as T[];
}

const toNumber = (v: unknown) => (typeof v === "bigint" || typeof v === "string" ? Number(v) : v);

/** SQL text with `?` placeholders (filters as the keyword index takes them, KeywordExtra) and its values, as one fragment. */
export function bound(text: string, args: readonly unknown[]): SQL {
  const parts = text.split("?");
  if (parts.length !== args.length + 1) throw new Error(`filter: ${parts.length - 1} placeholders, ${args.length} values`);
  return sql.join(parts.map((p, i) => (i < args.length ? sql`${sql.raw(p)}${args[i]}` : sql.raw(p))));
}

type MetaValue = string | number | boolean | null;

/** `col` is one of `ids` (any number of ids, one statement text). SQLite's twin: `col in (select value from json_each(?))`. */
export function idIn(col: SQLWrapper, ids: readonly (string | number)[]): SQL {
  if (ids.every((id) => typeof id === "number")) return sql`${col} = any(${`{${ids.join(",")}}`}::int8[])`;
  const literal = `{${ids.map((id) => `"${String(id).replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
  return sql`${col} = any(${literal}::text[])`;
}

/** A table `j` of the ids (numbers; column `value`), one statement text for any number of them. */
export const idRows = (ids: readonly number[]): SQL => sql`unnest(${`{${ids.join(",")}}`}::int8[]) as j(value)`;

/** `a` equals `b`, nulls equal to each other (SQLite: `a is b`). */
export const sameValue = (a: SQLWrapper, b: SQLWrapper): SQL => sql`${a} is not distinct from ${b}`;

/** `\u0000` in JSON text (after an even run of backslashes), for a filter value's JSON. */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * `m.metadata` as jsonb. jsonb refuses the escape of U+0000 (`\u0000`), which the stored JSON text holds
 * for a NUL in a value (jsonb cannot hold it): read as U+FFFD, as a NUL in a filter value is. The escape
 * counts only after an even run of backslashes (`\\u0000` is a backslash, then the text "u0000").
 */
const METADATA_JSONB = String.raw`(case when strpos(m.metadata, '\u0000') > 0 then regexp_replace(m.metadata, ?::text, ?::text, 'g') else m.metadata end)::jsonb`;
/** METADATA_JSONB's pattern and replacement (bound: a `?` in the text would be taken for a placeholder). */
const METADATA_JSONB_ARGS = [String.raw`(?<!\\)((?:\\\\)*)\\u0000`, String.raw`\1\\ufffd`];

/**
 * One metadata filter condition on `m.metadata` (contract §9) as SQL text with `?` placeholders, values
 * pushed to `args`, as SQLite's json_type/json_extract reads it: numbers by value (5 = 5.0), a string "5"
 * also matches a stored number 5, true matches only true, null matches a stored null but not a missing
 * key. Top-level keys only. jsonb equality compares numbers by value and never casts a stored string,
 * so no row's value can make the condition fail; the values are bound as text and parsed by the server
 * (Bun.SQL would JSON-encode a string bound as jsonb a second time).
 */
export function metadataCondition(key: string, value: MetaValue, args: (string | number)[]): string {
  const field = `(${METADATA_JSONB} -> ?::text)`;
  const is = (json: string) => {
    args.push(...METADATA_JSONB_ARGS, key, json.replace(NUL_ESCAPE, "$1\\ufffd"));
    return `${field} = ?::text::jsonb`;
  };
  if (typeof value !== "string") return is(JSON.stringify(value));
  const asNumber = numericString(value);
  if (asNumber === null) return is(JSON.stringify(value));
  return `(${is(JSON.stringify(value))} or ${is(JSON.stringify(asNumber))})`;
}

/** Absolute minutes between two ISO timestamps (SQLite: `abs(julianday(a) - julianday(b)) * 1440`). */
export const minutesBetween = (a: SQLWrapper, b: SQLWrapper): SQL =>
  sql`(abs(extract(epoch from (${a}::timestamptz - ${b}::timestamptz))) / 60)`;

/** A stored vector of `dims` dimensions (SQLite: `length(blob) = dims * 4`). */
export const vectorIsDims = (col: SQLWrapper, dims: number): SQL => sql`(vector_dims(${col}) = ${dims}::int4)`;

/** A query vector as a parameter (SQLite binds the float32 bytes). */
export const vectorParam = (v: Float32Array): SQL => sql`${vectorText(new Uint8Array(v.buffer, v.byteOffset, v.byteLength))}::vector`;

/** L2 distance to a query vector, as SQLite's `vec_distance_l2(col, ?)`; on unit vectors, the order of cosine. */
export const l2Distance = (col: SQLWrapper, v: Float32Array): SQL => sql`(${col} <-> ${vectorParam(v)})`;

/** An integer-valued aggregate as a JS number on both backends (PostgreSQL's count/sum are int8/numeric). */
export const int = (expr: SQLWrapper): SQL => sql`cast(${expr} as integer)`;
