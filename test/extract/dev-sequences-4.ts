// A fourth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 3, written from the held-out README only, never from the held-out items or the extractor).
// Batches 1 to 3 were each written in one voice. This one spreads the same kinds of update over six voices,
// 15 sequences each, marked with a comment on every item:
//   terse      a texter: lower case, abbreviations, emoji ("moved to turku w/ my gf", "new job @ Ocado")
//   formal     an older, formal speaker ("I should mention that my wife and I have relocated to Lewes")
//   nonnative  a non-native speaker, slightly unusual grammar ("I am working in Henkel since two years")
//   rambling   a storyteller: the fact is one clause in the middle of an anecdote
//   dictated   voice dictation: no punctuation, one run-on sentence
//   plain      short, plain sentences
// Weighted towards what the pipeline handles worst on held-out data: corrections, job changes, moves, added
// values, endings and plans (12 each), repeats of a like (8), a few renames, restatements and out-of-order
// steps. Each kind uses the everyday ways people say it (past: quit, gave up, not anymore, these days I
// don't, sold, broke up, ex-; plans: I'm going to, starting in, we'll be moving, booked, accepted, the plan
// is; corrections: sorry I meant, no wait, correction:, I misspoke, not X, Y; additions: also, too, as
// well, another, on top of that). New names, places and companies throughout.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_4: DevSequence[] = [
  // correction ------------------------------------------------------------------------------------------
  { // terse
    id: "g-corr-1", kind: "correction",
    steps: steps(
      ["moved to aarhus last yr, loving it so far", "2023-03-04T20:10:00Z"],
      ["omg no wait, odense not aarhus. too many danish cities in my head lol", "2023-03-04T20:12:00Z"],
    ),
    expect_current: [t(S, "lives_in", "odense")], expect_closed: [],
  },
  { // formal
    id: "g-corr-2", kind: "correction",
    steps: steps(
      ["For your records, I am allergic to codeine.", "2024-02-12T10:00:00Z"],
      ["I must correct myself: it is tramadol to which I am allergic, not codeine. Codeine has never troubled me.", "2024-02-12T10:20:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "tramadol")], expect_closed: [],
  },
  { // nonnative
    id: "g-corr-3", kind: "correction",
    steps: steps(
      ["My son Emre is going now to school in first class, he is very proud.", "2022-09-14T16:00:00Z"],
      ["Sorry I meant Eren, not Emre. Emre is my nephew, I mix always the names.", "2022-09-14T16:04:00Z"],
    ),
    expect_current: [t(S, "has_child", "Eren")], expect_closed: [],
  },
  { // rambling
    id: "g-corr-4", kind: "correction",
    steps: steps(
      ["So the funniest thing happened at the farmers market this morning, a goat got loose and ate half a bag of kale while the stall owner chased it round the car park. Anyway, I was buying stuff for dinner because my sister Lorna is visiting from Dundee, she lives there with her two terriers. The goat, for the record, was fine.", "2023-06-17T12:30:00Z"],
      ["ha I just reread that, Lorna lives in Stirling, not Dundee. Dundee is where she grew up", "2023-06-17T12:41:00Z"],
    ),
    expect_current: [t("Lorna", "lives_in", "Stirling"), t(S, "has_sibling", "Lorna")], expect_closed: [],
  },
  { // dictated
    id: "g-corr-5", kind: "correction",
    steps: steps(
      ["so I'm a radiographer at Derriford Hospital been there about six years now mostly night shifts", "2025-01-20T07:15:00Z"],
      ["correction I'm a sonographer not a radiographer people always mix those two up even my mum", "2025-01-20T07:18:00Z"],
    ),
    expect_current: [t(S, "job_title", "sonographer"), t(S, "works_at", "Derriford Hospital")], expect_closed: [],
  },
  { // plain
    id: "g-corr-6", kind: "correction",
    steps: steps(
      ["I have two dogs, Pretzel and Waffles.", "2024-05-03T18:00:00Z"],
      ["Sorry, the second one is Noodle, not Waffles.", "2024-05-03T18:02:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Pretzel"), t(S, "has_pet", "Noodle")], expect_closed: [],
  },
  { // terse
    id: "g-corr-7", kind: "correction",
    steps: steps(
      ["started @ Twilio this wk 🎉", "2025-08-11T21:00:00Z"],
      ["sry meant Twitch not Twilio. fat fingers", "2025-08-11T21:01:00Z"],
    ),
    expect_current: [t(S, "works_at", "Twitch")], expect_closed: [],
  },
  { // formal
    id: "g-corr-8", kind: "correction",
    steps: steps(
      ["My wife, Margaret, and I have lived in Canterbury for nearly forty years.", "2022-11-02T15:00:00Z"],
      ["I beg your pardon, I misspoke earlier. We live in Chichester, not Canterbury; Canterbury is where we were married.", "2022-11-02T15:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Chichester"), t(S, "married_to", "Margaret")], expect_closed: [],
  },
  { // nonnative
    id: "g-corr-9", kind: "correction",
    steps: steps(
      ["I am speaking Russian, Ukrainian and a little of Polish.", "2023-10-09T09:00:00Z"],
      ["Correction: not Polish, is Czech what I speak a little. Polish I only understand.", "2023-10-09T09:06:00Z"],
    ),
    expect_current: [t(S, "speaks", "Russian"), t(S, "speaks", "Ukrainian"), t(S, "speaks", "Czech")], expect_closed: [],
  },
  { // rambling
    id: "g-corr-10", kind: "correction",
    steps: steps(
      ["Long day. Took the bus into town, missed my stop because I was reading, had to walk back in the rain, and then the café had no oat milk. The usual. For context I'm 29, so I really should know better than to leave the house without an umbrella. Anyway, the book was good.", "2024-10-22T19:00:00Z"],
      ["lol no wait, I'm 31, I just did the maths. where did those two years go", "2024-10-22T19:05:00Z"],
    ),
    expect_current: [t(S, "age", "31")], expect_closed: [],
  },
  { // dictated
    id: "g-corr-11", kind: "correction",
    steps: steps(
      ["my daughter's name is Keira she just turned seven and she wants a pony for her birthday which is not happening", "2026-03-08T17:40:00Z"],
      ["no sorry I meant Kiera spelled K I E R A not Keira the dictation always gets her name wrong", "2026-03-08T17:42:00Z"],
    ),
    expect_current: [t(S, "has_child", "Kiera")], expect_closed: [],
  },
  { // plain
    id: "g-corr-12", kind: "correction",
    steps: steps(
      ["I bank with Santander.", "2025-04-01T11:00:00Z"],
      ["Not Santander, Nationwide. Santander was years ago.", "2025-04-01T11:03:00Z"],
    ),
    expect_current: [t(S, "banks_with", "Nationwide")], expect_closed: [],
  },

  // job_change ------------------------------------------------------------------------------------------
  { // terse
    id: "g-job-1", kind: "job_change",
    steps: steps(
      ["work @ Deliveroo, ops team, its fine", "2023-01-16T12:00:00Z"],
      ["new job @ Ocado!! started mon, way better pay", "2023-09-06T19:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ocado")], expect_closed: [t(S, "works_at", "Deliveroo")],
  },
  { // formal
    id: "g-job-2", kind: "job_change",
    steps: steps(
      ["I have been employed by Aviva as an actuary for some twenty years.", "2022-04-04T10:00:00Z"],
      ["I should let you know that I retired from Aviva at the end of last month, after a very pleasant send-off.", "2024-07-03T10:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "works_at", "Aviva")],
  },
  { // nonnative
    id: "g-job-3", kind: "job_change",
    steps: steps(
      ["I am working in Henkel since two years, in the laboratory.", "2023-02-20T08:00:00Z"],
      ["From this month I am working for BASF, I changed because the salary is more better.", "2024-05-06T08:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "BASF")], expect_closed: [t(S, "works_at", "Henkel")],
  },
  { // rambling
    id: "g-job-4", kind: "job_change",
    steps: steps(
      ["I'm a customer success manager at Intercom.", "2023-03-01T09:00:00Z"],
      ["You won't believe the week I've had. Monday the boiler broke, Tuesday the cat brought a live frog into the kitchen, and on Wednesday my manager pulled me into a room and told me I'm the new head of customer success. So that happened! Then on Thursday the frog got out again. The boiler guy comes Friday.", "2024-02-09T20:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "head of customer success"), t(S, "works_at", "Intercom")], expect_closed: [t(S, "job_title", "customer success manager")],
  },
  { // dictated
    id: "g-job-5", kind: "job_change",
    steps: steps(
      ["hi there I'm a welder at Harland and Wolff mostly on the night shift", "2022-06-13T06:30:00Z"],
      ["so I got let go from Harland and Wolff on Friday they cut the whole night shift so I'm looking for something new", "2023-01-23T06:30:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "works_at", "Harland and Wolff")],
  },
  { // plain
    id: "g-job-6", kind: "job_change",
    steps: steps(
      ["I'm a teaching assistant.", "2023-09-04T16:00:00Z"],
      ["I've just qualified, so I'm a class teacher now.", "2025-07-18T16:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "class teacher")], expect_closed: [t(S, "job_title", "teaching assistant")],
  },
  { // terse
    id: "g-job-7", kind: "job_change",
    steps: steps(
      ["im a barista at Costa", "2022-03-10T08:00:00Z"],
      ["left costa for Caffè Nero, better tips + free lunch", "2022-10-01T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Caffè Nero")], expect_closed: [t(S, "works_at", "Costa")],
  },
  { // formal
    id: "g-job-8", kind: "job_change",
    steps: steps(
      ["I am a partner at Hargreaves & Pryce, the solicitors.", "2022-02-01T10:00:00Z"],
      ["After much deliberation I accepted a position with Mishcon de Reya, and I commenced there on Monday.", "2023-05-10T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Mishcon de Reya")], expect_closed: [t(S, "works_at", "Hargreaves & Pryce")],
  },
  { // nonnative
    id: "g-job-9", kind: "job_change",
    steps: steps(
      ["I am engineer in Tata Consultancy, in the Pune office.", "2024-01-08T05:00:00Z"],
      ["Since last week I am not anymore in Tata Consultancy, now I join Infosys as senior consultant.", "2025-03-17T05:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Infosys")], expect_closed: [t(S, "works_at", "Tata Consultancy")],
  },
  { // rambling
    id: "g-job-10", kind: "job_change",
    steps: steps(
      ["I'm a project coordinator at Balfour Beatty, lots of spreadsheets.", "2023-04-03T09:00:00Z"],
      ["So I finally cleared out the garage this weekend and found my old school reports, which were hilarious, apparently I 'talk too much in class'. Some things never change. The real news is Balfour Beatty made me redundant on Thursday, along with half the office. On the bright side I've got plenty of time for the garage now, and the loft is next.", "2024-11-11T18:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "works_at", "Balfour Beatty")],
  },
  { // dictated
    id: "g-job-11", kind: "job_change",
    steps: steps(
      ["I drive for FedEx been doing it about three years now", "2024-02-05T21:00:00Z"],
      ["so as of last Monday I'm driving for UPS instead of FedEx better routes and way better pay", "2025-06-16T21:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "UPS")], expect_closed: [t(S, "works_at", "FedEx")],
  },
  { // plain
    id: "g-job-12", kind: "job_change",
    steps: steps(
      ["I'm a junior copywriter at Ogilvy.", "2023-05-02T09:00:00Z"],
      ["I was promoted to senior copywriter last week.", "2025-09-29T09:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "senior copywriter"), t(S, "works_at", "Ogilvy")], expect_closed: [t(S, "job_title", "junior copywriter")],
  },

  // move ------------------------------------------------------------------------------------------------
  { // terse
    id: "g-move-1", kind: "move",
    steps: steps(
      ["living in tampere rn, its freezing", "2024-01-12T22:00:00Z"],
      ["moved to turku w/ my gf last month, slightly less freezing", "2024-11-03T22:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "turku")], expect_closed: [t(S, "lives_in", "tampere")],
  },
  { // formal
    id: "g-move-2", kind: "move",
    steps: steps(
      ["My wife and I reside in Tunbridge Wells.", "2022-05-09T11:00:00Z"],
      ["I should mention that my wife and I have relocated to Lewes, so as to be nearer our grandchildren.", "2023-08-14T11:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Lewes")], expect_closed: [t(S, "lives_in", "Tunbridge Wells")],
  },
  { // nonnative
    id: "g-move-3", kind: "move",
    steps: steps(
      ["I live in Poznań with my family.", "2022-02-15T09:00:00Z"],
      ["We are living now in Wrocław since March, because of the new work of my wife.", "2022-06-20T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Wrocław")], expect_closed: [t(S, "lives_in", "Poznań")],
  },
  { // rambling
    id: "g-move-4", kind: "move",
    steps: steps(
      ["I'm in Leicester, renting a terrace near the uni.", "2022-09-01T09:00:00Z"],
      ["Went to a wedding on Saturday where the best man lost the rings, the groom's dog found them in a flowerbed, and the vicar laughed so hard he had to sit down. Best wedding ever. Oh, and we've moved to Derby since I last messaged, so the drive there was only twenty minutes. Anyway, the cake was lemon.", "2023-05-22T10:00:00Z"],
      ["The other news, and don't laugh, is that we've moved again, to Loughborough this time. The landlord in Derby sold up.", "2024-08-30T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Loughborough")], expect_closed: [t(S, "lives_in", "Leicester"), t(S, "lives_in", "Derby")],
  },
  { // dictated
    id: "g-move-5", kind: "move",
    steps: steps(
      ["hey so we live in Tacoma right now but the rent keeps going up every single year", "2025-02-02T15:00:00Z"],
      ["just wanted to let you know we moved to Olympia last weekend the kids are already asking to go back to the old park", "2025-07-21T15:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Olympia")], expect_closed: [t(S, "lives_in", "Tacoma")],
  },
  { // plain
    id: "g-move-6", kind: "move",
    steps: steps(
      ["I live in Halifax and work at Dalhousie University.", "2023-01-09T14:00:00Z"],
      ["We moved to Moncton in the summer. I still work for Dalhousie University, remotely.", "2023-10-02T14:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Moncton"), t(S, "works_at", "Dalhousie University")], expect_closed: [t(S, "lives_in", "Halifax")],
  },
  { // terse
    id: "g-move-7", kind: "move",
    steps: steps(
      ["home is utrecht these days", "2022-07-07T21:00:00Z"],
      ["finally out of utrecht, got a place in rotterdam 🙌", "2023-04-15T21:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "rotterdam")], expect_closed: [t(S, "lives_in", "utrecht")],
  },
  { // formal
    id: "g-move-8", kind: "move",
    steps: steps(
      ["For many years I have made my home in Cheltenham.", "2024-03-11T10:00:00Z"],
      ["You may wish to note that I have sold the house in Cheltenham and taken a flat in Worcester, which suits me better at my age.", "2025-05-19T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Worcester")], expect_closed: [t(S, "lives_in", "Cheltenham")],
  },
  { // nonnative
    id: "g-move-9", kind: "move",
    steps: steps(
      ["I come from Colombia and I am living in Bogotá since five years.", "2023-06-05T13:00:00Z"],
      ["Big change: from January I live in Medellín, the company sent me to the office there.", "2024-02-12T13:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Medellín"), t(S, "from", "Colombia")], expect_closed: [t(S, "lives_in", "Bogotá")],
  },
  { // rambling
    id: "g-move-10", kind: "move",
    steps: steps(
      ["I live in Swansea.", "2022-10-10T09:00:00Z"],
      ["Had the strangest conversation with a taxi driver who insisted pigeons can read maps. I didn't argue. He was taking me from the station to our new flat in Newport, which, yes, we finally moved into at the weekend, and he told me the whole pigeon theory twice. So many stairs in this place, by the way.", "2023-03-27T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Newport")], expect_closed: [t(S, "lives_in", "Swansea")],
  },
  { // dictated
    id: "g-move-11", kind: "move",
    steps: steps(
      ["we live in Omaha right now it's fine but my husband hates the winters", "2024-04-08T18:00:00Z"],
      ["okay update we moved to Des Moines two weeks ago and I've already been to the new library like six times", "2024-09-23T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Des Moines")], expect_closed: [t(S, "lives_in", "Omaha")],
  },
  { // plain
    id: "g-move-12", kind: "move",
    steps: steps(
      ["I live in Verona.", "2025-01-13T09:00:00Z"],
      ["I spent a weekend in Trieste. Beautiful coffee houses.", "2025-04-07T09:00:00Z"],
      ["We've moved to Padua now.", "2025-10-06T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Padua"), t(S, "visited", "Trieste")], expect_closed: [t(S, "lives_in", "Verona")],
  },

  // multi_valued: adding a value closes nothing ---------------------------------------------------------
  { // terse
    id: "g-multi-1", kind: "multi_valued",
    steps: steps(
      ["allergic to amoxicillin fyi", "2023-02-02T12:00:00Z"],
      ["turns out im allergic to mango too 😭 worst news of the yr", "2024-06-19T12:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "amoxicillin"), t(S, "allergic_to", "mango")], expect_closed: [],
  },
  { // formal
    id: "g-multi-2", kind: "multi_valued",
    steps: steps(
      ["I have two sons, Geoffrey and Clive.", "2022-08-01T10:00:00Z"],
      ["I neglected to mention our daughter, Agnes, who lives in Harrogate and telephones every Sunday.", "2022-08-15T10:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Geoffrey"), t(S, "has_child", "Clive"), t(S, "has_child", "Agnes")], expect_closed: [],
  },
  { // nonnative
    id: "g-multi-3", kind: "multi_valued",
    steps: steps(
      ["I speak Persian and Kurdish.", "2023-05-15T09:00:00Z"],
      ["Also I am learning Arabic since long time, now I can speak it quite good.", "2025-01-27T09:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Persian"), t(S, "speaks", "Kurdish"), t(S, "speaks", "Arabic")], expect_closed: [],
  },
  { // rambling
    id: "g-multi-4", kind: "multi_valued",
    steps: steps(
      ["I've got a Fender Stratocaster that I've had since I was sixteen.", "2023-07-01T21:00:00Z"],
      ["So I went to my mate's gig on Saturday, the sound guy had no idea what he was doing and the bassist's amp blew up halfway through the second song, absolute chaos but kind of brilliant. I came home inspired and, on top of the Strat, ordered a Gibson Les Paul, which turned up this morning. My bank balance is crying. The gig was great though.", "2024-03-18T21:00:00Z"],
    ),
    expect_current: [t(S, "owns", "Fender Stratocaster"), t(S, "owns", "Gibson Les Paul")], expect_closed: [],
  },
  { // dictated
    id: "g-multi-5", kind: "multi_valued",
    steps: steps(
      ["I have a brother called Declan he lives in Galway and works on the ferries", "2022-12-05T19:00:00Z"],
      ["and I've got another brother as well Ciarán he's the youngest and he's still in school", "2022-12-05T19:10:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Declan"), t(S, "has_sibling", "Ciarán")], expect_closed: [],
  },
  { // plain
    id: "g-multi-6", kind: "multi_valued",
    steps: steps(
      ["I take amlodipine for my blood pressure.", "2024-01-22T09:00:00Z"],
      ["My GP has added ramipril as well.", "2024-08-05T09:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "amlodipine"), t(S, "takes_medication", "ramipril")], expect_closed: [],
  },
  { // terse
    id: "g-multi-7", kind: "multi_valued",
    steps: steps(
      ["been to morocco and egypt", "2023-11-20T22:00:00Z"],
      ["just back from oman, add it to the list 🐪", "2025-02-24T22:00:00Z"],
    ),
    expect_current: [t(S, "visited", "morocco"), t(S, "visited", "egypt"), t(S, "visited", "oman")], expect_closed: [],
  },
  { // formal
    id: "g-multi-8", kind: "multi_valued",
    steps: steps(
      ["We keep a Labrador named Barnaby.", "2022-03-14T10:00:00Z"],
      ["I should also tell you that we have taken in a second dog, a retired greyhound called Percy.", "2023-09-25T10:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Barnaby"), t(S, "has_pet", "Percy")], expect_closed: [],
  },
  { // nonnative
    id: "g-multi-9", kind: "multi_valued",
    steps: steps(
      ["I have one daughter, her name is Selin.", "2024-02-26T08:00:00Z"],
      ["Good news, we have now second child, a boy, his name is Deniz!", "2025-05-12T08:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Selin"), t(S, "has_child", "Deniz")], expect_closed: [],
  },
  { // rambling
    id: "g-multi-10", kind: "multi_valued",
    steps: steps(
      ["I grew up speaking Hindi and Gujarati.", "2023-03-06T18:00:00Z"],
      ["Funny story, I was at the dosa place on the corner and the waiter and I got talking, and it turns out his mum is from the same town as my grandmother. Small world. Anyway, after four years of lessons I'm finally comfortable speaking Tamil as well, so I did the whole order in Tamil to show off. He was very polite about my accent.", "2025-08-18T18:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Hindi"), t(S, "speaks", "Gujarati"), t(S, "speaks", "Tamil")], expect_closed: [],
  },
  { // dictated
    id: "g-multi-11", kind: "multi_valued",
    steps: steps(
      ["we have a cat called Marmalade she's fourteen and she rules the house", "2024-04-29T17:00:00Z"],
      ["oh and we got a hamster too his name is Sprout the kids picked it", "2024-10-14T17:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Marmalade"), t(S, "has_pet", "Sprout")], expect_closed: [],
  },
  { // plain
    id: "g-multi-12", kind: "multi_valued",
    steps: steps(
      ["I'm allergic to hazelnuts.", "2022-05-30T09:00:00Z"],
      ["I've since found out I'm allergic to celery as well.", "2023-07-10T09:00:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "hazelnuts"), t(S, "allergic_to", "celery")], expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  { // terse
    id: "g-past-1", kind: "past",
    steps: steps(
      ["i own a kawasaki ninja 🏍️", "2022-04-18T19:00:00Z"],
      ["sold the kawasaki ninja, mum was right it was a deathtrap", "2023-06-02T19:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "owns", "kawasaki ninja")],
  },
  { // formal
    id: "g-past-2", kind: "past",
    steps: steps(
      ["I take digoxin daily, as prescribed.", "2023-01-30T10:00:00Z"],
      ["My cardiologist has taken me off the digoxin; I no longer require it.", "2024-03-04T10:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "takes_medication", "digoxin")],
  },
  { // nonnative
    id: "g-past-3", kind: "past",
    steps: steps(
      ["I am pescatarian since many years.", "2022-06-06T08:00:00Z"],
      ["Now I am not anymore pescatarian, the doctor said I need more iron so I eat again meat.", "2024-09-09T08:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "diet", "pescatarian")],
  },
  { // rambling
    id: "g-past-4", kind: "past",
    steps: steps(
      ["My girlfriend Mara and I are doing a pottery class together on Thursdays.", "2023-02-09T20:00:00Z"],
      ["So the pottery teacher asked where Mara was this week, and I had to explain in front of the whole class that we broke up on Sunday. Then my bowl collapsed on the wheel. A metaphor, probably. I'm fine, honestly, and I'm keeping the class.", "2023-10-12T21:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "partner", "Mara")],
  },
  { // dictated
    id: "g-past-5", kind: "past",
    steps: steps(
      ["I'm really into Warhammer I paint the little figures every night after work", "2024-01-15T22:00:00Z"],
      ["yeah so I don't really do Warhammer anymore I gave it up when the baby came there's just no time", "2025-04-21T22:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "likes", "Warhammer")],
  },
  { // plain
    id: "g-past-6", kind: "past",
    steps: steps(
      ["I work at Rolls-Royce.", "2022-01-17T09:00:00Z"],
      ["I quit Rolls-Royce in the spring and I'm freelancing now.", "2023-07-03T09:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "works_at", "Rolls-Royce")],
  },
  { // terse
    id: "g-past-7", kind: "past",
    steps: steps(
      ["my bf Dario is sooo annoying today lol", "2025-03-01T23:00:00Z"],
      ["dario's my ex now. dont ask", "2025-09-14T23:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "partner", "Dario")],
  },
  { // formal
    id: "g-past-8", kind: "past",
    steps: steps(
      ["I own a Jaguar XJ, which I bought when I retired.", "2022-09-12T10:00:00Z"],
      ["I have finally parted with the Jaguar XJ; the garage bills had become quite absurd.", "2024-10-07T10:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "owns", "Jaguar XJ")],
  },
  { // nonnative
    id: "g-past-9", kind: "past",
    steps: steps(
      ["I am married with Sofia since 2015.", "2022-03-21T08:00:00Z"],
      ["Now I am divorced from Sofia, since last summer.", "2024-01-29T08:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "married_to", "Sofia")],
  },
  { // rambling
    id: "g-past-10", kind: "past",
    steps: steps(
      ["I'm obsessed with sourdough baking.", "2023-01-08T10:00:00Z"],
      ["My brother came round yesterday asking for a loaf, like he does every week, and I had to tell him the starter died back in March, rest in peace Gerald. Honestly these days I don't bother with sourdough baking at all, the supermarket does a decent one. He took it well, he just wanted toast.", "2024-06-16T10:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "likes", "sourdough baking")],
  },
  { // dictated
    id: "g-past-11", kind: "past",
    steps: steps(
      ["we've got a tortoise called Sheldon he's forty years old and he was my dad's", "2022-07-25T18:00:00Z"],
      ["sad news Sheldon passed away on Tuesday the kids are taking it pretty hard we buried him under the apple tree", "2025-05-29T18:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "has_pet", "Sheldon")],
  },
  { // plain
    id: "g-past-12", kind: "past",
    steps: steps(
      ["My friend Tobias is coming over for the match tonight.", "2023-04-22T17:00:00Z"],
      ["Tobias and I aren't friends anymore. Long story.", "2024-02-17T17:00:00Z"],
    ),
    expect_current: [], expect_closed: [t(S, "has_friend", "Tobias")],
  },

  // planned ---------------------------------------------------------------------------------------------
  { // terse
    id: "g-plan-1", kind: "planned",
    steps: steps(
      ["in limerick for now", "2024-01-29T21:00:00Z"],
      ["we'll be moving to belfast in sept 🎉 cant wait", "2024-05-13T21:00:00Z"],
      ["moved to belfast!! boxes everywhere", "2024-09-10T21:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "belfast")], expect_closed: [t(S, "lives_in", "limerick")], expect_planned: [],
  },
  { // formal
    id: "g-plan-2", kind: "planned",
    steps: steps(
      ["I am employed by the Bank of England as an economist.", "2026-01-12T10:00:00Z"],
      ["I have accepted a post with the Institute for Fiscal Studies, commencing in February.", "2026-10-05T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Bank of England")], expect_closed: [], expect_planned: [t(S, "works_at", "Institute for Fiscal Studies")],
  },
  { // nonnative
    id: "g-plan-3", kind: "planned",
    steps: steps(
      ["We are living in Salzburg, near to the old town.", "2023-01-16T09:00:00Z"],
      ["The plan is that we move to Innsbruck in the summer, my husband has new work there.", "2023-03-20T09:00:00Z"],
      ["Finally we are in Innsbruck now, since two weeks!", "2023-07-17T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Innsbruck")], expect_closed: [t(S, "lives_in", "Salzburg")], expect_planned: [],
  },
  { // rambling
    id: "g-plan-4", kind: "planned",
    steps: steps(
      ["I'm a sound engineer at Abbey Road Studios.", "2024-01-08T10:00:00Z"],
      ["Bit of a saga: I went for an interview at the BBC, the lift was broken so I climbed nine floors in a suit and arrived sweating like a marathon runner, and they offered me the job anyway! I'm going to start at the BBC in June. I still can't feel my calves.", "2024-03-11T19:00:00Z"],
      ["Change of heart. I told the BBC thanks but no thanks, Abbey Road Studios matched the money and I'd miss the place too much.", "2024-04-15T19:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Abbey Road Studios")], expect_closed: [], expect_planned: [],
  },
  { // dictated
    id: "g-plan-5", kind: "planned",
    steps: steps(
      ["we're in Fresno right now renting a little place near the college", "2026-02-09T16:00:00Z"],
      ["so we're moving to Eugene in January the movers are booked and everything I'm so nervous", "2026-10-12T16:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Fresno")], expect_closed: [], expect_planned: [t(S, "lives_in", "Eugene")],
  },
  { // plain
    id: "g-plan-6", kind: "planned",
    steps: steps(
      ["I live in Brno.", "2024-01-15T09:00:00Z"],
      ["I'm going to move to Prague in the autumn.", "2024-04-08T09:00:00Z"],
      ["In the end we moved to Bratislava instead of Prague.", "2024-10-21T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bratislava")], expect_closed: [t(S, "lives_in", "Brno")], expect_planned: [],
  },
  { // terse
    id: "g-plan-7", kind: "planned",
    steps: steps(
      ["work @ Zalando, backend", "2026-03-02T20:00:00Z"],
      ["starting @ Klarna in jan!! handing in notice tmrw", "2026-10-20T20:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Zalando")], expect_closed: [], expect_planned: [t(S, "works_at", "Klarna")],
  },
  { // formal
    id: "g-plan-8", kind: "planned",
    steps: steps(
      ["My husband and I live in Eastbourne.", "2025-01-06T10:00:00Z"],
      ["We have booked a removal firm for the 12th of May, as we shall be moving to Salisbury.", "2025-03-10T10:00:00Z"],
      ["We are now settled in Salisbury, and the cathedral is a daily joy.", "2025-06-09T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Salisbury")], expect_closed: [t(S, "lives_in", "Eastbourne")], expect_planned: [],
  },
  { // nonnative
    id: "g-plan-9", kind: "planned",
    steps: steps(
      ["I am working in Ericsson as tester.", "2024-01-22T07:00:00Z"],
      ["I accepted offer from Nokia, I start there on first of April.", "2024-03-04T07:00:00Z"],
      ["Unfortunately Nokia cancelled the position, so I stay in Ericsson.", "2024-03-25T07:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ericsson")], expect_closed: [], expect_planned: [],
  },
  { // rambling
    id: "g-plan-10", kind: "planned",
    steps: steps(
      ["I'm a shift manager at Asda.", "2025-01-13T09:00:00Z"],
      ["Okay so my nan's 90th was on Saturday and the whole family came, my uncle gave a speech that went on for forty minutes, the cake collapsed, and my cousin got engaged in the middle of it all. Oh and I'm going to start at Sainsbury's next month, I signed the contract on Friday. Honestly a great day, even the cake.", "2025-03-03T19:00:00Z"],
      ["Sainsbury's fell apart at the last minute, they froze hiring. I ended up at Morrisons instead and started last week.", "2025-04-15T19:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Morrisons")], expect_closed: [t(S, "works_at", "Asda")], expect_planned: [],
  },
  { // dictated
    id: "g-plan-11", kind: "planned",
    steps: steps(
      ["I work at Home Depot in the garden center", "2026-01-19T18:00:00Z"],
      ["I got the job at Lowe's they want me to start in January so I'll give my notice at Home Depot after Christmas", "2026-10-25T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Home Depot")], expect_closed: [], expect_planned: [t(S, "works_at", "Lowe's")],
  },
  { // plain
    id: "g-plan-12", kind: "planned",
    steps: steps(
      ["We live in Winnipeg.", "2024-02-05T09:00:00Z"],
      ["We're moving to Calgary in August.", "2024-04-15T09:00:00Z"],
      ["We moved into our new house in Calgary on the 3rd.", "2024-08-20T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Calgary")], expect_closed: [t(S, "lives_in", "Winnipeg")], expect_planned: [],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  { // terse
    id: "g-like-1", kind: "repeat_like",
    steps: steps(
      ["obsessed w/ bouldering rn", "2024-02-06T21:00:00Z"],
      ["bouldering again tonight, cant get enough of bouldering lol", "2024-02-20T21:00:00Z"],
    ),
    expect_current: [t(S, "likes", "bouldering")], expect_closed: [],
  },
  { // formal
    id: "g-like-2", kind: "repeat_like",
    steps: steps(
      ["I am very fond of choral music.", "2022-12-12T10:00:00Z"],
      ["I must say that choral music remains one of my greatest pleasures.", "2023-12-18T10:00:00Z"],
    ),
    expect_current: [t(S, "likes", "choral music")], expect_closed: [],
  },
  { // nonnative
    id: "g-like-3", kind: "repeat_like",
    steps: steps(
      ["Chess I like very much.", "2023-04-03T19:00:00Z"],
      ["For me chess is the best hobby, I play every evening with my neighbour.", "2023-05-08T19:00:00Z"],
      ["Also I like cooking, especially Georgian dishes.", "2023-06-12T19:00:00Z"],
    ),
    expect_current: [t(S, "likes", "chess"), t(S, "likes", "cooking")], expect_closed: [],
  },
  { // rambling
    id: "g-like-4", kind: "repeat_like",
    steps: steps(
      ["I'm a massive fan of crosswords.", "2025-01-07T08:00:00Z"],
      ["My aunt rang at 7am to ask me for a seven-letter word for 'obstinate', because apparently I'm the crossword person in the family, and then I couldn't get back to sleep, so I did three more. I really do love crosswords. The word was 'adamant', in case you're wondering.", "2025-01-25T08:00:00Z"],
    ),
    expect_current: [t(S, "likes", "crosswords")], expect_closed: [],
  },
  { // dictated
    id: "g-like-5", kind: "repeat_like",
    steps: steps(
      ["I love gardening I spend every Sunday out there with the radio on", "2024-05-05T15:00:00Z"],
      ["I'm out in the garden again gardening is honestly the thing I enjoy most these days", "2024-06-23T15:00:00Z"],
    ),
    expect_current: [t(S, "likes", "gardening")], expect_closed: [],
  },
  { // plain
    id: "g-like-6", kind: "repeat_like",
    steps: steps(
      ["I like Studio Ghibli films.", "2023-08-14T20:00:00Z"],
      ["I also enjoy Wes Anderson films.", "2023-09-11T20:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Studio Ghibli films"), t(S, "likes", "Wes Anderson films")], expect_closed: [],
  },
  { // terse
    id: "g-like-7", kind: "repeat_like",
    steps: steps(
      ["big into pickleball lately", "2025-06-02T20:00:00Z"],
      ["pickleball 3x this wk 😅 love it", "2025-06-16T20:00:00Z"],
      ["also kinda into padel now", "2025-07-07T20:00:00Z"],
    ),
    expect_current: [t(S, "likes", "pickleball"), t(S, "likes", "padel")], expect_closed: [],
  },
  { // formal
    id: "g-like-8", kind: "repeat_like",
    steps: steps(
      ["I have always enjoyed cricket.", "2022-06-20T10:00:00Z"],
      ["Cricket has been a lifelong passion of mine; I still attend every home match.", "2022-08-01T10:00:00Z"],
    ),
    expect_current: [t(S, "likes", "cricket")], expect_closed: [],
  },

  // rename ----------------------------------------------------------------------------------------------
  { // nonnative
    id: "g-rename-1", kind: "rename",
    steps: steps(
      ["I am working in a company called Vektor Systems.", "2023-03-13T08:00:00Z"],
      ["Our company changed the name, now Vektor Systems is called Vektra.", "2024-09-02T08:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Vektra")], expect_closed: [],
  },
  { // rambling
    id: "g-rename-2", kind: "rename",
    steps: steps(
      ["I'm Penelope, by the way.", "2024-04-02T12:00:00Z"],
      ["So at my cousin's hen do everyone kept shouting 'Pen!' across the bar, and I realised I actually prefer it. Please call me Pen from now on, Penelope is only for when I'm in trouble. The hen do was chaos, by the way, someone lost a shoe in the river.", "2024-06-10T12:00:00Z"],
    ),
    expect_current: [t(S, "name", "Pen")], expect_closed: [t(S, "name", "Penelope")],
  },
  { // dictated
    id: "g-rename-3", kind: "rename",
    steps: steps(
      ["our puppy is called Rocket he's a beagle and he eats everything", "2025-02-17T18:00:00Z"],
      ["so we changed the puppy's name from Rocket to Bean because he turned out to be scared of everything", "2025-03-03T18:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Bean")], expect_closed: [],
  },
  { // plain
    id: "g-rename-4", kind: "rename",
    steps: steps(
      ["My friend Yusuf works at Corvid Analytics.", "2023-11-06T09:00:00Z"],
      ["Corvid Analytics has been renamed Ravenlight.", "2024-05-13T09:00:00Z"],
    ),
    expect_current: [t("Yusuf", "works_at", "Ravenlight"), t(S, "has_friend", "Yusuf")], expect_closed: [],
  },

  // restate ---------------------------------------------------------------------------------------------
  { // terse
    id: "g-restate-1", kind: "restate",
    steps: steps(
      ["live in philly", "2024-03-04T22:00:00Z"],
      ["still in philadelphia lol, not going anywhere", "2025-03-04T22:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "philadelphia")], expect_closed: [], equivalents: [["philly", "philadelphia"]],
  },
  { // formal
    id: "g-restate-2", kind: "restate",
    steps: steps(
      ["I have worked for the National Health Service for thirty-one years.", "2023-02-13T10:00:00Z"],
      ["As I believe I mentioned, I am still with the NHS, though retirement beckons.", "2024-02-12T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "National Health Service")], expect_closed: [], equivalents: [["NHS", "National Health Service"]],
  },
  { // nonnative
    id: "g-restate-3", kind: "restate",
    steps: steps(
      ["I am living in Ljubljana with my girlfriend.", "2025-04-14T09:00:00Z"],
      ["Like I told you, I live in Ljubljana, it is small city but very nice.", "2025-09-15T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Ljubljana")], expect_closed: [],
  },

  // out_of_order: each later step is dated before the one already stored ----------------------------------
  { // rambling
    id: "g-ooo-1", kind: "out_of_order",
    steps: steps(
      ["I was going to write about the football, but honestly the best thing about our new place in Leipzig is the bakery downstairs. I've put on two kilos since we moved in and the woman who runs it already knows my order. Anyway, the football was bad.", "2025-05-19T18:00:00Z"],
      ["I live in Dresden.", "2023-02-06T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Leipzig")], expect_closed: [t(S, "lives_in", "Dresden")],
  },
  { // dictated
    id: "g-ooo-2", kind: "out_of_order",
    steps: steps(
      ["I'm a charge nurse now on the cardiac ward they finally gave me the promotion", "2025-04-28T07:00:00Z"],
      ["I'm a staff nurse on the cardiac ward at the moment", "2022-06-13T07:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "charge nurse")], expect_closed: [t(S, "job_title", "staff nurse")],
  },
  { // plain
    id: "g-ooo-3", kind: "out_of_order",
    steps: steps(
      ["We spent our honeymoon in Sri Lanka.", "2025-03-24T09:00:00Z"],
      ["I visited Nepal on a trekking trip.", "2022-10-17T09:00:00Z"],
    ),
    expect_current: [t(S, "visited", "Sri Lanka"), t(S, "visited", "Nepal")], expect_closed: [],
  },
];
