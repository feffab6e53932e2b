/**
 * What the shared rate-limit windows cost a REST call (prints figures, asserts nothing):
 *   ORT_DISABLE_TELEMETRY=1 bun bench/rate-limit.ts [--requests 3000]
 *
 * The windows live in the database (one upsert per rate-limited call) so that `engram mcp` over stdio
 * and the server count against the same ones. Two accounts on one install: `unlimited` (no limiter:
 * nothing is read or written) and `scale` (10,000 per minute: every call runs the upsert). The same
 * cheap call (GET /v1/memories?limit=1 through the real app, in process) alternates between them, so
 * both see the same machine load; then the limiter alone is timed per call.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app";
import { openSqliteInstall } from "../src/boot";
import { loadConfig } from "../src/config";
import { updateAccount } from "../src/domain/accounts";
import { signUp } from "../src/domain/signup";
import { setLogLevel } from "../src/log";
import { f1, intFlag, load, say, tri } from "./lib/measure";

setLogLevel("error");
const N = intFlag("requests", 3000);
const dir = mkdtempSync(join(tmpdir(), "engram-bench-rl-"));
const config = loadConfig({ ENGRAM_DATA_DIR: dir, ENGRAM_ADMIN_TOKEN: "adm_bench_token_0123456789", ENGRAM_LOG: "error" });
const { storage, rt } = openSqliteInstall(config);
const app = buildApp({ rt, adminToken: () => "x", readiness: () => ({ database: true, model: { ready: true, id: "-", dims: 384, error: null } }) });
const free = await signUp(rt, { ip: "10.0.0.1" });
const metered = await signUp(rt, { ip: "10.0.0.2" });
await updateAccount({ ...rt, actor: "dashboard", ip: null }, metered.account_id, { tier: "scale" });

const call = async (key: string) => {
  const t0 = performance.now();
  const res = await app.handle(new Request("http://localhost/v1/memories?limit=1", { headers: { authorization: `Bearer ${key}` } }));
  await res.text();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return performance.now() - t0;
};

say(`load ${load()}; ${N} calls per account, alternating`);
for (let i = 0; i < 200; i++) await call(i % 2 ? free.api_key : metered.api_key); // warm up
const a: number[] = [];
const b: number[] = [];
for (let i = 0; i < N; i++) {
  a.push(await call(free.api_key));
  b.push(await call(metered.api_key));
}
say(`GET /v1/memories p50 / p95 / p99 ms: unlimited (no limiter) ${tri(a)}; scale (shared windows) ${tri(b)}`);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
say(`mean ms: unlimited ${f1(mean(a))}, scale ${f1(mean(b))}, ratio ${(mean(b) / mean(a)).toFixed(3)}`);

const M = 5_000;
const fresh = await signUp(rt, { ip: "10.0.0.3" });
const t0 = performance.now();
for (let i = 0; i < M; i++) await rt.limiter.hit(fresh.account_id, "scale");
say(`limiter.hit alone: ${f1(((performance.now() - t0) * 1000) / M)} us per call (${M} calls, one account)`);
storage.close();
rmSync(dir, { recursive: true, force: true });
