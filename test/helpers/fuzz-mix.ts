/**
 * The hostile request mix of the fuzz test (issue 18), shared by test/http/fuzz.test.ts, which asserts on
 * the answers, and bench/healthz.ts, which measures /healthz while the same mix arrives: a seeded generator
 * of bodies, paths and queries for every /v1 route, and a raw-socket client that sees exactly what the
 * server wrote (no fetch normalisation).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { mulberry32 } from "./rng";

/** A seeded generator (mulberry32) with the picks the mix makes. */
export function rng(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof rng>;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request over a fresh TCP connection (Connection: close), read to the end. */
export function rawRequest(port: number, head: string, body: Uint8Array | string = ""): Promise<Answer | null> {
  const payload = Buffer.concat([Buffer.from(head, "latin1"), typeof body === "string" ? Buffer.from(body) : Buffer.from(body)]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => reject(new Error(`no answer in 30 s to: ${head.split("\r\n")[0]}`)), 30_000);
    Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        open(s) {
          s.write(payload);
        },
        data(_s, d) {
          chunks.push(Buffer.from(d));
        },
        close() {
          clearTimeout(timer);
          resolve(parse(Buffer.concat(chunks)));
        },
        error(_s, e) {
          clearTimeout(timer);
          reject(e);
        },
      },
    }).catch(reject);
  });
}

export function parse(raw: Buffer): Answer | null {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return null; // closed without an answer
  const lines = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(lines[0]!.split(" ")[1]);
  const headers: Record<string, string> = {};
  for (const l of lines.slice(1)) {
    const i = l.indexOf(":");
    headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers["transfer-encoding"] === "chunked") {
    const out: Buffer[] = [];
    let at = 0;
    for (;;) {
      const eol = body.indexOf("\r\n", at);
      const size = parseInt(body.subarray(at, eol).toString(), 16);
      if (!size) break;
      out.push(body.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
    body = Buffer.concat(out);
  }
  return { status, headers, body: body.toString("utf8") };
}

export function head(method: string, target: string, headers: Record<string, string>, length: number | null): string {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (length !== null) lines.push(`Content-Length: ${length}`);
  return lines.join("\r\n") + "\r\n\r\n";
}

// ---- what the fuzz sends -------------------------------------------------------------------------

export const nasty = ["", " ", "\u0000", "a\u0000b", "\u202e", "😀", "\ud800", "%", "../..", ".", "..", "a/b", "'\"`", "\\", "{}", "[]", "null", "x".repeat(300), "<script>"];
export const numbers = [0, -1, 1, 50, 51, 200, 201, 1000, 1001, 1e19, -1e19, 9007199254740993, 9223372036854775807, 0.5, 1e-300, 1e308];

export function scalar(r: Rng): unknown {
  switch (r.int(7)) {
    case 0: return r.pick(nasty);
    case 1: return r.pick(numbers);
    case 2: return r.chance(0.5);
    case 3: return null;
    case 4: return "w" + r.int(1000);
    case 5: return new Date(Date.UTC(2000 + r.int(40), r.int(12), 1 + r.int(28))).toISOString();
    default: return r.int(100);
  }
}

export function value(r: Rng, depth = 0): unknown {
  if (depth > 3 || r.chance(0.6)) return scalar(r);
  if (r.chance(0.5)) return Array.from({ length: r.int(4) }, () => value(r, depth + 1));
  return Object.fromEntries(Array.from({ length: r.int(4) }, () => [r.chance(0.7) ? "k" + r.int(5) : String(r.pick(nasty)), value(r, depth + 1)]));
}

/** A plausible body for the route, then mutated: fields dropped, retyped, renamed, added. */
export function bodyFor(r: Rng, path: string): Record<string, unknown> {
  const base: Record<string, unknown> = path.includes("/batch")
    ? { memories: Array.from({ length: 1 + r.int(3) }, () => ({ content: "I like " + r.pick(["tea", "jazz", "Oslo"]), user_id: "u" + r.int(3) })) }
    : path.includes("/search")
      ? { query: "what does u1 like?", limit: 5, metadata: { k: 1 } }
      : path.includes("/facts")
        ? { subject: "ann", predicate: "likes", object: "tea", user_id: "u" + r.int(3) }
        : path.includes("/agents/init")
          ? { name: "fuzz" }
          : path.includes("/forget")
            ? {}
            : { content: "Fuzzing is fun " + r.int(100), user_id: "u" + r.int(3), metadata: { k: r.int(3) } };
  const keys = Object.keys(base);
  for (let i = r.int(4); i > 0; i--) {
    const k = keys.length && r.chance(0.7) ? r.pick(keys) : r.pick(["extra", "limit", "offset", "metadata", "timestamp", "mode", "min_score", "tense", "confidence", "expected_updated_at"]);
    if (r.chance(0.2)) delete base[k];
    else base[k] = value(r);
  }
  return base;
}

export function hostileBody(r: Rng): { text: string | Uint8Array; type: string } {
  switch (r.int(8)) {
    case 0: return { text: "[".repeat(50_000 + r.int(100_000)) + "]".repeat(r.int(10)), type: "application/json" };
    case 1: return { text: `{"content":"x","metadata":{"a":${"{\"a\":".repeat(5000)}1${"}".repeat(5000)}}}`, type: "application/json" };
    case 2: return { text: '{"content":', type: "application/json" };
    case 3: return { text: "content=hello&user_id=x", type: "application/x-www-form-urlencoded" };
    case 4: return { text: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), type: "application/json" };
    case 5: return { text: JSON.stringify({ content: "x".repeat(20_000 + r.int(5_000)) }), type: "application/json" };
    case 6: return { text: JSON.stringify({ query: "x", metadata: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}\u0000`, i])) }), type: "application/json" };
    default: return { text: JSON.stringify(value(r)), type: r.pick(["application/json", "text/plain", "", "application/json; charset=utf-8"]) };
  }
}

/** Percent-encodes; a lone surrogate becomes the bytes of one (invalid UTF-8), which is nastier still. */
export const enc = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80";
  }
};

export function fill(r: Rng, pattern: string, ids: { mem: string; fact: string; job: string }): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (r.chance(0.3)) return enc(String(r.pick(nasty))).slice(0, 300);
    if (name === "memory_id") return r.chance(0.7) ? ids.mem : `mem_${crypto.randomUUID()}`;
    if (name === "fact_id") return r.chance(0.7) ? ids.fact : `fct_${crypto.randomUUID()}`;
    if (name === "job_id") return r.chance(0.7) ? ids.job : "job_" + "0".repeat(32);
    return encodeURIComponent("u" + r.int(3));
  });
}

export function query(r: Rng): string {
  const names = ["limit", "offset", "user_id", "agent_id", "run_id", "as_of", "since", "until", "include_invalidated", "query", "token_budget", "confirm", "predicate_family", "action", "x"];
  const parts = Array.from({ length: r.int(4) }, () => {
    const v = r.chance(0.5) ? String(r.pick(numbers)) : String(scalar(r));
    return `${r.pick(names)}=${enc(v === "true" ? "yes" : v)}`; // confirm=true would delete the account
  });
  return parts.length ? "?" + parts.join("&") : "";
}

const METHODS = ["GET", "POST", "PATCH", "DELETE", "PUT", "OPTIONS", "PROPFIND"];

export interface Route {
  method: string;
  path: string;
}

/**
 * One request of the mix: a route (its own method 85% of the time), its ids filled in, a hostile query,
 * mostly the valid key, and a JSON body shaped for the route or (one time in five) a hostile one.
 */
export async function mixedRequest(r: Rng, port: number, routes: readonly Route[], ids: { mem: string; fact: string; job: string }, key: string): Promise<{ route: Route; method: string; target: string; answer: Answer | null }> {
  const route = r.pick(routes);
  const method = r.chance(0.85) ? route.method : r.pick(METHODS);
  const target = fill(r, route.path, ids) + query(r);
  const headers: Record<string, string> = {};
  if (r.chance(0.9)) headers.Authorization = r.chance(0.95) ? `Bearer ${key}` : r.pick(["Bearer svc_self_nope", "Bearer svc_live_abc", "Basic x", "Bearer"]);
  let body: string | Uint8Array = "";
  if (method !== "GET" && r.chance(0.9)) {
    if (r.chance(0.2)) {
      const h = hostileBody(r);
      body = h.text;
      if (h.type) headers["Content-Type"] = h.type;
    } else {
      body = JSON.stringify(bodyFor(r, route.path));
      headers["Content-Type"] = "application/json";
    }
  }
  const length = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  const answer = await rawRequest(port, head(method, target, headers, method === "GET" && length === 0 ? null : length), body);
  return { route, method, target, answer };
}

/**
 * The control for /healthz timings: a bare Bun.serve in its own process, asked at the same moments, whose
 * delay is the machine's own (scheduler, other load) rather than ours.
 */
export async function startControl(): Promise<{ proc: ReturnType<typeof Bun.spawn>; port: number }> {
  const proc = Bun.spawn(["bun", "-e", "const s = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('ok') }); console.log(s.port);"], { stdout: "pipe", stderr: "inherit" });
  const out = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  return { proc, port: Number(new TextDecoder().decode((await out.read()).value).trim()) };
}

/**
 * The port `engram serve` (started with ENGRAM_PORT=0 and its log at info into `logFile`) says it listens
 * on. Its log goes to a file rather than a pipe to this process: a pipe that this (busy, CPU-starved)
 * process drains late fills up, and then the server's next log line blocks its event loop for 10-25 ms
 * (measured with bench/healthz.ts --probe), a delay of the test harness, not of the server.
 */
export async function listenedPort(server: ReturnType<typeof Bun.spawn>, logFile: string): Promise<number> {
  for (;;) {
    const text = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
    const m = /"msg":"engram listening","url":"http:\/\/[^:]+:(\d+)"/.exec(text);
    if (m) return Number(m[1]);
    if (server.exitCode !== null) throw new Error(`engram serve exited: ${text}`);
    await Bun.sleep(20);
  }
}

// ---- /healthz throughout ------------------------------------------------------------------------

/** One check: /healthz and the control asked at the same moment, each over a fresh connection. */
export interface HealthCheck {
  /** When it was sent (performance.now() of the prober). */
  at: number;
  healthz: number;
  control: number;
  /** /healthz's status (null: the connection closed without an answer). */
  status: number | null;
  /** With the server's pid (Linux): how long its main thread was runnable but waiting for a CPU during the check. */
  queued?: number;
  /** With the server's pid: how long its main thread was on a CPU during the check. */
  run?: number;
  /** With the server's pid: how long this (the checking) process's main thread waited for a CPU during the check. */
  clientQueued?: number;
  /** With the server's pid: CPU waits of the server's garbage collector threads during the check (its request thread may wait on them). */
  gcQueued?: number;
  /** With the server's pid: how long its main thread was seen waiting on the disk (state D) during the check. */
  ioBlocked?: number;
}

/** CPU wait so far of each of a process's garbage-collector threads (JavaScriptCore's HeapHelper / Collector), ms by thread id. */
function gcQueuedOf(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        if (/HeapHelper|ollector/.test(readFileSync(`/proc/${pid}/task/${tid}/comm`, "latin1"))) out.set(tid, schedstat(pid, Number(tid))?.queued ?? 0);
      } catch {}
    }
  } catch {}
  return out;
}

/** What the threads of `after` waited since `before` (a thread that started since counts whole; one that ended, not at all). */
function waitedSince(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [tid, q] of after) total += Math.max(0, q - (before.get(tid) ?? 0));
  return total;
}

/** A thread's time on a CPU and waiting for one, in ms (Linux /proc schedstat); null elsewhere. */
export function schedstat(pid: number, tid = pid): { run: number; queued: number } | null {
  try {
    const [run, queued] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "latin1").split(" ").map((x) => Number(x) / 1e6);
    return { run: run!, queued: queued! };
  } catch {
    return null;
  }
}

/** A thread's scheduler state (Linux /proc stat, field 3: R, S, D, ...); null elsewhere. */
export function threadState(pid: number, tid = pid): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "latin1");
    // The command name before it is in parentheses and may hold spaces.
    return stat.charAt(stat.lastIndexOf(")") + 2) || null;
  } catch {
    return null;
  }
}

/**
 * Watches a thread's state every `everyMs` until stopped, and totals the time it was seen in D
 * (uninterruptible sleep: waiting on the disk). A gap between two samples counts when the later one is D,
 * up to 5 samples' worth.
 */
function diskWaits(pid: number, everyMs = 2): { ms(): number; stop(): void } {
  let total = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    // Capped: a sample this process took late (it waited for a CPU) does not excuse the whole gap.
    if (threadState(pid) === "D") total += Math.min(now - last, 5 * everyMs);
    last = now;
  }, everyMs);
  return { ms: () => total, stop: () => clearInterval(timer) };
}

/**
 * Asks /healthz and the control together every `everyMs`, each check on its own timer (a slow answer
 * does not delay the next check, so a stall is met by checks sent all through it), until `stop()`.
 */
export async function pollHealth(port: number, controlPort: number, stop: () => boolean, everyMs = 20, serverPid?: number): Promise<HealthCheck[]> {
  const checks: Promise<HealthCheck>[] = [];
  const disk = serverPid && threadState(serverPid) !== null ? diskWaits(serverPid) : null;
  const check = async (): Promise<HealthCheck> => {
    const at = performance.now();
    const disk0 = disk?.ms();
    const before = serverPid ? schedstat(serverPid) : null;
    const self0 = serverPid ? schedstat(process.pid) : null;
    const gc0 = serverPid ? gcQueuedOf(serverPid) : new Map<string, number>();
    const [h, c] = await Promise.all([timed(port, "/healthz"), timed(controlPort, "/")]);
    const after = before ? schedstat(serverPid!) : null;
    const self1 = self0 ? schedstat(process.pid) : null;
    return {
      at, healthz: h.ms, control: c.ms, status: h.status,
      ...(before && after ? { queued: after.queued - before.queued, run: after.run - before.run } : {}),
      ...(self0 && self1 ? { clientQueued: self1.queued - self0.queued, gcQueued: waitedSince(gc0, gcQueuedOf(serverPid!)) } : {}),
      ...(disk && disk0 !== undefined ? { ioBlocked: disk.ms() - disk0 } : {}),
    };
  };
  const timed = async (p: number, path: string) => {
    const started = performance.now();
    const a = await rawRequest(p, head("GET", path, {}, null));
    return { status: a?.status ?? null, ms: performance.now() - started };
  };
  while (!stop()) {
    const at = performance.now();
    checks.push(check());
    await Bun.sleep(Math.max(1, at + everyMs - performance.now()));
  }
  const done = await Promise.all(checks);
  disk?.stop();
  return done;
}

/**
 * Starts checking /healthz and the control from a process of its own (./health-prober.ts) until `stop()`,
 * which answers the checks (their `at` on the prober's clock).
 */
export function startProber(port: number, controlPort: number, serverPid: number, everyMs = 20): { stop(): Promise<HealthCheck[]> } {
  const proc = Bun.spawn(["bun", join(import.meta.dir, "health-prober.ts"), String(port), String(controlPort), String(serverPid), String(everyMs)], {
    stdin: "pipe",
    stdout: "pipe",
    stderr: "inherit",
  });
  return {
    async stop() {
      proc.stdin.write("stop\n");
      await proc.stdin.end();
      const out = await new Response(proc.stdout).text();
      if ((await proc.exited) !== 0) throw new Error(`the health prober failed: ${out.slice(0, 200)}`);
      return JSON.parse(out) as HealthCheck[];
    },
  };
}

/** The goal: /healthz answers within 50 ms throughout the fuzz. */
export const HEALTH_GOAL_MS = 50;

/**
 * The checks that break the goal: /healthz took more than 50 ms beyond the delay the machine imposed at
 * that moment. The machine's delay is the sum of:
 * - the control's time (a bare Bun.serve in its own process, asked at the same moment): the network
 *   stack, and whatever delays both requests alike;
 * - the time spent runnable but waiting for a CPU, during the check, by the server's request thread, by
 *   its garbage collector's threads (a collection makes the request thread wait for them), and by the
 *   checking process's thread (Linux schedstat; 0 where unknown). On a loaded 2-core machine this is
 *   most of /healthz's time (measured at load 11-16: p50 20-45 ms, worst 300-700 ms), and the control
 *   does not show it: an idle process is woken at once, a busy one waits its turn.
 * - the time the server's main thread was seen waiting on the disk (state D, sampled every 2 ms by the
 *   prober): SQLite reads and writes on that thread, and while another process floods the disk
 *   (measured: three 1.5 GB `dd ... conv=fsync` beside this test, 6 of 11 runs late, the thread in D for
 *   290-680 ms in rq_qos_wait, submit_bio_wait and folio_wait_bit_common with no major page fault)
 *   every request waits for the disk, however little the server does.
 * A sum, not the larger: at load 15 a check was late by the larger alone with the control at 97 ms and
 * the two waits at 99 ms while the server ran 6.5 ms (one delay after the other). Where they overlap
 * the sum excuses too much, which only matters on a starved machine.
 * What stays is the server's own: time on a CPU (its handling of this and the requests queued before
 * it) and time blocked inside a synchronous call other than on the disk. A 60 ms synchronous stall is late
 * on any machine.
 */
export function lateHealthChecks(checks: readonly HealthCheck[]): HealthCheck[] {
  return checks.filter((c) => c.healthz > HEALTH_GOAL_MS + machineDelay(c)).sort((a, b) => b.healthz - a.healthz);
}

/** The delay of a check that is the machine's, not the server's (see lateHealthChecks). */
export function machineDelay(c: HealthCheck): number {
  return c.control + (c.queued ?? 0) + (c.gcQueued ?? 0) + (c.clientQueued ?? 0) + (c.ioBlocked ?? 0);
}
