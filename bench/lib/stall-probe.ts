/**
 * Preload for bench/healthz.ts --probe: active in `engram serve`'s main thread only. The job runner is
 * started with the same Bun flags (so it preloads this file too) and the same environment, and worker
 * threads (the embedder's, the WAL checkpoint's) may preload it too; neither must log into the server's
 * stall file.
 */
import { isMainThread } from "node:worker_threads";

if (isMainThread && process.argv.includes("serve")) await import("./stall-probe-impl");
