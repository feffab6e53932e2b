// Stage: matching. The table's pastimes (before "take", "do" and "run", which read their objects otherwise) rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { GONE_DOING, PLAYED, PRACTISED } from "../lexicon";
import { cleanObject } from "../objects";
import { hobby, one, PRACTISED_RACES } from "../readers/kit";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const PASTIMES_RULES: Spec[] = [
  { id: "pastimes.play", ex: [["I play the cello.", "likes cello"]], near: ["playing chess"], t: "{play} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) => hobby(o, PLAYED, ctx, form, anyNeg) },
  { id: "pastimes.do", ex: [["I practice karate.", "likes karate"]], near: ["I don't do dairy"], t: "{do|practice|practise|train} (?:in )?{O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) =>
      hobby(o, PRACTISED, ctx, form === "ing" ? "s" : form, anyNeg) },
  { id: "pastimes.run", ex: [["I run marathons.", "likes marathons"]], near: ["I run my own bakery."], t: "{run|race} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) =>
      /^(?:marathons|half marathons|half-marathons|ultras|ultramarathons|triathlons|ironmans|10ks|5ks|trail races|races)\b/i.test(o.trim()) ? hobby(o, PRACTISED_RACES, ctx, form, anyNeg) : null },
  { id: "pastimes.go", ex: [["We go skiing every winter.", "likes skiing"]], near: ["going to museums"], t: "{go} {O}", pred: null, kind: "state", obj: "thing", build: ({ o, ctx, form, anyNeg }) => (form === "past" || form === "pp" ? null : hobby(o, GONE_DOING, ctx, form, anyNeg)) },
  // "I took up pottery", "I've taken up running": a new pastime.
  { id: "pastimes.take_up", ex: [["I took up pottery last year.", "likes pottery"]], near: ["I took up too much of your time."], t: "{take} up (?:the )?{O}", pred: null, kind: "onset", obj: "thing", build: ({ o, ctx, form, anyNeg }) => {
      if (anyNeg || form === "base" || form === "s") return null;
      const t = stripTimes(o).replace(/[.!,]+$/, "").trim();
      if (t.split(/\s+/).length > 3 || /^(?:a|an|my|your|his|her|their|our|too|so|much|more|all|space|room|time|residence|arms|the offer|offer|position|the challenge|smoking|it|that|this|them)\b/i.test(t)) return [];
      return one("likes", cleanObject(t, "thing", ctx), "thing", "onset");
    } },

];
