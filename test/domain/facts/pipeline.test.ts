import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../src/domain/clock";
import { claim } from "../../../src/domain/jobs/queue";
import { startFakeOllama, promptedText } from "../../helpers/fake-ollama";
import { startTestApp, type TestApp } from "../../helpers/app";

// Extraction runs against a real HTTP server that speaks Ollama's /api/chat: what the "model" answers
// for each memory text is scripted here, so these tests exercise the pipeline, not an extractor.
type F = [subject: string, predicate: string, object: string, tense?: "current" | "past" | "planned", raw?: string];
const answers = new Map<string, F[]>([
  ["I live in Berlin", [["@self", "lives_in", "Berlin"]]],
  ["I moved to Paris", [["@self", "lives_in", "Paris"]]],
  ["Berlin is my home", [["@self", "lives_in", "Berlin"]]],
  ["I like tea and I live in Berlin", [["@self", "likes", "tea"], ["@self", "lives_in", "Berlin"]]],
  ["I like tea", [["@self", "likes", "tea"]]],
  ["I live in Rome and like tea", [["@self", "lives_in", "Rome"], ["@self", "likes", "tea"]]],
  ["I own a red bike", [["@self", "owns", "red bike"]]],
  ["My sister Anna lives in Oslo", [["Anna", "lives_in", "Oslo"], ["@self", "has_sibling", "Anna"]]],
  ["I work at Acme", [["@self", "works_at", "Acme"]]],
  ["broken", []],
  ["I'm a designer at IDEO", [["@self", "job_title", "designer", "current", "am a designer at"], ["@self", "works_at", "IDEO", "current", "am a designer at"]]],
]);
const fake = startFakeOllama((req) => {
  // A retry appends the bad answer and a correction; the memory text is in the first user message.
  const text = promptedText(req);
  if (text === "broken") return { content: "{not json" };
  const facts = (answers.get(text) ?? []).map(([subject, predicate, object, tense, raw]) => ({
    subject, subject_type: subject === "@self" ? "self" : "person", predicate_raw: raw ?? predicate.replace(/_/g, " "), predicate, object,
    object_type: "unknown", object_is_literal: false, tense: tense ?? "current", valid_from: null, valid_until: null, confidence: 0.9,
  }));
  return { json: { reasoning: "scripted", facts, aliases: [] } };
});

const clock = new ManualClock(0);
clock.set("2026-04-01T10:00:00Z");
const apps: TestApp[] = [];
function app(env: Record<string, string> = {}) {
  const a = startTestApp({ clock, env: { ENGRAM_EXTRACTOR: "ollama", OLLAMA_HOST: fake.url, ...env } });
  apps.push(a);
  return a;
}
afterAll(() => {
  for (const a of apps) a.close();
  fake.stop();
});

const t = app();
const { api_key: key } = await t.signUp();
let n = 0;
async function add(content: string, extra: Record<string, unknown> = {}, target = t, k = key) {
  clock.advanceMs(1000);
  const r = await target.json("POST", "/v1/memories", { key: k, body: { content, ...extra } });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body as { id: string; status: string; facts: unknown[]; created_at: string };
}
const get = async (id: string, target = t, k = key) => (await target.json("GET", `/v1/memories/${id}`, { key: k })).body;
const facts = async (q: string, target = t, k = key) => (await target.json("GET", `/v1/facts${q}`, { key: k })).body.facts as any[];
const events = (target: TestApp, type: string) => (target.storage.sqlite.query("select data from outbox where type = ? order by id").all(type) as { data: string }[]).map((r) => JSON.parse(r.data));
const uid = () => `pipe${++n}`;

describe("memory → facts pipeline", () => {
  test("async: 201 processing with no facts, then the job makes the memory ready with its facts", async () => {
    const u = uid();
    const m = await add("I live in Berlin", { user_id: u });
    expect(m.status).toBe("processing");
    expect(m.facts).toEqual([]);
    expect(await t.drain()).toBe(1);
    const got = await get(m.id);
    expect(got.status).toBe("ready");
    expect(got.facts).toHaveLength(1);
    expect(got.facts[0]).toMatchObject({ subject: u, subject_type: "self", predicate: "lives_in", object: "Berlin", tense: "current", source_memory_id: m.id, source_memory_ids: [m.id], observation_count: 1, valid_from: m.created_at });
  });

  test("the request timestamp becomes valid_from", async () => {
    const u = uid();
    const m = await add("I work at Acme", { user_id: u, timestamp: "2021-09-01" });
    await t.drain();
    expect((await get(m.id)).facts[0].valid_from).toBe("2021-09-01T00:00:00.000000Z");
  });

  test("a contradicting memory supersedes: old fact closed, event, history entry on the old memory", async () => {
    const u = uid();
    const first = await add("I live in Berlin", { user_id: u });
    await t.drain();
    const second = await add("I moved to Paris", { user_id: u });
    await t.drain();
    const [paris] = (await get(second.id)).facts;
    expect(paris.object).toBe("Paris");
    expect((await get(first.id)).facts).toEqual([]);
    const berlin = (await facts(`?user_id=${u}&include_invalidated=true`)).find((f) => f.object === "Berlin");
    expect(berlin).toMatchObject({ invalidated_by: paris.id, invalid_at: paris.valid_from, tense: "past" });
    expect(events(t, "fact.invalidated")).toContainEqual({ fact_id: berlin.id, invalidated_by: paris.id, at: paris.valid_from });
    const history = (await t.json("GET", `/v1/memories/${first.id}/history`, { key })).body.entries;
    expect(history.map((e: { event: string }) => e.event)).toEqual(["created", "fact_superseded"]);
    expect(history[1].fact_ids).toEqual([berlin.id, paris.id]);
  });

  test("a restatement from another memory reconfirms: same id, two sources, count 2", async () => {
    const u = uid();
    const a = await add("I live in Berlin", { user_id: u });
    await t.drain();
    const b = await add("Berlin is my home", { user_id: u });
    await t.drain();
    const fa = (await get(a.id)).facts[0];
    const fb = (await get(b.id)).facts[0];
    expect(fb.id).toBe(fa.id);
    expect(fb.observation_count).toBe(2);
    expect(fb.source_memory_ids).toEqual([a.id, b.id]);
    expect(fb.source_memory_id).toBe(a.id);
    expect(fb.last_confirmed_at > fa.valid_from).toBe(true);
  });

  test("delete: closes facts only that memory stated, counts them, sends no webhook; shared facts stay", async () => {
    const u = uid();
    const a = await add("I like tea and I live in Berlin", { user_id: u });
    await t.drain();
    const b = await add("I like tea", { user_id: u });
    await t.drain();
    const before = events(t, "fact.invalidated").length;
    const r = await t.json("DELETE", `/v1/memories/${a.id}`, { key });
    expect(r.body.facts_invalidated).toBe(1);
    const current = await facts(`?user_id=${u}`);
    expect(current.map((f) => f.object)).toEqual(["tea"]);
    expect(current[0].source_memory_ids).toEqual([b.id]);
    expect(events(t, "fact.invalidated").length).toBe(before);
  });

  test("edit: restated facts stay, contradicted ones are superseded, unstated ones close at the edit with reason memory_updated", async () => {
    const u = uid();
    const m = await add("I like tea and I live in Berlin", { user_id: u });
    await t.drain();
    const before = (await get(m.id)).facts;
    const tea = before.find((f: any) => f.object === "tea");
    const berlin = before.find((f: any) => f.object === "Berlin");
    clock.advanceMs(1000);
    const edited = (await t.json("PATCH", `/v1/memories/${m.id}`, { key, body: { content: "I live in Rome and like tea" } })).body;
    await t.drain();
    const now = (await get(m.id)).facts;
    expect(now.map((f: any) => f.object).sort()).toEqual(["Rome", "tea"]);
    expect(now.find((f: any) => f.object === "tea").id).toBe(tea.id);
    const old = (await facts(`?user_id=${u}&include_invalidated=true`)).find((f) => f.id === berlin.id);
    expect(old.tense).toBe("past");
    expect(old.invalidated_by).toBe(now.find((f: any) => f.object === "Rome").id);
    // an edit that stops stating a fact closes it with the memory_updated reason
    clock.advanceMs(1000);
    answers.set("I live in Rome", [["@self", "lives_in", "Rome"]]);
    const again = (await t.json("PATCH", `/v1/memories/${m.id}`, { key, body: { content: "I live in Rome" } })).body;
    await t.drain();
    const closedTea = (await facts(`?user_id=${u}&include_invalidated=true`)).find((f) => f.id === tea.id);
    expect(closedTea).toMatchObject({ invalid_at: again.updated_at, invalidated_by: null });
    expect(events(t, "fact.invalidated")).toContainEqual({ fact_id: tea.id, invalidated_by: null, at: again.updated_at, reason: "memory_updated", memory_id: m.id });
    expect(edited.status).toBe("processing");
  });

  test("a third-party subject keeps its name; the speaker maps to the end user", async () => {
    const u = uid();
    const m = await add("My sister Anna lives in Oslo", { user_id: u });
    await t.drain();
    const fs = (await get(m.id)).facts;
    expect(fs.map((f: any) => [f.subject, f.subject_type, f.predicate, f.object]).sort()).toEqual([
      ["Anna", "person", "lives_in", "Oslo"],
      [u, "self", "has_sibling", "Anna"],
    ]);
  });

  test("inline extraction: the add answers ready with the facts in write shape", async () => {
    const inline = app({ ENGRAM_EXTRACTION: "inline" });
    const s = await inline.signUp();
    const r = await inline.json("POST", "/v1/memories", { key: s.api_key, body: { content: "I own a red bike", user_id: "x" } });
    expect(r.status).toBe(201);
    expect(r.body.status).toBe("ready");
    expect(r.body.facts).toEqual([
      { id: expect.stringMatching(/^fct_/), subject: "x", predicate: "owns", object: "red bike", predicate_family: "ownership", valid_from: r.body.created_at, invalidated: [], tense: "current", invalid_at: null, observation_count: 1 },
    ]);
    clock.advanceMs(300_000);
    expect(await inline.drain()).toBe(0); // the safety-net job was completed by the request
  });

  test("an extractor that never answers usably: retried with backoff, then the memory is `error`", async () => {
    const m = await add("broken", { user_id: uid() });
    for (let i = 0; i < 3; i++) {
      await t.drain();
      clock.advanceMs(120_000);
    }
    expect((await get(m.id)).status).toBe("error");
  });

  test("a worker that dies mid-job: the job is claimed again after its lease and applied once", async () => {
    const u = uid();
    const m = await add("I own a red bike", { user_id: u });
    const dead = await claim(t.rt.db, t.rt.clock, ["extract-memory"], 60_000);
    expect(dead).not.toBeNull();
    expect(await t.drain()).toBe(0); // still leased by the dead worker
    clock.advanceMs(61_000);
    expect(await t.drain()).toBe(1);
    expect(await t.drain()).toBe(0);
    const fs = await facts(`?user_id=${u}`);
    expect(fs).toHaveLength(1);
    expect(fs[0].observation_count).toBe(1);
    expect((await get(m.id)).status).toBe("ready");
  });

  test("two facts of one clause sharing a raw phrase keep the canonical predicates the extractor named", async () => {
    const u = uid();
    const m = await add("I'm a designer at IDEO", { user_id: u });
    await t.drain();
    const fs = (await get(m.id)).facts.map((f: any) => [f.predicate, f.object]).sort();
    expect(fs).toEqual([["job_title", "designer"], ["works_at", "IDEO"]]);
  });

  test("a memory edited before its job ran: the stale version's job applies nothing", async () => {
    const u = uid();
    const m = await add("I live in Berlin", { user_id: u });
    clock.advanceMs(1000);
    await t.json("PATCH", `/v1/memories/${m.id}`, { key, body: { content: "I own a red bike" } });
    await t.drain();
    expect((await facts(`?user_id=${u}`)).map((f) => f.object)).toEqual(["red bike"]);
  });
});

/** An end user of a fresh install with the rules extractor: `say` adds a memory, waits for its facts, returns its id. */
async function rulesUser(name: string) {
  const a = startTestApp({ clock });
  apps.push(a);
  const { api_key } = await a.signUp();
  const say = async (content: string) => {
    clock.advanceMs(60_000);
    const r = await a.json("POST", "/v1/memories", { key: api_key, body: { content, user_id: name } });
    await a.drain();
    return r.body.id as string;
  };
  return { a, api_key, say };
}

describe("corrections that name only values (rules extractor)", () => {
  test("move to the predicate of the speaker's open fact holding the retracted value", async () => {
    const { a, api_key, say } = await rulesUser("kim");
    await say("My daughter Mia just started school.");
    await say("Sorry, typo, it's Mila not Mia.");
    const facts = (await a.json("GET", "/v1/facts?user_id=kim&include_invalidated=true", { key: api_key })).body.facts as { predicate: string; object: string; tense: string }[];
    expect(facts.map((f) => [f.predicate, f.object, f.tense]).sort()).toEqual([
      ["has_child", "Mia", "past"],
      ["has_child", "Mila", "current"],
    ]);
  });
});

describe("a generic value later named (rules extractor)", () => {
  test("'we got a cat' then 'our cat Mochi': Mochi is current, the generic cat is closed by it; another animal closes nothing", async () => {
    const { a, api_key, say } = await rulesUser("lou");
    await say("We got a cat last week.");
    await say("Our cat Mochi loves the balcony.");
    await say("We have a dog too.");
    const facts = (await a.json("GET", "/v1/facts?user_id=lou&predicate=has_pet&include_invalidated=true", { key: api_key })).body.facts as { id: string; object: string; tense: string; invalidated_by: string | null }[];
    const by = (o: string) => facts.find((f) => f.object === o)!;
    expect(facts.map((f) => [f.object, f.tense]).sort()).toEqual([["Mochi", "current"], ["cat", "past"], ["dog", "current"]]);
    expect(by("cat").invalidated_by).toBe(by("Mochi").id);
  });
});

describe("a past-tense write of a value already ended (rules extractor)", () => {
  test("is that fact again: one closed row, reconfirmed, not two", async () => {
    const { a, api_key, say } = await rulesUser("leo");
    await say("I live in Leeds.");
    const move = await say("We moved from Leeds to York.");
    const again = await say("I used to live in Leeds.");
    const all = (await a.json("GET", "/v1/facts?user_id=leo&predicate=lives_in&include_invalidated=true", { key: api_key })).body.facts as { id: string; object: string; tense: string; observation_count: number }[];
    expect(all.map((f) => [f.object, f.tense]).sort()).toEqual([["Leeds", "past"], ["York", "current"]]);
    const leeds = all.find((f) => f.object === "Leeds")!;
    expect(leeds.observation_count).toBe(3);
    // Both later memories stated it; get memory lists only facts true now, so the move shows York alone.
    expect(((await a.json("GET", `/v1/memories/${move}`, { key: api_key })).body.facts as { object: string }[]).map((f) => f.object)).toEqual(["York"]);
    expect(((await a.json("GET", `/v1/memories/${again}`, { key: api_key })).body.facts as unknown[])).toEqual([]);
  });
});

describe("a plan said to have happened without its value (rules extractor)", () => {
  const read = async (a: TestApp, key: string, user: string) =>
    ((await a.json("GET", `/v1/facts?user_id=${user}&include_invalidated=true`, { key })).body.facts as { predicate: string; object: string; tense: string }[])
      .map((f) => [f.predicate, f.object, f.tense]).sort();

  test("'we finally moved!' carries out the pending move: the plan is current and the old home closed", async () => {
    const { a, api_key, say } = await rulesUser("rio");
    await say("I live in Denver.");
    await say("We're moving to Austin.");
    expect(await read(a, api_key, "rio")).toEqual([["lives_in", "Austin", "planned"], ["lives_in", "Denver", "current"]]);
    await say("We finally moved!");
    expect(await read(a, api_key, "rio")).toEqual([["lives_in", "Austin", "current"], ["lives_in", "Denver", "past"]]);
  });

  test("'I graduated yesterday!' carries out the pending graduation; with no plan pending it says nothing", async () => {
    const { a, api_key, say } = await rulesUser("gus");
    await say("I'm going to graduate from Duke.");
    await say("I graduated yesterday!");
    expect(await read(a, api_key, "gus")).toEqual([["graduated_from", "Duke", "current"]]);
    const other = await rulesUser("ada");
    await other.say("I live in Denver.");
    await other.say("We finally moved!");
    expect(await read(other.a, other.api_key, "ada")).toEqual([["lives_in", "Denver", "current"]]);
  });
});

describe("a degree carried out ends the studying (rules extractor)", () => {
  const read = async (a: TestApp, key: string, user: string) =>
    ((await a.json("GET", `/v1/facts?user_id=${user}&include_invalidated=true`, { key })).body.facts as { subject: string; predicate: string; object: string; tense: string }[])
      .map((f) => [f.subject, f.predicate, f.object, f.tense]).sort();

  test("'I graduated yesterday!' with no plan on record is a degree from the one school studied at, whose studying closes", async () => {
    const { a, api_key, say } = await rulesUser("ivy");
    await say("I'm a student at Emory.");
    await say("I graduated yesterday!");
    expect(await read(a, api_key, "ivy")).toEqual([["ivy", "graduated_from", "Emory", "current"], ["ivy", "studies_at", "Emory", "past"]]);
  });

  test("'I graduated from Purdue' closes studies_at Purdue; someone else's degree closes nothing", async () => {
    const { a, api_key, say } = await rulesUser("ned");
    await say("I'm studying at Purdue.");
    await say("My sister graduated from Purdue.");
    expect((await read(a, api_key, "ned")).filter((f) => f[1] === "studies_at")).toEqual([["ned", "studies_at", "Purdue", "current"]]);
    await say("I graduated from Purdue last week!");
    expect((await read(a, api_key, "ned")).filter((f) => f[0] === "ned")).toEqual([["ned", "graduated_from", "Purdue", "current"], ["ned", "studies_at", "Purdue", "past"]]);
  });
});

describe("a name given in the next message (rules extractor)", () => {
  const current = async (a: TestApp, key: string, user: string) =>
    ((await a.json("GET", `/v1/facts?user_id=${user}`, { key })).body.facts as { predicate: string; object: string }[]).map((f) => `${f.predicate} ${f.object}`).sort();

  test("'We got a puppy!' then 'We named him Rocket.': the puppy is Rocket, one pet", async () => {
    const { a, api_key, say } = await rulesUser("pia");
    await say("We got a puppy!");
    await say("We named him Rocket.");
    expect(await current(a, api_key, "pia")).toEqual(["has_pet Rocket"]);
  });

  test("no naming when the kind was told two messages back, or when two unnamed kinds are held", async () => {
    const one = await rulesUser("bo");
    await one.say("We got a puppy!");
    await one.say("My dad is coming over on Saturday.");
    await one.say("His name is Ernesto.");
    expect(await current(one.a, one.api_key, "bo")).toEqual(["has_pet puppy"]);
    const two = await rulesUser("cy");
    await two.say("We got a puppy and a kitten!");
    await two.say("We named him Rocket.");
    expect(await current(two.a, two.api_key, "cy")).toEqual(["has_pet kitten", "has_pet puppy"]);
  });
});
