import { afterAll, describe, expect, test } from "bun:test";
import { keyWithScopes, startTestApp, usage, pg } from "../../../helpers/app";

const t = startTestApp();
const s = await t.signUp();
const key = s.api_key;
afterAll(() => t.close());

const add = (body: unknown, k = key) => t.json("POST", "/v1/memories", { key: k, body });

describe("POST /v1/memories", () => {
  test("201 with the memory: stripped content, echoed scope, processing, no facts, microsecond created_at", async () => {
    const { status, body, res } = await add({ content: "  I live in Lyon.\n", user_id: "alice", agent_id: "travel", run_id: "r1", metadata: { a: 1 } });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^mem_[0-9a-f-]{36}$/),
      content: "I live in Lyon.",
      user_id: "alice",
      agent_id: "travel",
      run_id: "r1",
      metadata: { a: 1 },
      status: "processing",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      updated_at: null,
      facts: [],
    });
    expect(res.headers.get("x-svc-api-version")).toBe("2026-06-12");
  });

  test("defaults: null scope and {} metadata; each call creates a new memory", async () => {
    const a = await add({ content: "same text" });
    const b = await add({ content: "same text" });
    expect(a.body).toMatchObject({ user_id: null, agent_id: null, run_id: null, metadata: {} });
    expect(a.body.id).not.toBe(b.body.id);
  });

  // SQLite's vec0 index beside the row (PostgreSQL keeps the vector in the row itself).
  test.skipIf(pg)("the memory and its vector are stored together", async () => {
    const { body } = await add({ content: "vector check" });
    const row = (await t.sqlOne<{ seq: number; bytes: number }>("select seq, length(embedding) as bytes from memories where id = ?", body.id))!;
    expect(row.bytes).toBe(384 * 4);
    const v = (await t.sqlOne<{ n: number }>("select count(*) as n from memory_vectors where seq = ?", row.seq))!;
    expect(v.n).toBe(1);
  });

  const refused: [string, unknown, string][] = [
    ["blank content", { content: " \n\t " }, "content"],
    ["missing content", { user_id: "u" }, "content"],
    ["content over 16,000 characters after stripping", { content: "x".repeat(16_001) }, "content"],
    ["an empty user_id", { content: "c", user_id: "" }, "user_id"],
    ["a user_id with a slash", { content: "c", user_id: "a/b" }, "user_id"],
    ["a user_id that is '.'", { content: "c", user_id: "." }, "user_id"],
    ["a user_id that is '..'", { content: "c", user_id: ".." }, "user_id"],
    ["a user_id with a control character", { content: "c", user_id: "a\u0007b" }, "user_id"],
    ["a user_id over 255 characters", { content: "c", user_id: "u".repeat(256) }, "user_id"],
    ["an agent_id with a slash", { content: "c", agent_id: "x/y" }, "agent_id"],
    ["a run_id over 255 characters", { content: "c", run_id: "r".repeat(256) }, "run_id"],
    ["metadata over 8,192 bytes", { content: "c", metadata: { big: "é".repeat(4096) } }, "metadata"],
    ["metadata that is not an object", { content: "c", metadata: [1, 2] }, "metadata"],
    ["a timestamp that is not ISO 8601", { content: "c", timestamp: "yesterday" }, "timestamp"],
    ["an impossible date", { content: "c", timestamp: "2026-02-30" }, "timestamp"],
    ["an unknown field", { content: "c", colour: "red" }, "colour"],
  ];
  for (const [name, body, field] of refused) {
    test(`422 invalid_request naming ${field} for ${name}; nothing stored`, async () => {
      const before = ((await t.sqlOne<{ n: number }>("select count(*) as n from memories"))!).n;
      const { status, body: err } = await add(body);
      expect(status).toBe(422);
      expect(err.code).toBe("invalid_request");
      expect(err.message).toStartWith(`${field}`);
      expect(((await t.sqlOne<{ n: number }>("select count(*) as n from memories"))!).n).toBe(before);
    });
  }

  test("422 for a non-finite number in metadata (1e999 parses to Infinity)", async () => {
    const { status, body } = await t.json("POST", "/v1/memories", { key, raw: '{"content":"c","metadata":{"x":{"y":1e999}}}' });
    expect(status).toBe(422);
    expect(body.message).toStartWith("metadata.x.y");
  });

  test("16,000 characters padded with whitespace are accepted (the limit applies after stripping)", async () => {
    expect((await add({ content: `   ${"y".repeat(16_000)}   ` })).status).toBe(201);
  });

  test("the limit counts characters, not UTF-16 units: 16,000 emoji are accepted, 16,001 refused", async () => {
    expect((await add({ content: "😀".repeat(16_000) })).status).toBe(201);
    const over = await add({ content: "😀".repeat(16_001) });
    expect(over.status).toBe(422);
    expect(over.body.message).toStartWith("content:");
  });

  test("timestamps: bare date, no offset, offset and blank are accepted", async () => {
    for (const ts of ["2024-05-01", "2024-05-01T10:00:00", "2024-05-01T10:00:00+02:00", "2024-05-01T10:00:00.123456Z", "", "  "]) {
      expect((await add({ content: `dated ${ts}`, timestamp: ts })).status).toBe(201);
    }
    const row = (await t.sqlOne<{ event_at: string }>("select event_at from memories where content = 'dated 2024-05-01'"))!;
    expect(row.event_at).toBe("2024-05-01T00:00:00.000000Z");
    const off = (await t.sqlOne<{ event_at: string }>("select event_at from memories where content = 'dated 2024-05-01T10:00:00+02:00'"))!;
    expect(off.event_at).toBe("2024-05-01T08:00:00.000000Z");
  });

  test("costs one write per 6,000 characters", async () => {
    const before = await usage(t, s.account_id, "writes");
    await add({ content: "z".repeat(6000) });
    expect(await usage(t, s.account_id, "writes")).toBe(before + 1);
    await add({ content: "z".repeat(16_000) });
    expect(await usage(t, s.account_id, "writes")).toBe(before + 4);
  });

  test("401 invalid_key without a key", async () => {
    const { status, body } = await t.json("POST", "/v1/memories", { body: { content: "c" } });
    expect(status).toBe(401);
    expect(body.code).toBe("invalid_key");
  });

  test("401 before 422: a keyless request with a broken body learns it needs a key", async () => {
    expect((await t.json("POST", "/v1/memories", { raw: "{broken" })).status).toBe(401);
  });

  test("403 forbidden naming the scope for a read-only key", async () => {
    const readOnly = await keyWithScopes(t, s.project_id, ["memories:read"]);
    const { status, body } = await add({ content: "c" }, readOnly);
    expect(status).toBe(403);
    expect(body).toEqual({ code: "forbidden", message: "API key missing required scope(s): memories:write" });
  });
});
