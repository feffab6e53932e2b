import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import * as pgSql from "./pg/sql";
import * as sqliteSql from "./sqlite/sql";
import * as sqlite from "./schema";
import * as pg from "./schema/pg";
import type { Dialect } from "./store";

// What the domain builds its queries from (plan §0.3): the table objects, `tables`, and the few SQL
// fragments whose text differs per backend, bound to the backend the process opened. The PostgreSQL
// schema mirrors the SQLite one name for name and row type for row type (test/pg/schema-parity.test.ts),
// so the domain is typed against the SQLite one and runs unchanged on either. One backend per process:
// opening an install rebinds them.

export let tables: typeof sqlite = sqlite;

/** `col` is one of `ids`: one statement text for any number of ids (SQLite: a JSON list, bound once). */
export let idIn: (col: SQLWrapper, ids: readonly (string | number)[]) => SQL = sqliteIdIn;
/** A table `j` of the ids (column `value`): a join source, one statement text for any number of ids. */
export let idRows: (ids: readonly number[]) => SQL = sqliteSql.idRows;
/** `a` equals `b`, nulls equal to each other. */
export let sameValue: (a: SQLWrapper, b: SQLWrapper) => SQL = sqliteSql.sameValue;
/** Absolute minutes between two ISO timestamps. */
export let minutesBetween: (a: SQLWrapper, b: SQLWrapper) => SQL = sqliteSql.minutesBetween;
/** A stored vector of `dims` dimensions. */
export let vectorIsDims: (col: SQLWrapper, dims: number) => SQL = sqliteSql.vectorIsDims;
/** L2 distance from a stored vector to a query vector (unit vectors: the order of cosine; vec.cosineOf). */
export let l2Distance: (col: SQLWrapper, v: Float32Array) => SQL = sqliteSql.l2Distance;
/**
 * One metadata filter condition on `m.metadata` (contract §9) as text with `?` placeholders, its values
 * pushed to `args` (text: the keyword index takes filters that way).
 */
export let metadataCondition: (key: string, value: string | number | boolean | null, args: (string | number)[]) => string = sqliteSql.metadataCondition;

function sqliteIdIn(col: SQLWrapper, ids: readonly (string | number)[]): SQL {
  return sql`${col} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** A top-level field of a JSON text column, as text (`key`: a constant of ours, never input). */
export let jsonField: (col: SQLWrapper, key: string) => SQL = sqliteJsonField;
/** A JSON array of the values, as text: a composite key to compare within one query's rows. */
export let jsonArray: (values: SQLWrapper[]) => SQL = sqliteJsonArray;

function sqliteJsonField(col: SQLWrapper, key: string): SQL {
  return sql`json_extract(${col}, ${sql.raw(`'$.${key}'`)})`;
}
const pgJsonField = (col: SQLWrapper, key: string): SQL => sql`(${col}::jsonb ->> ${sql.raw(`'${key}'`)})`;
function sqliteJsonArray(values: SQLWrapper[]): SQL {
  return sql`json_array(${sql.join(values, sql`, `)})`;
}
const pgJsonArray = (values: SQLWrapper[]): SQL => sql`json_build_array(${sql.join(values, sql`, `)})::text`;

/**
 * The database's size as `bytes` (used pages) and `free` (pages free inside it), both backends' own
 * accounting (SQLite: the file's pages; PostgreSQL: pg_database_size, which has no free-page count).
 */
export let databaseSizeSql: SQL = sql.raw(
  "select page_count * page_size as bytes, freelist_count * page_size as free from pragma_page_count(), pragma_page_size(), pragma_freelist_count()",
);
const SQLITE_SIZE = databaseSizeSql;
const PG_SIZE = sql.raw("select pg_database_size(current_database()) as bytes, 0 as free");

/** Binds `tables` and the fragments to the backend of `dialect` (the install's). */
export function useTables(dialect: Dialect): void {
  const onPg = dialect === "postgres";
  tables = onPg ? (pg as unknown as typeof sqlite) : sqlite;
  const fragments = onPg ? pgSql : sqliteSql;
  idIn = onPg ? pgSql.idIn : sqliteIdIn;
  idRows = fragments.idRows;
  sameValue = fragments.sameValue;
  minutesBetween = fragments.minutesBetween;
  vectorIsDims = fragments.vectorIsDims;
  l2Distance = fragments.l2Distance;
  metadataCondition = fragments.metadataCondition;
  databaseSizeSql = onPg ? PG_SIZE : SQLITE_SIZE;
  jsonField = onPg ? pgJsonField : sqliteJsonField;
  jsonArray = onPg ? pgJsonArray : sqliteJsonArray;
}
