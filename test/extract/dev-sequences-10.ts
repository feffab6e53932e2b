// Batch 10 of scripted update sequences for development, written from the sequence section of the held-out
// README (test/fixtures/facts/README.md), never from the held-out items or other batches. 71 sequences in the
// README's proportions: move 7, job_change 7, rename 7, repeat_like 7, restate 7, past 7, planned 7,
// multi_valued 8, out_of_order 7, correction 7. Same conventions as dev-sequences.ts: steps in order, each
// said at its own timestamp (out_of_order steps go back in time); expect_current is exhaustive for every
// (subject, predicate) pair the item names, and [] means no open fact may remain for those pairs;
// expect_closed lists only what the text clearly supports as stored but closed; expect_planned (when
// present) is exhaustive for planned facts of those pairs. Renames expect the current name and a single
// entity; corrected values must not be current and are not listed as closed. The read happens at READ_AT,
// after every step.
//
// Each item is a different imagined user: terse, chatty, formal, non-native; names, places and companies are
// invented or uncommon.

import { READ_AT, type DevSequence, type SeqTriple } from "./dev-sequences";

export { READ_AT };

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_10: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "d10-move-1", kind: "move",
    steps: steps(
      ["I live in Tartu, it's a small university town.", "2023-03-14T08:20:00Z"],
      ["moved to Kaunas over the summer, new job", "2024-09-02T17:45:00Z"],
      ["And now Ljubljana! Moved here last month, still learning where the good bakeries are.", "2025-11-20T12:10:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Ljubljana")],
    expect_closed: [t(S, "lives_in", "Tartu"), t(S, "lives_in", "Kaunas")],
  },
  {
    id: "d10-move-2", kind: "move",
    steps: steps(
      ["We live in Hobart.", "2022-05-01T09:00:00Z"],
      ["We've moved up to Ballarat, closer to the in-laws.", "2023-02-11T10:30:00Z"],
      ["moved again haha, Geelong this time", "2024-04-19T21:05:00Z"],
      ["Final move, I swear. We're in Townsville now and the humidity is unreal.", "2025-08-30T06:40:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Townsville")],
    expect_closed: [t(S, "lives_in", "Hobart"), t(S, "lives_in", "Ballarat"), t(S, "lives_in", "Geelong")],
  },
  {
    id: "d10-move-3", kind: "move",
    steps: steps(
      ["I work at Quillfeather Analytics and I live in Dunedin.", "2024-01-22T14:00:00Z"],
      ["Moved to Nelson last week. Still working for Quillfeather Analytics, they let me go fully remote.", "2024-10-07T09:15:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Nelson"), t(S, "works_at", "Quillfeather Analytics")],
    expect_closed: [t(S, "lives_in", "Dunedin")],
  },
  {
    id: "d10-move-4", kind: "move",
    steps: steps(
      ["I'm originally from Cebu but I live in Davao these days.", "2023-07-05T03:30:00Z"],
      ["We moved to Iloilo in March, the kids love the new school.", "2025-04-12T04:00:00Z"],
    ),
    expect_current: [t(S, "from", "Cebu"), t(S, "lives_in", "Iloilo")],
    expect_closed: [t(S, "lives_in", "Davao")],
  },
  {
    id: "d10-move-5", kind: "move",
    steps: steps(
      ["I visited Marrakech last spring and still think about the food.", "2025-01-18T19:00:00Z"],
      ["I live in Fez, by the way.", "2025-01-18T19:02:00Z"],
      ["We relocated to Rabat, the flat is tiny but the sea is right there.", "2025-09-03T11:25:00Z"],
    ),
    expect_current: [t(S, "visited", "Marrakech"), t(S, "lives_in", "Rabat")],
    expect_closed: [t(S, "lives_in", "Fez")],
  },
  {
    id: "d10-move-6", kind: "move",
    steps: steps(
      ["I am living in Wrocław, I work as a translator from home.", "2024-02-27T16:00:00Z"],
      ["We moved already to Poznań, the new flat is more big and more cheap.", "2024-11-15T18:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Poznań")],
    expect_closed: [t(S, "lives_in", "Wrocław")],
  },
  {
    id: "d10-move-7", kind: "move",
    steps: steps(
      ["For context: I am from Esbjerg and I currently reside in Aarhus.", "2023-09-10T07:00:00Z"],
      ["Please note that I have relocated to Odense.", "2024-06-01T07:00:00Z"],
      ["A further update: I now live in Aalborg, having moved there in January.", "2026-02-14T07:00:00Z"],
    ),
    expect_current: [t(S, "from", "Esbjerg"), t(S, "lives_in", "Aalborg")],
    expect_closed: [t(S, "lives_in", "Aarhus"), t(S, "lives_in", "Odense")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "d10-job-1", kind: "job_change",
    steps: steps(
      ["I work at Brindlecote Foods, mostly doing their inventory.", "2024-03-04T08:00:00Z"],
      ["Started at Varnholt Logistics this week!! way better pay", "2025-01-16T20:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Varnholt Logistics")],
    expect_closed: [t(S, "works_at", "Brindlecote Foods")],
  },
  {
    id: "d10-job-2", kind: "job_change",
    steps: steps(
      ["I work at Pelloria Systems.", "2024-05-20T10:00:00Z"],
      ["I left Pelloria Systems today. Going to take a few months off before looking for anything.", "2025-07-31T17:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Pelloria Systems")],
  },
  {
    id: "d10-job-3", kind: "job_change",
    steps: steps(
      ["I work at Kettlewood Insurance, claims department.", "2025-02-03T09:00:00Z"],
      ["Handed in my notice! I start at Marrowgate Labs next month.", "2025-05-12T18:00:00Z"],
      ["first day at Marrowgate Labs went fine, everyone seems nice", "2025-06-02T19:10:00Z"],
    ),
    expect_current: [t(S, "works_at", "Marrowgate Labs")],
    expect_closed: [t(S, "works_at", "Kettlewood Insurance")],
    expect_planned: [],
  },
  {
    id: "d10-job-4", kind: "job_change",
    steps: steps(
      ["I'm a junior analyst at Fenwright Capital.", "2024-08-19T12:00:00Z"],
      ["Got promoted to senior analyst today!!! Still can't believe it", "2025-10-09T16:45:00Z"],
    ),
    expect_current: [t(S, "job_title", "senior analyst"), t(S, "works_at", "Fenwright Capital")],
    expect_closed: [t(S, "job_title", "junior analyst")],
  },
  {
    id: "d10-job-5", kind: "job_change",
    steps: steps(
      ["work at Ostrander Tile", "2023-04-01T07:00:00Z"],
      ["now at Kilbride Masonry", "2024-02-10T07:00:00Z"],
      ["switched again, at Sallowmere Stoneworks now", "2025-03-22T07:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Sallowmere Stoneworks")],
    expect_closed: [t(S, "works_at", "Ostrander Tile"), t(S, "works_at", "Kilbride Masonry")],
  },
  {
    id: "d10-job-6", kind: "job_change",
    steps: steps(
      ["I've been working at Halloran Dairy for about six years.", "2024-06-06T06:30:00Z"],
      ["Well, I quit Halloran Dairy. Long story.", "2024-12-02T21:00:00Z"],
      ["Good news finally, I'm working at Sproutwell Nurseries now, mostly with the seedlings.", "2025-04-28T13:20:00Z"],
    ),
    expect_current: [t(S, "works_at", "Sproutwell Nurseries")],
    expect_closed: [t(S, "works_at", "Halloran Dairy")],
  },
  {
    id: "d10-job-7", kind: "job_change",
    steps: steps(
      ["I'm a software developer at Tinderbox Mapping.", "2023-10-02T09:00:00Z"],
      ["Got bumped up to team lead last month.", "2024-09-14T10:00:00Z"],
      ["Another step up: I'm an engineering manager now, same company.", "2026-01-26T10:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "engineering manager"), t(S, "works_at", "Tinderbox Mapping")],
    expect_closed: [t(S, "job_title", "software developer"), t(S, "job_title", "team lead")],
  },

  // rename ----------------------------------------------------------------------------------------------
  {
    id: "d10-rename-1", kind: "rename",
    steps: steps(
      ["I work at Brackenfold Software.", "2024-02-12T09:00:00Z"],
      ["Brackenfold Software is now called Lumivane, new logo and everything.", "2024-11-05T15:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Lumivane")],
    expect_closed: [],
  },
  {
    id: "d10-rename-2", kind: "rename",
    steps: steps(
      ["I work for Tessaly Group in their Leicester office.", "2023-06-08T08:00:00Z"],
      ["Tessaly Group rebranded as Orvik. Nobody asked us.", "2024-03-21T12:00:00Z"],
      ["lol and Orvik got renamed AGAIN, it's Halcyra Holdings now", "2025-09-17T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Halcyra Holdings")],
    expect_closed: [],
  },
  {
    id: "d10-rename-3", kind: "rename",
    steps: steps(
      ["I work at Pindrop Mobile.", "2024-01-09T10:00:00Z"],
      ["Pindrop Mobile changed its name to Quorra this week.", "2024-07-15T10:00:00Z"],
      ["I left Quorra on Friday, didn't like where things were going.", "2025-02-24T10:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Quorra")],
  },
  {
    id: "d10-rename-4", kind: "rename",
    steps: steps(
      ["My friend Dagny works at Skellig Robotics, she builds warehouse arms.", "2024-04-02T19:00:00Z"],
      ["fyi Skellig Robotics renamed itself Tidewell Automation, Dagny is annoyed about the new business cards", "2025-03-11T20:30:00Z"],
    ),
    expect_current: [t("Dagny", "works_at", "Tidewell Automation")],
    expect_closed: [],
  },
  {
    id: "d10-rename-5", kind: "rename",
    steps: steps(
      ["My name's Kristof, by the way.", "2024-05-30T11:00:00Z"],
      ["Small update: I changed my name, I'm Kit now. Please use Kit from here on.", "2025-06-18T11:00:00Z"],
    ),
    expect_current: [t(S, "name", "Kit")],
    expect_closed: [t(S, "name", "Kristof")],
  },
  {
    id: "d10-rename-6", kind: "rename",
    steps: steps(
      ["We have a cat called Pumpernickel.", "2025-01-04T17:00:00Z"],
      ["We ended up renaming Pumpernickel to Nutmeg, it suits her better.", "2025-01-19T17:30:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Nutmeg")],
    expect_closed: [],
  },
  {
    id: "d10-rename-7", kind: "rename",
    steps: steps(
      ["My name is Oluwaseun Adebayo.", "2023-11-13T09:00:00Z"],
      ["I got married in May and took my husband's surname, so my name is now Oluwaseun Brennock.", "2024-06-10T09:00:00Z"],
    ),
    expect_current: [t(S, "name", "Oluwaseun Brennock")],
    expect_closed: [t(S, "name", "Oluwaseun Adebayo")],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "d10-like-1", kind: "repeat_like",
    steps: steps(
      ["I love hiking.", "2024-03-03T08:00:00Z"],
      ["I really enjoy hiking, it's the only thing that clears my head.", "2024-09-21T08:00:00Z"],
    ),
    expect_current: [t(S, "likes", "hiking")],
    expect_closed: [],
  },
  {
    id: "d10-like-2", kind: "repeat_like",
    steps: steps(
      ["i like jazz", "2025-02-01T22:00:00Z"],
      ["also really into bouldering lately", "2025-03-15T22:00:00Z"],
      ["and I love Ethiopian food, there's a place near me that does amazing injera", "2025-05-09T22:00:00Z"],
    ),
    expect_current: [t(S, "likes", "jazz"), t(S, "likes", "bouldering"), t(S, "likes", "Ethiopian food")],
    expect_closed: [],
  },
  {
    id: "d10-like-3", kind: "repeat_like",
    steps: steps(
      ["I'm really into sourdough baking these days.", "2024-10-12T10:00:00Z"],
      ["Still loving sourdough baking, my starter is six months old now!", "2025-04-12T10:00:00Z"],
      ["I'm a big fan of sourdough baking, as you know.", "2025-08-01T10:00:00Z"],
    ),
    expect_current: [t(S, "likes", "sourdough baking")],
    expect_closed: [],
  },
  {
    id: "d10-like-4", kind: "repeat_like",
    steps: steps(
      ["I like crossword puzzles.", "2023-12-27T07:30:00Z"],
      ["I enjoy crossword puzzles a lot, I do one every morning with coffee.", "2024-05-14T07:30:00Z"],
      ["I also like chess, though I'm terrible at it.", "2024-08-20T07:30:00Z"],
    ),
    expect_current: [t(S, "likes", "crossword puzzles"), t(S, "likes", "chess")],
    expect_closed: [],
  },
  {
    id: "d10-like-5", kind: "repeat_like",
    steps: steps(
      ["I like very much the football.", "2025-06-07T15:00:00Z"],
      ["Football I love it, every Sunday I am watching with my brothers.", "2025-07-13T15:00:00Z"],
      ["Also I like cooking, mostly fish.", "2025-07-20T15:00:00Z"],
    ),
    expect_current: [t(S, "likes", "football"), t(S, "likes", "cooking")],
    expect_closed: [],
  },
  {
    id: "d10-like-6", kind: "repeat_like",
    steps: steps(
      ["Oh I adore birdwatching!", "2024-04-22T06:00:00Z"],
      ["Birdwatching is honestly my happy place, I love it so much.", "2024-11-02T06:00:00Z"],
    ),
    expect_current: [t(S, "likes", "birdwatching")],
    expect_closed: [],
  },
  {
    id: "d10-like-7", kind: "repeat_like",
    steps: steps(
      ["I love Korean dramas, I binge them every weekend.", "2025-01-25T23:00:00Z"],
      ["Can't get enough of Korean dramas honestly.", "2025-03-02T23:00:00Z"],
      ["Picked up a new one: I love pottery. Took my first wheel class last night!", "2025-04-06T23:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Korean dramas"), t(S, "likes", "pottery")],
    expect_closed: [],
  },

  // restate ---------------------------------------------------------------------------------------------
  {
    id: "d10-restate-1", kind: "restate",
    steps: steps(
      ["I live in New York City.", "2024-02-02T14:00:00Z"],
      ["yeah I'm in NYC, Queens specifically", "2024-08-08T14:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "New York City")],
    expect_closed: [],
    equivalents: [["NYC", "New York City"]],
  },
  {
    id: "d10-restate-2", kind: "restate",
    steps: steps(
      ["I live in Los Angeles.", "2023-05-17T18:00:00Z"],
      ["As someone who lives in LA, the traffic question is personal.", "2024-01-09T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Los Angeles")],
    expect_closed: [],
    equivalents: [["LA", "Los Angeles"]],
  },
  {
    id: "d10-restate-3", kind: "restate",
    steps: steps(
      ["We live in San Francisco.", "2024-06-11T03:00:00Z"],
      ["we live in SF, so yes the rent is as bad as you think", "2025-06-11T03:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "San Francisco")],
    expect_closed: [],
    equivalents: [["SF", "San Francisco"]],
  },
  {
    id: "d10-restate-4", kind: "restate",
    steps: steps(
      ["I work at International Business Machines, in their consulting arm.", "2023-08-28T13:00:00Z"],
      ["Yep, still at IBM. Fifteen years this autumn.", "2025-02-19T13:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "International Business Machines")],
    expect_closed: [],
    equivalents: [["IBM", "International Business Machines"]],
  },
  {
    id: "d10-restate-5", kind: "restate",
    steps: steps(
      ["I work at Gorseway Pharmacy.", "2024-09-09T09:00:00Z"],
      ["Still at Gorseway Pharmacy, same as ever.", "2025-09-09T09:00:00Z"],
      ["I work at Gorseway Pharmacy, in case that matters for the schedule thing.", "2026-03-09T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Gorseway Pharmacy")],
    expect_closed: [],
  },
  {
    id: "d10-restate-6", kind: "restate",
    steps: steps(
      ["I'm allergic to penicillin.", "2024-12-01T20:00:00Z"],
      ["Just reminding you I'm allergic to penicillin before you suggest anything.", "2025-05-05T20:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "penicillin")],
    expect_closed: [],
  },
  {
    id: "d10-restate-7", kind: "restate",
    steps: steps(
      ["I'm from Tamale, up in the north of Ghana.", "2025-03-27T10:00:00Z"],
      ["Like I said before, I'm from Tamale, so the harmattan doesn't scare me.", "2025-12-15T10:00:00Z"],
    ),
    expect_current: [t(S, "from", "Tamale")],
    expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "d10-past-1", kind: "past",
    steps: steps(
      ["I like opera, especially Verdi.", "2023-10-10T19:00:00Z"],
      ["Honestly I used to like opera but I've kind of grown out of it.", "2025-10-10T19:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "likes", "opera")],
  },
  {
    id: "d10-past-2", kind: "past",
    steps: steps(
      ["I work at Dunmore Sawmill.", "2024-07-07T06:00:00Z"],
      ["I don't work at Dunmore Sawmill anymore.", "2025-01-07T06:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Dunmore Sawmill")],
  },
  {
    id: "d10-past-3", kind: "past",
    steps: steps(
      ["I take sertraline, 50mg in the mornings.", "2024-11-11T08:00:00Z"],
      ["I stopped taking sertraline in the summer, doctor agreed I was ready.", "2025-09-24T08:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "takes_medication", "sertraline")],
  },
  {
    id: "d10-past-4", kind: "past",
    steps: steps(
      ["We own a Skoda Octavia, the estate one.", "2025-02-14T12:00:00Z"],
      ["We sold the Skoda Octavia last week, we barely drove it anyway.", "2026-04-20T12:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "owns", "Skoda Octavia")],
  },
  {
    id: "d10-past-5", kind: "past",
    steps: steps(
      ["My girlfriend Rasa and I are going on four years together.", "2024-02-14T21:00:00Z"],
      ["Rasa and I broke up. It was mutual, but it still hurts.", "2025-08-03T23:30:00Z"],
    ),
    expect_current: [],
    // The seed predicate for a girlfriend, boyfriend or partner is `partner` (the writer could not see the seed list).
    expect_closed: [t(S, "partner", "Rasa")],
  },
  {
    id: "d10-past-6", kind: "past",
    steps: steps(
      ["I'm vegetarian.", "2023-01-02T12:00:00Z"],
      ["I'm not vegetarian anymore, I caved at a barbecue and never looked back.", "2025-05-29T12:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "diet", "vegetarian")],
  },
  {
    id: "d10-past-7", kind: "past",
    steps: steps(
      ["I live in Szeged, near the river.", "2024-03-15T09:00:00Z"],
      ["I no longer live in Szeged. I'm between places at the moment, staying with friends.", "2025-10-01T09:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "lives_in", "Szeged")],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "d10-plan-1", kind: "planned",
    steps: steps(
      ["I live in Rotorua. We're moving to Napier in June!", "2025-03-08T07:00:00Z"],
      ["Moved to Napier, boxes everywhere but we're in.", "2025-06-21T07:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Napier")],
    expect_closed: [t(S, "lives_in", "Rotorua")],
    expect_planned: [],
  },
  {
    id: "d10-plan-2", kind: "planned",
    steps: steps(
      ["I'll start at Glimmerhaus Studio next month, doing motion graphics.", "2025-08-14T16:00:00Z"],
      ["Survived my first week at Glimmerhaus Studio! Loving it there so far.", "2025-09-07T16:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Glimmerhaus Studio")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d10-plan-3", kind: "planned",
    steps: steps(
      ["We live in Ipoh, but we're moving to Kuching in the spring.", "2025-11-02T02:00:00Z"],
      ["The Kuching move fell through, so we're staying in Ipoh after all.", "2026-02-18T02:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Ipoh")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d10-plan-4", kind: "planned",
    steps: steps(
      ["I live in Łódź. We're moving to Gdynia next month.", "2024-08-05T18:00:00Z"],
      ["Plot twist, we ended up moving to Sopot instead of Gdynia. Found a better flat.", "2024-09-12T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Sopot")],
    expect_closed: [t(S, "lives_in", "Łódź")],
    expect_planned: [],
  },
  {
    id: "d10-plan-5", kind: "planned",
    steps: steps(
      ["I work at Mossgate Cafe. I start at Harrowby Foods in September.", "2025-07-01T20:00:00Z"],
      ["Harrowby Foods pulled the offer, ugh. I started at Cindervale Bakery instead, so that's where I work now.", "2025-09-29T20:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Cindervale Bakery")],
    expect_closed: [t(S, "works_at", "Mossgate Cafe")],
    expect_planned: [],
  },
  {
    id: "d10-plan-6", kind: "planned",
    steps: steps(
      ["I live in Bodø.", "2026-05-10T10:00:00Z"],
      ["We're moving to Trondheim next year, my partner got a post at the hospital there.", "2026-09-22T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bodø")],
    expect_closed: [],
    expect_planned: [t(S, "lives_in", "Trondheim")],
  },
  {
    id: "d10-plan-7", kind: "planned",
    steps: steps(
      ["I'm going to Zanzibar in December, first proper holiday in years.", "2025-10-04T15:00:00Z"],
      ["Back from Zanzibar! Two weeks of sun and now I never want to see snow again.", "2026-01-08T15:00:00Z"],
    ),
    expect_current: [t(S, "visited", "Zanzibar")],
    expect_closed: [],
    expect_planned: [],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "d10-multi-1", kind: "multi_valued",
    steps: steps(
      ["I have a son, Emeric. He's three.", "2024-04-04T20:00:00Z"],
      ["We just had our second, a girl named Juno!", "2025-02-26T05:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Emeric"), t(S, "has_child", "Juno")],
    expect_closed: [],
  },
  {
    id: "d10-multi-2", kind: "multi_valued",
    steps: steps(
      ["I'm allergic to peanuts.", "2023-09-19T12:00:00Z"],
      ["Turns out I'm also allergic to shellfish, found out the hard way at a wedding.", "2024-07-02T12:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "peanuts"), t(S, "allergic_to", "shellfish")],
    expect_closed: [],
  },
  {
    id: "d10-multi-3", kind: "multi_valued",
    steps: steps(
      ["I speak Tagalog and English.", "2024-01-30T01:00:00Z"],
      ["Three years of evening classes and I speak Spanish now too!", "2026-03-30T01:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Tagalog"), t(S, "speaks", "English"), t(S, "speaks", "Spanish")],
    expect_closed: [],
  },
  {
    id: "d10-multi-4", kind: "multi_valued",
    steps: steps(
      ["I own a Brompton, I fold it up and take it on the train.", "2024-10-21T08:00:00Z"],
      ["Just bought a Vespa, the Brompton is for rainy days now.", "2025-05-17T08:00:00Z"],
    ),
    expect_current: [t(S, "owns", "Brompton"), t(S, "owns", "Vespa")],
    expect_closed: [],
  },
  {
    id: "d10-multi-5", kind: "multi_valued",
    steps: steps(
      ["I visited Tbilisi last year and fell in love with it.", "2025-02-02T17:00:00Z"],
      ["Got back from Yerevan a few days ago, loved it just as much.", "2025-06-22T17:00:00Z"],
      ["Also visited Baku in August, so that's the whole Caucasus done.", "2025-09-14T17:00:00Z"],
    ),
    expect_current: [t(S, "visited", "Tbilisi"), t(S, "visited", "Yerevan"), t(S, "visited", "Baku")],
    expect_closed: [],
  },
  {
    id: "d10-multi-6", kind: "multi_valued",
    steps: steps(
      ["We've got a parrot named Custard.", "2024-05-05T10:00:00Z"],
      ["adopted a kitten yesterday, Pistachio. Custard is NOT impressed", "2025-03-03T10:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Custard"), t(S, "has_pet", "Pistachio")],
    expect_closed: [],
  },
  {
    id: "d10-multi-7", kind: "multi_valued",
    steps: steps(
      ["I have a brother, Anselm.", "2023-12-12T12:00:00Z"],
      ["My sister Wren is visiting next week, we haven't seen each other in ages.", "2024-03-12T12:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Anselm"), t(S, "has_sibling", "Wren")],
    expect_closed: [],
  },
  {
    id: "d10-multi-8", kind: "multi_valued",
    steps: steps(
      ["I take levothyroxine every morning.", "2024-06-18T07:00:00Z"],
      ["The doctor added metformin, so now I take metformin too.", "2025-01-28T07:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "levothyroxine"), t(S, "takes_medication", "metformin")],
    expect_closed: [],
  },

  // out_of_order ----------------------------------------------------------------------------------------
  {
    id: "d10-ooo-1", kind: "out_of_order",
    steps: steps(
      ["I live in Canberra.", "2025-06-14T09:00:00Z"],
      ["I live in Darwin.", "2023-02-03T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Canberra")],
    expect_closed: [t(S, "lives_in", "Darwin")],
  },
  {
    id: "d10-ooo-2", kind: "out_of_order",
    steps: steps(
      ["I work at Yarrowby Consulting.", "2026-03-02T11:00:00Z"],
      ["I work at Penhallow Shipping, mostly customs paperwork.", "2024-05-06T11:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Yarrowby Consulting")],
    expect_closed: [t(S, "works_at", "Penhallow Shipping")],
  },
  {
    id: "d10-ooo-3", kind: "out_of_order",
    steps: steps(
      ["We have a dog, Biscotti.", "2026-02-09T18:00:00Z"],
      ["We have a cat named Tamsin.", "2025-01-15T18:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Biscotti"), t(S, "has_pet", "Tamsin")],
    expect_closed: [],
  },
  {
    id: "d10-ooo-4", kind: "out_of_order",
    steps: steps(
      ["I'm a head chef.", "2026-04-11T22:00:00Z"],
      ["I'm a line cook at a tapas place, long hours.", "2024-04-11T22:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "head chef")],
    expect_closed: [t(S, "job_title", "line cook")],
  },
  {
    id: "d10-ooo-5", kind: "out_of_order",
    steps: steps(
      ["I live in Nakuru.", "2026-05-20T06:00:00Z"],
      ["I live in Eldoret.", "2023-01-20T06:00:00Z"],
      ["I live in Kisumu, close to the lake.", "2024-08-20T06:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Nakuru")],
    expect_closed: [t(S, "lives_in", "Eldoret"), t(S, "lives_in", "Kisumu")],
  },
  {
    id: "d10-ooo-6", kind: "out_of_order",
    steps: steps(
      ["My sister Ingrid lives in Bergen.", "2026-01-31T16:00:00Z"],
      ["My sister Ingrid lives in Stavanger.", "2024-01-31T16:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Ingrid"), t("Ingrid", "lives_in", "Bergen")],
    expect_closed: [t("Ingrid", "lives_in", "Stavanger")],
  },
  {
    id: "d10-ooo-7", kind: "out_of_order",
    steps: steps(
      ["we're based in Mombasa", "2025-12-01T13:00:00Z"],
      ["we're based in Malindi, right by the beach", "2022-12-01T13:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Mombasa")],
    expect_closed: [t(S, "lives_in", "Malindi")],
  },

  // correction ------------------------------------------------------------------------------------------
  {
    id: "d10-corr-1", kind: "correction",
    steps: steps(
      ["I live in Graz.", "2025-04-14T10:00:00Z"],
      ["Sorry, I meant Linz, not Graz. I always mix them up when I type fast.", "2025-04-14T10:01:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Linz")],
    expect_closed: [],
  },
  {
    id: "d10-corr-2", kind: "correction",
    steps: steps(
      ["My daughters are Elsa and Mirabel.", "2024-10-30T19:00:00Z"],
      ["oops typo, it's Marabel not Mirabel", "2024-10-30T19:02:00Z"],
    ),
    expect_current: [t(S, "has_child", "Elsa"), t(S, "has_child", "Marabel")],
    expect_closed: [],
  },
  {
    id: "d10-corr-3", kind: "correction",
    steps: steps(
      ["I work at Thornbury Freight.", "2025-01-21T08:00:00Z"],
      ["Correction: it's Thornbury Fresh, not Thornbury Freight. We deliver produce, not furniture.", "2025-01-21T08:05:00Z"],
    ),
    expect_current: [t(S, "works_at", "Thornbury Fresh")],
    expect_closed: [],
  },
  {
    id: "d10-corr-4", kind: "correction",
    steps: steps(
      ["I'm allergic to walnuts and sesame.", "2025-07-07T12:00:00Z"],
      ["Actually not sesame, it's mustard I'm allergic to. Walnuts is right though.", "2025-07-08T12:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "walnuts"), t(S, "allergic_to", "mustard")],
    expect_closed: [],
  },
  {
    id: "d10-corr-5", kind: "correction",
    steps: steps(
      ["Our dogs are Bramble and Juniper.", "2024-06-25T17:00:00Z"],
      ["Sorry, autocorrect! It's Jupiter, not Juniper.", "2024-06-25T17:01:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Bramble"), t(S, "has_pet", "Jupiter")],
    expect_closed: [],
  },
  {
    id: "d10-corr-6", kind: "correction",
    steps: steps(
      ["I'm a radiographer at the county hospital.", "2025-11-03T21:00:00Z"],
      ["wait no, I'm a sonographer, not a radiographer. easy to mix up lol", "2025-11-03T21:03:00Z"],
    ),
    expect_current: [t(S, "job_title", "sonographer")],
    expect_closed: [],
  },
  {
    id: "d10-corr-7", kind: "correction",
    steps: steps(
      ["I'm from Temuco.", "2026-06-02T14:00:00Z"],
      ["Let me correct that: I am from Valdivia, not Temuco. Temuco is only where I studied.", "2026-06-02T14:10:00Z"],
    ),
    expect_current: [t(S, "from", "Valdivia")],
    expect_closed: [],
  },
];
