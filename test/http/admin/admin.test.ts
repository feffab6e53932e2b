import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../helpers/app";

const t = startTestApp();
afterAll(() => t.close());

describe("/admin/v1", () => {
  test("401 invalid_key without the admin token, and with an API key instead", async () => {
    const none = await t.json("GET", "/admin/v1/accounts");
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("invalid_key");
    const apiKey = (await t.signUp()).api_key;
    expect((await t.json("GET", "/admin/v1/accounts", { key: apiKey })).status).toBe(401);
  });

  test("accounts: create with default tier, list, set tier, enable login", async () => {
    const made = await t.admin("POST", "/accounts", { name: "acme" });
    expect(made.status).toBe(201);
    const id: string = made.body.id;
    expect(id).toMatch(/^acc_/);
    expect(made.body).toMatchObject({ name: "acme", tier: "unlimited", login_enabled: false });
    const list = await t.admin("GET", "/accounts");
    expect(list.body.accounts.map((a: { id: string }) => a.id)).toContain(id);
    const patched = await t.admin("PATCH", `/accounts/${id}`, { tier: "hobby", login_enabled: true });
    expect(patched.body).toMatchObject({ tier: "hobby", login_enabled: true });
    expect((await t.admin("PATCH", "/accounts/acc_nope", { tier: "team" })).status).toBe(404);
  });

  test("projects: create under an account, list, rename and archive", async () => {
    const acc = (await t.admin("POST", "/accounts", {})).body;
    const p = await t.admin("POST", `/accounts/${acc.id}/projects`, { name: "prod" });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ account_id: acc.id, name: "prod", archived: false });
    expect((await t.admin("GET", `/accounts/${acc.id}/projects`)).body.projects).toHaveLength(1);
    const r = await t.admin("PATCH", `/projects/${p.body.id}`, { name: "production", archived: true });
    expect(r.body).toMatchObject({ name: "production", archived: true });
    expect((await t.admin("POST", "/accounts/acc_nope/projects", { name: "x" })).status).toBe(404);
  });

  test("keys: create shows the key once, list never shows it, move keeps it working", async () => {
    const acc = (await t.admin("POST", "/accounts", {})).body;
    const p1 = (await t.admin("POST", `/accounts/${acc.id}/projects`, { name: "a" })).body;
    const p2 = (await t.admin("POST", `/accounts/${acc.id}/projects`, { name: "b" })).body;
    const k = await t.admin("POST", "/keys", { project_id: p1.id, scopes: ["memories:read"] });
    expect(k.status).toBe(201);
    expect(k.body.api_key).toMatch(/^svc_self_[0-9A-Za-z]{40}$/);
    const list = await t.admin("GET", `/keys?project_id=${p1.id}`);
    expect(list.body.keys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(k.body.api_key);
    const moved = await t.admin("POST", `/keys/${k.body.id}/move`, { project_id: p2.id });
    expect(moved.body.project_id).toBe(p2.id);
    expect((await t.json("GET", "/v1/ping", { key: k.body.api_key })).body.project_id).toBe(p2.id);
  });

  test("keys: 422 for an unknown scope or a bad lifetime, 404 for an unknown project", async () => {
    const s = await t.signUp();
    const scope = await t.admin("POST", "/keys", { project_id: s.project_id, scopes: ["memories:admin"] });
    expect(scope.status).toBe(422);
    expect(scope.body.message).toStartWith("scopes[0]:");
    const life = await t.admin("POST", "/keys", { project_id: s.project_id, scopes: ["memories:read"], expires_in: "soon" });
    expect(life.status).toBe(422);
    expect(life.body.message).toStartWith("expires_in:");
    expect((await t.admin("POST", "/keys", { project_id: "prj_nope", scopes: ["memories:read"] })).status).toBe(404);
  });

  test("accounts: an unknown tier is refused naming the tiers", async () => {
    const r = await t.admin("POST", "/accounts", { name: "t", tier: "platinum" });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('tier: must be one of "hobby", "developer", "team", "scale", "unlimited"');
  });

  test("keys: a key cannot move to another account's project", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const r = await t.admin("POST", `/keys/${a.key_id}/move`, { project_id: b.project_id });
    expect(r.status).toBe(422);
    expect(r.body.message).toStartWith("project_id:");
  });
});
