// A fifth batch of development update sequences, same shape and conventions as ./dev-sequences.ts (and, like
// batches 1 to 4, written from the held-out README only, never from the held-out items or the extractor).
// Batches 1 to 4 mostly carry one fact per step. Real conversations do not: this batch is made of multi-fact
// conversations, 3 or 4 steps each, where a step gives a move together with the new job, a like with a
// dislike, a pet with its vet visit, an allergy with a diet, or the update among chatter. The update has to
// land without disturbing the other facts around it, so expect_current names those other facts too (it is
// exhaustive only for the pairs it names): a move leaves works_at, from, visited and likes open; correcting
// one child's name leaves the other child alone; a new like closes no old like; visiting a city is not
// moving there; a friend's or sibling's move is not the speaker's; a plan stays planned next to the
// current value. Updates are told relative to the step's time ("last spring we moved", "in March I start
// at", "back in march i switched"), with the old value named ("from Castle Street Surgery to") or not.
// Weighted towards the held-out set's weak kinds: correction, job_change, move, multi_valued and planned 10
// each, past 8, repeat_like 6, rename, restate and out_of_order 2 each. Voices are marked on every item:
//   plain      short, plain sentences
//   casual     lower case, texting shorthand
//   formal     an older, formal speaker
//   rambling   the fact is one clause in an anecdote
//   dictated   voice dictation: no punctuation, one run-on sentence
//   nonnative  a non-native speaker, slightly unusual grammar
// New names, places and companies throughout.

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_5: DevSequence[] = [
  // correction ------------------------------------------------------------------------------------------
  { // plain: the home is corrected, the job in the same sentence stays
    id: "h-corr-1", kind: "correction",
    steps: steps(
      ["I live in Truro and work at Kingfisher as a buyer.", "2023-04-03T09:12:00Z"],
      ["Sorry, I meant Falmouth, not Truro. The job part is right.", "2023-04-03T09:14:00Z"],
      ["Falmouth is lovely this time of year, the harbour is full of boats.", "2023-04-03T09:20:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Falmouth"), t(S, "works_at", "Kingfisher"), t(S, "job_title", "buyer")], expect_closed: [],
  },
  { // casual: one child's name corrected two messages later, the other child and the wife untouched
    id: "h-corr-2", kind: "correction",
    steps: steps(
      ["my kids are Otis and Marnie, both at Hollybrook Primary now which makes the school run so much easier", "2024-09-09T08:10:00Z"],
      ["my wife Bea does drop-off on tuesdays, she works at Waitrose so she starts late", "2024-09-09T08:13:00Z"],
      ["wait I typed Marnie, it's Maisie not Marnie lol. Otis is right", "2024-09-09T08:15:00Z"],
    ),
    expect_current: [t(S, "has_child", "Otis"), t(S, "has_child", "Maisie"), t(S, "married_to", "Bea"), t("Bea", "works_at", "Waitrose")], expect_closed: [],
  },
  { // formal: allergy corrected, the diet stated with it stands
    id: "h-corr-3", kind: "correction",
    steps: steps(
      ["For the avoidance of doubt, I follow a pescatarian diet and I am allergic to hazelnuts.", "2022-05-16T10:00:00Z"],
      ["I must correct what I wrote a moment ago: the allergy is to cashews, not hazelnuts. The pescatarian part stands.", "2022-05-16T10:06:00Z"],
      ["I mention all this because I am arranging a dinner for my sister's birthday next month.", "2022-05-16T10:09:00Z"],
    ),
    expect_current: [t(S, "diet", "pescatarian"), t(S, "allergic_to", "cashews")], expect_closed: [],
  },
  { // plain: a friend's new city corrected; the speaker's own home is not touched
    id: "h-corr-4", kind: "correction",
    steps: steps(
      ["I live in Bozeman. My best friend Kofi just moved to Missoula for a teaching job.", "2025-02-10T18:00:00Z"],
      ["Ah no, Kofi moved to Billings, not Missoula. I'm mixing him up with my cousin.", "2025-02-10T18:03:00Z"],
      ["I'm driving over to see him in March, it's only a couple of hours.", "2025-02-10T18:05:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bozeman"), t("Kofi", "lives_in", "Billings"), t(S, "has_friend", "Kofi")], expect_closed: [],
  },
  { // casual: the title corrected, employer and hobby stay
    id: "h-corr-5", kind: "correction",
    steps: steps(
      ["im a line cook at Hawksmoor, been there since march", "2023-07-12T23:40:00Z"],
      ["days off i'm usually out trail running, honestly love it", "2023-07-12T23:42:00Z"],
      ["lol not line cook, grill cook. different stations i promise", "2023-07-12T23:45:00Z"],
    ),
    expect_current: [t(S, "job_title", "grill cook"), t(S, "works_at", "Hawksmoor"), t(S, "likes", "trail running")], expect_closed: [],
  },
  { // rambling: one of two languages corrected
    id: "h-corr-6", kind: "correction",
    steps: steps(
      ["Spent the afternoon helping my neighbour's kid with her homework, which was humbling. I grew up speaking Hungarian and Romanian at home thanks to my grandparents, but long division is apparently beyond me now.", "2023-03-19T17:00:00Z"],
      ["Rereading that: Hungarian and Slovak, not Romanian. Romanian was my grandfather's side and I never picked it up.", "2023-03-19T17:10:00Z"],
      ["Anyway, the kid got a gold star, so I'm calling it a win.", "2023-03-19T17:12:00Z"],
    ),
    expect_current: [t(S, "speaks", "Hungarian"), t(S, "speaks", "Slovak")], expect_closed: [],
  },
  { // dictated: the new pet's name corrected after a second pet was mentioned
    id: "h-corr-7", kind: "correction",
    steps: steps(
      ["we just adopted a greyhound called Pippin and he had his first check up at the vets today all good", "2024-04-20T19:00:00Z"],
      ["we've also got an old tabby called Fudge who is not impressed at all", "2024-04-20T19:02:00Z"],
      ["correction the greyhound is Pippa not Pippin she's a girl the rescue got it wrong on the form", "2024-04-20T19:05:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Pippa"), t(S, "has_pet", "Fudge")], expect_closed: [],
  },
  { // plain: the employer corrected; the move and the title in the same message stay; the girlfriend's job is hers
    id: "h-corr-8", kind: "correction",
    steps: steps(
      ["Moved to Leiden in January and started as a lab technician at Naturalis.", "2025-03-02T12:00:00Z"],
      ["Small correction: it's the LUMC, not Naturalis. Naturalis is where my girlfriend works.", "2025-03-02T12:04:00Z"],
      ["The bike commute is ten minutes, which feels like cheating.", "2025-03-02T12:06:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Leiden"), t(S, "works_at", "LUMC"), t(S, "job_title", "lab technician")], expect_closed: [],
  },
  { // plain: the added medication corrected, the first one stays
    id: "h-corr-9", kind: "correction",
    steps: steps(
      ["I'm on ramipril for my blood pressure, and the GP just added amlodipine.", "2026-01-14T09:30:00Z"],
      ["Sorry, I misread the box. It's felodipine, not amlodipine. The ramipril is right.", "2026-01-14T09:40:00Z"],
      ["Can you remind me to take them both at breakfast?", "2026-01-14T09:41:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "ramipril"), t(S, "takes_medication", "felodipine")], expect_closed: [],
  },
  { // plain: one brother's name corrected; the other brother and the sister (and her town) stay
    id: "h-corr-10", kind: "correction",
    steps: steps(
      ["My brothers Rhys and Idris are both coming up for my birthday.", "2022-11-15T20:00:00Z"],
      ["My sister Seren lives in Aberystwyth, so she's driving up with them.", "2022-11-15T20:02:00Z"],
      ["Oops, Iestyn, not Idris. Idris is my cousin.", "2022-11-15T20:05:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Rhys"), t(S, "has_sibling", "Iestyn"), t(S, "has_sibling", "Seren"), t("Seren", "lives_in", "Aberystwyth")], expect_closed: [],
  },

  // job_change ------------------------------------------------------------------------------------------
  { // plain: a move and a new employer in one message, same title
    id: "h-job-1", kind: "job_change",
    steps: steps(
      ["I live in Exeter and I'm a paralegal at Stephens Scown.", "2023-01-16T09:00:00Z"],
      ["Huge month: we moved to Plymouth and I've started at Foot Anstey, same role, much better commute.", "2023-09-04T18:30:00Z"],
      ["The kids love being near the sea.", "2023-09-10T11:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Plymouth"), t(S, "works_at", "Foot Anstey"), t(S, "job_title", "paralegal")],
    expect_closed: [t(S, "lives_in", "Exeter"), t(S, "works_at", "Stephens Scown")],
  },
  { // casual: laid off, no new job; home and partner stay
    id: "h-job-2", kind: "job_change",
    steps: steps(
      ["I'm a QA engineer at Mozilla. I live in Ithaca with my partner Jules.", "2022-06-06T14:00:00Z"],
      ["so mozilla laid off my whole team last tuesday. im ok, jules is being amazing about it", "2023-02-13T21:00:00Z"],
      ["taking a few weeks off before I even look at job boards", "2023-02-14T10:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Ithaca"), t(S, "partner", "Jules")], expect_closed: [t(S, "works_at", "Mozilla")],
  },
  { // formal: a promotion; employer and hobby stay
    id: "h-job-3", kind: "job_change",
    steps: steps(
      ["I am a senior lecturer at the University of Kent. In my spare time I enjoy restoring old clocks.", "2022-10-03T10:00:00Z"],
      ["You may be pleased to hear that I have been promoted to professor, with effect from the first of August.", "2024-08-05T10:00:00Z"],
      ["The clocks remain a great joy; I finished a French carriage clock only last week.", "2024-09-09T10:00:00Z"],
    ),
    expect_current: [t(S, "job_title", "professor"), t(S, "works_at", "University of Kent"), t(S, "likes", "restoring old clocks")],
    expect_closed: [t(S, "job_title", "senior lecturer")],
  },
  { // casual: the switch told months after it happened, old employer named
    id: "h-job-4", kind: "job_change",
    steps: steps(
      ["i live in boulder and do support at Datadog", "2024-11-04T16:00:00Z"],
      ["snowed in today, perfect excuse to stay inside and play Factorio", "2024-12-02T15:00:00Z"],
      ["forgot to tell you, back in march i switched from Datadog to Cloudflare. still in boulder obviously", "2025-06-10T19:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Cloudflare"), t(S, "lives_in", "boulder")], expect_closed: [t(S, "works_at", "Datadog")],
  },
  { // plain: the new job without the old one named, after a trip that is not a move
    id: "h-job-5", kind: "job_change",
    steps: steps(
      ["I'm a pharmacist at Walgreens and I live in Tempe.", "2023-05-08T09:00:00Z"],
      ["Just back from a week in Sedona. The red rocks are unreal.", "2023-10-16T20:00:00Z"],
      ["Three weeks into the new job at Banner Health and I don't miss retail pharmacy at all.", "2024-03-25T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Banner Health"), t(S, "lives_in", "Tempe"), t(S, "visited", "Sedona")], expect_closed: [t(S, "works_at", "Walgreens")],
  },
  { // rambling: the job change is one clause between two stories about the kids
    id: "h-job-6", kind: "job_change",
    steps: steps(
      ["I'm a structural engineer at Arup, with two kids, Esme and Rufus, and a very tolerant husband.", "2023-05-15T12:00:00Z"],
      ["Sports day was a disaster: Rufus fell over in the egg and spoon, Esme won the sack race and hasn't stopped talking about it. In other news, I handed in my notice at Arup and started at Buro Happold on Monday. Anyway, Esme now wants a trophy cabinet.", "2024-07-12T19:00:00Z"],
      ["First proper week at Buro Happold done, the bridge team is lovely.", "2024-07-20T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Buro Happold"), t(S, "has_child", "Esme"), t(S, "has_child", "Rufus")], expect_closed: [t(S, "works_at", "Arup")],
  },
  { // casual: new employer and new title in one message
    id: "h-job-7", kind: "job_change",
    steps: steps(
      ["I'm a barista at Blank Street while I finish my degree", "2022-02-07T08:00:00Z"],
      ["got hired at Octopus Energy as a customer service advisor!! goodbye Blank Street", "2022-08-22T17:00:00Z"],
      ["first payslip from Octopus Energy, actual money lol", "2022-09-30T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Octopus Energy"), t(S, "job_title", "customer service advisor")],
    expect_closed: [t(S, "works_at", "Blank Street"), t(S, "job_title", "barista")],
  },
  { // dictated: left, then the new place, with the pets mentioned in the same breath
    id: "h-job-8", kind: "job_change",
    steps: steps(
      ["I'm a vet nurse at Medivet and we've got two cats Basil and Olive", "2025-02-03T20:00:00Z"],
      ["so I left Medivet at the end of May and I've been working at Blue Cross since June doing nights Basil and Olive are fine by the way", "2025-07-14T20:00:00Z"],
      ["Olive caught a mouse last night and left it on my pillow as a present", "2025-07-20T08:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Blue Cross"), t(S, "has_pet", "Basil"), t(S, "has_pet", "Olive")], expect_closed: [t(S, "works_at", "Medivet")],
  },
  { // casual: a friend leaves the speaker's employer (not the speaker), then the speaker is promoted
    id: "h-job-9", kind: "job_change",
    steps: steps(
      ["I'm a localisation tester at Ubisoft.", "2023-03-06T10:00:00Z"],
      ["my friend Cem just left Ubisoft for Riot Games, I'm staying put though", "2023-08-14T21:00:00Z"],
      ["and I got promoted to lead tester last week!!", "2024-01-22T18:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Ubisoft"), t(S, "job_title", "lead tester"), t("Cem", "works_at", "Riot Games"), t(S, "has_friend", "Cem")],
    expect_closed: [t(S, "job_title", "localisation tester")],
  },
  { // formal: "moved from X to Y" about employers, not homes; the home and title stay
    id: "h-job-10", kind: "job_change",
    steps: steps(
      ["I am the practice manager at Castle Street Surgery in Kendal, where my wife and I live.", "2022-09-12T10:00:00Z"],
      ["I ought to tell you that I have moved from Castle Street Surgery to the Lakes Medical Practice, in the same capacity. We remain in Kendal.", "2024-01-08T10:00:00Z"],
      ["The new practice has a view of the fells, which I find does wonders for one's temper.", "2024-02-05T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Lakes Medical Practice"), t(S, "job_title", "practice manager"), t(S, "lives_in", "Kendal")],
    expect_closed: [t(S, "works_at", "Castle Street Surgery")],
  },

  // move ------------------------------------------------------------------------------------------------
  { // plain: a trip, then a move; origin, employer and the trip stay
    id: "h-move-1", kind: "move",
    steps: steps(
      ["I'm originally from Ghana. These days I live in Reading and work for Thames Water.", "2023-02-20T09:00:00Z"],
      ["Spent Easter in Valletta with my cousins, gorgeous place.", "2023-04-12T19:00:00Z"],
      ["Big change: we've moved to Swindon. Cheaper, and still an easy drive to Thames Water.", "2023-10-30T19:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Swindon"), t(S, "from", "Ghana"), t(S, "works_at", "Thames Water"), t(S, "visited", "Valletta")],
    expect_closed: [t(S, "lives_in", "Reading")],
  },
  { // casual: a friend moves first (not the speaker), then the speaker
    id: "h-move-2", kind: "move",
    steps: steps(
      ["i live in arnhem, my friend Bas lives in Zwolle", "2022-04-04T20:00:00Z"],
      ["bas just moved to Groningen for his new job", "2022-09-19T20:00:00Z"],
      ["and now us too, moved to Nijmegen last weekend!", "2023-05-08T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Nijmegen"), t("Bas", "lives_in", "Groningen"), t(S, "has_friend", "Bas")],
    expect_closed: [t(S, "lives_in", "arnhem"), t("Bas", "lives_in", "Zwolle")],
  },
  { // plain: the move told long after, old city named, title unchanged
    id: "h-move-3", kind: "move",
    steps: steps(
      ["We live in Dayton and I'm a second grade teacher.", "2024-01-15T17:00:00Z"],
      ["Parent-teacher conferences all week, I'm exhausted.", "2024-03-11T21:00:00Z"],
      ["Funny to think that last spring we moved from Dayton to Columbus, feels like years ago. Still teaching second grade, just at a new school.", "2025-10-06T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Columbus"), t(S, "job_title", "second grade teacher")], expect_closed: [t(S, "lives_in", "Dayton")],
  },
  { // plain: a weekend away is not a move; the real move names the trip again
    id: "h-move-4", kind: "move",
    steps: steps(
      ["We live in Kelowna.", "2023-02-06T09:00:00Z"],
      ["Back from a long weekend in Victoria, the whale watching was unreal.", "2023-05-23T20:00:00Z"],
      ["Plot twist, we bought a place in Penticton and moved in on the 1st. Victoria was nice but way too pricey.", "2023-09-05T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Penticton"), t(S, "visited", "Victoria")], expect_closed: [t(S, "lives_in", "Kelowna")],
  },
  { // dictated: move and new job in one run-on sentence
    id: "h-move-5", kind: "move",
    steps: steps(
      ["I live in Duluth and work at Essentia Health as a respiratory therapist", "2023-03-01T19:00:00Z"],
      ["so we finally did it we moved to Madison in August and I started at UW Health last week the lake here is huge too", "2023-09-18T19:00:00Z"],
      ["the kids are starting to like the new school", "2023-10-02T19:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Madison"), t(S, "works_at", "UW Health")],
    expect_closed: [t(S, "lives_in", "Duluth"), t(S, "works_at", "Essentia Health")],
  },
  { // formal: a chain of three homes; spouse and origin stay
    id: "h-move-6", kind: "move",
    steps: steps(
      ["My husband Alasdair and I live in Dunfermline, though I am from Montrose originally.", "2022-03-07T11:00:00Z"],
      ["We have moved to Falkirk, to be nearer Alasdair's mother.", "2023-06-19T11:00:00Z"],
      ["After her passing in the spring, we have settled in Linlithgow, which suits us both.", "2025-09-01T11:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Linlithgow"), t(S, "married_to", "Alasdair"), t(S, "from", "Montrose")],
    expect_closed: [t(S, "lives_in", "Dunfermline"), t(S, "lives_in", "Falkirk")],
  },
  { // casual: move told as "new place in", a like before and after, a dislike beside it
    id: "h-move-7", kind: "move",
    steps: steps(
      ["living in Hackney rn, flat's tiny. really into ceramics lately", "2024-02-12T22:00:00Z"],
      ["new place in Walthamstow is sooo much bigger, I have a spare room for the wheel!!", "2024-08-26T22:00:00Z"],
      ["still doing ceramics every thursday. hate the commute tho", "2024-09-05T22:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Walthamstow"), t(S, "likes", "ceramics")], expect_closed: [t(S, "lives_in", "Hackney")],
  },
  { // plain: "swapped X for Y"; the sister stays where she is
    id: "h-move-8", kind: "move",
    steps: steps(
      ["I live in Lubbock, and my sister Dolores lives in Abilene.", "2022-08-01T15:00:00Z"],
      ["We swapped Lubbock for Amarillo over the summer. Dolores is still in Abilene, she says she'll never move.", "2023-09-11T15:00:00Z"],
      ["Amarillo is windier than I expected.", "2023-10-02T15:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Amarillo"), t("Dolores", "lives_in", "Abilene"), t(S, "has_sibling", "Dolores")], expect_closed: [t(S, "lives_in", "Lubbock")],
  },
  { // nonnative: the move with the son's news in the same sentence
    id: "h-move-9", kind: "move",
    steps: steps(
      ["I am living in Braga with my wife and our son Tiago.", "2024-03-04T09:00:00Z"],
      ["Since September we are living in Coimbra, Tiago is starting the university here.", "2024-10-14T09:00:00Z"],
      ["The apartment in Coimbra is smaller but is more near to the river.", "2024-11-04T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Coimbra"), t(S, "has_child", "Tiago")], expect_closed: [t(S, "lives_in", "Braga")],
  },
  { // rambling: the move inside a story; job, title, dog and trip stay
    id: "h-move-10", kind: "move",
    steps: steps(
      ["I'm a graphic designer at Pentagram and I live in Hove with my whippet Ziggy.", "2025-01-13T10:00:00Z"],
      ["Took Ziggy to Devon for a week, he loved the beaches.", "2025-04-28T18:00:00Z"],
      ["Right, so: the landlord decided to sell, the estate agent was a nightmare, and after three weeks of viewings we found a cottage in Worthing. We moved in on Saturday and Ziggy has already claimed the sofa. Pentagram don't mind as long as I'm in twice a week.", "2025-08-18T19:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Worthing"), t(S, "works_at", "Pentagram"), t(S, "job_title", "graphic designer"), t(S, "has_pet", "Ziggy"), t(S, "visited", "Devon")],
    expect_closed: [t(S, "lives_in", "Hove")],
  },

  // multi_valued: adding a value closes nothing ---------------------------------------------------------
  { // plain: a pet's vet visit, then a second pet
    id: "h-multi-1", kind: "multi_valued",
    steps: steps(
      ["We have a spaniel named Bramble.", "2023-06-05T09:00:00Z"],
      ["Bramble had her jabs at the vet this morning. While we were there we fell for a kitten, so say hello to Crumpet!", "2024-02-19T13:00:00Z"],
      ["Crumpet sleeps on Bramble's back now, it's ridiculous.", "2024-03-04T21:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Bramble"), t(S, "has_pet", "Crumpet")], expect_closed: [],
  },
  { // casual: allergy plus diet, then a second allergy
    id: "h-multi-2", kind: "multi_valued",
    steps: steps(
      ["I'm allergic to mustard, and I'm plant-based, so no meat or dairy please", "2024-05-06T12:00:00Z"],
      ["just found out I'm allergic to celery as well. still plant-based obviously", "2024-11-11T12:00:00Z"],
      ["so what can I actually cook this week lol", "2024-11-11T12:05:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "mustard"), t(S, "allergic_to", "celery"), t(S, "diet", "plant-based")], expect_closed: [],
  },
  { // plain: a third language from a stay abroad
    id: "h-multi-3", kind: "multi_valued",
    steps: steps(
      ["I speak Catalan and Castilian, growing up in Girona you sort of have to.", "2022-01-24T10:00:00Z"],
      ["Back from a year in Jakarta, and my Indonesian is finally good enough to argue with taxi drivers.", "2023-02-06T10:00:00Z"],
      ["Girona feels tiny after Jakarta, but it's good to be home.", "2023-02-20T10:00:00Z"],
    ),
    expect_current: [t(S, "speaks", "Catalan"), t(S, "speaks", "Castilian"), t(S, "speaks", "Indonesian")], expect_closed: [],
  },
  { // plain: a second child after a move
    id: "h-multi-4", kind: "multi_valued",
    steps: steps(
      ["We have a daughter, Amara, and we live in Hamilton.", "2022-07-11T09:00:00Z"],
      ["We moved to Tauranga in the spring, Amara loves the beach.", "2022-12-05T09:00:00Z"],
      ["Baby Kwame arrived three weeks early, but he's perfect. Amara is besotted.", "2023-04-17T09:00:00Z"],
    ),
    expect_current: [t(S, "has_child", "Amara"), t(S, "has_child", "Kwame"), t(S, "lives_in", "Tauranga")], expect_closed: [t(S, "lives_in", "Hamilton")],
  },
  { // casual: things bought one by one, next to a hobby
    id: "h-multi-5", kind: "multi_valued",
    steps: steps(
      ["I ride a Brompton to work and I'm really into film photography", "2025-03-10T08:00:00Z"],
      ["picked up a Leica M6 at a car boot sale for a steal!!", "2025-04-14T18:00:00Z"],
      ["also bought a Nikon FM2 off ebay, my partner is despairing", "2025-05-19T18:00:00Z"],
    ),
    expect_current: [t(S, "owns", "Brompton"), t(S, "owns", "Leica M6"), t(S, "owns", "Nikon FM2"), t(S, "likes", "film photography")], expect_closed: [],
  },
  { // casual: trips add up; none of them is a move
    id: "h-multi-6", kind: "multi_valued",
    steps: steps(
      ["based in Durham, been here since uni", "2024-03-18T20:00:00Z"],
      ["did a long weekend in Bruges, chocolate overload", "2024-05-07T20:00:00Z"],
      ["just back from vilnius, what a gem. already planning the next one", "2024-09-23T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Durham"), t(S, "visited", "Bruges"), t(S, "visited", "vilnius")], expect_closed: [],
  },
  { // plain: a second sibling; the first one's home and job stay
    id: "h-multi-7", kind: "multi_valued",
    steps: steps(
      ["My older brother Magnus lives in Trondheim and works for Equinor.", "2023-01-30T09:00:00Z"],
      ["I never mentioned my little sister Astrid, she's doing her PhD in Uppsala.", "2023-03-13T09:00:00Z"],
      ["Magnus and Astrid are both coming for Christmas this year.", "2023-11-27T09:00:00Z"],
    ),
    expect_current: [t(S, "has_sibling", "Magnus"), t(S, "has_sibling", "Astrid"), t("Magnus", "lives_in", "Trondheim"), t("Magnus", "works_at", "Equinor")], expect_closed: [],
  },
  { // plain: medications added by different doctors; the allergy stays
    id: "h-multi-8", kind: "multi_valued",
    steps: steps(
      ["I take montelukast for asthma, and I'm allergic to aspirin.", "2025-09-01T09:00:00Z"],
      ["The asthma nurse added salbutamol for when it flares up.", "2025-10-06T09:00:00Z"],
      ["And the dermatologist has me on cetirizine for hives now too.", "2026-02-09T09:00:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "montelukast"), t(S, "takes_medication", "salbutamol"), t(S, "takes_medication", "cetirizine"), t(S, "allergic_to", "aspirin")],
    expect_closed: [],
  },
  { // formal: a second possession, then a like
    id: "h-multi-9", kind: "multi_valued",
    steps: steps(
      ["I own a Morris Minor, which I restored myself over several winters.", "2022-06-27T10:00:00Z"],
      ["I have recently acquired a narrowboat, which is moored at Stoke Bruerne.", "2023-05-15T10:00:00Z"],
      ["I am also rather fond of canal history, as you might imagine.", "2023-05-15T10:05:00Z"],
    ),
    expect_current: [t(S, "owns", "Morris Minor"), t(S, "owns", "narrowboat"), t(S, "likes", "canal history")], expect_closed: [],
  },
  { // plain: a second degree; the employer stays
    id: "h-multi-10", kind: "multi_valued",
    steps: steps(
      ["I graduated from the University of Sussex with a geography degree, and I work at the Ordnance Survey.", "2022-10-10T09:00:00Z"],
      ["Started a part-time master's with the Open University this autumn.", "2022-10-24T09:00:00Z"],
      ["Finished! I officially graduated from the Open University yesterday.", "2025-06-14T09:00:00Z"],
    ),
    expect_current: [t(S, "graduated_from", "University of Sussex"), t(S, "graduated_from", "Open University"), t(S, "works_at", "Ordnance Survey")], expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  { // plain: one of two cars sold
    id: "h-past-1", kind: "past",
    steps: steps(
      ["We've got a Volvo XC60 and a Fiat Panda.", "2023-04-24T09:00:00Z"],
      ["Sold the Fiat Panda on Saturday, we barely used it once I started cycling to work.", "2024-06-03T09:00:00Z"],
      ["The Volvo is in for a service tomorrow, fingers crossed it's nothing expensive.", "2024-09-16T09:00:00Z"],
    ),
    expect_current: [t(S, "owns", "Volvo XC60")], expect_closed: [t(S, "owns", "Fiat Panda")],
  },
  { // formal: one of two medications stopped; an allergy added afterwards
    id: "h-past-2", kind: "past",
    steps: steps(
      ["Following my atrial fibrillation diagnosis, I take bisoprolol and apixaban.", "2024-02-05T10:00:00Z"],
      ["I have stopped taking the apixaban on my cardiologist's advice; the bisoprolol continues.", "2024-08-12T10:00:00Z"],
      ["I should add that I am allergic to erythromycin.", "2024-08-12T10:04:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "bisoprolol"), t(S, "allergic_to", "erythromycin")], expect_closed: [t(S, "takes_medication", "apixaban")],
  },
  { // casual: one of two likes ended, the other restated
    id: "h-past-3", kind: "past",
    steps: steps(
      ["i love spicy food and wild swimming", "2023-06-12T20:00:00Z"],
      ["wild swimming is done for me after that jellyfish incident lol. spicy food forever tho", "2024-08-19T20:00:00Z"],
      ["went to a chilli festival on sunday, ate a reaper, regret nothing", "2024-09-09T20:00:00Z"],
    ),
    expect_current: [t(S, "likes", "spicy food")], expect_closed: [t(S, "likes", "wild swimming")],
  },
  { // plain: a breakup; the shared cat stays
    id: "h-past-4", kind: "past",
    steps: steps(
      ["My girlfriend Noor and I just adopted a cat called Kiki.", "2022-09-05T19:00:00Z"],
      ["Noor and I called it quits in the spring. I kept Kiki, thank god.", "2023-06-12T19:00:00Z"],
      ["Kiki has taken over the whole bed now.", "2023-07-03T19:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Kiki")], expect_closed: [t(S, "partner", "Noor")],
  },
  { // casual: gave up the home with no new one; the job stays; parked near a town is not living there
    id: "h-past-5", kind: "past",
    steps: steps(
      ["I live in Sligo and work remotely for Workday.", "2025-02-17T12:00:00Z"],
      ["handed back the keys to the Sligo flat last month, doing the van life thing for a while. Workday still pays the bills", "2025-07-07T12:00:00Z"],
      ["currently parked up near Dingle, absolutely stunning", "2025-07-21T12:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Workday")], expect_closed: [t(S, "lives_in", "Sligo")],
  },
  { // rambling: a diet ended in the middle of an anecdote; the hobby restated
    id: "h-past-6", kind: "past",
    steps: steps(
      ["I love rowing, and I've been gluten-free for about two years.", "2022-04-11T07:00:00Z"],
      ["Long story, but the coeliac test came back negative, so I'm not gluten-free anymore. Celebrated with a croissant the size of my head. Still rowing four mornings a week, the river was like glass today.", "2023-01-23T09:00:00Z"],
      ["My coach says we might race at Henley next year.", "2023-02-06T09:00:00Z"],
    ),
    expect_current: [t(S, "likes", "rowing")], expect_closed: [t(S, "diet", "gluten-free")],
  },
  { // dictated: retired; the wife and her job stay
    id: "h-past-7", kind: "past",
    steps: steps(
      ["I've been a postman with Royal Mail for twenty two years and my wife Pauline works at the library", "2024-03-04T18:00:00Z"],
      ["well that's it I retired from Royal Mail on Friday Pauline's still at the library for another year though", "2026-04-13T18:00:00Z"],
      ["first week of retirement and I've already built a birdhouse Pauline says I need a proper hobby", "2026-04-20T18:00:00Z"],
    ),
    expect_current: [t(S, "married_to", "Pauline"), t("Pauline", "works_at", "library")], expect_closed: [t(S, "works_at", "Royal Mail")],
  },
  { // plain: one of two dogs died; the other dog and the home stay
    id: "h-past-8", kind: "past",
    steps: steps(
      ["I live in Spokane with my two labs, Moose and Juno.", "2024-04-08T18:00:00Z"],
      ["Sad week. We had to put Moose to sleep on Tuesday, he was fourteen.", "2025-01-20T18:00:00Z"],
      ["Juno keeps looking for him. We're taking her up to the lake this weekend to cheer her up.", "2025-01-22T18:00:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Juno"), t(S, "lives_in", "Spokane")], expect_closed: [t(S, "has_pet", "Moose")],
  },

  // planned ---------------------------------------------------------------------------------------------
  { // plain: a move and a new job planned together, then both carried out
    id: "h-plan-1", kind: "planned",
    steps: steps(
      ["We live in Tulsa and I work at QuikTrip.", "2024-01-08T18:00:00Z"],
      ["Big news: we're moving to Wichita in June, and I start at Koch Industries on the 17th.", "2024-02-26T18:00:00Z"],
      ["Settled in Wichita, and my first two weeks at Koch Industries have been a blur.", "2024-07-02T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Wichita"), t(S, "works_at", "Koch Industries")],
    expect_closed: [t(S, "lives_in", "Tulsa"), t(S, "works_at", "QuikTrip")], expect_planned: [],
  },
  { // plain: a move and a job still ahead at read time; a house-hunting weekend there is a visit, not the move
    id: "h-plan-2", kind: "planned",
    steps: steps(
      ["I'm a nurse practitioner at Sutter Health and we live in Davis.", "2026-03-09T18:00:00Z"],
      ["It's happening: we're moving to Chico in February, and I'll start at Enloe Medical Center the same month.", "2026-10-12T18:00:00Z"],
      ["Spent the weekend in Chico house-hunting and found a place near the park!", "2026-10-26T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Davis"), t(S, "works_at", "Sutter Health"), t(S, "job_title", "nurse practitioner"), t(S, "visited", "Chico")],
    expect_closed: [], expect_planned: [t(S, "lives_in", "Chico"), t(S, "works_at", "Enloe Medical Center")],
  },
  { // casual: a planned move falls through; home and partner stay
    id: "h-plan-3", kind: "planned",
    steps: steps(
      ["live in Gloucester with my partner Dev, been here 6 yrs", "2025-01-20T21:00:00Z"],
      ["so we're moving to Hereford in the summer!! house is under offer", "2025-03-31T21:00:00Z"],
      ["hereford fell through, the buyer pulled out. staying in gloucester for now, kind of relieved tbh", "2025-05-19T21:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Gloucester"), t(S, "partner", "Dev")], expect_closed: [], expect_planned: [],
  },
  { // formal: "in March I start at", withdrawn, replaced by another post
    id: "h-plan-4", kind: "planned",
    steps: steps(
      ["I am employed as a curator at the Ashmolean.", "2023-11-06T10:00:00Z"],
      ["In March I start at the Fitzwilliam Museum, as senior curator.", "2024-01-15T10:00:00Z"],
      ["Regrettably the Fitzwilliam post was withdrawn for want of funding. I have instead taken up a position at the Holburne Museum, which began last week.", "2024-04-22T10:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Holburne Museum")], expect_closed: [t(S, "works_at", "Ashmolean")], expect_planned: [],
  },
  { // plain: "next year we're moving" said in autumn 2026; job stays, a purchase beside it
    id: "h-plan-5", kind: "planned",
    steps: steps(
      ["I live in Malmö and work at Axis Communications.", "2025-05-12T09:00:00Z"],
      ["Next year we're moving to Lund, so I'll have a ten-minute bike ride to work instead of the train.", "2026-10-20T09:00:00Z"],
      ["Already bought a new bike for it, a Bianchi.", "2026-10-27T09:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Malmö"), t(S, "works_at", "Axis Communications"), t(S, "owns", "Bianchi")],
    expect_closed: [], expect_planned: [t(S, "lives_in", "Lund")],
  },
  { // plain: a move planned, carried out (told after the fact), then a child mentioned
    id: "h-plan-6", kind: "planned",
    steps: steps(
      ["We live in Bari.", "2022-02-14T18:00:00Z"],
      ["My husband's being transferred, so we'll be moving to Naples once school finishes.", "2022-04-04T18:00:00Z"],
      ["We moved to Naples in July and the kids have settled in beautifully.", "2022-10-03T18:00:00Z"],
      ["Our daughter Chiara has already made friends with half the street.", "2022-11-07T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Naples"), t(S, "has_child", "Chiara")], expect_closed: [t(S, "lives_in", "Bari")], expect_planned: [],
  },
  { // dictated: a job with a title planned, then started
    id: "h-plan-7", kind: "planned",
    steps: steps(
      ["I work at Aldi on the tills and I'm doing my accounting course at night", "2025-01-13T20:00:00Z"],
      ["I got the trainee accountant job at Moore Kingston Smith I start on the first of April so I'll hand my notice in at Aldi this week", "2025-03-03T20:00:00Z"],
      ["a month in at Moore Kingston Smith and I love it way more than the tills", "2025-05-06T20:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Moore Kingston Smith"), t(S, "job_title", "trainee accountant")], expect_closed: [t(S, "works_at", "Aldi")], expect_planned: [],
  },
  { // plain: a friend moves (not the speaker), then the speaker plans to follow after read time
    id: "h-plan-8", kind: "planned",
    steps: steps(
      ["I live in Tartu, and my friend Liis lives in Pärnu.", "2026-02-02T18:00:00Z"],
      ["Liis moved to Helsinki last month for work!", "2026-06-15T18:00:00Z"],
      ["And I've decided to follow her: I'm moving to Helsinki in January.", "2026-10-10T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Tartu"), t("Liis", "lives_in", "Helsinki"), t(S, "has_friend", "Liis")],
    expect_closed: [t("Liis", "lives_in", "Pärnu")], expect_planned: [t(S, "lives_in", "Helsinki")],
  },
  { // casual: a new job planned, dropped for a promotion at the old one
    id: "h-plan-9", kind: "planned",
    steps: steps(
      ["I'm a product designer at Miro", "2024-01-08T19:00:00Z"],
      ["signed with Notion!! starting in april", "2024-02-12T19:00:00Z"],
      ["plot twist: Miro countered with a promotion to senior product designer, so I'm staying and Notion is off", "2024-03-18T19:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Miro"), t(S, "job_title", "senior product designer")], expect_closed: [t(S, "job_title", "product designer")], expect_planned: [],
  },
  { // casual: a move and a job both planned after read time; the current ones stay
    id: "h-plan-10", kind: "planned",
    steps: steps(
      ["i live in Kilkenny and teach at Kilkenny College", "2025-08-25T20:00:00Z"],
      ["news!! we're moving to Wexford in february and I start at Loreto Secondary School the same week", "2026-10-22T20:00:00Z"],
      ["told my class at Kilkenny College today, there were actual tears (mine)", "2026-10-29T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Kilkenny"), t(S, "works_at", "Kilkenny College")],
    expect_closed: [], expect_planned: [t(S, "lives_in", "Wexford"), t(S, "works_at", "Loreto Secondary School")],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  { // casual: a like beside a dislike, the like restated
    id: "h-like-1", kind: "repeat_like",
    steps: steps(
      ["I love Doctor Who and I can't stand reality TV.", "2023-01-09T21:00:00Z"],
      ["rewatching all of Doctor Who with my nephew, it's the best", "2023-02-20T21:00:00Z"],
      ["still hate reality TV btw, my flatmate has it on constantly", "2023-03-06T21:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Doctor Who")], expect_closed: [],
  },
  { // casual: restated in other words, then a second like
    id: "h-like-2", kind: "repeat_like",
    steps: steps(
      ["i'm obsessed with jigsaw puzzles", "2024-01-15T21:00:00Z"],
      ["finished a 2000 piece one last night, jigsaw puzzles are my therapy honestly", "2024-02-05T21:00:00Z"],
      ["also been getting into sudoku", "2024-03-04T21:00:00Z"],
    ),
    expect_current: [t(S, "likes", "jigsaw puzzles"), t(S, "likes", "sudoku")], expect_closed: [],
  },
  { // formal: restated, then a second like
    id: "h-like-3", kind: "repeat_like",
    steps: steps(
      ["I have a great fondness for Elgar.", "2022-03-14T10:00:00Z"],
      ["The cello concerto moved me to tears again last night; I do love Elgar.", "2022-04-25T10:00:00Z"],
      ["My late wife preferred Vaughan Williams, and I have come to enjoy Vaughan Williams as well.", "2022-06-06T10:00:00Z"],
    ),
    expect_current: [t(S, "likes", "Elgar"), t(S, "likes", "Vaughan Williams")], expect_closed: [],
  },
  { // plain: a move between the like and its restatement
    id: "h-like-4", kind: "repeat_like",
    steps: steps(
      ["I live in Lausanne and I'm really into ski touring.", "2024-10-07T18:00:00Z"],
      ["We moved to Sion last month, closer to the mountains.", "2024-12-09T18:00:00Z"],
      ["Ski touring every weekend now that we're in Sion. I'm completely hooked on ski touring.", "2025-01-20T18:00:00Z"],
    ),
    expect_current: [t(S, "likes", "ski touring"), t(S, "lives_in", "Sion")], expect_closed: [t(S, "lives_in", "Lausanne")],
  },
  { // nonnative: restated next to a non-like, then a second like
    id: "h-like-5", kind: "repeat_like",
    steps: steps(
      ["I like very much football, I watch every match on TV.", "2023-09-04T19:00:00Z"],
      ["Football is my big passion, but cricket I don't understand.", "2023-10-02T19:00:00Z"],
      ["Also I like fado, my grandmother was singing it always.", "2023-11-06T19:00:00Z"],
    ),
    expect_current: [t(S, "likes", "football"), t(S, "likes", "fado")], expect_closed: [],
  },
  { // dictated: restated with chatter around it
    id: "h-like-6", kind: "repeat_like",
    steps: steps(
      ["I'm really into audiobooks at the moment mostly history ones while I drive", "2025-10-13T18:00:00Z"],
      ["finished another one today I honestly love audiobooks they make the commute fly by", "2025-11-03T18:00:00Z"],
      ["my wife got me a year of Audible for my birthday so that's me sorted", "2025-12-01T18:00:00Z"],
    ),
    expect_current: [t(S, "likes", "audiobooks")], expect_closed: [],
  },

  // rename ----------------------------------------------------------------------------------------------
  { // plain: the employer renamed after a merger; the home stays
    id: "h-rename-1", kind: "rename",
    steps: steps(
      ["I work at Brightwave Robotics and live in Eindhoven.", "2023-06-12T09:00:00Z"],
      ["Brightwave Robotics is called Lumora now, after the merger. Same office, same people.", "2024-04-15T09:00:00Z"],
      ["Eindhoven is quiet this week, half the office is on holiday.", "2024-08-05T09:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Lumora"), t(S, "lives_in", "Eindhoven")], expect_closed: [],
  },
  { // casual: a self rename; job and employer stay
    id: "h-rename-2", kind: "rename",
    steps: steps(
      ["Hi, I'm Theodora, a midwife at Bradford Royal Infirmary.", "2024-02-19T22:00:00Z"],
      ["honestly call me Teddy, everyone does except my gran", "2024-02-19T22:03:00Z"],
      ["long shift tonight, can you help me write a rota for the ward?", "2024-03-04T23:00:00Z"],
    ),
    expect_current: [t(S, "name", "Teddy"), t(S, "job_title", "midwife"), t(S, "works_at", "Bradford Royal Infirmary")], expect_closed: [t(S, "name", "Theodora")],
  },

  // restate ---------------------------------------------------------------------------------------------
  { // casual: KL / Kuala Lumpur, with the employer restated and languages added
    id: "h-restate-1", kind: "restate",
    steps: steps(
      ["I live in Kuala Lumpur and work at Grab.", "2024-05-13T12:00:00Z"],
      ["Still in KL, still at Grab, the humidity is still winning.", "2025-05-12T12:00:00Z"],
      ["Also I speak Malay and Cantonese, in case that's useful for the translation.", "2025-05-12T12:04:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Kuala Lumpur"), t(S, "works_at", "Grab"), t(S, "speaks", "Malay"), t(S, "speaks", "Cantonese")], expect_closed: [],
    equivalents: [["KL", "Kuala Lumpur"]],
  },
  { // plain: Vegas / Las Vegas, with job and employer restated
    id: "h-restate-2", kind: "restate",
    steps: steps(
      ["I'm a croupier at the Bellagio, living in Las Vegas.", "2023-08-07T23:00:00Z"],
      ["Ten years in Vegas this month, can you believe it.", "2024-08-05T23:00:00Z"],
      ["And still at the Bellagio, same tables, same regulars.", "2024-08-05T23:03:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Las Vegas"), t(S, "works_at", "Bellagio"), t(S, "job_title", "croupier")], expect_closed: [],
    equivalents: [["Vegas", "Las Vegas"]],
  },

  // out_of_order: each later step is dated before the first one ------------------------------------------
  { // plain: the newest home first, then two older ones; the like is said twice
    id: "h-ooo-1", kind: "out_of_order",
    steps: steps(
      ["We're in Zagreb now. I still love sailing though, even this far from the sea.", "2025-09-15T18:00:00Z"],
      ["I live in Split and I love sailing.", "2023-04-03T18:00:00Z"],
      ["Moved to Rijeka for a job at the shipyard.", "2024-05-06T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Zagreb"), t(S, "likes", "sailing")], expect_closed: [t(S, "lives_in", "Split"), t(S, "lives_in", "Rijeka")],
  },
  { // plain: the newest employer first, then an older one with a child, then a birth in between
    id: "h-ooo-2", kind: "out_of_order",
    steps: steps(
      ["I'm at Wagamama now, running the kitchen at the Soho branch.", "2025-05-05T22:00:00Z"],
      ["I work at Leon as a kitchen porter, and I have a little boy called Fraser.", "2023-02-13T22:00:00Z"],
      ["My daughter Isla was born this morning!", "2024-01-15T22:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Wagamama"), t(S, "has_child", "Fraser"), t(S, "has_child", "Isla")], expect_closed: [t(S, "works_at", "Leon")],
  },
];
