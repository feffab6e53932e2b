import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { type Embedder, onDemandEmbedder } from "../../src/embed/index.ts";
import { loadEmbedderThread } from "../../src/embed/thread.ts";
import { trimHeap } from "../../src/runtime/heap-trim.ts";
import { testModelsDir } from "./model-dir.ts";

const anonMb = () => Number(/RssAnon:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;

test("the job runner's embedder loads on first use, frees its model after an idle spell, and gives the freed memory back", async () => {
  const modelsDir = await testModelsDir();
  const events: string[] = [];
  let opened = 0;
  let anonAtClose = 0;
  const closed = Promise.withResolvers<boolean>();
  const embedder = onDemandEmbedder(
    async () => {
      opened++;
      events.push("open");
      const e: Embedder = await loadEmbedderThread({ modelsDir, modelId: "all-MiniLM-L6-v2" });
      const close = e.close.bind(e);
      e.close = async () => (events.push("close"), close());
      return e;
    },
    {
      modelId: "all-MiniLM-L6-v2",
      dtype: "q8",
      idleMs: 300,
      onRelease: () => events.push("release"),
      onClosed: () => {
        events.push("closed");
        anonAtClose = anonMb();
        closed.resolve(trimHeap());
      },
    },
  );
  expect(embedder.loaded()).toBeNull();
  const texts = Array.from({ length: 300 }, (_, i) => `memory ${i}: ${"we walked along the river and talked about the trip ".repeat(1 + (i % 6))}`);
  const first = await embedder.embed(texts);
  expect(opened).toBe(1);
  expect(embedder.loaded()).not.toBeNull();
  expect(await closed.promise).toBe(true); // glibc handed pages back
  // The idle spell frees the model: release, then the model's close, then the hook that trims.
  expect(events).toEqual(["open", "release", "close", "closed"]);
  expect(embedder.loaded()).toBeNull();
  expect(anonMb()).toBeLessThan(anonAtClose);
  // The next call loads it again, with the same vectors.
  const again = await embedder.embedOne(texts[7]!);
  expect(opened).toBe(2);
  expect([...again]).toEqual([...first[7]!]);
  await embedder.close();
}, 60_000);

test("with idleMs null the model stays loaded until close(); load() loads it once for every caller, and a failed load is tried again", async () => {
  const modelsDir = await testModelsDir();
  let opened = 0;
  let failNext = true;
  const embedder = onDemandEmbedder(
    async () => {
      opened++;
      if (failNext) {
        failNext = false;
        throw new Error("model folder not ready");
      }
      return loadEmbedderThread({ modelsDir, modelId: "all-MiniLM-L6-v2" });
    },
    { modelId: "all-MiniLM-L6-v2", dtype: "q8", idleMs: null },
  );
  expect(() => embedder.dims).toThrow(/not loaded: dims read before the first call or load\(\)/);
  await expect(embedder.load()).rejects.toThrow("model folder not ready");
  expect(embedder.loaded()).toBeNull();
  // Two callers at once share one load.
  const [a, b] = await Promise.all([embedder.load(), embedder.embedOne("the river trip")]);
  expect(opened).toBe(2);
  expect(embedder.loaded()).toBe(a);
  expect(embedder.dims).toBe(384);
  expect(b.length).toBe(384);
  await Bun.sleep(400); // no idle spell frees it
  expect(embedder.loaded()).toBe(a);
  expect([...(await embedder.embedOne("the river trip"))]).toEqual([...b]);
  expect(opened).toBe(2);
  await embedder.close();
  await expect(embedder.embedOne("after close")).rejects.toThrow("embedder is closed");
}, 60_000);

test("close() right after an idle release returns once the released model is closed too", async () => {
  // A job runner that goes idle frees its model and exits at about the same time: its close() must not
  // return while the freed model's worker is still ending.
  const modelsDir = await testModelsDir();
  const events: string[] = [];
  const released = Promise.withResolvers<void>();
  const embedder = onDemandEmbedder(() => loadEmbedderThread({ modelsDir, modelId: "all-MiniLM-L6-v2" }), {
    modelId: "all-MiniLM-L6-v2",
    dtype: "q8",
    idleMs: 50,
    onRelease: () => (events.push("release"), released.resolve()),
    onClosed: () => events.push("model closed"),
  });
  await embedder.embedOne("the river trip");
  await released.promise;
  expect(events).toEqual(["release"]); // the model's close is under way, not done
  await embedder.close();
  events.push("close() returned");
  expect(events).toEqual(["release", "model closed", "close() returned"]);
}, 60_000);
