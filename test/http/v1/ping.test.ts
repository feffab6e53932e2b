import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../helpers/app";

const t = startTestApp({ env: { ENGRAM_PUBLIC_URL: "http://memory.internal:8420" } });
afterAll(() => t.close());

describe("GET /v1/ping", () => {
  test("200 with the key's account, project, scopes and the server identity", async () => {
    const s = await t.signUp();
    const { status, body, res } = await t.json("GET", "/v1/ping", { key: s.api_key });
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      account_id: s.account_id,
      project_id: s.project_id,
      key_id: s.key_id,
      scopes: ["memories:read", "memories:write"],
      api_version: "2026-06-12",
      server: "engram/0.1.31",
      self_hosted: true,
    });
    expect(res.headers.get("x-svc-api-version")).toBe("2026-06-12");
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });

  const cases: [string, Record<string, string>, RegExp][] = [
    ["no Authorization header", {}, /no Authorization header/],
    ["a Basic header", { authorization: "Basic dXNlcjpwYXNz" }, /not of the form/],
    ["a Bearer token that is not a key", { authorization: "Bearer hello" }, /not an API key/],
    ["an unknown key", { authorization: `Bearer svc_self_${"A".repeat(40)}` }, /no live key matches/],
  ];
  for (const [name, headers, why] of cases) {
    test(`401 invalid_key for ${name}, with WWW-Authenticate`, async () => {
      const { status, body, res } = await t.json("GET", "/v1/ping", { headers });
      expect(status).toBe(401);
      expect(body.code).toBe("invalid_key");
      expect(body.message).toStartWith("Invalid or missing API key:");
      expect(body.message).toMatch(why);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
      expect(res.headers.get("x-svc-api-version")).toBe("2026-06-12");
    });
  }

  test("401 for a hosted-service key points the client to this server", async () => {
    const { status, body } = await t.json("GET", "/v1/ping", { key: `svc_live_${"b".repeat(40)}` });
    expect(status).toBe(401);
    expect(body.code).toBe("invalid_key");
    expect(body.message).toStartWith("Invalid or missing API key:");
    expect(body.message).toContain("hosted");
    expect(body.message).toContain("self-hosted");
    expect(body.message).toContain("http://memory.internal:8420");
    expect(body.message).toContain("engram keys create");
  });

  test("revocation takes effect at once; revoked and unknown answer the same", async () => {
    const s = await t.signUp();
    expect((await t.json("GET", "/v1/ping", { key: s.api_key })).status).toBe(200);
    expect((await t.admin("POST", `/keys/${s.key_id}/revoke`)).status).toBe(200);
    const revoked = await t.json("GET", "/v1/ping", { key: s.api_key });
    const unknown = await t.json("GET", "/v1/ping", { key: `svc_self_${"Z".repeat(40)}` });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual(unknown.body);
  });

  test("401 for an expired key", async () => {
    const s = await t.signUp();
    const k = await t.admin("POST", "/keys", { project_id: s.project_id, scopes: ["memories:read"], expires_in: "1s" });
    expect(k.status).toBe(201);
    expect((await t.json("GET", "/v1/ping", { key: k.body.api_key })).status).toBe(200);
    await Bun.sleep(1100);
    const { status, body } = await t.json("GET", "/v1/ping", { key: k.body.api_key });
    expect(status).toBe(401);
    expect(body.message).toMatch(/no live key matches/);
  });
});
