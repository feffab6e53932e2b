/**
 * Local embeddings: model folders, the fp16 → ONNX converter, downloads, and the embedder.
 * Models live in `<modelsDir>/<id>/` in the transformers.js layout.
 */
export { type Embedder, type EmbedderFacts, loadEmbedder, type LoadEmbedderOptions, ModelNotFoundError, wrapEmbedder } from "./embedder.ts";
export { BUILD_INFO_FILE, type Dtype, fileSha256, listModels, modelDir, modelStatus, ONNX_FILE, Q8_INT8_FILE, readBuildInfo } from "./models.ts";
export { ModelPullError, type PullOptions, pullModel } from "./pull.ts";
export {
  type BuildOptions,
  buildDefaultModel,
  CONVERTER_VERSION,
  DEFAULT_MODEL_ID,
  locateSource,
  SOURCE_PACKAGE,
} from "./build/index.ts";
export { bulkWorkers, EmbedWorkerUnavailableError, loadEmbedderThread } from "./thread.ts";
export { type CachingEmbedder, cachingEmbedder, onDemandEmbedder, type OnDemandEmbedder } from "./reuse.ts";
