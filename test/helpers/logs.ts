/**
 * Runs `fn` with the program's log lines (JSON on stderr) captured instead of printed, and returns
 * them parsed. A test that provokes a failure on purpose asserts the line it expects here, so the
 * run's output shows only real failures.
 */
export async function captureLogs<T>(fn: () => Promise<T> | T): Promise<{ result: T; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
    const parsed = text.split("\n").filter(Boolean).map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return null;
      }
    });
    if (parsed.length > 0 && parsed.every((p) => p !== null)) {
      lines.push(...(parsed as Record<string, unknown>[]));
      return true;
    }
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
  try {
    const result = await fn();
    return { result, lines };
  } finally {
    process.stderr.write = write;
  }
}
