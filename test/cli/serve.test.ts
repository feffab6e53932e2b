import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { engram, freePort, MAIN, ROOT } from "../helpers/cli";
import { testModelsDir } from "../embed/model-dir";

const dir = mkdtempSync(join(tmpdir(), "engram-serve-"));
const modelsDir = await testModelsDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return Bun.spawn(["bun", MAIN, "serve"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ENGRAM_LOG: "info", ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
}

async function waitReady(url: string, proc: ReturnType<typeof start>): Promise<Response> {
  for (let i = 0; i < 200; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${await new Response(proc.stderr).text()}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.status === 200) return r;
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  throw new Error("server did not become ready");
}

describe("engram serve", () => {
  test("serves, reports the model in /readyz, stops gracefully on SIGTERM", async () => {
    const port = freePort();
    const proc = start({ ENGRAM_PORT: String(port) });
    const url = `http://127.0.0.1:${port}`;
    const ready = (await (await waitReady(url, proc)).json()) as { model: { ready: boolean; id: string; dims: number } };
    expect(ready.model).toMatchObject({ ready: true, id: "all-MiniLM-L6-v2", dims: 384 });
    const signup = (await (await fetch(`${url}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
    const ping = await fetch(`${url}/v1/ping`, { headers: { authorization: `Bearer ${signup.api_key}` } });
    expect(ping.status).toBe(200);
    const add = await fetch(`${url}/v1/memories`, {
      method: "POST",
      headers: { authorization: `Bearer ${signup.api_key}`, "content-type": "application/json" },
      body: JSON.stringify({ content: "I live in Berlin" }),
    });
    expect(add.status).toBe(201);
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    const stderr = await new Response(proc.stderr).text();
    expect(stderr).toContain('"msg":"engram stopped"');
    for (const line of stderr.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });

  test("refuses to start when the database's vectors come from another model, and says how to re-embed", async () => {
    const db = new Database(join(dir, "engram.db"));
    db.run("update settings set value = 'other-model' where key = 'embed_model'");
    db.run("update settings set value = '768' where key = 'embed_dims'");
    db.close();
    const proc = start({ ENGRAM_PORT: String(freePort()) });
    expect(await proc.exited).not.toBe(0);
    const stderr = await new Response(proc.stderr).text();
    expect(stderr).toContain("other-model");
    expect(stderr).toContain("engram reembed");
  });

  test("engram reembed rebuilds the vectors and the server starts again", async () => {
    const r = await engram(["reembed"], { ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("re-embedded 1 memories");
    expect(r.stderr).toContain("reembed 1/1");
    const port = freePort();
    const proc = start({ ENGRAM_PORT: String(port) });
    await waitReady(`http://127.0.0.1:${port}`, proc);
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
  });

  test("a missing model gives a clear error, not a crash", async () => {
    const proc = start({ ENGRAM_PORT: String(freePort()), ENGRAM_EMBED_MODEL: "no-such-model" });
    expect(await proc.exited).toBe(1);
    const stderr = await new Response(proc.stderr).text();
    expect(stderr).toContain('"no-such-model" not found');
    expect(stderr).not.toContain("    at ");
  });
});

describe("engram models", () => {
  test("list shows the installed model with its dimension", async () => {
    const r = await engram(["models", "list", "--json"], { ENGRAM_MODELS_DIR: modelsDir, ENGRAM_DATA_DIR: dir });
    expect(r.code).toBe(0);
    const models = JSON.parse(r.stdout) as { id: string; dims: number }[];
    expect(models.find((m) => m.id === "all-MiniLM-L6-v2")?.dims).toBe(384);
  });

  test("pull without network fails fast with a clear one-line error", async () => {
    const started = performance.now();
    const r = await engram(["models", "pull", "sentence-transformers/all-MiniLM-L12-v2"], {
      ENGRAM_MODELS_DIR: join(dir, "pulled"),
      ENGRAM_DATA_DIR: dir,
      HF_ENDPOINT: "http://127.0.0.1:9",
    });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr.toLowerCase()).toMatch(/cannot reach|unreachable|no internet/);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  test("bad usage exits 2", async () => {
    expect((await engram(["models", "pull"], { ENGRAM_DATA_DIR: dir })).code).toBe(2);
    expect((await engram(["models", "frob"], { ENGRAM_DATA_DIR: dir })).code).toBe(2);
  });
});
