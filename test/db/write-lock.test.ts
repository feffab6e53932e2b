import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkpointWal, keepWalCheckpointed, openStorage, type Db } from "../../src/db";
import { openSqliteStore } from "../../src/db/sqlite/store";
import { vecExtensionPath } from "../../src/runtime/paths";

// Waiting on the database file without holding the event loop (issue 18: /healthz within 50 ms while
// the job process writes and erasures run). Another connection on the same file stands in for the job
// process; a timer that keeps ticking shows the thread was free while it waited.
const dir = mkdtempSync(join(tmpdir(), "engram-write-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function other(file: string): Database {
  const db = new Database(file);
  db.exec("PRAGMA busy_timeout = 0");
  return db;
}

/** Counts 5 ms timer ticks until stopped: a blocked thread ticks not at all. */
function ticker() {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  return { stop: () => (clearInterval(timer), ticks) };
}

describe("store.tx while another connection holds the write lock", () => {
  test("waits on timers, not on the thread, and begins once the lock is free", async () => {
    const file = join(dir, "wait.db");
    const s = openStorage(file, { vecExtensionPath: vecExtensionPath() });
    s.sqlite.exec("create table t (x integer)");
    const holder = other(file);
    holder.exec("BEGIN IMMEDIATE");
    const ticks = ticker();
    const started = performance.now();
    const done = s.store.tx(async (tx) => {
      tx.run(sql`insert into t values (1)`);
      return performance.now();
    });
    await Bun.sleep(200);
    holder.exec("COMMIT");
    const began = await done;
    expect(ticks.stop()).toBeGreaterThan(15);
    expect(began - started).toBeGreaterThanOrEqual(195);
    expect(s.sqlite.query("select count(*) as n from t").get()).toEqual({ n: 1 });
    holder.close();
    s.close();
  });

  test("gives up after the connection's busy timeout with SQLite's own error, and releases the store", async () => {
    const file = join(dir, "timeout.db");
    const sqlite = new Database(file, { create: true, strict: true });
    sqlite.exec("PRAGMA journal_mode = WAL");
    sqlite.exec("PRAGMA busy_timeout = 300");
    sqlite.exec("create table t (x integer)");
    const store = openSqliteStore(sqlite, drizzle(sqlite) as unknown as Db);
    const holder = other(file);
    holder.exec("BEGIN IMMEDIATE");
    const ticks = ticker();
    const started = performance.now();
    const err = await store.tx(async () => 1).catch((e: unknown) => e as Error & { code?: string });
    const waited = performance.now() - started;
    expect(ticks.stop()).toBeGreaterThan(20);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe("SQLITE_BUSY");
    expect((err as Error).message).toBe("database is locked");
    expect(waited).toBeGreaterThanOrEqual(295);
    expect(sqlite.query("PRAGMA busy_timeout").get()).toEqual({ timeout: 300 });
    holder.exec("ROLLBACK");
    expect(await store.tx(async (tx) => (tx.run(sql`insert into t values (2)`), "next"))).toBe("next");
    holder.close();
    sqlite.close();
  });
});

describe("checkpointWal", () => {
  const walSize = (file: string) => statSync(`${file}-wal`).size;

  test("empties the WAL on a thread of its own: this one stays free while a reader holds it back", async () => {
    const file = join(dir, "checkpoint.db");
    const s = openStorage(file, { vecExtensionPath: vecExtensionPath() });
    s.sqlite.exec("create table t (x text)");
    // A process's first worker thread costs 60-80 ms of this thread, once (the server pays it for the embedder's).
    expect(await checkpointWal(s.db)).toBeUndefined();
    for (let i = 0; i < 50; i++) s.sqlite.query("insert into t values (?)").run("some erased text " + i);
    expect(walSize(file)).toBeGreaterThan(0);
    // A reader inside a transaction keeps TRUNCATE waiting (in the worker's busy handler).
    const reader = other(file);
    reader.exec("BEGIN");
    reader.query("select count(*) from t").get();
    const ticks = ticker();
    const done = checkpointWal(s.db);
    await Bun.sleep(200);
    reader.exec("COMMIT");
    expect(await done).toBeUndefined();
    expect(ticks.stop()).toBeGreaterThan(15);
    expect(walSize(file)).toBe(0);
    reader.close();
    s.close();
  });

  test("concurrent calls all resolve once a checkpoint that began after them is done", async () => {
    const file = join(dir, "coalesce.db");
    const s = openStorage(file, { vecExtensionPath: vecExtensionPath() });
    s.sqlite.exec("create table t (x text)");
    const calls: Promise<string | undefined>[] = [];
    for (let i = 0; i < 5; i++) {
      s.sqlite.query("insert into t values (?)").run("row " + i);
      calls.push(checkpointWal(s.db));
    }
    expect(await Promise.all(calls)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(walSize(file)).toBe(0);
    s.close();
  });

  test("an in-memory database has nothing to do", async () => {
    const s = openStorage(":memory:", { vecExtensionPath: vecExtensionPath() });
    expect(await checkpointWal(s.db)).toBeUndefined();
    s.close();
  });
});

describe("background checkpoints (engram serve and its job runner)", () => {
  // Frames in the WAL after one more small write: a WAL that was fully copied into the file starts over
  // at that write (a handful of frames); one that was not keeps growing.
  const framesAfterAWrite = (file: string, s: { sqlite: Database }) => {
    s.sqlite.query("insert into t values (?)").run("one more");
    const probe = other(file);
    const row = probe.query("PRAGMA wal_checkpoint(PASSIVE)").get() as { log: number };
    probe.close();
    return row.log;
  };
  const fill = (s: { sqlite: Database }) => {
    s.sqlite.exec("create table t (x text)");
    // 1,500 commits of a 2 KB row: past SQLite's own threshold (1,000 pages) for a checkpoint at a commit.
    for (let i = 0; i < 1500; i++) s.sqlite.query("insert into t values (?)").run(String(i).padEnd(2000, "x"));
  };

  test("commits leave the WAL alone; the keeper copies it on its thread, so the next write starts it over", async () => {
    const file = join(dir, "background.db");
    const s = openStorage(file, { vecExtensionPath: vecExtensionPath(), checkpoints: "background" });
    expect((s.sqlite.query("PRAGMA wal_autocheckpoint").get() as { wal_autocheckpoint: number }).wal_autocheckpoint).toBe(0);
    fill(s);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(1500 * 2000); // every commit is still in the WAL
    expect(statSync(file).size).toBeLessThan(100_000); // and none in the file
    const stop = keepWalCheckpointed(s.db, 20);
    // The keeper's pass copies the rows into the file.
    const deadline = Date.now() + 5000;
    while (statSync(file).size < 1500 * 2000 && Date.now() < deadline) await Bun.sleep(20);
    // The file grows while the pass copies: the WAL starts over only once the pass is over.
    await stop();
    expect(statSync(file).size).toBeGreaterThan(1500 * 2000);
    expect(framesAfterAWrite(file, s)).toBeLessThan(10);
    const reader = other(file);
    expect((reader.query("select count(*) n from t").get() as { n: number }).n).toBe(1501);
    reader.close();
    s.close();
  });

  test("without the keeper a background connection's WAL keeps growing; an auto one is copied at a commit", () => {
    const bg = join(dir, "no-keeper.db");
    const s = openStorage(bg, { vecExtensionPath: vecExtensionPath(), checkpoints: "background" });
    fill(s);
    expect(framesAfterAWrite(bg, s)).toBeGreaterThan(1500);
    s.close();
    const auto = join(dir, "auto.db");
    const a = openStorage(auto, { vecExtensionPath: vecExtensionPath() });
    fill(a);
    expect(framesAfterAWrite(auto, a)).toBeLessThan(1000);
    a.close();
  });
});
