// Reads the LoCoMo tuning half (../shared/data/locomo, never shipped, never read by the product or a test)
// the way its README says it is measured: one memory per turn, "<speaker>: <text>" plus " [image:
// <caption>]" when the turn shows one, one end user per conversation, the session's date as the
// timestamp; questions of categories 1-4 with their evidence turns.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const LOCOMO_DIR = process.env.LOCOMO_DIR ?? join(import.meta.dir, "..", "..", "..", "shared", "data", "locomo");
const FILE = "locomo-tuning.json";

/** The README's numbering: 1 multi-hop, 2 temporal, 3 open-domain/inference, 4 single-hop (5, adversarial, is not asked). */
export const CATEGORY_NAMES: Record<number, string> = { 1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop" };

export interface LocomoTurn {
  /** Normalised dialogue id, "D<session>:<turn>" without leading zeros. */
  dia: string;
  content: string;
  timestamp: string;
}
export interface LocomoQuestion {
  conv: string;
  question: string;
  category: number;
  evidence: string[];
}
export interface LocomoConversation {
  id: string;
  /** Position in the file (0-4): conversations 0-2 are the tuning part, 3-4 the check. */
  index: number;
  turns: LocomoTurn[];
}
export interface Locomo {
  conversations: LocomoConversation[];
  questions: LocomoQuestion[];
  /** Evidence ids that were not a plain existing "D<s>:<t>", and what became of each. */
  repairs: string[];
  /** Questions left without any evidence turn after the repair (not asked). */
  dropped: number;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "1:56 pm on 8 May, 2023" -> "2023-05-08T13:56:00Z". */
export function sessionTimestamp(s: string): string {
  const m = /^(\d{1,2}):(\d{2})\s*(am|pm) on (\d{1,2}) (\w+),? (\d{4})$/i.exec(s.trim());
  const month = m ? MONTHS.indexOf(m[5]!.toLowerCase()) : -1;
  if (!m || month < 0) throw new Error(`unreadable session date: ${s}`);
  const h = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === "pm" ? 12 : 0);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${m[6]}-${p(month + 1)}-${p(Number(m[4]))}T${p(h)}:${m[2]}:00Z`;
}

const norm = (s: number, t: number) => `D${s}:${t}`;

/**
 * Evidence ids as they should have been written: "D8:6; D9:17" is two ids, "D:11:26" is D11:26, "D30:05"
 * is D30:5. An id that names no turn of its conversation ("D", or a turn past a session's end) is dropped.
 */
function evidenceOf(raw: string[], known: Set<string>, where: string, repairs: string[]): string[] {
  const out: string[] = [];
  for (const r of raw) {
    const pieces = r.split(/[;,\s]+/).filter((p) => p !== "");
    for (const p of pieces) {
      const m = /^D:?(\d+):(\d+)$/.exec(p);
      const id = m ? norm(Number(m[1]), Number(m[2])) : null;
      if (id !== null && known.has(id)) {
        if (pieces.length > 1 || id !== p) repairs.push(`${where} "${r}" -> ${id}`);
        out.push(id);
      } else repairs.push(`${where} "${p}"${pieces.length > 1 ? ` (in "${r}")` : ""} dropped: ${id === null ? "not an id" : "no such turn"}`);
    }
  }
  return [...new Set(out)];
}

export function loadLocomo(): Locomo | null {
  const path = join(LOCOMO_DIR, FILE);
  if (!existsSync(path)) return null;
  const data = JSON.parse(readFileSync(path, "utf8")) as {
    sample_id: string;
    conversation: Record<string, unknown>;
    qa: { question: string; category: number; evidence: string[] }[];
  }[];
  const conversations: LocomoConversation[] = [];
  const questions: LocomoQuestion[] = [];
  const repairs: string[] = [];
  let dropped = 0;
  data.forEach((sample, index) => {
    const c = sample.conversation;
    const sessions = Object.keys(c)
      .map((k) => /^session_(\d+)$/.exec(k))
      .filter((m) => m !== null)
      .map((m) => Number(m![1]))
      .sort((a, b) => a - b);
    const turns: LocomoTurn[] = [];
    for (const s of sessions) {
      const timestamp = sessionTimestamp(String(c[`session_${s}_date_time`]));
      for (const t of c[`session_${s}`] as { speaker: string; dia_id: string; text: string; blip_caption?: string }[]) {
        const m = /^D(\d+):(\d+)$/.exec(t.dia_id);
        if (!m) throw new Error(`${sample.sample_id}: unreadable turn id ${t.dia_id}`);
        const image = t.blip_caption ? ` [image: ${t.blip_caption}]` : "";
        turns.push({ dia: norm(Number(m[1]), Number(m[2])), content: `${t.speaker}: ${t.text}${image}`, timestamp });
      }
    }
    const known = new Set(turns.map((t) => t.dia));
    conversations.push({ id: sample.sample_id, index, turns });
    for (const q of sample.qa) {
      if (q.category < 1 || q.category > 4) continue;
      const evidence = evidenceOf(q.evidence, known, sample.sample_id, repairs);
      if (evidence.length === 0) {
        dropped++;
        continue;
      }
      questions.push({ conv: sample.sample_id, question: q.question, category: q.category, evidence });
    }
  });
  return { conversations, questions, repairs, dropped };
}
