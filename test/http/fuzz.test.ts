/**
 * Hostile input over raw sockets (issue 18): a seeded, bounded fuzz of every /v1 route against a real
 * `engram serve` (Bun.serve) on port 0. Every answer must be JSON with X-Svc-API-Version (an error as
 * `{code, message}`) and none may be 5xx. Throughout the run a prober process of its own asks /healthz
 * and a control server (a bare Bun.serve in another process) every 20 ms, and each /healthz answer must
 * come within 50 ms beyond the machine's own delay at that moment (the rule, and why the control alone
 * is not that delay: lateHealthChecks in test/helpers/fuzz-mix.ts). Measured at load 14-16 on the shared
 * 2-core machine: 0 late in 2 runs of this test (/healthz worst 422 and 1471 ms, nearly all of it the
 * server waiting for a CPU); with a synchronous 60 ms sleep added to each erasure, 68 late. The seed is
 * printed; set FUZZ_SEED to replay a run. Requests Bun's own HTTP parser answers (documented in the
 * README) are in the last tests, not in the fuzz. */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { testModelsDir } from "../embed/model-dir";
import { backendEnv, startTestApp, type TestApp } from "../helpers/app";
import { MAIN, ROOT } from "../helpers/cli";
import { head, HEALTH_GOAL_MS, lateHealthChecks, listenedPort, mixedRequest, rawRequest, rng, startControl, startProber } from "../helpers/fuzz-mix";

const SEED = Number(process.env.FUZZ_SEED ?? 18_0001);
const REQUESTS = 2500;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);

// ---- the run (the mix itself: test/helpers/fuzz-mix.ts) -----------------------------------------

let t: TestApp;
let server: ReturnType<typeof Bun.spawn> | null = null;
let control: ReturnType<typeof Bun.spawn> | null = null;
let controlPort = 0;
const dataDir = mkdtempSync(join(tmpdir(), "engram-fuzz-"));
const logFile = join(dataDir, "serve.log");
/** The server's database on the run's backend (PostgreSQL: a fresh one; SQLite: the data folder's file). */
const database = backendEnv();
let port = 0;
let key = "";
let ids = { mem: "", fact: "", job: "" };

async function call(method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

beforeAll(async () => {
  // The route list comes from the app itself; the traffic goes to `engram serve` in its own process on
  // port 0, as in production: the fuzzing client's own work must not share the server's event loop.
  t = startTestApp();
  ({ proc: control, port: controlPort } = await startControl());
  const logFd = openSync(logFile, "w");
  server = Bun.spawn(["bun", MAIN, "serve"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ORT_DISABLE_TELEMETRY: "1", ENGRAM_NO_REEXEC: "1",
      ENGRAM_LOG: "info", ENGRAM_DATA_DIR: dataDir, ENGRAM_MODELS_DIR: await testModelsDir(), ENGRAM_PORT: "0", ...database.env,
    },
    stdout: "ignore",
    stderr: logFd,
  });
  closeSync(logFd);
  port = await listenedPort(server, logFile);
  const signup = await (await fetch(`http://127.0.0.1:${port}/v1/agents/init`, { method: "POST" })).json() as { api_key: string };
  key = signup.api_key;
  ids.mem = (await call("POST", "/v1/memories", { content: "I live in Oslo", user_id: "u1" })).id;
  ids.fact = (await call("POST", "/v1/facts", { subject: "ann", predicate: "likes", object: "tea" })).id;
  ids.job = (await call("POST", "/v1/batch", { memories: [{ content: "I like jazz" }] })).id;
});

afterAll(async () => {
  control?.kill();
  if (server) {
    server.kill("SIGTERM");
    await server.exited;
  }
  t.close();
  database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("fuzz", () => {
  test(`${REQUESTS} seeded requests over every /v1 route: no 5xx, JSON with the version header, /healthz answering throughout (goal ${HEALTH_GOAL_MS} ms, printed beside a control server)`, async () => {
    const r = rng(SEED);
    const routes = (t.app.routes as { method: string; path: string }[]).filter((x) => x.path.startsWith("/v1/") && !x.path.includes("//"));
    const failures: string[] = [];

    const seen = new Set<string>();
    let sent = 0;

    // The machine's own noise first: the idle server's checks, the same way.
    const idleProber = startProber(port, controlPort, server!.pid);
    await Bun.sleep(1500);
    const idleChecks = await idleProber.stop();

    const prober = startProber(port, controlPort, server!.pid);
    await Bun.sleep(200); // the prober's start

    const one = async (n: number) => {
      const { route, method, target, answer: a } = await mixedRequest(r, port, routes, ids, key);
      sent++;
      seen.add(`${route.method} ${route.path}`);
      const what = `#${n} ${method} ${target.slice(0, 120)}`;
      if (!a) return void failures.push(`${what}: connection closed without an answer`);
      if (a.status >= 500) failures.push(`${what}: ${a.status} ${a.body.slice(0, 200)}`);
      if (a.headers["x-svc-api-version"] !== "2026-06-12") failures.push(`${what}: no X-Svc-API-Version (status ${a.status})`);
      if (!(a.headers["content-type"] ?? "").startsWith("application/json")) failures.push(`${what}: content-type ${a.headers["content-type"]} (status ${a.status})`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(a.body);
      } catch {
        return void failures.push(`${what}: body is not JSON: ${a.body.slice(0, 100)}`);
      }
      if (a.status >= 400) {
        const e = parsed as Record<string, unknown>;
        if (typeof e.code !== "string" || typeof e.message !== "string") failures.push(`${what}: error body ${a.body.slice(0, 200)}`);
      }
    };

    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) await one(next++);
      }),
    );
    const checks = await prober.stop();
    const seconds = (performance.now() - started) / 1000;
    for (const c of checks) if (c.status !== 200) failures.push(`/healthz answered ${c.status ?? "nothing"}`);
    const late = lateHealthChecks(checks);
    const stats = (xs: number[]) => {
      const s = [...xs].sort((x, y) => x - y);
      return `p50 ${s[Math.floor(s.length / 2)]!.toFixed(1)}, p99 ${s[Math.floor(s.length * 0.99)]!.toFixed(1)}, worst ${s.at(-1)!.toFixed(1)} ms`;
    };
    console.log(
      `fuzz seed ${SEED}: ${sent} requests over ${seen.size} of ${routes.length} /v1 routes in ${seconds.toFixed(1)} s (load ${loadavg()[0]!.toFixed(1)}); ` +
        `${checks.length} health checks: /healthz ${stats(checks.map((c) => c.healthz))}; the control ${stats(checks.map((c) => c.control))}; ` +
        `late ${late.length} (idle server: /healthz worst ${Math.max(...idleChecks.map((c) => c.healthz)).toFixed(1)} ms, control ${Math.max(...idleChecks.map((c) => c.control)).toFixed(1)} ms)`,
    );
    // A 5xx is explained by the server's error lines: shown with the failures.
    if (failures.length) for (const l of readFileSync(logFile, "utf8").split("\n").filter((x) => x.includes('"level":"error"')).slice(0, 5)) console.log(`server: ${l.slice(0, 2000)}`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(seen.size).toBe(routes.length);
    expect(checks.length).toBeGreaterThan(50);
    expect(late.map((c) => `/healthz ${c.healthz.toFixed(1)} ms ${((c.at - checks[0]!.at) / 1000).toFixed(2)} s into the checks; the control ${c.control.toFixed(1)} ms; waiting for a CPU: the server ${c.queued?.toFixed(1)} ms, this process ${c.clientQueued?.toFixed(1)} ms; the server on a CPU ${c.run?.toFixed(1)} ms, its GC threads waiting for a CPU ${c.gcQueued?.toFixed(1)} ms; the server waiting on the disk ${c.ioBlocked?.toFixed(1)} ms`)).toEqual([]);
  }, 60_000);
});

describe("what Bun's HTTP parser answers before the app (documented in the README)", () => {
  test("a request head over 16 KB: 431 from Bun; the server keeps serving", async () => {
    const a = await rawRequest(port, head("GET", "/v1/ping", { Authorization: `Bearer ${key}`, "X-Padding": "p".repeat(20_000) }, null));
    expect(a?.status).toBe(431);
    expect((await rawRequest(port, head("GET", "/healthz", {}, null)))?.status).toBe(200);
  });

  test("a declared body over 65 MiB: 413 from Bun, unread", async () => {
    const a = await rawRequest(port, head("POST", "/v1/batch", { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, 70_000_000));
    expect(a?.status).toBe(413);
  });

  test("a lower-case or unknown method: no 5xx and no app answer; the server keeps serving", async () => {
    for (const m of ["get", "FOO"]) {
      const a = await rawRequest(port, head(m, "/v1/ping", { Authorization: `Bearer ${key}` }, null));
      expect(a === null || (a.status >= 400 && a.status < 500)).toBe(true);
    }
    expect((await rawRequest(port, head("GET", "/healthz", {}, null)))?.status).toBe(200);
  });

  test("a method Bun knows but no route has reaches the app: 405 JSON with the version header", async () => {
    const a = await rawRequest(port, head("PROPFIND", "/v1/memories", { Authorization: `Bearer ${key}` }, null));
    expect(a?.status).toBe(405);
    expect(a?.headers["x-svc-api-version"]).toBe("2026-06-12");
    expect(JSON.parse(a!.body).code).toBe("method_not_allowed");
  });
});
