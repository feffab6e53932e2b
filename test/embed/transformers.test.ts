import { expect, test } from "bun:test";
import { join } from "node:path";
import { testModelsDir } from "./model-dir.ts";

// Run in a fresh process: whether sharp is loaded is a property of the whole process's module registry.
async function modulesAfterEmbedding(): Promise<{ sharp: string[]; dims: number }> {
  const root = join(import.meta.dir, "..", "..");
  const script = `
    const { loadEmbedder } = await import(${JSON.stringify(join(root, "src/embed/index.ts"))});
    const e = await loadEmbedder({ modelsDir: ${JSON.stringify(await testModelsDir())}, modelId: "all-MiniLM-L6-v2" });
    const v = await e.embedOne("sharp is for images");
    await e.close();
    console.log(JSON.stringify({ sharp: Object.keys(require.cache).filter((k) => /[\\\\/]node_modules[\\\\/]sharp[\\\\/]/.test(k)), dims: v.length }));`;
  const p = Bun.spawn(["bun", "-e", script], { cwd: root, env: { ...process.env, ORT_DISABLE_TELEMETRY: "1" }, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  if (code !== 0) throw new Error(`embedding process failed (${code}): ${err}`);
  return JSON.parse(out.trim().split("\n").at(-1)!);
}

test("the embedder loads transformers.js without its image library (sharp): it embeds, and no file of the sharp package is loaded", async () => {
  const { sharp, dims } = await modulesAfterEmbedding();
  expect(dims).toBe(384);
  expect(sharp).toEqual([]);
}, 60_000);
