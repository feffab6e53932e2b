// An eighth development set: work, identity, events and instructions in everyday wording, written from the
// labelling rules of the held-out set (test/fixtures/facts/README.md), not from the extractor. Jobs use
// job_title and the employer works_at (a team or a client named by "at"/"for" is the employer); other
// identities (religion, orientation, gender) use is_a; heritage ("half Italian") is the nationality named;
// a self-introduction after a greeting is a name; a birthday is a date as written, never "next week";
// instructions are the imperative clause minus "please"/"from now on", keeping any condition. Negatives
// expect nothing: being between jobs, working late, a birthday that is only coming round.
import type { DevCase } from "./dev-set";
import { devData } from "./dev-data";

export const POSITIVES_8: DevCase[] = devData("dev-set-8.positives.jsonl");
export const NEGATIVES_8: DevCase[] = devData("dev-set-8.negatives.jsonl");
