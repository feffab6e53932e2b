import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { startTestApp, usage } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-01-10T09:00:00Z");
const t = startTestApp({ clock });
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());

const write = (body: Record<string, unknown>, key = a.api_key) => t.json("POST", "/v1/facts", { key, body });
const list = (q = "", key = a.api_key) => t.json("GET", `/v1/facts${q}`, { key });
const events = async (type: string) =>
  ((await t.sql<{ data: string }>("select data from outbox where type = ? order by id", type))).map((r) => JSON.parse(r.data));
let u = 0;
const user = () => `user${++u}`;

describe("fact lifecycle (POST /v1/facts)", () => {
  test("201 a new triple: current, canonical predicate and family, valid_from = write time", async () => {
    const uid = user();
    const { status, body } = await write({ subject: "alice", predicate: "lives in", object: "Berlin", user_id: uid, subject_type: "self" });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^fct_[0-9a-f-]{36}$/),
      subject: "alice",
      predicate: "lives_in",
      object: "Berlin",
      predicate_family: "places",
      valid_from: "2026-01-10T09:00:00.000000Z",
      invalidated: [],
      tense: "current",
      invalid_at: null,
      observation_count: 1,
      user_id: uid,
      agent_id: null,
    });
  });

  test("the same triple again is reconfirmed: 201, same id, observation_count + 1, nothing invalidated", async () => {
    const uid = user();
    const first = await write({ subject: "Bob", predicate: "works at", object: "Acme", user_id: uid });
    clock.advanceMs(1000);
    const again = await write({ subject: "bob", predicate: "is employed by", object: "ACME", user_id: uid });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.observation_count).toBe(2);
    expect(again.body.invalidated).toEqual([]);
    const facts = (await list(`?user_id=${uid}`)).body.facts;
    expect(facts).toHaveLength(1);
    expect(facts[0].last_confirmed_at).toBe("2026-01-10T09:00:01.000000Z");
  });

  test("a different object on a single-valued predicate supersedes: old closed at the new valid_from, linked, evented", async () => {
    const uid = user();
    const old = await write({ subject: "Carol", predicate: "lives_in", object: "Lyon", user_id: uid });
    clock.advanceMs(60_000);
    const now = await write({ subject: "Carol", predicate: "resides in", object: "Paris", user_id: uid });
    expect(now.body.invalidated).toEqual([old.body.id]);
    const all = (await list(`?user_id=${uid}&include_invalidated=true`)).body.facts;
    const closed = all.find((f: { id: string }) => f.id === old.body.id);
    expect(closed.invalid_at).toBe(now.body.valid_from);
    expect(closed.invalidated_by).toBe(now.body.id);
    expect(closed.tense).toBe("past");
    expect((await list(`?user_id=${uid}`)).body.facts.map((f: { object: string }) => f.object)).toEqual(["Paris"]);
    expect(await events("fact.invalidated")).toContainEqual({ fact_id: old.body.id, invalidated_by: now.body.id, at: now.body.valid_from });
  });

  test("a taste restated in other words is the same fact: reconfirmed, not a second like; other things stay apart", async () => {
    const uid = user();
    const pairs: [string, string][] = [["hiking", "a good hike"], ["jazz", "listening to jazz music"], ["Italian food", "Italian"], ["running", "run"]];
    for (const [first, again] of pairs) {
      const w1 = await write({ subject: "Eve", predicate: "likes", object: first, user_id: uid });
      clock.advanceMs(1000);
      const w2 = await write({ subject: "Eve", predicate: "loves", object: again, user_id: uid });
      expect(w2.body.id).toBe(w1.body.id);
      expect(w2.body.observation_count).toBe(2);
    }
    // Different things: a word more that is not filler, or a different word, is another like.
    for (const other of ["hot dogs", "jazz piano", "Thai food"]) {
      const r = await write({ subject: "Eve", predicate: "likes", object: other, user_id: uid });
      expect(r.body.observation_count).toBe(1);
    }
    await write({ subject: "Eve", predicate: "likes", object: "dogs", user_id: uid });
    const objects = (await list(`?user_id=${uid}`)).body.facts.map((f: { object: string }) => f.object).sort();
    expect(objects).toEqual(["Italian food", "Thai food", "dogs", "hiking", "hot dogs", "jazz", "jazz piano", "running"]);
  });

  test("multi-valued predicates never supersede: both values stay current", async () => {
    const uid = user();
    for (const food of ["pizza", "sushi", "tacos"]) {
      const r = await write({ subject: "Dan", predicate: "likes", object: food, user_id: uid });
      expect(r.body.invalidated).toEqual([]);
    }
    expect((await list(`?user_id=${uid}`)).body.total).toBe(3);
  });

  test("an older valid_from never closes the newer open fact: the new one is stored closed", async () => {
    const uid = user();
    const rome = await write({ subject: "Eve", predicate: "lives_in", object: "Rome", user_id: uid, valid_from: "2025-05-01" });
    const milan = await write({ subject: "Eve", predicate: "lives_in", object: "Milan", user_id: uid, valid_from: "2023-02-01" });
    expect(milan.status).toBe(201);
    expect(milan.body.invalidated).toEqual([]);
    expect(milan.body.invalid_at).toBe("2025-05-01T00:00:00.000000Z");
    expect(milan.body.tense).toBe("past");
    const current = (await list(`?user_id=${uid}`)).body.facts;
    expect(current.map((f: { id: string }) => f.id)).toEqual([rome.body.id]);
    const asOf = (await list(`?user_id=${uid}&as_of=2024-01-01`)).body.facts;
    expect(asOf.map((f: { object: string }) => f.object)).toEqual(["Milan"]);
  });

  test("an earlier stated start, written after an open fact that only has its write time, supersedes it (newer news)", async () => {
    const uid = user();
    const rome = await write({ subject: "Ivy", predicate: "lives_in", object: "Rome", user_id: uid });
    clock.advanceMs(3_600_000);
    const milan = await write({ subject: "Ivy", predicate: "lives_in", object: "Milan", user_id: uid, valid_from: "2025-12-01" });
    expect(milan.body.invalidated).toEqual([rome.body.id]);
    expect(milan.body.invalid_at).toBeNull();
    expect(milan.body.tense).toBe("current");
    const current = (await list(`?user_id=${uid}`)).body.facts;
    expect(current.map((f: { object: string }) => f.object)).toEqual(["Milan"]);
    // The closed fact never ends before it began.
    const all = (await list(`?user_id=${uid}&include_invalidated=true`)).body.facts as { object: string; valid_from: string; invalid_at: string | null }[];
    const old = all.find((f) => f.object === "Rome")!;
    expect(old.invalid_at).toBe(old.valid_from);
  });

  test("supersession chains: each move closes the previous home", async () => {
    const uid = user();
    const ids: string[] = [];
    for (const city of ["Oslo", "Bergen", "Tromsø"]) {
      clock.advanceMs(86_400_000);
      ids.push((await write({ subject: "Finn", predicate: "lives_in", object: city, user_id: uid })).body.id);
    }
    const all = (await list(`?user_id=${uid}&include_invalidated=true`)).body.facts as { id: string; invalidated_by: string | null }[];
    const by = new Map(all.map((f) => [f.id, f.invalidated_by]));
    expect([by.get(ids[0]!), by.get(ids[1]!), by.get(ids[2]!)]).toEqual([ids[1]!, ids[2]!, null]);
  });

  test("tense past without an open twin is stored already closed; with one, the twin closes", async () => {
    const uid = user();
    const past = await write({ subject: "Gus", predicate: "works_at", object: "Initrode", user_id: uid, tense: "past" });
    expect(past.body.tense).toBe("past");
    expect(past.body.invalid_at).not.toBeNull();
    const open = await write({ subject: "Gus", predicate: "works_at", object: "Globex", user_id: uid });
    expect(open.body.invalidated).toEqual([]); // the past fact was never open
    clock.advanceMs(1000);
    const closing = await write({ subject: "Gus", predicate: "works_at", object: "Globex", user_id: uid, tense: "past" });
    expect(closing.body.id).toBe(open.body.id);
    expect((await list(`?user_id=${uid}`)).body.total).toBe(0);
  });

  test("planned facts: future valid_from, tense planned, listed as open but not current in as_of now", async () => {
    const uid = user();
    const r = await write({ subject: "Hal", predicate: "lives_in", object: "Lisbon", user_id: uid, tense: "planned", valid_from: "2026-06-01" });
    expect(r.body.tense).toBe("planned");
    const open = (await list(`?user_id=${uid}`)).body.facts;
    expect(open.map((f: { tense: string }) => f.tense)).toEqual(["planned"]);
    expect((await list(`?user_id=${uid}&as_of=2026-01-10T09:30:00Z`)).body.total).toBe(0);
    expect((await list(`?user_id=${uid}&as_of=2026-07-01`)).body.total).toBe(1);
  });

  test("an undated plan leaves the current fact current; stating the plan as done supersedes it", async () => {
    const uid = user();
    const home = await write({ subject: "Jo", predicate: "lives_in", object: "Paris", user_id: uid });
    clock.advanceMs(1000);
    const plan = await write({ subject: "Jo", predicate: "lives_in", object: "Berlin", user_id: uid, tense: "planned" });
    expect(plan.body).toMatchObject({ tense: "planned", invalidated: [], valid_from: null });
    const now = (await list(`?user_id=${uid}`)).body.facts.map((f: { object: string; tense: string }) => [f.object, f.tense]);
    expect(now.sort()).toEqual([["Berlin", "planned"], ["Paris", "current"]]);
    clock.advanceMs(1000);
    const done = await write({ subject: "Jo", predicate: "lives_in", object: "Berlin", user_id: uid });
    expect(done.body).toMatchObject({ id: plan.body.id, tense: "current", invalidated: [home.body.id] });
    const all = (await list(`?user_id=${uid}&include_invalidated=true`)).body.facts;
    expect(all.map((f: { object: string; tense: string }) => [f.object, f.tense]).sort()).toEqual([["Berlin", "current"], ["Paris", "past"]]);
    expect(all.find((f: { object: string }) => f.object === "Paris").invalidated_by).toBe(plan.body.id);
  });

  test("a dated plan gives the current fact a known end: it stays current until the plan begins", async () => {
    const uid = user();
    const home = await write({ subject: "Kit", predicate: "lives_in", object: "Oslo", user_id: uid });
    const plan = await write({ subject: "Kit", predicate: "lives_in", object: "Bergen", user_id: uid, tense: "planned", valid_from: "2026-06-01" });
    expect(plan.body.invalidated).toEqual([home.body.id]);
    const current = (await list(`?user_id=${uid}`)).body.facts.map((f: { object: string; tense: string; invalid_at: string | null }) => [f.object, f.tense, f.invalid_at]);
    expect(current.sort()).toEqual([["Bergen", "planned", null], ["Oslo", "current", "2026-06-01T00:00:00.000000Z"]]);
    const after = (await list(`?user_id=${uid}&as_of=2026-07-01`)).body.facts.map((f: { object: string }) => f.object);
    expect(after).toEqual(["Bergen"]);
  });

  test("a plan not yet begun that meets a different outcome is cancelled: the outcome is current with no end", async () => {
    const uid = user();
    const home = await write({ subject: "Mo", predicate: "lives_in", object: "Leeds", user_id: uid });
    const plan = await write({ subject: "Mo", predicate: "lives_in", object: "Amsterdam", user_id: uid, tense: "planned", valid_from: "2026-09-01" });
    clock.advanceMs(1000);
    const outcome = await write({ subject: "Mo", predicate: "lives_in", object: "Dublin", user_id: uid });
    expect(outcome.body).toMatchObject({ tense: "current", invalid_at: null });
    expect([...outcome.body.invalidated].sort()).toEqual([home.body.id, plan.body.id].sort());
    expect((await list(`?user_id=${uid}&as_of=2026-10-01`)).body.facts.map((f: { object: string }) => f.object)).toEqual(["Dublin"]);
  });

  test("a dated plan cancelled or replaced by an undated one before it begins: the current fact's known end is lifted", async () => {
    const uid = user();
    const job = await write({ subject: "Ned", predicate: "works_at", object: "Uber", user_id: uid });
    const plan = await write({ subject: "Ned", predicate: "works_at", object: "Lyft", user_id: uid, tense: "planned", valid_from: "2026-04-01" });
    expect(plan.body.invalidated).toEqual([job.body.id]);
    clock.advanceMs(1000);
    const off = await write({ subject: "Ned", predicate: "works_at", object: "Lyft", user_id: uid, tense: "past" });
    expect(off.body.id).toBe(plan.body.id);
    const open = (await list(`?user_id=${uid}`)).body.facts.map((f: { object: string; invalid_at: string | null }) => [f.object, f.invalid_at]);
    expect(open).toEqual([["Uber", null]]);
    expect((await list(`?user_id=${uid}&as_of=2026-06-01`)).body.facts.map((f: { object: string }) => f.object)).toEqual(["Uber"]);

    const uid2 = user();
    await write({ subject: "Oz", predicate: "lives_in", object: "Austin", user_id: uid2 });
    await write({ subject: "Oz", predicate: "lives_in", object: "Dallas", user_id: uid2, tense: "planned", valid_from: "2026-04-01" });
    clock.advanceMs(1000);
    await write({ subject: "Oz", predicate: "lives_in", object: "Houston", user_id: uid2, tense: "planned" });
    const now2 = (await list(`?user_id=${uid2}`)).body.facts.map((f: { object: string; tense: string; invalid_at: string | null }) => [f.object, f.tense, f.invalid_at]);
    expect(now2.sort()).toEqual([["Austin", "current", null], ["Houston", "planned", null]]);
  });

  test("a new plan replaces an older plan, and the current fact stays", async () => {
    const uid = user();
    await write({ subject: "Lu", predicate: "lives_in", object: "Rome", user_id: uid });
    const first = await write({ subject: "Lu", predicate: "lives_in", object: "Milan", user_id: uid, tense: "planned" });
    clock.advanceMs(1000);
    const second = await write({ subject: "Lu", predicate: "lives_in", object: "Turin", user_id: uid, tense: "planned" });
    expect(second.body.invalidated).toEqual([first.body.id]);
    const open = (await list(`?user_id=${uid}`)).body.facts.map((f: { object: string; tense: string }) => [f.object, f.tense]);
    expect(open.sort()).toEqual([["Rome", "current"], ["Turin", "planned"]]);
  });

  test("scopes are separate: another end user's or agent's fact is never superseded", async () => {
    const uid = user();
    const mine = await write({ subject: "Ivy", predicate: "lives_in", object: "Kyiv", user_id: uid });
    await write({ subject: "Ivy", predicate: "lives_in", object: "Lviv", user_id: user() });
    await write({ subject: "Ivy", predicate: "lives_in", object: "Odesa", user_id: uid, agent_id: "travel" });
    const objects = (await list(`?user_id=${uid}`)).body.facts.map((f: { object: string }) => f.object).sort();
    expect(objects).toEqual(["Kyiv", "Odesa"]);
    expect((await list(`?user_id=${uid}&agent_id=travel`)).body.facts.map((f: { object: string }) => f.object)).toEqual(["Odesa"]);
    expect((await list(`?user_id=${uid}`)).body.facts.map((f: { id: string }) => f.id)).toContain(mine.body.id);
  });

  test("costs one write each, reconfirmations included", async () => {
    const before = await usage(t, a.account_id, "writes");
    await write({ subject: "Jo", predicate: "likes", object: "tea", user_id: "jo" });
    await write({ subject: "Jo", predicate: "likes", object: "tea", user_id: "jo" });
    expect(await usage(t, a.account_id, "writes")).toBe(before + 2);
  });

  test("another project never sees or touches these facts", async () => {
    expect((await list("", b.api_key)).body.total).toBe(0);
    const theirs = await write({ subject: "alice", predicate: "lives_in", object: "Madrid", user_id: "user1", subject_type: "self" }, b.api_key);
    expect(theirs.body.invalidated).toEqual([]);
  });
});

describe("POST /v1/facts validation", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["blank subject", { subject: "  ", predicate: "p", object: "o" }, "subject"],
    ["subject over 200", { subject: "s".repeat(201), predicate: "p", object: "o" }, "subject"],
    ["missing predicate", { subject: "s", object: "o" }, "predicate"],
    ["object over 500", { subject: "s", predicate: "p", object: "o".repeat(501) }, "object"],
    ["confidence above 1", { subject: "s", predicate: "p", object: "o", confidence: 1.5 }, "confidence"],
    ["non-ISO valid_from", { subject: "s", predicate: "p", object: "o", valid_from: "soon" }, "valid_from"],
    ["bad tense", { subject: "s", predicate: "p", object: "o", tense: "future" }, "tense"],
    ["bad user_id", { subject: "s", predicate: "p", object: "o", user_id: "a/b" }, "user_id"],
    ["subject_type over 20", { subject: "s", predicate: "p", object: "o", subject_type: "x".repeat(21) }, "subject_type"],
    ["unknown field", { subject: "s", predicate: "p", object: "o", memory_id: "m" }, "memory_id"],
  ];
  for (const [name, body, field] of cases) {
    test(`422 naming ${field} for ${name}; nothing written`, async () => {
      const before = ((await t.sqlOne<{ n: number }>("select count(*) as n from facts"))!).n;
      const r = await write(body);
      expect(r.status).toBe(422);
      expect(r.body.message).toStartWith(field);
      expect(((await t.sqlOne<{ n: number }>("select count(*) as n from facts"))!).n).toBe(before);
    });
  }
});
