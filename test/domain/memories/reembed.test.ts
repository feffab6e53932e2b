import { afterAll, expect, test } from "bun:test";
import { asc } from "drizzle-orm";
import { tables } from "../../../src/db";
import { tripleText } from "../../../src/domain/facts/prepare";
import { reembedAll } from "../../../src/domain/memories/reembed";
import { vectorBlob } from "../../../src/domain/memories/view";
import { startTestApp } from "../../helpers/app";

// The contract's `engram reembed` "rebuilds every vector with the configured model": besides the
// memories', a fact's vector (what ranks it against a query) and a learned predicate's (what a new
// phrasing is matched against). One left from the old model would be compared with the new model's.
const t = startTestApp();
afterAll(() => t.close());
const { api_key: key } = await t.signUp();

const bytes = (v: Float32Array) => [...new Uint8Array(v.buffer, v.byteOffset, v.byteLength)];
const stored = (blob: Buffer | null) => (blob === null ? null : [...new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength)]);
const { facts: factT, predicates: predT, memories: memT } = tables;
// Read and written through the schema's columns: a blob on SQLite, a pgvector on PostgreSQL.
const factRows = () => t.rt.db.select({ subject: factT.subject, predicateRaw: factT.predicateRaw, object: factT.object, embedding: factT.embedding }).from(factT);

test("reembed makes every fact's and every learned predicate's vector again with the model in use", async () => {
  for (const content of ["I live in Berlin and I love hiking", "My sister Anna works at Siemens"]) {
    expect((await t.json("POST", "/v1/memories", { key, body: { content, user_id: "re1" } })).status).toBe(201);
  }
  // A predicate no seed phrasing is near: the project learns it, with the vector of its words.
  expect((await t.json("POST", "/v1/facts", { key, body: { subject: "re1", subject_type: "self", predicate: "restores antique clocks for", object: "the museum", user_id: "re1" } })).status).toBe(201);
  await t.drain();
  // Stands for vectors an older model made: the same dimension, other numbers.
  const old = new Float32Array(t.rt.embedder.dims).fill(0.05);
  await t.rt.store.tx(async (tx) => {
    await tx.update(factT).set({ embedding: vectorBlob(old) });
    await tx.update(predT).set({ embedding: vectorBlob(old) });
  });

  const seen: string[] = [];
  const n = await reembedAll(t.rt, (kind, done, total) => seen.push(`${kind} ${done}/${total}`));

  const facts = await factRows();
  expect(facts.length).toBeGreaterThanOrEqual(4);
  expect(n.facts).toBe(facts.length);
  const want = await t.rt.embedder.embed(facts.map((f) => tripleText(f.subject, f.predicateRaw, f.object)));
  expect(facts.map((f) => stored(f.embedding))).toEqual(want.map(bytes));

  const learned = await t.rt.db.select({ name: predT.name, phrase: predT.phrase, embedding: predT.embedding }).from(predT);
  expect(learned.map((p) => p.phrase)).toContain("restores antique clocks for");
  expect(n.predicates).toBe(learned.length);
  const phrases = await t.rt.embedder.embed(learned.map((p) => p.phrase!));
  expect(learned.map((p) => stored(p.embedding))).toEqual(phrases.map(bytes));
  expect(seen).toContain(`facts ${facts.length}/${facts.length}`);
});

test("reembed goes through every batch: each memory's stored and indexed vector is the model's for its text", async () => {
  const contents = Array.from({ length: 150 }, (_, i) => `Note ${i}: the ${["red", "green", "blue"][i % 3]} notebook holds page ${i * 7} of the plan`);
  const r = await t.json("POST", "/v1/batch", { key, body: { memories: contents.map((content) => ({ content, user_id: "re2" })) } });
  expect(r.status).toBe(202);
  await t.drain();
  const old = new Float32Array(t.rt.embedder.dims).fill(0.05);
  await t.rt.store.tx((tx) => tx.update(memT).set({ embedding: vectorBlob(old) }));

  const seen: string[] = [];
  const n = await reembedAll(t.rt, (kind, done, total) => seen.push(`${kind} ${done}/${total}`));

  const rows = await t.rt.db.select({ content: memT.content, embedding: memT.embedding }).from(memT).orderBy(asc(memT.seq));
  expect(n.memories).toBe(rows.length);
  expect(rows.length).toBeGreaterThan(128); // three batches of 64
  expect(seen.filter((s) => s.startsWith("memories"))).toEqual([64, 128, 192].map((d) => `memories ${Math.min(d, rows.length)}/${rows.length}`));
  const want = await t.rt.embedder.embed(rows.map((m) => m.content));
  expect(rows.map((m) => stored(m.embedding))).toEqual(want.map(bytes));
  // The vector index was rebuilt from the same vectors: a memory's own text finds it first.
  for (const i of [0, 70, 149]) {
    const s = await t.json("POST", "/v1/memories/search", { key, body: { query: contents[i], user_id: "re2", limit: 1 } });
    expect(s.body.results[0].snippet).toBe(contents[i]);
  }
});
