import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { MIGRATE_LOCK } from "../../src/db/pg/migrate";
import { skipPg } from "../helpers/pg";
import { childPids, settledStatus, signUp, startTwoNodes, type TwoNodes } from "../helpers/two-nodes";

// A job runner starts again whenever work comes after an idle stop (ENGRAM_RUNNER_IDLE_SECONDS), on every
// node. Its server migrated the schema before starting it, so it takes no migration lock: one held by
// another process (a node frozen in the middle of its start, a paused VM) must not stop every other
// node's runner from starting. Seen in CI: a runner paused inside its start held the lock, and the other
// node's runner waited for it and imported nothing.
const skip = skipPg();

describe.skipIf(skip)("job runners starting while the migration lock is held elsewhere", () => {
  let n: TwoNodes;
  beforeAll(async () => {
    n = await startTwoNodes({ env: { ENGRAM_EXTRACTOR: "rules", ENGRAM_RUNNER_IDLE_SECONDS: "1" } });
  }, 120_000);
  afterAll(async () => {
    await n?.close();
  });

  test("a runner started again after its idle stop extracts a new memory's facts", async () => {
    const { api_key } = await signUp(n.a);
    const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
    // Both nodes' runners stop for idleness first.
    for (let i = 0; i < 200 && childPids(n.a).length + childPids(n.b).length > 0; i++) await Bun.sleep(50);
    expect(childPids(n.a).length + childPids(n.b).length).toBe(0);

    const status = await n.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtextextended(${MIGRATE_LOCK}, 0))`;
      const added = await n.a.fetch("/v1/memories", { method: "POST", headers, body: JSON.stringify({ content: "I live in Lisbon", user_id: "ana" }) });
      expect(added.status).toBe(201);
      const { id } = (await added.json()) as { id: string };
      return settledStatus(n.a, id, headers);
    });
    expect(status).toBe("ready");
  }, 60_000);
});
