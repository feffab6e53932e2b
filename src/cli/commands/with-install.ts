import { openInstall } from "../../boot";
import type { Config } from "../../config";
import type { AdminCtx } from "../../domain/context";

/** Opens the database for one command and closes it after, also when the command throws. */
export async function withInstall<T>(config: Config, fn: (ctx: AdminCtx) => T | Promise<T>): Promise<T> {
  const opened = await openInstall(config);
  try {
    return await fn({ ...opened.rt, actor: "dashboard", ip: null });
  } finally {
    await opened.close();
  }
}

export function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return "(none)";
  const cells = rows.map((r) => columns.map((c) => (r[c] === null || r[c] === undefined ? "-" : Array.isArray(r[c]) ? (r[c] as unknown[]).join(",") : String(r[c]))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i]!)).join("  ").trimEnd();
  return [line(columns), ...cells.map(line)].join("\n");
}
