import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Embedder, loadEmbedder, ModelNotFoundError } from "../../src/embed/index.ts";
import { loadEmbedderThread } from "../../src/embed/thread.ts";
import { testModelsDir } from "./model-dir.ts";
import { SENTENCES } from "./sentences.ts";

// The embedder on worker threads, with one worker (the server), with two (`engram reembed`: a list cut in
// pieces shared by two models) and lazy (the job runner: the second once a long list waits). Each gives
// the vectors of the model on the caller's thread, bit for bit, in the order asked.
const MODEL = "all-MiniLM-L6-v2";
let local: Embedder;
let one: Embedder;
let two: Embedder;

beforeAll(async () => {
  const modelsDir = await testModelsDir();
  [local, one, two] = await Promise.all([
    loadEmbedder({ modelsDir, modelId: MODEL }),
    loadEmbedderThread({ modelsDir, modelId: MODEL }),
    loadEmbedderThread({ modelsDir, modelId: MODEL, workers: 2 }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([local?.close(), one?.close(), two?.close()]);
});

const bits = (v: Float32Array) => [...new Uint8Array(v.buffer, v.byteOffset, v.byteLength)];

describe("the embedder on worker threads", () => {
  // 130 texts of every length (a long one among them), repeats and the empty string, in a shuffled order.
  const texts = [...Array.from({ length: 128 }, (_, i) => SENTENCES[(i * 7) % SENTENCES.length]!), "", "x ".repeat(300)];

  test("one worker and two give the caller-thread model's vectors, bit for bit, in the order asked", async () => {
    const want = (await local.embed(texts)).map(bits);
    const before = two.stats.texts;
    for (const e of [one, two]) expect((await e.embed(texts)).map(bits)).toEqual(want);
    // Every text went through a model once, whichever worker embedded it.
    expect(two.stats.texts - before).toBe(texts.length);
    expect(two.fingerprint).toBe(local.fingerprint);
    expect(bits(await two.embedOne(texts[5]!))).toEqual(want[5]!);
  });

  test("with two workers, calls asked at once each get their own vectors", async () => {
    const lists = [texts.slice(0, 40), texts.slice(40, 90), texts.slice(90)];
    const got = await Promise.all([...lists.map((l) => two.embed(l)), ...texts.slice(0, 5).map((t) => two.embedOne(t).then((v) => [v]))]);
    const want = (await local.embed(texts)).map(bits);
    expect(got.slice(0, 3).flat().map(bits)).toEqual(want);
    expect(got.slice(3).flat().map(bits)).toEqual(want.slice(0, 5));
  });

  test("a request-path call is answered before a long background list is done", async () => {
    const finished: string[] = [];
    const background = two.embed([...texts, ...texts, ...texts]).then(() => finished.push("background"));
    const query = two.embedOne("what a search asks").then(() => finished.push("embedOne"));
    await Promise.all([background, query]);
    expect(finished).toEqual(["embedOne", "background"]);
  });

  test("one worker embeds every list asked for while the caller's thread is busy", async () => {
    // A job runner asks for an import step's texts and its facts' texts, then runs transactions without
    // reading replies: whatever was asked must already be under way there, not held until a reply is read.
    const lists = [0, 1, 2, 3].map((k) => texts.map((t) => `${t} ${k}`));
    await one.embed(texts); // warm: the first call of a shape costs more
    let started = performance.now();
    await one.embed(lists[0]!);
    const alone = performance.now() - started;
    const asked = Promise.all(lists.map((l) => one.embed(l)));
    // Long enough for the worker to embed all four lists many times over.
    const until = performance.now() + 12 * alone + 100;
    while (performance.now() < until);
    started = performance.now();
    const got = await asked;
    const after = performance.now() - started;
    expect(got.map((vs) => vs.length)).toEqual([texts.length, texts.length, texts.length, texts.length]);
    // Held back, the last lists would only start now and take about `alone` each.
    expect(after).toBeLessThan(alone / 2);
  });

  test("a missing model stops every worker with ModelNotFoundError", async () => {
    const empty = mkdtempSync(join(tmpdir(), "engram-thread-"));
    try {
      await expect(loadEmbedderThread({ modelsDir: empty, modelId: MODEL, workers: 2 })).rejects.toBeInstanceOf(ModelNotFoundError);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  test("a lazy embedder keeps one model for a few texts and starts the next once a long list waits, with the same vectors", async () => {
    const lazy = (await loadEmbedderThread({ modelsDir: await testModelsDir(), modelId: MODEL, workers: 2, lazy: true })) as Embedder & { workers: number };
    try {
      const want = (await local.embed(texts)).map(bits);
      expect(lazy.workers).toBe(1);
      // An add's few facts, and request-path texts: one model, and a short list in one model call.
      const calls = lazy.stats.calls;
      expect((await lazy.embed(texts.slice(0, 6))).map(bits)).toEqual(want.slice(0, 6));
      expect(lazy.stats.calls - calls).toBe(1);
      expect((await Promise.all(texts.slice(0, 8).map((t) => lazy.embedOne(t)))).map(bits)).toEqual(want.slice(0, 8));
      expect(lazy.workers).toBe(1);
      // A batch import's steps (texts waiting for seconds): the second model starts, and every vector is
      // still the one model's.
      const long = Array.from({ length: 6 }, () => texts).flat();
      expect((await lazy.embed(long)).map(bits)).toEqual(Array.from({ length: 6 }, () => want).flat());
      expect(lazy.workers).toBe(2);
      expect((await lazy.embed(texts)).map(bits)).toEqual(want);
      expect(lazy.workers).toBe(2);
    } finally {
      await lazy.close();
    }
  });

  test("close() answers or refuses what was asked and refuses later calls", async () => {
    const e = await loadEmbedderThread({ modelsDir: await testModelsDir(), modelId: MODEL, workers: 2 });
    const asked = e.embed(texts).then(
      (vs) => vs.length,
      (err: Error) => err.message,
    );
    await e.close();
    expect([texts.length, "embedder is closed"]).toContain(await asked);
    await expect(e.embed(["x"])).rejects.toThrow("closed");
    await expect(e.embedOne("x")).rejects.toThrow("closed");
  });

  test("loading, using and closing two workers, round after round, ends each worker cleanly (the process survives)", async () => {
    // In a fresh process, which a crash would abort. Terminating workers that were already ending on
    // their own aborted it within 1-7 of 10 rounds in 4 of 6 runs; 20 rounds here, half of them lazy.
    const root = join(import.meta.dir, "..", "..");
    const rounds = 20;
    const script = `
      const { loadEmbedderThread } = await import(${JSON.stringify(join(root, "src/embed/thread.ts"))});
      const opts = { modelsDir: ${JSON.stringify(await testModelsDir())}, modelId: "${MODEL}", workers: 2 };
      const texts = ${JSON.stringify(texts.slice(0, 64))};
      for (let i = 0; i < ${rounds}; i++) {
        // Every other pair of rounds lazy: a long list starts the second worker after half a second, and
        // close() meets it loading or loaded.
        const lazy = i % 4 >= 2;
        const e = await loadEmbedderThread({ ...opts, lazy });
        const asked = e.embed(lazy ? Array.from({ length: 8 }, () => texts).flat() : texts).then((vs) => vs.length, () => 0);
        if (lazy) await new Promise((r) => setTimeout(r, 450 + ((i * 37) % 300)));
        else if (i % 2) await new Promise((r) => setTimeout(r, (i * 7) % 50));
        await e.close();
        await asked;
        console.log("round", i);
      }`;
    const p = Bun.spawn(["bun", "-e", script], { cwd: root, env: { ...process.env, ORT_DISABLE_TELEMETRY: "1" }, stdout: "pipe", stderr: "pipe" });
    const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
    expect({ code, rounds: out.trim().split("\n").filter((l) => l.startsWith("round")).length, err: code === 0 ? "" : err.slice(0, 400) }).toEqual({ code: 0, rounds, err: "" });
  }, 120_000);

  test("workers must be a positive integer", async () => {
    await expect(loadEmbedderThread({ modelsDir: await testModelsDir(), modelId: MODEL, workers: 0 })).rejects.toThrow("workers");
  });
});
