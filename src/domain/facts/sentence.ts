import { SEED_BY_NAME } from "../../extract/vocabulary";

/**
 * A fact as one plain English sentence, for a model or a person to read: "Alice is allergic to peanuts",
 * "Alice plans to move to Porto", "Alice's dog is Bolt". Built from the canonical predicate and the tense,
 * not from the verb as it was said ("alice am allergic to peanuts" was the raw verb glued to the subject).
 * No closing period and no dates: the caller adds when it holds (the context block puts it in brackets).
 */
export interface SentenceFact {
  /** Current name of the subject (after renames). */
  subject: string;
  /** Canonical predicate: a seed name (SEED_PREDICATES) or one the project learned. */
  predicate: string;
  /** The predicate as it was said; only its noun is borrowed ("dog is" -> "Alice's dog is Bolt"). */
  predicateRaw: string;
  object: string;
  tense: "current" | "past" | "planned";
}

/** [current, planned, past]; S = subject, S's = its possessive, O = object, aO = object with an article. */
type Forms = readonly [string, string, string];
const be = (lead: string): Forms => [`${lead} is O`, `${lead} will be O`, `${lead} was O`];
const verb = (now: string, plan: string, past: string): Forms => [`S ${now} O`, `S ${plan} O`, `S ${past} O`];

export const SENTENCE_FORMS: Readonly<Record<string, Forms>> = {
  name: be("S's name"),
  age: ["S is O", "S will be O", "S was O"],
  birthday: be("S's birthday"),
  nationality: be("S's nationality"),
  speaks: verb("speaks", "will speak", "used to speak"),
  is_a: ["S is aO", "S will be aO", "S was aO"],
  lives_in: verb("lives in", "plans to move to", "lived in"),
  from: verb("is from", "will be from", "was from"),
  visited: verb("has visited", "plans to visit", "visited"),
  works_at: verb("works at", "plans to work at", "worked at"),
  job_title: ["S works as aO", "S plans to work as aO", "S worked as aO"],
  studies_at: verb("studies at", "plans to study at", "studied at"),
  works_on: verb("works on", "plans to work on", "worked on"),
  married_to: verb("is married to", "plans to marry", "was married to"),
  partner: be("S's partner"),
  has_child: be("S's child"),
  has_sibling: be("S's sibling"),
  has_parent: be("S's parent"),
  has_friend: verb("is friends with", "will be friends with", "was friends with"),
  has_pet: be("S's pet"),
  knows: verb("knows", "will meet", "knew"),
  likes: verb("likes", "will like", "used to like"),
  dislikes: verb("dislikes", "will dislike", "used to dislike"),
  prefers: verb("prefers", "will prefer", "used to prefer"),
  favorite: be("S's favorite"),
  owns: verb("owns", "plans to get", "used to own"),
  allergic_to: verb("is allergic to", "will be allergic to", "was allergic to"),
  has_condition: verb("has", "will have", "had"),
  diet: be("S's diet"),
  avoids: verb("avoids", "will avoid", "used to avoid"),
  takes_medication: verb("takes", "will take", "used to take"),
  instruction: ["S's standing instruction: O", "S's instruction, from later on: O", "S's former instruction: O"],
  preferred_language: verb("wants answers in", "will want answers in", "wanted answers in"),
  earns: verb("earns", "will earn", "earned"),
  banks_with: verb("banks with", "plans to bank with", "banked with"),
  budget: be("S's budget"),
  attended: verb("attended", "plans to attend", "attended"),
  has_event: ["S has O", "S has O coming up", "S had O"],
  graduated_from: verb("graduated from", "will graduate from", "graduated from"),
};

const TENSE_INDEX = { current: 0, planned: 1, past: 2 } as const;

/**
 * Predicates said as "<noun> is" ("dog is", "favorite character is", "son is") name the relation more
 * exactly than the canonical word: those nouns stand in for it when the form is a possessive one.
 */
const POSSESSIVE_FORMS = new Set(["name", "birthday", "partner", "has_child", "has_sibling", "has_parent", "has_pet", "favorite", "budget"]);
const RAW_NOUN = /^(?:my |his |her |their |our )?([a-z][a-z ]{1,40}?) (?:is|are|was|were)$/;

const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();
const possessive = (s: string) => `${s}'s`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "teacher" -> "a teacher", "engineer" -> "an engineer"; an object that already has an article or a possessive keeps it. */
function withArticle(o: string): string {
  if (/^(?:a|an|the|my|his|her|their|our|your)\s/i.test(o)) return o;
  return /^[aeiou]/i.test(o) ? `an ${o}` : `a ${o}`;
}

/** Learned predicates have no forms: the name read as a verb phrase, put in the third person. */
function learnedForms(predicate: string): Forms {
  const words = predicate.replace(/_/g, " ").trim().split(/\s+/);
  const ADVERB = /^(?:also|just|really|still|always|never|often|usually|sometimes|actually|absolutely|totally)$/;
  const i = words.findIndex((w) => !ADVERB.test(w));
  if (i < 0) return verb(words.join(" "), `will ${words.join(" ")}`, `used to ${words.join(" ")}`);
  const head = words[i]!;
  const before = words.slice(0, i);
  const after = words.slice(i + 1);
  const phrase = (w: string) => [...before, w, ...after].join(" ");
  const IRREGULAR: Record<string, [string, string]> = { am: ["is", "be"], are: ["is", "be"], is: ["is", "be"], be: ["is", "be"], have: ["has", "have"], has: ["has", "have"], do: ["does", "do"], go: ["goes", "go"] };
  let third: string;
  let base = head;
  if (IRREGULAR[head]) [third, base] = IRREGULAR[head];
  else if (/ing$/.test(head)) return verb(`is ${phrase(head)}`, `will be ${phrase(head)}`, `was ${phrase(head)}`);
  else if (/ed$/.test(head) || /^(?:was|were|had|did|went|got|made|took|gave|saw|came|left|felt|found|met|bought)$/.test(head)) {
    // Already a past form or a participle: say it as it is.
    return verb(phrase(head), `will ${phrase(head)}`, phrase(head));
  } else if (/[^su]s$/.test(head)) {
    // Already in the third person ("plays", "teaches").
    third = head;
    base = head.replace(/(?<=sh|ch|x|z|ss)es$/, "").replace(/(?<=[^aeiou])ies$/, "y").replace(/(?<![se])s$/, "");
  } else if (/(?:s|sh|ch|x|z|o)$/.test(head)) third = `${head}es`;
  else if (/[^aeiou]y$/.test(head)) third = `${head.slice(0, -1)}ies`;
  else third = `${head}s`;
  return verb(phrase(third), `will ${phrase(base)}`, `used to ${phrase(base)}`);
}

/** The fact as one sentence (see SentenceFact). */
export function factSentence(f: SentenceFact): string {
  const subject = oneLine(f.subject);
  let object = oneLine(f.object);
  const seed = SEED_BY_NAME.has(f.predicate) ? SENTENCE_FORMS[f.predicate] : undefined;
  let form = (seed ?? learnedForms(f.predicate))[TENSE_INDEX[f.tense]];
  if (seed && POSSESSIVE_FORMS.has(f.predicate)) {
    const noun = RAW_NOUN.exec(oneLine(f.predicateRaw).toLowerCase())?.[1];
    if (noun !== undefined && noun !== "name" && !/\b(?:is|am|are|was|were)\b/.test(noun)) form = form.replace(/^S's \S+/, `S's ${noun}`);
  }
  if (f.predicate === "age" && /^\d{1,3}$/.test(object)) object = `${object} years old`;
  // One pass over the form, so a name or object that holds an "S" or "O" word is never replaced again.
  const sentence = form.replace(/\bS's|\baO\b|\bS\b|\bO\b/g, (p) => (p === "S's" ? possessive(subject) : p === "aO" ? withArticle(object) : p === "S" ? subject : object));
  return capital(oneLine(sentence));
}
