/**
 * Where a worker thread's entry file is. From source: beside the file that starts it. In the compiled
 * executable: an entry point of its own, which the bundler places by its path under src/ (build.ts must
 * list it among its entry points); the file beside the caller is tried after it.
 * `entry`: the path under src/ without extension, e.g. "db/scan-worker".
 */
export function workerEntries(callerUrl: string, entry: string): (string | URL)[] {
  const beside = new URL(`./${entry.slice(entry.lastIndexOf("/") + 1)}.ts`, callerUrl);
  return callerUrl.includes("/$bunfs/") ? [`/$bunfs/root/${entry}.js`, beside] : [beside];
}
