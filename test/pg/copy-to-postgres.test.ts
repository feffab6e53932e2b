import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SQL } from "bun";
import { Database } from "bun:sqlite";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { engram } from "../helpers/cli";
import { startWebhookWorker } from "../../src/domain/webhooks";
import { startTestApp, type TestApp } from "../helpers/app";
import { startReceiver } from "../helpers/webhook-receiver";
import { freshDatabase, skipPg, type TestDatabase } from "../helpers/pg";

// Contract §11: `engram copy-to-postgres URL` copies an SQLite install into an empty PostgreSQL database,
// vectors included (no re-embedding), and verifies counts. The install is filled through the real app,
// copied by the real program, then the app runs on the copy and must answer as it did on SQLite.
const skip = skipPg();

/** The SQLite install whatever the run's backend (an empty ENGRAM_DATABASE_URL is no URL). */
const onSqlite = { ENGRAM_DATABASE_URL: "", ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" };

describe.skipIf(skip)("engram copy-to-postgres", () => {
  let lite: TestApp;
  let target: TestDatabase;
  let copied: { code: number; stdout: string; stderr: string };
  const user = "maria";
  let key = "";
  let accountId = "";
  let projectId = "";
  let batchId = "";
  let memoryIds: string[] = [];
  const before: Record<string, unknown> = {};

  /** The answers compared between the two backends: one call each, bodies as JSON. */
  async function answers(t: TestApp): Promise<Record<string, unknown>> {
    // First: every call below is audited (reads too), and this run's calls must not be in it.
    const audit = (await t.json("GET", "/v1/audit?limit=200", { key })).body;
    const search = await t.json("POST", "/v1/memories/search", { key, body: { query: "where does Maria work", user_id: user, limit: 50 } });
    const out: Record<string, unknown> = {
      audit,
      facts: (await t.json("GET", `/v1/facts?user_id=${user}`, { key })).body,
      factsWithHistory: (await t.json("GET", `/v1/facts?user_id=${user}&include_closed=true`, { key })).body,
      events: (await t.json("GET", "/v1/events?limit=1000", { key })).body,
      memories: (await t.json("GET", `/v1/memories?user_id=${user}&limit=100`, { key })).body,
      memory: (await t.json("GET", `/v1/memories/${memoryIds[0]}`, { key })).body,
      history: (await t.json("GET", `/v1/memories/${memoryIds[0]}/history`, { key })).body,
      batch: (await t.json("GET", `/v1/batch/${batchId}`, { key })).body,
      accounts: (await t.admin("GET", "/accounts")).body,
      projects: (await t.admin("GET", `/accounts/${accountId}/projects`)).body,
      keys: (await t.admin("GET", `/keys?project_id=${projectId}`)).body,
      webhooks: (await t.admin("GET", `/webhooks?account_id=${accountId}`)).body,
      searchStatus: search.status,
      // Every memory of the user is in scope: the same set, the nearest first on both.
      searchIds: (search.body.results as { id: string }[]).map((r) => r.id).sort(),
      searchTop: (search.body.results as { id: string }[])[0]?.id,
    };
    return out;
  }

  beforeAll(async () => {
    lite = startTestApp({ env: onSqlite });
    expect(lite.rt.store.dialect).toBe("sqlite");
    const s = await lite.signUp();
    key = s.api_key;
    accountId = s.account_id;
    projectId = s.project_id;
    const rx = startReceiver();
    const hook = await lite.admin("POST", "/webhooks", { url: `${rx.url}/hook`, events: ["*"], project_id: projectId });
    expect(hook.status).toBe(201);
    for (const content of [
      "Maria works as a nurse at the Santa Maria hospital in Lisbon.",
      "Maria moved to Porto in March 2024.",
      "Maria's favourite food is grilled sardines.",
      "Maria has a dog called Bolt.",
    ]) {
      memoryIds.push((await lite.addMemory(key, { content, user_id: user, metadata: { source: "chat", n: memoryIds.length } })).id);
    }
    expect((await lite.json("PATCH", `/v1/memories/${memoryIds[3]}`, { key, body: { content: "Maria has two dogs, Bolt and Luna." } })).status).toBe(200);
    const batch = await lite.json("POST", "/v1/batch", { key, body: { memories: [
      { content: "Maria plays the cello on Sundays.", user_id: user },
      { content: "Maria started working at the Porto university hospital in April 2024.", user_id: user },
      { content: "Tomás is Maria's brother.", user_id: user },
    ] } });
    expect(batch.status).toBe(202);
    batchId = batch.body.id;
    await lite.drain();
    const worker = startWebhookWorker(lite.rt, { autostart: false, timeoutMs: 2000 });
    await worker.runUntilIdle();
    await worker.stop();
    rx.stop();
    expect(rx.received.length).toBeGreaterThan(5);
    const login = await lite.req("POST", "/dashboard/login", { body: { token: lite.adminToken } });
    expect(login.status).toBe(200);
    Object.assign(before, await answers(lite));
    expect((before.facts as { facts: unknown[] }).facts.length).toBeGreaterThan(2);
    expect((before.events as { events: unknown[] }).events.length).toBeGreaterThan(5);
    expect((before.batch as { status: string }).status).toBe("completed");
    // The install's own admin token file (ENGRAM_ADMIN_TOKEN is the test app's; a real install has this file).
    writeFileSync(join(lite.dir, "admin-token"), "adm_copied_install_token_0123456789abcdef\n");
    await lite.closeDatabase();

    // An empty database without our schema: the copy migrates it first.
    target = await freshDatabase({ empty: true });
    copied = await engram(["copy-to-postgres", target.url], { ENGRAM_DATA_DIR: lite.dir });
  }, 180_000);

  afterAll(async () => {
    await lite?.close();
    await target?.drop();
  });

  test("copies every table, prints the per-table counts and the sampled vectors, exits 0", () => {
    expect({ code: copied.code, stderr: copied.stderr }).toEqual({ code: 0, stderr: "" });
    const lines = copied.stdout.split("\n");
    const row = (name: string) => lines.find((l) => l.startsWith(`${name} `))?.trim().split(/\s+/);
    expect(row("memories")?.slice(1, 4)).toEqual(["7", "7", "ok"]);
    expect(row("accounts")?.slice(1, 4)).toEqual(["1", "1", "ok"]);
    expect(row("settings")?.[3]).toBe("ok");
    expect(copied.stdout).toMatch(/\d+ sampled vectors are byte-equal/);
    expect(copied.stdout).toContain("memory_vectors");
  });

  test("every table of the copy holds the same rows, column for column, vectors byte for byte; the admin token comes along", async () => {
    const liteDb = startTestApp({ env: { ...onSqlite, ENGRAM_DATA_DIR: lite.dir } });
    const pgDb = startTestApp({ env: { ENGRAM_DATABASE_URL: target.url } });
    // Both probes answer alike (test/helpers/app.ts): numbers, 1/0 booleans, vectors as bytes (here hex).
    const plain = (rows: Record<string, unknown>[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Uint8Array ? Buffer.from(v).toString("hex") : v])));
    try {
      const tables = (await liteDb.sql<{ name: string }>("select name from sqlite_master where type = 'table' order by name")).map((r) => r.name);
      const twins = new Set((await pgDb.sql<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'")).map((r) => r.name));
      const compared: string[] = [];
      for (const table of tables.filter((t) => twins.has(t))) {
        const cols = (await liteDb.sql<{ name: string; type: string }>(`select name, type from pragma_table_info('${table}')`));
        const order = cols.filter((c) => c.type.toLowerCase() !== "blob").map((c) => c.name).join(", ");
        const q = `select ${cols.map((c) => c.name).join(", ")} from ${table} order by ${order}`;
        const want = plain(await liteDb.sql(q));
        let got = plain(await pgDb.sql(q));
        if (table === "settings") got = got.filter((r) => r.key !== "admin_token");
        expect({ table, rows: got }).toEqual({ table, rows: want });
        if (want.length) compared.push(table);
      }
      for (const t of ["accounts", "memories", "memory_history", "facts", "fact_sources", "jobs", "outbox", "batches", "webhook_endpoints", "webhook_deliveries", "audit_events", "dashboard_sessions"]) expect(compared).toContain(t);
      expect(await pgDb.sqlOne("select value from settings where key = 'admin_token'")).toEqual({ value: "adm_copied_install_token_0123456789abcdef" });
    } finally {
      await pgDb.close();
      await liteDb.close();
    }
  });

  test("the app on the copy answers search, facts, events, batches, audit and the admin API as it did on SQLite; new writes get new ids", async () => {
    const pg = startTestApp({ env: { ENGRAM_DATABASE_URL: target.url, ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
    try {
      expect(pg.rt.store.dialect).toBe("postgres");
      const after = await answers(pg);
      // The audit log on the copy also holds the reads of the SQLite run of answers() (after its audit call).
      type Audit = { events: { ts: string }[]; total: number };
      const was = before.audit as Audit;
      const copiedAudit = after.audit as Audit;
      const cut = was.events[0]!.ts;
      expect(copiedAudit.events.filter((e) => e.ts <= cut)).toEqual(was.events);
      for (const k of Object.keys(before).filter((k) => k !== "audit")) expect({ [k]: after[k] }).toEqual({ [k]: before[k] });
      const added = await pg.addMemory(key, { content: "Maria adopted a cat called Miso.", user_id: user });
      await pg.drain();
      const found = await pg.json("POST", "/v1/memories/search", { key, body: { query: "Maria's cat", user_id: user } });
      expect(found.body.results[0].id).toBe(added.id);
      const seqs = await pg.sql<{ seq: number }>("select seq from memories order by seq");
      expect(new Set(seqs.map((r) => r.seq)).size).toBe(8);
    } finally {
      await pg.closeDatabase();
      await pg.close();
    }
  }, 60_000);

  test("a database that already holds rows is refused, naming them, and left as it was", async () => {
    const db = new SQL(target.url, { max: 1 });
    try {
      const [{ n: beforeN }] = await db`select count(*)::int as n from memories`;
      const again = await engram(["copy-to-postgres", target.url], { ENGRAM_DATA_DIR: lite.dir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("not empty");
      expect(again.stderr).toMatch(/memories \(\d+ rows\)/);
      expect(again.stderr.trim().split("\n")).toHaveLength(1);
      const [{ n }] = await db`select count(*)::int as n from memories`;
      expect(n).toBe(beforeN);
    } finally {
      await db.close();
    }
  });

  test("a copy that fails part way leaves the target as empty as it found it (one transaction)", async () => {
    // A delivery whose endpoint is gone (SQLite with foreign keys off): its table loads late, after the
    // memories, and PostgreSQL refuses the row.
    const dir = mkdtempSync(join(tmpdir(), "engram-copy-broken-"));
    const empty = await freshDatabase();
    const db = new SQL(empty.url, { max: 1 });
    try {
      copyFileSync(join(lite.dir, "engram.db"), join(dir, "engram.db"));
      const broken = new Database(join(dir, "engram.db"));
      broken.exec("PRAGMA foreign_keys = OFF");
      broken.exec("update webhook_deliveries set endpoint_id = 'whk_gone' where rowid = (select max(rowid) from webhook_deliveries)");
      broken.close();
      const r = await engram(["copy-to-postgres", empty.url], { ENGRAM_DATA_DIR: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("nothing was copied");
      expect(r.stderr).toContain("webhook_deliveries");
      const counts: { n: number }[] = await db.unsafe(
        "select (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', table_name), false, true, '')))[1]::text::int as n from information_schema.tables where table_schema = 'public'",
      );
      expect(counts.length).toBeGreaterThan(20);
      expect(counts.every((c) => c.n === 0)).toBe(true);
    } finally {
      await db.close();
      await empty.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the copy has every index of a migrated database, the vector index included", async () => {
    const fresh = await freshDatabase();
    const a = new SQL(target.url, { max: 1 });
    const b = new SQL(fresh.url, { max: 1 });
    try {
      const q = "select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname";
      const got = await a.unsafe(q);
      expect(got.map((r: { indexname: string }) => r.indexname)).toContain("memories_embedding_hnsw");
      expect(got).toEqual(await b.unsafe(q));
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  });

  test("a bad URL is refused naming the argument, without echoing its password; a missing install names ENGRAM_DATA_DIR", async () => {
    for (const url of ["mysql://u:hunter2secret@localhost/db", "not a url hunter2secret", "postgres://u:hunter2secret@localhost"]) {
      const r = await engram(["copy-to-postgres", url], { ENGRAM_DATA_DIR: lite.dir });
      expect([url, r.code]).toEqual([url, 2]);
      expect(r.stderr).toStartWith("engram: URL ");
      expect(r.stderr).not.toContain("hunter2secret");
    }
    const none = await engram(["copy-to-postgres"], { ENGRAM_DATA_DIR: lite.dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("usage: engram copy-to-postgres");
    // A server that is not there: the failure is reported, the password is not.
    const down = await engram(["copy-to-postgres", "postgres://u:hunter2secret@127.0.0.1:1/engram"], { ENGRAM_DATA_DIR: lite.dir });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain("nothing was copied");
    expect(down.stderr).not.toContain("hunter2secret");
    const empty = await engram(["copy-to-postgres", target.url], { ENGRAM_DATA_DIR: join(lite.dir, "nothing-here") });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("ENGRAM_DATA_DIR");
  });
});
