/**
 * ONNX Runtime writes telemetry files under ~/.cache/Microsoft unless ORT_DISABLE_TELEMETRY=1 is in the
 * process's REAL environment when the native library starts; assigning process.env from JavaScript does
 * not reach it. So an entry point calls `ensureTelemetryOff(userArgs)` before it loads anything heavy:
 * when the variable is missing, the program runs itself again as a child with the variable set and ends
 * with the child's exit code.
 *
 * The child runs in its own session (setsid), so a Ctrl-C from the terminal reaches only this parent,
 * which forwards it once; otherwise the child would get the terminal's SIGINT and the forwarded one, and
 * the second would kill it in the middle of a graceful stop. In exchange the child watches its parent
 * and stops itself (SIGTERM to itself, the graceful path) if the parent disappears, e.g. `kill -9`.
 */

const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
/** Set in the child's environment: the parent's pid, so the child can tell when it has been orphaned. */
export const REEXEC_PARENT_ENV = "ENGRAM_REEXEC_PARENT";

/** The command line that starts this same program again with `userArgs`. */
export function selfCommand(userArgs: readonly string[]): string[] {
  // A compiled executable re-applies its own embedded exec-argv; `bun script.ts` needs its runtime flags
  // and the script path.
  if (Bun.isStandaloneExecutable) return [process.execPath, ...userArgs];
  const script = process.argv[1];
  if (!script) throw new Error("cannot re-run this program: no script path in process.argv");
  // A watching parent restarts itself on changes (and so its child); the child must not watch too.
  const runtimeFlags = process.execArgv.filter((a) => !/^--(watch|hot|no-clear-screen)(=|$)/.test(a));
  return [process.execPath, ...runtimeFlags, script, ...userArgs];
}

let watchdogStarted = false;

/** In a re-executed child: stop gracefully when the parent that forwards signals is gone. */
function watchParent(): void {
  if (watchdogStarted) return;
  const parent = Number(process.env[REEXEC_PARENT_ENV]);
  if (!Number.isInteger(parent) || parent <= 0) return;
  watchdogStarted = true;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      process.kill(process.pid, "SIGTERM");
    }
  }, 1000);
  timer.unref();
}

/**
 * Returns when ORT_DISABLE_TELEMETRY=1 is already in the real environment; otherwise runs this program
 * again with it set, forwards SIGINT/SIGTERM/SIGHUP, and exits with the child's code (never returns).
 * ENGRAM_NO_REEXEC=1 skips the re-run (for debugging; telemetry then stays on).
 */
export async function ensureTelemetryOff(userArgs: readonly string[]): Promise<void> {
  if (process.env.ORT_DISABLE_TELEMETRY === "1") {
    watchParent();
    return;
  }
  if (process.env.ENGRAM_NO_REEXEC === "1") return;

  const child = Bun.spawn(selfCommand(userArgs), {
    env: { ...process.env, ORT_DISABLE_TELEMETRY: "1", [REEXEC_PARENT_ENV]: String(process.pid) },
    stdio: ["inherit", "inherit", "inherit"],
    detached: true,
  });
  for (const sig of FORWARDED) {
    process.on(sig, () => {
      try {
        child.kill(sig);
      } catch {
        // already gone
      }
    });
  }
  // `exited` is the exit code, or 128+n when the child was killed by signal n (the shell's convention).
  process.exit(await child.exited);
}
