import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../src/domain/clock";
import { startTestApp, type TestApp } from "../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:00Z");
const t = startTestApp({ clock });
afterAll(() => t.close());

async function login(app: TestApp = t, token = app.adminToken) {
  const res = await app.req("POST", "/dashboard/login", { body: { token } });
  const body = await res.json();
  const setCookie = res.headers.get("set-cookie");
  return { res, body, setCookie, cookie: setCookie ? setCookie.split(";")[0]! : "" };
}

describe("/dashboard page", () => {
  test("served by the program with its modules and stylesheet, nothing from elsewhere", async () => {
    const page = await t.req("GET", "/dashboard");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith("/dashboard/assets/")).toBe(true);
      expect((await t.req("GET", ref)).status).toBe(200);
    }
    // Every module the entry imports is served too, as JavaScript without types.
    const seen = new Set<string>();
    const queue = ["app.ts"];
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const r = await t.req("GET", `/dashboard/assets/${name}`);
      expect([name, r.status]).toEqual([name, 200]);
      expect(r.headers.get("content-type")).toContain("text/javascript");
      const js = await r.text();
      expect(js).not.toMatch(/(?:from|import\(|fetch\()\s*["'`]https?:/);
      for (const m of js.matchAll(/from "\.\/([a-z-]+\.ts)"/g)) queue.push(m[1]!);
    }
    expect(seen.size).toBeGreaterThanOrEqual(8);
    const css = await (await t.req("GET", "/dashboard/assets/style.css")).text();
    expect(css).not.toMatch(/@import|url\(|@font-face/);
    expect((await t.req("GET", "/dashboard/assets/nope.ts")).status).toBe(404);
  });
});

describe("dashboard login", () => {
  test("the admin token gives an HttpOnly, SameSite=Strict, expiring session cookie; the token is not echoed", async () => {
    const { res, body, setCookie } = await login();
    expect(res.status).toBe(200);
    expect(setCookie).toMatch(/^engram_session=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toMatch(/Max-Age=\d+/);
    expect(Object.keys(body).sort()).toEqual(["csrf", "expires_at"]);
    expect(JSON.stringify(body)).not.toContain(t.adminToken);
    expect(setCookie).not.toContain(t.adminToken);
    expect(body.expires_at).toBe("2026-05-20T20:00:00.000Z");
  });

  test("a wrong token is 401 invalid_key saying nothing more; no cookie", async () => {
    const { res, body, setCookie } = await login(t, "adm_test_token_0123456788");
    expect(res.status).toBe(401);
    expect(body).toEqual({ code: "invalid_key", message: "Invalid admin token." });
    expect(setCookie).toBeNull();
    const missing = await t.json("POST", "/dashboard/login", { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain("token");
  });

  test("the session authenticates /admin/v1 reads; a write needs the session's X-CSRF-Token", async () => {
    const { cookie, body } = await login();
    expect((await t.json("GET", "/admin/v1/accounts", { headers: { cookie } })).status).toBe(200);
    const session = await t.json("GET", "/dashboard/session", { headers: { cookie } });
    expect(session.body.csrf).toBe(body.csrf);

    const noToken = await t.json("POST", "/admin/v1/accounts", { headers: { cookie }, body: { name: "forged" } });
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe("forbidden");
    expect(noToken.body.message).toContain("X-CSRF-Token");
    const wrong = await t.json("POST", "/admin/v1/accounts", { headers: { cookie, "x-csrf-token": `${body.csrf.slice(0, -1)}x` }, body: { name: "forged" } });
    expect(wrong.status).toBe(403);
    const otherSite = await t.json("POST", "/admin/v1/accounts", { headers: { cookie, "x-csrf-token": body.csrf, origin: "https://evil.example" }, body: { name: "forged" } });
    expect(otherSite.status).toBe(403);
    expect(otherSite.body.message).toContain("evil.example");
    const names = (await t.admin("GET", "/accounts")).body.accounts.map((a: { name: string | null }) => a.name);
    expect(names).not.toContain("forged");

    const ok = await t.json("POST", "/admin/v1/accounts", { headers: { cookie, "x-csrf-token": body.csrf, origin: "http://localhost" }, body: { name: "from-dashboard" } });
    expect(ok.status).toBe(201);
    for (const method of ["PATCH", "DELETE"]) {
      const r = await t.json(method, `/admin/v1/${method === "PATCH" ? `accounts/${ok.body.id}` : "webhooks/whk_nope"}`, { headers: { cookie }, body: method === "PATCH" ? { tier: "team" } : undefined });
      expect([method, r.status]).toEqual([method, 403]);
    }
  });

  test("the Bearer admin token keeps working, with or without a cookie, and needs no CSRF token", async () => {
    const r = await t.json("POST", "/admin/v1/accounts", { key: t.adminToken, body: { name: "bearer" } });
    expect(r.status).toBe(201);
    const { cookie } = await login();
    const both = await t.json("POST", "/admin/v1/accounts", { key: t.adminToken, headers: { cookie }, body: { name: "bearer-2" } });
    expect(both.status).toBe(201);
    // A bad Bearer is refused even beside a good cookie: the header, when sent, decides.
    expect((await t.json("GET", "/admin/v1/accounts", { key: "nope", headers: { cookie } })).status).toBe(401);
  });

  test("logout revokes the session: the same cookie is refused afterwards; logout needs the CSRF token", async () => {
    const { cookie, body } = await login();
    const forged = await t.req("POST", "/dashboard/logout", { headers: { cookie } });
    expect(forged.status).toBe(403);
    expect((await t.json("GET", "/admin/v1/accounts", { headers: { cookie } })).status).toBe(200);
    const out = await t.req("POST", "/dashboard/logout", { headers: { cookie, "x-csrf-token": body.csrf } });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const after = await t.json("GET", "/admin/v1/accounts", { headers: { cookie } });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("invalid_key");
    expect((await t.json("GET", "/dashboard/session", { headers: { cookie } })).status).toBe(401);
    expect((await t.req("POST", "/dashboard/logout", { headers: { cookie, "x-csrf-token": body.csrf } })).status).toBe(401);
  });

  test("a session expires after 8 hours", async () => {
    const { cookie } = await login();
    clock.advanceMs(8 * 3600_000 - 1000);
    expect((await t.json("GET", "/admin/v1/accounts", { headers: { cookie } })).status).toBe(200);
    clock.advanceMs(2000);
    expect((await t.json("GET", "/admin/v1/accounts", { headers: { cookie } })).status).toBe(401);
    expect((await t.json("GET", "/dashboard/session", { headers: { cookie } })).status).toBe(401);
  });

  test("dashboard actions are audited with actor dashboard, ip null", async () => {
    const { cookie, body } = await login();
    const s = await t.signUp();
    const headers = { cookie, "x-csrf-token": body.csrf };
    const k = await t.json("POST", "/admin/v1/keys", { headers, body: { project_id: s.project_id, scopes: ["memories:read"] } });
    expect(k.status).toBe(201);
    expect((await t.json("POST", `/admin/v1/keys/${k.body.id}/revoke`, { headers })).status).toBe(200);
    const events = (await t.json("GET", "/v1/audit", { key: s.api_key })).body.events as { actor: string; action: string; target_id: string; ip: string | null }[];
    const mine = events.filter((e) => e.target_id === k.body.id).map((e) => [e.actor, e.action, e.ip]);
    expect(mine.sort()).toEqual([
      ["dashboard", "key_create", null],
      ["dashboard", "key_revoke", null],
    ]);
  });
});

describe("repeated failed logins are slowed down", () => {
  test("after 3 failures every attempt waits out a doubling lockout (429 with Retry-After), the right token included", async () => {
    const c = new ManualClock(0);
    c.set("2026-05-20T12:00:00Z");
    const app = startTestApp({ clock: c });
    try {
      for (let i = 0; i < 2; i++) expect((await login(app, "wrong")).res.status).toBe(401);
      expect((await login(app, "wrong")).res.status).toBe(401); // 3rd: a 1 s lockout starts
      const locked = await login(app);
      expect(locked.res.status).toBe(429);
      expect(locked.body.code).toBe("rate_limit_exceeded");
      expect(locked.res.headers.get("retry-after")).toBe("1");
      expect(locked.setCookie).toBeNull();
      c.advanceMs(1000);
      expect((await login(app, "wrong")).res.status).toBe(401); // 4th: 2 s
      c.advanceMs(1000);
      expect((await login(app)).res.status).toBe(429);
      c.advanceMs(1000);
      expect((await login(app, "wrong")).res.status).toBe(401); // 5th: 4 s
      c.advanceMs(3000);
      const wait = await login(app);
      expect(wait.res.headers.get("retry-after")).toBe("1");
      c.advanceMs(1000);
      const ok = await login(app);
      expect(ok.res.status).toBe(200);
      // Success clears the count: the next failure is free again.
      expect((await login(app, "wrong")).res.status).toBe(401);
      expect((await login(app)).res.status).toBe(200);
    } finally {
      app.close();
    }
  });
});
