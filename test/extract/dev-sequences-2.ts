// A second batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and,
// like it, written from the held-out README only). The first batch mostly states each fact head-on in a
// short sentence; this one deliberately does not: the fact is one clause in a chatty message, told as news
// or through an event ("first day at Figma went great", "my KPMG laptop went back today"), plans come in
// many forms (closing on a house, a visa, "the plan was X but"), likes are repeated in other words, and
// corrections and endings are phrased every which way. Where a message states nothing checkable, nothing
// is expected of it.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_2: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "e-move-1", kind: "move",
    steps: steps(["I live in Porto.", "2024-01-10T09:00:00Z"], ["Crazy week — the movers finally came and we're now officially Lisbon residents, still unpacking though", "2024-07-02T20:00:00Z"]),
    expect_current: [t(S, "lives_in", "Lisbon")], expect_closed: [t(S, "lives_in", "Porto")],
  },
  {
    id: "e-move-2", kind: "move",
    steps: steps(["I live in Chicago.", "2023-02-01T09:00:00Z"], ["Austin has been treating us well since the move, way less snow to shovel", "2023-11-15T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Austin")], expect_closed: [t(S, "lives_in", "Chicago")],
  },
  {
    id: "e-move-3", kind: "move",
    steps: steps(["We live in Zurich.", "2023-01-01T09:00:00Z"], ["We've been in our new flat in Basel for a month now and the kids love their new school.", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Basel")], expect_closed: [t(S, "lives_in", "Zurich")],
  },
  {
    id: "e-move-4", kind: "move",
    steps: steps(["Home is Melbourne for now.", "2022-01-10T09:00:00Z"], ["Packed up and left Melbourne for Sydney in March, long story", "2022-05-01T09:00:00Z"], ["Latest chapter: we've landed in Brisbane and we're renting a little house near the river, so far so good", "2023-09-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Brisbane")], expect_closed: [t(S, "lives_in", "Melbourne"), t(S, "lives_in", "Sydney")],
  },
  {
    id: "e-move-5", kind: "move",
    steps: steps(["I'm originally from Kenya, living in Nairobi and working at Safaricom.", "2023-01-01T09:00:00Z"], ["Quick life update — relocated to London last month, same job at Safaricom, just remote now", "2024-02-10T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "London"), t(S, "works_at", "Safaricom"), t(S, "from", "Kenya")], expect_closed: [t(S, "lives_in", "Nairobi")],
  },
  {
    id: "e-move-6", kind: "move",
    steps: steps(["my apartment in Brooklyn is tiny lol", "2023-03-01T09:00:00Z"], ["we signed the lease on a place in Hoboken and moved in on Saturday, so much more space", "2024-04-08T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Hoboken")], expect_closed: [t(S, "lives_in", "Brooklyn")],
  },
  {
    id: "e-move-7", kind: "move",
    steps: steps(["I live in Seattle.", "2023-01-01T09:00:00Z"], ["Spent a week in Vancouver for a conference, great city.", "2023-05-01T09:00:00Z"], ["Anyway, we've moved down to Portland now, the rent is so much better", "2023-10-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Portland"), t(S, "visited", "Vancouver")], expect_closed: [t(S, "lives_in", "Seattle")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "e-job-1", kind: "job_change",
    steps: steps(["I work at KPMG as an auditor.", "2022-01-01T09:00:00Z"], ["handed in my badge at KPMG today, weird feeling after six years", "2024-05-31T17:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "KPMG")],
  },
  {
    id: "e-job-2", kind: "job_change",
    steps: steps(["I'm at Deloitte in the tax team.", "2022-01-01T09:00:00Z"], ["My Deloitte laptop went back today, officially unemployed for the first time in ten years", "2024-03-01T17:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Deloitte")],
  },
  {
    id: "e-job-3", kind: "job_change",
    steps: steps(["I work for Shopify.", "2023-01-01T09:00:00Z"], ["first day at Figma went great, everyone is super nice", "2024-02-05T18:00:00Z"]),
    expect_current: [t(S, "works_at", "Figma")], expect_closed: [t(S, "works_at", "Shopify")],
  },
  {
    id: "e-job-4", kind: "job_change",
    steps: steps(["I'm a product manager at Zendesk.", "2023-01-01T09:00:00Z"], ["Big news: I accepted an offer from HubSpot, I start on Monday!", "2024-04-03T09:00:00Z"], ["Week one at HubSpot done, my brain is full", "2024-04-12T18:00:00Z"]),
    expect_current: [t(S, "works_at", "HubSpot")], expect_closed: [t(S, "works_at", "Zendesk")], expect_planned: [],
  },
  {
    id: "e-job-5", kind: "job_change",
    steps: steps(["I'm a junior designer at Canva.", "2023-01-01T09:00:00Z"], ["They made me lead designer this week, still pinching myself", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "job_title", "lead designer"), t(S, "works_at", "Canva")], expect_closed: [t(S, "job_title", "junior designer")],
  },
  {
    id: "e-job-6", kind: "job_change",
    steps: steps(["I work at Blue Bottle.", "2022-01-01T09:00:00Z"], ["Left Blue Bottle a while back, these days I'm working at Salesforce", "2024-01-15T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Salesforce")], expect_closed: [t(S, "works_at", "Blue Bottle")],
  },
  {
    id: "e-job-7", kind: "job_change",
    steps: steps(["I teach at Lincoln High.", "2026-01-01T09:00:00Z"], ["After eight years I finally said goodbye to Lincoln High, and in January I'm starting at Roosevelt Middle School", "2026-10-20T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Lincoln High")], expect_planned: [t(S, "works_at", "Roosevelt Middle School")],
  },
  {
    id: "e-job-8", kind: "job_change",
    steps: steps(["I work at Accenture.", "2023-01-01T09:00:00Z"], ["Two weeks' notice is in at Accenture, and I'm joining a startup called Tidal Labs after that", "2024-03-01T09:00:00Z"], ["Tidal Labs is chaotic in the best way, I'm learning so much", "2024-04-15T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Tidal Labs")], expect_closed: [t(S, "works_at", "Accenture")], expect_planned: [],
  },

  // rename ----------------------------------------------------------------------------------------------
  {
    id: "e-rename-1", kind: "rename",
    steps: steps(["I work at Google Brain.", "2022-01-01T09:00:00Z"], ["Google Brain merged into a new lab and it's now called Google DeepMind, same desk though", "2023-05-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Google DeepMind")], expect_closed: [],
  },
  {
    id: "e-rename-2", kind: "rename",
    steps: steps(["My dog is called Pepper.", "2023-01-01T09:00:00Z"], ["Pepper goes by Biscuit now, the kids voted", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Biscuit")], expect_closed: [],
  },
  {
    id: "e-rename-3", kind: "rename",
    steps: steps(["I'm Katherine.", "2023-01-01T09:00:00Z"], ["Everyone calls me Kat these days, please do too", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "name", "Kat")], expect_closed: [t(S, "name", "Katherine")],
  },
  {
    id: "e-rename-4", kind: "rename",
    steps: steps(["My friend Nadia works at Zenefits.", "2023-01-01T09:00:00Z"], ["Nadia's company got renamed, Zenefits is now called Harbor", "2024-01-01T09:00:00Z"]),
    expect_current: [t("Nadia", "works_at", "Harbor"), t(S, "has_friend", "Nadia")], expect_closed: [],
  },
  {
    id: "e-rename-5", kind: "rename",
    steps: steps(["My name is Robert.", "2023-01-01T09:00:00Z"], ["Honestly I'd rather you call me Bob, Robert feels so formal", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "name", "Bob")], expect_closed: [t(S, "name", "Robert")],
  },
  {
    id: "e-rename-6", kind: "rename",
    steps: steps(["I work at Square.", "2021-01-01T09:00:00Z"], ["Square rebranded to Block a while ago, forgot to mention.", "2022-01-01T09:00:00Z"], ["I handed in my notice at Block last week.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Block")],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "e-like-1", kind: "repeat_like",
    steps: steps(["I love sushi.", "2024-01-01T09:00:00Z"], ["Had the best omakase last night, I'm such a sushi lover", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "sushi")], expect_closed: [],
  },
  {
    id: "e-like-2", kind: "repeat_like",
    steps: steps(["I'm really into rock climbing.", "2024-01-01T09:00:00Z"], ["Rock climbing is still my favourite way to blow off steam, went three times this week", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "rock climbing")], expect_closed: [],
  },
  {
    id: "e-like-3", kind: "repeat_like",
    steps: steps(["I'm a huge fan of Taylor Swift.", "2024-01-01T09:00:00Z"], ["Got tickets to see Taylor Swift again, I can't get enough of Taylor Swift", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "Taylor Swift")], expect_closed: [],
  },
  {
    id: "e-like-4", kind: "repeat_like",
    steps: steps(["I love baking bread.", "2024-01-01T09:00:00Z"], ["These days I'm obsessed with pottery, the wheel is so calming", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "baking bread"), t(S, "likes", "pottery")], expect_closed: [],
  },
  {
    id: "e-like-5", kind: "repeat_like",
    steps: steps(["I enjoy jazz.", "2024-01-01T09:00:00Z"], ["Went to a club on Friday. I've always loved jazz, ever since I was a kid", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "jazz")], expect_closed: [],
  },
  {
    id: "e-like-6", kind: "repeat_like",
    steps: steps(["I can't get enough of Korean dramas.", "2024-01-01T09:00:00Z"], ["Been binge-watching Korean dramas again all weekend, I'm hooked on Korean dramas", "2024-02-01T09:00:00Z"], ["I've also gotten really into anime lately", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "Korean dramas"), t(S, "likes", "anime")], expect_closed: [],
  },
  {
    id: "e-like-7", kind: "repeat_like",
    steps: steps(["I'm a big coffee person.", "2024-01-01T09:00:00Z"], ["Coffee is life, honestly. Also I've been loving matcha lately", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "coffee"), t(S, "likes", "matcha")], expect_closed: [],
  },

  // restate ---------------------------------------------------------------------------------------------
  {
    id: "e-restate-1", kind: "restate",
    steps: steps(["I live in New York City.", "2024-01-01T09:00:00Z"], ["Still living in NYC, still paying way too much rent lol", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "New York City")], expect_closed: [], equivalents: [["NYC", "New York City"]],
  },
  {
    id: "e-restate-2", kind: "restate",
    steps: steps(["I work at IBM.", "2024-01-01T09:00:00Z"], ["Six years at IBM this month and counting, time flies", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "IBM")], expect_closed: [],
  },
  {
    id: "e-restate-3", kind: "restate",
    steps: steps(["I'm based in Los Angeles.", "2024-01-01T09:00:00Z"], ["As an LA resident I have strong opinions about traffic", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Los Angeles")], expect_closed: [], equivalents: [["LA", "Los Angeles"]],
  },
  {
    id: "e-restate-4", kind: "restate",
    steps: steps(["My girlfriend is Jordan.", "2024-01-01T09:00:00Z"], ["Still with Jordan, we're doing great, thanks for asking", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "partner", "Jordan")], expect_closed: [],
  },
  {
    id: "e-restate-5", kind: "restate",
    steps: steps(["I'm allergic to cats.", "2024-01-01T09:00:00Z"], ["Reminder that I'm still allergic to cats, so no cat-friendly rentals please", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "cats")], expect_closed: [],
  },
  {
    id: "e-restate-6", kind: "restate",
    steps: steps(["I live in San Francisco.", "2024-01-01T09:00:00Z"], ["SF is home and I can't imagine leaving, even with the fog", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "San Francisco")], expect_closed: [], equivalents: [["SF", "San Francisco"]],
  },
  {
    id: "e-restate-7", kind: "restate",
    steps: steps(["I'm vegetarian.", "2024-01-01T09:00:00Z"], ["Been vegetarian for ten years now and no plans to change that", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "diet", "vegetarian")], expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "e-past-1", kind: "past",
    steps: steps(["I have a golden retriever named Max.", "2023-01-01T09:00:00Z"], ["We lost Max in the spring, the house feels so empty without him", "2024-06-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "has_pet", "Max")],
  },
  {
    id: "e-past-2", kind: "past",
    steps: steps(["I drive a Prius.", "2023-01-01T09:00:00Z"], ["Finally got rid of the Prius, it was costing me a fortune in repairs", "2024-02-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "owns", "Prius")],
  },
  {
    id: "e-past-3", kind: "past",
    steps: steps(["I'm married to Chris.", "2020-01-01T09:00:00Z"], ["Chris and I finalised the divorce in May, it's been a rough year", "2024-06-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "married_to", "Chris")],
  },
  {
    id: "e-past-4", kind: "past",
    steps: steps(["I live in Oakland.", "2023-01-01T09:00:00Z"], ["I moved out of Oakland last month, couch-surfing at friends' places until I find something", "2024-03-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "lives_in", "Oakland")],
  },
  {
    id: "e-past-5", kind: "past",
    steps: steps(["I love running.", "2023-01-01T09:00:00Z"], ["Running isn't really my thing anymore after the knee surgery", "2024-02-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "likes", "running")],
  },
  {
    id: "e-past-6", kind: "past",
    steps: steps(["I take ibuprofen every day for my back.", "2023-01-01T09:00:00Z"], ["Good news, I'm off the ibuprofen now, the physio really worked", "2024-02-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "takes_medication", "ibuprofen")],
  },
  {
    id: "e-past-7", kind: "past",
    steps: steps(["I'm dating Priya.", "2023-01-01T09:00:00Z"], ["Priya and I went our separate ways a few weeks ago, it was mutual", "2024-02-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "partner", "Priya")],
  },
  {
    id: "e-past-8", kind: "past",
    steps: steps(["I work at Amazon.", "2022-01-01T09:00:00Z"], ["My Amazon days are over, I finished up there on Friday", "2024-02-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Amazon")],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "e-plan-1", kind: "planned",
    steps: steps(["We live in Houston.", "2024-01-01T09:00:00Z"], ["we close on the house in Austin in March!!", "2024-01-15T09:00:00Z"], ["Keys in hand, we're finally all moved into the Austin house", "2024-03-20T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Austin")], expect_closed: [t(S, "lives_in", "Houston")], expect_planned: [],
  },
  {
    id: "e-plan-2", kind: "planned",
    steps: steps(["I live in Toronto.", "2024-01-01T09:00:00Z"], ["my visa for Dublin came through, leaving in June", "2024-03-01T09:00:00Z"], ["We've been living in Dublin for a week now and the flat is lovely", "2024-06-20T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Dublin")], expect_closed: [t(S, "lives_in", "Toronto")], expect_planned: [],
  },
  {
    id: "e-plan-3", kind: "planned",
    steps: steps(["I live in Boston.", "2024-01-01T09:00:00Z"], ["We're relocating to Amsterdam in the summer.", "2024-02-01T09:00:00Z"], ["the plan was Amsterdam but we ended up in Dublin, long story", "2024-08-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Dublin")], expect_closed: [t(S, "lives_in", "Boston")], expect_planned: [],
  },
  {
    id: "e-plan-4", kind: "planned",
    steps: steps(["I work at Atlassian.", "2026-01-01T09:00:00Z"], ["signed the offer with Canva yesterday, my start date there is the 3rd of March", "2026-10-15T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Atlassian")], expect_closed: [], expect_planned: [t(S, "works_at", "Canva")],
  },
  {
    id: "e-plan-5", kind: "planned",
    steps: steps(["I'm doing my master's at the University of Edinburgh, I graduate in June.", "2024-01-01T09:00:00Z"], ["Officially graduated from the University of Edinburgh yesterday!!", "2024-06-28T09:00:00Z"]),
    expect_current: [t(S, "graduated_from", "University of Edinburgh")], expect_closed: [], expect_planned: [],
  },
  {
    id: "e-plan-6", kind: "planned",
    steps: steps(["I live in Munich.", "2024-01-01T09:00:00Z"], ["Looks like we're moving to Vienna in the autumn, my husband got a job there", "2024-04-01T09:00:00Z"], ["Vienna isn't happening anymore, we're staying in Munich after all", "2024-07-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Munich")], expect_closed: [], expect_planned: [],
  },
  {
    id: "e-plan-7", kind: "planned",
    steps: steps(["I work at PwC.", "2024-01-01T09:00:00Z"], ["I'm set to join Accenture in May", "2024-03-01T09:00:00Z"], ["Turned down Accenture in the end, PwC made me a counteroffer I couldn't refuse", "2024-04-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "PwC")], expect_closed: [], expect_planned: [],
  },
  {
    id: "e-plan-8", kind: "planned",
    steps: steps(["I live in Leeds.", "2026-01-01T09:00:00Z"], ["Our move to Sheffield is booked for December, the boxes are already piling up", "2026-10-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Leeds")], expect_closed: [], expect_planned: [t(S, "lives_in", "Sheffield")],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "e-multi-1", kind: "multi_valued",
    steps: steps(["I have a dog named Rex.", "2023-01-01T09:00:00Z"], ["we got a cat last week!", "2024-01-08T09:00:00Z"], ["the cat's name is Mochi, she and Rex get along fine", "2024-01-20T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Rex"), t(S, "has_pet", "Mochi")], expect_closed: [],
  },
  {
    id: "e-multi-2", kind: "multi_valued",
    steps: steps(["I speak Portuguese.", "2023-01-01T09:00:00Z"], ["My Duolingo streak is at 400 days and I can finally hold a conversation in Italian", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "speaks", "Portuguese"), t(S, "speaks", "Italian")], expect_closed: [],
  },
  {
    id: "e-multi-3", kind: "multi_valued",
    steps: steps(["We have a son, Noah.", "2023-01-01T09:00:00Z"], ["Baby number two arrived on Tuesday, a little girl named Ava, everyone's healthy", "2024-01-12T09:00:00Z"]),
    expect_current: [t(S, "has_child", "Noah"), t(S, "has_child", "Ava")], expect_closed: [],
  },
  {
    id: "e-multi-4", kind: "multi_valued",
    steps: steps(["I'm allergic to penicillin.", "2023-01-01T09:00:00Z"], ["Had a reaction at dinner and the doctor confirmed I'm allergic to shellfish too, so no more prawns", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "penicillin"), t(S, "allergic_to", "shellfish")], expect_closed: [],
  },
  {
    id: "e-multi-5", kind: "multi_valued",
    steps: steps(["I drive a Subaru Outback.", "2023-01-01T09:00:00Z"], ["Treated myself to a Vespa for the summer, obsessed with it", "2024-05-01T09:00:00Z"]),
    expect_current: [t(S, "owns", "Subaru Outback"), t(S, "owns", "Vespa")], expect_closed: [],
  },
  {
    id: "e-multi-6", kind: "multi_valued",
    steps: steps(["I've been to Mexico.", "2023-01-01T09:00:00Z"], ["Just got back from two weeks in Peru, the food was unreal", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "visited", "Mexico"), t(S, "visited", "Peru")], expect_closed: [],
  },
  {
    id: "e-multi-7", kind: "multi_valued",
    steps: steps(["My brother Sam lives in Cardiff.", "2023-01-01T09:00:00Z"], ["My little sister Ella is getting married next month, so excited for her", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_sibling", "Sam"), t(S, "has_sibling", "Ella")], expect_closed: [],
  },
  {
    id: "e-multi-8", kind: "multi_valued",
    steps: steps(["I take sertraline.", "2023-01-01T09:00:00Z"], ["My doctor put me on propranolol as well, so that's two pills a day now", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "takes_medication", "sertraline"), t(S, "takes_medication", "propranolol")], expect_closed: [],
  },
  {
    id: "e-multi-9", kind: "multi_valued",
    steps: steps(["I speak English.", "2023-01-01T09:00:00Z"], ["After a year in Madrid my Spanish is finally fluent, which still surprises me", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "speaks", "English"), t(S, "speaks", "Spanish")], expect_closed: [],
  },

  // out_of_order: each later step is dated before the one already stored ----------------------------------
  {
    id: "e-ooo-1", kind: "out_of_order",
    steps: steps(["We moved to Lisbon this spring, loving the light here", "2025-06-01T09:00:00Z"], ["I live in Porto.", "2023-03-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Lisbon")], expect_closed: [t(S, "lives_in", "Porto")],
  },
  {
    id: "e-ooo-2", kind: "out_of_order",
    steps: steps(["Just started at Stripe, loving the team so far", "2025-03-01T09:00:00Z"], ["I'm an engineer at Square.", "2022-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Stripe")], expect_closed: [t(S, "works_at", "Square")],
  },
  {
    id: "e-ooo-3", kind: "out_of_order",
    steps: steps(["I'm a staff engineer now, it's a lot more meetings", "2025-06-01T09:00:00Z"], ["I just got promoted to senior engineer!", "2023-06-01T09:00:00Z"]),
    expect_current: [t(S, "job_title", "staff engineer")], expect_closed: [t(S, "job_title", "senior engineer")],
  },
  {
    id: "e-ooo-4", kind: "out_of_order",
    steps: steps(["I've started speaking Japanese with my in-laws, it's going okay", "2025-01-01T09:00:00Z"], ["I speak English and French.", "2020-01-01T09:00:00Z"]),
    expect_current: [t(S, "speaks", "English"), t(S, "speaks", "French")], expect_closed: [],
  },
  {
    id: "e-ooo-5", kind: "out_of_order",
    steps: steps(["We're in Denver now, the mountains are amazing", "2025-01-01T09:00:00Z"], ["I live in Boise.", "2021-01-01T09:00:00Z"], ["Moved to Salt Lake City for grad school.", "2023-01-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Denver")], expect_closed: [t(S, "lives_in", "Boise"), t(S, "lives_in", "Salt Lake City")],
  },
  {
    id: "e-ooo-6", kind: "out_of_order",
    steps: steps(["I drive a Tesla Model 3.", "2025-01-01T09:00:00Z"], ["I own a Ford Focus.", "2020-01-01T09:00:00Z"]),
    expect_current: [t(S, "owns", "Tesla Model 3"), t(S, "owns", "Ford Focus")], expect_closed: [],
  },
  {
    id: "e-ooo-7", kind: "out_of_order",
    steps: steps(["These days I work at Pfizer in the vaccine group.", "2025-02-01T09:00:00Z"], ["I've been working at Moderna for a year, great people there", "2022-02-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Pfizer")], expect_closed: [t(S, "works_at", "Moderna")],
  },

  // correction ------------------------------------------------------------------------------------------
  {
    id: "e-corr-1", kind: "correction",
    steps: steps(["I live in Lisbon.", "2024-01-01T09:00:00Z"], ["Ugh autocorrect — I live in Lagos, not Lisbon", "2024-01-01T09:02:00Z"]),
    expect_current: [t(S, "lives_in", "Lagos")], expect_closed: [],
  },
  {
    id: "e-corr-2", kind: "correction",
    steps: steps(["My son is called Ethan.", "2024-01-01T09:00:00Z"], ["Sorry, Evan, not Ethan — phone keyboard", "2024-01-01T09:02:00Z"]),
    expect_current: [t(S, "has_child", "Evan")], expect_closed: [],
  },
  {
    id: "e-corr-3", kind: "correction",
    steps: steps(["I work at Novartis.", "2024-01-01T09:00:00Z"], ["Scratch that, I work at Roche, Novartis was my old job", "2024-01-01T09:05:00Z"]),
    expect_current: [t(S, "works_at", "Roche")], expect_closed: [],
  },
  {
    id: "e-corr-4", kind: "correction",
    steps: steps(["I'm allergic to walnuts and almonds.", "2024-01-01T09:00:00Z"], ["Correction, it's pecans I'm allergic to, not almonds", "2024-01-01T09:05:00Z"]),
    expect_current: [t(S, "allergic_to", "walnuts"), t(S, "allergic_to", "pecans")], expect_closed: [],
  },
  {
    id: "e-corr-5", kind: "correction",
    steps: steps(["I'm 41.", "2024-01-01T09:00:00Z"], ["Wait, I'm actually 42, my birthday was last week", "2024-01-01T09:05:00Z"]),
    expect_current: [t(S, "age", "42")], expect_closed: [],
  },
  {
    id: "e-corr-6", kind: "correction",
    steps: steps(["My wife's name is Hannah.", "2024-01-01T09:00:00Z"], ["Her name is Anna actually, not Hannah, no idea why I typed that", "2024-01-01T09:05:00Z"]),
    expect_current: [t(S, "married_to", "Anna")], expect_closed: [],
  },
  {
    id: "e-corr-7", kind: "correction",
    steps: steps(["I'm from Austria.", "2024-01-01T09:00:00Z"], ["I misspoke earlier, I'm from Australia, not Austria", "2024-01-01T09:05:00Z"]),
    expect_current: [t(S, "from", "Australia")], expect_closed: [],
  },
];
