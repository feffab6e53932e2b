// Chat shapes around a piece of news, made plain before the news reader (doings.ts) reads a transcript turn:
// an aside before it ("FYI, I finished another quilt"), a degree word inside the verb ("I'm also hosting a
// quiz night"), a clause that tells it as the reason or time of something else ("Since I lost my job at
// Acme, things have been tough"), a time before it ("Last Tuesday we went to the fair"), a dash with no
// space ("lately- I took a class"), a tag question after it ("I opened my own shop, pretty cool huh?").
// Each rewrite has a stable id and an example it must change the news of; the facts it made readable carry
// its id (CandidateFact.rewrites).

import type { CandidateFact } from "../types";

export interface ChatRewrite {
  id: string;
  re: RegExp;
  to: string;
  /** A turn whose news the news reader finds only after this rewrite, and the fact ("predicate object"). */
  ex: [text: string, fact: string][];
  /** A turn it must leave without that news. */
  near: string[];
}

const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";

export const CHAT_REWRITES: readonly ChatRewrite[] = [
  {
    id: "chat.aside_lead",
    re: /(^|[.!?]\s+|[,;]\s+|\s[-–—]\s+)(?:(?:oh|and|so|also|plus|well|anyway|anyways)[,!]?\s+)*(?:fyi|btw|by the way|ps|p\.s\.|guess what|oh yeah|in other news|on another note|on a different note|speaking of which|fun fact|news flash|quick update|big news)[,:!.]?\s+(?=(?:i|we|i've|we've|i'm|we're|just|recently|finally)\b)/gi,
    to: "$1",
    ex: [["FYI I finished another pottery project!", "completed pottery project"]],
    near: ["FYI you finished another pottery project!"],
  },
  {
    id: "chat.degree_in_verb",
    re: /\b(i'm|i am|we're|we are|i've been|we've been|i have been|we have been)\s+(?:(?:also|still|currently|now|really|actually|finally|even|just|already|slowly|officially|busy|recently)\s+)+(?=[a-z]+ing\b)/gi,
    to: "$1 ",
    ex: [["I'm also hosting a quiz night next month to raise money for the library.", "organized quiz night"]],
    near: ["Are you also hosting a quiz night next month?"],
  },
  {
    id: "chat.told_as_reason",
    re: /(^|[.!?]\s+)(?:ever\s+)?(?:since|after|when|once|now that)\s+(?=(?:i|we)\s+(?:just\s+|recently\s+|finally\s+)?(?:[a-z]+ed|went|took|got|made|lost|left|began|found|bought|saw|met|won|quit|ran|wrote|built|drew|read)\b)/gi,
    to: "$1",
    ex: [["Since I adopted a rescue greyhound, my mornings are way busier.", "has_pet rescue greyhound"]],
    near: ["Since you adopted a rescue greyhound, your mornings are way busier."],
  },
  {
    id: "chat.telling_lead",
    re: /(^|[.!?]\s+|[,;]\s+|\s[-–—]\s+)(?:(?:hey|oh|so|and|also)[,!]?\s+)*(?:i|we)(?:'m|’m|\s+am|'re|\s+are)?\s+(?:just\s+|really\s+|so\s+)*(?:(?:wanted|want|had|have|got|gotta|need|needed|excited|happy|thrilled|glad|stoked|dying)\s+to\s+(?:tell|let)\s+(?:you|ya|u)(?:\s+know)?|(?:excited|happy|thrilled|glad|stoked)\s+to\s+(?:say|share|report|announce))(?:\s+that)?[,:!]?\s+(?=(?:i|we)\s)/gi,
    to: "$1",
    ex: [["I wanted to tell ya we finally adopted two kittens.", "adopted two kittens"]],
    near: ["You wanted to tell me you finally adopted two kittens."],
  },
  {
    id: "chat.degree_in_phrase",
    re: /\b(a|an|the|this|that|my|our|some|another)\s+(?:really|super|very|pretty|so|seriously|totally|truly|incredibly|crazy|mega)\s+(?=[a-z]+\s+[a-z])/gi,
    to: "$1 ",
    ex: [["I won a really big chess tournament last week!", "won big chess tournament"]],
    near: ["You won a really big chess tournament last week!"],
  },
  {
    id: "chat.time_lead",
    re: new RegExp(`(^|[.!?]\\s+|[,;]\\s+)(?:last\\s+(?:${WEEKDAY}|summer|spring|fall|autumn|winter|time)|this past\\s+(?:week|weekend|${WEEKDAY})|on\\s+${WEEKDAY}|the other (?:day|night)|over the weekend|earlier (?:today|this week)|(?:a|one|two|three|a few|a couple of)\\s+(?:days|weeks|months)\\s+ago)[,]?\\s+(?=(?:i|we)\\s)`, "gi"),
    to: "$1",
    ex: [["Last Tuesday we went to a jazz concert downtown.", "attended jazz concert downtown"]],
    near: ["Last Tuesday you went to a jazz concert downtown."],
  },
  {
    id: "chat.tight_dash",
    re: /([a-z])-\s+(?=(?:i|we)\s)/gi,
    to: "$1 - ",
    ex: [["Lots going on lately- I volunteered at the animal shelter.", "volunteered_at animal shelter"]],
    near: ["Lots going on lately- you volunteered at the animal shelter."],
  },
  {
    id: "chat.dash_question",
    re: /\s[-–—]\s+(?=[^.!?–—]*\?)/g,
    to: ". ",
    ex: [["FYI, I finished another pottery project - want to see a pic?", "completed pottery project"]],
    near: ["FYI, you finished another pottery project - want to see a pic?"],
  },
  {
    id: "chat.tag_question",
    re: /,?\s+(?:(?:pretty|so|really)\s+\w+,?\s+)?(?:huh|right|eh|innit)\s*\?+(?=\s|$)/gi,
    to: ".",
    ex: [["I started my own candle business last month, pretty cool, huh?", "started candle business"]],
    near: ["You started your own candle business last month, pretty cool, huh?"],
  },
];

/** The turn with every chat rewrite applied, and the ids of those that changed it. */
export function plainChat(text: string): { text: string; fired: string[] } {
  let t = text;
  const fired: string[] = [];
  for (const r of CHAT_REWRITES) {
    const next = t.replace(r.re, r.to);
    if (next !== t) {
      fired.push(r.id);
      t = next;
    }
  }
  return { text: t, fired };
}

/** The news read from the plain turn that the turn as written did not give, marked with the rewrites that made it readable. */
export function plainNews(text: string, read: (t: string) => CandidateFact[]): CandidateFact[] {
  const asIs = read(text);
  const { text: plain, fired } = plainChat(text);
  if (!fired.length) return asIs;
  const seen = new Set(asIs.map((f) => `${f.predicate}|${f.object.toLowerCase()}`));
  const more = read(plain).filter((f) => !seen.has(`${f.predicate}|${f.object.toLowerCase()}`)).map((f) => ({ ...f, rewrites: [...(f.rewrites ?? []), ...fired] }));
  return [...asIs, ...more];
}
