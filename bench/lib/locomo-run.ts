// bench/retrieval.ts on the LoCoMo half (issue 22): imports it through POST /v1/batch (bench/lib/locomo.ts
// says how a turn becomes a memory), then asks every question through the HTTP API and prints, per
// category, recall@5/10/20 of semantic and hybrid search and the share of answer turns in the GET
// /v1/context block at 400 / 800 / 2,000 tokens: counted when the turn's memory is in `sources` (the bar)
// and, beside it, when the memory or a fact it states is (fact credit, reported only).
// Parts: conversations 0-2 (tuning), 3-4 (check: look, do not tune), all.
// Options: --no-search (the block only), --dump FILE (per-question results as JSON lines, for looking at
// aggregates outside the repo), --locomo-data DIR (keep the imported install there and reuse it on the
// next run: ranking and packing changes need no new import; extraction or indexing changes do; SQLite only).
// ENGRAM_TEST_BACKEND=postgres runs it on PostgreSQL (issue 25: hybrid recall within 0.01 of SQLite's).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "../../src/app";
import { openSqliteInstall } from "../../src/boot";
import { loadConfig } from "../../src/config";
import { batchImportHandler } from "../../src/domain/jobs/batch-import";
import { extractMemoryHandler } from "../../src/domain/jobs/extract-memory";
import { startWorker } from "../../src/domain/jobs/runner";
import { sharedEmbedder, startTestApp } from "../../test/helpers/app";
import { CATEGORY_NAMES, LOCOMO_DIR, loadLocomo, type LocomoQuestion } from "./locomo";
import { flag } from "./measure";

const BUDGETS = [400, 800, 2000] as const;
const KS = [5, 10, 20] as const;
const PARTS = [
  { name: "conversations 0-2 (tuning)", has: (i: number) => i <= 2 },
  { name: "conversations 3-4 (check)", has: (i: number) => i >= 3 },
  { name: "all five", has: () => true },
];

interface Result {
  q: LocomoQuestion;
  conv: number;
  /** Share of the evidence turns in the top k, per mode and k. */
  recall: Record<"semantic" | "hybrid", Record<number, number>>;
  /** Share of the evidence turns whose memory is in the block's sources, per budget. */
  block: Record<number, number>;
  /** The same, also counting a turn when a fact it states is in the block. */
  blockFacts: Record<number, number>;
  facts: Record<number, number>;
  memories: Record<number, number>;
  tokens: Record<number, number>;
}

export async function runLocomo(): Promise<void> {
  const data = loadLocomo();
  if (data === null) {
    console.log(`LoCoMo: no locomo-tuning.json in ${LOCOMO_DIR}; skipped (set LOCOMO_DIR to measure it)`);
    return;
  }
  const search = !process.argv.includes("--no-search");
  const dir = flag("locomo-data");
  const saved = dir === undefined ? null : join(dir, "locomo-bench.json");
  const app = dir === undefined ? startTestApp() : keptApp(dir);
  const reuse = saved !== null && existsSync(saved);
  const { api_key } = reuse ? (JSON.parse(readFileSync(saved, "utf8")) as { api_key: string }) : await app.signUp();
  const t0 = performance.now();
  for (const conv of reuse ? [] : data.conversations) {
    for (let i = 0; i < conv.turns.length; i += 500) {
      const items = conv.turns.slice(i, i + 500).map((t) => ({ content: t.content, user_id: conv.id, timestamp: t.timestamp, metadata: { dia: t.dia } }));
      const r = await app.json("POST", "/v1/batch", { key: api_key, body: { memories: items } });
      if (r.status !== 202) throw new Error(`batch: ${r.status} ${JSON.stringify(r.body)}`);
      // A project may have only 3 batches queued: each is imported (and its turns extracted) before the next.
      await app.drain();
    }
  }
  if (saved !== null && !reuse) writeFileSync(saved, JSON.stringify({ api_key }));
  // Read through the backend-neutral probe: with ENGRAM_TEST_BACKEND=postgres the test app runs on PostgreSQL.
  const rows = (await app.sql<{ id: string; user_id: string; metadata: string }>("select id, user_id, metadata from memories")).map((r) => ({
    id: r.id,
    userId: r.user_id,
    dia: (JSON.parse(r.metadata) as { dia: string }).dia,
  }));
  const memOf = new Map(rows.map((r) => [`${r.userId} ${r.dia}`, r.id]));
  const turnOf = new Map(rows.map((r) => [r.id, `${r.userId} ${r.dia}`]));
  // Which memories state each fact (every fact, closed ones too).
  const factSources = new Map<string, string[]>();
  for (const conv of data.conversations) {
    for (let offset = 0; ; offset += 200) {
      const r = await app.json("GET", `/v1/facts?user_id=${conv.id}&include_invalidated=true&limit=200&offset=${offset}`, { key: api_key });
      for (const f of r.body.facts) factSources.set(f.id, f.source_memory_ids);
      if (offset + 200 >= r.body.total) break;
    }
  }
  const turns = data.conversations.reduce((a, c) => a + c.turns.length, 0);
  console.log(`\n##### LoCoMo half (${LOCOMO_DIR}): ${data.conversations.length} conversations, ${turns} turns (${rows.length} memories), ${factSources.size} facts; import through POST /v1/batch with extraction ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`${data.questions.length} questions of categories 1-4 asked; ${data.dropped} dropped for want of a valid evidence id; evidence ids repaired or dropped:`);
  for (const r of data.repairs) console.log(`  ${r}`);

  const convIndex = new Map(data.conversations.map((c) => [c.id, c.index]));
  const results: Result[] = [];
  const t1 = performance.now();
  for (const q of data.questions) {
    const want = q.evidence.map((e) => memOf.get(`${q.conv} ${e}`)!);
    const share = (found: (id: string) => boolean) => want.filter(found).length / want.length;
    const recall = { semantic: {}, hybrid: {} } as Result["recall"];
    if (search) {
      const sem = await app.json("POST", "/v1/memories/search", { key: api_key, body: { query: q.question, user_id: q.conv, limit: 20 } });
      const semIds = (sem.body.results as { id: string }[]).map((h) => h.id);
      for (const k of KS) {
        recall.semantic[k] = share((id) => semIds.slice(0, k).includes(id));
        // Asked at each k: the lifts look at the k-th score, so a top 10 need not be a prefix of a top 20.
        const hyb = await app.json("POST", "/v1/memories/search", { key: api_key, body: { query: q.question, user_id: q.conv, limit: k, mode: "hybrid" } });
        const ids = (hyb.body.results as { id: string }[]).map((h) => h.id);
        recall.hybrid[k] = share((id) => ids.includes(id));
      }
    }
    const r: Result = { q, conv: convIndex.get(q.conv)!, recall, block: {}, blockFacts: {}, facts: {}, memories: {}, tokens: {} };
    for (const budget of BUDGETS) {
      const b = await app.json("GET", `/v1/context?${new URLSearchParams({ query: q.question, user_id: q.conv, token_budget: String(budget) })}`, { key: api_key });
      if (b.status !== 200) throw new Error(`context: ${b.status} ${JSON.stringify(b.body)}`);
      const sources = b.body.sources as string[];
      const mems = new Set(sources.filter((s) => s.startsWith("mem_")));
      const viaFacts = new Set(sources.filter((s) => s.startsWith("fct_")).flatMap((f) => factSources.get(f) ?? []));
      r.block[budget] = share((id) => mems.has(id));
      r.blockFacts[budget] = share((id) => mems.has(id) || viaFacts.has(id));
      r.facts[budget] = sources.length - mems.size;
      r.memories[budget] = mems.size;
      r.tokens[budget] = b.body.tokens;
      if (b.body.tokens > budget) console.log(`OVER BUDGET: ${b.body.tokens} > ${budget} for "${q.question}"`);
    }
    results.push(r);
  }
  console.log(`asked in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  const dump = flag("dump");
  if (dump !== undefined) writeFileSync(dump, results.map((r) => JSON.stringify({ ...r, turns: r.q.evidence.map((e) => turnOf.get(memOf.get(`${r.q.conv} ${e}`)!)) })).join("\n"));
  for (const part of PARTS) report(part.name, results.filter((r) => part.has(r.conv)), search);
  app.close();
}

/** Like the test app, on a data folder that is kept. */
function keptApp(dir: string) {
  mkdirSync(dir, { recursive: true });
  const config = loadConfig({ ENGRAM_DATA_DIR: dir, ENGRAM_ADMIN_TOKEN: "adm_bench_locomo_0123456789", ENGRAM_LOG: "error" });
  const { storage, rt } = openSqliteInstall(config, { embedder: sharedEmbedder });
  const worker = startWorker(rt, { "extract-memory": extractMemoryHandler, "batch-import": batchImportHandler }, { autostart: false });
  const app = buildApp({ rt, adminToken: () => "adm_bench_locomo_0123456789", readiness: () => ({ database: true, model: { ready: true, id: config.embedModel, dims: 384, error: null } }) });
  const json = async (method: string, path: string, o: { key?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (o.key) headers.authorization = `Bearer ${o.key}`;
    const res = await app.handle(new Request(`http://localhost${path}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) }));
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    storage,
    json,
    sql: async <T>(text: string) => storage.sqlite.query(text).all() as T[],
    drain: () => worker.runUntilIdle(),
    signUp: async () => (await json("POST", "/v1/agents/init", { body: {} })).body as { api_key: string },
    close: () => storage.close(),
  };
}

const f3 = (x: number) => x.toFixed(3);
const mean = (xs: number[]) => (xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length);

function report(name: string, rs: Result[], search: boolean) {
  console.log(`\n=== LoCoMo ${name}: ${rs.length} questions (shares of answer turns, averaged over questions)`);
  const cats = [0, 1, 2, 3, 4];
  const of = (c: number) => (c === 0 ? rs : rs.filter((r) => r.q.category === c));
  const label = (c: number) => (c === 0 ? "all" : `${c} ${CATEGORY_NAMES[c]}`).padEnd(14);
  if (search) {
    console.log(`  ${"category".padEnd(14)}    n   semantic @5 / @10 / @20    hybrid @5 / @10 / @20`);
    for (const c of cats) {
      const g = of(c);
      const row = (m: "semantic" | "hybrid") => KS.map((k) => f3(mean(g.map((r) => r.recall[m][k]!)))).join(" / ");
      console.log(`  ${label(c)} ${String(g.length).padStart(4)}   ${row("semantic")}    ${row("hybrid")}`);
    }
  }
  console.log(`  context block, answer turns whose memory is in sources at 400 / 800 / 2,000 tokens (bar), and with fact credit (reported)`);
  for (const c of cats) {
    const g = of(c);
    const row = (k: "block" | "blockFacts") => BUDGETS.map((b) => f3(mean(g.map((r) => r[k][b]!)))).join(" / ");
    console.log(`  ${label(c)} ${String(g.length).padStart(4)}   ${row("block")}    facts credited: ${row("blockFacts")}`);
  }
  const avg = (k: "facts" | "memories" | "tokens", b: number) => mean(rs.map((r) => r[k][b]!)).toFixed(1);
  console.log(`  per block at 400 / 800 / 2,000: facts ${BUDGETS.map((b) => avg("facts", b)).join(" / ")}; memories ${BUDGETS.map((b) => avg("memories", b)).join(" / ")}; tokens ${BUDGETS.map((b) => avg("tokens", b)).join(" / ")}`);
}
