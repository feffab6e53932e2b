import { afterAll, describe, expect, test } from "bun:test";
import { buildApp } from "../../../src/app";
import { openInstall } from "../../../src/boot";
import { formatTs, ManualClock, parseTimestamp } from "../../../src/domain/clock";
import { startWebhookWorker } from "../../../src/domain/webhooks";
import { sharedEmbedder, startTestApp } from "../../helpers/app";
import { startReceiver } from "../../helpers/webhook-receiver";

const clock = new ManualClock(0);
clock.set("2026-05-20T12:00:00Z");
const rx = startReceiver();
afterAll(() => rx.stop());

describe("webhook retries across a restart", () => {
  test("a retry scheduled before the restart is sent at its time after it, with the same webhook-id", async () => {
    // first run: the first attempt fails; the process stops
    const t = startTestApp({ clock, env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
    const s = await t.signUp();
    const hook = (await t.admin("POST", "/webhooks", { url: `${rx.url}/restart`, events: ["*"], project_id: s.project_id })).body;
    rx.reply = () => new Response("no", { status: 500 });
    await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "I live in Rome" } });
    const w1 = startWebhookWorker(t.rt, { autostart: false, random: () => 0.5 });
    await w1.runUntilIdle(); // first attempt fails: retry due in 5 s
    await w1.stop();
    // written while no worker runs: stays in the outbox past the cursor
    const later = await t.json("POST", "/v1/memories", { key: s.api_key, body: { content: "written while the worker is down" } });
    await t.closeDatabase();
    expect(rx.received).toHaveLength(1);
    const firstId = rx.received[0]!.headers["webhook-id"];

    // second run on the same data folder, as `engram serve` would open it
    const reopened = await openInstall(t.config, { clock, embedder: sharedEmbedder });
    const { rt } = reopened;
    try {
      const app = buildApp({ rt, adminToken: () => t.adminToken, readiness: () => ({ database: true, model: { ready: true, id: "x", dims: 384, error: null } }) });
      const list = async () =>
        (await (await app.handle(new Request(`http://localhost/admin/v1/webhooks/${hook.id}/deliveries`, { headers: { authorization: `Bearer ${t.adminToken}` } }))).json() as any).deliveries;
      const [pending] = await list();
      expect(pending).toMatchObject({ status: "pending", attempts: 1 });
      const w2 = startWebhookWorker(rt, { autostart: false, random: () => 0.5 });
      rx.reply = () => new Response("ok");
      clock.set(formatTs(parseTimestamp(pending.next_attempt_at)! - 1));
      await w2.runUntilIdle();
      // the event written while down is fanned out and sent; the retry is not due yet
      expect(rx.received.map((r) => r.body.data.id)).toEqual([rx.received[0]!.body.data.id, later.body.id]);
      clock.set(pending.next_attempt_at);
      await w2.runUntilIdle();
      await w2.stop();
      expect(rx.received).toHaveLength(3);
      expect(rx.received[2]!.headers["webhook-id"]).toBe(firstId);
      expect((await list()).map((d: any) => [d.status, d.attempts])).toEqual([["delivered", 1], ["delivered", 2]]);
    } finally {
      await reopened.close();
      await t.close();
    }
  });
});
