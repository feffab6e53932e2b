import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cachingEmbedder, type Embedder, loadEmbedder } from "../../src/embed/index.ts";
import { testModelsDir } from "./model-dir.ts";

let model: Embedder;
const plain = new Map<string, Float32Array>();
const TEXTS = ["user3 likes hiking", "likes", "user7 lives in Porto", "lives in", "Noor is firefighter lead"];

beforeAll(async () => {
  model = await loadEmbedder({ modelsDir: await testModelsDir(), modelId: "all-MiniLM-L6-v2" });
  for (const t of TEXTS) plain.set(t, await model.embedOne(t));
}, 60_000);
afterAll(() => model?.close());

describe("cachingEmbedder", () => {
  test("a text asked for again while its model call runs is sent once, and every caller gets the model's vector", async () => {
    const cached = cachingEmbedder(model);
    const before = model.stats.texts;
    const [a, b, c, d] = await Promise.all([
      cached.embed(["user3 likes hiking", "likes", "likes"]),
      cached.embed(["likes", "user7 lives in Porto", "user3 likes hiking"]),
      cached.embedOne("user7 lives in Porto"),
      cached.embed(["lives in"]),
    ]);
    expect(model.stats.texts - before).toBe(4); // 4 distinct texts, each embedded once
    expect([...a[0]!]).toEqual([...plain.get("user3 likes hiking")!]);
    expect([...a[1]!]).toEqual([...plain.get("likes")!]);
    expect([...a[2]!]).toEqual([...plain.get("likes")!]);
    expect([...b[0]!]).toEqual([...plain.get("likes")!]);
    expect([...b[1]!]).toEqual([...plain.get("user7 lives in Porto")!]);
    expect([...b[2]!]).toEqual([...plain.get("user3 likes hiking")!]);
    expect([...c]).toEqual([...plain.get("user7 lives in Porto")!]);
    expect([...d[0]!]).toEqual([...plain.get("lives in")!]);
    // Each caller owns its array: changing one changes no other answer.
    a[1]![0] = 42;
    expect(a[2]![0]).not.toBe(42);
    expect(b[0]![0]).not.toBe(42);
    expect(cached.hits).toBe(3); // b joins call 1 for two texts, c joins b for one; d is new
  });

  test("texts answered before are not sent again; new ones are", async () => {
    const cached = cachingEmbedder(model);
    await cached.embed(["user3 likes hiking", "likes"]);
    const before = model.stats.texts;
    const vs = await cached.embed(["likes", "Noor is firefighter lead", "user3 likes hiking"]);
    expect(model.stats.texts - before).toBe(1);
    expect([...vs[1]!]).toEqual([...plain.get("Noor is firefighter lead")!]);
    expect(cached.hits).toBe(2);
  });
});
