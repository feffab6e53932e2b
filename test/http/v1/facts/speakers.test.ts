// Issue 21 over HTTP: transcript lines imported as memories give facts about their speakers, stored in the
// end user's scope with the speaker as subject (never `self`), findable by subject and entity, and ordered
// after the end user's own facts in the profile.
import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { startTestApp } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-03-15T12:00:00Z");
const t = startTestApp({ clock });
const { api_key: key } = await t.signUp();
afterAll(() => t.close());

const turns = [
  { content: "User: I live in Oslo and I work at Acme.", timestamp: "2026-03-10T09:00:00Z" },
  { content: "Caroline: I went to a LGBTQ support group yesterday and it was so powerful.", timestamp: "2026-03-11T09:00:00Z" },
  { content: "Caroline: I moved to Lisbon last year.", timestamp: "2026-03-12T09:00:00Z" },
  { content: "Assistant: Noted! I live in the cloud, and you live in Austin.", timestamp: "2026-03-13T09:00:00Z" },
  { content: "Melanie: Keep it up! Take care of yourself. [image: a sunset over a lake]", timestamp: "2026-03-14T09:00:00Z" },
];
const r = await t.json("POST", "/v1/batch", { key, body: { memories: turns.map((x) => ({ ...x, user_id: "dee" })) } });
if (r.status !== 202) throw new Error(JSON.stringify(r.body));
await t.drain();

describe("facts from transcript lines (POST /v1/batch, then reads)", () => {
  test("a friend's facts have the friend as subject (person), dated by the turn, never the end user's", async () => {
    const f = await t.json("GET", "/v1/facts?user_id=dee&subject=Caroline", { key });
    expect(f.status).toBe(200);
    const got = f.body.facts.map((x: any) => [x.subject, x.subject_type, x.predicate, x.object]).sort();
    expect(got).toEqual([["Caroline", "person", "lives_in", "Lisbon"], ["Caroline", "person", "visited", "LGBTQ support group"]]);
    const lisbon = f.body.facts.find((x: any) => x.object === "Lisbon");
    expect(lisbon.valid_from.startsWith("2026-03-12T09:00:00")).toBe(true);
    const byEntity = await t.json("GET", "/v1/facts?user_id=dee&entity=caroline", { key });
    expect(byEntity.body.total).toBe(2);
  });
  test("the assistant's line and encouragement give nothing; no instruction is stored", async () => {
    const all = await t.json("GET", "/v1/facts?user_id=dee&include_invalidated=true", { key });
    expect(all.body.facts.map((x: any) => x.object).sort()).toEqual(["Acme", "LGBTQ support group", "Lisbon", "Oslo"]);
    const ins = await t.json("GET", "/v1/facts?user_id=dee&predicate_family=instructions", { key });
    expect(ins.body.total).toBe(0);
  });
  test("the profile holds the friend's facts with the friend as subject, after the end user's own", async () => {
    const p = await t.json("GET", "/v1/profile?user_id=dee", { key });
    expect(p.status).toBe(200);
    const rows = p.body.facts.map((x: any) => [x.subject_type === "self" ? "self" : x.subject, x.object]);
    expect(rows.slice(0, 2).map((x: any) => x[0])).toEqual(["self", "self"]);
    expect(rows.slice(2).map((x: any) => x[0])).toEqual(["Caroline", "Caroline"]);
    expect(p.body.facts.slice(2).every((x: any) => x.subject_type === "person")).toBe(true);
  });
});

describe("the speaker named in metadata (`speaker`, else `role`) when the text has no label", () => {
  const said = [
    { content: "I love helping people plan trips.", metadata: { role: "assistant" } },
    { content: "I moved to Denver last year.", metadata: { speaker: "Jake" } },
    { content: "I work at Initech.", metadata: { role: "user" } },
    { content: "Caroline: I adopted a cat.", metadata: { role: "assistant" } },
  ];
  test("an assistant's turn gives nothing, a named speaker's is theirs, the user's is the user's; a label in the text wins", async () => {
    for (const m of said) {
      clock.advanceMs(60_000);
      expect((await t.json("POST", "/v1/memories", { key, body: { ...m, user_id: "eli" } })).status).toBe(201);
    }
    await t.drain();
    const all = await t.json("GET", "/v1/facts?user_id=eli&include_invalidated=true", { key });
    const got = all.body.facts.map((x: any) => [x.subject_type === "self" ? "self" : x.subject, x.predicate, x.object]).sort();
    expect(got).toEqual([["Caroline", "has_pet", "cat"], ["Jake", "lives_in", "Denver"], ["self", "works_at", "Initech"]]);
  });
});
