// Retrieval quality on our own labelled benchmark (issue 10): long multi-session conversations in
// test/fixtures/retrieval, every `conv-N.jsonl` present (one end user each), with the labelled questions
// of every `questions*.jsonl` (matched to a conversation by `conv`).
// Sets: set 1 = conversations 1-3 (`questions.jsonl`; the fusion rule was tuned on it), set 2 =
// conversations 4-6 (`questions-2.jsonl`; held out: the fusion rule never saw it; the follow-up lift was
// chosen on set 1 and then checked once on it), and all together.
// Per set it prints, per mode and category, recall@5/10/20 three ways: a question counts when ANY of its
// answer turns is in the top k; when EVERY one is (the issue's "put the turns that answer a question in
// the top 10"; for multi_hop the `chain` row, fixture README rule 4); and per turn (standard IR recall) for semantic search, keyword search (FTS5/BM25 alone) and hybrid (fused), the share of
// questions whose answer turns reach the GET /v1/context block at 400/800/2,000 tokens, and the two bars
// of issue 10, with "either list's top k" (an answer in the semantic or the keyword top k: what a merge of the
// two lists can reach). Every turn is written through the real pipeline (batched adds + extraction). Asserts nothing.
// Run: ORT_DISABLE_TELEMETRY=1 bun bench/retrieval.ts [--set 1|2] [--misses] [--locomo-only | --fixtures-only]
// (--set: import and score only that set; --misses: list the questions where hybrid misses an answer turn at
// 10, for the tuning set only). First the LoCoMo half in ../shared/data/locomo (bench/lib/locomo-run.ts;
// skipped with a message when absent), then our own fixtures.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { keywordMatch } from "../src/db/fts";
import { authenticate } from "../src/domain/keys";
import { createMemories } from "../src/domain/memories";
import { startTestApp } from "../test/helpers/app";
import { flag } from "./lib/measure";
import { runLocomo } from "./lib/locomo-run";

const FIX = join(import.meta.dir, "..", "test", "fixtures", "retrieval");
const jsonl = <T>(f: string): T[] => readFileSync(join(FIX, f), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as T);
interface Turn { turn: number; session: number; date: string; text: string }
interface Question { conv: number; id: string; question: string; answers: number[]; category: string }

const SETS = [
  { name: "set 1: conv 1-3 (tuning)", convs: [1, 2, 3] },
  { name: "set 2: conv 4-6 (held-out)", convs: [4, 5, 6] },
];
const only = flag("set");
const wanted = only === undefined ? null : (SETS[Number(only) - 1] ?? null);
if (only !== undefined && wanted === null) throw new Error(`--set ${only}: there are sets 1 and 2`);
const inScope = (conv: number) => wanted === null || wanted.convs.includes(conv);

const files = readdirSync(FIX);
const convs = files.map((f) => /^conv-(\d+)\.jsonl$/.exec(f)).filter((m) => m !== null).map((m) => Number(m![1])).filter(inScope).sort((a, b) => a - b);
const questionFiles = files.filter((f) => /^questions.*\.jsonl$/.test(f)).sort();

if (!process.argv.includes("--fixtures-only")) await runLocomo();
if (!process.argv.includes("--locomo-only")) await runFixtures();

async function runFixtures() {
  const app = startTestApp();
  const { api_key } = await app.signUp();
  const principal = await authenticate(app.rt, `Bearer ${api_key}`);
  const ctx = { ...app.rt, actor: "rest" as const, principal, ip: null };
  /** Memory id -> its turn, per conversation (each conversation is its own end user, `conv<N>`). */
  const turnOf = new Map<string, number>();

  const t0 = performance.now();
  for (const conv of convs) {
    const turns = jsonl<Turn>(`conv-${conv}.jsonl`);
    for (let i = 0; i < turns.length; i += 64) {
      const chunk = turns.slice(i, i + 64);
      const made = await createMemories(ctx, chunk.map((t) => ({ content: t.text, user_id: `conv${conv}`, timestamp: t.date, metadata: { turn: t.turn } })));
      made.forEach((m, k) => turnOf.set(m.id, chunk[k]!.turn));
    }
  }
  await app.drain();
  console.log(`imported ${turnOf.size} turns of conversations ${convs.join(", ") || "(none)"} with extraction in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const loaded = new Set(convs);
  const questions = questionFiles.flatMap((f) => (existsSync(join(FIX, f)) ? jsonl<Question>(f) : [])).filter((q) => inScope(q.conv));
  const orphans = questions.filter((q) => !loaded.has(q.conv));
  if (orphans.length > 0) console.log(`skipped ${orphans.length} questions whose conversation file is missing (conv ${[...new Set(orphans.map((q) => q.conv))].join(", ")})`);

  const modes = ["semantic", "keyword", "hybrid"] as const;
  type Mode = (typeof modes)[number];
  const BUDGETS = [400, 800, 2000] as const;
  /** first: rank of the first answer turn found (-1: none in the top 20); last: rank by which every answer turn is found (-1: not all). */
  interface Result { q: Question; first: Record<Mode, number>; last: Record<Mode, number>; ranks: Record<Mode, number[]>; ctx: Record<number, boolean>; ctxAll: Record<number, boolean> }
  const seqToId = app.storage.sqlite.prepare("select id from memories where seq = ?");

  const results: Result[] = [];
  for (const q of questions.filter((q) => loaded.has(q.conv))) {
    const user = `conv${q.conv}`;
    const first = {} as Record<Mode, number>;
    const last = {} as Record<Mode, number>;
    const ranksOf = {} as Record<Mode, number[]>;
    for (const mode of modes) {
      let ids: string[];
      if (mode === "keyword") {
        const hits = keywordMatch(app.storage.sqlite, q.question, { projectId: principal.projectId, userId: user, k: 20 });
        ids = hits.map((h) => (seqToId.get(h.seq) as { id: string }).id);
      } else {
        const r = await app.json("POST", "/v1/memories/search", { key: api_key, body: { query: q.question, user_id: user, limit: 20, mode } });
        ids = (r.body.results as { id: string }[]).map((h) => h.id);
      }
      first[mode] = ids.findIndex((id) => q.answers.includes(turnOf.get(id) ?? -1));
      const ranks = q.answers.map((a) => ids.findIndex((id) => turnOf.get(id) === a));
      last[mode] = ranks.includes(-1) ? -1 : Math.max(...ranks);
      ranksOf[mode] = ranks;
    }
    const inBlock: Record<number, boolean> = {};
    const allInBlock: Record<number, boolean> = {};
    for (const budget of BUDGETS) {
      const r = await app.json("GET", `/v1/context?${new URLSearchParams({ query: q.question, user_id: user, token_budget: String(budget) })}`, { key: api_key });
      const turns = new Set((r.body.sources as string[]).map((id) => turnOf.get(id)));
      inBlock[budget] = q.answers.some((a) => turns.has(a));
      allInBlock[budget] = q.answers.every((a) => turns.has(a));
    }
    results.push({ q, first, last, ranks: ranksOf, ctx: inBlock, ctxAll: allInBlock });
  }

  const pct = (a: number, n: number) => (n ? ((100 * a) / n).toFixed(0).padStart(4) : "   -");
  const within = (first: number, k: number) => first >= 0 && first < k;

  function report(name: string, rs: Result[]) {
    console.log(`\n=== ${name}: ${rs.length} questions`);
    if (rs.length === 0) {
      console.log("  (no questions)");
      return;
    }
    const cats = ["all", ...[...new Set(rs.map((r) => r.q.category))].sort()];
    const of = (c: string) => (c === "all" ? rs : rs.filter((r) => r.q.category === c));
    const at = (c: string, m: Mode, k: number) => of(c).filter((r) => within(r.first[m], k)).length;
    console.log(`recall@5 / @10 / @20 (%)`);
    console.log(`  ${"category".padEnd(11)} ${"n".padStart(4)}  ${modes.map((m) => m.padEnd(17)).join(" ")}`);
    for (const c of cats) {
      const n = of(c).length;
      console.log(`  ${c.padEnd(11)} ${String(n).padStart(4)}  ${modes.map((m) => `${pct(at(c, m, 5), n)} ${pct(at(c, m, 10), n)} ${pct(at(c, m, 20), n)}    `).join(" ")}`);
    }
    // A multi-hop question is only answered with every link of its chain (fixture README, labelling rule 4).
    const hops = of("multi_hop");
    if (hops.length > 0) {
      const all = (m: Mode, k: number) => hops.filter((r) => within(r.last[m], k)).length;
      console.log(`  ${"chain".padEnd(11)} ${String(hops.length).padStart(4)}  ${modes.map((m) => `${pct(all(m, 5), hops.length)} ${pct(all(m, 10), hops.length)} ${pct(all(m, 20), hops.length)}    `).join(" ")}`);
    }
    if (hops.length > 0) console.log(`  (chain: the multi_hop questions, counted only when EVERY answer turn is found)`);
    // The issue states its figures as "put the turns that answer a question in the top 10 for N% of
    // questions": every answer turn of the question, which is how bar 1 is read. Per category as above.
    console.log(`every answer turn in the top k (%), the issue's reading; bar 1 is scored on it`);
    for (const c of cats) {
      const n = of(c).length;
      const every = (m: Mode, k: number) => of(c).filter((r) => within(r.last[m], k)).length;
      console.log(`  ${c.padEnd(11)} ${String(n).padStart(4)}  ${modes.map((m) => `${pct(every(m, 5), n)} ${pct(every(m, 10), n)} ${pct(every(m, 20), n)}    `).join(" ")}`);
    }
    // Standard IR recall: the share of a question's answer turns in the top k, averaged over questions.
    const turnShare = (m: Mode, k: number) => rs.reduce((sum, r) => sum + r.ranks[m].filter((x) => within(x, k)).length / r.ranks[m].length, 0);
    console.log(`  ${"per turn".padEnd(11)} ${String(rs.length).padStart(4)}  ${modes.map((m) => `${pct(turnShare(m, 5), rs.length)} ${pct(turnShare(m, 10), rs.length)} ${pct(turnShare(m, 20), rs.length)}    `).join(" ")}`);
    console.log(`  (per turn: the share of each question's answer turns found, averaged over all questions)`);
    console.log(`context: share of questions whose answer turns reach the block (%)`);
    for (const c of cats) console.log(`  ${c.padEnd(11)} ${BUDGETS.map((b) => `${b}: ${pct(of(c).filter((r) => r.ctx[b]).length, of(c).length)}`).join("   ")}`);
    if (hops.length > 0) console.log(`  ${"chain".padEnd(11)} ${BUDGETS.map((b) => `${b}: ${pct(hops.filter((r) => r.ctxAll[b]).length, hops.length)}`).join("   ")}`);
    // What any merge of the two lists could reach at most at k (an answer in either list's top k), beside hybrid.
    const either = (k: number) => rs.filter((r) => within(r.first.semantic, k) || within(r.first.keyword, k)).length;
    console.log(`either list's top k (a bound for a merge at k): @5 ${pct(either(5), rs.length)}  @10 ${pct(either(10), rs.length)}  @20 ${pct(either(20), rs.length)}`);
    const everyAt = (m: Mode, k: number) => rs.filter((r) => within(r.last[m], k)).length;
    const bothLists = (k: number) => rs.filter((r) => r.ranks.semantic.every((x, i) => within(x, k) || within(r.ranks.keyword[i]!, k))).length;
    console.log(`  every answer turn in either list's top k: @5 ${pct(bothLists(5), rs.length)}  @10 ${pct(bothLists(10), rs.length)}  @20 ${pct(bothLists(20), rs.length)}`);
    const gain = (100 * (everyAt("hybrid", 10) - everyAt("semantic", 10))) / rs.length;
    const gainAny = (100 * (at("all", "hybrid", 10) - at("all", "semantic", 10))) / rs.length;
    console.log(`bar 1: hybrid recall@10 - semantic recall@10 = ${gain.toFixed(1)} points, every answer turn (any answer turn: ${gainAny.toFixed(1)}) (bar >= 10): ${gain >= 10 ? "met" : "MISSED"}`);
    const everyIn = (c: string, m: Mode) => of(c).filter((r) => within(r.last[m], 10)).length;
    // Either reading: hybrid must not fall below keyword in any category.
    const below = cats.filter((c) => c !== "all" && (at(c, "hybrid", 10) < at(c, "keyword", 10) || everyIn(c, "hybrid") < everyIn(c, "keyword")));
    console.log(`bar 2: categories where hybrid@10 < keyword@10: ${below.length ? below.join(", ") : "none"} (bar: none): ${below.length ? "MISSED" : "met"}`);
  }

  // --misses: the questions where hybrid misses an answer turn at 10 ("miss": all of them, "some": not all),
  // with each answer turn's rank per mode (use on the tuning set only).
  if (process.argv.includes("--misses")) {
    for (const r of results.filter((r) => !within(r.last.hybrid, 10))) {
      const some = within(r.first.hybrid, 10) ? "some" : "miss";
      console.log(`${some} ${r.q.id} [${r.q.category}] answer ranks sem=${r.ranks.semantic} kw=${r.ranks.keyword} hyb=${r.ranks.hybrid} ctx800=${r.ctx[800]}: ${r.q.question} -> ${r.q.answers.join(",")}`);
    }
  }
  const present = SETS.filter((s) => s.convs.some((c) => loaded.has(c)));
  for (const s of present) report(s.name, results.filter((r) => s.convs.includes(r.q.conv)));
  const rest = results.filter((r) => !SETS.some((s) => s.convs.includes(r.q.conv)));
  if (rest.length > 0) report("other conversations", rest);
  if (present.length + (rest.length > 0 ? 1 : 0) > 1) report("all", results);
  app.close();
}
