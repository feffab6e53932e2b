import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../helpers/app";
import { captureLogs } from "../helpers/logs";

const t = startTestApp();
afterAll(() => t.close());

describe("errors and versioning", () => {
  test("404 not_found for an unknown path, with the version header under /v1", async () => {
    const { status, body, res } = await t.json("GET", "/v1/no-such-thing");
    expect(status).toBe(404);
    expect(body).toEqual({ code: "not_found", message: expect.stringContaining("/v1/no-such-thing") });
    expect(res.headers.get("x-svc-api-version")).toBe("2026-06-12");
  });

  test("404 for an unknown path outside /v1 carries no version header", async () => {
    const { status, res } = await t.json("GET", "/nothing-here");
    expect(status).toBe(404);
    expect(res.headers.get("x-svc-api-version")).toBeNull();
  });

  test("405 method_not_allowed with Allow on a known path", async () => {
    const { key } = { key: (await t.signUp()).api_key };
    const { status, body, res } = await t.json("PUT", "/v1/ping", { key });
    expect(status).toBe(405);
    expect(body.code).toBe("method_not_allowed");
    expect(Object.keys(body).sort()).toEqual(["code", "message"]);
    expect(res.headers.get("allow")).toBe("GET");
    expect(res.headers.get("x-svc-api-version")).toBe("2026-06-12");
  });

  test("405 lists every method a path has", async () => {
    const res = await t.req("DELETE", "/admin/v1/accounts", { key: t.adminToken });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
  });

  test("422 invalid_request for malformed JSON", async () => {
    const { status, body } = await t.json("POST", "/admin/v1/accounts", { key: t.adminToken, raw: "{not json" });
    expect(status).toBe(422);
    expect(body).toEqual({ code: "invalid_request", message: expect.stringMatching(/^body: /) });
  });

  test("422 names an unknown body field", async () => {
    const { status, body } = await t.admin("POST", "/accounts", { name: "a", colour: "red" });
    expect(status).toBe(422);
    expect(body.code).toBe("invalid_request");
    expect(body.message).toStartWith("colour:");
  });

  test("422 names a field of the wrong type", async () => {
    const { status, body } = await t.admin("PATCH", "/accounts/acc_x", { login_enabled: "yes" });
    expect(status).toBe(422);
    expect(body.message).toStartWith("login_enabled:");
  });

  test("422 names a nested field by its indexed path", async () => {
    const acc = await t.admin("POST", "/accounts", { name: "n" });
    const prj = await t.admin("POST", `/accounts/${acc.body.id}/projects`, { name: "p" });
    const { status, body } = await t.admin("POST", "/keys", { project_id: prj.body.id, scopes: ["memories:read", 7] });
    expect(status).toBe(422);
    expect(body.message).toStartWith("scopes[1]:");
  });

  test("422 names an out-of-range value", async () => {
    const { status, body } = await t.admin("POST", "/accounts", { tier: "platinum" });
    expect(status).toBe(422);
    expect(body.message).toStartWith("tier:");
  });

  test("every error body is exactly {code, message}", async () => {
    for (const r of [await t.json("GET", "/v1/ping"), await t.json("GET", "/v1/x"), await t.admin("POST", "/accounts", { z: 1 })]) {
      expect(Object.keys(r.body).sort()).toEqual(["code", "message"]);
    }
  });

  test("500 internal_error hides the failure from the body", async () => {
    const broken = startTestApp();
    const key = (await broken.signUp()).api_key;
    // The database goes away under the running app (both connections: reads and writes).
    await broken.closeDatabase();
    const { result, lines } = await captureLogs(() => broken.json("GET", "/v1/ping", { key }));
    const { status, body } = result;
    expect(status).toBe(500);
    // The operator sees the cause in the log; the client does not.
    // (The database's own words: bun:sqlite's in the error, PostgreSQL's in its cause.)
    const failed = lines.find((l) => l.msg === "request failed" && l.path === "/v1/ping") as { level?: string; error?: string; cause?: string } | undefined;
    expect(failed?.level).toBe("error");
    expect(`${failed?.error} ${failed?.cause ?? ""}`).toMatch(/closed database|Database has closed|Connection closed/);
    expect(body.code).toBe("internal_error");
    expect(JSON.stringify(body)).not.toContain("at ");
    expect(Object.keys(body).sort()).toEqual(["code", "message"]);
    await broken.close();
  });
});

describe("operational endpoints", () => {
  test("GET /healthz answers without a key", async () => {
    const { status, body } = await t.json("GET", "/healthz");
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
  });

  test("GET /readyz reports database and model", async () => {
    const { status, body } = await t.json("GET", "/readyz");
    expect(status).toBe(200);
    expect(body.database).toBe(true);
    expect(body.model.id).toBe("all-MiniLM-L6-v2");
  });

  test("GET /docs serves the reference page and its script from this server", async () => {
    const page = await t.req("GET", "/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/docs/swagger-ui-bundle.js");
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    const js = await t.req("GET", "/docs/swagger-ui-bundle.js");
    expect(js.status).toBe(200);
    expect((await js.text()).length).toBeGreaterThan(100_000);
  });

  test("GET /openapi.json: 3.1, version 0.1.31, one server, bearer security on every operation", async () => {
    const { status, body } = await t.json("GET", "/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toStartWith("3.1");
    expect(body.info.version).toBe("0.1.31");
    expect(body.servers).toHaveLength(1);
    const ops = Object.entries(body.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([m, o]) => ({ path, m, o })),
    );
    expect(ops.length).toBeGreaterThan(5);
    for (const { path, o } of ops) {
      expect(path).not.toBe("/healthz");
      const schemes = (o.security as Record<string, unknown>[]).flatMap((s) => Object.keys(s));
      expect(schemes.some((s) => body.components.securitySchemes[s]?.scheme === "bearer")).toBe(true);
    }
    const create = body.paths["/admin/v1/keys"].post;
    expect(create.requestBody.content["application/json"].schema.properties.scopes.type).toBe("array");
    expect(create.responses["201"]).toBeDefined();
  });
});
