import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exactInt8Products, PROBE_CACHE_FILE, probeWithCache } from "../../src/embed/exact-int8.ts";
import { BUILD_INFO_FILE, type Embedder, loadEmbedder, ONNX_FILE, Q8_INT8_FILE } from "../../src/embed/index.ts";
import { testModelsDir } from "./model-dir.ts";
import { SENTENCES } from "./sentences.ts";

const MODEL = "all-MiniLM-L6-v2";
const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
// VNNI multiplies uint8 by int8 into int32 without an int16 step: such a CPU must pass the probe.
const vnni = /\b(avx512_vnni|avx_vnni)\b/.test(existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "");

let modelsDir: string;
let auto: Embedder;
let portable: Embedder;
const TEXTS = [
  ...SENTENCES,
  "Caroline: I went to the LGBTQ support group yesterday and it was so powerful, the stories really moved me.",
  "Melanie: Wow, that's awesome! Keep it up, I'm so proud of you. What are you planning to do next with your painting?",
];

beforeAll(async () => {
  modelsDir = await testModelsDir();
  auto = await loadEmbedder({ modelsDir, modelId: MODEL });
  portable = await loadEmbedder({ modelsDir, modelId: MODEL, q8File: "portable" });
}, 60_000);

afterAll(async () => {
  await auto?.close();
  await portable?.close();
});

describe("the int8 file with 8-bit int8 weights (Q8_INT8_FILE)", () => {
  test("the build writes it beside the portable file, and its build record lists both with their hashes", () => {
    const dir = join(modelsDir, MODEL);
    const files = JSON.parse(readFileSync(join(dir, BUILD_INFO_FILE), "utf8")).files;
    expect(files[ONNX_FILE.q8]).toBe(sha(join(dir, ONNX_FILE.q8)));
    expect(files[Q8_INT8_FILE]).toBe(sha(join(dir, Q8_INT8_FILE)));
    expect(files[Q8_INT8_FILE]).not.toBe(files[ONNX_FILE.q8]);
  });

  test("it runs where the probe finds this machine's int8 products exact (every VNNI CPU), else the portable file", async () => {
    const exact = await exactInt8Products();
    if (vnni) expect(exact).toBe(true);
    expect(auto.file).toBe(exact ? Q8_INT8_FILE : ONNX_FILE.q8);
    expect(portable.file).toBe(ONNX_FILE.q8);
  });

  test("vectors are bitwise the same as the portable file's, alone and in batches, and so is the fingerprint", async () => {
    expect(auto.fingerprint).toBe(portable.fingerprint);
    const [a, p] = [await auto.embed(TEXTS), await portable.embed(TEXTS)];
    const alone = await Promise.all(TEXTS.slice(0, 6).map((t) => auto.embedOne(t)));
    TEXTS.forEach((t, i) => {
      const d = a[i]!.findIndex((x, k) => !Object.is(x, p[i]![k]));
      if (d >= 0) throw new Error(`${JSON.stringify(t)}: value ${d} is ${a[i]![d]} from ${auto.file}, ${p[i]![d]} from ${portable.file}`);
    });
    alone.forEach((v, i) => expect(Array.from(v)).toEqual(Array.from(p[i]!)));
  });

  test("the probe's answer is kept beside the model for this machine; one written for another machine is not read", async () => {
    const exact = await exactInt8Products();
    const cache = JSON.parse(readFileSync(join(modelsDir, MODEL, PROBE_CACHE_FILE), "utf8")) as { key: string; exact: boolean };
    expect(cache.exact).toBe(exact);
    const dir = mkdtempSync(join(tmpdir(), "engram-int8-probe-"));
    try {
      const file = join(dir, PROBE_CACHE_FILE);
      writeFileSync(file, JSON.stringify({ key: "another machine", exact: !exact }));
      expect(await probeWithCache(dir)).toBe(exact); // probed again
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(cache);
      // this machine's entry is read as it stands: the probe does not run again
      writeFileSync(file, JSON.stringify({ key: cache.key, exact: !exact }));
      expect(await probeWithCache(dir)).toBe(!exact);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a folder whose build record does not pair the two files runs the portable file", async () => {
    const root = mkdtempSync(join(tmpdir(), "engram-int8-twin-"));
    try {
      const dir = join(root, MODEL);
      cpSync(join(modelsDir, MODEL), dir, { recursive: true });
      rmSync(join(dir, ONNX_FILE.fp32));
      const info = JSON.parse(readFileSync(join(dir, BUILD_INFO_FILE), "utf8"));
      const cases = [
        // the portable file is another build than the one recorded (a hand-placed file, say)
        { ...info, files: { ...info.files, [ONNX_FILE.q8]: "0".repeat(64) } },
        // a record from before the int8 file (its file added afterwards, one by one)
        { ...info, files: { [ONNX_FILE.q8]: info.files[ONNX_FILE.q8] } },
      ];
      for (const record of cases) {
        writeFileSync(join(dir, BUILD_INFO_FILE), JSON.stringify(record));
        const e = await loadEmbedder({ modelsDir: root, modelId: MODEL });
        try {
          expect(e.file).toBe(ONNX_FILE.q8);
        } finally {
          await e.close();
        }
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
