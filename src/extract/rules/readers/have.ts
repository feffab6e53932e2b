// Stage: matching. "have" and its kin: the object decides the predicate (a dog, a sister, asthma, a meeting, a car).

import { CONDITIONS, EVENT_NOUNS, LANGUAGES, NATIONALITIES, OWNABLES, PETS, PLACES, RELATIONS } from "../lexicon";
import { cleanObject, type Ctx, splitList, splitNames } from "../objects";
import { type Kind, type Out } from "../rule";
import { stripTimes } from "../time";
import { restoreTail } from "./copula";
import { lower, one, strip } from "./kit";

export const REL_NAMES = [...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|");
export const PET_NAMES = [...PETS].sort((a, b) => b.length - a.length).join("|");
export const REL_WITH_NAME = new RegExp(
  `^(?:(?:a|an|one|two|three|four|another|\\d+)\\s+)?((?:(?:older|younger|big|little|baby|twin|step|half|best|close|good|old|new|eldest|oldest|youngest|elder|first|second|third|fourth|fifth|rescue|rescued|adopted|sweet|tiny|black|white|grey|gray|brown|ginger|orange|golden|chocolate|yellow|tabby|tortoiseshell|spotted|fluffy|scruffy|senior|lazy|crazy|cheeky|goofy|\\d+[- ](?:year|month|week)[- ]old)[- ]?\\s*)*)(${REL_NAMES}|${PET_NAMES})s?(?:\\s*,\\s*|\\s+(?:named|called|whose name is|by the name of)\\s+)(.+)$`,
  "i",
);
export const REL_BARE = new RegExp(`^(?:a|an|one)\\s+((?:(?:older|younger|big|little|baby|twin|step|half|best|close|good|old|new|\\d+[- ]year[- ]old)[- ]?\\s*)*)(${REL_NAMES})$`, "i");
export const PET_BARE = new RegExp(`^(?:a|an|one|two|three|four|five|six|\\d|a couple of|a few|several)\\s+(?:(?:\\w+[- ]year[- ]old|little|big|small|old|young|new|black|white|grey|gray|orange|brown|rescue|fluffy|cute)\\s+)*(${PET_NAMES})$`, "i");

/** An owned thing without its descriptors: "old Nikon camera" → "Nikon camera", "two bikes" → "bikes". */
export function ownedName(v: string | null): string | null {
  if (!v) return v;
  const out = v.replace(/^(?:(?:two|three|four|five|several|a few|a couple of|a couple|some|old|used|second-hand|secondhand|refurbished|cheap|fancy|shiny|little|tiny|small|nice|beautiful|gorgeous|lovely|beat-up|beat up|beaten up|battered|rusty|clapped out|ancient|trusty|brand-new|first|second|own|very own)\s+)+(?=\S)/i, "");
  return out || v;
}

export function relationPredicate(role: string): string | null {
  const r = role.toLowerCase();
  if (PETS.has(r)) return "has_pet";
  return RELATIONS.get(r) ?? null;
}

/** "a sister named Anna", "a dog, Rex", "asthma", "a dentist appointment", "a Tesla". */
export function haveObjects(text: string, kind: Kind, ctx: Ctx, allow: "all" | "owned"): Out[] {
  const outs: Out[] = [];
  // "two cats named Tom and Jerry": the names are the list, the animal is shared.
  const named = text.match(REL_WITH_NAME) ?? stripTimes(text).match(REL_WITH_NAME);
  if (named) {
    const pred = relationPredicate(named[2]!);
    if (pred && (allow === "all" || pred === "has_pet")) {
      const names = splitNames(named[3]!.split(/\s+(?:who|that|which|and (?:i|we|she|he|they)|in|from|at|with)\b/i)[0]!);
      for (const n of names) {
        const v = cleanObject(n, "person", ctx);
        if (v) outs.push({ predicate: pred, object: v, obj: pred === "has_pet" ? "pet" : "person", kind, objectType: pred === "has_pet" ? "unknown" : "person", names: named[2]!.toLowerCase() });
      }
      if (outs.length) return outs;
    }
  }
  for (const item of splitList(stripTimes(text).replace(/\s+(?:booked|scheduled|planned|lined up|arranged|coming up)(?:\s+in)?(?:\s+(?:for|on|at)\b.*)?$/i, ""))) {
    const it = item.replace(/\s+(?:at home|now|too|as well|right now|at the moment|these days|there|here|together)$/i, "").replace(/\s+(?:in|near|on|at|from|for|with|outside|by|off|that|which)\s+(?!(?:the )?(?:morning|afternoon|evening)).*$/i, (tail, at: number) => {
      // "a dentist appointment in May" keeps its tail for the event reading; "a vacation home in Maine" is the home.
      const core = strip(lower(item.slice(0, at))).split(/\s+/);
      return EVENT_NOUNS.has(core[0] ?? "") && !OWNABLES.has(core.join(" ")) && !OWNABLES.has(core[core.length - 1] ?? "") ? tail : "";
    }).trim();
    const l = lower(it);
    const bare = strip(l);
    const withName = it.match(REL_WITH_NAME);
    if (withName) {
      outs.push(...haveObjects(it, kind, ctx, allow));
      continue;
    }
    const pet = it.match(PET_BARE);
    if (pet) {
      outs.push({ predicate: "has_pet", object: pet[1]!.toLowerCase(), obj: "pet", kind, weight: 0.85 });
      continue;
    }
    if (allow === "all") {
      const rel = it.match(REL_BARE);
      if (rel) {
        const pred = RELATIONS.get(rel[2]!.toLowerCase());
        if (pred) outs.push({ predicate: pred, object: rel[2]!.toLowerCase(), obj: "person", kind, weight: 0.8 });
        continue;
      }
      const allergy = l.match(/^(?:an?\s+)?(?:severe\s+|mild\s+|bad\s+|slight\s+)?(?:allergy|allergies|intolerance) to (.+)$/) ?? l.match(/^(?:an?\s+)?(?:severe\s+|mild\s+|bad\s+|slight\s+)?([\w -]+?) allerg(?:y|ies)$/);
      if (allergy) {
        outs.push(...one("allergic_to", cleanObject(it.slice(it.length - allergy[1]!.length - (l.endsWith("allergy") ? 8 : l.endsWith("allergies") ? 10 : 0)).replace(/\s+allerg(?:y|ies)$/i, ""), "thing", ctx), "thing", kind));
        continue;
      }
      const condCore = bare.replace(/^(?:(?:really|very|pretty|quite|so|super|kind of|a bit of|bad|severe|mild|chronic|terrible|awful|seasonal|occasional|slight|frequent|recurring|persistent|constant|mild to moderate|moderate)\s+)+/, "");
      if (CONDITIONS.has(l) || CONDITIONS.has(bare) || CONDITIONS.has(condCore) || /^(?:[\w'-]+\s+){0,3}(?:disease|disorder|syndrome|deficiency|cancer)$/i.test(bare)) {
        const v = CONDITIONS.has(l) ? it : CONDITIONS.has(bare) || !CONDITIONS.has(condCore) ? it.replace(/^(?:a|an)\s+/i, "") : restoreTail(it, condCore);
        outs.push(...one("has_condition", cleanObject(v, "condition", ctx), "condition", kind));
        continue;
      }
      const ev = bare.match(/^((?:[\w'-]+\s+){0,3}?)([\w'-]+)(?:\s+(?:with|at|in|for|on|to)\s+.+)?$/);
      if (ev && (/^(?:a|an|my|the|our)\s/i.test(l) ? EVENT_NOUNS.has(ev[2]!) || EVENT_NOUNS.has(`${ev[1]!}${ev[2]!}`.trim()) : EVENT_NOUNS.has(bare) && !/^(?:date|call|game|move|test|show|session|class|trip|review|visit)$/.test(bare))) {
        outs.push(...one("has_event", cleanObject(it, "event", ctx), "event", kind === "state" ? "event" : kind, { ahead: true }));
        continue;
      }
      const budget = l.match(/^a budget of (.+)$/);
      if (budget) {
        outs.push(...one("budget", cleanObject(budget[1]!, "money", ctx), "money", kind));
        continue;
      }
    }
    const head = bare.split(/\s+/).slice(-2).join(" ");
    const last = bare.split(/\s+/).pop() ?? "";
    const brand = ctx.cased && /^(?:an?\s+|the\s+|my\s+|our\s+)?(?:(?:new|old|used|red|blue|black|white|grey|silver|second-hand|secondhand|refurbished|brand new|\d{4})\s+)*(?:[A-Z]|[a-z][A-Z])/.test(it) && !LANGUAGES.has(bare) && !NATIONALITIES.has(bare) && !PLACES.has(bare);
    const single = (w: string) => w.replace(/(?<=[a-z]{2})s$/, "");
    if (/^(?:a|an|the|my|our|one|two|three|four|\d+)\s/i.test(l) || brand || !ctx.cased) {
      if (OWNABLES.has(bare) || OWNABLES.has(head) || OWNABLES.has(last) || OWNABLES.has(single(last)) || OWNABLES.has(single(bare)) || (brand && !/\b(?:idea|question|problem|feeling|chance|offer|job offer)\b/i.test(it))) {
        outs.push(...one("owns", ownedName(cleanObject(it, "thing", ctx)), "thing", kind, { objectType: "product" }));
      }
    }
  }
  return outs;
}
