/**
 * Gives freed heap memory back to the system. glibc keeps what ONNX Runtime's threads freed in their
 * malloc arenas, so a runner that has just closed its model still counts it resident; malloc_trim hands
 * the free pages back. Elsewhere (musl, macOS), or where libc cannot be opened, this does nothing.
 */
import { dlopen, FFIType } from "bun:ffi";
import { log } from "../log";

type Trim = () => number;
/** undefined: not looked up yet; null: not available here. */
let trim: Trim | null | undefined;

function open(): Trim | null {
  if (process.platform !== "linux") return null;
  try {
    const libc = dlopen("libc.so.6", { malloc_trim: { args: [FFIType.u64], returns: FFIType.i32 } });
    return () => libc.symbols.malloc_trim(0);
  } catch {
    return null; // not glibc
  }
}

/** Frees what the JavaScript heap and malloc hold unused; returns whether malloc gave pages back. */
export function trimHeap(): boolean {
  Bun.gc(true);
  if (trim === undefined) trim = open();
  if (!trim) return false;
  try {
    return trim() === 1;
  } catch (err) {
    log.warn("cannot trim the heap", { error: err instanceof Error ? err.message : String(err) });
    trim = null;
    return false;
  }
}
