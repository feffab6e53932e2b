/**
 * Local sentence embeddings with transformers.js (ONNX Runtime on CPU):
 * mean pooling + L2 normalisation, micro-batching of concurrent single requests.
 *
 * The pipeline's tokenizer and model are used directly (tokenize, pad, run, pool):
 * about 17% faster than calling the pipeline, with the same vectors, and it lets
 * `embed()` group texts of similar length so that less padding is computed.
 * Texts over the model's limit (512 tokens) are cut to their first 511 tokens + [SEP].
 *
 * `loadEmbedder` creates one ONNX session; the application is expected to load
 * one Embedder at start and share it (a session is ~25–100 MB and takes ~100 ms
 * to create). Calls into the model are serialised; concurrent `embedOne` calls
 * are coalesced into one model call.
 *
 * ONNX Runtime writes telemetry files under ~/.cache/Microsoft unless
 * ORT_DISABLE_TELEMETRY=1 is set in the real process environment (setting
 * process.env from inside Bun is too late for the native library).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { exactInt8Products } from "./exact-int8.ts";
import { type Dtype, fileSha256, modelDir, modelStatus, ONNX_FILE, Q8_INT8_FILE, Q8_INT8_NAME, readBuildInfo, readDims } from "./models.ts";
import { importTransformers } from "./transformers.ts";

export interface Embedder {
  readonly modelId: string;
  readonly dims: number;
  readonly dtype: Dtype;
  /**
   * SHA-256 (hex) of the dtype's ONNX file (ONNX_FILE), hashed from its bytes at load: two folders
   * under one model id (an older converter's build, a hand-copied file) give different vectors, and
   * the database records this to tell them apart. Also when the session runs Q8_INT8_FILE instead,
   * whose vectors are bitwise the same.
   */
  readonly fingerprint: string;
  /** The ONNX file the session runs, relative to the model folder. */
  readonly file: string;
  /** Milliseconds spent creating the session (including one warm-up call). */
  readonly loadMs: number;
  /** Model calls, texts embedded and milliseconds spent in model calls so far (warm-up excluded); for metrics, logs and benchmarks. */
  readonly stats: { readonly calls: number; readonly texts: number; readonly ms: number };
  /** Embeds a list in model calls of similar-length texts (at most `maxBatch` each). Vectors are unit length. */
  embed(texts: string[]): Promise<Float32Array[]>;
  /** Embeds one text; concurrent calls within `windowMs` share one model call. */
  embedOne(text: string): Promise<Float32Array>;
  /** Rejects queued requests, waits for the running call, frees the session. */
  close(): Promise<void>;
}

/** What an embedder is (model, size, file, counters), as opposed to what it does. */
export type EmbedderFacts = Pick<Embedder, "modelId" | "dims" | "dtype" | "fingerprint" | "file" | "loadMs" | "stats">;
const FACTS = ["modelId", "dims", "dtype", "fingerprint", "file", "loadMs", "stats"] as const;

/**
 * A wrapper that changes only how texts are embedded (a cache, a wait timer): `own` holds its methods and
 * extra fields, and the embedder's facts are read from `inner` at each access (its counters move).
 */
export function wrapEmbedder<T extends Omit<Embedder, keyof EmbedderFacts>>(inner: Embedder, own: T): T & EmbedderFacts {
  for (const k of FACTS) Object.defineProperty(own, k, { get: () => inner[k], enumerable: true });
  return own as T & EmbedderFacts;
}

export const DEFAULT_MAX_BATCH = 32;
export const DEFAULT_MAX_BATCH_TOKENS = 512;

export interface LoadEmbedderOptions {
  modelsDir: string;
  modelId: string;
  /** "q8" (default): onnx/model_quantized.onnx; "fp32": onnx/model.onnx */
  dtype?: Dtype;
  /** Largest number of texts per model call (default 32). */
  maxBatch?: number;
  /** Largest padded size (texts x longest text's tokens) of one `embed()` model call (default 512). */
  maxBatchTokens?: number;
  /** How long `embedOne` waits for company before calling the model (default 0: only calls made in the same tick share a model call). */
  windowMs?: number;
  /** ONNX Runtime intra-op threads (default: ONNX Runtime's choice, one per core). */
  threads?: number;
  /**
   * q8: "auto" (default) runs Q8_INT8_FILE where the folder has it and this machine's int8 products are
   * exact (exact-int8.ts), else ONNX_FILE.q8; "portable" always ONNX_FILE.q8.
   */
  q8File?: "auto" | "portable";
}

export class ModelNotFoundError extends Error {
  readonly modelId: string;
  readonly dir: string;
  readonly missing: string[];

  constructor(modelsDir: string, modelId: string, missing: string[]) {
    const dir = modelDir(modelsDir, modelId);
    super(
      `embedding model "${modelId}" not found in ${dir} (missing: ${missing.join(", ")}); ` +
        "run `engram models build` to create it from the bundled weights, or copy the model folder there",
    );
    this.name = "ModelNotFoundError";
    this.modelId = modelId;
    this.dir = dir;
    this.missing = missing;
  }
}

interface Pending {
  text: string;
  resolve: (v: Float32Array) => void;
  reject: (e: unknown) => void;
}

interface Extractor {
  tokenizer: {
    encode(text: string): number[];
    readonly model_max_length: number;
  };
  model: {
    (inputs: Record<string, unknown>): Promise<{ last_hidden_state: { data: unknown; dims: number[] } }>;
    config?: { max_position_embeddings?: number };
  };
  dispose(): Promise<void>;
}

type TensorCtor = new (type: "int64", data: BigInt64Array, dims: number[]) => unknown;

// transformers.js keeps its settings (env.localModelPath ...) in one global object:
// loads are serialised so two embedders from different folders cannot mix them up.
let loadChain: Promise<unknown> = Promise.resolve();

export async function loadEmbedder(opts: LoadEmbedderOptions): Promise<Embedder> {
  const dtype = opts.dtype ?? "q8";
  if (dtype !== "q8" && dtype !== "fp32") throw new Error(`unknown embedding dtype ${String(dtype)} (use q8 or fp32)`);
  const maxBatch = opts.maxBatch ?? DEFAULT_MAX_BATCH;
  const windowMs = opts.windowMs ?? 0;
  const maxBatchTokens = opts.maxBatchTokens ?? DEFAULT_MAX_BATCH_TOKENS;
  if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new Error("maxBatch must be a positive integer");
  if (!(windowMs >= 0)) throw new Error("windowMs must be >= 0");

  const status = modelStatus(opts.modelsDir, opts.modelId, dtype);
  if (!status.complete) throw new ModelNotFoundError(opts.modelsDir, opts.modelId, status.missing);
  const dir = modelDir(opts.modelsDir, opts.modelId);

  const started = performance.now();
  // Hashed before the session reads the same file: ~0.1 s for the int8 file, once per process.
  const fingerprint = fileSha256(join(dir, ONNX_FILE[dtype]));
  const int8 = dtype === "q8" && opts.q8File !== "portable" && hasInt8Twin(dir, fingerprint) && (await exactInt8Products(dir));
  const file = int8 ? Q8_INT8_FILE : ONNX_FILE[dtype];
  let Tensor: TensorCtor | null = null;
  const load = loadChain.then(async () => {
    const { env, pipeline, Tensor: T } = await importTransformers();
    Tensor = T as unknown as TensorCtor;
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = `${resolve(opts.modelsDir)}/`;
    // Spinning worker threads keep both cores busy between calls and slow the SQLite work that follows
    // every embedding (measured on 2 cores: one inference 13-15 -> 8 ms under load).
    const session_options: Record<string, unknown> = { extra: { session: { intra_op: { allow_spinning: "0" } } } };
    if (opts.threads) session_options.intraOpNumThreads = opts.threads;
    try {
      return (await pipeline("feature-extraction", opts.modelId, {
        dtype,
        ...(int8 ? { model_file_name: Q8_INT8_NAME } : {}),
        device: "cpu",
        local_files_only: true,
        session_options,
      })) as unknown as Extractor;
    } catch (e) {
      const again = modelStatus(opts.modelsDir, opts.modelId, dtype);
      if (!again.complete) throw new ModelNotFoundError(opts.modelsDir, opts.modelId, again.missing);
      throw new Error(`cannot load embedding model from ${dir} (${file}): ${(e as Error).message}`, {
        cause: e,
      });
    }
  });
  loadChain = load.catch(() => {});
  const extractor = await load;

  const embedder = new LocalEmbedder(extractor, Tensor!, opts.modelId, readDims(dir), dtype, fingerprint, file, maxBatch, windowMs, maxBatchTokens);
  try {
    await embedder.warmUp();
  } catch (e) {
    await extractor.dispose().catch(() => {});
    throw e;
  }
  embedder.loadMs = performance.now() - started;
  return embedder;
}

/**
 * Whether the folder holds the int8 file built together with this portable file: its engram-build.json
 * lists both, the portable one with this hash. A folder pulled, copied or built before the int8 file (or
 * its files added one by one to a hand-placed model) runs the portable file.
 */
function hasInt8Twin(dir: string, portableSha: string): boolean {
  const files = readBuildInfo(dir)?.files ?? {};
  return files[ONNX_FILE.q8] === portableSha && typeof files[Q8_INT8_FILE] === "string" && existsSync(join(dir, Q8_INT8_FILE));
}

/**
 * Indices of texts, by their lengths in tokens, cut into model calls: shortest first, each call at most
 * `maxBatch` texts and at most `maxTokens` padded tokens (texts x its longest text), one text at least.
 */
export function groupByLength(lengths: number[], maxBatch: number, maxTokens: number): number[][] {
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a]! - lengths[b]! || a - b);
  const groups: number[][] = [];
  for (let i = 0; i < order.length; ) {
    let end = i + 1;
    while (end < order.length && end - i < maxBatch && (end + 1 - i) * lengths[order[end]!]! <= maxTokens) end++;
    groups.push(order.slice(i, end));
    i = end;
  }
  return groups;
}

class LocalEmbedder implements Embedder {
  dims: number;
  loadMs = 0;
  readonly stats = { calls: 0, texts: 0, ms: 0 };
  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private scheduled = false;
  private closed = false;
  private chain: Promise<unknown> = Promise.resolve();
  private running = false;
  private waiting: { batch: number[][]; interactive: boolean; resolve: (v: Float32Array[]) => void; reject: (e: unknown) => void }[] = [];
  private readonly maxTokens: number;
  private readonly sepId: number | undefined;

  constructor(
    private readonly extractor: Extractor,
    private readonly Tensor: TensorCtor,
    readonly modelId: string,
    dims: number | null,
    readonly dtype: Dtype,
    readonly fingerprint: string,
    readonly file: string,
    private readonly maxBatch: number,
    private readonly windowMs: number,
    private readonly maxBatchTokens: number,
  ) {
    this.dims = dims ?? 0;
    const limits = [extractor.tokenizer.model_max_length, extractor.model.config?.max_position_embeddings, 512];
    this.maxTokens = Math.min(...limits.filter((v): v is number => typeof v === "number" && v > 2));
    const probe = extractor.tokenizer.encode("");
    this.sepId = probe.length >= 2 ? probe[probe.length - 1] : undefined;
  }

  async warmUp(): Promise<void> {
    const [v] = await this.run([this.tokenize("warm up")]);
    this.stats.calls = 0;
    this.stats.texts = 0;
    this.stats.ms = 0;
    if (!this.dims) this.dims = v!.length;
    if (v!.length !== this.dims) {
      throw new Error(`embedding model ${this.modelId}: config says ${this.dims} dims, model gives ${v!.length}`);
    }
  }

  /** Token ids with [CLS]/[SEP]; over-long texts keep their first tokens and the final [SEP]. */
  private tokenize(text: string): number[] {
    const ids = this.extractor.tokenizer.encode(text);
    if (ids.length <= this.maxTokens) return ids;
    const cut = ids.slice(0, this.maxTokens);
    if (this.sepId !== undefined) cut[this.maxTokens - 1] = this.sepId;
    return cut;
  }

  /**
   * Queues one model call. Calls run one at a time; a request-path call (`embedOne`: a search or an
   * add someone waits for) goes before queued background calls (`embed`: batch import, extraction),
   * so background work delays it by at most the call already running.
   */
  private run(batch: number[][], interactive = false): Promise<Float32Array[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ batch, interactive, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running || this.waiting.length === 0) return;
    const i = this.waiting.findIndex((w) => w.interactive);
    const call = this.waiting.splice(i >= 0 ? i : 0, 1)[0]!;
    this.running = true;
    const done = this.compute(call.batch).then(call.resolve, call.reject);
    this.chain = done.finally(() => {
      this.running = false;
      this.next();
    });
  }

  /** One model call: pad, run, mean-pool over real tokens, L2-normalise. */
  private compute(batch: number[][]): Promise<Float32Array[]> {
    const call = (async () => {
      const started = performance.now();
      this.stats.calls++;
      this.stats.texts += batch.length;
      const B = batch.length;
      const S = Math.max(...batch.map((ids) => ids.length));
      const ids = new BigInt64Array(B * S);
      const mask = new BigInt64Array(B * S);
      batch.forEach((row, b) => {
        for (let j = 0; j < row.length; j++) {
          ids[b * S + j] = BigInt(row[j]!);
          mask[b * S + j] = 1n;
        }
      });
      const out = await this.extractor.model({
        input_ids: new this.Tensor("int64", ids, [B, S]),
        attention_mask: new this.Tensor("int64", mask, [B, S]),
        token_type_ids: new this.Tensor("int64", new BigInt64Array(B * S), [B, S]),
      });
      const hidden = out.last_hidden_state.data as Float32Array;
      const [ob, os, D] = out.last_hidden_state.dims as [number, number, number];
      if (ob !== B || os !== S || hidden.length !== B * S * D) {
        throw new Error(`embedding model returned shape [${out.last_hidden_state.dims}] for input [${B}, ${S}]`);
      }
      const vectors = batch.map((row, b) => {
        const v = new Float32Array(D);
        for (let j = 0; j < row.length; j++) {
          const off = (b * S + j) * D;
          for (let d = 0; d < D; d++) v[d]! += hidden[off + d]!;
        }
        let norm = 0;
        for (let d = 0; d < D; d++) norm += v[d]! * v[d]!;
        const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0; // mean then L2 = sum then L2
        for (let d = 0; d < D; d++) v[d]! *= inv;
        return v;
      });
      this.stats.ms += performance.now() - started;
      return vectors;
    })();
    return call;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("embedder is closed");
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    this.assertOpen();
    for (const t of texts) if (typeof t !== "string") throw new TypeError("embed() takes an array of strings");
    const tokens = texts.map((t) => this.tokenize(t));
    if (tokens.length === 0) return [];
    // Texts of similar length go together, so each call pads less; a call stops at maxBatch texts or
    // when its padded size would pass maxBatchTokens (past that, per-token cost rises: measured on
    // chat-length texts, calls of ~512 padded tokens embed 1.3-2x more texts per second than 32 x 100).
    // All of the calls are queued at once, so background work runs in the order it was asked for: a batch
    // import's next step, asked for first, is done before the fact texts asked for after it (taking turns
    // call by call, both finished late and the import's thread waited; 1.42 -> 1.26x the model's busy time).
    const out = new Array<Float32Array>(texts.length);
    const calls = groupByLength(
      tokens.map((t) => t.length),
      this.maxBatch,
      this.maxBatchTokens,
    ).map((idx) => this.run(idx.map((j) => tokens[j]!)).then((vecs) => idx.forEach((j, k) => (out[j] = vecs[k]!))));
    await Promise.all(calls);
    return out;
  }

  embedOne(text: string): Promise<Float32Array> {
    if (this.closed) return Promise.reject(new Error("embedder is closed"));
    if (typeof text !== "string") return Promise.reject(new TypeError("embedOne() takes a string"));
    return new Promise((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      if (this.queue.length >= this.maxBatch) this.pump();
      else if (!this.scheduled && !this.inFlight) {
        // Calls made in the same tick share one model call; a lone request does not wait for
        // company (a timer window cost every search and add ~2 ms). With windowMs > 0 it waits.
        this.scheduled = true;
        if (this.windowMs <= 0) queueMicrotask(() => this.pump());
        else this.timer = setTimeout(() => this.pump(), this.windowMs);
      }
    });
  }

  /** Sends up to maxBatch queued texts; while a batch runs, new requests wait and go in the next one. */
  private pump(): void {
    this.scheduled = false;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.inFlight || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.inFlight = true;
    Promise.resolve()
      .then(() => this.run(batch.map((p) => this.tokenize(p.text)), true))
      .then(
        (vecs) => batch.forEach((p, i) => p.resolve(vecs[i]!)),
        (err) => batch.forEach((p) => p.reject(err)),
      )
      .finally(() => {
        this.inFlight = false;
        if (this.queue.length) this.pump();
      });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.queue.splice(0);
    for (const p of pending) p.reject(new Error("embedder is closed"));
    for (const w of this.waiting.splice(0)) w.reject(new Error("embedder is closed"));
    await this.chain;
    await this.extractor.dispose();
  }
}
