import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { getLoadablePath } from "sqlite-vec";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, MAIN, ROOT } from "../helpers/cli";
import { testModelsDir } from "../embed/model-dir";

const dir = mkdtempSync(join(tmpdir(), "engram-crash-"));
const modelsDir = await testModelsDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startServer(port: number) {
  const proc = Bun.spawn(["bun", MAIN, "serve"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ORT_DISABLE_TELEMETRY: "1", ENGRAM_LOG: "error", ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir, ENGRAM_PORT: String(port) },
    stdout: "ignore",
    stderr: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return proc;
    } catch {
      // not up yet
    }
    await Bun.sleep(20);
  }
  throw new Error("server did not start");
}

describe("batch import survives SIGKILL", () => {
  test("killed several times mid-import, restarted each time: every item imported exactly once", async () => {
    const port = freePort();
    const base = `http://127.0.0.1:${port}`;
    let proc = await startServer(port);
    const { api_key } = (await (await fetch(`${base}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
    const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
    const items = Array.from({ length: 500 }, (_, i) => ({
      content: `Crash item ${i}: I visited the market on day ${i} and bought ${i % 7} apples, ${i % 5} pears and a loaf of bread for the week ahead.`,
      user_id: `u${i % 10}`,
    }));
    const { id } = (await (await fetch(`${base}/v1/batch`, { method: "POST", headers, body: JSON.stringify({ memories: items }) })).json()) as { id: string };
    const progress = async () => (await (await fetch(`${base}/v1/batch/${id}`, { headers })).json()) as { status: string; imported: number; failed: number };

    let kills = 0;
    let last = 0;
    for (let round = 0; round < 30; round++) {
      let p = await progress();
      // Wait for the import to move past where it was, then kill it without warning.
      const until = Date.now() + 20_000;
      while (p.status !== "completed" && p.imported <= last && Date.now() < until) {
        await Bun.sleep(2);
        p = await progress();
      }
      if (p.status === "completed") break;
      proc.kill("SIGKILL");
      await proc.exited;
      if (p.imported > 0 && p.imported < 500) kills++;
      last = p.imported;
      if (kills >= 3) {
        proc = await startServer(port);
        break;
      }
      proc = await startServer(port);
    }
    let p = await progress();
    for (let i = 0; i < 600 && p.status !== "completed"; i++) {
      await Bun.sleep(50);
      p = await progress();
    }
    proc.kill("SIGTERM");
    await proc.exited;
    expect(kills).toBeGreaterThanOrEqual(2);
    expect(p).toMatchObject({ status: "completed", imported: 500, failed: 0 });
    const db = new Database(join(dir, "engram.db"), { readonly: true });
    db.loadExtension(getLoadablePath());
    const rows = db.query("select count(*) as n, count(distinct content) as d from memories").get() as { n: number; d: number };
    const vectors = (db.query("select count(*) as n from memory_vectors").get() as { n: number }).n;
    const created = (db.query("select count(*) as n from outbox where type = 'memory.created'").get() as { n: number }).n;
    db.close();
    expect(rows).toEqual({ n: 500, d: 500 });
    expect(vectors).toBe(500);
    expect(created).toBe(500);
  }, 180_000);
});
