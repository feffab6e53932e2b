/**
 * The control block ./scan-helper.ts and ./scan-worker.ts share (an Int32Array over a SharedArrayBuffer)
 * and the job they split. The claim and done counters carry the job's number in their high bits, so a
 * thread still looping over one job can neither claim nor finish a chunk of the next.
 */
import type { NibbleScanFn } from "./simd-scan";

/** helped: chunks the helper has scanned, ever (for checks and benches). */
export const CTL = { seq: 0, next: 1, done: 2, failed: 3, helped: 4 } as const;
export const CTL_SIZE = 5;

/** Job numbers run 1..JOB_WRAP: with 8 bits of chunk count below them, a counter stays a positive int32. */
export const JOB_WRAP = 0x7fffff;

export interface ScanJob {
  seq: number;
  memory: WebAssembly.Memory;
  /** Nibbles per row: a block of 32 rows is 16 * groups bytes of codes. */
  groups: number;
  /** Where block 0 of the codes is. */
  blocksAt: number;
  blocks: number;
  tableAt: number;
  /** Where the scores go: 32 int16 per block. */
  outAt: number;
  chunks: number;
}

/** Chunk c of the job's blocks, scanned by `scan` (the nibble kernel over the job's memory). */
export function scanChunk(scan: NibbleScanFn, job: ScanJob, c: number): void {
  const per = Math.ceil(job.blocks / job.chunks);
  const first = c * per;
  const count = Math.max(0, Math.min(per, job.blocks - first));
  scan(job.blocksAt + first * 16 * job.groups, count, job.tableAt, job.outAt + first * 64);
}

/** A claim or done counter of job `seq` at n. */
export const counterOf = (seq: number, n = 0) => (seq << 8) + n;

/** The next unclaimed chunk of job `seq`, or -1 when none is left (or another job has begun). */
export function claimChunk(ctl: Int32Array, seq: number, chunks: number): number {
  for (;;) {
    const v = Atomics.load(ctl, CTL.next);
    if (v >>> 8 !== seq || (v & 255) >= chunks) return -1;
    if (Atomics.compareExchange(ctl, CTL.next, v, v + 1) === v) return v & 255;
  }
}

/** Counts one chunk of job `seq` done and wakes a waiting caller. */
export function finishChunk(ctl: Int32Array, seq: number): void {
  for (;;) {
    const v = Atomics.load(ctl, CTL.done);
    if (v >>> 8 !== seq) return;
    if (Atomics.compareExchange(ctl, CTL.done, v, v + 1) === v) {
      Atomics.notify(ctl, CTL.done);
      return;
    }
  }
}
