// A third batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 and 2, written from the held-out README only, never from the held-out items or the extractor).
// Weighted towards what the pipeline handles worst: plans stated many ways ("accepted an offer, start date is
// the 3rd", "got into grad school, so we're moving in August", "the plan is to move to X") and then carried
// out, cancelled or replaced; moves told indirectly ("since we got to X", "our new place in X", "now that I'm
// in X"); job news ("guess who works at X now", "made engagement manager", "I'm at X now"); a second or
// third value added in other words (nothing may close); corrections of single and multi-valued facts; and
// endings ("sold the X", "we split up", "gave up keto"). New names and new sentences throughout.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_3: DevSequence[] = [
  // planned ---------------------------------------------------------------------------------------------
  {
    id: "f-plan-1", kind: "planned",
    steps: steps(
      ["I'm a pharmacist at Boots, been there about four years now", "2023-02-06T10:00:00Z"],
      ["ok big news, I've accepted an offer from Superdrug! start date is the 3rd, still need to tell my manager", "2023-06-14T19:30:00Z"],
      ["survived my first week at Superdrug, the commute is sooo much shorter", "2023-07-08T12:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Superdrug")], expect_closed: [t(S, "works_at", "Boots")], expect_planned: [],
  },
  {
    id: "f-plan-2", kind: "planned",
    steps: steps(
      ["I live in Ottawa with my partner.", "2022-03-01T09:00:00Z"],
      ["got into grad school at McGill!! starting in the fall, so we're moving to Montreal at the end of August", "2022-04-20T21:00:00Z"],
      ["first week of classes done. our new place in Montreal is tiny but it's right by campus", "2022-09-10T17:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Montreal")], expect_closed: [t(S, "lives_in", "Ottawa")], expect_planned: [],
  },
  {
    id: "f-plan-3", kind: "planned",
    steps: steps(
      ["We live in Raleigh.", "2026-02-01T09:00:00Z"],
      ["long story short, we're relocating to Pittsburgh next spring, Dan's whole lab is moving there", "2026-09-20T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Raleigh")], expect_closed: [], expect_planned: [t(S, "lives_in", "Pittsburgh")],
  },
  {
    id: "f-plan-4", kind: "planned",
    steps: steps(
      ["I've been living in Nottingham since uni, renting a room near the station", "2023-01-10T09:00:00Z"],
      ["the plan is to move to Brighton once my contract's up in the summer", "2023-03-01T09:00:00Z"],
      ["brighton didn't work out, the rents were insane. we ended up taking a flat in Norwich instead and moved in last week", "2023-08-15T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Norwich")], expect_closed: [t(S, "lives_in", "Nottingham")], expect_planned: [],
  },
  {
    id: "f-plan-5", kind: "planned",
    steps: steps(
      ["I'm an ICU nurse at Mercy General.", "2024-01-15T09:00:00Z"],
      ["I'm going to start at Kaiser in March, they offered me nights but the pay is way better", "2024-02-01T22:00:00Z"],
      ["ended up turning Kaiser down, staying put at Mercy General for now", "2024-02-20T08:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Mercy General")], expect_closed: [], expect_planned: [],
  },
  {
    id: "f-plan-6", kind: "planned",
    steps: steps(
      ["I work at Etsy as a backend dev.", "2025-03-01T09:00:00Z"],
      ["so I'm starting at Grammarly in January!! still can't quite believe it", "2026-10-05T20:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Etsy")], expect_closed: [], expect_planned: [t(S, "works_at", "Grammarly")],
  },
  {
    id: "f-plan-7", kind: "planned",
    steps: steps(
      ["We live in Charlotte.", "2025-01-10T09:00:00Z"],
      ["we bought a house in Asheville!! we get the keys in May and the movers are booked for the 20th", "2025-03-15T19:00:00Z"],
      ["all moved in to the Asheville house, boxes everywhere but the mountain views are unreal", "2025-05-28T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Asheville")], expect_closed: [t(S, "lives_in", "Charlotte")], expect_planned: [],
  },
  {
    id: "f-plan-8", kind: "planned",
    steps: steps(
      ["I'm a data scientist at Wayfair.", "2024-06-01T09:00:00Z"],
      ["I'm joining Peloton in February, signed everything yesterday", "2024-11-20T09:00:00Z"],
      ["change of plans — Peloton pulled the offer after a hiring freeze, so I went with Chewy instead. started there on Monday", "2025-02-12T19:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Chewy")], expect_closed: [t(S, "works_at", "Wayfair")], expect_planned: [],
  },
  {
    id: "f-plan-9", kind: "planned",
    steps: steps(
      ["I'm in Perth, been here my whole life", "2025-04-01T09:00:00Z"],
      ["it's official, we're emigrating to Wellington in February!! one-way flights booked and everything", "2026-10-12T08:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Perth")], expect_closed: [], expect_planned: [t(S, "lives_in", "Wellington")],
  },
  {
    id: "f-plan-10", kind: "planned",
    steps: steps(
      ["I live in Tucson.", "2023-01-05T09:00:00Z"],
      ["we're moving to San Diego in the summer to be closer to my parents", "2023-03-10T09:00:00Z"],
      ["now that I'm in San Diego I go surfing every weekend, should've done this years ago", "2023-08-01T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "San Diego")], expect_closed: [t(S, "lives_in", "Tucson")], expect_planned: [],
  },
  {
    id: "f-plan-11", kind: "planned",
    steps: steps(
      ["We live in Gothenburg.", "2024-02-01T09:00:00Z"],
      ["We're supposed to be moving to Stockholm in October for Erik's job", "2024-05-01T09:00:00Z"],
      ["Erik's transfer got cancelled so Stockholm is off, we're staying in Gothenburg", "2024-08-10T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Gothenburg")], expect_closed: [], expect_planned: [],
  },
  {
    id: "f-plan-12", kind: "planned",
    steps: steps(
      ["I'm a staff accountant at Grant Thornton.", "2024-01-10T09:00:00Z"],
      ["my manager told me I'll be made audit senior in April, fingers crossed nothing changes", "2024-02-15T17:00:00Z"],
      ["it's official, I'm an audit senior as of this week", "2024-04-05T17:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "audit senior"), t(S, "works_at", "Grant Thornton")], expect_closed: [t(S, "job_title", "staff accountant")], expect_planned: [],
  },
  {
    id: "f-plan-13", kind: "planned",
    steps: steps(
      ["I work in marketing at Hootsuite.", "2025-06-01T09:00:00Z"],
      ["Accepted an offer from Wealthsimple this morning! start date is the 3rd, so a few more weeks of Hootsuite", "2026-10-14T12:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Hootsuite")], expect_closed: [], expect_planned: [t(S, "works_at", "Wealthsimple")],
  },
  {
    id: "f-plan-14", kind: "planned",
    steps: steps(
      ["we live in Kraków", "2026-01-15T09:00:00Z"],
      ["we're planning to move to Warsaw next year", "2026-06-01T09:00:00Z"],
      ["scratch Warsaw, we've decided on Gdańsk instead — moving there in the spring", "2026-09-01T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Kraków")], expect_closed: [], expect_planned: [t(S, "lives_in", "Gdańsk")],
  },
  {
    id: "f-plan-15", kind: "planned",
    steps: steps(
      ["I'm a barista at Pret.", "2023-03-01T09:00:00Z"],
      ["got the job at Gail's!! my first shift is on the 14th, handing in my apron at Pret on friday", "2023-09-05T16:00:00Z"],
      ["a month at Gail's now and honestly the pastries alone make it worth it", "2023-10-16T16:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Gail's")], expect_closed: [t(S, "works_at", "Pret")], expect_planned: [],
  },
  {
    id: "f-plan-16", kind: "planned",
    steps: steps(
      ["our flat in Leith is lovely but it's freezing in winter", "2024-01-05T09:00:00Z"],
      ["lease is up in March and then we're off to Inverness, Ali got a job at the hospital there", "2024-01-20T09:00:00Z"],
      ["we got the keys to our Inverness flat on the 2nd and it's been snowing ever since", "2024-03-05T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Inverness")], expect_closed: [t(S, "lives_in", "Leith")], expect_planned: [],
  },

  // move ------------------------------------------------------------------------------------------------
  {
    id: "f-move-1", kind: "move",
    steps: steps(
      ["I live in Minneapolis.", "2022-02-01T09:00:00Z"],
      ["since we got to Milwaukee in june it's been nonstop, the kids already have friends on our street", "2022-08-10T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Milwaukee")], expect_closed: [t(S, "lives_in", "Minneapolis")],
  },
  {
    id: "f-move-2", kind: "move",
    steps: steps(
      ["we're renting in Bordeaux for now", "2023-01-10T09:00:00Z"],
      ["our new place in Toulouse has a garden finally, the dog is thrilled", "2023-07-02T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Toulouse")], expect_closed: [t(S, "lives_in", "Bordeaux")],
  },
  {
    id: "f-move-3", kind: "move",
    steps: steps(
      ["I'm based in Kyoto, teaching English at a high school.", "2022-04-01T09:00:00Z"],
      ["now that I'm in Osaka the commute is 10 min instead of an hour lol", "2023-02-15T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Osaka")], expect_closed: [t(S, "lives_in", "Kyoto")],
  },
  {
    id: "f-move-4", kind: "move",
    steps: steps(
      ["I live in Albuquerque, been here since college", "2022-01-15T09:00:00Z"],
      ["we made it to Santa Fe with all our stuff, the drive with two cats was something else. now to unpack 40 boxes", "2022-06-20T21:00:00Z"],
      ["another move, this time to El Paso for my wife's job. third city in three years, I'm tired", "2023-05-10T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "El Paso")], expect_closed: [t(S, "lives_in", "Albuquerque"), t(S, "lives_in", "Santa Fe")],
  },
  {
    id: "f-move-5", kind: "move",
    steps: steps(
      ["Originally from Recife, living in São Paulo now and working at Nubank.", "2023-03-01T09:00:00Z"],
      ["Nubank let me go fully remote so I packed up and moved to Florianópolis, best decision ever", "2024-01-20T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Florianópolis"), t(S, "works_at", "Nubank"), t(S, "from", "Recife")], expect_closed: [t(S, "lives_in", "São Paulo")],
  },
  {
    id: "f-move-6", kind: "move",
    steps: steps(
      ["Atlanta's been home for about six years now", "2023-01-10T09:00:00Z"],
      ["back from a long weekend in Savannah, loved all the little squares", "2023-04-03T09:00:00Z"],
      ["we closed on a house in Nashville and moved in two weeks ago, still no internet", "2023-09-18T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Nashville"), t(S, "visited", "Savannah")], expect_closed: [t(S, "lives_in", "Atlanta")],
  },
  {
    id: "f-move-7", kind: "move",
    steps: steps(
      ["I'm living in Cape Town at the moment.", "2022-05-01T09:00:00Z"],
      ["moved back home to Durban after my dad's surgery, it's good to be near family", "2022-11-20T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Durban")], expect_closed: [t(S, "lives_in", "Cape Town")],
  },
  {
    id: "f-move-8", kind: "move",
    steps: steps(
      ["I live in Lille.", "2022-01-10T09:00:00Z"],
      ["Nantes has been good to us since we moved in April", "2022-07-01T09:00:00Z"],
      ["new city again, we're in Rennes now, closer to the coast", "2023-05-01T09:00:00Z"],
      ["we've settled in Brest for good I think, bought a little house by the harbour", "2024-06-01T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Brest")], expect_closed: [t(S, "lives_in", "Lille"), t(S, "lives_in", "Nantes"), t(S, "lives_in", "Rennes")],
  },
  {
    id: "f-move-9", kind: "move",
    steps: steps(
      ["we're in Tallinn, both working remote", "2023-02-01T09:00:00Z"],
      ["we now call Riga home, the old town is gorgeous and the rent is half", "2024-02-20T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Riga")], expect_closed: [t(S, "lives_in", "Tallinn")],
  },
  {
    id: "f-move-10", kind: "move",
    steps: steps(
      ["I'm in Sacramento, renting a place with two roommates", "2023-01-05T09:00:00Z"],
      ["Finally left Sacramento for Reno last month, no state income tax and the mountains are right there", "2023-10-03T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Reno")], expect_closed: [t(S, "lives_in", "Sacramento")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "f-job-1", kind: "job_change",
    steps: steps(
      ["I'm a recruiter at LinkedIn.", "2023-02-01T09:00:00Z"],
      ["today was my last day at LinkedIn. no plan yet, just gonna rest for a bit", "2024-04-26T18:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "works_at", "LinkedIn")],
  },
  {
    id: "f-job-2", kind: "job_change",
    steps: steps(
      ["I work at Airbnb on the payments team.", "2023-01-01T09:00:00Z"],
      ["guess who works at Dropbox now!! my first standup was this morning", "2024-03-04T12:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Dropbox")], expect_closed: [t(S, "works_at", "Airbnb")],
  },
  {
    id: "f-job-3", kind: "job_change",
    steps: steps(
      ["I'm an associate at McKinsey.", "2022-09-01T09:00:00Z"],
      ["made engagement manager in the last review cycle, so more travel but better pay", "2024-01-15T09:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "engagement manager"), t(S, "works_at", "McKinsey")], expect_closed: [t(S, "job_title", "associate")],
  },
  {
    id: "f-job-4", kind: "job_change",
    steps: steps(
      ["I work for Siemens as a controls engineer.", "2022-05-01T09:00:00Z"],
      ["quick update, I'm at Bosch now, same kind of work but a way better team", "2023-11-10T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Bosch")], expect_closed: [t(S, "works_at", "Siemens")],
  },
  {
    id: "f-job-5", kind: "job_change",
    steps: steps(
      ["I'm a line cook at Nando's.", "2023-04-01T09:00:00Z"],
      ["started at Dishoom this week, the kitchen is insane but I'm learning loads", "2023-09-12T23:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Dishoom")], expect_closed: [t(S, "works_at", "Nando's")],
  },
  {
    id: "f-job-6", kind: "job_change",
    steps: steps(
      ["I work at Meta in QA.", "2022-06-01T09:00:00Z"],
      ["I got caught in the latest round of layoffs at Meta, so I'm officially between jobs", "2022-11-10T09:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "works_at", "Meta")],
  },
  {
    id: "f-job-7", kind: "job_change",
    steps: steps(
      ["I'm a junior developer at Sage.", "2023-01-01T09:00:00Z"],
      ["I took a job as a senior developer at Xero, first week there is done", "2024-05-10T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Xero"), t(S, "job_title", "senior developer")], expect_closed: [t(S, "works_at", "Sage"), t(S, "job_title", "junior developer")],
  },
  {
    id: "f-job-8", kind: "job_change",
    steps: steps(
      ["I've been at Unilever for five years, in brand management", "2022-03-01T09:00:00Z"],
      ["I resigned from Unilever, taking the summer off to travel", "2023-05-15T09:00:00Z"],
      ["back to work! I'm at Diageo now, in the whisky team", "2023-10-02T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Diageo")], expect_closed: [t(S, "works_at", "Unilever")],
  },
  {
    id: "f-job-9", kind: "job_change",
    steps: steps(
      ["I work as a paralegal.", "2023-02-01T09:00:00Z"],
      ["passed the bar!! I'm officially an associate attorney now, same firm though", "2024-11-20T09:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "associate attorney")], expect_closed: [t(S, "job_title", "paralegal")],
  },
  {
    id: "f-job-10", kind: "job_change",
    steps: steps(
      ["I'm a flight attendant with Delta.", "2022-01-01T09:00:00Z"],
      ["after seven years with Delta I switched to United in January, the crews here are great", "2023-03-01T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "United")], expect_closed: [t(S, "works_at", "Delta")],
  },

  // multi_valued: adding a value closes nothing ---------------------------------------------------------
  {
    id: "f-multi-1", kind: "multi_valued",
    steps: steps(
      ["I'm bilingual, Greek and English", "2023-01-01T09:00:00Z"],
      ["after two years of evening classes I can also get by in Turkish, at least enough to order food", "2024-06-01T09:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Greek"), t(S, "speaks", "English"), t(S, "speaks", "Turkish")], expect_closed: [],
  },
  {
    id: "f-multi-2", kind: "multi_valued",
    steps: steps(
      ["I'm allergic to latex.", "2023-01-01T09:00:00Z"],
      ["new one for the list: the allergist says I'm allergic to sesame as well, so hummus is off the menu", "2024-01-01T09:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "latex"), t(S, "allergic_to", "sesame")], expect_closed: [],
  },
  {
    id: "f-multi-3", kind: "multi_valued",
    steps: steps(
      ["my cat Tofu is asleep on my keyboard again", "2023-01-01T09:00:00Z"],
      ["we adopted a second cat, Miso, and Tofu is not impressed", "2024-02-01T09:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Tofu"), t(S, "has_pet", "Miso")], expect_closed: [],
  },
  {
    id: "f-multi-4", kind: "multi_valued",
    steps: steps(
      ["my kids Oliver and Zoe are on half-term this week so I'm slowly losing it", "2022-10-24T09:00:00Z"],
      ["and then there were three: baby Hugo arrived on Sunday, 3.4 kg and very loud", "2023-09-01T09:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Oliver"), t(S, "has_child", "Zoe"), t(S, "has_child", "Hugo")], expect_closed: [],
  },
  {
    id: "f-multi-5", kind: "multi_valued",
    steps: steps(
      ["I've got a MacBook Air for work.", "2023-01-01T09:00:00Z"],
      ["finally caved and picked up a Steam Deck, goodbye free time", "2024-01-01T09:00:00Z"],
    ),
    expect_current: [t(S, "owns", "MacBook Air"), t(S, "owns", "Steam Deck")], expect_closed: [],
  },
  {
    id: "f-multi-6", kind: "multi_valued",
    steps: steps(
      ["I've been to Iceland and Norway.", "2023-01-01T09:00:00Z"],
      ["crossed Vietnam off the list this spring, three weeks from north to south", "2024-05-01T09:00:00Z"],
    ),
    expect_current: [t(S, "visited", "Iceland"), t(S, "visited", "Norway"), t(S, "visited", "Vietnam")], expect_closed: [],
  },
  {
    id: "f-multi-7", kind: "multi_valued",
    steps: steps(
      ["my big brother Marcus is coming over for dinner, he's a terrible guest lol", "2023-01-01T09:00:00Z"],
      ["my twin sister Nina is staying with me for a few months while her flat gets renovated", "2024-01-01T09:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Marcus"), t(S, "has_sibling", "Nina")], expect_closed: [],
  },
  {
    id: "f-multi-8", kind: "multi_valued",
    steps: steps(
      ["I'm on levothyroxine for my thyroid.", "2023-01-01T09:00:00Z"],
      ["the cardiologist started me on atorvastatin last week, on top of everything else", "2024-01-01T09:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "levothyroxine"), t(S, "takes_medication", "atorvastatin")], expect_closed: [],
  },
  {
    id: "f-multi-9", kind: "multi_valued",
    steps: steps(
      ["we have a rabbit named Clover", "2023-01-01T09:00:00Z"],
      ["the kids talked me into a guinea pig, his name is Pickle", "2024-03-01T09:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Clover"), t(S, "has_pet", "Pickle")], expect_closed: [],
  },
  {
    id: "f-multi-10", kind: "multi_valued",
    steps: steps(
      ["I'm allergic to bee stings, I carry an epipen everywhere", "2023-01-01T09:00:00Z"],
      ["add kiwi to my allergy list, found out the hard way at brunch", "2024-01-01T09:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "bee stings"), t(S, "allergic_to", "kiwi")], expect_closed: [],
  },

  // correction ------------------------------------------------------------------------------------------
  {
    id: "f-corr-1", kind: "correction",
    steps: steps(["I live in Gratz, it's lovely in autumn", "2024-01-01T09:00:00Z"], ["typo, Graz not Gratz", "2024-01-01T09:03:00Z"]),
    expect_current: [t(S, "lives_in", "Graz")], expect_closed: [],
  },
  {
    id: "f-corr-2", kind: "correction",
    steps: steps(["I speak Swedish and Norwegian.", "2024-02-01T09:00:00Z"], ["sorry I meant Finnish, not Norwegian. Swedish is right though", "2024-02-01T09:04:00Z"]),
    expect_current: [t(S, "speaks", "Swedish"), t(S, "speaks", "Finnish")], expect_closed: [],
  },
  {
    id: "f-corr-3", kind: "correction",
    steps: steps(["I work at Capgemini.", "2024-03-01T09:00:00Z"], ["ugh I keep doing this — it's Sopra Steria, not Capgemini. Capgemini was the interview I didn't take", "2024-03-01T09:05:00Z"]),
    expect_current: [t(S, "works_at", "Sopra Steria")], expect_closed: [],
  },
  {
    id: "f-corr-4", kind: "correction",
    steps: steps(["our dog Maple is turning three next week", "2024-04-01T09:00:00Z"], ["wait, it's Mabel, not Maple lol. my phone keeps changing it", "2024-04-01T09:02:00Z"]),
    expect_current: [t(S, "has_pet", "Mabel")], expect_closed: [],
  },
  {
    id: "f-corr-5", kind: "correction",
    steps: steps(["my kids are Finn and Rosa", "2024-05-01T09:00:00Z"], ["oops, Rosie, not Rosa. Finn's right", "2024-05-01T09:03:00Z"]),
    expect_current: [t(S, "has_child", "Finn"), t(S, "has_child", "Rosie")], expect_closed: [],
  },
  {
    id: "f-corr-6", kind: "correction",
    steps: steps(["I take omeprazole every morning.", "2024-06-01T09:00:00Z"], ["I got that wrong, it's esomeprazole, not omeprazole", "2024-06-01T09:10:00Z"]),
    expect_current: [t(S, "takes_medication", "esomeprazole")], expect_closed: [],
  },
  {
    id: "f-corr-7", kind: "correction",
    steps: steps(["I'm a sous chef.", "2024-07-01T09:00:00Z"], ["I mean pastry chef, not sous chef — completely different job haha", "2024-07-01T09:05:00Z"]),
    expect_current: [t(S, "job_title", "pastry chef")], expect_closed: [],
  },
  {
    id: "f-corr-8", kind: "correction",
    steps: steps(["My best friend Dana lives in Stuttgart.", "2024-08-01T09:00:00Z"], ["no wait, Dana's in Strasbourg, not Stuttgart. I always mix those two up", "2024-08-01T09:05:00Z"]),
    expect_current: [t("Dana", "lives_in", "Strasbourg"), t(S, "has_friend", "Dana")], expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "f-past-1", kind: "past",
    steps: steps(["I'm a shift supervisor at Starbucks.", "2023-01-01T09:00:00Z"], ["I quit Starbucks on friday, couldn't face another holiday season", "2023-11-20T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Starbucks")],
  },
  {
    id: "f-past-2", kind: "past",
    steps: steps(["I'm keto.", "2023-01-01T09:00:00Z"], ["gave up keto after six months, I missed bread way too much", "2023-07-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "diet", "keto")],
  },
  {
    id: "f-past-3", kind: "past",
    steps: steps(["we own a sailboat, we keep it down at the marina", "2023-05-01T09:00:00Z"], ["sold the sailboat in the fall, the marina fees were brutal", "2024-01-10T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "owns", "sailboat")],
  },
  {
    id: "f-past-4", kind: "past",
    steps: steps(["my boyfriend Theo is coming to visit this weekend", "2023-02-01T09:00:00Z"], ["Theo and I split up last month. I'm okay, mostly", "2023-09-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "partner", "Theo")],
  },
  {
    id: "f-past-5", kind: "past",
    steps: steps(["I've been on warfarin since the DVT in March", "2023-05-01T09:00:00Z"], ["I'm no longer on warfarin, the hematologist said the clot is gone", "2023-10-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "takes_medication", "warfarin")],
  },
  {
    id: "f-past-6", kind: "past",
    steps: steps(["My husband Gareth and I are celebrating 10 years this month.", "2022-06-01T09:00:00Z"], ["Gareth is my ex-husband now, the divorce went through in the spring", "2024-07-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "married_to", "Gareth")],
  },
  {
    id: "f-past-7", kind: "past",
    steps: steps(["I'm obsessed with CrossFit, five days a week", "2023-01-01T09:00:00Z"], ["honestly I'm over CrossFit, cancelled my membership last week and haven't missed it", "2024-02-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "likes", "CrossFit")],
  },
  {
    id: "f-past-8", kind: "past",
    steps: steps(["we rent a flat in Bologna", "2023-03-01T09:00:00Z"], ["we gave up the flat in Bologna and we're travelling around in a van for a year", "2024-04-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "lives_in", "Bologna")],
  },

  // rename ----------------------------------------------------------------------------------------------
  {
    id: "f-rename-1", kind: "rename",
    steps: steps(["I work at Brightline Health.", "2023-01-01T09:00:00Z"], ["we rebranded last week, Brightline Health is Lumen Health now. new logo is nice at least", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Lumen Health")], expect_closed: [],
  },
  {
    id: "f-rename-2", kind: "rename",
    steps: steps(["I'm Aleksandra.", "2023-01-01T09:00:00Z"], ["actually call me Ola please, nobody uses Aleksandra except my mum", "2023-01-02T09:00:00Z"]),
    expect_current: [t(S, "name", "Ola")], expect_closed: [t(S, "name", "Aleksandra")],
  },
  {
    id: "f-rename-3", kind: "rename",
    steps: steps(["our hamster Nugget escaped again last night", "2023-01-01T09:00:00Z"], ["the kids changed Nugget's name to Captain, don't ask", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Captain")], expect_closed: [],
  },
  {
    id: "f-rename-4", kind: "rename",
    steps: steps(["Imran, a friend from uni, works at Wavecrest as a designer", "2023-01-01T09:00:00Z"], ["Wavecrest got acquired and renamed, it's called Tidewater now", "2024-01-01T09:00:00Z"]),
    expect_current: [t("Imran", "works_at", "Tidewater"), t(S, "has_friend", "Imran")], expect_closed: [],
  },
  {
    id: "f-rename-5", kind: "rename",
    steps: steps(["My name is Laura Kim.", "2023-01-01T09:00:00Z"], ["got married in June, so it's Laura Park now, not Laura Kim", "2023-07-01T09:00:00Z"]),
    expect_current: [t(S, "name", "Laura Park")], expect_closed: [t(S, "name", "Laura Kim")],
  },

  // restate ---------------------------------------------------------------------------------------------
  {
    id: "f-restate-1", kind: "restate",
    steps: steps(["I live in Washington DC.", "2024-01-01T09:00:00Z"], ["still in DC, still loving the free museums", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Washington DC")], expect_closed: [], equivalents: [["DC", "Washington DC"]],
  },
  {
    id: "f-restate-2", kind: "restate",
    steps: steps(["I'm a nurse at Johns Hopkins.", "2024-01-01T09:00:00Z"], ["ten years at Johns Hopkins next week, they're giving me a pin lol", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Johns Hopkins")], expect_closed: [],
  },
  {
    id: "f-restate-3", kind: "restate",
    steps: steps(["My daughter is Imogen.", "2024-01-01T09:00:00Z"], ["my daughter Imogen starts school next week, can't believe it", "2024-08-28T09:00:00Z"]),
    expect_current: [t(S, "has_child", "Imogen")], expect_closed: [],
  },
  {
    id: "f-restate-4", kind: "restate",
    steps: steps(["I speak Mandarin.", "2024-01-01T09:00:00Z"], ["Mandarin is my first language, so yes I can help with the translation", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "speaks", "Mandarin")], expect_closed: [],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "f-like-1", kind: "repeat_like",
    steps: steps(["I love salsa dancing.", "2024-01-01T09:00:00Z"], ["salsa dancing on thursdays is the highlight of my week, I adore it", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "salsa dancing")], expect_closed: [],
  },
  {
    id: "f-like-2", kind: "repeat_like",
    steps: steps(["I'm really into birdwatching.", "2024-01-01T09:00:00Z"], ["birdwatching is my happy place, saw a heron this morning", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "birdwatching")], expect_closed: [],
  },
  {
    id: "f-like-3", kind: "repeat_like",
    steps: steps(["I love ramen.", "2024-01-01T09:00:00Z"], ["lately I'm really into Ethiopian food too, the injera place downtown is amazing", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "ramen"), t(S, "likes", "Ethiopian food")], expect_closed: [],
  },
  {
    id: "f-like-4", kind: "repeat_like",
    steps: steps(
      ["I'm a big fan of Formula 1.", "2024-01-01T09:00:00Z"],
      ["I'm obsessed with Formula 1 lately, watched every race this season", "2024-02-01T09:00:00Z"],
      ["also really enjoying cycling, got a road bike for my birthday", "2024-03-01T09:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Formula 1"), t(S, "likes", "cycling")], expect_closed: [],
  },

  // out_of_order: each later step is dated before the one already stored ----------------------------------
  {
    id: "f-ooo-1", kind: "out_of_order",
    steps: steps(["our new place in Ghent is great, so much light", "2025-05-01T09:00:00Z"], ["I live in Antwerp.", "2023-01-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Ghent")], expect_closed: [t(S, "lives_in", "Antwerp")],
  },
  {
    id: "f-ooo-2", kind: "out_of_order",
    steps: steps(["I'm at Revolut now, loving it", "2025-04-01T09:00:00Z"], ["I work at Barclays.", "2022-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Revolut")], expect_closed: [t(S, "works_at", "Barclays")],
  },
  {
    id: "f-ooo-3", kind: "out_of_order",
    steps: steps(["we adopted a dog named Juniper last month", "2025-01-01T09:00:00Z"], ["I have a cat, Pumpkin.", "2022-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Juniper"), t(S, "has_pet", "Pumpkin")], expect_closed: [],
  },
  {
    id: "f-ooo-4", kind: "out_of_order",
    steps: steps(["they promoted me to principal designer!", "2025-06-01T09:00:00Z"], ["I'm a senior designer.", "2023-01-01T09:00:00Z"]),
    expect_current: [t(S, "job_title", "principal designer")], expect_closed: [t(S, "job_title", "senior designer")],
  },
  {
    id: "f-ooo-5", kind: "out_of_order",
    steps: steps(
      ["since moving to Bilbao I eat way too many pintxos", "2025-08-01T09:00:00Z"],
      ["I live in Seville.", "2022-01-10T09:00:00Z"],
      ["we're in Granada now, the Alhambra is ten minutes away", "2023-06-01T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bilbao")], expect_closed: [t(S, "lives_in", "Seville"), t(S, "lives_in", "Granada")],
  },
];
