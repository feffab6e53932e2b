import { afterAll, describe, expect, test } from "bun:test";
import { SQL } from "bun";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readPgMigrations } from "../../src/db/pg/migrate";
import { testModelsDir } from "../embed/model-dir";
import { engram, freePort, MAIN, ROOT } from "../helpers/cli";
import { freshDatabase, skipPg, type TestDatabase } from "../helpers/pg";

// ENGRAM_DATABASE_URL at runtime (contract §11): the real program on PostgreSQL. Nodes starting together
// migrate once; a URL that is not PostgreSQL's stops the program naming the variable; `engram backup`
// explains pg_dump instead of copying a file; `engram serve` and its job runner run on the database.
const skip = skipPg();

describe.skipIf(skip)("ENGRAM_DATABASE_URL", () => {
  const dir = mkdtempSync(join(tmpdir(), "engram-pg-runtime-"));
  const env = { ENGRAM_DATA_DIR: dir };
  const dbs: TestDatabase[] = [];
  const fresh = async () => {
    const db = await freshDatabase({ empty: true });
    dbs.push(db);
    return db;
  };
  afterAll(async () => {
    for (const d of dbs) await d.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("two `engram migrate` at once on an empty database: both succeed, each migration recorded once", async () => {
    const db = await fresh();
    const [a, b] = await Promise.all([engram(["migrate"], { ...env, ENGRAM_DATABASE_URL: db.url }), engram(["migrate"], { ...env, ENGRAM_DATABASE_URL: db.url })]);
    expect([a.code, a.stderr, b.code, b.stderr]).toEqual([0, "", 0, ""]);
    expect(a.stdout).toContain(`PostgreSQL database "${db.name}"`);
    expect(a.stdout).toContain("is up to date");
    // The two applied every migration between them, each once: one says how many it applied.
    const said = [a.stdout, b.stdout].map((o) => Number(/applied (\d+) migration/.exec(o)?.[1] ?? 0));
    expect(said[0]! + said[1]!).toBe(readPgMigrations().length);
    const again = await engram(["migrate"], { ...env, ENGRAM_DATABASE_URL: db.url });
    expect(again.stdout).not.toContain("applied");
    const sql = new SQL(db.url, { max: 1 });
    try {
      const rows: { created_at: string; n: number }[] = await sql`select created_at, count(*)::int as n from drizzle.__drizzle_migrations group by created_at order by created_at`;
      expect(rows.map((r) => [Number(r.created_at), r.n])).toEqual(readPgMigrations().map((m) => [m.when, 1]));
      const [memories] = await sql`select to_regclass('public.memories') is not null as ok`;
      expect(memories.ok).toBe(true);
    } finally {
      await sql.close();
    }
    // Nothing written beside the SQLite default: the file is not used.
    expect(existsSync(join(dir, "engram.db"))).toBe(false);
  });

  test("a URL that is not PostgreSQL's stops the program naming ENGRAM_DATABASE_URL, without echoing it", async () => {
    for (const url of ["mysql://root:hunter2@127.0.0.1/engram", "sqlite:///tmp/x.db", "not a url"]) {
      const r = await engram(["migrate"], { ...env, ENGRAM_DATABASE_URL: url });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("ENGRAM_DATABASE_URL");
      expect(r.stderr).not.toContain("hunter2");
    }
    const noDb = await engram(["migrate"], { ...env, ENGRAM_DATABASE_URL: "postgres://127.0.0.1:5432" });
    expect(noDb.code).toBe(2);
    expect(noDb.stderr).toContain("names no database");
  });

  test("a server that does not answer: the start fails naming ENGRAM_DATABASE_URL", async () => {
    const r = await engram(["migrate"], { ...env, ENGRAM_DATABASE_URL: `postgres://postgres:s3cret@127.0.0.1:${freePort()}/engram` });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("ENGRAM_DATABASE_URL: cannot open the PostgreSQL database");
    expect(r.stderr).not.toContain("s3cret");
  });

  test("`engram backup` on PostgreSQL explains pg_dump and writes no file", async () => {
    const db = await fresh();
    const target = join(dir, "backup.dump");
    const r = await engram(["backup", target], { ...env, ENGRAM_DATABASE_URL: db.url });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("pg_dump");
    expect(r.stderr).toContain("pg_restore");
    expect(r.stderr).not.toContain(db.url);
    expect(existsSync(target)).toBe(false);
  });

  // serve checks the model against vectors.dims at start (src/db/pg/vectors.ts).
  test("`engram serve` migrates an empty database, serves from it and runs its job runner on it", async () => {
    const db = await fresh();
    const port = freePort();
    const proc = Bun.spawn(["bun", MAIN, "serve"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ENGRAM_LOG: "info", ...env, ENGRAM_MODELS_DIR: await testModelsDir(), ENGRAM_PORT: String(port), ENGRAM_DATABASE_URL: db.url },
      stdout: "pipe",
      stderr: "pipe",
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      let ready = false;
      for (let i = 0; i < 300 && !ready && proc.exitCode === null; i++) {
        ready = await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false);
        if (!ready) await Bun.sleep(100);
      }
      expect(ready).toBe(true);
      const signup = (await (await fetch(`${url}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string; account_id: string };
      expect((await fetch(`${url}/v1/ping`, { headers: { authorization: `Bearer ${signup.api_key}` } })).status).toBe(200);
      const sql = new SQL(db.url, { max: 1 });
      try {
        const [row] = await sql`select count(*)::int as n from accounts where id = ${signup.account_id}`;
        expect(row.n).toBe(1);
      } finally {
        await sql.close();
      }
    } finally {
      proc.kill("SIGTERM");
    }
    expect(await proc.exited).toBe(0);
    const stderr = await new Response(proc.stderr).text();
    expect(stderr).toContain('"database":"postgres"');
    expect(stderr).toContain('"msg":"job runner started"');
    expect(stderr).toContain('"msg":"job runner stopped"');
    expect(stderr).not.toContain('"level":"error"');
    expect(existsSync(join(dir, "engram.db"))).toBe(false);
  });
});
