import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { tables } from "../../src/db";
import { startTestApp } from "../helpers/app";

// Claiming on SQLite (src/db/sqlite/jobs.ts): the ready jobs are pending ones due by now and running ones
// whose lease has passed, taken in (run_at, id) order, a group only of the first one's kind. The claim
// asks for the two sorts of ready job separately and merges them; these cases pin the merged order.
const t = startTestApp();
afterAll(() => t.close());
const { store } = t.rt;
const jobs = tables.jobs;

const T0 = Date.parse("2026-01-01T00:00:00Z");
const at = (s: number) => new Date(T0 + s * 1000).toISOString().replace("Z", "000Z");
const NOW = 100;

type Spec = { kind?: string; status: "pending" | "running" | "done" | "failed"; runAt: number; leaseUntil?: number };
async function add(key: string, s: Spec): Promise<number> {
  const [row] = await store.tx((tx) =>
    tx
      .insert(jobs)
      .values({
        kind: s.kind ?? "extract-memory",
        idempotencyKey: key,
        payload: {},
        status: s.status,
        runAt: at(s.runAt),
        leaseToken: s.status === "running" ? "other" : null,
        leaseUntil: s.leaseUntil === undefined ? null : at(s.leaseUntil),
        createdAt: at(0),
        updatedAt: at(0),
      })
      .returning({ id: jobs.id }),
  );
  return row!.id;
}
const claim = (kinds: string[], max: number | ((kind: string) => number)) => store.jobs.claim(kinds, max, { now: at(NOW), until: at(NOW + 60), token: "mine" });

describe("SQLite job claims", () => {
  beforeEach(async () => {
    await store.tx((tx) => tx.delete(jobs).where(sql`true`));
  });

  test("pending jobs due and running jobs past their lease come in (run_at, id) order; the rest wait", async () => {
    const late = await add("late", { status: "pending", runAt: 50 });
    const expired = await add("expired", { status: "running", runAt: 20, leaseUntil: 90 });
    const early = await add("early", { status: "pending", runAt: 10 });
    const sameTime = await add("same", { status: "pending", runAt: 50 });
    await add("held", { status: "running", runAt: 5, leaseUntil: 160 }); // another worker's lease runs on
    await add("future", { status: "pending", runAt: 200 }); // a retry waiting out its backoff
    for (let i = 0; i < 5; i++) await add(`done${i}`, { status: "done", runAt: 1 });
    await add("failed", { status: "failed", runAt: 1 });

    const got = await claim(["extract-memory"], 10);
    // Returned in id order (acceptance order), the set being the first ready ones by (run_at, id).
    expect(got.map((j) => j.id)).toEqual([late, expired, early, sameTime].sort((a, b) => a - b));
    for (const j of got) expect(j).toMatchObject({ status: "running", leaseToken: "mine", leaseUntil: at(NOW + 60) });

    await store.tx((tx) => tx.delete(jobs).where(sql`true`));
    const a = await add("a", { status: "pending", runAt: 30 });
    const b = await add("b", { status: "running", runAt: 20, leaseUntil: 99 });
    await add("c", { status: "pending", runAt: 40 });
    // Only two may be taken: the expired one (run_at 20) and the earliest pending one (30), not the later pending one.
    expect((await claim(["extract-memory"], 2)).map((j) => j.id)).toEqual([a, b].sort((x, y) => x - y));
  });

  test("a group holds only the first ready job's kind, among the kinds asked for", async () => {
    await add("other-first", { kind: "prune-audit", status: "pending", runAt: 40 });
    const e1 = await add("e1", { status: "running", runAt: 10, leaseUntil: 50 });
    const e2 = await add("e2", { status: "pending", runAt: 30 });
    const e3 = await add("e3", { status: "pending", runAt: 60 });
    const batch = await add("b1", { kind: "batch-import", status: "pending", runAt: 1 });

    // batch-import is not asked for: the first ready job is e1, and the group takes extract-memory only.
    const sizes: string[] = [];
    const got = await claim(["extract-memory", "prune-audit"], (kind) => (sizes.push(kind), 8));
    expect(sizes).toEqual(["extract-memory"]);
    expect(got.map((j) => j.id)).toEqual([e1, e2, e3]);
    // Next: the prune-audit job, then batch-import once asked for.
    expect((await claim(["extract-memory", "prune-audit"], 8)).map((j) => j.kind)).toEqual(["prune-audit"]);
    expect(await claim(["extract-memory", "prune-audit"], 8)).toEqual([]);
    expect((await claim(["batch-import", "extract-memory"], 8)).map((j) => j.id)).toEqual([batch]);
  });
});
