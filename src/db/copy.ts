import type { Database } from "bun:sqlite";
import { sql, type SQL } from "drizzle-orm";
import type { PgStore } from "./pg/store";
import { vectorBuffer, vectorText } from "./schema/pg/types";
import type { Tx } from "./tx";

// `engram copy-to-postgres` (issue 25, plan §2.11): an SQLite install into an empty, migrated PostgreSQL
// database. The PostgreSQL catalog drives it, not a list of ours: every base table of the public schema
// is copied, column by column under the same names (the two schemas are twins, test/pg/schema-parity),
// in foreign-key order. Values convert by the PostgreSQL column's type: blobs to pgvector vectors (the
// same float32 values: nothing is embedded again), 0/1 to booleans; JSON stays the text SQLite holds.
// Everything happens in one PostgreSQL transaction, read from one SQLite snapshot: the load, the indexes
// built after it (above all HNSW: one build instead of 100,000 inserts into a graph), the identity
// sequences set past the largest id, and the checks (row counts, sampled vectors byte for byte). A failure anywhere,
// a failed check included, rolls it all back: the target is left as empty as it was found.

/** Rows per INSERT: one JSON parameter each (no 65,535-parameter ceiling), a few MB with vectors. */
const CHUNK = 1_000;
/** Vectors compared byte for byte per vector column. */
const SAMPLE = 100;
/** Serialises two copies into one database: the second finds the first's rows and refuses. */
const COPY_LOCK = "engram:copy-to-postgres";

export interface CopyOptions {
  /** Settings rows to add after the copy (the admin token of the install's data folder). */
  extraSettings?: { key: string; value: string }[];
  /** Called as each table is copied. */
  progress?: (table: string, rows: number) => void;
}

export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

export interface CopyReport {
  tables: TableCount[];
  /** Vectors read back from PostgreSQL and compared with SQLite's bytes (all equal, or the copy failed). */
  vectorsCompared: number;
  /** SQLite tables that have no PostgreSQL twin (SQLite's own indexes: vec0, FTS5, the vector log). */
  skipped: string[];
  /** Of the copy's time, building the indexes after the load (HNSW most of it). */
  indexMs: number;
}

/** A refusal the operator can act on (the target holds rows, the source lacks a table): exit 1, no stack. */
export class CopyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CopyRefused";
  }
}

interface Column {
  name: string;
  type: string;
}

interface PgTable {
  name: string;
  columns: Column[];
  /** The single-column primary key, when there is one (vector samples are matched by it). */
  key: string | null;
  parents: string[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function copyToPostgres(source: Database, target: PgStore, opts: CopyOptions = {}): Promise<CopyReport> {
  await target.migrate();
  // One snapshot of the source for the whole copy (WAL): a server still writing to it changes nothing here.
  source.exec("BEGIN");
  try {
    return await target.tx(async (tx) => {
      const run = (q: SQL) => target.sql.run(tx, q);
      const all = <T>(q: SQL) => target.sql.all<T>(tx, q);
      await target.lock(tx, COPY_LOCK);
      const every = order(await catalog(all));
      const sourceTables = new Set((source.query("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name));
      // The source is migrated to this version, so a table only PostgreSQL has is one of its own (none yet).
      const tables = every.filter((t) => sourceTables.has(t.name));
      // SQLite-only tables (vec0, FTS5 and their shadow tables, the vector log): indexes PostgreSQL keeps its own way.
      const alone = [...sourceTables].filter((n) => !every.some((t) => t.name === n) && !n.startsWith("sqlite_") && n !== "__drizzle_migrations");
      const skipped = alone.filter((n) => !alone.some((o) => o !== n && n.startsWith(`${o}_`))).sort();
      for (const t of tables) {
        // Columns both have: a column only PostgreSQL has takes its default.
        const theirs = new Set((source.query("select name from pragma_table_info(?)").all(t.name) as { name: string }[]).map((r) => r.name));
        t.columns = t.columns.filter((c) => theirs.has(c.name));
      }

      const occupied: string[] = [];
      for (const t of every) {
        const [row] = await all<{ n: number }>(sql.raw(`select count(*)::int8 as n from ${ident(t.name)}`));
        if (row!.n > 0) occupied.push(`${t.name} (${row!.n} rows)`);
      }
      if (occupied.length) throw new CopyRefused(`the PostgreSQL database is not empty: ${occupied.join(", ")}. Copy into a new, empty database`);

      // A model of another dimension than the migrations' 384: the target's column follows the source's.
      const dims = sourceDims(source);
      if (dims !== null && dims !== (await target.vectors.dims(tx))) await target.vectors.recreate(tx, dims);
      // Indexes are built once, after the load, rather than grown row by row: the HNSW graph above all
      // (inserting into it costs a search per row), the keyword GIN indexes and the plain ones. Those
      // behind a constraint (primary keys, which foreign keys check) stay. pg_indexes gives each
      // definition back verbatim.
      const indexes = await all<{ name: string; def: string }>(sql`
        select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.schemaname = 'public'
          and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)
          and not exists (select 1 from pg_depend d where d.refobjid = (quote_ident(i.indexname))::regclass and d.classid = 'pg_constraint'::regclass)`);
      for (const i of indexes) await run(sql.raw(`drop index ${ident(i.name)}`));

      const counts: TableCount[] = [];
      for (const t of tables) {
        const n = await copyTable(source, tx, target, t);
        counts.push({ table: t.name, sqlite: n, postgres: 0 });
        opts.progress?.(t.name, n);
      }
      let extraSettings = 0;
      for (const s of opts.extraSettings ?? []) {
        extraSettings += (await all(sql`insert into settings (key, value) values (${s.key}, ${s.value}) on conflict (key) do nothing returning key`)).length;
      }
      const indexStart = performance.now();
      // Memory for the graph build (the default 64 MB spills at ~50,000 vectors), for this transaction only.
      await run(sql`select set_config('maintenance_work_mem', '512MB', true)`);
      for (const i of indexes) await run(sql.raw(i.def));
      const indexMs = performance.now() - indexStart;
      await setSequences(source, all);

      // The checks, inside the transaction: a mismatch rolls the copy back.
      for (const c of counts) {
        const [row] = await all<{ n: number }>(sql.raw(`select count(*)::int8 as n from ${ident(c.table)}`));
        c.postgres = row!.n;
        // Counted again in the snapshot, not taken from the rows the load saw.
        c.sqlite = (source.query(`select count(*) as n from ${ident(c.table)}`).get() as { n: number }).n;
        const expected = c.sqlite + (c.table === "settings" ? extraSettings : 0);
        if (c.postgres !== expected) throw new Error(`verification failed: ${c.table} has ${c.sqlite} rows in SQLite but ${c.postgres} in PostgreSQL`);
      }
      const vectorsCompared = await compareVectors(source, all, tables);
      return { tables: counts, vectorsCompared, skipped, indexMs };
    }, { name: "copy-to-postgres" });
  } finally {
    source.exec("COMMIT");
  }
}

/** Base tables of the public schema, their own (not generated) columns with types, keys and parents. */
async function catalog(all: <T>(q: SQL) => Promise<T[]>): Promise<PgTable[]> {
  const cols = await all<{ table: string; name: string; type: string }>(sql`
    select c.table_name as table, c.column_name as name, c.udt_name as type
    from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    order by c.table_name, c.ordinal_position`);
  const keys = await all<{ table: string; name: string }>(sql`
    select i.indrelid::regclass::text as table, a.attname as name from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    where i.indisprimary and i.indnatts = 1 and n.nspname = 'public'`);
  const fks = await all<{ child: string; parent: string }>(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`);
  const byName = new Map<string, PgTable>();
  for (const c of cols) {
    let t = byName.get(c.table);
    if (!t) byName.set(c.table, (t = { name: c.table, columns: [], key: null, parents: [] }));
    t.columns.push({ name: c.name, type: c.type });
  }
  for (const k of keys) if (byName.has(k.table)) byName.get(k.table)!.key = k.name;
  for (const f of fks) if (f.child !== f.parent) byName.get(f.child)?.parents.push(f.parent);
  return [...byName.values()];
}

/** Parents before children (a foreign key's target is loaded first), otherwise by name. */
function order(tables: PgTable[]): PgTable[] {
  const done = new Set<string>();
  const out: PgTable[] = [];
  let left = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (left.length) {
    const ready = left.filter((t) => t.parents.every((p) => done.has(p) || !tables.some((x) => x.name === p)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${left.map((t) => t.name).join(", ")}`);
    for (const t of ready) {
      out.push(t);
      done.add(t.name);
    }
    left = left.filter((t) => !done.has(t.name));
  }
  return out;
}

function sourceDims(source: Database): number | null {
  const row = source.query("select value from settings where key = 'embed_dims'").get() as { value: string } | null;
  if (row) return Number(row.value);
  const any = source.query("select length(embedding) as n from memories limit 1").get() as { n: number } | null;
  return any ? any.n / 4 : null;
}

const convert: Record<string, (v: unknown) => unknown> = {
  vector: (v) => vectorText(v as Uint8Array),
  bool: (v) => v !== 0 && v !== "0" && v !== false,
};

/** One table, in chunks of CHUNK rows, in the source's rowid order; returns the rows copied. */
async function copyTable(source: Database, tx: Tx, target: PgStore, t: PgTable): Promise<number> {
  const names = t.columns.map((c) => ident(c.name)).join(", ");
  const converters = t.columns.map((c) => convert[c.type]);
  const into = sql.raw(`insert into ${ident(t.name)} (${names}) select ${names} from json_populate_recordset(null::${ident(t.name)}, `);
  const stmt = source.query(`select ${names} from ${ident(t.name)}`);
  let chunk: Record<string, unknown>[] = [];
  let n = 0;
  const flush = async () => {
    if (chunk.length === 0) return;
    // Bound as text and cast: a string bound straight as json would be encoded once more.
    await target.sql.run(tx, sql`${into}${JSON.stringify(chunk)}::text::json)`);
    n += chunk.length;
    chunk = [];
  };
  for (const row of stmt.iterate() as IterableIterator<Record<string, unknown>>) {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < t.columns.length; i++) {
      const name = t.columns[i]!.name;
      const v = row[name];
      out[name] = v === null || v === undefined ? null : converters[i] ? converters[i]!(v) : v;
    }
    chunk.push(out);
    if (chunk.length === CHUNK) await flush();
  }
  await flush();
  return n;
}

/**
 * Every sequence owned by a column (identities) continues past the largest id copied, or past SQLite's
 * own AUTOINCREMENT counter when that is higher (ids of erased rows are never handed out again).
 */
async function setSequences(source: Database, all: <T>(q: SQL) => Promise<T[]>): Promise<void> {
  const owned = await all<{ seq: string; table: string; col: string }>(sql`
    select s.oid::regclass::text as seq, t.relname as table, a.attname as col from pg_class s
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    join pg_namespace n on n.oid = t.relnamespace
    where s.relkind = 'S' and n.nspname = 'public'`);
  const hasCounters = source.query("select 1 from sqlite_master where name = 'sqlite_sequence'").get() !== null;
  for (const o of owned) {
    const counter = hasCounters ? ((source.query("select seq from sqlite_sequence where name = ?").get(o.table) as { seq: number } | null)?.seq ?? 0) : 0;
    await all(sql`select setval(${o.seq}::regclass, greatest(coalesce((select max(${sql.raw(ident(o.col))}) from ${sql.raw(ident(o.table))}), 0), ${counter}::int8) + 1, false)`);
  }
}

/** Up to SAMPLE rows per vector column, chosen at random in SQLite, read back from PostgreSQL and compared byte for byte. */
async function compareVectors(source: Database, all: <T>(q: SQL) => Promise<T[]>, tables: PgTable[]): Promise<number> {
  let compared = 0;
  for (const t of tables) {
    if (t.key === null) continue;
    for (const c of t.columns.filter((x) => x.type === "vector")) {
      const key = ident(t.key);
      const picked = source.query(`select ${key} as k, ${ident(c.name)} as v from ${ident(t.name)} where ${ident(c.name)} is not null order by random() limit ${SAMPLE}`).all() as { k: string | number; v: Uint8Array }[];
      if (picked.length === 0) continue;
      const keys = picked.map((p) => p.k);
      const back = await all<{ k: string | number; v: string }>(
        sql`select ${sql.raw(key)} as k, ${sql.raw(ident(c.name))}::text as v from ${sql.raw(ident(t.name))} where ${sql.raw(key)}::text = any(${`{${keys.map((k) => `"${String(k).replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`}::text[])`,
      );
      const got = new Map(back.map((r) => [String(r.k), r.v]));
      for (const p of picked) {
        const text = got.get(String(p.k));
        if (text === undefined || !vectorBuffer(text).equals(Buffer.from(p.v))) {
          throw new Error(`verification failed: ${t.name}.${c.name} of ${t.key} ${p.k} differs between SQLite and PostgreSQL`);
        }
        compared++;
      }
    }
  }
  return compared;
}
