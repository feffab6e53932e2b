import { afterAll, describe, expect, test } from "bun:test";
import { signUp } from "../../../../src/domain/signup";
import { startTestApp } from "../../../helpers/app";

const open = startTestApp();
const closed = startTestApp({ env: { ENGRAM_SIGNUP: "closed" } });
afterAll(() => {
  open.close();
  closed.close();
});

describe("POST /v1/agents/init", () => {
  test("201 with account, project, a working key, scopes and tier; no key needed", async () => {
    const { status, body } = await open.json("POST", "/v1/agents/init", { body: { name: "my agent", email: "a@b.c" } });
    expect(status).toBe(201);
    expect(body).toEqual({
      account_id: expect.stringMatching(/^acc_/),
      project_id: expect.stringMatching(/^prj_/),
      key_id: expect.stringMatching(/^key_/),
      api_key: expect.stringMatching(/^svc_self_[0-9A-Za-z]{40}$/),
      scopes: ["memories:read", "memories:write"],
      tier: "unlimited",
    });
    const ping = await open.json("GET", "/v1/ping", { key: body.api_key });
    expect(ping.status).toBe(200);
    expect(ping.body.project_id).toBe(body.project_id);
  });

  test("only a SHA-256 of the key is stored", async () => {
    const { api_key } = await open.signUp();
    const hits = (await open.sqlOne<{ n: number }>("select count(*) as n from api_keys where key_hash = ? or key_prefix = ?", api_key, api_key))!;
    expect(hits.n).toBe(0);
    const hash = new Bun.CryptoHasher("sha256").update(api_key).digest("hex");
    const stored = (await open.sqlOne<{ n: number }>("select count(*) as n from api_keys where key_hash = ?", hash))!;
    expect(stored.n).toBe(1);
  });

  test("201 with no body at all, and unknown fields ignored", async () => {
    expect((await open.json("POST", "/v1/agents/init")).status).toBe(201);
    expect((await open.json("POST", "/v1/agents/init", { body: { team: "x", name: "n" } })).status).toBe(201);
  });

  test("422 for malformed JSON or a known field of the wrong type", async () => {
    const bad = await open.json("POST", "/v1/agents/init", { raw: "{oops" });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe("invalid_request");
    const typed = await open.json("POST", "/v1/agents/init", { body: { name: 42 } });
    expect(typed.status).toBe(422);
    expect(typed.body.message).toStartWith("name:");
  });

  test("the new account gets ENGRAM_DEFAULT_TIER", async () => {
    const hobby = startTestApp({ env: { ENGRAM_DEFAULT_TIER: "hobby" } });
    expect((await hobby.signUp()).tier).toBe("hobby");
    hobby.close();
  });

  test("403 signup_disabled when sign-up is closed", async () => {
    const { status, body } = await closed.json("POST", "/v1/agents/init", { body: {} });
    expect(status).toBe(403);
    expect(body.code).toBe("signup_disabled");
  });

  test("429 signup_rate_limited with Retry-After after 10 from one address in 24 hours", async () => {
    const t = startTestApp();
    // A real listening server, so the client address is the socket's.
    t.app.listen({ hostname: "127.0.0.1", port: 0 });
    const url = `http://127.0.0.1:${t.app.server!.port}/v1/agents/init`;
    const post = () => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    for (let i = 0; i < 10; i++) expect((await post()).status).toBe(201);
    const res = await post();
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe("signup_rate_limited");
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(86_000);
    expect(retry).toBeLessThanOrEqual(86_400);
    const accounts = (await t.sqlOne<{ n: number }>("select count(*) as n from accounts"))!;
    expect(accounts.n).toBe(10);
    await t.app.stop();
    t.close();
  });

  test("429 after 1,000 sign-ups overall in 24 hours, from any address", async () => {
    const t = startTestApp();
    for (let i = 0; i < 1000; i++) await signUp(t.rt, { ip: `10.0.${i >> 8}.${i & 255}` });
    const { status, body, res } = await t.json("POST", "/v1/agents/init", { body: {} });
    expect(status).toBe(429);
    expect(body.code).toBe("signup_rate_limited");
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    t.close();
  });
});
