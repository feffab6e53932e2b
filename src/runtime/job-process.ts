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
 *
 * An idle runner exits (config.runnerIdleSeconds without a job) with RUNNER_IDLE_EXIT: all it holds goes
 * back to the system (50 s after a 500-item import on 2 cores it held ~290 MB, of which each of its two
 * models ~70 MB; freeing the models alone left the extractor's tables, compiled code and heap). The
 * server starts it again on its own next enqueue, or when a once-a-second look at the jobs table finds a
 * ready job (queued by another process or node, or come due).
 */
import { createHash } from "node:crypto";
import { ConfigError, type Config } from "../config";
import { openInstall } from "../boot";
import { batchImportHandler } from "../domain/jobs/batch-import";
import { extractMemoryHandler } from "../domain/jobs/extract-memory";
import { pruneAuditHandler } from "../domain/jobs/prune-audit";
import { hasReadyJobs, jobSignal } from "../domain/jobs/queue";
import type { Runtime } from "../domain/context";
import { startWorker } from "../domain/jobs/runner";
import { bulkWorkers, type CachingEmbedder, cachingEmbedder, type Embedder, type EmbedderFacts, onDemandEmbedder, wrapEmbedder } from "../embed";
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

/** The runner's configuration: the server's, as it resolved it from its environment and flags. */
export function jobConfig(env: Record<string, string | undefined>): Config {
  const raw = env[JOB_CONFIG_ENV];
  if (!raw) throw new ConfigError(JOB_CONFIG_ENV, "missing: this command is started by `engram serve`");
  try {
    return JSON.parse(raw) as Config;
  } catch {
    throw new ConfigError(JOB_CONFIG_ENV, "not valid JSON");
  }
}
/** Nice value of the runner: requests win the CPU when both want it. */
const BACKGROUND_NICE = 10;
const STOP_GRACE_MS = 15_000;
const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The runner frees its models after this long without embedding (~70 MB each while loaded). */
const MODEL_IDLE_MS = 60_000;
/** The runner's exit code when it stopped itself for idleness: not a crash, so no restart until work comes. */
export const RUNNER_IDLE_EXIT = 75;
/** Set (to "1") for a runner started after its predecessor stopped for idleness, holding no job. */
const AFTER_IDLE_ENV = "ENGRAM_JOBS_AFTER_IDLE";
/** How often a server whose runner stopped for idleness looks for ready jobs. */
const READY_POLL_MS = 1_000;
/** The jobs the runner runs: the server looks for ready ones of these kinds while the runner rests. */
const HANDLERS = { "extract-memory": extractMemoryHandler, "prune-audit": pruneAuditHandler, "batch-import": batchImportHandler };
const KINDS = Object.keys(HANDLERS) as (keyof typeof HANDLERS)[];

export interface JobProcess {
  /** The runner's pid while it runs. */
  pid(): number | null;
  /** Asks the runner to finish its current step and exit; kills it after a grace period. */
  stop(): Promise<void>;
}

/**
 * Server side: starts the runner and restarts it (with backoff) if it dies. Once it stopped itself for
 * idleness it starts again when work comes: at this server's next enqueue, or when the jobs table of `rt`
 * has a ready job (looked at every READY_POLL_MS meanwhile).
 */
export function startJobProcess(config: Config, rt: Pick<Runtime, "db" | "clock">): JobProcess {
  let child: ReturnType<typeof spawn> | null = null;
  let stopping = false;
  let restarts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set while the runner is stopped for idleness: the look for ready jobs. */
  let readyPoll: ReturnType<typeof setInterval> | null = null;

  function spawn(afterIdle = false) {
    // Not the server's own re-exec parent: the runner would take the server for an orphaning and stop
    // itself a second after every start. The runner learns the server is gone from its stdin instead.
    const { [REEXEC_PARENT_ENV]: _reexecParent, ...env } = process.env;
    const proc = Bun.spawn(selfCommand([JOB_PROCESS_COMMAND]), {
      env: { ...env, [JOB_CONFIG_ENV]: JSON.stringify(config), ...(afterIdle ? { [AFTER_IDLE_ENV]: "1" } : {}) },
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
      if (code === RUNNER_IDLE_EXIT) return rest();
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

  function rest(): void {
    let looking = false;
    const look = () => {
      if (looking) return;
      looking = true;
      hasReadyJobs(rt.db, rt.clock, KINDS)
        .then(
          (ready) => ready && wake(),
          (err) => log.warn("cannot look for ready jobs", { error: err instanceof Error ? err.message : String(err) }),
        )
        .finally(() => (looking = false));
    };
    readyPoll = setInterval(look, READY_POLL_MS);
    readyPoll.unref();
    // A job queued while the runner was stopping was signalled to it, not to a new one: look now.
    look();
  }

  /** Work came while the runner rests: start it (no orphaned leases to release, it left none). */
  function wake(): void {
    if (stopping || !readyPoll) return;
    clearInterval(readyPoll);
    readyPoll = null;
    restarts = 0;
    child = spawn(true);
  }

  child = spawn();
  const unlisten = jobSignal.listen(() => {
    if (!child) return wake();
    try {
      child.stdin.write("\n");
      void child.stdin.flush();
    } catch {
      // the runner is restarting or stopping; its successor polls the jobs table when it starts
    }
  });

  return {
    pid: () => child?.pid ?? null,
    async stop() {
      stopping = true;
      unlisten();
      if (restartTimer) clearTimeout(restartTimer);
      if (readyPoll) clearInterval(readyPoll);
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
  // Two models side by side on two or more cores (bulkWorkers, each on one thread), the second started
  // only once texts have waited for the first (lazy): a batch import queues texts far ahead of the model,
  // and two calls at once embed 1.6-1.8x the texts of one call on two threads; the few texts of an add's
  // facts keep one model and its memory. See embed/thread.ts for what it measured.
  const embedder: CachingEmbedder = cachingEmbedder(
    onDemandEmbedder(() => openEmbedder(config, { workers: bulkWorkers(), lazy: true }), {
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
  // The server migrated before starting it: starting again after each idle stop takes no migration lock.
  const opened = await openInstall(config, { embedder: waited, extractor, backgroundCheckpoints: true, migrated: true });
  const { rt } = opened;
  // How the runner ends: asked to stop, orphaned (the server is gone), or idle.
  let end!: (how: "stop" | "orphaned" | "idle") => void;
  const ended = new Promise<"stop" | "orphaned" | "idle">((resolve) => (end = resolve));
  const worker = startWorker(rt, HANDLERS, {
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
    idle: config.runnerIdleSeconds > 0 ? { ms: config.runnerIdleSeconds * 1000, then: () => end("idle") } : undefined,
    releaseOrphans: process.env[AFTER_IDLE_ENV] !== "1",
  });
  log.info("job runner started", { pid: process.pid });

  void (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of Bun.stdin.stream()) {
      const text = decoder.decode(chunk, { stream: true });
      if (text.includes("stop")) return end("stop");
      jobSignal.notify();
    }
    end("orphaned");
  })();
  process.once("SIGTERM", () => end("stop"));
  process.once("SIGINT", () => end("stop"));
  const how = await ended;
  if (how === "orphaned") {
    const released = await worker.abandon();
    log.warn("job runner: the server is gone; exiting (unfinished jobs resume at the next start)", { released });
    process.exit(1); // now: the step in progress must not run on after its lease was given back
  }
  await worker.stop();
  await opened.close();
  await embedder.close();
  if (how === "idle") {
    log.info("job runner stopped while idle; the server starts it again when work comes", { idle_seconds: config.runnerIdleSeconds });
    return RUNNER_IDLE_EXIT;
  }
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
