import { afterAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fts } from "../../../src/db";
import { startTestApp } from "../../helpers/app";

// The keyword index (memory_fts, migrations/0008_memory_fts.sql) is written only by triggers on
// `memories`; these tests go through every write path and read the index itself.

const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const db = t.storage.sqlite;

const add = (body: Record<string, unknown>, key = a.api_key) => t.addMemory(key, body);
const seqOf = (id: string) => (db.query("select seq from memories where id = ?").get(id) as { seq: number } | null)?.seq ?? -1;
/** The index's row for a memory (contentless: the rowid only), 0 or 1. */
const indexed = (id: string) => (db.query("select count(*) as n from memory_fts where rowid = ?").get(seqOf(id)) as { n: number }).n;
/** Memory seqs whose indexed content has the word. */
const matching = (word: string) => (db.query("select rowid from memory_fts where memory_fts match ?").all(`{content} : "${word}"`) as { rowid: number }[]).map((r) => r.rowid);
const fileHas = (needle: string) =>
  ["engram.db", "engram.db-wal"].some((f) => existsSync(join(t.dir, f)) && readFileSync(join(t.dir, f)).includes(Buffer.from(needle)));

describe("keyword index consistency", () => {
  test("add indexes the memory's words and its scope tokens", async () => {
    const m = await add({ content: "Ordered the walnut bookshelf", user_id: "fu1", agent_id: "fa1", run_id: "fr1" });
    expect(indexed(m.id)).toBe(1);
    expect(matching("walnut")).toEqual([seqOf(m.id)]);
    expect(matching("ordering")).toEqual([seqOf(m.id)]); // porter: "ordered" and "ordering" share a stem
    const scope = [fts.scopeToken("p", a.project_id), fts.scopeToken("u", "fu1"), fts.scopeToken("a", "fa1"), fts.scopeToken("r", "fr1")];
    const hit = db.query("select rowid from memory_fts where memory_fts match ?").all(scope.map((s) => `{scope} : "${s}"`).join(" AND ")) as { rowid: number }[];
    expect(hit.map((r) => r.rowid)).toEqual([seqOf(m.id)]);
  });

  test("edit replaces the indexed words", async () => {
    const m = await add({ content: "Favourite tea is oolong", user_id: "fu1" });
    const r = await t.json("PATCH", `/v1/memories/${m.id}`, { key: a.api_key, body: { content: "Favourite tea is sencha" } });
    expect(r.status).toBe(200);
    expect(indexed(m.id)).toBe(1);
    expect(matching("oolong")).toEqual([]);
    expect(matching("sencha")).toEqual([seqOf(m.id)]);
  });

  test("delete (soft) takes the memory out of the index; a later erasure of the row is harmless", async () => {
    const m = await add({ content: "Parking spot marmalade level three", user_id: "fu2" });
    expect((await t.json("DELETE", `/v1/memories/${m.id}`, { key: a.api_key })).status).toBe(200);
    expect(indexed(m.id)).toBe(0);
    expect(matching("marmalade")).toEqual([]);
    expect((await t.json("DELETE", "/v1/users/fu2/memories", { key: a.api_key })).status).toBe(200);
    expect(seqOf(m.id)).toBe(-1);
  });

  test("batch import indexes every item once the job ran", async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ content: `Batch line ${i} about the periwinkle boat`, user_id: "fu3" }));
    const r = await t.json("POST", "/v1/batch", { key: a.api_key, body: { memories: items } });
    expect(r.status).toBe(202);
    await t.drain();
    const seqs = (db.query("select seq from memories where project_id = ? and user_id = 'fu3'").all(a.project_id) as { seq: number }[]).map((x) => x.seq);
    expect(seqs).toHaveLength(12);
    expect(matching("periwinkle").sort()).toEqual(seqs.sort());
  });

  test("erasure removes the rows and rewrites the segments: the erased word leaves the file", async () => {
    // Ends in a digit, so the stemmer keeps it whole and the index holds exactly this term.
    const word = "qrvx7741kz9";
    const m = await add({ content: `Locker code ${word}`, user_id: "fu4" });
    const kept = await add({ content: `Locker code ${word} for someone else`, user_id: "fu5" });
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    expect(fileHas(word)).toBe(true);
    const r = await t.json("DELETE", "/v1/users/fu4/memories", { key: a.api_key });
    expect(r.status).toBe(200);
    expect(matching(word)).toEqual([seqOf(kept.id)]);
    expect(indexed(m.id)).toBe(0);
    await t.json("DELETE", "/v1/users/fu5/memories", { key: a.api_key });
    expect(matching(word)).toEqual([]);
    expect(fileHas(word)).toBe(false);
  });

  test("namespace forget takes the agent's memories out of the index, not others'", async () => {
    const gone = await add({ content: "Agent scratch note about tangerine", agent_id: "fa-forget" });
    const stays = await add({ content: "Another tangerine note", agent_id: "fa-stay" });
    const r = await t.json("DELETE", "/v1/agents/fa-forget", { key: a.api_key });
    expect(r.status).toBe(200);
    expect(indexed(gone.id)).toBe(0);
    expect(matching("tangerine")).toEqual([seqOf(stays.id)]);
  });

  test("account deletion empties the account's rows from the index and the file", async () => {
    const s = await t.signUp();
    const word = "mzq5518wt3";
    const m = await add({ content: `Account secret ${word}` }, s.api_key);
    const seq = seqOf(m.id);
    const r = await t.json("DELETE", "/v1/account?confirm=true", { key: s.api_key });
    expect(r.status).toBe(200);
    expect((db.query("select count(*) as n from memory_fts where rowid = ?").get(seq) as { n: number }).n).toBe(0);
    expect(matching(word)).toEqual([]);
    expect(fileHas(word)).toBe(false);
  });
});

describe("fact keyword index consistency (fact_fts, migrations/0009_fact_fts.sql)", () => {
  const fact = async (body: Record<string, unknown>, key = a.api_key) => {
    const r = await t.json("POST", "/v1/facts", { key, body: { subject_type: "self", ...body } });
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    return r.body as { id: string };
  };
  const factSeq = (id: string) => (db.query("select seq from facts where id = ?").get(id) as { seq: number } | null)?.seq ?? -1;
  const factMatching = (word: string) => (db.query("select rowid from fact_fts where fact_fts match ?").all(`{content} : "${word}"`) as { rowid: number }[]).map((r) => r.rowid);

  test("a written fact is indexed as subject, predicate as said and object, with its scope", async () => {
    const f = await fact({ subject: "gale", predicate: "plays", object: "the theorbo", user_id: "ff1", agent_id: "music" });
    expect(factMatching("theorbo")).toEqual([factSeq(f.id)]);
    expect(factMatching("plays")).toContain(factSeq(f.id));
    const hits = fts.factKeywordMatch(db, "theorbo", { projectId: (db.query("select project_id as p from facts where id = ?").get(f.id) as { p: string }).p, userId: "ff1", agentId: "music", k: 5 });
    expect(hits.map((h) => h.seq)).toEqual([factSeq(f.id)]);
    const elsewhere = fts.factKeywordMatch(db, "theorbo", { projectId: "prj_other", userId: "ff1", k: 5 });
    expect(elsewhere).toEqual([]);
  });

  test("erasure deletes the facts' rows from the index and the erased word leaves the file", async () => {
    const word = "zvk3390pq7";
    const f = await fact({ subject: "hal", predicate: "has locker", object: word, user_id: "ff2" });
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    expect(factMatching(word)).toEqual([factSeq(f.id)]);
    const r = await t.json("DELETE", "/v1/users/ff2/memories", { key: a.api_key });
    expect(r.status).toBe(200);
    expect(factMatching(word)).toEqual([]);
    expect(fileHas(word)).toBe(false);
  });
});

describe("keyword ranking scope", () => {
  test("another project's or user's memories never appear, however many match", async () => {
    const own = await add({ content: "The saffron invoice is due", user_id: "su1", agent_id: "sa1" });
    const otherUser = await add({ content: "saffron saffron saffron", user_id: "su2", agent_id: "sa1" });
    const otherAgent = await add({ content: "saffron order", user_id: "su1", agent_id: "sa2" });
    for (let i = 0; i < 30; i++) await add({ content: `saffron saffron note ${i}`, user_id: "su1", agent_id: "sa1" }, b.api_key);
    const k = (f: Partial<fts.KeywordFilter>) => fts.keywordMatch(db, "saffron invoice", { projectId: a.project_id, k: 5, ...f }).map((h) => h.seq);
    expect(k({ userId: "su1", agentId: "sa1" })).toEqual([seqOf(own.id)]);
    expect(k({ userId: "su1" }).sort()).toEqual([seqOf(own.id), seqOf(otherAgent.id)].sort());
    expect(k({ agentId: "sa1" }).sort()).toEqual([seqOf(own.id), seqOf(otherUser.id)].sort());
    expect(k({}).sort()).toEqual([seqOf(own.id), seqOf(otherUser.id), seqOf(otherAgent.id)].sort());
    expect(k({ userId: "nobody" })).toEqual([]);
    expect(k({ userId: "" })).toEqual([]);
    const theirs = fts.keywordMatch(db, "saffron", { projectId: b.project_id, k: 50 }).map((h) => h.seq);
    expect(theirs).toHaveLength(30);
    for (const id of [own.id, otherUser.id, otherAgent.id]) expect(theirs).not.toContain(seqOf(id));
  });

  test("a word common in the end user's own memories weighs less than one rare there, whatever the rest of the install says", async () => {
    // For li1, "Bristol" is in 8 of 9 memories and "Bedminster" in 1; across the project it is the other
    // way round (li2 says Bedminster 30 times). BM25 over the whole index would rank the Bristol turns first.
    const places = ["the harbour", "the station", "the market", "the bridge", "the museum", "the park", "the office", "the docks"];
    const bristol = [];
    for (const p of places) bristol.push(await add({ content: `Walked around Bristol near ${p} today`, user_id: "li1" }));
    const flat = await add({ content: "We rented a flat in Bedminster today", user_id: "li1" });
    for (let i = 0; i < 30; i++) await add({ content: `Bedminster note number ${i}`, user_id: "li2" });
    const got = fts.keywordMatch(db, "Which area of Bristol is Bedminster?", { projectId: a.project_id, userId: "li1", k: 20 });
    expect(got.map((h) => h.seq)).toHaveLength(9);
    expect(got[0]!.seq).toBe(seqOf(flat.id));
    expect(got[0]!.score).toBeGreaterThan(2 * got[1]!.score);
    expect(got.slice(1).map((h) => h.seq).sort()).toEqual(bristol.map((m) => seqOf(m.id)).sort());
    // Project-wide the counts are the project's: Bedminster (31 of its rows) is the common word there.
    const wide = fts.keywordMatch(db, "Which area of Bristol is Bedminster?", { projectId: a.project_id, k: 50 });
    expect(bristol.map((m) => seqOf(m.id))).toContain(wide[0]!.seq);
  });

  test("best first by BM25; stopwords and punctuation alone match nothing", async () => {
    const rare = await add({ content: "Gate code 4471 for the cobalt warehouse", user_id: "su3" });
    await add({ content: "The warehouse is big", user_id: "su3" });
    const got = fts.keywordMatch(db, "cobalt warehouse?", { projectId: a.project_id, userId: "su3", k: 5 });
    expect(got.map((h) => h.seq)).toEqual([seqOf(rare.id), expect.any(Number)]);
    // Positive BM25, best first: the fusion reads these as "higher is better".
    expect(got[0]!.score).toBeGreaterThan(got[1]!.score);
    expect(got[1]!.score).toBeGreaterThan(0);
    expect(fts.keywordMatch(db, "what is the ... ?!", { projectId: a.project_id, userId: "su3", k: 5 })).toEqual([]);
    expect(fts.keywordMatch(db, 'say "hello" OR NEAR(x) *', { projectId: a.project_id, userId: "su3", k: 5 })).toEqual([]);
  });
});
