import { afterAll, describe, expect, test } from "bun:test";
import { withTx } from "../../../src/db";
import { ManualClock, nowTs } from "../../../src/domain/clock";
import { emit } from "../../../src/domain/events/emit";
import { startWebhookWorker } from "../../../src/domain/webhooks";
import { startTestApp } from "../../helpers/app";
import { startReceiver } from "../../helpers/webhook-receiver";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:00Z");
const t = startTestApp({ clock, env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
const rx = startReceiver();
const worker = startWebhookWorker(t.rt, { autostart: false, random: () => 0.5, timeoutMs: 300 });
afterAll(async () => {
  await worker.stop();
  rx.stop();
  t.close();
});

const got = (path: string) => rx.received.filter((x) => x.path === path).map((r) => r.body);
async function hook(path: string, body: Record<string, unknown>) {
  const r = await t.admin("POST", "/webhooks", { url: rx.url + path, ...body });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body;
}
async function quotaWarning(accountId: string) {
  await withTx(t.rt.db, async (tx) =>
    await emit(tx, { accountId, projectId: null, userId: null, type: "quota.warning", data: { used: 8000, limit: 10000, percent: 80 }, at: nowTs(clock) }),
  );
}

describe("webhook routing", () => {
  test("a project endpoint gets its project's events and the account's quota.warning; an account endpoint every project's", async () => {
    const s = await t.signUp();
    const p2 = await t.admin("POST", `/accounts/${s.account_id}/projects`, { name: "second" });
    const key2 = (await t.admin("POST", "/keys", { project_id: p2.body.id, scopes: ["memories:read", "memories:write"] })).body.api_key;
    const other = await t.signUp();
    await hook("/bound", { events: ["*"], project_id: s.project_id });
    await hook("/all", { events: ["memory.created", "quota.warning"], account_id: s.account_id });
    await hook("/quota-only", { events: ["quota.warning"], account_id: s.account_id });
    const m1 = await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "in project one" } });
    const m2 = await t.json("POST", "/v1/memories", { key: key2, body: { content: "in project two" } });
    await t.json("POST", "/v1/memories", { key: other.api_key, body: { content: "another account" } });
    await quotaWarning(s.account_id);
    await quotaWarning(other.account_id);
    await worker.runUntilIdle();
    const created = (id: string, projectId: string) => ({ event: "memory.created", data: { id, user_id: null, agent_id: null }, project_id: projectId });
    const warning = { event: "quota.warning", data: { used: 8000, limit: 10000, percent: 80 } };
    const sort = (xs: any[]) => xs.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(sort(got("/bound"))).toEqual(sort([created(m1.body.id, s.project_id), warning]));
    expect(sort(got("/all"))).toEqual(sort([created(m1.body.id, s.project_id), created(m2.body.id, p2.body.id), warning]));
    expect(got("/quota-only")).toEqual([warning]);
  });

  test("events from before an endpoint existed are not sent to it", async () => {
    const s = await t.signUp();
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "before" } });
    await hook("/late", { events: ["*"], project_id: s.project_id });
    const after = await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "after" } });
    await worker.runUntilIdle();
    expect(got("/late").map((b) => b.data.id)).toEqual([after.body.id]);
  });

  test("deleting the project deletes its endpoints (and their deliveries)", async () => {
    const s = await t.signUp();
    const p2 = await t.admin("POST", `/accounts/${s.account_id}/projects`, { name: "doomed" });
    const h = await hook("/doomed", { events: ["*"], project_id: p2.body.id });
    await t.admin("POST", `/webhooks/${h.id}/test`);
    t.storage.sqlite.run("delete from projects where id = ?", [p2.body.id]);
    expect((await t.admin("GET", `/webhooks?account_id=${s.account_id}`)).body.webhooks).toEqual([]);
    expect(t.storage.sqlite.query("select count(*) as n from webhook_deliveries where endpoint_id = ?").get(h.id)).toEqual({ n: 0 });
  });
});

describe("erasure and account deletion", () => {
  test("erasing an end user removes the pending deliveries of their events; deleting the account removes its endpoints", async () => {
    const s = await t.signUp();
    const h = await hook("/erased", { events: ["*"], project_id: s.project_id });
    rx.reply = (r) => (r.path === "/erased" ? new Response("no", { status: 500 }) : new Response("ok"));
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "I live in Bern", user_id: "gone" } });
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "I live in Graz", user_id: "kept" } });
    await worker.runUntilIdle();
    rx.reply = () => new Response("ok");
    const count = () => (t.storage.sqlite.query("select count(*) as n from webhook_deliveries where endpoint_id = ?").get(h.id) as { n: number }).n;
    expect(count()).toBe(2);
    expect((await t.json("DELETE", "/v1/users/gone/memories", { key: s.api_key })).status).toBe(200);
    expect(count()).toBe(1);
    expect((await t.json("DELETE", "/v1/account?confirm=true", { key: s.api_key })).status).toBe(200);
    expect(t.storage.sqlite.query("select count(*) as n from webhook_endpoints where account_id = ?").get(s.account_id)).toEqual({ n: 0 });
    expect(count()).toBe(0);
  });
});

describe("test sends", () => {
  test("a sample memory.created with data {id, test: true}, even when not subscribed; 20 per hour, then 429", async () => {
    const s = await t.signUp();
    const h = await hook("/tests", { events: ["quota.warning"], project_id: s.project_id });
    const first = await t.admin("POST", `/webhooks/${h.id}/test`);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ event: "memory.created", test: true, status: "pending", attempts: 0 });
    await worker.runUntilIdle();
    const [body] = got("/tests");
    expect(body).toEqual({ event: "memory.created", data: { id: expect.stringMatching(/^mem_/), test: true }, project_id: s.project_id });
    for (let i = 2; i <= 20; i++) {
      clock.advanceMs(60_000);
      expect((await t.admin("POST", `/webhooks/${h.id}/test`)).status).toBe(202);
    }
    const refused = await t.json("POST", `/admin/v1/webhooks/${h.id}/test`, { key: t.adminToken });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "rate_limit_exceeded", message: expect.stringContaining("20 test sends per hour") });
    // the first test leaves the hour window 60 min after it was sent: 19 min from now
    expect(refused.res.headers.get("retry-after")).toBe(String(60 * 60 - 19 * 60));
    clock.advanceMs((60 * 60 - 19 * 60) * 1000);
    expect((await t.admin("POST", `/webhooks/${h.id}/test`)).status).toBe(202);
    expect((await t.admin("POST", `/webhooks/${h.id}/test`)).status).toBe(429);
    await worker.runUntilIdle();
    expect(got("/tests")).toHaveLength(21);
  });

  test("an unbound endpoint's test carries no project_id; unknown endpoint → 404", async () => {
    const s = await t.signUp();
    const h = await hook("/tests-unbound", { events: ["*"], account_id: s.account_id });
    await t.admin("POST", `/webhooks/${h.id}/test`);
    await worker.runUntilIdle();
    expect(got("/tests-unbound")).toEqual([{ event: "memory.created", data: { id: expect.any(String), test: true } }]);
    const r = await t.admin("POST", "/webhooks/whk_nope/test");
    expect(r).toEqual({ status: 404, body: { code: "not_found", message: "Webhook endpoint not found" } });
  });
});
