// The model alone on a list of texts, for bench/batch.ts: the embedder the runner of checkout --root uses
// (on its worker thread where that checkout has one), fed the texts in calls of --chunk, one after the
// other, nothing else in this process. Run at the runner's CPU priority by the caller (nice).
// --workers N: models side by side, as a runner that runs bulkWorkers() has them (default 1: one model,
// on ONNX Runtime's own thread count). A checkout without worker threads takes only 1.
// Prints one JSON line: { ms, texts, file } (file: the ONNX file it ran, where the checkout says).
// Run: ORT_DISABLE_TELEMETRY=1 nice -n 10 bun bench/lib/model-alone.ts --root DIR --texts FILE.json --chunk 128 --models DIR [--workers 2]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { flag, intFlag } from "./measure";

const root = flag("root")!;
const texts = JSON.parse(readFileSync(flag("texts")!, "utf8")) as { warm: string[]; measured: string[] };
const chunk = intFlag("chunk", 128);
const workers = intFlag("workers", 1);
const embed = (await import(join(root, "src", "embed", "index.ts"))) as Record<string, (o: unknown) => Promise<{ file?: string; embed(t: string[]): Promise<Float32Array[]>; close(): Promise<void> }>>;
const load = embed.loadEmbedderThread ?? embed.loadEmbedder!;
const embedder = await load({ modelsDir: flag("models")!, modelId: "all-MiniLM-L6-v2", dtype: "q8", ...(workers > 1 ? { workers } : {}) });
const run = async (xs: string[]) => {
  for (let i = 0; i < xs.length; i += chunk) await embedder.embed(xs.slice(i, i + chunk));
};
await run(texts.warm);
const t0 = performance.now();
await run(texts.measured);
const ms = performance.now() - t0;
const file = embedder.file ?? "onnx/model_quantized.onnx";
await embedder.close();
console.log(JSON.stringify({ ms, texts: texts.measured.length, file }));
