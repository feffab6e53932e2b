import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { asc, eq, gt, isNull } from "drizzle-orm";
import { tables, useTables } from "../../src/db";
import { openPgStore, type PgStore } from "../../src/db/pg/store";
import { emit } from "../../src/domain/events/emit";
import { sequence } from "../../src/domain/events/sequence";
import { freshDatabase, skipPg, type TestDatabase } from "../helpers/pg";

// Plan §2.9: on PostgreSQL an outbox id is taken at insert and the row commits later, so a reader
// paging by id can pass an event that commits after a higher one. Positions are stamped after commit, in
// the order rows became visible. Two stores on one database stand for two nodes.
const skip = skipPg();

describe.skipIf(skip)("outbox positions", () => {
  let db: TestDatabase;
  let a: PgStore;
  let b: PgStore;
  beforeAll(async () => {
    db = await freshDatabase();
    // The domain's table objects follow the backend, as the server's start sets them (src/db/tables.ts).
    useTables("postgres");
    a = openPgStore(db.url);
    b = openPgStore(db.url);
  });
  afterAll(async () => {
    useTables("sqlite"); // the default, for the test files after this one in the process
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  const event = (n: number) => ({ accountId: "acc_1", projectId: null, userId: null, type: "memory.created" as const, data: { n }, at: "2026-01-01T00:00:00.000000Z" });
  const after = async (pos: number) =>
    (await a.db.select({ id: tables.outbox.id, pos: tables.outbox.pos, data: tables.outbox.data }).from(tables.outbox).where(gt(tables.outbox.pos, pos)).orderBy(asc(tables.outbox.pos))).map((r) => r.data.n);

  test("an event that commits after a later one was read gets a later position, so a reader past the first still sees it", async () => {
    let commit!: () => void;
    const open = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    // Node A takes the lower id and is slow to commit.
    const slow = a.tx(async (tx) => {
      await emit(tx, event(1));
      inserted();
      await open;
    });
    await written;
    // Node B writes after it and commits first.
    try {
      await b.tx((tx) => emit(tx, event(2)));
      // A's row (the lower id) is not visible yet: B's is the only one a reader can see.
      expect((await a.db.select({ data: tables.outbox.data }).from(tables.outbox)).map((r) => r.data.n)).toEqual([2]);
      expect(await sequence(b.db)).toBe(1);
      expect(await after(0)).toEqual([2]); // a reader (fan-out, GET /v1/events) now stands at position 1
    } finally {
      commit();
      await slow;
    }
    expect(await sequence(a.db)).toBe(1);
    expect(await after(1)).toEqual([1]); // still ahead of that reader: nothing is skipped
    const rows = await a.db.select({ n: tables.outbox.data, pos: tables.outbox.pos }).from(tables.outbox).orderBy(asc(tables.outbox.id));
    expect(rows.map((r) => [r.n.n, Number(r.pos)])).toEqual([[1, 2], [2, 1]]); // the lower id has the later position
    expect(await sequence(a.db)).toBe(0);
  });

  test("a row deleted while positions are being given (an erasure on the other node) leaves a gap that later positions step over", async () => {
    await a.tx(async (tx) => {
      for (const n of [10, 11, 12]) await emit(tx, event(n));
    });
    const [middle] = await a.db.select({ id: tables.outbox.id }).from(tables.outbox).where(isNull(tables.outbox.pos)).orderBy(asc(tables.outbox.id)).offset(1).limit(1);
    // Node A deletes the middle row and holds it: B's numbering statement sees three rows and waits on it.
    let commit!: () => void;
    const open = new Promise<void>((resolve) => (commit = resolve));
    let deleted!: () => void;
    const held = new Promise<void>((resolve) => (deleted = resolve));
    const erase = a.tx(async (tx) => {
      await tx.delete(tables.outbox).where(eq(tables.outbox.id, middle!.id));
      deleted();
      await open;
    });
    await held;
    const numbering = sequence(b.db);
    await Bun.sleep(300);
    commit();
    await erase;
    expect(await numbering).toBe(2);
    // A later event must get a position past both, not the one the deleted row would have had.
    await b.tx((tx) => emit(tx, event(13)));
    expect(await sequence(b.db)).toBe(1);
    expect(await after(2)).toEqual([10, 12, 13]);
  });
});
