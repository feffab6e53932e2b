/**
 * Entry point of the single executable built by build.ts (dist/engram). Same CLI as src/main.ts, plus:
 * 1. re-runs itself with ORT_DISABLE_TELEMETRY=1 when that is not in the environment (reexec.ts);
 * 2. unpacks the carried native libraries and migrations into the user's cache folder (unpack.ts);
 * 3. for `serve` (the default command) with the default embedding model, installs the carried int8
 *    model into ENGRAM_MODELS_DIR (flag --engram_models_dir) when it is not there yet;
 * 4. runs the CLI. The CLI (and through it transformers.js / onnxruntime-node) is imported only after
 *    step 2, because the patched onnxruntime-node loader needs the unpacked binding's path.
 *
 * A hidden command `engram __selfcheck [TEXT]` loads sqlite-vec, installs the model, loads it on the
 * embedding worker thread and embeds one sentence, printing one JSON line; build.ts --check and test/build use it to prove the executable
 * can embed (until the API has endpoints that embed).
 */
// @ts-ignore -- no such file in the checkout: build.ts writes it into a temp folder and resolves this import there
import { EMBEDDED } from "./embedded.generated.ts";
import { ensureTelemetryOff } from "./reexec";
import { type EmbeddedPayload, installEmbeddedModel, registerEmbedded, unpackNatives } from "./unpack";

const userArgs = process.argv.slice(2);
await ensureTelemetryOff(userArgs);

registerEmbedded(EMBEDDED as EmbeddedPayload);
const err = (line: string) => process.stderr.write(line + "\n");
let unpackedDir: string | null;
try {
  unpackedDir = await unpackNatives();
} catch (e) {
  err(`engram: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

/** The command line's config when the command is `serve` or `__selfcheck`, else null (runCli reports errors). */
async function configFor(commands: string[]) {
  const { parseArgs } = await import("../cli/args");
  const { loadConfig } = await import("../config");
  try {
    const { positionals, flags } = parseArgs(userArgs, ["help", "json"]);
    if (flags.help || !commands.includes(positionals[0] ?? "serve")) return null;
    return loadConfig(process.env, flags);
  } catch {
    return null;
  }
}

async function installModel(config: { modelsDir: string; embedModel: string; logLevel: "debug" | "info" | "warn" | "error" }) {
  const { log, setLogLevel } = await import("../log");
  setLogLevel(config.logLevel);
  const started = performance.now();
  const result = await installEmbeddedModel(config.modelsDir, config.embedModel);
  if (result === "installed" || result === "completed") {
    log.info("installed the embedded embedding model", {
      model: config.embedModel,
      models_dir: config.modelsDir,
      ms: Math.round(performance.now() - started),
    });
  }
  return result;
}

if (userArgs[0] === "__selfcheck") {
  const config = await configFor(["__selfcheck"]);
  if (!config) {
    err("engram: __selfcheck: bad configuration");
    process.exit(2);
  }
  try {
    const { Database } = await import("bun:sqlite");
    const { vecExtensionPath } = await import("./paths");
    const db = new Database(":memory:");
    db.loadExtension(vecExtensionPath());
    const vec = (db.query("select vec_version() as v").get() as { v: string }).v;
    db.close();
    const model = await installModel(config);
    // On the worker thread, as the server embeds, with no fallback: an executable built without the
    // worker's entry point fails here instead of quietly embedding on the main thread.
    const { loadEmbedderThread } = await import("../embed");
    const { ORT_BINDING_GLOBAL } = await import("./unpack");
    const binding = (globalThis as Record<string, unknown>)[ORT_BINDING_GLOBAL];
    const embedder = await loadEmbedderThread({
      modelsDir: config.modelsDir,
      modelId: config.embedModel,
      dtype: "q8",
      globals: binding === undefined ? undefined : { [ORT_BINDING_GLOBAL]: binding },
    });
    const [v] = await embedder.embed([userArgs[1] ?? "The quick brown fox jumps over the lazy dog."]);
    await embedder.close();
    const norm = Math.sqrt(v!.reduce((s, x) => s + x * x, 0));
    // The thread that takes half of a large project-wide search's first pass (its own entry point too).
    const { helperAnswers } = await import("../db/scan-helper");
    const scanHelper = await helperAnswers();
    process.stdout.write(
      JSON.stringify({
        ok: true,
        unpacked_dir: unpackedDir,
        sqlite_vec: vec,
        model,
        model_id: embedder.modelId,
        model_file: embedder.file,
        dims: v!.length,
        norm: Number(norm.toFixed(6)),
        load_ms: Math.round(embedder.loadMs),
        scan_helper: scanHelper,
        head: Array.from(v!.slice(0, 4), (x) => Number(x.toFixed(6))),
      }) + "\n",
    );
    process.exit(0);
  } catch (e) {
    err(`engram: __selfcheck: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  }
}

const serveConfig = await configFor(["serve"]);
if (serveConfig) {
  try {
    await installModel(serveConfig);
  } catch (e) {
    // Not fatal here: the server starts and reports the model as not ready.
    err(`engram: cannot install the embedded model: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const { runCli } = await import("../cli");
const code = await runCli(userArgs, {
  out: (line) => process.stdout.write(line + "\n"),
  err,
  env: process.env,
});
process.exit(code);
