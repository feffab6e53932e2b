// A fresh blind set of scripted update sequences (set 12), written only from the sequence section of the
// held-out README (test/fixtures/facts/README.md): never from the held-out items, the extractors, their
// tests or the other development sets. It is meant to measure first contact, so do not tune against it.
//
// Same shape and conventions as the README: steps are fed in order, each said at its own timestamp (going
// back in time only in out_of_order items); expect_current is exhaustive for every (subject, predicate) pair
// the item names; expect_closed lists what must still be stored but closed; expect_planned, when present, is
// exhaustive for planned facts of those pairs; corrected values must simply not be current. The read happens
// at READ_AT (see dev-sequences.ts), after every step, and every timestamp is before it.
//
// 71 sequences in the README's counts-table proportions: move 7, job_change 7, rename 7, repeat_like 7,
// restate 7, past 7, planned 7, multi_valued 8, out_of_order 7, correction 7. Written as 71 different users
// would type them: mostly plain, some terse, some chatty. Only what the text clearly supports is labelled.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_12: DevSequence[] = [
  // ---------------------------------------------------------------- move (7)
  {
    id: "q12-001",
    kind: "move",
    steps: steps(
      ["I live in Quillborough.", "2025-03-04T08:15:00Z"],
      ["Just moved to Tarnwick last weekend, still unpacking boxes.", "2025-09-22T19:40:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Tarnwick")],
    expect_closed: [t(S, "lives_in", "Quillborough")],
  },
  {
    id: "q12-002",
    kind: "move",
    steps: steps(
      ["hi! I'm based in Vellmar Heights, for context", "2024-02-11T10:00:00Z"],
      ["We relocated to Ossington Falls in the summer for my wife's job.", "2024-09-03T17:25:00Z"],
      ["and now we're in Brackenmoor, hopefully for good this time", "2025-11-18T21:05:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Brackenmoor")],
    expect_closed: [t(S, "lives_in", "Vellmar Heights"), t(S, "lives_in", "Ossington Falls")],
  },
  {
    id: "q12-003",
    kind: "move",
    steps: steps(
      ["live in Lirendale", "2023-05-01T09:00:00Z"],
      ["moved to Hask Harbor", "2024-01-15T09:00:00Z"],
      ["moved again. Cobbelford now", "2025-02-20T09:00:00Z"],
      ["new city: Marrowgate. last move for a while I hope", "2026-04-07T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Marrowgate")],
    expect_closed: [
      t(S, "lives_in", "Lirendale"),
      t(S, "lives_in", "Hask Harbor"),
      t(S, "lives_in", "Cobbelford"),
    ],
  },
  {
    id: "q12-004",
    kind: "move",
    steps: steps(
      ["I live in Pemberlyn and work at Rookvale Analytics.", "2025-06-09T12:30:00Z"],
      ["Moved out to Skarholt last month, but I'm keeping my job at Rookvale Analytics since it's fully remote now.", "2026-02-14T08:50:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Skarholt"), t(S, "works_at", "Rookvale Analytics")],
    expect_closed: [t(S, "lives_in", "Pemberlyn")],
  },
  {
    id: "q12-005",
    kind: "move",
    steps: steps(
      ["I'm originally from Tavrosa but I've been living in Gildermoor for about six years.", "2025-01-27T20:10:00Z"],
      ["Big news on my end, we packed everything up and moved to Yarrowfen!", "2026-03-30T15:45:00Z"],
    ),
    expect_current: [t(S, "from", "Tavrosa"), t(S, "lives_in", "Yarrowfen")],
    expect_closed: [t(S, "lives_in", "Gildermoor")],
  },
  {
    id: "q12-006",
    kind: "move",
    steps: steps(
      ["I live in Dunmarrow. Went to Solvany for a week in March, gorgeous place.", "2025-04-12T11:00:00Z"],
      ["update: we moved to Pellicoe Bay", "2025-12-01T18:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Pellicoe Bay"), t(S, "visited", "Solvany")],
    expect_closed: [t(S, "lives_in", "Dunmarrow")],
  },
  {
    id: "q12-007",
    kind: "move",
    steps: steps(
      ["I rent a small flat in Corrowick and work at Halden Ropeworks.", "2024-10-05T07:20:00Z"],
      ["I left Corrowick in June, I live in Wistanbury now. Still at Halden Ropeworks though, the commute is longer.", "2025-07-19T13:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Wistanbury"), t(S, "works_at", "Halden Ropeworks")],
    expect_closed: [t(S, "lives_in", "Corrowick")],
  },

  // ---------------------------------------------------------------- job_change (7)
  {
    id: "q12-008",
    kind: "job_change",
    steps: steps(
      ["I work at Fennick Labs.", "2025-02-03T09:00:00Z"],
      ["Switched jobs, I'm at Oralee Systems now.", "2025-10-13T16:20:00Z"],
    ),
    expect_current: [t(S, "works_at", "Oralee Systems")],
    expect_closed: [t(S, "works_at", "Fennick Labs")],
  },
  {
    id: "q12-009",
    kind: "job_change",
    steps: steps(
      ["I'm a QA engineer at Brindlecote Software.", "2025-08-21T10:45:00Z"],
      ["I left Brindlecote Software today. Taking a few months off before I look for anything new.", "2026-06-30T17:05:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Brindlecote Software")],
  },
  {
    id: "q12-010",
    kind: "job_change",
    steps: steps(
      ["I work at Hollin & Marsh, mostly doing payroll.", "2026-01-12T09:30:00Z"],
      ["Got the offer!! I start at Tessaly Robotics next month", "2026-03-05T19:15:00Z"],
      ["Started at Tessaly Robotics on Monday, first week done. Exhausted but happy.", "2026-04-10T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Tessaly Robotics")],
    expect_closed: [t(S, "works_at", "Hollin & Marsh")],
    expect_planned: [],
  },
  {
    id: "q12-011",
    kind: "job_change",
    steps: steps(
      ["I'm a junior analyst at Corvane Freight.", "2025-03-17T08:00:00Z"],
      ["Got promoted to senior analyst this week!", "2026-05-22T14:40:00Z"],
    ),
    expect_current: [t(S, "job_title", "senior analyst"), t(S, "works_at", "Corvane Freight")],
    expect_closed: [t(S, "job_title", "junior analyst")],
  },
  {
    id: "q12-012",
    kind: "job_change",
    steps: steps(
      ["so I work as a line cook at Marrowby's Kitchen, long hours lol", "2025-05-02T23:10:00Z"],
      ["they made me sous chef last week 🎉 still can't believe it", "2025-11-09T22:30:00Z"],
    ),
    expect_current: [t(S, "job_title", "sous chef"), t(S, "works_at", "Marrowby's Kitchen")],
    expect_closed: [t(S, "job_title", "line cook")],
  },
  {
    id: "q12-013",
    kind: "job_change",
    steps: steps(
      ["I work at Quendle Insurance.", "2023-09-01T09:00:00Z"],
      ["I moved over to Parrish Vey Partners in the spring.", "2024-06-14T12:00:00Z"],
      ["Another change: I now work for Ulmstead Bio. Better pay, shorter commute.", "2025-08-25T10:10:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ulmstead Bio")],
    expect_closed: [t(S, "works_at", "Quendle Insurance"), t(S, "works_at", "Parrish Vey Partners")],
  },
  {
    id: "q12-014",
    kind: "job_change",
    steps: steps(
      ["I work at Grobyn Logistics as a dispatcher.", "2026-09-01T07:45:00Z"],
      ["Handed in my notice and left Grobyn Logistics on Friday. I start at Saltmere Health in December.", "2026-10-20T11:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Grobyn Logistics")],
    expect_planned: [t(S, "works_at", "Saltmere Health")],
  },

  // ---------------------------------------------------------------- rename (7)
  {
    id: "q12-015",
    kind: "rename",
    steps: steps(
      ["I work at Plummet Data.", "2025-04-08T09:00:00Z"],
      ["Heads up, Plummet Data rebranded. It's called Skyvane Data now.", "2026-01-19T15:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Skyvane Data")],
    expect_closed: [],
  },
  {
    id: "q12-016",
    kind: "rename",
    steps: steps(
      ["I'm an accountant at Dobbin Mutual.", "2024-03-11T10:00:00Z"],
      ["Dobbin Mutual changed its name to Tallowell Financial.", "2025-02-02T10:00:00Z"],
      ["lol they renamed again, Tallowell Financial is now Veyra Money. third logo on my badge in two years", "2026-07-07T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Veyra Money")],
    expect_closed: [],
  },
  {
    id: "q12-017",
    kind: "rename",
    steps: steps(
      ["I work at Gantry Loom.", "2025-01-06T08:30:00Z"],
      ["Gantry Loom is now called Loomwise, apparently that's more modern", "2025-09-15T12:00:00Z"],
      ["I quit Loomwise yesterday.", "2026-03-03T20:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Loomwise")],
  },
  {
    id: "q12-018",
    kind: "rename",
    steps: steps(
      ["My friend Odalys works at Perrin Foods.", "2025-10-10T13:20:00Z"],
      ["Perrin Foods just got renamed to Harvest Perrin, Odalys sent me a pic of the new sign.", "2026-05-28T17:50:00Z"],
    ),
    // A named friend is has_friend (fixture README, relationship triples); the lead's brief wrongly offered `knows`.
    expect_current: [t("Odalys", "works_at", "Harvest Perrin"), t(S, "has_friend", "Odalys")],
    expect_closed: [],
  },
  {
    id: "q12-019",
    kind: "rename",
    steps: steps(
      ["My name is Theodora.", "2025-02-14T09:00:00Z"],
      ["Please call me Teddy from now on, not Theodora. I go by Teddy these days.", "2025-08-01T09:00:00Z"],
    ),
    expect_current: [t(S, "name", "Teddy")],
    expect_closed: [t(S, "name", "Theodora")],
  },
  {
    id: "q12-020",
    kind: "rename",
    steps: steps(
      ["I'm Marisol Quenby.", "2025-06-20T18:00:00Z"],
      ["Just got married and changed my name, I'm Marisol Achterberg now!", "2026-06-22T10:15:00Z"],
    ),
    expect_current: [t(S, "name", "Marisol Achterberg")],
    expect_closed: [t(S, "name", "Marisol Quenby")],
  },
  {
    id: "q12-021",
    kind: "rename",
    steps: steps(
      ["My dog Pickle is snoring next to me rn", "2025-12-03T22:00:00Z"],
      ["We renamed Pickle, he's Sergeant Wobbles now. The kids insisted.", "2026-02-08T11:40:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Sergeant Wobbles")],
    expect_closed: [],
  },

  // ---------------------------------------------------------------- repeat_like (7)
  {
    id: "q12-022",
    kind: "repeat_like",
    steps: steps(
      ["I love hiking.", "2025-05-10T08:00:00Z"],
      ["Did I mention I really like hiking? Went again on Saturday.", "2025-06-16T19:00:00Z"],
    ),
    expect_current: [t(S, "likes", "hiking")],
    expect_closed: [],
  },
  {
    id: "q12-023",
    kind: "repeat_like",
    steps: steps(
      ["I like sourdough bread.", "2025-11-01T12:00:00Z"],
      ["I'm really into sourdough bread lately, I bake a loaf every weekend", "2026-01-25T12:30:00Z"],
    ),
    expect_current: [t(S, "likes", "sourdough bread")],
    expect_closed: [],
  },
  {
    id: "q12-024",
    kind: "repeat_like",
    steps: steps(
      ["I like jazz.", "2024-08-04T20:00:00Z"],
      ["I also enjoy pottery.", "2024-10-12T20:00:00Z"],
      ["oh and board games, love those", "2025-01-30T20:00:00Z"],
    ),
    expect_current: [t(S, "likes", "jazz"), t(S, "likes", "pottery"), t(S, "likes", "board games")],
    expect_closed: [],
  },
  {
    id: "q12-025",
    kind: "repeat_like",
    steps: steps(
      ["I'm a huge fan of the Tallmoor Otters.", "2025-09-06T14:00:00Z"],
      ["go Tallmoor Otters!! I love them so much, best team in the league", "2025-09-27T21:30:00Z"],
      ["Also I like curling, weirdly.", "2026-02-11T10:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Tallmoor Otters"), t(S, "likes", "curling")],
    expect_closed: [],
  },
  {
    id: "q12-026",
    kind: "repeat_like",
    steps: steps(
      ["I enjoy birdwatching.", "2025-03-21T07:00:00Z"],
      ["birdwatching is so relaxing, I love it", "2025-05-02T07:30:00Z"],
      ["Honestly I just love birdwatching.", "2025-08-14T06:45:00Z"],
    ),
    expect_current: [t(S, "likes", "birdwatching")],
    expect_closed: [],
  },
  {
    id: "q12-027",
    kind: "repeat_like",
    steps: steps(
      ["I like Thai food.", "2026-02-02T19:00:00Z"],
      ["I like kayaking too.", "2026-04-18T09:00:00Z"],
      ["still love Thai food btw, had it twice this week", "2026-07-23T20:15:00Z"],
    ),
    expect_current: [t(S, "likes", "Thai food"), t(S, "likes", "kayaking")],
    expect_closed: [],
  },
  {
    id: "q12-028",
    kind: "repeat_like",
    steps: steps(
      ["I like crosswords.", "2025-07-01T06:30:00Z"],
      ["I love crosswords, I do one every morning with my coffee.", "2025-09-09T06:30:00Z"],
      ["Recently I've gotten into knitting as well.", "2026-01-04T16:00:00Z"],
    ),
    expect_current: [t(S, "likes", "crosswords"), t(S, "likes", "knitting")],
    expect_closed: [],
  },

  // ---------------------------------------------------------------- restate (7)
  {
    id: "q12-029",
    kind: "restate",
    steps: steps(
      ["I live in NYC.", "2025-04-02T13:00:00Z"],
      ["Yeah, still in New York City, not going anywhere.", "2026-03-12T13:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "New York City")],
    expect_closed: [],
    equivalents: [["NYC", "New York City"]],
  },
  {
    id: "q12-030",
    kind: "restate",
    steps: steps(
      ["I work at IBM.", "2025-05-19T09:00:00Z"],
      ["Like I said, I'm at International Business Machines, same job as before.", "2025-12-08T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "IBM")],
    expect_closed: [],
    equivalents: [["IBM", "International Business Machines"]],
  },
  {
    id: "q12-031",
    kind: "restate",
    steps: steps(
      ["I'm from LA.", "2024-11-11T18:00:00Z"],
      ["I'm from Los Angeles originally, so the weather here is a shock.", "2025-01-20T18:00:00Z"],
    ),
    expect_current: [t(S, "from", "Los Angeles")],
    expect_closed: [],
    equivalents: [["LA", "Los Angeles"]],
  },
  {
    id: "q12-032",
    kind: "restate",
    steps: steps(
      ["We live in San Francisco.", "2025-08-08T08:00:00Z"],
      ["we live in SF, it's pricey but we love it", "2026-06-01T21:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "San Francisco")],
    expect_closed: [],
    equivalents: [["SF", "San Francisco"]],
  },
  {
    id: "q12-033",
    kind: "restate",
    steps: steps(
      ["I work at Nettlefield Press.", "2024-06-03T10:00:00Z"],
      ["I'm still at Nettlefield Press, been there for years now.", "2025-10-27T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Nettlefield Press")],
    expect_closed: [],
  },
  {
    id: "q12-034",
    kind: "restate",
    steps: steps(
      ["I'm vegetarian.", "2025-02-17T12:00:00Z"],
      ["still vegetarian, yep. please keep that in mind for recipes", "2025-07-04T12:00:00Z"],
    ),
    expect_current: [t(S, "diet", "vegetarian")],
    expect_closed: [],
  },
  {
    id: "q12-035",
    kind: "restate",
    steps: steps(
      ["My brother Casimir lives in Wendlecombe.", "2025-09-14T16:00:00Z"],
      ["Casimir still lives in Wendlecombe, he hasn't moved.", "2026-08-02T16:00:00Z"],
    ),
    expect_current: [t("Casimir", "lives_in", "Wendlecombe"), t(S, "has_sibling", "Casimir")],
    expect_closed: [],
  },

  // ---------------------------------------------------------------- past (7)
  {
    id: "q12-036",
    kind: "past",
    steps: steps(
      ["I like horror movies.", "2024-10-30T22:00:00Z"],
      ["I used to like horror movies, but honestly not anymore. Too stressful.", "2026-01-15T21:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "likes", "horror movies")],
  },
  {
    id: "q12-037",
    kind: "past",
    steps: steps(
      ["I'm vegan.", "2025-01-05T11:00:00Z"],
      ["I'm not vegan anymore, started eating fish again this year.", "2026-04-04T11:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "diet", "vegan")],
  },
  {
    id: "q12-038",
    kind: "past",
    steps: steps(
      ["I take sertraline every morning.", "2025-11-20T07:00:00Z"],
      ["Quick update for my notes: I stopped taking sertraline in September, with my doctor's ok.", "2026-10-02T07:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "takes_medication", "sertraline")],
  },
  {
    id: "q12-039",
    kind: "past",
    steps: steps(
      ["I own a Vespa Primavera.", "2025-05-25T15:00:00Z"],
      ["We sold the Vespa Primavera, it was just sitting in the garage.", "2026-03-09T15:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "owns", "Vespa Primavera")],
  },
  {
    id: "q12-040",
    kind: "past",
    steps: steps(
      ["My girlfriend Ilona is coming over tonight, need a dessert idea", "2025-12-12T17:00:00Z"],
      ["Ilona and I broke up last week. Rough.", "2026-02-20T23:40:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "partner", "Ilona")],
  },
  {
    id: "q12-041",
    kind: "past",
    steps: steps(
      ["I work at Bellrose Tiling.", "2024-07-07T08:00:00Z"],
      ["I don't work at Bellrose Tiling anymore.", "2025-06-06T08:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Bellrose Tiling")],
  },
  {
    id: "q12-042",
    kind: "past",
    steps: steps(
      ["I'm married to Bastien.", "2023-04-18T10:00:00Z"],
      ["Bastien and I divorced this year, it's final as of last week.", "2025-09-30T10:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "married_to", "Bastien")],
  },

  // ---------------------------------------------------------------- planned (7)
  {
    id: "q12-043",
    kind: "planned",
    steps: steps(
      ["I live in Greyhollow.", "2026-01-08T09:00:00Z"],
      ["We're moving to Lanterbury in May!", "2026-03-02T19:00:00Z"],
      ["Moved to Lanterbury, keys in hand. The boxes are everywhere.", "2026-05-20T14:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Lanterbury")],
    expect_closed: [t(S, "lives_in", "Greyhollow")],
    expect_planned: [],
  },
  {
    id: "q12-044",
    kind: "planned",
    steps: steps(
      ["I start at Wrenfold Games next month, so nervous", "2026-06-10T20:00:00Z"],
      ["Started at Wrenfold Games today. Everyone seems nice.", "2026-07-01T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Wrenfold Games")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "q12-045",
    kind: "planned",
    steps: steps(
      ["I live in Pobbleton.", "2025-10-01T10:00:00Z"],
      ["We're moving to Saltcrag in the spring.", "2025-11-14T10:00:00Z"],
      ["The move's off, the house fell through. We're staying in Pobbleton.", "2026-02-26T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Pobbleton")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "q12-046",
    kind: "planned",
    steps: steps(
      ["I live in Cardle.", "2026-02-01T12:00:00Z"],
      ["I'm moving to Hexworth in August.", "2026-04-15T12:00:00Z"],
      ["Change of plans: we ended up moving to Merrivale instead of Hexworth. Closer to my parents.", "2026-08-28T12:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Merrivale")],
    expect_closed: [t(S, "lives_in", "Cardle")],
    expect_planned: [],
  },
  {
    id: "q12-047",
    kind: "planned",
    steps: steps(
      ["Accepted an offer! I start at Fenwright Marine in March.", "2026-01-22T17:30:00Z"],
      ["Fenwright Marine pulled the offer, so I took a job at Ostler Grain instead. Started there Monday.", "2026-02-27T18:10:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ostler Grain")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "q12-048",
    kind: "planned",
    steps: steps(
      ["I live in Harnock.", "2026-05-05T09:00:00Z"],
      ["We're moving to Wickersley Dunes next year, once the kids finish school.", "2026-09-17T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Harnock")],
    expect_closed: [],
    expect_planned: [t(S, "lives_in", "Wickersley Dunes")],
  },
  {
    id: "q12-049",
    kind: "planned",
    steps: steps(
      ["I work at Dunmore Cables.", "2026-06-01T08:00:00Z"],
      ["I start at Plover & Finch next month.", "2026-08-01T08:00:00Z"],
      ["Turned down Plover & Finch in the end, Dunmore Cables matched the salary so I'm staying at Dunmore Cables.", "2026-08-20T08:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Dunmore Cables")],
    expect_closed: [],
    expect_planned: [],
  },

  // ---------------------------------------------------------------- multi_valued (8)
  {
    id: "q12-050",
    kind: "multi_valued",
    steps: steps(
      ["My son Idris is 6 and obsessed with trains.", "2025-03-03T19:00:00Z"],
      ["We had a baby girl last week! Her name is Nell.", "2025-10-21T04:30:00Z"],
    ),
    expect_current: [t(S, "has_child", "Idris"), t(S, "has_child", "Nell")],
    expect_closed: [],
  },
  {
    id: "q12-051",
    kind: "multi_valued",
    steps: steps(
      ["I'm allergic to penicillin.", "2025-01-14T10:00:00Z"],
      ["turns out I'm allergic to hazelnuts too, found out the hard way", "2025-06-02T13:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "penicillin"), t(S, "allergic_to", "hazelnuts")],
    expect_closed: [],
  },
  {
    id: "q12-052",
    kind: "multi_valued",
    steps: steps(
      ["I speak Dutch and Tagalog.", "2024-09-09T09:00:00Z"],
      ["I speak Georgian now too, after a year of evening classes.", "2025-09-15T21:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Dutch"), t(S, "speaks", "Tagalog"), t(S, "speaks", "Georgian")],
    expect_closed: [],
  },
  {
    id: "q12-053",
    kind: "multi_valued",
    steps: steps(
      ["I own a Kindle Oasis.", "2025-04-04T20:00:00Z"],
      ["Just bought a Steam Deck as well.", "2025-12-26T11:00:00Z"],
    ),
    expect_current: [t(S, "owns", "Kindle Oasis"), t(S, "owns", "Steam Deck")],
    expect_closed: [],
  },
  {
    id: "q12-054",
    kind: "multi_valued",
    steps: steps(
      ["I've been to Zorvath Bay.", "2024-05-05T15:00:00Z"],
      ["Went to Pellamy Isle last summer, amazing food", "2025-02-10T15:00:00Z"],
      ["And I visited Castor Hollow in October.", "2025-11-03T15:00:00Z"],
    ),
    expect_current: [
      t(S, "visited", "Zorvath Bay"),
      t(S, "visited", "Pellamy Isle"),
      t(S, "visited", "Castor Hollow"),
    ],
    expect_closed: [],
  },
  {
    id: "q12-055",
    kind: "multi_valued",
    steps: steps(
      ["We have a parrot called Mango.", "2025-07-12T10:00:00Z"],
      ["We adopted a kitten yesterday and named her Sesame. Mango is not impressed.", "2026-03-15T10:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Mango"), t(S, "has_pet", "Sesame")],
    expect_closed: [],
  },
  {
    id: "q12-056",
    kind: "multi_valued",
    steps: steps(
      ["I have a brother named Anselm.", "2025-08-30T18:00:00Z"],
      ["My younger sister Dagny just got engaged!", "2026-01-02T18:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Anselm"), t(S, "has_sibling", "Dagny")],
    expect_closed: [],
  },
  {
    id: "q12-057",
    kind: "multi_valued",
    steps: steps(
      ["I'm on metformin.", "2025-10-10T08:00:00Z"],
      ["My doctor added lisinopril this week, so I take lisinopril now as well.", "2026-04-22T08:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "metformin"), t(S, "takes_medication", "lisinopril")],
    expect_closed: [],
  },

  // ---------------------------------------------------------------- out_of_order (7)
  {
    id: "q12-058",
    kind: "out_of_order",
    steps: steps(
      ["I live in Calloway Point.", "2026-06-11T10:00:00Z"],
      ["I live in Brisk Harrow.", "2025-02-03T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Calloway Point")],
    expect_closed: [t(S, "lives_in", "Brisk Harrow")],
  },
  {
    id: "q12-059",
    kind: "out_of_order",
    steps: steps(
      ["I work at Thimble & Crane.", "2026-05-05T09:00:00Z"],
      ["I work at Orrin Dairy, mostly on the night shift.", "2024-11-19T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Thimble & Crane")],
    expect_closed: [t(S, "works_at", "Orrin Dairy")],
  },
  {
    id: "q12-060",
    kind: "out_of_order",
    steps: steps(
      ["I'm a lead designer.", "2026-04-14T12:00:00Z"],
      ["I'm a junior designer.", "2025-01-08T12:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "lead designer")],
    expect_closed: [t(S, "job_title", "junior designer")],
  },
  {
    id: "q12-061",
    kind: "out_of_order",
    steps: steps(
      ["I speak Welsh.", "2026-03-03T09:00:00Z"],
      ["I speak Farsi.", "2025-06-06T09:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Welsh"), t(S, "speaks", "Farsi")],
    expect_closed: [],
  },
  {
    id: "q12-062",
    kind: "out_of_order",
    steps: steps(
      ["I live in Quorra Bend.", "2026-08-08T08:00:00Z"],
      ["I live in Hadley Sump.", "2024-03-03T08:00:00Z"],
      ["I live in Mossgiel Park.", "2025-05-05T08:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Quorra Bend")],
    expect_closed: [t(S, "lives_in", "Hadley Sump"), t(S, "lives_in", "Mossgiel Park")],
  },
  {
    id: "q12-063",
    kind: "out_of_order",
    steps: steps(
      ["I'm pescatarian.", "2026-07-07T19:00:00Z"],
      ["I'm vegetarian.", "2025-04-04T19:00:00Z"],
    ),
    expect_current: [t(S, "diet", "pescatarian")],
    expect_closed: [t(S, "diet", "vegetarian")],
  },
  {
    id: "q12-064",
    kind: "out_of_order",
    steps: steps(
      ["My brother Tobiah lives in Stellport.", "2026-09-09T17:00:00Z"],
      ["My brother Tobiah lives in Graymouth.", "2026-01-10T17:00:00Z"],
    ),
    expect_current: [t("Tobiah", "lives_in", "Stellport"), t(S, "has_sibling", "Tobiah")],
    expect_closed: [t("Tobiah", "lives_in", "Graymouth")],
  },

  // ---------------------------------------------------------------- correction (7)
  {
    id: "q12-065",
    kind: "correction",
    steps: steps(
      ["I live in Brantwell.", "2026-02-09T10:00:00Z"],
      ["Sorry, I meant Branxholme, not Brantwell.", "2026-02-09T10:01:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Branxholme")],
    expect_closed: [],
  },
  {
    id: "q12-066",
    kind: "correction",
    steps: steps(
      ["I work at Kelso Drayage.", "2025-11-11T14:00:00Z"],
      ["correction, it's Kelby Drayage, not Kelso Drayage. typo", "2025-11-11T14:03:00Z"],
    ),
    expect_current: [t(S, "works_at", "Kelby Drayage")],
    expect_closed: [],
  },
  {
    id: "q12-067",
    kind: "correction",
    steps: steps(
      ["My daughters are Ilsa and Maren.", "2026-03-19T20:00:00Z"],
      ["Oops, I meant Marin, not Maren. Autocorrect strikes again.", "2026-03-19T20:02:00Z"],
    ),
    expect_current: [t(S, "has_child", "Ilsa"), t(S, "has_child", "Marin")],
    expect_closed: [],
  },
  {
    id: "q12-068",
    kind: "correction",
    steps: steps(
      ["I'm allergic to peanuts and shellfish.", "2025-05-15T12:00:00Z"],
      ["Wait, not shellfish, sorry. It's sesame I'm allergic to, plus the peanuts.", "2025-05-15T12:05:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "peanuts"), t(S, "allergic_to", "sesame")],
    expect_closed: [],
  },
  {
    id: "q12-069",
    kind: "correction",
    steps: steps(
      ["My name's Jorunn.", "2025-08-18T09:00:00Z"],
      ["Actually it's Jorund, with a d at the end, not Jorunn.", "2025-08-18T09:01:00Z"],
    ),
    expect_current: [t(S, "name", "Jorund")],
    expect_closed: [],
  },
  {
    id: "q12-070",
    kind: "correction",
    steps: steps(
      ["I'm a paralegal.", "2026-06-24T15:00:00Z"],
      ["No wait, I'm a legal secretary, not a paralegal. People mix them up all the time.", "2026-06-24T15:02:00Z"],
    ),
    expect_current: [t(S, "job_title", "legal secretary")],
    expect_closed: [],
  },
  {
    id: "q12-071",
    kind: "correction",
    steps: steps(
      ["We have two dogs, Pepper and Bramble.", "2025-12-20T18:00:00Z"],
      ["Sorry, the second one is Bracken, not Bramble. Long day.", "2025-12-20T18:04:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Pepper"), t(S, "has_pet", "Bracken")],
    expect_closed: [],
  },
];
