/**
 * /healthz while hostile bodies arrive (issue 18), outside bun:test (prints figures, asserts nothing):
 *   ORT_DISABLE_TELEMETRY=1 bun bench/healthz.ts [--requests 2500] [--concurrency 6] [--seed 180001] [--every 20] [--probe]
 *
 * Starts `engram serve` (src/main.ts serve) in its own process on a temp data dir and a bare Bun.serve
 * (the control: the machine's own scheduling delay) in another, then sends the fuzz test's seeded mix
 * (test/http/fuzz.test.ts: every /v1 route, 20% hostile bodies, over raw sockets, Connection: close)
 * while /healthz and the control are checked together every 20 ms from a prober process of its own
 * (test/helpers/health-prober.ts, as the fuzz test does). Prints p50/p99/worst of both, idle first, then under the mix,
 * and how many checks candidate rules for "within 50 ms" call late (the fuzz test asserts one of them). With --probe the server runs with bench/lib/stall-probe.ts preloaded
 * and the script prints what held its event loop over 20 ms (the probe's own cost is ~1-2% CPU).
 */
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testModelsDir } from "../test/embed/model-dir";
import { type HealthCheck, lateHealthChecks, listenedPort, mixedRequest, rng, startControl, startProber } from "../test/helpers/fuzz-mix";
import { f1, flag, intFlag, load, pct, say } from "./lib/measure";

const ROOT = join(import.meta.dir, "..");
const SEED = intFlag("seed", 180001);
const REQUESTS = intFlag("requests", 2500);
const CONCURRENCY = intFlag("concurrency", 6);
const PROBE = process.argv.includes("--probe");
const PASSES = intFlag("passes", 1);
/** Milliseconds between health checks (each on its own timer). */
const EVERY = intFlag("every", 20);
/** The server's log level (`--log warn` drops the per-request access line, to measure its share). */
const LOG_LEVEL = flag("log") ?? "info";
/** Operations left out of the mix (`--skip "DELETE /v1/account,DELETE /v1/users/:end_user/memories"`), to measure their share. */
const SKIP = new Set((flag("skip") ?? "").split(",").map((x) => x.trim()).filter(Boolean));

/** Candidate rules for "/healthz within 50 ms throughout", each as the checks it calls late. */
function rules(checks: HealthCheck[]): [string, HealthCheck[]][] {
  const worstFirst = (xs: HealthCheck[]) => xs.sort((a, b) => b.healthz - a.healthz);
  const near = (x: HealthCheck, ms: number) => Math.max(...checks.filter((y) => Math.abs(y.at - x.at) <= ms).map((y) => y.control));
  return [
    ["h <= 50", worstFirst(checks.filter((x) => x.healthz > 50))],
    ["h <= 50 + c", worstFirst(checks.filter((x) => x.healthz > 50 + x.control))],
    ["h <= 50 + max c within 50 ms", worstFirst(checks.filter((x) => x.healthz > 50 + near(x, 50)))],
    ["h <= 50 + max c within 100 ms", worstFirst(checks.filter((x) => x.healthz > 50 + near(x, 100)))],
    ["h - server main thread queued <= 50", worstFirst(checks.filter((x) => x.healthz - (x.queued ?? 0) > 50))],
    ["h - queued <= 50 + c", worstFirst(checks.filter((x) => x.healthz - (x.queued ?? 0) > 50 + x.control))],
    ["h - queued - client queued <= 50", worstFirst(checks.filter((x) => x.healthz - (x.queued ?? 0) - (x.clientQueued ?? 0) > 50))],
    ["h - max(queued, client queued) <= 50", worstFirst(checks.filter((x) => x.healthz - Math.max(x.queued ?? 0, x.clientQueued ?? 0) > 50))],
    ["the fuzz test's: h <= 50 + c + queued + GC threads queued + client queued + disk waits", lateHealthChecks(checks)],
  ];
}

// ---- the run ---------------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), "engram-bench-healthz-"));
const stallLog = join(dataDir, "stalls.jsonl");
const { proc: control, port: controlPort } = await startControl();
const logFd = openSync(join(dataDir, "serve.log"), "w");
const server = Bun.spawn(["bun", ...(PROBE ? ["--preload", join(import.meta.dir, "lib", "stall-probe.ts")] : []), ...(flag("preload") ? ["--preload", flag("preload")!] : []), join(ROOT, "src", "main.ts"), "serve"], {
  cwd: ROOT,
  env: {
    PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ORT_DISABLE_TELEMETRY: "1", ENGRAM_NO_REEXEC: "1",
    ENGRAM_LOG: LOG_LEVEL, ENGRAM_DATA_DIR: dataDir, ENGRAM_MODELS_DIR: await testModelsDir(), ENGRAM_PORT: "0", STALL_LOG: stallLog,
  },
  stdout: "ignore",
  stderr: logFd,
});
closeSync(logFd);
const port = await listenedPort(server, join(dataDir, "serve.log"));

/** schedstat of every thread of the server and of its children (the job runner), by thread id. */
function threadTimes(pid: number): Map<string, { proc: string; comm: string; run: number; queued: number }> {
  const out = new Map<string, { proc: string; comm: string; run: number; queued: number }>();
  const procs = [pid];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${tid}/children`, "latin1").trim();
      if (kids) procs.push(...kids.split(" ").map(Number));
    }
  } catch {}
  for (const p of procs) {
    const name = p === pid ? "server" : "child" + p;
    try {
      for (const tid of readdirSync(`/proc/${p}/task`)) {
        const comm = readFileSync(`/proc/${p}/task/${tid}/comm`, "latin1").trim();
        const [run, queued] = readFileSync(`/proc/${p}/task/${tid}/schedstat`, "latin1").split(" ").map((x) => Number(x) / 1e6);
        out.set(`${p}/${tid}`, { proc: name, comm, run: run!, queued: queued! });
      }
    } catch {}
  }
  return out;
}

const cleanup = async () => {
  control.kill();
  server.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const key = ((await (await fetch(`http://127.0.0.1:${port}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string }).api_key;
  const call = async (method: string, path: string, body?: unknown): Promise<any> =>
    (await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })).json();
  const ids = {
    mem: (await call("POST", "/v1/memories", { content: "I live in Oslo", user_id: "u1" })).id as string,
    fact: (await call("POST", "/v1/facts", { subject: "ann", predicate: "likes", object: "tea" })).id as string,
    job: (await call("POST", "/v1/batch", { memories: [{ content: "I like jazz" }] })).id as string,
  };
  // Every /v1 operation the server documents, in Elysia's `:param` form.
  const doc = (await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(doc.paths)
    .filter(([p]) => p.startsWith("/v1/"))
    .flatMap(([p, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path: p.replace(/\{(\w+)\}/g, ":$1") })))
    .filter((x) => !SKIP.has(`${x.method} ${x.path}`));

  const pollFor = async (until: () => boolean) => {
    const prober = startProber(port, controlPort, server.pid, EVERY);
    while (!until()) await Bun.sleep(5);
    const checks = await prober.stop();
    for (const x of checks) if (x.status !== 200) throw new Error(`/healthz answered ${x.status ?? "nothing"}`);
    return { h: checks.map((x) => x.healthz), c: checks.map((x) => x.control), checks };
  };
  const row = (name: string, xs: number[]) => `${name.padEnd(9)} p50 ${f1(pct(xs, 50)).padStart(5)}  p99 ${f1(pct(xs, 99)).padStart(5)}  worst ${f1(Math.max(...xs)).padStart(5)}  mean ${f1(xs.reduce((a, b) => a + b, 0) / xs.length).padStart(5)} ms  (${xs.length} checks)`;

  say(`engram serve pid ${server.pid} on :${port}, control on :${controlPort}; ${routes.length} /v1 operations; seed ${SEED}; load ${load()}`);
  const idleUntil = performance.now() + 3000;
  const idle = await pollFor(() => performance.now() > idleUntil);
  say("idle (3 s):");
  say("  " + row("/healthz", idle.h));
  say("  " + row("control", idle.c));

  for (let pass = 1; pass <= PASSES; pass++) {
    const r = rng(SEED);
    let next = 0;
    let fivexx = 0;
    const one = async () => {
      const { answer: a } = await mixedRequest(r, port, routes, ids, key);
      if (!a || a.status >= 500) fivexx++;
    };
    let done = false;
    const threadsBefore = threadTimes(server.pid);
    const clientCpu0 = process.cpuUsage();
    const windowStart = Date.now();
    const started = performance.now();
    const polled = pollFor(() => done);
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        await one();
      }
    }));
    done = true;
    const windowEnd = Date.now();
    const threadsAfter = threadTimes(server.pid);
    const fuzz = await polled;
    const seconds = (performance.now() - started) / 1000;
    const clientCpu = process.cpuUsage(clientCpu0);
    say(`pass ${pass}: under the hostile mix (${REQUESTS} requests, ${CONCURRENCY} at a time, ${seconds.toFixed(1)} s, ${fivexx} 5xx or dropped; load ${load()}):`);
    say("  " + row("/healthz", fuzz.h));
    say("  " + row("control", fuzz.c));
    const over = fuzz.h.filter((x) => x > 50).length;
    say(`  /healthz over 50 ms: ${over} of ${fuzz.h.length}; control over 50 ms: ${fuzz.c.filter((x) => x > 50).length}`);
    say("  " + row("excess", fuzz.checks.map((x) => x.healthz - x.control)));
    say("  " + row("queued", fuzz.checks.map((x) => x.queued ?? 0)));
    say("  " + row("cl.queued", fuzz.checks.map((x) => x.clientQueued ?? 0)));
    for (const [name, late] of rules(fuzz.checks)) say(`  rule ${name}: ${late.length} late${late.length ? ` (worst ${late.slice(0, 4).map((x) => `${f1(x.healthz)} vs control ${f1(x.control)} (server main thread queued ${f1(x.queued ?? 0)}, ran ${f1(x.run ?? 0)}, GC threads queued ${f1(x.gcQueued ?? 0)}, waited on the disk ${f1(x.ioBlocked ?? 0)}; client queued ${f1(x.clientQueued ?? 0)})`).join(", ")})` : ""}`);

    // CPU per thread of the server and its job runner during the mix: run = on a CPU, queued = runnable, waiting for one.
    const perComm = new Map<string, { run: number; queued: number; n: number }>();
    for (const [tid, a] of threadsAfter) {
      const b = threadsBefore.get(tid) ?? { ...a, run: 0, queued: 0 };
      const k = `${a.proc}/${a.comm}`;
      const e = perComm.get(k) ?? { run: 0, queued: 0, n: 0 };
      e.run += a.run - b.run; e.queued += a.queued - b.queued; e.n++;
      perComm.set(k, e);
    }
    say(`  threads during the mix (${seconds.toFixed(1)} s wall), CPU ms on / waiting for a CPU (this load generator itself: ${f1((clientCpu.user + clientCpu.system) / 1000)} ms CPU):`);
    for (const [k, e] of [...perComm].sort((x, y) => y[1].run - x[1].run).filter(([, e]) => e.run > 5)) say(`    ${k.padEnd(28)} x${e.n}  ${f1(e.run).padStart(6)} / ${f1(e.queued).padStart(6)}`);

    if (PROBE) {
      await Bun.sleep(100);
      const lines = existsSync(stallLog) ? readFileSync(stallLog, "utf8").trim().split("\n").filter(Boolean).map((l) => JSON.parse(l)).filter((s) => s.at >= windowStart && s.at <= windowEnd) : [];
      const stalls = lines.filter((l) => !l.span && !l.req);
    // Main-thread CPU per request, by route and body size (meaningful with --concurrency 1: no overlap).
    const reqs = new Map<string, { n: number; cpu: number; max: number }>();
    for (const l of lines.filter((l) => l.req)) {
      const m = /^fetch (\S+) (\S*) cl=(\d+)/.exec(l.what)!;
      const path = m[2]!.replace(/(mem|fct|job|agt)_[0-9a-zA-Z_-]+/g, ":id").replace(/^\/v1\/users\/[^/]*\//, "/v1/users/:u/").replace(/^\/v1\/agents\/[^/]+$/, "/v1/agents/:a");
      const cl = Number(m[3]);
      const kind = `${m[1]} ${path.slice(0, 40)} ${cl > 100_000 ? ">100KB" : cl > 10_000 ? "10-100KB" : "<10KB"}`;
      const e = reqs.get(kind) ?? { n: 0, cpu: 0, max: 0 };
      e.n++; e.cpu += l.cpu; e.max = Math.max(e.max, l.cpu);
      reqs.set(kind, e);
    }
    const allCpu = [...reqs.values()].reduce((a, e) => a + e.cpu, 0);
    if (reqs.size) say(`main-thread CPU per request, arrival to answer (${f1(allCpu)} ms over ${[...reqs.values()].reduce((a, e) => a + e.n, 0)} requests), top kinds:`);
    for (const [kind, e] of [...reqs].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 18)) {
      say(`  ${String(e.n).padStart(4)} x  total ${f1(e.cpu).padStart(6)} ms  mean ${f1(e.cpu / e.n).padStart(5)}  max ${f1(e.max).padStart(5)}: ${kind}`);
    }
      // Every synchronous span of 10 ms or more during the mix, by kind, with its CPU/queued/blocked split where known.
      const kinds = new Map<string, { n: number; ms: number; cpu: number; queued: number; blocked: number }>();
      for (const l of lines.filter((l) => l.span)) {
        const m = /cpu ([-\d.]+) queued ([-\d.]+) blocked ([-\d.]+): (.*)$/.exec(l.what);
        const kind = m ? `${l.what.split(" ")[0]} ${m[4]}` : l.what.replace(/\d+ chars/, "# chars");
        const e = kinds.get(kind) ?? { n: 0, ms: 0, cpu: 0, queued: 0, blocked: 0 };
        e.n++; e.ms += l.ms;
        if (m) { e.cpu += Number(m[1]); e.queued += Number(m[2]); e.blocked += Number(m[3]); }
        kinds.set(kind, e);
      }
      say("synchronous spans of 10 ms or more on the server's thread during the mix (count, total, max-free split cpu/queued/blocked):");
      for (const [kind, e] of [...kinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) {
        say(`  ${String(e.n).padStart(4)} x, ${f1(e.ms).padStart(6)} ms (cpu ${f1(e.cpu)}, queued ${f1(e.queued)}, blocked ${f1(e.blocked)}): ${kind.slice(0, 120)}`);
      }
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      say(`event-loop stalls over 20 ms in the server (during the mix): ${stalls.length}, ` +
        `total ${f1(sum(stalls.map((s) => s.gap)))} ms: on CPU ${f1(sum(stalls.map((s) => s.run)))}, waiting for a CPU ${f1(sum(stalls.map((s) => s.queued)))}, ` +
        `blocked/sleeping ${f1(sum(stalls.map((s) => s.off)))} ms`);
      // Attributed to the longest synchronous span inside each stall (its kind: first word and route/SQL head).
      const by = new Map<string, { n: number; gap: number; span: number; run: number; queued: number; off: number }>();
      for (const s of stalls) {
        const top = s.inside[0];
        const kind = top ? top.what.replace(/ cl=\d+/, "").replace(/(cpu|queued|blocked) [-\d.]+ ?/g, "").replace(/\d+ chars/, "# chars").slice(0, 110) : "(no span over 1 ms: GC, timers, native work)";
        const e = by.get(kind) ?? { n: 0, gap: 0, span: 0, run: 0, queued: 0, off: 0 };
        e.n++; e.gap += s.gap; e.span += top?.ms ?? 0; e.run += s.run; e.queued += s.queued; e.off += s.off;
        by.set(kind, e);
      }
      for (const [kind, e] of [...by].sort((a, b) => b[1].gap - a[1].gap).slice(0, 15)) {
        say(`  ${String(e.n).padStart(3)} stalls, ${f1(e.gap).padStart(6)} ms (span ${f1(e.span)}, cpu ${f1(e.run)}, queued ${f1(e.queued)}, off ${f1(e.off)}): ${kind}`);
      }
      if (process.env.KEEP_STALLS) for (const st of stalls) say(JSON.stringify(st));
    }
  }
} finally {
  await cleanup();
}
