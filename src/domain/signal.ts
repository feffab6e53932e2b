/**
 * An in-process wake-up: a worker idles in `wait(ms)` and `notify()` ends every wait at once, so new
 * work starts immediately instead of at the next poll (the poll still covers other processes).
 * `listen` lets something pass the wake-up on to another process (the job runner, runtime/job-process).
 */
export function createSignal() {
  const waiters = new Set<() => void>();
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      for (const w of waiters) w();
      waiters.clear();
      for (const l of listeners) l();
    },
    /** Resolves true when notified, false when `ms` passed first. */
    wait(ms: number): Promise<boolean> {
      return new Promise((resolve) => {
        const end = (notified: boolean) => {
          clearTimeout(timer);
          waiters.delete(woken);
          resolve(notified);
        };
        const woken = () => end(true);
        const timer = setTimeout(() => end(false), ms);
        waiters.add(woken);
      });
    },
    /** Calls `fn` on every notify until the returned function is called. */
    listen(fn: () => void): () => void {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}
