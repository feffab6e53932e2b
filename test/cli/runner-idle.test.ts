import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqliteInstall } from "../../src/boot";
import { loadConfig } from "../../src/config";
import { authenticate } from "../../src/domain/keys";
import { createMemory } from "../../src/domain/memories";
import { loadEmbedder } from "../../src/embed";
import { testModelsDir } from "../embed/model-dir";
import { freePort, runnersOf, startServe, waitReady } from "../helpers/cli";

// ENGRAM_RUNNER_IDLE_SECONDS: `engram serve`'s job runner stops itself after that long without a job
// (giving back its model, extractor and heap), and the server starts it again when work comes.

const dir = mkdtempSync(join(tmpdir(), "engram-runner-idle-"));
const modelsDir = await testModelsDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = performance.now() + ms;
  while (!(await ok())) {
    if (performance.now() > end) throw new Error(`timed out waiting: ${what}`);
    await Bun.sleep(50);
  }
}

describe("engram serve: the job runner at rest", () => {
  test("an idle runner stops itself, is not restarted as a crash, and starts again for an add here and for a memory another process wrote", async () => {
    const port = freePort();
    // telemetry already off: no re-run, so proc.pid is the server, the runners' parent
    const proc = startServe({ ENGRAM_PORT: String(port), ORT_DISABLE_TELEMETRY: "1", ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir, ENGRAM_RUNNER_IDLE_SECONDS: "1" });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitReady(url, proc);
      await until("the runner to start", () => runnersOf(proc.pid).length === 1);
      await until("the idle runner to stop", () => runnersOf(proc.pid).length === 0);

      // Queued here: the server's enqueue starts a runner, which extracts the memory's facts.
      const { api_key } = (await (await fetch(`${url}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
      const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
      const factsOf = async (id: string) => {
        const m = (await (await fetch(`${url}/v1/memories/${id}`, { headers })).json()) as { status: string; facts: { predicate: string; object: string }[] };
        return m.status === "ready" ? m.facts.map((f) => [f.predicate, f.object]) : null;
      };
      const added = (await (await fetch(`${url}/v1/memories`, { method: "POST", headers, body: JSON.stringify({ content: "I live in Lisbon", user_id: "u1" }) })).json()) as { id: string; status: string };
      expect(added.status).toBe("processing");
      await until("the add's facts", async () => (await factsOf(added.id)) !== null);
      expect(await factsOf(added.id)).toContainEqual(["lives_in", "Lisbon"]);
      await until("the runner to stop again", () => runnersOf(proc.pid).length === 0);

      // Queued by another process on the same file (as the CLI or `engram mcp` do): no signal reaches the
      // server; its look at the jobs table finds the job and starts a runner.
      const config = loadConfig({ ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir });
      const embedder = await loadEmbedder({ modelsDir, modelId: config.embedModel, dtype: config.embedDtype });
      const other = openSqliteInstall(config, { embedder });
      const principal = await authenticate(other.rt, `Bearer ${api_key}`);
      const written = await createMemory({ ...other.rt, actor: "rest", principal, ip: null }, { content: "I live in Porto", user_id: "u2" });
      expect(written.status).toBe("processing");
      await other.close();
      await embedder.close();
      await until("the other process's memory's facts", async () => (await factsOf(written.id)) !== null);
      expect(await factsOf(written.id)).toContainEqual(["lives_in", "Porto"]);
    } finally {
      proc.kill("SIGTERM");
    }
    expect(await proc.exited).toBe(0);
    const stderr = await new Response(proc.stderr).text();
    expect(stderr.match(/"msg":"job runner started"/g)!.length).toBeGreaterThanOrEqual(3);
    expect(stderr.match(/"msg":"job runner stopped while idle; the server starts it again when work comes"/g)!.length).toBeGreaterThanOrEqual(2);
    expect(stderr).not.toContain("job runner exited");
    expect(stderr).not.toContain("resuming jobs of a stopped process");
    expect(stderr).toContain('"msg":"engram stopped"');
  });
});
