/**
 * The job runner (batch import, extraction, audit pruning) runs in its own process beside `engram serve`.
 *
 * Why a process: ONNX Runtime's inference call and bun:sqlite transactions are synchronous, so a batch
 * import in the server process froze request handling for a whole 32-text model call (measured: single
 * add p95 11 ms idle, 218 ms during an import). In a child process the request path never waits for
 * background JavaScript, and the child runs at a lower CPU priority so that on a small machine the
 * scheduler gives requests the cores first while imports still use every idle cycle.
 *
 * Protocol, over the child's stdin: a line per "work was queued" (the server's enqueue wakes the
 * runner at once instead of at its next poll); "stop" asks for a graceful stop (the job step in hand
 * finishes). End of input without "stop" means the server died: the child exits at once, which is the
 * same as a crash of the runner, and the jobs table resumes every job after restart.
 */
import { createHash } from "node:crypto";
import type { Config } from "../config";
import { openInstall } from "../boot";
import { batchImportHandler } from "../domain/jobs/batch-import";
import { extractMemoryHandler } from "../domain/jobs/extract-memory";
import { pruneAuditHandler } from "../domain/jobs/prune-audit";
import { jobSignal } from "../domain/jobs/queue";
import { startWorker } from "../domain/jobs/runner";
import { type CachingEmbedder, cachingEmbedder, type Embedder, type EmbedderFacts, onDemandEmbedder, wrapEmbedder } from "../embed";
import type { Extraction, Extractor } from "../extract/types";
import { log } from "../log";
import { extractorFor } from "./extractor";
import { trimHeap } from "./heap-trim";
import { openEmbedder } from "./model";
import { lowerPriority } from "./priority";
import { cpuMsOf } from "./proc-cpu";
import { REEXEC_PARENT_ENV, selfCommand } from "./reexec";

/** The hidden CLI command the server starts its job runner with. */
export const JOB_PROCESS_COMMAND = "__jobs";
/** The server's configuration, passed whole so the runner sees exactly what the server resolved from env and flags. */
export const JOB_CONFIG_ENV = "ENGRAM_JOBS_CONFIG";
/** Nice value of the runner: requests win the CPU when both want it. */
const BACKGROUND_NICE = 10;
const STOP_GRACE_MS = 15_000;
const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The runner frees its model after this long without embedding (it holds ~150-200 MB while loaded). */
const MODEL_IDLE_MS = 60_000;

export interface JobProcess {
  /** The runner's pid while it runs. */
  pid(): number | null;
  /** Asks the runner to finish its current step and exit; kills it after a grace period. */
  stop(): Promise<void>;
}

/** Server side: starts the runner and restarts it (with backoff) if it ever exits on its own. */
export function startJobProcess(config: Config): JobProcess {
  let child: ReturnType<typeof spawn> | null = null;
  let stopping = false;
  let restarts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;

  function spawn() {
    // Not the server's own re-exec parent: the runner would take the server for an orphaning and stop
    // itself a second after every start. The runner learns the server is gone from its stdin instead.
    const { [REEXEC_PARENT_ENV]: _reexecParent, ...env } = process.env;
    const proc = Bun.spawn(selfCommand([JOB_PROCESS_COMMAND]), {
      env: { ...env, [JOB_CONFIG_ENV]: JSON.stringify(config) },
      stdin: "pipe",
      stdout: "ignore",
      stderr: "inherit",
      // Its own session: a Ctrl-C in the terminal reaches the server, which stops the runner in order.
      detached: true,
    });
    const started = Date.now();
    void proc.exited.then((code) => {
      if (child === proc) child = null;
      if (stopping) return;
      if (Date.now() - started > 60_000) restarts = 0;
      const delay = RESTART_DELAYS_MS[Math.min(restarts++, RESTART_DELAYS_MS.length - 1)]!;
      log.error("job runner exited; restarting it", { code, restart_in_ms: delay });
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!stopping) child = spawn();
      }, delay);
    });
    return proc;
  }

  child = spawn();
  const unlisten = jobSignal.listen(() => {
    try {
      child?.stdin.write("\n");
      void child?.stdin.flush();
    } catch {
      // the runner is restarting; it polls the jobs table when it starts
    }
  });

  return {
    pid: () => child?.pid ?? null,
    async stop() {
      stopping = true;
      unlisten();
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      if (!proc) return;
      try {
        proc.stdin.write("stop\n");
        await proc.stdin.end();
      } catch {
        // already gone
      }
      const timer = setTimeout(() => proc.kill("SIGKILL"), STOP_GRACE_MS);
      await proc.exited;
      clearTimeout(timer);
    },
  };
}

/** Runner side (`engram __jobs`): runs jobs until the server says stop or goes away. */
export async function runJobProcess(config: Config): Promise<number> {
  try {
    // Before the model loads: its worker and ONNX Runtime's threads inherit the priority of the thread creating them.
    lowerPriority(BACKGROUND_NICE);
  } catch (err) {
    log.warn("job runner: cannot lower its CPU priority", { error: err instanceof Error ? err.message : String(err) });
  }
  // The model loads when a job first needs it and is freed when the runner has been idle a while; a
  // text embedded recently (a batch's facts, embedded ahead with its memories) is not embedded again.
  // The cache goes with the model: a runner at rest holds neither.
  const embedder: CachingEmbedder = cachingEmbedder(
    onDemandEmbedder(() => openEmbedder(config), {
      modelId: config.embedModel,
      dtype: config.embedDtype,
      idleMs: MODEL_IDLE_MS,
      onRelease: () => {
        embedder.clear();
        extractor.clear();
      },
      onClosed: () => trimHeap(),
    }),
  );
  const waited = waitMeter(embedder);
  const extractor = timedExtractor(memoisedExtractor(extractorFor(config)));
  // Its COMMITs never checkpoint: the server that started it does (server.ts, keepWalCheckpointed).
  const opened = await openInstall(config, { embedder: waited, extractor, backgroundCheckpoints: true });
  const { rt } = opened;
  const worker = startWorker(rt, { "extract-memory": extractMemoryHandler, "prune-audit": pruneAuditHandler, "batch-import": batchImportHandler }, {
    meters: () => ({
      embed_texts: embedder.stats.texts,
      embed_hits: embedder.hits,
      embed_wait_ms: waited.waitMs,
      extract_ms: extractor.ms,
      main_cpu_ms: mainThreadCpuMs(),
      tx_count: rt.store.txTimes.count,
      tx_ms: rt.store.txTimes.ms,
      tx_long: rt.store.txTimes.long,
    }),
  });
  log.info("job runner started", { pid: process.pid });

  const graceful = await new Promise<boolean>((resolve) => {
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of Bun.stdin.stream()) {
        const text = decoder.decode(chunk, { stream: true });
        if (text.includes("stop")) return resolve(true);
        jobSignal.notify();
      }
      resolve(false);
    })();
    process.once("SIGTERM", () => resolve(true));
    process.once("SIGINT", () => resolve(true));
  });
  if (!graceful) {
    const released = await worker.abandon();
    log.warn("job runner: the server is gone; exiting (unfinished jobs resume at the next start)", { released });
    process.exit(1); // now: the step in progress must not run on after its lease was given back
  }
  await worker.stop();
  await opened.close();
  await embedder.close();
  log.info("job runner stopped");
  return 0;
}

/** CPU time of this process's main thread (jobs' JavaScript and SQLite; the model runs on other threads), for the debug lines. */
const mainThreadCpuMs = () => cpuMsOf(`/proc/self/task/${process.pid}/stat`);

/** The embedder with the time jobs spent waiting for it counted (overlapping calls once). */
function waitMeter(inner: Embedder): Embedder & { readonly waitMs: number } {
  let open = 0;
  let since = 0;
  let total = 0;
  const timed = async <T>(p: () => Promise<T>): Promise<T> => {
    if (open++ === 0) since = performance.now();
    try {
      return await p();
    } finally {
      if (--open === 0) total += performance.now() - since;
    }
  };
  return wrapEmbedder<Omit<Embedder, keyof EmbedderFacts> & { readonly waitMs: number }>(inner, {
    get waitMs() {
      return total + (open > 0 ? performance.now() - since : 0);
    },
    embed: (texts) => timed(() => inner.embed(texts)),
    embedOne: (text) => timed(() => inner.embedOne(text)),
    close: () => inner.close(),
  });
}

/**
 * The rules extractor remembers its last answers: a batch import extracts what it has just written
 * ahead of the extraction jobs (domain/batch/import.ts), which then ask again with the same input. Rules
 * are a pure function of the input; a model's answer is not and costs budget, so Ollama is never memoised.
 * Keyed by a digest of the input, cleared with the model when the runner goes idle.
 */
function memoisedExtractor(inner: Extractor, max = 2048): Extractor & { clear(): void } {
  const memo = new Map<string, Extraction>();
  return {
    name: inner.name,
    async extract(input) {
      if (inner.name !== "rules") return inner.extract(input);
      const key = createHash("sha256").update(JSON.stringify(input)).digest("base64");
      const hit = memo.get(key);
      if (hit) return structuredClone(hit);
      const out = await inner.extract(input);
      if (memo.size >= max) memo.delete(memo.keys().next().value!);
      memo.set(key, structuredClone(out));
      return out;
    },
    clear: () => memo.clear(),
  };
}

/** The extractor with the time spent in it counted (the runner's debug lines report it per job group; concurrent calls once). */
function timedExtractor<E extends Extractor>(inner: E): E & { readonly ms: number } {
  let open = 0;
  let since = 0;
  let total = 0;
  const timed = Object.create(inner) as E & { ms: number };
  Object.defineProperties(timed, {
    extract: {
      value: async (input: Parameters<Extractor["extract"]>[0]) => {
        if (open++ === 0) since = performance.now();
        try {
          return await inner.extract(input);
        } finally {
          if (--open === 0) total += performance.now() - since;
        }
      },
    },
    ms: { get: () => total + (open > 0 ? performance.now() - since : 0) },
  });
  return timed;
}
