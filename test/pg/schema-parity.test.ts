import { afterAll, describe, expect, test } from "bun:test";
import { SQL } from "bun";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getTableName, is, type InferInsertModel, type InferSelectModel, type Table } from "drizzle-orm";
import { getTableConfig as pgConfig, PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { openStorage, runMigrations } from "../../src/db";
import * as sqlite from "../../src/db/schema";
import * as pg from "../../src/db/schema/pg";
import { PG_MIGRATIONS_DIR, readPgMigrations } from "../../src/db/pg/migrate";
import { migrationsDir, vecExtensionPath } from "../../src/runtime/paths";
import { freshDatabase, skipPg, type TestDatabase } from "../helpers/pg";

// The two schemas held in step (issue 25, plan §2.3): every SQLite table and column has its PostgreSQL
// twin, in the drizzle declarations (same export names, JS keys, SQL names, nullability, defaults, keys,
// indexes and foreign keys) and in the databases the two migration folders produce. The deliberate
// differences are listed below with the reason; anything else that differs fails.

/** PostgreSQL-only declarations. */
const PG_ONLY_TABLES: Record<string, string> = {
  rateWindows: "SQLite creates rate_windows in migrations/0010 and writes it by raw SQL only; the catalogs below compare it",
};
const PG_ONLY_INDEXES: Record<string, string> = {
  jobs_pending_idx: "partial index for the SKIP LOCKED claim (src/db/pg/jobs.ts); SQLite's single writer claims through jobs_ready_idx",
  jobs_lease_idx: "partial index for reclaiming expired leases in the same claim",
  memories_embedding_hnsw: "pgvector HNSW over live memories for project-wide search (src/db/pg/vectors.ts); SQLite ranks in vec0 and its in-memory index",
  memories_kw_idx: "GIN over the keyword column (src/db/pg/keywords.ts); SQLite's keyword index is memory_fts",
  facts_kw_idx: "GIN over the facts' keyword column; SQLite's is fact_fts",
};
/** PostgreSQL-only columns of the migrated database, not declared in drizzle (generated; only raw SQL reads them). */
const PG_ONLY_COLUMNS: Record<string, string> = {
  "memories.kw": "the keyword tsvector (migrations-pg/0001_search.sql) that stands in for memory_fts",
  "memories.kw_len": "the row's token count, BM25's length (FTS5's docsize)",
  "facts.kw": "the keyword tsvector that stands in for fact_fts",
  "facts.kw_len": "the same token count for facts",
};
/** SQLite-only tables of the migrated database (name prefixes: their shadow tables go with them). */
const SQLITE_ONLY_TABLES: Record<string, string> = {
  memory_vectors: "sqlite-vec vec0 index; pgvector ranks memories.embedding directly",
  memory_fts: "FTS5 keyword index of memories; PostgreSQL's keyword columns come with the search migration (plan §2.6)",
  fact_fts: "FTS5 keyword index of facts; same",
  memory_vector_log: "feeds the in-process int8 project index of SQLite (src/db/vec-index.ts); pgvector needs none",
  sqlite_: "SQLite's own tables",
  __drizzle_migrations: "the migrator's bookkeeping (PostgreSQL keeps it in schema drizzle)",
};
/** How each SQLite column class maps (drizzle column types). */
const TYPE_MAP: Record<string, string[]> = {
  SQLiteText: ["PgText"],
  SQLiteTextJson: ["PgCustomColumn"], // jsonText: JSON as text
  SQLiteInteger: ["PgInteger", "PgBigInt53"], // bigint for identities and the columns holding them
  SQLiteBoolean: ["PgBoolean"],
  SQLiteReal: ["PgDoublePrecision"],
  SQLiteBlobBuffer: ["PgCustomColumn"], // pgvector vector
};
/** The same mapping for the migrated catalogs: SQLite declared type -> PostgreSQL udt names. */
const CATALOG_TYPES: Record<string, string[]> = {
  text: ["text"],
  integer: ["int4", "int8", "bool"],
  real: ["float8"],
  blob: ["vector"],
};

// Compile-time half: each table's row type is the same on both backends (`bun run typecheck` fails otherwise).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Row<T> = T extends Table ? InferSelectModel<T> : never;
type Insert<T> = T extends Table ? InferInsertModel<T> : never;
type Same<K extends keyof typeof sqlite & keyof typeof pg> = Equal<Row<(typeof sqlite)[K]>, Row<(typeof pg)[K]>> extends true
  ? Equal<Insert<(typeof sqlite)[K]>, Insert<(typeof pg)[K]>>
  : false;
export const rowTypesMatch: {
  [K in "accounts" | "projects" | "apiKeys" | "signups" | "settings" | "memories" | "memoryHistory" | "receipts" | "auditEvents" | "usageCounters" | "agentNamespaces" | "facts" | "factSources" | "predicates" | "predicateRaws" | "entityAliases" | "jobs" | "outbox" | "batches" | "webhookEndpoints" | "webhookDeliveries" | "webhookCursor" | "dashboardSessions" | "loginFailures"]: Same<K>;
} = {
  accounts: true, projects: true, apiKeys: true, signups: true, settings: true, memories: true, memoryHistory: true, receipts: true,
  auditEvents: true, usageCounters: true, agentNamespaces: true, facts: true, factSources: true, predicates: true, predicateRaws: true,
  entityAliases: true, jobs: true, outbox: true, batches: true, webhookEndpoints: true, webhookDeliveries: true, webhookCursor: true,
  dashboardSessions: true, loginFailures: true,
};

const tablesOf = <T>(mod: Record<string, unknown>, kind: abstract new (...a: never[]) => T) =>
  Object.fromEntries(Object.entries(mod).filter(([, v]) => is(v, kind as never))) as Record<string, T>;
const sqliteTables = tablesOf(sqlite, SQLiteTable);
const pgTables = tablesOf(pg, PgTable);

describe("drizzle schemas", () => {
  test("every SQLite table has a PostgreSQL twin under the same export name, and only the listed extras exist", () => {
    expect(Object.keys(rowTypesMatch).sort()).toEqual(Object.keys(sqliteTables).sort());
    expect(Object.keys(pgTables).filter((k) => !(k in sqliteTables)).sort()).toEqual(Object.keys(PG_ONLY_TABLES).sort());
    expect(Object.keys(sqliteTables).filter((k) => !(k in pgTables))).toEqual([]);
  });

  for (const [name, st] of Object.entries(sqliteTables)) {
    test(`${name}: same table, columns, keys, indexes and foreign keys`, () => {
      const pt = pgTables[name]!;
      expect(getTableName(pt)).toBe(getTableName(st));
      const s = sqliteConfig(st);
      const p = pgConfig(pt);
      const columns = <C extends { name: string; notNull: boolean; hasDefault: boolean; primary: boolean; columnType: string }>(cs: C[]) =>
        Object.fromEntries(cs.map((c) => [c.name, { notNull: c.notNull, hasDefault: c.hasDefault, primary: c.primary }]));
      expect(columns(p.columns)).toEqual(columns(s.columns));
      for (const c of s.columns) {
        const twin = p.columns.find((x) => x.name === c.name)!;
        expect({ column: c.name, type: TYPE_MAP[c.columnType]?.includes(twin.columnType) ? "mapped" : `${c.columnType} -> ${twin.columnType}` }).toEqual({ column: c.name, type: "mapped" });
      }
      // JS keys too: the domain reads rows by them.
      expect(Object.keys(pt).filter((k) => k !== "enableRLS").sort()).toEqual(Object.keys(st).sort());
      expect(p.primaryKeys.map((k) => k.columns.map((c) => c.name))).toEqual(s.primaryKeys.map((k) => k.columns.map((c) => c.name)));
      const indexes = (list: { config: { name?: string; unique: boolean; columns: unknown[] } }[]) =>
        list
          .map((i) => ({ name: i.config.name, unique: i.config.unique, columns: i.config.columns.map((c) => (c as { name: string }).name) }))
          .filter((i) => !(i.name! in PG_ONLY_INDEXES))
          .sort((a, b) => a.name!.localeCompare(b.name!));
      expect(indexes(p.indexes as never)).toEqual(indexes(s.indexes as never));
      const fks = (list: { reference(): { columns: { name: string }[]; foreignTable: unknown; foreignColumns: { name: string }[] }; onDelete?: string }[]) =>
        list.map((f) => {
          const r = f.reference();
          return `${r.columns.map((c) => c.name)} -> ${getTableName(r.foreignTable as never)}(${r.foreignColumns.map((c) => c.name)}) on delete ${f.onDelete}`;
        }).sort();
      expect(fks(p.foreignKeys as never)).toEqual(fks(s.foreignKeys as never));
    });
  }

  test("each SQLite migration after the PostgreSQL baseline has a PostgreSQL twin with the same tag", () => {
    const journal = JSON.parse(readFileSync(join(migrationsDir(), "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
    const pgMigrations = readPgMigrations(PG_MIGRATIONS_DIR);
    const baseline = pgMigrations[0]!;
    expect(baseline.tag).toBe("0000_baseline");
    const later = journal.entries.filter((e) => e.when > baseline.when).map((e) => e.tag);
    expect(pgMigrations.slice(1).map((m) => m.tag).filter((t) => later.includes(t))).toEqual(later);
  });
});

const skip = skipPg();

describe.skipIf(skip)("migrated databases", () => {
  let db: TestDatabase;
  let client: SQL;
  afterAll(async () => {
    await client?.close();
    await db?.drop();
  });

  test("the PostgreSQL migrations give every SQLite table, column, key and index, with mapped types", async () => {
    db = await freshDatabase();
    client = new SQL(db.url, { max: 1 });

    const storage = openStorage(":memory:", { vecExtensionPath: vecExtensionPath() });
    runMigrations(storage, migrationsDir());
    const lite = storage.sqlite;
    const sqliteOnly = (t: string) => Object.keys(SQLITE_ONLY_TABLES).some((prefix) => t.startsWith(prefix));
    const liteTables = (lite.query("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[])
      .map((r) => r.name)
      .filter((t) => !sqliteOnly(t));
    type LiteCol = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };
    const liteCatalog = Object.fromEntries(
      liteTables.map((t) => {
        const cols = lite.query(`select name, type, "notnull", dflt_value, pk from pragma_table_info(?) order by cid`).all(t) as LiteCol[];
        const idx = (lite.query(`select name, "unique" from pragma_index_list(?) where name not like 'sqlite_autoindex_%'`).all(t) as { name: string; unique: number }[]).map((i) => ({
          name: i.name,
          unique: i.unique === 1,
          columns: (lite.query("select name from pragma_index_info(?) order by seqno").all(i.name) as { name: string }[]).map((c) => c.name),
        }));
        return [t, { cols, idx }];
      }),
    );
    storage.close();

    const pgTableNames = (await client`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`).map(
      (r: { table_name: string }) => r.table_name,
    );
    expect(pgTableNames.sort()).toEqual([...liteTables].sort());

    for (const t of liteTables) {
      const { cols, idx } = liteCatalog[t]!;
      type PgCol = { column_name: string; udt_name: string; is_nullable: string; column_default: string | null; is_identity: string; collation_name: string | null };
      const pgCols: PgCol[] = await client`
        select column_name, udt_name, is_nullable, column_default, is_identity, collation_name
        from information_schema.columns where table_schema = 'public' and table_name = ${t} order by ordinal_position`.then((cs: PgCol[]) =>
        cs.filter((c) => !(`${t}.${c.column_name}` in PG_ONLY_COLUMNS)),
      );
      expect({ t, columns: pgCols.map((c) => c.column_name).sort() }).toEqual({ t, columns: cols.map((c) => c.name).sort() });
      for (const c of cols) {
        const twin = pgCols.find((x) => x.column_name === c.name)!;
        const where = `${t}.${c.name}`;
        expect({ where, type: CATALOG_TYPES[c.type.toLowerCase()]?.includes(twin.udt_name) ? "mapped" : `${c.type} -> ${twin.udt_name}` }).toEqual({ where, type: "mapped" });
        expect({ where, notNull: twin.is_nullable === "NO" }).toEqual({ where, notNull: c.notnull === 1 || c.pk > 0 });
        // SQLite's AUTOINCREMENT key is PostgreSQL's identity; every other default exists on both or neither.
        expect({ where, hasDefault: twin.column_default !== null }).toEqual({ where, hasDefault: c.dflt_value !== null });
        if (c.type.toLowerCase() === "integer" && c.pk === 1 && cols.filter((x) => x.pk > 0).length === 1) expect({ where, identity: twin.is_identity }).toEqual({ where, identity: "YES" });
        // Binary comparison, as SQLite's, whatever the database's collation.
        if (twin.udt_name === "text") expect({ where, collation: twin.collation_name }).toEqual({ where, collation: "C" });
      }
      const pk: { column_name: string }[] = await client`
        select a.attname as column_name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${t}::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`;
      expect({ t, pk: pk.map((r) => r.column_name) }).toEqual({ t, pk: cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name) });
      const pgIdx: { name: string; unique: boolean; columns: string[] }[] = await client`
        select c.relname as name, i.indisunique as "unique",
          array(select a.attname from unnest(i.indkey) with ordinality k(attnum, n) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n)::text[] as columns
        from pg_index i join pg_class c on c.oid = i.indexrelid where i.indrelid = ${t}::regclass and not i.indisprimary order by c.relname`;
      expect({ t, indexes: pgIdx.filter((i) => !(i.name in PG_ONLY_INDEXES)).map((i) => ({ ...i, columns: [...i.columns] })) }).toEqual({
        t,
        indexes: [...idx].sort((a, b) => (a.name < b.name ? -1 : 1)),
      });
    }
    // The vectors: memories of the default model's 384 dimensions; facts and predicates of any.
    const [{ type }] = await client`select format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = 'memories'::regclass and attname = 'embedding'`;
    expect(type).toBe("vector(384)");
  });
});
