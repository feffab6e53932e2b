import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../helpers/app";

// Issue 18 item 6: a URL with credentials is refused, and a list never shows a password.
const t = startTestApp({ env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
const a = await t.signUp();
afterAll(() => t.close());

describe("webhook URLs with credentials", () => {
  for (const url of ["https://user:pass@example.com/hook", "http://user@127.0.0.1:9/hook", "http://:hunter2@127.0.0.1:9/x"]) {
    test(`${url} is refused with 422 naming url, and the message does not echo it`, async () => {
      const r = await t.admin("POST", "/webhooks", { url, events: ["*"], account_id: a.account_id });
      expect(r.status).toBe(422);
      expect(r.body.message).toStartWith("url: must not contain a user name or password");
      expect(r.body.message).not.toContain(new URL(url).host);
      expect(r.body.message).not.toContain("hunter2");
    });
  }

  test("an endpoint stored with credentials before the check is listed with them masked", async () => {
    const ok = await t.admin("POST", "/webhooks", { url: "http://127.0.0.1:9/plain", events: ["*"], account_id: a.account_id });
    expect(ok.status).toBe(201);
    await t.sqlRun("update webhook_endpoints set url = 'http://olduser:s3cret-pw@127.0.0.1:9/plain' where id = ?", ok.body.id);
    const list = await t.admin("GET", `/webhooks?account_id=${a.account_id}`);
    expect(list.status).toBe(200);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain("s3cret-pw");
    expect(text).not.toContain("olduser");
    expect(list.body.webhooks[0].url).toBe("http://redacted@127.0.0.1:9/plain");
  });
});
