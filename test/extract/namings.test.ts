// A message that opens on a naming with nothing in it to name ("We named him Rocket.", "Her name is Luna"):
// the extractor hands the name on as a naming (no triple of its own); the pipeline gives it to the kind the
// message before told of (test/domain/facts/pipeline.test.ts).
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";

const NOW = "2025-03-10T10:00:00Z";

describe("a naming with nothing in the message to name", () => {
  test.each([
    ["We named him Rocket.", "Rocket"],
    ["Her name is Luna.", "Luna"],
    ["So we named her Ivy!", "Ivy"],
    ["His name's Bruno.", "Bruno"],
    ["Update: she's called Pip.", "Pip"],
  ])("%s → naming %s, no fact", (text, name) => {
    const e = extractRules({ text, now: NOW });
    expect(e.facts).toEqual([]);
    expect(e.namings?.map((n) => n.name)).toEqual([name]);
  });

  test("a naming after something else the message speaks of, or of what the message itself introduces, is no naming", () => {
    for (const text of ["My dad is coming over. His name is Ernesto.", "My boss called, her name is Dana.", "We got a kitten, her name is Saffi."]) {
      expect(extractRules({ text, now: NOW }).namings).toBeUndefined();
    }
    expect(extractRules({ text: "We got a kitten, her name is Saffi.", now: NOW }).facts.map((f) => `${f.predicate} ${f.object}`)).toEqual(["has_pet Saffi"]);
  });
});
