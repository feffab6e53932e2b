import { readFileSync } from "node:fs";

/**
 * CPU time (user + system) in ms from a Linux `stat` file: `/proc/<pid>/stat` for a whole process (every
 * thread), `/proc/self/task/<tid>/stat` for one thread. NaN where there is none (another OS, a process
 * gone). Clock ticks are 100 per second on Linux.
 */
export function cpuMsOf(statFile: string): number {
  try {
    const stat = readFileSync(statFile, "utf8");
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}
