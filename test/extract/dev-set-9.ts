// A ninth development set, written blind to the extractor: the statements and their labels were written from
// the labelling rules of the held-out set (test/fixtures/facts/README.md) and the DevCase shape of dev-set.ts
// only, without opening src/extract/** or the held-out files, and without running the extractor while writing.
// The aim is unseen wording, so no sentence, person, city or company of dev-set*.ts is reused, and each
// category is said in six voices: terse texting (lower case, "rn", "w/", "@", "2" for "to"), formal, non-native
// English (calques such as "I have 31 years", "I work in X since 2017", "work by X like Y"), rambling (the fact
// mid-message after an anecdote), voice-dictated run-ons without punctuation, and plain.
//
// Conventions, all from the README: occupations are job_title and other identities is_a; heritage and
// citizenship are nationality; a stated birth date or year is birthday as written; a side job counts like a
// main one; a team or department named with an employer gives works_at the employer; "X pays my bills" and
// "I'm at X" (of a company) are works_at; "X over Y" / "I'd rather X than Y" / "I like more X than Y" are
// prefers X only; favourites are `favorite` with the bare value; an upcoming appointment or exam is has_event
// (planned), a completed one-off graduated_from / attended / visited (current), a trip being planned visited
// (planned); "I use a X" is owns and a model year is no part of the object; a food that "doesn't agree with me"
// is labelled avoids only when the sentence also says it is kept away from; a stated negation no predicate can
// express is [] (no car, no kids, no meds); instructions are the imperative clause minus
// please/kindly/"I would like you to"/"in future", keeping conditions and never/don't; renames give an alias
// entry, the new name on any fact the sentence attaches to the renamed thing, and for a self rename the new
// name plus the old one in the past when it is given up ("not X anymore", "given up on X"), but not when it is
// only the full name ("my name is X but everyone calls me Y"). Pronouns have no predicate in the seed set, so
// they are never labelled (dev-set-4 has "I go by they/them" as a negative); they appear next to a name.
// Negatives (questions, hypotheticals, other people's opinions, transient states, small talk, tasks, and
// "call me a taxi" / "go by bus" / "rename the file" look-alikes) expect nothing.

import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export type Category =
  | "preferences" | "renames" | "identity" | "work" | "events" | "ownership" | "health" | "negation" | "instructions"
  | "people" | "negatives";
export type Voice = "terse" | "formal" | "nonnative" | "rambling" | "dictated" | "plain";

export interface DevCase9 extends DevCase {
  category: Category;
  voice: Voice;
}

export const POSITIVES_9: DevCase9[] = devData("dev-set-9.positives.jsonl");
export const NEGATIVES_9: DevCase9[] = devData("dev-set-9.negatives.jsonl");
