// The facts a user's messages leave do not depend on how their extraction jobs were grouped: every dev
// sequence (and every held-out sequence) is written three ways, each into its own account, and must end in
// the same facts, ids aside:
// 1. one by one: each message is extracted before the next of its user is written;
// 2. queued: every message written first, then the job runner takes them in groups (of 64: a user's
//    messages share a group, or straddle two);
// 3. one batch import (POST /v1/batch, items in the order said).
// The clock stands still, so what is compared is the order of extraction alone, not when it ran. The rules
// extractor is pure (text and time in, candidates out) and the model gives a text one vector: the three
// writes of a message share one reading and one vector of each text (the real extractor and model, asked
// once), which keeps the test's time to a third and leaves out the small shifts q8 vectors take from the
// other texts of their model call, which are not what is compared here.
import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ManualClock } from "../../src/domain/clock";
import { rulesExtractor } from "../../src/extract/rules";
import type { Extraction, Extractor } from "../../src/extract/types";
import type { Embedder } from "../../src/embed";
import { sharedEmbedder, startTestApp } from "../helpers/app";
import { DEV_SEQUENCES, READ_AT, type DevSequence } from "./dev-sequences";
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

const HELD_OUT = readFileSync(join(import.meta.dir, "..", "fixtures", "facts", "sequences.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as DevSequence);

const SEQUENCES: DevSequence[] = [
  ...DEV_SEQUENCES, ...DEV_SEQUENCES_2, ...DEV_SEQUENCES_3, ...DEV_SEQUENCES_4, ...DEV_SEQUENCES_5, ...DEV_SEQUENCES_6, ...DEV_SEQUENCES_7,
  ...DEV_SEQUENCES_8, ...DEV_SEQUENCES_9, ...DEV_SEQUENCES_10, ...DEV_SEQUENCES_11, ...DEV_SEQUENCES_12, ...DEV_SEQUENCES_13, ...HELD_OUT,
];

const read = new Map<string, Promise<Extraction>>();
const extractor: Extractor = {
  name: "rules",
  extract(input) {
    const key = `${input.now}|${input.text}`;
    let r = read.get(key);
    if (!r) read.set(key, (r = rulesExtractor.extract(input)));
    return r.then((x) => structuredClone(x));
  },
};

const vectors = new Map<string, Float32Array>();
const embedder: Embedder = {
  get modelId() { return sharedEmbedder.modelId; },
  get dims() { return sharedEmbedder.dims; },
  get dtype() { return sharedEmbedder.dtype; },
  get fingerprint() { return sharedEmbedder.fingerprint; },
  get file() { return sharedEmbedder.file; },
  get loadMs() { return sharedEmbedder.loadMs; },
  get stats() { return sharedEmbedder.stats; },
  async embed(texts) {
    const missing = [...new Set(texts.filter((t) => !vectors.has(t)))];
    if (missing.length) (await sharedEmbedder.embed(missing)).forEach((v, k) => vectors.set(missing[k]!, v));
    return texts.map((t) => vectors.get(t)!);
  },
  async embedOne(text) {
    return (await this.embed([text]))[0]!;
  },
  close: () => Promise.resolve(),
};

const clock = new ManualClock(0);
clock.set(READ_AT);
const app = startTestApp({ clock, extractor, embedder });
afterAll(() => app.close());

// Distinct users across the sets (ids can repeat between sets).
const userOf = (i: number) => `seq-${i}-${SEQUENCES[i]!.id}`;

interface ReadFact {
  id: string; user_id: string; subject_canonical: string; subject_type: string; predicate: string; predicate_raw: string; object_canonical: string;
  tense: string; valid_from: string | null; invalid_at: string | null; invalidated_by: string | null; observation_count: number; source_memory_ids: string[];
}

/** Every fact of the account, by user, each as a line that names what closed it instead of its id. */
async function factsByUser(key: string): Promise<Map<string, string[]>> {
  const all: ReadFact[] = [];
  for (let offset = 0; ; offset += 200) {
    const r = await app.json("GET", `/v1/facts?include_invalidated=true&limit=200&offset=${offset}`, { key });
    expect(r.status).toBe(200);
    all.push(...r.body.facts);
    if (r.body.facts.length < 200) break;
  }
  const byId = new Map(all.map((f) => [f.id, f]));
  const line = (f: ReadFact) => `${f.subject_type === "self" ? "@self" : f.subject_canonical} ${f.predicate} ${f.object_canonical}`;
  const out = new Map<string, string[]>();
  for (const f of all) {
    const by = f.invalidated_by ? byId.get(f.invalidated_by) : null;
    const facts = out.get(f.user_id) ?? [];
    facts.push(`${line(f)} (${f.tense}, raw "${f.predicate_raw}", from ${f.valid_from}, until ${f.invalid_at}, by ${by ? line(by) : f.invalidated_by}, seen ${f.observation_count} in ${f.source_memory_ids.length})`);
    out.set(f.user_id, facts);
  }
  for (const facts of out.values()) facts.sort();
  return out;
}

const write = async (key: string, i: number, step: { text: string; timestamp: string }) => {
  const r = await app.json("POST", "/v1/memories", { key, body: { content: step.text, user_id: userOf(i), timestamp: step.timestamp } });
  expect(r.status).toBe(201);
};

const item = (i: number, step: { text: string; timestamp: string }) => ({ content: step.text, user_id: userOf(i), timestamp: step.timestamp });

/** Batch imports of up to 500 items each, the runner draining after each. */
async function importAll(key: string, items: ReturnType<typeof item>[]) {
  for (let from = 0; from < items.length; from += 500) {
    const r = await app.json("POST", "/v1/batch", { key, body: { memories: items.slice(from, from + 500) } });
    expect(r.status).toBe(202);
    await app.drain();
  }
}

describe("extraction order", () => {
  test(`${SEQUENCES.length} sequences end in the same facts extracted one by one, queued together, and imported as one batch`, async () => {
    // 1. one by one: in rounds, each one batch import of every user's next message followed by the runner,
    //    so each message of a user is extracted before that user's next one is written.
    const single = await app.signUp();
    const rounds = Math.max(...SEQUENCES.map((s) => s.steps.length));
    for (let k = 0; k < rounds; k++) await importAll(single.api_key, SEQUENCES.flatMap((s, i) => (s.steps[k] ? [item(i, s.steps[k]!)] : [])));
    // 2. queued: every message first, then the runner.
    const queued = await app.signUp();
    for (let i = 0; i < SEQUENCES.length; i++) for (const step of SEQUENCES[i]!.steps) await write(queued.api_key, i, step);
    await app.drain();
    // 3. batch import, items in the order said.
    const batch = await app.signUp();
    await importAll(batch.api_key, SEQUENCES.flatMap((s, i) => s.steps.map((step) => item(i, step))));
    const [one, grouped, imported] = [await factsByUser(single.api_key), await factsByUser(queued.api_key), await factsByUser(batch.api_key)];
    const differ: string[] = [];
    for (let i = 0; i < SEQUENCES.length; i++) {
      const u = userOf(i);
      const a = one.get(u) ?? [];
      for (const [how, b] of [["queued", grouped.get(u) ?? []], ["batch", imported.get(u) ?? []]] as const) {
        if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`${u} (${how}):\n    one by one: ${a.join("\n                ")}\n    ${how}: ${b.join("\n                ")}`);
      }
    }
    if (differ.length) console.log(differ.join("\n"));
    expect(differ).toEqual([]);
    // Not vacuous: the sequences do leave facts.
    expect([...one.values()].flat().length).toBeGreaterThan(SEQUENCES.length);
  }, 600_000);
});
