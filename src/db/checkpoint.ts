/**
 * `PRAGMA wal_checkpoint(TRUNCATE)` off the caller's event loop: after an erasure the WAL must be folded
 * into the database and emptied, so no earlier page image of the erased text survives in it. On the
 * server's thread that took 25-34 ms, up to 400 ms while the job runner held the file (bench/healthz.ts
 * --probe), and every request waited. Here a worker thread (./checkpoint-worker.ts) does it on its own
 * connection; the caller awaits it, so the file is clean when the erasure answers.
 *
 * Concurrent calls share work: a call while one runs waits for the next one, which starts after it (a
 * checkpoint that began before the caller's commit may not include it); calls while that one waits join
 * it. If the worker cannot start (or dies), the checkpoint runs on the caller's thread, as before.
 */
import type { Database } from "bun:sqlite";
import { statSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { Db } from "./client";
import type { CheckpointReply, CheckpointRequest } from "./checkpoint-worker";
import { cachedStatement } from "./statements";
import { workerEntries } from "../worker-entry";

/**
 * Checkpoints the connection's database file and truncates its WAL. Resolves with nothing when done,
 * or with why it is not (an error, or "busy": another connection kept it from finishing within the busy
 * timeout); never rejects. An in-memory database has nothing to do.
 */
export function checkpointWal(db: Db): Promise<string | undefined> {
  const sqlite = db.$client;
  const file = fileOf(sqlite);
  if (file === null) return Promise.resolve(undefined);
  let s = files.get(file);
  if (!s) files.set(file, (s = { running: null, next: null }));
  const state = s;
  const start = (): Promise<string | undefined> => {
    const p = checkpointOnce(sqlite, file).finally(() => {
      if (state.running === p) state.running = null;
    });
    state.running = p;
    return p;
  };
  if (state.next) return state.next;
  if (!state.running) return start();
  const next = state.running.then(() => {
    state.next = null;
    return start();
  });
  state.next = next;
  return next;
}

/** The database file behind a connection; null for an in-memory one and for PostgreSQL's handle (its WAL is the server's own). */
function fileOf(sqlite: Database): string | null {
  const file = (sqlite as { filename?: unknown }).filename;
  return typeof file !== "string" || !file || file === ":memory:" ? null : file;
}

/**
 * The routine checkpoints of an install whose connections leave them to the serving process (client.ts
 * `checkpoints: "background"`, set by `engram serve` and its job runner): every `everyMs`, when the WAL
 * was written since the last pass, a PASSIVE checkpoint on the worker thread copies what no reader still
 * needs into the file, so the next writer starts the WAL over instead of growing it. No request's and no
 * job's COMMIT waits on one. Returns the function that stops it, whose promise settles once a pass
 * under way when it was called is over.
 */
export function keepWalCheckpointed(db: Db, everyMs = 1000): () => Promise<void> {
  const sqlite = db.$client;
  const file = fileOf(sqlite);
  if (file === null) return async () => {};
  let seen = -1;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    let written: number;
    try {
      written = statSync(`${file}-wal`).mtimeMs;
    } catch {
      return; // no WAL yet (or the file is gone): nothing to copy
    }
    if (written === seen) return;
    seen = written;
    running = checkpointOnce(sqlite, file, true).finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

const files = new Map<string, { running: Promise<string | undefined> | null; next: Promise<string | undefined> | null }>();

let worker: Worker | null = null;
/** The entry to try next; past the end, no worker can start and checkpoints run on this thread. */
let entry = 0;
let answered = false;
let nextId = 1;
const pending = new Map<number, { sqlite: Database; file: string; passive: boolean; resolve: (why: string | undefined) => void }>();

function checkpointOnce(sqlite: Database, file: string, passive = false): Promise<string | undefined> {
  const w = startWorker();
  if (!w) return Promise.resolve(onThisThread(sqlite, passive));
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { sqlite, file, passive, resolve });
    // Held only while a checkpoint is pending: an idle worker must not keep a CLI command alive.
    if (pending.size === 1) w.ref();
    const busyTimeoutMs = (cachedStatement(sqlite, "PRAGMA busy_timeout").get() as { timeout: number }).timeout;
    w.postMessage({ id, file, busyTimeoutMs, passive } satisfies CheckpointRequest);
  });
}

function startWorker(): Worker | null {
  if (worker) return worker;
  const entries = workerEntries(import.meta.url, "db/checkpoint-worker");
  for (; entry < entries.length; entry++) {
    let w: Worker;
    try {
      w = new Worker(entries[entry]!);
    } catch {
      continue;
    }
    w.unref();
    w.on("message", (m: CheckpointReply) => {
      const p = pending.get(m.id);
      if (!p) return;
      answered = true;
      pending.delete(m.id);
      if (pending.size === 0) w.unref();
      p.resolve("error" in m ? m.error : m.busy ? "busy" : undefined);
    });
    w.on("error", () => lost(w));
    w.on("exit", () => lost(w));
    return (worker = w);
  }
  return null;
}

/** The worker died (or never started): what it owed is done here; an entry that never answered is skipped from now on. */
function lost(w: Worker): void {
  if (worker !== w) return;
  worker = null;
  if (!answered) entry++;
  const owed = [...pending.values()];
  pending.clear();
  for (const p of owed) p.resolve(onThisThread(p.sqlite, p.passive));
}

function onThisThread(sqlite: Database, passive: boolean): string | undefined {
  try {
    const row = cachedStatement(sqlite, passive ? "PRAGMA wal_checkpoint(PASSIVE)" : "PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
    return row.busy ? "busy" : undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
