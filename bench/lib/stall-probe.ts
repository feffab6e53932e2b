/**
 * Preload for bench/healthz.ts --probe: active in `engram serve` only. The job runner is started with
 * the same Bun flags (so it preloads this file too) and the same environment; it must not log into the
 * server's stall file.
 */
export {};
if (process.argv.includes("serve")) await import("./stall-probe-impl");
