import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { startTestApp, usage } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-03-01T08:00:00Z");
const t = startTestApp({ clock });
const a = await t.signUp();
afterAll(() => t.close());
const write = async (body: Record<string, unknown>) => {
  clock.advanceMs(1000);
  const r = await t.json("POST", "/v1/facts", { key: a.api_key, body });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body;
};
const list = async (q: string) => (await t.json("GET", `/v1/facts${q}`, { key: a.api_key })).body;
const objects = (r: { facts: { object: string }[] }) => r.facts.map((f) => f.object);

await write({ subject: "Acme", predicate: "based in", object: "Ohio", user_id: "u", subject_type: "organization" });
await write({ subject: "Tom", predicate: "works for", object: "Acme", user_id: "u" });
await write({ subject: "Tom", predicate: "likes", object: "golf", user_id: "u", agent_id: "coach" });
await write({ subject: "u", predicate: "allergic_to", object: "peanuts", user_id: "u", subject_type: "self" });
await write({ subject: "Zed", predicate: "likes", object: "opera", user_id: "v" });

describe("GET /v1/facts", () => {
  test("200 {facts, total}: read shape, most recently confirmed first", async () => {
    const r = await list("?user_id=u");
    expect(r.total).toBe(4);
    expect(objects(r)).toEqual(["peanuts", "golf", "Acme", "Ohio"]);
    expect(Object.keys(r.facts[0]).sort()).toEqual(
      ["id", "subject", "subject_type", "predicate", "predicate_raw", "object", "object_is_literal", "predicate_family", "confidence", "user_id", "agent_id", "valid_from", "invalid_at", "invalidated_by", "source_memory_id", "created_at", "subject_canonical", "object_canonical", "tense", "last_confirmed_at", "observation_count", "source_memory_ids"].sort(),
    );
    expect(r.facts[0]).toMatchObject({ confidence: 0.9, source_memory_id: null, source_memory_ids: [], tense: "current" });
  });

  test("subject: exact and case-insensitive on the subject side only", async () => {
    expect(objects(await list("?subject=TOM"))).toEqual(["golf", "Acme"]);
    expect(objects(await list("?subject=acme"))).toEqual(["Ohio"]);
    expect((await list("?subject=To")).total).toBe(0);
  });

  test("entity: subject or object side", async () => {
    expect(objects(await list("?entity=acme")).sort()).toEqual(["Acme", "Ohio"]);
  });

  test("predicate: resolved through the learned vocabulary", async () => {
    expect(objects(await list("?predicate=works_at"))).toEqual(["Acme"]);
    expect(objects(await list("?predicate=is%20employed%20by"))).toEqual(["Acme"]);
    expect(objects(await list("?predicate=works%20for"))).toEqual(["Acme"]);
  });

  test("predicate_family: case-insensitive; unknown family gives an empty list", async () => {
    expect(objects(await list("?predicate_family=HEALTH"))).toEqual(["peanuts"]);
    expect((await list("?predicate_family=astrology")).total).toBe(0);
  });

  test("filters AND together and narrow", async () => {
    expect(objects(await list("?user_id=u&agent_id=coach"))).toEqual(["golf"]);
    expect((await list("?user_id=v&agent_id=coach")).total).toBe(0);
    expect((await list("")).total).toBe(5);
  });

  test("limit/offset page and total counts before paging; bounds are 422", async () => {
    const r = await list("?user_id=u&limit=2&offset=1");
    expect(r.total).toBe(4);
    expect(objects(r)).toEqual(["golf", "Acme"]);
    for (const q of ["?limit=0", "?limit=201", "?offset=-1", "?as_of=next%20week", "?include_invalidated=maybe"]) {
      const res = await t.json("GET", `/v1/facts${q}`, { key: a.api_key });
      expect(res.status).toBe(422);
    }
  });

  test("as_of: valid_from descending; before anything existed: empty", async () => {
    expect((await list("?as_of=2020-01-01")).total).toBe(0);
    const r = await list("?user_id=u&as_of=2026-03-01T08:00:02.5Z");
    expect(objects(r)).toEqual(["Acme", "Ohio"]);
  });

  test("counts one query", async () => {
    const q = await usage(t, a.account_id, "queries");
    await list("");
    expect(await usage(t, a.account_id, "queries")).toBe(q + 1);
  });

});
