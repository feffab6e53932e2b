import { sql, type SQL } from "drizzle-orm";
import { idIn, idRows, minutesBetween, sameValue, type Q, type Store } from "../../db";
import { queryTerms } from "../../db/fts";
import type { Fused } from "./fuse";
import { weighCues } from "./cues";

/**
 * Conversation turns are stored one memory each, and the answer is often beside the turn that matches: a
 * turn names its subject only in the turn before it ("my dad's coming to fix the fence" then "his name is
 * Ernesto"), or a question is answered by the other speaker's next turns ("What did you paint?" then "A
 * sunset over the lake"). So the turns just before and just after a strongly ranked memory are lifted
 * NEIGHBOR_PULL[0] (half) of the way from their own fused score to that memory's, and the turns two away
 * NEIGHBOR_PULL[1] (a quarter) of the way.
 *
 * Neighbours are the previous and the next live memories of the same end user and agent (by write order:
 * `created_at`, then `seq`, the order of a conversation written turn by turn or imported in order), said
 * within NEIGHBOR_GAP_MINUTES of it (by `timestamp` when given, else write time), of any of the
 * NEIGHBOR_ANCHORS best. A neighbour that neither ranking returned joins the list at the list's lowest
 * score before its lift, unless the request filters by run or metadata: the neighbour lookup checks the
 * project, end user and agent only, so under other filters only candidates already in the list are lifted.
 *
 * Measured on the LoCoMo half (bench/retrieval.ts, hybrid recall@10 / @20 of answer turns, conversations
 * 0-2 tuning, 3-4 checked after the choice), with KEYWORD_WEIGHT 2.5: the next turn only when it refers
 * back with a pronoun (the rule before issue 22) 0.729 / 0.802 (tuning); both neighbours without the
 * pronoun 0.740 / 0.814 (check 0.681 / 0.744); lifting to 0.3 or 0.4 of the way instead of the mean, 0.693
 * and 0.734; 10 or 40 anchors instead of 20 changed nothing. Then with the speaker and date rules (cues.ts):
 * admitting neighbours the rankings missed 0.775 -> 0.785 / 0.837 -> 0.855 (check 0.718 -> 0.733); and the
 * turns two away lifted a quarter of the way 0.815 / 0.869 (check 0.738 / 0.796; a third of the way
 * instead, 0.811 / 0.868); the context block at 800 / 2,000 tokens 0.827 / 0.903 -> 0.846 / 0.910 (check
 * 0.757 / 0.855 -> 0.765 / 0.873). 8 anchors instead of 20: 0.814 / 0.866. As shipped (cues between the
 * lifts), all five conversations: hybrid @10 0.711 -> 0.779, block 0.757 / 0.844 -> 0.807 / 0.892.
 */
export const NEIGHBOR_ANCHORS = 20;
export const NEIGHBOR_GAP_MINUTES = 30;
/** How far a neighbour one and two turns away is lifted towards its anchor's score (a share of the gap). */
export const NEIGHBOR_PULL = [0.5, 0.25] as const;

// One statement per direction and distance for all anchors; each lookup is one ordered seek on
// (project_id, user_id, deleted_at, created_at), on both backends: the user matched by `=`, or by `is null`
// for a shared-namespace anchor (a null-safe compare would keep PostgreSQL off the index), and
// `deleted_at` named in the order (it is null throughout, so nothing changes) because PostgreSQL does not
// take `is null` as fixing that index column's order. The anchors' neighbours are found first, in a
// materialized CTE, so the neighbour rows are then fetched by key (joined on the subquery itself,
// PostgreSQL hashed every row of the table). On PostgreSQL, 20 anchors over the 2,760 LoCoMo turns:
// 1.4 ms instead of 70-90 ms.
const neighbors = (anchors: number[], next: boolean, offset: number): SQL => {
  const [cmp, dir] = [sql.raw(next ? ">" : "<"), sql.raw(next ? "" : "desc")];
  const step = (scope: SQL) => sql`(select m.seq from memories m
      where m.project_id = a.project_id and ${scope} and m.deleted_at is null
        and m.created_at ${cmp}= a.created_at and (m.created_at ${cmp} a.created_at or m.seq ${cmp} a.seq)
      order by m.deleted_at ${dir}, m.created_at ${dir}, m.seq ${dir} limit 1 offset ${sql.raw(String(offset))})`;
  const at = (t: string) => sql.raw(`coalesce(${t}.event_at, ${t}.created_at)`);
  return sql`with x as materialized (
    select a.seq as anchor, a.agent_id as agent_id, ${at("a")} as at,
      coalesce(${step(sql`m.user_id = a.user_id`)}, ${step(sql`a.user_id is null and m.user_id is null`)}) as next
    from ${idRows(anchors)}
    join memories a on a.seq = j.value)
  select x.anchor as anchor, n.seq as seq from x join memories n on n.seq = x.next
  where ${sameValue(sql.raw("n.agent_id"), sql.raw("x.agent_id"))}
    and ${minutesBetween(at("n"), sql.raw("x.at"))} <= ${sql.raw(String(NEIGHBOR_GAP_MINUTES))}`;
};

/** The fused ranking with the neighbours of its first NEIGHBOR_ANCHORS lifted (see above), best first. */
async function liftAdjacent(store: Store, q: Q, fused: readonly Fused[], admitNew: boolean): Promise<Fused[]> {
  if (fused.length < 2) return [...fused];
  const score = new Map(fused.map((f) => [f.seq, f.score]));
  const floor = fused[fused.length - 1]!.score;
  const anchors = fused.slice(0, NEIGHBOR_ANCHORS).map((f) => f.seq);
  const lifted = new Map<number, number>();
  const added: Fused[] = [];
  for (const [d, pull] of NEIGHBOR_PULL.entries()) {
    for (const next of [true, false]) {
      for (const r of await store.sql.all<{ anchor: number; seq: number }>(q, neighbors(anchors, next, d))) {
        let own = score.get(r.seq);
        if (own === undefined) {
          if (!admitNew) continue;
          own = floor;
          score.set(r.seq, own);
          added.push({ seq: r.seq, score: own });
        }
        const v = own + (score.get(r.anchor)! - own) * pull;
        if (v > (lifted.get(r.seq) ?? own)) lifted.set(r.seq, v);
      }
    }
  }
  return withLifted([...fused, ...added], lifted);
}

/**
 * Questions that need two turns joined through a name ("what does the partner who moved with me do?":
 * one turn names the partner, another says what Sam does) find the first turn but not the second, which
 * shares no word with the question. Names in the best BRIDGE_ANCHORS candidates that the query does not
 * contain are bridges: of the other candidates mentioning one, the BRIDGE_LIFTS best are lifted to the
 * mean of their own score and the anchor's. A capital that starts a sentence is not taken for a name.
 *
 * Measured on bench/retrieval.ts, all 395 questions, hybrid @10 (the first choice of 3 anchors and 2
 * lifts, not tuned): every answer turn found 79 -> 81 (semantic 73), multi-hop chains 53 -> 55, any answer
 * turn 91 -> 91; the context block at 800 tokens holds every turn of a chain for 47% (was 41%).
 * Latency: hybrid / semantic-only context p95 at 100,000 memories 1.17x (bench/recall.ts).
 */
export const BRIDGE_ANCHORS = 3;
export const BRIDGE_LIFTS = 2;
const NAME = /(?<![\p{L}'’])\p{Lu}[\p{Ll}'’]+(?:[- ]\p{Lu}[\p{Ll}]+)*/gu;
async function contents(store: Store, q: Q, of: readonly Fused[]): Promise<Map<number, string>> {
  const rows = await store.sql.all<{ seq: number; content: string }>(
    q,
    sql`select seq, content from memories where ${idIn(sql.raw("seq"), of.map((f) => f.seq))}`,
  );
  return new Map(rows.map((r) => [r.seq, r.content]));
}

/** The names in a memory's text that the query does not say. */
function bridgeNames(text: string, asked: Set<string>): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(NAME)) {
    // A capital that starts a sentence says nothing about the word ("Finally", "Honestly").
    if (/(?:^|[.!?:;]\s*|["“(]\s*)$/.test(text.slice(0, m.index))) continue;
    const words = queryTerms(m[0]);
    if (words.length > 0 && !words.some((w) => asked.has(w))) names.add(m[0]);
  }
  return names;
}

async function liftBridges(store: Store, q: Q, fused: readonly Fused[], query: string, k: number): Promise<Fused[]> {
  if (fused.length <= BRIDGE_ANCHORS) return [...fused];
  // The anchors' text first: most queries find no bridge there, and then the rest is never read.
  const anchors = fused.slice(0, BRIDGE_ANCHORS);
  const content = await contents(store, q, anchors);
  const asked = new Set(queryTerms(query));
  const bridges = anchors.map((anchor) => ({ anchor, names: bridgeNames(content.get(anchor.seq) ?? "", asked) })).filter((b) => b.names.size > 0);
  if (bridges.length === 0) return [...fused];
  // Lifting never lowers a score, so a candidate whose lift cannot pass the k-th score as it stands
  // (the mean with the best anchor at most) stays out of the best k whatever happens: its text is not read.
  const kth = fused[Math.min(k, fused.length) - 1]!.score;
  const reachable = fused.filter((f, i) => i >= BRIDGE_ANCHORS && (f.score + fused[0]!.score) / 2 > kth);
  for (const [seq, text] of await contents(store, q, reachable)) content.set(seq, text);
  const lifted = new Map<number, number>();
  for (const { anchor, names } of bridges) {
    for (const name of names) {
      const re = new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u");
      let n = 0;
      for (const f of fused) {
        if (n >= BRIDGE_LIFTS) break;
        if (f.seq === anchor.seq || !re.test(content.get(f.seq) ?? "")) continue;
        n++;
        const v = (f.score + anchor.score) / 2;
        if (v > (lifted.get(f.seq) ?? f.score)) lifted.set(f.seq, v);
      }
    }
  }
  return withLifted(fused, lifted);
}

/** The ranking with the lifted scores, best first; ties keep the earlier order. */
function withLifted(fused: readonly Fused[], lifted: Map<number, number>): Fused[] {
  if (lifted.size === 0) return [...fused];
  return fused
    .map((f, i) => ({ seq: f.seq, score: lifted.get(f.seq) ?? f.score, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ seq, score }) => ({ seq, score }));
}

/**
 * The best k of a fused ranking as hybrid search and the context block order them: neighbouring turns
 * lifted, then scores weighed by the speaker and the dates the query names (`weighCues`), then turns joined
 * through a name lifted. `admitNew`: whether neighbours outside the list may join it (see above).
 */
export async function refineRanking(store: Store, q: Q, fused: readonly Fused[], query: string, k: number, admitNew: boolean): Promise<Fused[]> {
  const adjacent = await liftAdjacent(store, q, fused, admitNew);
  return (await liftBridges(store, q, await weighCues(store, q, adjacent, query), query, k)).slice(0, k);
}
