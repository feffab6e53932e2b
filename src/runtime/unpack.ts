/**
 * What the compiled executable (build.ts → dist/engram) does with the files it carries.
 *
 * Native libraries cannot be loaded from inside the executable's virtual file system, and the migrator
 * reads a folder, so `unpackNatives()` copies vec0.so, the ONNX Runtime binding + library and the
 * migrations once into `<cache>/engram/<content hash>/` and points `paths.ts` (and the patched
 * onnxruntime-node loader, see build.ts) there. `installEmbeddedModel()` puts the carried int8 embedding
 * model into `<modelsDir>/<id>/` when that folder is missing or incomplete.
 *
 * Both write into a hidden temp folder beside the target and rename it into place, so a crash or a
 * second process starting at the same moment never leaves a half-written folder under the final name.
 * From a source checkout nothing is registered and both are no-ops.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, lstatSync, mkdirSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { setUnpackedDir } from "./paths";

/** One file carried inside the executable: its path in the embedded file system and its size. */
export interface EmbeddedFile {
  path: string;
  bytes: number;
}

/** Written by build.ts into src/runtime/embedded.generated.ts. Keys are paths relative to the target folder. */
export interface EmbeddedPayload {
  /** Content hash of `natives` (names and bytes); names the unpack folder. */
  nativesHash: string;
  /** vec0.so, libonnxruntime.so.1, onnxruntime_binding.node, migrations/** */
  natives: Record<string, EmbeddedFile>;
  /** The int8 default embedding model (transformers.js layout), or null when built without one. */
  model: { id: string; hash: string; files: Record<string, EmbeddedFile> } | null;
}

/**
 * Global through which the patched onnxruntime-node loader (see build.ts) finds the unpacked
 * onnxruntime_binding.node; shared with build.ts so both sides spell it the same.
 */
export const ORT_BINDING_GLOBAL = "__engramOrtBindingPath";

let payload: EmbeddedPayload | null = null;

export function registerEmbedded(p: EmbeddedPayload): void {
  payload = p;
}

/** The registered payload: non-null only inside the compiled executable. */
export function embeddedPayload(): EmbeddedPayload | null {
  return payload;
}

function tempSibling(target: string, kind: "tmp" | "old"): string {
  // Same naming as src/embed/fs-atomic.ts, whose stale-temp cleanup and model listing skip these.
  return join(dirname(target), `.${basename(target)}.${kind}-${process.pid}-${randomBytes(4).toString("hex")}`);
}

function fileMatches(path: string, bytes: number): boolean {
  try {
    const s = statSync(path);
    return s.isFile() && s.size === bytes;
  } catch {
    return false;
  }
}

function allPresent(dir: string, files: Record<string, EmbeddedFile>): boolean {
  return Object.entries(files).every(([rel, f]) => fileMatches(join(dir, rel), f.bytes));
}

async function writeAll(dir: string, files: Record<string, EmbeddedFile>): Promise<void> {
  for (const [rel, f] of Object.entries(files)) {
    const dest = join(dir, rel);
    mkdirSync(dirname(dest), { recursive: true });
    const written = await Bun.write(dest, Bun.file(f.path));
    if (written !== f.bytes) throw new Error(`unpacking ${rel}: wrote ${written} bytes, expected ${f.bytes}`);
    const fd = openSync(dest, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

function errCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * A folder we may load native code from: a real directory (not a symlink) owned by us, not writable by
 * group or others. Guards the shared-tmp fallback against a folder planted by another user.
 */
function trustedDir(dir: string): boolean {
  try {
    const s = lstatSync(dir);
    const uid = process.getuid?.();
    return s.isDirectory() && (uid === undefined || s.uid === uid) && (s.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/**
 * Makes `<root>/<name>` hold exactly `files` (as far as names and sizes tell): reuses a complete folder,
 * otherwise writes a temp folder and renames it into place. Tolerates another process doing the same.
 */
async function materialize(root: string, name: string, files: Record<string, EmbeddedFile>): Promise<string> {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  if (!trustedDir(root)) throw new Error(`${root} is not a private directory owned by this user`);
  const target = join(root, name);
  if (trustedDir(target) && allPresent(target, files)) return target;

  const tmp = tempSibling(target, "tmp");
  mkdirSync(tmp, { mode: 0o700 });
  try {
    await writeAll(tmp, files);
    try {
      renameSync(tmp, target);
      return target;
    } catch (e) {
      if (errCode(e) !== "ENOTEMPTY" && errCode(e) !== "EEXIST") throw e;
    }
    // The target exists: another process won the race (fine), or it is damaged (replace it).
    if (trustedDir(target) && allPresent(target, files)) return target;
    const old = tempSibling(target, "old");
    renameSync(target, old);
    renameSync(tmp, target);
    rmSync(old, { recursive: true, force: true });
    return target;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Where the unpacked natives go: the user's cache folder, else a private folder under the temp dir. */
export function unpackRoots(env: Record<string, string | undefined> = process.env): string[] {
  const roots: string[] = [];
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && xdg.startsWith("/")) roots.push(join(xdg, "engram"));
  const home = env.HOME || (() => {
    try {
      return homedir();
    } catch {
      return "";
    }
  })();
  if (home) roots.push(join(home, ".cache", "engram"));
  roots.push(join(tmpdir(), `engram-${process.getuid?.() ?? "user"}`));
  return [...new Set(roots)];
}

/**
 * Copies the carried native libraries and migrations into `<cache>/engram/<hash>/` (once per build),
 * then points migrationsDir()/vecExtensionPath() and the ONNX Runtime loader there. Returns the folder,
 * or null outside the compiled executable.
 */
export async function unpackNatives(roots: string[] = unpackRoots()): Promise<string | null> {
  if (!payload) return null;
  const failures: string[] = [];
  for (const root of roots) {
    try {
      const dir = await materialize(root, payload.nativesHash, payload.natives);
      setUnpackedDir(dir);
      (globalThis as Record<string, unknown>)[ORT_BINDING_GLOBAL] = join(dir, "onnxruntime_binding.node");
      return dir;
    } catch (e) {
      failures.push(`${root}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  throw new Error(`cannot unpack the native libraries: ${failures.join("; ")}`);
}

export type ModelInstall = "present" | "installed" | "completed" | "not-embedded";

function nonEmptyFile(path: string): boolean {
  try {
    const s = statSync(path);
    return s.isFile() && s.size > 0;
  } catch {
    return false;
  }
}

/**
 * Installs the carried embedding model into `<modelsDir>/<modelId>/`:
 * - folder missing: written to a temp folder and renamed into place ("installed");
 * - folder present with every carried file (non-empty): left alone ("present");
 * - folder present but missing some: only the missing files are added, each by temp file + rename, and
 *   nothing already there is overwritten, so a hand-placed model is never clobbered ("completed").
 * "not-embedded" outside the executable, or when `modelId` is not the carried model.
 */
export async function installEmbeddedModel(modelsDir: string, modelId: string): Promise<ModelInstall> {
  const model = payload?.model;
  if (!model || model.id !== modelId) return "not-embedded";
  const target = join(modelsDir, ...modelId.split("/"));
  const missing = Object.entries(model.files).filter(([rel]) => !nonEmptyFile(join(target, rel)));
  if (missing.length === 0) return "present";

  let exists = false;
  try {
    exists = statSync(target).isDirectory();
  } catch {
    // absent
  }
  if (!exists) {
    mkdirSync(dirname(target), { recursive: true });
    const tmp = tempSibling(target, "tmp");
    mkdirSync(tmp);
    try {
      await writeAll(tmp, model.files);
      try {
        renameSync(tmp, target);
        return "installed";
      } catch (e) {
        if (errCode(e) !== "ENOTEMPTY" && errCode(e) !== "EEXIST") throw e;
        // another process created it meanwhile: fall through and fill in what it lacks
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  let added = 0;
  for (const [rel, f] of Object.entries(model.files)) {
    const dest = join(target, rel);
    if (nonEmptyFile(dest)) continue;
    const tmp = tempSibling(dest, "tmp");
    try {
      await writeAll(dirname(tmp), { [basename(tmp)]: f });
      renameSync(tmp, dest);
      added++;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  return added > 0 ? "completed" : "present";
}
