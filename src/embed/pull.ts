/**
 * Downloading a transformers.js model folder from Hugging Face
 * (https://huggingface.co/<id>/resolve/<revision>/<file>), atomically.
 */
import { rm, rmdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { commitDir, makeTempDirFor, writeFileSynced } from "./fs-atomic.ts";
import { type Dtype, modelDir, modelStatus, ONNX_FILE, REQUIRED_FILES } from "./models.ts";

export interface PullOptions {
  /** Default https://huggingface.co (injectable for tests and mirrors). */
  baseUrl?: string;
  revision?: string;
  /** Which ONNX files to fetch (default ["q8"]). */
  dtypes?: Dtype[];
  /** Time allowed until response headers arrive, per file (default 10 s). */
  connectTimeoutMs?: number;
  /** Longest pause while receiving a body (default 30 s). */
  idleTimeoutMs?: number;
  log?: (line: string) => void;
}

export class ModelPullError extends Error {
  constructor(
    message: string,
    readonly kind: "unreachable" | "timeout" | "http" | "bad-id",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ModelPullError";
  }
}

const OPTIONAL_FILES = ["special_tokens_map.json"];

/** Downloads `<hfId>` into `<modelsDir>/<hfId>/` (replacing it atomically) and returns the folder. */
export async function pullModel(modelsDir: string, hfId: string, opts: PullOptions = {}): Promise<string> {
  if (!/^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)?$/.test(hfId) || hfId.includes("..")) {
    throw new ModelPullError(`not a Hugging Face model id: ${JSON.stringify(hfId)} (expected "org/name")`, "bad-id");
  }
  const base = (opts.baseUrl ?? "https://huggingface.co").replace(/\/+$/, "");
  const host = new URL(base).host;
  const revision = opts.revision ?? "main";
  const dtypes = opts.dtypes?.length ? opts.dtypes : (["q8"] as Dtype[]);
  const connectTimeoutMs = opts.connectTimeoutMs ?? 10_000;
  const idleTimeoutMs = opts.idleTimeoutMs ?? 30_000;
  const target = resolve(modelDir(modelsDir, hfId));

  const files: Array<{ path: string; required: boolean }> = [
    ...REQUIRED_FILES.map((path) => ({ path, required: true })),
    ...OPTIONAL_FILES.map((path) => ({ path, required: false })),
    ...dtypes.map((d) => ({ path: ONNX_FILE[d], required: true })),
  ];

  const unreachable = (why: string, cause?: unknown) =>
    new ModelPullError(
      `cannot reach ${host} (${why}): this machine may have no internet access; ` +
        `download the model folder elsewhere and copy it to ${target}`,
      "unreachable",
      { cause },
    );

  opts.log?.(`downloading ${hfId} from ${host} ...`);
  const tmp = await makeTempDirFor(target);
  try {
    for (const f of files) {
      const url = `${base}/${hfId}/resolve/${encodeURIComponent(revision)}/${f.path}`;
      const ctrl = new AbortController();
      let timedOut = false;
      let timer = setTimeout(() => {
        timedOut = true;
        ctrl.abort();
      }, connectTimeoutMs);
      let res: Response;
      try {
        res = await fetch(url, { signal: ctrl.signal, redirect: "follow" });
      } catch (e) {
        clearTimeout(timer);
        if (timedOut) throw unreachable(`no answer within ${Math.round(connectTimeoutMs / 1000)} s`, e);
        const code = (e as { code?: string }).code;
        throw unreachable(code ? `${code}` : (e as Error).message, e);
      }
      clearTimeout(timer);
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        if (!f.required && res.status === 404) continue;
        const hint =
          res.status === 404
            ? "check the model id, and that the repository has transformers.js ONNX files"
            : res.status === 401 || res.status === 403
              ? "the repository is private or gated"
              : "try again later";
        throw new ModelPullError(`${host} answered HTTP ${res.status} for ${hfId}/${f.path}: ${hint}`, "http");
      }
      // body, with an inactivity timeout
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = res.body!.getReader();
      for (;;) {
        timer = setTimeout(() => {
          timedOut = true;
          ctrl.abort();
        }, idleTimeoutMs);
        let r: Awaited<ReturnType<typeof reader.read>>;
        try {
          r = await reader.read();
        } catch (e) {
          throw timedOut
            ? new ModelPullError(`download of ${f.path} from ${host} stalled for ${idleTimeoutMs / 1000} s`, "timeout", { cause: e })
            : unreachable(`connection lost during ${f.path}`, e);
        } finally {
          clearTimeout(timer);
        }
        if (r.done) break;
        chunks.push(r.value);
        size += r.value.byteLength;
      }
      const data = new Uint8Array(size);
      let off = 0;
      for (const c of chunks) {
        data.set(c, off);
        off += c.byteLength;
      }
      await writeFileSynced(join(tmp, ...f.path.split("/")), data);
      opts.log?.(`  ${f.path} ${size} bytes`);
    }
    await commitDir(tmp, target, (dir) => dtypes.every((d) => modelStatus(dir, ".", d).complete));
  } catch (e) {
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
    // drop an org folder this call created and left empty
    if (dirname(target) !== resolve(modelsDir)) await rmdir(dirname(target)).catch(() => {});
    throw e;
  }
  return target;
}
