// Stage: matching. The table's health (before "have", which would read "a peanut allergy" as a thing) rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { CONDITIONS } from "../lexicon";
import { cleanObject, splitList } from "../objects";
import { FOODS, lower, many, medication, one, strip } from "../readers/kit";
import { ADV, type Spec } from "../rule";
import { stripTimes } from "../time";

export const HEALTH_RULES: Spec[] = [
  { id: "health.be_allergic_to", ex: [["im allergic to bees", "allergic_to bees"]], near: ["I'm not allergic to nuts"], t: "{be} {ADV}allergic to {O}", pred: "allergic_to", kind: "state", obj: "thing", list: true },
  { id: "health.be_intolerant_to", ex: [["I am intolerant to lactose.", "has_condition lactose intolerance"]], t: "{be} (?:{ADV})?(?:intolerant|sensitive) to {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) =>
      negated ? [] : many("has_condition", o, "thing", "state", ctx).map((x) => ({ ...x, object: `${x.object} intolerance` })) },
  { id: "health.be_diagnosed_with", ex: [["Diagnosed with asthma too, great.", "has_condition asthma"]], near: ["I was never diagnosed with anything."], t: "{be} (?:recently |just )?diagnosed with {O}", pred: "has_condition", kind: "onset", obj: "condition", list: true },
  { id: "health.get_diagnosed_with", ex: [["I got diagnosed with asthma last year.", "has_condition asthma"]], t: "{get} diagnosed with {O}", pred: "has_condition", kind: "onset", obj: "condition", list: true },
  { id: "health.suffer_from", ex: [["I suffer from migraines.", "has_condition migraines"]], t: "{suffer} from {O}", pred: "has_condition", kind: "state", obj: "condition", list: true },
  { id: "health.struggle_with", ex: [["I live with chronic fatigue syndrome.", "has_condition chronic fatigue syndrome"]], near: ["Crowds I can't deal with."], t: "{struggle|live|deal|cope} with {O}", pred: null, kind: "state", obj: "condition", build: ({ o, ctx, negated }) => {
      if (negated) return null;
      const outs = splitList(o).flatMap((p) => (CONDITIONS.has(strip(lower(p))) || CONDITIONS.has(lower(p)) ? one("has_condition", cleanObject(p, "condition", ctx), "condition", "state") : []));
      return outs.length ? outs : null;
    } },
  { id: "health.be_on", ex: [["on 20mg prozac", "takes_medication prozac"]], near: ["I'm on the team."], t: "{be} (?:on|taking) {O}", pred: null, kind: "state", obj: "med", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const diet = o.match(/^(?:a|an|the)\s+(.+?)\s+diet\b/i);
      if (diet) return one("diet", cleanObject(diet[1]!, "diet", ctx) ?? cleanObject(diet[1]!, "thing", ctx), "diet", "state");
      return medication(o, ctx) ?? null;
    } },
  { id: "health.take", ex: [["I take naproxen.", "takes_medication naproxen"]], near: ["take the train"], t: "{take} {O}", pred: null, kind: "state", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx)) },
  { id: "health.stop_taking", ex: [["I stopped taking sertraline", "takes_medication sertraline"]], near: ["I have stopped taking the apixaban on my cardiologist's advice; the bisoprolol continues."], t: "{stop|quit|discontinue} (?:taking|using) {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)?.map((x) => ({ ...x, kind: "end" as const })) ?? null) },
  { id: "health.stop", ex: [["I stopped ibuprofen.", "takes_medication ibuprofen"]], near: ["I quit Acme."], t: "{stop|quit|discontinue} {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx)?.map((x) => ({ ...x, kind: "end" as const })) ?? null) },
  { id: "health.start_taking", ex: [["I started taking vitamin D.", "takes_medication vitamin D"]], near: ["I've begun using the name Ash."], t: "{start|begin} (?:taking|using) {O}", pred: null, kind: "onset", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)?.map((x) => ({ ...x, kind: "onset" as const })) ?? null) },
  { id: "health.be_off", ex: [["off sugar completely", "avoids sugar"]], near: ["I'm off to bed."], t: "{be|come|get|go} off {O}", pred: null, kind: "end", obj: "med", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      if (FOODS.test(strip(lower(stripTimes(o))).replace(/\s+(?:now|for now|for good|completely)$/, ""))) return many("avoids", o, "thing", "state", ctx);
      return medication(o, ctx)?.map((x) => ({ ...x, kind: "end" as const })) ?? null;
    } },
  { id: "health.have", ex: [["i dont eat meat", "avoids meat"]], near: ["don't eat X"], t: "{have|eat|tolerate|digest|handle|drink|touch} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, negated }) => {
      if (!negated) return null;
      const items = splitList(stripTimes(o)).map((p) => strip(lower(p)).replace(/^(?:any|much|too much)\s+/, ""));
      return items.length && items.every((p) => FOODS.test(p)) ? many("avoids", o.replace(/^(?:any|much)\s+/i, ""), "thing", "state", ctx) : null;
    } },
  { id: "health.recover_from", ex: [["I recovered from long covid last year.", "has_condition long covid"]], t: "{recover|heal} from {O}", pred: null, kind: "end", obj: "condition", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const c = strip(lower(stripTimes(o)));
      return CONDITIONS.has(c) || /(?:disease|disorder|syndrome|cancer|covid|infection|surgery)$/.test(c) ? one("has_condition", cleanObject(o, "condition", ctx), "condition", "end") : null;
    } },
  { id: "health.be_prescribed", ex: [["I have been prescribed salbutamol for exercise-induced asthma.", "takes_medication salbutamol"]], near: ["I was prescribed nothing."], t: "{be} prescribed {O}", pred: null, kind: "onset", obj: "med", build: ({ o, ctx, negated }) => (negated ? [] : medication(o, ctx, true)) },

];
