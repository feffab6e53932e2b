// Time said without a date ("soon", "right now", "this weekend") and where the speaker is while talking:
// the time words stay out of the value, a stay under way is a visit that holds now, a plan's weekend is
// the coming Saturday. Near misses (questions, wishes, other people, one's own home) must stay silent.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { factLines } from "./read";

const NOW = "2025-03-10T10:00:00Z"; // a Monday
const got = (text: string, now = NOW) => factLines(text, now);
const dated = (text: string, now = NOW) => extractRules({ text, now }).facts.map((f) => `${f.predicate} ${f.object} (${f.tense}) ${f.valid_from}`);

describe("vague future words are times, never part of the value", () => {
  test.each([
    ["I'll graduate from Duke soon.", "@self graduated_from Duke (planned)"],
    ["We're moving to Austin soon.", "@self lives_in Austin (planned)"],
    ["I'm going to start at Globex soon.", "@self works_at Globex (planned)"],
    ["I'm moving to Denver shortly.", "@self lives_in Denver (planned)"],
    ["I start at Initech in a bit.", "@self works_at Initech (planned)"],
    ["I'm joining Hooli any day now.", "@self works_at Hooli (planned)"],
    ["We'll be relocating to Perth before long.", "@self lives_in Perth (planned)"],
    ["I'm visiting Rome soon.", "@self visited Rome (planned)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("'as soon as' and 'shortly after' are no time of their own", () => {
    expect(got("As soon as I moved to Oslo I loved it.").join(" ")).not.toContain("soon");
    expect(got("Shortly after I moved to Leeds I met Sam.").join(" ")).not.toContain("planned");
  });
});

describe("a stay under way is a visit that holds now", () => {
  test.each([
    ["I'm visiting Rome right now.", "Rome"],
    ["We're currently visiting Kyoto.", "Kyoto"],
    ["I'm touring Scotland at the moment.", "Scotland"],
    ["Currently on vacation in Cancun!", "Cancun"],
    ["On holiday in Crete this week!", "Crete"],
    ["In Lisbon for a conference.", "Lisbon"],
    ["In London visiting my sister.", "London"],
    ["Writing this from a cafe in Prague.", "Prague"],
    ["I'm writing this from my hotel room in Oslo.", "Oslo"],
    ["Sitting in a cafe in Vienna right now.", "Vienna"],
    ["I'm at my parents' place in Leeds for the week.", "Leeds"],
    ["I'm at my sister's house in Galway.", "Galway"],
    ["I'm staying with my aunt in Dublin this week.", "Dublin"],
    ["Hello from Lisbon!", "Lisbon"],
    ["Greetings from sunny Crete.", "Crete"],
  ])("%s → visited %s (current)", (text, place) => {
    expect(got(text)).toEqual([`@self visited ${place} (current)`]);
  });

  test("a stay that is over stays a visit; one ahead is planned", () => {
    expect(got("I was at a pub in Dublin last night.")).toEqual(["@self visited Dublin (current)"]);
    expect(got("I'll be at my parents' place in Leeds next week.")).toEqual(["@self visited Leeds (planned)"]);
    expect(got("I'm visiting Rome next week.")).toEqual(["@self visited Rome (planned)"]);
    // With no time ahead, a stay in the present progressive is under way (the README's "in Chicago this week").
    expect(got("I'm visiting Rome.")).toEqual(["@self visited Rome (current)"]);
    expect(got("I'm going to Rome.")).toEqual(["@self visited Rome (planned)"]);
    expect(dated("I'm visiting Rome today.")).toEqual(["visited Rome (current) 2025-03-10"]);
  });

  test("one's own home, work, other people, questions and wishes are no visit of the speaker's", () => {
    for (const text of [
      "I'm at my place in Leeds.",
      "I'm writing this from home.",
      "I'm writing a book.",
      "I'm sitting in traffic.",
      "Are you at a cafe in Prague?",
      "If I were at a cafe in Paris I'd be happy.",
      "I wish I were on vacation in Cancun right now.",
      "Are you visiting Rome right now?",
      "Hi from the office.",
    ]) expect(got(text)).toEqual([]);
    expect(got("I work at a cafe in Prague.").join(" ")).not.toContain("visited");
    expect(got("My brother is at a hotel in Rome.")).toEqual(["brother visited Rome (current)"]);
  });
});

describe("a plan for the weekend starts on the coming Saturday", () => {
  test.each([
    ["I'm visiting my sister in Boston this weekend.", "visited Boston (planned) 2025-03-15"],
    ["We're heading to Napa over the weekend.", "visited Napa (planned) 2025-03-15"],
    ["I'm flying to Denver on the weekend.", "visited Denver (planned) 2025-03-15"],
    ["I'm going to Bath this coming weekend.", "visited Bath (planned) 2025-03-15"],
    ["I have a dentist appointment this weekend.", "has_event dentist appointment (planned) 2025-03-15"],
  ])("%s (said on a Monday)", (text, fact) => {
    expect(dated(text)).toEqual([fact]);
  });

  test("said at the weekend, a stay that weekend is under way; 'this coming weekend' is the next one", () => {
    for (const now of ["2025-03-15T10:00:00Z", "2025-03-16T10:00:00Z"]) {
      expect(got("I'm visiting my sister in Boston this weekend.", now)).toEqual(["@self visited Boston (current)"]);
      expect(got("We're in Whitby over the weekend.", now)).toEqual(["@self visited Whitby (current)"]);
      expect(dated("I'm going to Bath this coming weekend.", now)).toEqual(["visited Bath (planned) 2025-03-22"]);
    }
  });

  test("the weekend gone, a weekend habit and a weekend wished for are no plan", () => {
    expect(got("I visited Rome over the weekend.")).toEqual(["@self visited Rome (current)"]);
    expect(dated("I play golf on the weekend.")).toEqual(["likes golf (current) null"]);
    expect(got("I'd love to go to Paris this weekend.")).toEqual([]);
    expect(got("Should I visit Boston this weekend?")).toEqual([]);
    expect(got("My sister is visiting Boston this weekend.")).toEqual(["sister visited Boston (planned)"]);
  });
});

describe("a stay in the present progressive with no time ahead is under way", () => {
  test.each([
    ["I'm visiting my parents in Ohio.", "Ohio"],
    ["We're visiting Kyoto.", "Kyoto"],
    ["I'm travelling around Vietnam.", "Vietnam"],
    ["Visiting Oslo this week.", "Oslo"],
    ["I'm spending a week in Bali.", "Bali"],
  ])("%s → visited %s (current)", (text, place) => {
    expect(got(text)).toEqual([`@self visited ${place} (current)`]);
  });
  test("with a time ahead, or going somewhere, it is a plan", () => {
    expect(got("I'm visiting my parents in Ohio next month.")).toEqual(["@self visited Ohio (planned)"]);
    expect(got("We're spending a week in Bali in August.")).toEqual(["@self visited Bali (planned)"]);
    expect(got("I'm going to Tokyo for work.")).toEqual(["@self visited Tokyo (planned)"]);
  });
});
