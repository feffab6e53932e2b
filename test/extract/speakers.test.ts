// Issue 21: a transcript line states facts about its speaker. The extractor the runtime builds (rules behind
// the speaker stage), given each turn as the job path gives a memory: text, when it was said, and the end
// user's id and known name.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../../src/config";
import { SELF, type ExtractInput } from "../../src/extract/types";
import { extractorFor } from "../../src/runtime/extractor";

const NOW = "2026-03-15T10:00:00Z";
const ex = extractorFor(loadConfig({ ENGRAM_EXTRACTOR: "rules", ENGRAM_LOG: "error" }));
async function triples(text: string, user: (string | null)[] = ["u-1"], assistant: (string | null)[] = []) {
  const input: ExtractInput & { speakers: unknown } = { text, now: NOW, speakers: { user, assistant } };
  const out = await ex.extract(input);
  return out.facts.map((f) => `${f.subject === SELF ? "@self" : f.subject}${f.subject === SELF ? "" : `(${f.subject_type})`} ${f.predicate} ${f.object} (${f.tense})`);
}

describe("speakers: each transcript form states facts about its speaker", () => {
  test("'Name: text', '[Name] text', 'Name said: text'", async () => {
    expect(await triples("Caroline: I moved to Lisbon last year.")).toEqual(["Caroline(person) lives_in Lisbon (current)"]);
    expect(await triples("[Caroline] I moved to Lisbon last year.")).toEqual(["Caroline(person) lives_in Lisbon (current)"]);
    expect(await triples("Caroline said: I moved to Lisbon last year.")).toEqual(["Caroline(person) lives_in Lisbon (current)"]);
    expect(await triples("Jon said: I'm moving to Leeds in May")).toEqual(["Jon(person) lives_in Leeds (planned)"]);
  });
  test("the same words unprefixed are the end user's, as before", async () => {
    expect(await triples("I moved to Lisbon last year.")).toEqual(["@self lives_in Lisbon (current)"]);
  });
  test("a relative told of by another speaker is keyed by that speaker; the relation is the speaker's", async () => {
    expect(await triples("Maya: my sister Ana just moved to Lima")).toEqual(["Maya(person) has_sibling Ana (current)", "Ana(person) lives_in Lima (current)"]);
  });
  test("several turns in one memory each go to their own speaker", async () => {
    expect(await triples("Caroline: I work at Acme.\nMelanie: I live in Oslo.")).toEqual(["Caroline(person) works_at Acme (current)", "Melanie(person) lives_in Oslo (current)"]);
  });
});

describe("speakers: role words", () => {
  test("User:, Me:, You said: and the end user's own name or id are the end user", async () => {
    for (const label of ["User:", "user:", "Me:", "You said:", "[User]"]) expect(await triples(`${label} I live in Oslo`)).toEqual(["@self lives_in Oslo (current)"]);
    expect(await triples("Dee: I live in Oslo", ["dee-42", "Dee"])).toEqual(["@self lives_in Oslo (current)"]);
    expect(await triples("dee-42: I live in Oslo", ["dee-42"])).toEqual(["@self lives_in Oslo (current)"]);
  });
  test("an assistant's lines give nothing about the user (Assistant:, AI:, Bot:, the agent's name)", async () => {
    for (const label of ["Assistant:", "AI:", "Bot:", "assistant:", "[Assistant]"]) {
      expect(await triples(`${label} I live in the cloud, and I love helping with recipes.`)).toEqual([]);
      expect(await triples(`${label} Noted: you live in Austin and you're allergic to peanuts.`)).toEqual([]);
    }
    expect(await triples("Aria: I live in Oslo", ["u-1"], ["Aria"])).toEqual([]);
    expect(await triples("Aria: I live in Oslo", ["u-1"], [])).toEqual(["Aria(person) lives_in Oslo (current)"]);
  });
  test("the user's line beside the assistant's keeps the user's facts only", async () => {
    expect(await triples("User: I'm allergic to peanuts\nAssistant: Got it, I'm allergic to nothing myself.")).toEqual(["@self allergic_to peanuts (current)"]);
  });
});

describe("speakers: labels that are not speakers", () => {
  test("Update:, Note:, PS:, Re:, a time: the text is the end user's", async () => {
    expect(await triples("Update: I moved to Oslo")).toEqual(["@self lives_in Oslo (current)"]);
    expect(await triples("Note: I work at Acme now")).toEqual(["@self works_at Acme (current)"]);
    expect(await triples("PS: I live in Oslo")).toEqual(["@self lives_in Oslo (current)"]);
    expect(await triples("Re: I live in Oslo")).toEqual(["@self lives_in Oslo (current)"]);
    expect(await triples("10:30: I started a new job at Google")).toEqual(["@self works_at Google (current)"]);
    expect(await triples("Quick update: I live in Oslo")).toEqual(["@self lives_in Oslo (current)"]);
  });
});

describe("instructions only for the assistant", () => {
  // Pairs that differ only in who is addressed.
  const pairs: [string, string][] = [
    ["always reply briefly", "always reply briefly"],
    ["never use emojis in your replies", "never use emojis in your replies"],
    ["don't bring up my ex", "don't bring up my ex"],
    ["from now on answer in French", "French"],
  ];
  test("from the end user (User:, Me:, unprefixed) an order to the assistant is an instruction", async () => {
    for (const [text, object] of pairs) {
      for (const t of [`User: ${text}`, `Me: ${text}`, text]) {
        const got = await triples(t);
        expect(got.length).toBe(1);
        expect(got[0]!).toMatch(new RegExp(`^@self (?:instruction|preferred_language) ${object}`, "i"));
      }
    }
  });
  test("the same words said by a friend are not", async () => {
    for (const [text] of pairs) expect(await triples(`Caroline: ${text}`)).toEqual([]);
  });
  test("encouragement, wishes and advice between people are never instructions", async () => {
    for (const t of ["Keep it up!", "keep up!", "Take care of yourself", "Never give up on your dreams", "Always make us smile", "follow your heart, always", "be gentle with yourself this week", "never text your ex after midnight", "Stay strong!"]) {
      expect(await triples(t)).toEqual([]);
      expect(await triples(`User: ${t}`)).toEqual([]);
    }
  });
});

describe("nothing from chit-chat", () => {
  test("greetings, reactions, compliments, questions back", async () => {
    for (const t of ["Hey Mel! Good to see you! How have you been?", "Wow, that's awesome! Congrats!", "Sounds like a great plan, John!", "I love your style", "I love that you and", "Looks like your store is growing!", "What about you?"]) {
      expect(await triples(`Caroline: ${t}`)).toEqual([]);
      expect(await triples(t)).toEqual([]);
    }
  });
  test("an image caption is a photo's description, not speech", async () => {
    expect(await triples("Maya: look what I made! [image: a ceramic vase on a table]")).toEqual([]);
    expect(await triples("we had the best time!! [image: the Lisbon skyline at sunset]")).toEqual([]);
    expect(await triples("Jon: I live in Leeds now [image: a dog who lives in Paris]")).toEqual(["Jon(person) lives_in Leeds (current)"]);
  });
  test("objects are complete: a dangling joiner is cut, a lone function word gives nothing", async () => {
    expect(await triples("Caroline: I went to a LGBTQ support group yesterday and it was so powerful.")).toEqual(["Caroline(person) visited LGBTQ support group (current)"]);
  });
});

describe("speakers: the same stage around the ollama extractor", () => {
  test("the model reads the turn's words as 'I'; the stage gives them to the speaker, and the assistant's to nobody", async () => {
    const { startFakeOllama } = await import("../helpers/fake-ollama");
    // A model that reads "I live in Oslo" wherever it is asked, and says what text it was given.
    const seen: string[] = [];
    const server = startFakeOllama((req) => {
      seen.push(req.messages[req.messages.length - 1]!.content);
      return { json: { reasoning: "One statement about the speaker.", aliases: [], facts: [{ subject: SELF, subject_type: "self", predicate_raw: "live in", predicate: "lives_in", object: "Oslo", object_type: "place", object_is_literal: false, tense: "current", valid_from: null, valid_until: null, confidence: 0.9 }] } };
    });
    try {
      const ollama = extractorFor(loadConfig({ ENGRAM_EXTRACTOR: "ollama", OLLAMA_HOST: server.url, ENGRAM_LOG: "error" }));
      const run = async (text: string) => (await ollama.extract({ text, now: NOW, speakers: { user: ["u-1"] } } as ExtractInput)).facts.map((f) => `${f.subject}/${f.subject_type}`);
      expect(await run("Caroline: I live in Oslo [image: a fjord]")).toEqual(["Caroline/person"]);
      expect(seen[seen.length - 1]).toContain("I live in Oslo");
      expect(seen[seen.length - 1]).not.toContain("Caroline:");
      expect(seen[seen.length - 1]).not.toContain("fjord");
      expect(await run("User: I live in Oslo")).toEqual([`${SELF}/self`]);
      const asked = seen.length;
      expect(await run("Assistant: I live in Oslo")).toEqual([]);
      expect(seen.length).toBe(asked);
    } finally {
      server.stop();
    }
  });
});
