import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import * as pg from "../../src/db/schema/pg";
import { openPgStore, type PgStore } from "../../src/db/pg/store";
import { ManualClock } from "../../src/domain/clock";
import { renewLeases } from "../../src/domain/jobs/queue";
import { freshDatabase, skipPg, type TestDatabase } from "../helpers/pg";

// Job claiming with FOR UPDATE SKIP LOCKED and leases (issue 25, plan §2.7): two nodes claiming at once
// never get the same job, an expired lease makes a job claimable again, and only the holder renews it.
const skip = skipPg();

const T0 = "2026-01-01T00:00:00.000000Z";
const at = (s: number) => new Date(Date.parse(T0) + s * 1000).toISOString().replace("Z", "000Z");

describe.skipIf(skip)("PostgreSQL jobs", () => {
  let db: TestDatabase;
  let a: PgStore;
  let b: PgStore;
  beforeAll(async () => {
    db = await freshDatabase();
    a = openPgStore(db.url);
    b = openPgStore(db.url);
    // Both pools connected before the race below.
    await Promise.all([a.client`select 1`, b.client`select 1`]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });
  const add = (kind: string, n: number, runAt = T0) =>
    a.pg.insert(pg.jobs).values(
      Array.from({ length: n }, (_, i) => ({ kind, idempotencyKey: `${kind}:${runAt}:${i}`, payload: { i }, status: "pending" as const, runAt, createdAt: T0, updatedAt: T0 })),
    );
  const clear = () => a.pg.delete(pg.jobs);
  const clockAt = (s: number) => new ManualClock((Date.parse(T0) + s * 1000) * 1000);
  const leaseOf = async (id: number) => (await a.pg.select().from(pg.jobs).where(eq(pg.jobs.id, id)))[0]!;

  test("two claimers running at once take 200 jobs between them, none twice", async () => {
    await clear();
    await add("extract-memory", 200);
    const claimedBy = new Map<number, string>();
    let duplicates = 0;
    const worker = async (s: PgStore, name: string) => {
      let mine = 0;
      for (let round = 0; ; round++) {
        const got = await s.jobs.claim(["extract-memory"], 5, { now: at(1), until: at(61), token: `${name}${round}` });
        if (got.length === 0) return mine;
        for (const j of got) {
          if (claimedBy.has(j.id)) duplicates++;
          claimedBy.set(j.id, name);
          expect(j).toMatchObject({ status: "running", leaseToken: `${name}${round}`, leaseUntil: at(61), attempts: 1 });
        }
        mine += got.length;
      }
    };
    const [na, nb] = await Promise.all([worker(a, "a"), worker(b, "b")]);
    expect(duplicates).toBe(0);
    expect(na + nb).toBe(200);
    expect(claimedBy.size).toBe(200);
    // Both took part: the race really ran.
    expect(Math.min(na, nb)).toBeGreaterThan(0);
    const [{ n }] = await a.client`select count(*)::int as n from jobs where status = 'running' and attempts = 1`;
    expect(n).toBe(200);
  });

  test("a claimer passes over a job another transaction holds instead of waiting for it", async () => {
    await clear();
    await add("extract-memory", 2);
    const held = Promise.withResolvers<number>();
    const release = Promise.withResolvers<void>();
    // Node a is in the middle of claiming the oldest job (its row locked, not yet committed).
    const holder = a.tx(async (tx) => {
      const [row] = await a.sql.all<{ id: number }>(tx, sql`select id from jobs order by run_at, id limit 1 for update`);
      held.resolve(row!.id);
      await release.promise;
    });
    const lockedId = await held.promise;
    const got = await Promise.race([
      b.jobs.claim(["extract-memory"], 5, { now: at(1), until: at(61), token: "tb" }),
      Bun.sleep(5000).then(() => "blocked" as const),
    ]);
    release.resolve();
    await holder;
    expect(got === "blocked" ? got : got.map((j) => j.id === lockedId)).toEqual([false]);
  });

  test("claims the kind of the first ready job, up to its own maximum, oldest first; not jobs whose time has not come", async () => {
    await clear();
    await add("prune-audit", 2, at(5));
    await add("extract-memory", 4, at(2));
    await add("batch-import", 1, at(100));
    const max = (kind: string) => (kind === "extract-memory" ? 3 : 1);
    const first = await a.jobs.claim(["extract-memory", "prune-audit", "batch-import"], max, { now: at(10), until: at(70), token: "t1" });
    expect(first.map((j) => j.kind)).toEqual(["extract-memory", "extract-memory", "extract-memory"]);
    expect(first.map((j) => j.payload)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
    const second = await a.jobs.claim(["extract-memory", "prune-audit", "batch-import"], max, { now: at(10), until: at(70), token: "t2" });
    expect(second.map((j) => j.kind)).toEqual(["extract-memory"]);
    const third = await a.jobs.claim(["prune-audit", "batch-import"], max, { now: at(10), until: at(70), token: "t3" });
    expect(third.map((j) => j.kind)).toEqual(["prune-audit"]);
    expect(await a.jobs.claim(["batch-import"], max, { now: at(10), until: at(70), token: "t4" })).toEqual([]);
    expect(await a.jobs.claim([], max, { now: at(10), until: at(70), token: "t5" })).toEqual([]);
  });

  test("an expired lease is claimable again by another node; only the lease holder renews", async () => {
    await clear();
    await add("extract-memory", 1);
    const [job] = await a.jobs.claim(["extract-memory"], 1, { now: at(1), until: at(61), token: "ta" });
    expect(job).toBeDefined();
    // Held: nobody else gets it before the lease ends.
    expect(await b.jobs.claim(["extract-memory"], 1, { now: at(30), until: at(90), token: "tb" })).toEqual([]);
    // Renewed by its holder at 30 s (the runner's renewLeases, 60 s): still held at 70 s. A renewal with
    // another token changes nothing.
    await renewLeases(a.db, clockAt(30), [job!], 60_000);
    await renewLeases(b.db, clockAt(30), [{ id: job!.id, leaseToken: "wrong" }], 900_000);
    expect((await leaseOf(job!.id)).leaseUntil).toBe(at(90));
    expect(await b.jobs.claim(["extract-memory"], 1, { now: at(70), until: at(130), token: "tb" })).toEqual([]);
    // Past the lease: node b takes it over, as a second attempt; a's renewal then fails.
    const [again] = await b.jobs.claim(["extract-memory"], 1, { now: at(91), until: at(151), token: "tb" });
    expect(again).toMatchObject({ id: job!.id, leaseToken: "tb", attempts: 2 });
    await renewLeases(a.db, clockAt(92), [job!], 60_000);
    expect(await leaseOf(job!.id)).toMatchObject({ leaseToken: "tb", leaseUntil: at(151) });
  });

  test("nothing releases another node's leases at start", async () => {
    expect(await a.jobs.releaseOrphans()).toBe(0);
    const [{ n }] = await a.client`select count(*)::int as n from jobs where status = 'running'`;
    expect(n).toBe(1);
  });
});
