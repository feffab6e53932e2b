import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Gives this whole process the nice value `nice`. On Linux a nice value belongs to a thread: setpriority
 * on the process moves only the calling thread, and the threads the runtime started before it
 * (JavaScriptCore's JIT compilers and heap helpers, the allocator's scavenger) kept the old one. In the
 * job runner those held 0 while its model ran at 10, so they took the CPU from the model and, on a small
 * machine, competed with the server's requests at the server's own priority. Threads started afterwards
 * inherit the value from the thread that starts them. Throws when the calling thread cannot be moved.
 */
export function lowerPriority(nice: number): void {
  let tids: string[];
  try {
    tids = readdirSync("/proc/self/task");
  } catch {
    return setPriority(nice); // not Linux: the process is one unit
  }
  setPriority(nice);
  for (const tid of tids) {
    try {
      setPriority(Number(tid), nice);
    } catch {
      // a thread that ended meanwhile
    }
  }
}
