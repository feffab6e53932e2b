/**
 * One converted model per source version and converter code, shared by all
 * test files (and bench/embed.ts): `<tmpdir>/engram-test-models-<hash>/all-MiniLM-L6-v2`.
 * Built on first use; the build is atomic, so concurrent test processes are safe.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDefaultModel, DEFAULT_MODEL_ID, locateSource } from "../../src/embed/build/index.ts";
import { modelStatus } from "../../src/embed/models.ts";

/** Reference folder made by other means (optional): fp32 results are compared with it. */
// CI clones the project with shared/ beside it; a developer's checkout sits at /work/main.
export const REFERENCE_MODELS_DIR =
  process.env.ENGRAM_REFERENCE_MODELS ??
  [join(import.meta.dir, "..", "..", "..", "shared", "models"), "/work/shared/models"].find((d) => existsSync(d)) ??
  "/work/shared/models";
export const hasReference = existsSync(join(REFERENCE_MODELS_DIR, DEFAULT_MODEL_ID, "onnx", "model.onnx"));

function cacheKey(): string {
  const h = createHash("sha256");
  h.update(locateSource().version);
  const buildSrc = join(import.meta.dir, "..", "..", "src", "embed", "build");
  for (const f of readdirSync(buildSrc).sort()) {
    if (f.endsWith(".ts") || f.endsWith(".json")) h.update(f).update(readFileSync(join(buildSrc, f)));
  }
  return h.digest("hex").slice(0, 12);
}

/** Removes models left by earlier converter versions (not touched for an hour); `keep`: this version's prefix. */
function removeOldBuilds(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || name.startsWith(keep)) continue;
    const p = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(p).mtimeMs > 3600_000) rmSync(p, { recursive: true, force: true });
    } catch {
      // another process may be cleaning too
    }
  }
}

const PREFIX = "engram-test-models-";
const building = new Map<string, Promise<string>>();

/** The models dir holding a freshly converted all-MiniLM-L6-v2 (both dtypes; int8 with the given activation scheme). */
export function testModelsDir(activation: "row" | "static" = "static"): Promise<string> {
  let b = building.get(activation);
  if (!b) building.set(activation, (b = build(activation)));
  return b;
}

function build(activation: "row" | "static"): Promise<string> {
  return (async () => {
    const name = `${PREFIX}${cacheKey()}${activation === "static" ? "" : `-${activation}`}`;
    const dir = join(tmpdir(), name);
    const ready =
      modelStatus(dir, DEFAULT_MODEL_ID, "q8").complete &&
      modelStatus(dir, DEFAULT_MODEL_ID, "fp32").complete &&
      existsSync(join(dir, DEFAULT_MODEL_ID, "engram-build.json"));
    if (!ready) {
      removeOldBuilds(`${PREFIX}${cacheKey()}`);
      await buildDefaultModel(dir, { activation });
    }
    return dir;
  })();
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
}

export function maxAbsDiff(a: Float32Array, b: Float32Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]! - b[i]!));
  return m;
}
