// Everyday ways of telling a move and a home that the extractor used to miss (dev sequences batch 8), each
// family in words of its own, with near misses that must stay silent or go elsewhere.
import { describe, expect, test } from "bun:test";
import { factLines } from "./read";

const NOW = "2025-03-10T10:00:00Z";
const got = (text: string, now = NOW) => factLines(text, now);

describe("a move told with the way it went", () => {
  test.each([
    ["We moved up the coast to Portland.", "Portland"],
    ["I moved down the road to Reading.", "Reading"],
    ["After two years I moved on to Leipzig.", "Leipzig"],
    ["We moved north to Inverness.", "Inverness"],
    ["We shifted to Hyderabad in January.", "Hyderabad"],
    ["Got transferred to Calgary, so that's home now.", "Calgary"],
    ["I was relocated to Denver by my company.", "Denver"],
    ["Packed up the whole flat and moved to Glasgow.", "Glasgow"],
    ["We packed up the house and moved to Tucson.", "Tucson"],
  ])("%s → lives_in %s", (text, place) => {
    expect(got(text)).toEqual([`@self lives_in ${place} (current)`]);
  });

  test("a lead that moves on to something other than a town, a move to an employer and a shift of work are no home", () => {
    for (const text of ["I moved on to Python after a year.", "We shifted to Slack for chat.", "I got transferred to the night shift.", "I was moved on to Project Falcon."]) {
      expect([text, got(text).filter((f) => f.includes("lives_in"))]).toEqual([text, []]);
    }
    expect(got("I moved over to Ashbury Housing Trust in March.")).toEqual(["@self works_at Ashbury Housing Trust (current)"]);
    expect(got("She moved over to Kestrel Insurance last year.").filter((f) => f.includes("lives_in"))).toEqual([]);
  });
});

describe("a home said through the home itself", () => {
  test.each([
    ["Our flat's in Tampere.", "Tampere"],
    ["My apartment is in Lyon.", "Lyon"],
    ["Our house is near Leeds.", "Leeds"],
    ["Home for me is Norwich.", "Norwich"],
    ["Home for us these days is Galway.", "Galway"],
  ])("%s → lives_in %s", (text, place) => {
    expect(got(text)).toEqual([`@self lives_in ${place} (current)`]);
  });

  test("what the home is like, or someone else's home, says nothing about where", () => {
    for (const text of ["My flat is tiny.", "Our house is a mess.", "Our place is in the city centre.", "My parents' house is in Leeds.", "My flat is in a state."]) {
      expect([text, got(text)]).toEqual([text, []]);
    }
  });
});

describe("names that end in a word a value usually sheds", () => {
  test("a capital after a capital stays part of the name", () => {
    expect(got("I'm a barista at Bean There.")).toEqual(["@self job_title barista (current)", "@self works_at Bean There (current)"]);
    expect(got("I work at Right Here Records.")).toEqual(["@self works_at Right Here Records (current)"]);
    expect(got("I work at Acme now.")).toEqual(["@self works_at Acme (current)"]);
  });

  test("a subject-less 'Left X' with a capital reads the verb", () => {
    expect(got("Left Brackenridge Capital after a rough year and joined Orrin Health.")).toEqual(["@self works_at Brackenridge Capital (past)", "@self works_at Orrin Health (current)"]);
    expect(got("Left Globex last week.")).toEqual(["@self works_at Globex (past)"]);
  });

  test("how often is no part of what is liked or taken", () => {
    expect(got("I listen to podcasts constantly.")).toEqual(["@self likes podcasts (current)"]);
    expect(got("I listen to audiobooks all the time.")).toEqual(["@self likes audiobooks (current)"]);
    expect(got("I stopped taking sertraline over the summer.")).toEqual(["@self takes_medication sertraline (past)"]);
    expect(got("I stopped taking ibuprofen over the weekend.")).toEqual(["@self takes_medication ibuprofen (past)"]);
  });
});
