// An eighth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 7, written from the held-out README only, never from the held-out items or the extractor).
// PLAIN wording by yet another writer: ordinary, well-formed English of the kind people type to an assistant,
// one or two sentences per step, contractions and the odd exclamation, no two steps built on the same template.
// Only the held-out set's weak kinds:
//   move          (10) supersession; chains of 3 and 4 cities; a move leaves works_at, from and visited open
//   job_change    (10) supersession; leaving/laid off with no new job; "I start at Y next month" then started;
//                      promotions (job_title)
//   multi_valued  (10) has_child, allergic_to, speaks, owns, visited, has_pet, has_sibling, takes_medication
//   past          (8)  not anymore / stopped taking / sold / used to / gave away / closed an account
//   planned       (8)  a plan then done; a plan cancelled; a plan replaced; a plan still ahead at READ_AT
//   repeat_like   (8)  the same like in other words is one fact; different likes accumulate
//   rename        (6)  company rename (also a chain of two, and leaving after one), a friend's employer, self, pet
// New names, places and companies throughout. Where a phrasing didn't clearly support a closed fact, the
// triple was left out of expect_closed, as the README says.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_8: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "e8-move-1", kind: "move",
    steps: steps(
      ["I live in Halifax.", "2023-03-04T10:00:00Z"],
      ["We just moved to Winnipeg, there are boxes everywhere!", "2023-09-10T17:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Winnipeg")],
    expect_closed: [t(S, "lives_in", "Halifax")],
  },
  {
    id: "e8-move-2", kind: "move",
    steps: steps(
      ["I'm living in Tucson at the moment.", "2022-02-14T09:00:00Z"],
      ["We moved to Albuquerque in June for my partner's job.", "2022-07-03T20:00:00Z"],
      ["And now we've settled in Boise. Hopefully that's the last move for a while!", "2024-05-19T12:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Boise")],
    expect_closed: [t(S, "lives_in", "Tucson"), t(S, "lives_in", "Albuquerque")],
  },
  {
    id: "e8-move-3", kind: "move",
    steps: steps(
      ["My home is in Gdańsk.", "2021-01-20T08:00:00Z"],
      ["I relocated to Poznań when I changed teams.", "2021-09-02T08:00:00Z"],
      ["Spent a year there and then moved on to Wrocław.", "2022-10-11T08:00:00Z"],
      ["These days I live in Kraków.", "2024-06-30T08:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Kraków")],
    expect_closed: [t(S, "lives_in", "Gdańsk"), t(S, "lives_in", "Poznań"), t(S, "lives_in", "Wrocław")],
  },
  {
    id: "e8-move-4", kind: "move",
    steps: steps(
      ["I work at Tallpine Studios and I live in Asheville.", "2024-01-08T15:00:00Z"],
      ["We moved to Raleigh last month. I'm fully remote now, so the job came with me.", "2024-04-12T15:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Raleigh"), t(S, "works_at", "Tallpine Studios")],
    expect_closed: [t(S, "lives_in", "Asheville")],
  },
  {
    id: "e8-move-5", kind: "move",
    steps: steps(
      ["I went to Reykjavik last winter and loved it.", "2025-03-01T11:00:00Z"],
      ["I live in Dayton, by the way.", "2025-03-01T11:05:00Z"],
      ["Packed up the whole house and moved to Cincinnati.", "2025-08-23T19:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Cincinnati"), t(S, "visited", "Reykjavik")],
    expect_closed: [t(S, "lives_in", "Dayton")],
  },
  {
    id: "e8-move-6", kind: "move",
    steps: steps(
      ["I'm originally from Galway but I live in Dublin now.", "2023-05-05T10:00:00Z"],
      ["We bought a house in Cork and moved in on Saturday.", "2024-02-26T10:00:00Z"],
    ),
    expect_current: [t(S, "from", "Galway"), t(S, "lives_in", "Cork")],
    expect_closed: [t(S, "lives_in", "Dublin")],
  },
  {
    id: "e8-move-7", kind: "move",
    steps: steps(
      ["I'm based in Ottawa.", "2022-04-18T13:00:00Z"],
      ["Got transferred to Calgary, so that's home now.", "2023-01-09T13:00:00Z"],
      ["Moved again, this time to Victoria. Love being near the ocean.", "2025-07-15T13:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Victoria")],
    expect_closed: [t(S, "lives_in", "Ottawa"), t(S, "lives_in", "Calgary")],
  },
  {
    id: "e8-move-8", kind: "move",
    steps: steps(
      ["I've lived in Bristol for six years.", "2024-09-01T09:30:00Z"],
      ["Finally made the move to Bath. It's so much quieter here.", "2025-01-27T09:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bath")],
    expect_closed: [t(S, "lives_in", "Bristol")],
  },
  {
    id: "e8-move-9", kind: "move",
    steps: steps(
      ["I live in Pune and work at Sahyadri Analytics.", "2023-06-10T06:00:00Z"],
      ["I was in Singapore for a week on a work trip, just got back.", "2023-11-04T06:00:00Z"],
      ["We shifted to Bengaluru last month, my company let me keep my job.", "2024-03-15T06:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bengaluru"), t(S, "works_at", "Sahyadri Analytics"), t(S, "visited", "Singapore")],
    expect_closed: [t(S, "lives_in", "Pune")],
  },
  {
    id: "e8-move-10", kind: "move",
    steps: steps(
      ["We live in Savannah.", "2020-03-03T14:00:00Z"],
      ["We moved up the coast to Charleston.", "2021-05-21T14:00:00Z"],
      ["Then we ended up in Richmond after my husband's new job came through.", "2022-08-30T14:00:00Z"],
      ["We're in Baltimore now, just signed a lease on a rowhouse.", "2025-10-02T14:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Baltimore")],
    expect_closed: [t(S, "lives_in", "Savannah"), t(S, "lives_in", "Charleston"), t(S, "lives_in", "Richmond")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "e8-job-1", kind: "job_change",
    steps: steps(
      ["I'm a teller at Copperleaf Bank.", "2023-02-02T09:00:00Z"],
      ["I accepted an offer from Northmere Insurance and started there this week.", "2024-01-19T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Northmere Insurance")],
    expect_closed: [t(S, "works_at", "Copperleaf Bank")],
  },
  {
    id: "e8-job-2", kind: "job_change",
    steps: steps(
      ["I'm a nurse at St. Brendan's Hospital.", "2022-11-11T07:00:00Z"],
      ["I handed in my notice and left St. Brendan's Hospital on Friday. Taking a break for a bit.", "2024-06-24T07:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "St. Brendan's Hospital")],
  },
  {
    id: "e8-job-3", kind: "job_change",
    steps: steps(
      ["I'm a dispatcher with Halverson Logistics.", "2025-04-10T10:00:00Z"],
      ["Big news: I start at Quillfeather next month!", "2025-05-02T10:00:00Z"],
      ["First week at Quillfeather done, everyone's really nice.", "2025-06-07T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Quillfeather")],
    expect_closed: [t(S, "works_at", "Halverson Logistics")],
    expect_planned: [],
  },
  {
    id: "e8-job-4", kind: "job_change",
    steps: steps(
      ["I'm a sales associate at Marrow & Pike.", "2023-08-14T16:00:00Z"],
      ["I've been promoted to store manager!", "2024-10-01T16:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "store manager"), t(S, "works_at", "Marrow & Pike")],
    expect_closed: [t(S, "job_title", "sales associate")],
  },
  {
    id: "e8-job-5", kind: "job_change",
    steps: steps(
      ["Tidewell Labs is where I work.", "2021-03-01T09:00:00Z"],
      ["Switched jobs, I'm at Brackenridge Capital now.", "2022-04-12T09:00:00Z"],
      ["Left Brackenridge Capital after a rough year and joined Orrin Health.", "2023-05-08T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Orrin Health")],
    expect_closed: [t(S, "works_at", "Tidewell Labs"), t(S, "works_at", "Brackenridge Capital")],
  },
  {
    id: "e8-job-6", kind: "job_change",
    steps: steps(
      ["I've been at Sundial Games for four years, I do level design there.", "2025-02-17T12:00:00Z"],
      ["I got laid off from Sundial Games yesterday.", "2025-09-05T12:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Sundial Games")],
  },
  {
    id: "e8-job-7", kind: "job_change",
    steps: steps(
      ["I'm a software engineer at Vantor.", "2024-01-15T10:00:00Z"],
      ["Got bumped up to staff engineer this spring, still can't quite believe it.", "2025-05-28T10:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "staff engineer"), t(S, "works_at", "Vantor")],
    expect_closed: [t(S, "job_title", "software engineer")],
  },
  {
    id: "e8-job-8", kind: "job_change",
    steps: steps(
      ["My job is at Greyfield Council, in the planning department.", "2022-09-20T08:30:00Z"],
      ["I moved over to Ashbury Housing Trust in March and I'm much happier.", "2023-04-14T08:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ashbury Housing Trust")],
    expect_closed: [t(S, "works_at", "Greyfield Council")],
  },
  {
    id: "e8-job-9", kind: "job_change",
    steps: steps(
      ["I'm between jobs right now.", "2026-06-03T11:00:00Z"],
      ["Got the offer! I start at Kestrel Robotics next month.", "2026-06-25T11:00:00Z"],
      ["Today was my first day at Kestrel Robotics.", "2026-07-06T19:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Kestrel Robotics")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "e8-job-10", kind: "job_change",
    steps: steps(
      ["I'm a barista at Bean There.", "2024-07-07T15:00:00Z"],
      ["I quit the café. I'm a receptionist at Lindqvist Dental now.", "2025-02-11T15:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Lindqvist Dental"), t(S, "job_title", "receptionist")],
    expect_closed: [t(S, "works_at", "Bean There"), t(S, "job_title", "barista")],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "e8-multi-1", kind: "multi_valued",
    steps: steps(
      ["My daughter Ines just turned five.", "2025-03-09T18:00:00Z"],
      ["We had a baby boy last week and named him Tomasz.", "2025-11-20T18:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Ines"), t(S, "has_child", "Tomasz")],
    expect_closed: [],
  },
  {
    id: "e8-multi-2", kind: "multi_valued",
    steps: steps(
      ["I'm allergic to peanuts.", "2024-04-02T12:00:00Z"],
      ["Turns out I'm allergic to shellfish as well, found that out the hard way.", "2024-08-16T12:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "peanuts"), t(S, "allergic_to", "shellfish")],
    expect_closed: [],
  },
  {
    id: "e8-multi-3", kind: "multi_valued",
    steps: steps(
      ["I speak Portuguese and English.", "2023-10-10T10:00:00Z"],
      ["I can speak Swahili too, my grandmother taught me.", "2024-01-30T10:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Portuguese"), t(S, "speaks", "English"), t(S, "speaks", "Swahili")],
    expect_closed: [],
  },
  {
    id: "e8-multi-4", kind: "multi_valued",
    steps: steps(
      ["I've got a Subaru Outback.", "2024-05-05T09:00:00Z"],
      ["Just bought a Kawasaki Ninja too!", "2025-06-14T09:00:00Z"],
    ),
    expect_current: [t(S, "owns", "Subaru Outback"), t(S, "owns", "Kawasaki Ninja")],
    expect_closed: [],
  },
  {
    id: "e8-multi-5", kind: "multi_valued",
    steps: steps(
      ["I've been to Marrakech.", "2023-07-01T20:00:00Z"],
      ["Got back from Hanoi on Sunday, what a trip.", "2024-03-12T20:00:00Z"],
      ["I also visited Cusco back in 2019.", "2024-03-12T20:10:00Z"],
    ),
    expect_current: [t(S, "visited", "Marrakech"), t(S, "visited", "Hanoi"), t(S, "visited", "Cusco")],
    expect_closed: [],
  },
  {
    id: "e8-multi-6", kind: "multi_valued",
    steps: steps(
      ["We have a tabby cat called Mochi.", "2022-12-01T17:00:00Z"],
      ["We adopted a greyhound named Ziggy!", "2023-04-22T17:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Mochi"), t(S, "has_pet", "Ziggy")],
    expect_closed: [],
  },
  {
    id: "e8-multi-7", kind: "multi_valued",
    steps: steps(
      ["My older brother Rafael is a chef.", "2024-02-20T13:00:00Z"],
      ["My sister Bea is coming to stay with us next week.", "2024-06-03T13:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Rafael"), t(S, "has_sibling", "Bea")],
    expect_closed: [],
  },
  {
    id: "e8-multi-8", kind: "multi_valued",
    steps: steps(
      ["I take metformin every morning.", "2025-01-13T08:00:00Z"],
      ["My doctor added lisinopril for my blood pressure.", "2025-04-29T08:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "metformin"), t(S, "takes_medication", "lisinopril")],
    expect_closed: [],
  },
  {
    id: "e8-multi-9", kind: "multi_valued",
    steps: steps(
      ["I have two kids, Ollie and Freya.", "2026-01-05T19:00:00Z"],
      ["Our third, Juniper, arrived in August!", "2026-09-02T19:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Ollie"), t(S, "has_child", "Freya"), t(S, "has_child", "Juniper")],
    expect_closed: [],
  },
  {
    id: "e8-multi-10", kind: "multi_valued",
    steps: steps(
      ["I've got a twin brother, Marcus.", "2025-05-16T21:00:00Z"],
      ["My half-sister Leah found me through a DNA test last year, we talk every week now.", "2026-02-08T21:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Marcus"), t(S, "has_sibling", "Leah")],
    expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "e8-past-1", kind: "past",
    steps: steps(
      ["I work at Corvid Press.", "2024-03-03T10:00:00Z"],
      ["I don't work at Corvid Press anymore.", "2025-01-21T10:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Corvid Press")],
  },
  {
    id: "e8-past-2", kind: "past",
    steps: steps(
      ["I'm on sertraline.", "2024-10-10T22:00:00Z"],
      ["I stopped taking sertraline over the summer and I feel fine.", "2025-09-18T22:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "takes_medication", "sertraline")],
  },
  {
    id: "e8-past-3", kind: "past",
    steps: steps(
      ["I own a Vespa.", "2023-05-27T14:00:00Z"],
      ["We sold the Vespa last weekend, never had time to ride it.", "2024-09-09T14:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "owns", "Vespa")],
  },
  {
    id: "e8-past-4", kind: "past",
    steps: steps(
      ["I'm vegetarian.", "2022-06-06T12:00:00Z"],
      ["I'm not vegetarian anymore, I started eating fish again.", "2024-02-02T12:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "diet", "vegetarian")],
  },
  {
    id: "e8-past-5", kind: "past",
    steps: steps(
      ["I'm a sucker for horror films.", "2021-10-31T23:00:00Z"],
      ["I used to love horror films, but I can't sit through them anymore.", "2025-10-30T23:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "likes", "horror films")],
  },
  {
    id: "e8-past-6", kind: "past",
    steps: steps(
      ["I have a guinea pig named Pickle.", "2024-04-04T16:00:00Z"],
      ["We gave Pickle to my cousin, we just didn't have the time for him.", "2025-03-17T16:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "has_pet", "Pickle")],
  },
  {
    id: "e8-past-7", kind: "past",
    steps: steps(
      ["I bank with Harbourline.", "2023-01-12T10:00:00Z"],
      ["I closed my Harbourline account and moved everything to Penrose Credit Union.", "2024-07-22T10:00:00Z"],
    ),
    expect_current: [t(S, "banks_with", "Penrose Credit Union")],
    expect_closed: [t(S, "banks_with", "Harbourline")],
  },
  {
    id: "e8-past-8", kind: "past",
    steps: steps(
      ["I've been living in Missoula since the spring.", "2025-04-08T09:00:00Z"],
      ["I don't live in Missoula anymore. I'm staying with friends while I figure things out.", "2026-05-11T09:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "lives_in", "Missoula")],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "e8-plan-1", kind: "planned",
    steps: steps(
      ["Our flat's in Tampere.", "2024-11-15T10:00:00Z"],
      ["We're moving to Turku next month.", "2025-02-10T10:00:00Z"],
      ["Moved into our new place in Turku this weekend!", "2025-03-08T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Turku")],
    expect_closed: [t(S, "lives_in", "Tampere")],
    expect_planned: [],
  },
  {
    id: "e8-plan-2", kind: "planned",
    steps: steps(
      ["Home for me is Norwich.", "2025-05-01T18:00:00Z"],
      ["I'm relocating to Edinburgh in the autumn.", "2025-06-12T18:00:00Z"],
      ["Change of plans, the Edinburgh move is off. We're staying in Norwich.", "2025-08-28T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Norwich")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "e8-plan-3", kind: "planned",
    steps: steps(
      ["I'm currently employed at Fairhaven Tools.", "2024-09-09T09:00:00Z"],
      ["I'm going to join Ardent Bio in January.", "2024-11-20T09:00:00Z"],
      ["Ardent Bio pulled the offer, so I ended up at Selkirk Mills instead. Started last week.", "2025-02-03T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Selkirk Mills")],
    expect_closed: [t(S, "works_at", "Fairhaven Tools")],
    expect_planned: [],
  },
  {
    id: "e8-plan-4", kind: "planned",
    steps: steps(
      ["We're in Hobart, we've lived here about three years.", "2026-05-04T08:00:00Z"],
      ["We're moving to Melbourne next year.", "2026-09-20T08:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Hobart")],
    expect_closed: [],
    expect_planned: [t(S, "lives_in", "Melbourne")],
  },
  {
    id: "e8-plan-5", kind: "planned",
    steps: steps(
      ["My employer is Brindle & Co.", "2025-11-03T12:00:00Z"],
      ["I've accepted a role at Osprey Media, I start there in January.", "2026-10-15T12:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Brindle & Co")],
    expect_closed: [],
    expect_planned: [t(S, "works_at", "Osprey Media")],
  },
  {
    id: "e8-plan-6", kind: "planned",
    steps: steps(
      ["I'm starting at Larkspur Systems on the 1st of March.", "2024-02-10T17:00:00Z"],
      ["Three weeks in at Larkspur Systems and I'm loving it.", "2024-03-22T17:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Larkspur Systems")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "e8-plan-7", kind: "planned",
    steps: steps(
      ["I'm a pharmacist at Mossgate Pharmacy.", "2025-01-06T09:00:00Z"],
      ["I'll be starting at Thornbury Clinic in June.", "2025-03-19T09:00:00Z"],
      ["I turned down Thornbury Clinic in the end, I'm staying put at Mossgate Pharmacy.", "2025-05-02T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Mossgate Pharmacy")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "e8-plan-8", kind: "planned",
    steps: steps(
      ["We live in Leicester.", "2023-02-15T19:00:00Z"],
      ["We're planning to move to Nottingham this summer.", "2023-04-01T19:00:00Z"],
      ["We ended up moving to Derby instead, the houses were so much cheaper.", "2023-08-25T19:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Derby")],
    expect_closed: [t(S, "lives_in", "Leicester")],
    expect_planned: [],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "e8-like-1", kind: "repeat_like",
    steps: steps(
      ["I love sushi.", "2024-01-10T12:00:00Z"],
      ["I'm a huge sushi fan, I could eat it every day.", "2024-06-18T12:00:00Z"],
    ),
    expect_current: [t(S, "likes", "sushi")],
    expect_closed: [],
  },
  {
    id: "e8-like-2", kind: "repeat_like",
    steps: steps(
      ["I enjoy gardening.", "2023-04-04T08:00:00Z"],
      ["Gardening keeps me sane, honestly. I really like it.", "2023-07-21T08:00:00Z"],
    ),
    expect_current: [t(S, "likes", "gardening")],
    expect_closed: [],
  },
  {
    id: "e8-like-3", kind: "repeat_like",
    steps: steps(
      ["I'm really into jazz.", "2025-02-02T21:00:00Z"],
      ["I also like bouldering.", "2025-02-09T21:00:00Z"],
    ),
    expect_current: [t(S, "likes", "jazz"), t(S, "likes", "bouldering")],
    expect_closed: [],
  },
  {
    id: "e8-like-4", kind: "repeat_like",
    steps: steps(
      ["I like cycling.", "2024-05-12T07:00:00Z"],
      ["Cycling is hands down the best part of my week.", "2024-08-03T07:00:00Z"],
      ["I've gotten into pottery lately too!", "2024-11-11T07:00:00Z"],
    ),
    expect_current: [t(S, "likes", "cycling"), t(S, "likes", "pottery")],
    expect_closed: [],
  },
  {
    id: "e8-like-5", kind: "repeat_like",
    steps: steps(
      ["I'm a big fan of Studio Ghibli films.", "2023-12-24T20:00:00Z"],
      ["I adore Studio Ghibli films, I've seen every one of them at least twice.", "2025-03-30T20:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Studio Ghibli films")],
    expect_closed: [],
  },
  {
    id: "e8-like-6", kind: "repeat_like",
    steps: steps(
      ["I like chess.", "2022-09-01T18:00:00Z"],
      ["Chess is great, I play online most evenings.", "2023-01-15T18:00:00Z"],
      ["Did I mention I love chess? Because I really do.", "2023-06-06T18:00:00Z"],
    ),
    expect_current: [t(S, "likes", "chess")],
    expect_closed: [],
  },
  {
    id: "e8-like-7", kind: "repeat_like",
    steps: steps(
      ["I'm fond of crosswords.", "2025-08-01T09:00:00Z"],
      ["I enjoy baking as well.", "2025-08-14T09:00:00Z"],
      ["Oh, and I love birdwatching.", "2025-09-02T09:00:00Z"],
    ),
    expect_current: [t(S, "likes", "crosswords"), t(S, "likes", "baking"), t(S, "likes", "birdwatching")],
    expect_closed: [],
  },
  {
    id: "e8-like-8", kind: "repeat_like",
    steps: steps(
      ["I listen to podcasts constantly, I love them.", "2024-02-27T08:15:00Z"],
      ["Podcasts are my thing, I listen to them on every commute.", "2024-04-09T08:15:00Z"],
      ["True crime documentaries are another thing I can't get enough of.", "2024-05-20T08:15:00Z"],
    ),
    expect_current: [t(S, "likes", "podcasts"), t(S, "likes", "true crime documentaries")],
    expect_closed: [],
  },

  // rename ----------------------------------------------------------------------------------------------
  {
    id: "e8-rename-1", kind: "rename",
    steps: steps(
      ["I'm on the marketing team at Brightwave Media.", "2024-03-11T10:00:00Z"],
      ["Brightwave Media just rebranded as Lumora.", "2024-10-07T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Lumora")],
    expect_closed: [],
  },
  {
    id: "e8-rename-2", kind: "rename",
    steps: steps(
      ["I'm an analyst at Cobalt Ridge Partners.", "2023-03-20T09:00:00Z"],
      ["Cobalt Ridge Partners changed its name to Ridgeline.", "2024-01-08T09:00:00Z"],
      ["And now Ridgeline has been renamed again, to Northspan. Third name in two years!", "2025-02-17T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Northspan")],
    expect_closed: [],
  },
  {
    id: "e8-rename-3", kind: "rename",
    steps: steps(
      ["I work for Pinecrest Software.", "2023-09-04T14:00:00Z"],
      ["Pinecrest Software is called Tessellate now.", "2024-05-13T14:00:00Z"],
      ["I left Tessellate last week.", "2025-01-20T14:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Tessellate")],
  },
  {
    id: "e8-rename-4", kind: "rename",
    steps: steps(
      ["My friend Dana works at Halden Foods.", "2024-06-01T12:00:00Z"],
      ["Halden Foods got renamed to Verdell.", "2025-04-25T12:00:00Z"],
    ),
    expect_current: [t("Dana", "works_at", "Verdell")],
    expect_closed: [],
  },
  {
    id: "e8-rename-5", kind: "rename",
    steps: steps(
      ["My name is Katherine.", "2025-01-02T10:00:00Z"],
      ["I've started going by Kit, so please call me that from now on.", "2025-07-19T10:00:00Z"],
    ),
    expect_current: [t(S, "name", "Kit")],
    expect_closed: [t(S, "name", "Katherine")],
  },
  {
    id: "e8-rename-6", kind: "rename",
    steps: steps(
      ["Our rabbit's name is Clover.", "2024-08-08T17:00:00Z"],
      ["We renamed Clover to Basil, it suits him better.", "2024-09-01T17:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Basil")],
    expect_closed: [],
  },
];
