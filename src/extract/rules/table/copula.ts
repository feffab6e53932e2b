// Stage: matching. The table's copula catch-all: name, age, nationality, diet, condition, job, identity rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { copulaObjects } from "../readers/copula";
import { type Spec } from "../rule";

export const COPULA_RULES: Spec[] = [
  { id: "copula.be", ex: [["i'm 41", "age 41"]], near: ["in the ER"], t: "{be} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, self, form, ctx, negated }) => {
      if (negated) return [];
      return copulaObjects(o, self, form, ctx);
    } },
];
