/**
 * An in-process wake-up: a worker idles in `wait(ms)` and `notify()` ends every wait at once, so new
 * work starts immediately instead of at the next poll (the poll still covers other processes).
 */
export function createSignal() {
  const waiters = new Set<() => void>();
  return {
    notify(): void {
      for (const w of waiters) w();
      waiters.clear();
    },
    wait(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
      });
    },
  };
}
