/**
 * The first pass of a large project-wide search (project-index.ts) split between the calling thread and
 * one helper thread (./scan-worker.ts) over the index's shared memory. A search's query embedding has
 * finished by then, so the model's threads leave a core idle; the first pass is most of the search's
 * own time (2.4 ms of ~3.7 at 100,000 rows on 2 cores of a 2.5 GHz Xeon), and two threads take it to
 * ~1.3 ms (.scratch prototype, 400 searches; 0.1 ms of it handing the job over).
 *
 * Both threads claim chunks of the rows from a shared counter, so the caller never waits for a helper
 * that has not woken (a busy machine): it scans what is left itself, and waits only for chunks the helper
 * has begun. The helper is started on the first search large enough to use it and never keeps the
 * process alive. If it cannot start, or fails, searches scan on their own thread as before.
 */
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import { claimChunk, counterOf, CTL, CTL_SIZE, finishChunk, JOB_WRAP, scanChunk, type ScanJob } from "./scan-protocol";
import { kernelMemory, type NibbleScanFn } from "./simd-scan";
import { workerEntries } from "../worker-entry";

/**
 * minBlocks: from this many blocks (32 rows each: 65,536 rows) the pass is split. Below it a split saves
 * less than handing the job over costs (measured at 20,000 rows: 0.56 ms split against ~0.5 alone).
 */
export const splitOptions = { minBlocks: 2048 };
/** Chunks per pass: small enough that the caller rarely waits long for the helper's last one. */
const CHUNKS = 16;
/** A helper that has not finished a chunk it took in this long is given up (each takes well under 1 ms). */
const LOST_MS = 2000;

interface Helper {
  worker: Worker;
  ctl: Int32Array;
  port: MessagePort;
}

/** undefined: not started yet; null: cannot run here (or was lost). */
let helper: Helper | null | undefined;
let lastSeq = 0;
const counts = { split: 0, alone: 0 };

/** The helper, started on first use; null when it cannot run here (or was lost). */
function startedHelper(): Helper | null {
  if (helper === undefined) helper = startHelper();
  return helper;
}

function startHelper(): Helper | null {
  const ctl = new Int32Array(new SharedArrayBuffer(CTL_SIZE * 4));
  for (const entry of workerEntries(import.meta.url, "db/scan-worker")) {
    const { port1, port2 } = new MessageChannel();
    try {
      const worker = new Worker(entry, { workerData: { ctl, port: port2 }, transferList: [port2] });
      worker.unref();
      const h: Helper = { worker, ctl, port: port1 };
      worker.on("error", () => lose(h));
      worker.on("exit", () => lose(h));
      return h;
    } catch {
      port1.close();
    }
  }
  return null;
}

function lose(h: Helper): void {
  if (helper !== h) return;
  helper = null;
  h.port.close();
  void h.worker.terminate();
}

/** Numbers a job and hands it to the helper: its counters first, then the job, then its number (a helper that sees the number finds both). */
function announce(h: Helper, job: Omit<ScanJob, "seq">): ScanJob {
  lastSeq = (lastSeq % JOB_WRAP) + 1;
  const numbered = { ...job, seq: lastSeq };
  Atomics.store(h.ctl, CTL.next, counterOf(lastSeq));
  Atomics.store(h.ctl, CTL.done, counterOf(lastSeq));
  h.port.postMessage(numbered);
  Atomics.store(h.ctl, CTL.seq, lastSeq);
  Atomics.notify(h.ctl, CTL.seq);
  return numbered;
}

/**
 * scan(blocksAt, blocks, tableAt, outAt) over every block, on this thread alone or split with the helper;
 * the same scores either way. `memory` is the (shared) memory `scan` runs over.
 */
export function firstPass(scan: NibbleScanFn, memory: WebAssembly.Memory, groups: number, blocksAt: number, blocks: number, tableAt: number, outAt: number): void {
  const h = blocks >= splitOptions.minBlocks ? startedHelper() : null;
  if (!h) {
    counts.alone++;
    scan(blocksAt, blocks, tableAt, outAt);
    return;
  }
  counts.split++;
  const job = announce(h, { memory, groups, blocksAt, blocks, tableAt, outAt, chunks: CHUNKS });
  const seq = job.seq;
  for (let c = claimChunk(h.ctl, seq, CHUNKS); c >= 0; c = claimChunk(h.ctl, seq, CHUNKS)) {
    scanChunk(scan, job, c);
    finishChunk(h.ctl, seq);
  }
  const all = counterOf(seq, CHUNKS);
  const since = performance.now();
  for (let v = Atomics.load(h.ctl, CTL.done); v !== all; v = Atomics.load(h.ctl, CTL.done)) {
    Atomics.wait(h.ctl, CTL.done, v, 1);
    if (performance.now() - since > LOST_MS) {
      // Its chunk may still be written later: this search fails rather than read a half-written pass.
      lose(h);
      throw new Error("the first-pass helper thread stopped answering");
    }
  }
  if (Atomics.load(h.ctl, CTL.failed) === seq) {
    lose(h);
    scan(blocksAt, blocks, tableAt, outAt);
  }
}

/** Passes split with the helper and scanned alone, and the chunks the helper scanned, since the process started. */
export function firstPassCounts(): { split: number; alone: number; helped: number } {
  return { ...counts, helped: helper ? Atomics.load(helper.ctl, CTL.helped) : 0 };
}

/**
 * Whether the helper thread runs here: it is started and given a one-chunk job over a tiny memory that
 * this thread leaves to it. The executable's self-check (a build without the worker's entry point would
 * otherwise only scan alone, unnoticed).
 */
export async function helperAnswers(timeoutMs = 10_000): Promise<boolean> {
  const h = startedHelper();
  if (!h) return false;
  const job = announce(h, { memory: kernelMemory(65536), groups: 2, blocksAt: 1024, blocks: 1, tableAt: 0, outAt: 4096, chunks: 1 });
  const since = performance.now();
  while (Atomics.load(h.ctl, CTL.done) !== counterOf(job.seq, 1)) {
    if (performance.now() - since > timeoutMs || helper !== h) return false;
    // The worker may still be starting: wait on timers, not on the thread.
    await Bun.sleep(5);
  }
  return true;
}
