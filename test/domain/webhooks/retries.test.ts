import { afterAll, describe, expect, test } from "bun:test";
import { formatTs, ManualClock, parseTimestamp } from "../../../src/domain/clock";
import { startWebhookWorker } from "../../../src/domain/webhooks";
import { RETRY_WAITS_MS, retryWaitMs } from "../../../src/domain/webhooks/schedule";
import { startTestApp } from "../../helpers/app";
import { startReceiver } from "../../helpers/webhook-receiver";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:00Z");
const t = startTestApp({ clock, env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
const rx = startReceiver();
let randoms: number[] = [];
const worker = startWebhookWorker(t.rt, { autostart: false, random: () => randoms.shift() ?? 0.5, timeoutMs: 300 });
afterAll(async () => {
  await worker.stop();
  rx.stop();
  t.close();
});

let n = 0;
async function setup() {
  const s = await t.signUp();
  const path = `/r-${++n}`;
  const r = await t.admin("POST", "/webhooks", { url: rx.url + path, events: ["*"], project_id: s.project_id });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return { s, path, hook: r.body, got: () => rx.received.filter((x) => x.path === path) };
}
const deliveries = async (id: string) => (await t.admin("GET", `/webhooks/${id}/deliveries`)).body.deliveries as any[];
const endpoint = async (accountId: string, id: string) => (await t.admin("GET", `/webhooks?account_id=${accountId}`)).body.webhooks.find((w: any) => w.id === id);
const sendTest = (id: string) => t.admin("POST", `/webhooks/${id}/test`);
const audits = (accountId: string) =>
  (t.storage.sqlite.query("select actor, action, target_id, meta from audit_events where account_id = ? and action = 'setting_change' order by id").all(accountId) as any[]).map((a) => ({ ...a, meta: JSON.parse(a.meta) }));

/** Runs the worker at each next attempt time until the delivery is no longer pending; returns the gaps. */
async function runSchedule(hookId: string): Promise<number[]> {
  const gaps: number[] = [];
  await worker.runUntilIdle();
  for (;;) {
    const [d] = await deliveries(hookId);
    if (d.status !== "pending") return gaps;
    const next = parseTimestamp(d.next_attempt_at)!;
    gaps.push((next - parseTimestamp(d.last_attempt_at)!) / 1000);
    clock.set(d.next_attempt_at);
    await worker.runUntilIdle();
  }
}

describe("retry schedule", () => {
  test("waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h, each within ±10%", () => {
    expect([...RETRY_WAITS_MS]).toEqual([5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 504e5, 72e6, 864e5]);
    for (const [i, w] of RETRY_WAITS_MS.entries()) {
      expect(retryWaitMs(i + 1, () => 0)).toBe(Math.round(w * 0.9));
      expect(retryWaitMs(i + 1, () => 0.5)).toBe(w);
      expect(retryWaitMs(i + 1, () => 0.999999)).toBeLessThanOrEqual(w * 1.1);
      expect(retryWaitMs(i + 1, () => 0.999999)).toBeGreaterThan(w * 1.0999);
      for (let k = 0; k < 50; k++) {
        const x = retryWaitMs(i + 1)!;
        expect(x).toBeGreaterThanOrEqual(w * 0.9);
        expect(x).toBeLessThanOrEqual(w * 1.1);
      }
    }
    expect(retryWaitMs(10, () => 0.5)).toBeNull();
  });

  test("ten attempts at the jittered waits, then failed; the endpoint is switched off (audited, no URL); enabling sends again", async () => {
    const { s, hook, got, path } = await setup();
    rx.reply = (r) => (r.path === path ? new Response("down", { status: 503 }) : new Response("ok"));
    randoms = [0, 1 - 1e-9, 0.5, 0.25, 0.75, 0, 1 - 1e-9, 0.5, 0.1];
    const jitter = [0.9, 1.1, 1, 0.95, 1.05, 0.9, 1.1, 1, 0.92];
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "I live in Oslo" } });
    const started = clock.nowMicros();
    const gaps = await runSchedule(hook.id);
    expect(gaps).toHaveLength(9);
    gaps.forEach((g, i) => expect(g).toBeCloseTo(RETRY_WAITS_MS[i]! * jitter[i]!, -1));
    expect(got()).toHaveLength(10);
    expect(new Set(got().map((r) => r.headers["webhook-id"])).size).toBe(1);
    // about 75 h 35 min in all (jitter aside)
    expect((clock.nowMicros() - started) / 3.6e9).toBeGreaterThan(60);
    const [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "failed", attempts: 10, last_status_code: 503, next_attempt_at: null });
    const off = await endpoint(s.account_id, hook.id);
    expect(off).toMatchObject({ enabled: false, disabled_at: expect.any(String) });
    // off: a new event is not delivered; a test is refused
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "while off" } });
    await worker.runUntilIdle();
    expect(got()).toHaveLength(10);
    expect((await sendTest(hook.id)).status).toBe(422);
    rx.reply = () => new Response("ok");
    const on = await t.admin("POST", `/webhooks/${hook.id}/enable`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: hook.id, enabled: true, disabled_at: null });
    expect((await sendTest(hook.id)).status).toBe(202);
    await worker.runUntilIdle();
    expect(got()).toHaveLength(11);
    expect(got()[10]!.body.data.test).toBe(true);
    const log = audits(s.account_id).filter((a) => a.meta.setting === "webhook");
    expect(log.map((a) => [a.actor, a.meta.op, a.target_id])).toEqual([
      ["dashboard", "create", hook.id],
      ["worker", "disable", hook.id],
      ["dashboard", "enable", hook.id],
    ]);
    const raw = JSON.stringify(t.storage.sqlite.query("select * from audit_events where account_id = ?").all(s.account_id));
    expect(raw).not.toContain(rx.url);
  });

  test("not switched off when the endpoint accepted a delivery after the failed event was created", async () => {
    const { s, hook, path } = await setup();
    const first = await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "first" } });
    rx.reply = (r) => (r.path === path && r.body?.data?.id === first.body.id ? new Response("no", { status: 500 }) : new Response("ok"));
    await worker.runUntilIdle(); // first attempt of the first event fails
    clock.advanceMs(1);
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "second" } });
    await worker.runUntilIdle(); // the second is accepted
    const [, d1] = await deliveries(hook.id);
    expect(d1.status).toBe("pending");
    // drive the first event's delivery through its remaining attempts
    for (;;) {
      const all = await deliveries(hook.id);
      const old = all.find((d: any) => d.id === d1.id);
      if (old.status !== "pending") break;
      clock.set(old.next_attempt_at);
      await worker.runUntilIdle();
    }
    const all = await deliveries(hook.id);
    expect(all.find((d: any) => d.id === d1.id)).toMatchObject({ status: "failed", attempts: 10 });
    expect((await endpoint(s.account_id, hook.id)).enabled).toBe(true);
    rx.reply = () => new Response("ok");
  });

  test("while off: a retry that falls due is dropped; one still ahead when enabled again is sent", async () => {
    const { s, hook, got, path } = await setup();
    rx.reply = (r) => (r.path === path ? new Response("no", { status: 500 }) : new Response("ok"));
    // three events fail their first attempt: each retry due 5 s later
    for (const c of ["a", "b", "c"]) await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: c } });
    await worker.runUntilIdle();
    expect(got()).toHaveLength(3);
    const [a, b, c] = (await deliveries(hook.id)).reverse();
    // the operator's view of the schedule: b is due in 1 h, c in 3 h (set directly to keep the test short)
    const at = (ms: number) => formatTs(clock.nowMicros() + ms * 1000);
    t.storage.sqlite.run("update webhook_deliveries set next_attempt_at = ? where id = ?", [at(3_600_000), b.id]);
    t.storage.sqlite.run("update webhook_deliveries set next_attempt_at = ? where id = ?", [at(3 * 3_600_000), c.id]);
    t.storage.sqlite.run("update webhook_endpoints set enabled = 0, disabled_at = ? where id = ?", [at(0), hook.id]);
    clock.advanceMs(10_000); // a's retry falls while off: the worker drops it
    await worker.runUntilIdle();
    clock.advanceMs(3_600_000); // b's retry falls while off; the worker did not run: enabling drops it
    rx.reply = () => new Response("ok");
    expect((await t.admin("POST", `/webhooks/${hook.id}/enable`)).status).toBe(200);
    await worker.runUntilIdle();
    expect(got()).toHaveLength(3);
    const byId = Object.fromEntries((await deliveries(hook.id)).map((d: any) => [d.id, d]));
    expect(byId[a.id]).toMatchObject({ status: "dropped", next_attempt_at: null });
    expect(byId[b.id]).toMatchObject({ status: "dropped" });
    expect(byId[c.id]).toMatchObject({ status: "pending" });
    clock.advanceMs(2 * 3_600_000);
    await worker.runUntilIdle();
    expect(got()).toHaveLength(4);
    expect(got()[3]!.headers["webhook-id"]).toBe(c.id);
    expect((await deliveries(hook.id)).find((d: any) => d.id === c.id).status).toBe("delivered");
  });
});
