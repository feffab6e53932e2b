// Retrieval quality on our own labelled benchmark (issue 10): three long multi-session conversations
// (test/fixtures/retrieval, 1,000+ user turns, 182 questions with labelled answer turns).
// Prints, per mode and category, recall@5/10/20 (a question counts when ANY of its answer turns is in
// the top k) for semantic search, keyword search (FTS5/BM25 alone) and hybrid (reciprocal rank fusion),
// and the share of questions whose answer turns reach the GET /v1/context block at 400/800/2,000 tokens.
// Every turn is written through the real pipeline (batched adds + extraction). Asserts nothing.
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/retrieval.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { keywordMatch } from "../src/db/fts";
import { authenticate } from "../src/domain/keys";
import { createMemories } from "../src/domain/memories";
import { startTestApp } from "../test/helpers/app";

const FIX = join(import.meta.dir, "..", "test", "fixtures", "retrieval");
const jsonl = <T>(f: string): T[] => readFileSync(join(FIX, f), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as T);
interface Turn { turn: number; session: number; date: string; text: string }
interface Question { conv: number; id: string; question: string; answers: number[]; category: string }

const app = startTestApp();
const { api_key } = await app.signUp();
const principal = authenticate(app.rt, `Bearer ${api_key}`);
const ctx = { ...app.rt, actor: "rest" as const, principal, ip: null };
const turnOf = new Map<string, number>(); // memory id -> turn, per conversation user

const t0 = performance.now();
for (const conv of [1, 2, 3]) {
  const turns = jsonl<Turn>(`conv-${conv}.jsonl`);
  for (let i = 0; i < turns.length; i += 64) {
    const chunk = turns.slice(i, i + 64);
    const made = await createMemories(ctx, chunk.map((t) => ({ content: t.text, user_id: `conv${conv}`, timestamp: t.date, metadata: { turn: t.turn } })));
    made.forEach((m, k) => turnOf.set(m.id, chunk[k]!.turn));
  }
}
await app.drain();
console.log(`imported ${turnOf.size} turns with extraction in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const questions = jsonl<Question>("questions.jsonl");
const modes = ["semantic", "keyword", "hybrid"] as const;
type Mode = (typeof modes)[number];
const hits: Record<Mode, Record<string, { n: number; at5: number; at10: number; at20: number }>> = { semantic: {}, keyword: {}, hybrid: {} };
const ctxHits: Record<number, Record<string, { n: number; hit: number }>> = { 400: {}, 800: {}, 2000: {} };
const seqToId = app.storage.sqlite.prepare("select id from memories where seq = ?");

for (const q of questions) {
  const user = `conv${q.conv}`;
  for (const mode of modes) {
    let ids: string[];
    if (mode === "keyword") {
      const seqs = keywordMatch(app.storage.sqlite, q.question, { projectId: principal.projectId, userId: user, k: 20 });
      ids = seqs.map((s) => (seqToId.get(s) as { id: string }).id);
    } else {
      const r = await app.json("POST", "/v1/memories/search", { key: api_key, body: { query: q.question, user_id: user, limit: 20, mode } });
      ids = (r.body.results as { id: string }[]).map((h) => h.id);
    }
    const ranks = ids.map((id) => turnOf.get(id));
    const first = ranks.findIndex((t) => t !== undefined && q.answers.includes(t));
    for (const cat of [q.category, "all"]) {
      const h = (hits[mode][cat] ??= { n: 0, at5: 0, at10: 0, at20: 0 });
      h.n++;
      if (first >= 0 && first < 5) h.at5++;
      if (first >= 0 && first < 10) h.at10++;
      if (first >= 0 && first < 20) h.at20++;
    }
  }
  for (const budget of [400, 800, 2000]) {
    const r = await app.json("GET", `/v1/context?query=${encodeURIComponent(q.question)}&user_id=${user}&token_budget=${budget}`, { key: api_key });
    const found = (r.body.sources as string[]).some((id) => q.answers.includes(turnOf.get(id) ?? -1));
    for (const cat of [q.category, "all"]) {
      const h = (ctxHits[budget]![cat] ??= { n: 0, hit: 0 });
      h.n++;
      if (found) h.hit++;
    }
  }
}

const pct = (a: number, n: number) => (n ? ((100 * a) / n).toFixed(0).padStart(4) : "   -");
const cats = ["all", ...[...new Set(questions.map((q) => q.category))].sort()];
console.log(`\nrecall@5 / @10 / @20 (%), ${questions.length} questions`);
console.log(`  ${"category".padEnd(11)} ${modes.map((m) => m.padEnd(17)).join(" ")}`);
for (const c of cats) {
  console.log(`  ${c.padEnd(11)} ${modes.map((m) => { const h = hits[m][c]!; return `${pct(h.at5, h.n)} ${pct(h.at10, h.n)} ${pct(h.at20, h.n)}    `; }).join(" ")}`);
}
const s10 = hits.semantic.all!.at10 / hits.semantic.all!.n, h10 = hits.hybrid.all!.at10 / hits.hybrid.all!.n;
console.log(`hybrid recall@10 - semantic recall@10 = ${((h10 - s10) * 100).toFixed(1)} points (bar >= 10)`);
const below = cats.filter((c) => c !== "all" && hits.hybrid[c]!.at10 < hits.keyword[c]!.at10);
console.log(`categories where hybrid@10 < keyword@10: ${below.length ? below.join(", ") : "none"} (bar: none)`);
console.log(`\ncontext: share of questions whose answer turns reach the block (%)`);
for (const c of cats) console.log(`  ${c.padEnd(11)} ${[400, 800, 2000].map((b) => `${b}: ${pct(ctxHits[b]![c]!.hit, ctxHits[b]![c]!.n)}`).join("   ")}`);
app.close();
