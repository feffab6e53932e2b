// Stage: rewrites. Before a clause is matched, shapes that say the same as a plainer clause are rewritten to
// it ("fave snack = crisps" → "my favorite snack is crisps", "our move to Berlin is in August" → "I am moving
// to Berlin in August"), so one table rule reads both. The list runs in order, each rewrite on the result of
// the one before; the ids of those that changed the clause go with its facts (CandidateFact.rewrites).
// Each rewrite's examples sit with it and run as tests (test/extract/by-rule.test.ts).

import { MONTH } from "./fragments";

export interface Rewrite {
  id: string;
  /** Texts (and their `now` when it matters) whose facts this rewrite must show up in; see test/extract/by-rule.test.ts. */
  ex: [text: string, now?: string][];
  /** Clauses it must leave as they are. */
  near: string[];
  re: RegExp;
  to: string | ((all: string, ...groups: string[]) => string);
}

export /** Tags at the end of a clause that add nothing: "..., just so you know", "... btw". */
const TRAIL_TAGS = /[,\s]+(?:(?:always|never) (?:have|had|has|did|will|was|were)(?: been)?|always will be|always has|always had|always will|always did|always do|always was|always been|since forever|as always|btw|by the way|fyi|lol|haha|lmao|tbh|tbf|ngl|not gonna lie|honestly|frankly|for real|no joke|just so you know|jsyk|fwiw|if that matters|if that helps|for what it's worth|for reference|for context|in case (?:you're|you are) wondering|in case it matters|just saying|just fyi|as you know|you know)[.!]*$/i;
/** "they made me lead designer", "Acme named me head of sales": the speaker's new title, said from the employer's side. */
const MADE_ME = /^(?:they|[Tt]hey|[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}|(?:[Mm]y|[Tt]he|[Oo]ur)\s+(?:boss|manager|company|team|employer|board|bosses|director))\s+(?:(?:just|finally|officially|have|has|recently)\s+)*(?:made|named|appointed|promoted|bumped)\s+me\s+(?:up\s+)?(?:to\s+)?(?=\S)(?!redundant\b)/;

export const REWRITES: readonly Rewrite[] = [
  // "fave snack = crisps", "laksa is my all time fav", "my most favorite film": texted and learner forms of "favourite".
  { id: "favorite_spelling", ex: [["laksa is my all time fav"]], near: ["the fava beans are my pick"], re: /\b(?:fave|fav|favo|fav'?rite|most favou?rite)\b(?!-)/gi, to: "favorite" },
  { id: "all_time_favorite", ex: [["laksa is my all time fav"]], near: ["laksa is my favorite of all time"], re: /\ball\s+time\s+(?=favou?rite\b)/gi, to: "all-time " },
  { id: "name_is", ex: [["Name's Rafferty."]], near: ["names are hard to remember"], re: /^name(?:'s| is)\s+/i, to: "my name is " },
  { id: "favorite_colon", ex: [["fave snack = salt & vinegar crisps"]], near: ["favorite things make me happy"], re: /^((?:all-time\s+|absolute\s+)?favou?rite(?:\s+[\w-]+){0,2})\s*(?::|=|-|is|are)\s+(?=\S)/i, to: "my $1 is " },
  { id: "my_favorite_colon", ex: [["My favourite band: Queen"]], near: ["my favourite band is Queen"], re: /^(my\s+favou?rite(?:\s+[\w-]+){0,2})\s*(?::|=)\s*(?=\S)/i, to: "$1 is " },
  // "mint choc chip is my ice cream of choice": the pick, said as a choice.
  { id: "of_choice", ex: [["Mint chocolate chip is my ice cream of choice."]], near: ["Mint chocolate chip is my ice cream"], re: /^(.+?)\s+(is|are)\s+my\s+([\w-]+(?:\s+[\w-]+)?)\s+of\s+choice$/i, to: "$1 $2 my favorite $3" },
  // "it's Oslo where I live": the cleft, straightened.
  { id: "cleft_it_is_where", ex: [["no wait, it's Oslo where I live, not Bergen"]], near: ["it is Oslo that I love"], re: /^it(?:'s| is| was)\s+(.+?)\s+(?:where|that)\s+(i|we)\s+(live|work|grew up|study|moved to)\b(.*)$/i, to: (_, x, s, v, tail) => `${s} ${v}${/^(?:live|grew up)$/i.test(v) ? " in" : /^(?:work|study)$/i.test(v) ? " at" : ""} ${x}${tail}` },
  { id: "cleft_name_is_where", ex: [["Linear is where I work now."]], near: ["Linear is where the magic happens"], re: /^([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}(?:\s+\([^)]*\))?)\s+(?:is|has been)\s+where\s+([Ii]|[Ww]e)\s+(live|work|grew up|study)(?:\s+(?:now|these days|currently|at the moment))?$/, to: (_, x, s, v) => `${s} ${v}${/^(?:live|grew up)$/i.test(v) ? " in" : " at"} ${x}` },
  // "given the choice I'd always go for the window seat": a standing preference.
  { id: "given_the_choice", ex: [["Given the choice, I'll take tea."]], near: ["given the choice I would take you"], re: /^given (?:the|a) choice(?:\s+between\s+[^,]+?)?,?\s+(i|we) (?:would|will|'ll) (?:always |usually |probably |definitely |honestly )?(?:choose|pick|take|go for|go with|opt for|say)\s+(?!(?:you|him|her|them|me|us|it|that|this|one|either|both|neither)\b)(?=\S)/i, to: "$1 prefer " },
  // "home for me is Norwich", "home for us these days is Leeds".
  { id: "home_is", ex: [["Home is Denver."]], near: ["homes are expensive here"], re: /^home(?:\s+for\s+(?:me|us))?(?:\s+(?:now|these days|right now|at the moment))?(?:'s| is)\s+(?=\S)/i, to: "my home is " },
  // Verbless news: "new place in Paris!", "new job at Globex".
  { id: "new_place_in", ex: [["our new place in X"]], near: ["the new place in town is great"], re: /^(?:(?:my|our)\s+)?(?:brand\s+)?new\s+(?:place|flat|apartment|home|house|address|pad)\s+(?:is\s+)?(?=(?:in|near)\s+\S)(?!(?:in|near)\s+(?:the\s+)?[A-Za-z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}\s+(?:is|has|was|feels|gets|costs|looks|needs)\b)/i, to: "I live " },
  { id: "new_job_at", ex: [["new job @ Ocado"]], near: ["new job at Ocado starts soon"], re: /^(?:(?:[Mm]y|[Oo]ur)\s+)?(?:[Bb]rand\s+)?[Nn]ew\s+(?:job|role|position|gig)\s+(?:is\s+)?(?=(?:at|with)\s+[A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3}$)/, to: "I work " },
  // "the plan is to move to Berlin": a plan of the speaker's.
  { id: "plan_is_to", ex: [["The plan is to move to Berlin in August."]], near: ["the plan is good"], re: /^(?:the|our|my)\s+plan\s+is\s+(?=to\s+\w)/i, to: "I plan " },
  // "our move to Berlin is in August": the move, as a verb.
  { id: "our_move_is", ex: [["Our move to Berlin is in August."]], near: ["our move to Berlin was stressful"], re: /^(?:my|our)\s+(?:big\s+|upcoming\s+|planned\s+)?move\s+((?:back\s+)?to\s+.+?)\s+(is|was|will be)\s+((?:in|on|at|next|this|set for|planned for|scheduled for)\b.*)$/i, to: (_, to: string, v: string, when: string) => `${/^was$/i.test(v) ? "I moved" : "I am moving"} ${to} ${when}` },
  // "another move, this time to El Paso": the move as news, done.
  { id: "another_move", ex: [["another move, this time to El Paso for my wife's job. third city in three years, I'm tired"]], near: ["another move like that and I quit"], re: /^(?:(?:yet\s+)?another|a|one\s+more)\s+(?:big\s+|new\s+|cross-country\s+)?move\s*,?\s+(?:this\s+time\s+|now\s+)?(?=to\s+\S)/i, to: "we moved " },
  // "we made the move to Bristol": the plain verb.
  { id: "make_the_move", ex: [["We made the move to Bristol last month."]], near: ["we made the bed"], re: /\b(make|makes|made|making)\s+(?:the|our|my|a|that)\s+(?:big\s+|final\s+|long-awaited\s+)?(?:move|jump|leap)\s+(?=(?:back\s+)?(?:to|from|over|across)\b)/i, to: (_, v: string) => ({ make: "move ", makes: "moves ", made: "moved ", making: "moving " } as Record<string, string>)[v.toLowerCase()]! },
  // "we've moved again, to Loughborough this time": the move and where it went, with the aside between.
  { id: "moved_again_to", ex: [["We relocated finally to Tampere."]], near: ["we moved again"], re: /\b(moved?|moving|relocated?|relocating)\s+(?:(?:again|once more|yet again|back|house|home|for good|finally)\s*)+,?\s+(?:(?:this time|finally|now)\s+)?(?=(?:to|into)\s)/i, to: "$1 " },
  // "we moved already to Poznań", "I moved last month to Lyon": a learner's word order, the adverb or the time between the verb and where it went.
  { id: "moved_adverb_to", ex: [["We moved already to Gdańsk, the new flat is more big."]], near: ["we moved already"], re: /\b(moved|relocated)\s+(?:already|finally|recently|just|now|at last|eventually|permanently|officially)\s+(?=(?:to|into)\s)/i, to: "$1 " },
  { id: "moved_time_to", ex: [["I moved in June to Bergen."]], near: ["I moved to Bergen in June"], re: new RegExp(String.raw`\b(moved|relocated)\s+((?:last|this)\s+(?:week|month|year|summer|winter|spring|autumn|fall|weekend)|in\s+${MONTH}(?:\s+(?:19|20)\d{2})?|(?:a|one|two|three|\d+)\s+(?:weeks?|months?|years?)\s+ago)\s+((?:to|into)\s+[^,;.!?]+)`, "i"), to: "$1 $3 $2" },
  // "I love love love pasta", "I really really like it": one verb.
  { id: "repeated_verb", ex: [["I love love love pasta."]], near: ["I love pasta"], re: /\b(love|like|adore|hate)(?:[\s,]+\1)+\b/gi, to: "$1" },
  // "I couldn't live without coffee" is the same taste as "can't", not a hypothetical.
  { id: "could_not_live_without", ex: [["Honestly, I couldn't live without my morning run."]], near: ["I could not live with that"], re: /\bcould not live without\b/i, to: "can not live without" },
  // "my favourite food has to be sushi", "would have to be Queen": the value, hedged only in form.
  { id: "favorite_has_to_be", ex: [["My favourite food has to be sushi."]], near: ["my favourite food is sushi"], re: /^(my\s+(?:all[- ]time\s+|absolute\s+)?favou?rite(?:\s+[\w-]+){0,2})\s+(?:has to be|would have to be|would be|must be|is probably|is definitely|is easily|is hands down)\s+(?=\S)/i, to: "$1 is " },
  // "after seven years with Delta I switched to United": the years name the employer left.
  { id: "after_years_with_switched", ex: [["after seven years with Delta I switched to United in January"]], near: ["after seven years with Delta I retired"], re: /^after\s+(?:[\w-]+\s+){1,2}(?:years?|months?)\s+(?:with|at)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2})\s*,?\s+(I|we)\s+(?:finally\s+)?(?:switched|moved|jumped|went)\s+(?:over\s+|ship\s+)?to\s+(?=[A-Z])/, to: (_, old: string, who: string) => `${who} left ${old} for ` },
  { id: "after_clause_lead", ex: [["After that I moved to Sendai."]], near: ["after all that we are fine"], re: /^(?:after|before|following|during|over)\s+[^,]{2,40}?\s+(?=(?:i|we)\s+(?!am\b|are\b|was\b|were\b)|my\s+(?!\w+\s+(?:is|are|was|were)\s+(?:the|a|an)\b))/i, to: "" },
  // "packed up and left Melbourne for Sydney": the packing is how the move went, the verb after it says what.
  { id: "packed_up_and", ex: [["Packed up and moved to Elderwick last month."]], near: ["we packed our lunch"], re: /^((?:i|we)\s+)?(?:(?:finally|just|literally)\s+)?(?:packed up(?:\s+(?:the|our|my)\s+(?:whole\s+|entire\s+)?(?:house|flat|apartment|place|home|car|van|life|lives|bags|things|stuff|boxes))?|packed (?:our|my) (?:bags|things|stuff|lives|boxes)|upped sticks|sold up|sold everything|said our goodbyes|caved(?: in)?|gave in|took the plunge|bit the bullet|pulled the trigger)\s+and\s+(?=\w)/i, to: (_, who: string | undefined) => who ?? "I " },
  { id: "trailing_tags", ex: [["still hate reality TV btw, my flatmate has it on constantly"]], near: ["I hate reality TV"], re: TRAIL_TAGS, to: "" },
  { id: "made_me", ex: [["they promoted me to principal designer!"]], near: ["they made us wait"], re: MADE_ME, to: (all) => (/^(?:I|We|It|This|That|There|He|She)\b/.test(all) ? all : "I was made ") },
  // "made engagement manager in the last review cycle": the dropped "I was" before a title (never money).
  { id: "made_title", ex: [["made engagement manager in the last review cycle, so more travel but better pay"]], near: ["made it home safe and sound"], re: /^(?:(?:just|finally|officially)\s+)?(?:made|got made)\s+(?=(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*(?:\s+(?:in|at|this|last|after|during|on|today|yesterday)\b|\s*[,.!]|$))/, to: "I was made " },
  // "guess who works at Dropbox now": the speaker, told as a riddle.
  { id: "guess_who_is", ex: [["guess who's a nurse now"]], near: ["guess what happened"], re: /^guess\s+who(?:'s|\s+is)\s+/i, to: "I am " },
  { id: "guess_who_verbs", ex: [["guess who works at Dropbox now!! my first standup was this morning"]], near: ["guess who I saw"], re: /^guess\s+who\s+(?=\w+s\b)/i, to: "I " },
  // "add kiwi to my allergy list": one more allergy.
  { id: "add_to_allergy_list", ex: [["add kiwi to my allergy list, found out the hard way at brunch"]], near: ["add kiwi to my shopping list"], re: /^(?:(?:please|so|you can)\s+)?add\s+(.+?)\s+to\s+(?:my|the)\s+(?:allergy|allergies|allergen)\s+list\b.*$/i, to: "I am allergic to $1" },
];

/**
 * Rewrites that read the message so far, made in clause.ts with rewriteIn (and the day named first), and the
 * clauses extract.ts makes from a sentence's pieces (a subject borrowed from the clause before, a pronoun for the
 * thing just named, a clause reported inside another), named like the list's.
 */
export const CONTEXT_REWRITES: readonly Omit<Rewrite, "re" | "to">[] = [
  // "I live in Leeds and work at Acme": the piece without a subject reads with the one before it.
  { id: "subject_borrowed", ex: [["I live in Leeds and work at Acme."]], near: ["I live in Leeds and I work at Acme."] },
  // "I'm 34, originally from Leeds": the piece reads with the subject and "am" before it.
  { id: "copula_borrowed", ex: [["I'm 34, originally from Leeds."]], near: ["I'm originally from Leeds."] },
  // "I avoid mushrooms because I hate them": the pronoun is the thing the sentence just named.
  { id: "pronoun_is_thing_named", ex: [["I avoid mushrooms because I hate them."]], near: ["I hate them."] },
  // "Mum announced that we are moving to Leeds": news reported inside a clause that says nothing itself.
  { id: "reported_clause", ex: [["Mum announced that we are moving to Leeds."]], near: ["I hope that I'm moving to Leeds."] },
  { id: "there_is_last_place", ex: [["I'm from Ohio, moved there in 2010."]], near: ["We moved there in June."] },
  { id: "here_is_where_i_am", ex: [["And now Ljubljana! Moved here last month."]], near: ["Moved here last month."] },
  { id: "there_is_last_org", ex: [["I accepted an offer from Northmere and started there this week."]], near: ["I started there this week."] },
  { id: "day_named_first", ex: [["Today was my first day at Globex."]], near: ["My first day at Globex was fun."] },
];

/** The clause after every rewrite, in order; the ids of those that changed it are pushed onto `fired`. */
export function applyRewrites(clause: string, fired: string[]): string {
  let c = clause;
  for (const r of REWRITES) {
    const next = c.replace(r.re, r.to as string);
    if (next !== c) {
      fired.push(r.id);
      c = next;
    }
  }
  return c;
}

/** One rewrite that depends on the message so far ("moved there" → "moved to Lisbon"), recorded like the list's. */
export function rewriteIn(c: string, re: RegExp, to: string, id: string, fired: string[]): string {
  const next = c.replace(re, to);
  if (next !== c) fired.push(id);
  return next;
}
