// GET /v1/facts?predicate= answers the words people ask with: kin, role and family-member words and everyday
// paraphrases of every seed predicate, a narrower word finding the broader stored predicate (no model call).
import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../src/domain/clock";
import { QUERY_WORDS, SEED_PREDICATES } from "../../../src/extract/vocabulary";
import { startTestApp } from "../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-03-01T08:00:00Z");
const t = startTestApp({ clock });
afterAll(() => t.close());
const { api_key } = await t.signUp();
const list = async (q: string) => {
  const r = await t.json("GET", `/v1/facts?${q}`, { key: api_key });
  expect(r.status).toBe(200);
  return (r.body.facts as { predicate: string; object: string }[]).map((f) => `${f.predicate} ${f.object}`);
};

describe("predicate words", () => {
  test("every seed predicate has query words", () => {
    for (const s of SEED_PREDICATES) expect(QUERY_WORDS[s.name]?.length ?? 0).toBeGreaterThan(0);
  });

  test("each listed word finds the facts of its predicate, and only those", async () => {
    for (const s of SEED_PREDICATES) {
      clock.advanceMs(1000);
      const r = await t.json("POST", "/v1/facts", { key: api_key, body: { subject: "wordy", subject_type: "self", predicate: s.name, object: `value of ${s.name}`, user_id: "wordy" } });
      expect(r.status).toBe(201);
      expect(r.body.predicate).toBe(s.name);
    }
    const wrong: string[] = [];
    for (const [name, words] of Object.entries(QUERY_WORDS)) {
      for (const word of words) {
        const got = await list(`user_id=wordy&predicate=${encodeURIComponent(word)}`);
        if (JSON.stringify(got) !== JSON.stringify([`${name} value of ${name}`])) wrong.push(`${word} -> ${got.join(", ") || "nothing"} (want ${name})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("the words of the issue find what extraction stored; a leading 'my', 'who is' and a plural are ignored", async () => {
    for (const content of ["I have a sister, Ana.", "My mother Linda is a nurse.", "My boss is Dana.", "I was born in Naples.", "I play the cello.", "I'm lactose intolerant."]) {
      clock.advanceMs(60_000);
      expect((await t.json("POST", "/v1/memories", { key: api_key, body: { content, user_id: "asker" } })).status).toBe(201);
    }
    await t.drain();
    clock.advanceMs(1000);
    expect((await t.json("POST", "/v1/facts", { key: api_key, body: { subject: "asker", subject_type: "self", predicate: "name", object: "Rossi", user_id: "asker" } })).status).toBe(201);
    const ask = (word: string) => list(`user_id=asker&predicate=${encodeURIComponent(word)}`);
    expect(await ask("sister")).toEqual(["has_sibling Ana"]);
    expect(await ask("my sister")).toEqual(["has_sibling Ana"]);
    expect(await ask("sisters")).toEqual(["has_sibling Ana"]);
    expect(await ask("mother")).toEqual(["has_parent Linda"]);
    expect(await ask("mom")).toEqual(["has_parent Linda"]);
    expect(await ask("who is my boss")).toEqual(["knows Dana"]);
    expect(await ask("born in")).toEqual(["from Naples"]);
    expect(await ask("plays")).toEqual(["likes cello"]);
    expect((await ask("intolerant to")).map((f) => f.split(" ")[0])).toEqual(["has_condition"]);
    expect(await ask("surname")).toEqual(["name Rossi"]);
    // Words that mean no predicate still find nothing.
    expect(await ask("weather")).toEqual([]);
  });
});
