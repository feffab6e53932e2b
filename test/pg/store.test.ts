import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { first } from "../../src/db";
import * as pg from "../../src/db/schema/pg";
import { bound, idIn, int, l2Distance, metadataCondition, minutesBetween, vectorIsDims } from "../../src/db/pg/sql";
import { openPgStore, type PgDb, type PgStore } from "../../src/db/pg/store";
import { freshDatabase, skipPg, type TestDatabase } from "../helpers/pg";

// The PostgreSQL store's core (issue 25, plan §2.2): transactions at READ COMMITTED with advisory locks
// taken first, retry only after a deadlock or serialization failure, raw results shaped like SQLite's,
// and the dialect's SQL fragments. Two stores on one database stand for two nodes.
const skip = skipPg();
/** The store's handles are typed with the SQLite schema (one domain); tests that use PostgreSQL tables say so. */
const asPg = (q: unknown) => q as PgDb;

describe.skipIf(skip)("PostgreSQL store", () => {
  let db: TestDatabase;
  let store: PgStore;
  let other: PgStore;
  const settings = pg.settings;
  const read = async (key: string) => (await first(store.pg.select().from(settings).where(eq(settings.key, key))))?.value;

  beforeAll(async () => {
    db = await freshDatabase();
    store = openPgStore(db.url, { strict: true });
    other = openPgStore(db.url);
    expect(await store.migrate()).toEqual([]);
    await store.pg.insert(pg.accounts).values({ id: "acc_1", tier: "free", createdAt: "2026-01-01T00:00:00.000000Z" });
    await store.pg.insert(pg.projects).values({ id: "prj_1", accountId: "acc_1", name: "p", createdAt: "2026-01-01T00:00:00.000000Z" });
  });
  afterAll(async () => {
    await store?.close();
    await other?.close();
    await db?.drop();
  });

  test("tx commits what the callback wrote and returns its value; inTx holds inside only", async () => {
    const r = await store.tx(async (tx) => {
      await asPg(tx).insert(settings).values({ key: "a", value: "1" });
      expect(store.inTx()).toBe(true);
      return 7;
    });
    expect(r).toBe(7);
    expect(store.inTx()).toBe(false);
    expect(await read("a")).toBe("1");
    expect(store.dialect).toBe("postgres");
  });

  test("tx rolls everything back when the callback throws", async () => {
    await expect(
      store.tx(async (tx) => {
        await store.sql.run(tx, sql`insert into settings (key, value) values ('b', '1')`);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await read("b")).toBeUndefined();
  });

  test("refuses a nested transaction, and (strict) the pool handle inside a transaction", async () => {
    await expect(store.tx(async () => store.tx(async () => 1))).rejects.toThrow("nested transaction");
    await expect(store.tx(async () => asPg(store.db).select().from(settings), { name: "probe" })).rejects.toThrow("store.db used inside a transaction (probe)");
  });

  test("transactions run at READ COMMITTED", async () => {
    const level = await store.tx(async (tx) => (await store.sql.one<{ l: string }>(tx, sql`select current_setting('transaction_isolation') as l`))?.l);
    expect(level).toBe("read committed");
  });

  test("an advisory lock serialises read-check-write across two nodes: a cap of 60 holds under 100 parallel adds", async () => {
    const add = (s: PgStore, i: number) =>
      s.tx(
        async (tx) => {
          const row = await s.sql.one<{ n: number }>(tx, sql`select count(*) as n from settings where key like 'cap.%'`);
          if (row!.n >= 60) return false;
          await s.sql.run(tx, sql`insert into settings (key, value) values (${`cap.${i}`}, 'x')`);
          return true;
        },
        { locks: ["acct:acc_1"] },
      );
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => add(i % 2 ? store : other, i)));
    expect(results.filter(Boolean).length).toBe(60);
    expect((await store.sql.one<{ n: number }>(store.db, sql`select count(*) as n from settings where key like 'cap.%'`))!.n).toBe(60);
  });

  test("locks are taken sorted, so opposite orders never deadlock; a real deadlock is retried when asked", async () => {
    await store.sql.run(store.db, sql`insert into settings (key, value) values ('x', '0'), ('y', '0')`);
    // Listed in opposite orders: sorted, they are taken in one order and both commit.
    const both = await Promise.all([
      store.tx(async (tx) => (await store.sql.run(tx, sql`update settings set value = value || 'a' where key = 'x'`), 1), { locks: ["k:2", "k:1"] }),
      other.tx(async (tx) => (await other.sql.run(tx, sql`update settings set value = value || 'b' where key = 'x'`), 2), { locks: ["k:1", "k:2"] }),
    ]);
    expect(both).toEqual([1, 2]);

    // Row locks in opposite orders without advisory locks: PostgreSQL kills one with 40P01; with
    // retry the victim runs again and both commit.
    let runs = 0;
    const gate = Promise.withResolvers<void>();
    let arrived = 0;
    const meet = async () => {
      if (++arrived === 2) gate.resolve();
      await gate.promise;
    };
    const cross = (s: PgStore, a: string, b: string) =>
      s.tx(
        async (tx) => {
          runs++;
          await s.sql.run(tx, sql`update settings set value = value || '1' where key = ${a}`);
          if (runs <= 2) await meet();
          await s.sql.run(tx, sql`update settings set value = value || '1' where key = ${b}`);
        },
        { retry: true },
      );
    await Promise.all([cross(store, "x", "y"), cross(other, "y", "x")]);
    expect(runs).toBe(3);
    const values = await store.sql.all<{ key: string; value: string }>(store.db, sql`select key, value from settings where key in ('x', 'y') order by key`);
    expect(values.map((v) => v.value.split("1").length - 1)).toEqual([2, 2]);
  });

  test("without retry a deadlock surfaces as an error", async () => {
    const gate = Promise.withResolvers<void>();
    let arrived = 0;
    const cross = (s: PgStore, a: string, b: string) =>
      s.tx(async (tx) => {
        await s.sql.run(tx, sql`update settings set value = 'z' where key = ${a}`);
        if (++arrived === 2) gate.resolve();
        await gate.promise;
        await s.sql.run(tx, sql`update settings set value = 'z' where key = ${b}`);
      });
    const settled = await Promise.allSettled([cross(store, "x", "y"), cross(other, "y", "x")]);
    expect(settled.map((s) => s.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  test("tryLock: false while another transaction holds the key", async () => {
    const held = Promise.withResolvers<void>();
    const release = Promise.withResolvers<void>();
    const holder = store.tx(async (tx) => {
      await store.lock(tx, "wh-claim");
      held.resolve();
      await release.promise;
    });
    await held.promise;
    expect(await other.tx(async (tx) => other.tryLock(tx, "wh-claim"))).toBe(false);
    release.resolve();
    await holder;
    expect(await other.tx(async (tx) => other.tryLock(tx, "wh-claim"))).toBe(true);
  });

  test("raw results read like SQLite's: int8 and numeric as numbers, booleans as 1/0, vectors as bytes", async () => {
    const v = new Float32Array(384).map((_, i) => Math.sin(i) / 7);
    const bytes = Buffer.from(v.buffer);
    await store.pg.insert(pg.memories).values({
      id: "mem_1", accountId: "acc_1", projectId: "prj_1", content: "hello", status: "ready", createdAt: "2026-01-01T00:00:00.000000Z", embedding: bytes,
      metadata: JSON.stringify({ n: 5, s: "5", t: "x", b: true, z: null, f: 2.5 }),
    });
    // The builder round-trips the float32 bytes exactly.
    const row = await first(store.pg.select().from(pg.memories).where(eq(pg.memories.id, "mem_1")));
    expect(Buffer.compare(row!.embedding, bytes)).toBe(0);
    expect(typeof row!.seq).toBe("number");

    const r = await store.sql.one<{ seq: number; n: number; s: number; b: number; e: Buffer; c: number }>(
      store.db,
      sql`select seq, count(*) over () as n, sum(seq) over () as s, true as b, embedding as e, ${int(sql`count(*) over ()`)} as c from memories`,
    );
    expect(r).toMatchObject({ seq: row!.seq, n: 1, s: row!.seq, b: 1, c: 1 });
    expect(Buffer.compare(r!.e, bytes)).toBe(0);

    const near = await store.sql.one<{ d: number }>(store.db, sql`select ${l2Distance(pg.memories.embedding, v)} as d from memories`);
    expect(near!.d).toBeCloseTo(0, 5);
    const dims = await store.sql.one<{ ok: number }>(store.db, sql`select ${vectorIsDims(pg.memories.embedding, 384)} as ok, ${vectorIsDims(pg.memories.embedding, 3)} as no from memories`);
    expect(dims).toEqual({ ok: 1, no: 0 } as never);
  });

  test("dialect fragments: id lists, metadata filters (contract §9), minutes between", async () => {
    const ids = await store.sql.all<{ id: string }>(store.db, sql`select id from memories where ${idIn(pg.memories.id, ["mem_1", 'q"uo\\te', "x,y"])}`);
    expect(ids).toEqual([{ id: "mem_1" }]);
    const { seq } = (await store.sql.one<{ seq: number }>(store.db, sql`select seq from memories`))!;
    expect(await store.sql.all(store.db, sql`select id from memories where ${idIn(pg.memories.seq, [seq + 1, seq, 999999])}`)).toEqual([{ id: "mem_1" }]);
    expect(await store.sql.all(store.db, sql`select id from memories where ${idIn(pg.memories.seq, [seq + 1])}`)).toEqual([]);
    const meta = async (key: string, value: string | number | boolean | null) => {
      const args: (string | number)[] = [];
      return (await store.sql.all(store.db, sql`select id from memories m where ${bound(metadataCondition(key, value, args), args)}`)).length;
    };
    expect(await meta("n", 5)).toBe(1); // number by value
    expect(await meta("n", 5.0)).toBe(1);
    expect(await meta("n", "5")).toBe(1); // a numeric string matches a stored number
    expect(await meta("s", "5")).toBe(1); // and a stored string
    expect(await meta("s", 5)).toBe(0); // a number does not match a stored string
    expect(await meta("t", "x")).toBe(1);
    expect(await meta("t", "y")).toBe(0);
    expect(await meta("b", true)).toBe(1);
    expect(await meta("b", false)).toBe(0);
    expect(await meta("f", 2.5)).toBe(1);
    expect(await meta("z", null)).toBe(1); // stored null
    expect(await meta("missing", null)).toBe(0); // not a missing key
    const m = await store.sql.one<{ m: number }>(store.db, sql`select ${minutesBetween(sql`'2026-01-01T00:10:00.000000Z'`, sql`'2026-01-01T00:00:00.000000Z'`)} as m`);
    expect(m!.m).toBe(10);
  });
});
