// `engram reembed` speed, printed, not asserted. Fills a temp install with --memories chat-length
// memories through the real server (POST /v1/batch, rules extraction: memories, facts and learned
// predicates), stops it, then times `engram reembed` on fresh copies of that install, --rounds times,
// alternating with the checkout of --root when given (its CLI on the same models folder) so load from
// elsewhere hits both alike. After each pair it checks that both wrote the same vectors, bit for bit.
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/reembed.ts [--memories 4000] [--rounds 2] [--root DIR] [--models DIR]
import { Database } from "bun:sqlite";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { testModelsDir } from "../test/embed/model-dir";
import { freePort, ROOT } from "../test/helpers/cli";
import { memoryText } from "./lib/corpus";
import { mulberry32 } from "../test/helpers/rng";
import { flag, intFlag, load } from "./lib/measure";

const n = intFlag("memories", 4000);
const rounds = intFlag("rounds", 2);
const other = flag("root") ? resolve(flag("root")!) : null;
const modelsDir = flag("models") ?? (await testModelsDir());
const tmp = mkdtempSync(join(tmpdir(), "engram-bench-reembed-"));
const filled = join(tmp, "filled");
const env = (dataDir: string) => ({ ...process.env, ORT_DISABLE_TELEMETRY: "1", ENGRAM_DATA_DIR: dataDir, ENGRAM_MODELS_DIR: modelsDir });

let server: ReturnType<typeof Bun.spawn> | null = null;
try {
  // 1. the install to re-embed
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  server = Bun.spawn(["bun", join(ROOT, "src", "main.ts"), "serve"], { cwd: ROOT, env: { ...env(filled), ENGRAM_PORT: String(port) }, stdout: "ignore", stderr: "ignore" });
  for (let i = 0; i < 600 && !(await fetch(`${base}/healthz`).then((r) => r.ok, () => false)); i++) await Bun.sleep(50);
  const { api_key } = (await (await fetch(`${base}/v1/agents/init`, { method: "POST" })).json()) as { api_key: string };
  const headers = { authorization: `Bearer ${api_key}`, "content-type": "application/json" };
  const random = mulberry32(11);
  const chat = () => {
    let s = memoryText(random);
    while (s.length < 100) s += " " + memoryText(random);
    return s.slice(0, 400);
  };
  const db = new Database(join(filled, "engram.db"), { readonly: true });
  const open = db.prepare("select count(*) as n from jobs where kind != 'prune-audit' and status in ('pending', 'running')");
  for (let done = 0; done < n; done += 500) {
    const memories = Array.from({ length: Math.min(500, n - done) }, (_, i) => ({ content: chat(), user_id: `user${(done + i) % 50}` }));
    const r = await fetch(`${base}/v1/batch`, { method: "POST", headers, body: JSON.stringify({ memories }) });
    if (r.status !== 202) throw new Error(`POST /v1/batch: ${r.status} ${await r.text()}`);
    // An account has at most 3 batches queued: each is imported and extracted before the next.
    await Bun.sleep(1);
    while ((open.get() as { n: number }).n > 0) await Bun.sleep(100);
  }
  const counts = db.query("select (select count(*) from memories) as m, (select count(*) from facts) as f, (select count(*) from predicates) as p").get() as { m: number; f: number; p: number };
  db.close();
  server.kill("SIGTERM");
  await server.exited;
  server = null;
  console.log(`install: ${counts.m} memories, ${counts.f} facts, ${counts.p} learned predicates; load average ${load()}`);

  // 2. reembed on copies, alternating checkouts
  const checkouts = other ? [ROOT, other] : [ROOT];
  const times = new Map<string, number[]>(checkouts.map((c) => [c, []]));
  const vectors = (dir: string) => {
    const d = new Database(join(dir, "engram.db"), { readonly: true });
    const all = ["memories", "facts", "predicates"].map((t) => d.query(`select hex(embedding) as e from ${t} order by ${t === "predicates" ? "project_id, name" : "seq"}`).all() as { e: string }[]);
    d.close();
    return all.map((rows) => rows.map((r) => r.e).join());
  };
  for (let r = 0; r < rounds; r++) {
    const made: string[][] = [];
    for (const c of checkouts) {
      const dir = join(tmp, `round${r}-${checkouts.indexOf(c)}`);
      cpSync(filled, dir, { recursive: true });
      const t0 = performance.now();
      const p = Bun.spawn(["bun", join(c, "src", "main.ts"), "reembed"], { cwd: c, env: { ...env(dir), ENGRAM_NO_REEXEC: "1" }, stdout: "ignore", stderr: "pipe" });
      const err = await new Response(p.stderr).text();
      if ((await p.exited) !== 0) throw new Error(`reembed in ${c} failed: ${err}`);
      times.get(c)!.push(performance.now() - t0);
      made.push(vectors(dir));
      rmSync(dir, { recursive: true, force: true });
    }
    if (made.length === 2) console.log(`round ${r + 1}: both wrote the same vectors: ${made[0]!.every((v, i) => v === made[1]![i])}`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const c of checkouts) {
    const ts = times.get(c)!;
    console.log(`${c}: engram reembed ${(median(ts) / 1000).toFixed(1)} s median (all: ${ts.map((t) => (t / 1000).toFixed(1)).join(", ")}) = ${(((counts.m + counts.f) / median(ts)) * 1000).toFixed(0)} memories and facts per second`);
  }
  if (other) console.log(`ratio: ${(median(times.get(other)!) / median(times.get(ROOT)!)).toFixed(2)}x faster than ${other}`);
  console.log(`load average at the end: ${load()}`);
} finally {
  // A fill that failed leaves no server behind.
  server?.kill("SIGKILL");
  rmSync(tmp, { recursive: true, force: true });
}
