// Scoring of the chat gold set (test/fixtures/chat/chat-gold.jsonl, written blind to the extractor; see its
// README), shared by bench/chatfacts.ts and chat-gold.test.ts. The extractor is the one the runtime builds
// (`extractorFor`, rules), given each turn as a memory: its text, when it was said, and the end user's id
// and name as the job path knows them. Matching follows the fixture README: subject equal (`@self`
// exactly; a relative keyed by its speaker, "Jon's dad", matches the set's bare role word "dad"), canonical
// predicate equal, objects equal after normalization; instructions by token overlap. Tense is not part of
// the match (reported apart, on matched triples). Aliases are not triples of this set and are not scored.
// Only totals are reported, never items: the set must not be used to tune single cases.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../src/config";
import { extractorFor } from "../../src/runtime/extractor";
import { SELF, type Extraction, type ExtractInput } from "../../src/extract/types";

export const CHAT_GOLD = join(import.meta.dir, "..", "fixtures", "chat", "chat-gold.jsonl");

export interface GoldTriple { subject: string; predicate: string; object: string; tense: string; valid_from: string | null }
export interface GoldItem { id: string; category: string; text: string; now: string; user_id: string; user_name: string | null; expected: GoldTriple[] }

export const loadChatGold = (): GoldItem[] => readFileSync(CHAT_GOLD, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as GoldItem);

const norm = (s: string) => s.toLowerCase().trim().replace(/\s+/g, " ").replace(/[.,;:!?]+$/, "").replace(/^(?:a|an|the|my)\s+/, "").trim();
const tokens = (s: string) => new Set(norm(s).replace(/[^a-z0-9' ]+/g, " ").split(" ").filter((w) => w && !["please", "pls", "from", "now", "on", "the", "a", "an", "to", "me", "my", "you", "your", "i"].includes(w)));
const INSTRUCTIONS = new Set(["instruction", "preferred_language"]);

function objectMatch(predicate: string, want: string, got: string): boolean {
  if (norm(want) === norm(got)) return true;
  if (predicate !== "instruction") return false;
  const a = tokens(want), b = tokens(got);
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared > 0 && shared >= 0.6 * Math.min(a.size, b.size) && shared >= 0.4 * Math.max(a.size, b.size);
}

/** "Jon's dad" → "dad": the set does not key relatives by speaker. */
const bare = (s: string) => norm(s).replace(/^[\p{L}.' -]+?'s\s+(?=[a-z])/u, "");
const subjectMatch = (want: string, got: string) => (want === SELF ? got === SELF : norm(want) === norm(got) || bare(want) === bare(got));

/** The speaker a transcript line names, as the set labels it (null: unprefixed, or a label that is no speaker). */
function lineSpeaker(item: GoldItem): string | null {
  const m = item.text.match(/^\s*(?:\[([A-Z][\w]*)\]|([A-Z][\w]*)(?: said)?:)\s/);
  const name = m?.[1] ?? m?.[2];
  if (!name || /^(?:Update|Note|PS|Re|Reminder|Edit|Todo|FYI|Q)$/.test(name)) return null;
  return /^(?:User|Me)$/.test(name) || name === item.user_name ? SELF : name;
}

export interface ChatScore {
  tp: number; predicted: number; gold: number; precision: number; recall: number;
  instructionGold: number; instructionHits: number; instructionPredicted: number; instructionRecall: number;
  /** Predicted triples whose predicate and object match a gold triple but whose subject does not. */
  subjectErrors: number;
  /** Facts from turns with a speaker label, and how many of them have that speaker as subject. */
  fromLines: number; speakerSubject: number;
  fragments: number;
  tenseRight: number;
  /** Items labelled `[]` that got any fact, per category. */
  falsePositiveItems: Record<string, { items: number; withFacts: number }>;
  byCategory: Record<string, { tp: number; predicted: number; gold: number }>;
}

const FUNCTION_WORDS = new Set("a an the and or but with to of in on at for from by as it this that these those he she they we you i me my your our his her their its them us him is are was were be been am do does did not no so too very just really there here what which who how when where why if then than".split(" "));
function fragment(object: string): boolean {
  const words = object.toLowerCase().replace(/[.,!?;:"]+/g, " ").trim().split(/\s+/).filter(Boolean);
  if (!words.length || (words.length === 1 && FUNCTION_WORDS.has(words[0]!))) return true;
  return /^(?:and|or|but|with|to)$/.test(words[words.length - 1]!) || words.includes("you") || words.includes("your") || words.length > 10;
}

export async function extractChat(items: GoldItem[]): Promise<Extraction[]> {
  const ex = extractorFor(loadConfig({ ENGRAM_EXTRACTOR: "rules", ENGRAM_LOG: "error" }));
  const out: Extraction[] = [];
  for (const it of items) {
    const input: ExtractInput & { speakers: unknown } = { text: it.text, now: it.now, speakers: { user: [it.user_id, it.user_name], assistant: [] } };
    out.push(await ex.extract(input));
  }
  return out;
}

export async function scoreChatGold(items: GoldItem[]): Promise<ChatScore> {
  const outs = await extractChat(items);
  const s: ChatScore = {
    tp: 0, predicted: 0, gold: 0, precision: 0, recall: 0, instructionGold: 0, instructionHits: 0, instructionPredicted: 0, instructionRecall: 0,
    subjectErrors: 0, fromLines: 0, speakerSubject: 0, fragments: 0, tenseRight: 0, falsePositiveItems: {}, byCategory: {},
  };
  items.forEach((it, n) => {
    const got = outs[n]!.facts;
    const cat = (s.byCategory[it.category] ??= { tp: 0, predicted: 0, gold: 0 });
    const left = [...it.expected];
    const speaker = lineSpeaker(it);
    for (const g of got) {
      s.predicted++;
      cat.predicted++;
      if (fragment(g.object)) s.fragments++;
      if (INSTRUCTIONS.has(g.predicate)) s.instructionPredicted++;
      if (speaker) {
        s.fromLines++;
        if (g.subject === speaker || (speaker !== SELF && norm(g.subject) === norm(speaker))) s.speakerSubject++;
      }
      const i = left.findIndex((e) => subjectMatch(e.subject, g.subject) && e.predicate === g.predicate && objectMatch(e.predicate, e.object, g.object));
      if (i >= 0) {
        const e = left.splice(i, 1)[0]!;
        s.tp++;
        cat.tp++;
        if (e.tense === g.tense) s.tenseRight++;
        if (INSTRUCTIONS.has(e.predicate)) s.instructionHits++;
      } else {
        if (it.expected.some((e) => e.predicate === g.predicate && objectMatch(e.predicate, e.object, g.object))) s.subjectErrors++;
      }
    }
    s.gold += it.expected.length;
    cat.gold += it.expected.length;
    s.instructionGold += it.expected.filter((e) => INSTRUCTIONS.has(e.predicate)).length;
    if (!it.expected.length) {
      const fp = (s.falsePositiveItems[it.category] ??= { items: 0, withFacts: 0 });
      fp.items++;
      if (got.length) fp.withFacts++;
    }
  });
  s.precision = s.predicted ? s.tp / s.predicted : 1;
  s.recall = s.gold ? s.tp / s.gold : 1;
  s.instructionRecall = s.instructionGold ? s.instructionHits / s.instructionGold : 1;
  return s;
}
