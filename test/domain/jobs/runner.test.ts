import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { first, tables, withTx } from "../../../src/db";
import { completeInTx, hasReadyJobs, jobSignal } from "../../../src/domain/jobs/queue";
import { startWorker } from "../../../src/domain/jobs/runner";
import { startTestApp } from "../../helpers/app";

const app = startTestApp();
afterAll(() => app.close());

describe("job runner", () => {
  test("abandon() gives back the lease in hand at once, uncounted, and the abandoned run cannot commit", async () => {
    const { api_key } = await app.signUp();
    const added = await app.json("POST", "/v1/memories", { key: api_key, body: { content: "I live in Porto", user_id: "u1" } });
    expect(added.body.status).toBe("processing");

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let committed = null as boolean | null;
    const dying = startWorker(
      app.rt,
      {
        "extract-memory": {
          async run(rt, job) {
            await gate; // the process "dies" while this run waits on the model
            committed = await withTx(rt.db, async (tx) => completeInTx(tx, rt.clock, job));
          },
        },
      },
      { autostart: false },
    );
    const running = dying.runUntilIdle();
    const j = tables.jobs;
    for (let i = 0; i < 100; i++) {
      const row = (await first(app.rt.db.select().from(j).where(eq(j.kind, "extract-memory"))))!;
      if (row.status === "running") break;
      await Bun.sleep(5);
    }
    expect(await dying.abandon()).toBe(1);
    const row = (await first(app.rt.db.select().from(j).where(eq(j.kind, "extract-memory"))))!;
    expect(row).toMatchObject({ status: "pending", leaseToken: null, leaseUntil: null, attempts: 0 });

    release();
    await running;
    expect(committed).toBe(false); // its lease was given back: completion is refused

    await app.drain(); // the next runner picks it up at once
    const memory = await app.json("GET", `/v1/memories/${added.body.id}`, { key: api_key });
    expect(memory.body.status).toBe("ready");
    expect(memory.body.facts.map((f: { predicate: string; object: string }) => [f.predicate, f.object])).toContainEqual(["lives_in", "Porto"]);
  });

  test("hasReadyJobs: a pending job whose time has come, or a running one past its lease; not one due later, nor one whose lease runs", async () => {
    await app.drain();
    const ready = () => hasReadyJobs(app.rt.db, app.rt.clock, ["extract-memory", "prune-audit", "batch-import"]);
    expect(await ready()).toBe(false); // the daily audit pruning waits for its day
    const { api_key } = await app.signUp();
    const added = await app.json("POST", "/v1/memories", { key: api_key, body: { content: "I live in Braga", user_id: "u1" } });
    expect(added.body.status).toBe("processing");
    expect(await ready()).toBe(true);
    const job = (await app.sqlOne<{ id: number }>("select id from jobs where kind = 'extract-memory' and status = 'pending'"))!;
    await app.sqlRun("update jobs set run_at = ? where id = ?", "2999-01-01T00:00:00.000000Z", job.id);
    expect(await ready()).toBe(false);
    await app.sqlRun("update jobs set status = 'running', lease_token = 'x', lease_until = ? where id = ?", "2999-01-01T00:00:00.000000Z", job.id);
    expect(await ready()).toBe(false);
    await app.sqlRun("update jobs set lease_until = ? where id = ?", "2000-01-01T00:00:00.000000Z", job.id);
    expect(await ready()).toBe(true);
    await app.drain(); // the lapsed lease is claimed again
    expect(await ready()).toBe(false);
    const memory = await app.json("GET", `/v1/memories/${added.body.id}`, { key: api_key });
    expect(memory.body.status).toBe("ready");
  });

  test("a worker given `idle` stops after that long without a job and says so; a signal of queued work counts as activity", async () => {
    await app.drain();
    const started = performance.now();
    let idleAfter = 0;
    const worker = startWorker(app.rt, { "extract-memory": { run: async () => {} } }, { idle: { ms: 400, then: () => (idleAfter = performance.now() - started) }, releaseOrphans: false });
    await Bun.sleep(250);
    jobSignal.notify(); // work queued (taken by nobody here): the idle spell starts again
    for (let i = 0; i < 100 && idleAfter === 0; i++) await Bun.sleep(20);
    expect(idleAfter).toBeGreaterThanOrEqual(250 + 400);
    expect(idleAfter).toBeLessThan(250 + 400 + 1000);
    await worker.stop(); // already ended: returns at once
  });

  test("a worker started with releaseOrphans false leaves running jobs to their leases", async () => {
    await app.drain();
    const { api_key } = await app.signUp();
    await app.json("POST", "/v1/memories", { key: api_key, body: { content: "I live in Faro", user_id: "u1" } });
    const job = (await app.sqlOne<{ id: number }>("select id from jobs where kind = 'extract-memory' and status = 'pending'"))!;
    await app.sqlRun("update jobs set status = 'running', lease_token = 'x', lease_until = ? where id = ?", "2999-01-01T00:00:00.000000Z", job.id);
    const worker = startWorker(app.rt, { "extract-memory": { run: async () => {} } }, { releaseOrphans: false });
    await Bun.sleep(300);
    await worker.stop();
    expect(await app.sqlOne("select status, lease_token from jobs where id = ?", job.id)).toEqual({ status: "running", lease_token: "x" });
    await app.sqlRun("update jobs set status = 'pending', lease_token = null, lease_until = null where id = ?", job.id);
    await app.drain();
  });
});
