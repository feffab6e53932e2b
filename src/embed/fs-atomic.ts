/**
 * Atomic model-folder placement: everything is written into a hidden temp
 * folder beside the target (same filesystem), fsynced, then renamed into place.
 * A crash leaves only a hidden `.<name>.tmp-<pid>-<rand>` folder, which no
 * loader looks at and which the next build/pull removes.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

export function tempSibling(target: string, kind: "tmp" | "old"): string {
  return join(dirname(target), `.${basename(target)}.${kind}-${process.pid}-${randomBytes(4).toString("hex")}`);
}

export async function makeTempDirFor(target: string): Promise<string> {
  await mkdir(dirname(target), { recursive: true });
  await removeStaleTemps(target);
  const tmp = tempSibling(target, "tmp");
  await mkdir(tmp, { recursive: true });
  return tmp;
}

function pidAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes leftovers of crashed builds for this target (their process is gone). */
export async function removeStaleTemps(target: string): Promise<void> {
  const prefix = `.${basename(target)}.`;
  let entries: string[];
  try {
    entries = await readdir(dirname(target));
  } catch {
    return;
  }
  for (const name of entries) {
    if (!name.startsWith(prefix)) continue;
    const m = /^(?:tmp|old)-(\d+)-[0-9a-f]+$/.exec(name.slice(prefix.length));
    if (m && !pidAlive(Number(m[1]))) {
      await rm(join(dirname(target), name), { recursive: true, force: true }).catch(() => {});
    }
  }
}

/** Writes a file and fsyncs it. */
export async function writeFileSynced(path: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const fh = await open(path, "w");
  try {
    const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
    let off = 0;
    while (off < bytes.byteLength) {
      const { bytesWritten } = await fh.write(bytes, off, bytes.byteLength - off);
      off += bytesWritten;
    }
    await fh.sync();
  } finally {
    await fh.close();
  }
}

export async function fsyncDir(path: string): Promise<void> {
  try {
    const fh = await open(path, "r");
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  } catch {
    // not supported everywhere; the rename is still atomic
  }
}

/**
 * Moves the finished temp folder to `target`. An existing target is replaced
 * (moved aside first, then deleted). If another process placed a folder at the
 * same moment, `isComplete(target)` decides: keep theirs (ours is discarded) or fail.
 */
export async function commitDir(tmp: string, target: string, isComplete: (dir: string) => boolean): Promise<void> {
  await fsyncDir(tmp);
  let old: string | null = null;
  if (existsSync(target)) {
    old = tempSibling(target, "old");
    try {
      await rename(target, old);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      old = null; // someone else moved it; fine
    }
  }
  try {
    await rename(tmp, target);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if ((code === "ENOTEMPTY" || code === "EEXIST") && isComplete(target)) {
      // a concurrent writer won the race; its content is equivalent
      await rm(tmp, { recursive: true, force: true });
    } else {
      throw e;
    }
  } finally {
    if (old) await rm(old, { recursive: true, force: true }).catch(() => {});
  }
  await fsyncDir(dirname(target));
}
