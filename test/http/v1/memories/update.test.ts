import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp, usage } from "../../../helpers/app";

const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const add = async (content: string) => (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content, user_id: "u", metadata: { k: 1 } } })).body;
const patch = (id: string, body: unknown, key = a.api_key) => t.json("PATCH", `/v1/memories/${id}`, { key, body });

describe("PATCH /v1/memories/{memory_id}", () => {
  test("200: new content, same scope and metadata, new microsecond updated_at, processing, no facts", async () => {
    const m = await add("I work at Acme");
    const { status, body } = await patch(m.id, { content: "  I work at Initech " });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: m.id, content: "I work at Initech", user_id: "u", metadata: { k: 1 }, status: "processing", facts: [], created_at: m.created_at });
    expect(body.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(body.updated_at > m.created_at).toBe(true);
    expect((await t.json("GET", `/v1/memories/${m.id}`, { key: a.api_key })).body.content).toBe("I work at Initech");
  });

  test("the edit re-embeds: search finds the new text, not the old", async () => {
    const m = await add("My favourite fruit is mango");
    await patch(m.id, { content: "I drive a blue tractor on my farm" });
    const hits = (await t.json("POST", "/v1/memories/search", { key: a.api_key, body: { query: "tractor farm", user_id: "u", limit: 1 } })).body.results;
    expect(hits[0].id).toBe(m.id);
    expect(hits[0].snippet).toBe("I drive a blue tractor on my farm");
  });

  test("expected_updated_at equal to the last read value (created_at, then updated_at) is accepted", async () => {
    const m = await add("v1");
    const r1 = await patch(m.id, { content: "v2", expected_updated_at: m.created_at });
    expect(r1.status).toBe(200);
    const r2 = await patch(m.id, { content: "v3", expected_updated_at: r1.body.updated_at });
    expect(r2.status).toBe(200);
  });

  test("409 stale_write when expected_updated_at differs by one microsecond; nothing changes", async () => {
    const m = await add("original");
    const us = Number(m.created_at.slice(20, 26));
    const off = `${m.created_at.slice(0, 20)}${String((us + 1) % 1_000_000).padStart(6, "0")}Z`;
    const { status, body } = await patch(m.id, { content: "changed", expected_updated_at: off });
    expect(status).toBe(409);
    expect(body.code).toBe("stale_write");
    const now = (await t.json("GET", `/v1/memories/${m.id}`, { key: a.api_key })).body;
    expect(now.content).toBe("original");
    expect(now.updated_at).toBeNull();
  });

  test("409 stale_write for an unparseable expected_updated_at", async () => {
    const m = await add("x");
    expect((await patch(m.id, { content: "y", expected_updated_at: "last tuesday" })).body.code).toBe("stale_write");
  });

  test("two edits from the same read: the second is refused", async () => {
    const m = await add("race");
    const [r1, r2] = await Promise.all([
      patch(m.id, { content: "first", expected_updated_at: m.created_at }),
      patch(m.id, { content: "second", expected_updated_at: m.created_at }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
  });

  test("422 for every field but content and expected_updated_at", async () => {
    const m = await add("z");
    for (const field of ["user_id", "agent_id", "run_id", "metadata", "timestamp"]) {
      const { status, body } = await patch(m.id, { content: "z2", [field]: field === "metadata" ? {} : "v" });
      expect(status).toBe(422);
      expect(body.message).toStartWith(field);
    }
    expect((await patch(m.id, { content: "   " })).body.message).toStartWith("content");
    expect((await patch(m.id, {})).body.message).toStartWith("content");
  });

  test("404 for a malformed id, a deleted memory and another project's memory", async () => {
    const m = await add("mine");
    expect((await patch("garbage", { content: "x" })).status).toBe(404);
    expect((await patch(m.id, { content: "x" }, b.api_key)).body).toEqual({ code: "not_found", message: "Memory not found" });
    await t.json("DELETE", `/v1/memories/${m.id}`, { key: a.api_key });
    expect((await patch(m.id, { content: "x" })).status).toBe(404);
  });

  test("costs one write per 6,000 characters of the new text and no query", async () => {
    const m = await add("short");
    const w = await usage(t, a.account_id, "writes");
    const q = await usage(t, a.account_id, "queries");
    await patch(m.id, { content: "q".repeat(12_001) });
    expect(await usage(t, a.account_id, "writes")).toBe(w + 3);
    expect(await usage(t, a.account_id, "queries")).toBe(q);
  });
});
