import { describe, expect, test } from "bun:test";
import { extractRules, rulesExtractor } from "../../src/extract/rules";
import { SELF, type CandidateFact, type Extraction } from "../../src/extract/types";
import { SEED_BY_NAME } from "../../src/extract/vocabulary";
import { DEV_NOW, NEGATIVES, POSITIVES } from "./dev-set";
import { OUTSIDE_SEED, predKeys, score } from "./dev-score";
import { NEGATIVES_2, POSITIVES_2 } from "./dev-set-2";
import { NEGATIVES_3, POSITIVES_3 } from "./dev-set-3";
import { NEGATIVES_4, POSITIVES_4 } from "./dev-set-4";
import { NEGATIVES_5, POSITIVES_5 } from "./dev-set-5";
import { NEGATIVES_6, POSITIVES_6 } from "./dev-set-6";
import { NEGATIVES_7, POSITIVES_7 } from "./dev-set-7";
import { NEGATIVES_8, POSITIVES_8 } from "./dev-set-8";

const NOW = DEV_NOW;
const run = (text: string, now = NOW): Extraction => extractRules({ text, now });
const facts = (text: string, now = NOW) => run(text, now).facts;
const triples = (text: string, now = NOW) => facts(text, now).map((f) => `${f.subject} ${f.predicate} ${f.object} (${f.tense})`);
const find = (text: string, predicate: string, now = NOW): CandidateFact | undefined => facts(text, now).find((f) => f.predicate === predicate);

/** Measured on dev sets 1-8 when the thresholds were set at the figure (precision 1.000, recall 0.997). */
const MEASURED = { right: 1070, wrong: 0 }; // of 1,073 gold facts

describe("rules extractor: dev set", () => {
  test("precision and recall on the development sets (negatives included) stay at the measured figure", () => {
    const s = score([...POSITIVES, ...NEGATIVES, ...POSITIVES_2, ...NEGATIVES_2, ...POSITIVES_3, ...NEGATIVES_3, ...POSITIVES_4, ...NEGATIVES_4, ...POSITIVES_5, ...NEGATIVES_5, ...POSITIVES_6, ...NEGATIVES_6, ...POSITIVES_7, ...NEGATIVES_7, ...POSITIVES_8, ...NEGATIVES_8]);
    const first = score([...POSITIVES, ...NEGATIVES]);
    const second = score([...POSITIVES_2, ...NEGATIVES_2]);
    const third = score([...POSITIVES_3, ...NEGATIVES_3]);
    const fourth = score([...POSITIVES_4, ...NEGATIVES_4]);
    const fifth = score([...POSITIVES_5, ...NEGATIVES_5]);
    const sixth = score([...POSITIVES_6, ...NEGATIVES_6]);
    const seventh = score([...POSITIVES_7, ...NEGATIVES_7]);
    const eighth = score([...POSITIVES_8, ...NEGATIVES_8]);
    const report = [
      `dev sets: ${POSITIVES.length + POSITIVES_2.length + POSITIVES_3.length + POSITIVES_4.length + POSITIVES_5.length + POSITIVES_6.length + POSITIVES_7.length + POSITIVES_8.length} statements + ${NEGATIVES.length + NEGATIVES_2.length + NEGATIVES_3.length + NEGATIVES_4.length + NEGATIVES_5.length + NEGATIVES_6.length + NEGATIVES_7.length + NEGATIVES_8.length} negatives; ${s.gold} gold, ${s.predicted} predicted, ${s.tp} right`,
      `  dev-set   precision ${first.precision.toFixed(3)}  recall ${first.recall.toFixed(3)}`,
      `  dev-set-2 precision ${second.precision.toFixed(3)}  recall ${second.recall.toFixed(3)}`,
      `  dev-set-3 precision ${third.precision.toFixed(3)}  recall ${third.recall.toFixed(3)}`,
      `  dev-set-4 precision ${fourth.precision.toFixed(3)}  recall ${fourth.recall.toFixed(3)}`,
      `  dev-set-5 precision ${fifth.precision.toFixed(3)}  recall ${fifth.recall.toFixed(3)}`,
      `  dev-set-6 precision ${sixth.precision.toFixed(3)}  recall ${sixth.recall.toFixed(3)}`,
      `  dev-set-7 precision ${seventh.precision.toFixed(3)}  recall ${seventh.recall.toFixed(3)}`,
      `  dev-set-8 precision ${eighth.precision.toFixed(3)}  recall ${eighth.recall.toFixed(3)}`,
      `precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}`,
      ...(s.extras.length ? ["wrong or extra:", ...s.extras.map((x) => `  ${x}`)] : []),
      ...(s.misses.length ? ["missed:", ...s.misses.map((x) => `  ${x}`)] : []),
    ].join("\n");
    console.log(report);
    // At the measured figure (issue 23): any gold fact lost, or any wrong fact added, fails; raise it as it improves.
    expect(s.tp).toBeGreaterThanOrEqual(MEASURED.right);
    expect(s.predicted - s.tp).toBeLessThanOrEqual(MEASURED.wrong);
  });

  test("negatives yield nothing", () => {
    const noisy = [...NEGATIVES, ...NEGATIVES_2, ...NEGATIVES_3, ...NEGATIVES_4, ...NEGATIVES_5, ...NEGATIVES_6, ...NEGATIVES_7, ...NEGATIVES_8].map((c) => [c.text, predKeys(run(c.text))] as const).filter(([, k]) => k.length > 0);
    expect(noisy).toEqual([]);
  });

  test("the dev set is big enough and uses only canonical predicates", () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(150);
    expect(NEGATIVES.length).toBeGreaterThanOrEqual(40);
    expect(POSITIVES_2.length).toBeGreaterThanOrEqual(150);
    for (const c of [...POSITIVES, ...POSITIVES_2, ...POSITIVES_3, ...POSITIVES_4, ...POSITIVES_5, ...POSITIVES_6, ...POSITIVES_7, ...POSITIVES_8]) for (const [, p] of c.facts) expect(SEED_BY_NAME.has(p) || OUTSIDE_SEED.has(p)).toBe(true);
  });
});

describe("rules extractor: contract", () => {
  test("is named rules and resolves to facts and aliases", async () => {
    expect(rulesExtractor.name).toBe("rules");
    const out = await rulesExtractor.extract({ text: "I live in Oslo", now: NOW });
    expect(out.aliases).toEqual([]);
    expect(out.facts).toEqual([
      {
        subject: SELF, subject_type: "self", predicate_raw: "live in", predicate: "lives_in", object: "Oslo", object_type: "place",
        object_is_literal: false, tense: "current", valid_from: null, valid_until: null, confidence: 0.9, rule: "places.live_in",
      },
    ]);
  });

  test("every fact is well formed", () => {
    for (const c of POSITIVES) {
      for (const f of facts(c.text)) {
        expect(f.subject.length).toBeGreaterThan(0);
        expect(f.object.length).toBeGreaterThan(0);
        expect(f.predicate_raw).toBe(f.predicate_raw.toLowerCase());
        expect(f.confidence).toBeGreaterThan(0);
        expect(f.confidence).toBeLessThanOrEqual(1);
        for (const d of [f.valid_from, f.valid_until]) if (d !== null) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (f.subject === SELF) expect(f.subject_type).toBe("self");
      }
    }
  });

  test("empty and whitespace text give nothing", () => {
    expect(run("")).toEqual({ facts: [], aliases: [] });
    expect(run("   \n ")).toEqual({ facts: [], aliases: [] });
  });

  test("predicate_raw is the phrase as written", () => {
    expect(find("I moved to Berlin", "lives_in")?.predicate_raw).toBe("moved to");
    expect(find("I'm allergic to peanuts", "allergic_to")?.predicate_raw).toBe("am allergic to");
    expect(find("I work at Google", "works_at")?.predicate_raw).toBe("work at");
  });

  test("types and literals", () => {
    const w = find("I work at Google", "works_at")!;
    expect([w.object_type, w.object_is_literal]).toEqual(["organization", false]);
    const l = find("I live in Oslo", "lives_in")!;
    expect(l.object_type).toBe("place");
    expect(find("I'm 34", "age")!.object_is_literal).toBe(true);
    expect(find("Please keep answers short", "instruction")!.object_is_literal).toBe(true);
    expect(find("I'm vegan", "diet")!.object_is_literal).toBe(true);
    const sib = facts("My sister Anna lives in Rome").find((f) => f.subject === "Anna")!;
    expect(sib.subject_type).toBe("person");
  });
});

describe("rules extractor: tense", () => {
  test.each([
    ["I live in Madrid", "current"],
    ["I used to live in Madrid", "past"],
    ["I lived in Madrid", "past"],
    ["I've lived in Madrid for years", "current"],
    ["I no longer live in Madrid", "past"],
    ["I don't live in Madrid anymore", "past"],
    ["I moved to Madrid", "current"],
    ["I will move to Madrid", "planned"],
    ["I'm moving to Madrid", "planned"],
    ["I'm going to move to Madrid in May", "planned"],
    ["I plan to move to Madrid", "planned"],
    ["next month I move to Madrid", "planned"],
  ])("%s → %s", (text, tense) => {
    expect(find(text, "lives_in")?.tense).toBe(tense as CandidateFact["tense"]);
  });

  test.each([
    ["I work at Acme", "current"],
    ["I worked at Acme", "past"],
    ["I left Acme", "past"],
    ["I quit Acme last month", "past"],
    ["I no longer work at Acme", "past"],
    ["I joined Acme", "current"],
    ["I'm joining Acme in July", "planned"],
    ["Next month I start at Acme", "planned"],
    ["I'm going to start at Acme", "planned"],
  ])("%s → %s", (text, tense) => {
    expect(find(text, "works_at")?.tense).toBe(tense as CandidateFact["tense"]);
  });

  test("moving out of a place ends living there", () => {
    expect(triples("I moved out of Paris")).toEqual(["@self lives_in Paris (past)"]);
  });

  test("a planned departure is not a fact yet", () => {
    expect(facts("I'm leaving Acme")).toEqual([]);
    expect(facts("I will leave Acme next year")).toEqual([]);
  });
});

describe("rules extractor: dates relative to now", () => {
  const now = "2025-06-15T10:00:00Z";
  test.each([
    ["I moved to Berlin in March 2021", "2021-03-01"],
    ["I've worked at Acme since 2019", "2019-01-01"],
    ["I moved to Berlin on 12 May 2024", "2024-05-12"],
    ["I moved to Berlin on May 12, 2024", "2024-05-12"],
    ["I moved to Berlin last year", "2024-01-01"],
    ["I moved to Berlin last month", "2025-05-01"],
    ["I moved to Berlin in 2024-02-03", "2024-02-03"],
  ])("%s → valid_from %s", (text, date) => {
    const f = facts(text, now).find((x) => x.predicate === "lives_in" || x.predicate === "works_at")!;
    expect(f.valid_from).toBe(date);
  });

  test("no year, no date", () => {
    expect(find("I moved to Berlin in March", "lives_in", now)?.valid_from).toBeNull();
    // the spec: a date the text states with a year; the fact keeps the time it was said
    expect(find("I moved to Berlin yesterday", "lives_in", now)?.valid_from).toBeNull();
    expect(find("I moved to Berlin two years ago", "lives_in", now)?.valid_from).toBeNull();
    expect(find("I moved to Berlin last week", "lives_in", now)?.valid_from).toBeNull();
    expect(find("I moved to Berlin", "lives_in", now)?.valid_from).toBeNull();
  });

  test("a duration gives no start (the spec: 'for N years' stays null)", () => {
    expect(find("I've been at Microsoft for five years", "works_at", now)?.valid_from).toBeNull();
    expect(find("I've lived in Oslo for 3 years", "lives_in", now)?.valid_from).toBeNull();
    expect(find("I've been a paramedic for the past ten years", "job_title", now)?.valid_from).toBeNull();
    expect(find("I've worked at Acme since 2019", "works_at", now)?.valid_from).toBe("2019-01-01");
  });

  test("future dates go with planned facts, never with current ones", () => {
    const planned = find("Next month I start at Stripe", "works_at", now)!;
    expect([planned.tense, planned.valid_from]).toEqual(["planned", "2025-07-01"]);
    const tomorrow = find("I have a dentist appointment tomorrow", "has_event", now)!;
    expect([tomorrow.tense, tomorrow.valid_from]).toEqual(["planned", "2025-06-16"]);
    for (const f of POSITIVES.flatMap((c) => facts(c.text, now))) {
      if (f.tense === "current" && f.valid_from) expect(f.valid_from <= "2025-06-15").toBe(true);
    }
  });

  test("until gives valid_until; an end gives valid_until", () => {
    expect(find("I work at Acme until June 2026", "works_at", now)?.valid_until).toBe("2026-06-01");
    const left = find("I left Acme in 2023", "works_at", now)!;
    expect([left.tense, left.valid_from, left.valid_until]).toEqual(["past", null, "2023-01-01"]);
    const span = find("I lived in Rome from 2015 to 2019", "lives_in", now)!;
    expect([span.tense, span.valid_from, span.valid_until]).toEqual(["past", "2015-01-01", "2019-01-01"]);
  });

  test("the year rolls over", () => {
    expect(find("I moved to Berlin last month", "lives_in", "2025-01-10T00:00:00Z")?.valid_from).toBe("2024-12-01");
    expect(find("Next month I start at Stripe", "works_at", "2025-12-20T00:00:00Z")?.valid_from).toBe("2026-01-01");
  });
});

describe("rules extractor: negation", () => {
  test("a negation is its own fact", () => {
    expect(triples("I don't eat meat")).toEqual(["@self avoids meat (current)"]);
    expect(triples("I'm not a fan of jazz")).toEqual(["@self dislikes jazz (current)"]);
    expect(triples("I don't like jazz")).toEqual(["@self dislikes jazz (current)"]);
    expect(triples("I can't stand jazz")).toEqual(["@self dislikes jazz (current)"]);
    expect(triples("I don't drink")).toEqual(["@self avoids alcohol (current)"]);
  });

  test("never the positive reading", () => {
    for (const text of ["I don't like jazz", "I do not like jazz", "I dont like jazz", "I don’t like jazz", "i really don't like jazz"]) {
      expect(facts(text).some((f) => f.predicate === "likes")).toBe(false);
      expect(facts(text).some((f) => f.predicate === "dislikes")).toBe(true);
    }
  });

  test("plain negations of states say nothing", () => {
    for (const text of ["I don't have a car", "I don't live in Paris", "I'm not a nurse", "I don't work at Google", "I'm not allergic to nuts", "I'm not vegan", "I've never been to Japan"]) {
      expect(facts(text)).toEqual([]);
    }
  });
});

describe("rules extractor: aliases", () => {
  test("organization renames", () => {
    expect(run("Acme is now called Initech").aliases).toEqual([{ from: "Acme", to: "Initech", subject_type: "organization" }]);
    expect(run("Twitter was renamed to X.").aliases[0]).toMatchObject({ from: "Twitter", to: "X" });
    expect(run("Facebook rebranded as Meta").aliases[0]).toMatchObject({ from: "Facebook", to: "Meta" });
    expect(run("We renamed Project Falcon to Atlas").aliases[0]).toMatchObject({ from: "Project Falcon", to: "Atlas" });
  });

  test("self renames give an alias and a name fact", () => {
    for (const text of ["call me Dee", "Please call me Dee.", "I go by Dee now", "You can call me Dee", "I prefer to be called Dee"]) {
      const out = run(text);
      expect(out.aliases).toEqual([{ from: SELF, to: "Dee", subject_type: "self" }]);
      expect(out.facts.map((f) => `${f.subject} ${f.predicate} ${f.object}`)).toEqual(["@self name Dee"]);
    }
  });

  test("facts stated around a rename carry the new name", () => {
    expect(triples("I work at Acme, which is now called Initech.")).toEqual(["@self works_at Initech (current)"]);
    expect(triples("I bank with Simple Bank, now called Clearwater Bank.")).toEqual(["@self banks_with Clearwater Bank (current)"]);
    const pet = run("My cat Mittens, well we renamed her Luna.");
    expect(pet.aliases).toEqual([{ from: "Mittens", to: "Luna", subject_type: "unknown" }]);
    expect(pet.facts.map((f) => `${f.predicate} ${f.object}`)).toEqual(["has_pet Luna"]);
    expect(run("We renamed our dog Buddy to Max.").aliases[0]).toMatchObject({ from: "Buddy", to: "Max" });
    // A nickname is not a rename.
    expect(run("My dog Rex is called Rexy by the kids.").aliases).toEqual([]);
  });

  test("the name asked for wins over the one introduced", () => {
    expect(triples("Hi, I'm Katherine but please call me Kat.")).toEqual(["@self name Kat (current)"]);
  });

  test("not renames", () => {
    for (const text of ["Don't call me Dee", "call me back tomorrow", "Is Acme now called Initech?", "call me later"]) expect(run(text).aliases).toEqual([]);
  });
});

describe("rules extractor: clauses", () => {
  test("a shared subject carries over", () => {
    expect(triples("I live in Oslo and work as a nurse")).toEqual(["@self lives_in Oslo (current)", "@self job_title nurse (current)"]);
    expect(triples("My sister Anna lives in Rome and works at Gucci")).toEqual([
      "@self has_sibling Anna (current)", "Anna lives_in Rome (current)", "Anna works_at Gucci (current)",
    ]);
  });

  test("lists stay one clause", () => {
    expect(triples("I'm allergic to peanuts, shellfish and eggs")).toEqual([
      "@self allergic_to peanuts (current)", "@self allergic_to shellfish (current)", "@self allergic_to eggs (current)",
    ]);
    expect(triples("I like hiking, swimming, and reading")).toHaveLength(3);
  });

  test("commas, but, because", () => {
    expect(triples("I'm Dana, I live in Oslo, and I work as a nurse")).toHaveLength(3);
    expect(triples("I used to work at IBM but now I work at Google")).toEqual(["@self works_at IBM (past)", "@self works_at Google (current)"]);
    expect(triples("I don't eat pork because I'm Muslim")).toEqual(["@self avoids pork (current)", "@self is_a Muslim (current)"]);
  });

  test("she/he refer to the last person named", () => {
    expect(triples("My sister Anna is a doctor. She lives in Rome.")).toContain("Anna lives_in Rome (current)");
    expect(facts("She lives in Rome.")).toEqual([]);
  });

  test("a fact buried in a long message", () => {
    const text = "Sorry for the long message, it's been a hectic day with meetings and the kids and everything. " +
      "The traffic was terrible and I forgot my lunch at home. Oh and by the way, I'm allergic to shellfish. " +
      "Anyway, what do you think about the new Star Wars movie?";
    expect(triples(text)).toEqual(["@self allergic_to shellfish (current)"]);
  });
});

describe("rules extractor: non-facts", () => {
  test.each([
    "Do you like pizza?", "where do I live?", "If I lived in Paris I would walk everywhere", "I wish I had a boat",
    "what's the capital of Peru?", "You're smart", "hi!", "Good morning", "It's so hot today", "I'd like to visit Japan someday",
    "Maybe I'll move to Spain", "I might start at Google", "I'm thinking of becoming a vegetarian", "Should I learn French?",
    "I want a dog", "I need a new laptop", "I have a question", "Please tell me about Rome", "What if I moved to Canada?",
  ])("%s → nothing", (text) => {
    expect(run(text)).toEqual({ facts: [], aliases: [] });
  });

  test("a statement before a question still counts", () => {
    expect(triples("I live in Oslo, can you recommend a restaurant?")).toEqual(["@self lives_in Oslo (current)"]);
  });
});

describe("rules extractor: confidence", () => {
  test("hedged statements get lower confidence", () => {
    const plain = find("I'm allergic to cats", "allergic_to")!;
    const hedged = find("I think I'm allergic to cats", "allergic_to")!;
    expect(plain.confidence).toBeGreaterThanOrEqual(0.85);
    expect(hedged.confidence).toBeLessThanOrEqual(0.65);
    expect(find("probably I'm allergic to cats", "allergic_to")!.confidence).toBeLessThan(plain.confidence);
  });
});

describe("rules extractor: input shapes", () => {
  test("smart quotes, lower case, trailing punctuation, typos", () => {
    expect(triples("I’m allergic to peanuts!!!")).toEqual(["@self allergic_to peanuts (current)"]);
    expect(triples("im allergic to peanuts")).toEqual(["@self allergic_to peanuts (current)"]);
    expect(triples("i dont eat meat")).toEqual(["@self avoids meat (current)"]);
    expect(triples("I'm alergic to peanuts")).toEqual(["@self allergic_to peanuts (current)"]);
    expect(triples("I LIVE IN OSLO")).toEqual(["@self lives_in OSLO (current)"]);
  });
});

describe("rules extractor: preference phrasings (dev-set-3 follow-ups)", () => {
  test("verdicts, cravings, comparisons and pronouns", () => {
    expect(triples("Honestly, pho is the best.")).toEqual(["@self likes pho (current)"]);
    expect(triples("I could eat sushi every day.")).toEqual(["@self likes sushi (current)"]);
    expect(triples("Tea over coffee any day.")).toEqual(["@self prefers Tea (current)"]);
    expect(triples("I avoid mushrooms because I hate them.")).toEqual(["@self avoids mushrooms (current)", "@self dislikes mushrooms (current)"]);
  });

  test("not the speaker's taste", () => {
    for (const text of ["My brother says pizza is the best.", "If I could eat sushi every day I would.", "She said she could eat pasta every day.", "Is the best pizza in Naples?", "I told her I hate it.", "Game over, always."]) expect(facts(text)).toEqual([]);
  });
});

describe("rules extractor: chat shapes (dev-set-2 follow-ups)", () => {
  test.each([
    ["Relocated to Denver for work", "@self lives_in Denver (current)"],
    ["Not a fan of cilantro", "@self dislikes cilantro (current)"],
    ["Sam and I broke up", "@self partner Sam (past)"],
    ["I'm 34, not 43", "@self age 34 (current)"],
    ["I stopped taking sertraline", "@self takes_medication sertraline (past)"],
    ["I went vegan last year", "@self diet vegan (current)"],
    ["we're in Edinburgh now", "@self lives_in Edinburgh (current)"],
    ["Stayed in Paris for three nights", "@self visited Paris (current)"],
    // An age stays as written, as every object does (held-out README: every object appears literally in its text).
    ["I'm thirty-five", "@self age thirty-five (current)"],
  ])("%s → %s", (text, triple) => {
    expect(triples(text)).toContain(triple);
  });

  test.each(["Never mind.", "Always happy to help.", "Loved the movie we watched last night.", "Got my flu shot today.", "I'm in a meeting right now.", "I have a Peloton but never use it."])("%s → no instruction or stray fact", (text) => {
    expect(facts(text).filter((f) => f.predicate === "instruction" || f.predicate === "likes" || f.predicate === "owns" && /shot/.test(f.object) || f.predicate === "lives_in")).toEqual([]);
  });
});

describe("rules extractor: corrections (dev-set-4 follow-ups)", () => {
  test("the retracted value comes out in the past, on the same predicate", () => {
    expect(triples("Sorry, it's tree nuts, not peanuts.")).toEqual(["@self allergic_to tree nuts (current)", "@self allergic_to peanuts (past)"]);
    expect(triples("Sorry, I said Porto but it's Lisbon.")).toEqual(["@self lives_in Lisbon (current)", "@self lives_in Porto (past)"]);
    expect(triples("Wait, not Porto - Lisbon.")).toEqual(["@self lives_in Lisbon (current)", "@self lives_in Porto (past)"]);
    expect(triples("Correction: my son's name is Theo, not Leo.")).toEqual(["@self has_child Theo (current)", "@self has_child Leo (past)"]);
  });

  test("an unmarked contrast states only the right value", () => {
    expect(triples("I'm allergic to cats, not dogs.")).toEqual(["@self allergic_to cats (current)"]);
  });

  test("a correction of something that is no fact says nothing", () => {
    for (const text of ["Sorry, I meant tomorrow, not today.", "Actually it's fine, not a problem.", "Wait, not yet."]) expect(run(text)).toEqual({ facts: [], aliases: [] });
  });

  test("a plan without a year starts on the next such day; a stated year gives its own", () => {
    const p = find("We're moving to Berlin in August.", "lives_in")!;
    expect([p.tense, p.valid_from]).toEqual(["planned", "2025-08-01"]);
    const y = find("I'm graduating from Yale in May 2026.", "graduated_from")!;
    expect([y.tense, y.valid_from]).toEqual(["planned", "2026-05-01"]);
  });

  test("a repeated like gives the same object whatever the fillers", () => {
    for (const text of ["I honestly love sushi.", "I really, really like sushi.", "Still obsessed with sushi.", "I love eating sushi.", "Nothing beats sushi, honestly.", "I love love love sushi."]) {
      expect(facts(text).map((f) => `${f.predicate} ${f.object.toLowerCase()}`)).toEqual(["likes sushi"]);
    }
  });
});

describe("rules extractor: labelling conventions of the held-out set (dev-set-6 follow-ups)", () => {
  test("named roommates, colleagues and neighbours are known; grandparents have their own relation", () => {
    expect(triples("My flatmate Ola is a nurse.")).toContain("@self knows Ola (current)");
    expect(triples("I had lunch with my colleague Sam.")).toContain("@self knows Sam (current)");
    expect(triples("My grandma Rose lives in Dublin.")).toEqual(["@self has_grandparent Rose (current)", "Rose lives_in Dublin (current)"]);
    expect(triples("My roommate is annoying.")).toEqual([]);
  });

  test("fields of study, languages being learnt, exams passed and memberships use their own predicates", () => {
    expect(triples("I study law at King's College.")).toEqual(["@self studies_at King's College (current)", "@self studies law (current)"]);
    expect(triples("I'm studying medicine.")).toEqual(["@self studies medicine (current)"]);
    expect(triples("I'm learning Japanese.")).toEqual(["@self is_learning Japanese (current)"]);
    expect(triples("I'm learning to cook.")).toEqual([]);
    expect(triples("I passed my driving test last week.")).toEqual(["@self passed driving test (current)"]);
    expect(triples("I passed the salt.")).toEqual([]);
    expect(triples("I'm a member of the Sierra Club.")).toEqual(["@self member_of Sierra Club (current)"]);
  });

  test("a self rename closes the old name it states; a child's birth dates the relation", () => {
    expect(triples("Call me Sam, not Samantha.")).toEqual(["@self name Sam (current)", "@self name Samantha (past)"]);
    expect(triples("I'm Katherine but please call me Kat.")).toEqual(["@self name Kat (current)"]);
    expect(find("Our son Ben was born in May 2021.", "has_child")?.valid_from).toBe("2021-05-01");
  });

  test("a language named without 'in' is still the language of answers", () => {
    expect(triples("Speak English only.")).toEqual(["@self preferred_language English (current)"]);
    expect(triples("Speak slowly.")).toEqual([]);
  });

  test("a temporary stay is a visit, never a home", () => {
    expect(triples("I'm in Chicago this week for a conference.")).toEqual(["@self visited Chicago (current)"]);
    expect(triples("I'm in Berlin for the Web Summit.")).toEqual(["@self visited Berlin (current)"]);
    expect(triples("I'm staying in Kyoto next week.")).toEqual(["@self visited Kyoto (planned)"]);
  });
});

describe("rules extractor: lists end at an afterthought", () => {
  test("a comma clause that refers back is not another item", () => {
    const now = "2024-06-01T10:00:00Z";
    expect(facts("My favourite band is Khruangbin, saw them live last summer.", now).map((f) => [f.predicate, f.object])).toEqual([["favorite", "Khruangbin"]]);
    expect(facts("My favourite food is ramen, had it yesterday.", now).map((f) => [f.predicate, f.object])).toEqual([["favorite", "ramen"]]);
    // a real list still splits
    expect(facts("I love hiking, swimming and cycling.", now).map((f) => f.object).sort()).toEqual(["cycling", "hiking", "swimming"]);
  });
});

describe("rules extractor: a pet given its name", () => {
  test("'the cat's name is Mochi', 'we named the puppy Rex' name a pet and link the generic word", () => {
    for (const [text, name, kind] of [["The cat's name is Mochi.", "Mochi", "cat"], ["We named the puppy Rex.", "Rex", "puppy"], ["Our dog Rex loves the park.", "Rex", "dog"]] as const) {
      const f = find(text, "has_pet");
      expect([f?.object, f?.names]).toEqual([name, kind]);
    }
    expect(facts("We named the project Apollo.").filter((f) => f.predicate === "has_pet")).toEqual([]);
  });
});

describe("rules extractor: updates told indirectly (dev sequences follow-ups)", () => {
  const now = "2024-06-01T10:00:00Z";
  const ends = (text: string) => (run(text, now).endings ?? []).map((e) => e.object);
  const got = (text: string) => triples(text, now);

  test("an ending named by the value alone is an ending, never a triple; a common noun is none", () => {
    expect(ends("We lost Max in the spring, the house feels so empty without him.")).toEqual(["Max"]);
    expect(ends("My Amazon days are over, I finished up there on Friday.")).toEqual(["Amazon"]);
    expect(ends("After eight years I finally said goodbye to Lincoln High.")).toEqual(["Lincoln High"]);
    expect(ends("The plan was Amsterdam but we ended up in Dublin.")).toEqual(["Amsterdam"]);
    expect(got("We lost Max in the spring.")).toEqual([]);
    expect(ends("We lost the game on Sunday.")).toEqual([]);
    expect(ends("I said goodbye to my sister at the airport.")).toEqual([]);
  });

  test("a job ends through the notice or the kit handed back; a title comes from the employer's side", () => {
    expect(got("Two weeks' notice is in at Accenture.")).toEqual(["@self works_at Accenture (past)"]);
    expect(got("My Deloitte laptop went back today.")).toEqual(["@self works_at Deloitte (past)"]);
    expect(got("They made me lead designer this week, still pinching myself")).toEqual(["@self job_title lead designer (current)"]);
    expect(got("I was named head of sales.")).toEqual(["@self job_title head of sales (current)"]);
    expect(got("They made me cry.")).toEqual([]);
    expect(got("I'm called Dana.")).toEqual(["@self name Dana (current)"]);
    expect(got("Nubank let me go fully remote.")).toEqual([]);
  });

  test("a move told through its news: the arrival, the new home, the cue and the one place", () => {
    expect(got("since we got to Milwaukee in june it's been nonstop")).toEqual(["@self lives_in Milwaukee (current)"]);
    expect(got("now that I'm in San Diego I go surfing every weekend")).toEqual(["@self lives_in San Diego (current)"]);
    expect(got("Austin has been treating us well since the move, way less snow to shovel")).toEqual(["@self lives_in Austin (current)"]);
    expect(got("my apartment in Brooklyn is tiny lol")).toEqual(["@self lives_in Brooklyn (current)"]);
    expect(got("our new place in Toulouse has a garden finally, the dog is thrilled")).toEqual(["@self lives_in Toulouse (current)"]);
    expect(got("we signed the lease on a place in Hoboken and moved in on Saturday")).toEqual(["@self lives_in Hoboken (current)"]);
    expect(got("Packed up and left Melbourne for Sydney in March.")).toEqual(["@self lives_in Sydney (current)", "@self lives_in Melbourne (past)"]);
    expect(got("the plan was Amsterdam but we ended up in Dublin")).toEqual(["@self lives_in Dublin (current)"]);
    expect(got("we made it to Santa Fe with all our stuff. now to unpack 40 boxes")).toEqual(["@self lives_in Santa Fe (current)"]);
    // a cue with someone else's place, or two places, or a trip, names no home
    expect(got("Since the move I miss my friends in Ohio.")).toEqual([]);
    expect(got("We found a cute little place in Montmartre for dinner in Paris.")).toEqual([]);
    expect(got("We ended up in Paris for the weekend.")).toEqual([]);
  });

  test("a value added in passing: a language used, a birth, a purchase, a doctor's word", () => {
    expect(got("I can finally hold a conversation in Italian")).toEqual(["@self speaks Italian (current)"]);
    expect(got("After a year in Madrid my Spanish is finally fluent")).toEqual(["@self speaks Spanish (current)"]);
    expect(got("Baby number two arrived on Tuesday, a little girl named Ava, everyone's healthy")).toEqual(["@self has_child Ava (current)"]);
    expect(got("Treated myself to a Vespa for the summer")).toEqual(["@self owns Vespa (current)"]);
    expect(got("Had a reaction and the doctor confirmed I'm allergic to shellfish too")).toEqual(["@self allergic_to shellfish (current)"]);
    expect(got("My French is rusty.")).toEqual([]);
    expect(got("Treated myself to a massage.")).toEqual([]);
    expect(got("We're expecting a baby girl, we'll call her Zoe.")).toEqual([]);
    expect(got("My doctor said I should rest.")).toEqual([]);
  });

  test("corrections: a cleft, a name said with its pronoun, a list of right values", () => {
    expect(got("Correction, it's pecans I'm allergic to, not almonds")).toEqual(["@self allergic_to pecans (current)", "@self allergic_to almonds (past)"]);
    expect(facts("Her name is Anna actually, not Hannah, no idea why I typed that", now).map((f) => [f.object, f.tense, !!f.predicate_guessed])).toEqual([["Anna", "current", true], ["Hannah", "past", true]]);
    expect(facts("My mistake, I meant Max and Lola, not Lily.", now).map((f) => [f.object, f.tense])).toEqual([["Max", "current"], ["Lola", "current"], ["Lily", "past"]]);
    expect(got("no wait, it's Oslo where I live, not Bergen")).toEqual(["@self lives_in Oslo (current)", "@self lives_in Bergen (past)"]);
  });

  test("a plan replaced or dropped", () => {
    expect(got("ended up turning Kaiser down, staying put at Mercy General for now")).toContain("@self works_at Kaiser (past)");
    expect(got("Peloton pulled the offer after a hiring freeze, so I went with Chewy instead. started there on Monday")).toEqual(["@self works_at Peloton (past)", "@self works_at Chewy (current)"]);
    expect(facts("we've decided on Gdańsk instead", now).map((f) => [f.object, f.tense, !!f.predicate_guessed])).toEqual([["Gdańsk", "planned", true]]);
    expect(got("I went with my gut.")).toEqual([]);
  });
});

describe("rules extractor: jobs, additions and trips told in passing (dev sequences batch 3 follow-ups)", () => {
  const now = "2024-06-01T10:00:00Z";
  const got = (text: string) => triples(text, now);

  test("a new employer, a layoff and a title without their usual verbs", () => {
    expect(got("guess who works at Dropbox now!! my first standup was this morning")).toEqual(["@self works_at Dropbox (current)"]);
    expect(got("after seven years with Delta I switched to United in January")).toEqual(["@self works_at United (current)", "@self works_at Delta (past)"]);
    expect(got("I got caught in the latest round of layoffs at Meta")).toEqual(["@self works_at Meta (past)"]);
    expect(got("made engagement manager in the last review cycle, so more travel but better pay")).toEqual(["@self job_title engagement manager (current)"]);
    expect(got("I'm officially an associate attorney now, same firm though")).toEqual(["@self job_title associate attorney (current)"]);
    expect(got("I switched to Linux.")).toEqual([]);
    expect(got("I switched to oat milk.")).toEqual([]);
    expect(got("I made 90k last year.")).not.toContain("@self job_title 90k (current)");
  });

  test("values added in passing: a list after 'bilingual', an allergy list, a purchase after caving, a trip crossed off", () => {
    expect(got("I'm bilingual, Greek and English")).toEqual(["@self speaks Greek (current)", "@self speaks English (current)"]);
    expect(got("add kiwi to my allergy list, found out the hard way at brunch")).toEqual(["@self allergic_to kiwi (current)"]);
    expect(got("new one for the list: the allergist says I'm allergic to sesame as well")).toEqual(["@self allergic_to sesame (current)"]);
    expect(got("finally caved and picked up a Steam Deck, goodbye free time")).toEqual(["@self owns Steam Deck (current)"]);
    expect(got("crossed Vietnam off the list this spring")).toEqual(["@self visited Vietnam (current)"]);
    expect(got("baby Hugo arrived on Sunday, 3.4 kg and very loud")).toEqual(["@self has_child Hugo (current)"]);
    expect(got("I crossed the road.")).toEqual([]);
  });
});

describe("rules extractor: held values ended by what happened to them (dev sequences batch 2-3 follow-ups)", () => {
  const now = "2024-06-01T10:00:00Z";
  const ends = (text: string) => (run(text, now).endings ?? []).map((e) => e.object);

  test("sold, given up, over, no longer my thing, my ex: an ending of the value, never a triple of its own", () => {
    expect(ends("sold the sailboat in the fall, the marina fees were brutal")).toEqual(["sailboat"]);
    expect(ends("honestly I'm over CrossFit, cancelled my membership last week")).toEqual(["CrossFit"]);
    expect(ends("Running isn't really my thing anymore after the knee surgery")).toEqual(["Running"]);
    expect(ends("we gave up the flat in Bologna and we're travelling around in a van")).toEqual(["Bologna"]);
    expect(ends("Gareth is my ex-husband now, the divorce went through in the spring")).toEqual(["Gareth"]);
    expect(ends("I stopped running after the surgery")).toEqual(["running"]);
    expect(triples("sold the sailboat in the fall", now)).toEqual([]);
  });

  test("'gave up' a diet or a particular thing is no new thing avoided; a habit still is", () => {
    expect(triples("gave up keto after six months, I missed bread", now)).toEqual([]);
    expect(triples("we gave up the flat in Bologna", now)).toEqual([]);
    expect(triples("I gave up sugar", now)).toEqual(["@self avoids sugar (current)"]);
  });

  test("verbs that end nothing the speaker holds give no ending", () => {
    expect(ends("I stopped the car at the lights")).toEqual([]);
    expect(ends("I dropped the kids at school")).toEqual([]);
    expect(ends("over Christmas we visited Rome")).toEqual([]);
    expect(ends("I stopped by Tesco")).toEqual([]);
    expect(ends("he is my ex now")).toEqual([]);
  });

  test("a list ends at a how-often or at a clause whose subject was dropped", () => {
    expect(triples("I'm obsessed with CrossFit, five days a week", now)).toEqual(["@self likes CrossFit (current)"]);
    expect(triples("I'm obsessed with Formula 1 lately, watched every race this season", now)).toEqual(["@self likes Formula 1 (current)"]);
    expect(triples("I like baked goods, fried chicken and pizza", now)).toEqual(["@self likes baked goods (current)", "@self likes fried chicken (current)", "@self likes pizza (current)"]);
  });
});

describe("rules extractor: corrections and renames in many voices (dev sequences batch 3-4 follow-ups)", () => {
  const now = "2024-06-01T10:00:00Z";
  const got = (text: string) => triples(text, now);
  const repl = (text: string) => (run(text, now).replacements ?? []).map((r) => `${r.object} <- ${r.replaces}`);

  test("values of no known kind: a replacement of whatever holds the old one, never a triple", () => {
    expect(repl("I got that wrong, it's esomeprazole, not omeprazole")).toEqual(["esomeprazole <- omeprazole"]);
    expect(repl("I mean pastry chef, not sous chef - completely different job haha")).toEqual(["pastry chef <- sous chef"]);
    // Towns too small for the gazetteer are values of no known kind; a known town is a home (next test).
    expect(repl("omg no wait, skagen not hirtshals. too many danish towns in my head lol")).toEqual(["skagen <- hirtshals"]);
    expect(got("I got that wrong, it's esomeprazole, not omeprazole")).toEqual([]);
    for (const text of ["Sorry, I meant tomorrow, not today.", "Actually it's fine, not a problem.", "I misspoke earlier, I'm from Australia, not Austria"]) expect(repl(text)).toEqual([]);
  });

  test("a correction after a lead-in, about someone named, as a cleft, or by 'the second one'", () => {
    expect(facts("got married in June, so it's Laura Park now, not Laura Kim", now).map((f) => [f.object, f.tense, !!f.predicate_guessed])).toEqual([["Laura Park", "current", true], ["Laura Kim", "past", true]]);
    expect(got("no wait, Dana's in Strasbourg, not Stuttgart. I always mix those two up")).toEqual(["Dana lives_in Strasbourg (current)", "Dana lives_in Stuttgart (past)"]);
    expect(got("I must correct myself: it is tramadol to which I am allergic, not codeine.")).toEqual(["@self allergic_to tramadol (current)", "@self allergic_to codeine (past)"]);
    expect(got("Correction: not Polish, is Czech what I speak a little.")).toEqual(["@self speaks Czech (current)", "@self speaks Polish (past)"]);
    expect(facts("Sorry, the second one is Noodle, not Waffles.", now).map((f) => f.object)).toEqual(["Noodle", "Waffles"]);
    expect(facts("no sorry I meant Kiera spelled K I E R A not Keira the dictation always gets her name wrong", now).map((f) => f.object)).toEqual(["Kiera", "Keira"]);
    expect(got("I went to Rome, not Paris, for the conference")).not.toContain("@self lives_in Paris (past)");
  });

  test("renames: by pronoun after a change, 'X is Y now' with a rename word, a pet's name changed, 'goes by' someone else", () => {
    const aliases = (text: string) => run(text, now).aliases.map((a) => `${a.from} -> ${a.to}`);
    expect(aliases("Google Brain merged into a new lab and it's now called Google DeepMind, same desk though")).toEqual(["Google Brain -> Google DeepMind"]);
    expect(aliases("Wavecrest got acquired and renamed, it's called Tidewater now")).toEqual(["Wavecrest -> Tidewater"]);
    expect(aliases("we rebranded last week, Brightline Health is Lumen Health now.")).toEqual(["Brightline Health -> Lumen Health"]);
    expect(aliases("the kids changed Nugget's name to Captain, don't ask")).toEqual(["Nugget -> Captain"]);
    expect(run("Pepper goes by Biscuit now, the kids voted", now)).toEqual({ facts: [], aliases: [{ from: "Pepper", to: "Biscuit", subject_type: "organization" }] });
    expect(aliases("actually call me Ola please, nobody uses Aleksandra except my mum")).toEqual(["@self -> Ola"]);
    expect(aliases("I work at a startup, it's called Blinkly")).toEqual([]);
    expect(aliases("Anna is Head of Sales now")).toEqual([]);
    expect(got("the kids changed Nugget's name to Captain, don't ask")).toEqual([]);
  });
});

describe("rules extractor: texting, run-ons and titles by their ending (dev sequences batch 4 follow-ups)", () => {
  const now = "2024-06-01T10:00:00Z";
  const got = (text: string) => triples(text, now);

  test("texting shorthand reads as the words it stands for", () => {
    expect(got("work @ Deliveroo, ops team, its fine")).toEqual(["@self works_at Deliveroo (current)"]);
    expect(got("living in tampere rn, its freezing")).toEqual(["@self lives_in tampere (current)"]);
    expect(got("moved to turku w/ my gf last month")).toEqual(["@self lives_in turku (current)"]);
    expect(got("i own a kawasaki ninja 🏍️")).toEqual(["@self owns kawasaki ninja (current)"]);
    expect(got("email me @john")).toEqual([]);
  });

  test("a run-on's next clause is no part of the value", () => {
    expect(got("so we're moving to Eugene in January the movers are booked and everything")).toEqual(["@self lives_in Eugene (planned)"]);
    expect(got("we live in Omaha right now it's fine but my husband hates the winters")).toContain("@self lives_in Omaha (current)");
    expect(got("turns out im allergic to mango too worst news of the year")).toEqual(["@self allergic_to mango (current)"]);
    expect(got("hi there I'm a welder at Harland and Wolff mostly on the night shift")).toEqual(["@self job_title welder (current)", "@self works_at Harland and Wolff (current)"]);
    expect(got("My wife and I live in Boston")).toContain("@self lives_in Boston (current)");
  });

  test("occupations known by their ending, ranks after a field, a partner at a firm, work 'in' an employer", () => {
    expect(got("I'm a radiographer at Derriford Hospital")).toEqual(["@self job_title radiographer (current)", "@self works_at Derriford Hospital (current)"]);
    expect(got("I'm an audit senior as of this week")).toEqual(["@self job_title audit senior (current)"]);
    expect(got("I am a partner at Hargreaves & Pryce, the solicitors.")).toEqual(["@self job_title partner (current)", "@self works_at Hargreaves & Pryce (current)"]);
    expect(got("I am working in a company called Vektor Systems.")).toEqual(["@self works_at Vektor Systems (current)"]);
    expect(got("I am working in Ericsson as tester.")).toEqual(["@self works_at Ericsson (current)", "@self job_title tester (current)"]);
    expect(got("I'm Will Smith")).toEqual(["@self name Will Smith (current)"]);
    for (const text of ["I work in London", "I work in Marketing as an analyst", "I'm a perfectionist"]) expect(got(text).filter((t) => /works_at|job_title/.test(t))).toEqual([]);
  });

  test("'don't ask' in a story is no order; 'I don't do X anymore' is no avoidance", () => {
    expect(got("dario's my ex now. dont ask")).toEqual([]);
    expect(got("I don't really do Warhammer anymore")).toEqual([]);
    expect(got("I don't do dairy")).toEqual(["@self avoids dairy (current)"]);
  });
});

describe("rules extractor: formal, non-native and rambling voices (dev sequences batch 4 follow-ups)", () => {
  const now = "2024-06-01T10:00:00Z";
  const got = (text: string) => triples(text, now);

  test("a name given after what it names", () => {
    expect(got("the kids talked me into a guinea pig, his name is Pickle")).toEqual(["@self has_pet Pickle (current)"]);
    expect(facts("I have one daughter, her name is Selin.", now).map((f) => [f.predicate, f.object, f.names])).toEqual([["has_child", "Selin", "daughter"]]);
    expect(got("My boss is great, her name is Anna")).toEqual([]);
    expect(got("I met a guy at the bar, his name is Tom")).toEqual([]);
  });

  test("news told through a lead-in: 'I should let you know', 'the real news is', 'I've since found out', 'in the end'", () => {
    expect(got("I should let you know that I retired from Aviva at the end of last month")).toEqual(["@self works_at Aviva (past)"]);
    expect(got("The real news is Balfour Beatty made me redundant on Thursday, along with half the office.")).toEqual(["@self works_at Balfour Beatty (past)"]);
    expect(got("I've since found out I'm allergic to celery as well.")).toEqual(["@self allergic_to celery (current)"]);
    expect(got("In the end we moved to Bratislava instead of Prague.")).toEqual(["@self lives_in Bratislava (current)"]);
  });

  test("homes, jobs, pets, marriages and medication said formally or as a second language", () => {
    expect(got("For many years I have made my home in Cheltenham.")).toEqual(["@self lives_in Cheltenham (current)"]);
    expect(got("we rent a flat in Bologna")).toEqual(["@self lives_in Bologna (current)"]);
    expect(got("We are living now in Wrocław since March")).toEqual(["@self lives_in Wrocław (current)"]);
    expect(got("I have accepted a post with the Institute for Fiscal Studies, commencing in February.")).toEqual(["@self works_at Institute for Fiscal Studies (planned)"]);
    expect(got("I drive for FedEx been doing it about three years now")).toEqual(["@self works_at FedEx (current)"]);
    expect(got("We keep a Labrador named Barnaby.")).toEqual(["@self has_pet Barnaby (current)"]);
    expect(got("I am married with Sofia since 2015.")).toEqual(["@self married_to Sofia (current)"]);
    expect(got("Now I am divorced from Sofia, since last summer.")).toEqual(["@self married_to Sofia (past)"]);
    expect(got("My GP has added ramipril as well.")).toEqual(["@self takes_medication ramipril (current)"]);
    expect(got("My cardiologist has taken me off the digoxin; I no longer require it.")).toEqual(["@self takes_medication digoxin (past)"]);
    expect(got("We spent our honeymoon in Sri Lanka.")).toEqual(["@self visited Sri Lanka (current)"]);
    for (const text of ["I keep a diary", "I want to rent a flat in Paris", "I work at Google for Acme"]) expect(got(text).filter((t) => !/works_at Google \(/.test(t))).toEqual([]);
  });
});

describe("rules extractor: general boundaries, reported news, keyed endings, declined offers", () => {
  const now = "2024-06-01T10:00:00Z";
  const got = (text: string) => triples(text, now);
  const ends = (text: string) => (run(text, now).endings ?? []).map((e) => `${e.object || "-"} ${(e.predicates ?? []).join(",")}`.trim());

  test("a value ends at an emoji, a cheer or a run-on clause; a verb negated after it is no contrast", () => {
    expect(got("we're moving to belfast in sept 🎉 cant wait")).toEqual(["@self lives_in belfast (planned)"]);
    expect(got("we're moving to belfast in sept cant wait")).toEqual(["@self lives_in belfast (planned)"]);
    expect(got("I love gardening I spend every Sunday out there with the radio on")).toEqual(["@self likes gardening (current)"]);
    expect(got("I live in Austin, not Dallas")).toEqual(["@self lives_in Austin (current)"]);
    for (const text of ["I love the movie we watched", "I love how you explain things", "I love 🍕"]) expect(got(text)).toEqual([]);
  });

  test("news reported inside another clause ('told me I'm ...', 'explain that we ...'), never after doubt or a wish", () => {
    expect(got("on Wednesday my manager pulled me into a room and told me I'm the new head of customer success.")).toEqual(["@self job_title head of customer success (current)"]);
    expect(got("The other news, and don't laugh, is that we've moved again, to Loughborough this time.")).toEqual(["@self lives_in Loughborough (current)"]);
    expect(ends("So the teacher asked where Mara was, and I had to explain that we broke up on Sunday.")).toEqual(["- partner,married_to"]);
    for (const text of ["I hope that we move to Paris.", "my mum thinks I'm a doctor", "I'm the one who drives", "I'm the boss"]) expect(got(text)).toEqual([]);
  });

  test("endings keyed on the predicate: a couple splits, a job ends with no employer named", () => {
    expect(ends("we split up last week")).toEqual(["- partner,married_to"]);
    expect(ends("I got laid off.")).toEqual(["- works_at"]);
    expect(ends("I retired last month.")).toEqual(["- works_at", "- job_title"]);
    for (const text of ["we split the bill", "I'm going to quit my job", "we might break up", "if I get laid off"]) expect(ends(text)).toEqual([]);
    // Named, the employer's own ending says it.
    expect(got("I quit my job at Uber")).toEqual(["@self works_at Uber (past)"]);
  });

  test("offers declined or withdrawn, a start with its day spelled out, an order that is a thing owned", () => {
    expect(got("Change of heart. I told the BBC thanks but no thanks, Abbey Road Studios matched the money")).toEqual(["@self works_at BBC (past)"]);
    expect(got("Unfortunately Nokia cancelled the position")).toEqual(["@self works_at Nokia (past)"]);
    expect(got("I accepted offer from Nokia, I start there on first of April.")).toEqual(["@self works_at Nokia (planned)"]);
    expect(got("I came home inspired and, on top of the Strat, ordered a Gibson Les Paul, which turned up this morning.")).toEqual(["@self owns Gibson Les Paul (current)"]);
    for (const text of ["I ordered a burger", "I told Sarah about my day", "I told the kids no"]) expect(got(text)).toEqual([]);
  });

  test("subject-dropped and texted: big into X, left x for Y, comfortable speaking X, renting makes a stay a home", () => {
    expect(got("big into pickleball lately")).toEqual(["@self likes pickleball (current)"]);
    expect(got("left costa for Caffè Nero, better tips + free lunch")).toEqual(["@self works_at Caffè Nero (current)", "@self works_at costa (past)"]);
    expect(got("I'm finally comfortable speaking Tamil as well")).toEqual(["@self speaks Tamil (current)"]);
    expect(got("we're in Fresno right now renting a little place near the college")).toEqual(["@self lives_in Fresno (current)"]);
    expect(got("I'm in Chicago right now for a conference")).toEqual(["@self visited Chicago (current)"]);
    expect(got("I left home for London")).toEqual([]);
  });

  test("renames by their cue word: the last name before it is the old, the first after it the new; the speaker's employer or bank follows", () => {
    const al = (text: string) => run(text, now).aliases.map((a) => `${a.from} -> ${a.to}`);
    expect(al("I should mention that the firm I am employed by, Harcourt & Pell, now trades as Pell Advisory.")).toEqual(["Harcourt & Pell -> Pell Advisory"]);
    expect(got("I should mention that the firm I am employed by, Harcourt & Pell, now trades as Pell Advisory.")).toEqual(["@self works_at Pell Advisory (current)"]);
    expect(got("heads up my bank Bramble Savings rebranded → Fernly")).toEqual(["@self banks_with Fernly (current)"]);
    expect(got("My friend Radka, she changed her name to Rada after she moved.")).toEqual(["@self has_friend Rada (current)"]);
    expect(got("I would prefer to be addressed as Henrietta, if you don't mind.")).toEqual(["@self name Henrietta (current)"]);
    // The name given up is a former name (held-out README: "I'm not Jen anymore, I go by Jay" gives both).
    expect(got("hey so i dont go by Christopher anymore its just Kit now")).toEqual(["@self name Kit (current)", "@self name Christopher (past)"]);
    for (const text of ["My dog is called Rex.", "I went to Paris and now it's Monday", "Acme is now called Initech."]) expect(got(text).filter((t) => !/has_pet Rex|visited Paris/.test(t))).toEqual([]);
  });

  test("tastes in other words: fav/fave, of choice, a fondness, bores me, a passion of mine, an aside between commas", () => {
    expect(got("laksa is my all time fav")).toEqual(["@self favorite laksa (current)"]);
    expect(got("Mint chocolate chip is my ice cream of choice.")).toEqual(["@self favorite Mint chocolate chip (current)"]);
    expect(got("My favourite cuisine, I would say, is Lebanese.")).toEqual(["@self favorite Lebanese (current)"]);
    expect(got("I have a particular fondness for Baroque music.")).toEqual(["@self likes Baroque music (current)"]);
    expect(got("Ballet bores me to tears, I'm afraid.")).toEqual(["@self dislikes Ballet (current)"]);
    expect(got("Classical guitar is, I must say, a great passion of mine.")).toEqual(["@self likes Classical guitar (current)"]);
    for (const text of ["It bores me", "This is the best thing", "He bores me"]) expect(got(text)).toEqual([]);
  });
});

describe("rules extractor: multi-fact conversations (dev sequences batch 5 follow-ups)", () => {
  const got = (text: string) => triples(text, "2025-10-06T18:00:00Z");
  const ends = (text: string) => (run(text).endings ?? []).map((e) => e.object);

  test("news after a musing lead-in ('funny to think that', 'hard to believe'), and a subject given as 'us too'", () => {
    expect(got("Funny to think that last spring we moved from Dayton to Columbus, feels like years ago.")).toEqual(["@self lives_in Columbus (current)", "@self lives_in Dayton (past)"]);
    expect(got("and now us too, moved to Nijmegen last weekend!")).toEqual(["@self lives_in Nijmegen (current)"]);
    expect(got("hard to think about it")).toEqual([]);
  });

  test("a home's value ends where a name and its verb start a clause after a comma, not at a region", () => {
    expect(got("We moved to Tauranga in the spring, Amara loves the beach.")).toEqual(["@self lives_in Tauranga (current)"]);
    expect(got("We moved to Portland, Oregon and love it")).toEqual(["@self lives_in Portland, Oregon (current)"]);
  });

  test("a known town alone as what fell through is the move there called off; anything else is not", () => {
    expect(got("hereford fell through, the buyer pulled out.")).toEqual(["@self lives_in hereford (past)"]);
    expect(got("the deal fell through")).toEqual([]);
    expect(got("Reading fell through")).toEqual([]);
  });

  test("a pet put to sleep has ended", () => {
    expect(ends("We had to put Moose to sleep on Tuesday, he was fourteen.")).toEqual(["Moose"]);
    expect(ends("We put the kids to sleep early")).toEqual([]);
  });
});

describe("rules extractor: names in groups, role corrections, clinicians, time shared across clauses (batch 5, round 2)", () => {
  const got = (text: string, now = "2026-10-22T20:00:00Z") => triples(text, now);

  test("a counted group named in passing is the speaker's; someone else's group is theirs", () => {
    expect(got("I live in Spokane with my two labs, Moose and Juno.")).toEqual(["@self lives_in Spokane (current)", "@self has_pet Moose (current)", "@self has_pet Juno (current)"]);
    expect(got("I'm a vet nurse at Medivet and we've got two cats Basil and Olive")).toContain("@self has_pet Olive (current)");
    expect(got("I'm a vet nurse at Medivet and we've got two cats Basil and Olive")).not.toContain("@self owns Olive (current)");
    expect(got("my kids are Otis and Marnie, both at Hollybrook Primary now")).toEqual(["@self has_child Otis (current)", "@self has_child Marnie (current)"]);
    expect(got("My sister has two kids, Leo and Mia.").filter((t) => t.startsWith("@self"))).toEqual([]);
  });

  test("'the <role> is X not Y' corrects the role's value; a bare pronoun name still only guesses", () => {
    const f = facts("correction the greyhound is Pippa not Pippin she's a girl the rescue got it wrong on the form");
    expect(f.map((x) => `${x.predicate} ${x.object} ${x.tense}`)).toEqual(["has_pet Pippa current", "has_pet Pippin past"]);
    expect(facts("sorry, her name is Anna, not Anne").every((x) => x.predicate !== "has_pet")).toBe(true);
  });

  test("a clinician adding a medication puts the speaker on it; a diet is no medication", () => {
    expect(got("I'm on ramipril for my blood pressure, and the GP just added amlodipine.")).toEqual(["@self takes_medication ramipril (current)", "@self takes_medication amlodipine (current)"]);
    expect(got("And the dermatologist has me on cetirizine for hives now too.")).toEqual(["@self takes_medication cetirizine (current)"]);
    expect(got("I take montelukast for asthma.")).toEqual(["@self takes_medication montelukast (current)"]);
    expect(got("My doctor has me on a strict diet.")).toEqual([]);
  });

  test("weeks or a month in at an employer is the job held; a first week still ahead is not", () => {
    expect(got("Settled in Wichita, and my first two weeks at Koch Industries have been a blur.")).toEqual(["@self lives_in Wichita (current)", "@self works_at Koch Industries (current)"]);
    expect(got("First proper week at Buro Happold done, the bridge team is lovely.")).toEqual(["@self works_at Buro Happold (current)"]);
    expect(got("a month in at Moore Kingston Smith and I love it way more than the tills")).toEqual(["@self works_at Moore Kingston Smith (current)"]);
    expect(got("my first two weeks at Koch Industries are coming up")).toEqual([]);
  });

  test("'the same week' takes the time of the clause before it and is no part of the value", () => {
    expect(got("news!! we're moving to Wexford in february and I start at Loreto Secondary School the same week")).toEqual(["@self lives_in Wexford (planned)", "@self works_at Loreto Secondary School (planned)"]);
    expect(got("It's happening: we're moving to Chico in February, and I'll start at Enloe Medical Center the same month.")).toEqual(["@self lives_in Chico (planned)", "@self works_at Enloe Medical Center (planned)"]);
    expect(got("We moved to Leeds in March and I started at Asda the same week.")).toEqual(["@self lives_in Leeds (current)", "@self works_at Asda (current)"]);
  });

  test("'already' before a dropped subject is no name", () => {
    expect(got("Already bought a new bike for it, a Bianchi.").every((t) => t.startsWith("@self"))).toBe(true);
  });
});

describe("rules extractor: employers told formally, renames of pets in lower case (batch 5 and dev-set-9, round 3)", () => {
  const got = (text: string) => triples(text, "2024-04-22T10:00:00Z");

  test("employed as a title at an employer gives both; 'a local school' is no employer", () => {
    expect(got("I am employed as a curator at the Ashmolean.")).toEqual(["@self job_title curator (current)", "@self works_at Ashmolean (current)"]);
    expect(got("I am employed as a teacher at a local school.")).toEqual(["@self job_title teacher (current)"]);
  });

  test("a position taken up is a job started; 'remain in' keeps the home; 'in X, where I live' names it", () => {
    expect(got("I have instead taken up a position at the Holburne Museum, which began last week.")).toEqual(["@self works_at Holburne Museum (current)"]);
    expect(got("We remain in Kendal.")).toEqual(["@self lives_in Kendal (current)"]);
    expect(got("I remain in contact with her.")).toEqual([]);
    expect(got("I am the practice manager at Castle Street Surgery in Kendal, where my wife and I live.")).toContain("@self lives_in Kendal (current)");
  });

  test("a post withdrawn is the job called off; a withdrawn remark is not", () => {
    expect(got("Regrettably the Fitzwilliam post was withdrawn for want of funding.")).toEqual(["@self works_at Fitzwilliam (past)"]);
    expect(got("The comment was withdrawn.")).toEqual([]);
  });

  test("a pet renamed in lower case, with or without 'called' and the apostrophe, stays the speaker's pet", () => {
    const e = run("our hamster was fudge but the kids renamed him gizmo");
    expect(e.aliases.map((a) => `${a.from} -> ${a.to}`)).toEqual(["fudge -> gizmo"]);
    expect(e.facts.map((f) => `${f.predicate} ${f.object}`)).toEqual(["has_pet gizmo"]);
    expect(run("we changed the dogs name from rocky to bear because rocky just didnt suit him").aliases.map((a) => `${a.from} -> ${a.to}`)).toEqual(["rocky -> bear"]);
    expect(run("my dog was happy but we renamed him Max").aliases).toEqual([]);
    expect(run("Acme was renamed to Initech because of the merger").facts.filter((f) => f.predicate === "has_pet")).toEqual([]);
  });
});

describe("rules extractor: leads, trips, titles and endings told in passing (batch 5, round 4)", () => {
  const got = (text: string) => triples(text, "2024-04-22T10:00:00Z");
  const ends = (text: string) => (run(text).endings ?? []).map((e) => e.object);

  test("a value said to be done for the speaker, or an employer that laid the speaker off, ends what is held", () => {
    expect(ends("wild swimming is done for me after that jellyfish incident lol")).toEqual(["wild swimming"]);
    expect(ends("so mozilla laid off my whole team last tuesday")).toEqual(["mozilla"]);
    expect(ends("Nubank let me go fully remote so I packed up and moved to Florianópolis")).toEqual([]);
    expect(ends("my manager laid off two people")).toEqual([]);
  });

  test("a lead that says when ('in my spare time', 'days off') is no part of the statement; out doing it and loving it is a like", () => {
    expect(got("In my spare time I enjoy restoring old clocks.")).toEqual(["@self likes restoring old clocks (current)"]);
    expect(got("days off i'm usually out trail running, honestly love it")).toEqual(["@self likes trail running (current)"]);
    expect(got("days off i'm usually out trail running")).toEqual([]);
    expect(got("I am also rather fond of canal history, as you might imagine.")).toEqual(["@self likes canal history (current)"]);
  });

  test("a trip taken ('did a long weekend in', 'took the dog to X for a week') is a visit; a trip to no place is not", () => {
    expect(got("did a long weekend in Bruges, chocolate overload")).toEqual(["@self visited Bruges (current)"]);
    expect(got("Took Ziggy to Devon for a week, he loved the beaches.")).toEqual(["@self visited Devon (current)"]);
    expect(got("Took Mum to Specsavers for a test.")).toEqual([]);
  });

  test("a title with its employer: started as, hired at ... as, the <title> job at; a croupier at the Bellagio", () => {
    expect(got("Moved to Leiden in January and started as a lab technician at Naturalis.")).toEqual(["@self lives_in Leiden (current)", "@self works_at Naturalis (current)", "@self job_title lab technician (current)"]);
    expect(got("got hired at Octopus Energy as a customer service advisor!!")).toEqual(["@self works_at Octopus Energy (current)", "@self job_title customer service advisor (current)"]);
    expect(got("I got the trainee accountant job at Moore Kingston Smith")).toEqual(["@self job_title trainee accountant (current)", "@self works_at Moore Kingston Smith (current)"]);
    expect(got("I got the dream job at Moore Kingston Smith")).not.toContain("@self job_title dream (current)");
    expect(got("I'm a croupier at the Bellagio, living in Las Vegas.")).toEqual(["@self job_title croupier (current)", "@self works_at Bellagio (current)", "@self lives_in Las Vegas (current)"]);
    expect(got("I'm a regular at the Crown.")).toEqual([]);
  });

  test("a promotion got, or countered with and stayed for, is the new title; one only offered is not", () => {
    expect(got("plot twist: Miro countered with a promotion to senior product designer, so I'm staying")).toEqual(["@self job_title senior product designer (current)"]);
    expect(got("Miro countered with a promotion to senior product designer, but I'm leaving anyway")).toEqual([]);
  });

  test("switched from one employer to another is 'left X for Y'", () => {
    expect(got("back in march i switched from Datadog to Cloudflare.")).toEqual(["@self works_at Cloudflare (current)", "@self works_at Datadog (past)"]);
    expect(got("I switched from Python to Rust.")).not.toContain("@self lives_in Rust (current)");
  });

  test("corrections after a lead-in; a colon before a full statement; 'honestly call me'", () => {
    expect(got("I must correct what I wrote a moment ago: the allergy is to cashews, not hazelnuts.")).toEqual(["@self allergic_to cashews (current)", "@self allergic_to hazelnuts (past)"]);
    expect(got("Rereading that: Hungarian and Slovak, not Romanian.")).toEqual(["@self speaks Hungarian (current)", "@self speaks Slovak (current)", "@self speaks Romanian (past)"]);
    expect(got("And I've decided to follow her: I'm moving to Helsinki in January.")).toEqual(["@self lives_in Helsinki (planned)"]);
    expect(got("One thing I love: Helsinki in January.")).not.toContain("@self lives_in Helsinki (planned)");
    expect(run("honestly call me Teddy, everyone does except my gran").aliases.map((a) => a.to)).toEqual(["Teddy"]);
    expect(run("honestly don't call me Teddy").aliases).toEqual([]);
  });

  test("a dictated run-on: 'that's it' and a name after a day start new clauses", () => {
    expect(got("well that's it I retired from Royal Mail on Friday Pauline's still at the library for another year though")).toContain("@self works_at Royal Mail (past)");
  });
});

describe("rules extractor: plain wording (batch 6, round 1)", () => {
  const got = (text: string) => triples(text, "2024-04-22T10:00:00Z");

  test("'since' or 'now' between the auxiliary and the verb; settled in is moved to; a new job at is the job held", () => {
    expect(got("We have since moved to Bremen.")).toEqual(["@self lives_in Bremen (current)"]);
    expect(got("We've now settled in Canberra.")).toEqual(["@self lives_in Canberra (current)"]);
    expect(got("I have a new job at Carlsberg.")).toEqual(["@self works_at Carlsberg (current)"]);
    expect(got("I have a new job offer from Carlsberg.")).not.toContain("@self works_at Carlsberg (current)");
    expect(got("We've settled in nicely.")).toEqual([]);
  });

  test("a correction lead said as its own sentence marks the next; the wrong value negated first, the right after", () => {
    expect(got("Sorry, I mixed them up. I take gabapentin, not naproxen.")).toEqual(["@self takes_medication gabapentin (current)", "@self takes_medication naproxen (past)"]);
    expect(got("I take gabapentin, not naproxen.")).toEqual(["@self takes_medication gabapentin (current)"]);
    expect(got("I got that wrong: I don't speak Urdu, it's Punjabi.")).toEqual(["@self speaks Punjabi (current)", "@self speaks Urdu (past)"]);
    expect(got("I don't speak Urdu, it's a shame.")).not.toContain("@self speaks a shame (current)");
  });
});

describe("rules extractor: plain wording (batches 6 and 7, round 2)", () => {
  const got = (text: string) => triples(text, "2026-10-12T10:00:00Z");

  test("a move called off with the speaker as subject is the plan, past; a plan reversed by 'changed my mind' is not joining after all", () => {
    expect(got("We've called off the move to Erie.")).toEqual(["@self lives_in Erie (past)"]);
    expect(got("We scrapped our plans to move to Leeds.")).toEqual(["@self lives_in Leeds (past)"]);
    expect(got("We've called off the wedding.")).toEqual([]);
    expect(got("I changed my mind, so I'm not joining Mattel.")).toEqual(["@self works_at Mattel (past)"]);
    expect(got("I changed my mind about the sofa.")).toEqual([]);
  });

  test("the value ends before early, late or mid said of a time; learned to speak is speaks", () => {
    expect(got("I'll be joining Rabobank early next year.")).toEqual(["@self works_at Rabobank (planned)"]);
    expect(got("I've learned to speak Vietnamese too.")).toEqual(["@self speaks Vietnamese (current)"]);
    expect(got("I've learned to speak up for myself.")).toEqual([]);
  });

  test("a pet got and named is the named pet; an adopted child is a child; 'my name is actually' is the name", () => {
    expect(got("We got a kitten and named her Hazel.")).toEqual(["@self has_pet Hazel (current)"]);
    expect(got("We got a new car and named her Betty.")).not.toContain("@self has_pet Betty (current)");
    expect(got("We just adopted a little girl, Poppy.")).toEqual(["@self has_child Poppy (current)"]);
    expect(got("We just met a little girl, Poppy.")).not.toContain("@self has_child Poppy (current)");
    expect(got("Sorry, my name is actually Clara.")).toEqual(["@self name Clara (current)"]);
    expect(got("My name is actually quite common.")).not.toContain("@self name quite common (current)");
  });
});
