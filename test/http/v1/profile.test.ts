import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../src/domain/clock";
import { keyWithScopes, startTestApp, usage } from "../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-03-01T08:00:00Z");
const t = startTestApp({ clock });
const a = await t.signUp();
const other = await t.signUp();
afterAll(() => t.close());

async function write(body: Record<string, unknown>, key = a.api_key) {
  clock.advanceMs(1000);
  const r = await t.json("POST", "/v1/facts", { key, body });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body as { id: string; invalidated: string[] };
}
const profile = async (query: string, key = a.api_key) => t.json("GET", `/v1/profile${query}`, { key });
const ids = (body: { facts: { id: string }[] }) => body.facts.map((f) => f.id);

// End user "Dee": her own facts (subject_type self, or a subject equal to her id), facts about others,
// and facts that are not true now in every way one can be not true.
const sister = await write({ subject: "Mia", predicate: "lives in", object: "Rome", user_id: "Dee" });
const self1 = await write({ subject: "dee", subject_type: "self", predicate: "allergic to", object: "peanuts", user_id: "Dee" });
const named = await write({ subject: "  DEE ", predicate: "likes", object: "jazz", user_id: "Dee" });
const boss = await write({ subject: "Tom", predicate: "works at", object: "Initech", user_id: "Dee" });
const lisbon = await write({ subject: "dee", subject_type: "self", predicate: "lives in", object: "Lisbon", user_id: "Dee", valid_from: "2024-01-01" });
const porto = await write({ subject: "dee", subject_type: "self", predicate: "lives in", object: "Porto", user_id: "Dee", valid_from: "2026-02-01" });
const planned = await write({ subject: "dee", subject_type: "self", predicate: "starts", object: "a pottery course", user_id: "Dee", valid_from: "2026-06-01", tense: "planned" });
const past = await write({ subject: "dee", subject_type: "self", predicate: "played", object: "rugby", user_id: "Dee", tense: "past" });
const forgotten = await write({ subject: "dee", subject_type: "self", predicate: "owns", object: "a motorbike", user_id: "Dee" });
await t.json("POST", `/v1/facts/${forgotten.id}/forget`, { key: a.api_key, body: {} });
const coached = await write({ subject: "dee", subject_type: "self", predicate: "trains for", object: "a marathon", user_id: "Dee", agent_id: "coach" });
const otherUser = await write({ subject: "sam", subject_type: "self", predicate: "likes", object: "opera", user_id: "Sam" });
const otherProject = await write({ subject: "dee", subject_type: "self", predicate: "likes", object: "opera", user_id: "Dee" }, other.api_key);

describe("GET /v1/profile", () => {
  test("200: user_id, as_of null, facts in read shape, by_family, total, truncated", async () => {
    const r = await profile("?user_id=Dee");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(["as_of", "by_family", "facts", "total", "truncated", "user_id"]);
    expect(r.body.user_id).toBe("Dee");
    expect(r.body.as_of).toBeNull();
    expect(r.body.truncated).toBe(false);
    expect(r.body.total).toBe(r.body.facts.length);
    const listed = await t.json("GET", `/v1/facts?user_id=Dee&limit=200`, { key: a.api_key });
    // The same read shape GET /v1/facts gives, field for field.
    for (const f of r.body.facts) expect(f).toEqual(listed.body.facts.find((x: { id: string }) => x.id === f.id));
  });

  test("only facts true now: superseded, planned, past, forgotten, other users and projects left out", async () => {
    const got = ids((await profile("?user_id=Dee")).body);
    expect(got.sort()).toEqual([sister.id, self1.id, named.id, boss.id, porto.id, coached.id].sort());
    expect(porto.invalidated).toEqual([lisbon.id]);
    for (const id of [lisbon.id, planned.id, past.id, forgotten.id, otherUser.id, otherProject.id]) expect(got).not.toContain(id);
  });

  test("owned facts first (subject_type self, or the subject is the user id ignoring case and space), then most recently confirmed", async () => {
    const r = await profile("?user_id=Dee");
    // Porto's valid_from (February) is older than the other owned facts' write times (March).
    expect(ids(r.body)).toEqual([coached.id, named.id, self1.id, porto.id, boss.id, sister.id]);
    // Reconfirming an old fact moves it to the front of its bucket.
    await write({ subject: "Mia", predicate: "lives in", object: "Rome", user_id: "Dee" });
    await write({ subject: "dee", subject_type: "self", predicate: "allergic to", object: "peanuts", user_id: "Dee" });
    const again = await profile("?user_id=Dee");
    expect(ids(again.body)).toEqual([self1.id, coached.id, named.id, porto.id, sister.id, boss.id]);
    expect(again.body).toEqual((await profile("?user_id=Dee")).body);
  });

  test("current names after a rename, as GET /v1/facts shows them", async () => {
    const lena = await write({ subject: "Lena", predicate: "works at", object: "Acme", user_id: "Ren" });
    clock.advanceMs(1000);
    await t.json("POST", "/v1/memories", { key: a.api_key, body: { content: "Acme is now called Initech.", user_id: "Ren" } });
    await t.drain();
    const r = await profile("?user_id=Ren");
    const f = r.body.facts.find((x: { id: string }) => x.id === lena.id);
    expect(f.object_canonical).toBe("Initech");
    const listed = await t.json("GET", "/v1/facts?user_id=Ren", { key: a.api_key });
    for (const x of r.body.facts) expect(x).toEqual(listed.body.facts.find((y: { id: string }) => y.id === x.id));
  });

  test("agent_id narrows to one agent", async () => {
    expect(ids((await profile("?user_id=Dee&agent_id=coach")).body)).toEqual([coached.id]);
    expect((await profile("?user_id=Dee&agent_id=nobody")).body.total).toBe(0);
  });

  test("by_family groups the returned facts in order; a fact without a family is under other", async () => {
    const extra = await write({ subject: "dee", subject_type: "self", predicate: "collects", object: "stamps", user_id: "Fam" });
    const work = await write({ subject: "dee", subject_type: "self", predicate: "works at", object: "Acme", user_id: "Fam" });
    const nofam = await write({ subject: "dee", subject_type: "self", predicate: "is fond of", object: "kites", user_id: "Fam" });
    await t.sqlRun("update facts set predicate_family = null where id = ?", nofam.id);
    const r = await profile("?user_id=Fam");
    const byFam = r.body.by_family as Record<string, { id: string; predicate_family: string | null }[]>;
    expect(byFam.work!.map((f) => f.id)).toEqual([work.id]);
    expect(byFam.other!.map((f) => f.id)).toContain(nofam.id);
    expect(byFam.other!.find((f) => f.id === nofam.id)!.predicate_family).toBeNull();
    const flat = Object.values(byFam).flat().map((f) => f.id);
    expect(flat.sort()).toEqual(ids(r.body).sort());
    for (const [family, facts] of Object.entries(byFam)) {
      for (const f of facts) expect(f.predicate_family ?? "other").toBe(family);
      expect(facts.map((f) => f.id)).toEqual(ids(r.body).filter((id) => facts.some((f) => f.id === id)));
    }
    expect(ids(r.body)).toContain(extra.id);
  });

  test("as_of: the facts true at that instant, valid_from descending; echoed raw", async () => {
    const r = await profile("?user_id=Dee&as_of=2025-06-01");
    expect(r.body.as_of).toBe("2025-06-01");
    expect(ids(r.body)).toEqual([lisbon.id]);
    const later = await profile(`?user_id=Dee&as_of=${encodeURIComponent("2026-07-01T10:00:00+02:00")}`);
    expect(later.body.as_of).toBe("2026-07-01T10:00:00+02:00");
    const got = ids(later.body);
    expect(got).toContain(planned.id);
    expect(got).not.toContain(lisbon.id);
    // Owned first, then valid_from descending: the pottery course (June) before Porto (February).
    expect(got.indexOf(planned.id)).toBeLessThan(got.indexOf(porto.id));
    const owned = later.body.facts.filter((f: { subject_type: string; subject: string }) => f.subject_type === "self" || f.subject.trim().toLowerCase() === "dee");
    expect(later.body.facts.slice(0, owned.length)).toEqual(owned);
    const from = owned.map((f: { valid_from: string }) => f.valid_from);
    expect(from).toEqual([...from].sort().reverse());
    expect((await profile("?user_id=Dee&as_of=2020-01-01")).body).toEqual({ user_id: "Dee", as_of: "2020-01-01", facts: [], by_family: {}, total: 0, truncated: false });
  });

  test("at most 200 facts; total counts them all and truncated says so; the owned ones still lead", async () => {
    const many = "Crowd";
    const owned: string[] = [];
    const others: string[] = [];
    for (let i = 0; i < 205; i++) {
      const f = await write({ subject: i % 50 === 0 ? "crowd" : `Person ${i}`, subject_type: i % 50 === 0 ? "self" : "person", predicate: "knows", object: `friend number ${i}`, user_id: many });
      (i % 50 === 0 ? owned : others).push(f.id);
    }
    const r = await profile(`?user_id=${many}`);
    expect(r.body.total).toBe(205);
    expect(r.body.facts).toHaveLength(200);
    expect(r.body.truncated).toBe(true);
    expect(ids(r.body).slice(0, owned.length)).toEqual([...owned].reverse());
    expect(Object.values(r.body.by_family as Record<string, unknown[]>).flat()).toHaveLength(200);
    // The newest of the rest are kept, the oldest dropped.
    expect(ids(r.body).slice(owned.length)).toEqual([...others].reverse().slice(0, 195));
    expect(r.body).toEqual((await profile(`?user_id=${many}`)).body);
  });

  test("an unknown user: 200 with nothing", async () => {
    expect((await profile("?user_id=nobody")).body).toEqual({ user_id: "nobody", as_of: null, facts: [], by_family: {}, total: 0, truncated: false });
  });

  test("counts one query", async () => {
    const before = await usage(t, a.account_id, "queries");
    await profile("?user_id=Dee");
    expect(await usage(t, a.account_id, "queries")).toBe(before + 1);
  });

  test("422 invalid_request for a missing or empty user_id, one over 255, a non-ISO as_of", async () => {
    for (const query of ["", "?user_id=", "?agent_id=coach", `?user_id=${"u".repeat(256)}`, "?user_id=Dee&as_of=next%20week", "?user_id=Dee&as_of=2026-02-30", "?user_id=Dee&as_of="]) {
      const r = await profile(query);
      expect(r.status).toBe(422);
      expect(r.body.code).toBe("invalid_request");
    }
  });

  test("401 without a key, 403 for a key without memories:read", async () => {
    expect((await t.json("GET", "/v1/profile?user_id=Dee")).status).toBe(401);
    const wo = await keyWithScopes(t, a.project_id, ["memories:write"]);
    const r = await profile("?user_id=Dee", wo);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("forbidden");
  });
});
