// Facts from memories: a new value whose text dates it earlier ("today", "last month") than an open
// fact that was only dated by when it was said is newer news and supersedes it; an open fact whose text
// stated its start keeps the older newcomer out (lifecycle.test.ts covers direct writes).
import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../../../src/domain/clock";
import { startTestApp } from "../../../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-03-15T12:00:00Z");
const t = startTestApp({ clock });
const { api_key: key } = await t.signUp();
afterAll(() => t.close());

async function say(user: string, lines: string[]): Promise<void> {
  for (const content of lines) {
    clock.advanceMs(3_600_000);
    const r = await t.json("POST", "/v1/memories", { key, body: { content, user_id: user } });
    expect(r.status).toBe(201);
    await t.drain();
  }
}
const current = async (user: string, predicate: string) =>
  (await t.json("GET", `/v1/facts?user_id=${user}&predicate=${predicate}`, { key })).body.facts.map((f: { object: string }) => f.object);

describe("a later message with an earlier stated start", () => {
  test("'I turned 35 today!' after 'I'm 34 years old.' the same day: 35 is current", async () => {
    await say("ann", ["I'm 34 years old.", "I turned 35 today!"]);
    expect(await current("ann", "age")).toEqual(["35"]);
  });

  test("a friend's move 'last month', told after where she lives: the new city is current", async () => {
    await say("ben", ["My sister Emma lives in Rome.", "Emma: I moved to Milan last month!"]);
    expect(await current("ben", "lives_in")).toEqual(["Milan"]);
  });

  test("an open fact with a stated start keeps an earlier-dated newcomer closed at that start", async () => {
    await say("cat", ["I have lived in Paris since 2020.", "I moved to Lyon in 2018."]);
    const all = (await t.json("GET", "/v1/facts?user_id=cat&predicate=lives_in&include_invalidated=true", { key })).body.facts as { object: string; invalid_at: string | null }[];
    expect(all.find((f) => f.object === "Paris")?.invalid_at).toBeNull();
    expect(all.find((f) => f.object === "Lyon")?.invalid_at?.startsWith("2020-01-01")).toBe(true);
  });
});
