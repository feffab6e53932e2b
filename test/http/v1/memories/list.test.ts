import { afterAll, describe, expect, test } from "bun:test";
import { startTestApp, usage } from "../../../helpers/app";

const t = startTestApp();
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const ids: string[] = [];
for (const [i, scope] of [{ user_id: "u1" }, { user_id: "u1", agent_id: "x" }, { user_id: "u2", agent_id: "x", run_id: "r" }, {}].entries()) {
  ids.push((await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: `memory ${i}`, ...scope } })).body.id);
}
await t.json("POST", "/v1/memories", { key: b.api_key, body: { content: "other project", user_id: "u1" } });
const list = (q: string) => t.json("GET", `/v1/memories${q}`, { key: a.api_key });

describe("GET /v1/memories", () => {
  test("200 {memories, total}, newest first, only this project", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.memories.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
  });

  test("filters are ANDed and only narrow", async () => {
    expect((await list("?user_id=u1")).body.total).toBe(2);
    expect((await list("?agent_id=x")).body.total).toBe(2);
    expect((await list("?user_id=u1&agent_id=x")).body.total).toBe(1);
    expect((await list("?user_id=u2&agent_id=x&run_id=r")).body.total).toBe(1);
    expect((await list("?user_id=u1&run_id=r")).body.total).toBe(0);
  });

  test("limit and offset page; total counts before paging", async () => {
    const { body } = await list("?limit=2&offset=1");
    expect(body.total).toBe(4);
    expect(body.memories.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
  });

  test("422 naming the parameter for limit out of 1-200, negative offset or a non-number", async () => {
    for (const [q, field] of [["?limit=0", "limit"], ["?limit=201", "limit"], ["?offset=-1", "offset"], ["?limit=ten", "limit"], ["?user_id=" + "u".repeat(256), "user_id"]]) {
      const { status, body } = await list(q!);
      expect(status).toBe(422);
      expect(body.message).toStartWith(field!);
    }
  });

  test("deleted memories drop out", async () => {
    await t.json("DELETE", `/v1/memories/${ids[3]}`, { key: a.api_key });
    expect((await list("")).body.total).toBe(3);
  });

  test("counts one query", async () => {
    const before = await usage(t, a.account_id, "queries");
    await list("");
    expect(await usage(t, a.account_id, "queries")).toBe(before + 1);
  });
});
