/**
 * Worker-thread entry of ./checkpoint.ts: runs `PRAGMA wal_checkpoint(TRUNCATE)` on a connection of its
 * own, so the caller's event loop never waits on it (it takes tens of milliseconds, hundreds while another
 * process reads or writes, and SQLite's busy handler sleeps meanwhile). A connection is opened for each
 * checkpoint and closed after it: between checkpoints this thread holds no file open.
 *
 * It also runs the serving process's routine checkpoints (`passive`: copy what it can, wait for nobody),
 * for connections that leave them to it (client.ts `checkpoints: "background"`).
 *
 * Protocol: the parent sends `{ id, file, busyTimeoutMs, passive? }`; this side answers
 * `{ id, busy, log, checkpointed }` (the pragma's row: busy 1 when a reader or writer kept it from finishing) or `{ id, error }`.
 */
import { Database } from "bun:sqlite";
import { parentPort } from "node:worker_threads";

export interface CheckpointRequest {
  id: number;
  file: string;
  busyTimeoutMs: number;
  /** Only the PASSIVE pass: a routine checkpoint, not an erasure's. */
  passive?: boolean;
}
export type CheckpointReply = { id: number; busy: number; log: number; checkpointed: number } | { id: number; error: string };

const port = parentPort!;
port.on("message", (m: CheckpointRequest) => {
  try {
    const db = new Database(m.file, { readwrite: true, create: false });
    try {
      db.exec(`PRAGMA busy_timeout = ${m.busyTimeoutMs}`);
      // TRUNCATE holds the write lock while it copies pages and waits for readers, and the server's
      // writes outside a transaction wait for it on their thread: a PASSIVE pass first copies without
      // the lock, leaving TRUNCATE only what was written since.
      const first = db.query("PRAGMA wal_checkpoint(PASSIVE)").get() as { busy: number; log: number; checkpointed: number };
      const row = m.passive ? first : (db.query("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number; log: number; checkpointed: number });
      port.postMessage({ id: m.id, ...row } satisfies CheckpointReply);
    } finally {
      db.close();
    }
  } catch (e) {
    port.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) } satisfies CheckpointReply);
  }
});
