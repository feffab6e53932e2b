import { afterAll, expect, test } from "bun:test";
import { ManualClock } from "../../../src/domain/clock";
import { startTestApp } from "../../helpers/app";

// Provenance (issue 23): a fact the built-in rules extractor stores keeps the id of the rule that read it
// (facts.extractor_rule), and after it the rewrites that led there, internal to the store: the Fact shapes of
// the spec list their fields and gain none.
const clock = new ManualClock(0);
clock.set("2026-04-01T10:00:00Z");
const t = startTestApp({ clock });
afterAll(() => t.close());

test("a fact from the rules extractor is stored with its rule id; a directly written fact with none", async () => {
  const { api_key: key } = await t.signUp();
  const r = await t.json("POST", "/v1/memories", { key, body: { content: "I moved to Lisbon last month and I'm allergic to peanuts.", user_id: "prov1" } });
  expect(r.status).toBe(201);
  await t.drain();
  const direct = await t.json("POST", "/v1/facts", { key, body: { subject: "prov1", predicate: "likes", object: "tea", user_id: "prov1" } });
  expect(direct.status).toBe(201);
  const rows = t.storage.sqlite.query("select predicate, object, extractor_rule from facts where user_id = ? order by predicate").all("prov1");
  expect(rows).toEqual([
    { predicate: "allergic_to", object: "peanuts", extractor_rule: "health.be_allergic_to" },
    { predicate: "likes", object: "tea", extractor_rule: null },
    { predicate: "lives_in", object: "Lisbon", extractor_rule: "places.move_to" },
  ]);
  const listed = await t.json("GET", "/v1/facts?user_id=prov1", { key });
  for (const f of listed.body.facts as Record<string, unknown>[]) expect(Object.keys(f)).not.toContain("extractor_rule");
});

test("the rewrites that led to a fact are stored after its rule id", async () => {
  const { api_key: key } = await t.signUp();
  const r = await t.json("POST", "/v1/memories", { key, body: { content: "We relocated finally to Tampere.", user_id: "prov2" } });
  expect(r.status).toBe(201);
  await t.drain();
  const rows = t.storage.sqlite.query("select predicate, object, extractor_rule from facts where user_id = ?").all("prov2");
  expect(rows).toEqual([{ predicate: "lives_in", object: "Tampere", extractor_rule: "places.move_to; rewrites moved_again_to" }]);
});
