import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { createHash } from "node:crypto";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { engram, freePort, procStat, runnersOf, startServe, waitReady } from "../helpers/cli";
import { testModelsDir } from "../embed/model-dir";
import { CONVERTER_VERSION } from "../../src/embed/build/index.ts";
import { BUILD_INFO_FILE, Q8_INT8_FILE } from "../../src/embed/models.ts";

const dir = mkdtempSync(join(tmpdir(), "engram-serve-"));
const modelsDir = await testModelsDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = (env: Record<string, string>) => startServe({ ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir, ...env });

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
    // Started as the README starts it (telemetry not yet off: the server is a re-run child), the job
    // runner must stay up, not stop and be restarted.
    await Bun.sleep(2500);
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    const stderr = await new Response(proc.stderr).text();
    expect(stderr).toContain('"msg":"engram stopped"');
    expect(stderr.match(/"msg":"job runner started"/g)).toHaveLength(1);
    expect(stderr).not.toContain("job runner exited");
    for (const line of stderr.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });

  test("jobs run in a separate runner process at a lower CPU priority, every thread of it, which ends with the server even on SIGKILL", async () => {
    const port = freePort();
    // telemetry already off: no re-run, so the pid we kill is the server itself
    const own = mkdtempSync(join(tmpdir(), "engram-serve-jobs-"));
    const proc = start({ ENGRAM_PORT: String(port), ORT_DISABLE_TELEMETRY: "1", ENGRAM_DATA_DIR: own });
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, proc);
    const { api_key } = (await (await fetch(`${url}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
    const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
    const added = (await (await fetch(`${url}/v1/memories`, { method: "POST", headers, body: JSON.stringify({ content: "I live in Lisbon", user_id: "u1" }) })).json()) as { id: string; status: string };
    expect(added.status).toBe("processing");
    let memory: { status: string; facts: { predicate: string; object: string }[] } = { status: "processing", facts: [] };
    for (let i = 0; i < 100 && memory.status === "processing"; i++) {
      await Bun.sleep(50);
      memory = (await (await fetch(`${url}/v1/memories/${added.id}`, { headers })).json()) as typeof memory;
    }
    expect(memory.status).toBe("ready");
    expect(memory.facts.map((f) => [f.predicate, f.object])).toContainEqual(["lives_in", "Lisbon"]);

    const runners = runnersOf(proc.pid);
    expect(runners).toHaveLength(1);
    const runner = runners[0]!;
    expect(procStat(runner)!.nice).toBeGreaterThan(procStat(proc.pid)!.nice);
    // Nice values belong to threads on Linux: the runtime's own threads (JIT compilers, heap helpers),
    // started before the runner lowered itself, must not keep the server's priority.
    const threads = readdirSync(`/proc/${runner}/task`).map((tid) => procStat(runner, `/proc/${runner}/task/${tid}/stat`)?.nice);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.filter((n) => n !== undefined && n <= procStat(proc.pid)!.nice)).toEqual([]);

    proc.kill("SIGKILL");
    await proc.exited;
    let gone = false;
    for (let i = 0; i < 100 && !gone; i++) {
      const s = procStat(runner);
      gone = s === null || s.state === "Z"; // a zombie has exited; only its parent's reaper is left
      if (!gone) await Bun.sleep(50);
    }
    expect(gone).toBe(true);
    rmSync(own, { recursive: true, force: true });
  });

  test("the server's checkpoint thread copies the WAL into the file; no commit of the server or its runner does", async () => {
    const port = freePort();
    const own = mkdtempSync(join(tmpdir(), "engram-serve-wal-"));
    const file = join(own, "engram.db");
    const proc = start({ ENGRAM_PORT: String(port), ORT_DISABLE_TELEMETRY: "1", ENGRAM_DATA_DIR: own });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitReady(url, proc);
      const { api_key } = (await (await fetch(`${url}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
      const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
      // Settled: the start's writes are in the file, and the next write starts the WAL over.
      const size = () => Bun.file(file).size;
      let before = size();
      for (let i = 0; i < 20; i++, await Bun.sleep(100)) before = size();
      // Far fewer pages than SQLite's own threshold (1,000): a commit would not have copied them.
      for (let i = 0; i < 5; i++) {
        const body = JSON.stringify({ content: `I visited city number ${i} last spring`, user_id: "wal" });
        expect((await fetch(`${url}/v1/memories`, { method: "POST", headers, body })).status).toBe(201);
      }
      const deadline = Date.now() + 5000;
      while (size() <= before && Date.now() < deadline) await Bun.sleep(50);
      expect(size()).toBeGreaterThan(before);
    } finally {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(own, { recursive: true, force: true });
    }
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
    const logged = () => {
      const db = new Database(join(dir, "engram.db"));
      const n = (db.query("select count(*) as n from memory_vector_log where seq = (select seq from memories)").get() as { n: number }).n;
      db.close();
      return n;
    };
    const before = logged();
    const r = await engram(["reembed"], { ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("re-embedded 1 memories");
    expect(r.stderr).toContain("reembed 1/1");
    // The vector index is rebuilt (vec0 keeps one row per vector in its _rowids shadow table), and the
    // write is logged for the project-wide indexes of running processes.
    const db = new Database(join(dir, "engram.db"));
    expect(db.query("select count(*) as n from memory_vectors_rowids").get()).toEqual({ n: 1 });
    db.close();
    expect(logged()).toBe(before + 1);
    const port = freePort();
    const proc = start({ ENGRAM_PORT: String(port) });
    await waitReady(`http://127.0.0.1:${port}`, proc);
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
  });

  const q8 = (models: string) => createHash("sha256").update(readFileSync(join(models, "all-MiniLM-L6-v2", "onnx", "model_quantized.onnx"))).digest("hex");
  const recorded = () => {
    const db = new Database(join(dir, "engram.db"));
    try {
      return (db.query("select value from settings where key = 'embed_model_sha256'").get() as { value: string } | null)?.value ?? null;
    } finally {
      db.close();
    }
  };
  const setRecorded = (value: string | null) => {
    const db = new Database(join(dir, "engram.db"));
    if (value === null) db.run("delete from settings where key = 'embed_model_sha256'");
    else db.run("update settings set value = ? where key = 'embed_model_sha256'", [value]);
    db.close();
  };

  test("the database records the SHA-256 of the model file in use", () => {
    expect(recorded()).toBe(q8(modelsDir));
  });

  test("a database from before fingerprints adopts the model file in use at first start, and says so", async () => {
    setRecorded(null);
    const port = freePort();
    const proc = start({ ENGRAM_PORT: String(port) });
    await waitReady(`http://127.0.0.1:${port}`, proc);
    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    expect(await new Response(proc.stderr).text()).toContain("no model fingerprint yet");
    expect(recorded()).toBe(q8(modelsDir));
  });

  test("another file under the same model name and dimension refuses to serve and names engram reembed; reembed records the file in use", async () => {
    setRecorded("0".repeat(64));
    const proc = start({ ENGRAM_PORT: String(freePort()) });
    expect(await proc.exited).not.toBe(0);
    const stderr = await new Response(proc.stderr).text();
    expect(stderr).toContain("another build of");
    expect(stderr).toContain("engram reembed");
    const r = await engram(["reembed"], { ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: modelsDir });
    expect(r.code).toBe(0);
    expect(recorded()).toBe(q8(modelsDir));
  });

  test("a folder this converter built before it wrote the int8 file gets it at start; the portable file is byte-identical, so the database keeps its fingerprint and serves", async () => {
    const old = mkdtempSync(join(tmpdir(), "engram-no-int8-"));
    try {
      const dir = join(old, "all-MiniLM-L6-v2");
      cpSync(join(modelsDir, "all-MiniLM-L6-v2"), dir, { recursive: true });
      rmSync(join(dir, Q8_INT8_FILE));
      const info = join(dir, BUILD_INFO_FILE);
      const record = JSON.parse(readFileSync(info, "utf8"));
      delete record.files[Q8_INT8_FILE];
      writeFileSync(info, JSON.stringify(record));
      const before = recorded();
      expect(before).toBe(q8(modelsDir));
      const port = freePort();
      const proc = start({ ENGRAM_PORT: String(port), ENGRAM_MODELS_DIR: old });
      await waitReady(`http://127.0.0.1:${port}`, proc);
      proc.kill("SIGTERM");
      expect(await proc.exited).toBe(0);
      expect(await new Response(proc.stderr).text()).toContain(`to add ${Q8_INT8_FILE}`);
      expect(JSON.parse(readFileSync(info, "utf8")).files[Q8_INT8_FILE]).toBe(createHash("sha256").update(readFileSync(join(dir, Q8_INT8_FILE))).digest("hex"));
      expect(q8(old)).toBe(q8(modelsDir));
      expect(recorded()).toBe(before);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  }, 120_000);

  test("a default-model folder from an older converter is rebuilt at start; vectors made by the old file ask for engram reembed", async () => {
    const old = mkdtempSync(join(tmpdir(), "engram-old-model-"));
    try {
      cpSync(join(modelsDir, "all-MiniLM-L6-v2"), join(old, "all-MiniLM-L6-v2"), { recursive: true });
      const info = join(old, "all-MiniLM-L6-v2", "engram-build.json");
      writeFileSync(info, JSON.stringify({ ...JSON.parse(readFileSync(info, "utf8")), converter_version: "1" }));
      // Stands for converter 1's different bytes (the old file is only hashed, never loaded).
      appendFileSync(join(old, "all-MiniLM-L6-v2", "onnx", "model_quantized.onnx"), "old build");
      const oldSha = q8(old);
      setRecorded(null); // a database from before fingerprints, its vectors made by the old file
      const proc = start({ ENGRAM_PORT: String(freePort()), ENGRAM_MODELS_DIR: old });
      expect(await proc.exited).not.toBe(0);
      const stderr = await new Response(proc.stderr).text();
      expect(stderr).toContain("built by converter 1");
      expect(stderr).toContain("engram reembed");
      expect(JSON.parse(readFileSync(info, "utf8")).converter_version).toBe(CONVERTER_VERSION);
      expect(q8(old)).toBe(q8(modelsDir)); // the converter is deterministic
      expect(recorded()).toBe(oldSha);
      const r = await engram(["reembed"], { ENGRAM_DATA_DIR: dir, ENGRAM_MODELS_DIR: old });
      expect(r.code).toBe(0);
      expect(recorded()).toBe(q8(modelsDir));
      const port = freePort();
      const again = start({ ENGRAM_PORT: String(port), ENGRAM_MODELS_DIR: old });
      await waitReady(`http://127.0.0.1:${port}`, again);
      again.kill("SIGTERM");
      expect(await again.exited).toBe(0);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  }, 120_000);

  test("a port already in use stops the second server with an error naming the address, and the first keeps every request", async () => {
    const port = freePort();
    const first = start({ ENGRAM_PORT: String(port) });
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, first);
    const signup = (await (await fetch(`${url}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
    const other = mkdtempSync(join(tmpdir(), "engram-serve-other-"));
    const second = startServe({ ENGRAM_DATA_DIR: other, ENGRAM_MODELS_DIR: modelsDir, ENGRAM_PORT: String(port) });
    try {
      // A second server that did start would run until killed: give it the time a start takes, no more.
      const code = await Promise.race([second.exited, Bun.sleep(30_000).then(() => "still running")]);
      expect(code).toBe(1);
      const stderr = await new Response(second.stderr).text();
      expect(stderr).toContain(`cannot listen on 127.0.0.1:${port}`);
      expect(stderr).not.toContain('"msg":"engram listening"');
      // Every request still reaches the first server (the second never shared the port).
      for (let i = 0; i < 12; i++) {
        expect((await fetch(`${url}/v1/ping`, { headers: { authorization: `Bearer ${signup.api_key}` } })).status).toBe(200);
      }
    } finally {
      second.kill("SIGKILL");
      first.kill("SIGTERM");
      await first.exited;
      rmSync(other, { recursive: true, force: true });
    }
  }, 120_000);

  test("a setting's flag wins over a bad value of its variable for the job runner too: it extracts, never crash-loops", async () => {
    const port = freePort();
    const other = mkdtempSync(join(tmpdir(), "engram-serve-flag-"));
    const proc = startServe({ ENGRAM_DATA_DIR: other, ENGRAM_MODELS_DIR: modelsDir, ENGRAM_PORT: "abc" }, ["--engram_port", String(port)]);
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitReady(url, proc);
      const { api_key } = (await (await fetch(`${url}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
      const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
      const added = (await (await fetch(`${url}/v1/memories`, { method: "POST", headers, body: JSON.stringify({ content: "I live in Oslo", user_id: "u" }) })).json()) as { id: string };
      let status = "";
      for (let i = 0; i < 100 && status !== "ready"; i++) {
        await Bun.sleep(100);
        status = ((await (await fetch(`${url}/v1/memories/${added.id}`, { headers })).json()) as { status: string }).status;
      }
      expect(status).toBe("ready");
    } finally {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(other, { recursive: true, force: true });
    }
    expect(await new Response(proc.stderr).text()).not.toContain("job runner exited");
  }, 120_000);

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
