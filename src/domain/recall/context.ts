import { withTx } from "../../db";
import { log } from "../../log";
import { recordAudit } from "../audit/record";
import { nowTs } from "../clock";
import type { Ctx } from "../context";
import { charge, QUERY } from "../limits/meter";
import { SNIPPET_CHARS } from "../memories/search";
import { firstChars, longerThan } from "../chars";
import { factSentence } from "../facts/sentence";
import { currentNames, factKeywordRanking, factSources, rankedOpenFacts, replacementsOf, type ScopeFact } from "./facts";
import { memoryKeywordRanking, nearestMemories, type NearMemory } from "./memories";
import { pack, type FactLine, type MemoryLine } from "./pack";
import { EMPTY_HASH, sha256Hex, STABLE_MIN_BUDGET, STABLE_NOTE } from "./stable";
import { tenseAt } from "../facts/view";

export interface GetContextInput {
  query: string;
  user_id?: string;
  agent_id?: string;
  token_budget?: number;
  /** Not in the API: the block without the keyword signal, for measuring what it costs (bench/recall.ts). */
  semanticOnly?: boolean;
}

export type DegradedPart = "facts" | "memories";

export interface ContextBlock {
  context: string;
  stable: string;
  volatile: string;
  stable_hash: string;
  tokens: number;
  /** Every `fct_` and `mem_` id in the block, in block order: the n-th fact or memory line is the n-th id. */
  sources: string[];
  degraded: boolean;
  degraded_parts: DegradedPart[];
}

export const DEFAULT_TOKEN_BUDGET = 800;

/** The closing line for each way retrieval can fail (all well under the smallest budget, 200 characters). */
export const NOTES = {
  facts: "NOTE: facts could not be ranked against this request; they are listed most recently confirmed first.",
  memories: "NOTE: memories could not be retrieved; only facts are shown.",
  both: "NOTE: this request could not be embedded; facts are listed most recently confirmed first and no memories were retrieved.",
} as const;

/**
 * How many memories to ask the index for: enough to fill the whole budget with short lines (about 100
 * characters each), never fewer than 5 nor more than 100.
 */
export const memoriesWanted = (budget: number) => Math.min(100, Math.max(5, Math.ceil((budget * 4) / 100)));

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
const day = (iso: string) => iso.slice(0, 10);

/**
 * "- Dee lives in Lisbon (since 2025-06-01)": the fact as a sentence (`factSentence`: current names after
 * renames, its canonical predicate and tense), then when it holds. No id on the line: `sources` lists the
 * ids in block order (see ContextBlock).
 */
export function factLine(f: ScopeFact, now: string, name: (f: ScopeFact, key: string) => string | null): string {
  const subject = name(f, f.subjectKey) ?? f.subject;
  const object = f.objectIsLiteral ? f.object : (name(f, f.objectKey) ?? f.object);
  const tense = tenseAt(f, now);
  const notes: string[] = [];
  if (f.validFrom !== null) notes.push(`${tense === "planned" ? "from" : "since"} ${day(f.validFrom)}`);
  if (f.invalidAt !== null) notes.push(`until ${day(f.invalidAt)}`);
  const when = notes.length > 0 ? ` (${notes.join(", ")})` : "";
  return `- ${factSentence({ subject, predicate: f.predicate, predicateRaw: f.predicateRaw, object, tense })}${when}`;
}

/** "- <content, at most 280 characters>", dated by the memory's timestamp, else when it was stored. */
export function memoryLine(m: NearMemory): MemoryLine {
  const text = oneLine(m.content);
  const cut = longerThan(text, SNIPPET_CHARS) ? `${firstChars(text, SNIPPET_CHARS - 1).trimEnd()}…` : text;
  const at = m.eventAt ?? m.createdAt;
  return { line: `- ${cut}`, day: day(at), at, id: m.id, score: m.score };
}

/**
 * The candidate facts with, for each memory whose stated facts were replaced since, the open facts that
 * replaced them, ranked at least as high as that memory: the merged order then offers the fact just
 * before the memory (a fact goes first on a tie, pack.ts), so a stale memory comes with its correction.
 */
export function withReplacements(facts: ScopeFact[], memories: NearMemory[], replacements: Map<string, Omit<ScopeFact, "score">[]>): ScopeFact[] {
  if (replacements.size === 0) return facts;
  const byId = new Map(facts.map((f) => [f.id, f]));
  for (const m of memories) {
    for (const r of replacements.get(m.id) ?? []) {
      const have = byId.get(r.id);
      if (have) have.score = Math.max(have.score ?? 0, m.score);
      else byId.set(r.id, { ...r, score: m.score });
    }
  }
  // Stable: equal scores keep their ranked order.
  return [...byId.values()].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
}

/**
 * The block an agent puts in its prompt before a turn: open facts of the scope ranked against the
 * query, then the most relevant memories (semantic and keyword rankings fused) by day, inside
 * `token_budget`. A pure read: the query embedding is the only model call. A failed part degrades the block (and says so) instead of failing the request.
 */
export async function getContext(ctx: Ctx, input: GetContextInput): Promise<ContextBlock> {
  const budget = input.token_budget ?? DEFAULT_TOKEN_BUDGET;
  const text = input.query.trim();
  const degraded = new Set<DegradedPart>();

  const now = nowTs(ctx.clock);
  const scope = { projectId: ctx.principal.projectId, userId: input.user_id, agentId: input.agent_id };
  const keywordText = input.semanticOnly || text === "" ? undefined : text;
  let embedding: Promise<Float32Array> | null = null;
  if (text !== "") {
    try {
      embedding = ctx.embedder.embedOne(text);
      // Handled below, after the keyword work; until then a failure must not count as unhandled.
      embedding.catch(() => {});
      // The keyword rankings need no vector: one tick lets the call reach the embedder's worker thread,
      // and they are computed on this thread while the model runs there.
      if (keywordText !== undefined) await new Promise((resolve) => setImmediate(resolve));
    } catch (err) {
      embedding = Promise.reject(err);
    }
  }
  // Started before the embedding is awaited: on SQLite their statements run now, while the model works.
  const factKeyword = keywordText !== undefined ? factKeywordRanking(ctx.store, ctx.db, scope, now, keywordText) : undefined;
  const memoryKeyword = keywordText !== undefined ? memoryKeywordRanking(ctx, keywordText, scope) : undefined;

  let query: Float32Array | null = null;
  if (embedding !== null) {
    try {
      query = await embedding;
    } catch (err) {
      log.error("context: query embedding failed", { error: err instanceof Error ? err.message : String(err) });
      degraded.add("facts").add("memories");
    }
  }

  // At most as many facts as could ever fit: a line is at least ~30 characters.
  const ranked = await rankedOpenFacts(ctx.store, ctx.db, scope, now, query, Math.ceil((budget * 4) / 30), await factKeyword);
  // A blank query asks for nothing in particular: facts by recency, no memories, and nothing failed.
  if (query !== null && !ranked.byRelevance) degraded.add("facts");

  let memories: NearMemory[] = [];
  if (query !== null) {
    try {
      memories = await nearestMemories(ctx, query, { userId: input.user_id, agentId: input.agent_id, k: memoriesWanted(budget), text: keywordText, keyword: await memoryKeyword });
    } catch (err) {
      log.error("context: memory retrieval failed", { error: err instanceof Error ? err.message : String(err) });
      degraded.add("memories");
    }
  }

  const parts = (["facts", "memories"] as const).filter((p) => degraded.has(p));
  const note = parts.length === 2 ? NOTES.both : parts.length === 1 ? NOTES[parts[0]!] : null;
  const candidates = withReplacements(ranked.facts, memories, ranked.byRelevance ? await replacementsOf(ctx.store, ctx.db, memories.map((m) => m.id), now) : new Map());
  const name = candidates.length > 0 ? await currentNames(ctx.store, ctx.db, scope) : () => null;
  const stating = await factSources(ctx.store, ctx.db, candidates.map((f) => f.id));
  const facts: FactLine[] = candidates.map((f) => ({ line: factLine(f, now, name), id: f.id, score: ranked.byRelevance ? f.score : null, sources: stating.get(f.id) ?? [] }));
  const packed = pack({
    budget,
    stable: budget >= STABLE_MIN_BUDGET ? STABLE_NOTE : "",
    facts,
    memories: memories.map(memoryLine),
    note,
  });

  const factIds = packed.facts.map((f) => f.id);
  const memoryIds = packed.memories.map((m) => m.id);
  await withTx(ctx.db, async (tx) => {
    await charge(tx, ctx, QUERY);
    await recordAudit(tx, ctx, {
      action: "read",
      userId: input.user_id ?? null,
      meta: { endpoint: "context", facts: factIds.length, memories: memoryIds.length, ...(parts.length > 0 ? { degraded: parts } : {}) },
      read: { memories: memoryIds, facts: factIds },
    });
  });
  return {
    context: packed.context,
    stable: packed.stable,
    volatile: packed.volatile,
    stable_hash: packed.stable === "" ? EMPTY_HASH : sha256Hex(packed.stable),
    tokens: packed.tokens,
    sources: [...factIds, ...memoryIds],
    degraded: parts.length > 0,
    degraded_parts: parts,
  };
}
