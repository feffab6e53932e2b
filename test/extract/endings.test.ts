// Endings and picks that name only a value ("we lost Max", "we've decided on Gdańsk instead"): the extractor
// cannot know the predicate, the pipeline reads it from the speaker's open facts. Real extractor, real store.
import { afterAll, describe, expect, test } from "bun:test";
import { ManualClock } from "../../src/domain/clock";
import { startTestApp, type TestApp } from "../helpers/app";

const clock = new ManualClock(0);
clock.set("2026-04-01T10:00:00Z");
const apps: TestApp[] = [];
afterAll(() => apps.forEach((a) => a.close()));

/** An end user of a fresh install: `say` adds a memory and waits for its extraction, `read` lists every fact. */
async function user(name: string) {
  const a = startTestApp({ clock });
  apps.push(a);
  const { api_key } = await a.signUp();
  const say = async (content: string) => {
    clock.advanceMs(60_000);
    await a.json("POST", "/v1/memories", { key: api_key, body: { content, user_id: name } });
    await a.drain();
  };
  const read = async () =>
    ((await a.json("GET", `/v1/facts?user_id=${name}&include_invalidated=true`, { key: api_key })).body.facts as { predicate: string; object: string; tense: string }[]).map((f) => `${f.predicate} ${f.object} (${f.tense})`).sort();
  return { say, read };
}

describe("endings and picks named by the value alone (rules extractor)", () => {
  test("'we lost Max' closes the pet the speaker holds by that name, and 'said goodbye to Lincoln High' the job", async () => {
    const u = await user("kim");
    await u.say("I have a golden retriever named Max.");
    await u.say("I teach at Lincoln High.");
    await u.say("We lost Max in the spring, the house feels so empty.");
    await u.say("After eight years I finally said goodbye to Lincoln High.");
    expect(await u.read()).toEqual(["has_pet Max (past)", "works_at Lincoln High (past)"]);
  });

  test("an ending that matches nothing the speaker holds stores nothing", async () => {
    const u = await user("ned");
    await u.say("I live in Leeds.");
    await u.say("We lost Max in the spring.");
    expect(await u.read()).toEqual(["lives_in Leeds (current)"]);
  });

  test("a pick that replaces a plan takes the plan's predicate ('scratch Warsaw, we've decided on Gdańsk instead')", async () => {
    const u = await user("ola");
    await u.say("We live in Kraków.");
    await u.say("We're planning to move to Warsaw next year.");
    await u.say("Scratch Warsaw, we've decided on Gdańsk instead.");
    expect(await u.read()).toEqual(["lives_in Gdańsk (planned)", "lives_in Kraków (current)", "lives_in Warsaw (past)"]);
  });
});

describe("held values ended by what happened to them (rules extractor)", () => {
  test("'sold the sailboat', 'gave up keto', 'Gareth is my ex-husband now' close what the speaker holds", async () => {
    const u = await user("pat");
    await u.say("we own a sailboat, we keep it down at the marina");
    await u.say("I'm keto.");
    await u.say("My husband Gareth and I are celebrating 10 years this month.");
    await u.say("sold the sailboat in the fall, the marina fees were brutal");
    await u.say("gave up keto after six months, I missed bread way too much");
    await u.say("Gareth is my ex-husband now, the divorce went through in the spring");
    expect(await u.read()).toEqual(["diet keto (past)", "married_to Gareth (past)", "owns sailboat (past)"]);
  });

  test("'we don't have Peaches anymore' closes the pet held by that name, not a thing owned; a name not held stores nothing", async () => {
    const u = await user("pea");
    await u.say("I have a parrot named Peaches.");
    await u.say("We don't have Peaches anymore; we gave her to my aunt.");
    expect(await u.read()).toEqual(["has_pet Peaches (past)"]);
    const v = await user("pea2");
    await v.say("I live in Leeds.");
    await v.say("We don't have Peaches anymore.");
    expect(await v.read()).toEqual(["lives_in Leeds (current)"]);
  });

  test("the same words about a value the speaker never held store nothing", async () => {
    const u = await user("quinn");
    await u.say("I live in Leeds.");
    await u.say("sold the sailboat in the fall");
    await u.say("honestly I'm over CrossFit");
    expect(await u.read()).toEqual(["lives_in Leeds (current)"]);
  });
});

describe("values replaced by the two values alone (rules extractor)", () => {
  test("'it's esomeprazole, not omeprazole' moves the medication the speaker takes; 'pastry chef, not sous chef' the title", async () => {
    const u = await user("rae");
    await u.say("I take omeprazole every morning.");
    await u.say("I'm a sous chef.");
    await u.say("I got that wrong, it's esomeprazole, not omeprazole");
    await u.say("I mean pastry chef, not sous chef - completely different job haha");
    expect(await u.read()).toEqual(["job_title pastry chef (current)", "job_title sous chef (past)", "takes_medication esomeprazole (current)", "takes_medication omeprazole (past)"]);
  });

  test("a replacement of a value nobody holds stores nothing", async () => {
    const u = await user("sol");
    await u.say("I live in Leeds.");
    await u.say("I got that wrong, it's esomeprazole, not omeprazole");
    expect(await u.read()).toEqual(["lives_in Leeds (current)"]);
  });

  test("an ending keyed on the predicate closes the one open value ('we broke up', 'I retired'), and stores nothing when none is open", async () => {
    const u = await user("kai");
    await u.say("My girlfriend Mara and I go to pottery together.");
    await u.say("I work at Aviva.");
    await u.say("I had to explain to the class that we broke up on Sunday.");
    await u.say("I retired last month.");
    expect(await u.read()).toEqual(["partner Mara (past)", "works_at Aviva (past)"]);
    const v = await user("lee");
    await v.say("I live in Leeds.");
    await v.say("I got laid off.");
    await v.say("We split up last week.");
    expect(await v.read()).toEqual(["lives_in Leeds (current)"]);
  });
  test("a move from a held employer to another is a job change; a move from a place is a move", async () => {
    const u = await user("ros");
    await u.say("I am the practice manager at Castle Street Surgery.");
    await u.say("I have moved from Castle Street Surgery to the Lakes Medical Practice.");
    expect((await u.read()).filter((f) => !f.startsWith("job_title"))).toEqual(["works_at Castle Street Surgery (past)", "works_at Lakes Medical Practice (current)"]);
    const v = await user("val");
    await v.say("I work at Acme and live in Leeds.");
    await v.say("We moved from Leeds to York.");
    expect([...new Set(await v.read())]).toEqual(["lives_in Leeds (past)", "lives_in York (current)", "works_at Acme (current)"]);
  });

  test("a plan called off by a name said short closes the one held name it starts; two such names close nothing", async () => {
    const u = await user("fitz");
    await u.say("In March I start at the Fitzwilliam Museum.");
    await u.say("Regrettably the Fitzwilliam post was withdrawn for want of funding.");
    expect(await u.read()).toEqual(["works_at Fitzwilliam Museum (past)"]);
  });

  test("a trip called off by its name closes the planned visit, and leaves the visits made", async () => {
    const u = await user("kyo");
    await u.say("Just back from Taipei, the night markets were unreal.");
    await u.say("We're going to Kyoto in May, any temple tips?");
    await u.say("Had to cancel Kyoto, my passport renewal didn't come through in time.");
    expect(await u.read()).toEqual(["visited Kyoto (past)", "visited Taipei (current)"]);
  });
});
