/**
 * The control block ./scan-helper.ts and ./scan-worker.ts share (an Int32Array over a SharedArrayBuffer)
 * and the job they split. The claim and done counters carry the job's number in their high bits, so a
 * thread still looping over one job can neither claim nor finish a chunk of the next.
 */
/** helped: chunks the helper has scanned, ever (for checks and benches). */
export const CTL = { seq: 0, next: 1, done: 2, failed: 3, helped: 4 } as const;
export const CTL_SIZE = 5;

/** Job numbers run 1..JOB_WRAP: with 8 bits of chunk count below them, a counter stays a positive int32. */
export const JOB_WRAP = 0x7fffff;

export interface ScanJob {
  seq: number;
  memory: WebAssembly.Memory;
  groups: number;
  /** Where block 0 of the codes is, and the bytes of one block (32 rows). */
  blocksAt: number;
  blockBytes: number;
  blocks: number;
  tableAt: number;
  outAt: number;
  chunks: number;
}

/** Chunk c's first block and block count. */
export function chunkRange(job: Pick<ScanJob, "blocks" | "chunks">, c: number): [number, number] {
  const per = Math.ceil(job.blocks / job.chunks);
  const first = c * per;
  return [first, Math.max(0, Math.min(per, job.blocks - first))];
}

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
