import { join } from "node:path";
import { buildApp } from "./app";
import { MAX_BATCH_BODY_BYTES } from "./http/body";
import { openInstall } from "./boot";
import type { Config } from "./config";
import { adoptOrCheckModel } from "./domain/settings/model-record";
import type { ReadyState } from "./http/health";
import { log } from "./log";
import { adminToken } from "./runtime/admin-token";
import { openEmbedder, replacedFingerprint } from "./runtime/model";
import { schedulePrune } from "./domain/jobs/prune-audit";
import { startWebhookWorker } from "./domain/webhooks";
import { startJobProcess } from "./runtime/job-process";
import { startProjectIndexer } from "./db/vec-index";
import { keepWalCheckpointed } from "./db/checkpoint";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `engram serve`: the model is made ready and checked against the database before the port opens, so
 * the first request never waits for a model load and a mismatched model never serves a single request.
 */
export async function serve(config: Config): Promise<RunningServer> {
  const embedder = await openEmbedder(config);
  let opened;
  try {
    opened = await openInstall(config, { embedder, backgroundCheckpoints: true });
  } catch (err) {
    await embedder.close();
    throw err;
  }
  const { storage, rt } = opened;
  let token: string;
  try {
    const model = await adoptOrCheckModel(rt, { id: embedder.modelId, dims: embedder.dims, fingerprint: embedder.fingerprint }, replacedFingerprint(config));
    if (model === "adopted-fingerprint") {
      log.info("this database had no model fingerprint yet: recorded the model file in use", { model: embedder.modelId, sha256: embedder.fingerprint });
    }
    token = await adminToken(config, rt.store);
  } catch (err) {
    await opened.close();
    await embedder.close();
    throw err;
  }
  const readiness = (): ReadyState => ({
    database: true,
    model: { ready: true, id: embedder.modelId, dims: embedder.dims, error: null },
  });
  const app = buildApp({ rt, adminToken: () => token, readiness, dbFile: storage ? join(config.dataDir, "engram.db") : undefined });
  await schedulePrune(rt);
  // Started before the port opens: once /readyz answers, the job runner is there (two-node tests pause it).
  const jobs = startJobProcess(config, rt);
  const webhooks = startWebhookWorker(rt);
  // SQLite: this process and its job runner leave WAL checkpoints to this keeper (on the checkpoint thread).
  const stopCheckpoints = storage ? keepWalCheckpointed(storage.writer) : null;
  // Project-wide search's candidate indexes (SQLite), built in the background on the writer, where
  // searches run while no transaction is open (src/db/client.ts); until then such searches rank
  // exactly, as they do on the reader. PostgreSQL has its own index.
  const projectIndexer = storage ? startProjectIndexer(storage.sqlite, { onError: (err) => log.warn("project index build failed", { error: String(err) }) }) : null;
  /** Everything but the HTTP server, stopped in order. */
  const release = async () => {
    await jobs.stop(); // the job step in hand finishes; an unfinished job resumes after restart
    await webhooks.stop(); // attempts in flight are abandoned uncounted and resent after restart
    projectIndexer?.stop();
    await stopCheckpoints?.(); // a pass under way ends before the closing checkpoint
    await opened.close();
    await embedder.close();
  };
  try {
    // Bun refuses a larger body itself (413, before our code runs); our own limits are lower (http/body.ts).
    // Not reusePort (Elysia's default): a second server on a port in use must fail, not silently take
    // half of the first one's requests into another database.
    app.listen({ hostname: config.host, port: config.port, reusePort: false, maxRequestBodySize: MAX_BATCH_BODY_BYTES + 1024 * 1024 });
  } catch (err) {
    await release();
    const detail = err instanceof Error ? err.message : String(err);
    throw new Error(`cannot listen on ${config.host}:${config.port} (ENGRAM_HOST / ENGRAM_PORT): ${detail}`, { cause: err });
  }
  const server = app.server!;
  const url = `http://${server.hostname}:${server.port}`;
  log.info("engram listening", { url, database: storage ? "sqlite" : "postgres", data_dir: config.dataDir, model: embedder.modelId, model_file: embedder.file, model_load_ms: Math.round(embedder.loadMs) });
  let stopping: Promise<void> | null = null;
  return {
    url,
    stop() {
      stopping ??= (async () => {
        await server.stop(false); // stop accepting; requests in flight finish
        await release();
        log.info("engram stopped");
      })();
      return stopping;
    },
  };
}
