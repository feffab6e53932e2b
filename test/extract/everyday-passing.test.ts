// Updates told tersely or in passing, that the extractor used to miss (dev sequences batch 10): a move told
// with "here", a learner's word order, a workplace said with "now" after a job change, a rename said by
// pronoun or shouted, a pet renamed, a narrower place named after a comma, a pet's name after the day it came,
// and a correction that retracts first. Each in words of its own, with near misses.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { factLines } from "./read";

const NOW = "2025-03-10T10:00:00Z";
const got = (text: string) => factLines(text, NOW);
const renames = (text: string) => extractRules({ text, now: NOW }).aliases.map((a) => `${a.from} -> ${a.to}`);

describe("a move told with 'here', after the place is cheered on its own", () => {
  test.each([
    ["And now Vilnius! Moved here last month, still unpacking.", "@self lives_in Vilnius (current)"],
    ["Lisbon at last! We moved here last week.", "@self lives_in Lisbon (current)"],
    ["Berlin! We moved here two months ago.", "@self lives_in Berlin (current)"],
    ["now poznań!! moved here in may", "@self lives_in poznań (current)"],
    ["I live in Leeds now, moved here in May.", "@self lives_in Leeds (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("'here' with no place the speaker is in stays unknown", () => {
    expect(got("Moved here last month.")).toEqual([]);
    expect(got("I'm from Ohio. Moved here in 2010.")).toEqual(["@self from Ohio (current)"]);
    expect(got("We visited Rome. Moved here in June.")).toEqual(["@self visited Rome (current)"]);
    expect(got("Ljubljana! Moved here from Zagreb.")).toEqual(["@self from Zagreb (current)"]);
  });
});

describe("a move with the adverb or the time between the verb and where it went", () => {
  test.each([
    ["We moved already to Gdańsk, the new flat is more big.", "@self lives_in Gdańsk (current)"],
    ["I moved last month to Lyon.", "@self lives_in Lyon (current)"],
    ["We relocated finally to Tampere.", "@self lives_in Tampere (current)"],
    ["I moved in June to Bergen.", "@self lives_in Bergen (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("the time word still dates the move", () => {
    expect(extractRules({ text: "I moved last month to Lyon.", now: NOW }).facts[0]?.valid_from).toBe("2025-02-01");
  });
});

describe("a workplace said with 'now' after words of a job changing", () => {
  test.each([
    ["switched again, at Thornbury Glass now", "@self works_at Thornbury Glass (current)"],
    ["new job, at Brindle Foods now!", "@self works_at Brindle Foods (current)"],
    ["changed jobs in March, at Copperfield Tiles now.", "@self works_at Copperfield Tiles (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toContain(fact);
  });

  test("a place one is at after other news is no employer", () => {
    for (const text of ["We had dinner, at Nobu now", "Long day, at Heathrow now", "switched again, at the gym now"]) {
      expect([text, got(text).filter((f) => f.includes("works_at"))]).toEqual([text, []]);
    }
  });
});

describe("a company renamed, the new name said by pronoun or after a shouted 'again'", () => {
  test.each([
    ["lol and Orvik got renamed AGAIN, it's Halcyra Holdings now", "Orvik -> Halcyra Holdings"],
    ["Brightpath rebranded, they're Lumo now.", "Brightpath -> Lumo"],
    ["Haverline got renamed, it's Corvane Health now!", "Haverline -> Corvane Health"],
    ["Tessaly Group changed its name again - it's Orvik now", "Tessaly Group -> Orvik"],
    ["Orvik got renamed AGAIN to Halcyra", "Orvik -> Halcyra"],
  ])("%s", (text, alias) => {
    expect(renames(text)).toEqual([alias]);
  });

  test("a shouted adverb is no new name", () => {
    expect(renames("Orvik got renamed AGAIN")).toEqual([]);
    expect(renames("I work at Orvik, it's Halcyra Holdings now")).toEqual([]);
  });
});

describe("a pet renamed, however it came about", () => {
  test.each([
    ["We ended up renaming Pumpernickel to Nutmeg, it suits her better.", "Pumpernickel -> Nutmeg"],
    ["We decided to rename Biscuit to Waffles.", "Biscuit -> Waffles"],
    ["The kids renamed Fudge to Gizmo last week.", "Fudge -> Gizmo"],
    ["I've renamed Pip to Pepper.", "Pip -> Pepper"],
  ])("%s", (text, alias) => {
    expect(renames(text)).toEqual([alias]);
  });

  test("a rename wished, planned or asked about is none", () => {
    for (const text of ["We want to rename Pip to Pepper.", "We'll rename Pip to Pepper.", "We're thinking of renaming Pip to Pepper.", "Should we rename Pip to Pepper?"]) {
      expect([text, renames(text)]).toEqual([text, []]);
    }
  });
});

describe("a narrower place after a comma, said to be exact", () => {
  test.each([
    ["yeah I'm in NYC, Brooklyn specifically", "@self lives_in NYC (current)"],
    ["I live in London, Camden to be exact.", "@self lives_in London (current)"],
    ["We live in Berlin, in Kreuzberg to be precise.", "@self lives_in Berlin (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("a region after the comma stays part of the place", () => {
    expect(got("I live in Portland, Oregon.")).toEqual(["@self lives_in Portland, Oregon (current)"]);
  });
});

describe("a pet's name after the day it came", () => {
  test.each([
    ["adopted a kitten yesterday, Pistachio. Custard is NOT impressed", "@self has_pet Pistachio (current)"],
    ["We adopted a puppy last week, Rolo.", "@self has_pet Rolo (current)"],
    ["Got a rabbit on Saturday, Clover!", "@self has_pet Clover (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("an animal only seen is no pet", () => {
    expect(got("I saw a dog yesterday, Rex.")).toEqual([]);
  });
});

describe("a correction that retracts first, the right value in a cleft", () => {
  test.each([
    ["Actually not sesame, it's mustard I'm allergic to.", "@self allergic_to mustard (current)"],
    ["Not peanuts, it's cashews I'm allergic to.", "@self allergic_to cashews (current)"],
    ["Not Lisbon, it's Porto I live in.", "@self lives_in Porto (current)"],
    ["Not Spanish, it's Catalan I speak.", "@self speaks Catalan (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)[0]).toBe(fact);
  });

  test("the plain retraction still reads as before", () => {
    expect(got("Not Porto, it's Lisbon.")[0]).toBe("@self lives_in Lisbon (current)");
  });
});

// Batch 9: news told among other chatter.
describe("the job kept through other news", () => {
  test.each([
    ["Still at Larkspur Analytics though, same team, same standups.", "@self works_at Larkspur Analytics (current)"],
    ["Still with Brightwater Health, same desk, same boss.", "@self works_at Brightwater Health (current)"],
    ["Still at Marrow & Finch.", "@self works_at Marrow & Finch (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("still at a known place, or somewhere lower-case, is no job", () => {
    for (const text of ["Still at Heathrow, flight delayed.", "still at the office lol", "Still in Paris."]) {
      expect([text, got(text).filter((f) => f.includes("works_at"))]).toEqual([text, []]);
    }
  });
});

describe("a job begun or done, told with its kind of work", () => {
  test.each([
    ["Also started a part-time gig at Marrow & Finch, a little translation agency.", "@self works_at Marrow & Finch (current)"],
    ["I started a summer job at Fenwick's.", "@self works_at Fenwick's (current)"],
    ["Left Moth & Lantern last week, I'm doing junior QA at Kestrel Dynamics now!", "@self works_at Kestrel Dynamics (current)"],
    ["Doing nights at St Luke's these days.", "@self works_at St Luke's (current)"],
    ["I'm doing freelance design for Pinecone Studio.", "@self works_at Pinecone Studio (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toContain(fact);
  });

  test("doing something that is no work gives no employer", () => {
    for (const text of ["I'm doing yoga at Gymbox.", "I'm doing a course at Birkbeck.", "We're doing dinner at Nobu."]) {
      expect([text, got(text).filter((f) => f.includes("works_at"))]).toEqual([text, []]);
    }
  });
});

describe("an aside to the listener after a statement", () => {
  test.each([
    ["I'm a native Portuguese speaker, so forgive the odd weird phrasing.", "@self speaks Portuguese (current)"],
    ["I'm a native Polish speaker, so excuse my English.", "@self speaks Polish (current)"],
    ["I'm a nurse, so sorry for the late replies.", "@self job_title nurse (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });
});

describe("a trip taken, with or without its verb", () => {
  test.each([
    ["Quick trip to Kangaroo Island last weekend, sea lions everywhere!", "@self visited Kangaroo Island (current)"],
    ["Day trip to Whitby yesterday, fish and chips were elite.", "@self visited Whitby (current)"],
    ["Took a quick trip to Rottnest last weekend.", "@self visited Rottnest (current)"],
    ["Took a week off for Havana, came back yesterday with far too many photos.", "@self visited Havana (current)"],
    ["We're taking a road trip up to Skye in May.", "@self visited Skye (planned)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("a trip ahead, wished, or time off for something else is no visit", () => {
    for (const text of ["Quick trip to Bruges next weekend.", "A trip to Paris would be nice last year.", "I took a day off for the dentist.", "I'm taking a week off for my sister's wedding."]) {
      expect([text, got(text).filter((f) => f.includes("visited (current)"))]).toEqual([text, []]);
    }
  });
});
