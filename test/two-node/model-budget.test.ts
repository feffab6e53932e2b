import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SELF } from "../../src/extract/types";
import { startFakeOllama, type FakeOllama } from "../helpers/fake-ollama";
import { skipPg } from "../helpers/pg";
import { allAtOnce, signUp, startTwoNodes, type TwoNodes } from "../helpers/two-nodes";

// ENGRAM_DAILY_MODEL_BUDGET is install-wide (contract §2): with two nodes' job runners extracting at
// once, the day's model calls still stop at the budget (plan §2.8, `budget:<day>`: calls are counted
// when a runner lets its jobs through, before it makes them).
const skip = skipPg();
const BUDGET = 5;

describe.skipIf(skip)("the daily model budget on two nodes", () => {
  let n: TwoNodes;
  let ollama: FakeOllama;
  beforeAll(async () => {
    ollama = startFakeOllama((req) => ({
      delayMs: 200,
      json: {
        reasoning: "one taste",
        facts: [{ subject: SELF, subject_type: "self", predicate_raw: "likes", predicate: "likes", object: /I like (\w+)/.exec(req.messages.map((m) => m.content).join("\n"))?.[1] ?? "nothing", object_type: "concept", object_is_literal: true, tense: "current", valid_from: null, valid_until: null, confidence: 0.9 }],
        aliases: [],
      },
    }));
    n = await startTwoNodes({ env: { ENGRAM_EXTRACTOR: "ollama", OLLAMA_HOST: ollama.url, ENGRAM_DAILY_MODEL_BUDGET: String(BUDGET) } });
  }, 120_000);
  afterAll(async () => {
    await n?.close();
    ollama?.stop();
  });

  test("twelve memories added at once across both nodes: both runners extract, five model calls in all", async () => {
    const { api_key } = await signUp(n.a);
    const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
    const words = ["tea", "jazz", "chess", "golf", "opera", "kites", "maps", "figs", "rugby", "salsa", "yoga", "clay"];
    // One end user each: no memory waits for an earlier one of its scope, so both runners take some.
    const rs = await allAtOnce(words.map((w, i) => () => (i % 2 ? n.b : n.a).fetch("/v1/memories", { method: "POST", headers, body: JSON.stringify({ content: `I like ${w}.`, user_id: `user-${i}` }) })));
    expect(rs.map((r) => r.status)).toEqual(words.map(() => 201));
    const ids = rs.map((r) => r.body.id as string);
    // Settled: every job either done or waiting for tomorrow.
    const waiting = async () =>
      Number((await n.sql`select count(*)::int as n from jobs where kind = 'extract-memory' and (status = 'running' or (status = 'pending' and run_at <= ${new Date().toISOString()}))`)[0].n);
    for (let i = 0; i < 300 && (await waiting()) > 0; i++) await Bun.sleep(100);
    await Bun.sleep(1000); // a runner that overshot would be calling now
    expect(ollama.requests.length).toBe(BUDGET);
    const [calls] = await n.sql`select value from settings where key like 'model_calls:%'`;
    expect(Number(calls.value)).toBe(BUDGET);
    const statuses = await n.sql`select status, count(*)::int as n from memories where id in ${n.sql(ids)} group by status order by status`;
    expect(statuses).toEqual([{ status: "processing", n: words.length - BUDGET }, { status: "ready", n: BUDGET }]);
  }, 60_000);
});
