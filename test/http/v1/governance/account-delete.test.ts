import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp, pg } from "../../../helpers/app";

const t = startTestApp();
afterAll(() => t.close());

describe("DELETE /v1/account", () => {
  test("400 confirmation_required without confirm=true; 422 for a non-boolean; nothing deleted", async () => {
    const s = await t.signUp();
    for (const q of ["", "?confirm=false"]) {
      const r = await t.json("DELETE", `/v1/account${q}`, { key: s.api_key });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("confirmation_required");
    }
    const bad = await t.json("DELETE", "/v1/account?confirm=yes", { key: s.api_key });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe("confirm: must be true or false");
    expect((await t.json("GET", "/v1/ping", { key: s.api_key })).status).toBe(200);
  });

  test("409 account_has_login when the dashboard login is enabled", async () => {
    const s = await t.signUp();
    await t.admin("PATCH", `/accounts/${s.account_id}`, { login_enabled: true });
    const r = await t.json("DELETE", "/v1/account?confirm=true", { key: s.api_key });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("account_has_login");
  });

  test("200 deletes everything of the account with row counts; the key stops working; other accounts stay", async () => {
    const s = await t.signUp();
    const other = await t.signUp();
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "to be deleted", user_id: "u" } });
    await t.json("POST", "/v1/facts", { key: s.api_key, body: { subject: "u", predicate: "likes", object: "x", user_id: "u" } });
    const kept = (await t.json("POST", "/v1/memories", { key: other.api_key, body: { content: "stays" } })).body;
    const r = await t.json("DELETE", "/v1/account?confirm=true", { key: s.api_key });
    expect(r.status).toBe(200);
    expect(r.body.deleted).toBe(true);
    expect(r.body.removed).toMatchObject({ agent_memories: 1, agent_facts: 1, agent_api_keys: 1, agent_projects: 1, agent_shadow_accounts: 1 });
    expect(r.body.removed.agent_audit_events).toBeGreaterThan(0);
    for (const v of Object.values(r.body.removed)) expect(v).toBeGreaterThan(0);
    expect((await t.json("GET", "/v1/ping", { key: s.api_key })).status).toBe(401);
    for (const table of ["memories", "facts", "projects", "api_keys", "audit_events", "outbox", "receipts", "usage_counters"]) {
      const n = ((await t.sqlOne<{ n: number }>(`select count(*) as n from ${table} where ${table === "projects" || table === "api_keys" || table === "memories" || table === "facts" || table === "audit_events" || table === "outbox" || table === "receipts" || table === "usage_counters" ? "account_id" : "id"} = ?`, s.account_id))!).n;
      expect([table, n]).toEqual([table, 0]);
    }
    // SQLite's vec0 index (on PostgreSQL the vectors are in the memory rows counted above).
    if (!pg) expect(((await t.sqlOne<{ n: number }>("select count(*) as n from memory_vectors where project_id = ?", s.project_id))!).n).toBe(0);
    expect((await t.json("GET", `/v1/memories/${kept.id}`, { key: other.api_key })).status).toBe(200);
  });
});
