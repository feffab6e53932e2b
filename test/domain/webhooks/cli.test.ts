import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../../../src/cli";

// `engram webhooks ...` in-process (the same code path as the program; test/cli runs the real binary).
const dir = mkdtempSync(join(tmpdir(), "engram-cli-webhooks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function engram(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), env: { ENGRAM_DATA_DIR: dir, ENGRAM_LOG: "error", ...env } });
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}
const open = { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" };

describe("engram webhooks", () => {
  test("create prints the secret once; list, test, deliveries, enable, delete", async () => {
    const acc = JSON.parse((await engram(["accounts", "create", "--json"])).stdout);
    const made = await engram(["webhooks", "create", "--url", "http://127.0.0.1:9/in", "--events", "memory.created,quota.warning", "--account", acc.id], open);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = /webhook (whk_[0-9a-f]{32})/.exec(made.stderr)![1]!;
    const list = await engram(["webhooks", "list", "--account", acc.id]);
    expect(list.stdout).toContain(id);
    expect(list.stdout).toContain("memory.created,quota.warning");
    expect(list.stdout).not.toContain("whsec_");
    const sent = await engram(["webhooks", "test", id]);
    expect(sent.code).toBe(0);
    expect(sent.stdout).toMatch(/^msg_/);
    const ds = await engram(["webhooks", "deliveries", id]);
    expect(ds.stdout.split("\n")[0]).toMatch(/^id\s+event\s+status\s+attempts\s+result\s+last_attempt_at\s+next_attempt_at$/);
    expect(ds.stdout).toContain("memory.created");
    expect(JSON.parse((await engram(["webhooks", "deliveries", id, "--json"])).stdout)[0]).toMatchObject({ event: "memory.created", test: true, status: "pending" });
    expect((await engram(["webhooks", "enable", id])).stdout).toBe(`${id}\tenabled`);
    expect((await engram(["webhooks", "delete", id])).stdout).toBe(`${id}\tdeleted`);
    expect(await engram(["webhooks", "delete", id])).toMatchObject({ code: 1, stderr: "engram: not_found: Webhook endpoint not found" });
  });

  test("bad arguments: one-line errors, non-zero exit", async () => {
    expect((await engram(["webhooks"])).code).toBe(2);
    expect((await engram(["webhooks", "create", "--url", "https://8.8.8.8/", "--events", "*"])).stderr).toContain("exactly one of --project P or --account A");
    expect((await engram(["webhooks", "create", "--events", "*", "--account", "a"])).stderr).toContain("needs --url");
    expect((await engram(["webhooks", "test"])).code).toBe(2);
    expect((await engram(["webhooks", "deliveries", "whk_x", "--limit", "x"])).code).toBe(2);
    const refused = await engram(["webhooks", "create", "--url", "https://127.0.0.1/", "--events", "*", "--account", "acc_x"]);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/^engram: invalid_request: url: .*loopback/) });
    const badEvent = await engram(["webhooks", "create", "--url", "https://8.8.8.8/", "--events", "memory.created,nope", "--account", "acc_x"]);
    expect(badEvent.stderr).toContain('events: unknown event "nope"');
  });
});
