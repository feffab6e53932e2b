import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { listModels, modelStatus } from "../../src/embed/index.ts";

const root = mkdtempSync(join(tmpdir(), "engram-embed-models-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function put(rel: string, content = "x") {
  const p = join(root, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, content);
}

describe("modelStatus / listModels", () => {
  test("missing folder: everything is missing, the q8 file stands for the ONNX part", () => {
    expect(modelStatus(root, "nope")).toEqual({
      complete: false,
      missing: ["config.json", "tokenizer.json", "tokenizer_config.json", "onnx/model_quantized.onnx"],
    });
  });

  test("completeness depends on the dtype asked for", () => {
    put("a/config.json", JSON.stringify({ hidden_size: 384 }));
    put("a/tokenizer.json");
    put("a/tokenizer_config.json");
    put("a/onnx/model.onnx");
    expect(modelStatus(root, "a")).toEqual({ complete: true, missing: [] });
    expect(modelStatus(root, "a", "fp32").complete).toBe(true);
    expect(modelStatus(root, "a", "q8")).toEqual({ complete: false, missing: ["onnx/model_quantized.onnx"] });
    put("a/tokenizer_config.json", ""); // empty files do not count
    expect(modelStatus(root, "a").missing).toEqual(["tokenizer_config.json"]);
  });

  test("lists <id> and <org>/<name> folders with dims and files, skipping hidden ones", async () => {
    put("org/b/config.json", "not json");
    put("org/b/onnx/model_quantized.onnx", "12345");
    put(".a.tmp-1-ab/config.json", "{}");
    put("org/.hidden/config.json", "{}");
    put("empty-dir/readme.txt");
    const models = await listModels(root);
    expect(models.map((m) => m.id)).toEqual(["a", "org/b"]);
    expect(models[0]!.dims).toBe(384);
    expect(models[1]!.dims).toBeNull();
    expect(models[1]!.files).toEqual([
      { path: "config.json", bytes: 8 },
      { path: "onnx/model_quantized.onnx", bytes: 5 },
    ]);
    expect(await listModels(join(root, "does-not-exist"))).toEqual([]);
  });
});
