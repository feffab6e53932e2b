import { afterEach, describe, expect, test } from "bun:test";
import { ExtractorUnavailableError, judgeSameObject, ollamaExtractor, type OllamaOptions } from "../../src/extract/ollama";
import { SELF } from "../../src/extract/types";
import { closedPort, startFakeOllama, type FakeOllama, type Script } from "../helpers/fake-ollama";

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
    expect(out).toEqual({ facts: GOOD.facts as any, aliases: GOOD.aliases as any });

    expect(s.requests).toHaveLength(1);
    const req = s.requests[0]!;
    expect(req.model).toBe("test-model");
    expect(req.stream).toBe(false);
    expect(req.options).toEqual({ temperature: 0 });
    // reasoning before the verdict: first property, required
    expect(Object.keys(req.format.properties)).toEqual(["reasoning", "facts", "aliases"]);
    expect(req.format.required).toEqual(["reasoning", "facts", "aliases"]);
    expect(req.format.properties.facts.items.properties.tense.enum).toEqual(["current", "past", "planned"]);
    expect(req.format.properties.facts.items.required).toContain("confidence");

    const [system, user] = req.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("lives_in");
    expect(system!.content).toContain("places:");
    expect(system!.content).toContain(SELF);
    expect(system!.content).toMatch(/reasoning.*think first/s);
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
    expect(await ex.extract({ text: "how are you?", now: NOW })).toEqual({ facts: [], aliases: [] });
    expect(await ex.extract({ text: "   ", now: NOW })).toEqual({ facts: [], aliases: [] });
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

describe("judgeSameObject", () => {
  const input = { subject: SELF, predicate: "lives_in", a: "NYC", b: "New York City" };

  test("a good answer; the request carries reasoning-first schema and both values", async () => {
    const s = fake([{ json: { reasoning: "NYC abbreviates New York City.", same: true } }]);
    expect(await judgeSameObject(opts(s), input)).toEqual({ same: true, reasoning: "NYC abbreviates New York City." });
    const req = s.requests[0]!;
    expect(Object.keys(req.format.properties)).toEqual(["reasoning", "same"]);
    expect(req.format.required).toEqual(["reasoning", "same"]);
    expect(req.stream).toBe(false);
    expect(req.options).toEqual({ temperature: 0 });
    expect(req.messages[1]!.content).toContain('"NYC"');
    expect(req.messages[1]!.content).toContain('"New York City"');
    expect(req.messages[1]!.content).toContain("lives_in");
  });

  test("through the extractor: judgeSame", async () => {
    const s = fake([{ json: { reasoning: "Different cities.", same: false } }]);
    expect(await ollamaExtractor(opts(s)).judgeSame({ ...input, b: "Boston" })).toEqual({ same: false, reasoning: "Different cities." });
  });

  test("malformed, then good: success after a retry", async () => {
    const s = fake([{ content: '{"reasoning": "x", "same": maybe}' }, { json: { reasoning: "Same city.", same: true } }]);
    expect((await judgeSameObject(opts(s), input)).same).toBe(true);
    expect(s.requests).toHaveLength(2);
  });

  test("always unusable: ExtractorUnavailableError after maxAttempts", async () => {
    const s = fake([{ json: { reasoning: "x", same: "yes" } }]);
    const err = await rejection(judgeSameObject(opts(s, { maxAttempts: 2 }), input));
    expect(s.requests).toHaveLength(2);
    expect(err.reason).toBe("invalid_answer");
    expect(err.message).toContain("same-object judgement failed after 2 attempts");
    expect(err.message).toContain("answer.same must be true or false");
  });
});
