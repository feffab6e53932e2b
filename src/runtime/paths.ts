import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getLoadablePath } from "sqlite-vec";

// Inside the compiled executable the native libraries and migrations are unpacked into one folder
// at first start (see build.ts); from a source checkout they are read where they are.
let unpackedDir: string | null = null;

export function setUnpackedDir(dir: string): void {
  unpackedDir = dir;
}

export function migrationsDir(): string {
  return unpackedDir ? join(unpackedDir, "migrations") : fileURLToPath(new URL("../../migrations", import.meta.url));
}

export function vecExtensionPath(): string {
  return unpackedDir ? join(unpackedDir, "vec0.so") : getLoadablePath();
}
