import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../src/app";
import { sql } from "drizzle-orm";
import { openInstall, type Opened } from "../../src/boot";
import { loadConfig } from "../../src/config";
import type { AdminCtx } from "../../src/domain/context";
import { updateAccount } from "../../src/domain/accounts";
import { revokeKey } from "../../src/domain/keys";
import { signUp } from "../../src/domain/signup";
import { createWebhook, startWebhookWorker } from "../../src/domain/webhooks";
import { extractMemoryHandler } from "../../src/domain/jobs/extract-memory";
import { startWorker } from "../../src/domain/jobs/runner";
import { backendEnv, sharedEmbedder } from "../helpers/app";
import { testModelsDir } from "../embed/model-dir";
import { MAIN, ROOT } from "../helpers/cli";
import { startReceiver } from "../helpers/webhook-receiver";
import { callTool } from "./client";

// `engram mcp` as an assistant runs it: the real program spawned over stdio on a temp data folder, with no
// server running. The test process opens the same database beside it to set up keys and read what happened
// (the run's backend: the data folder's SQLite file, or a fresh PostgreSQL database both are given).
const dir = mkdtempSync(join(tmpdir(), "engram-mcp-stdio-"));
const database = backendEnv();
const env = { ENGRAM_DATA_DIR: dir, ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on", ENGRAM_LOG: "warn", ...database.env };
const rx = startReceiver();
let install: Opened;
let admin: AdminCtx;
let modelsDir: string;

interface Session {
  client: Client;
  stderr: () => string;
  /** Anything the client could not read as a protocol message (stdout must carry nothing else). */
  errors: unknown[];
}

async function spawnMcp(extraEnv: Record<string, string>, args: string[] = []): Promise<Session> {
  const transport = new StdioClientTransport({
    command: "bun",
    args: [MAIN, "mcp", ...args],
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ORT_DISABLE_TELEMETRY: "1", ENGRAM_MODELS_DIR: modelsDir, ...env, ...extraEnv },
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (d: Buffer) => (err += d.toString()));
  const errors: unknown[] = [];
  const client = new Client({ name: "engram-test", version: "1.0.0" });
  client.onerror = (e) => errors.push(e);
  await client.connect(transport);
  return { client, stderr: () => err, errors };
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(200);
  }
}

beforeAll(async () => {
  modelsDir = await testModelsDir();
  install = await openInstall(loadConfig({ ...env, ENGRAM_MODELS_DIR: modelsDir }), { embedder: sharedEmbedder });
  admin = { ...install.rt, actor: "dashboard", ip: null };
});
afterAll(async () => {
  rx.stop();
  await install.close();
  database.drop();
  rmSync(dir, { recursive: true, force: true });
});
const probe = <T>(query: ReturnType<typeof sql>) => install.rt.store.sql.all<T>(install.rt.db, query);

describe("engram mcp (stdio)", () => {
  test("with no server running: add, facts extracted, search and context, memory.created delivered, audit actor mcp; the rate-limit window shared with REST; revocation at once", async () => {
    const s = await signUp(install.rt, { ip: "127.0.0.1" });
    await updateAccount(admin, s.account_id, { tier: "hobby" });
    await createWebhook(admin, { url: `${rx.url}/stdio`, events: ["memory.created"], projectId: s.project_id });
    const mcp = await spawnMcp({ ENGRAM_API_KEY: s.api_key });
    try {
      expect((await mcp.client.listTools()).tools).toHaveLength(13);
      const add = await callTool(mcp.client, "add_memory", { content: "I live in Lisbon and I work at Acme Robotics.", user_id: "maya" });
      expect(add.isError).toBe(false);
      expect(add.body.status).toBe("processing");
      const id = add.body.id as string;

      // Facts come from the extraction this process runs itself.
      const facts = await until("facts", async () => {
        const r = await callTool(mcp.client, "list_facts", { user_id: "maya" });
        return r.body.total > 0 ? r.body.facts : null;
      });
      expect(facts.map((f: any) => [f.predicate, f.object]).sort()).toEqual([["lives_in", "Lisbon"], ["works_at", "Acme Robotics"]]);
      expect((await callTool(mcp.client, "get_memory", { memory_id: id })).body.status).toBe("ready");
      expect((await callTool(mcp.client, "search_memories", { query: "where does maya live", user_id: "maya" })).body.results[0].id).toBe(id);
      const context = await callTool(mcp.client, "get_context", { query: "where does maya live", user_id: "maya" });
      expect(context.body.context).toContain("Lisbon");

      // The webhook worker of this process delivers the add's memory.created.
      const got = await until("the webhook delivery", async () => rx.received.find((r) => r.path === "/stdio"), 15_000);
      expect(got.body).toEqual({ event: "memory.created", data: { id, user_id: "maya", agent_id: null }, project_id: s.project_id });

      const audit = await probe<{ actor: string; ip: string | null }>(sql`select action, actor, ip from audit_events where account_id = ${s.account_id} and action in ('write', 'read') order by ts`);
      expect(audit.length).toBeGreaterThan(3);
      expect(audit.every((a: any) => a.actor === "mcp" && a.ip === null)).toBe(true);

      // One per-minute window for REST (an app on the same database, as `engram serve` would be) and stdio.
      const app = buildApp({ rt: install.rt, adminToken: () => "unused-admin-token", readiness: () => ({ database: true, model: { ready: true, id: "-", dims: 384, error: null } }) });
      const rest = () => app.handle(new Request("http://localhost/v1/memories?limit=1", { headers: { authorization: `Bearer ${s.api_key}` } }));
      if (new Date().getUTCSeconds() > 40) await Bun.sleep((61 - new Date().getUTCSeconds()) * 1000); // one minute for the whole check
      const first = Number((await rest()).headers.get("x-ratelimit-remaining"));
      expect((await callTool(mcp.client, "list_memories")).isError).toBe(false);
      const second = await rest();
      expect(second.status).toBe(200);
      const left = Number(second.headers.get("x-ratelimit-remaining"));
      expect(left).toBe(first - 2); // the tool call between the two counted in the same window
      for (let i = 0; i < left; i++) expect((await rest()).status).toBe(200);
      const refused = await callTool(mcp.client, "list_memories");
      expect(refused.text).toStartWith("rate_limit_exceeded: Rate limit of 60 requests per minute reached");
      expect((await rest()).status).toBe(429);

      await revokeKey(admin, s.key_id);
      const revoked = await callTool(mcp.client, "get_memory", { memory_id: id });
      expect(revoked.isError).toBe(true);
      expect(revoked.text).toStartWith("invalid_key: Invalid or missing API key: no live key matches");
      expect(mcp.errors).toEqual([]);
      expect(mcp.stderr()).not.toContain("Lisbon"); // logs hold no memory text
    } finally {
      await mcp.client.close();
    }
  }, 120_000);

  test("a missing key, or a bad --key (which wins over ENGRAM_API_KEY): the process starts, lists its tools, and every call answers invalid_key", async () => {
    const good = await signUp(install.rt, { ip: "127.0.0.2" });
    const [none, bad] = await Promise.all([spawnMcp({}), spawnMcp({ ENGRAM_API_KEY: good.api_key }, ["--key", "svc_self_not_a_key"])]);
    try {
      for (const m of [none, bad]) expect((await m.client.listTools()).tools).toHaveLength(13);
      const r1 = await callTool(none.client, "add_memory", { content: "hello" });
      expect(r1.text).toStartWith("invalid_key: Invalid or missing API key: `engram mcp` was given no key; set ENGRAM_API_KEY or pass --key.");
      expect((await callTool(none.client, "list_memories")).body.code).toBe("invalid_key");
      const r2 = await callTool(bad.client, "list_memories");
      expect(r2.text).toStartWith("invalid_key: Invalid or missing API key: the Bearer token is not an API key");
      const [n] = await probe<{ n: number }>(sql`select count(*) as n from memories where account_id = ${good.account_id}`);
      expect(n!.n).toBe(0);
      expect([...none.errors, ...bad.errors]).toEqual([]);
    } finally {
      await Promise.all([none.client.close(), bad.client.close()]);
    }
  }, 120_000);

  test("beside a server's workers on the same data folder: the work is shared, each fact extracted and each webhook sent once", async () => {
    const s = await signUp(install.rt, { ip: "127.0.0.3" });
    await createWebhook(admin, { url: `${rx.url}/beside`, events: ["memory.created"], projectId: s.project_id });
    // What `engram serve` runs beside the API: the job runner and the webhook worker, polling the same tables.
    const jobs = startWorker(install.rt, { "extract-memory": extractMemoryHandler });
    const webhooks = startWebhookWorker(install.rt, { pollMs: 100 });
    const mcp = await spawnMcp({ ENGRAM_API_KEY: s.api_key });
    try {
      const ids: string[] = [];
      for (const content of ["I live in Bergen.", "I work at Fjord Labs.", "My dog is called Rex.", "I am allergic to peanuts."]) {
        ids.push((await callTool(mcp.client, "add_memory", { content, user_id: "ola" })).body.id);
      }
      const facts = await until("facts of all four", async () => {
        const r = await callTool(mcp.client, "list_facts", { user_id: "ola" });
        return new Set(r.body.facts.map((f: any) => f.source_memory_id)).size === 4 ? r.body.facts : null;
      });
      expect(facts.every((f: any) => f.observation_count === 1)).toBe(true);
      const done = await probe<{ status: string; attempts: number }>(sql`select status, attempts from jobs where kind = 'extract-memory' and account_id = ${s.account_id} order by id`);
      expect(done).toEqual(ids.map(() => ({ status: "done", attempts: 1 })));
      await until("four deliveries", async () => rx.received.filter((r) => r.path === "/beside").length >= 4, 15_000);
      await Bun.sleep(2500); // both workers have polled again since
      expect(rx.received.filter((r) => r.path === "/beside").map((r) => r.body.data.id).sort()).toEqual([...ids].sort());
    } finally {
      await mcp.client.close();
      await webhooks.stop();
      await jobs.stop();
    }
  }, 120_000);
});
