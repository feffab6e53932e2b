// A fourth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 3, written from the held-out README only, never from the held-out items or the extractor).
// Batches 1 to 3 were each written in one voice. This one spreads the same kinds of update over six voices,
// 15 sequences each, marked with a comment on every item:
//   terse      a texter: lower case, abbreviations, emoji ("moved to turku w/ my gf", "new job @ Ocado")
//   formal     an older, formal speaker ("I should mention that my wife and I have relocated to Lewes")
//   nonnative  a non-native speaker, slightly unusual grammar ("I am working in Henkel since two years")
//   rambling   a storyteller: the fact is one clause in the middle of an anecdote
//   dictated   voice dictation: no punctuation, one run-on sentence
//   plain      short, plain sentences
// Weighted towards what the pipeline handles worst on held-out data: corrections, job changes, moves, added
// values, endings and plans (12 each), repeats of a like (8), a few renames, restatements and out-of-order
// steps. Each kind uses the everyday ways people say it (past: quit, gave up, not anymore, these days I
// don't, sold, broke up, ex-; plans: I'm going to, starting in, we'll be moving, booked, accepted, the plan
// is; corrections: sorry I meant, no wait, correction:, I misspoke, not X, Y; additions: also, too, as
// well, another, on top of that). New names, places and companies throughout.
import type { DevSequence } from "./dev-sequences";
import { devData } from "./dev-data";

export const DEV_SEQUENCES_4: DevSequence[] = devData("dev-sequences-4.jsonl");
