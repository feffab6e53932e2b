// Everyday ways of telling a trip, a degree, a pet, a new job and a plan's day that the extractor used to
// miss, with near misses that must stay silent (hypotheticals, questions, errands, someone else's news).
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";

const NOW = "2025-03-10T10:00:00Z"; // a Monday
const got = (text: string, now = NOW) => extractRules({ text, now }).facts.map((f) => `${f.subject} ${f.predicate} ${f.object} (${f.tense})`);
const dated = (text: string, now = NOW) => extractRules({ text, now }).facts.map((f) => `${f.predicate} ${f.object} (${f.tense}) ${f.valid_from}`);

describe("everyday phrasings: trips", () => {
  test.each([
    ["Just got back from a trip to Peru.", "Peru"],
    ["We just returned from two weeks in Japan.", "Japan"],
    ["Our honeymoon was in Bali.", "Bali"],
    ["I finally made it to Machu Picchu!", "Machu Picchu"],
    ["We flew home from Tokyo on Sunday.", "Tokyo"],
    ["We got home from Kenya last night.", "Kenya"],
    ["Home from two weeks in Portugal.", "Portugal"],
    ["Back home from a long weekend in Paris.", "Paris"],
    ["Our vacation to Mexico was amazing.", "Mexico"],
    ["Our trip to Iceland was unreal.", "Iceland"],
    ["My holiday in Crete was so relaxing.", "Crete"],
    ["Our summer holiday was in Greece.", "Greece"],
    ["Our road trip to Nashville was epic.", "Nashville"],
    ["We toured Scotland in August.", "Scotland"],
    ["We've toured Italy twice.", "Italy"],
    ["We took a road trip to Utah.", "Utah"],
    ["I went on a cruise to Alaska.", "Alaska"],
    ["I was on holiday in Crete.", "Crete"],
    ["We just got home from our honeymoon in Italy.", "Italy"],
    ["I returned from Berlin on Monday.", "Berlin"],
  ])("%s → visited %s", (text, place) => {
    expect(got(text)).toEqual([`@self visited ${place} (current)`]);
  });

  test("a trip ahead is a planned visit", () => {
    expect(got("I'm going on a trip to Japan in May.")).toEqual(["@self visited Japan (planned)"]);
    expect(got("Our honeymoon will be in Bali.")).toEqual(["@self visited Bali (planned)"]);
  });

  test("errands, wishes, questions, trips called off and someone else's trip are no visit of the speaker's", () => {
    for (const text of [
      "I'd love to go back to Peru someday.",
      "Did you make it to Peru?",
      "If we make it to Rome, I'll call you.",
      "I hope we make it to Peru.",
      "I never made it to Peru.",
      "We almost made it to Rome.",
      "I made it to the gym today.",
      "I made it to the meeting on time.",
      "I made it to 40!",
      "Just got back from work.",
      "We just returned from the store.",
      "We returned from lunch.",
      "I got home from Costco.",
      "I'm home from work.",
      "I'm back home from college.",
      "I returned the shoes to Zara.",
      "We toured the factory.",
      "My trip to Paris was cancelled.",
      "Our trip to Spain was supposed to be in June.",
      "Our trip to Spain was a disaster.",
      "Our honeymoon was amazing.",
      "My flight home from Denver got delayed.",
      "We're planning a trip to Japan.",
    ]) expect([text, got(text)]).toEqual([text, []]);
    expect(got("My sister just got back from Peru.")).toEqual(["sister visited Peru (current)"]);
  });

  test("a move that arrives somewhere the message makes home stays a move", () => {
    expect(got("we made it to Santa Fe with all our stuff. now to unpack 40 boxes")).toEqual(["@self lives_in Santa Fe (current)"]);
  });
});

describe("everyday phrasings: a plan's yearless day is the next one", () => {
  test("a month, a weekday, a day of a month and the month's end, counted from when it was said", () => {
    expect(dated("I'm going to Oslo in May.")).toEqual(["visited Oslo (planned) 2025-05-01"]);
    expect(dated("I'm going to Oslo in May.", "2025-06-10T10:00:00Z")).toEqual(["visited Oslo (planned) 2026-05-01"]);
    expect(dated("I start at Globex on Friday.")).toEqual(["works_at Globex (planned) 2025-03-14"]);
    expect(dated("I start at Globex on Monday.")).toEqual(["works_at Globex (planned) 2025-03-17"]);
    expect(dated("I start at Globex on March 3rd.")).toEqual(["works_at Globex (planned) 2026-03-03"]);
    expect(dated("I start at Globex on the 3rd of March.")).toEqual(["works_at Globex (planned) 2026-03-03"]);
    expect(dated("I'm flying to Rome on the 14th.")).toEqual(["visited Rome (planned) 2025-03-14"]);
    expect(dated("We're moving to Leeds at the end of the month.")).toEqual(["lives_in Leeds (planned) 2025-03-31"]);
    expect(dated("My dentist appointment is on Friday.")).toEqual(["has_event dentist appointment (planned) 2025-03-14"]);
    expect(dated("My wedding is on June 12.")).toEqual(["has_event wedding (planned) 2025-06-12"]);
    expect(dated("My first day at Stripe is Monday.")).toEqual(["works_at Stripe (planned) 2025-03-17"]);
    expect(dated("I'll graduate from Duke in May.")).toEqual(["graduated_from Duke (planned) 2025-05-01"]);
  });

  test("the month it is now, a stated year, and anything in the past keep their own reading", () => {
    expect(dated("I'm moving to Berlin in March.")).toEqual(["lives_in Berlin (planned) null"]);
    expect(dated("I'm moving to Berlin in May 2027.")).toEqual(["lives_in Berlin (planned) 2027-05-01"]);
    expect(dated("I moved to Berlin in May.")).toEqual(["lives_in Berlin (current) null"]);
    expect(dated("I visited Rome in May.")).toEqual(["visited Rome (current) null"]);
    expect(dated("I started at Globex on Friday.")).toEqual(["works_at Globex (current) null"]);
  });
});
