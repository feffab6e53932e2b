// A sixth development set, written from the labelling rules of the held-out set (test/fixtures/facts/README.md)
// rather than from the extractor: for each convention a few phrasings of my own, with the triples those rules
// give. Occupations are job_title and other identities is_a; diets are diet and "don't eat X" is avoids;
// favourites are `favorite` with the bare value; "X over Y" is prefers X only; an upcoming appointment is
// has_event (planned); a temporary stay is visited; "I use my X" is owns; a mortgage or account with a bank
// is banks_with; birth dates as written; roommates, colleagues and neighbours are `knows`; a household "we" is
// the speaker; self renames give the new name and the stated old one in the past. Negatives expect nothing.

import type { DevCase } from "./dev-set";

const S = "@self";

export const POSITIVES_6: DevCase[] = [
  // job_title vs is_a -------------------------------------------------------------------------------------
  { text: "I'm a data analyst.", facts: [[S, "job_title", "data analyst"]] },
  { text: "I'm an electrician.", facts: [[S, "job_title", "electrician"]] },
  { text: "I'm a Buddhist.", facts: [[S, "is_a", "Buddhist"]] },
  { text: "I'm an introvert.", facts: [[S, "is_a", "introvert"]] },

  { text: "I'm a nurse in the ER.", facts: [[S, "job_title", "nurse"]] },
  { text: "I'm an accountant by trade.", facts: [[S, "job_title", "accountant"]] },
  { text: "I work nights as a security guard.", facts: [[S, "job_title", "security guard"]] },
  { text: "I co-founded Loop in 2019.", facts: [[S, "works_at", "Loop"]] },
  { text: "I was born and raised in Texas.", facts: [[S, "from", "Texas"]] },

  // diet and avoids ---------------------------------------------------------------------------------------
  { text: "I'm vegan.", facts: [[S, "diet", "vegan"]] },
  { text: "I'm pescatarian these days.", facts: [[S, "diet", "pescatarian"]] },
  { text: "I don't eat pork.", facts: [[S, "avoids", "pork"]] },
  { text: "I avoid gluten.", facts: [[S, "avoids", "gluten"]] },
  { text: "I don't drink coffee.", facts: [[S, "avoids", "coffee"]] },

  // favourites --------------------------------------------------------------------------------------------
  { text: "My favourite colour is green.", facts: [[S, "favorite", "green"]] },
  { text: "My go-to comfort food is ramen.", facts: [[S, "favorite", "ramen"]] },
  { text: "My favorite movie is Heat.", facts: [[S, "favorite", "Heat"]] },

  // prefers X only ----------------------------------------------------------------------------------------
  { text: "Tea over coffee, always.", facts: [[S, "prefers", "Tea"]] },
  { text: "I'd rather have tea than coffee.", facts: [[S, "prefers", "tea"]] },
  { text: "I prefer aisle seats over window seats.", facts: [[S, "prefers", "aisle seats"]] },

  { text: "I like dark chocolate more than milk chocolate.", facts: [[S, "prefers", "dark chocolate"]] },
  { text: "I tend to prefer dark mode.", facts: [[S, "prefers", "dark mode"]] },
  { text: "I love cats more than anything.", facts: [[S, "likes", "cats"]] },
  { text: "I love Italian and Japanese food.", facts: [[S, "likes", "Italian food"], [S, "likes", "Japanese food"]] },
  { text: "I detest small talk.", facts: [[S, "dislikes", "small talk"]] },
  { text: "I've really gotten into bouldering lately.", facts: [[S, "likes", "bouldering"]] },

  { text: "I'm more of a beach person than a mountain person.", facts: [[S, "prefers", "beach"]] },
  { text: "Coffee over tea for me.", facts: [[S, "prefers", "Coffee"]] },
  { text: "I lean more towards classical music.", facts: [[S, "prefers", "classical music"]] },
  { text: "I'll always choose coffee over tea.", facts: [[S, "prefers", "coffee"]] },
  { text: "I'm partial to a nice Merlot.", facts: [[S, "likes", "Merlot"]] },

  // upcoming appointments and completed events ------------------------------------------------------------
  { text: "I have a dentist appointment on Tuesday.", facts: [[S, "has_event", "dentist appointment", "planned"]] },
  { text: "I've got a job interview next week.", facts: [[S, "has_event", "job interview", "planned"]] },
  { text: "I graduated from Leeds University in 2016.", facts: [[S, "graduated_from", "Leeds University"]] },
  { text: "I went to my cousin's wedding last weekend.", facts: [[S, "attended", "cousin's wedding"]] },

  // births ------------------------------------------------------------------------------------------------
  { text: "My birthday is 3 July 1988.", facts: [[S, "birthday", "3 July 1988"]] },
  { text: "I was born in 1979.", facts: [[S, "birthday", "1979"]] },
  { text: "My birthday is 22/11.", facts: [[S, "birthday", "22/11"]] },
  // A named child's birth: the relation (dated by it) and the birthday as written.
  { text: "Our son Ben was born in May 2021.", facts: [[S, "has_child", "Ben"], ["Ben", "birthday", "May 2021"]] },
  { text: "My daughter Ivy was born last year.", facts: [[S, "has_child", "Ivy"]] },

  // temporary stays ---------------------------------------------------------------------------------------
  { text: "I'm in Chicago this week for a conference.", facts: [[S, "visited", "Chicago"]] },
  { text: "I'm in Tokyo for work this week.", facts: [[S, "visited", "Tokyo"]] },
  { text: "I'm in Lisbon until Friday.", facts: [[S, "visited", "Lisbon"]] },
  { text: "I'm staying in Kyoto for two weeks.", facts: [[S, "visited", "Kyoto"]] },
  { text: "Currently in Madrid on a work trip.", facts: [[S, "visited", "Madrid"]] },

  // "I use" as owns, banks ---------------------------------------------------------------------------------
  { text: "I use my Pixel 8 for everything.", facts: [[S, "owns", "Pixel 8"]] },
  { text: "I use a MacBook Air for work.", facts: [[S, "owns", "MacBook Air"]] },
  { text: "I have a mortgage with Barclays.", facts: [[S, "banks_with", "Barclays"]] },
  { text: "I have a savings account with Ally.", facts: [[S, "banks_with", "Ally"]] },
  { text: "Our mortgage is with Nationwide.", facts: [[S, "banks_with", "Nationwide"]] },
  { text: "I bank with Monzo.", facts: [[S, "banks_with", "Monzo"]] },

  // people: knows for roommates, colleagues, neighbours; relation triples for named relatives ----------------
  { text: "My roommate Jake is a chef.", facts: [[S, "knows", "Jake"], ["Jake", "job_title", "chef"]] },
  { text: "My colleague Priya lives in Leeds.", facts: [[S, "knows", "Priya"], ["Priya", "lives_in", "Leeds"]] },
  { text: "My neighbour Tom has a boat.", facts: [[S, "knows", "Tom"], ["Tom", "owns", "boat"]] },
  { text: "My coworker Dana is from Chile.", facts: [[S, "knows", "Dana"], ["Dana", "from", "Chile"]] },
  { text: "My brother Luis works at Intel.", facts: [[S, "has_sibling", "Luis"], ["Luis", "works_at", "Intel"]] },
  { text: "My mom lives in Phoenix.", facts: [["mom", "lives_in", "Phoenix"]] },
  { text: "I have a younger sister.", facts: [[S, "has_sibling", "sister"]] },
  { text: "My wife loves gardening.", facts: [["wife", "likes", "gardening"]] },

  // household "we" -----------------------------------------------------------------------------------------
  { text: "We're based in Leeds.", facts: [[S, "lives_in", "Leeds"]] },
  { text: "We own a Subaru Outback.", facts: [[S, "owns", "Subaru Outback"]] },

  // minimal objects ----------------------------------------------------------------------------------------
  { text: "I bought a used Tesla Model 3.", facts: [[S, "owns", "Tesla Model 3"]] },
  { text: "I'm a huge fan of the Lakers.", facts: [[S, "likes", "Lakers"]] },
  { text: "i live in brooklyn", facts: [[S, "lives_in", "brooklyn"]] },
  { text: "I'm 34.", facts: [[S, "age", "34"]] },

  // language of answers ------------------------------------------------------------------------------------
  { text: "Please answer in French from now on.", facts: [[S, "preferred_language", "French"]] },
  { text: "Reply in Spanish.", facts: [[S, "preferred_language", "Spanish"]] },

  // tense ----------------------------------------------------------------------------------------------------
  { text: "I used to live in Madrid.", facts: [[S, "lives_in", "Madrid", "past"]] },
  { text: "I stopped taking sertraline.", facts: [[S, "takes_medication", "sertraline", "past"]] },
  { text: "We sold our boat.", facts: [[S, "owns", "boat", "past"]] },
  { text: "I start at Figma next month.", facts: [[S, "works_at", "Figma", "planned"]] },

  // negation -------------------------------------------------------------------------------------------------
  { text: "I'm not a fan of jazz.", facts: [[S, "dislikes", "jazz"]] },
  { text: "I'm not from Spain, I'm from Argentina.", facts: [[S, "from", "Argentina"]] },

  // self renames ---------------------------------------------------------------------------------------------
  { text: "I'm not Jen anymore, I go by Jay.", facts: [[S, "name", "Jay"], [S, "name", "Jen", "past"]], aliases: [[S, "Jay"]] },
  { text: "Call me Sam, not Samantha.", facts: [[S, "name", "Sam"], [S, "name", "Samantha", "past"]], aliases: [[S, "Sam"]] },
  { text: "I changed my name from Katie to Kat.", facts: [[S, "name", "Kat"], [S, "name", "Katie", "past"]], aliases: [[S, "Kat"]] },
  { text: "Please call me Liz.", facts: [[S, "name", "Liz"]], aliases: [[S, "Liz"]] },
  { text: "My maiden name was Smith, now it's Jones.", facts: [[S, "name", "Jones"], [S, "name", "Smith", "past"]], aliases: [[S, "Jones"]] },
  { text: "I got married and took my husband's name, Garcia.", facts: [[S, "name", "Garcia"]], aliases: [[S, "Garcia"]] },

  // renamed things carry the new name ---------------------------------------------------------------------
  { text: "My company just rebranded from Hooli to Nucleus.", facts: [[S, "works_at", "Nucleus"]], aliases: [["Hooli", "Nucleus"]] },
  { text: "My friend Jo works at Facebook, which is now Meta.", facts: [[S, "has_friend", "Jo"], ["Jo", "works_at", "Meta"]], aliases: [["Facebook", "Meta"]] },
  { text: "I used to work at Fabrikam before it became Contoso.", facts: [[S, "works_at", "Contoso", "past"]], aliases: [["Fabrikam", "Contoso"]] },

  // places said in passing ------------------------------------------------------------------------------
  { text: "I grew up on a farm in Iowa.", facts: [[S, "from", "Iowa"]] },
  { text: "I live with my parents in Manila.", facts: [[S, "lives_in", "Manila"]] },
  { text: "We honeymooned in Bali.", facts: [[S, "visited", "Bali"]] },
  { text: "I went backpacking through Vietnam.", facts: [[S, "visited", "Vietnam"]] },
  { text: "We just bought a place in Lisbon.", facts: [[S, "lives_in", "Lisbon"]] },

  // health objects as written ----------------------------------------------------------------------------
  { text: "I'm lactose intolerant.", facts: [[S, "has_condition", "lactose intolerant"]] },
  { text: "I'm asthmatic.", facts: [[S, "has_condition", "asthmatic"]] },

  // more ownership and events ------------------------------------------------------------------------------
  { text: "I'm the proud owner of a Vespa.", facts: [[S, "owns", "Vespa"]] },
  { text: "I'm leasing a BMW.", facts: [[S, "owns", "BMW"]] },
  { text: "We have a vacation home in Maine.", facts: [[S, "owns", "vacation home"]] },
  { text: "I ran my first marathon last year.", facts: [[S, "attended", "marathon"]] },
];

export const NEGATIVES_6: DevCase[] = [
  { text: "I don't have kids.", facts: [] },
  { text: "I've never been to Asia.", facts: [] },
  { text: "I don't speak French.", facts: [] },
  { text: "I'm hungry.", facts: [] },
  { text: "If I lived in Paris I'd eat croissants every day.", facts: [] },
  { text: "Let's say hypothetically I worked at Google.", facts: [] },
  { text: "My friend thinks jazz is overrated.", facts: [] },
  { text: "Is Acme still called Acme?", facts: [] },
  { text: "I use my phone too much.", facts: [] },
  { text: "I use it every day.", facts: [] },
  { text: "I'm in a meeting.", facts: [] },
  { text: "I'm in trouble.", facts: [] },
  { text: "I'm in a hurry.", facts: [] },
  { text: "I use Python at work.", facts: [] },
  { text: "Can you recommend a bank for a mortgage?", facts: [] },
  { text: "My roommate is annoying.", facts: [] },
  { text: "What's a good name for a cat?", facts: [] },
  { text: "I'm tired of this weather.", facts: [] },
  { text: "I study hard.", facts: [] },
  { text: "I'm studying for my exams.", facts: [] },
  { text: "I'd much rather you didn't.", facts: [] },
  { text: "I have an account with Netflix.", facts: [] },
  { text: "I founded a book club.", facts: [] },
  { text: "I prefer my steak medium rare.", facts: [] },
  { text: "I grew up on a farm.", facts: [] },
  { text: "Game over for me.", facts: [] },
];
