/**
 * Project-wide KNN (no user_id) layouts, standalone on sqlite-vec: random unit vectors (or a clustered
 * mix standing in for text) spread over USERS end users of one project.
 *
 *   bun bench/project-knn.ts [N=100000] [USERS=1000] [QUERIES=200] [random|clustered]
 *
 * Prints p50/p95 per query and recall@10 against the exact ranking of memory_vectors (today's layout,
 * partitioned by project and user), for: today's exact KNN over the project; a float vec0 partitioned by
 * project only; an int8 and a bit vec0 partitioned by project only, whose best C candidates are re-scored
 * exactly from the float vectors in `memories`. One process, back to back: compare ratios (the machine
 * is shared).
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getLoadablePath } from "sqlite-vec";

const N = Number(process.argv[2] ?? 100_000); // with "text": at most the texts there are
const USERS = Number(process.argv[3] ?? 1000);
const QUERIES = Number(process.argv[4] ?? 200);
const KIND = process.argv[5] ?? "random";
const D = 384;
const K = 10;

let seed = 42;
const rand = () => {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
};
const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
const unit = (v: Float32Array) => {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n);
  for (let i = 0; i < v.length; i++) v[i]! /= n;
  return v;
};
const centers = Array.from({ length: 200 }, () => unit(Float32Array.from({ length: D }, gauss)));
function vector(): Float32Array {
  if (KIND === "text" || KIND === "corpus") return textStore[nextText++ % textStore.length]!;
  if (KIND === "random") return unit(Float32Array.from({ length: D }, gauss));
  const c = centers[Math.floor(rand() * centers.length)]!;
  return unit(Float32Array.from({ length: D }, (_, i) => c[i]! + 0.06 * gauss()));
}

// "text": LoCoMo (shared/data, tuning half: never shipped) turns and observations embedded by our model; queries = its questions.
let textStore: Float32Array[] = [];
let textQueries: Float32Array[] = [];
if (KIND === "corpus") {
  // bench/search.ts's generated memories and queries (bench/lib/corpus), embedded by our model.
  const { loadEmbedder } = await import("../src/embed/index.ts");
  const { testModelsDir } = await import("../test/embed/model-dir.ts");
  const { memoryText, queries: queryText, rng } = await import("./lib/corpus.ts");
  const r = rng(7);
  const next = queryText(11);
  const e = await loadEmbedder({ modelsDir: await testModelsDir(), modelId: "all-MiniLM-L6-v2" });
  textStore = await e.embed(Array.from({ length: N }, () => memoryText(r)));
  textQueries = await e.embed(Array.from({ length: QUERIES }, () => next()));
  await e.close();
  console.log(`embedded ${N} corpus memories and ${QUERIES} queries`);
}
if (KIND === "text") {
  const { loadEmbedder } = await import("../src/embed/index.ts");
  const { testModelsDir } = await import("../test/embed/model-dir.ts");
  const data = JSON.parse(await Bun.file("/work/shared/data/locomo/locomo-tuning.json").text()) as any[];
  const texts: string[] = [];
  const questions: string[] = [];
  for (const c of data) {
    for (const [k, v] of Object.entries(c.conversation)) if (/^session_\d+$/.test(k)) for (const t of v as any[]) texts.push(`${t.speaker}: ${t.text}`);
    for (const o of Object.values(c.observation)) for (const list of Object.values(o as object)) for (const [t] of list as any[]) texts.push(String(t));
    for (const q of c.qa) if (q.question) questions.push(String(q.question));
  }
  const e = await loadEmbedder({ modelsDir: await testModelsDir(), modelId: "all-MiniLM-L6-v2" });
  textStore = await e.embed(texts);
  textQueries = await e.embed(questions);
  await e.close();
  console.log(`embedded ${texts.length} texts and ${questions.length} questions`);
}
let nextText = 0;
let nextQuery = 0;

const blob = (v: Float32Array | Int8Array | Uint8Array) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
export const INT8_SCALE = 400; // clips components at 127/400 = 0.32 (a unit 384-d vector's are ~0.05)
const int8 = (v: Float32Array) => Int8Array.from(v, (x) => Math.max(-127, Math.min(127, Math.round(x * INT8_SCALE))));
const bits = (v: Float32Array) => {
  const b = new Uint8Array(D / 8);
  for (let i = 0; i < D; i++) if (v[i]! > 0) b[i >> 3]! |= 1 << (i & 7);
  return b;
};

const dir = mkdtempSync(join(tmpdir(), "engram-knn-bench-"));
const db = new Database(join(dir, "bench.db"));
db.loadExtension(getLoadablePath());
db.exec("pragma journal_mode = wal; pragma synchronous = normal; pragma cache_size = -200000");
db.exec(`create virtual table memory_vectors using vec0(seq integer primary key, project_id text partition key, user_id text partition key,
  embedding float[${D}] distance_metric=l2, agent_id text, run_id text, chunk_size=128)`);
db.exec(`create virtual table pv_float using vec0(seq integer primary key, project_id text partition key, embedding float[${D}] distance_metric=l2, agent_id text, run_id text)`);
db.exec(`create virtual table pv_int8 using vec0(seq integer primary key, project_id text partition key, embedding int8[${D}] distance_metric=l2, agent_id text, run_id text)`);
db.exec(`create virtual table pv_bit using vec0(seq integer primary key, project_id text partition key, embedding bit[${D}], agent_id text, run_id text)`);
db.exec("create table memories(seq integer primary key, embedding blob not null)");
// Plain tables read in project order by a covering index; SQLite's ORDER BY ... LIMIT keeps a bounded heap.
db.exec("create table pb(seq integer primary key, project_id text not null, bits blob not null); create index pb_p on pb(project_id, seq, bits)");
db.exec("create table pi(seq integer primary key, project_id text not null, q blob not null); create index pi_p on pi(project_id, seq, q)");

let t = performance.now();
const ins = {
  mv: db.prepare("insert into memory_vectors(seq, project_id, user_id, embedding, agent_id, run_id) values (?, 'p', ?, ?, '', '')"),
  f: db.prepare("insert into pv_float(seq, project_id, embedding, agent_id, run_id) values (?, 'p', ?, '', '')"),
  i8: db.prepare("insert into pv_int8(seq, project_id, embedding, agent_id, run_id) values (?, 'p', vec_int8(?), '', '')"),
  b: db.prepare("insert into pv_bit(seq, project_id, embedding, agent_id, run_id) values (?, 'p', vec_bit(?), '', '')"),
  m: db.prepare("insert into memories(seq, embedding) values (?, ?)"),
  pb: db.prepare("insert into pb(seq, project_id, bits) values (?, 'p', ?)"),
  pi: db.prepare("insert into pi(seq, project_id, q) values (?, 'p', ?)"),
};
const total = KIND === "text" || KIND === "corpus" ? Math.min(N, textStore.length) : N;
for (let s = 1; s <= total; ) {
  db.transaction(() => {
    for (let j = 0; j < 5000 && s <= total; j++, s++) {
      const v = vector();
      const user = `u${Math.floor(rand() * USERS)}`;
      ins.mv.run(s, user, blob(v));
      ins.f.run(s, blob(v));
      ins.i8.run(s, blob(int8(v)));
      ins.b.run(s, blob(bits(v)));
      ins.m.run(s, blob(v));
      ins.pb.run(s, blob(bits(v)));
      ins.pi.run(s, blob(int8(v)));
    }
  })();
}
console.log(`${total} ${KIND} vectors over ${USERS} users, filled in ${((performance.now() - t) / 1000).toFixed(1)} s; load ${(await import("node:os")).loadavg()[0]!.toFixed(1)}`);

const exactQ = db.prepare("select seq, distance from memory_vectors where embedding match ? and k = ? and project_id = 'p' order by distance");
const userQ = db.prepare("select seq, distance from memory_vectors where embedding match ? and k = ? and project_id = 'p' and user_id = ? order by distance");
const floatQ = db.prepare("select seq, distance from pv_float where embedding match ? and k = ? and project_id = 'p' order by distance");
const int8Q = db.prepare("select seq from pv_int8 where embedding match vec_int8(?) and k = ? and project_id = 'p' order by distance");
const bitQ = db.prepare("select seq from pv_bit where embedding match vec_bit(?) and k = ? and project_id = 'p' order by distance");
const rescore = db.prepare(
  "select seq, vec_distance_l2(embedding, ?) as distance from memories where seq in (select value from json_each(?)) order by distance limit ?",
);
type Hit = { seq: number };
const pbQ = db.prepare("select seq from pb where project_id = 'p' order by vec_distance_hamming(vec_bit(bits), vec_bit(?)) limit ?");
const piQ = db.prepare("select seq from pi where project_id = 'p' order by vec_distance_l2(vec_int8(q), vec_int8(?)) limit ?");
const queries = KIND === "text" || KIND === "corpus" ? textQueries.slice(0, QUERIES) : Array.from({ length: QUERIES }, vector);
const truth = queries.map((q) => (exactQ.all(blob(q), K) as Hit[]).map((h) => h.seq));

function run(name: string, f: (q: Float32Array, i: number) => Hit[]) {
  const ms: number[] = [];
  let found = 0;
  f(queries[0]!, 0); // warm
  queries.forEach((q, i) => {
    const s = performance.now();
    const hits = f(q, i);
    ms.push(performance.now() - s);
    const want = new Set(truth[i]);
    found += hits.slice(0, K).filter((h) => want.has(h.seq)).length;
  });
  ms.sort((a, b) => a - b);
  const p = (x: number) => ms[Math.min(ms.length - 1, Math.floor(x * ms.length))]!.toFixed(2);
  console.log(`${name.padEnd(34)} p50 ${p(0.5).padStart(7)} ms  p95 ${p(0.95).padStart(7)} ms  recall@10 ${(found / (K * queries.length)).toFixed(4)}`);
}
const rescored = (cands: Hit[], q: Float32Array) => rescore.all(blob(q), JSON.stringify(cands.map((c) => c.seq)), K) as Hit[];

run("exact, today (project+user chunks)", (q) => exactQ.all(blob(q), K) as Hit[]);
run("user-scoped, today", (q, i) => userQ.all(blob(q), K, `u${i % USERS}`) as Hit[]);
run("float, project partition only", (q) => floatQ.all(blob(q), K) as Hit[]);
for (const c of [50, 100, 200, 400]) run(`int8 top ${c} + exact re-score`, (q) => rescored(int8Q.all(blob(int8(q)), c) as Hit[], q));
for (const c of [100, 400, 1000]) run(`plain bit, sort-limit ${c} + re-score`, (q) => rescored(pbQ.all(blob(bits(q)), c) as Hit[], q));
for (const c of [50, 100]) run(`plain int8, sort-limit ${c} + re-score`, (q) => rescored(piQ.all(blob(int8(q)), c) as Hit[], q));
if (process.env.PARTS) {
  for (const c of [100, 800]) {
    run(`bit top ${c} scan alone`, (q) => bitQ.all(blob(bits(q)), c) as Hit[]);
    run(`int8 top ${c} scan alone`, (q) => int8Q.all(blob(int8(q)), c) as Hit[]);
    const fixed = (bitQ.all(blob(bits(queries[0]!)), c) as Hit[]);
    run(`re-score ${c} alone`, (q) => rescored(fixed, q));
  }
}
for (const c of [100, 200, 400, 800]) run(`bit top ${c} + exact re-score`, (q) => rescored(bitQ.all(blob(bits(q)), c) as Hit[], q));
db.close();
rmSync(dir, { recursive: true, force: true });
