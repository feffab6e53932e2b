import { afterAll, describe, expect, test } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { eqOrNull, prepared, tables, type Tx } from "../../src/db";
import { startTestApp } from "../helpers/app";

// Statements built once (src/db/prepared.ts): the SQL is kept per query handle, connection and pattern
// of null values, the values bound at each call. These cases pin what must not change with it: a null
// value still means `is null`, a read through store.db still moves to the reader while a transaction is
// open (and is refused inside one), and each call binds its own values.
const t = startTestApp();
afterAll(() => t.close());
const { store } = t.rt;
const settings = tables.settings;
const aliases = tables.entityAliases;

const setting = prepared<{ key: string }, { value: string }[]>("test_setting", (q, v) =>
  (q as Tx).select({ value: settings.value }).from(settings).where(eq(settings.key, v.key)),
);
const putSetting = prepared<{ key: string; value: string }, unknown>("test_put_setting", (q, v) =>
  (q as Tx).insert(settings).values({ key: v.key, value: v.value }),
);
type AliasAt = { projectId: string; userId: string | null; agentId: string | null };
const aliasesAt = prepared<AliasAt, { name: string }[]>("test_aliases", (q, v) =>
  (q as Tx).select({ name: aliases.name }).from(aliases)
    .where(and(eq(aliases.projectId, v.projectId), eqOrNull(aliases.userId, v.userId), eqOrNull(aliases.agentId, v.agentId))).orderBy(asc(aliases.id)),
);

describe("prepared statements", () => {
  test("each call binds its own values; a null value is `is null`, whichever pattern ran first", async () => {
    const { project_id: projectId } = await t.signUp();
    const row = (userId: string | null, agentId: string | null, name: string) => ({
      projectId, userId, agentId, aliasKey: name.toLowerCase(), alias: name, entityKey: name.toLowerCase(), name, createdAt: "2026-01-01T00:00:00.000000Z",
    });
    await store.tx(async (tx) => {
      await tx.insert(aliases).values([row("u1", null, "A"), row(null, null, "B"), row("u1", "bot", "C"), row("u2", null, "D"), row(null, "bot", "E")]);
    });
    const names = async (userId: string | null, agentId: string | null) => (await aliasesAt(store.db, { projectId, userId, agentId })).map((r) => r.name);
    expect(await names("u1", null)).toEqual(["A"]);
    expect(await names(null, null)).toEqual(["B"]);
    expect(await names("u1", "bot")).toEqual(["C"]);
    expect(await names("u2", null)).toEqual(["D"]);
    expect(await names(null, "bot")).toEqual(["E"]);
    // Again in another order: every pattern answers as before, nothing left bound from an earlier call.
    expect(await names(null, "bot")).toEqual(["E"]);
    expect(await names("u1", null)).toEqual(["A"]);
    expect(await names("u3", null)).toEqual([]);
    // Inside a transaction, through its handle.
    expect(await store.tx(async (tx) => (await aliasesAt(tx, { projectId, userId: null, agentId: null })).map((r) => r.name))).toEqual(["B"]);
  });

  test("through store.db: the writer while no transaction is open, the reader (committed state) while one is", async () => {
    const value = async (key: string) => (await setting(store.db, { key }))[0]?.value;
    await store.tx(async (tx) => void (await putSetting(tx, { key: "p.a", value: "1" })));
    expect(await value("p.a")).toBe("1"); // built on the writer
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const open = store.tx(async (tx) => {
      await putSetting(tx, { key: "p.b", value: "uncommitted" });
      wrote();
      await gate;
    });
    await written;
    try {
      expect(store.db.$client).not.toBe(t.storage.sqlite);
      // The statement built on the writer is not reused here: the writer would show the uncommitted row.
      expect(await value("p.b")).toBeUndefined();
      expect(await value("p.a")).toBe("1");
    } finally {
      finish();
      await open;
    }
    expect(await value("p.b")).toBe("uncommitted");
  });

  test("a read through store.db inside a transaction is refused, as without preparing", async () => {
    await setting(store.db, { key: "p.c" });
    await expect(
      store.tx(async (tx) => {
        await putSetting(tx, { key: "p.c", value: "1" });
        return setting(store.db, { key: "p.c" });
      }),
    ).rejects.toThrow("store.db read inside a transaction");
    expect(await setting(store.db, { key: "p.c" })).toEqual([]);
  });

  test("a write through store.db is refused, as without preparing", async () => {
    await expect(putSetting(store.db, { key: "p.d", value: "1" })).rejects.toThrow("store.db is for reads");
    expect(await setting(store.db, { key: "p.d" })).toEqual([]);
    // Through the transaction it is written: the refusal was not kept in place of the statement.
    await store.tx(async (tx) => void (await putSetting(tx, { key: "p.d", value: "1" })));
    expect((await setting(store.db, { key: "p.d" }))[0]?.value).toBe("1");
  });
});
