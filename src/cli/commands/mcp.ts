import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { openInstall } from "../../boot";
import { startProjectIndexer } from "../../db/vec-index";
import type { Principal } from "../../domain/context";
import { DomainError } from "../../domain/errors";
import { extractMemoryHandler } from "../../domain/jobs/extract-memory";
import { jobSignal } from "../../domain/jobs/queue";
import { startWorker } from "../../domain/jobs/runner";
import { authenticate } from "../../domain/keys";
import { adoptOrCheckModel } from "../../domain/settings/model-record";
import { startWebhookWorker } from "../../domain/webhooks";
import { log } from "../../log";
import { createMcpServer } from "../../mcp/server";
import type { OnDemandEmbedder } from "../../embed";
import { replacedFingerprint } from "../../runtime/model";
import { onlyFlags, UsageError } from "../args";
import type { Command } from "../index";

const JOB_POLL_MS = 1000;

/**
 * `engram mcp`: the tool server over stdio, for an assistant that starts it as a child process. Stdout
 * carries protocol messages only; logs go to stderr.
 *
 * It needs no running server. Beside the tools it runs, in this process, the two kinds of background
 * work its calls cause: extraction jobs (so facts appear for what it adds) and webhook deliveries (so a
 * `memory.created` goes out). Both live in database tables with leases, so when `engram serve` runs on
 * the same data folder the two processes share the work without doing any of it twice: whichever claims
 * a job or delivery first runs it. What is still pending when this process exits (the assistant closed
 * it) is picked up by the server, or by the next `engram mcp` or `engram serve` to start.
 *
 * The key (ENGRAM_API_KEY or --key) is checked on every call, not at start: a missing, bad or revoked
 * key still lets the process start and list its tools, and every call answers `invalid_key`.
 */
export const mcpCommand: Command = async (args, flags, config, io) => {
  onlyFlags(flags, ["key"], "mcp");
  if (args.length > 0) throw new UsageError(`"mcp" takes no arguments (got "${args[0]}")`);
  const key = (flags.key ?? io.env.ENGRAM_API_KEY ?? "").trim();
  // Stdout is the protocol channel: a library that prints (transformers.js warns with console.log) goes to stderr.
  console.log = console.info = console.debug = (...parts: unknown[]) => console.error(...parts);

  const opened = await openInstall(config);
  const { storage, rt } = opened;
  // The model loads while the client connects; a call waits for it, and a model that does not match
  // the vectors already stored refuses every call rather than write mismatched vectors.
  const ready = (rt.embedder as OnDemandEmbedder)
    .load()
    .then(async (e) => {
      const model = await adoptOrCheckModel(rt, { id: e.modelId, dims: e.dims, fingerprint: e.fingerprint }, replacedFingerprint(config));
      if (model === "adopted-fingerprint") log.info("this database had no model fingerprint yet: recorded the model file in use", { model: e.modelId, sha256: e.fingerprint });
    })
    .catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      log.error("engram mcp: the embedding model is not usable", { error: message });
      // Every call then says why, instead of a bare internal error.
      throw new DomainError("internal_error", `engram mcp cannot run: ${message}`);
    });
  ready.catch(() => undefined);

  const principal = (): Promise<Principal> => {
    if (!key) {
      throw new DomainError("invalid_key", "Invalid or missing API key: `engram mcp` was given no key; set ENGRAM_API_KEY or pass --key.", {}, { "WWW-Authenticate": "Bearer" });
    }
    return authenticate(rt, `Bearer ${key}`);
  };
  const inflight = new Set<Promise<unknown>>();
  const track = (call: Promise<unknown>) => {
    inflight.add(call);
    void call.finally(() => inflight.delete(call));
  };
  const server = createMcpServer(rt, { principal, ready: () => ready, track });

  let stopped = false;
  const jobs = startWorker(rt, { "extract-memory": extractMemoryHandler }, { autostart: false });
  const jobLoop = (async () => {
    // Without a usable model extraction can only fail: leave the jobs (and their attempts) to a process that can.
    if (!(await ready.then(() => true, () => false))) return;
    while (!stopped) {
      try {
        await jobs.runUntilIdle();
      } catch (err) {
        log.error("engram mcp: job error", { error: err instanceof Error ? err.message : String(err) });
      }
      if (!stopped) await jobSignal.wait(JOB_POLL_MS);
    }
  })();
  const webhooks = startWebhookWorker(rt);
  // Project-wide search's candidate index of the key's project, built in the background after its first such search.
  const projectIndexer = storage && startProjectIndexer(storage.sqlite, { all: false, onError: (err) => log.warn("project index build failed", { error: String(err) }) });

  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once("end", () => resolve());
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
  await server.connect(transport);
  log.info("engram mcp ready on stdio", { data_dir: config.dataDir, key: key ? "given" : "none" });
  await closed;

  // Calls already read are answered (stdout stays open after stdin ends), then the workers stop.
  await Promise.allSettled([...inflight]);
  stopped = true;
  jobSignal.notify();
  await jobs.stop(); // the job step in hand finishes
  await jobLoop;
  await webhooks.stop(); // attempts in flight are abandoned uncounted and resent later
  await server.close().catch(() => undefined);
  projectIndexer?.stop();
  await opened.close();
  await rt.embedder.close().catch(() => undefined);
  return 0;
};
