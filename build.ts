/**
 * `bun run build` → dist/engram: one executable carrying the Bun runtime, the application, sqlite-vec,
 * ONNX Runtime (onnxruntime-node), the migrations and the int8 all-MiniLM-L6-v2 embedding model.
 * Works offline from node_modules only.
 *
 * Steps:
 * 1. the int8 model: converted from the npm weights by src/embed's converter into .build/ (cached per
 *    weights version and converter source);
 * 2. embedded.generated.ts, written into a temp folder (never the checkout) and resolved there when
 *    compiled-main.ts imports it: one `import ... with { type: "file" }` per carried file and a
 *    manifest (relative path → embedded path, size) that src/runtime/unpack.ts uses at run time;
 * 3. Bun.build({ compile }) of src/runtime/compiled-main.ts with a plugin that stubs `sharp` and makes
 *    onnxruntime-node load its native binding from the folder the executable unpacks it into. The
 *    library files are patched by exact text; when a pattern is missing (a dependency changed) the build
 *    fails and says which.
 *
 * Options: --outfile PATH (default dist/engram), --cache-dir DIR (where the converted model is kept
 * between builds; default .build/), --no-minify, --check (run the result once from an empty temp
 * folder: migrate + embed one sentence).
 */
import type { BunPlugin } from "bun";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { getLoadablePath } from "sqlite-vec";
import { buildDefaultModel, DEFAULT_MODEL_ID, locateSource } from "./src/embed/build/index.ts";
import { BUILD_INFO_FILE, modelStatus, Q8_INT8_FILE } from "./src/embed/models.ts";
import { SHARP_STUB_SOURCE } from "./src/embed/transformers.ts";
import type { EmbeddedPayload } from "./src/runtime/unpack.ts";
import { ORT_BINDING_GLOBAL } from "./src/runtime/unpack.ts";

export const ROOT = import.meta.dir;
const ENTRY = join(ROOT, "src", "runtime", "compiled-main.ts");
const WORKER_ENTRY = join(ROOT, "src", "embed", "embed-worker.ts");
const CHECKPOINT_ENTRY = join(ROOT, "src", "db", "checkpoint-worker.ts");
const SCAN_ENTRY = join(ROOT, "src", "db", "scan-worker.ts");
/**
 * Model files the executable carries: the int8 files only (the fp32 one would add ~90 MB), the portable
 * one and its faster twin for CPUs with exact int8 products (~23 MB), with the build record that pairs them.
 */
const MODEL_FILES = [
  "config.json",
  "tokenizer.json",
  "tokenizer_config.json",
  "special_tokens_map.json",
  "onnx/model_quantized.onnx",
  Q8_INT8_FILE,
  BUILD_INFO_FILE,
] as const;
const REQUIRED_MODEL_FILES = new Set(["config.json", "tokenizer.json", "tokenizer_config.json", "onnx/model_quantized.onnx"]);

export interface BuildOptions {
  outfile?: string;
  /** Where converted models are cached (default `.build/` in the checkout; tests pass a temp folder). */
  cacheDir?: string;
  minify?: boolean;
  log?: (line: string) => void;
}

export interface BuildResult {
  outfile: string;
  bytes: number;
  ms: number;
  modelMs: number;
  compileMs: number;
  files: number;
}

function walk(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p, root));
    else if (e.isFile()) out.push(relative(root, p).split(sep).join("/"));
  }
  return out.sort();
}

function sha256(...parts: Array<string | Uint8Array>): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex");
}

/** Cache key of the converted model: weights package version + converter source. */
function modelCacheKey(): string {
  const h = createHash("sha256");
  h.update(locateSource().version);
  const embedSrc = join(ROOT, "src", "embed");
  for (const rel of walk(embedSrc).filter((f) => f.endsWith(".ts"))) {
    h.update(rel).update(readFileSync(join(embedSrc, rel)));
  }
  return h.digest("hex").slice(0, 12);
}

/** Step 1: the converted model folder, built once per cache key under the cache folder. */
async function ensureModel(log: (line: string) => void, cacheRoot: string): Promise<string> {
  const key = modelCacheKey();
  const modelsDir = join(cacheRoot, `models-${key}`);
  if (modelStatus(modelsDir, DEFAULT_MODEL_ID, "q8").complete) {
    log(`model: reusing ${relative(ROOT, modelsDir)}/${DEFAULT_MODEL_ID}`);
  } else {
    const started = performance.now();
    await buildDefaultModel(modelsDir, { log });
    log(`model: converted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Older conversions are dead weight.
  if (existsSync(cacheRoot)) {
    for (const name of readdirSync(cacheRoot)) {
      if (name.startsWith("models-") && name !== `models-${key}`) rmSync(join(cacheRoot, name), { recursive: true, force: true });
    }
  }
  return join(modelsDir, DEFAULT_MODEL_ID);
}

/** onnxruntime-node as transformers.js resolves it, and its prebuilt binaries for this machine. */
function onnxRuntimeFiles(): { pkgDir: string; binding: string; library: string } {
  if (process.platform !== "linux") throw new Error(`build: only Linux executables are supported (this is ${process.platform})`);
  const transformersPkg = Bun.resolveSync("@huggingface/transformers/package.json", ROOT);
  const ortPkg = Bun.resolveSync("onnxruntime-node/package.json", dirname(transformersPkg));
  const pkgDir = dirname(ortPkg);
  const binDir = join(pkgDir, "bin", "napi-v6", process.platform, process.arch);
  const binding = join(binDir, "onnxruntime_binding.node");
  const library = join(binDir, "libonnxruntime.so.1");
  for (const f of [binding, library]) {
    if (!existsSync(f)) throw new Error(`build: onnxruntime-node has no ${relative(pkgDir, f)} for ${process.platform}-${process.arch}`);
  }
  return { pkgDir, binding, library };
}

/** Step 2: the manifest module. Returns the payload (with file paths on disk instead of embedded ones). */
function writeGenerated(generated: string, modelDir: string, ort: { binding: string; library: string }): EmbeddedPayload {
  const natives: Array<[string, string]> = [
    ["vec0.so", getLoadablePath()],
    ["libonnxruntime.so.1", ort.library],
    ["onnxruntime_binding.node", ort.binding],
  ];
  const migrations = join(ROOT, "migrations");
  const migrationFiles = walk(migrations);
  if (!migrationFiles.includes("meta/_journal.json")) throw new Error("build: migrations/meta/_journal.json is missing");
  for (const rel of migrationFiles) natives.push([`migrations/${rel}`, join(migrations, rel)]);

  const modelFiles: Array<[string, string]> = [];
  for (const rel of MODEL_FILES) {
    const p = join(modelDir, rel);
    if (existsSync(p)) modelFiles.push([rel, p]);
    else if (REQUIRED_MODEL_FILES.has(rel)) throw new Error(`build: the converted model lacks ${rel} (${modelDir})`);
  }

  const imports: string[] = [];
  let n = 0;
  const entries = (files: Array<[string, string]>) =>
    files.map(([rel, abs]) => {
      const id = `f${n++}`;
      imports.push(`import ${id} from ${JSON.stringify(abs.split(sep).join("/"))} with { type: "file" };`);
      return `    ${JSON.stringify(rel)}: { path: ${id}, bytes: ${statSync(abs).size} },`;
    });
  const hashOf = (files: Array<[string, string]>) => sha256(...files.flatMap(([rel, abs]) => [rel, "\0", readFileSync(abs), "\0"])).slice(0, 16);
  const nativesHash = hashOf(natives);
  const modelHash = hashOf(modelFiles);
  const nativeLines = entries(natives);
  const modelLines = entries(modelFiles);
  const source = [
    "// Generated by build.ts for the compiled executable; do not edit, not committed.",
    "// @ts-nocheck -- `with { type: \"file\" }` imports are paths, which TypeScript cannot know",
    ...imports,
    "",
    "export const EMBEDDED = {",
    `  nativesHash: ${JSON.stringify(nativesHash)},`,
    "  natives: {",
    ...nativeLines,
    "  },",
    "  model: {",
    `    id: ${JSON.stringify(DEFAULT_MODEL_ID)},`,
    `    hash: ${JSON.stringify(modelHash)},`,
    "    files: {",
    ...modelLines.map((l) => `  ${l}`),
    "    },",
    "  },",
    "};",
    "",
  ].join("\n");
  writeFileSync(generated, source);
  const toFiles = (files: Array<[string, string]>) =>
    Object.fromEntries(files.map(([rel, abs]) => [rel, { path: abs, bytes: statSync(abs).size }]));
  return { nativesHash, natives: toFiles(natives), model: { id: DEFAULT_MODEL_ID, hash: modelHash, files: toFiles(modelFiles) } };
}

interface Patch {
  /** Which file (matched against the resolved path). */
  file: RegExp;
  what: string;
  find: string;
  replace: string;
  /** Added at the top of the file. */
  prepend?: string;
}

/** Library edits; each must apply exactly once per build or the build fails. */
const PATCHES: Patch[] = [
  {
    // transformers.js loads onnxruntime-node through createRequire, which the bundler does not follow.
    file: /[\\/]@huggingface[\\/]transformers[\\/]dist[\\/]transformers\.node\.mjs$/,
    what: "transformers.js: bundle onnxruntime-node instead of createRequire()",
    find: 'var onnx_node_default = requireFromHere("onnxruntime-node");',
    replace: "var onnx_node_default = __engram_onnxruntime_node;",
    prepend: 'import __engram_onnxruntime_node from "onnxruntime-node";\n',
  },
  {
    // The native binding cannot be dlopen()ed from inside the executable: load the unpacked copy.
    file: /[\\/]onnxruntime-node[\\/]dist[\\/]binding\.js$/,
    what: "onnxruntime-node: load onnxruntime_binding.node from the unpack folder",
    find: "require(`../bin/napi-v6/${process.platform}/${process.arch}/onnxruntime_binding.node`)",
    replace:
      `(() => { const p = globalThis[${JSON.stringify(ORT_BINDING_GLOBAL)}]; ` +
      `if (typeof p !== "string") throw new Error("engram: the ONNX Runtime binding was not unpacked before onnxruntime-node was loaded"); ` +
      "const m = { exports: {} }; process.dlopen(m, p); return m.exports; })()",
  },
];

function patchPlugin(generated: string, applied: Map<Patch, number>, stubbed: Set<string>): BunPlugin {
  return {
    name: "engram-compile",
    setup(build) {
      // The manifest lives in a temp folder so a build leaves nothing in the checkout.
      build.onResolve({ filter: /embedded\.generated\.ts$/ }, () => ({ path: generated }));
      // sharp (images) is imported by transformers.js at load time but never used for text (src/embed/transformers.ts).
      build.onResolve({ filter: /^sharp$/ }, (args) => {
        stubbed.add(args.importer);
        return { path: "sharp", namespace: "engram-stub" };
      });
      build.onLoad({ filter: /.*/, namespace: "engram-stub" }, () => ({ contents: SHARP_STUB_SOURCE, loader: "js" }));
      for (const patch of PATCHES) {
        build.onLoad({ filter: patch.file }, async (args) => {
          const text = await Bun.file(args.path).text();
          const at = text.indexOf(patch.find);
          if (at === -1 || text.indexOf(patch.find, at + 1) !== -1) {
            throw new Error(
              `build: cannot patch ${args.path} (${patch.what}): expected exactly one occurrence of\n  ${patch.find}\n` +
                "The dependency changed; update the pattern in build.ts.",
            );
          }
          applied.set(patch, (applied.get(patch) ?? 0) + 1);
          return {
            contents: (patch.prepend ?? "") + text.slice(0, at) + patch.replace + text.slice(at + patch.find.length),
            loader: "js",
          };
        });
      }
    },
  };
}

export async function build(opts: BuildOptions = {}): Promise<BuildResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const outfile = resolve(ROOT, opts.outfile ?? "dist/engram");

  const modelDir = await ensureModel(log, resolve(ROOT, opts.cacheDir ?? ".build"));
  const modelMs = performance.now() - started;
  const ort = onnxRuntimeFiles();
  const genDir = mkdtempSync(join(tmpdir(), "engram-build-"));
  const generated = join(genDir, "embedded.generated.ts");
  const payload = writeGenerated(generated, modelDir, ort);
  const files = Object.keys(payload.natives).length + Object.keys(payload.model?.files ?? {}).length;

  const compileStarted = performance.now();
  const applied = new Map<Patch, number>();
  const stubbed = new Set<string>();
  mkdirSync(dirname(outfile), { recursive: true });
  rmSync(outfile, { force: true });
  const result = await Bun.build({
    // The worker threads are entries of their own: src/embed/thread.ts, src/db/checkpoint.ts and src/db/scan-helper.ts start them by their paths in the executable.
    entrypoints: [ENTRY, WORKER_ENTRY, CHECKPOINT_ENTRY, SCAN_ENTRY],
    compile: {
      outfile,
      // A bunfig.toml in whatever folder the executable is started from must not change how it runs.
      autoloadBunfig: false,
    },
    minify: opts.minify ?? true,
    // Parsing ~10 MB of JavaScript at every start costs 50-100 ms; bytecode brings `engram help` to ~15 ms.
    bytecode: true,
    format: "esm", // top-level await in compiled-main.ts (bytecode defaults to cjs)
    // Embedded in the executable (compressed) so stack traces name source files; the extra .map
    // output beside it is not needed and removed below.
    sourcemap: "linked",
    plugins: [patchPlugin(generated, applied, stubbed)],
    throw: false,
  }).finally(() => rmSync(genDir, { recursive: true, force: true }));
  if (!result.success) {
    for (const m of result.logs) console.error(m);
    throw new Error("build: bundling failed");
  }
  for (const o of result.outputs) if (o.path !== outfile) rmSync(o.path, { force: true });
  for (const patch of PATCHES) {
    const count = applied.get(patch) ?? 0;
    if (count !== 1) throw new Error(`build: patch "${patch.what}" applied ${count} times (expected once); is the file still bundled?`);
  }
  if (stubbed.size === 0) log("note: nothing imports sharp any more; the stub can go");
  const compileMs = performance.now() - compileStarted;

  const bytes = statSync(outfile).size;
  const ms = performance.now() - started;
  log(
    `built ${relative(process.cwd(), outfile) || outfile}: ${(bytes / 1e6).toFixed(1)} MB, ${files} embedded files, ` +
      `${(ms / 1000).toFixed(1)} s (model ${(modelMs / 1000).toFixed(1)} s, compile ${(compileMs / 1000).toFixed(1)} s)`,
  );
  return { outfile, bytes, ms, modelMs, compileMs, files };
}

/** Runs the executable once from an empty folder: migrate, then embed one sentence. */
export async function check(outfile: string, log: (line: string) => void = console.log): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "engram-build-check-"));
  try {
    const env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: join(dir, "home"),
      ENGRAM_DATA_DIR: join(dir, "data"),
      ENGRAM_MODELS_DIR: join(dir, "models"),
      ENGRAM_LOG: "warn",
    };
    for (const args of [["migrate"], ["__selfcheck"]]) {
      const started = performance.now();
      const p = Bun.spawnSync([outfile, ...args], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
      const out = p.stdout.toString().trim();
      if (p.exitCode !== 0) throw new Error(`check: \`engram ${args.join(" ")}\` exited ${p.exitCode}\n${out}\n${p.stderr.toString()}`);
      log(`check: engram ${args.join(" ")} ok in ${Math.round(performance.now() - started)} ms${out ? `: ${out}` : ""}`);
    }
    if (existsSync(join(dir, "home", ".cache", "Microsoft"))) throw new Error("check: ONNX Runtime wrote telemetry under ~/.cache/Microsoft");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  let outfile: string | undefined;
  let cacheDir: string | undefined;
  let minify = true;
  let runCheck = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--outfile") outfile = args[++i];
    else if (a.startsWith("--outfile=")) outfile = a.slice("--outfile=".length);
    else if (a === "--cache-dir") cacheDir = args[++i];
    else if (a.startsWith("--cache-dir=")) cacheDir = a.slice("--cache-dir=".length);
    else if (a === "--no-minify") minify = false;
    else if (a === "--check") runCheck = true;
    else {
      console.error(`build.ts: unknown option ${a} (use --outfile PATH, --cache-dir DIR, --no-minify, --check)`);
      process.exit(2);
    }
  }
  try {
    const r = await build({ outfile, cacheDir, minify });
    if (runCheck) await check(r.outfile);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
