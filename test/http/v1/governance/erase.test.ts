import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { startTestApp } from "../../../helpers/app";

const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const secret = `zebra-${crypto.randomUUID()}-quokka`;
const fileHas = (needle: string) =>
  ["engram.db", "engram.db-wal"].some((f) => existsSync(join(t.dir, f)) && readFileSync(join(t.dir, f)).includes(Buffer.from(needle)));

describe("DELETE /v1/users/{end_user}/memories", () => {
  test("200 with counts, deprecated aliases and an aud_ receipt; everything of that user is gone, others stay", async () => {
    const m1 = (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: `My locker code is ${secret}`, user_id: "erin", agent_id: "x" } })).body;
    await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: "I like figs", user_id: "erin" } });
    await t.json("PATCH", `/v1/memories/${m1.id}`, { key: a.api_key, body: { content: `Locker code changed, was ${secret}` } });
    await t.json("POST", "/v1/facts", { key: a.api_key, body: { subject: "erin", predicate: "lives_in", object: `${secret}-town`, user_id: "erin" } });
    await t.json("POST", "/v1/facts", { key: a.api_key, body: { subject: "erin", predicate: "lives_in", object: "Elsewhere", user_id: "erin" } });
    const keep = (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: "I am someone else", user_id: "frank" } })).body;
    const other = (await t.json("POST", "/v1/memories", { key: b.api_key, body: { content: "other project", user_id: "erin" } })).body;
    const r = await t.json("DELETE", "/v1/users/erin/memories", { key: a.api_key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ user_id: "erin", memories_deleted: 2, facts_deleted: 2, memories_forgotten: 2, facts_invalidated: 2, erasure: "permanent", audit_id: expect.stringMatching(/^aud_[0-9a-f]{32}$/) });
    expect((await t.json("GET", "/v1/memories?user_id=erin", { key: a.api_key })).body.total).toBe(0);
    expect((await t.json("GET", "/v1/facts?user_id=erin&include_invalidated=true", { key: a.api_key })).body.total).toBe(0);
    expect((await t.json("GET", `/v1/memories/${m1.id}/history`, { key: a.api_key })).status).toBe(404);
    expect((await t.json("GET", `/v1/memories/${keep.id}`, { key: a.api_key })).status).toBe(200);
    expect((await t.json("GET", `/v1/memories/${other.id}`, { key: b.api_key })).status).toBe(200);
    const left = t.storage.sqlite.query("select (select count(*) from memory_history where user_id = 'erin' and project_id = ?) + (select count(*) from outbox where user_id = 'erin' and project_id = ?) as n").get(a.project_id, a.project_id) as { n: number };
    expect(left.n).toBe(0);
  });

  test("the erased text cannot be found in the database file or its WAL", async () => {
    expect(fileHas(secret)).toBe(false);
  });

  test("the receipt and the erase event keep counts and the user id only; the event has no audit_id", async () => {
    const receipts = JSON.stringify(t.storage.sqlite.query("select * from receipts where kind = 'erasure'").all());
    expect(receipts).toContain("erin");
    expect(receipts).not.toContain(secret);
    const events = (await t.json("GET", "/v1/audit?action=erase", { key: a.api_key })).body.events;
    expect(events[0]).toMatchObject({ action: "erase", result: "ok", user_id: "erin", target_id: null });
    expect(JSON.stringify(events[0])).not.toContain("aud_");
  });

  test("an unknown user is not an error: 200 with zero counts and a receipt", async () => {
    const r = await t.json("DELETE", "/v1/users/nobody%20here/memories", { key: a.api_key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: "nobody here", memories_deleted: 0, facts_deleted: 0 });
  });

  test("403 for a read-only key; 401 without one", async () => {
    const ro = (await t.admin("POST", "/keys", { project_id: a.project_id, scopes: ["memories:read"] })).body.api_key;
    expect((await t.json("DELETE", "/v1/users/x/memories", { key: ro })).status).toBe(403);
    expect((await t.json("DELETE", "/v1/users/x/memories")).status).toBe(401);
  });
});
