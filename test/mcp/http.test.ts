import { afterAll, describe, expect, test } from "bun:test";
import { startWebhookWorker } from "../../src/domain/webhooks";
import { keyWithScopes, startTestApp } from "../helpers/app";
import { startReceiver } from "../helpers/webhook-receiver";
import { callTool, httpClient } from "./client";

const t = startTestApp({ env: { ENGRAM_WEBHOOK_ALLOW_PRIVATE: "on" } });
afterAll(() => t.close());

// Contract §10: the tool names and their hints ("read-only", "destructive", "idempotent"; none = a plain write).
const CONTRACT: [string, "read-only" | "destructive" | "idempotent" | ""][] = [
  ["add_memory", ""],
  ["search_memories", "read-only"],
  ["get_context", "read-only"],
  ["get_profile", "read-only"],
  ["list_memories", "read-only"],
  ["get_memory", "read-only"],
  ["update_memory", ""],
  ["delete_memory", "destructive"],
  ["list_facts", "read-only"],
  ["add_fact", "idempotent"],
  ["correct_fact", ""],
  ["forget_fact", "destructive"],
  ["delete_user_memories", "destructive"],
];

describe("/mcp: authentication", () => {
  test("no key, a malformed key, an unknown key: HTTP 401 invalid_key with the /v1 error body and WWW-Authenticate", async () => {
    const init = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } };
    for (const authorization of [undefined, "Basic abc", `Bearer svc_self_${"A".repeat(40)}`]) {
      const r = await t.req("POST", "/mcp", { body: init, headers: { accept: "application/json, text/event-stream", ...(authorization ? { authorization } : {}) } });
      expect(r.status).toBe(401);
      expect(r.headers.get("www-authenticate")).toBe("Bearer");
      const body = (await r.json()) as { code: string; message: string };
      expect(Object.keys(body).sort()).toEqual(["code", "message"]);
      expect(body.code).toBe("invalid_key");
      expect(body.message).toStartWith("Invalid or missing API key:");
    }
  });

  test("the SDK client cannot connect without a key", async () => {
    await expect(httpClient(t)).rejects.toThrow();
  });

  test("a revoked key stops at the next request", async () => {
    const s = await t.signUp();
    const client = await httpClient(t, s.api_key);
    expect((await callTool(client, "list_memories")).isError).toBe(false);
    expect((await t.admin("POST", `/keys/${s.key_id}/revoke`)).status).toBe(200);
    // The HTTP answer is the /v1 401, not a tool result: the request never reaches the tool server.
    await expect(client.callTool({ name: "list_memories", arguments: {} })).rejects.toThrow(/invalid_key.*no live key matches/);
    await client.close();
  });
});

describe("/mcp: tools/list", () => {
  test("the thirteen tools, to every key, with input schemas from the REST models and every hint set", async () => {
    const s = await t.signUp();
    const readOnly = await keyWithScopes(t, s.project_id, ["memories:read"]);
    const lists = [];
    for (const key of [s.api_key, readOnly]) {
      const client = await httpClient(t, key);
      lists.push((await client.listTools()).tools);
      await client.close();
    }
    expect(lists[1]).toEqual(lists[0]!);
    const tools = lists[0]!;
    expect(tools.map((x) => x.name)).toEqual(CONTRACT.map(([n]) => n));
    for (const [name, hint] of CONTRACT) {
      const tool = tools.find((x) => x.name === name)!;
      expect(tool.description!.length).toBeGreaterThan(100);
      expect(tool.annotations).toMatchObject({
        readOnlyHint: hint === "read-only",
        destructiveHint: hint === "destructive",
        idempotentHint: hint === "read-only" || hint === "idempotent",
      });
      expect(tool.inputSchema.type).toBe("object");
      expect((tool.inputSchema as any).additionalProperties).toBe(false);
      expect(tool.outputSchema?.type).toBe("object");
    }
    const schema = (name: string) => tools.find((x) => x.name === name)!.inputSchema as any;
    // Body fields under their REST names, path values as memory_id / fact_id / end_user.
    expect(Object.keys(schema("add_memory").properties)).toEqual(["content", "user_id", "agent_id", "run_id", "metadata", "timestamp"]);
    expect(schema("add_memory").required).toEqual(["content"]);
    expect(schema("add_memory").properties.user_id).toMatchObject({ type: "string", minLength: 1, maxLength: 255 });
    expect(Object.keys(schema("search_memories").properties)).toEqual(["query", "user_id", "agent_id", "run_id", "metadata", "limit", "min_score", "mode"]);
    expect(schema("search_memories").properties.mode).toMatchObject({ type: "string", enum: ["semantic", "hybrid"] });
    expect(schema("search_memories").properties.limit).toEqual({ type: "integer", minimum: 1, maximum: 50, default: 15 });
    expect(schema("get_context").required).toEqual(["query"]);
    expect(schema("get_profile").required).toEqual(["user_id"]);
    expect(schema("list_memories").properties.limit).toEqual({ type: "integer", minimum: 1, maximum: 200, default: 50 });
    expect(schema("update_memory").required).toEqual(["memory_id", "content"]);
    expect(Object.keys(schema("update_memory").properties)).toEqual(["memory_id", "content", "expected_updated_at"]);
    expect(Object.keys(schema("correct_fact").properties)).toEqual(["fact_id", "subject", "predicate", "object"]);
    expect(schema("forget_fact").required).toEqual(["fact_id"]);
    expect(schema("delete_user_memories").required).toEqual(["end_user"]);
    // A tool argument is the user_id as written: nothing in it may ask for percent-encoding.
    expect(JSON.stringify(schema("delete_user_memories"))).not.toContain("encoded as");
    expect(schema("list_facts").properties.include_invalidated).toEqual({ type: "boolean", default: false });
  });
});

describe("/mcp: each tool is its REST operation", () => {
  test("add, search, context, profile, list, get, update, facts, correct, forget, delete, erase: the REST response as JSON text and structuredContent", async () => {
    const s = await t.signUp();
    const mcp = await httpClient(t, s.api_key);
    const add = await callTool(mcp, "add_memory", { content: "I live in Lisbon and I work at Acme Robotics.", user_id: "maya", metadata: { via: "mcp" } });
    expect(add.isError).toBe(false);
    // (a copy: bun's toMatchObject writes its matchers into the object it checks)
    expect(structuredClone(add.body)).toMatchObject({ id: expect.stringMatching(/^mem_/), user_id: "maya", status: "processing", metadata: { via: "mcp" }, facts: [] });
    const id = add.body.id;
    await t.drain();

    // Reads answer exactly what REST answers.
    const rest = async (path: string) => (await t.json("GET", path, { key: s.api_key })).body;
    expect((await callTool(mcp, "get_memory", { memory_id: id })).body).toEqual(await rest(`/v1/memories/${id}`));
    expect((await callTool(mcp, "list_memories", { user_id: "maya" })).body).toEqual(await rest("/v1/memories?user_id=maya"));
    expect((await callTool(mcp, "list_facts", { user_id: "maya" })).body).toEqual(await rest("/v1/facts?user_id=maya"));
    expect((await callTool(mcp, "get_profile", { user_id: "maya" })).body).toEqual(await rest("/v1/profile?user_id=maya"));
    const found = await callTool(mcp, "search_memories", { query: "Where does Maya live?", user_id: "maya", mode: "hybrid" });
    expect(found.body.results[0].id).toBe(id);
    const context = await callTool(mcp, "get_context", { query: "where does she live", user_id: "maya" });
    expect(context.body.sources).toContain(id);
    expect(context.body.context).toContain("Lisbon");

    const facts = (await callTool(mcp, "list_facts", { user_id: "maya", predicate: "lives_in" })).body.facts;
    expect(facts.map((f: any) => f.object)).toEqual(["Lisbon"]);
    const corrected = await callTool(mcp, "correct_fact", { fact_id: facts[0].id, object: "Porto" });
    expect(corrected.body).toMatchObject({ object: "Porto", invalidated: [facts[0].id], user_id: "maya" });
    const again = await callTool(mcp, "correct_fact", { fact_id: facts[0].id, object: "Faro" });
    expect(again.isError).toBe(true);
    expect(again.text).toStartWith("fact_not_current: ");
    expect(again.body.current_fact_id).toBe(corrected.body.id);
    const forgot = await callTool(mcp, "forget_fact", { fact_id: corrected.body.id });
    expect(forgot.body).toMatchObject({ id: corrected.body.id, forgotten: true });

    const fact = await callTool(mcp, "add_fact", { subject: "Maya", predicate: "likes", object: "jazz", user_id: "maya" });
    const same = await callTool(mcp, "add_fact", { subject: "Maya", predicate: "likes", object: "jazz", user_id: "maya" });
    expect(same.body).toMatchObject({ id: fact.body.id, invalidated: [], observation_count: 2 });

    const edited = await callTool(mcp, "update_memory", { memory_id: id, content: "I live in Lisbon and I work at Tagus Labs.", expected_updated_at: add.body.created_at });
    expect(edited.body).toMatchObject({ id, content: "I live in Lisbon and I work at Tagus Labs.", status: "processing" });
    const stale = await callTool(mcp, "update_memory", { memory_id: id, content: "x", expected_updated_at: add.body.created_at });
    expect(stale.text).toStartWith("stale_write: ");

    const removed = await callTool(mcp, "delete_memory", { memory_id: id });
    expect(removed.body).toMatchObject({ id, status: "forgotten", audit_id: expect.stringMatching(/^aud_[0-9a-f]{32}$/) });
    const gone = await callTool(mcp, "delete_memory", { memory_id: id });
    expect(gone.text).toBe("not_found: Memory not found\n" + JSON.stringify({ code: "not_found", message: "Memory not found" }));

    const erased = await callTool(mcp, "delete_user_memories", { end_user: "maya" });
    expect(erased.body).toMatchObject({ user_id: "maya", erasure: "permanent", facts_deleted: expect.any(Number) });
    expect((await rest("/v1/facts?user_id=maya&include_invalidated=true")).total).toBe(0);
    await mcp.close();
  });

  test("refusals: the spec's code first, then its message, as REST words them", async () => {
    const s = await t.signUp();
    const readOnly = await keyWithScopes(t, s.project_id, ["memories:read"]);
    const ro = await httpClient(t, readOnly);
    const denied = await callTool(ro, "add_memory", { content: "hello" });
    expect(denied.isError).toBe(true);
    expect(denied.text).toStartWith("forbidden: API key missing required scope(s): memories:write");
    expect((await callTool(ro, "delete_user_memories", { end_user: "u" })).body.code).toBe("forbidden");
    expect((await callTool(ro, "list_memories")).isError).toBe(false);
    await ro.close();

    const mcp = await httpClient(t, s.api_key);
    const cases: [string, Record<string, unknown>, string, string, unknown][] = [
      ["add_memory", {}, "POST", "/v1/memories", {}],
      ["add_memory", { content: "   " }, "POST", "/v1/memories", { content: "   " }],
      ["add_memory", { content: "x", colour: "red" }, "POST", "/v1/memories", { content: "x", colour: "red" }],
      ["add_memory", { content: "x", user_id: "a/b" }, "POST", "/v1/memories", { content: "x", user_id: "a/b" }],
      ["add_memory", { content: "x", timestamp: "yesterday" }, "POST", "/v1/memories", { content: "x", timestamp: "yesterday" }],
      ["list_memories", { limit: 500 }, "GET", "/v1/memories?limit=500", undefined],
      ["get_profile", {}, "GET", "/v1/profile", undefined],
      ["list_facts", { as_of: "soon" }, "GET", "/v1/facts?as_of=soon", undefined],
      ["add_fact", { subject: "a", predicate: "b", object: "c", confidence: 2 }, "POST", "/v1/facts", { subject: "a", predicate: "b", object: "c", confidence: 2 }],
    ];
    for (const [tool, args, method, path, body] of cases) {
      const r = await callTool(mcp, tool, args);
      const want = await t.json(method, path, { key: s.api_key, body });
      expect(want.status).toBe(422);
      expect(r.isError).toBe(true);
      expect(r.text.split("\n")[0]).toBe(`invalid_request: ${want.body.message}`);
    }
    // REST words a body integer out of range "must be an integer" (Elysia's coercion union); the tool names the bound.
    expect((await callTool(mcp, "search_memories", { query: "x", limit: 51 })).text).toStartWith("invalid_request: limit: must be an integer from 1 to 50\n");
    expect((await t.json("POST", "/v1/memories/search", { key: s.api_key, body: { query: "x", limit: 51 } })).body.message).toStartWith("limit: ");
    expect((await callTool(mcp, "get_memory", { memory_id: "mem_nope" })).text).toStartWith("not_found: ");
    await expect(mcp.callTool({ name: "remember_everything", arguments: {} })).rejects.toThrow(/No such tool: remember_everything/);
    expect((await callTool(mcp, "correct_fact", { fact_id: "fct_nope", object: "x" })).text).toStartWith("not_found: ");
    expect((await callTool(mcp, "forget_fact", { fact_id: "nope" })).text).toStartWith("not_found: ");
    await mcp.close();
  });
});

describe("/mcp: audit and webhooks as REST", () => {
  test("audit events carry actor mcp and ip null; memory.created is delivered for an add_memory", async () => {
    const rx = startReceiver();
    const worker = startWebhookWorker(t.rt, { autostart: false, timeoutMs: 2000 });
    try {
      const s = await t.signUp();
      const hook = await t.admin("POST", "/webhooks", { url: `${rx.url}/hook`, events: ["memory.created"], project_id: s.project_id });
      expect(hook.status).toBe(201);
      const mcp = await httpClient(t, s.api_key);
      const add = await callTool(mcp, "add_memory", { content: "My sister Ines is a pilot.", user_id: "u7", agent_id: "helper" });
      await callTool(mcp, "search_memories", { query: "sister", user_id: "u7" });
      await mcp.close();
      await worker.runUntilIdle();
      expect(rx.received.map((r) => r.body)).toEqual([{ event: "memory.created", data: { id: add.body.id, user_id: "u7", agent_id: "helper" }, project_id: s.project_id }]);

      const audit = (await t.json("GET", "/v1/audit?user_id=u7", { key: s.api_key })).body.events;
      expect(audit.map((e: any) => [e.action, e.actor, e.ip, e.result])).toEqual([
        ["read", "mcp", null, "ok"],
        ["write", "mcp", null, "ok"],
      ]);
      expect(audit[1].target_id).toBe(add.body.id);
    } finally {
      await worker.stop();
      rx.stop();
    }
  });
});
