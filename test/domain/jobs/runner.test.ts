import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { first, tables, withTx } from "../../../src/db";
import { completeInTx } from "../../../src/domain/jobs/queue";
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
});
