// Stage: matching. The table's money rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { NOT_NAMES, PLACES } from "../lexicon";
import { cleanObject } from "../objects";
import { BANK_NAME, lower, newBank, one } from "../readers/kit";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const MONEY_RULES: Spec[] = [
  { id: "money.earn", ex: [["I earn $85,000 a year.", "earns $85,000 a year"]], near: ["I made 90k last year."], t: "{earn|make|gross|net|clear} {O}", pred: "earns", kind: "state", obj: "money" },
  { id: "money.be_paid", ex: [["I am paid 50k a year.", "earns 50k a year"]], t: "{be} paid {O}", pred: "earns", kind: "state", obj: "money" },
  { id: "money.bank_with", ex: [["I bank with Chase.", "banks_with Chase"]], t: "{bank} (?:with|at) {O}", pred: "banks_with", kind: "state", obj: "org" },
  // "we shut our joint account with Barclays": the bank is no longer the speaker's ("closed my Harbourline
  // account", the bank named first, is an ending of whatever holds the name: see ENDINGS in extract.ts).
  { id: "money.close_accounts_at", ex: [["We closed our joint account with Barclays.", "banks_with Barclays"]], t: "{close|shut} (?:down )?(?:my|our) (?:bank |current |checking |savings |joint |isa )?accounts? (?:at|with) {O}", pred: "banks_with", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing" || !ctx.cased) return [];
      const name = stripTimes(o.split(/\s*[,;]\s*|\s+and\s+/)[0]!).trim();
      if (!/^[A-Z0-9]/.test(name) || PLACES.has(lower(name)) || NOT_NAMES.has(lower(name).split(/\s+/)[0]!)) return [];
      return one("banks_with", cleanObject(name, "org", ctx), "org", "end");
    } },
  // "we closed everything at Fenwick Mutual": with no account named, only a bank's word in the name says it is a bank.
  { id: "money.close_everything_at", ex: [["We closed everything at Fenwick Mutual.", "banks_with Fenwick Mutual"]], near: ["We closed everything at the office early."], t: "{close|shut} (?:down )?(?:everything|it all|all (?:my|our|the) accounts?) (?:at|with) {O}", pred: "banks_with", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing" || !ctx.cased) return [];
      const org = cleanObject(stripTimes(o.split(/\s*[,;]\s*|\s+and\s+/)[0]!).trim(), "org", ctx);
      return org && /^[A-Z0-9]/.test(org) && BANK_NAME.test(org) ? one("banks_with", org, "org", "end") : [];
    } },
  // "moved everything to Penrose Credit Union", "switched my savings over to Monzo", "changed banks to Nationwide":
  // the new bank. "Everything" alone names the bank only with a bank's word in the name ("moved everything to Dropbox").
  { id: "money.move_all_money_to", ex: [["I moved my money to Chase.", "banks_with Chase"]], t: "{move|switch|transfer|change} (?:all (?:my|our) money|(?:my|our) (?:money|savings|banking|accounts?|current account|salary|mortgage)|banks?)(?: over)? to {O}", pred: "banks_with", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => newBank(o, ctx, negated, form, false) },
  { id: "money.move_everything_to", ex: [["I closed my Harbourline account and moved everything to Penrose Credit Union.", "banks_with Penrose Credit Union"]], near: ["I moved everything to Dropbox."], t: "{move|switch|transfer} everything(?: over)? to {O}", pred: "banks_with", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => newBank(o, ctx, negated, form, true) },
  { id: "money.spend_up_to", ex: [["I can spend up to 500 dollars.", "budget 500 dollars"]], t: "{spend} (?:up to|at most|no more than|max|a maximum of) {O}", pred: "budget", kind: "state", obj: "money" },

];
