import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { startTestApp } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:10Z");
const t = startTestApp({ clock, env: { ENGRAM_DEFAULT_TIER: "hobby" } });
afterAll(() => t.close());

describe("rate limits (hobby: 60/minute, 1,000/hour, 10,000/day)", () => {
  test("headers on every success; the 61st request in a minute gets 429 with Retry-After; the next minute is free again", async () => {
    const s = await t.signUp();
    for (let i = 1; i <= 60; i++) {
      const r = await t.req("GET", "/v1/memories", { key: s.api_key });
      expect(r.status).toBe(200);
      expect(r.headers.get("x-ratelimit-limit")).toBe("60");
      expect(r.headers.get("x-ratelimit-remaining")).toBe(String(60 - i));
      expect(r.headers.get("x-ratelimit-reset")).toBe(String(Date.UTC(2026, 4, 20, 12, 1) / 1000));
    }
    const r = await t.json("GET", "/v1/memories", { key: s.api_key });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe("rate_limit_exceeded");
    expect(Object.keys(r.body).sort()).toEqual(["code", "message"]);
    expect(r.res.headers.get("retry-after")).toBe("50");
    expect(r.res.headers.get("x-ratelimit-limit")).toBe("60");
    expect(r.res.headers.get("x-ratelimit-remaining")).toBe("0");
    clock.advanceMs(50_000);
    expect((await t.req("GET", "/v1/memories", { key: s.api_key })).status).toBe(200);
  });

  test("the hour window: 1,000 requests across minutes, then 429 naming the hourly limit", async () => {
    clock.set("2026-05-20T13:00:00Z");
    const s = await t.signUp();
    for (let i = 0; i < 1000; i++) {
      if (i > 0 && i % 60 === 0) clock.advanceMs(60_000);
      expect((await t.req("GET", "/v1/memories", { key: s.api_key })).status).toBe(200);
    }
    clock.advanceMs(60_000);
    const r = await t.req("GET", "/v1/memories", { key: s.api_key });
    expect(r.status).toBe(429);
    expect(r.headers.get("x-ratelimit-limit")).toBe("1000");
    expect(Number(r.headers.get("retry-after"))).toBe(3600 - 17 * 60);
  });

  test("ping is exempt: no headers, never counted; other errors carry no rate-limit headers", async () => {
    clock.set("2026-05-20T15:00:00Z");
    const s = await t.signUp();
    for (let i = 0; i < 70; i++) {
      const r = await t.req("GET", "/v1/ping", { key: s.api_key });
      expect(r.status).toBe(200);
      expect(r.headers.get("x-ratelimit-limit")).toBeNull();
    }
    const bad = await t.req("GET", "/v1/memories/nope", { key: s.api_key });
    expect(bad.status).toBe(404);
    expect(bad.headers.get("x-ratelimit-limit")).toBeNull();
    const ok = await t.req("GET", "/v1/memories", { key: s.api_key });
    expect(ok.headers.get("x-ratelimit-remaining")).toBe("58");
  });

  test("unlimited accounts get no rate-limit headers and no limit", async () => {
    const s = await t.signUp();
    await t.admin("PATCH", `/accounts/${s.account_id}`, { tier: "unlimited" });
    for (let i = 0; i < 70; i++) {
      const r = await t.req("GET", "/v1/memories", { key: s.api_key });
      expect(r.status).toBe(200);
      expect(r.headers.get("x-ratelimit-limit")).toBeNull();
    }
  });
});
