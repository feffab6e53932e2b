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
  { id: "diet.keep", t: "{keep} (?=(?:an?|two|three|some|\\d)\\s){O}", pred: "has_pet", kind: "state", obj: "pet", build: ({ o, ctx, negated }) => (negated ? [] : haveObjects(o, "state", ctx, "owned").filter((x) => x.predicate === "has_pet")) },
  // "i also do deliveries for Gopuff", "I do shifts for Deliveroo": the employer of the work done.
  { id: "diet.do_deliveries_for", t: "{do} (?:the |some |a few |my )?(?:deliveries|delivery|shifts|driving|contract work|freelance work|gigs|runs) (?:for|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased && !/^[A-Z0-9]/.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "i do accounts payable for a logistics company called Transvia": the work for a named company.
  { id: "diet.do_for_company_called", t: "{do} (?:[\\w-]+ ){1,3}(?:for|at) (?:an? |the )(?:[\\w-]+ ){0,2}(?:company|firm|startup|agency|business|charity|bank|hospital|school|shop|store|restaurant|practice|studio|consultancy) (?:called|named) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "state")) },
  { id: "diet.follow", t: "{follow|eat|keep|do} (?:an? |the )?(?:strict )?{O}", pred: null, kind: "state", obj: "diet", neg: "avoids", build: ({ o, ctx, negated, form }) => {
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
  { id: "diet.go", t: "{go|become|turn|switch|convert} (?:to )?{O}", pred: null, kind: "onset", obj: "diet", build: ({ o, ctx, negated }) => {
      const d = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:diet|again|too|as well)$/i, "").trim();
      const core = lower(d).replace(/^(?:a|an|fully|full|completely|totally|strict|strictly|mostly|100%)\s+/, "");
      if (!DIETS.has(core)) return null;
      return negated ? [] : one("diet", restore(d, core), "diet", "onset");
    } },
  { id: "diet.drink", t: "{drink} {O}", pred: null, neg: "avoids", kind: "state", obj: "thing", list: true },
  { id: "diet.drink_2", t: "{drink}", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? one("avoids", "alcohol", "thing", "state") : []) },
  { id: "diet.smoke", t: "{smoke}", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? one("avoids", "smoking", "thing", "state") : []) },
  { id: "diet.avoid", t: "{avoid} {O}", pred: "avoids", kind: "state", obj: "thing", list: true },
  { id: "diet.stay_away_from", t: "{stay|keep} (?:away|clear) (?:from|of) {O}", pred: "avoids", kind: "state", obj: "thing", list: true },
  // "gave up sugar": a habit dropped. "gave up the flat", "gave up keto": something held (a home, a diet) that
  // ended, which is not a new thing avoided (the clause's held ending closes it).
  { id: "diet.give_up", t: "{give} up {O}", pred: "avoids", kind: "onset", obj: "thing", build: ({ o, ctx, negated }) => {
      const d = stripTimes(o).replace(/\s+(?:after|for|since|when|because)\s.*$/i, "").trim();
      if (negated || /^(?:the|my|our|his|her|their|that|this|on|trying|hope)\b/i.test(d) || DIETS.has(lower(d).replace(/\s+diet$/, ""))) return [];
      return many("avoids", d, "thing", "onset", ctx);
    } },
  { id: "diet.cut_out", t: "{cut} out {O}", pred: "avoids", kind: "onset", obj: "thing", list: true },
  { id: "diet.stop_eating", t: "{stop|quit} (?:eating|drinking|consuming|having) {O}", pred: "avoids", kind: "onset", obj: "thing", list: true },
  { id: "diet.quit_smoking", t: "{quit|stop|kick} (?:the )?(?<o>smoking|drinking|vaping|caffeine|alcohol|sugar|coffee|meat|dairy|gluten|social media|cigarettes|weed|nicotine|soda|booze)\\b.*", pred: "avoids", kind: "onset", obj: "thing" },
  { id: "diet.be_sober", t: "{be} (?:sober|teetotal|a teetotaler|a non-drinker)(?:\\s.*)?", pred: null, kind: "state", obj: "thing", build: ({ negated }) => (negated ? [] : one("avoids", "alcohol", "thing", "state")) },

];
