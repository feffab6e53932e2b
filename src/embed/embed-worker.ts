/**
 * Worker-thread entry of `loadEmbedderThread` (./thread.ts): hosts one in-thread embedder and answers
 * its messages. Tokenising, tensor building and pooling are synchronous JavaScript (10-19 ms per call on
 * 2 cores), so off the caller's thread its event loop stays free: a server answers requests meanwhile,
 * and a job runner writes one step while the next is being embedded.
 *
 * Protocol: the parent sends `{ id, op: "embed" | "one", texts }` and `{ id, op: "close" }`; this side
 * answers `{ id, vectors, stats }` (vectors packed in one transferred Float32Array, n x dims) or
 * `{ id, error }`. The first message from here is `{ ready: {...} }` or `{ failed: message }`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type Embedder, loadEmbedder, type LoadEmbedderOptions } from "./embedder.ts";

export interface EmbedWorkerData {
  opts: LoadEmbedderOptions;
  /** Globals the model's loader reads, set before it loads (the compiled executable's ONNX Runtime binding path). */
  globals?: Record<string, unknown>;
}

export type EmbedRequest = { id: number; op: "embed" | "one"; texts: string[] } | { id: number; op: "close" };
export type EmbedReply =
  | { id: number; vectors: Float32Array; n: number; stats: Embedder["stats"] }
  | { id: number; error: string; closed?: boolean }
  | { id: number; closedOk: true };
export type EmbedHello =
  | { ready: { modelId: string; dims: number; dtype: Embedder["dtype"]; fingerprint: string; file: string; loadMs: number } }
  | { failed: string; name: string; missing?: string[] };

const port = parentPort!;
const data = workerData as EmbedWorkerData;
for (const [k, v] of Object.entries(data.globals ?? {})) (globalThis as Record<string, unknown>)[k] = v;

// A failure is reported, then the thread ends on its own once its port is closed (the parent waits for
// that rather than terminating it, see endWorker in ./thread.ts).
const embedder = await loadEmbedder(data.opts).catch((e: Error & { missing?: string[] }) => {
  port.postMessage({ failed: e.message, name: e.name, missing: e.missing } satisfies EmbedHello);
  port.close();
  return null;
});
if (embedder) serve(embedder);

function serve(embedder: Embedder): void {
  port.postMessage({
    ready: { modelId: embedder.modelId, dims: embedder.dims, dtype: embedder.dtype, fingerprint: embedder.fingerprint, file: embedder.file, loadMs: embedder.loadMs },
  } satisfies EmbedHello);

  function pack(vs: Float32Array[]): Float32Array {
    const out = new Float32Array(vs.length * embedder.dims);
    vs.forEach((v, i) => out.set(v, i * embedder.dims));
    return out;
  }

  port.on("message", async (m: EmbedRequest) => {
    if (m.op === "close") {
      await embedder.close().catch(() => {});
      port.postMessage({ id: m.id, closedOk: true } satisfies EmbedReply);
      port.close();
      return;
    }
    try {
      // "one": request-path texts, each through embedOne so they go before queued background calls and
      // share one model call (all arrive in this one message, in the same tick).
      const vs = m.op === "one" ? await Promise.all(m.texts.map((t) => embedder.embedOne(t))) : await embedder.embed(m.texts);
      const vectors = pack(vs);
      port.postMessage({ id: m.id, vectors, n: vs.length, stats: { ...embedder.stats } } satisfies EmbedReply, [vectors.buffer as ArrayBuffer]);
    } catch (e) {
      port.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) } satisfies EmbedReply);
    }
  });
}
