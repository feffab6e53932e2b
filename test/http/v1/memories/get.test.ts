import { afterAll, describe, expect, test } from "bun:test";
import { keyWithScopes, startTestApp, usage } from "../../../helpers/app";

const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const made = (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: "I own a red bicycle", user_id: "u1" } })).body;
const notFound = { code: "not_found", message: "Memory not found" };

describe("GET /v1/memories/{memory_id}", () => {
  test("200 with the memory by its mem_ id", async () => {
    const { status, body } = await t.json("GET", `/v1/memories/${made.id}`, { key: a.api_key });
    expect(status).toBe(200);
    expect(body).toEqual(made);
  });

  test("200 by the bare UUID", async () => {
    const { status, body } = await t.json("GET", `/v1/memories/${made.id.slice(4)}`, { key: a.api_key });
    expect(status).toBe(200);
    expect(body.id).toBe(made.id);
  });

  test("404 for an unparseable id and for an unknown id", async () => {
    for (const id of ["nope", "mem_123", "fct_" + made.id.slice(4), "mem_00000000-0000-7000-8000-000000000000"]) {
      const { status, body } = await t.json("GET", `/v1/memories/${id}`, { key: a.api_key });
      expect(status).toBe(404);
      expect(body).toEqual(notFound);
    }
  });

  test("404 not_found, never 403, for a memory in another project", async () => {
    const { status, body } = await t.json("GET", `/v1/memories/${made.id}`, { key: b.api_key });
    expect(status).toBe(404);
    expect(body).toEqual(notFound);
  });

  test("a read-only key reads it", async () => {
    const ro = await keyWithScopes(t, a.project_id, ["memories:read"]);
    expect((await t.json("GET", `/v1/memories/${made.id}`, { key: ro })).status).toBe(200);
  });

  test("403 forbidden for a write-only key", async () => {
    const wo = await keyWithScopes(t, a.project_id, ["memories:write"]);
    const { status, body } = await t.json("GET", `/v1/memories/${made.id}`, { key: wo });
    expect(status).toBe(403);
    expect(body.message).toBe("API key missing required scope(s): memories:read");
  });

  test("counts one query, also when it answers 404", async () => {
    const before = await usage(t, a.account_id, "queries");
    await t.json("GET", `/v1/memories/${made.id}`, { key: a.api_key });
    await t.json("GET", "/v1/memories/mem_00000000-0000-7000-8000-000000000000", { key: a.api_key });
    expect(await usage(t, a.account_id, "queries")).toBe(before + 2);
  });
});
