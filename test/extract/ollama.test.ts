import { afterEach, describe, expect, test } from "bun:test";
import { ExtractorUnavailableError, ollamaExtractor, type OllamaOptions } from "../../src/extract/ollama";
import { SELF } from "../../src/extract/types";
import { closedPort, startFakeOllama, type FakeOllama, type Script, promptedText, startOllamaApp } from "../helpers/fake-ollama";

const NOW = "2025-06-15T10:00:00Z";
const TEXT = "I moved to Berlin last year and I don't eat meat. Acme is now called Initech.";

const GOOD = {
  reasoning: "Two facts about the speaker and one rename.",
  facts: [
    { subject: SELF, subject_type: "self", predicate_raw: "moved to", predicate: "lives_in", object: "Berlin", object_type: "place", object_is_literal: false, tense: "current", valid_from: "2024-01-01", valid_until: null, confidence: 0.9 },
    { subject: SELF, subject_type: "self", predicate_raw: "don't eat", predicate: "avoids", object: "meat", object_type: "concept", object_is_literal: true, tense: "current", valid_from: null, valid_until: null, confidence: 0.95 },
  ],
  aliases: [{ from: "Acme", to: "Initech", subject_type: "organization" }],
};

const NO_HELD = { endings: [], replacements: [], realizations: [], namings: [] };

const servers: FakeOllama[] = [];
afterEach(() => {
  while (servers.length) servers.pop()!.stop();
});

function fake(script: Script): FakeOllama {
  const s = startFakeOllama(script);
  servers.push(s);
  return s;
}

function opts(s: FakeOllama, extra: Partial<OllamaOptions> = {}): OllamaOptions {
  return { host: s.url, model: "test-model", timeoutMs: 2000, retryDelayMs: 5, ...extra };
}

async function rejection(p: Promise<unknown>): Promise<ExtractorUnavailableError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ExtractorUnavailableError);
    return e as ExtractorUnavailableError;
  }
  throw new Error("expected a rejection");
}

function withFact(patch: Record<string, unknown>) {
  return { ...GOOD, facts: [{ ...GOOD.facts[0], ...patch }] };
}

describe("ollamaExtractor", () => {
  test("a good answer gives the candidates; the request carries the schema, stream false, temperature 0 and the prompt", async () => {
    const s = fake([{ json: GOOD }]);
    const ex = ollamaExtractor(opts(s));
    expect(ex.name).toBe("ollama");
    const out = await ex.extract({ text: TEXT, now: NOW });
    expect(out).toEqual({ facts: GOOD.facts as any, aliases: GOOD.aliases as any, ...NO_HELD });

    expect(s.requests).toHaveLength(1);
    const req = s.requests[0]!;
    expect(req.model).toBe("test-model");
    expect(req.stream).toBe(false);
    expect(req.options).toEqual({ temperature: 0 });
    // reasoning before the verdict: first property, required
    expect(Object.keys(req.format.properties)).toEqual(["reasoning", "facts", "aliases", "endings", "replacements", "realizations", "namings"]);
    expect(req.format.required).toEqual(["reasoning", "facts", "aliases", "endings", "replacements", "realizations", "namings"]);
    expect(req.format.properties.endings.items.required).toEqual(["subject", "object", "predicates", "raw", "valid_until"]);
    expect(req.format.properties.realizations.items.required).toEqual(["subject", "predicates", "raw", "valid_from"]);
    expect(req.format.properties.namings.items.required).toEqual(["subject", "name", "raw"]);
    expect(req.format.properties.replacements.items.required).toEqual(["object", "replaces"]);
    expect(req.format.properties.facts.items.properties.tense.enum).toEqual(["current", "past", "planned"]);
    expect(req.format.properties.facts.items.required).toContain("confidence");

    const [system, user] = req.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("lives_in");
    expect(system!.content).toContain("places:");
    expect(system!.content).toContain(SELF);
    expect(system!.content).toMatch(/reasoning.*think first/s);
    for (const word of ["endings", "replacements", "realizations", "namings", "we lost Max", "we finally moved", "we named him Rocket"]) expect(system!.content).toContain(word);
    expect(user!.role).toBe("user");
    expect(user!.content).toContain(`now: ${NOW}`);
    expect(user!.content).toContain(TEXT);
  });

  test("normalizes the speaker, the predicate's case and whitespace", async () => {
    const answer = withFact({ subject: "I", subject_type: "self", predicate_raw: "Moved  To", predicate: "Lives In", object: " Berlin " });
    const s = fake([{ json: answer }]);
    const out = await ollamaExtractor(opts(s)).extract({ text: TEXT, now: NOW });
    expect(out.facts[0]).toMatchObject({ subject: SELF, subject_type: "self", predicate_raw: "moved to", predicate: "lives_in", object: "Berlin" });
  });

  test("empty facts and aliases are a valid answer; blank text makes no call", async () => {
    const s = fake([{ json: { reasoning: "Small talk only.", facts: [], aliases: [] } }]);
    const ex = ollamaExtractor(opts(s));
    expect(await ex.extract({ text: "how are you?", now: NOW })).toEqual({ facts: [], aliases: [], ...NO_HELD });
    expect(await ex.extract({ text: "   ", now: NOW })).toEqual({ facts: [], aliases: [], ...NO_HELD });
    expect(s.requests).toHaveLength(1);
  });

  test("malformed JSON, then a good answer: success after one retry that shows the model its mistake", async () => {
    const s = fake([{ content: '{"reasoning": "oops", "facts": [' }, { json: GOOD }]);
    const out = await ollamaExtractor(opts(s)).extract({ text: TEXT, now: NOW });
    expect(out.facts).toHaveLength(2);
    expect(s.requests).toHaveLength(2);
    const retry = s.requests[1]!.messages;
    expect(retry).toHaveLength(4);
    expect(retry[2]).toEqual({ role: "assistant", content: '{"reasoning": "oops", "facts": [' });
    expect(retry[3]!.content).toContain("malformed JSON");
  });

  test("always malformed: ExtractorUnavailableError after exactly maxAttempts calls", async () => {
    for (const maxAttempts of [3, 2]) {
      const s = fake([{ content: "not json at all" }]);
      const err = await rejection(ollamaExtractor(opts(s, { maxAttempts })).extract({ text: TEXT, now: NOW }));
      expect(s.requests).toHaveLength(maxAttempts);
      expect(err.attempts).toBe(maxAttempts);
      expect(err.reason).toBe("invalid_answer");
      expect(err.message).toContain(`after ${maxAttempts} attempts`);
      expect(err.message).toContain("malformed JSON");
    }
  });

  test("the default is 3 attempts", async () => {
    const s = fake([{ content: "{" }]);
    await rejection(ollamaExtractor({ host: s.url, model: "m", retryDelayMs: 1 }).extract({ text: TEXT, now: NOW }));
    expect(s.requests).toHaveLength(3);
  });

  const violations: [string, unknown][] = [
    ["reasoning missing", { facts: GOOD.facts, aliases: [] }],
    ["reasoning empty", { ...GOOD, reasoning: " " }],
    ["facts not an array", { ...GOOD, facts: {} }],
    ["aliases missing", { reasoning: "r", facts: [] }],
    ["an extra top-level key", { ...GOOD, verdict: "x" }],
    ["tense outside the enum", withFact({ tense: "future" })],
    ["subject_type outside the enum", withFact({ subject_type: "human" })],
    ["object_type outside the enum", withFact({ object_type: "city" })],
    ["confidence above 1", withFact({ confidence: 1.5 })],
    ["confidence as a string", withFact({ confidence: "0.9" })],
    ["a month-only date", withFact({ valid_from: "2024-06" })],
    ["an impossible date", withFact({ valid_from: "2024-02-30" })],
    ["valid_until before valid_from", withFact({ valid_from: "2024-01-01", valid_until: "2023-01-01" })],
    ["an empty object", withFact({ object: "" })],
    ["object_is_literal as a string", withFact({ object_is_literal: "no" })],
    ["a fact key missing", { ...GOOD, facts: [{ ...GOOD.facts[0], valid_until: undefined }] }],
    ["an alias without to", { ...GOOD, aliases: [{ from: "Acme", subject_type: "organization" }] }],
    ["a JSON array", [GOOD]],
  ];
  for (const [name, answer] of violations) {
    test(`schema violation is an unusable answer: ${name}`, async () => {
      const s = fake([{ json: answer }]);
      const err = await rejection(ollamaExtractor(opts(s, { maxAttempts: 1 })).extract({ text: TEXT, now: NOW }));
      expect(err.reason).toBe("invalid_answer");
      expect(err.message).toContain("schema violation");
      expect(s.requests).toHaveLength(1);
    });
  }

  test("a schema violation, then a good answer: success, and the retry names the problem", async () => {
    const s = fake([{ json: withFact({ tense: "future" }) }, { json: GOOD }]);
    const out = await ollamaExtractor(opts(s)).extract({ text: TEXT, now: NOW });
    expect(out.facts[0]!.tense).toBe("current");
    expect(s.requests[1]!.messages[3]!.content).toContain("answer.facts[0].tense must be one of current, past, planned");
  });

  test("a 500 is retried; a body that is not JSON is retried", async () => {
    const s = fake([{ status: 500, error: "llama runner crashed" }, { rawBody: "<html>" }, { json: GOOD }]);
    const out = await ollamaExtractor(opts(s)).extract({ text: TEXT, now: NOW });
    expect(out.aliases).toEqual(GOOD.aliases as any);
    expect(s.requests).toHaveLength(3);
  });

  test("always 503: unavailable after maxAttempts, reason http", async () => {
    const s = fake([{ status: 503, error: "server busy" }]);
    const err = await rejection(ollamaExtractor(opts(s)).extract({ text: TEXT, now: NOW }));
    expect(s.requests).toHaveLength(3);
    expect(err.reason).toBe("http");
    expect(err.message).toContain("HTTP 503: server busy");
  });

  test("a 404 (model not found) is not retried", async () => {
    const s = fake([{ status: 404, error: 'model "test-model" not found, try pulling it first' }]);
    const err = await rejection(ollamaExtractor(opts(s)).extract({ text: TEXT, now: NOW }));
    expect(s.requests).toHaveLength(1);
    expect(err.attempts).toBe(1);
    expect(err.message).toContain("not found");
  });

  test("a timeout is retried, then ExtractorUnavailableError", async () => {
    const s = fake([{ json: GOOD, delayMs: 1500 }]);
    const t0 = performance.now();
    const err = await rejection(ollamaExtractor(opts(s, { timeoutMs: 150, maxAttempts: 2 })).extract({ text: TEXT, now: NOW }));
    const elapsed = performance.now() - t0;
    expect(s.requests).toHaveLength(2);
    expect(err.reason).toBe("timeout");
    expect(err.message).toContain("timed out after 150 ms");
    expect(elapsed).toBeLessThan(1000);
  });

  test("a timeout, then a fast answer: success", async () => {
    const s = fake([{ json: GOOD, delayMs: 1500 }, { json: GOOD }]);
    const out = await ollamaExtractor(opts(s, { timeoutMs: 150 })).extract({ text: TEXT, now: NOW });
    expect(out.facts).toHaveLength(2);
    expect(s.requests).toHaveLength(2);
  });

  test("connection refused: ExtractorUnavailableError quickly", async () => {
    const host = `http://127.0.0.1:${closedPort()}`;
    const t0 = performance.now();
    const err = await rejection(ollamaExtractor({ host, model: "m" }).extract({ text: TEXT, now: NOW }));
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(err.reason).toBe("connection");
    expect(err.attempts).toBe(3);
    expect(err.message).toContain("ECONNREFUSED");
  });

  test("a custom fetch is used", async () => {
    const s = fake([{ json: GOOD }]);
    const seen: string[] = [];
    const myFetch = ((input: any, init?: RequestInit) => {
      seen.push(String(input));
      return fetch(input, init);
    }) as typeof fetch;
    await ollamaExtractor(opts(s, { fetch: myFetch })).extract({ text: TEXT, now: NOW });
    expect(seen).toEqual([`${s.url}/api/chat`]);
  });
});

describe("statements that refer back (what the resolution stage needs)", () => {
  const HELD = {
    endings: [
      { subject: "I", object: "Max", predicates: [], raw: "Lost", valid_until: "2025-06-08" },
      { subject: SELF, object: " ", predicates: ["Married To", "partner"], raw: "broke up", valid_until: null },
    ],
    replacements: [{ object: "Mila", replaces: "Mia" }],
    realizations: [{ subject: "Caroline", predicates: ["lives_in"], raw: "moved", valid_from: null }],
    namings: [{ subject: "@self", name: "Rocket", raw: "named him" }],
  };

  test("are read and normalized: the speaker, predicates, lower-case raw words; an ending with no object keeps its predicates", async () => {
    const s = fake([{ json: { reasoning: "Refers back.", facts: [], aliases: [], ...HELD } }]);
    expect(await ollamaExtractor(opts(s)).extract({ text: TEXT, now: NOW })).toEqual({
      facts: [],
      aliases: [],
      endings: [
        { subject: SELF, object: "Max", raw: "lost", valid_until: "2025-06-08" },
        { subject: SELF, object: "", predicates: ["married_to", "partner"], raw: "broke up", valid_until: null },
      ],
      replacements: [{ object: "Mila", replaces: "Mia" }],
      realizations: [{ subject: "Caroline", predicates: ["lives_in"], raw: "moved", valid_from: null }],
      namings: [{ subject: SELF, name: "Rocket", raw: "named him" }],
    });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["an ending naming neither a value nor predicates", { endings: [{ subject: SELF, object: "", predicates: [], raw: "over", valid_until: null }] }, "answer.endings[0] names neither"],
    ["a realization without predicates", { realizations: [{ subject: SELF, predicates: [], raw: "moved", valid_from: null }] }, "answer.realizations[0].predicates must name"],
    ["a naming without a name", { namings: [{ subject: SELF, raw: "named him" }] }, "answer.namings[0].name is missing"],
    ["a replacement with an extra key", { replacements: [{ object: "a", replaces: "b", why: "c" }] }, "answer.replacements[0].why is not allowed"],
  ];
  for (const [name, patch, problem] of bad) {
    test(`unusable: ${name}`, async () => {
      const s = fake([{ json: { reasoning: "x", facts: [], aliases: [], ...patch } }]);
      const err = await rejection(ollamaExtractor(opts(s, { maxAttempts: 1 })).extract({ text: TEXT, now: NOW }));
      expect(err.message).toContain(problem);
    });
  }
});

// Through the whole service: the "model" (a real HTTP server) answers for each memory text as a model given
// the prompt would, and the held-fact resolution runs on its answers exactly as on the rules extractor's.
describe("with Ollama, a message is read against what its subject holds", () => {
  const fact = (subject: string, predicate: string, object: string, tense = "current", raw = predicate.replace(/_/g, " ")) => ({
    subject, subject_type: subject === SELF ? "self" : "person", predicate_raw: raw, predicate, object, object_type: "unknown", object_is_literal: false,
    tense, valid_from: null, valid_until: null, confidence: 0.9,
  });
  const none = { facts: [], aliases: [], endings: [], replacements: [], realizations: [], namings: [] };
  const answers = new Map<string, Record<string, unknown>>([
    ["I'm planning to move to Berlin.", { ...none, facts: [fact(SELF, "lives_in", "Berlin", "planned", "planning to move to")] }],
    ["We finally moved!", { ...none, realizations: [{ subject: SELF, predicates: ["lives_in"], raw: "moved", valid_from: null }] }],
    ["I have a dog called Max.", { ...none, facts: [fact(SELF, "has_pet", "Max")] }],
    ["We lost Max last week.", { ...none, endings: [{ subject: SELF, object: "Max", predicates: [], raw: "lost", valid_until: null }] }],
    ["We got a puppy!", { ...none, facts: [fact(SELF, "has_pet", "puppy", "current", "got")] }],
    ["We named him Rocket.", { ...none, namings: [{ subject: SELF, name: "Rocket", raw: "named him" }] }],
    ["I work at Acme.", { ...none, facts: [fact(SELF, "works_at", "Acme")] }],
    ["Acme is now called Initech.", { ...none, aliases: [{ from: "Acme", to: "Initech", subject_type: "organization" }] }],
    ["Caroline is planning to move to Lisbon.", { ...none, facts: [fact("Caroline", "lives_in", "Lisbon", "planned", "planning to move to")] }],
    ["Caroline finally moved!", { ...none, realizations: [{ subject: "Caroline", predicates: ["lives_in"], raw: "moved", valid_from: null }] }],
  ]);
  const model = startFakeOllama((req) => {
    const text = promptedText(req);
    return { json: { reasoning: "scripted", ...(answers.get(text) ?? none) } };
  });
  const { app, clock } = startOllamaApp(model);
  let key = "";

  /** Writes the messages (one by one, or all queued before the runner), then reads the user's facts. */
  async function say(user: string, messages: string[], queued = false) {
    key ||= (await app.signUp()).api_key;
    for (const content of messages) {
      clock.advanceMs(60_000);
      expect((await app.json("POST", "/v1/memories", { key, body: { content, user_id: user } })).status).toBe(201);
      if (!queued) await app.drain();
    }
    await app.drain();
    const r = await app.json("GET", `/v1/facts?user_id=${user}&include_invalidated=true`, { key });
    return (r.body.facts as { subject_type: string; subject_canonical: string; predicate: string; object_canonical: string; tense: string }[])
      .map((f) => `${f.subject_type === "self" ? "@self" : f.subject_canonical} ${f.predicate} ${f.object_canonical} (${f.tense})`)
      .sort();
  }

  for (const queued of [false, true]) {
    const how = queued ? "queued together" : "one by one";
    test(`a plan realised without its value (${how})`, async () => {
      expect(await say(`plan-${how}`, ["I'm planning to move to Berlin.", "We finally moved!"], queued)).toEqual(["@self lives_in Berlin (current)"]);
    });
    test(`an ending named by its value alone (${how})`, async () => {
      expect(await say(`ending-${how}`, ["I have a dog called Max.", "We lost Max last week."], queued)).toEqual(["@self has_pet Max (past)"]);
    });
    test(`a late naming (${how})`, async () => {
      expect(await say(`naming-${how}`, ["We got a puppy!", "We named him Rocket."], queued)).toEqual(["@self has_pet Rocket (current)", "@self has_pet puppy (past)"]);
    });
    test(`a rename: the held fact reads under the new name (${how})`, async () => {
      expect(await say(`rename-${how}`, ["I work at Acme.", "Acme is now called Initech."], queued)).toEqual(["@self works_at Initech (current)"]);
    });
  }

  test("another person's plan is realised against that person's facts, not the speaker's", async () => {
    expect(await say("told-about", ["I'm planning to move to Berlin.", "Caroline is planning to move to Lisbon.", "Caroline finally moved!"])).toEqual([
      "@self lives_in Berlin (planned)",
      "Caroline lives_in Lisbon (current)",
    ]);
  });
});
