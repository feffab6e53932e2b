import { afterAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { first, tables, withTx } from "../../src/db";
import { startTestApp } from "../helpers/app";

// The async transaction of the SQLite store (issue 25, S0): one at a time on the connection, committed
// or rolled back as a whole, and the transitional sync `withTx` refuses to run inside an open one.
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
    expect(t.rt.db.$client.inTransaction).toBe(false);
    expect(t.rt.db.select().from(settings).where(sql`${settings.key} = ${"s0.e"}`).get()?.value).toBe("1");
    await done;
  });

  test("refuses a nested transaction", async () => {
    await expect(store.tx(async () => store.tx(async () => 1))).rejects.toThrow("nested transaction");
    await expect(store.tx(async () => withTx(t.rt.db, async () => 1))).rejects.toThrow("nested transaction");
    expect(await withTx(t.rt.db, async () => 2)).toBe(2);
  });
});
