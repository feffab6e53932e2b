// A seventh batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 6, written from the held-out README only, never from the held-out items or the extractor).
// PLAIN wording like batch 6, by a different writer: ordinary, well-formed English, one or two sentences per
// step, with the everyday variety of wording people use. Only the held-out set's weak kinds:
//   move          (12) supersession; chains of 3 and 4 cities; a move leaves works_at, from and visited open
//   job_change    (12) supersession; "I left X" with no new job; "I start at Y next month" then started; promotions
//   multi_valued  (12) has_child, allergic_to, speaks, owns, visited, has_pet, has_sibling, takes_medication
//   planned       (12) a plan then done; a plan cancelled; a plan replaced; a plan still ahead at READ_AT
//   past          (6)  used to / not anymore / stopped / sold / broke up after the present statement
//   repeat_like   (6)  the same like in other words is one fact; different likes accumulate
// New names, places and companies throughout.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_7: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "m-move-1", kind: "move",
    steps: steps(["I live in Shrewsbury.", "2023-04-11T10:00:00Z"], ["We moved to Wakefield in the autumn.", "2023-11-20T18:00:00Z"]),
    expect_current: [t(S, "lives_in", "Wakefield")], expect_closed: [t(S, "lives_in", "Shrewsbury")],
  },
  {
    id: "m-move-2", kind: "move",
    steps: steps(["I live in Maribor.", "2022-03-07T09:00:00Z"], ["I moved to Zadar last year.", "2023-05-15T09:00:00Z"], ["These days I live in Sarajevo.", "2025-01-13T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Sarajevo")], expect_closed: [t(S, "lives_in", "Maribor"), t(S, "lives_in", "Zadar")],
  },
  {
    id: "m-move-3", kind: "move",
    steps: steps(["I live in Plovdiv.", "2022-02-01T09:00:00Z"], ["We moved to Varna in 2022.", "2022-09-19T09:00:00Z"], ["Then we moved to Burgas.", "2023-10-02T09:00:00Z"], ["We now live in Skopje.", "2025-06-16T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Skopje")], expect_closed: [t(S, "lives_in", "Plovdiv"), t(S, "lives_in", "Varna"), t(S, "lives_in", "Burgas")],
  },
  {
    id: "m-move-4", kind: "move",
    steps: steps(["I live in Toledo and I work at Owens Corning.", "2024-01-22T09:00:00Z"], ["We moved to Akron in August.", "2024-09-09T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Akron"), t(S, "works_at", "Owens Corning")], expect_closed: [t(S, "lives_in", "Toledo")],
  },
  {
    id: "m-move-5", kind: "move",
    steps: steps(["I'm originally from Jaipur. I live in Lucknow.", "2023-06-05T09:00:00Z"], ["I moved to Kochi last month.", "2024-03-18T09:00:00Z"]),
    expect_current: [t(S, "from", "Jaipur"), t(S, "lives_in", "Kochi")], expect_closed: [t(S, "lives_in", "Lucknow")],
  },
  {
    id: "m-move-6", kind: "move",
    steps: steps(["I live in Odense.", "2024-02-12T09:00:00Z"], ["I visited Malmo over the Easter weekend.", "2024-04-02T09:00:00Z"], ["We moved to Aalborg in September.", "2024-10-07T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Aalborg"), t(S, "visited", "Malmo")], expect_closed: [t(S, "lives_in", "Odense")],
  },
  {
    id: "m-move-7", kind: "move",
    steps: steps(["I'm living in Syracuse right now.", "2023-03-13T09:00:00Z"], ["I've moved to Albany.", "2023-12-04T09:00:00Z"], ["We relocated to Hartford this year.", "2025-05-19T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Hartford")], expect_closed: [t(S, "lives_in", "Syracuse"), t(S, "lives_in", "Albany")],
  },
  {
    id: "m-move-8", kind: "move",
    steps: steps(["My husband and I live in Geelong.", "2023-07-10T09:00:00Z"], ["We bought a house and moved to Ballarat.", "2024-08-26T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Ballarat")], expect_closed: [t(S, "lives_in", "Geelong")],
  },
  {
    id: "m-move-9", kind: "move",
    steps: steps(["I live in Fukuoka.", "2022-04-04T09:00:00Z"], ["I moved to Kobe in 2023.", "2023-02-20T09:00:00Z"], ["After that I moved to Sendai.", "2024-01-15T09:00:00Z"], ["I live in Taichung now.", "2025-08-11T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Taichung")], expect_closed: [t(S, "lives_in", "Fukuoka"), t(S, "lives_in", "Kobe"), t(S, "lives_in", "Sendai")],
  },
  {
    id: "m-move-10", kind: "move",
    steps: steps(["I'm from Tirana, and I live in Ohrid with my family.", "2023-01-16T09:00:00Z"], ["I work at Telenor.", "2023-02-06T09:00:00Z"], ["We've moved to Mostar.", "2024-05-27T09:00:00Z"]),
    expect_current: [t(S, "from", "Tirana"), t(S, "works_at", "Telenor"), t(S, "lives_in", "Mostar")], expect_closed: [t(S, "lives_in", "Ohrid")],
  },
  {
    id: "m-move-11", kind: "move",
    steps: steps(["We live in Regina.", "2024-03-04T09:00:00Z"], ["We moved to Saskatoon over the summer.", "2024-09-02T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Saskatoon")], expect_closed: [t(S, "lives_in", "Regina")],
  },
  {
    id: "m-move-12", kind: "move",
    steps: steps(["I live in Klaipeda.", "2023-02-13T09:00:00Z"], ["I went to Daugavpils for a weekend in June.", "2023-06-26T09:00:00Z"], ["I moved to Olomouc in the spring.", "2024-05-06T09:00:00Z"], ["We have since moved to Ostrava.", "2025-09-15T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Ostrava"), t(S, "visited", "Daugavpils")], expect_closed: [t(S, "lives_in", "Klaipeda"), t(S, "lives_in", "Olomouc")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "m-job_change-1", kind: "job_change",
    steps: steps(["I work at Logitech.", "2023-02-13T09:00:00Z"], ["I've just joined Garmin.", "2024-04-15T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Garmin")], expect_closed: [t(S, "works_at", "Logitech")],
  },
  {
    id: "m-job_change-2", kind: "job_change",
    steps: steps(["I'm a cashier at Primark.", "2023-05-08T09:00:00Z"], ["I left Primark yesterday.", "2024-07-23T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Primark")],
  },
  {
    id: "m-job_change-3", kind: "job_change",
    steps: steps(["I work for Danone.", "2022-10-10T09:00:00Z"], ["I quit Danone last week and I'm looking for something new.", "2024-03-25T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Danone")],
  },
  {
    id: "m-job_change-4", kind: "job_change",
    steps: steps(["I work at Autodesk.", "2024-01-08T09:00:00Z"], ["I start at Intuit next month.", "2024-05-14T09:00:00Z"], ["I started at Intuit today.", "2024-06-03T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Intuit")], expect_closed: [t(S, "works_at", "Autodesk")], expect_planned: [],
  },
  {
    id: "m-job_change-5", kind: "job_change",
    steps: steps(["I work at Thales.", "2024-02-05T09:00:00Z"], ["I start at Safran next month.", "2024-08-19T09:00:00Z"], ["I've now started at Safran.", "2024-09-09T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Safran")], expect_closed: [t(S, "works_at", "Thales")], expect_planned: [],
  },
  {
    id: "m-job_change-6", kind: "job_change",
    steps: steps(["I'm a junior accountant at Westpac.", "2023-03-06T09:00:00Z"], ["I got promoted to senior accountant.", "2024-08-12T09:00:00Z"]),
    expect_current: [t(S, "job_title", "senior accountant"), t(S, "works_at", "Westpac")], expect_closed: [t(S, "job_title", "junior accountant")],
  },
  {
    id: "m-job_change-7", kind: "job_change",
    steps: steps(["I work at Alstom as a project engineer.", "2023-01-23T09:00:00Z"], ["I've been promoted to engineering manager.", "2025-03-10T09:00:00Z"]),
    expect_current: [t(S, "job_title", "engineering manager"), t(S, "works_at", "Alstom")], expect_closed: [t(S, "job_title", "project engineer")],
  },
  {
    id: "m-job_change-8", kind: "job_change",
    steps: steps(["I work at Cognizant.", "2023-06-12T09:00:00Z"], ["I now work at Wipro.", "2024-10-21T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Wipro")], expect_closed: [t(S, "works_at", "Cognizant")],
  },
  {
    id: "m-job_change-9", kind: "job_change",
    steps: steps(["I work at Halfords.", "2022-11-07T09:00:00Z"], ["I left Halfords in March.", "2024-04-08T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Halfords")],
  },
  {
    id: "m-job_change-10", kind: "job_change",
    steps: steps(["I'm a baker at Greggs.", "2023-04-17T09:00:00Z"], ["I got a new job at Argos.", "2024-06-24T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Argos")], expect_closed: [t(S, "works_at", "Greggs")],
  },
  {
    id: "m-job_change-11", kind: "job_change",
    steps: steps(["I work at Electrolux.", "2024-03-11T09:00:00Z"], ["I start at Husqvarna next month.", "2024-09-16T09:00:00Z"], ["I've started my new job at Husqvarna.", "2024-10-14T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Husqvarna")], expect_closed: [t(S, "works_at", "Electrolux")], expect_planned: [],
  },
  {
    id: "m-job_change-12", kind: "job_change",
    steps: steps(["I work at Caterpillar as a mechanic.", "2023-02-27T09:00:00Z"], ["I was promoted to workshop supervisor.", "2024-11-04T09:00:00Z"]),
    expect_current: [t(S, "job_title", "workshop supervisor"), t(S, "works_at", "Caterpillar")], expect_closed: [t(S, "job_title", "mechanic")],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "m-multi_valued-1", kind: "multi_valued",
    steps: steps(["I have a son named Ezra.", "2023-05-15T09:00:00Z"], ["Our daughter Talia was born in March.", "2024-04-08T09:00:00Z"]),
    expect_current: [t(S, "has_child", "Ezra"), t(S, "has_child", "Talia")], expect_closed: [],
  },
  {
    id: "m-multi_valued-2", kind: "multi_valued",
    steps: steps(["I have a daughter, Cosima.", "2023-02-06T09:00:00Z"], ["We had another baby, a boy called Bastian.", "2024-09-30T09:00:00Z"]),
    expect_current: [t(S, "has_child", "Cosima"), t(S, "has_child", "Bastian")], expect_closed: [],
  },
  {
    id: "m-multi_valued-3", kind: "multi_valued",
    steps: steps(["I'm allergic to pistachios.", "2023-03-20T09:00:00Z"], ["It turns out I'm also allergic to ragweed.", "2024-05-13T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "pistachios"), t(S, "allergic_to", "ragweed")], expect_closed: [],
  },
  {
    id: "m-multi_valued-4", kind: "multi_valued",
    steps: steps(["I have a nickel allergy.", "2023-08-07T09:00:00Z"], ["I'm allergic to sulfa drugs as well.", "2024-02-19T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "nickel"), t(S, "allergic_to", "sulfa drugs")], expect_closed: [],
  },
  {
    id: "m-multi_valued-5", kind: "multi_valued",
    steps: steps(["I speak Tagalog.", "2023-04-03T09:00:00Z"], ["I've learned to speak Vietnamese too.", "2024-10-28T09:00:00Z"]),
    expect_current: [t(S, "speaks", "Tagalog"), t(S, "speaks", "Vietnamese")], expect_closed: [],
  },
  {
    id: "m-multi_valued-6", kind: "multi_valued",
    steps: steps(["I speak Welsh and Croatian.", "2023-01-09T09:00:00Z"], ["I also speak some Amharic.", "2024-06-17T09:00:00Z"]),
    expect_current: [t(S, "speaks", "Welsh"), t(S, "speaks", "Croatian"), t(S, "speaks", "Amharic")], expect_closed: [],
  },
  {
    id: "m-multi_valued-7", kind: "multi_valued",
    steps: steps(["I own a Renault Clio.", "2023-07-24T09:00:00Z"], ["I just bought a Kindle Paperwhite as well.", "2024-12-02T09:00:00Z"]),
    expect_current: [t(S, "owns", "Renault Clio"), t(S, "owns", "Kindle Paperwhite")], expect_closed: [],
  },
  {
    id: "m-multi_valued-8", kind: "multi_valued",
    steps: steps(["I visited Timisoara in 2022.", "2023-01-30T09:00:00Z"], ["We went to Iasi on holiday this spring.", "2024-05-20T09:00:00Z"]),
    expect_current: [t(S, "visited", "Timisoara"), t(S, "visited", "Iasi")], expect_closed: [],
  },
  {
    id: "m-multi_valued-9", kind: "multi_valued",
    steps: steps(["I have a cat named Nutmeg.", "2023-09-11T09:00:00Z"], ["We adopted a puppy called Pickles.", "2024-07-15T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Nutmeg"), t(S, "has_pet", "Pickles")], expect_closed: [],
  },
  {
    id: "m-multi_valued-10", kind: "multi_valued",
    steps: steps(["I have an older brother, Henrik.", "2023-02-20T09:00:00Z"], ["My younger sister Linnea just got engaged.", "2024-08-05T09:00:00Z"]),
    expect_current: [t(S, "has_sibling", "Henrik"), t(S, "has_sibling", "Linnea")], expect_closed: [],
  },
  {
    id: "m-multi_valued-11", kind: "multi_valued",
    steps: steps(["I take allopurinol.", "2023-06-19T09:00:00Z"], ["I've started taking tamsulosin as well.", "2024-03-04T09:00:00Z"]),
    expect_current: [t(S, "takes_medication", "allopurinol"), t(S, "takes_medication", "tamsulosin")], expect_closed: [],
  },
  {
    id: "m-multi_valued-12", kind: "multi_valued",
    steps: steps(["I have a brother named Cillian.", "2023-03-27T09:00:00Z"], ["I also have a sister, Aoife.", "2024-01-22T09:00:00Z"]),
    expect_current: [t(S, "has_sibling", "Cillian"), t(S, "has_sibling", "Aoife")], expect_closed: [],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "m-planned-1", kind: "planned",
    steps: steps(["I live in Darlington.", "2024-01-15T09:00:00Z"], ["We're moving to Sudbury next month.", "2024-03-04T09:00:00Z"], ["We moved to Sudbury on Saturday.", "2024-04-08T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Sudbury")], expect_closed: [t(S, "lives_in", "Darlington")], expect_planned: [],
  },
  {
    id: "m-planned-2", kind: "planned",
    steps: steps(["I work at Currys.", "2024-02-12T09:00:00Z"], ["I'm starting at Bunnings in June.", "2024-04-22T09:00:00Z"], ["I started at Bunnings this week.", "2024-06-05T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Bunnings")], expect_closed: [t(S, "works_at", "Currys")], expect_planned: [],
  },
  {
    id: "m-planned-3", kind: "planned",
    steps: steps(["I live in Bakersfield.", "2024-03-11T09:00:00Z"], ["We're planning to move to Erie in the spring.", "2024-06-10T09:00:00Z"], ["We've called off the move to Erie.", "2024-10-21T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Bakersfield")], expect_closed: [], expect_planned: [],
  },
  {
    id: "m-planned-4", kind: "planned",
    steps: steps(["I work at Hasbro.", "2025-01-13T09:00:00Z"], ["I'm going to join Mattel next month.", "2025-03-10T09:00:00Z"], ["I changed my mind, so I'm not joining Mattel.", "2025-03-24T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Hasbro")], expect_closed: [], expect_planned: [],
  },
  {
    id: "m-planned-5", kind: "planned",
    steps: steps(["I live in Portsmouth.", "2024-01-22T09:00:00Z"], ["We're moving to Burlington in the summer.", "2024-03-18T09:00:00Z"], ["We ended up moving to Bangor instead.", "2024-08-12T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Bangor")], expect_closed: [t(S, "lives_in", "Portsmouth")], expect_planned: [],
  },
  {
    id: "m-planned-6", kind: "planned",
    steps: steps(["I work at Boeing.", "2024-02-05T09:00:00Z"], ["I'm joining Lockheed Martin next month.", "2024-04-15T09:00:00Z"], ["In the end I took a job at Raytheon instead.", "2024-05-20T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Raytheon")], expect_closed: [t(S, "works_at", "Boeing")], expect_planned: [],
  },
  {
    id: "m-planned-7", kind: "planned",
    steps: steps(["I live in Napier.", "2026-03-09T09:00:00Z"], ["We're moving to Rotorua next year.", "2026-09-14T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Napier")], expect_closed: [], expect_planned: [t(S, "lives_in", "Rotorua")],
  },
  {
    id: "m-planned-8", kind: "planned",
    steps: steps(["I work at Fonterra.", "2026-02-16T09:00:00Z"], ["I'll be joining Rabobank early next year.", "2026-10-12T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Fonterra")], expect_closed: [], expect_planned: [t(S, "works_at", "Rabobank")],
  },
  {
    id: "m-planned-9", kind: "planned",
    steps: steps(["I live in Knoxville.", "2024-04-01T09:00:00Z"], ["I'm going to move to Chattanooga in the fall.", "2024-06-17T09:00:00Z"], ["I finally moved to Chattanooga.", "2024-10-28T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Chattanooga")], expect_closed: [t(S, "lives_in", "Knoxville")], expect_planned: [],
  },
  {
    id: "m-planned-10", kind: "planned",
    steps: steps(["I work at AstraZeneca.", "2024-01-08T09:00:00Z"], ["I'm going to start working at GSK in April.", "2024-02-26T09:00:00Z"], ["I started working at GSK last week.", "2024-04-15T09:00:00Z"]),
    expect_current: [t(S, "works_at", "GSK")], expect_closed: [t(S, "works_at", "AstraZeneca")], expect_planned: [],
  },
  {
    id: "m-planned-11", kind: "planned",
    steps: steps(["I live in Lugano.", "2025-02-03T09:00:00Z"], ["We'll move to Winterthur in the autumn.", "2025-05-12T09:00:00Z"], ["The move to Winterthur fell through, so we're staying in Lugano.", "2025-08-25T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Lugano")], expect_closed: [], expect_planned: [],
  },
  {
    id: "m-planned-12", kind: "planned",
    steps: steps(["I work at Renault.", "2024-03-04T09:00:00Z"], ["I'll start at Michelin next month.", "2024-06-10T09:00:00Z"], ["I decided to join Continental instead of Michelin, and I started there last week.", "2024-07-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Continental")], expect_closed: [t(S, "works_at", "Renault")], expect_planned: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "m-past-1", kind: "past",
    steps: steps(["I love rollerblading.", "2023-04-10T09:00:00Z"], ["I used to love rollerblading.", "2024-06-03T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "likes", "rollerblading")],
  },
  {
    id: "m-past-2", kind: "past",
    steps: steps(["I own a Skoda Octavia.", "2023-05-22T09:00:00Z"], ["We sold the Skoda Octavia last weekend.", "2024-09-16T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "owns", "Skoda Octavia")],
  },
  {
    id: "m-past-3", kind: "past",
    steps: steps(["My boyfriend is Lorcan.", "2023-07-03T09:00:00Z"], ["Lorcan and I broke up in the summer.", "2024-09-02T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "partner", "Lorcan")],
  },
  {
    id: "m-past-4", kind: "past",
    steps: steps(["I take citalopram.", "2023-02-13T09:00:00Z"], ["I stopped taking citalopram in January.", "2024-02-26T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "takes_medication", "citalopram")],
  },
  {
    id: "m-past-5", kind: "past",
    steps: steps(["I live in Haarlem.", "2023-03-06T09:00:00Z"], ["I don't live in Haarlem anymore.", "2024-05-13T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "lives_in", "Haarlem")],
  },
  {
    id: "m-past-6", kind: "past",
    steps: steps(["I work at Kone.", "2023-01-16T09:00:00Z"], ["I no longer work at Kone.", "2024-03-11T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Kone")],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "m-repeat_like-1", kind: "repeat_like",
    steps: steps(["I love kayaking.", "2024-02-19T09:00:00Z"], ["I'm really into kayaking.", "2024-06-24T09:00:00Z"]),
    expect_current: [t(S, "likes", "kayaking")], expect_closed: [],
  },
  {
    id: "m-repeat_like-2", kind: "repeat_like",
    steps: steps(["I like origami.", "2024-01-15T09:00:00Z"], ["I really love origami.", "2024-04-29T09:00:00Z"]),
    expect_current: [t(S, "likes", "origami")], expect_closed: [],
  },
  {
    id: "m-repeat_like-3", kind: "repeat_like",
    steps: steps(["I enjoy crochet.", "2024-03-11T09:00:00Z"], ["I also like calligraphy.", "2024-07-08T09:00:00Z"]),
    expect_current: [t(S, "likes", "crochet"), t(S, "likes", "calligraphy")], expect_closed: [],
  },
  {
    id: "m-repeat_like-4", kind: "repeat_like",
    steps: steps(["I'm a fan of Celtic.", "2024-02-05T09:00:00Z"], ["I love Celtic.", "2024-08-19T09:00:00Z"]),
    expect_current: [t(S, "likes", "Celtic")], expect_closed: [],
  },
  {
    id: "m-repeat_like-5", kind: "repeat_like",
    steps: steps(["I like Lebanese food.", "2024-01-22T09:00:00Z"], ["I love Lebanese food.", "2024-04-08T09:00:00Z"], ["I like Korean food too.", "2024-07-15T09:00:00Z"]),
    expect_current: [t(S, "likes", "Lebanese food"), t(S, "likes", "Korean food")], expect_closed: [],
  },
  {
    id: "m-repeat_like-6", kind: "repeat_like",
    steps: steps(["I love snowboarding.", "2024-01-08T09:00:00Z"], ["I really enjoy snowboarding.", "2024-03-25T09:00:00Z"], ["I also love escape rooms.", "2024-06-10T09:00:00Z"]),
    expect_current: [t(S, "likes", "snowboarding"), t(S, "likes", "escape rooms")], expect_closed: [],
  },
];
