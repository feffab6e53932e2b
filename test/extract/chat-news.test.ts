// Issue 21, items 2 and 4, by behaviour: instructions said politely, as a question, as a first-person wish
// or after their reason, versus the same words as encouragement or said by a friend; and the news friends
// tell each other (trips, finds, plans, goals, what they organize, learn, finish, win), given to the
// speaker with a complete noun phrase. Extractor as the runtime builds it, behind the speaker stage.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config";
import { SELF, type ExtractInput } from "../../src/extract/types";
import { extractorFor } from "../../src/runtime/extractor";

const NOW = "2026-03-15T10:00:00Z";
const ex = extractorFor(loadConfig({ ENGRAM_EXTRACTOR: "rules", ENGRAM_LOG: "error" }));
async function triples(text: string) {
  const input: ExtractInput & { speakers: unknown } = { text, now: NOW, speakers: { user: ["u-1"], assistant: [] } };
  const out = await ex.extract(input);
  return out.facts.map((f) => `${f.subject === SELF ? "@self" : f.subject} ${f.predicate} ${f.object} (${f.tense})`);
}
const orders = async (text: string) => (await triples(text)).filter((t) => / (?:instruction|preferred_language) /.test(t));

describe("instructions in the forms people use with an assistant", () => {
  test.each([
    ["User: I'd appreciate it if you kept things short", "@self instruction keep things short (current)"],
    ["User: it'd be great if you could answer in German from now on", "@self preferred_language German (current)"],
    ["User: I'd prefer you speak Portuguese with me", "@self preferred_language Portuguese (current)"],
    ["User: btw you don't need to apologize every time", "@self instruction don't apologize every time (current)"],
    ["User: could you please not mention the weather in every reply", "@self instruction don't mention the weather in every reply (current)"],
    ["User: try not to use the word \"delve\"", "@self instruction don't use the word \"delve\" (current)"],
    ["User: Please give me the short version from now on", "@self instruction give me the short version (current)"],
    ["User: I want all replies in Dutch from now on", "@self preferred_language Dutch (current)"],
    ["User: one more thing, don't use the word \"journey\"", "@self instruction don't use the word \"journey\" (current)"],
    ["User: remember to use imperial units for me", "@self instruction use imperial units for me (current)"],
  ])("polite or indirect: %s", async (text, want) => {
    expect(await orders(text)).toEqual([want]);
  });

  test.each([
    ["User: can you answer in Spanish from now on? I'm practicing.", "@self preferred_language Spanish (current)"],
    ["User: can you switch to Portuguese? my English is not great.", "@self preferred_language Portuguese (current)"],
    ["User: can you keep your answers shorter? I read on my phone.", "@self instruction keep your answers shorter (current)"],
  ])("a standing request asked as a question: %s", async (text, want) => {
    expect(await orders(text)).toEqual([want]);
  });

  test("a one-off question is no instruction", async () => {
    for (const t of ["User: can you remind me about my mom's birthday? it's on the 5th.", "User: could you write me a poem about cats?", "User: can you recommend a good book?"]) expect(await orders(t)).toEqual([]);
  });

  test.each([
    ["User: I'd rather not talk about my ex", "@self instruction don't talk about my ex (current)"],
    ["User: I'm on a diet so I don't want any dessert suggestions", "@self instruction no dessert suggestions (current)"],
    ["User: I'm a vegetarian, I only want meatless recipes", "@self instruction only give me meatless recipes (current)"],
    ["User: I prefer not to discuss my health", "@self instruction don't discuss my health (current)"],
  ])("a first-person wish about what the assistant gives: %s", async (text, want) => {
    expect(await orders(text)).toEqual([want]);
  });

  test("a first-person wish about one's own life is no instruction", async () => {
    for (const t of ["User: I don't want kids", "User: I only want a quiet weekend", "User: I'd rather not move again", "I don't want to go back to Berlin"]) expect(await orders(t)).toEqual([]);
  });

  test.each([
    ["User: I'm lactose intolerant so no dairy in recipes", "@self instruction no dairy in recipes (current)"],
    ["User: I moved to Denver, so use Mountain time", "@self instruction use Mountain time (current)"],
    ["User: I'm allergic to nuts, flag it in any recipe", "@self instruction flag it in any recipe (current)"],
    ["User: I get anxious about flights, so when I ask about travel, suggest trains", "@self instruction when I ask about travel, suggest trains (current)"],
  ])("an order after its reason: %s", async (text, want) => {
    expect(await orders(text)).toEqual([want]);
  });

  test("advice, encouragement and requests for now after a reason are not instructions", async () => {
    for (const t of ["User: I'm so proud of you, keep it up", "User: I'm tired, give me a break", "User: I'm back from Rome, tell me what you think of my photos", "User: I hate mornings, no way I'm getting up at 6", "User: I loved Lisbon, go in spring"]) {
      expect(await orders(t)).toEqual([]);
    }
  });

  test("pairs that differ only in who is addressed: a friend's words are never instructions", async () => {
    for (const t of ["I'd appreciate it if you kept things short", "I'm on a diet so I don't want any dessert suggestions", "I moved to Denver, so use Mountain time", "can you keep your answers shorter?"]) {
      expect((await orders(`User: ${t}`)).length).toBe(1);
      expect(await orders(`Maya: ${t}`)).toEqual([]);
    }
  });
});

describe("what friends tell each other about their lives", () => {
  test.each([
    ["Melanie: Yesterday I took the kids to the museum - it was so cool!", "Melanie attended museum (current)"],
    ["Jon: Took a short trip last week to Rome to clear my mind.", "Jon visited Rome (current)"],
    ["Ana: I went on a mountaineering trip last week with some workmates.", "Ana attended mountaineering trip (current)"],
    ["Ana: I went to a poetry reading last Fri - it was really powerful.", "Ana attended poetry reading (current)"],
    ["Gina: BTW, I found a cool new fashion piece for my store.", "Gina found cool new fashion piece (current)"],
    ["Nate: I won my first video game tournament last week - so exciting!", "Nate won video game tournament (current)"],
    ["Gina: Unfortunately, I also lost my job at Door Dash this month.", "Gina lost job at Door Dash (current)"],
    ["Caroline: We're putting together a talent show for the kids next month.", "Caroline organized talent show (current)"],
    ["Jon: I'm also working on an online platform to show off the studio.", "Jon works_on online platform (current)"],
    ["Tim: I'm learning German now - tough but fun.", "Tim is_learning German (current)"],
    ["Joanna: I finally finished my first full screenplay last Friday.", "Joanna completed full screenplay (current)"],
    ["Maria: I tried my hand at surfing for the first time!", "Maria tried surfing (current)"],
    ["John: I'm teaming up with a local organization that helps kids.", "John works_with local organization (current)"],
    ["Melanie: Pottery is a huge part of my life, not just a hobby.", "Melanie likes pottery (current)"],
    ["Caroline: Painting helps me explore my identity.", "Caroline likes painting (current)"],
    ["Maria: Last week was wild - I volunteered at the homeless shelter.", "Maria volunteered_at homeless shelter (current)"],
    ["Melanie: they're good- we got another cat named Bailey too.", "Melanie has_pet Bailey (current)"],
    ["Jon: I love all dances, but contemporary is my top pick.", "Jon favorite contemporary (current)"],
    ["John: Just got back from a family road trip yesterday, it was fun!", "John attended family road trip (current)"],
    ["Maria: Last week, my grandma passed away and it's been really hard.", "Maria lost grandma (current)"],
    ["Joanna: I wrapped up my second script, and the feels have been wild.", "Joanna completed second script (current)"],
    ["Jon: Hey Gina! Still working on my biz.", "Jon works_on biz (current)"],
    ["Caroline: Lately, I've been looking into counseling as a career.", "Caroline researching counseling (current)"],
    ["Ana: Learning the piano these days.", "Ana is_learning piano (current)"],
  ])("%s", async (text, want) => {
    expect(await triples(text)).toContain(want);
  });

  test("plans and goals keep their verb and are planned", async () => {
    expect(await triples("John: I'm planning to start a community project.")).toContain("John plans start a community project (planned)");
    expect(await triples("Priya: I'm thinking about getting a cat.")).toEqual([]);
    expect(await triples("John: Yeah, my goal is to improve my shooting percentage.")).toContain("John goal improve my shooting percentage (planned)");
    expect(await triples("Tim: I'm hoping to attend a book conference next month.")).toContain("Tim plans attend a book conference (planned)");
  });

  test("coping, idioms and how life goes give nothing", async () => {
    for (const t of [
      "Maria: I'm trying to stay positive, but it's tough.",
      "Nate: I've been doing great lately!",
      "Nate: I've been having a blast.",
      "Jon: I'm gonna make my dreams come true!",
      "Ana: I lost track of time.",
      "Ana: I got a chance to rest.",
      "Ana: I found it hard to focus.",
      "Ana: We're making a difference together.",
      "Ana: I want to hear more about it!",
      "Ana: I took Max for a walk.",
      "Ana: This is my favorite part of the movie.",
      "Ana: I'm running late, sorry!",
      "John: Learning an instrument is really cool. What are you playing?",
    ]) expect(await triples(t)).toEqual([]);
  });

  test.each([
    ["Ines: I used to race mountain bikes, back in college.", "Ines does racing mountain bikes (past)"],
    ["Ines: Last month I tried my hand at a local chess tournament.", "Ines tried local chess tournament (current)"],
    ["Ines: I took this photo at a tulip festival in April.", "Ines attended tulip festival (current)"],
    ["Ines: We snapped that pic in Porto, right by the river.", "Ines visited Porto (current)"],
    ["Ines: Last Sunday I spent the afternoon at the botanical garden.", "Ines attended botanical garden (current)"],
    ["Ines: Guess what, I'm now part of the volunteer lifeguard crew!", "Ines member_of volunteer lifeguard crew (current)"],
    ["Ines: Here's a pic of the walnut bread I baked for the fair.", "Ines made walnut bread (current)"],
    ["Ines: That's why I love volunteering.", "Ines likes volunteering (current)"],
    ["Ines: My brothers have always been there for me.", "Ines values brothers (current)"],
    ["Ines: Birdwatching and long bike rides are my main hobbies.", "Ines likes Birdwatching and long bike rides (current)"],
    ["Ines: Small acts of kindness can make a huge difference.", "Ines values Small acts of kindness (current)"],
    ["Ines: Honestly, restoring old furniture is so much fun.", "Ines likes restoring old furniture (current)"],
    ["Ines: Watching the sunrise from the dunes was so peaceful.", "Ines enjoyed Watching the sunrise from the dunes (past)"],
    ["Ines: I've been wanting to visit Iceland, it looks unreal.", "Ines plans visit Iceland (planned)"],
    ["Ines: I'm more into board games and jigsaw puzzles.", "Ines likes board games and jigsaw puzzles (current)"],
    ["Ines: I wanted to tell ya we finally adopted two kittens.", "Ines adopted two kittens (current)"],
    ["Ines: Busy week - I won a really big chess tournament!", "Ines won big chess tournament (current)"],
    ["Ines: I took my tortoises to the park on Sunday.", "Ines attended park (current)"],
    ["Ines: Here's a photo of my new telescope.", "Ines owns telescope (current)"],
    ["Ines: Check out my latest linocut print!", "Ines made linocut print (current)"],
    ["Ines: I'm really focused on my pottery these days.", "Ines focuses_on pottery (current)"],
    ["Ines: Ugh, I had a little setback at the climbing gym - sprained my wrist.", "Ines experienced little setback at the climbing gym (current)"],
    ["Ines: Last week I had a long chat with a retired ferry captain.", "Ines talked_with retired ferry captain (current)"],
    ["Ines: I met some local authors yesterday.", "Ines met local authors (current)"],
    ["Ines: I submitted my short story to a magazine.", "Ines submitted short story (current)"],
    ["Ines: We played this card game I love, so that was fun.", "Ines likes card game (current)"],
    ["Ines: Last spring I helped renovate an old boathouse by the lake.", "Ines helped_with renovating an old boathouse by the lake (current)"],
    ["Ines: I've been putting in a lot of work on my community garden.", "Ines works_on community garden (current)"],
    ["Ines: I'm currently playing a fantasy card game with my cousins.", "Ines does playing a fantasy card game with my cousins (current)"],
    ["Ines: I'm feeling inspired by autumn so I'm sketching leaves.", "Ines inspired_by autumn (current)"],
    ["Ines: We've gone kayaking a few times this summer.", "Ines does kayaking (current)"],
  ])("more kinds of news, habits and views: %s", async (text, want) => {
    expect(await triples(text)).toContain(want);
  });

  test("the same shapes said to or about the listener, or about nothing, give nothing", async () => {
    for (const t of [
      "Ines: You used to race mountain bikes, right?",
      "Ines: I tried my best, honestly.",
      "Ines: I took this photo at night.",
      "Ines: I spent the afternoon at home.",
      "Ines: I'm part of the problem, honestly.",
      "Ines: Look at the progress I've made!",
      "Ines: You've always been there for me.",
      "Ines: Your help made a huge difference.",
      "Ines: Wow, that painting is awesome!",
      "Ines: Winning the race was awesome, congrats!",
      "Ines: Seeing you was amazing!",
      "Ines: Here's a pic of my family at the lake.",
      "Ines: Check out your new telescope!",
      "Ines: You had a setback, but you'll bounce back.",
      "Ines: I talked with you yesterday.",
      "Ines: I met a deadline.",
      "Ines: I've never gone kayaking.",
      "Ines: I'm playing it safe.",
      "Ines: I helped her find a new place.",
    ]) expect(await triples(t)).toEqual([]);
  });

  test("passing an exam is no loss", async () => {
    expect((await triples("Ana: My best friend passed the bar exam.")).filter((t) => / lost /.test(t))).toEqual([]);
  });

  test("the same news unprefixed stays the end user's established reading: no news verbs read", async () => {
    expect(await triples("I found a cool new fashion piece for my store.")).toEqual([]);
  });
});
