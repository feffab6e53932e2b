import { afterAll, describe, expect, test } from "bun:test";
import { keyWithScopes, startTestApp, usage, pg } from "../../../helpers/app";

const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const add = async (content: string) => (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content, user_id: "u" } })).body;
const del = (id: string, key = a.api_key) => t.json("DELETE", `/v1/memories/${id}`, { key });
const notFound = { code: "not_found", message: "Memory not found" };

describe("DELETE /v1/memories/{memory_id}", () => {
  test("200 {id, status: forgotten, facts_invalidated, audit_id}", async () => {
    const m = await add("I have a cat named Tom");
    const { status, body } = await del(m.id);
    expect(status).toBe(200);
    expect(body).toEqual({ id: m.id, status: "forgotten", facts_invalidated: 0, audit_id: expect.stringMatching(/^aud_[0-9a-f]{32}$/) });
  });

  test("soft delete: the row stays with deleted_at, the vector leaves the index, reads stop seeing it", async () => {
    const m = await add("I collect vintage stamps from Peru");
    await del(m.id);
    const row = (await t.sqlOne<{ seq: number; deleted_at: string }>("select seq, deleted_at from memories where id = ?", m.id))!;
    expect(row.deleted_at).toMatch(/Z$/);
    // SQLite's vec0 index (on PostgreSQL the vector is in the row, which search skips once deleted).
    if (!pg) expect(((await t.sqlOne<{ n: number }>("select count(*) as n from memory_vectors where seq = ?", row.seq))!).n).toBe(0);
    expect((await t.json("GET", `/v1/memories/${m.id}`, { key: a.api_key })).status).toBe(404);
    const hits = (await t.json("POST", "/v1/memories/search", { key: a.api_key, body: { query: "vintage stamps Peru" } })).body.results;
    expect(hits.map((h: { id: string }) => h.id)).not.toContain(m.id);
  });

  test("404 Memory not found for a second delete, unknown, malformed and other-project ids", async () => {
    const m = await add("delete me twice");
    await del(m.id);
    expect((await del(m.id)).body).toEqual(notFound);
    expect((await del("mem_00000000-0000-7000-8000-000000000000")).body).toEqual(notFound);
    expect((await del("rubbish")).body).toEqual(notFound);
    const other = await add("not yours");
    const r = await del(other.id, b.api_key);
    expect(r.status).toBe(404);
    expect(r.body).toEqual(notFound);
  });

  test("403 forbidden for a read-only key", async () => {
    const m = await add("keep");
    const ro = await keyWithScopes(t, a.project_id, ["memories:read"]);
    expect((await del(m.id, ro)).status).toBe(403);
  });

  test("costs nothing against the monthly quotas", async () => {
    const m = await add("free to delete");
    const w = await usage(t, a.account_id, "writes");
    const q = await usage(t, a.account_id, "queries");
    await del(m.id);
    expect([await usage(t, a.account_id, "writes"), await usage(t, a.account_id, "queries")]).toEqual([w, q]);
  });
});
