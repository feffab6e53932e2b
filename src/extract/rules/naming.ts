// Stage: matching. A name given after the one it names: "I have one daughter, her name is Selin".

import { type CandidateFact, SELF } from "../types";
import { fact, madeBy } from "./facts";
import { NOT_NAMES, PETS } from "./lexicon";
import { esc } from "./subjects";

// ---------------------------------------------------------------------------------------------------------
// A name given after the one it names: "I have one daughter, her name is Selin", "the kids talked me into a
// guinea pig, his name is Pickle", "we got a hamster too his name is Sprout".

// "we had a baby boy and named him Tomasz": the naming as something the speaker did.
export const NAME_AFTER = /\b(?:(?:[Hh]is|[Hh]er|[Ii]ts|[Tt]heir)\s+name(?:'s|\s+is)|(?:[Hh]e|[Ss]he|[Ii]t)(?:'s|\s+is)\s+(?:called|named)|(?:named|called|have\s+named|'ve\s+named)\s+(?:him|her|it))\s+([A-Z][\w'-]+)/;
export const NAMED_KIN: Record<string, string> = { boy: "has_child", girl: "has_child", son: "has_child", daughter: "has_child", baby: "has_child", brother: "has_sibling", sister: "has_sibling" };
export const NEW_ONE = new RegExp(`\\b(?:a|an|another|one|(?:a\\s+)?second|(?:a\\s+)?third|new)\\s+(?:[\\w-]+\\s+){0,2}?(${[...PETS, ...Object.keys(NAMED_KIN)].sort((a, b) => b.length - a.length).map(esc).join("|")})\\b`, "gi");

/** The generic value the sentence just gave (or the animal or child it introduced) takes the name after it. */
/** Pseudo-predicate of a naming with nothing in the message to name (becomes `Extraction.namings`). */
export const NAMES_HELD = "names:held";
/** What may come before the naming words when nothing else is spoken of: "so we", "finally I've", "update:". */
export const OPENS_ON_NAMING = /^(?:(?:so|and|oh|well|ok|okay|yeah|also|btw|update|finally|just|already|we|i|we've|i've|have|'ve|we've\s+finally|decided\s+to)\b[\s,:!.-]*)*$/i;

export function namedAfter(text: string, facts: CandidateFact[], start: number, earlier = ""): void {
  const m = text.match(NAME_AFTER);
  if (!m || NOT_NAMES.has(m[1]!.toLowerCase())) return;
  const name = m[1]!;
  const own = text.slice(0, m.index);
  // A sentence that opens on the name ("Her name is Saffi") names what the sentence before it introduced.
  const opens = !own.trim() && earlier.trim() !== "";
  const before = opens ? `${earlier} ${own}` : own;
  const generic = (f: CandidateFact) => f.subject === SELF && /^(?:has_pet|has_child|has_sibling)$/.test(f.predicate) && !/[A-Z]/.test(f.object);
  for (let i = facts.length - 1; i >= (opens ? 0 : start); i--) {
    if (facts[i]!.object === name) return;
    if (generic(facts[i]!) && before.toLowerCase().includes(facts[i]!.object.toLowerCase())) {
      facts[i] = { ...facts[i]!, object: name, object_type: facts[i]!.predicate === "has_pet" ? "unknown" : "person", object_is_literal: false, names: facts[i]!.object };
      return;
    }
  }
  // A message that opens on the naming ("We named him Rocket!", "Her name is Luna") names what the message
  // before it told of: the pipeline gives the name to the speaker's pet or child held only by its kind.
  if (!earlier.trim() && OPENS_ON_NAMING.test(own)) {
    facts.push(madeBy("people.names_held", fact(SELF, "self", m[0].replace(/\s+\S+$/, "").toLowerCase(), NAMES_HELD, name, "unknown", false, "current", null, null, 0.8)));
    return;
  }
  // Across sentences only a generic value the speaker holds takes the name ("My sister got a cat. Her name is Mochi").
  const intro = opens ? undefined : [...before.matchAll(NEW_ONE)].pop();
  if (!intro) return;
  const word = intro[1]!.toLowerCase();
  const pred = NAMED_KIN[word] ?? "has_pet";
  facts.push({ ...madeBy("people.named_after", fact(SELF, "self", `${word} named`, pred, name, pred === "has_pet" ? "unknown" : "person", false, "current", null, null, 0.8)), names: word });
}
