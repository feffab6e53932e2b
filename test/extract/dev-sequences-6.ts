// A sixth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 5, written from the held-out README only, never from the held-out items or the extractor).
// Earlier batches were chatty or in unusual voices. This one is PLAIN: ordinary, well-formed English of a
// typical user, one or two sentences per step, the way the README's own examples are written ("I live in
// Berlin." then "We finally moved to Paris!"), with the everyday variety of wording a different writer would
// use for each kind. Every bullet of the README's "Counts by kind" table is covered two or three times:
//   move          chains of 3 and 4 cities; a move leaves works_at, from and visited open
//   job_change    supersession; "I left X" with no new job; "I start at Y next month" then started; promotions
//   rename        a company renamed (also twice, and leaving after a rename); a friend's employer renamed;
//                 a self rename; a pet renamed
//   repeat_like   the same like in other words is one fact; different likes accumulate
//   restate       reconfirmed, nothing closed (also NYC, LA, SF, IBM)
//   past          used to / not anymore / stopped / sold / broke up (and a divorce) after the present statement
//   planned       a plan then done; a plan cancelled; a plan replaced; a plan still ahead at READ_AT
//   multi_valued  has_child, allergic_to, speaks, owns, visited, has_pet, has_sibling, takes_medication
//   out_of_order  an older-dated statement arrives after a newer one (a multi-valued case closes nothing)
//   correction    single-valued and multi-valued
// Weighted towards the held-out set's weak kinds (correction, job_change, move, multi_valued, planned).
// New names, places and companies throughout (except the README's own NYC, LA, SF and IBM).

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_6: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "k-move-1", kind: "move",
    steps: steps(["I live in Cambridge.", "2023-03-04T10:00:00Z"], ["We moved to Ipswich last month.", "2023-09-10T18:30:00Z"]),
    expect_current: [t(S, "lives_in", "Ipswich")], expect_closed: [t(S, "lives_in", "Cambridge")],
  },
  {
    id: "k-move-2", kind: "move",
    steps: steps(["I live in Baltimore.", "2022-02-14T09:00:00Z"], ["We moved to Richmond in the summer.", "2023-08-20T19:00:00Z"], ["We're now living in Charleston.", "2025-03-02T12:00:00Z"]),
    expect_current: [t(S, "lives_in", "Charleston")], expect_closed: [t(S, "lives_in", "Baltimore"), t(S, "lives_in", "Richmond")],
  },
  {
    id: "k-move-3", kind: "move",
    steps: steps(["I live in Frankfurt.", "2022-01-12T09:00:00Z"], ["I moved to Bonn for a new job.", "2022-10-03T09:00:00Z"], ["We have since moved to Bremen.", "2023-11-18T09:00:00Z"], ["Now we live in Hanover.", "2025-02-07T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Hanover")], expect_closed: [t(S, "lives_in", "Frankfurt"), t(S, "lives_in", "Bonn"), t(S, "lives_in", "Bremen")],
  },
  {
    id: "k-move-4", kind: "move",
    steps: steps(["I live in Oxford and I work at Sophos.", "2024-02-05T09:00:00Z"], ["We moved to Abingdon in June.", "2024-07-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Abingdon"), t(S, "works_at", "Sophos")], expect_closed: [t(S, "lives_in", "Oxford")],
  },
  {
    id: "k-move-5", kind: "move",
    steps: steps(["I'm from Belfast and I live in Liverpool.", "2023-05-09T09:00:00Z"], ["We've just moved to Preston.", "2024-04-15T09:00:00Z"]),
    expect_current: [t(S, "from", "Belfast"), t(S, "lives_in", "Preston")], expect_closed: [t(S, "lives_in", "Liverpool")],
  },
  {
    id: "k-move-6", kind: "move",
    steps: steps(["I live in Utrecht.", "2024-01-08T09:00:00Z"], ["I visited Copenhagen in March and loved it.", "2024-04-02T09:00:00Z"], ["We moved to Rotterdam last week.", "2024-10-14T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Rotterdam"), t(S, "visited", "Copenhagen")], expect_closed: [t(S, "lives_in", "Utrecht")],
  },
  {
    id: "k-move-7", kind: "move",
    steps: steps(["My wife and I live in Tampa.", "2023-02-11T09:00:00Z"], ["We just moved to Orlando.", "2024-05-26T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Orlando")], expect_closed: [t(S, "lives_in", "Tampa")],
  },
  {
    id: "k-move-8", kind: "move",
    steps: steps(["I'm living in Florence at the moment.", "2024-03-19T09:00:00Z"], ["I moved to Genoa last month.", "2025-01-21T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Genoa")], expect_closed: [t(S, "lives_in", "Florence")],
  },
  {
    id: "k-move-9", kind: "move",
    steps: steps(["I live in Adelaide.", "2022-06-01T09:00:00Z"], ["We moved to Hobart in 2023.", "2023-09-12T09:00:00Z"], ["We've now settled in Canberra.", "2025-04-28T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Canberra")], expect_closed: [t(S, "lives_in", "Adelaide"), t(S, "lives_in", "Hobart")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "k-job_change-1", kind: "job_change",
    steps: steps(["I work at Adobe.", "2023-02-06T09:00:00Z"], ["I've just taken a job at Microsoft.", "2024-03-11T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Microsoft")], expect_closed: [t(S, "works_at", "Adobe")],
  },
  {
    id: "k-job_change-2", kind: "job_change",
    steps: steps(["I work at HSBC as an accountant.", "2023-01-16T09:00:00Z"], ["I left HSBC last Friday.", "2024-06-10T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "HSBC")],
  },
  {
    id: "k-job_change-3", kind: "job_change",
    steps: steps(["I work for Vodafone.", "2022-09-05T09:00:00Z"], ["I've left Vodafone and I'm taking a few months off.", "2024-02-19T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Vodafone")],
  },
  {
    id: "k-job_change-4", kind: "job_change",
    steps: steps(["I work at Pinterest.", "2024-01-15T09:00:00Z"], ["I start at Reddit next month.", "2024-04-12T09:00:00Z"], ["I started at Reddit on Monday.", "2024-05-08T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Reddit")], expect_closed: [t(S, "works_at", "Pinterest")], expect_planned: [],
  },
  {
    id: "k-job_change-5", kind: "job_change",
    steps: steps(["I work at Walmart.", "2024-06-03T09:00:00Z"], ["I start at Costco next month.", "2024-08-20T09:00:00Z"], ["I've started at Costco now.", "2024-09-16T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Costco")], expect_closed: [t(S, "works_at", "Walmart")], expect_planned: [],
  },
  {
    id: "k-job_change-6", kind: "job_change",
    steps: steps(["I'm a sales associate at Nike.", "2023-04-03T09:00:00Z"], ["I was promoted to sales manager last week.", "2024-07-15T09:00:00Z"]),
    expect_current: [t(S, "job_title", "sales manager"), t(S, "works_at", "Nike")], expect_closed: [t(S, "job_title", "sales associate")],
  },
  {
    id: "k-job_change-7", kind: "job_change",
    steps: steps(["I work at Philips as a product designer.", "2023-01-09T09:00:00Z"], ["I've been promoted to lead product designer.", "2025-02-24T09:00:00Z"]),
    expect_current: [t(S, "job_title", "lead product designer"), t(S, "works_at", "Philips")], expect_closed: [t(S, "job_title", "product designer")],
  },
  {
    id: "k-job_change-8", kind: "job_change",
    steps: steps(["I work at Heineken.", "2023-05-22T09:00:00Z"], ["I have a new job at Carlsberg.", "2024-11-04T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Carlsberg")], expect_closed: [t(S, "works_at", "Heineken")],
  },
  {
    id: "k-job_change-9", kind: "job_change",
    steps: steps(["I work at Hillcrest Primary School as a teacher.", "2022-09-05T09:00:00Z"], ["I now work at Oakfield Academy.", "2024-09-09T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Oakfield Academy")], expect_closed: [t(S, "works_at", "Hillcrest Primary School")],
  },
  {
    id: "k-job_change-10", kind: "job_change",
    steps: steps(["I work at Samsung.", "2023-03-13T09:00:00Z"], ["I resigned from Samsung in May.", "2024-06-03T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Samsung")],
  },

  // rename ----------------------------------------------------------------------------------------------
  {
    id: "k-rename-1", kind: "rename",
    steps: steps(["I work at Tallgrass Labs.", "2023-02-13T09:00:00Z"], ["Tallgrass Labs is now known as Fernway.", "2024-04-08T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Fernway")], expect_closed: [],
  },
  {
    id: "k-rename-2", kind: "rename",
    steps: steps(["I work for Bluefin Analytics.", "2022-05-16T09:00:00Z"], ["Bluefin Analytics was renamed to Quillon.", "2023-06-12T09:00:00Z"], ["Quillon has been rebranded as Orrery.", "2025-01-20T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Orrery")], expect_closed: [],
  },
  {
    id: "k-rename-3", kind: "rename",
    steps: steps(["I work at Harbourlight.", "2023-01-23T09:00:00Z"], ["Harbourlight is now called Seabright.", "2024-02-26T09:00:00Z"], ["I left Seabright in September.", "2024-10-07T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Seabright")],
  },
  {
    id: "k-rename-4", kind: "rename",
    steps: steps(["My friend Oscar works at Hollowpine.", "2023-03-06T09:00:00Z"], ["Hollowpine has been renamed Kestrel Health.", "2024-05-13T09:00:00Z"]),
    expect_current: [t("Oscar", "works_at", "Kestrel Health"), t(S, "has_friend", "Oscar")], expect_closed: [],
  },
  {
    id: "k-rename-5", kind: "rename",
    steps: steps(["My name is Elizabeth.", "2023-01-30T09:00:00Z"], ["I go by Beth now.", "2024-03-04T09:00:00Z"]),
    expect_current: [t(S, "name", "Beth")], expect_closed: [t(S, "name", "Elizabeth")],
  },
  {
    id: "k-rename-6", kind: "rename",
    steps: steps(["My name is Emma Clarke.", "2023-01-09T09:00:00Z"], ["I got married and changed my name to Emma Walsh.", "2024-08-19T09:00:00Z"]),
    expect_current: [t(S, "name", "Emma Walsh")], expect_closed: [t(S, "name", "Emma Clarke")],
  },
  {
    id: "k-rename-7", kind: "rename",
    steps: steps(["I have a dog called Smudge.", "2023-02-20T09:00:00Z"], ["We changed the dog's name from Smudge to Domino.", "2024-01-15T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Domino")], expect_closed: [],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "k-repeat_like-1", kind: "repeat_like",
    steps: steps(["I love knitting.", "2024-02-05T09:00:00Z"], ["I really enjoy knitting.", "2024-05-06T09:00:00Z"]),
    expect_current: [t(S, "likes", "knitting")], expect_closed: [],
  },
  {
    id: "k-repeat_like-2", kind: "repeat_like",
    steps: steps(["I like yoga.", "2024-01-22T09:00:00Z"], ["I enjoy yoga a lot.", "2024-04-15T09:00:00Z"]),
    expect_current: [t(S, "likes", "yoga")], expect_closed: [],
  },
  {
    id: "k-repeat_like-3", kind: "repeat_like",
    steps: steps(["I like fishing.", "2024-03-04T09:00:00Z"], ["I also enjoy skiing.", "2024-06-10T09:00:00Z"]),
    expect_current: [t(S, "likes", "fishing"), t(S, "likes", "skiing")], expect_closed: [],
  },
  {
    id: "k-repeat_like-4", kind: "repeat_like",
    steps: steps(["I love the Beatles.", "2024-02-12T09:00:00Z"], ["I'm a huge Beatles fan.", "2024-07-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "Beatles")], expect_closed: [],
  },
  {
    id: "k-repeat_like-5", kind: "repeat_like",
    steps: steps(["I enjoy Scrabble.", "2024-01-08T09:00:00Z"], ["I like Scrabble a lot.", "2024-03-18T09:00:00Z"], ["I also like crime novels.", "2024-06-03T09:00:00Z"]),
    expect_current: [t(S, "likes", "Scrabble"), t(S, "likes", "crime novels")], expect_closed: [],
  },
  {
    id: "k-repeat_like-6", kind: "repeat_like",
    steps: steps(["I love Mexican food.", "2024-04-01T09:00:00Z"], ["I'm a fan of Mexican food.", "2024-08-12T09:00:00Z"]),
    expect_current: [t(S, "likes", "Mexican food")], expect_closed: [],
  },

  // restate ---------------------------------------------------------------------------------------------
  {
    id: "k-restate-1", kind: "restate",
    steps: steps(["I live in New York City.", "2024-02-05T09:00:00Z"], ["We live in NYC.", "2024-07-15T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "New York City")], expect_closed: [], equivalents: [["NYC", "New York City"]],
  },
  {
    id: "k-restate-2", kind: "restate",
    steps: steps(["I live in Los Angeles.", "2024-01-29T09:00:00Z"], ["We live in LA, as I mentioned.", "2024-06-17T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Los Angeles")], expect_closed: [], equivalents: [["LA", "Los Angeles"]],
  },
  {
    id: "k-restate-3", kind: "restate",
    steps: steps(["I live in San Francisco.", "2024-03-11T09:00:00Z"], ["I've lived in SF for six years.", "2024-09-02T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "San Francisco")], expect_closed: [], equivalents: [["SF", "San Francisco"]],
  },
  {
    id: "k-restate-4", kind: "restate",
    steps: steps(["I work for IBM.", "2024-02-19T09:00:00Z"], ["I work at IBM as a data scientist.", "2024-08-05T09:00:00Z"]),
    expect_current: [t(S, "works_at", "IBM")], expect_closed: [],
  },
  {
    id: "k-restate-5", kind: "restate",
    steps: steps(["I'm allergic to aspirin.", "2024-01-15T09:00:00Z"], ["I have an aspirin allergy.", "2024-05-20T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "aspirin")], expect_closed: [],
  },
  {
    id: "k-restate-6", kind: "restate",
    steps: steps(["My brother Daniel lives in Lancaster.", "2024-03-04T09:00:00Z"], ["Daniel still lives in Lancaster.", "2024-10-14T09:00:00Z"]),
    expect_current: [t("Daniel", "lives_in", "Lancaster"), t(S, "has_sibling", "Daniel")], expect_closed: [],
  },
  {
    id: "k-restate-7", kind: "restate",
    steps: steps(["I'm a physiotherapist.", "2024-02-26T09:00:00Z"], ["I work as a physiotherapist.", "2024-06-24T09:00:00Z"]),
    expect_current: [t(S, "job_title", "physiotherapist")], expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "k-past-1", kind: "past",
    steps: steps(["I like horror movies.", "2023-02-13T09:00:00Z"], ["I used to like horror movies.", "2024-03-18T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "likes", "horror movies")],
  },
  {
    id: "k-past-2", kind: "past",
    steps: steps(["I own a Kawasaki Ninja.", "2023-04-10T09:00:00Z"], ["I sold my Kawasaki Ninja last month.", "2024-05-06T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "owns", "Kawasaki Ninja")],
  },
  {
    id: "k-past-3", kind: "past",
    steps: steps(["My girlfriend is Ines.", "2023-06-05T09:00:00Z"], ["I broke up with Ines last month.", "2024-02-12T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "partner", "Ines")],
  },
  {
    id: "k-past-4", kind: "past",
    steps: steps(["I take fluoxetine.", "2023-03-20T09:00:00Z"], ["I've stopped taking fluoxetine.", "2024-01-22T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "takes_medication", "fluoxetine")],
  },
  {
    id: "k-past-5", kind: "past",
    steps: steps(["I work at Lidl.", "2023-01-16T09:00:00Z"], ["I don't work at Lidl anymore.", "2024-04-08T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Lidl")],
  },
  {
    id: "k-past-6", kind: "past",
    steps: steps(["I live in Bucharest.", "2023-05-15T09:00:00Z"], ["I'm not living in Bucharest anymore.", "2024-06-24T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "lives_in", "Bucharest")],
  },
  {
    id: "k-past-7", kind: "past",
    steps: steps(["I have a parrot named Peaches.", "2023-02-27T09:00:00Z"], ["We don't have Peaches anymore; we gave her to my aunt.", "2024-03-25T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "has_pet", "Peaches")],
  },
  {
    id: "k-past-8", kind: "past",
    steps: steps(["I'm married to Victor.", "2022-04-04T09:00:00Z"], ["Victor and I got divorced last year.", "2025-03-10T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "married_to", "Victor")],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "k-planned-1", kind: "planned",
    steps: steps(["I live in Southampton.", "2024-01-08T09:00:00Z"], ["We're moving to Bournemouth in April.", "2024-02-10T09:00:00Z"], ["We moved to Bournemouth last weekend.", "2024-04-22T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Bournemouth")], expect_closed: [t(S, "lives_in", "Southampton")], expect_planned: [],
  },
  {
    id: "k-planned-2", kind: "planned",
    steps: steps(["I work at Zoom.", "2024-02-05T09:00:00Z"], ["I'll be starting at Slack next month.", "2024-05-15T09:00:00Z"], ["I joined Slack last Monday.", "2024-06-12T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Slack")], expect_closed: [t(S, "works_at", "Zoom")], expect_planned: [],
  },
  {
    id: "k-planned-3", kind: "planned",
    steps: steps(["I live in Cleveland.", "2024-03-04T09:00:00Z"], ["We're planning to move to Cincinnati next year.", "2024-05-13T09:00:00Z"], ["We've decided not to move to Cincinnati after all.", "2024-09-16T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Cleveland")], expect_closed: [], expect_planned: [],
  },
  {
    id: "k-planned-4", kind: "planned",
    steps: steps(["I work at PayPal.", "2025-01-06T09:00:00Z"], ["I'm joining eBay in March.", "2025-02-01T09:00:00Z"], ["I turned down the offer from eBay, so I'm staying at PayPal.", "2025-02-20T09:00:00Z"]),
    expect_current: [t(S, "works_at", "PayPal")], expect_closed: [], expect_planned: [],
  },
  {
    id: "k-planned-5", kind: "planned",
    steps: steps(["I live in Detroit.", "2024-01-15T09:00:00Z"], ["We're moving to Indianapolis this summer.", "2024-03-11T09:00:00Z"], ["In the end we moved to Louisville instead.", "2024-08-05T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Louisville")], expect_closed: [t(S, "lives_in", "Detroit")], expect_planned: [],
  },
  {
    id: "k-planned-6", kind: "planned",
    steps: steps(["I work at Kroger.", "2024-01-22T09:00:00Z"], ["I'm going to start at Target in May.", "2024-03-18T09:00:00Z"], ["I ended up joining Safeway instead of Target.", "2024-05-20T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Safeway")], expect_closed: [t(S, "works_at", "Kroger")], expect_planned: [],
  },
  {
    id: "k-planned-7", kind: "planned",
    steps: steps(["I live in Tampere.", "2026-02-09T09:00:00Z"], ["We're moving to Turku next spring.", "2026-09-20T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Tampere")], expect_closed: [], expect_planned: [t(S, "lives_in", "Turku")],
  },
  {
    id: "k-planned-8", kind: "planned",
    steps: steps(["I work at Nestle.", "2026-03-02T09:00:00Z"], ["I start at Givaudan in January.", "2026-10-05T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Nestle")], expect_closed: [], expect_planned: [t(S, "works_at", "Givaudan")],
  },
  {
    id: "k-planned-9", kind: "planned",
    steps: steps(["I live in Lima.", "2025-01-13T09:00:00Z"], ["I'm moving to Quito next month.", "2025-03-03T09:00:00Z"], ["I've moved to Quito.", "2025-04-10T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Quito")], expect_closed: [t(S, "lives_in", "Lima")], expect_planned: [],
  },
  {
    id: "k-planned-10", kind: "planned",
    steps: steps(["I live in Auckland.", "2024-05-06T09:00:00Z"], ["We're going to move to Christchurch in the new year.", "2024-09-09T09:00:00Z"], ["We're not moving to Christchurch anymore.", "2024-11-11T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Auckland")], expect_closed: [], expect_planned: [],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "k-multi_valued-1", kind: "multi_valued",
    steps: steps(["I have a daughter called Ivy.", "2023-04-17T09:00:00Z"], ["Our son Arthur was born last week.", "2024-06-24T09:00:00Z"]),
    expect_current: [t(S, "has_child", "Ivy"), t(S, "has_child", "Arthur")], expect_closed: [],
  },
  {
    id: "k-multi_valued-2", kind: "multi_valued",
    steps: steps(["I'm allergic to soy.", "2023-03-13T09:00:00Z"], ["I found out I'm allergic to wasp stings too.", "2024-02-05T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "soy"), t(S, "allergic_to", "wasp stings")], expect_closed: [],
  },
  {
    id: "k-multi_valued-3", kind: "multi_valued",
    steps: steps(["I speak Hebrew.", "2023-05-08T09:00:00Z"], ["I can also speak Swahili now.", "2024-09-23T09:00:00Z"]),
    expect_current: [t(S, "speaks", "Hebrew"), t(S, "speaks", "Swahili")], expect_closed: [],
  },
  {
    id: "k-multi_valued-4", kind: "multi_valued",
    steps: steps(["I own a Toyota Corolla.", "2023-06-12T09:00:00Z"], ["We also bought a Kia Sportage last month.", "2024-07-08T09:00:00Z"]),
    expect_current: [t(S, "owns", "Toyota Corolla"), t(S, "owns", "Kia Sportage")], expect_closed: [],
  },
  {
    id: "k-multi_valued-5", kind: "multi_valued",
    steps: steps(["I've been to Budapest.", "2023-02-06T09:00:00Z"], ["Last summer I visited Athens.", "2024-10-07T09:00:00Z"]),
    expect_current: [t(S, "visited", "Budapest"), t(S, "visited", "Athens")], expect_closed: [],
  },
  {
    id: "k-multi_valued-6", kind: "multi_valued",
    steps: steps(["We have a hamster named Toffee.", "2023-08-14T09:00:00Z"], ["We got a kitten and named her Hazel.", "2024-04-29T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Toffee"), t(S, "has_pet", "Hazel")], expect_closed: [],
  },
  {
    id: "k-multi_valued-7", kind: "multi_valued",
    steps: steps(["I have a brother named Callum.", "2023-01-30T09:00:00Z"], ["My sister Niamh is visiting next week.", "2024-03-11T09:00:00Z"]),
    expect_current: [t(S, "has_sibling", "Callum"), t(S, "has_sibling", "Niamh")], expect_closed: [],
  },
  {
    id: "k-multi_valued-8", kind: "multi_valued",
    steps: steps(["I take simvastatin every evening.", "2023-09-04T09:00:00Z"], ["My doctor also put me on losartan.", "2024-05-13T09:00:00Z"]),
    expect_current: [t(S, "takes_medication", "simvastatin"), t(S, "takes_medication", "losartan")], expect_closed: [],
  },
  {
    id: "k-multi_valued-9", kind: "multi_valued",
    steps: steps(["I have two sons, Felix and Jasper.", "2023-05-22T09:00:00Z"], ["We just adopted a little girl, Poppy.", "2024-11-18T09:00:00Z"]),
    expect_current: [t(S, "has_child", "Felix"), t(S, "has_child", "Jasper"), t(S, "has_child", "Poppy")], expect_closed: [],
  },
  {
    id: "k-multi_valued-10", kind: "multi_valued",
    steps: steps(["I visited Seoul in 2023.", "2024-01-15T09:00:00Z"], ["This year I went to Hanoi and Bangkok.", "2025-09-08T09:00:00Z"]),
    expect_current: [t(S, "visited", "Seoul"), t(S, "visited", "Hanoi"), t(S, "visited", "Bangkok")], expect_closed: [],
  },

  // out_of_order ----------------------------------------------------------------------------------------
  {
    id: "k-out_of_order-1", kind: "out_of_order",
    steps: steps(["I live in Zaragoza.", "2025-09-15T09:00:00Z"], ["We live in Malaga.", "2023-04-10T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Zaragoza")], expect_closed: [t(S, "lives_in", "Malaga")],
  },
  {
    id: "k-out_of_order-2", kind: "out_of_order",
    steps: steps(["I work at Dyson.", "2025-06-02T09:00:00Z"], ["I work at BAE Systems.", "2023-02-06T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Dyson")], expect_closed: [t(S, "works_at", "BAE Systems")],
  },
  {
    id: "k-out_of_order-3", kind: "out_of_order",
    steps: steps(["I speak Icelandic.", "2025-04-07T09:00:00Z"], ["I speak Basque.", "2023-01-16T09:00:00Z"]),
    expect_current: [t(S, "speaks", "Icelandic"), t(S, "speaks", "Basque")], expect_closed: [],
  },
  {
    id: "k-out_of_order-4", kind: "out_of_order",
    steps: steps(["I live in Busan.", "2025-05-12T09:00:00Z"], ["I live in Daegu.", "2022-03-14T09:00:00Z"], ["I live in Incheon.", "2023-08-21T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Busan")], expect_closed: [t(S, "lives_in", "Daegu"), t(S, "lives_in", "Incheon")],
  },
  {
    id: "k-out_of_order-5", kind: "out_of_order",
    steps: steps(["I'm a head chef.", "2025-03-03T09:00:00Z"], ["I'm a sous chef.", "2023-06-05T09:00:00Z"]),
    expect_current: [t(S, "job_title", "head chef")], expect_closed: [t(S, "job_title", "sous chef")],
  },
  {
    id: "k-out_of_order-6", kind: "out_of_order",
    steps: steps(["My boyfriend is Lucas.", "2025-02-10T09:00:00Z"], ["My boyfriend is Mateo.", "2023-05-15T09:00:00Z"]),
    expect_current: [t(S, "partner", "Lucas")], expect_closed: [t(S, "partner", "Mateo")],
  },
  {
    id: "k-out_of_order-7", kind: "out_of_order",
    steps: steps(["I have a dog named Gizmo.", "2025-07-07T09:00:00Z"], ["I have a cat named Shadow.", "2024-01-08T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Gizmo"), t(S, "has_pet", "Shadow")], expect_closed: [],
  },

  // correction ------------------------------------------------------------------------------------------
  {
    id: "k-correction-1", kind: "correction",
    steps: steps(["I live in Bern.", "2024-05-01T09:00:00Z"], ["Correction: I live in Geneva, not Bern.", "2024-05-01T09:04:00Z"]),
    expect_current: [t(S, "lives_in", "Geneva")], expect_closed: [],
  },
  {
    id: "k-correction-2", kind: "correction",
    steps: steps(["I work at Bayer.", "2024-02-12T09:00:00Z"], ["I made a mistake earlier: I work at Merck, not Bayer.", "2024-02-12T09:20:00Z"]),
    expect_current: [t(S, "works_at", "Merck")], expect_closed: [],
  },
  {
    id: "k-correction-3", kind: "correction",
    steps: steps(["My name is Cara.", "2024-03-18T09:00:00Z"], ["Sorry, my name is actually Clara.", "2024-03-18T09:02:00Z"]),
    expect_current: [t(S, "name", "Clara")], expect_closed: [],
  },
  {
    id: "k-correction-4", kind: "correction",
    steps: steps(["My son Rowan started school this week.", "2024-09-06T09:00:00Z"], ["Sorry, his name is Rory, not Rowan.", "2024-09-06T09:03:00Z"]),
    expect_current: [t(S, "has_child", "Rory")], expect_closed: [],
  },
  {
    id: "k-correction-5", kind: "correction",
    steps: steps(["I'm allergic to pineapple and strawberries.", "2024-04-08T09:00:00Z"], ["Correction: I'm allergic to pineapple and raspberries, not strawberries.", "2024-04-08T09:10:00Z"]),
    expect_current: [t(S, "allergic_to", "pineapple"), t(S, "allergic_to", "raspberries")], expect_closed: [],
  },
  {
    id: "k-correction-6", kind: "correction",
    steps: steps(["I speak Bengali and Urdu.", "2024-06-03T09:00:00Z"], ["I got that wrong: I don't speak Urdu, it's Punjabi.", "2024-06-03T09:06:00Z"]),
    expect_current: [t(S, "speaks", "Bengali"), t(S, "speaks", "Punjabi")], expect_closed: [],
  },
  {
    id: "k-correction-7", kind: "correction",
    steps: steps(["My sister Grace lives in Carlisle.", "2024-07-15T09:00:00Z"], ["Sorry, I meant Grace lives in Chester, not Carlisle.", "2024-07-15T09:05:00Z"]),
    expect_current: [t("Grace", "lives_in", "Chester"), t(S, "has_sibling", "Grace")], expect_closed: [],
  },
  {
    id: "k-correction-8", kind: "correction",
    steps: steps(["I take naproxen.", "2024-08-05T09:00:00Z"], ["Sorry, I mixed them up. I take gabapentin, not naproxen.", "2024-08-05T09:08:00Z"]),
    expect_current: [t(S, "takes_medication", "gabapentin")], expect_closed: [],
  },
  {
    id: "k-correction-9", kind: "correction",
    steps: steps(["I'm a dental hygienist.", "2024-10-07T09:00:00Z"], ["Sorry, I'm a dental nurse, not a dental hygienist.", "2024-10-07T09:03:00Z"]),
    expect_current: [t(S, "job_title", "dental nurse")], expect_closed: [],
  },
];
