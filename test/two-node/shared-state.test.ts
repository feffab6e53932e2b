import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { skipPg } from "../helpers/pg";
import { signUp, startTwoNodes, type Node, type TwoNodes } from "../helpers/two-nodes";

// Contract §11 / issue 25 item 3: dashboard sessions, the login lockout, the admin token and /mcp work
// whichever node a request reaches. The nodes share the database and nothing else (own data folders),
// so each of these holds only if the state is in the database.
const skip = skipPg();

const tokenFile = (node: Node) => readFileSync(join(node.dataDir, "admin-token"), "utf8").trim();

async function login(node: Node, token: string) {
  const res = await node.fetch("/dashboard/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  const body = (await res.json()) as { csrf?: string; code?: string };
  const cookie = res.headers.get("set-cookie")?.split(";")[0] ?? "";
  return { status: res.status, body, cookie, retryAfter: res.headers.get("retry-after") };
}

describe.skipIf(skip)("two nodes: state that must not live in one process", () => {
  let n: TwoNodes;
  beforeAll(async () => {
    // No ENGRAM_ADMIN_TOKEN: the install makes its own, as a real one does.
    n = await startTwoNodes({ env: { ENGRAM_EXTRACTOR: "rules" } });
  }, 120_000);
  afterAll(async () => {
    await n?.close();
  });

  test("the admin token is the install's: the same in both data folders and in the database, and A's works on B's admin API", async () => {
    const a = tokenFile(n.a);
    expect(a).toMatch(/^adm_[A-Za-z0-9]{40}$/);
    expect(tokenFile(n.b)).toBe(a);
    const [row] = await n.sql`select value from settings where key = 'admin_token'`;
    expect(row.value).toBe(a);
    const made = await n.a.fetch("/admin/v1/accounts", { method: "POST", headers: { authorization: `Bearer ${a}`, "content-type": "application/json" }, body: JSON.stringify({ name: "via-a" }) });
    expect(made.status).toBe(201);
    const listed = await n.b.fetch("/admin/v1/accounts", { headers: { authorization: `Bearer ${a}` } });
    expect(listed.status).toBe(200);
    const names = ((await listed.json()) as { accounts: { name: string | null }[] }).accounts.map((x) => x.name);
    expect(names).toContain("via-a");
    expect((await n.b.fetch("/admin/v1/accounts", { headers: { authorization: `Bearer ${a.slice(0, -1)}x` } })).status).toBe(401);
  });

  test("a dashboard session made through A works on B (reads, and writes with its CSRF token); logout through B ends it on A", async () => {
    const token = tokenFile(n.a);
    const s = await login(n.a, token);
    expect(s.status).toBe(200);
    const { cookie } = s;
    const csrf = s.body.csrf!;
    // Only a hash of the session id is stored.
    const id = cookie.split("=")[1]!;
    const rows = await n.sql`select id_sha256, csrf from dashboard_sessions`;
    expect(rows.map((r: { id_sha256: string }) => r.id_sha256)).toContain(createHash("sha256").update(id).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(id);

    const session = await n.b.fetch("/dashboard/session", { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { csrf: string }).csrf).toBe(csrf);
    expect((await n.b.fetch("/admin/v1/accounts", { headers: { cookie } })).status).toBe(200);
    const forged = await n.b.fetch("/admin/v1/accounts", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ name: "forged" }) });
    expect(forged.status).toBe(403);
    const made = await n.b.fetch("/admin/v1/accounts", { method: "POST", headers: { cookie, "x-csrf-token": csrf, "content-type": "application/json" }, body: JSON.stringify({ name: "via-b-session" }) });
    expect(made.status).toBe(201);

    const out = await n.b.fetch("/dashboard/logout", { method: "POST", headers: { cookie, "x-csrf-token": csrf } });
    expect(out.status).toBe(204);
    for (const node of [n.a, n.b]) {
      expect([node.name, (await node.fetch("/admin/v1/accounts", { headers: { cookie } })).status]).toEqual([node.name, 401]);
      expect([node.name, (await node.fetch("/dashboard/session", { headers: { cookie } })).status]).toEqual([node.name, 401]);
    }
  });

  test("/mcp through either node with a key made through A: the client's requests alternate between the nodes", async () => {
    const token = tokenFile(n.a);
    const { account_id } = await signUp(n.a);
    const projects = await n.a.fetch(`/admin/v1/accounts/${account_id}/projects`, { headers: { authorization: `Bearer ${token}` } });
    const projectId = ((await projects.json()) as { projects: { id: string }[] }).projects[0]!.id;
    const k = await n.a.fetch("/admin/v1/keys", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ project_id: projectId, scopes: ["memories:read", "memories:write"] }),
    });
    expect(k.status).toBe(201);
    const key = ((await k.json()) as { api_key: string }).api_key;

    // A round-robin load balancer in front of the two nodes: initialize lands on one, each call on the next.
    const served: string[] = [];
    let turn = 0;
    const client = new Client({ name: "engram-two-node-test", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(new URL(`${n.b.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
      fetch: (url, init) => {
        const node = [n.b, n.a][turn++ % 2]!;
        served.push(node.name);
        const u = new URL(String(url));
        return node.fetch(`${u.pathname}${u.search}`, init as RequestInit);
      },
    });
    await client.connect(transport);
    const added = (await client.callTool({ name: "add_memory", arguments: { content: "Rui keeps bees on the roof in Porto.", user_id: "rui" } })) as { isError?: boolean; structuredContent?: { id: string } };
    expect(added.isError ?? false).toBe(false);
    const found = (await client.callTool({ name: "search_memories", arguments: { query: "who keeps bees", user_id: "rui" } })) as { isError?: boolean; structuredContent?: { results: { id: string }[] } };
    expect(found.isError ?? false).toBe(false);
    expect(found.structuredContent!.results.map((r) => r.id)).toContain(added.structuredContent!.id);
    await client.close();
    expect(new Set(served)).toEqual(new Set(["a", "b"]));
  }, 30_000);

  test("a node restarted with another token in its data folder takes the install's back; a session survives the restart", async () => {
    const token = tokenFile(n.a);
    const s = await login(n.a, token);
    expect(s.status).toBe(200);
    writeFileSync(join(n.b.dataDir, "admin-token"), "adm_stale_token_from_another_install_0000\n");
    await n.b.restart();
    expect(tokenFile(n.b)).toBe(token);
    expect(n.b.log()).toContain("replaced by the install's");
    expect((await n.b.fetch("/admin/v1/accounts", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await n.b.fetch("/admin/v1/accounts", { headers: { authorization: "Bearer adm_stale_token_from_another_install_0000" } })).status).toBe(401);
    expect((await n.b.fetch("/dashboard/session", { headers: { cookie: s.cookie } })).status).toBe(200);
  }, 60_000);

  // Last: it leaves this address locked out for a moment.
  test("failed logins count across nodes: the third, through either node, locks the address out on both", async () => {
    const token = tokenFile(n.a);
    expect((await login(n.a, "adm_wrong_1")).status).toBe(401);
    expect((await login(n.b, "adm_wrong_2")).status).toBe(401);
    expect((await login(n.a, "adm_wrong_3")).status).toBe(401); // the third: a 1 s lockout starts
    const locked = await login(n.b, token);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("rate_limit_exceeded");
    expect(locked.retryAfter).toBe("1");
    const [row] = await n.sql`select count from login_failures where client = '127.0.0.1'`;
    expect(row.count).toBe(3);
    await Bun.sleep(1100);
    expect((await login(n.b, "adm_wrong_4")).status).toBe(401); // the fourth: 2 s
    expect((await login(n.a, token)).status).toBe(429);
    await Bun.sleep(2100);
    expect((await login(n.a, token)).status).toBe(200);
    expect(await n.sql`select client from login_failures`).toEqual([]);
  }, 30_000);
});
