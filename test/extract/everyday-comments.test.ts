// What the speaker says about a liking or a start right after it ("curling, weirdly", "love them, best team in the
// league", "birdwatching is so relaxing, I love it", "started there Monday"), that the extractor used to read as part
// of the value (dev sequences batch 12), in words of its own, with near misses.
import { describe, expect, test } from "bun:test";
import { factLines } from "./read";

const NOW = "2025-06-18T13:00:00Z";
const got = (text: string) => factLines(text, NOW);

describe("a comment after a liking is no item of it", () => {
  test.each([
    ["I enjoy knitting, oddly enough.", ["@self likes knitting (current)"]],
    ["I like opera, surprisingly.", ["@self likes opera (current)"]],
    ["We love karaoke, believe it or not.", ["@self likes karaoke (current)"]],
    ["I like pizza, best food ever.", ["@self likes pizza (current)"]],
    ["I'm a big fan of chess, the greatest game there is.", ["@self likes chess (current)"]],
    ["I love them, best band around.", []],
    ["we like it a lot, great little place", []],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("items that only look like comments stay items", () => {
    expect(got("I like sushi, ramen and Best Buy.")).toEqual(["@self likes sushi (current)", "@self likes ramen (current)", "@self likes Best Buy (current)"]);
    expect(got("I like jazz, blues and soul.")).toEqual(["@self likes jazz (current)", "@self likes blues (current)", "@self likes soul (current)"]);
  });
});

describe("a verdict on the thing fronted before 'I love it' names the thing", () => {
  test.each([
    ["Sushi is amazing, I love it.", ["@self likes Sushi (current)"]],
    ["board games are so fun, we love them", ["@self likes board games (current)"]],
    ["pottery is really calming, I just love it", ["@self likes pottery (current)"]],
    ["Running is the worst, I hate it.", ["@self dislikes Running (current)"]],
    ["The Beatles, I love them", ["@self likes Beatles (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("a verdict with no taste after it is no liking", () => {
    expect(got("birdwatching is so relaxing, I think")).toEqual([]);
    expect(got("This weather is awful, I hate it.")).toEqual([]);
  });
});

describe("a bare weekday closing the clause is when, not part of the name", () => {
  test.each([
    ["I started at Acme Monday.", ["@self works_at Acme (current)"]],
    ["I moved to Leeds Friday.", ["@self lives_in Leeds (current)"]],
    ["Took a job at Harbor Logistics. Started there Tuesday!", ["@self works_at Harbor Logistics (current)"]],
    ["We moved to Porto Saturday, finally.", ["@self lives_in Porto (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("a weekday inside a name stays", () => {
    expect(got("I work at Monday.com.")).toEqual(["@self works_at Monday.com (current)"]);
    expect(got("I hate Mondays.")).toEqual(["@self dislikes Mondays (current)"]);
  });
});

describe("a thing fronted before a taste with its 'I' dropped", () => {
  test.each([
    ["oh and board games, love those", ["@self likes board games (current)"]],
    ["also jigsaw puzzles, love them", ["@self likes jigsaw puzzles (current)"]],
    ["and sushi, really love it.", ["@self likes sushi (current)"]],
    ["Crossword puzzles, hate them.", ["@self dislikes Crossword puzzles (current)"]],
  ])("%s", (text, facts) => {
    expect(got(text)).toEqual(facts);
  });

  test("a thanks or a person before it is no taste", () => {
    expect(got("Thanks, love it!")).toEqual([]);
    expect(got("great, love it")).toEqual([]);
    expect(got("oh and my sister, love her")).toEqual([]);
  });
});
