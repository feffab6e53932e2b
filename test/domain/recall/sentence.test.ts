import { describe, expect, test } from "bun:test";
import { factSentence, SENTENCE_FORMS } from "../../../src/domain/facts/sentence";
import { SEED_PREDICATES } from "../../../src/extract/vocabulary";

const say = (predicate: string, object: string, tense: "current" | "past" | "planned" = "current", predicateRaw = predicate.replace(/_/g, " "), subject = "alice") =>
  factSentence({ subject, predicate, predicateRaw, object, tense });

// The sentence every seed predicate gives for subject "Alice", object "X" (or its own example), per tense.
const EXPECTED: Record<string, [string, [string, string, string]]> = {
  name: ["Al", ["Alice's name is Al", "Alice's name will be Al", "Alice's name was Al"]],
  age: ["34", ["Alice is 34 years old", "Alice will be 34 years old", "Alice was 34 years old"]],
  birthday: ["March 3", ["Alice's birthday is March 3", "Alice's birthday will be March 3", "Alice's birthday was March 3"]],
  nationality: ["Portuguese", ["Alice's nationality is Portuguese", "Alice's nationality will be Portuguese", "Alice's nationality was Portuguese"]],
  speaks: ["Dutch", ["Alice speaks Dutch", "Alice will speak Dutch", "Alice used to speak Dutch"]],
  is_a: ["engineer", ["Alice is an engineer", "Alice will be an engineer", "Alice was an engineer"]],
  lives_in: ["Porto", ["Alice lives in Porto", "Alice plans to move to Porto", "Alice lived in Porto"]],
  from: ["Ghent", ["Alice is from Ghent", "Alice will be from Ghent", "Alice was from Ghent"]],
  visited: ["Kyoto", ["Alice has visited Kyoto", "Alice plans to visit Kyoto", "Alice visited Kyoto"]],
  works_at: ["Acme", ["Alice works at Acme", "Alice plans to work at Acme", "Alice worked at Acme"]],
  job_title: ["nurse", ["Alice works as a nurse", "Alice plans to work as a nurse", "Alice worked as a nurse"]],
  studies_at: ["KU Leuven", ["Alice studies at KU Leuven", "Alice plans to study at KU Leuven", "Alice studied at KU Leuven"]],
  works_on: ["a novel", ["Alice works on a novel", "Alice plans to work on a novel", "Alice worked on a novel"]],
  married_to: ["Sam", ["Alice is married to Sam", "Alice plans to marry Sam", "Alice was married to Sam"]],
  partner: ["Sam", ["Alice's partner is Sam", "Alice's partner will be Sam", "Alice's partner was Sam"]],
  has_child: ["Tom", ["Alice's child is Tom", "Alice's child will be Tom", "Alice's child was Tom"]],
  has_sibling: ["Ana", ["Alice's sibling is Ana", "Alice's sibling will be Ana", "Alice's sibling was Ana"]],
  has_parent: ["Rui", ["Alice's parent is Rui", "Alice's parent will be Rui", "Alice's parent was Rui"]],
  has_friend: ["Kofi", ["Alice is friends with Kofi", "Alice will be friends with Kofi", "Alice was friends with Kofi"]],
  has_pet: ["Bolt", ["Alice's pet is Bolt", "Alice's pet will be Bolt", "Alice's pet was Bolt"]],
  knows: ["Priya", ["Alice knows Priya", "Alice will meet Priya", "Alice knew Priya"]],
  likes: ["hiking", ["Alice likes hiking", "Alice will like hiking", "Alice used to like hiking"]],
  dislikes: ["olives", ["Alice dislikes olives", "Alice will dislike olives", "Alice used to dislike olives"]],
  prefers: ["tea", ["Alice prefers tea", "Alice will prefer tea", "Alice used to prefer tea"]],
  favorite: ["blue", ["Alice's favorite is blue", "Alice's favorite will be blue", "Alice's favorite was blue"]],
  owns: ["a Vespa", ["Alice owns a Vespa", "Alice plans to get a Vespa", "Alice used to own a Vespa"]],
  allergic_to: ["peanuts", ["Alice is allergic to peanuts", "Alice will be allergic to peanuts", "Alice was allergic to peanuts"]],
  has_condition: ["asthma", ["Alice has asthma", "Alice will have asthma", "Alice had asthma"]],
  diet: ["vegetarian", ["Alice's diet is vegetarian", "Alice's diet will be vegetarian", "Alice's diet was vegetarian"]],
  avoids: ["gluten", ["Alice avoids gluten", "Alice will avoid gluten", "Alice used to avoid gluten"]],
  takes_medication: ["insulin", ["Alice takes insulin", "Alice will take insulin", "Alice used to take insulin"]],
  instruction: ["answer briefly", ["Alice's standing instruction: answer briefly", "Alice's instruction, from later on: answer briefly", "Alice's former instruction: answer briefly"]],
  preferred_language: ["French", ["Alice wants answers in French", "Alice will want answers in French", "Alice wanted answers in French"]],
  earns: ["60k a year", ["Alice earns 60k a year", "Alice will earn 60k a year", "Alice earned 60k a year"]],
  banks_with: ["ING", ["Alice banks with ING", "Alice plans to bank with ING", "Alice banked with ING"]],
  budget: ["500 euros", ["Alice's budget is 500 euros", "Alice's budget will be 500 euros", "Alice's budget was 500 euros"]],
  attended: ["the Lisbon marathon", ["Alice attended the Lisbon marathon", "Alice plans to attend the Lisbon marathon", "Alice attended the Lisbon marathon"]],
  has_event: ["a dentist appointment", ["Alice has a dentist appointment", "Alice has a dentist appointment coming up", "Alice had a dentist appointment"]],
  graduated_from: ["MIT", ["Alice graduated from MIT", "Alice will graduate from MIT", "Alice graduated from MIT"]],
};

describe("fact sentences", () => {
  test("every seed predicate has a form for each tense, and a test here", () => {
    expect(Object.keys(SENTENCE_FORMS).sort()).toEqual(SEED_PREDICATES.map((p) => p.name).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(SEED_PREDICATES.map((p) => p.name).sort());
  });

  for (const p of SEED_PREDICATES) {
    test(`${p.name}: current, planned and past`, () => {
      const [object, [current, planned, past]] = EXPECTED[p.name]!;
      expect(say(p.name, object, "current")).toBe(current);
      expect(say(p.name, object, "planned")).toBe(planned);
      expect(say(p.name, object, "past")).toBe(past);
      // Said in any of its seed phrasings: the canonical form decides, only a "<noun> is" noun may stand in.
      for (const raw of p.raw) {
        const s = say(p.name, object, "current", raw);
        expect(s.startsWith("Alice")).toBe(true);
        expect(s.endsWith(object === "34" ? "34 years old" : object)).toBe(true);
        if (!/ is$/.test(raw)) expect(s).toBe(current);
      }
    });
  }

  test("the issue's lines read as sentences, not the raw verb glued to the subject", () => {
    expect(say("allergic_to", "peanuts", "current", "am allergic to")).toBe("Alice is allergic to peanuts");
    expect(say("likes", "hiking", "current", "love")).toBe("Alice likes hiking");
    expect(say("lives_in", "Porto", "planned", "moving to")).toBe("Alice plans to move to Porto");
  });

  test("a '<noun> is' phrasing names the relation more exactly: Alice's dog, her favorite character", () => {
    expect(say("has_pet", "Bolt", "current", "dog is")).toBe("Alice's dog is Bolt");
    expect(say("favorite", "Aragorn", "current", "favorite character is")).toBe("Alice's favorite character is Aragorn");
    expect(say("has_child", "Tom", "past", "son is")).toBe("Alice's son was Tom");
    expect(say("name", "Al", "current", "goes by")).toBe("Alice's name is Al");
    expect(say("partner", "Sam", "planned", "boyfriend is")).toBe("Alice's boyfriend will be Sam");
    expect(say("has_parent", "Rui", "current", "dad is")).toBe("Alice's dad is Rui");
  });

  test("learned predicates read as a verb in the third person", () => {
    expect(say("plays", "the cello")).toBe("Alice plays the cello");
    expect(say("am_training_for", "a marathon")).toBe("Alice is training for a marathon");
    expect(say("training_for", "a marathon", "past")).toBe("Alice was training for a marathon");
    expect(say("have_been_working_on", "a game")).toBe("Alice has been working on a game");
    expect(say("also_collects", "stamps", "planned")).toBe("Alice will also collect stamps");
    expect(say("teaches", "yoga", "past")).toBe("Alice used to teach yoga");
    expect(say("teach", "yoga")).toBe("Alice teaches yoga");
    expect(say("study", "law")).toBe("Alice studies law");
  });

  test("names and objects are never rewritten, whatever letters they hold", () => {
    expect(say("likes", "O and S", "current", "likes", "S O'Neill")).toBe("S O'Neill likes O and S");
    expect(say("has_pet", "Mr  S", "current", "pet is", "Otto")).toBe("Otto's pet is Mr S");
  });
});
