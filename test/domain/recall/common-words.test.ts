import { afterAll, describe, expect, test } from "bun:test";
import { fts } from "../../../src/db";
import { startTestApp } from "../../helpers/app";

// Keyword queries leave out words found in more than fts.COMMON_SHARE of the index's rows (and in at
// least fts.COMMON_MIN_ROWS) when the query has rarer ones (src/db/fts.ts). The share rule is checked
// with a small minimum (a real index of 61 memories); keywordMatch itself with the real minimum.
// Everything is written before the first query: row counts are cached.
const t = startTestApp();
const a = await t.signUp();
afterAll(() => t.close());
const db = t.storage.sqlite;
const add = async (content: string) => {
  const { id } = await t.addMemory(a.api_key, { content, user_id: "cw" });
  return (db.query("select seq from memories where id = ?").get(id) as { seq: number }).seq;
};

const weekendOnly: number[] = [];
const plansOnly: number[] = [];
for (let i = 0; i < 30; i++) weekendOnly.push(await add(`Note ${i}: quiet weekend at home`));
for (let i = 0; i < 20; i++) plansOnly.push(await add(`Reminder ${i}: plans changed again`));
const harpsichord = await add("The harpsichord arrives on Friday, just before the weekend");
for (let i = 0; i < 10; i++) await add(`Entry ${i} about nothing much`);
const terms = (q: string) => fts.selectiveTerms(db, "memories", fts.queryTerms(q), 5);
const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);

describe("common words in keyword queries", () => {
  test("a word in more than the common share of rows is left out beside a rarer one", () => {
    expect(31 / 61).toBeGreaterThan(fts.COMMON_SHARE);
    expect(terms("harpsichord weekend")).toEqual(['"harpsichord"']);
    expect(terms("harpsichord friday")).toEqual(['"harpsichord"', '"friday"']); // both rare: both kept
  });

  test("a query of one word keeps it, however common", () => {
    expect(terms("weekend")).toEqual(['"weekend"']);
  });

  test("when every word is common, the rarest one is kept", () => {
    // "plans" is in 20 rows, "weekend" in 31.
    expect(terms("weekend plans")).toEqual(['"plans"']);
  });

  test("below the minimum row count nothing is left out: keywordMatch finds every memory with either word", () => {
    expect(31).toBeLessThan(fts.COMMON_MIN_ROWS);
    const hits = fts.keywordMatch(db, "harpsichord weekend", { projectId: a.project_id, userId: "cw", k: 100 }).map((h) => h.seq);
    expect(hits[0]).toBe(harpsichord); // both words: best by BM25
    expect(sorted(hits)).toEqual(sorted([...weekendOnly, harpsichord]));
    expect(sorted(fts.keywordMatch(db, "weekend plans", { projectId: a.project_id, userId: "cw", k: 100 }).map((h) => h.seq))).toEqual(sorted([...weekendOnly, ...plansOnly, harpsichord]));
  });
});
