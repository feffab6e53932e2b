// What the speaker says about the news after it ("allergic to sesame too, great", "not shellfish, sorry"),
// that the extractor used to read as one more value (dev sequences batch 11), in words of its own, with near misses.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { factLines } from "./read";

const NOW = "2025-06-18T13:00:00Z";
const got = (text: string) => factLines(text, NOW);
const ended = (text: string) => extractRules({ text, now: NOW }).endings?.map((e) => e.object) ?? [];
const replaced = (text: string) => extractRules({ text, now: NOW }).replacements ?? [];

describe("a verdict after a list is no item of it", () => {
  test.each([
    ["I'm allergic to cats, sadly.", ["@self allergic_to cats (current)"]],
    ["Turns out I'm allergic to dust too, lucky me.", ["@self allergic_to dust (current)"]],
    ["I'm allergic to bees, fun.", ["@self allergic_to bees (current)"]],
    ["I'm allergic to nuts and dairy, awesome.", ["@self allergic_to nuts (current)", "@self allergic_to dairy (current)"]],
    ["Diagnosed with asthma too, great.", ["@self has_condition asthma (current)"]],
    ["I take metformin now, ugh.", ["@self takes_medication metformin (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("an item that only looks like a word of feeling stays an item", () => {
    expect(got("I'm allergic to latex, pollen and cats.")).toEqual(["@self allergic_to latex (current)", "@self allergic_to pollen (current)", "@self allergic_to cats (current)"]);
    expect(got("I love Paris and Nice.")).toContain("@self likes Nice (current)");
  });
});

describe("a value taken back with none in its place ends whatever holds it", () => {
  test.each([
    ["Wait, not shellfish, sorry.", "shellfish"],
    ["Oops, not peanuts, my bad.", "peanuts"],
    ["Sorry, not Lisbon.", "Lisbon"],
    ["No wait, not metformin. Sorry.", "metformin"],
  ])("%s → ends %s", (text, value) => {
    expect(ended(text)).toEqual([value]);
    expect(replaced(text)).toEqual([]);
    expect(got(text)).toEqual([]);
  });

  test("a no that takes back no value ends nothing", () => {
    for (const text of ["No, not really.", "Sorry, not today.", "No, not yet.", "Not me, sorry.", "Nope, not at all."]) {
      expect([text, ended(text), replaced(text), got(text)]).toEqual([text, [], [], []]);
    }
  });
});

describe("a plan called off by its name ends whatever the speaker holds by it", () => {
  test.each([
    ["Had to cancel Kyoto, the passport didn't come through in time.", "Kyoto"],
    ["We cancelled the Lisbon trip.", "Lisbon"],
    ["Sadly we had to call off the Crete holiday.", "Crete"],
    ["The Porto trip is off, work got crazy.", "Porto"],
    ["Our Oslo weekend got cancelled because of the strike.", "Oslo"],
    ["The Galway thing fell through.", "Galway"],
    ["I pulled out of the Brightwell job in the end.", "Brightwell"],
  ])("%s → ends %s", (text, value) => {
    expect(ended(text)).toEqual([value]);
    expect(got(text)).toEqual([]);
  });

  test("a plan asked about, supposed, someone else's, unnamed or still on ends nothing", () => {
    for (const text of ["Should we cancel the Kyoto trip?", "If we cancel Kyoto we lose the deposit.", "Mia cancelled the Rome trip.", "The trip is off.", "I cancelled the meeting.", "The Kyoto trip was amazing.", "We might have to cancel Kyoto."]) {
      expect([text, ended(text)]).toEqual([text, []]);
    }
  });

  test("a move called off stays the home not moved to", () => {
    expect(got("The Galway move fell through.")).toEqual(["@self lives_in Galway (past)"]);
  });
});

describe("a round of cuts the speaker was part of, and the commute that names the job", () => {
  test.each([
    ["Well. Corvane Freight laid off half the office this morning, me included.", "Corvane Freight"],
    ["Brightwell Studio let go of a third of the staff, including me.", "Brightwell Studio"],
    ["Acme laid off 20% of the company yesterday, myself included.", "Acme"],
    ["Pellmark cut half the team and me.", "Pellmark"],
  ])("%s → ends %s", (text, value) => {
    expect(ended(text)).toEqual([value]);
  });

  test("cuts the speaker is not said to be part of end nothing", () => {
    for (const text of ["Corvane Freight laid off half the office this morning.", "Corvane laid off half the office, not me thankfully.", "Acme laid off half the office, me included?"]) {
      expect([text, ended(text)]).toEqual([text, []]);
    }
  });

  test.each([
    ["My commute to Halcyon Freight is 50 minutes each way, please send podcast recs.", "Halcyon Freight"],
    ["My commute to Oxbow Bank takes forever.", "Oxbow Bank"],
    ["Our commute into Brindle Analytics is brutal.", "Brindle Analytics"],
  ])("%s → works at %s", (text, org) => {
    expect(got(text)).toEqual([`@self works_at ${org} (current)`]);
  });

  test("a commute to a town, an old one or one asked about names no employer", () => {
    for (const text of ["My commute to Manhattan is 50 minutes.", "My commute to London Bridge is fine.", "My old commute to Halcyon Freight was awful.", "How long is my commute to Halcyon Freight?"]) {
      expect([text, got(text)]).toEqual([text, []]);
    }
  });
});

describe("a clause with its 'I' dropped after a comma is news of its own when it would spoil the one before", () => {
  test.each([
    ["I'm not vegan anymore, started eating fish again.", ["@self diet vegan (past)"]],
    ["I'm no longer vegetarian, started eating meat again.", ["@self diet vegetarian (past)"]],
    ["Not vegan anymore, started eating fish again.", ["@self diet vegan (past)"]],
    ["now in Harlow, moved in March", ["@self lives_in Harlow (current)"]],
    ["in Tarn Valley now, moved last month", ["@self lives_in Tarn Valley (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("one that only adds to the clause before stays part of it", () => {
    expect(got("I work at Acme, started in May.")).toEqual(["@self works_at Acme (current)"]);
    expect(got("I live in Leeds, moved here in 2019.")).toEqual(["@self lives_in Leeds (current)"]);
    expect(got("I'm vegan, started last year.")).toEqual(["@self diet vegan (current)"]);
  });
});
