// The speaker taking up a new name, told as a habit begun ("I've started going by Kit"): a self rename,
// so a `name` fact and an alias from @self. Plans, questions, refusals and other people's names are none.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";

const NOW = "2025-03-10T10:00:00Z";
const read = (text: string) => {
  const e = extractRules({ text, now: NOW });
  return [...e.facts.map((f) => `${f.subject} ${f.predicate} ${f.object} (${f.tense})`), ...e.aliases.map((a) => `alias ${a.from} -> ${a.to}`)];
};

describe("a new name taken up", () => {
  test.each([
    ["I've started going by Kit, so please call me that from now on.", "Kit"],
    ["I started going by Jo last year.", "Jo"],
    ["I've switched to going by my middle name, Lou.", "Lou"],
    ["I've begun using the name Ash.", "Ash"],
    ["I've taken to going by Sam at work.", "Sam"],
    ["I'm using the name Wren now.", "Wren"],
    ["I decided to go by my middle name, Mae.", "Mae"],
  ])("%s → name %s", (text, name) => {
    expect(read(text)).toEqual([`@self name ${name} (current)`, `alias @self -> ${name}`]);
  });

  test("a name thought about, refused, asked about or someone else's is no rename of the speaker", () => {
    for (const text of [
      "Should I start going by Kit?",
      "I'm thinking of going by Kit.",
      "I might start going by Kit.",
      "I'm not going to start going by Kit.",
      "I never started going by Kit.",
      "If I started going by Kit, would you remember?",
    ]) expect(read(text)).toEqual([]);
    expect(read("My sister has started going by Bea.").join(" ")).not.toContain("@self name");
  });
});
