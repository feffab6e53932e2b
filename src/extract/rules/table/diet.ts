// Stage: matching. The table's diet and avoidance rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { DIETS } from "../lexicon";
import { cleanObject, splitList } from "../objects";
import { restore } from "../readers/copula";
import { haveObjects } from "../readers/have";
import { FOODS, lower, many, one, strip } from "../readers/kit";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const DIET_RULES: Spec[] = [
  { id: "diet.keep", ex: [["We keep a Labrador named Barnaby.", "has_pet Barnaby"]], near: ["I keep a diary"], t: "{keep} (?=(?:an?|two|three|some|\\d)\\s){O}", pred: "has_pet", kind: "state", obj: "pet", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "state", ctx, "owned").filter((x) => x.predicate === "has_pet")) },
  // "i also do deliveries for Gopuff", "I do shifts for Deliveroo": the employer of the work done.
  { id: "diet.do_deliveries_for", ex: [["I also do deliveries for Gopuff on weekends.", "works_at Gopuff"]], t: "{do} (?:the |some |a few |my )?(?:deliveries|delivery|shifts|driving|contract work|freelance work|gigs|runs) (?:for|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased && !/^[A-Z0-9]/.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "i do accounts payable for a logistics company called Transvia": the work for a named company.
  { id: "diet.do_for_company_called", ex: [["I do accounts payable for a logistics company called Transvia.", "works_at Transvia"]], t: "{do} (?:[\\w-]+ ){1,3}(?:for|at) (?:an? |the )(?:[\\w-]+ ){0,2}(?:company|firm|startup|agency|business|charity|bank|hospital|school|shop|store|restaurant|practice|studio|consultancy) (?:called|named) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "state")) },
  { id: "diet.follow", ex: [["I keep kosher.", "diet kosher"]], near: ["don't eat X"], t: "{follow|eat|keep|do} (?:an? |the )?(?:strict )?{O}", pred: null, kind: "state", obj: "diet", neg: "avoids", build: ({ o, ctx, negated, form }) => {
      if (negated) {
        // "I don't do dairy" avoids it; "I don't do Warhammer anymore" is a pastime over, not a thing avoided.
        const items = splitList(stripTimes(o)).map((p) => strip(lower(p)).replace(/^(?:any|much)\s+/, ""));
        if (items.length && items.every((p) => FOODS.test(p))) return many("avoids", o, "thing", "state", ctx);
        return /^[A-Z]/.test(o) || /\b(?:anymore|any more|no longer)\b/i.test(o) ? [] : many("avoids", o, "thing", "state", ctx);
      }
      const d = o.replace(/\s+(?:diet|food|foods|only)$/i, "").trim();
      if (DIETS.has(lower(d).replace(/^(?:a|an|the|strict|only)\s+/, ""))) return one("diet", cleanObject(d, "diet", ctx), "diet", "state");
      const onlyDiet = o.match(/^only (.+)$/i);
      if (onlyDiet && DIETS.has(lower(onlyDiet[1]!))) return one("diet", onlyDiet[1]!, "diet", "state");
      return (form === "s" || form === "base") && !/^(?:away|clear|up|track|in touch|off)\b/i.test(o) ? [] : null;
    } },
  { id: "diet.go", ex: [["I went vegan last year", "diet vegan"]], near: ["going to museums"], t: "{go|become|turn|switch|convert} (?:to )?{O}", pred: null, kind: "onset", obj: "diet", build: ({ o, ctx, negated }) => {
      const d = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:diet|again|too|as well)$/i, "").trim();
      const core = lower(d).replace(/^(?:a|an|fully|full|completely|totally|strict|strictly|mostly|100%)\s+/, "");
      if (!DIETS.has(core)) return null;
      return negated ? [] : one("diet", restore(d, core), "diet", "onset");
    } },
  { id: "diet.drink", ex: [["FYI I don't drink coffee after Friday lunch anymore, it ruins my sleep. Herbal tea or ramen as a snack is fine.", "avoids coffee lunch"]], near: ["I drink tea rather than coffee."], t: "{drink} {O}", pred: null, neg: "avoids", kind: "state", obj: "thing", list: true },
  { id: "diet.drink_2", ex: [["I don't drink", "avoids alcohol"]], t: "{drink}", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? one("avoids", "alcohol", "thing", "state") : []) },
  { id: "diet.smoke", ex: [["I don't smoke.", "avoids smoking"]], t: "{smoke}", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? one("avoids", "smoking", "thing", "state") : []) },
  { id: "diet.avoid", ex: [["I avoid gluten.", "avoids gluten"]], t: "{avoid} {O}", pred: "avoids", kind: "state", obj: "thing", list: true },
  { id: "diet.stay_away_from", ex: [["I steer clear of alcohol.", "avoids alcohol"]], near: ["Garlic doesn't agree with me, so I stay away from it."], t: "{stay|keep} (?:away|clear) (?:from|of) {O}", pred: "avoids", kind: "state", obj: "thing", list: true },
  // "gave up sugar": a habit dropped. "gave up the flat", "gave up keto": something held (a home, a diet) that
  // ended, which is not a new thing avoided (the clause's held ending closes it).
  { id: "diet.give_up", ex: [["I gave up sugar", "avoids sugar"]], near: ["gave up keto"], t: "{give} up {O}", pred: "avoids", kind: "onset", obj: "thing", build: ({ o, ctx, negated }) => {
      const d = stripTimes(o).replace(/\s+(?:after|for|since|when|because)\s.*$/i, "").trim();
      if (negated || /^(?:the|my|our|his|her|their|that|this|on|trying|hope)\b/i.test(d) || DIETS.has(lower(d).replace(/\s+diet$/, ""))) return [];
      return many("avoids", d, "thing", "onset", ctx);
    } },
  { id: "diet.cut_out", ex: [["I cut out sugar.", "avoids sugar"]], t: "{cut} out {O}", pred: "avoids", kind: "onset", obj: "thing", list: true },
  { id: "diet.stop_eating", ex: [["I've decided to stop eating dairy, going fully vegan.", "avoids dairy", "2026-01-24T11:00:00Z"]], near: ["I never stopped eating meat."], t: "{stop|quit} (?:eating|drinking|consuming|having) {O}", pred: "avoids", kind: "onset", obj: "thing", list: true },
  { id: "diet.quit_smoking", ex: [["I quit smoking in 2018.", "avoids smoking"]], t: "{quit|stop|kick} (?:the )?(?<o>smoking|drinking|vaping|caffeine|alcohol|sugar|coffee|meat|dairy|gluten|social media|cigarettes|weed|nicotine|soda|booze)\\b.*", pred: "avoids", kind: "onset", obj: "thing" },
  { id: "diet.be_sober", ex: [["I am sober now.", "avoids alcohol"]], t: "{be} (?:sober|teetotal|a teetotaler|a non-drinker)(?:\\s.*)?", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? [] : one("avoids", "alcohol", "thing", "state")) },

];
