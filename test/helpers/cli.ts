import { readdirSync, readFileSync } from "node:fs";
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

/** A process's (or, with its stat file, a thread's) state, parent and nice value; null once it is gone. */
export function procStat(pid: number, file = `/proc/${pid}/stat`): { state: string; ppid: number; nice: number } | null {
  try {
    const s = readFileSync(file, "utf8");
    const f = s.slice(s.lastIndexOf(")") + 2).split(" ");
    return { state: f[0]!, ppid: Number(f[1]), nice: Number(f[16]) };
  } catch {
    return null; // gone
  }
}

/** The job runners (`engram __jobs`) that the server process `serverPid` started and that still run (a zombie has exited). */
export function runnersOf(serverPid: number): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      const st = procStat(pid);
      if (!st || st.ppid !== serverPid || st.state === "Z") return false;
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("__jobs");
      } catch {
        return false;
      }
    });
}

/** `engram serve` as a child process (JSON log lines on stderr at `info`); env adds to PATH and HOME only. */
export function startServe(env: Record<string, string>, flags: string[] = []) {
  return Bun.spawn(["bun", MAIN, "serve", ...flags], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ENGRAM_LOG: "info", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
}

/** Waits until the server answers /readyz with 200 (and returns that answer); fails when it exits first. */
export async function waitReady(url: string, proc: ReturnType<typeof startServe>): Promise<Response> {
  for (let i = 0; i < 200; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${await new Response(proc.stderr).text()}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.status === 200) return r;
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  throw new Error("server did not become ready");
}
