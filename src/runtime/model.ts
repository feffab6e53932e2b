import { join } from "node:path";
import type { Config } from "../config";
import { buildDefaultModel, CONVERTER_VERSION, fileSha256, DEFAULT_MODEL_ID, EmbedWorkerUnavailableError, loadEmbedder, loadEmbedderThread, locateSource, modelDir, modelStatus, ModelNotFoundError, ONNX_FILE, Q8_INT8_FILE, readBuildInfo, type Embedder } from "../embed";
import { log } from "../log";
import { installEmbeddedModel, ORT_BINDING_GLOBAL } from "./unpack";

/** Whether the npm weights are here to build from (not in the executable, which carries its built model). */
function canBuild(): boolean {
  try {
    locateSource();
    return true;
  } catch {
    return false;
  }
}

/**
 * Fingerprints of model files this process replaced (an older converter's build), by folder: a
 * database that recorded no fingerprint yet made its vectors with the replaced file, so it adopts
 * that one and is then asked to re-embed (see adoptOrCheckModel), instead of silently adopting the new.
 */
const replaced = new Map<string, string>();

export function replacedFingerprint(config: Config): string | null {
  return replaced.get(modelDir(config.modelsDir, config.embedModel)) ?? null;
}

/**
 * Makes sure the configured model is on disk: the default model is built from the npm-shipped weights
 * when missing (first start, or a wiped models folder); any other model must be pulled or copied.
 *
 * A default-model folder built by an older converter is rebuilt: converter 1 quantised weights to 8
 * bits, which ONNX Runtime's U8S8 kernel saturates on AVX2 CPUs without VNNI, so its vectors are wrong
 * there and keeping it would keep writing wrong vectors. The build is deterministic and takes seconds;
 * the database's model fingerprint then asks for `engram reembed` where vectors from the old file exist.
 */
export async function ensureModel(config: Config): Promise<void> {
  const status = modelStatus(config.modelsDir, config.embedModel, config.embedDtype);
  if (status.complete && config.embedModel === DEFAULT_MODEL_ID) {
    const dir = modelDir(config.modelsDir, config.embedModel);
    // The build record our converter wrote (none: pulled, copied, or an older executable's).
    const built = readBuildInfo(dir);
    const converter = built?.converter ?? null;
    const stale = converter !== null && converter !== CONVERTER_VERSION;
    // Built by this converter before it wrote the int8 file: the rebuild adds it, and its other files come
    // out byte for byte the same (the build is deterministic), so the fingerprint and the vectors stay.
    const lacksInt8 = converter === CONVERTER_VERSION && config.embedDtype === "q8" && built!.files[Q8_INT8_FILE] === undefined && canBuild();
    if (stale || lacksInt8) {
      const file = join(dir, ONNX_FILE[config.embedDtype]);
      const old = fileSha256(file);
      if (stale) log.warn(`rebuilding embedding model ${DEFAULT_MODEL_ID} in ${dir}: it was built by converter ${converter}, this is ${CONVERTER_VERSION}`);
      else log.info(`rebuilding embedding model ${DEFAULT_MODEL_ID} in ${dir} to add ${Q8_INT8_FILE} (the same vectors, faster on CPUs with exact int8 products)`);
      await buildDefaultModel(config.modelsDir);
      if (fileSha256(file) !== old) replaced.set(dir, old);
    }
    return;
  }
  if (status.complete) return;
  if (config.embedModel !== DEFAULT_MODEL_ID) throw new ModelNotFoundError(config.modelsDir, config.embedModel, status.missing);
  // The compiled executable carries the int8 model: install it rather than convert (no npm weights there).
  if (config.embedDtype === "q8" && (await installEmbeddedModel(config.modelsDir, config.embedModel)) !== "not-embedded") return;
  log.info(`building embedding model ${DEFAULT_MODEL_ID} into ${config.modelsDir} (first start; takes a few seconds)`);
  await buildDefaultModel(config.modelsDir);
}

/**
 * The configured model, on its own worker thread (see embed/thread.ts): the caller's event loop stays
 * free while texts are embedded. Where the worker cannot start (an executable built without its entry
 * point), the model runs on the caller's thread, as before, with a warning. `engram reembed` and the job
 * runner ask for `bulkWorkers()`: several models side by side, the runner's second only once texts have
 * waited for the first (`lazy`; see embed/thread.ts).
 */
export async function openEmbedder(config: Config, { workers = 1, lazy = false }: { workers?: number; lazy?: boolean } = {}): Promise<Embedder> {
  await ensureModel(config);
  const opts = { modelsDir: config.modelsDir, modelId: config.embedModel, dtype: config.embedDtype };
  // The compiled executable's ONNX Runtime loader reads where its binding was unpacked from a global.
  const binding = (globalThis as Record<string, unknown>)[ORT_BINDING_GLOBAL];
  try {
    return await loadEmbedderThread({ ...opts, workers, lazy, globals: binding === undefined ? undefined : { [ORT_BINDING_GLOBAL]: binding } });
  } catch (err) {
    if (!(err instanceof EmbedWorkerUnavailableError)) throw err;
    log.warn("embedding on the main thread: the embedding worker cannot start", { error: err.message });
    return loadEmbedder(opts);
  }
}

