// Everyday news of a child, a pet given up, a bank changed and a job begun the same day it was accepted, that
// the extractor used to miss (dev sequences batch 8), in words of its own, with near misses.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { factLines } from "./read";

const NOW = "2025-03-10T10:00:00Z";
const got = (text: string, now = NOW) => factLines(text, now);
const ended = (text: string) => extractRules({ text, now: NOW }).endings?.map((e) => e.object) ?? [];

describe("a child or a pet named by the speaker's act of naming, or counted", () => {
  test.each([
    ["We had a baby boy last week and named him Tomasz.", "@self has_child Tomasz (current)"],
    ["We had a little girl on Sunday and called her Ada.", "@self has_child Ada (current)"],
    ["We got a kitten and called her Miso.", "@self has_pet Miso (current)"],
    ["Our third, Juniper, arrived in August!", "@self has_child Juniper (current)"],
    ["My second, Otto, was born on Tuesday.", "@self has_child Otto (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("naming that is no child or pet of the speaker's gives nothing", () => {
    for (const text of ["They named him Tomasz after his grandfather?", "Our third, Juniper, is due in August.", "If we have a boy we'll name him Leo."]) {
      expect([text, got(text).filter((f) => f.includes("has_child") || f.includes("has_pet"))]).toEqual([text, []]);
    }
  });
});

describe("something named the speaker gave up", () => {
  test.each([
    ["We gave Pickle to my cousin, we just didn't have the time for him.", "Pickle"],
    ["We had to rehome Biscuit last month.", "Biscuit"],
    ["We gave Rex away.", "Rex"],
    ["We had to give Pickle away.", "Pickle"],
    ["I closed my Harbourline account.", "Harbourline"],
  ])("%s → ends %s", (text, name) => {
    expect(ended(text)).toEqual([name]);
  });

  test("giving someone something is no ending", () => {
    for (const text of ["I gave Anna a lift.", "I gave Sam my old bike.", "I gave Dave the keys.", "I gave Anna advice.", "I closed my account."]) {
      expect([text, ended(text)]).toEqual([text, []]);
    }
  });
});

describe("a bank changed", () => {
  test.each([
    ["I closed my Harbourline account and moved everything to Penrose Credit Union.", "@self banks_with Penrose Credit Union (current)"],
    ["I switched my savings over to Monzo.", "@self banks_with Monzo (current)"],
    ["I changed banks to Nationwide.", "@self banks_with Nationwide (current)"],
    ["I moved my money to Chase.", "@self banks_with Chase (current)"],
    ["We closed our joint account with Barclays.", "@self banks_with Barclays (past)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("everything moved somewhere that is no bank is no bank", () => {
    for (const text of ["I moved everything to Dropbox.", "We moved everything to Google Drive.", "I'm moving my money to Chase?"]) {
      expect([text, got(text)]).toEqual([text, []]);
    }
  });
});

describe("an offer taken and the job begun in one message", () => {
  test("started there: the employer just named, and current", () => {
    expect(got("I accepted an offer from Northmere Insurance and started there this week.")).toEqual(["@self works_at Northmere Insurance (current)"]);
    expect(got("I took a job at Initech and started there yesterday.")).toEqual(["@self works_at Initech (current)"]);
    expect(got("I accepted the offer from Vantage Labs, started there on the 3rd.")).toEqual(["@self works_at Vantage Labs (current)"]);
  });

  test("a start still ahead, or no start at all, leaves the plan", () => {
    expect(got("I accepted an offer from Globex and start there on Monday.")).toEqual(["@self works_at Globex (planned)"]);
    expect(got("I accepted an offer from Globex and I love it there.")).toEqual(["@self works_at Globex (planned)"]);
  });
});

describe("an employer named through the role word, and a taste named as one of several", () => {
  test("a company is one name, whatever '&' or 'and' it holds", () => {
    expect(got("My employer is Brindle & Co.")).toEqual(["@self works_at Brindle & Co (current)"]);
    expect(got("My employer is Brindle and Sons.")).toEqual(["@self works_at Brindle and Sons (current)"]);
    expect(got("My employer is the Bank of England.")).toEqual(["@self works_at Bank of England (current)"]);
    expect(got("My old company is Acme.")).toEqual([]);
    expect(got("My sisters are Anna and Bea.")).toEqual(["@self has_sibling Anna (current)", "@self has_sibling Bea (current)"]);
  });

  test.each([
    ["True crime documentaries are another thing I can't get enough of.", "True crime documentaries"],
    ["Baking is something I really enjoy.", "Baking"],
    ["Board games are one thing we love.", "Board games"],
    ["Crosswords are a hobby I never get tired of.", "Crosswords"],
  ])("%s → likes %s", (text, thing) => {
    expect(got(text)).toEqual([`@self likes ${thing} (current)`]);
  });

  test("a pronoun or someone's job as the thing, or 'true' as an answer, is no taste", () => {
    for (const text of ["That is something I love.", "It is one thing I like.", "My job is something I enjoy.", "True that."]) expect([text, got(text)]).toEqual([text, []]);
    expect(got("True, I live in Leeds.")).toEqual(["@self lives_in Leeds (current)"]);
  });
});

describe("a second rename told with 'again'", () => {
  const aliases = (text: string) => extractRules({ text, now: NOW }).aliases.map((a) => `${a.from}->${a.to}`);
  test.each([
    ["And now Ridgeline has been renamed again, to Northspan.", "Ridgeline->Northspan"],
    ["Acme changed its name again, to Initech.", "Acme->Initech"],
    ["Globex got rebranded once more, as Hooli.", "Globex->Hooli"],
  ])("%s", (text, alias) => {
    expect(aliases(text)).toEqual([alias]);
  });

  test("a question about a rename states none", () => {
    expect(aliases("Has Acme been renamed again?")).toEqual([]);
    expect(aliases("Acme has been renamed again?")).toEqual([]);
  });
});
