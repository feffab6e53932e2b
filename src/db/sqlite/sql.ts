import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { numericString } from "../sql";

// The SQL that differs between SQLite and PostgreSQL, SQLite side (issue 25, plan §1.3): each fragment
// here renders the text the domain used before it ran on two backends, so SQLite's statements (and their
// plans) stay as they were. The PostgreSQL twins are in ../pg/sql.ts; ../tables.ts binds one set.

type MetaValue = string | number | boolean | null;

/** A table `j` of the ids (column `value`), one statement text for any number of ids: a JSON list, bound once. */
export const idRows = (ids: readonly (string | number)[]): SQL => sql`json_each(${JSON.stringify(ids)}) j`;

/** `a` equals `b`, nulls equal to each other (SQLite's IS, which its indexes serve). */
export const sameValue = (a: SQLWrapper, b: SQLWrapper): SQL => sql`${a} is ${b}`;

/** Absolute minutes between two ISO timestamps. */
export const minutesBetween = (a: SQLWrapper, b: SQLWrapper): SQL => sql`abs(julianday(${a}) - julianday(${b})) * 1440`;

/** A stored vector (float32 blob) of `dims` dimensions. */
export const vectorIsDims = (col: SQLWrapper, dims: number): SQL => sql`length(${col}) = ${dims * 4}`;

/** L2 distance from a stored vector to a query vector (sqlite-vec); on unit vectors, the order of cosine. */
export const l2Distance = (col: SQLWrapper, v: Float32Array): SQL => sql`vec_distance_l2(${col}, ${new Uint8Array(v.buffer, v.byteOffset, v.byteLength)})`;

const jsonPath = (key: string) => `$."${key.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/**
 * One metadata filter condition on `m.metadata` (contract §9) as SQL text with `?` placeholders, their
 * values pushed to `args` (the keyword index takes filters as text): numbers by value (5 = 5.0), a string
 * "5" also matches a stored number 5, true matches only true, null matches a stored null, not a missing key.
 */
export function metadataCondition(key: string, value: MetaValue, args: (string | number)[]): string {
  const path = jsonPath(key);
  const type = "json_type(m.metadata, ?)";
  if (value === null || typeof value === "boolean") {
    args.push(path);
    return `${type} = '${value === null ? "null" : String(value)}'`;
  }
  if (typeof value === "number") {
    args.push(path, path, value);
    return `(${type} in ('integer', 'real') and json_extract(m.metadata, ?) = ?)`;
  }
  const asNumber = numericString(value);
  if (asNumber === null) {
    args.push(path, path, value);
    return `(${type} = 'text' and json_extract(m.metadata, ?) = ?)`;
  }
  args.push(path, path, value, path, asNumber, path, asNumber);
  return `(case ${type} when 'text' then json_extract(m.metadata, ?) = ? when 'integer' then json_extract(m.metadata, ?) = ? when 'real' then json_extract(m.metadata, ?) = ? else 0 end)`;
}
