// The canonical predicates every project starts with. A project's learned vocabulary grows from these:
// a new raw predicate maps onto one of them (or a learned one) when close enough, else becomes its own.

export type PredicateFamily =
  | "preferences"
  | "instructions"
  | "people"
  | "places"
  | "work"
  | "ownership"
  | "health"
  | "financial"
  | "events"
  | "identity"
  | "other";

export const FAMILIES: readonly PredicateFamily[] = [
  "preferences", "instructions", "people", "places", "work", "ownership", "health", "financial", "events", "identity", "other",
];

/** single: a new value supersedes the open one. multi: values accumulate (never superseded by another value). */
export type Cardinality = "single" | "multi";

export interface SeedPredicate {
  name: string;
  family: PredicateFamily;
  cardinality: Cardinality;
  /** Raw phrasings that mean this predicate (lower-case), used to seed the learned vocabulary. */
  raw: string[];
}

export const SEED_PREDICATES: readonly SeedPredicate[] = [
  // identity
  { name: "name", family: "identity", cardinality: "single", raw: ["is called", "name is", "is named", "goes by"] },
  { name: "age", family: "identity", cardinality: "single", raw: ["is years old", "age is", "is aged"] },
  { name: "birthday", family: "identity", cardinality: "single", raw: ["was born on", "birthday is"] },
  { name: "nationality", family: "identity", cardinality: "single", raw: ["is a citizen of", "nationality is"] },
  { name: "speaks", family: "identity", cardinality: "multi", raw: ["speaks", "can speak", "is fluent in"] },
  { name: "is_a", family: "identity", cardinality: "multi", raw: ["is a", "is an"] },
  // places
  { name: "lives_in", family: "places", cardinality: "single", raw: ["lives in", "moved to", "resides in", "is based in", "relocated to", "home is in"] },
  { name: "from", family: "places", cardinality: "single", raw: ["is from", "comes from", "grew up in", "was born in"] },
  { name: "visited", family: "places", cardinality: "multi", raw: ["visited", "travelled to", "traveled to", "went to", "been to"] },
  // work
  { name: "works_at", family: "work", cardinality: "single", raw: ["works at", "works for", "is employed by", "is employed at", "joined", "started at"] },
  { name: "job_title", family: "work", cardinality: "single", raw: ["works as", "job is", "is employed as", "role is", "position is"] },
  { name: "studies_at", family: "work", cardinality: "single", raw: ["studies at", "is a student at", "attends"] },
  { name: "works_on", family: "work", cardinality: "multi", raw: ["works on", "is working on"] },
  // people
  { name: "married_to", family: "people", cardinality: "single", raw: ["is married to", "husband is", "wife is", "spouse is"] },
  { name: "partner", family: "people", cardinality: "single", raw: ["is dating", "partner is", "girlfriend is", "boyfriend is"] },
  { name: "has_child", family: "people", cardinality: "multi", raw: ["has a child", "son is", "daughter is", "has a son", "has a daughter"] },
  { name: "has_sibling", family: "people", cardinality: "multi", raw: ["sister is", "brother is", "has a sister", "has a brother"] },
  { name: "has_parent", family: "people", cardinality: "multi", raw: ["mother is", "father is", "mom is", "dad is"] },
  { name: "has_friend", family: "people", cardinality: "multi", raw: ["friend is", "is friends with", "has a friend"] },
  { name: "has_pet", family: "people", cardinality: "multi", raw: ["has a dog", "has a cat", "has a pet", "pet is"] },
  { name: "knows", family: "people", cardinality: "multi", raw: ["knows", "met"] },
  // preferences
  { name: "likes", family: "preferences", cardinality: "multi", raw: ["likes", "loves", "enjoys", "is into", "is a fan of"] },
  { name: "dislikes", family: "preferences", cardinality: "multi", raw: ["dislikes", "hates", "doesn't like", "does not like", "can't stand"] },
  { name: "prefers", family: "preferences", cardinality: "multi", raw: ["prefers", "would rather"] },
  { name: "favorite", family: "preferences", cardinality: "multi", raw: ["favorite is", "favourite is"] },
  // ownership
  { name: "owns", family: "ownership", cardinality: "multi", raw: ["owns", "has", "bought", "drives"] },
  // health
  { name: "allergic_to", family: "health", cardinality: "multi", raw: ["is allergic to", "has an allergy to"] },
  { name: "has_condition", family: "health", cardinality: "multi", raw: ["has", "suffers from", "was diagnosed with"] },
  { name: "diet", family: "health", cardinality: "single", raw: ["is vegetarian", "is vegan", "follows a diet", "eats"] },
  { name: "avoids", family: "health", cardinality: "multi", raw: ["doesn't eat", "does not eat", "avoids", "doesn't drink", "does not drink"] },
  { name: "takes_medication", family: "health", cardinality: "multi", raw: ["takes", "is on"] },
  // instructions to the agent
  { name: "instruction", family: "instructions", cardinality: "multi", raw: ["always", "never", "please always", "wants you to"] },
  { name: "preferred_language", family: "instructions", cardinality: "single", raw: ["answer in", "respond in", "reply in"] },
  // financial
  { name: "earns", family: "financial", cardinality: "single", raw: ["earns", "salary is", "makes"] },
  { name: "banks_with", family: "financial", cardinality: "single", raw: ["banks with", "bank is"] },
  { name: "budget", family: "financial", cardinality: "single", raw: ["budget is", "can spend"] },
  // events
  { name: "attended", family: "events", cardinality: "multi", raw: ["attended", "went to", "was at"] },
  { name: "has_event", family: "events", cardinality: "multi", raw: ["has an appointment", "has a meeting", "is getting", "will attend"] },
  { name: "graduated_from", family: "events", cardinality: "multi", raw: ["graduated from"] },
];

export const SEED_BY_NAME: ReadonlyMap<string, SeedPredicate> = new Map(SEED_PREDICATES.map((p) => [p.name, p]));

/**
 * Words a person asks with (GET /v1/facts?predicate=), for every seed predicate: kin, role and family-member
 * words, and everyday paraphrases. A narrower word finds the broader predicate the facts are stored under
 * ("sister" → has_sibling, "boss" → knows). Only read by the query lookup, never embedded: adding a word here
 * cannot change what extraction stores.
 */
export const QUERY_WORDS: Readonly<Record<string, readonly string[]>> = {
  name: ["name", "first name", "last name", "surname", "family name", "full name", "nickname", "called", "named", "goes by", "known as"],
  age: ["age", "how old", "years old", "aged", "old"],
  birthday: ["birthday", "birth date", "date of birth", "born on", "dob", "birthdate"],
  nationality: ["nationality", "citizenship", "citizen of", "passport", "national"],
  speaks: ["speaks", "speak", "language", "languages", "fluent in", "native language", "mother tongue"],
  is_a: ["is", "identity", "kind of person"],
  lives_in: ["lives in", "live in", "lives", "home", "address", "residence", "resides", "based in", "location", "city", "hometown now", "moved to", "living in"],
  from: ["from", "born in", "birthplace", "place of birth", "hometown", "grew up in", "origin", "comes from", "native of"],
  visited: ["visited", "visit", "travel", "travels", "travelled to", "traveled to", "trip", "trips", "been to", "vacation", "holiday"],
  works_at: ["works at", "work at", "works for", "employer", "company", "workplace", "job at", "employed by", "office"],
  job_title: ["job", "job title", "title", "role", "occupation", "profession", "position", "career", "works as", "does for a living"],
  studies_at: ["studies at", "study at", "studies", "school", "university", "college", "student at", "attends", "enrolled at"],
  works_on: ["works on", "working on", "project", "projects"],
  married_to: ["married to", "spouse", "husband", "wife", "married", "partner in marriage"],
  partner: ["partner", "girlfriend", "boyfriend", "dating", "significant other", "fiance", "fiancee", "fiancé", "fiancée", "lover"],
  has_child: ["child", "children", "kid", "kids", "son", "sons", "daughter", "daughters", "baby", "babies"],
  has_sibling: ["sibling", "siblings", "sister", "sisters", "brother", "brothers", "twin", "big sister", "little sister", "big brother", "little brother"],
  has_parent: ["parent", "parents", "mother", "mom", "mum", "mommy", "mummy", "mama", "father", "dad", "daddy", "papa", "stepmother", "stepfather"],
  has_friend: ["friend", "friends", "best friend", "buddy", "pal", "mate"],
  has_pet: ["pet", "pets", "dog", "dogs", "cat", "cats", "puppy", "kitten", "animal", "animals", "bird", "fish", "rabbit", "hamster", "horse"],
  knows: ["knows", "boss", "manager", "coworker", "co-worker", "colleague", "colleagues", "teammate", "roommate", "flatmate", "housemate", "neighbor", "neighbour", "mentor", "acquaintance", "met", "classmate"],
  likes: ["likes", "like", "loves", "love", "enjoys", "enjoy", "hobby", "hobbies", "interests", "interest", "into", "fan of", "plays", "play", "passion"],
  dislikes: ["dislikes", "dislike", "hates", "hate", "can't stand", "cant stand", "doesn't like", "not a fan of"],
  prefers: ["prefers", "prefer", "preference", "preferences", "would rather"],
  favorite: ["favorite", "favourite", "favorites", "favourites"],
  owns: ["owns", "own", "has", "possessions", "car", "drives", "bought"],
  allergic_to: ["allergic to", "allergy", "allergies", "allergic"],
  has_condition: ["condition", "conditions", "illness", "disease", "diagnosis", "diagnosed with", "suffers from", "health", "intolerant to", "intolerance", "intolerant", "disability"],
  diet: ["diet", "eats", "eating", "vegetarian", "vegan"],
  avoids: ["avoids", "avoid", "doesn't eat", "does not eat", "doesn't drink", "does not drink", "abstains from"],
  takes_medication: ["medication", "medications", "medicine", "meds", "takes", "prescription", "prescribed", "drug", "drugs", "on medication"],
  instruction: ["instruction", "instructions", "rule", "rules", "always", "never", "wants you to"],
  preferred_language: ["preferred language", "answer in", "respond in", "reply in", "language to answer in"],
  earns: ["earns", "salary", "income", "pay", "wage", "wages", "makes"],
  banks_with: ["banks with", "bank", "banking"],
  budget: ["budget", "can spend", "spending limit"],
  attended: ["attended", "was at", "attends event"],
  has_event: ["event", "events", "appointment", "appointments", "meeting", "meetings", "schedule"],
  graduated_from: ["graduated from", "graduated", "degree", "alma mater", "alumnus of", "alumna of", "graduate of"],
};
