import { afterAll, describe, expect, test } from "bun:test";
import { formatTs, ManualClock } from "../../../../src/domain/clock";
import { keyWithScopes, startTestApp, usage } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-02-01T12:00:00Z");
const t = startTestApp({ clock });
const a = await t.signUp();
const b = await t.signUp();
afterAll(() => t.close());
const write = (body: Record<string, unknown>) => t.json("POST", "/v1/facts", { key: a.api_key, body });
const patch = (id: string, body: unknown, key = a.api_key) => t.json("PATCH", `/v1/facts/${id}`, { key, body });
const forget = (id: string, key = a.api_key, raw?: string) => t.json("POST", `/v1/facts/${id}/forget`, { key, raw });

describe("PATCH /v1/facts/{fact_id}", () => {
  test("200: a new fact, omitted fields carried over, the corrected id first in invalidated", async () => {
    const old = await write({ subject: "Kim", predicate: "works_at", object: "Acme", user_id: "kim", agent_id: "hr" });
    clock.advanceMs(5000);
    const r = await patch(old.body.id, { object: "Initech" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ subject: "Kim", predicate: "works_at", object: "Initech", user_id: "kim", agent_id: "hr", tense: "current", invalid_at: null });
    expect(r.body.id).not.toBe(old.body.id);
    expect(r.body.invalidated[0]).toBe(old.body.id);
    const all = (await t.json("GET", "/v1/facts?user_id=kim&include_invalidated=true", { key: a.api_key })).body.facts;
    const closed = all.find((f: { id: string }) => f.id === old.body.id);
    expect(closed.invalidated_by).toBe(r.body.id);
    expect(closed.invalid_at).toBe("2026-02-01T12:00:05.000000Z");
    // as_of before the correction still answers the old value
    const before = (await t.json("GET", "/v1/facts?user_id=kim&as_of=2026-02-01T12:00:01Z", { key: a.api_key })).body.facts;
    expect(before.map((f: { object: string }) => f.object)).toEqual(["Acme"]);
  });

  test("restating the open fact: 200, same id, invalidated [], still one write", async () => {
    const f = await write({ subject: "Lou", predicate: "likes", object: "chess", user_id: "lou" });
    const w = await usage(t, a.account_id, "writes");
    const r = await patch(f.body.id, { object: " Chess " });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(f.body.id);
    expect(r.body.invalidated).toEqual([]);
    expect(await usage(t, a.account_id, "writes")).toBe(w + 1);
  });

  test("409 fact_not_current with current_fact_id for a superseded fact, before the quota (free)", async () => {
    const first = await write({ subject: "Max", predicate: "lives_in", object: "Graz", user_id: "max" });
    clock.advanceMs(1000);
    const second = await write({ subject: "Max", predicate: "lives_in", object: "Linz", user_id: "max" });
    const w = await usage(t, a.account_id, "writes");
    const r = await patch(first.body.id, { object: "Wien" });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ code: "fact_not_current", message: expect.any(String), current_fact_id: second.body.id });
    expect(await usage(t, a.account_id, "writes")).toBe(w);
  });

  test("409 with current_fact_id null when nothing holds now", async () => {
    const f = await write({ subject: "Ned", predicate: "owns", object: "boat", user_id: "ned" });
    await forget(f.body.id);
    const r = await patch(f.body.id, { object: "car" });
    expect(r.status).toBe(409);
    expect(r.body.current_fact_id).toBeNull();
  });

  test("404 for malformed, unknown and other-project ids, free", async () => {
    const f = await write({ subject: "Oz", predicate: "likes", object: "tea", user_id: "oz" });
    const w = await usage(t, a.account_id, "writes");
    for (const [id, key] of [["nope", a.api_key], ["fct_00000000-0000-7000-8000-000000000000", a.api_key], [f.body.id, b.api_key]] as const) {
      const r = await patch(id, { object: "x" }, key);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("not_found");
    }
    expect(await usage(t, a.account_id, "writes")).toBe(w);
  });

  test("422 for an empty body, a blank field, an over-length field or an unknown field", async () => {
    const f = await write({ subject: "Pia", predicate: "likes", object: "jazz", user_id: "pia" });
    expect((await patch(f.body.id, {})).body.message).toStartWith("body");
    expect((await patch(f.body.id, { object: "  " })).body.message).toStartWith("object");
    expect((await patch(f.body.id, { subject: "s".repeat(201) })).body.message).toStartWith("subject");
    expect((await patch(f.body.id, { object: "x", tense: "past" })).body.message).toStartWith("tense");
  });
});

describe("POST /v1/facts/{fact_id}/forget", () => {
  test("200 {id, forgotten, invalid_at}; closed with no successor; fact.invalidated with invalidated_by null", async () => {
    const f = await write({ subject: "Quinn", predicate: "speaks", object: "Dutch", user_id: "quinn" });
    clock.advanceMs(1000);
    const r = await forget(f.body.id, a.api_key, "{}");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: f.body.id, forgotten: true, invalid_at: formatTs(clock.nowMicros()) });
    const all = (await t.json("GET", "/v1/facts?user_id=quinn&include_invalidated=true", { key: a.api_key })).body.facts;
    expect(all[0]).toMatchObject({ id: f.body.id, invalidated_by: null, tense: "past" });
    expect((await t.json("GET", "/v1/facts?user_id=quinn", { key: a.api_key })).body.total).toBe(0);
    const ev = (await t.sql<{ data: string }>("select data from outbox where type = 'fact.invalidated'")).map((x) => JSON.parse(x.data));
    expect(ev).toContainEqual({ fact_id: f.body.id, invalidated_by: null, at: r.body.invalid_at });
  });

  test("409 fact_not_current when already closed; 404 for another project; 422 for a body with fields", async () => {
    const f = await write({ subject: "Rae", predicate: "speaks", object: "Welsh", user_id: "rae" });
    await forget(f.body.id);
    expect((await forget(f.body.id)).status).toBe(409);
    const g = await write({ subject: "Rae", predicate: "speaks", object: "Irish", user_id: "rae" });
    expect((await forget(g.body.id, b.api_key)).status).toBe(404);
    const bad = await forget(g.body.id, a.api_key, '{"why":"x"}');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toStartWith("why");
  });

  test("403 for a read-only key", async () => {
    const f = await write({ subject: "Sol", predicate: "likes", object: "sun", user_id: "sol" });
    const ro = await keyWithScopes(t, a.project_id, ["memories:read"]);
    expect((await forget(f.body.id, ro)).status).toBe(403);
  });
});
