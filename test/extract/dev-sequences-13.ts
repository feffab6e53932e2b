// Blind development sequences, set 13. Written only from the sequence section and the labelling rules of the
// held-out README (test/fixtures/facts/README.md), without looking at the extractor, its tests, the held-out
// items or any other dev set. It is a fresh set meant to measure first contact: none of these items has been
// run against the pipeline before being committed, so do not tune an extractor against them one by one.
//
// Same shape and conventions as dev-sequences.ts: steps are fed in order, each said at its own timestamp
// (in out_of_order items the timestamps go back in time); expect_current is exhaustive for every
// (subject, predicate) pair named anywhere in the item's expectations; expect_closed lists what must be stored
// but closed; expect_planned (when present) is exhaustive for planned facts of those pairs; equivalents (restate
// only) are surface forms that must resolve to one entity. Corrected values are not current and are not listed
// as closed. Renames keep one entity: the expected object is the current name and nothing is closed, except a
// self rename, where `name` supersedes. The read happens at READ_AT, after every step.
//
// Kinds follow the README's counts table: move 7, job_change 7, rename 7, repeat_like 7, restate 7, past 7,
// planned 7, multi_valued 8, out_of_order 7, correction 7 (71). Names, places and companies are new; the
// voices vary from terse to chatty, one or two sentences a step.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_13: DevSequence[] = [
  // ───────────────────────────── move (7) ─────────────────────────────
  {
    id: "d13-move-01",
    kind: "move",
    steps: steps(
      ["I live in Kuopio.", "2025-02-11T08:14:00Z"],
      ["we moved to Tampere over the weekend, still unpacking", "2025-09-08T19:40:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Tampere")],
    expect_closed: [t(S, "lives_in", "Kuopio")],
  },
  {
    id: "d13-move-02",
    kind: "move",
    steps: steps(
      ["hi! I'm based in Whanganui at the moment.", "2024-03-02T22:05:00Z"],
      ["Update: I've relocated to Nelson. The light here is unreal.", "2024-11-19T07:30:00Z"],
      ["And now I live in Dunedin. Third city in two years, I know.", "2026-04-07T12:12:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Dunedin")],
    expect_closed: [t(S, "lives_in", "Whanganui"), t(S, "lives_in", "Nelson")],
  },
  {
    id: "d13-move-03",
    kind: "move",
    steps: steps(
      ["i live in lethbridge", "2023-05-14T15:00:00Z"],
      ["moved to Moncton last month", "2023-12-03T10:45:00Z"],
      ["New apartment in Sudbury! Signed the lease yesterday and moved in today.", "2024-08-21T18:20:00Z"],
      ["ok final answer for a while: I live in Thunder Bay now.", "2026-02-28T21:03:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Thunder Bay")],
    expect_closed: [t(S, "lives_in", "lethbridge"), t(S, "lives_in", "Moncton"), t(S, "lives_in", "Sudbury")],
  },
  {
    id: "d13-move-04",
    kind: "move",
    steps: steps(
      ["I'm originally from Valdivia but I live in Temuco.", "2025-01-20T09:00:00Z"],
      ["Just moved to Puerto Montt!", "2025-10-02T16:35:00Z"],
    ),
    expect_current: [t(S, "from", "Valdivia"), t(S, "lives_in", "Puerto Montt")],
    expect_closed: [t(S, "lives_in", "Temuco")],
  },
  {
    id: "d13-move-05",
    kind: "move",
    steps: steps(
      ["I live in Tartu and I work at Hollowlark.", "2025-03-15T11:10:00Z"],
      ["We moved to Pärnu. I'm still at Hollowlark, just fully remote now.", "2025-08-30T08:55:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Pärnu"), t(S, "works_at", "Hollowlark")],
    expect_closed: [t(S, "lives_in", "Tartu")],
  },
  {
    id: "d13-move-06",
    kind: "move",
    steps: steps(
      ["Last summer I visited Kotor, gorgeous place. I live in Plovdiv btw.", "2024-09-10T19:00:00Z"],
      ["moving day!! we're living in Varna now", "2025-04-12T13:25:00Z"],
      ["Relocated again, this time to Ruse for work.", "2026-01-09T09:40:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Ruse"), t(S, "visited", "Kotor")],
    expect_closed: [t(S, "lives_in", "Plovdiv"), t(S, "lives_in", "Varna")],
  },
  {
    id: "d13-move-07",
    kind: "move",
    steps: steps(
      ["I'm from Galway, living in Inverness and working at Tidewell Marine.", "2024-06-01T10:00:00Z"],
      ["Went to Orkney for a long weekend, great trip.", "2024-07-15T20:10:00Z"],
      ["We've moved down to Stirling. Same job, Tidewell Marine let me go remote.", "2025-05-20T17:45:00Z"],
    ),
    expect_current: [
      t(S, "from", "Galway"),
      t(S, "lives_in", "Stirling"),
      t(S, "works_at", "Tidewell Marine"),
      t(S, "visited", "Orkney"),
    ],
    expect_closed: [t(S, "lives_in", "Inverness")],
  },

  // ───────────────────────────── job_change (7) ─────────────────────────────
  {
    id: "d13-job-01",
    kind: "job_change",
    steps: steps(
      ["I work at Brindlecrest.", "2025-01-06T09:05:00Z"],
      ["Switched jobs, I'm at Corvane Systems now.", "2025-07-14T18:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Corvane Systems")],
    expect_closed: [t(S, "works_at", "Brindlecrest")],
  },
  {
    id: "d13-job-02",
    kind: "job_change",
    steps: steps(
      ["I'm a line cook at Saffron & Slate, the place in the old town.", "2024-10-02T23:15:00Z"],
      ["I left Saffron & Slate today. Taking a few months off before I figure out what's next.", "2025-03-28T22:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Saffron & Slate")],
  },
  {
    id: "d13-job-03",
    kind: "job_change",
    steps: steps(
      ["I work at Lanternfish Games but I start at Mossgate next month.", "2025-05-12T14:00:00Z"],
      ["First day at Mossgate today, my badge photo is terrible", "2025-06-02T17:20:00Z"],
    ),
    expect_current: [t(S, "works_at", "Mossgate")],
    expect_closed: [t(S, "works_at", "Lanternfish Games")],
    expect_planned: [],
  },
  {
    id: "d13-job-04",
    kind: "job_change",
    steps: steps(
      ["I'm a junior analyst at Saltmarrow Analytics.", "2024-02-19T08:40:00Z"],
      ["got promoted to senior analyst!!", "2025-02-27T16:02:00Z"],
    ),
    expect_current: [t(S, "job_title", "senior analyst"), t(S, "works_at", "Saltmarrow Analytics")],
    expect_closed: [t(S, "job_title", "junior analyst")],
  },
  {
    id: "d13-job-05",
    kind: "job_change",
    steps: steps(
      ["My employer is Gristmark Foods.", "2023-09-01T12:00:00Z"],
      ["Took a job at Rookhaven Studios, started last week.", "2024-05-13T09:30:00Z"],
      ["Now I'm working for Wrenfield Logistics.", "2026-03-03T11:11:00Z"],
    ),
    expect_current: [t(S, "works_at", "Wrenfield Logistics")],
    expect_closed: [t(S, "works_at", "Gristmark Foods"), t(S, "works_at", "Rookhaven Studios")],
  },
  {
    id: "d13-job-06",
    kind: "job_change",
    steps: steps(
      ["I work for Nettlebrook Insurance.", "2024-01-22T10:00:00Z"],
      ["I quit Nettlebrook Insurance yesterday. no plan yet lol", "2024-08-09T21:50:00Z"],
      ["Good news, I got hired at Cobaltreed and started on Monday.", "2024-11-18T19:05:00Z"],
    ),
    expect_current: [t(S, "works_at", "Cobaltreed")],
    expect_closed: [t(S, "works_at", "Nettlebrook Insurance")],
  },
  {
    id: "d13-job-07",
    kind: "job_change",
    steps: steps(
      ["I live in Eau Claire and work at Harrowgate Mills.", "2025-04-04T07:15:00Z"],
      ["Changed jobs: I'm now at Umberline Foods as their plant manager.", "2026-01-12T18:45:00Z"],
    ),
    expect_current: [
      t(S, "lives_in", "Eau Claire"),
      t(S, "works_at", "Umberline Foods"),
      t(S, "job_title", "plant manager"),
    ],
    expect_closed: [t(S, "works_at", "Harrowgate Mills")],
  },

  // ───────────────────────────── rename (7) ─────────────────────────────
  {
    id: "d13-rename-01",
    kind: "rename",
    steps: steps(
      ["I work at Pikeholm.", "2024-04-10T09:00:00Z"],
      ["Heads up, Pikeholm is now called Veldtwise after the merger.", "2025-01-15T13:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Veldtwise")],
    expect_closed: [],
  },
  {
    id: "d13-rename-02",
    kind: "rename",
    steps: steps(
      ["I work at Fennimore Bio.", "2023-11-02T08:20:00Z"],
      ["Fennimore Bio rebranded as Fenmora this week.", "2024-06-20T15:00:00Z"],
      ["and they renamed again, it's Halcyra Therapeutics now. third logo on my lanyard in two years", "2025-09-30T10:10:00Z"],
    ),
    expect_current: [t(S, "works_at", "Halcyra Therapeutics")],
    expect_closed: [],
  },
  {
    id: "d13-rename-03",
    kind: "rename",
    steps: steps(
      ["I work at Zephyrine Software.", "2024-02-02T09:45:00Z"],
      ["Zephyrine Software changed its name to Zefra.", "2024-10-10T12:00:00Z"],
      ["I left Zefra last Friday.", "2025-03-17T08:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Zefra")],
  },
  {
    id: "d13-rename-04",
    kind: "rename",
    steps: steps(
      ["My friend Cosimo works at Plinth Robotics.", "2025-02-05T19:00:00Z"],
      ["Plinth Robotics is called Plinthwork now. Cosimo says the new name is awful.", "2025-08-12T20:40:00Z"],
    ),
    expect_current: [t(S, "has_friend", "Cosimo"), t("Cosimo", "works_at", "Plinthwork")],
    expect_closed: [],
  },
  {
    id: "d13-rename-05",
    kind: "rename",
    steps: steps(
      ["Hi, I'm Radomira.", "2024-05-05T10:00:00Z"],
      ["Small thing: I go by Mira now.", "2025-01-01T14:00:00Z"],
    ),
    expect_current: [t(S, "name", "Mira")],
    expect_closed: [t(S, "name", "Radomira")],
  },
  {
    id: "d13-rename-06",
    kind: "rename",
    steps: steps(
      ["We adopted a greyhound named Pickle.", "2025-06-14T11:30:00Z"],
      ["We renamed Pickle to Marzipan, the old name just didn't suit her.", "2025-06-29T18:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Marzipan")],
    expect_closed: [],
  },
  {
    id: "d13-rename-07",
    kind: "rename",
    steps: steps(
      ["I bank with Tollgate Savings.", "2024-12-03T09:00:00Z"],
      ["Tollgate Savings got renamed to Keystrel Mutual, new cards arrived today.", "2025-11-21T17:30:00Z"],
    ),
    expect_current: [t(S, "banks_with", "Keystrel Mutual")],
    expect_closed: [],
  },

  // ───────────────────────────── repeat_like (7) ─────────────────────────────
  {
    id: "d13-like-01",
    kind: "repeat_like",
    steps: steps(
      ["I love Ethiopian food.", "2025-03-03T12:30:00Z"],
      ["big fan of Ethiopian food honestly", "2025-06-10T19:45:00Z"],
    ),
    expect_current: [t(S, "likes", "Ethiopian food")],
    expect_closed: [],
  },
  {
    id: "d13-like-02",
    kind: "repeat_like",
    steps: steps(
      ["I like birdwatching.", "2025-04-01T07:00:00Z"],
      ["I'm also really into sea kayaking.", "2025-07-22T16:10:00Z"],
    ),
    expect_current: [t(S, "likes", "birdwatching"), t(S, "likes", "sea kayaking")],
    expect_closed: [],
  },
  {
    id: "d13-like-03",
    kind: "repeat_like",
    steps: steps(
      ["I enjoy bouldering.", "2024-10-05T10:00:00Z"],
      ["I'm really into bouldering these days.", "2025-01-18T21:00:00Z"],
      ["Did I mention I love bouldering? lol", "2025-05-30T18:25:00Z"],
    ),
    expect_current: [t(S, "likes", "bouldering")],
    expect_closed: [],
  },
  {
    id: "d13-like-04",
    kind: "repeat_like",
    steps: steps(
      ["I like Mahler.", "2025-02-14T20:00:00Z"],
      ["I'm a huge Mahler fan, went to see the Fifth last night.", "2025-03-09T09:15:00Z"],
      ["Also enjoy Sibelius.", "2025-03-10T22:40:00Z"],
    ),
    expect_current: [t(S, "likes", "Mahler"), t(S, "likes", "Sibelius")],
    expect_closed: [],
  },
  {
    id: "d13-like-05",
    kind: "repeat_like",
    steps: steps(
      ["love crosswords", "2026-01-04T08:00:00Z"],
      ["i like crosswords a lot", "2026-02-11T08:05:00Z"],
    ),
    expect_current: [t(S, "likes", "crosswords")],
    expect_closed: [],
  },
  {
    id: "d13-like-06",
    kind: "repeat_like",
    steps: steps(
      ["I really like pottery.", "2025-08-01T17:00:00Z"],
      ["Recently got into fermenting hot sauce too.", "2025-09-14T13:20:00Z"],
      ["and I'm enjoying trail running", "2025-10-20T06:45:00Z"],
    ),
    expect_current: [
      t(S, "likes", "pottery"),
      t(S, "likes", "fermenting hot sauce"),
      t(S, "likes", "trail running"),
    ],
    expect_closed: [],
  },
  {
    id: "d13-like-07",
    kind: "repeat_like",
    steps: steps(
      ["I'm into Korean dramas.", "2025-11-02T21:00:00Z"],
      ["My husband Lior likes Korean dramas too, we watch them together.", "2025-12-12T22:10:00Z"],
      ["Honestly I just really like Korean dramas.", "2026-02-01T23:30:00Z"],
    ),
    expect_current: [
      t(S, "likes", "Korean dramas"),
      t(S, "married_to", "Lior"),
      t("Lior", "likes", "Korean dramas"),
    ],
    expect_closed: [],
  },

  // ───────────────────────────── restate (7) ─────────────────────────────
  {
    id: "d13-restate-01",
    kind: "restate",
    steps: steps(
      ["I live in NYC.", "2025-02-14T15:00:00Z"],
      ["Still living in New York City, nothing's changed there.", "2025-10-01T12:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "NYC")],
    expect_closed: [],
    equivalents: [["NYC", "New York City"]],
  },
  {
    id: "d13-restate-02",
    kind: "restate",
    steps: steps(
      ["I live in Los Angeles.", "2024-07-07T18:00:00Z"],
      ["yep, still live in LA", "2025-07-07T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Los Angeles")],
    expect_closed: [],
    equivalents: [["LA", "Los Angeles"]],
  },
  {
    id: "d13-restate-03",
    kind: "restate",
    steps: steps(
      ["I live in SF.", "2025-03-21T09:30:00Z"],
      ["Like I said before, I live in San Francisco.", "2025-04-02T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "San Francisco")],
    expect_closed: [],
    equivalents: [["SF", "San Francisco"]],
  },
  {
    id: "d13-restate-04",
    kind: "restate",
    steps: steps(
      ["I work at IBM.", "2024-09-16T08:00:00Z"],
      ["Still at International Business Machines, same team as before.", "2026-05-04T08:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "IBM")],
    expect_closed: [],
    equivalents: [["IBM", "International Business Machines"]],
  },
  {
    id: "d13-restate-05",
    kind: "restate",
    steps: steps(
      ["I work at Kestrelpoint Freight.", "2025-05-05T13:00:00Z"],
      ["I still work at Kestrelpoint Freight, in case that matters for the cover letter.", "2025-09-19T20:20:00Z"],
    ),
    expect_current: [t(S, "works_at", "Kestrelpoint Freight")],
    expect_closed: [],
  },
  {
    id: "d13-restate-06",
    kind: "restate",
    steps: steps(
      ["I'm a paediatric nurse.", "2024-12-01T06:30:00Z"],
      ["as a paediatric nurse I get weird hours", "2025-02-08T04:10:00Z"],
      ["Yes, I'm still a paediatric nurse.", "2025-08-15T19:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "paediatric nurse")],
    expect_closed: [],
  },
  {
    id: "d13-restate-07",
    kind: "restate",
    steps: steps(
      ["I'm from Arequipa and I live in Cusco.", "2025-06-11T14:00:00Z"],
      ["Like I told you, I'm from Arequipa and living in Cusco.", "2026-03-27T14:30:00Z"],
    ),
    expect_current: [t(S, "from", "Arequipa"), t(S, "lives_in", "Cusco")],
    expect_closed: [],
  },

  // ───────────────────────────── past (7) ─────────────────────────────
  {
    id: "d13-past-01",
    kind: "past",
    steps: steps(
      ["I'm vegetarian.", "2024-04-04T12:00:00Z"],
      ["I'm not vegetarian anymore, started eating fish again.", "2025-06-18T19:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "diet", "vegetarian")],
  },
  {
    id: "d13-past-02",
    kind: "past",
    steps: steps(
      ["I take sertraline every morning.", "2025-01-10T07:30:00Z"],
      ["I stopped taking sertraline in August, my doctor signed off on it.", "2025-09-22T16:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "takes_medication", "sertraline")],
  },
  {
    id: "d13-past-03",
    kind: "past",
    steps: steps(
      ["I've got a Vespa Primavera and a cargo bike.", "2024-05-01T10:00:00Z"],
      ["Sold the Vespa Primavera, the cargo bike does everything I need.", "2025-02-14T11:45:00Z"],
    ),
    expect_current: [t(S, "owns", "cargo bike")],
    expect_closed: [t(S, "owns", "Vespa Primavera")],
  },
  {
    id: "d13-past-04",
    kind: "past",
    steps: steps(
      ["My boyfriend Anselm is coming over tonight, what should I cook?", "2025-03-07T17:00:00Z"],
      ["Anselm and I broke up last week.", "2025-08-25T22:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "partner", "Anselm")],
  },
  {
    id: "d13-past-05",
    kind: "past",
    steps: steps(
      ["I love rollerblading.", "2023-06-20T18:00:00Z"],
      ["I used to love rollerblading but after the wrist thing I'm done with it.", "2025-04-29T20:15:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "likes", "rollerblading")],
  },
  {
    id: "d13-past-06",
    kind: "past",
    steps: steps(
      ["I live in Bisbee.", "2024-11-11T09:00:00Z"],
      ["I don't live in Bisbee anymore, kind of between places right now.", "2025-12-01T15:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "lives_in", "Bisbee")],
  },
  {
    id: "d13-past-07",
    kind: "past",
    steps: steps(
      ["I'm married to Ilse.", "2023-02-02T10:00:00Z"],
      ["Ilse and I got divorced this spring.", "2025-07-03T21:00:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "married_to", "Ilse")],
  },

  // ───────────────────────────── planned (7) ─────────────────────────────
  {
    id: "d13-plan-01",
    kind: "planned",
    steps: steps(
      ["I live in Launceston. We're moving to Hobart in September.", "2026-05-10T09:00:00Z"],
      ["Made it, we're in Hobart now. Boxes everywhere.", "2026-09-14T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Hobart")],
    expect_closed: [t(S, "lives_in", "Launceston")],
    expect_planned: [],
  },
  {
    id: "d13-plan-02",
    kind: "planned",
    steps: steps(
      ["I start at Tallowmere Press on the 3rd of next month.", "2025-08-15T12:00:00Z"],
      ["Started at Tallowmere Press this week, everyone's lovely.", "2025-09-05T17:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Tallowmere Press")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d13-plan-03",
    kind: "planned",
    steps: steps(
      ["I live in Bendigo, planning to move to Ballarat next spring.", "2025-09-01T08:00:00Z"],
      ["Scrap that, we're not moving to Ballarat after all. Staying in Bendigo.", "2025-12-04T19:20:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bendigo")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d13-plan-04",
    kind: "planned",
    steps: steps(
      ["I work at Orrin & Vale but I'm starting at Quillfeather Labs in January.", "2025-11-20T10:30:00Z"],
      ["Quillfeather Labs rescinded the offer, so I'm staying at Orrin & Vale.", "2025-12-22T14:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Orrin & Vale")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d13-plan-05",
    kind: "planned",
    steps: steps(
      ["I live in Narvik. Moving to Tromsø next month!", "2024-03-04T20:00:00Z"],
      ["Change of plans, we ended up moving to Bodø instead.", "2024-04-20T13:10:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bodø")],
    expect_closed: [t(S, "lives_in", "Narvik")],
    expect_planned: [],
  },
  {
    id: "d13-plan-06",
    kind: "planned",
    steps: steps(
      ["I'm going to start at Kilnworth Ceramics next month.", "2026-02-10T11:00:00Z"],
      ["Ended up taking the Veradune offer instead, started there on Monday.", "2026-03-11T18:40:00Z"],
    ),
    expect_current: [t(S, "works_at", "Veradune")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d13-plan-07",
    kind: "planned",
    steps: steps(
      ["I live in Esbjerg.", "2026-03-01T09:00:00Z"],
      ["We're moving to Aarhus next year once the school year ends.", "2026-10-12T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Esbjerg")],
    expect_closed: [],
    expect_planned: [t(S, "lives_in", "Aarhus")],
  },

  // ───────────────────────────── multi_valued (8) ─────────────────────────────
  {
    id: "d13-multi-01",
    kind: "multi_valued",
    steps: steps(
      ["I have a son, Teodor.", "2025-04-14T10:00:00Z"],
      ["We had a baby girl last month, Perpetua!", "2025-10-03T03:30:00Z"],
    ),
    expect_current: [t(S, "has_child", "Teodor"), t(S, "has_child", "Perpetua")],
    expect_closed: [],
  },
  {
    id: "d13-multi-02",
    kind: "multi_valued",
    steps: steps(
      ["I'm allergic to shellfish.", "2024-08-08T12:00:00Z"],
      ["Found out I'm also allergic to latex.", "2025-01-29T16:40:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "shellfish"), t(S, "allergic_to", "latex")],
    expect_closed: [],
  },
  {
    id: "d13-multi-03",
    kind: "multi_valued",
    steps: steps(
      ["I speak Hungarian and English.", "2025-05-19T09:00:00Z"],
      ["oh and I speak Romanian too", "2025-05-20T09:30:00Z"],
    ),
    expect_current: [
      t(S, "speaks", "Hungarian"),
      t(S, "speaks", "English"),
      t(S, "speaks", "Romanian"),
    ],
    expect_closed: [],
  },
  {
    id: "d13-multi-04",
    kind: "multi_valued",
    steps: steps(
      ["I own a Fujifilm X100V.", "2025-02-02T14:00:00Z"],
      ["Just bought a Leica M6 as well, my wallet is crying.", "2025-11-09T19:10:00Z"],
    ),
    expect_current: [t(S, "owns", "Fujifilm X100V"), t(S, "owns", "Leica M6")],
    expect_closed: [],
  },
  {
    id: "d13-multi-05",
    kind: "multi_valued",
    steps: steps(
      ["I visited Tbilisi in 2022.", "2024-02-10T10:00:00Z"],
      ["Been to Yerevan too, last spring.", "2024-09-12T21:00:00Z"],
      ["and Baku in June", "2024-09-12T21:02:00Z"],
    ),
    expect_current: [t(S, "visited", "Tbilisi"), t(S, "visited", "Yerevan"), t(S, "visited", "Baku")],
    expect_closed: [],
  },
  {
    id: "d13-multi-06",
    kind: "multi_valued",
    steps: steps(
      ["We've got a tortoise called Horatio.", "2025-03-30T15:00:00Z"],
      ["Adopted a rescue cat yesterday, her name's Bramble.", "2025-07-06T12:25:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Horatio"), t(S, "has_pet", "Bramble")],
    expect_closed: [],
  },
  {
    id: "d13-multi-07",
    kind: "multi_valued",
    steps: steps(
      ["My brother Lorcan lives in Cork.", "2025-01-25T18:00:00Z"],
      ["My sister Dagny is visiting this weekend, can you suggest a brunch spot?", "2025-04-17T09:45:00Z"],
    ),
    expect_current: [
      t(S, "has_sibling", "Lorcan"),
      t(S, "has_sibling", "Dagny"),
      t("Lorcan", "lives_in", "Cork"),
    ],
    expect_closed: [],
  },
  {
    id: "d13-multi-08",
    kind: "multi_valued",
    steps: steps(
      ["I take levothyroxine.", "2024-10-10T08:00:00Z"],
      ["My doctor added metformin, so I take that as well now.", "2025-03-03T17:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "levothyroxine"), t(S, "takes_medication", "metformin")],
    expect_closed: [],
  },

  // ───────────────────────────── out_of_order (7) ─────────────────────────────
  {
    id: "d13-ooo-01",
    kind: "out_of_order",
    steps: steps(
      ["I live in Matsumoto.", "2026-06-01T10:00:00Z"],
      ["I live in Sapporo.", "2024-02-10T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Matsumoto")],
    expect_closed: [t(S, "lives_in", "Sapporo")],
  },
  {
    id: "d13-ooo-02",
    kind: "out_of_order",
    steps: steps(
      ["I work at Gilvane Tech.", "2026-02-15T09:00:00Z"],
      ["I work at Sorrelby Consulting.", "2025-03-01T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Gilvane Tech")],
    expect_closed: [t(S, "works_at", "Sorrelby Consulting")],
  },
  {
    id: "d13-ooo-03",
    kind: "out_of_order",
    steps: steps(
      ["I'm a staff engineer.", "2026-07-20T16:00:00Z"],
      ["I'm a senior engineer.", "2025-01-08T16:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "staff engineer")],
    expect_closed: [t(S, "job_title", "senior engineer")],
  },
  {
    id: "d13-ooo-04",
    kind: "out_of_order",
    steps: steps(
      ["We have a dog named Pilot.", "2026-05-05T12:00:00Z"],
      ["We have a cat called Moth.", "2025-11-11T12:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Pilot"), t(S, "has_pet", "Moth")],
    expect_closed: [],
  },
  {
    id: "d13-ooo-05",
    kind: "out_of_order",
    steps: steps(
      ["I live in Chiang Rai.", "2026-03-01T08:00:00Z"],
      ["I live in Udon Thani.", "2025-05-01T08:00:00Z"],
      ["I live in Lampang.", "2024-06-01T08:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Chiang Rai")],
    expect_closed: [t(S, "lives_in", "Udon Thani"), t(S, "lives_in", "Lampang")],
  },
  {
    id: "d13-ooo-06",
    kind: "out_of_order",
    steps: steps(
      ["We moved to Oamaru in March.", "2026-04-02T19:00:00Z"],
      ["I live in Timaru.", "2025-08-14T19:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Oamaru")],
    expect_closed: [t(S, "lives_in", "Timaru")],
  },
  {
    id: "d13-ooo-07",
    kind: "out_of_order",
    steps: steps(
      ["I live in Missoula and work at Bitterroot Cartography.", "2026-05-20T11:00:00Z"],
      ["I live in Bozeman and work at Gallatin Seedworks.", "2024-09-09T11:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Missoula"), t(S, "works_at", "Bitterroot Cartography")],
    expect_closed: [t(S, "lives_in", "Bozeman"), t(S, "works_at", "Gallatin Seedworks")],
  },

  // ───────────────────────────── correction (7) ─────────────────────────────
  {
    id: "d13-corr-01",
    kind: "correction",
    steps: steps(
      ["I live in Olomouc.", "2025-06-06T10:00:00Z"],
      ["sorry, I meant Opava, not Olomouc", "2025-06-06T10:02:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Opava")],
    expect_closed: [],
  },
  {
    id: "d13-corr-02",
    kind: "correction",
    steps: steps(
      ["I work at Lumenhall.", "2025-09-09T13:00:00Z"],
      ["ugh autocorrect. I meant Lumenvale, not Lumenhall", "2025-09-09T13:01:00Z"],
    ),
    expect_current: [t(S, "works_at", "Lumenvale")],
    expect_closed: [],
  },
  {
    id: "d13-corr-03",
    kind: "correction",
    steps: steps(
      ["I have two daughters, Ottilie and Wren.", "2026-01-15T20:00:00Z"],
      ["Sorry, not Wren, it's Wynn. Ottilie and Wynn.", "2026-01-15T20:03:00Z"],
    ),
    expect_current: [t(S, "has_child", "Ottilie"), t(S, "has_child", "Wynn")],
    expect_closed: [],
  },
  {
    id: "d13-corr-04",
    kind: "correction",
    steps: steps(
      ["I'm allergic to walnuts and sesame.", "2025-10-10T12:00:00Z"],
      ["Correction: it's pecans, not walnuts.", "2025-10-10T12:05:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "pecans"), t(S, "allergic_to", "sesame")],
    expect_closed: [],
  },
  {
    id: "d13-corr-05",
    kind: "correction",
    steps: steps(
      ["I'm a nurse practitioner.", "2025-02-20T08:00:00Z"],
      ["Actually I misspoke, I'm a physician assistant, not a nurse practitioner.", "2025-02-20T08:10:00Z"],
    ),
    expect_current: [t(S, "job_title", "physician assistant")],
    expect_closed: [],
  },
  {
    id: "d13-corr-06",
    kind: "correction",
    steps: steps(
      ["My birthday is 14 March.", "2026-04-01T09:00:00Z"],
      ["Oops, it's 14 May, not March.", "2026-04-01T09:01:00Z"],
    ),
    expect_current: [t(S, "birthday", "14 May")],
    expect_closed: [],
  },
  {
    id: "d13-corr-07",
    kind: "correction",
    steps: steps(
      ["I speak Danish and Icelandic.", "2025-07-07T15:00:00Z"],
      ["Wait, I meant Faroese, not Icelandic.", "2025-07-07T15:04:00Z"],
    ),
    expect_current: [t(S, "speaks", "Danish"), t(S, "speaks", "Faroese")],
    expect_closed: [],
  },
];
