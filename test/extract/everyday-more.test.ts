// A move told as a one-way journey ("headed to Santa Fe for good"), a language picked up along the way, and
// the speaker's own judgement ("I'd say I speak French now") read as the statement it introduces. Wishes,
// questions, errands and idioms ("for good measure") stay what they were.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { factLines } from "./read";

const NOW = "2025-03-10T10:00:00Z";
const got = (text: string) => factLines(text, NOW);

describe("a journey with no return is a move", () => {
  test.each([
    ["We packed up and headed to Santa Fe for good.", "@self lives_in Santa Fe (current)"],
    ["I went back to Ireland for good.", "@self lives_in Ireland (current)"],
    ["We left for Lisbon for good in March.", "@self lives_in Lisbon (current)"],
    ["We're heading back home to Manila for good next month.", "@self lives_in Manila (planned)"],
    ["We went to Spain to live there.", "@self lives_in Spain (current)"],
    ["I'm flying to Auckland for good on Friday.", "@self lives_in Auckland (planned)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("a wish, a question, a stay or an idiom is no move", () => {
    expect(got("I'd love to go to Rome for good.")).toEqual([]);
    expect(got("Are you going back to Ireland for good?")).toEqual([]);
    expect(got("I went to Paris for good measure.")).toEqual(["@self visited Paris (current)"]);
    expect(got("I went to Paris to stay with friends.")).toEqual(["@self visited Paris (current)"]);
    expect(got("We went to Ibiza to live it up.")).toEqual(["@self visited Ibiza (current)"]);
  });
});

describe("a language picked up is spoken", () => {
  test.each([
    ["I picked up some Swahili while volunteering.", "Swahili"],
    ["I've picked up a bit of Portuguese.", "Portuguese"],
    ["We picked up basic Thai on our trip.", "Thai"],
    ["I picked up a little Japanese from anime.", "Japanese"],
    ["Picked up some Greek on Crete last summer.", "Greek"],
  ])("%s → speaks %s", (text, lang) => {
    expect(got(text)).toEqual([`@self speaks ${lang} (current)`]);
  });

  test("wanting to, never having, and picking up things or people are no language spoken", () => {
    for (const text of ["I want to pick up some Spanish.", "I never picked up any German.", "I'm hoping to pick up Korean next year.", "I picked up my sister from the airport."]) expect(got(text)).toEqual([]);
    expect(got("I picked up a Kindle.")).toEqual(["@self owns Kindle (current)"]);
  });
});

describe("'I'd say' before a statement is the speaker's own judgement", () => {
  test.each([
    ["I passed my B2 French exam, so I'd say I speak French now.", "@self speaks French (current)"],
    ["I'd say I'm fluent in German.", "@self speaks German (current)"],
    ["I would say we live in Leeds these days.", "@self lives_in Leeds (current)"],
    ["I'd say my favourite colour is green.", "@self favorite green (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toContain(fact);
  });

  test("advice, conditions and bare answers are no statement", () => {
    for (const text of ["I'd say you should move to Rome.", "If I lived in Rome I'd say I speak Italian.", "I'd say yes."]) expect(got(text)).toEqual([]);
  });
});

describe("the time spent somewhere, then leaving: the place is what was left", () => {
  test.each([
    ["After ten years at Lincoln High I retired.", "Lincoln High"],
    ["After 12 years at Boeing, I finally retired.", "Boeing"],
    ["After five years at Acme I quit.", "Acme"],
    ["After two years with Hooli, I left.", "Hooli"],
    ["So after a decade at Initech we moved on last month.", "Initech"],
    ["After nearly thirty years teaching at Westfield Academy I retired in June.", "Westfield Academy"],
  ])("%s → works_at %s (past)", (text, org) => {
    expect(got(text)).toEqual([`@self works_at ${org} (past)`]);
  });

  test("retiring from a named employer ends the line of work too", () => {
    const endings = (text: string) => (extractRules({ text, now: NOW }).endings ?? []).flatMap((e) => e.predicates ?? []);
    expect(endings("I retired from Boeing last month.").join(" ")).toContain("job_title");
    expect(endings("After ten years at Lincoln High I retired.").join(" ")).toContain("job_title");
    expect(endings("I quit Acme.").join(" ")).not.toContain("job_title");
  });

  test("a leaving only thought of, someone else's, or a change of role is no ending", () => {
    expect(got("After ten years at Lincoln High I'm thinking of retiring.")).toEqual([]);
    expect(got("After two years with Hooli, my sister left.")).toEqual([]);
    expect(got("After ten years at Lincoln High I became head of science.")).toEqual(["@self job_title head of science (current)"]);
  });
});
