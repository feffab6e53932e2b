/**
 * `bun bench/search.ts --db postgres://…` (issue 25, plan §2.5): memory search on PostgreSQL at the
 * store level (no HTTP yet: the runtime is not wired to PostgreSQL in this step). Fills the database's
 * project `prj_bench` up to each size (kept between runs: a later run with a larger size only adds the
 * difference, so run sizes ascending on one database), then times KNN with pre-embedded queries:
 * user-scoped k=10 (exact), project-wide k=10 (HNSW + iterative scan, exact fallback) and project-wide
 * k=100 (the hybrid depth), and recall@10 of project-wide against the exact ranking.
 * Then the same searches over HTTP on the real app opened on the database (issue 25's bars: user-scoped
 * p95 <= 20 ms, project-wide <= 60 ms at 100,000, query embedding included), with recall@10 of the
 * project-wide answers against the exact ranking.
 * Options: --sizes 20000,100000  --users 1000  --requests 300  --fill-vectors random (no model time;
 * random vectors are HNSW's worst case: recall on them says nothing about text).
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../../src/app";
import { openMigratedPgInstall } from "../../src/boot";
import type { Config } from "../../src/config";
import { withTx } from "../../src/db";
import * as pg from "../../src/db/schema/pg";
import { SCOPES } from "../../src/domain/context";
import { insertKey } from "../../src/domain/keys";
import { openPgStore, type PgStore } from "../../src/db/pg/store";
import { PG_EXACT_PROJECT_ROWS } from "../../src/db/pg/vectors";
import type { Embedder } from "../../src/embed";
import { AGENTS, memoryText, queries, userIdOf } from "./corpus";
import { mulberry32 } from "../../test/helpers/rng";
import { f1, flag, int, intFlag, load, pct } from "./measure";

const PROJECT = "prj_bench";
const BATCH = 256;

export async function pgSearchBench(url: string, config: Config, openModel: () => Promise<Embedder>): Promise<void> {
  const sizes = (flag("sizes") ?? "20000,100000").split(",").map((x) => Number(x.replaceAll("_", "").replace(/k$/i, "000"))).sort((a, b) => a - b);
  const users = intFlag("users", 1000);
  const requests = intFlag("requests", 300);
  const random = flag("fill-vectors") === "random";
  console.log(`engram search bench on PostgreSQL (store level, no HTTP): sizes ${sizes.map(int).join(" / ")} over ${int(users)} users, ${requests} queries per measurement`);
  console.log(`load average at start: ${load()}`);
  const ef = flag("ef") === undefined ? undefined : intFlag("ef", 100);
  if (ef !== undefined) console.log(`hnsw.ef_search floor: ${ef}`);
  const store = openPgStore(url, { max: 4, vectors: { efSearch: ef } });
  try {
    await store.migrate();
    const at = "2026-01-01T00:00:00.000000Z";
    await store.pg.insert(pg.accounts).values({ id: "acc_bench", tier: "free", createdAt: at }).onConflictDoNothing();
    await store.pg.insert(pg.projects).values({ id: PROJECT, accountId: "acc_bench", name: "bench", createdAt: at }).onConflictDoNothing();
    const embedder = await openModel();
    const nextQuery = queries(7);
    const queryTexts = Array.from({ length: requests + 20 }, () => nextQuery());
    const queryVectors = await embedder.embed(queryTexts);
    for (const size of sizes) {
      await fill(store, embedder, size, users, random);
      await measure(store, size, users, queryVectors);
    }
    await measureHttp(url, config, store, embedder, users, queryTexts, queryVectors);
  } finally {
    await store.close();
  }
}

async function fill(store: PgStore, embedder: Embedder, size: number, users: number, random: boolean): Promise<void> {
  const have = (await store.sql.one<{ n: number }>(store.db, sql`select count(*) as n from memories where project_id = ${PROJECT}`))!.n;
  if (have >= size) return void console.log(`fill: ${int(have)} memories already there`);
  const t = performance.now();
  // Seeded by position: the same database grows to the same texts whatever the steps.
  const r = mulberry32(1 + have);
  const vr = mulberry32(1_000_003 + have);
  for (let done = have; done < size; ) {
    const n = Math.min(BATCH, size - done);
    const texts = Array.from({ length: n }, () => memoryText(r));
    const vectors = random ? texts.map(() => unitRandom(vr, embedder.dims)) : await embedder.embed(texts);
    const at = new Date(Date.UTC(2026, 0, 1) + done * 1000).toISOString();
    await store.pg.insert(pg.memories).values(
      texts.map((content, i) => ({
        id: `mem_b${done + i}`, accountId: "acc_bench", projectId: PROJECT, userId: userIdOf(Math.floor(r() * users)),
        agentId: r() < 0.5 ? AGENTS[Math.floor(r() * AGENTS.length)]! : null, content, status: "ready" as const, createdAt: at,
        embedding: Buffer.from(vectors[i]!.buffer, vectors[i]!.byteOffset, vectors[i]!.byteLength),
      })),
    );
    done += n;
    if (done % (BATCH * 40) < BATCH) process.stderr.write(`\rfill: ${int(done)} / ${int(size)} (${f1((done - have) / ((performance.now() - t) / 1000))}/s)   `);
  }
  process.stderr.write("\n");
  await store.sql.run(store.db, sql`analyze memories`);
  console.log(`fill: ${int(size - have)} memories in ${f1((performance.now() - t) / 1000)} s (embedding and HNSW upkeep included)`);
}

function unitRandom(r: () => number, dims: number): Float32Array {
  const v = new Float32Array(dims);
  let n = 0;
  for (let i = 0; i < dims; i++) n += (v[i] = r() * 2 - 1) ** 2;
  for (let i = 0; i < dims; i++) v[i]! /= Math.sqrt(n);
  return v;
}

async function measure(store: PgStore, size: number, users: number, queryVectors: Float32Array[]): Promise<void> {
  const times = async (f: (q: Float32Array, i: number) => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await f(queryVectors[i]!, i);
    const xs: number[] = [];
    for (let i = 20; i < queryVectors.length; i++) {
      const t = performance.now();
      await f(queryVectors[i]!, i);
      xs.push(performance.now() - t);
    }
    return xs;
  };
  const line = (name: string, xs: number[]) => console.log(`  ${name.padEnd(34)} p50 ${f1(pct(xs, 50)).padStart(6)} ms   p95 ${f1(pct(xs, 95)).padStart(6)} ms`);
  const user = (i: number) => userIdOf((i * 7919) % users);
  console.log(`\n${int(size)} memories (load average ${load()}):`);
  line("user-scoped k=10 (exact)", await times((q, i) => store.vectors.knn(store.db, q, { projectId: PROJECT, userId: user(i), k: 10 })));
  line("project-wide k=10", await times((q) => store.vectors.knn(store.db, q, { projectId: PROJECT, k: 10 })));
  line("project-wide k=100 (hybrid depth)", await times((q) => store.vectors.knn(store.db, q, { projectId: PROJECT, k: 100 })));
  line("project-wide k=10, one agent", await times((q) => store.vectors.knn(store.db, q, { projectId: PROJECT, agentId: "cooking-coach", k: 10 })));
  line("project-wide k=10 HNSW only", await times((q) => store.vectors.approximate(store.db, q, { projectId: PROJECT, k: 10 })));
  line("project-wide k=10 exact only", await times((q) => store.vectors.exact(store.db, q, { projectId: PROJECT, k: 10 })));
  const plan = await store.vectors.explain(store.db, queryVectors[0]!, { projectId: PROJECT, k: 10 });
  console.log(`  HNSW-path plan: ${plan.includes("memories_embedding_hnsw") ? "HNSW index scan" : plan.split("\n").find((l) => /Scan/.test(l))?.trim().replace(/\s+\(cost.*$/, "")}; knn takes it above ${int(PG_EXACT_PROJECT_ROWS)} rows in scope`);
  // Recall twice: by row (a hit counts if the exact top 10 holds that row) and by distance (a hit counts if
  // it is no farther than the exact 10th: the generated texts repeat, and equal vectors tie in any order).
  let found = 0;
  let nearEnough = 0;
  let fellBack = 0;
  const n = Math.min(100, queryVectors.length);
  for (const q of queryVectors.slice(0, n)) {
    const approx = await store.vectors.approximate(store.db, q, { projectId: PROJECT, k: 10 });
    if (approx.length < 10) fellBack++;
    const exact = await store.vectors.exact(store.db, q, { projectId: PROJECT, k: 10 });
    const bySeq = new Set(exact.map((h) => h.seq));
    const got = await store.vectors.knn(store.db, q, { projectId: PROJECT, k: 10 });
    found += got.filter((h) => bySeq.has(h.seq)).length;
    nearEnough += got.filter((h) => h.distance <= exact[exact.length - 1]!.distance + 1e-6).length;
  }
  console.log(
    `  project-wide recall@10 against exact over ${n} queries: by row ${(found / (10 * n)).toFixed(4)}, by distance ${(nearEnough / (10 * n)).toFixed(4)} (HNSW short, exact fallback: ${fellBack})`,
  );
}

/** POST /v1/memories/search on the real app over the database, one sequential client, distinct queries. */
async function measureHttp(url: string, config: Config, store: PgStore, embedder: Embedder, users: number, texts: string[], vectors: Float32Array[]): Promise<void> {
  // The fill's account predates tiers' names: unlimited, so quotas never refuse a measured request.
  await store.sql.run(store.db, sql`update accounts set tier = 'unlimited' where id = 'acc_bench'`);
  const { rt } = openMigratedPgInstall({ ...config, databaseUrl: url }, { embedder }, store);
  const key = await withTx(rt.db, (tx) => insertKey(tx, rt, { accountId: "acc_bench", projectId: PROJECT, scopes: [...SCOPES] }));
  const app = buildApp({ rt, adminToken: () => "bench-admin-token-unused", readiness: () => ({ database: true, model: { ready: true, id: embedder.modelId, dims: embedder.dims, error: null } }) });
  app.listen({ hostname: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${app.server!.port}`;
  const headers = { authorization: `Bearer ${key.api_key}`, "content-type": "application/json" };
  const search = async (body: object) => {
    const r = await fetch(`${base}/v1/memories/search`, { method: "POST", headers, body: JSON.stringify(body) });
    if (r.status !== 200) throw new Error(`search: ${r.status} ${await r.text()}`);
    return ((await r.json()) as { results: { id: string }[] }).results;
  };
  const user = (i: number) => userIdOf((i * 7919) % users);
  try {
    const times = async (body: (i: number) => object) => {
      const xs: number[] = [];
      for (let i = 0; i < texts.length; i++) {
        const t = performance.now();
        await search(body(i));
        if (i >= 20) xs.push(performance.now() - t);
      }
      return xs;
    };
    const line = (name: string, xs: number[]) => console.log(`  ${name.padEnd(34)} p50 ${f1(pct(xs, 50)).padStart(6)} ms   p95 ${f1(pct(xs, 95)).padStart(6)} ms`);
    console.log(`\nover HTTP (query embedding included; load average ${load()}):`);
    line("user-scoped, limit 10", await times((i) => ({ query: texts[i], user_id: user(i), limit: 10 })));
    line("project-wide, limit 10", await times((i) => ({ query: texts[i], limit: 10 })));
    let found = 0;
    const n = Math.min(100, texts.length);
    for (let i = 0; i < n; i++) {
      const got = await search({ query: texts[i], limit: 10 });
      const exact = await store.vectors.exact(store.db, vectors[i]!, { projectId: PROJECT, k: 10 });
      const ids = await store.sql.all<{ id: string }>(store.db, sql`select id from memories where seq in ${exact.map((h) => h.seq)}`);
      const want = new Set(ids.map((r) => r.id));
      found += got.filter((r) => want.has(r.id)).length;
    }
    console.log(`  project-wide recall@10 over HTTP against exact (by row), ${n} queries: ${(found / (10 * n)).toFixed(4)}`);
  } finally {
    await app.server!.stop(true);
  }
}
