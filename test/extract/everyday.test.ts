// Everyday ways of telling a trip, a degree, a pet, a new job and a plan's day that the extractor used to
// miss, with near misses that must stay silent (hypotheticals, questions, errands, someone else's news).
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { factLines } from "./read";

const NOW = "2025-03-10T10:00:00Z"; // a Monday
const got = (text: string, now = NOW) => factLines(text, now);
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

describe("everyday phrasings: degrees", () => {
  test.each([
    ["I'm a Cornell grad.", "Cornell"],
    ["I'm a Cornell alum.", "Cornell"],
    ["I'm a Cornell alumna.", "Cornell"],
    ["I'm a Stanford alumnus.", "Stanford"],
    ["I'm an Oxford graduate.", "Oxford"],
    ["I'm a proud graduate of McGill.", "McGill"],
    ["I'm a graduate of Yale.", "Yale"],
    ["Officially a Rice graduate now!", "Rice"],
    ["My graduation at Duke was on Saturday.", "Duke"],
  ])("%s → graduated_from %s", (text, school) => {
    expect(got(text)).toEqual([`@self graduated_from ${school} (current)`]);
  });

  test("a graduation ahead is planned, dated when the day is named; the school named earlier in the message counts", () => {
    expect(dated("Graduation from Rice is next month.", "2025-04-10T10:00:00Z")).toEqual(["graduated_from Rice (planned) 2025-05-01"]);
    expect(dated("My graduation from Rice is in May.")).toEqual(["graduated_from Rice (planned) 2025-05-01"]);
    expect(dated("I'm doing my master's at the University of Edinburgh, I graduate in June.")).toEqual([
      "studies_at University of Edinburgh (current) null",
      "graduated_from University of Edinburgh (planned) 2025-06-01",
    ]);
  });

  test("someone else's degree is theirs; students, wishes, questions and bare words name no school", () => {
    expect(got("My brother is a Cornell grad.")).toEqual(["brother graduated_from Cornell (current)"]);
    expect(got("I'm a grad student at MIT.")).toEqual(["@self studies_at MIT (current)"]);
    for (const text of ["Are you a Cornell grad?", "I'd like to be a Harvard grad someday.", "I'm a recent grad.", "I'm a new grad looking for work.", "I will graduate soon.", "Graduation from Rice is stressful."]) {
      expect([text, got(text)]).toEqual([text, []]);
    }
  });
});

describe("everyday phrasings: a plan carried out without its value", () => {
  const realized = (text: string) => extractRules({ text, now: NOW }).realizations ?? [];
  test("graduated, moved, started the new job: the kind of fact, for the pipeline to match with the pending plan", () => {
    expect(realized("I graduated yesterday!")).toEqual([{ predicates: ["graduated_from"], raw: "graduated", valid_from: null }]);
    expect(realized("Finally graduated!").map((r) => r.predicates)).toEqual([["graduated_from"]]);
    expect(realized("I'm officially a graduate now!").map((r) => r.predicates)).toEqual([["graduated_from"]]);
    expect(realized("We finally moved!").map((r) => r.predicates)).toEqual([["lives_in"]]);
    expect(realized("We've moved.").map((r) => r.predicates)).toEqual([["lives_in"]]);
    expect(realized("Started the new job today!")).toEqual([{ predicates: ["works_at"], raw: "started the new job", valid_from: "2025-03-10" }]);
    for (const text of ["I graduated yesterday!", "We finally moved!", "Started the new job today!"]) expect(got(text)).toEqual([]);
  });

  test("a value named, a plan, a question or a negation is no realization", () => {
    for (const text of ["I graduated from Duke yesterday!", "We moved to Paris.", "I will graduate soon.", "Did you graduate?", "I never graduated.", "We haven't moved yet.", "We're moving next week."]) {
      expect([text, realized(text)]).toEqual([text, []]);
    }
  });
});

describe("everyday phrasings: pets", () => {
  test("an introduction names the pet (or the person) of the role after it", () => {
    expect(got("Meet Ziggy, our new hamster!")).toEqual(["@self has_pet Ziggy (current)"]);
    expect(got("Meet Biscuit, our new puppy.")).toEqual(["@self has_pet Biscuit (current)"]);
    expect(got("Say hi to Luna, my new kitten!")).toEqual(["@self has_pet Luna (current)"]);
    expect(got("Say hello to Noodle, my new rescue pup.")).toEqual(["@self has_pet Noodle (current)"]);
    expect(got("This is Mochi, our rescue cat.")).toEqual(["@self has_pet Mochi (current)"]);
    expect(got("Meet Pickle, our new guinea pig!")).toEqual(["@self has_pet Pickle (current)"]);
    expect(got("Meet Sarah, my sister.")).toEqual(["@self has_sibling Sarah (current)"]);
    expect(got("Meet Dave, our new manager.")).toEqual(["@self knows Dave (current)"]);
  });

  test("every name of a counted group, a fixed phrase or a colon notwithstanding", () => {
    expect(got("I've got two cats, Salt and Pepper.")).toEqual(["@self has_pet Salt (current)", "@self has_pet Pepper (current)"]);
    expect(got("We adopted two kittens, Salt and Pepper.")).toEqual(["@self has_pet Salt (current)", "@self has_pet Pepper (current)"]);
    expect(got("My cats are Salt and Pepper.")).toEqual(["@self has_pet Salt (current)", "@self has_pet Pepper (current)"]);
    expect(got("I have three cats: Tom, Jerry and Felix.")).toEqual(["@self has_pet Tom (current)", "@self has_pet Jerry (current)", "@self has_pet Felix (current)"]);
    expect(got("We have two rabbits: Bun and Bao.")).toEqual(["@self has_pet Bun (current)", "@self has_pet Bao (current)"]);
    expect(got("I have two kids: Leo and Mia.")).toEqual(["@self has_child Leo (current)", "@self has_child Mia (current)"]);
  });

  test("no role after the name, or a wish, names no pet", () => {
    for (const text of ["Meet me at the park.", "I'd love a puppy named Biscuit.", "Meet Marks and Spencer, my favourite shop."]) expect([text, got(text)]).toEqual([text, []]);
    expect(got("I love salt and pepper.")).toEqual(["@self likes salt and pepper (current)"]);
  });
});

describe("everyday phrasings: a new job", () => {
  test("hired, an offer taken, signed, joined: the job, planned when it has not begun", () => {
    expect(got("Globex hired me.")).toEqual(["@self works_at Globex (current)"]);
    expect(got("Initech hired me last week.")).toEqual(["@self works_at Initech (current)"]);
    expect(got("Globex just hired me as a designer.")).toEqual(["@self works_at Globex (current)", "@self job_title designer (current)"]);
    expect(got("Globex offered me the position and I took it.")).toEqual(["@self works_at Globex (planned)"]);
    expect(got("I got an offer from Globex and accepted it.")).toEqual(["@self works_at Globex (planned)"]);
    expect(got("I accepted Globex's offer.")).toEqual(["@self works_at Globex (planned)"]);
    expect(got("I got the job at Globex!")).toEqual(["@self works_at Globex (current)"]);
    expect(got("I've joined Globex.")).toEqual(["@self works_at Globex (current)"]);
    expect(got("First week at Globex done.")).toEqual(["@self works_at Globex (current)"]);
  });

  test("the start told after the employer takes the employer, and its day", () => {
    const said = "2024-05-06T10:00:00Z";
    expect(dated("I resigned from Acme. Globex hired me, I begin on June 3.", said)).toEqual(["works_at Acme (past) null", "works_at Globex (planned) 2024-06-03"]);
    expect(dated("I'm leaving Acme at the end of the month to join Globex.", said)).toEqual(["works_at Globex (planned) 2024-05-31"]);
    expect(dated("I accepted an offer from Globex, starting next month.", said)).toEqual(["works_at Globex (planned) 2024-06-01"]);
    expect(dated("Just signed with Globex, starting in June.", said)).toEqual(["works_at Globex (planned) 2024-06-01"]);
    expect(dated("Starting my new job at Globex on Monday.", said)).toEqual(["works_at Globex (planned) 2024-05-13"]);
  });

  test("hopes, questions, offers not taken, hiring in general and a time of day are no job", () => {
    for (const text of ["Did Globex hire you?", "Globex is hiring.", "I applied to Globex.", "I hope Globex hires me.", "If Globex offers me the job I'll take it.", "Globex offered me a job but I turned it down.", "Globex offered me the position.", "They hired me."]) {
      expect([text, got(text)]).toEqual([text, []]);
    }
    expect(got("I work at Acme and I start at 9 every day.")).toEqual(["@self works_at Acme (current)"]);
    expect(extractRules({ text: "so I'm staying and Notion is off", now: NOW }).endings?.map((e) => e.object)).toEqual(["Notion"]);
  });
});
