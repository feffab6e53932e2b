/**
 * Worker-thread entry of ./scan-helper.ts: scans its share of a first pass. It sleeps on the control
 * block until a job is announced, takes the job's memory and layout from its port (the job's number
 * must match: a message of an earlier job is dropped), then claims chunks until none is left.
 */
import { receiveMessageOnPort, workerData, type MessagePort } from "node:worker_threads";
import { claimChunk, CTL, finishChunk, scanChunk, type ScanJob } from "./scan-protocol";
import { nibbleScanKernel } from "./simd-scan";

const { ctl, port } = workerData as { ctl: Int32Array; port: MessagePort };

// From 0, not from the block's number now: a job announced while this thread was starting is still seen.
let seen = 0;
for (;;) {
  Atomics.wait(ctl, CTL.seq, seen);
  seen = Atomics.load(ctl, CTL.seq);
  let job: ScanJob | null = null;
  for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
    if ((m.message as ScanJob).seq === seen) job = m.message as ScanJob;
  }
  if (!job) continue;
  // The job's memory arrives anew each time and is dropped after it: this thread holds no index alive.
  const scan = nibbleScanKernel(job.groups, job.memory);
  for (let c = claimChunk(ctl, job.seq, job.chunks); c >= 0; c = claimChunk(ctl, job.seq, job.chunks)) {
    try {
      scanChunk(scan, job, c);
    } catch {
      Atomics.store(ctl, CTL.failed, job.seq);
    }
    Atomics.add(ctl, CTL.helped, 1);
    finishChunk(ctl, job.seq);
  }
}
