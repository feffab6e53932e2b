import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../helpers/app";

const t = startTestApp({ env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
const guarded = startTestApp();
afterAll(() => {
  t.close();
  guarded.close();
});

const URL_ = "http://127.0.0.1:9/hook-secret-path";
const audits = (accountId: string) =>
  t.sql<{
    actor: string;
    action: string;
    project_id: string | null;
    target_id: string;
    meta: string;
  }>("select actor, action, project_id, target_id, meta from audit_events where account_id = ? and action = 'setting_change' order by id", accountId);

describe("/admin/v1/webhooks", () => {
  test("401 invalid_key without the admin token on every webhook path", async () => {
    for (const [m, p] of [["GET", "/admin/v1/webhooks"], ["POST", "/admin/v1/webhooks"], ["POST", "/admin/v1/webhooks/whk_x/test"], ["POST", "/admin/v1/webhooks/whk_x/enable"], ["DELETE", "/admin/v1/webhooks/whk_x"], ["GET", "/admin/v1/webhooks/whk_x/deliveries"]] as const) {
      const r = await t.json(m, p, { body: m === "POST" ? {} : undefined });
      expect([p, r.status, r.body.code]).toEqual([p, 401, "invalid_key"]);
    }
  });

  test("POST 201: the whsec_ secret (32 random bytes) is shown once; GET lists without it", async () => {
    const s = await t.signUp();
    const r = await t.admin("POST", "/webhooks", { url: URL_, events: ["memory.created", "quota.warning"], project_id: s.project_id });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^whk_[0-9a-f]{32}$/),
      account_id: s.account_id,
      project_id: s.project_id,
      url: URL_,
      events: ["memory.created", "quota.warning"],
      enabled: true,
      disabled_at: null,
      legacy_signature: false,
      last_success_at: null,
      created_at: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    expect(Buffer.from(r.body.secret.slice(6), "base64")).toHaveLength(32);
    const other = await t.admin("POST", "/webhooks", { url: URL_, events: ["*"], account_id: s.account_id });
    expect(other.body.secret).not.toBe(r.body.secret);
    expect(other.body).toMatchObject({ project_id: null, events: ["*"] });
    const list = await t.admin("GET", `/webhooks?account_id=${s.account_id}`);
    expect(list.status).toBe(200);
    expect(list.body.webhooks.map((w: any) => w.id).sort()).toEqual([r.body.id, other.body.id].sort());
    expect(JSON.stringify(list.body)).not.toContain("whsec_");
    const { secret: _, ...view } = r.body;
    expect(list.body.webhooks.find((w: any) => w.id === r.body.id)).toEqual(view);
    expect((await t.admin("GET", "/webhooks")).body.webhooks.length).toBeGreaterThanOrEqual(2);
  });

  test("422 invalid_request: unknown event, empty events, both or neither id, bad secret; 404 unknown project or account", async () => {
    const s = await t.signUp();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ url: URL_, events: ["memory.deleted"], project_id: s.project_id }, 422, "events[0]: unknown event"],
      [{ url: URL_, events: [], project_id: s.project_id }, 422, "events"],
      [{ url: URL_, events: ["*"], project_id: s.project_id, account_id: s.account_id }, 422, "account_id: give exactly one"],
      [{ url: URL_, events: ["*"] }, 422, "project_id: give exactly one"],
      [{ url: URL_, events: ["*"], project_id: s.project_id, secret: "nope" }, 422, "secret: "],
      [{ url: "ftp://127.0.0.1/x", events: ["*"], project_id: s.project_id }, 422, "url: must be an http:// or https:// URL"],
      [{ url: URL_, events: ["*"], project_id: "prj_nope" }, 404, "Project not found"],
      [{ url: URL_, events: ["*"], account_id: "acc_nope" }, 404, "Account not found"],
    ];
    for (const [body, status, msg] of cases) {
      const r = await t.admin("POST", "/webhooks", body);
      expect([status, r.status, r.body.message.startsWith(msg) || r.body.message.includes(msg)]).toEqual([status, status, true]);
    }
  });

  test("at most 16 endpoints per account: the 17th is 422 naming account_id", async () => {
    const s = await t.signUp();
    for (let i = 0; i < 16; i++) {
      expect((await t.admin("POST", "/webhooks", { url: `${URL_}/${i}`, events: ["*"], ...(i % 2 ? { account_id: s.account_id } : { project_id: s.project_id }) })).status).toBe(201);
    }
    const r = await t.admin("POST", "/webhooks", { url: URL_, events: ["*"], account_id: s.account_id });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ code: "invalid_request", message: expect.stringMatching(/^account_id: .*16/) });
    const other = await t.signUp();
    expect((await t.admin("POST", "/webhooks", { url: URL_, events: ["*"], account_id: other.account_id })).status).toBe(201);
  });

  test("DELETE 200 then 404; enable on an endpoint that is on is 200 and records nothing", async () => {
    const s = await t.signUp();
    const w = (await t.admin("POST", "/webhooks", { url: URL_, events: ["*"], project_id: s.project_id })).body;
    const on = await t.admin("POST", `/webhooks/${w.id}/enable`);
    expect(on).toEqual({ status: 200, body: expect.objectContaining({ id: w.id, enabled: true }) });
    expect(await t.admin("DELETE", `/webhooks/${w.id}`)).toEqual({ status: 200, body: { id: w.id, deleted: true } });
    for (const [m, p] of [["DELETE", ""], ["POST", "/enable"], ["POST", "/test"], ["GET", "/deliveries"]] as const) {
      expect(await t.admin(m, `/webhooks/${w.id}${p}`)).toEqual({ status: 404, body: { code: "not_found", message: "Webhook endpoint not found" } });
    }
    expect((await audits(s.account_id)).map((a) => JSON.parse(a.meta).op)).toEqual(["create", "delete"]);
  });

  test("audit: create, enable and delete are setting_change events with setting webhook and op; never the URL", async () => {
    const s = await t.signUp();
    const w = (await t.admin("POST", "/webhooks", { url: URL_, events: ["*"], project_id: s.project_id })).body;
    await t.sqlRun("update webhook_endpoints set enabled = false, disabled_at = '2026-01-01T00:00:00.000000Z' where id = ?", w.id);
    expect((await t.admin("POST", `/webhooks/${w.id}/enable`)).status).toBe(200);
    await t.admin("DELETE", `/webhooks/${w.id}`);
    const rows = await audits(s.account_id);
    expect(rows.map((a) => ({ ...a, meta: JSON.parse(a.meta) }))).toEqual(
      ["create", "enable", "delete"].map((op) => ({ actor: "dashboard", action: "setting_change", project_id: s.project_id, target_id: w.id, meta: { setting: "webhook", op } })),
    );
    const everything = JSON.stringify(await t.sql("select * from audit_events"));
    expect(everything).not.toContain("hook-secret-path");
    expect(everything).not.toContain("whsec_");
  });

  test("GET deliveries: newest first with event, attempts, status code or error, next attempt; limit 1-200", async () => {
    const s = await t.signUp();
    const w = (await t.admin("POST", "/webhooks", { url: URL_, events: ["*"], project_id: s.project_id })).body;
    for (let i = 0; i < 3; i++) expect((await t.admin("POST", `/webhooks/${w.id}/test`)).status).toBe(202);
    const r = await t.admin("GET", `/webhooks/${w.id}/deliveries?limit=2`);
    expect(r.status).toBe(200);
    expect(r.body.deliveries).toHaveLength(2);
    expect(r.body.deliveries[0]).toEqual({
      id: expect.stringMatching(/^msg_/),
      endpoint_id: w.id,
      event: "memory.created",
      test: true,
      status: "pending",
      attempts: 0,
      last_status_code: null,
      last_error: null,
      last_attempt_at: null,
      next_attempt_at: expect.any(String),
      event_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect((await t.admin("GET", `/webhooks/${w.id}/deliveries?limit=0`)).status).toBe(422);
    expect((await t.admin("GET", `/webhooks/${w.id}/deliveries?limit=201`)).status).toBe(422);
  });

  test("with the guard on (no ENGRAM_WEBHOOK_ALLOW_PRIVATE): http:// and loopback are 422 naming url", async () => {
    const s = await guarded.signUp();
    for (const url of ["http://127.0.0.1:9/x", "https://127.0.0.1/x", "https://localhost/x", "https://[::ffff:10.0.0.1]/x"]) {
      const r = await guarded.admin("POST", "/webhooks", { url, events: ["*"], project_id: s.project_id });
      expect([url, r.status, r.body.code, r.body.message.slice(0, 5)]).toEqual([url, 422, "invalid_request", "url: "]);
    }
  });
});
