import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock, parseTimestamp } from "../../../src/domain/clock";
import { startWebhookWorker } from "../../../src/domain/webhooks";
import { startTestApp } from "../../helpers/app";
import { startReceiver } from "../../helpers/webhook-receiver";
import { verifySignature } from "./helpers";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:00Z");
const t = startTestApp({ clock, env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
const rx = startReceiver();
let rand = 0.5; // the middle of the ±10% jitter: waits are exact
const worker = startWebhookWorker(t.rt, { autostart: false, random: () => rand, timeoutMs: 300 });
afterAll(async () => {
  await worker.stop();
  rx.stop();
  t.close();
});

let n = 0;
/** A fresh account with an endpoint on its own receiver path. */
async function setup(opts: { events?: string[]; bind?: "project" | "account"; body?: Record<string, unknown> } = {}) {
  const s = await t.signUp();
  const path = `/hook-${++n}`;
  const r = await t.admin("POST", "/webhooks", {
    url: rx.url + path,
    events: opts.events ?? ["*"],
    ...(opts.bind === "account" ? { account_id: s.account_id } : { project_id: s.project_id }),
    ...opts.body,
  });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  const got = () => rx.received.filter((x) => x.path === path);
  return { s, path, hook: r.body, got };
}
const addMemory = (key: string, content: string) => t.json("POST", "/v1/memories", { key, body: { content, user_id: "u1", agent_id: "a1" } });
const deliveries = async (id: string) => (await t.admin("GET", `/webhooks/${id}/deliveries`)).body.deliveries;

describe("webhook delivery", () => {
  test("memory.created: envelope {event, data, project_id}, signed; the signature verifies independently", async () => {
    const { s, hook, got } = await setup();
    const m = await addMemory(s.api_key, "I live in Lyon");
    expect(m.status).toBe(201);
    expect(got()).toHaveLength(0); // nothing is sent inside the request
    await worker.runUntilIdle();
    expect(got()).toHaveLength(1);
    const r = got()[0]!;
    expect(r.body).toEqual({ event: "memory.created", data: { id: m.body.id, user_id: "u1", agent_id: "a1" }, project_id: s.project_id });
    expect(r.headers["content-type"]).toBe("application/json");
    expect(r.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(r.headers["webhook-timestamp"]).toBe(String(Math.floor(clock.nowMicros() / 1e6)));
    expect(r.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifySignature(r, hook.secret)).toBe(true);
    expect(verifySignature({ ...r, raw: r.raw + " " }, hook.secret)).toBe(false);
    const [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ id: r.headers["webhook-id"], event: "memory.created", status: "delivered", attempts: 1, last_status_code: 200, next_attempt_at: null, test: false });
  });

  test("fact.invalidated: a forgotten fact is delivered with fact_id, invalidated_by null and at", async () => {
    const { s, hook, got } = await setup({ events: ["fact.invalidated"] });
    const f = await t.json("POST", "/v1/facts", { key: s.api_key, body: { subject: "user", predicate: "lives_in", object: "Paris" } });
    expect(f.status).toBe(201);
    const closed = await t.json("POST", `/v1/facts/${f.body.id}/forget`, { key: s.api_key });
    expect(closed.status).toBe(200);
    await worker.runUntilIdle();
    expect(got().map((r) => r.body)).toEqual([
      { event: "fact.invalidated", data: { fact_id: f.body.id, invalidated_by: null, at: closed.body.invalid_at }, project_id: s.project_id },
    ]);
    expect(verifySignature(got()[0]!, hook.secret)).toBe(true);
  });

  test("legacy_signature: the literal secret string is a key; the standard signature is listed too", async () => {
    const secret = "whsec_legacyImportedSecret123";
    const { s, hook, got } = await setup({ body: { legacy_signature: true, secret } });
    expect(hook).toMatchObject({ legacy_signature: true, secret });
    await addMemory(s.api_key, "I like tea");
    await worker.runUntilIdle();
    const r = got()[0]!;
    expect(r.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verifySignature(r, secret, { legacy: true })).toBe(true);
    expect(verifySignature(r, secret)).toBe(true);
  });

  test("retry after a 500: not before 5 s, then the same webhook-id again", async () => {
    const { s, hook, got, path } = await setup();
    rx.reply = (r) => (r.path === path ? new Response("boom", { status: 500 }) : new Response("ok"));
    await addMemory(s.api_key, "I work at Acme");
    await worker.runUntilIdle();
    let [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "pending", attempts: 1, last_status_code: 500, last_error: "HTTP 500" });
    expect(parseTimestamp(d.next_attempt_at)! - clock.nowMicros()).toBe(5_000_000);
    clock.advanceMs(4_999);
    await worker.runUntilIdle();
    expect(got()).toHaveLength(1);
    rx.reply = () => new Response("ok");
    clock.advanceMs(1);
    await worker.runUntilIdle();
    expect(got()).toHaveLength(2);
    expect(got()[1]!.headers["webhook-id"]).toBe(got()[0]!.headers["webhook-id"]);
    expect(got()[1]!.raw).toBe(got()[0]!.raw);
    expect(verifySignature(got()[1]!, hook.secret)).toBe(true);
    [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "delivered", attempts: 2, last_status_code: 200, last_error: null });
  });

  test("a 302 is a failure and the redirect is not followed", async () => {
    const { s, hook, got, path } = await setup();
    rx.reply = (r) => (r.path === path ? new Response(null, { status: 302, headers: { location: `${rx.url}${path}-moved` } }) : new Response("ok"));
    await addMemory(s.api_key, "I drive a Volvo");
    await worker.runUntilIdle();
    rx.reply = () => new Response("ok");
    expect(got()).toHaveLength(1);
    expect(rx.received.filter((r) => r.path === `${path}-moved`)).toHaveLength(0);
    const [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "pending", attempts: 1, last_status_code: 302 });
    expect(d.last_error).toContain("not followed");
  });

  test("a timeout (no status line within the budget) is a failure, retried later", async () => {
    const { s, hook, path } = await setup();
    rx.reply = (r) => (r.path === path ? Bun.sleep(1_000).then(() => new Response("late")) : new Response("ok"));
    await addMemory(s.api_key, "I am allergic to nuts");
    const started = performance.now();
    await worker.runUntilIdle();
    expect(performance.now() - started).toBeLessThan(900);
    rx.reply = () => new Response("ok");
    const [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "pending", attempts: 1, last_status_code: null, last_error: "timed out after 300 ms" });
  });

  test("a slow endpoint does not delay the others", async () => {
    const slow = await setup();
    const fast = await setup();
    rx.reply = (r) => (r.path === slow.path ? Bun.sleep(1_000).then(() => new Response("late")) : new Response("ok"));
    await addMemory(slow.s.api_key, "slow one");
    await addMemory(fast.s.api_key, "fast one");
    const started = performance.now();
    let fastAt = 0;
    const waitFast = (async () => {
      while (fast.got().length === 0) await Bun.sleep(5);
      fastAt = performance.now() - started;
    })();
    await worker.runUntilIdle();
    await waitFast;
    rx.reply = () => new Response("ok");
    expect(fastAt).toBeLessThan(200); // the slow one is still waiting for its 300 ms timeout
    expect((await deliveries(fast.hook.id))[0].status).toBe("delivered");
    expect((await deliveries(slow.hook.id))[0].last_error).toBe("timed out after 300 ms");
  });

  test("the running worker delivers on its own; stop() abandons an attempt in flight without counting it", async () => {
    const { s, hook, got, path } = await setup();
    const live = startWebhookWorker(t.rt, { random: () => 0.5, timeoutMs: 5_000, pollMs: 20 });
    try {
      await addMemory(s.api_key, "delivered by the loop");
      for (let i = 0; i < 100 && got().length === 0; i++) await Bun.sleep(10);
      expect(got()).toHaveLength(1);
      rx.reply = (r) => (r.path === path ? Bun.sleep(2_000).then(() => new Response("late")) : new Response("ok"));
      await addMemory(s.api_key, "in flight at shutdown");
      for (let i = 0; i < 100 && got().length < 2; i++) await Bun.sleep(10);
      expect(got()).toHaveLength(2);
      const stopping = performance.now();
      await live.stop();
      expect(performance.now() - stopping).toBeLessThan(500);
    } finally {
      rx.reply = () => new Response("ok");
      await live.stop();
    }
    const [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "pending", attempts: 0, last_error: null });
    await worker.runUntilIdle(); // lease released: sent again at once
    expect(got()).toHaveLength(3);
    expect(got()[2]!.headers["webhook-id"]).toBe(d.id);
  });
});
