// Batch 11 of scripted update sequences for development: a fresh blind set, written only from the sequence
// section of the held-out README (test/fixtures/facts/README.md), without looking at the extractors, their
// tests, the held-out items or the earlier dev batches. It is meant to measure first contact: how the pipeline
// does on wording and names it has never seen, so do not tune against its individual items.
//
// 71 sequences in the README's proportions: move 7, job_change 7, rename 7, repeat_like 7, restate 7, past 7,
// planned 7, multi_valued 8, out_of_order 7, correction 7. Same shape and conventions as dev-sequences.ts:
// steps are fed in order, each said at its own timestamp (in out_of_order items they go back in time);
// expect_current is exhaustive for every (subject, predicate) pair the item names; expect_closed lists only
// what the text clearly supports as stored but closed; expect_planned, when present, is exhaustive for planned
// facts of those pairs; corrected values must not be current and are not listed as closed. The read happens at
// READ_AT, after every step. Every user writes in their own way: mostly plain, some terse, some chatty.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_11: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "d11-move-1", kind: "move",
    steps: steps(
      ["I live in Quillmoor, it's a small town on the coast.", "2024-03-04T08:30:00Z"],
      ["We moved to Harrowgate Bay over the weekend, so that's home now.", "2024-09-16T20:10:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Harrowgate Bay")],
    expect_closed: [t(S, "lives_in", "Quillmoor")],
  },
  {
    id: "d11-move-2", kind: "move",
    steps: steps(
      ["I'm living in Velmora at the moment.", "2023-02-11T11:00:00Z"],
      ["Moved to Ostrander Falls for my partner's job.", "2023-10-02T17:45:00Z"],
      ["And now we've moved again, to Kettleby this time. Hopefully the last move for a while!", "2025-01-19T09:20:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Kettleby")],
    expect_closed: [t(S, "lives_in", "Velmora"), t(S, "lives_in", "Ostrander Falls")],
  },
  {
    id: "d11-move-3", kind: "move",
    steps: steps(
      ["live in Drummoch", "2022-05-01T07:00:00Z"],
      ["moved to Pell Harbour", "2023-01-09T07:00:00Z"],
      ["moved to Senlac Ridge", "2024-02-14T07:00:00Z"],
      ["now in Yewbarrow, moved last week", "2025-06-30T07:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Yewbarrow")],
    expect_closed: [t(S, "lives_in", "Drummoch"), t(S, "lives_in", "Pell Harbour"), t(S, "lives_in", "Senlac Ridge")],
  },
  {
    id: "d11-move-4", kind: "move",
    steps: steps(
      ["I live in Brackenridge and I work at Pellucid Freight.", "2024-04-22T13:00:00Z"],
      ["Big news, we moved to Cobalt Springs! The commute is longer but the house is way nicer.", "2025-02-03T19:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Cobalt Springs"), t(S, "works_at", "Pellucid Freight")],
    expect_closed: [t(S, "lives_in", "Brackenridge")],
  },
  {
    id: "d11-move-5", kind: "move",
    steps: steps(
      ["I'm originally from Tirvana but I live in Mossgiel these days.", "2023-07-07T10:15:00Z"],
      ["Packed up and moved to Elderwick last month.", "2024-05-12T16:00:00Z"],
    ),
    expect_current: [t(S, "from", "Tirvana"), t(S, "lives_in", "Elderwick")],
    expect_closed: [t(S, "lives_in", "Mossgiel")],
  },
  {
    id: "d11-move-6", kind: "move",
    steps: steps(
      ["We visited Saltmarsh Quay on holiday and loved it.", "2024-08-20T21:00:00Z"],
      ["For context, I live in Dunmere.", "2024-09-01T09:00:00Z"],
      ["Moving day is done, we live in Carrowfield now.", "2025-03-29T18:40:00Z"],
    ),
    expect_current: [t(S, "visited", "Saltmarsh Quay"), t(S, "lives_in", "Carrowfield")],
    expect_closed: [t(S, "lives_in", "Dunmere")],
  },
  {
    id: "d11-move-7", kind: "move",
    steps: steps(
      ["hi! so I live in Ashgrove Tarn, tiny village, you won't have heard of it", "2023-11-03T12:00:00Z"],
      ["update: we moved to Fennimore Cross in the summer, much closer to my mum", "2024-09-08T14:25:00Z"],
      ["ok and as of this month we live in Brindlecombe. yes, again. don't ask", "2025-10-05T10:05:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Brindlecombe")],
    expect_closed: [t(S, "lives_in", "Ashgrove Tarn"), t(S, "lives_in", "Fennimore Cross")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "d11-job-1", kind: "job_change",
    steps: steps(
      ["I work at Threnody Analytics.", "2024-01-15T09:00:00Z"],
      ["New job! I'm at Bramblecote Logistics now.", "2024-11-04T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Bramblecote Logistics")],
    expect_closed: [t(S, "works_at", "Threnody Analytics")],
  },
  {
    id: "d11-job-2", kind: "job_change",
    steps: steps(
      ["I work for Quorlix, mostly on their billing system.", "2024-06-03T10:30:00Z"],
      ["I left Quorlix today. Taking a few months off before I look for anything else.", "2025-02-28T17:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Quorlix")],
  },
  {
    id: "d11-job-3", kind: "job_change",
    steps: steps(
      ["I work at Gallowmere Bank in the risk team.", "2024-09-09T08:45:00Z"],
      ["Got the offer!! I start at Vantrell Robotics next month.", "2025-03-10T19:00:00Z"],
      ["First day at Vantrell Robotics today, everyone seems nice.", "2025-04-07T17:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Vantrell Robotics")],
    expect_closed: [t(S, "works_at", "Gallowmere Bank")],
    expect_planned: [],
  },
  {
    id: "d11-job-4", kind: "job_change",
    steps: steps(
      ["I'm a junior analyst at Pemberley Grain.", "2023-09-18T09:00:00Z"],
      ["Got promoted to senior analyst this week!", "2025-01-24T16:20:00Z"],
    ),
    expect_current: [t(S, "job_title", "senior analyst"), t(S, "works_at", "Pemberley Grain")],
    expect_closed: [t(S, "job_title", "junior analyst")],
  },
  {
    id: "d11-job-5", kind: "job_change",
    steps: steps(
      ["work at Hollin Mercantile", "2022-03-01T09:00:00Z"],
      ["switched jobs, now at Tessaract Dairy", "2023-08-14T09:00:00Z"],
      ["switched again, at Carbury Wind now", "2025-05-05T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Carbury Wind")],
    expect_closed: [t(S, "works_at", "Hollin Mercantile"), t(S, "works_at", "Tessaract Dairy")],
  },
  {
    id: "d11-job-6", kind: "job_change",
    steps: steps(
      ["So I've been at Marrowfield Press for about three years now, I work there as an editor.", "2024-10-02T20:00:00Z"],
      ["Well, I quit Marrowfield Press on Friday. No idea what's next, honestly a bit scared but relieved.", "2025-07-13T22:10:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Marrowfield Press")],
  },
  {
    id: "d11-job-7", kind: "job_change",
    steps: steps(
      ["I'm a staff nurse at Harlow Vale Hospital.", "2024-02-05T07:30:00Z"],
      ["I've been promoted to charge nurse, starting this month.", "2025-09-02T21:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "charge nurse"), t(S, "works_at", "Harlow Vale Hospital")],
    expect_closed: [t(S, "job_title", "staff nurse")],
  },

  // rename ----------------------------------------------------------------------------------------------
  {
    id: "d11-rename-1", kind: "rename",
    steps: steps(
      ["I work at Fenwick Data.", "2024-05-06T09:00:00Z"],
      ["Fenwick Data just rebranded as Lumora Systems. New logo on everything.", "2025-01-20T12:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Lumora Systems")],
    expect_closed: [],
  },
  {
    id: "d11-rename-2", kind: "rename",
    steps: steps(
      ["I work for Grindle & Pask.", "2023-04-03T10:00:00Z"],
      ["Grindle & Pask is now called Pask Group after the merger.", "2024-02-12T10:00:00Z"],
      ["And they renamed again: Pask Group is now Corvane. Third email signature in two years.", "2025-06-16T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Corvane")],
    expect_closed: [],
  },
  {
    id: "d11-rename-3", kind: "rename",
    steps: steps(
      ["I'm at Heddon Mills, in the design office.", "2023-10-10T09:00:00Z"],
      ["Heddon Mills changed its name to Weftline.", "2024-07-01T09:00:00Z"],
      ["I left Weftline yesterday, time for something new.", "2025-04-18T19:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Weftline")],
  },
  {
    id: "d11-rename-4", kind: "rename",
    steps: steps(
      ["My friend Odalys works at Brisk Pantry.", "2024-03-21T18:00:00Z"],
      ["Brisk Pantry is called Larder & Co now, Odalys says the new name is growing on her.", "2025-02-09T18:00:00Z"],
    ),
    // A named friend is has_friend (fixture README, relationship triples); the lead's brief wrongly offered `knows`.
    expect_current: [t(S, "has_friend", "Odalys"), t("Odalys", "works_at", "Larder & Co")],
    expect_closed: [],
  },
  {
    id: "d11-rename-5", kind: "rename",
    steps: steps(
      ["My name is Theodora.", "2024-01-08T10:00:00Z"],
      ["I go by Teddy now, not Theodora.", "2024-08-30T10:00:00Z"],
    ),
    expect_current: [t(S, "name", "Teddy")],
    expect_closed: [t(S, "name", "Theodora")],
  },
  {
    id: "d11-rename-6", kind: "rename",
    steps: steps(
      ["hey, I'm Lorelei", "2025-03-03T15:00:00Z"],
      ["small thing but please call me Wren from now on, I'm not going by Lorelei anymore", "2025-09-14T15:00:00Z"],
    ),
    expect_current: [t(S, "name", "Wren")],
    expect_closed: [t(S, "name", "Lorelei")],
  },
  {
    id: "d11-rename-7", kind: "rename",
    steps: steps(
      ["We have a cat called Biscotti.", "2024-06-11T19:00:00Z"],
      ["We renamed Biscotti to Pudding, the kids insisted and honestly it suits him better.", "2024-06-25T19:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Pudding")],
    expect_closed: [],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "d11-like-1", kind: "repeat_like",
    steps: steps(
      ["I'm really into bouldering.", "2024-04-02T18:00:00Z"],
      ["Went bouldering again tonight, I just love bouldering.", "2024-04-19T22:00:00Z"],
    ),
    expect_current: [t(S, "likes", "bouldering")],
    expect_closed: [],
  },
  {
    id: "d11-like-2", kind: "repeat_like",
    steps: steps(
      ["I like durian. I know, I know.", "2024-07-07T12:00:00Z"],
      ["Also a big fan of kimchi stew.", "2024-07-15T12:30:00Z"],
    ),
    expect_current: [t(S, "likes", "durian"), t(S, "likes", "kimchi stew")],
    expect_closed: [],
  },
  {
    id: "d11-like-3", kind: "repeat_like",
    steps: steps(
      ["I love cello music.", "2025-01-05T20:00:00Z"],
      ["cello music is my thing honestly, could listen to it all day", "2025-02-11T23:15:00Z"],
      ["Anyway, as you know I adore cello music.", "2025-03-01T09:40:00Z"],
    ),
    expect_current: [t(S, "likes", "cello music")],
    expect_closed: [],
  },
  {
    id: "d11-like-4", kind: "repeat_like",
    steps: steps(
      ["I love fell running.", "2024-09-01T07:00:00Z"],
      ["I'm also a big fan of pottery, I do a class on Thursdays.", "2024-09-12T20:00:00Z"],
      ["Did I mention I love fell running? Did a 20k on the tops this morning.", "2024-10-06T13:00:00Z"],
    ),
    expect_current: [t(S, "likes", "fell running"), t(S, "likes", "pottery")],
    expect_closed: [],
  },
  {
    id: "d11-like-5", kind: "repeat_like",
    steps: steps(
      ["ok random fact about me: I really like Tuvan throat singing. found it on a documentary years ago and never looked back", "2025-04-14T21:30:00Z"],
      ["and I'm also really into salt marsh birdwatching, which my friends find hilarious", "2025-05-02T21:00:00Z"],
      ["can't overstate how much I enjoy Tuvan throat singing btw, went to a concert last night", "2025-05-24T10:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Tuvan throat singing"), t(S, "likes", "salt marsh birdwatching")],
    expect_closed: [],
  },
  {
    id: "d11-like-6", kind: "repeat_like",
    steps: steps(
      ["like rooibos", "2025-06-01T08:00:00Z"],
      ["rooibos again today. love the stuff", "2025-06-03T08:00:00Z"],
    ),
    expect_current: [t(S, "likes", "rooibos")],
    expect_closed: [],
  },
  {
    id: "d11-like-7", kind: "repeat_like",
    steps: steps(
      ["I enjoy crossword puzzles.", "2024-02-02T19:00:00Z"],
      ["I like origami as well.", "2024-03-02T19:00:00Z"],
      ["Lately I've gotten into lino printing too.", "2024-04-02T19:00:00Z"],
    ),
    expect_current: [t(S, "likes", "crossword puzzles"), t(S, "likes", "origami"), t(S, "likes", "lino printing")],
    expect_closed: [],
  },

  // restate ---------------------------------------------------------------------------------------------
  {
    id: "d11-restate-1", kind: "restate",
    steps: steps(
      ["I live in NYC.", "2024-05-05T14:00:00Z"],
      ["Yep, still in New York City, still paying too much rent.", "2025-05-05T14:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "New York City")],
    expect_closed: [],
    equivalents: [["NYC", "New York City"]],
  },
  {
    id: "d11-restate-2", kind: "restate",
    steps: steps(
      ["I work at IBM.", "2023-06-12T09:00:00Z"],
      ["Still at International Business Machines, going on six years there now.", "2025-03-17T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "IBM")],
    expect_closed: [],
    equivalents: [["IBM", "International Business Machines"]],
  },
  {
    id: "d11-restate-3", kind: "restate",
    steps: steps(
      ["We live in Los Angeles.", "2024-01-22T18:00:00Z"],
      ["we're still in LA, probably staying put for good", "2025-08-09T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Los Angeles")],
    expect_closed: [],
    equivalents: [["LA", "Los Angeles"]],
  },
  {
    id: "d11-restate-4", kind: "restate",
    steps: steps(
      ["My brother Dario lives in San Francisco.", "2024-10-10T11:00:00Z"],
      ["Dario still lives in SF, he says he'll never leave.", "2025-10-10T11:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Dario"), t("Dario", "lives_in", "San Francisco")],
    expect_closed: [],
    equivalents: [["SF", "San Francisco"]],
  },
  {
    id: "d11-restate-5", kind: "restate",
    steps: steps(
      ["I'm vegetarian.", "2024-12-01T12:00:00Z"],
      ["like I said before, I'm vegetarian, so no meat in the recipes please", "2025-01-14T17:45:00Z"],
    ),
    expect_current: [t(S, "diet", "vegetarian")],
    expect_closed: [],
  },
  {
    id: "d11-restate-6", kind: "restate",
    steps: steps(
      ["I work at Obsidian Loom.", "2024-04-04T09:00:00Z"],
      ["Yeah, still at Obsidian Loom.", "2024-10-04T09:00:00Z"],
      ["I still work at Obsidian Loom, nothing's changed there.", "2025-04-04T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Obsidian Loom")],
    expect_closed: [],
  },
  {
    id: "d11-restate-7", kind: "restate",
    steps: steps(
      ["I'm from Yarrowby.", "2025-02-20T10:00:00Z"],
      ["Like I told you, I'm from Yarrowby, a little place up north. Always will be home.", "2025-07-20T10:00:00Z"],
    ),
    expect_current: [t(S, "from", "Yarrowby")],
    expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "d11-past-1", kind: "past",
    steps: steps(
      ["I love karaoke.", "2023-03-03T22:00:00Z"],
      ["I used to love karaoke but honestly I'm over it now.", "2025-03-03T22:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "likes", "karaoke")],
  },
  {
    id: "d11-past-2", kind: "past",
    steps: steps(
      ["I'm vegan.", "2023-09-10T12:00:00Z"],
      ["I'm not vegan anymore, started eating fish again.", "2025-02-15T12:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "diet", "vegan")],
  },
  {
    id: "d11-past-3", kind: "past",
    steps: steps(
      ["I take sertraline every morning.", "2024-05-20T08:00:00Z"],
      ["I stopped taking sertraline in March, my doctor tapered me off.", "2025-04-22T08:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "takes_medication", "sertraline")],
  },
  {
    id: "d11-past-4", kind: "past",
    steps: steps(
      ["I own a Saab 900.", "2022-08-08T10:00:00Z"],
      ["We sold the Saab 900 last week, sad to see it go.", "2024-08-08T10:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "owns", "Saab 900")],
  },
  {
    id: "d11-past-5", kind: "past",
    steps: steps(
      ["My boyfriend is Lorcan.", "2024-02-14T20:00:00Z"],
      ["Lorcan and I broke up. It was mutual, I'm fine.", "2025-01-03T20:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "partner", "Lorcan")],
  },
  {
    id: "d11-past-6", kind: "past",
    steps: steps(
      ["I bank with Thornbury Mutual.", "2023-05-05T09:00:00Z"],
      ["I'm no longer with Thornbury Mutual, closed the account after the fee hike.", "2025-05-05T09:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "banks_with", "Thornbury Mutual")],
  },
  {
    id: "d11-past-7", kind: "past",
    steps: steps(
      ["I speak Welsh and Italian.", "2024-07-01T10:00:00Z"],
      ["I used to speak Welsh, but I've lost most of it since school.", "2025-07-01T10:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Italian")],
    expect_closed: [t(S, "speaks", "Welsh")],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "d11-planned-1", kind: "planned",
    steps: steps(
      ["I live in Ambleford.", "2025-01-10T09:00:00Z"],
      ["We're moving to Carraway Point in June!", "2025-04-02T19:00:00Z"],
      ["Moved into the new place in Carraway Point this weekend.", "2025-06-09T19:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Carraway Point")],
    expect_closed: [t(S, "lives_in", "Ambleford")],
    expect_planned: [],
  },
  {
    id: "d11-planned-2", kind: "planned",
    steps: steps(
      ["I live in Nettlecombe. We're moving to Sorrelby next spring.", "2024-10-12T18:00:00Z"],
      ["Scrap that, the move to Sorrelby is off. We're staying in Nettlecombe.", "2025-01-30T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Nettlecombe")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d11-planned-3", kind: "planned",
    steps: steps(
      ["I start at Halvard Instruments next month.", "2025-02-03T12:00:00Z"],
      ["The Halvard Instruments job fell through, so I ended up joining Ruskin Tidewater instead.", "2025-03-20T12:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ruskin Tidewater")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d11-planned-4", kind: "planned",
    steps: steps(
      ["I'll be starting at Pinewarren Studio on the 1st.", "2025-08-20T10:00:00Z"],
      ["Started at Pinewarren Studio today!", "2025-09-01T17:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Pinewarren Studio")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d11-planned-5", kind: "planned",
    steps: steps(
      ["I live in Tollbridge but we're moving to Glenmarrow in the autumn.", "2024-06-15T11:00:00Z"],
      ["Plans changed, we moved to Ashcombe Vale instead.", "2024-11-02T11:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Ashcombe Vale")],
    expect_closed: [t(S, "lives_in", "Tollbridge")],
    expect_planned: [],
  },
  {
    id: "d11-planned-6", kind: "planned",
    steps: steps(
      ["I work at Ivel Print.", "2025-03-03T09:00:00Z"],
      ["Accepted an offer, I start at Strathmore Ceramics next month.", "2025-05-12T20:00:00Z"],
      ["I pulled out of the Strathmore Ceramics job in the end, staying at Ivel Print.", "2025-05-29T20:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ivel Print")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d11-planned-7", kind: "planned",
    steps: steps(
      ["so I live in Wrenfield, have done for about ten years", "2025-07-01T21:00:00Z"],
      ["moving to Port Ellery next month!! boxes literally everywhere", "2025-08-14T21:00:00Z"],
      ["finally in Port Ellery, we moved in yesterday. wrenfield already feels like forever ago", "2025-09-06T21:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Port Ellery")],
    expect_closed: [t(S, "lives_in", "Wrenfield")],
    expect_planned: [],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "d11-multi-1", kind: "multi_valued",
    steps: steps(
      ["I have a daughter, Ottilie.", "2024-03-01T10:00:00Z"],
      ["Our son Bram was born last week! Everyone's tired but happy.", "2025-02-17T10:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Ottilie"), t(S, "has_child", "Bram")],
    expect_closed: [],
  },
  {
    id: "d11-multi-2", kind: "multi_valued",
    steps: steps(
      ["I'm allergic to penicillin.", "2024-01-12T09:00:00Z"],
      ["Found out I'm allergic to sesame too, great.", "2024-09-30T09:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "penicillin"), t(S, "allergic_to", "sesame")],
    expect_closed: [],
  },
  {
    id: "d11-multi-3", kind: "multi_valued",
    steps: steps(
      ["I speak Tagalog and Spanish.", "2023-06-06T18:00:00Z"],
      ["I also speak Icelandic now, took me two years of evening classes.", "2025-06-06T18:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Tagalog"), t(S, "speaks", "Spanish"), t(S, "speaks", "Icelandic")],
    expect_closed: [],
  },
  {
    id: "d11-multi-4", kind: "multi_valued",
    steps: steps(
      ["I've got a Brompton for getting around town.", "2024-04-10T08:00:00Z"],
      ["Just bought a Vespa Primavera as well.", "2025-04-10T08:00:00Z"],
    ),
    expect_current: [t(S, "owns", "Brompton"), t(S, "owns", "Vespa Primavera")],
    expect_closed: [],
  },
  {
    id: "d11-multi-5", kind: "multi_valued",
    steps: steps(
      ["I visited Tbilisi in 2019.", "2024-02-02T20:00:00Z"],
      ["Just got back from Luang Prabang, what a trip.", "2024-12-01T20:00:00Z"],
      ["and I went to Chefchaouen over Easter", "2025-04-28T20:00:00Z"],
    ),
    expect_current: [t(S, "visited", "Tbilisi"), t(S, "visited", "Luang Prabang"), t(S, "visited", "Chefchaouen")],
    expect_closed: [],
  },
  {
    id: "d11-multi-6", kind: "multi_valued",
    steps: steps(
      ["We have a tortoise called Mortimer.", "2024-05-15T17:00:00Z"],
      ["We adopted a ferret named Pippin this weekend.", "2025-05-18T17:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Mortimer"), t(S, "has_pet", "Pippin")],
    expect_closed: [],
  },
  {
    id: "d11-multi-7", kind: "multi_valued",
    steps: steps(
      ["I have a sister named Rosalind.", "2024-08-08T12:00:00Z"],
      ["And a brother, Anselm. He's the youngest of us.", "2024-08-09T12:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Rosalind"), t(S, "has_sibling", "Anselm")],
    expect_closed: [],
  },
  {
    id: "d11-multi-8", kind: "multi_valued",
    steps: steps(
      ["I take levothyroxine for my thyroid.", "2024-11-11T08:00:00Z"],
      ["I'm on metformin now too, started it this week.", "2025-03-04T08:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "levothyroxine"), t(S, "takes_medication", "metformin")],
    expect_closed: [],
  },

  // out_of_order ----------------------------------------------------------------------------------------
  {
    id: "d11-ooo-1", kind: "out_of_order",
    steps: steps(
      ["I live in Harrowmere.", "2025-09-10T10:00:00Z"],
      ["I live in Pelton Saltings.", "2024-03-10T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Harrowmere")],
    expect_closed: [t(S, "lives_in", "Pelton Saltings")],
  },
  {
    id: "d11-ooo-2", kind: "out_of_order",
    steps: steps(
      ["I work at Quenby Optics.", "2025-06-02T09:00:00Z"],
      ["I work at Larchmont Cordage.", "2023-06-02T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Quenby Optics")],
    expect_closed: [t(S, "works_at", "Larchmont Cordage")],
  },
  {
    id: "d11-ooo-3", kind: "out_of_order",
    steps: steps(
      ["I'm a site foreman.", "2025-04-20T07:00:00Z"],
      ["I'm a scaffolder.", "2022-04-20T07:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "site foreman")],
    expect_closed: [t(S, "job_title", "scaffolder")],
  },
  {
    id: "d11-ooo-4", kind: "out_of_order",
    steps: steps(
      ["I speak Farsi.", "2025-08-01T12:00:00Z"],
      ["I speak Dutch.", "2023-08-01T12:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Farsi"), t(S, "speaks", "Dutch")],
    expect_closed: [],
  },
  {
    id: "d11-ooo-5", kind: "out_of_order",
    steps: steps(
      ["I'm pescatarian.", "2025-10-01T12:00:00Z"],
      ["I'm vegetarian.", "2022-10-01T12:00:00Z"],
    ),
    expect_current: [t(S, "diet", "pescatarian")],
    expect_closed: [t(S, "diet", "vegetarian")],
  },
  {
    id: "d11-ooo-6", kind: "out_of_order",
    steps: steps(
      ["We live in Calder Mouth.", "2025-07-15T18:00:00Z"],
      ["We live in Greyfriars Knoll.", "2024-01-15T18:00:00Z"],
      ["We live in Little Osmotherley.", "2022-05-15T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Calder Mouth")],
    expect_closed: [t(S, "lives_in", "Greyfriars Knoll"), t(S, "lives_in", "Little Osmotherley")],
  },
  {
    id: "d11-ooo-7", kind: "out_of_order",
    steps: steps(
      ["I work at Saltire Fabrication.", "2023-03-06T09:00:00Z"],
      ["Changed jobs, I'm at Vellacott Seeds now.", "2025-03-06T09:00:00Z"],
      ["I work at Bellhaven Cooperage.", "2021-03-06T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Vellacott Seeds")],
    expect_closed: [t(S, "works_at", "Saltire Fabrication"), t(S, "works_at", "Bellhaven Cooperage")],
  },

  // correction ------------------------------------------------------------------------------------------
  {
    id: "d11-correction-1", kind: "correction",
    steps: steps(
      ["I live in Marchwood.", "2025-05-01T10:00:00Z"],
      ["Oops, typo. I live in Marchfield, not Marchwood.", "2025-05-01T10:02:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Marchfield")],
    expect_closed: [],
  },
  {
    id: "d11-correction-2", kind: "correction",
    steps: steps(
      ["I work at Dovecote Labs.", "2025-02-10T09:00:00Z"],
      ["Correction: I work at Dovetail Labs, not Dovecote Labs. Autocorrect, sorry.", "2025-02-10T09:05:00Z"],
    ),
    expect_current: [t(S, "works_at", "Dovetail Labs")],
    expect_closed: [],
  },
  {
    id: "d11-correction-3", kind: "correction",
    steps: steps(
      ["My kids are Elowen and Caspar.", "2024-09-09T19:00:00Z"],
      ["Actually it's Casper with an e, not Caspar. My son would be mortified.", "2024-09-09T19:03:00Z"],
    ),
    expect_current: [t(S, "has_child", "Elowen"), t(S, "has_child", "Casper")],
    expect_closed: [],
  },
  {
    id: "d11-correction-4", kind: "correction",
    steps: steps(
      ["I'm allergic to peanuts and shellfish.", "2025-06-18T13:00:00Z"],
      ["Wait, not shellfish, sorry. I'm allergic to peanuts and kiwi.", "2025-06-18T13:01:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "peanuts"), t(S, "allergic_to", "kiwi")],
    expect_closed: [],
  },
  {
    id: "d11-correction-5", kind: "correction",
    steps: steps(
      ["I'm a radiographer.", "2024-12-03T08:00:00Z"],
      ["Sorry, wrong word. I'm a sonographer, not a radiographer.", "2024-12-03T08:04:00Z"],
    ),
    expect_current: [t(S, "job_title", "sonographer")],
    expect_closed: [],
  },
  {
    id: "d11-correction-6", kind: "correction",
    steps: steps(
      ["i speak portuguese and romanian", "2025-08-22T22:00:00Z"],
      ["correction, I meant romansh not romanian. so portuguese and romansh", "2025-08-22T22:01:00Z"],
    ),
    expect_current: [t(S, "speaks", "portuguese"), t(S, "speaks", "romansh")],
    expect_closed: [],
  },
  {
    id: "d11-correction-7", kind: "correction",
    steps: steps(
      ["I'm from Kilbride Ness.", "2025-01-27T16:00:00Z"],
      ["Actually I meant I'm from Kilbride Moss, not Kilbride Ness. Two different villages, easy mix-up.", "2025-01-27T16:03:00Z"],
    ),
    expect_current: [t(S, "from", "Kilbride Moss")],
    expect_closed: [],
  },
];
