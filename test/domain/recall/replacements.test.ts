// A memory whose stated fact was replaced since ("I live in Chicago", then Denver, then Austin) comes into
// the context block with the open fact that replaced it, never alone; a fact whose end is still ahead
// (a dated plan's) replaces nothing yet.
import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock, nowTs } from "../../../src/domain/clock";
import { replacementsOf } from "../../../src/domain/recall/facts";
import { withReplacements } from "../../../src/domain/recall/context";
import { startTestApp } from "../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-03-15T12:00:00Z");
const t = startTestApp({ clock });
const { api_key: key } = await t.signUp();
afterAll(() => t.close());

const later = () => clock.advanceMs(3_600_000);
const fact = (body: Record<string, unknown>) => t.json("POST", "/v1/facts", { key, body: { subject: "rae", subject_type: "self", user_id: "rae", ...body } });

const chicago = await t.addMemory(key, { content: "I live in Chicago, in a small flat near the lake.", user_id: "rae" });
later();
const acme = await t.addMemory(key, { content: "I work at Acme.", user_id: "rae" });
await t.drain();
later();
await fact({ predicate: "lives in", object: "Denver" });
later();
const austin = (await fact({ predicate: "lives in", object: "Austin" })).body;
later();
// Facts nearer the first query than "lives in Austin": alone, it would rank below them all.
for (const object of ["small flats", "lake views", "lakeside walks", "swimming in the lake", "flats near water", "quiet lake shores", "sailing on the lake", "small cosy rooms"]) {
  later();
  expect((await fact({ predicate: "likes", object })).status).toBe(201);
}
later();
// A dated plan gives the Acme fact a known end in the future: it is not replaced yet.
expect((await fact({ predicate: "works at", object: "Initech", tense: "planned", valid_from: "2026-09-01" })).status).toBe(201);

describe("replacements of a memory's facts", () => {
  test("followed through every replacement to the open fact; a future end replaces nothing", async () => {
    const got = await replacementsOf(t.rt.store, t.rt.db, [chicago.id, acme.id], nowTs(clock));
    expect([...got.keys()]).toEqual([chicago.id]);
    expect(got.get(chicago.id)!.map((f) => [f.id, f.object])).toEqual([[austin.id, "Austin"]]);
  });

  test("the replacing fact ranks at least as high as the memory, and the order stays by score", () => {
    const f = (id: string, score: number) => ({ id, score }) as never;
    const out = withReplacements([f("fct_a", 0.9), f("fct_b", 0.2)], [{ id: "mem_1", score: 0.6 } as never], new Map([["mem_1", [{ id: "fct_b" } as never, { id: "fct_new" } as never]]]));
    expect(out.map((x) => [x.id, x.score])).toEqual([["fct_a", 0.9], ["fct_b", 0.6], ["fct_new", 0.6]]);
  });

  test("whenever the stale memory is in a context block, the fact that replaced it is too", async () => {
    let seen = 0;
    for (const query of ["tell me about the small flat near the lake", "where does rae live", "Chicago"]) {
      for (const budget of [50, 60, 80, 100, 200, 400, 800]) {
        const r = await t.json("GET", `/v1/context?query=${encodeURIComponent(query)}&user_id=rae&token_budget=${budget}`, { key });
        expect(r.status).toBe(200);
        if (!r.body.sources.includes(chicago.id)) continue;
        seen++;
        expect(r.body.sources).toContain(austin.id);
        expect(r.body.volatile).toContain("lives in Austin");
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
