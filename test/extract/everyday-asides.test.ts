// What the speaker says about the news after it ("allergic to sesame too, great", "not shellfish, sorry"),
// that the extractor used to read as one more value (dev sequences batch 11), in words of its own, with near misses.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";

const NOW = "2025-06-18T13:00:00Z";
const got = (text: string) => extractRules({ text, now: NOW }).facts.map((f) => `${f.subject} ${f.predicate} ${f.object} (${f.tense})`);
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
