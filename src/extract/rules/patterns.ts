// Stage: matching. The verb-phrase table: the sections of table/*.ts joined in the order they are tried, and
// the indexes the matcher uses. A pattern sees the clause after its subject and auxiliaries ("I used to live
// in Madrid" → "live in Madrid"); the first rule that matches and yields a clean object wins (rule.ts).

import { compile, type Rule } from "./rule";
import { IDENTITY_RULES } from "./table/identity";
import { PASTIMES_RULES } from "./table/pastimes";
import { HEALTH_RULES } from "./table/health";
import { DIET_RULES } from "./table/diet";
import { PLACES_RULES } from "./table/places";
import { WORK_RULES } from "./table/work";
import { PEOPLE_RULES } from "./table/people";
import { HAVE_RULES } from "./table/have";
import { PREFERENCES_RULES } from "./table/preferences";
import { MONEY_RULES } from "./table/money";
import { EVENTS_RULES } from "./table/events";
import { COPULA_RULES } from "./table/copula";
import { NOT_NAMES, PETS, RELATIONS } from "./lexicon";

export type { BuildArgs, Kind, Out, Rule } from "./rule";
export { copulaObjects, titleHead } from "./readers/copula";
export { haveObjects } from "./readers/have";
export { isEventName, tripPlace } from "./readers/places";

const SPECS = [
  ...IDENTITY_RULES,
  ...PASTIMES_RULES,
  ...HEALTH_RULES,
  ...DIET_RULES,
  ...PLACES_RULES,
  ...WORK_RULES,
  ...PEOPLE_RULES,
  ...HAVE_RULES,
  ...PREFERENCES_RULES,
  ...MONEY_RULES,
  ...EVENTS_RULES,
  ...COPULA_RULES,
];

export const RULES: readonly Rule[] = SPECS.map(compile);

// A clause's first word admits only a few dozen of the table's rules; asking every rule's `first` set per
// clause cost more than running the few regexes left. Each list keeps the table's order, so the first
// rule that reads the clause is still the one that wins.
const ANY_FIRST: readonly Rule[] = RULES.filter((r) => !r.first);
const BY_FIRST = new Map<string, Rule[]>();
for (const r of RULES) {
  if (!r.first) {
    for (const list of BY_FIRST.values()) list.push(r);
    continue;
  }
  for (const w of r.first) {
    let list = BY_FIRST.get(w);
    if (!list) BY_FIRST.set(w, (list = RULES.slice(0, RULES.indexOf(r)).filter((q) => !q.first)));
    if (list.at(-1) !== r) list.push(r);
  }
}

/** The rules, in table order, that can read a clause starting with this (lower-case) word. */
export const rulesFor = (firstWord: string): readonly Rule[] => BY_FIRST.get(firstWord) ?? ANY_FIRST;

/** Every finite verb form the table knows, for telling a subject-less continuation ("and work as a nurse"). */
export const FINITE_VERBS: ReadonlySet<string> = new Set(
  RULES.flatMap((r) => [...r.forms].filter(([w, f]) => f !== "ing" && f !== "pp" && w !== "be").map(([w]) => w)),
);

/** Every -ing form the table knows, for reading "am moving" as a progressive. */
export const ING_VERBS: ReadonlySet<string> = new Set(RULES.flatMap((r) => [...r.forms].filter(([, f]) => f === "ing").map(([w]) => w)));

export { NOT_NAMES, RELATIONS, PETS };

/** Every simple-past form the table knows, for reading a clause without its "I" ("Relocated to Denver"). */
export const PAST_VERBS: ReadonlySet<string> = new Set(RULES.flatMap((r) => [...r.forms].filter(([, f]) => f === "past").map(([w]) => w)));

/** The rule with this id, for tests and --explain. */
export const ruleById = (id: string): Rule | undefined => RULES.find((r) => r.id === id);
