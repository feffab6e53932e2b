// Languages the speaker speaks, told as knowing, becoming fluent, being a speaker, or a count of languages:
// only a listed language counts ("I know John", "I know some Python" say nothing of speaking).
import { describe, expect, test } from "bun:test";
import { factLines } from "./read";

const got = (text: string) => factLines(text, "2025-03-10T10:00:00Z");

describe("a language known is a language spoken", () => {
  test.each([
    ["I know some Russian too.", ["Russian"]],
    ["I know a bit of French and a bit of German.", ["French", "German"]],
    ["I finally became fluent in German!", ["German"]],
    ["I got conversational in Turkish last year.", ["Turkish"]],
    ["I'm a Hebrew speaker.", ["Hebrew"]],
    ["I am a fluent Hebrew speaker.", ["Hebrew"]],
    ["I'm fluent in three languages: English, Hindi and Marathi.", ["English", "Hindi", "Marathi"]],
    ["I grew up bilingual, English and Welsh.", ["English", "Welsh"]],
    ["We grew up bilingual in Tamil and English.", ["Tamil", "English"]],
  ])("%s", (text, langs) => {
    expect(got(text)).toEqual(langs.map((l) => `@self speaks ${l} (current)`));
  });

  test("what is not a listed language, or is not known, says nothing", () => {
    for (const text of ["I know John.", "I know some Python.", "I know Spanish and Python.", "I don't know Spanish.", "Do you know Spanish?", "I'm a public speaker."]) {
      expect(got(text)).toEqual([]);
    }
  });
});
