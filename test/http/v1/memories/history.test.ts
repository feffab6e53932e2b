import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp } from "../../../helpers/app";

const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());

describe("GET /v1/memories/{memory_id}/history", () => {
  test("created, edited and deleted entries, oldest first; still answers after deletion", async () => {
    const m = (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: "I live in Rome" } })).body;
    await t.json("PATCH", `/v1/memories/${m.id}`, { key: a.api_key, body: { content: "I live in Milan" } });
    await t.json("DELETE", `/v1/memories/${m.id}`, { key: a.api_key });
    const { status, body } = await t.json("GET", `/v1/memories/${m.id}/history`, { key: a.api_key });
    expect(status).toBe(200);
    expect(body.memory_id).toBe(m.id);
    expect(body.entries.map((e: { event: string }) => e.event)).toEqual(["created", "edited", "deleted"]);
    expect(body.entries[0]).toMatchObject({ actor: "rest", old_content: null, new_content: "I live in Rome", fact_ids: [] });
    expect(body.entries[1]).toMatchObject({ old_content: "I live in Rome", new_content: "I live in Milan" });
    expect(body.entries[0].at <= body.entries[1].at && body.entries[1].at <= body.entries[2].at).toBe(true);
  });

  test("404 for an unknown id and for another project's memory", async () => {
    const m = (await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: "secret" } })).body;
    expect((await t.json("GET", `/v1/memories/${m.id}/history`, { key: b.api_key })).status).toBe(404);
    expect((await t.json("GET", "/v1/memories/mem_00000000-0000-7000-8000-000000000000/history", { key: a.api_key })).body).toEqual({
      code: "not_found",
      message: "Memory not found",
    });
  });
});
