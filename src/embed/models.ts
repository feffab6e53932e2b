/** Inspecting model folders under the models directory (transformers.js layout). */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";

export type Dtype = "q8" | "fp32";

export const ONNX_FILE: Record<Dtype, string> = {
  q8: "onnx/model_quantized.onnx",
  fp32: "onnx/model.onnx",
};

/**
 * The int8 file with its 8-bit layers' weights stored as int8 (see WideWeights in build/onnx-graph.ts): the
 * same vectors as ONNX_FILE.q8, faster, on CPUs whose int8 products do not saturate (see exact-int8.ts).
 * Optional: a folder without it (pulled, or built before it existed) runs ONNX_FILE.q8.
 */
export const Q8_INT8_NAME = "model_vnni";
export const Q8_INT8_FILE = `onnx/${Q8_INT8_NAME}_quantized.onnx`;

/** SHA-256 (hex) of a model file's bytes: what a database records as the model's fingerprint. */
export function fileSha256(path: string): string {
  return createHash("sha256").update(readFileSync(path)).digest("hex");
}

/** What our converter built, written beside its files (see build/index.ts). */
export const BUILD_INFO_FILE = "engram-build.json";

/** A model folder's build record: the converter version and each file it wrote with its SHA-256 (null: none, or unreadable). */
export function readBuildInfo(dir: string): { converter: string | null; files: Record<string, unknown> } | null {
  try {
    const info = JSON.parse(readFileSync(join(dir, BUILD_INFO_FILE), "utf8")) as { converter_version?: unknown; files?: Record<string, unknown> };
    return { converter: info.converter_version == null ? null : String(info.converter_version), files: info.files ?? {} };
  } catch {
    return null;
  }
}

export const REQUIRED_FILES = ["config.json", "tokenizer.json", "tokenizer_config.json"] as const;

export function modelDir(modelsDir: string, modelId: string): string {
  return join(modelsDir, ...modelId.split("/"));
}

function isNonEmptyFile(path: string): boolean {
  try {
    const s = statSync(path);
    return s.isFile() && s.size > 0;
  } catch {
    return false;
  }
}

/**
 * Whether `<modelsDir>/<modelId>` holds what transformers.js needs.
 * With `dtype`, that dtype's ONNX file is required; without, either one will do
 * (and `onnx/model_quantized.onnx` is reported missing when neither is there).
 */
export function modelStatus(
  modelsDir: string,
  modelId: string,
  dtype?: Dtype,
): { complete: boolean; missing: string[] } {
  const dir = modelDir(modelsDir, modelId);
  const missing: string[] = REQUIRED_FILES.filter((f) => !isNonEmptyFile(join(dir, f)));
  if (dtype) {
    if (!isNonEmptyFile(join(dir, ONNX_FILE[dtype]))) missing.push(ONNX_FILE[dtype]);
  } else if (!isNonEmptyFile(join(dir, ONNX_FILE.q8)) && !isNonEmptyFile(join(dir, ONNX_FILE.fp32))) {
    missing.push(ONNX_FILE.q8);
  }
  return { complete: missing.length === 0, missing };
}

/** hidden_size from the folder's config.json, or null. */
export function readDims(dir: string): number | null {
  try {
    const cfg = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as { hidden_size?: unknown };
    return typeof cfg.hidden_size === "number" ? cfg.hidden_size : null;
  } catch {
    return null;
  }
}

async function listFiles(root: string): Promise<Array<{ path: string; bytes: number }>> {
  const out: Array<{ path: string; bytes: number }> = [];
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const e of entries) {
      if (e.name.startsWith(".")) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) out.push({ path: relative(root, p).split(sep).join("/"), bytes: (await stat(p)).size });
    }
  };
  await walk(root);
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Model folders under `modelsDir`: `<id>/config.json` or `<org>/<name>/config.json`
 * (ids as transformers.js sees them). Hidden folders (temp builds) are skipped.
 */
export async function listModels(
  modelsDir: string,
): Promise<Array<{ id: string; dims: number | null; files: Array<{ path: string; bytes: number }> }>> {
  const ids: string[] = [];
  let top: import("node:fs").Dirent[];
  try {
    top = await readdir(modelsDir, { withFileTypes: true });
  } catch {
    return [];
  }
  for (const e of top) {
    if (!e.isDirectory() || e.name.startsWith(".")) continue;
    const dir = join(modelsDir, e.name);
    if (existsSync(join(dir, "config.json"))) {
      ids.push(e.name);
      continue;
    }
    for (const s of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (s.isDirectory() && !s.name.startsWith(".") && existsSync(join(dir, s.name, "config.json"))) {
        ids.push(`${e.name}/${s.name}`);
      }
    }
  }
  ids.sort();
  const result = [];
  for (const id of ids) {
    const dir = modelDir(modelsDir, id);
    result.push({ id, dims: readDims(dir), files: await listFiles(dir) });
  }
  return result;
}
