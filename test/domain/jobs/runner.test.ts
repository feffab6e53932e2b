import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { tables, withTx } from "../../../src/db";
import { completeInTx } from "../../../src/domain/jobs/queue";
import type { JobKind } from "../../../src/domain/jobs/queue";
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
      const row = app.rt.db.select().from(j).where(eq(j.kind, "extract-memory")).get()!;
      if (row.status === "running") break;
      await Bun.sleep(5);
    }
    expect(await dying.abandon()).toBe(1);
    const row = app.rt.db.select().from(j).where(eq(j.kind, "extract-memory")).get()!;
    expect(row).toMatchObject({ status: "pending", leaseToken: null, leaseUntil: null, attempts: 0 });

    release();
    await running;
    expect(committed).toBe(false); // its lease was given back: completion is refused

    await app.drain(); // the next runner picks it up at once
    const memory = await app.json("GET", `/v1/memories/${added.body.id}`, { key: api_key });
    expect(memory.body.status).toBe("ready");
    expect(memory.body.facts.map((f: { predicate: string; object: string }) => [f.predicate, f.object])).toContainEqual(["lives_in", "Porto"]);
  });

  test("with lanes, an extraction runs while a batch import holds the other lane; with one lane it waits", async () => {
    const { api_key } = await app.signUp();
    const batch = await app.json("POST", "/v1/batch", { key: api_key, body: { memories: [{ content: "I live in Lyon", user_id: "u2" }] } });
    expect(batch.status).toBe(202);
    await app.json("POST", "/v1/memories", { key: api_key, body: { content: "I work at Acme", user_id: "u3" } });

    const attempt = async (lanes: JobKind[][] | undefined) => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let extractedDuringImport = false;
      let importing = false;
      const worker = startWorker(
        app.rt,
        {
          "batch-import": {
            async run() {
              importing = true;
              await gate; // the import waits on the model; its job stays claimed
              importing = false;
            },
          },
          "extract-memory": {
            async run() {
              if (importing) extractedDuringImport = true;
            },
          },
        },
        { lanes },
      );
      for (let i = 0; i < 100 && !extractedDuringImport; i++) await Bun.sleep(10);
      await worker.abandon(); // hands the claimed import back for the next attempt
      release();
      await worker.stop();
      return extractedDuringImport;
    };
    expect(await attempt(undefined)).toBe(false);
    expect(await attempt([["batch-import"], ["extract-memory"]])).toBe(true);
  });
});

