// What an extractor returns for one memory's text. Extractors are pure: text (and the time it was said)
// in, candidates out. The resolution stage (./resolve) then reads endings, replacements, realizations,
// namings and guessed predicates against the held facts of each candidate's subject, for every extractor;
// the pipeline maps the result onto end users, canonical predicates and entities.

export type SubjectType = "self" | "person" | "organization" | "product" | "place" | "concept" | "event" | "unknown";
export type Tense = "current" | "past" | "planned";

/** The subject written by extractors for the speaker ("I", "me", "my"): the pipeline maps it to the end user. */
export const SELF = "@self";

export interface CandidateFact {
  /** `SELF` for the speaker, else the entity as written ("my sister Anna" → "Anna", or "sister" when unnamed). */
  subject: string;
  subject_type: SubjectType;
  /** The predicate as the text says it, lower-case: "work at", "moved to", "is allergic to". */
  predicate_raw: string;
  /** The extractor's canonical predicate: a name from SEED_PREDICATES when one fits, else snake_case of the raw. */
  predicate: string;
  object: string;
  object_type: SubjectType;
  /** True for values (ages, dates, colours, instructions), false for entities (people, places, organizations). */
  object_is_literal: boolean;
  tense: Tense;
  /** A date the text states for when this became true, as ISO `YYYY-MM-DD` (month-only → the 1st), only when a year is stated or implied by "last/next year" relative to `now`; else null. */
  valid_from: string | null;
  /** A date the text states for when this stops being true ("until June 2025"), else null. */
  valid_until: string | null;
  /** 0-1. */
  confidence: number;
  /**
   * The predicate is a guess from the value alone: a correction that names only values ("sorry, it's
   * Mila, not Mia"). The resolution stage moves such facts to the predicate of the speaker's open fact that holds
   * the retracted value, when there is one.
   */
  predicate_guessed?: boolean;
  /**
   * The generic word this value gives a name to ("cat" for "our cat Mochi", "sister" for "my sister
   * Anna"): the speaker's open fact whose value is only that word was this one all along.
   */
  names?: string;
  /**
   * Provenance, for people reading why a sentence gave what it gave (`engram extract --explain`): the id of the
   * rule that made the fact ("places.move_to") and of the rewrites its clause went through first.
   */
  rule?: string;
  rewrites?: string[];
}

/** A rename the text states: "Acme is now called Initech", "call me Dee" (`from` = SELF). */
export interface CandidateAlias {
  from: string;
  to: string;
  /** "self" when the speaker renames themself. */
  subject_type: SubjectType;
}

/**
 * Something of the speaker's that has ended, named by its value alone ("we lost Max", "my Amazon days are
 * over", "said goodbye to Lincoln High"): the text does not say which predicate, only that whatever the
 * subject holds with this value is over. The resolution stage closes the subject's open fact holding it, and does
 * nothing when none does (so it is never a triple of its own).
 */
export interface CandidateEnding {
  /** Whose it is: `SELF` (the default) or the entity as written; resolved against that subject's held facts. */
  subject?: string;
  /** The value that ended; "" when the text names only the kind of thing that ended (see `predicates`). */
  object: string;
  /**
   * "we broke up", "I retired": the text names no value, only what kind of fact ended. The resolution stage closes
   * the speaker's open fact of these predicates only when there is exactly one (with two partners on record,
   * which one ended is unknown, so nothing closes).
   */
  predicates?: string[];
  /** The words that say it ended, for the record ("lost", "days are over"). */
  raw: string;
  /** When it ended, when the text says (ISO `YYYY-MM-DD`), else null. */
  valid_until: string | null;
}

/**
 * A value put in place of another, named by the two values alone ("it's esomeprazole, not omeprazole", "I
 * mean pastry chef, not sous chef"): the text does not say which predicate, only that whatever fact holds
 * `replaces` should hold `object` instead. The resolution stage moves the open fact holding it (of the speaker or of
 * someone they told about) to the new value, and does nothing when none holds it.
 */
export interface CandidateReplacement {
  object: string;
  replaces: string;
}

/**
 * A plan said to have happened without its value ("I graduated yesterday!", "we finally moved!", "started the
 * new job today"): the text names only the kind of fact. The resolution stage makes the subject's pending plan of these
 * predicates current when there is exactly one, and does nothing otherwise (so it is never a triple of its own).
 */
export interface CandidateRealization {
  /** Whose it is: `SELF` (the default) or the entity as written; resolved against that subject's held facts. */
  subject?: string;
  predicates: string[];
  /** The words that say it happened, for the record ("graduated"). */
  raw: string;
  /** When it happened, when the text says (ISO `YYYY-MM-DD`), else null. */
  valid_from: string | null;
}

/**
 * A name given to something the text does not name again ("we named him Rocket", "her name is Luna" after
 * "we got a puppy"): the resolution stage gives it to the subject's one open pet or child held only by its generic
 * word (has_pet "puppy"), and does nothing when there is not exactly one.
 */
export interface CandidateNaming {
  /** Whose it is: `SELF` (the default) or the entity as written; resolved against that subject's held facts. */
  subject?: string;
  name: string;
  /** The words that give the name, for the record ("named him"). */
  raw: string;
}

export interface Extraction {
  facts: CandidateFact[];
  aliases: CandidateAlias[];
  /** Optional: an extractor that reads none leaves it out (both built-in extractors fill it). */
  endings?: CandidateEnding[];
  /** Optional, as endings. */
  replacements?: CandidateReplacement[];
  /** Optional, as endings. */
  realizations?: CandidateRealization[];
  /** Optional, as endings. */
  namings?: CandidateNaming[];
}

export interface ExtractInput {
  text: string;
  /** When it was said (ISO 8601); resolves "last year", "next month". */
  now: string;
}

export interface Extractor {
  readonly name: "rules" | "ollama";
  extract(input: ExtractInput): Promise<Extraction>;
}
