// Tests by rule, generated from the examples and near misses that sit with each rule (table/*.ts, the code
// readers in code-rules.ts, the rewrites in rewrites.ts): every example must give its fact from that rule,
// every near miss must give nothing from it, and the question built from an example ("Is it true that ...?")
// must give nothing from it either. A rule no text can reach (an earlier rule always reads its texts first)
// is listed in SHADOWED, so a change that wakes it, or shadows another, fails here.
import { describe, expect, test } from "bun:test";
import { extractRules } from "../../src/extract/rules";
import { CODE_RULES } from "../../src/extract/rules/code-rules";
import { RULES } from "../../src/extract/rules/patterns";
import { REWRITES } from "../../src/extract/rules/rewrites";
import { TURN_RULES } from "../../src/extract/rules/turn-rules";
import { CHAT_REWRITES } from "../../src/extract/rules/chat-plain";
import type { Example } from "../../src/extract/rules/rule";
import { asQuestion, oneClause, questionOf } from "./near-miss";

const NOW = "2025-06-15T10:00:00Z";
const SHADOWED = ["work.retire_from", "have.ride"];
const UNREACHED_REWRITES = ["favorite_i_would_say", "favorite_without_my"];
const valueOf = (fact: string) => fact.split(" ").slice(1).join(" ");

const facts = (text: string, now = NOW) => extractRules({ text, now }).facts;
function checkExamples(id: string, ex: Example[]) {
  for (const [text, fact, now] of ex) {
    const got = facts(text, now).filter((f) => f.rule === id).map((f) => `${f.predicate} ${f.object}`);
    expect({ text, got }).toEqual({ text, got: expect.arrayContaining([fact]) });
    const question = questionOf(text, valueOf(fact));
    if (question) expect({ question, got: facts(question, now).filter((f) => f.rule === id) }).toEqual({ question, got: [] });
  }
}

describe("table rules", () => {
  test("ids are unique and every rule has an example or is known to be shadowed", () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(RULES.filter((r) => !r.ex?.length).map((r) => r.id)).toEqual(SHADOWED);
  });
  test("every rule with an example has a near miss: its own, or the example asked as a question", () => {
    expect(RULES.filter((r) => r.ex?.length && !r.near?.length && !r.ex.some(([t, f]) => questionOf(t, valueOf(f)))).map((r) => r.id)).toEqual([]);
  });
  for (const rule of RULES) {
    if (!rule.ex?.length && !rule.near?.length) continue;
    test(rule.id, () => {
      checkExamples(rule.id, rule.ex ?? []);
      for (const text of rule.near ?? []) expect({ text, got: facts(text).filter((f) => f.rule === rule.id) }).toEqual({ text, got: [] });
    });
  }
});

describe("code rules", () => {
  test("ids do not clash with the table's", () => {
    const table = new Set(RULES.map((r) => r.id));
    expect(CODE_RULES.filter((r) => table.has(r.id)).map((r) => r.id)).toEqual([]);
  });
  test("every code rule has a near miss: its own, or the example asked as a question", () => {
    expect(CODE_RULES.filter((r) => !r.near?.length && !r.ex.some(([t, f]) => questionOf(t, valueOf(f)))).map((r) => r.id)).toEqual([]);
  });
  for (const rule of CODE_RULES) {
    test(rule.id, () => {
      checkExamples(rule.id, rule.ex);
      for (const text of rule.near ?? []) expect({ text, got: facts(text).filter((f) => f.rule === rule.id) }).toEqual({ text, got: [] });
    });
  }
});

describe("rewrites", () => {
  test("every rewrite has an example or is known to be unreached", () => {
    expect(REWRITES.filter((r) => !r.ex?.length).map((r) => r.id)).toEqual(UNREACHED_REWRITES);
  });
  for (const rw of REWRITES) {
    if (!rw.ex?.length) continue;
    test(rw.id, () => {
      for (const [text, now] of rw.ex!) {
        expect({ text, fired: facts(text, now).some((f) => f.rewrites?.includes(rw.id)) }).toEqual({ text, fired: true });
        if (oneClause(text)) expect({ question: asQuestion(text), fired: facts(asQuestion(text), now).some((f) => f.rewrites?.includes(rw.id)) }).toEqual({ question: asQuestion(text), fired: false });
      }
    });
  }
});

// Readers of transcript turns only (feelings, opinions, news): their texts are read as a turn.
describe("turn rules", () => {
  const inTurn = (text: string, now = NOW) => extractRules({ text, now, turn: true }).facts;
  test("ids are unique and clash with no other rule's", () => {
    const ids = TURN_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const others = new Set([...RULES.map((r) => r.id), ...CODE_RULES.map((r) => r.id)]);
    expect(ids.filter((id) => others.has(id))).toEqual([]);
  });
  for (const rule of TURN_RULES) {
    test(rule.id, () => {
      expect(rule.ex.length).toBeGreaterThan(0);
      expect(rule.near.length).toBeGreaterThan(0);
      for (const [text, fact, now] of rule.ex) {
        const got = inTurn(text, now).filter((f) => f.rule === rule.id).map((f) => `${f.predicate} ${f.object}`);
        expect({ text, got }).toEqual({ text, got: expect.arrayContaining([fact]) });
        // Outside a transcript turn the rule says nothing: an end user's message keeps its established reading.
        expect({ text, plain: facts(text, now).filter((f) => f.rule === rule.id) }).toEqual({ text, plain: [] });
        const question = asQuestion(text);
        if (oneClause(text)) expect({ question, got: inTurn(question, now).filter((f) => f.rule === rule.id) }).toEqual({ question, got: [] });
      }
      for (const text of rule.near) expect({ text, got: inTurn(text).filter((f) => f.rule === rule.id) }).toEqual({ text, got: [] });
    });
  }
});

// Chat shapes made plain before the news reader of a turn: each example's news is found only through its rewrite.
describe("chat rewrites", () => {
  const inTurn = (text: string) => extractRules({ text, now: NOW, turn: true }).facts;
  test("ids are unique", () => expect(new Set(CHAT_REWRITES.map((r) => r.id)).size).toBe(CHAT_REWRITES.length));
  for (const rw of CHAT_REWRITES) {
    test(rw.id, () => {
      for (const [text, fact] of rw.ex) {
        const got = inTurn(text).filter((f) => f.rewrites?.includes(rw.id)).map((f) => `${f.predicate} ${f.object}`);
        expect({ text, got }).toEqual({ text, got: expect.arrayContaining([fact]) });
        expect({ text, plain: facts(text).filter((f) => f.rewrites?.includes(rw.id)) }).toEqual({ text, plain: [] });
      }
      for (const text of rw.near) expect({ text, got: inTurn(text).filter((f) => rw.ex.some(([, fact]) => `${f.predicate} ${f.object}` === fact)) }).toEqual({ text, got: [] });
    });
  }
});
