import { join } from "node:path";

export const ROOT = join(import.meta.dir, "..", "..");
export const MAIN = join(ROOT, "src", "main.ts");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `engram` program as a child process. */
export async function engram(args: string[], env: Record<string, string>, cwd = ROOT): Promise<CliResult> {
  const proc = Bun.spawn(["bun", MAIN, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ORT_DISABLE_TELEMETRY: "1", ENGRAM_LOG: "warn", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, stdout, stderr };
}

/** A TCP port nothing listens on right now (for a real server in a test). */
export function freePort(): number {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}
