// Facts told in passing inside chatty messages (dev sequences batch 9): the chatter around a fact must not
// become a value of its own, and the fact itself must still be read. Variants in words of our own, with near misses.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { factLines } from "./read";

const NOW = "2025-06-10T10:00:00Z";
const got = (text: string, now = NOW) => factLines(text, now);

describe("a remark after a list of tastes is no item of it", () => {
  test.each([
    ["I'm really into board games, bought two more this week and my shelf is groaning.", ["@self likes board games (current)"]],
    ["I'm into jazz these days, went to a little club downtown last night.", ["@self likes jazz (current)"]],
    ["I love Studio Ghibli films too, rewatched Spirited Away on Sunday.", ["@self likes Studio Ghibli films (current)"]],
    ["I love crime novels, finished three last week.", ["@self likes crime novels (current)"]],
    ["I'm obsessed with ramen, ordered it twice this week.", ["@self likes ramen (current)"]],
    ["I'm obsessed with Thai food, no regrets.", ["@self likes Thai food (current)"]],
    ["I love cheese, no shame.", ["@self likes cheese (current)"]],
    ["I stopped taking sertraline in January, with my doctor's ok.", ["@self takes_medication sertraline (past)"]],
    ["I take metformin, for my blood sugar.", ["@self takes_medication metformin (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("a list of tastes still gives every item", () => {
    expect(got("I love fried chicken, pickled onions and smoked salmon.")).toEqual(["@self likes fried chicken (current)", "@self likes pickled onions (current)", "@self likes smoked salmon (current)"]);
    expect(got("I like hiking, swimming and baked goods.")).toEqual(["@self likes hiking (current)", "@self likes swimming (current)", "@self likes baked goods (current)"]);
  });
});

describe("words around a value are no part of it", () => {
  test.each([
    ["Honestly I love K-dramas more every year, it's a problem.", "@self likes K-dramas (current)"],
    ["I like tennis even more now.", "@self likes tennis (current)"],
    ["We moved to Albuquerque the week before, total chaos.", "@self lives_in Albuquerque (current)"],
    ["We moved to Leeds a month after that.", "@self lives_in Leeds (current)"],
    ["Living in Tucson in July is a choice I regret every day.", "@self lives_in Tucson (current)"],
    ["Living in Oslo is expensive but worth it.", "@self lives_in Oslo (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("a particle left dangling means no thing is held", () => {
    for (const text of ["I've got Coltrane on right now while I work.", "I've got the heating on.", "I have the radio on all day."]) {
      expect([text, got(text).filter((f) => / (?:owns|likes) /.test(f))]).toEqual([text, []]);
    }
  });
});

describe("with a company, 'with' is the employer or the bank, never a partner", () => {
  test.each([
    ["I'm still with Tidewell Health, they have a site here too.", "@self works_at Tidewell Health (current)"],
    ["I'm with Northgate Logistics now.", "@self works_at Northgate Logistics (current)"],
    ["We're with Larchfield Credit Union now.", "@self banks_with Larchfield Credit Union (current)"],
    ["I'm with Brightwater Bank these days.", "@self banks_with Brightwater Bank (current)"],
    ["I'm with Jamie now, we met in May.", "@self partner Jamie (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("closing everything at a bank ends it; at anything else it says nothing", () => {
    expect(got("We closed everything at Fenwick Mutual.")).toEqual(["@self banks_with Fenwick Mutual (past)"]);
    expect(got("I closed all my accounts at Harbour Savings.")).toEqual(["@self banks_with Harbour Savings (past)"]);
    expect(got("We closed everything at the office early.")).toEqual([]);
  });
});

describe("a pet or relative introduced by name", () => {
  test.each([
    ["This is Ferdinand, my bearded dragon, he says hi.", "@self has_pet Ferdinand (current)"],
    ["Meet Biscuit, our new puppy!", "@self has_pet Biscuit (current)"],
    ["Say hi to Mango, my parrot.", "@self has_pet Mango (current)"],
    ["Sorry for the typos, Otis (my beagle) keeps nudging my arm.", "@self has_pet Otis (current)"],
    ["This is Dana, my sister.", "@self has_sibling Dana (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("an introduction of the speaker is still a name", () => {
    expect(got("Hi, this is Dana.")).toEqual(["@self name Dana (current)"]);
    expect(got("This is Dana, my sister's friend.").filter((f) => / name /.test(f))).toEqual([]);
  });
});

describe("home named as where the speaker lives", () => {
  test.each([
    ["Bonjour from Montpellier, where I live and where it's far too hot to think.", "@self lives_in Montpellier (current)"],
    ["Greetings from Leeds, where we live now.", "@self lives_in Leeds (current)"],
    ["It's raining again in Bergen, where I live.", "@self lives_in Bergen (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("a place where the speaker only stays is no home", () => {
    expect(got("Greetings from Crete, where we're on holiday.").filter((f) => / lives_in /.test(f))).toEqual([]);
  });
});

describe("news after a lead, a colon or another actor's clause is read on its own", () => {
  test.each([
    ["Crossed the border: we live in Ljubljana now!!", "@self lives_in Ljubljana (current)"],
    ["ok last move for a while I promise: we've been living in Lyon since May.", "@self lives_in Lyon (current)"],
    ["Confession: I'm not vegetarian anymore.", "@self diet vegetarian (past)"],
    ["Allergy test results are in - turns out I'm also allergic to birch pollen.", "@self allergic_to birch pollen (current)"],
    ["The scan came back, turns out I'm allergic to latex.", "@self allergic_to latex (current)"],
    ["Busy week: I live in Derby now.", "@self lives_in Derby (current)"],
  ])("%s", (text, fact) => {
    expect(got(text)).toEqual([fact]);
  });

  test("an employer that keeps the speaker on still employs them", () => {
    expect(got("We live in Wellington now and Driftwood Media kept me on remotely.")).toEqual(["@self lives_in Wellington (current)", "@self works_at Driftwood Media (current)"]);
    expect(got("We moved to Ann Arbor - Tidewell Health let me transfer to their hospital here.")).toEqual(["@self lives_in Ann Arbor (current)", "@self works_at Tidewell Health (current)"]);
    expect(got("Cinderpeak Solar transferred me to their Idaho office, so as of this month I live in Boise.")).toEqual(["@self works_at Cinderpeak Solar (current)", "@self lives_in Boise (current)"]);
    expect(got("Kestrel Bank kept me waiting for an hour.")).toEqual([]);
  });

  test("a move again, the new home said after it", () => {
    expect(got("and we've moved again lol, Graz this time.")).toEqual(["@self lives_in Graz (current)"]);
    expect(got("and yes we moved AGAIN, Pittsburgh this time.")).toEqual(["@self lives_in Pittsburgh (current)"]);
    expect(got("We relocated again - Leeds this time.")).toEqual(["@self lives_in Leeds (current)"]);
    expect(got("We moved the sofa again, the blue one this time.").filter((f) => / lives_in /.test(f))).toEqual([]);
  });
});

describe("trips and languages told in passing", () => {
  test.each([
    ["Spent Thanksgiving in Toronto with the in-laws, flew back yesterday.", ["@self visited Toronto (current)"]],
    ["We spent a long weekend in Porto, so good.", ["@self visited Porto (current)"]],
    ["We did a ski week in Bansko in January and I have bruises.", ["@self visited Bansko (current)"]],
    ["I did a city break in Prague last spring.", ["@self visited Prague (current)"]],
    ["I do speak Japanese now after three years of classes.", ["@self speaks Japanese (current)"]],
    ["I speak French and Wolof at home, English mostly at work.", ["@self speaks French (current)", "@self speaks Wolof (current)", "@self speaks English (current)"]],
    ["We speak Tagalog at home and English everywhere else.", ["@self speaks Tagalog (current)", "@self speaks English (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("a course or a trip still ahead is no visit", () => {
    expect(got("I did a course in Python.")).toEqual([]);
    expect(got("We'll do a week in Crete in August.").filter((f) => / visited .*\(current\)/.test(f))).toEqual([]);
  });
});

describe("pets and children named in passing", () => {
  test.each([
    ["We adopted a kitten!! Her name is Saffi and she already rules the room.", ["@self has_pet Saffi (current)"]],
    ["We got a puppy! His name is Biscuit.", ["@self has_pet Biscuit (current)"]],
    ["We caved. The hamster is called Crumpet and Nell adores him.", ["@self has_pet Crumpet (current)"]],
    ["The rabbit is named Clover.", ["@self has_pet Clover (current)"]],
    ["Baby girl Wren arrived on Tuesday, 3.4kg, everyone's fine!", ["@self has_child Wren (current)"]],
    ["Twins!! Ezra and Maeve were born last night, we're over the moon.", ["@self has_child Ezra (current)", "@self has_child Maeve (current)"]],
    ["So happy, Theo was born yesterday morning!", ["@self has_child Theo (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("someone else's pet, a relative's birth or the moon is none of the speaker's", () => {
    expect(got("My sister got a cat. Her name is Mochi.").filter((f) => f.startsWith("@self"))).toEqual([]);
    expect(got("My niece Anna was born yesterday!").filter((f) => / has_child /.test(f))).toEqual([]);
    expect(got("Mozart was born in 1756.")).toEqual([]);
    expect(extractRules({ text: "We're over the moon about it.", now: NOW }).endings ?? []).toEqual([]);
  });
});

describe("a taste given up, a trip told as news, a medication by the doctor's say", () => {
  test.each([
    ["I've given up Warhammer completely - sold all my minis, I'm just not into it anymore.", ["@self likes Warhammer (past)"]],
    ["I gave up chess, I'm not into it anymore.", ["@self likes chess (past)"]],
    ["The weekend trip to Santa Fe was gorgeous, the green chile alone was worth the drive.", ["@self visited Santa Fe (current)"]],
    ["The Penang trip was the best decision of the year!", ["@self visited Penang (current)"]],
    ["Doctor also has me taking vitamin D this winter.", ["@self takes_medication vitamin D (current)"]],
    ["My GP has me on statins now.", ["@self takes_medication statins (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("a giving up with no taste ended is still an avoidance; a trip called off or unnamed is no visit", () => {
    expect(got("I gave up sugar.")).toEqual(["@self avoids sugar (current)"]);
    expect(got("The Lisbon trip was cancelled.")).toEqual([]);
    expect(got("The big trip was fun.")).toEqual([]);
    expect(got("The doctor has me running twice a week.")).toEqual([]);
  });
});
