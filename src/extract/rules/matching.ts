// Stage: matching. The clause by its subject: the relation the subject phrase states, then the first rule of
// the table (patterns.ts) that reads the verb phrase, with tense, dates and confidence.

import { type CandidateFact, SELF, type SubjectType } from "../types";
import { parseAux, tenseOf } from "./aux";
import { by, datesFor, fact, MULTI, type State } from "./facts";
import { RELATIONS } from "./lexicon";
import { cleanObject, isLiteral, KIND_TYPE, splitList, typeOf } from "./objects";
import { mentions } from "./passing";
import { type Out, rulesFor } from "./patterns";
import { COUPLE, parseSubject } from "./subjects";
import { type TimeInfo } from "./time";
import { type ClauseNote } from "./trace";
import { withoutContrast } from "./value-first";
import { type Form } from "./verbs";

export function subjectFacts(c: string, st: State, time: TimeInfo, weight: number, today: string, note: ClauseNote | null): CandidateFact[] {
  const subj = parseSubject(c, st.ctx, st.lastOther);
  if (!subj) return by("people.mention", mentions(c, st.ctx));
  // "our dog Max died": the relation is over.
  const gone = !subj.self && /^(?:sadly\s+|recently\s+|just\s+)?(?:died|passed away|passed|was put down|ran away)\b/i.test(subj.rest);
  const facts = by("people.subject_relation", subj.facts.map((f) => (gone ? { ...f, tense: "past" as const } : f)));
  if (!subj.self) st.lastOther = { id: subj.id, type: subj.type };
  if (subj.relationOnly) return facts;

  if (subj.companion && COUPLE.test(subj.rest)) {
    const cf = coupleFact(subj.companion, subj.rest, time, weight);
    if (cf) cf.rule = "people.couple";
    if (cf) return [...facts.filter((f) => f.object !== cf.object || (f.predicate !== "partner" && f.predicate !== "married_to")), cf];
  }
  const mentioned = mentions(c, st.ctx);
  const aux = parseAux(subj.rest);
  aux.rest = withoutContrast(aux.rest);
  if (aux.hypo) return [...facts, ...mentioned];
  weight *= aux.weight * subj.weight;
  if (note) note.read = aux.rest;
  const firstWord = aux.rest.split(/\s+/, 1)[0]!.toLowerCase();
  for (const rule of rulesFor(firstWord)) {
    if (rule.self && !subj.self) continue;
    const m = rule.re.exec(aux.rest);
    if (!m) continue;
    const g = m.groups ?? {};
    const verb = (g.v ?? "").toLowerCase();
    const form: Form = rule.forms.get(verb) ?? (aux.pastAux ? "past" : "s");
    // "I don't like running anymore": a taste that has ended, not a dislike (other negated readings,
    // "I don't eat meat anymore" → avoids, still hold now).
    const useNeg = aux.neg && rule.neg !== undefined && !(rule.pred === "likes" && (aux.ended || time.ended));
    // "I no longer work at X" reads as the positive fact, in the past.
    const negated = aux.neg && !useNeg && !(aux.ended || time.ended);
    let outs: Out[] | null;
    if (rule.build) {
      outs = rule.build({ o: g.o ?? "", x: g.x ?? "", form, negated: negated || useNeg, anyNeg: aux.neg, self: subj.self, ctx: st.ctx });
      if (outs === null) {
        note?.tried.push(rule.id);
        continue;
      }
    } else {
      const pred = useNeg ? rule.neg! : rule.pred;
      if (negated || !pred) {
        note?.tried.push(rule.id);
        return facts;
      }
      const obj = g.o ?? "";
      const items = rule.list || MULTI(pred) ? splitList(obj) : [obj];
      outs = items.flatMap((it) => {
        const v = cleanObject(it, rule.obj, st.ctx);
        return v ? [{ predicate: pred, object: v, obj: rule.obj, kind: rule.kind }] : [];
      });
      if (!outs.length) {
        note?.tried.push(rule.id);
        continue;
      }
    }
    const oStart = (m as RegExpExecArray & { indices?: { groups?: Record<string, [number, number] | undefined> } }).indices?.groups?.o?.[0];
    const raw = (aux.prefix + " " + (oStart !== undefined ? aux.rest.slice(0, oStart) : aux.rest)).trim();
    const before = facts.length;
    for (const out of outs) {
      const positiveRead = useNeg ? { ...aux, neg: false } : aux;
      let tense = tenseOf(out.kind, form, positiveRead, time);
      if (!tense) continue;
      if (out.ahead && time.direction === "future" && tense === "current") tense = "planned";
      // "I'm visiting Rome right now": the visit is under way, not ahead, so it holds already.
      if (out.predicate === "visited" && tense === "planned" && time.present && aux.tense !== "planned") tense = "current";
      // "I'm visiting my parents in Ohio", "we're spending a week in Bali", "visiting Oslo this week": a stay
      // in the present progressive with no time ahead is under way (the README's "in Chicago this week").
      // "Going to" a place is the trip ahead, and stays a plan.
      if (out.predicate === "visited" && tense === "planned" && time.direction !== "future" && aux.tense !== "planned" && STAYING.test(raw)) tense = "current";
      if (out.planned) tense = "planned";
      const { from, until } = datesFor(out, tense, time, today);
      // A child's birth dates the child's arrival: has_child takes the date as its valid_from (the birthday stays too).
      if (out.predicate === "birthday" && !subj.self) {
        const i = facts.findIndex((f) => f.predicate === "has_child" && f.object === subj.id);
        if (i >= 0) facts[i] = { ...facts[i]!, valid_from: time.from && time.from <= today ? time.from : null };
      }
      const objType = out.objectType ?? typeOf(out.object, KIND_TYPE[out.obj]);
      const conf = (subj.self ? 0.9 : 0.85) * weight * (out.weight ?? 1);
      const made = fact(subj.id, subj.type, raw, out.predicate, out.object, objType, isLiteral(out.object, out.obj), tense, from, until, conf);
      made.rule = rule.id;
      facts.push(out.names && subj.self ? { ...made, names: out.names } : made);
      if (objType === "person" && out.predicate !== "knows") st.lastOther = { id: out.object, type: "person" };
    }
    if (note && facts.length === before) note.tried.push(rule.id);
    return withMentions(facts, mentioned);
  }
  return withMentions(facts, mentioned);
}

export const STAYING = /\b(?:visiting|spending|travell?ing|touring|staying|backpacking|holidaying|vacationing|exploring)\b/i;

export function coupleFact(companion: { name: string; role: string | null }, rest: string, time: TimeInfo, weight: number): CandidateFact | null {
  const r = rest.toLowerCase();
  const rolePred = companion.role ? RELATIONS.get(companion.role.toLowerCase()) : undefined;
  if (rolePred && rolePred !== "partner" && rolePred !== "married_to") return null;
  const obj = companion.name;
  const type: SubjectType = "person";
  const verb = (COUPLE.exec(rest)?.[0] ?? "").toLowerCase().replace(/^(?:just|recently|finally|officially)\s+/, "");
  if (/\b(?:broke|broken|split|separated|quits|ended|ways)\b/.test(r)) {
    const pred = rolePred ?? (/separated/.test(r) ? "married_to" : "partner");
    return fact(SELF, "self", verb, pred, obj, type, false, "past", null, time.from ?? time.until, 0.85 * weight);
  }
  if (/\bdivorced?\b/.test(r)) return fact(SELF, "self", verb, "married_to", obj, type, false, "past", null, time.from ?? time.until, 0.85 * weight);
  const planned = time.direction === "future" || /\b(?:getting|will)\b/.test(r);
  if (/\b(?:married|tied the knot)\b/.test(r)) return fact(SELF, "self", verb, "married_to", obj, type, false, planned ? "planned" : "current", planned ? null : time.from, null, 0.85 * weight);
  return fact(SELF, "self", verb, "partner", obj, type, false, "current", time.from, null, 0.85 * weight);
}

/** Relations named in passing, unless the clause itself says more about them ("I broke up with my boyfriend Jake"). */
export function withMentions(facts: CandidateFact[], mentioned: CandidateFact[]): CandidateFact[] {
  const said = new Set(facts.map((f) => `${f.predicate}|${f.object.toLowerCase()}`));
  // "we've got two cats Basil and Olive": a name the group gives is a pet or a person, not a thing owned.
  const named = new Set(mentioned.map((m) => m.object.toLowerCase()));
  return [...facts.filter((f) => f.predicate !== "owns" || !named.has(f.object.toLowerCase())), ...mentioned.filter((m) => !said.has(`${m.predicate}|${m.object.toLowerCase()}`))];
}

// "... with my wife Sarah", "my brother Tom and I": relations named in passing (capitalized names only).
