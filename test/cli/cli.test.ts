import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { engram } from "../helpers/cli";

const dir = mkdtempSync(join(tmpdir(), "engram-cli-"));
const env = { ENGRAM_DATA_DIR: dir };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("engram CLI", () => {
  test("exit 2 with one line naming the problem for an unknown command", async () => {
    const r = await engram(["frobnicate"], env);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain('unknown command "frobnicate"');
  });

  test("exit 2 when a required option is missing", async () => {
    const r = await engram(["keys", "create", "--scopes", "memories:read"], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--project");
  });

  test("exit 2 for an unknown option and for an option without its value", async () => {
    expect((await engram(["accounts", "list", "--colour", "red"], env)).stderr).toContain("unknown option --colour");
    const r = await engram(["projects", "create", "--account"], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--account needs a value");
  });

  test("the data folder and the database files are this account's alone, whatever the umask", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "engram-perm-"));
    try {
      const data = join(fresh, "data");
      expect((await engram(["migrate"], { ENGRAM_DATA_DIR: data })).code).toBe(0);
      expect(statSync(data).mode & 0o777).toBe(0o700);
      for (const f of readdirSync(data)) expect([f, statSync(join(data, f)).mode & 0o077]).toEqual([f, 0]);
      expect(readdirSync(data)).toContain("engram.db");
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test("extract gives the facts the server would store: none for an assistant's line, another speaker's as theirs", async () => {
    const mine = await engram(["extract", "Assistant: I love helping people plan trips."], env);
    expect(mine.code).toBe(0);
    expect(mine.stdout.trim()).toBe("facts: none");
    const theirs = await engram(["extract", "Caroline: I moved to Lisbon last year.", "--now", "2026-03-01T00:00:00Z"], env);
    expect(theirs.stdout).toMatch(/Caroline \| lives_in \| Lisbon \| current/);
  });

  test("a command's --help (or help COMMAND) shows that command's usage; an unknown one the whole list", async () => {
    for (const argv of [["keys", "--help"], ["help", "keys"]]) {
      const r = await engram(argv, env);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("engram keys create --project P");
      expect(r.stdout).not.toContain("webhooks");
    }
    expect((await engram(["--help"], env)).stdout).toContain("webhooks create");
  });

  test("keys create --expires with a bad duration names the flag", async () => {
    const r = await engram(["keys", "create", "--project", "prj_x", "--scopes", "memories:read", "--expires", "soon"], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--expires: must be a positive duration");
  });

  test("migrate says how many migrations it applied to a new database, and nothing more the second time", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "engram-cli-migrate-"));
    try {
      const first = await engram(["migrate"], { ENGRAM_DATA_DIR: fresh });
      expect(first.stdout).toMatch(/: applied [1-9]\d* migrations; it is up to date/);
      const second = await engram(["migrate"], { ENGRAM_DATA_DIR: fresh });
      expect(second.stdout.trim()).toBe(`database at ${fresh}/engram.db is up to date`);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test("a misspelt setting flag is refused, not ignored; a setting's flag in either spelling is taken", async () => {
    const r = await engram(["migrate", "--engram_prot", "8530"], env);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--engram_prot");
    expect(r.stderr).toContain("is not a setting");
    expect((await engram(["migrate", "--engram-port", "8530"], env)).code).toBe(0);
    expect((await engram(["migrate", "--engram_log", "warn"], env)).code).toBe(0);
  });

  test("a bad configuration value stops the program with a message naming the variable", async () => {
    const r = await engram(["migrate"], { ...env, ENGRAM_PORT: "eighty" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("ENGRAM_PORT");
    const r2 = await engram(["migrate"], { ...env, ENGRAM_EXTRACTOR: "gpt" });
    expect(r2.code).toBe(2);
    expect(r2.stderr).toContain("ENGRAM_EXTRACTOR");
    const r3 = await engram(["migrate"], { ...env, ENGRAM_RUNNER_IDLE_SECONDS: "1.5" });
    expect(r3.code).toBe(2);
    expect(r3.stderr).toContain("ENGRAM_RUNNER_IDLE_SECONDS");
    for (const [name, value] of [["ENGRAM_PUBLIC_URL", "notaurl"], ["HF_ENDPOINT", "ftp://example.com"]]) {
      const bad = await engram(["migrate"], { ...env, [name!]: value! });
      expect([bad.code, bad.stderr.includes(name!)]).toEqual([2, true]);
    }
  });

  test("a data folder that cannot be one (a file in its place) is refused naming ENGRAM_DATA_DIR", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "engram-cli-file-"));
    try {
      const file = join(fresh, "not-a-folder");
      await Bun.write(file, "x");
      for (const dataDir of [file, join(file, "below")]) {
        const r = await engram(["migrate"], { ENGRAM_DATA_DIR: dataDir });
        expect(r.code).toBe(2);
        expect(r.stderr).toContain(`ENGRAM_DATA_DIR: cannot use ${dataDir}`);
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  test("a lower-case flag wins over the environment variable", async () => {
    const other = mkdtempSync(join(tmpdir(), "engram-cli-flag-"));
    const r = await engram(["migrate", "--engram_data_dir", other], env);
    expect(r.code).toBe(0);
    expect(existsSync(join(other, "engram.db"))).toBe(true);
    rmSync(other, { recursive: true, force: true });
  });

  test("migrate is idempotent: a second run applies nothing and keeps the data", async () => {
    expect((await engram(["migrate"], env)).code).toBe(0);
    const acc = await engram(["accounts", "create", "--name", "keep-me"], env);
    expect(acc.code).toBe(0);
    const db = new Database(join(dir, "engram.db"));
    const before = (db.query("select count(*) as n from __drizzle_migrations").get() as { n: number }).n;
    db.close();
    expect((await engram(["migrate"], env)).code).toBe(0);
    const db2 = new Database(join(dir, "engram.db"));
    expect((db2.query("select count(*) as n from __drizzle_migrations").get() as { n: number }).n).toBe(before);
    expect((db2.query("select count(*) as n from accounts where name = 'keep-me'").get() as { n: number }).n).toBe(1);
    db2.close();
  });

  test("accounts, projects and keys: create, list, tier, revoke; exit 1 for an unknown id", async () => {
    const acc = await engram(["accounts", "create", "--json"], env);
    const account = JSON.parse(acc.stdout);
    const tier = await engram(["accounts", "tier", account.id, "team"], env);
    expect(tier.code).toBe(0);
    expect(tier.stdout).toContain("tier=team");
    const badTier = await engram(["accounts", "tier", account.id, "gold"], env);
    expect(badTier.code).toBe(2);
    expect(badTier.stderr).toContain("TIER");
    const prj = await engram(["projects", "create", "--account", account.id, "--name", "p1", "--json"], env);
    const project = JSON.parse(prj.stdout);
    const key = await engram(["keys", "create", "--project", project.id, "--scopes", "memories:read,memories:write", "--expires", "30d"], env);
    expect(key.code).toBe(0);
    expect(key.stdout.trim()).toMatch(/^svc_self_[0-9A-Za-z]{40}$/);
    const list = await engram(["keys", "list", "--project", project.id, "--json"], env);
    const keys = JSON.parse(list.stdout);
    expect(keys).toHaveLength(1);
    expect(keys[0].expires_at).not.toBeNull();
    expect((await engram(["keys", "revoke", keys[0].id], env)).code).toBe(0);
    const missing = await engram(["keys", "revoke", "key_nope"], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("not_found");
    const badScope = await engram(["keys", "create", "--project", project.id, "--scopes", "memories:all"], env);
    expect(badScope.code).toBe(1);
    expect(badScope.stderr).toContain("scopes");
  });

  test("backup writes a consistent copy and refuses to overwrite", async () => {
    const file = join(dir, "copy.db");
    expect((await engram(["backup", file], env)).code).toBe(0);
    const db = new Database(file, { readonly: true });
    expect((db.query("select count(*) as n from accounts").get() as { n: number }).n).toBeGreaterThan(0);
    db.close();
    const again = await engram(["backup", file], env);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("already exists");
  });
});
