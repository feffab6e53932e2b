/**
 * The embedder on worker threads: same vectors, same batching and priorities (the in-thread embedder
 * of ./embedder.ts runs inside each worker), but the caller's thread only posts texts and receives
 * vectors. Measured on 2 cores: each model call held the caller's event loop 10-19 ms (tokenising,
 * tensors, pooling around ONNX Runtime), which delayed every other request of the server by as much.
 *
 * With several workers (`workers`: `engram reembed`), each runs its model on one thread and an `embed()`
 * list is cut into pieces of about one model call that go to whichever worker is free. One model call on
 * ONNX Runtime's two threads is no faster than on one on 2 cores (its per-operator hand-offs cost what
 * the second thread gains), while two calls side by side embed 1.6-1.8x the texts per second. A text's
 * vector is the same on any worker and in any piece.
 *
 * The job runner runs `bulkWorkers()` too, `lazy`: the second model starts only once texts have waited
 * for the first (a batch import), so adds alone keep one model and its memory. On 2 cores, 6 alternating
 * pairs of `bench/batch.ts` against one model: 190-233 memories/s (median 216) against 175-209 (196),
 * about +10% (+9% in 4 pairs with both models started at once; more while the machine was busy), with
 * the runner's peak ~415 MB against ~315-365, and single adds during the import at 1.03-1.19x their idle
 * p95 against 0.78-1.02x. The gain is idle CPU put to work: the import kept 1.47-1.61 of the 2 cores
 * busy with one model, 1.71-1.82 with two (10 pairs), for about the same CPU. (Before imports queued
 * their steps ahead and extracted beside the model, a second model only took CPU from the runner's own
 * thread.)
 *
 * `embedOne` calls made in the same tick go to the least busy worker in one message (they share a model
 * call there, before any queued `embed` work).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { EmbedHello, EmbedReply, EmbedRequest, EmbedWorkerData } from "./embed-worker.ts";
import {
  DEFAULT_MAX_BATCH,
  DEFAULT_MAX_BATCH_TOKENS,
  type Embedder,
  groupByLength,
  type LoadEmbedderOptions,
  ModelNotFoundError,
} from "./embedder.ts";
import { workerEntries } from "../worker-entry";

/** The worker could not be started at all (not a model problem): e.g. an executable built without its entry point. */
export class EmbedWorkerUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "EmbedWorkerUnavailableError";
  }
}

/**
 * Workers for bulk embedding (`engram reembed`, the job runner): one per core, at most two. More would
 * each hold another model (about 70 MB) for little more speed while a server runs beside.
 */
export const bulkWorkers = (): number => Math.max(1, Math.min(2, availableParallelism()));

/** Pieces of background work each of several workers holds at once: the next is there when one ends, the rest go to whichever worker frees first. */
const DEPTH = 2;

/** Characters per token of chat text, to cut pieces without the tokenizer (which is on the workers; a worker regroups its piece exactly). */
const CHARS_PER_TOKEN = 4;

type Ready = Extract<EmbedHello, { ready: unknown }>["ready"];

/**
 * How long texts must have waited for a worker before a lazy embedder starts its next model: a batch
 * import keeps texts waiting for seconds; an add's facts, and the predicate vocabulary embedded at a
 * runner's first job (~120 phrases, 0.1 s), do not.
 */
const GROW_AFTER_MS = 500;

type Started = { worker: Worker; ready: Ready };

/**
 * `workers` models side by side. `lazy`: the first loads now, each other one only once texts have waited
 * for a worker GROW_AFTER_MS (the job runner: a batch import gets two models, adds keep one and its memory).
 */
export async function loadEmbedderThread(
  opts: LoadEmbedderOptions & { globals?: Record<string, unknown>; workers?: number; lazy?: boolean },
): Promise<Embedder> {
  const { globals, workers = 1, lazy = false, ...loadOpts } = opts;
  if (!Number.isInteger(workers) || workers < 1) throw new Error("workers must be a positive integer");
  const each = workers > 1 ? { ...loadOpts, threads: loadOpts.threads ?? 1 } : loadOpts;
  const now = lazy ? 1 : workers;
  const started = await Promise.allSettled(Array.from({ length: now }, () => startWorker(each, globals)));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? closeStarted(s.value) : undefined)));
    throw failed.reason;
  }
  const links = started.map((s) => (s as PromiseFulfilledResult<Started>).value);
  return new ThreadEmbedder(links, loadOpts, { left: workers - now, start: () => startWorker(each, globals) });
}

/** A worker that did load closes like any other: it answers `close`, then ends on its own. */
async function closeStarted(s: Started): Promise<void> {
  const link = new Link(s.worker, s.ready.dims, () => {});
  await link.send({ op: "close" }).catch(() => []);
  await link.end();
}

async function startWorker(opts: LoadEmbedderOptions, globals?: Record<string, unknown>): Promise<Started> {
  const failures: string[] = [];
  for (const entry of workerEntries(import.meta.url, "embed/embed-worker")) {
    let worker: Worker;
    try {
      worker = new Worker(entry, { workerData: { opts, globals } satisfies EmbedWorkerData });
      const w = worker;
      exits.set(w, new Promise((resolve) => w.once("exit", () => resolve())));
    } catch (e) {
      failures.push(`${entry}: ${(e as Error).message}`);
      continue;
    }
    const hello = await new Promise<EmbedHello | Error>((resolve) => {
      const onError = (e: Error) => resolve(e);
      const onExit = (code: number) => resolve(new Error(`exited (code ${code}) before it was ready`));
      worker.once("error", onError);
      worker.once("exit", onExit);
      worker.once("message", (m: EmbedHello) => {
        worker.off("error", onError);
        worker.off("exit", onExit);
        resolve(m);
      });
    });
    if (hello instanceof Error) {
      failures.push(`${entry}: ${hello.message}`);
      continue;
    }
    if ("failed" in hello) {
      await endWorker(worker);
      if (hello.name === "ModelNotFoundError") throw new ModelNotFoundError(opts.modelsDir, opts.modelId, hello.missing ?? []);
      throw new Error(hello.failed);
    }
    return { worker, ready: hello.ready };
  }
  throw new EmbedWorkerUnavailableError(`the embedding worker failed to start: ${failures.join("; ")}`);
}

/** How long a worker that has closed its port gets to end on its own before it is terminated. */
const EXIT_GRACE_MS = 5_000;

/**
 * Waits for a worker that has closed its port (after answering `close`, or after failing to load) to end
 * on its own, and terminates it only if it has not within EXIT_GRACE_MS. Terminating one that is already
 * ending aborted the whole process (ONNX Runtime's binding threw a C++ `Napi::Error` in the torn-down
 * thread): 2-workers load-embed-close in a loop crashed within 1-7 rounds that way (and so did a CI run;
 * `engram reembed`'s shutdown took the same path). Terminating one in the middle of a model call aborts it
 * too (an idle one does not), so this is called only once the worker has answered `close`, its model
 * released, or never had one.
 */
function endWorker(worker: Worker): Promise<void> {
  const exit = exits.get(worker)!;
  // Held (ref) until it has ended: a command whose last step is close() must not exit the process first.
  worker.ref();
  const timer = setTimeout(() => void worker.terminate().catch(() => 0), EXIT_GRACE_MS);
  return exit.then(() => clearTimeout(timer));
}

/** Each worker's end, watched from its start: one that has already ended emits no second 'exit'. */
const exits = new WeakMap<Worker, Promise<void>>();

interface Waiter {
  resolve: (vs: Float32Array[]) => void;
  reject: (e: unknown) => void;
}

type Stats = Embedder["stats"];

/** One worker: its requests in flight and its counters. */
class Link {
  stats: Stats = { calls: 0, texts: 0, ms: 0 };
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();

  constructor(
    private readonly worker: Worker,
    private readonly dims: number,
    onFail: (e: Error) => void,
  ) {
    worker.on("message", (m: EmbedReply) => this.answer(m));
    worker.on("error", (e: Error) => onFail(new Error(`embedding worker failed: ${e.message}`, { cause: e })));
    worker.on("exit", (code) => onFail(new Error(`embedding worker exited (code ${code})`)));
    // An idle worker does not keep a process alive (a CLI command ends when its work does).
    worker.unref();
  }

  get inFlight(): number {
    return this.waiting.size;
  }

  send(req: { op: "embed" | "one"; texts: string[] } | { op: "close" }): Promise<Float32Array[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...req } as EmbedRequest);
    });
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

  fail(e: Error): void {
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
  }

  /** Ends the worker: see `endWorker`. */
  end(): Promise<void> {
    return endWorker(this.worker);
  }
}

interface Piece extends Waiter {
  texts: string[];
}

class ThreadEmbedder implements Embedder {
  readonly modelId: string;
  readonly dims: number;
  readonly dtype: Embedder["dtype"];
  readonly fingerprint: string;
  readonly file: string;
  readonly loadMs: number;
  private readonly links: Link[];
  /** Background pieces not yet sent, in the order asked. */
  private backlog: Piece[] = [];
  private ones: { text: string; resolve: (v: Float32Array) => void; reject: (e: unknown) => void }[] = [];
  private closed: Error | null = null;
  private closing: Promise<void> | null = null;
  private readonly maxBatch: number;
  private readonly maxBatchTokens: number;
  /** A lazy embedder's workers still to start, one at a time. */
  private spare: { left: number; start: () => Promise<Started> };
  private growing: Promise<void> | null = null;
  /** Since when the backlog has held texts no worker took (null: empty). */
  private waitingSince: number | null = null;

  constructor(started: Started[], opts: LoadEmbedderOptions, spare: { left: number; start: () => Promise<Started> }) {
    const ready = started[0]!.ready;
    this.modelId = ready.modelId;
    this.dims = ready.dims;
    this.dtype = ready.dtype;
    this.fingerprint = ready.fingerprint;
    this.file = ready.file;
    this.loadMs = Math.max(...started.map((s) => s.ready.loadMs));
    this.maxBatch = opts.maxBatch ?? DEFAULT_MAX_BATCH;
    this.maxBatchTokens = opts.maxBatchTokens ?? DEFAULT_MAX_BATCH_TOKENS;
    this.links = started.map((s) => this.linkTo(s));
    this.spare = spare;
  }

  private linkTo(s: Started): Link {
    return new Link(s.worker, this.dims, (e) => this.fail(e));
  }

  /** Models loaded or loading now (a lazy embedder starts with one). */
  get workers(): number {
    return this.links.length + (this.growing ? 1 : 0);
  }

  /** The models it may run, started or not: with more than one, lists are cut in pieces and each worker holds at most DEPTH. */
  private get planned(): number {
    return this.links.length + this.spare.left;
  }

  /** Starts the next spare worker once texts have waited long enough; one that cannot start leaves the embedder as it was. */
  private maybeGrow(): void {
    if (this.growing || this.spare.left === 0 || this.closed || this.waitingSince === null) return;
    if (performance.now() - this.waitingSince < GROW_AFTER_MS) return;
    this.spare.left--;
    this.growing = this.spare.start().then(
      async (s) => {
        this.growing = null;
        if (this.closed) return closeStarted(s);
        this.links.push(this.linkTo(s));
        this.pump();
      },
      () => {
        this.growing = null;
        this.spare.left = 0;
      },
    );
  }

  get stats(): Stats {
    const sum = { calls: 0, texts: 0, ms: 0 };
    for (const l of this.links) {
      sum.calls += l.stats.calls;
      sum.texts += l.stats.texts;
      sum.ms += l.stats.ms;
    }
    return sum;
  }

  private fail(e: Error): void {
    this.closed ??= e;
    for (const l of this.links) l.fail(e);
    for (const p of this.backlog.splice(0)) p.reject(e);
    for (const p of this.ones.splice(0)) p.reject(e);
  }

  private leastBusy(): Link {
    return this.links.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
  }

  /**
   * Sends pieces in the order asked while some worker holds fewer than DEPTH. A lone worker gets every
   * piece at once: it has no other worker to leave work for, and its own queue keeps the order asked
   * (embedOne first). Held back here, a piece waits for this thread to read a reply, which a caller busy
   * in a long run of synchronous work (an import's transactions) does late: the model sat idle 0.2-0.4 s
   * per import step with its next step's texts already asked for.
   */
  private pump(): void {
    const depth = this.planned === 1 ? Infinity : DEPTH;
    while (this.backlog.length > 0) {
      const link = this.leastBusy();
      if (link.inFlight >= depth) break;
      const p = this.backlog.shift()!;
      link
        .send({ op: "embed", texts: p.texts })
        .then(p.resolve, p.reject)
        .finally(() => this.pump());
    }
    this.waitingSince = this.backlog.length === 0 ? null : (this.waitingSince ?? performance.now());
    this.maybeGrow();
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    for (const t of texts) if (typeof t !== "string") throw new TypeError("embed() takes an array of strings");
    if (this.closed) throw this.closed;
    if (texts.length === 0) return [];
    // One worker regroups the whole list itself; several share it in pieces of about one model call, at
    // least one piece per running worker where the list has the texts for it. A lazy embedder's lone
    // worker gets pieces too (a long list leaves some waiting for the next worker), but no more than one
    // model call's worth each: a short list stays one call.
    const pieces =
      this.planned === 1
        ? [texts.map((_, i) => i)]
        : groupByLength(
            texts.map((t) => Math.ceil(t.length / CHARS_PER_TOKEN) + 2),
            Math.min(this.maxBatch, Math.ceil(texts.length / this.links.length)),
            this.maxBatchTokens,
          );
    const out = new Array<Float32Array>(texts.length);
    const done = pieces.map(
      (idx) =>
        new Promise<void>((resolve, reject) => {
          this.backlog.push({ texts: idx.map((i) => texts[i]!), resolve: (vs) => (idx.forEach((i, k) => (out[i] = vs[k]!)), resolve()), reject });
        }),
    );
    this.pump();
    await Promise.all(done);
    return out;
  }

  embedOne(text: string): Promise<Float32Array> {
    if (this.closed) return Promise.reject(this.closed);
    if (typeof text !== "string") return Promise.reject(new TypeError("embedOne() takes a string"));
    return new Promise((resolve, reject) => {
      if (this.ones.push({ text, resolve, reject }) === 1) {
        queueMicrotask(() => {
          const batch = this.ones.splice(0);
          if (batch.length === 0) return;
          if (this.closed) return batch.forEach((p) => p.reject(this.closed));
          this.leastBusy()
            .send({ op: "one", texts: batch.map((p) => p.text) })
            .then(
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
      // A worker starting now joins the others first, so that it is closed with them.
      this.spare.left = 0;
      await this.growing;
      if (this.closed) return;
      const done = this.links.map((l) => l.send({ op: "close" }).catch(() => []));
      const closed = new Error("embedder is closed");
      this.closed = closed;
      // Calls already sent are answered before the close message; pieces not yet sent and new calls are refused.
      for (const p of this.backlog.splice(0)) p.reject(closed);
      await Promise.all(done);
      this.fail(closed);
      await Promise.all(this.links.map((l) => l.end()));
    })();
    return this.closing;
  }
}
