import { SQL } from "bun";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { migratePg, PG_MIGRATIONS_DIR, readPgMigrations } from "../../src/db/pg/migrate";

// PostgreSQL for tests (issue 25). The server: ENGRAM_TEST_DATABASE_URL when set (CI starts one), else
// the shared script's throwaway server in a fixed folder under /tmp, started on first use and reused by
// later runs (`../shared/tools/postgres.sh stop /tmp/engram-test-pg` removes it). Each test file gets its
// own database, cloned from a migrated template: CREATE DATABASE … TEMPLATE copies files, far faster
// than migrating every time. The template's name carries a hash of the migrations, so a changed
// migration builds a new one and an unchanged one is reused across runs.

const ROOT = join(import.meta.dir, "..", "..");
const SCRIPT = join(ROOT, "..", "shared", "tools", "postgres.sh");
const LOCAL_DIR = "/tmp/engram-test-pg";
/** Not the script's default (55432), which people start by hand for benchmarks. */
const LOCAL_PORT = "55439";

export interface TestDatabase {
  /** URL of the fresh database. */
  url: string;
  name: string;
  /** Drops the database (connections are closed by force). */
  drop(): Promise<void>;
}

let server: Promise<string> | undefined;
let template: Promise<string> | undefined;

/** Why PostgreSQL tests cannot run here, or null when they can. Outside CI a missing server skips them. */
export function pgUnavailable(): string | null {
  if (process.env.ENGRAM_TEST_DATABASE_URL || existsSync(SCRIPT)) return null;
  return `no PostgreSQL: set ENGRAM_TEST_DATABASE_URL or provide ${SCRIPT}`;
}

/** Call at the top of a PostgreSQL test file: true to skip it (never in CI, where a missing server fails). */
export function skipPg(): boolean {
  const why = pgUnavailable();
  if (why === null) return false;
  if (process.env.CI) throw new Error(`PostgreSQL tests cannot run in CI: ${why}`);
  console.warn(`skipping PostgreSQL tests: ${why}`);
  return true;
}

/** The server's URL (its `engram` database). */
export function pgServerUrl(): Promise<string> {
  server ??= (async () => {
    const env = process.env.ENGRAM_TEST_DATABASE_URL;
    if (env) return env;
    // flock: two test processes starting the server at once would both run initdb into the folder.
    // -o: the server started under it must not inherit (and so hold forever) the lock.
    const p = Bun.spawn(["flock", "-o", `${LOCAL_DIR}.lock`, "bash", SCRIPT, "start", LOCAL_DIR, LOCAL_PORT], { stdout: "pipe", stderr: "pipe" });
    const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
    const url = out.trim().split("\n").at(-1) ?? "";
    if (code !== 0 || !url.startsWith("postgres")) throw new Error(`postgres.sh start failed (${code}): ${err.trim() || out.trim()}`);
    return url;
  })();
  return server;
}

/** `url` with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A connection to the server's maintenance database, for CREATE/DROP DATABASE (one connection: session locks hold on it). */
async function admin<T>(fn: (sql: SQL) => Promise<T>): Promise<T> {
  const sql = new SQL(withDatabase(await pgServerUrl(), "postgres"), { max: 1 });
  try {
    return await fn(sql);
  } finally {
    await sql.close();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The migrated template database (built once per set of migrations, under a lock other test processes respect). */
export function templateName(): Promise<string> {
  template ??= (async () => {
    const hash = createHash("sha256");
    for (const m of readPgMigrations()) hash.update(m.hash);
    const name = `engram_tpl_${hash.digest("hex").slice(0, 12)}`;
    await admin(async (sql) => {
      await sql`select pg_advisory_lock(hashtextextended('engram:test-template', 0))`;
      try {
        const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
        if (exists) return;
        // Built under another name and renamed when complete: a crash mid-build leaves no half template.
        const building = `${name}_build`;
        await sql.unsafe(`drop database if exists ${quote(building)} with (force)`).simple();
        await sql.unsafe(`create database ${quote(building)}`).simple();
        const db = new SQL(withDatabase(await pgServerUrl(), building), { max: 1 });
        try {
          await migratePg(db, PG_MIGRATIONS_DIR);
        } finally {
          await db.close();
        }
        await sql.unsafe(`alter database ${quote(building)} rename to ${quote(name)}`).simple();
      } finally {
        await dropOrphans(sql);
        await sql`select pg_advisory_unlock(hashtextextended('engram:test-template', 0))`;
      }
    });
    return name;
  })();
  return template;
}

/** Test databases of test processes that are gone (killed before they could drop them). */
async function dropOrphans(sql: SQL): Promise<void> {
  const rows: { datname: string }[] = await sql`select datname from pg_database where datname like 'engram\_t\_%'`;
  for (const { datname } of rows) {
    const pid = Number(/^engram_t_(\d+)_/.exec(datname)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    await sql.unsafe(`drop database if exists ${quote(datname)} with (force)`).simple().catch(() => undefined);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === "EPERM";
  }
}

/** A fresh database: migrated (from the template), or empty with `{ empty: true }`. */
export async function freshDatabase(opts: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `engram_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const from = opts.empty ? "template0" : await templateName();
  await admin((sql) => sql.unsafe(`create database ${quote(name)} template ${quote(from)}`).simple());
  const url = withDatabase(await pgServerUrl(), name);
  return {
    url,
    name,
    drop: () => admin((sql) => sql.unsafe(`drop database if exists ${quote(name)} with (force)`).simple()).then(() => undefined),
  };
}

/**
 * A fresh migrated database, made synchronously (psql): `startTestApp` is synchronous and most test
 * files call it at their top level. `template` is `templateName()`'s answer, awaited beforehand.
 */
export function freshDatabaseSync(serverUrl: string, template: string): TestDatabase & { dropSync(): void } {
  const name = `engram_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  psql(serverUrl, [`create database ${quote(name)} template ${quote(template)}`]);
  undropped.add(name);
  if (undropped.size === 1) process.once("exit", () => dropAll(serverUrl));
  const dropSync = () => {
    psql(serverUrl, [`drop database if exists ${quote(name)} with (force)`]);
    undropped.delete(name);
  };
  return { url: withDatabase(serverUrl, name), name, dropSync, drop: async () => dropSync() };
}

/** Databases made by freshDatabaseSync and not dropped yet: dropped when the test process exits. */
const undropped = new Set<string>();

function dropAll(serverUrl: string): void {
  if (undropped.size === 0) return;
  try {
    psql(serverUrl, [...undropped].map((name) => `drop database if exists ${quote(name)} with (force)`));
  } catch {
    // the server is gone: nothing left to drop
  }
}

/** Runs statements one by one (each -c its own transaction: DROP DATABASE refuses to run inside one). */
function psql(serverUrl: string, statements: string[]): void {
  const r = Bun.spawnSync(["psql", withDatabase(serverUrl, "postgres"), "-X", "-q", "-v", "ON_ERROR_STOP=1", ...statements.flatMap((s) => ["-c", s])], { stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`psql ${statements.join("; ")}: ${r.stderr.toString().trim()}`);
}
