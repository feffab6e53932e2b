import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../helpers/app";

// Issue 18: hostile input and what a new user trips on. Each test names the item it covers.
const t = startTestApp();
const a = await t.signUp();
const key = a.api_key;
afterAll(() => t.close());

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("deep and large bodies are refused before parsing (item 1)", () => {
  test("200 KB of nested arrays as the body: 422 naming body", async () => {
    const r = await t.json("POST", "/v1/memories", { key, raw: nested(100_000) });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: "invalid_request", message: expect.stringMatching(/^body: nests deeper than 32 levels/) });
    expect(r.res.headers.get("x-svc-api-version")).toBe("2026-06-12");
  });

  test("deep nesting inside a field names the field", async () => {
    const r = await t.json("POST", "/v1/memories", { key, raw: `{"content":"x","metadata":{"a":${nested(10_000)}}}` });
    expect(r.status).toBe(422);
    expect(r.body.message).toStartWith("metadata.a: nests deeper than 32");
    const batch = await t.json("POST", "/v1/batch", { key, raw: `{"memories":[{"content":"x"},{"content":"y","metadata":{"k":${nested(5_000)}}}]}` });
    expect(batch.status).toBe(422);
    expect(batch.body.message).toStartWith("memories[1].metadata.k: nests deeper");
  });

  test("20 KB of nesting on fact writes and corrections: 422, not 500", async () => {
    const f = await t.json("POST", "/v1/facts", { key, body: { subject: "ann", predicate: "likes", object: "tea" } });
    expect(f.status).toBe(201);
    for (const [method, path] of [["POST", "/v1/facts"], ["PATCH", `/v1/facts/${f.body.id}`]] as const) {
      const r = await t.json(method, path, { key, raw: `{"object":${nested(10_000)}}` });
      expect(r.status).toBe(422);
      expect(r.body.message).toStartWith("object: nests deeper");
    }
  });

  test("nesting within the limit still reaches validation (metadata may nest)", async () => {
    let meta: unknown = "leaf";
    for (let i = 0; i < 20; i++) meta = { n: meta };
    const r = await t.json("POST", "/v1/memories", { key, body: { content: "deep but fine", metadata: meta } });
    expect(r.status).toBe(201);
  });

  test("a body over 1 MiB is refused naming body, by its declared length or as it streams", async () => {
    const big = JSON.stringify({ content: "x".repeat(1_100_000) });
    const r = await t.json("POST", "/v1/memories", { key, raw: big });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe("body: must be at most 1,048,576 bytes");
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 40; i++) c.enqueue(new TextEncoder().encode("x".repeat(32 * 1024)));
        c.close();
      },
    });
    const res = await t.app.handle(
      new Request("http://localhost/v1/memories", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: stream }),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe("body: must be at most 1,048,576 bytes");
  });

  test("the key is checked before the body: a keyless hostile body gets 401", async () => {
    const r = await t.json("POST", "/v1/memories", { raw: nested(50_000) });
    expect(r.status).toBe(401);
  });
});

describe("out-of-range integers in queries (item 2)", () => {
  const lists = ["/v1/memories", "/v1/facts", "/v1/audit", "/v1/agents", "/v1/users"];
  for (const offset of ["9223372036854775807", "1e19", "99999999999999999999"]) {
    test(`offset=${offset} is 422 naming offset on every list`, async () => {
      for (const path of lists) {
        const r = await t.json("GET", `${path}?offset=${offset}`, { key });
        expect({ path, status: r.status }).toEqual({ path, status: 422 });
        expect(r.body.message).toStartWith("offset: ");
      }
    });
  }

  test("the largest exact integer is still a valid offset (an empty page)", async () => {
    const r = await t.json("GET", "/v1/memories?offset=9007199254740991", { key });
    expect(r.status).toBe(200);
    expect(r.body.memories).toEqual([]);
  });

  test("a limit out of range says the range (item 9)", async () => {
    const search = await t.json("POST", "/v1/memories/search", { key, body: { query: "x", limit: 100 } });
    expect(search.status).toBe(422);
    expect(search.body.message).toBe("limit: must be an integer from 1 to 50");
    // A JSON string is not a number, in range or not (Elysia's t.Integer would take "5").
    for (const limit of ["5", "60"]) {
      const r = await t.json("POST", "/v1/memories/search", { key, body: { query: "x", limit } });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe("limit: must be an integer from 1 to 50");
    }
    const score = await t.json("POST", "/v1/memories/search", { key, body: { query: "x", min_score: "0.5" } });
    expect(score.body.message).toBe("min_score: must be a number from 0 to 1");
    const list = await t.json("GET", "/v1/memories?limit=500", { key });
    expect(list.body.message).toBe("limit: must be an integer from 1 to 200");
  });
});

describe("search metadata filter keys (item 3)", () => {
  test("a key with a NUL or another control character: 422 naming the key", async () => {
    const r = await t.json("POST", "/v1/memories/search", { key, body: { query: "x", metadata: { "a\u0000b": 1 } } });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe("metadata.a\\u0000b: a filter key must not contain control characters");
  });

  test("at most 32 keys: 32 search, 33 or 1,000 are 422", async () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect((await t.json("POST", "/v1/memories/search", { key, body: { query: "x", metadata: keys(32) } })).status).toBe(200);
    for (const n of [33, 1000]) {
      const r = await t.json("POST", "/v1/memories/search", { key, body: { query: "x", metadata: keys(n) } });
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(`metadata: must have at most 32 keys (got ${n})`);
    }
  });

  test("keys with quotes, backslashes, dots and brackets filter normally", async () => {
    const odd = { 'a"b': 1, "c\\d": 2, "e.f": 3, "g[0]": 4, "": 5 };
    await t.addMemory(key, { content: "odd keys live here", metadata: odd });
    const r = await t.json("POST", "/v1/memories/search", { key, body: { query: "odd keys", metadata: odd } });
    expect(r.status).toBe(200);
    expect(r.body.results.map((x: { metadata: unknown }) => x.metadata)).toEqual([odd]);
  });

  test("the limit is stated in the OpenAPI description", async () => {
    const doc = (await t.json("GET", "/openapi.json")).body;
    const schema = doc.paths["/v1/memories/search"].post.requestBody.content["application/json"].schema;
    expect(schema.properties.metadata.description).toContain("at most 32 keys");
  });
});

describe("bodies that are not JSON (item 9)", () => {
  test("a form body (curl -d without a JSON content type) is told to send JSON", async () => {
    const r = await t.json("POST", "/v1/memories", { key, raw: '{"content":"hi"}', headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(r.status).toBe(422);
    expect(r.body.message).toStartWith("body: must be JSON sent with Content-Type: application/json");
  });

  test("an empty body where one is needed: body is required", async () => {
    const r = await t.json("POST", "/v1/memories", { key, raw: "" });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe("body: is required (a JSON object)");
  });

  test("bodies that may be empty still may: sign-up and forget", async () => {
    expect((await t.req("POST", "/v1/agents/init")).status).toBe(201);
    const f = await t.json("POST", "/v1/facts", { key, body: { subject: "bo", predicate: "likes", object: "jam" } });
    expect((await t.json("POST", `/v1/facts/${f.body.id}/forget`, { key })).status).toBe(200);
  });
});

describe("an empty end-user segment (item 10)", () => {
  test("DELETE /v1/users//memories: 200 with zero counts and a receipt", async () => {
    await t.addMemory(key, { content: "kept", user_id: "keeper" });
    const r = await t.json("DELETE", "/v1/users//memories", { key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      user_id: "", memories_deleted: 0, facts_deleted: 0, memories_forgotten: 0, facts_invalidated: 0, erasure: "permanent",
      audit_id: expect.stringMatching(/^aud_[0-9a-f]{32}$/),
    });
    expect((await t.json("GET", "/v1/memories?user_id=keeper", { key })).body.total).toBe(1);
    expect((await t.json("DELETE", "/v1/users//memories")).status).toBe(401);
  });
});

describe("the list shows facts like get does (item 8)", () => {
  test("a ready memory lists its current facts; one still processing lists none", async () => {
    const k = (await t.signUp()).api_key;
    const m = await t.addMemory(k, { content: "I live in Lisbon and I work at Acme.", user_id: "lia" });
    const before = (await t.json("GET", "/v1/memories?user_id=lia", { key: k })).body.memories[0];
    expect(before).toMatchObject({ status: "processing", facts: [] });
    await t.drain();
    const got = (await t.json("GET", `/v1/memories/${m.id}`, { key: k })).body;
    expect(got.facts.length).toBeGreaterThan(0);
    const listed = (await t.json("GET", "/v1/memories?user_id=lia", { key: k })).body.memories[0];
    expect(listed.status).toBe("ready");
    expect(listed.facts).toEqual(got.facts);
  });
});

describe("/ points somewhere useful (item 12)", () => {
  test("JSON for a script, with /docs and /dashboard", async () => {
    const r = await t.json("GET", "/");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: "engram", docs: "/docs", openapi: "/openapi.json", dashboard: "/dashboard" });
  });

  test("a page of links for a browser", async () => {
    const r = await t.req("GET", "/", { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(r.headers.get("content-type")).toContain("text/html");
    const html = await r.text();
    expect(html).toContain('href="/docs"');
    expect(html).toContain('href="/dashboard"');
  });
});

describe("OpenAPI is described and its examples are real values (item 11)", () => {
  test("every operation has a summary and a description; every parameter a description", async () => {
    const doc = (await t.json("GET", "/openapi.json")).body;
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, o] of Object.entries(ops)) {
        if (!o.summary) missing.push(`${method} ${path}: summary`);
        if (!o.description) missing.push(`${method} ${path}: description`);
        for (const p of o.parameters ?? []) if (!p.description && !p.schema?.description) missing.push(`${method} ${path}: ${p.in} ${p.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("path ids and scope ids carry examples of the right form, not pattern noise", async () => {
    const doc = (await t.json("GET", "/openapi.json")).body;
    const params = (doc.paths["/v1/memories/{memory_id}"].get.parameters as any[]).find((p) => p.name === "memory_id");
    expect(String(params.example ?? params.schema.examples?.[0])).toMatch(/^mem_[0-9a-f-]{36}$/);
    const body = doc.paths["/v1/memories"].post.requestBody.content["application/json"].schema;
    expect(body.properties.user_id.examples?.[0]).toBe("alice");
    const fact = (doc.paths["/v1/facts/{fact_id}"].patch.parameters as any[]).find((p) => p.name === "fact_id");
    expect(String(fact.example ?? fact.schema.examples?.[0])).toMatch(/^fct_[0-9a-f-]{36}$/);
  });
});

// PostgreSQL's text cannot hold U+0000 (src/db/pg/nul.ts escapes it); the API answers the same on both backends.
describe("a NUL character in a string is kept, looked up and filtered like any other", () => {
  test("content, metadata, fact words, names and looked-up ids with U+0000: the same answers as without", async () => {
    const s = await t.signUp({ name: "n\u0000ame" });
    const k = s.api_key;
    const m = await t.json("POST", "/v1/memories", { key: k, body: { content: "glass\u0000harp tuning notes", metadata: { tag: "x\u0000y", "k\u0000": 1 } } });
    expect(m.status).toBe(201);
    expect(m.body.content).toBe("glass\u0000harp tuning notes");
    expect((await t.json("GET", `/v1/memories/${m.body.id}`, { key: k })).body).toMatchObject({ content: "glass\u0000harp tuning notes", metadata: { tag: "x\u0000y", "k\u0000": 1 } });
    for (const mode of ["semantic", "hybrid"]) {
      const found = await t.json("POST", "/v1/memories/search", { key: k, body: { query: "glass\u0000harp", mode, metadata: { tag: "x\u0000y" } } });
      expect([found.status, found.body.results.map((r: { id: string }) => r.id)]).toEqual([200, [m.body.id]]);
      const none = await t.json("POST", "/v1/memories/search", { key: k, body: { query: "glass harp", mode, metadata: { tag: "x\u0000z" } } });
      expect([none.status, none.body.results]).toEqual([200, []]);
    }
    const f = await t.json("POST", "/v1/facts", { key: k, body: { subject: "a\u0000b", predicate: "likes", object: "c\u0000d" } });
    expect([f.status, f.body.subject, f.body.object]).toEqual([201, "a\u0000b", "c\u0000d"]);
    const listed = await t.json("GET", "/v1/facts?subject=a%00b", { key: k });
    expect([listed.status, listed.body.facts.map((x: { id: string }) => x.id)]).toEqual([200, [f.body.id]]);
    expect((await t.json("GET", "/v1/profile?user_id=a%00b", { key: k })).body).toMatchObject({ user_id: "a\u0000b", total: 0 });
    expect((await t.json("GET", "/v1/batch/%00", { key: k })).status).toBe(404);
    expect((await t.json("DELETE", "/v1/agents/a%00b", { key: k })).status).toBe(404);
    expect((await t.json("GET", `/v1/context?query=glass%00harp`, { key: k })).body.sources).toContain(m.body.id);
  });
});
