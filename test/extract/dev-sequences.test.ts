// The development update sequences (./dev-sequences.ts) through the real pipeline, checked exactly as
// bench/facts.ts checks the held-out ones: add each step as a memory at its timestamp, run extraction,
// then read every fact (closed ones included) through the API at READ_AT.
import { afterAll, describe, expect, test } from "bun:test";
import { SELF } from "../../src/extract/types";
import { normKey, singular } from "../../src/domain/facts/normalize";
import { ManualClock } from "../../src/domain/clock";
import { startTestApp } from "../helpers/app";
import { DEV_SEQUENCES, READ_AT, type DevSequence, type SeqTriple } from "./dev-sequences";
import { DEV_SEQUENCES_2 } from "./dev-sequences-2";
import { DEV_SEQUENCES_3 } from "./dev-sequences-3";
import { DEV_SEQUENCES_4 } from "./dev-sequences-4";
import { DEV_SEQUENCES_5 } from "./dev-sequences-5";
import { DEV_SEQUENCES_6 } from "./dev-sequences-6";
import { DEV_SEQUENCES_7 } from "./dev-sequences-7";
import { DEV_SEQUENCES_8 } from "./dev-sequences-8";
import { DEV_SEQUENCES_9 } from "./dev-sequences-9";
import { DEV_SEQUENCES_10 } from "./dev-sequences-10";
import { DEV_SEQUENCES_11 } from "./dev-sequences-11";
import { DEV_SEQUENCES_12 } from "./dev-sequences-12";
import { DEV_SEQUENCES_13 } from "./dev-sequences-13";

/**
 * Each batch with the number of its sequences that end right; raise a floor as the pipeline improves (the
 * rest are listed in the report). Kept apart so a gain on one batch cannot hide a loss on the other.
 */
const BATCHES: { name: string; sequences: DevSequence[]; floor: number }[] = [
  { name: "batch 1 (head-on statements)", sequences: DEV_SEQUENCES, floor: 91 },
  { name: "batch 2 (chatty, indirect, told as news)", sequences: DEV_SEQUENCES_2, floor: 73 },
  { name: "batch 3 (plans, indirect moves and jobs, additions, corrections)", sequences: DEV_SEQUENCES_3, floor: 79 },
  { name: "batch 4 (many voices)", sequences: DEV_SEQUENCES_4, floor: 82 },
  { name: "batch 5 (multi-fact conversations)", sequences: DEV_SEQUENCES_5, floor: 66 },
  { name: "batch 6 (plain wording, every README case)", sequences: DEV_SEQUENCES_6, floor: 83 },
  { name: "batch 7 (plain wording, weak kinds)", sequences: DEV_SEQUENCES_7, floor: 60 },
  { name: "batch 8 (plain wording, weak kinds, second writer)", sequences: DEV_SEQUENCES_8, floor: 60 },
  { name: "batch 9 (told in passing, among other chatter)", sequences: DEV_SEQUENCES_9, floor: 58 },
  { name: "batch 10 (the held-out kinds in its proportions, many voices)", sequences: DEV_SEQUENCES_10, floor: 71 },
  { name: "batch 11 (fresh blind set, the held-out kinds in its proportions)", sequences: DEV_SEQUENCES_11, floor: 68 },
  { name: "batch 12 (fresh blind set, the held-out kinds in its proportions)", sequences: DEV_SEQUENCES_12, floor: 65 },
  { name: "batch 13 (fresh blind set, the held-out kinds in its proportions)", sequences: DEV_SEQUENCES_13, floor: 65 },
];

const key = (s: string) => singular(normKey(s));

interface ReadFact { subject: string; subject_type: string; predicate: string; object: string; tense: string }

/** What is wrong at the end of a sequence (empty: it ends right). Same checks as bench/facts.ts. */
export function problemsOf(seq: DevSequence, facts: ReadFact[]): string[] {
  const eq = (a: string, b: string) => key(a) === key(b) || (seq.equivalents ?? []).some((g) => g.some((x) => key(x) === key(a)) && g.some((x) => key(x) === key(b)));
  const subj = (want: string, f: ReadFact) => (want === SELF ? f.subject_type === "self" : key(want) === key(f.subject));
  const find = (w: SeqTriple, tense: string[]) => facts.filter((f) => subj(w.subject, f) && f.predicate === w.predicate && eq(w.object, f.object) && tense.includes(f.tense));
  const problems: string[] = [];
  for (const w of seq.expect_current) if (find(w, ["current"]).length !== 1) problems.push(`not exactly one current ${w.subject} ${w.predicate} ${w.object}`);
  for (const w of seq.expect_closed) if (find(w, ["past"]).length < 1) problems.push(`not closed ${w.subject} ${w.predicate} ${w.object}`);
  for (const w of seq.expect_planned ?? []) if (find(w, ["planned"]).length !== 1) problems.push(`not planned ${w.subject} ${w.predicate} ${w.object}`);
  const pairs = new Set([...seq.expect_current, ...seq.expect_closed, ...(seq.expect_planned ?? [])].map((w) => `${w.subject === SELF ? SELF : key(w.subject)}|${w.predicate}`));
  for (const f of facts) {
    const k = `${f.subject_type === "self" ? SELF : key(f.subject)}|${f.predicate}`;
    if (!pairs.has(k)) continue;
    if (f.tense === "current" && !seq.expect_current.some((w) => subj(w.subject, f) && w.predicate === f.predicate && eq(w.object, f.object))) problems.push(`unexpected current ${f.predicate} ${f.object}`);
    if (seq.expect_planned && f.tense === "planned" && !seq.expect_planned.some((w) => subj(w.subject, f) && w.predicate === f.predicate && eq(w.object, f.object))) problems.push(`unexpected planned ${f.predicate} ${f.object}`);
  }
  return problems;
}

describe("update sequences (development set)", () => {
  const clock = new ManualClock(0);
  clock.set(READ_AT);
  const app = startTestApp({ clock });
  afterAll(() => app.close());
  // One account for every batch (the sequence ids, and so the users, are distinct): sign-ups from one address
  // are capped per day, and the clock stands at READ_AT between batches, so one per batch stops at the cap.
  let account: Promise<{ api_key: string }> | null = null;

  for (const batch of BATCHES) {
    test(`${batch.name}: at least ${batch.floor}/${batch.sequences.length} sequences end with exactly the right current, closed and planned facts`, async () => {
      const { api_key } = await (account ??= app.signUp());
      const perKind = new Map<string, { ok: number; n: number }>();
      const failures: string[] = [];
      let ok = 0;
      for (const seq of batch.sequences) {
        const userId = `dev-${seq.id}`;
        for (const step of seq.steps) {
          clock.set(step.timestamp);
          const r = await app.json("POST", "/v1/memories", { key: api_key, body: { content: step.text, user_id: userId, timestamp: step.timestamp } });
          expect(r.status).toBe(201);
          await app.drain();
        }
        clock.set(READ_AT);
        const read = await app.json("GET", `/v1/facts?user_id=${userId}&include_invalidated=true&limit=200`, { key: api_key });
        // Renames are read through the canonical names, as the bench does.
        const facts = (read.body.facts as (ReadFact & { subject_canonical: string; object_canonical: string })[]).map((f) => ({ ...f, subject: f.subject_canonical, object: f.object_canonical }));
        const problems = problemsOf(seq, facts);
        const k = perKind.get(seq.kind) ?? { ok: 0, n: 0 };
        k.n++;
        if (problems.length === 0) (ok++, k.ok++);
        else failures.push(`${seq.id}: ${problems.join("; ")}\n      stored: ${facts.map((f) => `${f.subject_type === "self" ? "@self" : f.subject} ${f.predicate} ${f.object} (${f.tense})`).join(", ")}`);
        perKind.set(seq.kind, k);
      }
      if (process.env.SEQ_VERBOSE || ok < batch.floor) {
        console.log(`${batch.name}: ${ok}/${batch.sequences.length}  ${[...perKind].sort().map(([kind, k]) => `${kind} ${k.ok}/${k.n}`).join(", ")}`);
        for (const f of failures) console.log(`  FAIL ${f}`);
      }
      expect(ok).toBeGreaterThanOrEqual(batch.floor);
    });
  }
});
