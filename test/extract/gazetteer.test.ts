import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { isPlace } from "../../src/extract/rules/lexicon";

const NOW = "2024-01-01T00:00:00Z";
const got = (text: string) => extractRules({ text, now: NOW }).facts.map((f) => `${f.subject} ${f.predicate} ${f.object} (${f.tense})`);

describe("gazetteer: towns the hand list never named", () => {
  test("towns from the generated list are places; towns that are words or first names only in a place slot", () => {
    expect(isPlace("lubbock")).toBe(true);
    expect(isPlace("st. louis")).toBe(true);
    expect(isPlace("zurich") && isPlace("zürich")).toBe(true);
    for (const w of ["reading", "nice", "bath", "florence", "jackson", "victoria", "mobile", "split"]) {
      expect(isPlace(w)).toBe(false);
      expect(isPlace(w, true)).toBe(true);
    }
    // The commonest words never count, even where a place is expected.
    for (const w of ["of", "much", "university", "police", "hope"]) expect(isPlace(w, true)).toBe(false);
  });

  test("an indirect move between two towns, in any case", () => {
    expect(got("we swapped lubbock for amarillo")).toEqual(["@self lives_in amarillo (current)", "@self lives_in lubbock (past)"]);
    expect(got("We swapped Lubbock for Amarillo over the summer.")).toEqual(["@self lives_in Amarillo (current)", "@self lives_in Lubbock (past)"]);
    // Neither is a known town: fruit swapped, not a home.
    expect(got("i swapped orange for apple")).toEqual([]);
  });

  test("a bare correction naming a known town reads as a home; an ambiguous name does not", () => {
    expect(got("actually i meant lubbock")).toEqual(["@self lives_in lubbock (current)"]);
    expect(got("actually I meant jackson")).toEqual([]);
  });

  test("a word that is also a town is a place only in a place slot", () => {
    expect(got("we moved to reading")).toEqual(["@self lives_in reading (current)"]);
    expect(got("I love Reading")).toEqual(["@self likes Reading (current)"]);
    expect(got("visiting florence next week")).toEqual([]);
    expect(got("we moved to florence")).toEqual(["@self lives_in florence (current)"]);
    expect(got("my daughter florence is 6")).not.toContain("@self lives_in florence (current)");
  });

  test("a first name that is also a town stays a person", () => {
    expect(got("My friend Jackson lives in Lubbock")).toEqual(["@self has_friend Jackson (current)", "Jackson lives_in Lubbock (current)"]);
  });
});
