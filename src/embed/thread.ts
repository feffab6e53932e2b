/**
 * The embedder on a worker thread: same vectors, same batching and priorities (the in-thread embedder
 * of ./embedder.ts runs inside the worker), but the caller's thread only posts texts and receives
 * vectors. Measured on 2 cores: each model call held the caller's event loop 10-19 ms (tokenising,
 * tensors, pooling around ONNX Runtime), which delayed every other request of the server by as much.
 *
 * `embedOne` calls made in the same tick go to the worker in one message (they share a model call
 * there, before any queued `embed` work); `embed` sends its whole list, which the worker groups by length.
 */
import { Worker } from "node:worker_threads";
import type { EmbedHello, EmbedReply, EmbedRequest, EmbedWorkerData } from "./embed-worker.ts";
import { type Embedder, type LoadEmbedderOptions, ModelNotFoundError } from "./embedder.ts";

/** The worker could not be started at all (not a model problem): e.g. an executable built without its entry point. */
export class EmbedWorkerUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "EmbedWorkerUnavailableError";
  }
}

/**
 * Where the worker's entry is: beside this file when run from source; in the compiled executable, an
 * entry point of its own that the bundler places by its path under src/ (build.ts must list
 * src/embed/embed-worker.ts among its entry points).
 */
const workerEntries = (): (string | URL)[] =>
  import.meta.url.includes("/$bunfs/")
    ? ["/$bunfs/root/embed/embed-worker.js", new URL("./embed-worker.ts", import.meta.url)]
    : [new URL("./embed-worker.ts", import.meta.url)];

export async function loadEmbedderThread(opts: LoadEmbedderOptions & { globals?: Record<string, unknown> }): Promise<Embedder> {
  const { globals, ...loadOpts } = opts;
  const failures: string[] = [];
  for (const entry of workerEntries()) {
    let worker: Worker;
    try {
      worker = new Worker(entry, { workerData: { opts: loadOpts, globals } satisfies EmbedWorkerData });
    } catch (e) {
      failures.push(`${entry}: ${(e as Error).message}`);
      continue;
    }
    const hello = await new Promise<EmbedHello | Error>((resolve) => {
      const onError = (e: Error) => resolve(e);
      worker.once("error", onError);
      worker.once("exit", (code) => resolve(new Error(`exited (code ${code}) before it was ready`)));
      worker.once("message", (m: EmbedHello) => {
        worker.off("error", onError);
        worker.removeAllListeners("exit");
        resolve(m);
      });
    });
    if (hello instanceof Error) {
      failures.push(`${entry}: ${hello.message}`);
      continue;
    }
    return ready(worker, hello, opts);
  }
  throw new EmbedWorkerUnavailableError(`the embedding worker failed to start: ${failures.join("; ")}`);
}

async function ready(worker: Worker, hello: EmbedHello, opts: LoadEmbedderOptions): Promise<Embedder> {
  if ("failed" in hello) {
    await worker.terminate().catch(() => {});
    if (hello.name === "ModelNotFoundError") throw new ModelNotFoundError(opts.modelsDir, opts.modelId, hello.missing ?? []);
    throw new Error(hello.failed);
  }
  return new ThreadEmbedder(worker, hello.ready);
}

interface Waiter {
  resolve: (vs: Float32Array[]) => void;
  reject: (e: unknown) => void;
}

class ThreadEmbedder implements Embedder {
  readonly modelId: string;
  readonly dims: number;
  readonly dtype: Embedder["dtype"];
  readonly fingerprint: string;
  readonly loadMs: number;
  stats: Embedder["stats"] = { calls: 0, texts: 0, ms: 0 };
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  private ones: { text: string; resolve: (v: Float32Array) => void; reject: (e: unknown) => void }[] = [];
  private closed: Error | null = null;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly worker: Worker,
    ready: Extract<EmbedHello, { ready: unknown }>["ready"],
  ) {
    this.modelId = ready.modelId;
    this.dims = ready.dims;
    this.dtype = ready.dtype;
    this.fingerprint = ready.fingerprint;
    this.loadMs = ready.loadMs;
    worker.on("message", (m: EmbedReply) => this.answer(m));
    worker.on("error", (e: Error) => this.fail(new Error(`embedding worker failed: ${e.message}`, { cause: e })));
    worker.on("exit", (code) => this.fail(new Error(`embedding worker exited (code ${code})`)));
    // An idle worker does not keep a process alive (a CLI command ends when its work does).
    worker.unref();
  }

  private answer(m: EmbedReply): void {
    const w = this.waiting.get(m.id);
    if (!w) return;
    this.waiting.delete(m.id);
    if (this.waiting.size === 0) this.worker.unref();
    if ("error" in m) return w.reject(new Error(m.error));
    if ("closedOk" in m) return w.resolve([]);
    this.stats = m.stats;
    const out: Float32Array[] = [];
    // Own buffers (slice, not subarray): callers store `vector.buffer`.
    for (let i = 0; i < m.n; i++) out.push(m.vectors.slice(i * this.dims, (i + 1) * this.dims));
    w.resolve(out);
  }

  private fail(e: Error): void {
    this.closed ??= e;
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
    for (const p of this.ones.splice(0)) p.reject(e);
  }

  private send(req: { op: "embed" | "one"; texts: string[] } | { op: "close" }): Promise<Float32Array[]> {
    if (this.closed) return Promise.reject(this.closed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...req } as EmbedRequest);
    });
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    for (const t of texts) if (typeof t !== "string") throw new TypeError("embed() takes an array of strings");
    if (texts.length === 0) return [];
    return this.send({ op: "embed", texts });
  }

  embedOne(text: string): Promise<Float32Array> {
    if (this.closed) return Promise.reject(this.closed);
    if (typeof text !== "string") return Promise.reject(new TypeError("embedOne() takes a string"));
    return new Promise((resolve, reject) => {
      if (this.ones.push({ text, resolve, reject }) === 1) {
        queueMicrotask(() => {
          const batch = this.ones.splice(0);
          this.send({ op: "one", texts: batch.map((p) => p.text) }).then(
            (vs) => batch.forEach((p, i) => p.resolve(vs[i]!)),
            (e) => batch.forEach((p) => p.reject(e)),
          );
        });
      }
    });
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.closed) return;
      const done = this.send({ op: "close" }).catch(() => []);
      this.closed = new Error("embedder is closed");
      // Calls already sent are answered before the close message; new ones are refused from here on.
      await done;
      this.fail(this.closed);
      await this.worker.terminate().catch(() => {});
    })();
    return this.closing;
  }
}
