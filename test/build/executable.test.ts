/**
 * The single executable: built once into a temp folder, then run alone from an empty temp folder (no
 * node_modules, no models, HOME inside the temp folder) must serve the API, migrate its database with
 * sqlite-vec loaded, install and use its carried int8 model, run CLI commands, write no ONNX Runtime
 * telemetry, and stop cleanly on SIGTERM.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { exactInt8Products } from "../../src/embed/exact-int8.ts";
import { ONNX_FILE, Q8_INT8_FILE } from "../../src/embed/models.ts";

const ROOT = join(import.meta.dir, "..", "..");
const BUILD_TIMEOUT = 240_000; // cold: model conversion + bytecode compile, about 10 s on 2 cores
const RUN_TIMEOUT = 120_000;

let dir = "";
let exe = "";
let port = 0;
let env: Record<string, string> = {};
let server: Bun.Subprocess<"ignore", "pipe", "pipe"> | null = null;
let serverErr: Promise<string> = Promise.resolve("");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

async function run(args: string[], extraEnv: Record<string, string> = {}) {
  const p = Bun.spawn([exe, ...args], { cwd: dir, env: { ...env, ...extraEnv }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { code, stdout, stderr };
}

const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  const started = performance.now();
  // Built straight into a temp folder, the converted model cached in another one: the test leaves no
  // dist/ or .build/ in the checkout.
  dir = mkdtempSync(join(tmpdir(), "engram-exe-"));
  exe = join(dir, "engram");
  const cacheDir = join(tmpdir(), "engram-build-cache");
  const build = Bun.spawn(["bun", "build.ts", "--outfile", exe, "--cache-dir", cacheDir], { cwd: ROOT, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(build.stdout).text(), new Response(build.stderr).text(), build.exited]);
  if (code !== 0) throw new Error(`bun build.ts exited ${code}\n${out}\n${err}`);
  const leftInCheckout = readdirSync(join(ROOT, "src", "runtime")).filter((f) => f.includes(".generated."));
  if (leftInCheckout.length > 0) throw new Error(`the build wrote ${leftInCheckout.join(", ")} into the checkout`);
  console.log(`${out.trim().split("\n").at(-1)} [test saw ${((performance.now() - started) / 1000).toFixed(1)} s]`);
  Bun.spawnSync(["chmod", "+x", exe]);
  port = await freePort();
  env = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: join(dir, "home"),
    ENGRAM_DATA_DIR: join(dir, "data"),
    ENGRAM_MODELS_DIR: join(dir, "models"),
    ENGRAM_PORT: String(port),
    ENGRAM_LOG: "warn",
    // no ORT_DISABLE_TELEMETRY: the executable must re-run itself with it
  };
}, BUILD_TIMEOUT);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGKILL");
    await server.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("dist/engram on its own", () => {
  test("the temp folder has no node_modules on the way up", () => {
    for (let d = dir; ; d = dirname(d)) {
      expect(existsSync(join(d, "node_modules"))).toBe(false);
      if (dirname(d) === d) break;
    }
  });

  test("extract --explain: the rules extractor's reading, clause by clause, each fact with the rule that made it", async () => {
    const r = await run(["extract", "I moved to Lisbon last month and my fave food is sushi. I have 31 years.", "--explain", "--now", "2026-05-10T00:00:00Z"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("clause: I moved to Lisbon last month");
    expect(r.stdout).toContain("rewrites: favorite_spelling");
    expect(r.stdout).toMatch(/@self \| lives_in \| Lisbon \| current from 2026-04-01 .*rule places\.move_to/);
    expect(r.stdout).toMatch(/@self \| favorite \| sushi \| .*rewrites favorite_spelling/);
    // A sentence paraphrase (paraphrase.ts) is named like the clause rewrites.
    expect(r.stdout).toContain("rewrites: age_have_years");
    expect(r.stdout).toMatch(/@self \| age \| 31 \| .*rule copula\.be; rewrites age_have_years/);
  });

  test(
    "serve (default command): healthz, sign-up, ping, readyz, memories embedded and searched, model installed",
    async () => {
      const started = performance.now();
      server = Bun.spawn([exe], { cwd: dir, env, stdin: "ignore", stdout: "pipe", stderr: "pipe" });
      serverErr = new Response(server.stderr).text();
      let healthy = false;
      while (!healthy && performance.now() - started < 30_000 && server.exitCode === null) {
        healthy = await fetch(`${base()}/healthz`).then((r) => r.status === 200, () => false);
        if (!healthy) await Bun.sleep(20);
      }
      if (!healthy) throw new Error(`server did not become healthy (exit ${server.exitCode})\n${server.exitCode !== null ? await serverErr : ""}`);
      console.log(`dist/engram: /healthz 200 after ${Math.round(performance.now() - started)} ms (first start, unpacking included)`);

      const init = await fetch(`${base()}/v1/agents/init`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(init.status).toBe(201);
      const { api_key } = (await init.json()) as { api_key: string };
      expect(api_key).toMatch(/^svc_self_/);

      const ping = await fetch(`${base()}/v1/ping`, { headers: { authorization: `Bearer ${api_key}` } });
      expect(ping.status).toBe(200);

      // readyz: the server loads the model before it listens, so it is ready as soon as it answers
      const ready = await fetch(`${base()}/readyz`);
      const body = (await ready.json()) as { database: boolean; model: { ready: boolean; id: string; dims: number | null } };
      expect(body).toMatchObject({ database: true, model: { ready: true, id: "all-MiniLM-L6-v2", dims: 384 } });
      expect(ready.status).toBe(200);

      // embedding + sqlite-vec through the API
      const auth = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
      for (const content of ["I live in Berlin", "I like pizza with extra cheese"]) {
        const r = await fetch(`${base()}/v1/memories`, { method: "POST", headers: auth, body: JSON.stringify({ content, user_id: "u1" }) });
        expect(r.status).toBe(201);
      }
      const search = await fetch(`${base()}/v1/memories/search`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ query: "Which city does the user live in?", user_id: "u1" }),
      });
      expect(search.status).toBe(200);
      const hits = ((await search.json()) as { results: Array<{ snippet: string; score: number }> }).results;
      expect(hits.map((h) => h.snippet)).toEqual(["I live in Berlin", "I like pizza with extra cheese"]);
      expect(hits[0]!.score).toBeGreaterThan(0.3);

      // the job runner (a second process of the same executable) extracts the facts of async writes
      let facts: { predicate: string; object: string }[] = [];
      for (let i = 0; i < 200 && facts.length === 0; i++) {
        await Bun.sleep(50);
        const r = await fetch(`${base()}/v1/facts?user_id=u1`, { headers: auth });
        facts = ((await r.json()) as { facts: typeof facts }).facts;
      }
      expect(facts.map((f) => [f.predicate, f.object])).toContainEqual(["lives_in", "Berlin"]);

      // the carried int8 model was installed where ENGRAM_MODELS_DIR points
      const onnx = join(dir, "models", "all-MiniLM-L6-v2", "onnx", "model_quantized.onnx");
      expect(statSync(onnx).size).toBeGreaterThan(10_000_000);
      for (const f of ["config.json", "tokenizer.json", "tokenizer_config.json"]) {
        expect(existsSync(join(dir, "models", "all-MiniLM-L6-v2", f))).toBe(true);
      }
    },
    RUN_TIMEOUT,
  );

  test(
    "CLI commands run from the temp folder while the server runs",
    async () => {
      const keys = await run(["keys", "list"]);
      expect(keys.stderr).toBe("");
      expect(keys.code).toBe(0);
      // without the re-run (variable already set) as well
      const migrate = await run(["migrate"], { ORT_DISABLE_TELEMETRY: "1" });
      expect(migrate.code).toBe(0);
      const usage = await run(["no-such-command"]);
      expect(usage.code).toBe(2);
    },
    RUN_TIMEOUT,
  );

  test(
    "the tool server: `engram mcp` over stdio (beside the running server) and /mcp over streamable HTTP",
    async () => {
      const init = await fetch(`${base()}/v1/agents/init`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const { api_key } = (await init.json()) as { api_key: string };
      const text = (r: unknown) => (r as { content: { text: string }[] }).content[0]!.text;

      const stdio = new Client({ name: "exe-test", version: "1" });
      // no ORT_DISABLE_TELEMETRY: the executable re-runs itself with it, stdio passed through
      await stdio.connect(new StdioClientTransport({ command: exe, args: ["mcp"], cwd: dir, env: { ...env, ENGRAM_API_KEY: api_key }, stderr: "pipe" }));
      expect((await stdio.listTools()).tools).toHaveLength(13);
      const added = await stdio.callTool({ name: "add_memory", arguments: { content: "I live in Oslo", user_id: "u9" } });
      expect(added.isError).toBeFalsy();
      const memoryId = JSON.parse(text(added)).id as string;

      const http = new Client({ name: "exe-test", version: "1" });
      await http.connect(new StreamableHTTPClientTransport(new URL(`${base()}/mcp`), { requestInit: { headers: { authorization: `Bearer ${api_key}` } } }));
      const found = await http.callTool({ name: "search_memories", arguments: { query: "Which city does the user live in?", user_id: "u9" } });
      expect((found.structuredContent as { results: { id: string }[] }).results[0]!.id).toBe(memoryId);
      const context = await stdio.callTool({ name: "get_context", arguments: { query: "where does the user live", user_id: "u9" } });
      expect((context.structuredContent as { context: string }).context).toContain("Oslo");
      // facts follow, from whichever process claims the extraction job first (this one or the server's runner)
      let facts: { predicate: string; object: string }[] = [];
      for (let i = 0; i < 200 && facts.length === 0; i++) {
        await Bun.sleep(50);
        facts = ((await http.callTool({ name: "list_facts", arguments: { user_id: "u9" } })).structuredContent as { facts: typeof facts }).facts;
      }
      expect(facts.map((f) => [f.predicate, f.object])).toContainEqual(["lives_in", "Oslo"]);
      await http.close();
      await stdio.close();
    },
    RUN_TIMEOUT,
  );

  test(
    "embeds with the carried model, and ONNX Runtime writes no telemetry",
    async () => {
      const r = await run(["__selfcheck", "a sentence to embed"]);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as { ok: boolean; sqlite_vec: string; model: string; model_file: string; dims: number; norm: number; scan_helper: boolean };
      expect(out.ok).toBe(true);
      // the first-pass helper thread starts from its own entry point in the executable
      expect(out.scan_helper).toBe(true);
      expect(out.sqlite_vec).toMatch(/^v\d/);
      expect(out.model).toBe("present"); // installed by `serve` above
      expect(out.dims).toBe(384);
      expect(out.norm).toBeCloseTo(1, 4);
      // the executable carries the int8 twin too, and its probe answers as this process's does
      expect(out.model_file).toBe((await exactInt8Products()) ? Q8_INT8_FILE : ONNX_FILE.q8);
      expect(existsSync(join(dir, "home", ".cache", "Microsoft"))).toBe(false);
      // natives were unpacked into the user's cache folder
      expect(existsSync(join(dir, "home", ".cache", "engram"))).toBe(true);
    },
    RUN_TIMEOUT,
  );

  test(
    "SIGTERM stops the server with exit code 0",
    async () => {
      expect(server).not.toBeNull();
      server!.kill("SIGTERM");
      const code = await server!.exited;
      if (code !== 0) console.error(await serverErr);
      expect(code).toBe(0);
      expect(await fetch(`${base()}/healthz`).then(() => "up", () => "down")).toBe("down");
    },
    RUN_TIMEOUT,
  );
});
