// Stage: matching. The table's health (before "have", which would read "a peanut allergy" as a thing) rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { CONDITIONS } from "../lexicon";
import { cleanObject, splitList } from "../objects";
import { FOODS, lower, many, medication, one, strip } from "../readers/kit";
import { ADV, type Spec } from "../rule";
import { stripTimes } from "../time";

export const HEALTH_RULES: Spec[] = [
  { id: "health.be_allergic_to", t: "{be} {ADV}allergic to {O}", pred: "allergic_to", kind: "state", obj: "thing", list: true },
  { id: "health.be_intolerant_to", t: "{be} (?:{ADV})?(?:intolerant|sensitive) to {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated ? [] : many("has_condition", o, "thing", "state", ctx).map((x) => ({ ...x, object: `${x.object} intolerance` })) },
  { id: "health.be_diagnosed_with", t: "{be} (?:recently |just )?diagnosed with {O}", pred: "has_condition", kind: "onset", obj: "condition", list: true },
  { id: "health.get_diagnosed_with", t: "{get} diagnosed with {O}", pred: "has_condition", kind: "onset", obj: "condition", list: true },
  { id: "health.suffer_from", t: "{suffer} from {O}", pred: "has_condition", kind: "state", obj: "condition", list: true },
  { id: "health.struggle_with", t: "{struggle|live|deal|cope} with {O}", pred: null, kind: "state", obj: "condition", build: ({ o, ctx, negated }) => {
      if (negated) return null;
      const outs = splitList(o).flatMap((p) => (CONDITIONS.has(strip(lower(p))) || CONDITIONS.has(lower(p)) ? one("has_condition", cleanObject(p, "condition", ctx), "condition", "state") : []));
      return outs.length ? outs : null;
    } },
  { id: "health.be_on", t: "{be} (?:on|taking) {O}", pred: null, kind: "state", obj: "med", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const diet = o.match(/^(?:a|an|the)\s+(.+?)\s+diet\b/i);
      if (diet) return one("diet", cleanObject(diet[1]!, "diet", ctx) ?? cleanObject(diet[1]!, "thing", ctx), "diet", "state");
      return medication(o, ctx) ?? null;
    } },
  { id: "health.take", t: "{take} {O}", pred: null, kind: "state", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx)) },
  { id: "health.stop_taking", t: "{stop|quit|discontinue} (?:taking|using) {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)?.map((x) => ({ ...x, kind: "end" as const })) ?? null) },
  { id: "health.stop", t: "{stop|quit|discontinue} {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx)?.map((x) => ({ ...x, kind: "end" as const })) ?? null) },
  { id: "health.start_taking", t: "{start|begin} (?:taking|using) {O}", pred: null, kind: "onset", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)?.map((x) => ({ ...x, kind: "onset" as const })) ?? null) },
  { id: "health.be_off", t: "{be|come|get|go} off {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      if (FOODS.test(strip(lower(stripTimes(o))).replace(/\s+(?:now|for now|for good|completely)$/, ""))) return many("avoids", o, "thing", "state", ctx);
      return medication(o, ctx)?.map((x) => ({ ...x, kind: "end" as const })) ?? null;
    } },
  { id: "health.have", t: "{have|eat|tolerate|digest|handle|drink|touch} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (!negated) return null;
      const items = splitList(stripTimes(o)).map((p) => strip(lower(p)).replace(/^(?:any|much|too much)\s+/, ""));
      return items.length && items.every((p) => FOODS.test(p)) ? many("avoids", o.replace(/^(?:any|much)\s+/i, ""), "thing", "state", ctx) : null;
    } },
  { id: "health.recover_from", t: "{recover|heal} from {O}", pred: null, kind: "end", obj: "condition", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const c = strip(lower(stripTimes(o)));
      return CONDITIONS.has(c) || /(?:disease|disorder|syndrome|cancer|covid|infection|surgery)$/.test(c) ? one("has_condition", cleanObject(o, "condition", ctx), "condition", "end") : null;
    } },
  { id: "health.be_prescribed", t: "{be} prescribed {O}", pred: null, kind: "onset", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)) },

];
