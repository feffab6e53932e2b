import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listModels, loadEmbedder, ModelPullError, modelStatus, pullModel } from "../../src/embed/index.ts";
import { testModelsDir } from "./model-dir.ts";

const temps: string[] = [];
const tempDir = (tag: string) => {
  const d = mkdtempSync(join(tmpdir(), `engram-embed-${tag}-`));
  temps.push(d);
  return d;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

describe("pullModel", () => {
  test("a refused connection fails at once with a clear message and leaves nothing behind", async () => {
    const modelsDir = tempDir("pull-refused");
    const started = performance.now();
    const err = await pullModel(modelsDir, "Xenova/all-MiniLM-L6-v2", { baseUrl: "http://127.0.0.1:9" }).catch((e) => e);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(err).toBeInstanceOf(ModelPullError);
    expect(err.kind).toBe("unreachable");
    expect(err.message).toContain("cannot reach 127.0.0.1:9");
    expect(err.message).toContain("no internet access");
    expect(err.message).toContain(join(modelsDir, "Xenova", "all-MiniLM-L6-v2"));
    expect(readdirSync(modelsDir)).toEqual([]);
  });

  test("a server that never answers times out after connectTimeoutMs", async () => {
    const server = Bun.serve({ port: 0, fetch: () => new Promise<Response>(() => {}) });
    try {
      const modelsDir = tempDir("pull-silent");
      const started = performance.now();
      const err = await pullModel(modelsDir, "org/model", {
        baseUrl: `http://127.0.0.1:${server.port}`,
        connectTimeoutMs: 300,
      }).catch((e) => e);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(err).toBeInstanceOf(ModelPullError);
      expect(err.message).toContain("no answer within");
      expect(readdirSync(modelsDir)).toEqual([]);
    } finally {
      server.stop(true);
    }
  });

  test("HTTP 404 names the file and the likely cause; bad ids are refused", async () => {
    const server = Bun.serve({ port: 0, fetch: () => new Response("no", { status: 404 }) });
    try {
      const modelsDir = tempDir("pull-404");
      const err = await pullModel(modelsDir, "org/missing", { baseUrl: `http://127.0.0.1:${server.port}` }).catch((e) => e);
      expect(err).toBeInstanceOf(ModelPullError);
      expect(err.kind).toBe("http");
      expect(err.message).toContain("HTTP 404 for org/missing/config.json");
      await expect(pullModel(modelsDir, "../etc", {})).rejects.toThrow("not a Hugging Face model id");
    } finally {
      server.stop(true);
    }
  });

  test("downloads the files into <modelsDir>/<org>/<name> atomically and the result loads", async () => {
    const src = join(await testModelsDir(), "all-MiniLM-L6-v2");
    const requested: string[] = [];
    const server = Bun.serve({
      port: 0,
      fetch(req) {
        const path = new URL(req.url).pathname;
        requested.push(path);
        const m = /^\/test-org\/mini\/resolve\/main\/(.+)$/.exec(path);
        const file = m && join(src, m[1]!);
        if (!file || !existsSync(file)) return new Response("not found", { status: 404 });
        return new Response(Bun.file(file));
      },
    });
    try {
      const modelsDir = tempDir("pull-ok");
      // an older copy is replaced as a whole
      mkdirSync(join(modelsDir, "test-org", "mini"), { recursive: true });
      writeFileSync(join(modelsDir, "test-org", "mini", "stale.txt"), "old");
      const lines: string[] = [];
      const dir = await pullModel(modelsDir, "test-org/mini", {
        baseUrl: `http://127.0.0.1:${server.port}/`,
        log: (l) => lines.push(l),
      });
      expect(dir).toBe(join(modelsDir, "test-org", "mini"));
      expect(requested).not.toContain("/test-org/mini/resolve/main/onnx/model.onnx"); // q8 only by default
      expect(modelStatus(modelsDir, "test-org/mini", "q8").complete).toBe(true);
      expect(existsSync(join(dir, "stale.txt"))).toBe(false);
      expect(readdirSync(join(modelsDir, "test-org"))).toEqual(["mini"]);
      expect(readFileSync(join(dir, "onnx", "model_quantized.onnx")).equals(readFileSync(join(src, "onnx", "model_quantized.onnx")))).toBe(true);
      expect(lines[0]).toContain("downloading test-org/mini");
      const models = await listModels(modelsDir);
      expect(models.map((m) => [m.id, m.dims])).toEqual([["test-org/mini", 384]]);

      const e = await loadEmbedder({ modelsDir, modelId: "test-org/mini" });
      expect((await e.embedOne("hello")).length).toBe(384);
      await e.close();
    } finally {
      server.stop(true);
    }
  });
});
