// One JSON line per event on stderr, so logs stay machine-readable and stdout stays free for CLI output.
export type LogLevel = "debug" | "info" | "warn" | "error";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: number = order.info;

export function setLogLevel(level: LogLevel): void {
  threshold = order[level];
}

/** Whether a level is written; lets a hot path skip building fields nobody will read. */
export function logs(level: LogLevel): boolean {
  return order[level] >= threshold;
}

function write(level: LogLevel, msg: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold) return;
  const line = JSON.stringify({ ts: new Date().toISOString(), level, msg, ...fields });
  process.stderr.write(line + "\n");
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
