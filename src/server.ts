import { buildApp } from "./app";
import { openInstall } from "./boot";
import type { Config } from "./config";
import type { ReadyState } from "./http/health";
import { log } from "./log";
import { adminToken } from "./runtime/admin-token";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** `engram serve`: database, then the HTTP API; stops gracefully, closing the database last. */
export async function serve(config: Config): Promise<RunningServer> {
  const { storage, rt } = openInstall(config);
  const token = adminToken(config);
  const readiness = (): ReadyState => ({
    database: true,
    model: { ready: false, id: config.embedModel, dims: null, error: "embedding model not loaded yet" },
  });
  const app = buildApp({ rt, adminToken: () => token, readiness });
  app.listen({ hostname: config.host, port: config.port });
  const server = app.server!;
  const url = `http://${server.hostname}:${server.port}`;
  log.info("engram listening", { url, data_dir: config.dataDir });
  let stopping: Promise<void> | null = null;
  return {
    url,
    stop() {
      stopping ??= (async () => {
        await server.stop(false); // stop accepting, let requests in flight finish
        storage.close();
        log.info("engram stopped");
      })();
      return stopping;
    },
  };
}
