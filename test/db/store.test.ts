import { afterAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { first, tables, withTx } from "../../src/db";
import { startTestApp } from "../helpers/app";

// The async transaction of the SQLite store (issue 25): one at a time on the writer connection,
// committed or rolled back as a whole; reads made while one is open go to a read-only connection, so
// another request's code running while a transaction awaits neither sees its uncommitted writes nor
// writes into it. With none open the writer serves reads (its page cache survives its own commits).
const t = startTestApp();
afterAll(() => t.close());
const { store } = t.rt;
const settings = tables.settings;
const read = (key: string) => first(store.db.select().from(settings).where(sql`${settings.key} = ${key}`));

describe("store.tx", () => {
  test("commits what the callback wrote and returns its value", async () => {
    const r = await store.tx(async (tx) => {
      await tx.insert(settings).values({ key: "s0.a", value: "1" });
      expect(store.inTx()).toBe(true);
      return 7;
    });
    expect(r).toBe(7);
    expect(store.inTx()).toBe(false);
    expect((await read("s0.a"))?.value).toBe("1");
  });

  test("rolls everything back when the callback throws", async () => {
    await expect(
      store.tx(async (tx) => {
        await tx.insert(settings).values({ key: "s0.b", value: "1" });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await read("s0.b")).toBeUndefined();
  });

  test("runs concurrent transactions one after another", async () => {
    const order: string[] = [];
    const one = (name: string) =>
      store.tx(async (tx) => {
        order.push(`${name}:begin`);
        await tx.insert(settings).values({ key: `s0.${name}`, value: name });
        await Promise.resolve();
        order.push(`${name}:end`);
      });
    await Promise.all([one("c"), one("d")]);
    expect(order).toEqual(["c:begin", "c:end", "d:begin", "d:end"]);
  });

  test("a callback that awaits nothing is committed before tx returns (nothing else runs inside it)", async () => {
    const done = store.tx(async (tx) => {
      tx.insert(settings).values({ key: "s0.e", value: "1" }).run();
    });
    expect(t.storage.sqlite.inTransaction).toBe(false);
    expect(t.rt.db.select().from(settings).where(sql`${settings.key} = ${"s0.e"}`).get()?.value).toBe("1");
    await done;
  });

  test("refuses a nested transaction", async () => {
    await expect(store.tx(async () => store.tx(async () => 1))).rejects.toThrow("nested transaction");
    await expect(store.tx(async () => withTx(t.rt.db, async () => 1))).rejects.toThrow("nested transaction");
    expect(await withTx(t.rt.db, async () => 2)).toBe(2);
  });
});

/** A transaction that has written `key` and then waits, open, until `finish` is called. */
function openWrite(key: string) {
  let finish!: (ok: boolean) => void;
  const gate = new Promise<boolean>((resolve) => (finish = resolve));
  let wrote!: () => void;
  const written = new Promise<void>((resolve) => (wrote = resolve));
  const done = store.tx(async (tx) => {
    await tx.insert(settings).values({ key, value: "uncommitted" });
    wrote();
    if (!(await gate)) throw new Error("rolled back");
  });
  return { written, finish, done };
}

describe("while another request's transaction is open", () => {
  test("a read outside it does not see its uncommitted write, and sees it once committed", async () => {
    const a = openWrite("s2.a");
    await a.written;
    expect(t.storage.sqlite.inTransaction).toBe(true);
    expect(await read("s2.a")).toBeUndefined();
    a.finish(true);
    await a.done;
    expect((await read("s2.a"))?.value).toBe("uncommitted");
  });

  test("a write outside any transaction is refused, so nothing can join it", async () => {
    const a = openWrite("s2.b");
    await a.written;
    expect(() => store.db.insert(settings).values({ key: "s2.c", value: "1" }).run()).toThrow();
    a.finish(false);
    await expect(a.done).rejects.toThrow("rolled back");
    expect(await read("s2.b")).toBeUndefined();
    expect(await read("s2.c")).toBeUndefined();
  });

  test("a rate-limit hit waits for it and is kept when it rolls back", async () => {
    const account = (await t.signUp()).account_id;
    const before = usage(account);
    const a = openWrite("s2.d");
    await a.written;
    const hit = t.rt.limiter.hit(account, "hobby");
    await Promise.resolve();
    a.finish(false);
    await expect(a.done).rejects.toThrow("rolled back");
    await hit;
    expect(usage(account)).toBe(before + 1);
  });
});

describe("with no transaction open", () => {
  test("store.db reads on the writer and sees what was committed; a write through it is refused", async () => {
    await store.tx(async (tx) => void (await tx.insert(settings).values({ key: "s2.g", value: "1" })));
    expect(store.db.$client).toBe(t.storage.sqlite);
    expect((await read("s2.g"))?.value).toBe("1");
    expect(() => store.db.insert(settings).values({ key: "s2.h", value: "1" }).run()).toThrow("store.db is for reads");
    expect(() => store.db.delete(settings).where(sql`${settings.key} = ${"s2.g"}`).run()).toThrow("store.db is for reads");
    expect(await read("s2.h")).toBeUndefined();
    expect((await read("s2.g"))?.value).toBe("1");
  });

  test("while one is open, store.db is the reader", async () => {
    const a = openWrite("s2.i");
    await a.written;
    expect(store.db.$client).not.toBe(t.storage.sqlite);
    a.finish(true);
    await a.done;
    expect(store.db.$client).toBe(t.storage.sqlite);
  });
});

describe("reads inside a transaction", () => {
  test("through store.db throw (they could not see the transaction's own writes)", async () => {
    await expect(
      store.tx(async (tx) => {
        await tx.insert(settings).values({ key: "s2.e", value: "1" });
        return read("s2.e");
      }),
    ).rejects.toThrow("store.db read inside a transaction");
    expect(await read("s2.e")).toBeUndefined();
  });

  test("through the tx see its own writes; work scheduled inside it may read store.db once it ended", async () => {
    let later!: Promise<string | undefined>;
    const seen = await store.tx(async (tx) => {
      await tx.insert(settings).values({ key: "s2.f", value: "1" });
      later = new Promise((resolve) => setTimeout(() => resolve(read("s2.f").then((r) => r?.value)), 0));
      return (await first(tx.select().from(settings).where(sql`${settings.key} = ${"s2.f"}`)))?.value;
    });
    expect(seen).toBe("1");
    expect(await later).toBe("1");
  });
});

describe("txTimes", () => {
  test("counts every write transaction, committed or rolled back, with how long it held the writer; over 20 ms is long", async () => {
    const before = { ...store.txTimes };
    await store.tx(async (tx) => void (await tx.insert(settings).values({ key: "s3.a", value: "1" })));
    await expect(store.tx(async () => { throw new Error("boom"); })).rejects.toThrow("boom");
    expect(store.txTimes.count - before.count).toBe(2);
    expect(store.txTimes.long - before.long).toBe(0);
    const a = openWrite("s3.b");
    await a.written;
    const t0 = performance.now();
    await Bun.sleep(30);
    a.finish(true);
    await a.done;
    const held = performance.now() - t0;
    expect(store.txTimes.count - before.count).toBe(3);
    expect(store.txTimes.long - before.long).toBe(1);
    expect(store.txTimes.ms - before.ms).toBeGreaterThanOrEqual(held);
  });
});

/** Requests counted in the account's day window (read on the writer connection, outside any transaction). */
function usage(accountId: string): number {
  const row = t.storage.sqlite.query("select day_used as n from rate_windows where account_id = ?").get(accountId) as { n: number } | null;
  return row?.n ?? 0;
}
