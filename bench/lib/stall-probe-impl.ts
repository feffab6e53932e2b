/**
 * Loaded by ./stall-probe.ts into `engram serve` (bench/healthz.ts --probe): logs every event-loop stall over
 * STALL_MS (default 20) with what ran synchronously inside it, as one JSON line per stall in
 * STALL_LOG. Nothing under src/ changes; the probe patches bun:sqlite's Statement/Database methods,
 * JSON.parse, stderr writes and the Bun.serve fetch handler to time their synchronous spans.
 *
 * For each stall it also reads the main thread's /proc schedstat: `run` is the time the thread was on
 * a CPU (our own JavaScript or native code), `queued` the time it was runnable but waiting for a CPU
 * (other processes, or this process's own threads, had the cores), and the rest (`off`) the time it
 * slept or blocked inside a synchronous call (SQLite's busy_timeout sleep, a pipe write, an fsync).
 */
import { Database } from "bun:sqlite";
import { appendFileSync, readFileSync } from "node:fs";

const LOG = process.env.STALL_LOG ?? "/tmp/engram-stalls.jsonl";
const STALL_MS = Number(process.env.STALL_MS ?? 20);
const SPAN_MS = 1;

interface Span {
  start: number;
  end: number;
  what: string;
}
const spans: Span[] = [];
const keep = (start: number, what: string) => {
  const end = performance.now();
  if (end - start >= SPAN_MS) {
    spans.push({ start, end, what });
    if (end - start >= 10 && !what.endsWith("(async rest, wall)")) appendFileSync(LOG, stringify({ span: true, at: Date.now(), ms: Math.round((end - start) * 10) / 10, what }) + "\n");
    if (spans.length > 5000) spans.splice(0, 2500);
  }
};

function wrap<T extends object>(proto: T, name: string, label: (self: any, args: any[]) => string) {
  const orig = (proto as any)[name];
  if (typeof orig !== "function") return;
  (proto as any)[name] = function (this: any, ...args: any[]) {
    const t0 = performance.now();
    try {
      return orig.apply(this, args);
    } finally {
      keep(t0, label(this, args));
    }
  };
}

// Bun's Statement sets run/all/get/values on each instance (fast paths by parameter count), so the
// methods are wrapped per statement as it is prepared. The first statement of each transaction labels it.
let txDepth = 0;
let txFirst: string | null = null;
const prepare = Database.prototype.prepare;
Database.prototype.prepare = function (this: Database, sql: string, ...rest: any[]) {
  const t0 = performance.now();
  const st = (prepare as any).call(this, sql, ...rest);
  const text = sql.replace(/\s+/g, " ").slice(0, 90);
  keep(t0, `prepare ${text}`);
  for (const m of ["run", "all", "get", "values", "iterate"]) {
    const orig = st[m];
    if (typeof orig !== "function") continue;
    st[m] = function (this: any, ...args: any[]) {
      if (txDepth > 0 && txFirst === null && !/^(begin|savepoint)/i.test(text)) txFirst = text;
      const t1 = performance.now();
      try {
        return orig.apply(this, args);
      } finally {
        keep(t1, `sql[${m}] ${text}`);
      }
    };
  }
  return st;
} as any;
const exec = Database.prototype.exec;
Database.prototype.exec = function (this: Database, ...args: any[]) {
  const t0 = performance.now();
  const [r0, w0] = schedstat();
  try {
    return (exec as any).apply(this, args);
  } finally {
    const [r1, w1] = schedstat();
    const wall = performance.now() - t0;
    keep(t0, `exec cpu ${(r1 - r0).toFixed(1)} queued ${(w1 - w0).toFixed(1)} blocked ${(wall - (r1 - r0) - (w1 - w0)).toFixed(1)}: ${String(args[0]).slice(0, 80)}`);
  }
} as any;
const tx = Database.prototype.transaction;
Database.prototype.transaction = function (this: Database, fn: any) {
  const wrapped = (tx as any).call(this, fn);
  const out: any = function (this: any, ...args: any[]) {
    const t0 = performance.now();
    try {
      return wrapped.apply(this, args);
    } finally {
      keep(t0, "transaction (whole)");
    }
  };
  for (const k of ["deferred", "immediate", "exclusive"]) {
    out[k] = function (this: any, ...args: any[]) {
      const t0 = performance.now();
      const [r0, w0] = schedstat();
      txDepth++;
      if (txDepth === 1) txFirst = null;
      try {
        return wrapped[k].apply(this, args);
      } finally {
        txDepth--;
        const [r1, w1] = schedstat();
        const wall = performance.now() - t0;
        const run = r1 - r0;
        const queued = w1 - w0;
        keep(t0, `tx.${k} cpu ${run.toFixed(1)} queued ${queued.toFixed(1)} blocked ${(wall - run - queued).toFixed(1)}: ${txFirst ?? "?"}`);
      }
    };
  }
  return out;
} as any;

const stringify = JSON.stringify;
const parse = JSON.parse;
JSON.parse = function (text: string, reviver?: any) {
  const t0 = performance.now();
  try {
    return parse(text, reviver);
  } finally {
    keep(t0, `JSON.parse ${typeof text === "string" ? text.length : "?"} chars`);
  }
};
JSON.stringify = function (...args: any[]) {
  const t0 = performance.now();
  try {
    return (stringify as any)(...args);
  } finally {
    keep(t0, "JSON.stringify");
  }
} as any;
const errWrite = process.stderr.write.bind(process.stderr);
process.stderr.write = ((chunk: any, ...rest: any[]) => {
  const t0 = performance.now();
  try {
    return (errWrite as any)(chunk, ...rest);
  } finally {
    keep(t0, "stderr.write");
  }
}) as any;

// The request handler: its synchronous part per request, labelled with method and path.
const serve = Bun.serve;
(Bun as any).serve = function (opts: any) {
  // Elysia gives Bun.serve a `routes` table (a handler per path, or per method) besides `fetch`.
  if (opts.routes && typeof opts.routes === "object") {
    for (const [path, h] of Object.entries(opts.routes as Record<string, any>)) {
      if (typeof h === "function") opts.routes[path] = timed(h);
      else if (h && typeof h === "object" && !(h instanceof Response)) for (const m of Object.keys(h)) if (typeof h[m] === "function") h[m] = timed(h[m]);
    }
  }
  if (typeof opts.fetch === "function") opts.fetch = timed(opts.fetch);
  return (serve as any).call(Bun, opts);
};
function timed(fetch: any) {
  {
    return function (this: any, req: Request, server: any) {
      const t0 = performance.now();
      const what = `fetch ${req.method} ${new URL(req.url).pathname.slice(0, 60)} cl=${req.headers.get("content-length") ?? 0}`;
      try {
        const [c0] = schedstat();
        const r = fetch.call(this, req, server);
        // Main-thread CPU from arrival to the answer: exact only when requests do not overlap (--concurrency 1).
        const done = () => {
          const [c1] = schedstat();
          appendFileSync(LOG, stringify({ req: true, at: Date.now(), what, cpu: Math.round((c1 - c0) * 100) / 100, wall: Math.round((performance.now() - t0) * 100) / 100 }) + "\n");
        };
        if (r && typeof r.then === "function") r.then(done, done);
        else done();
        return r;
      } finally {
        keep(t0, `${what} (sync part)`);
      }
    };
  }
}

export function schedstat(): [number, number] {
  try {
    const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, "latin1").split(" ");
    return [Number(run) / 1e6, Number(wait) / 1e6];
  } catch {
    return [0, 0];
  }
}

let last = performance.now();
let [lastRun, lastWait] = schedstat();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const [run, wait] = schedstat();
  const cpu = process.cpuUsage();
  const gap = now - last;
  if (gap > STALL_MS) {
    const inside = spans
      .filter((s) => s.end > last - 1 && s.start < now)
      .filter((s) => !s.what.endsWith("(async rest, wall)"))
      .map((s) => ({ ms: Math.round((s.end - s.start) * 10) / 10, what: s.what }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8);
    const procCpu = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    const line = stringify({
      at: Date.now() - Math.round(gap),
      gap: Math.round(gap * 10) / 10,
      run: Math.round((run - lastRun) * 10) / 10,
      queued: Math.round((wait - lastWait) * 10) / 10,
      off: Math.round((gap - (run - lastRun) - (wait - lastWait)) * 10) / 10,
      process_cpu: Math.round(procCpu * 10) / 10,
      inside,
    });
    appendFileSync(LOG, line + "\n");
  }
  last = performance.now();
  [lastRun, lastWait] = [run, wait];
  lastCpu = cpu;
}, 2);
