// Dev batch 9: scripted update sequences written from the sequence section of the held-out README
// (test/fixtures/facts/README.md) only, never from the held-out items or the extractor. Same shape and
// conventions as dev-sequences.ts: steps in order, each said at its own timestamp; expect_current is
// exhaustive for every (subject, predicate) pair the item names; expect_closed lists only what the text
// clearly supports as stored but closed; expect_planned (when present) is exhaustive for planned facts of
// those pairs. The read happens at READ_AT (2026-11-01), after every step.
//
// What this batch stresses: a real person chatting over months, the fact told in passing inside other
// chatter (1-3 sentences a step, contractions, asides).
//   - move (12): chains of 3-4 cities over a year or two, told in varied ways (relocated, swapped X for Y,
//     crossed the border, the X chapter is over, new address), each with a trip (`visited`) or a job
//     (`works_at`) along the way that must stay open through the later moves.
//   - job_change (10): 3-step chains where the first job is told casually (a standup, a commute, a lunch
//     break), quitting with no new job, a promotion (`job_title`), a spouse's employer, a start planned then begun.
//   - multi_valued (12): `speaks` (native, learning-then-speaking; "learning"/"picking up" alone is never
//     labelled, "I don't speak X" gives nothing), `has_pet` (named in varied ways, a second and third pet),
//     `visited` (trips told as news after the fact), `graduated_from`, `has_child`, `allergic_to`.
//   - past (10): ends told in varied ways (used to, not ... anymore, sold, stopped taking, closed our
//     account, lost a pet, given up, can't speak it anymore), and degrees finished ("I finished my degree at
//     X" leaves `graduated_from X` current) while the student job ends.
//   - repeat_like (8): the same like restated in other words around the same object (stays one fact),
//     plus different likes that accumulate; nothing closed.
//   - planned (8): a plan then done (2), cancelled (2), replaced by another outcome (2), still ahead at
//     READ_AT (2).

import type { DevSequence, SeqTriple } from "./dev-sequences";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES_9: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "d9-move-1", kind: "move",
    steps: steps(
      ["ok quick context before I ask: I live in Ghent and work freelance, mostly design stuff for small shops.", "2025-01-14T09:12:00Z"],
      ["ugh, jet lag — we got back from Montreal last night and the cat is furious with us.", "2025-03-03T08:40:00Z"],
      ["Big news, we moved into our new flat in Rotterdam on Saturday. The boxes are currently winning.", "2025-06-09T20:15:00Z"],
      ["Rotterdam didn't really stick tbh. We relocated to Utrecht last month and it's so much calmer here.", "2025-11-20T18:02:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Utrecht"), t(S, "visited", "Montreal")],
    expect_closed: [t(S, "lives_in", "Ghent"), t(S, "lives_in", "Rotterdam")],
  },
  {
    id: "d9-move-2", kind: "move",
    steps: steps(
      ["I'm a backend dev at Larkspur Analytics, living in Sheffield for now. Can you help me write to a landlord?", "2024-09-02T12:30:00Z"],
      ["Larkspur Analytics said I can work fully remote, so I moved up to Aberdeen to be near my parents.", "2024-12-10T19:45:00Z"],
      ["Aberdeen winters are brutal, I gave it one season. We've just moved down to Bristol.", "2025-04-18T21:05:00Z"],
      ["new chapter: we're living in Cardiff now! Still at Larkspur Analytics though, same team, same terrible standups.", "2025-10-05T10:20:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Cardiff"), t(S, "works_at", "Larkspur Analytics")],
    expect_closed: [t(S, "lives_in", "Sheffield"), t(S, "lives_in", "Aberdeen"), t(S, "lives_in", "Bristol")],
  },
  {
    id: "d9-move-3", kind: "move",
    steps: steps(
      ["Living in Tucson in July is a choice I regret every single day, it's 110 out.", "2025-07-11T22:10:00Z"],
      ["So I started at Cinderpeak Solar on Monday — we moved to Albuquerque the week before, total chaos.", "2025-09-22T18:30:00Z"],
      ["The weekend trip to Santa Fe was gorgeous, the green chile alone was worth the drive.", "2025-11-03T09:15:00Z"],
      ["Cinderpeak Solar transferred me to their Idaho office, so as of this month I live in Boise. Still not used to the cold.", "2026-03-14T16:40:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Boise"), t(S, "works_at", "Cinderpeak Solar"), t(S, "visited", "Santa Fe")],
    expect_closed: [t(S, "lives_in", "Tucson"), t(S, "lives_in", "Albuquerque")],
  },
  {
    id: "d9-move-4", kind: "move",
    steps: steps(
      ["We've lived in Halifax for about six years, so I know every fog horn by name.", "2024-05-02T11:00:00Z"],
      ["Just got home from two weeks in Reykjavik and I'm still dreaming about the hot pots.", "2024-08-19T07:50:00Z"],
      ["The movers came Thursday and we're living in Ottawa now. Where do people even buy furniture here?", "2024-11-28T20:35:00Z"],
      ["We left Ottawa after barely a year — we've settled in Victoria and I am never shovelling snow again.", "2025-12-06T17:25:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Victoria"), t(S, "visited", "Reykjavik")],
    expect_closed: [t(S, "lives_in", "Halifax"), t(S, "lives_in", "Ottawa")],
  },
  {
    id: "d9-move-5", kind: "move",
    steps: steps(
      ["I live in Bologna and teach Italian online, mostly to retirees who want to read menus.", "2024-02-08T10:05:00Z"],
      ["Moved to Trieste last month! The wind here is honestly unreal.", "2024-04-15T14:20:00Z"],
      ["Also started a part-time gig at Marrow & Finch, a little translation agency. All remote, thank god.", "2024-06-03T09:40:00Z"],
      ["Crossed the border: we live in Ljubljana now!! The dragon bridge is two minutes from our door.", "2024-10-21T19:00:00Z"],
      ["and we've moved again lol, Graz this time. Marrow & Finch doesn't care where I am as long as the files arrive.", "2025-05-30T11:45:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Graz"), t(S, "works_at", "Marrow & Finch")],
    expect_closed: [t(S, "lives_in", "Bologna"), t(S, "lives_in", "Trieste"), t(S, "lives_in", "Ljubljana")],
  },
  {
    id: "d9-move-6", kind: "move",
    steps: steps(
      ["Knoxville has been home for ten years now, can you believe it.", "2025-01-20T13:10:00Z"],
      ["We sold our place in Knoxville and moved into the new house in Chattanooga yesterday. My back hates me.", "2025-04-07T08:30:00Z"],
      ["Back from a long weekend in Savannah, I ate my body weight in shrimp.", "2025-06-16T21:50:00Z"],
      ["The Chattanooga chapter is over — we moved to Raleigh in January and the kids already love their school.", "2026-02-02T18:15:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Raleigh"), t(S, "visited", "Savannah")],
    expect_closed: [t(S, "lives_in", "Knoxville"), t(S, "lives_in", "Chattanooga")],
  },
  {
    id: "d9-move-7", kind: "move",
    steps: steps(
      ["I'm a geologist at Northcairn Energy, based in Stavanger. Need help writing a field report intro.", "2025-02-11T08:05:00Z"],
      ["Finally moved to Bergen! It rains every single day and I have zero regrets.", "2025-05-19T20:40:00Z"],
      ["We went to Tromsø in March to see the northern lights and we actually saw them, I cried a bit.", "2026-04-02T12:00:00Z"],
      ["Northcairn Energy opened a Trondheim office and I jumped at it — we moved to Trondheim three weeks ago.", "2026-06-08T17:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Trondheim"), t(S, "works_at", "Northcairn Energy"), t(S, "visited", "Tromsø")],
    expect_closed: [t(S, "lives_in", "Stavanger"), t(S, "lives_in", "Bergen")],
  },
  {
    id: "d9-move-8", kind: "move",
    steps: steps(
      ["I live in Omaha with my partner and two very loud parrots.", "2024-03-03T15:20:00Z"],
      ["We moved to Madison for my partner's postdoc, the lakes are lovely.", "2024-08-26T19:10:00Z"],
      ["I got hired at Tidewell Health as a nurse, first shifts were this week and my feet are destroyed.", "2024-10-07T23:05:00Z"],
      ["Spent Thanksgiving in Toronto with the in-laws, flew back yesterday.", "2024-12-02T10:45:00Z"],
      ["We moved to Ann Arbor over the summer — Tidewell Health let me transfer to their hospital here.", "2025-09-01T09:30:00Z"],
      ["and yes we moved AGAIN, Pittsburgh this time. I'm still with Tidewell Health, they have a site here too.", "2026-05-15T20:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Pittsburgh"), t(S, "works_at", "Tidewell Health"), t(S, "visited", "Toronto")],
    expect_closed: [t(S, "lives_in", "Omaha"), t(S, "lives_in", "Madison"), t(S, "lives_in", "Ann Arbor")],
  },
  {
    id: "d9-move-9", kind: "move",
    steps: steps(
      ["Bonjour from Montpellier, where I live and where it's far too hot to think.", "2025-06-30T13:40:00Z"],
      ["We went to Corsica for ten days in August, just back and already sad about it.", "2025-09-01T18:25:00Z"],
      ["New address! We moved to Nantes on the 1st, I'll send the details later.", "2025-10-03T11:15:00Z"],
      ["ok last move for a while I promise: we've been living in Lyon since May.", "2026-06-12T19:55:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Lyon"), t(S, "visited", "Corsica")],
    expect_closed: [t(S, "lives_in", "Montpellier"), t(S, "lives_in", "Nantes")],
  },
  {
    id: "d9-move-10", kind: "move",
    steps: steps(
      ["I live in Hobart, been here since uni, and I need a gift idea for my dad.", "2024-07-15T08:20:00Z"],
      ["We moved to Adelaide — packed up the ute and drove over, we're renting near the beach now.", "2024-10-01T10:00:00Z"],
      ["I work at Driftwood Media now, producing their podcasts. Best job I've had.", "2025-01-13T16:35:00Z"],
      ["Quick trip to Kangaroo Island last weekend, sea lions everywhere!", "2025-03-10T07:45:00Z"],
      ["Crossed the ditch! We live in Wellington now and Driftwood Media kept me on remotely.", "2025-08-20T21:10:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Wellington"), t(S, "works_at", "Driftwood Media"), t(S, "visited", "Kangaroo Island")],
    expect_closed: [t(S, "lives_in", "Hobart"), t(S, "lives_in", "Adelaide")],
  },
  {
    id: "d9-move-11", kind: "move",
    steps: steps(
      ["We live in Kraków, in a tiny flat above a bakery, so everything smells of bread.", "2025-03-01T09:00:00Z"],
      ["Swapped Kraków for Wrocław — the move was on Sunday and I've already lost the kettle.", "2025-07-14T20:20:00Z"],
      ["Back from a few days in Vilnius, what a lovely old town.", "2025-09-29T12:50:00Z"],
      ["We're moving to Gdańsk next month! Sea air, here we come.", "2026-01-10T18:05:00Z"],
      ["Gdańsk it is — we moved in last week and I walk on the beach every morning now.", "2026-02-20T08:35:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Gdańsk"), t(S, "visited", "Vilnius")],
    expect_closed: [t(S, "lives_in", "Kraków"), t(S, "lives_in", "Wrocław")],
    expect_planned: [],
  },
  {
    id: "d9-move-12", kind: "move",
    steps: steps(
      ["I'm a game artist at Sorrel Games, fully remote, currently living in Mérida.", "2024-01-22T15:00:00Z"],
      ["Relocated to Oaxaca, and the mezcal here is dangerously cheap.", "2024-05-05T22:30:00Z"],
      ["We moved to Guadalajara in September, still hunting for a decent desk chair.", "2024-10-02T17:10:00Z"],
      ["Took a week off for Havana, came back yesterday with far too many photos.", "2025-01-08T11:25:00Z"],
      ["Now living in Mexico City — still drawing dragons for Sorrel Games, don't worry.", "2025-07-19T19:40:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Mexico City"), t(S, "works_at", "Sorrel Games"), t(S, "visited", "Havana")],
    expect_closed: [t(S, "lives_in", "Mérida"), t(S, "lives_in", "Oaxaca"), t(S, "lives_in", "Guadalajara")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "d9-job-1", kind: "job_change",
    steps: steps(
      ["ugh, another endless standup at Brightwater Logistics this morning. Anyway, can you explain OKRs to me?", "2025-02-03T10:20:00Z"],
      ["I handed in my notice at Brightwater Logistics! I start at Wrenfield Systems next month.", "2025-04-14T17:45:00Z"],
      ["First week at Wrenfield Systems done and I already like my team way more.", "2025-05-09T18:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Wrenfield Systems")],
    expect_closed: [t(S, "works_at", "Brightwater Logistics")],
    expect_planned: [],
  },
  {
    id: "d9-job-2", kind: "job_change",
    steps: steps(
      ["Lunch break here at Pinegate Insurance — six years in and the canteen still can't do tacos.", "2025-06-10T12:15:00Z"],
      ["I quit Pinegate Insurance today. No plan yet, I just need a breather.", "2025-09-30T16:50:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "works_at", "Pinegate Insurance")],
  },
  {
    id: "d9-job-3", kind: "job_change",
    steps: steps(
      ["I'm a barista at Moth & Lantern while I figure out what I actually want to do.", "2024-04-01T07:30:00Z"],
      ["Left Moth & Lantern last week, I'm doing junior QA at Kestrel Dynamics now!", "2024-07-22T19:05:00Z"],
      ["Kestrel Dynamics turned out to be a dead end, so I've joined Saltmarsh Labs as a test engineer.", "2025-08-11T09:55:00Z"],
    ),
    expect_current: [t(S, "works_at", "Saltmarsh Labs")],
    expect_closed: [t(S, "works_at", "Moth & Lantern"), t(S, "works_at", "Kestrel Dynamics")],
  },
  {
    id: "d9-job-4", kind: "job_change",
    steps: steps(
      ["I'm a support agent at Bluefen, mostly chat tickets, and I need a nicer way to say 'have you tried restarting'.", "2025-01-06T14:00:00Z"],
      ["Got promoted to team lead!! Still at Bluefen obviously, but now I do the rotas.", "2025-08-19T17:20:00Z"],
    ),
    expect_current: [t(S, "works_at", "Bluefen"), t(S, "job_title", "team lead")],
    expect_closed: [t(S, "job_title", "support agent")],
  },
  {
    id: "d9-job-5", kind: "job_change",
    steps: steps(
      ["I work at Ironleaf Capital, in compliance. It's exactly as fun as it sounds.", "2025-11-03T13:35:00Z"],
      ["Signed the offer! I'm leaving Ironleaf Capital and starting at Fernbrook Studio in January.", "2025-12-12T20:10:00Z"],
      ["Day one at Fernbrook Studio — they gave me a plant and a laptop and I'm very happy.", "2026-01-05T17:00:00Z"],
    ),
    expect_current: [t(S, "works_at", "Fernbrook Studio")],
    expect_closed: [t(S, "works_at", "Ironleaf Capital")],
    expect_planned: [],
  },
  {
    id: "d9-job-6", kind: "job_change",
    steps: steps(
      ["My commute to Halcyon Freight is 50 minutes each way, please send podcast recs.", "2024-10-14T07:15:00Z"],
      ["Well. Halcyon Freight laid off half the office this morning, me included.", "2025-02-27T15:40:00Z"],
      ["Good news finally: I'm working at Oxbow Bank now, in their fraud team.", "2025-05-06T19:25:00Z"],
    ),
    expect_current: [t(S, "works_at", "Oxbow Bank")],
    expect_closed: [t(S, "works_at", "Halcyon Freight")],
  },
  {
    id: "d9-job-7", kind: "job_change",
    steps: steps(
      ["My husband Idris works at Greyhollow Brewing, so our fridge is never empty.", "2025-03-15T18:50:00Z"],
      ["Idris left Greyhollow Brewing and he's at Pellucid Glassworks now, the fridge situation has declined.", "2025-09-02T20:30:00Z"],
    ),
    expect_current: [t("Idris", "works_at", "Pellucid Glassworks")],
    expect_closed: [t("Idris", "works_at", "Greyhollow Brewing")],
  },
  {
    id: "d9-job-8", kind: "job_change",
    steps: steps(
      ["Our office coffee machine at Vantage Loop broke and productivity has collapsed.", "2025-04-02T10:40:00Z"],
      ["Been at Vantage Loop three years this week, which feels weird.", "2025-06-20T16:15:00Z"],
      ["After three years I'm leaving Vantage Loop — I start at Cobalt Heron on Monday!", "2025-10-17T18:45:00Z"],
      ["Cobalt Heron onboarding is a firehose, I've met forty people and remember two names.", "2025-10-22T19:30:00Z"],
    ),
    expect_current: [t(S, "works_at", "Cobalt Heron")],
    expect_closed: [t(S, "works_at", "Vantage Loop")],
    expect_planned: [],
  },
  {
    id: "d9-job-9", kind: "job_change",
    steps: steps(
      ["I'm a line cook at Saffron Yard, so I'm only awake at weird hours.", "2024-06-01T02:10:00Z"],
      ["Switched kitchens: I left Saffron Yard and I'm sous chef at Olive & Ash now!", "2025-02-14T23:40:00Z"],
    ),
    expect_current: [t(S, "works_at", "Olive & Ash"), t(S, "job_title", "sous chef")],
    expect_closed: [t(S, "works_at", "Saffron Yard"), t(S, "job_title", "line cook")],
  },
  {
    id: "d9-job-10", kind: "job_change",
    steps: steps(
      ["Hi, I'm Priya, I do payroll at Tallow & Reed and I need a spreadsheet formula.", "2025-01-09T11:05:00Z"],
      ["I left Tallow & Reed in March to take some time off, best decision ever.", "2025-05-01T10:30:00Z"],
      ["ok, break's over — I'm working at Greenwick Council now, in their finance office.", "2025-08-25T17:50:00Z"],
      ["Greenwick Council made my contract permanent, so I'm staying put!", "2025-11-10T12:20:00Z"],
    ),
    expect_current: [t(S, "works_at", "Greenwick Council")],
    expect_closed: [t(S, "works_at", "Tallow & Reed")],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "d9-multi-1", kind: "multi_valued",
    steps: steps(
      ["I'm a native Portuguese speaker, so forgive the odd weird phrasing.", "2025-01-12T19:30:00Z"],
      ["Started learning Dutch on my commute, the g sound is killing me.", "2025-03-04T08:10:00Z"],
      ["Oh, and I speak Spanish too, forgot to mention — I use it at work every day.", "2025-05-20T13:00:00Z"],
      ["Six months in and I can actually speak Dutch now! Had a whole conversation with the guy at the bakery.", "2025-09-14T17:45:00Z"],
    ),
    expect_current: [t(S, "speaks", "Portuguese"), t(S, "speaks", "Spanish"), t(S, "speaks", "Dutch")],
    expect_closed: [],
  },
  {
    id: "d9-multi-2", kind: "multi_valued",
    steps: steps(
      ["I speak French and Wolof at home, English mostly at work.", "2025-06-02T20:00:00Z"],
      ["Picking up some Italian on Duolingo, still at 'the boy eats the apple' level lol.", "2025-07-15T22:15:00Z"],
    ),
    expect_current: [t(S, "speaks", "French"), t(S, "speaks", "Wolof"), t(S, "speaks", "English")],
    expect_closed: [],
  },
  {
    id: "d9-multi-3", kind: "multi_valued",
    steps: steps(
      ["This is Ferdinand, my bearded dragon, he says hi. He's judging my code.", "2025-02-14T21:00:00Z"],
      ["We adopted a kitten!! Her name is Saffi and she already rules the room Ferdinand's tank is in.", "2025-05-30T18:20:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Ferdinand"), t(S, "has_pet", "Saffi")],
    expect_closed: [],
  },
  {
    id: "d9-multi-4", kind: "multi_valued",
    steps: steps(
      ["Sorry for the typos, Otis (my beagle) keeps nudging my arm for walkies.", "2025-08-08T07:35:00Z"],
      ["Otis has a little brother now — a second beagle, we named him Rollo.", "2025-10-19T15:10:00Z"],
      ["And my mum gave me her old budgie, Kiwi, since her new flat doesn't allow pets. It's a zoo in here.", "2026-01-05T19:50:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Otis"), t(S, "has_pet", "Rollo"), t(S, "has_pet", "Kiwi")],
    expect_closed: [],
  },
  {
    id: "d9-multi-5", kind: "multi_valued",
    steps: steps(
      ["Just got back from Hanoi and I miss the egg coffee already.", "2025-03-18T09:25:00Z"],
      ["The Penang trip was the best decision of the year, the food!!", "2025-06-02T20:40:00Z"],
      ["Chiang Mai is on the wish list, no dates or anything yet.", "2025-12-01T18:00:00Z"],
      ["We spent Easter in Seville with my in-laws, the processions were incredible.", "2026-04-14T10:30:00Z"],
    ),
    expect_current: [t(S, "visited", "Hanoi"), t(S, "visited", "Penang"), t(S, "visited", "Seville")],
    expect_closed: [],
  },
  {
    id: "d9-multi-6", kind: "multi_valued",
    steps: steps(
      ["I graduated from Dunmore College in 2015, English lit, so I'm picky about commas.", "2025-02-01T14:45:00Z"],
      ["Can't believe it but I finished my MBA at Castleview Business School yesterday!", "2025-12-13T11:20:00Z"],
    ),
    expect_current: [t(S, "graduated_from", "Dunmore College"), t(S, "graduated_from", "Castleview Business School")],
    expect_closed: [],
  },
  {
    id: "d9-multi-7", kind: "multi_valued",
    steps: steps(
      ["My son Arlo just started kindergarten and I'm an emotional wreck.", "2025-09-03T09:05:00Z"],
      ["Baby girl Wren arrived on Tuesday, 3.4kg, everyone's fine and nobody's sleeping!", "2026-02-12T04:15:00Z"],
    ),
    expect_current: [t(S, "has_child", "Arlo"), t(S, "has_child", "Wren")],
    expect_closed: [],
  },
  {
    id: "d9-multi-8", kind: "multi_valued",
    steps: steps(
      ["Reminder for any recipes: I'm allergic to peanuts.", "2025-04-04T17:30:00Z"],
      ["Allergy test results are in — turns out I'm also allergic to birch pollen, which explains every spring ever.", "2025-05-19T12:05:00Z"],
      ["And the allergist says I'm allergic to kiwi as well. My mouth went all tingly at brunch, so that tracks.", "2025-07-07T15:55:00Z"],
    ),
    expect_current: [t(S, "allergic_to", "peanuts"), t(S, "allergic_to", "birch pollen"), t(S, "allergic_to", "kiwi")],
    expect_closed: [],
  },
  {
    id: "d9-multi-9", kind: "multi_valued",
    steps: steps(
      ["We speak Tagalog at home and English everywhere else.", "2025-03-30T20:10:00Z"],
      ["Someone at the party asked if I speak Korean — I don't, but I do speak Japanese now after three years of classes.", "2025-11-08T23:30:00Z"],
    ),
    expect_current: [t(S, "speaks", "Tagalog"), t(S, "speaks", "English"), t(S, "speaks", "Japanese")],
    expect_closed: [],
  },
  {
    id: "d9-multi-10", kind: "multi_valued",
    steps: steps(
      ["I'm in Leipzig this week for a conference and the hotel wifi is a crime.", "2025-10-14T21:40:00Z"],
      ["Barely home and straight into another trip: Tallinn for a friend's wedding, came back yesterday.", "2025-11-03T10:15:00Z"],
      ["We did a ski week in Bansko in January and I have bruises in places I didn't know existed.", "2026-02-16T19:20:00Z"],
    ),
    expect_current: [t(S, "visited", "Leipzig"), t(S, "visited", "Tallinn"), t(S, "visited", "Bansko")],
    expect_closed: [],
  },
  {
    id: "d9-multi-11", kind: "multi_valued",
    steps: steps(
      ["My daughter Nell turned six and now she wants a hamster. Help.", "2025-07-21T18:45:00Z"],
      ["We caved. The hamster is called Crumpet and Nell adores him.", "2025-08-02T13:30:00Z"],
      ["Twins!! Ezra and Maeve were born last night, we're over the moon.", "2026-03-28T06:10:00Z"],
    ),
    expect_current: [t(S, "has_child", "Nell"), t(S, "has_child", "Ezra"), t(S, "has_child", "Maeve"), t(S, "has_pet", "Crumpet")],
    expect_closed: [],
  },
  {
    id: "d9-multi-12", kind: "multi_valued",
    steps: steps(
      ["I graduated from Kilbride Institute of Technology, and I speak Irish and English, if that helps with the translation.", "2025-01-25T16:00:00Z"],
      ["Been learning Breton for fun, purely so I can read old songs.", "2025-04-11T21:30:00Z"],
      ["Just finished my degree at Ashgrove College! Part-time, took four years, I'm knackered.", "2025-07-08T19:05:00Z"],
    ),
    expect_current: [
      t(S, "graduated_from", "Kilbride Institute of Technology"), t(S, "graduated_from", "Ashgrove College"),
      t(S, "speaks", "Irish"), t(S, "speaks", "English"),
    ],
    expect_closed: [],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "d9-past-1", kind: "past",
    steps: steps(
      ["I'm doing my master's at Larchmont University and pulling weekend shifts at Kettle & Crumb, so I'm tired.", "2025-01-20T22:20:00Z"],
      ["I finished my degree at Larchmont University!! And I quit Kettle & Crumb, no more 6am starts.", "2025-06-15T14:10:00Z"],
    ),
    expect_current: [t(S, "graduated_from", "Larchmont University")],
    expect_closed: [t(S, "works_at", "Kettle & Crumb")],
  },
  {
    id: "d9-past-2", kind: "past",
    steps: steps(
      ["I love running, did a half marathon last month and I'm already signed up for another.", "2025-04-10T07:00:00Z"],
      ["I used to love running, but after the knee surgery I'm done with it. I love swimming now though.", "2025-10-02T18:40:00Z"],
    ),
    expect_current: [t(S, "likes", "swimming")],
    expect_closed: [t(S, "likes", "running")],
  },
  {
    id: "d9-past-3", kind: "past",
    steps: steps(
      ["My Subaru Outback just hit 200k miles, what a trooper.", "2025-02-02T12:35:00Z"],
      ["We sold the Subaru Outback last weekend — going car-free now that we're in the city.", "2025-08-10T20:05:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "owns", "Subaru Outback")],
  },
  {
    id: "d9-past-4", kind: "past",
    steps: steps(
      ["I'm on sertraline, 50mg, and it's been helping a lot honestly.", "2025-03-01T21:15:00Z"],
      ["Doctor also has me taking vitamin D this winter, apparently I'm a mushroom.", "2025-11-20T10:50:00Z"],
      ["I stopped taking sertraline in January, with my doctor's ok, and I feel fine so far.", "2026-02-15T17:25:00Z"],
    ),
    expect_current: [t(S, "takes_medication", "vitamin D")],
    expect_closed: [t(S, "takes_medication", "sertraline")],
  },
  {
    id: "d9-past-5", kind: "past",
    steps: steps(
      ["I've been vegetarian for eight years, so no meat suggestions please.", "2025-05-05T18:00:00Z"],
      ["Confession: I'm not vegetarian anymore. Had my first burger in ages on Sunday and it was great.", "2026-01-12T20:45:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "diet", "vegetarian")],
  },
  {
    id: "d9-past-6", kind: "past",
    steps: steps(
      ["Our old tabby Marmalade is asleep on my keyboard again, send help.", "2025-03-03T09:40:00Z"],
      ["We lost Marmalade last week, she was 17. The house is so quiet.", "2025-09-09T21:30:00Z"],
      ["We adopted a rescue greyhound called Dash. He sleeps 20 hours a day, it's perfect.", "2025-12-01T16:15:00Z"],
    ),
    expect_current: [t(S, "has_pet", "Dash")],
    expect_closed: [t(S, "has_pet", "Marmalade")],
  },
  {
    id: "d9-past-7", kind: "past",
    steps: steps(
      ["Our mortgage is with Fenwick Mutual and the rates are painful right now.", "2025-04-14T19:10:00Z"],
      ["Finally switched — we closed everything at Fenwick Mutual and we're with Larchfield Credit Union now.", "2025-10-28T12:40:00Z"],
    ),
    expect_current: [t(S, "banks_with", "Larchfield Credit Union")],
    expect_closed: [t(S, "banks_with", "Fenwick Mutual")],
  },
  {
    id: "d9-past-8", kind: "past",
    steps: steps(
      ["I'm obsessed with Warhammer right now, it's all I do in the evenings.", "2025-02-22T22:05:00Z"],
      ["I've given up Warhammer completely — sold all my minis, I'm just not into it anymore.", "2025-11-15T14:30:00Z"],
    ),
    expect_current: [],
    expect_closed: [t(S, "likes", "Warhammer")],
  },
  {
    id: "d9-past-9", kind: "past",
    steps: steps(
      ["I work evenings at Pagefold Books while I finish my nursing degree, so replies may be slow.", "2025-02-10T23:00:00Z"],
      ["It's official, I graduated from Wexmoor University on Friday!", "2025-06-23T10:15:00Z"],
      ["And I'm not at Pagefold Books anymore — I'm a nurse at Arden Vale Hospice now.", "2025-08-04T18:35:00Z"],
    ),
    expect_current: [t(S, "graduated_from", "Wexmoor University"), t(S, "works_at", "Arden Vale Hospice")],
    expect_closed: [t(S, "works_at", "Pagefold Books")],
  },
  {
    id: "d9-past-10", kind: "past",
    steps: steps(
      ["I speak English and German, I did a year in Hamburg for work.", "2025-01-04T11:30:00Z"],
      ["Tried ordering in German today and nothing came out. I honestly can't speak German anymore, it's all gone.", "2026-03-09T19:45:00Z"],
    ),
    expect_current: [t(S, "speaks", "English")],
    expect_closed: [t(S, "speaks", "German")],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "d9-like-1", kind: "repeat_like",
    steps: steps(
      ["I love hiking, it's basically my whole personality at this point.", "2025-03-02T08:15:00Z"],
      ["Hiked 20km on Saturday and my legs are jelly, but I really do love hiking.", "2025-05-11T19:30:00Z"],
      ["I'm also really into pottery lately, made a very lopsided mug.", "2025-09-01T20:50:00Z"],
    ),
    expect_current: [t(S, "likes", "hiking"), t(S, "likes", "pottery")],
    expect_closed: [],
  },
  {
    id: "d9-like-2", kind: "repeat_like",
    steps: steps(
      ["I'm a huge fan of Thai food, especially anything with holy basil.", "2025-01-18T18:40:00Z"],
      ["Ordered Thai food again tonight. I'm obsessed with Thai food, no regrets.", "2025-02-27T21:05:00Z"],
      ["I also love Ethiopian food, injera is so underrated.", "2025-04-09T19:15:00Z"],
    ),
    expect_current: [t(S, "likes", "Thai food"), t(S, "likes", "Ethiopian food")],
    expect_closed: [],
  },
  {
    id: "d9-like-3", kind: "repeat_like",
    steps: steps(
      ["I love jazz, I've got Coltrane on right now while I work.", "2025-06-14T15:20:00Z"],
      ["I'm really into jazz these days, went to a little club downtown last night.", "2025-08-03T11:00:00Z"],
      ["I've been enjoying sea shanties too, don't judge me.", "2025-10-12T22:35:00Z"],
    ),
    expect_current: [t(S, "likes", "jazz"), t(S, "likes", "sea shanties")],
    expect_closed: [],
  },
  {
    id: "d9-like-4", kind: "repeat_like",
    steps: steps(
      ["I do the crossword every morning with my coffee, I love crosswords.", "2025-02-05T07:20:00Z"],
      ["My partner loves sudoku, which I will never understand.", "2025-03-01T20:10:00Z"],
      ["I'm hooked on crosswords, did three today instead of working.", "2025-03-22T16:45:00Z"],
    ),
    expect_current: [t(S, "likes", "crosswords"), t("partner", "likes", "sudoku")],
    expect_closed: [],
  },
  {
    id: "d9-like-5", kind: "repeat_like",
    steps: steps(
      ["I've gotten really into baking sourdough, my starter is bubbling away on the counter.", "2025-01-30T19:00:00Z"],
      ["Another loaf today — I genuinely love baking sourdough.", "2025-03-16T13:25:00Z"],
      ["And I love cycling, did my first century ride yesterday!", "2025-06-01T10:40:00Z"],
      ["Still love baking sourdough btw, the neighbours get all the extra loaves.", "2025-09-20T17:55:00Z"],
    ),
    expect_current: [t(S, "likes", "baking sourdough"), t(S, "likes", "cycling")],
    expect_closed: [],
  },
  {
    id: "d9-like-6", kind: "repeat_like",
    steps: steps(
      ["I'm addicted to K-dramas, currently three shows deep.", "2025-04-12T23:10:00Z"],
      ["Finished another one last night, I just love K-dramas.", "2025-05-02T09:30:00Z"],
      ["I love Studio Ghibli films too, rewatched Spirited Away on Sunday.", "2025-07-19T20:20:00Z"],
      ["Honestly I love K-dramas more every year, it's a problem.", "2025-11-02T22:45:00Z"],
    ),
    expect_current: [t(S, "likes", "K-dramas"), t(S, "likes", "Studio Ghibli films")],
    expect_closed: [],
  },
  {
    id: "d9-like-7", kind: "repeat_like",
    steps: steps(
      ["I love board games, we host a game night every Friday.", "2025-02-20T18:30:00Z"],
      ["I'm really into board games, bought two more this week and my shelf is groaning.", "2025-04-04T19:50:00Z"],
      ["Tried bouldering with a friend and I love bouldering now, my arms are dead.", "2025-06-18T21:15:00Z"],
      ["I'm still a big fan of board games, we're up to forty-something.", "2025-10-10T17:40:00Z"],
    ),
    expect_current: [t(S, "likes", "board games"), t(S, "likes", "bouldering")],
    expect_closed: [],
  },
  {
    id: "d9-like-8", kind: "repeat_like",
    steps: steps(
      ["I love green tea, I drink like five cups a day.", "2025-03-05T10:05:00Z"],
      ["Green tea is life honestly, I really like green tea.", "2025-04-26T15:30:00Z"],
      ["I'm a fan of oolong tea now as well, my sister got me into it.", "2025-08-14T16:55:00Z"],
    ),
    expect_current: [t(S, "likes", "green tea"), t(S, "likes", "oolong tea")],
    expect_closed: [],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "d9-plan-1", kind: "planned",
    steps: steps(
      ["We live in Aarhus, it's cosy, but the winters are long.", "2025-08-01T20:00:00Z"],
      ["We're moving to Malmö in the spring! Found a flat near the canal.", "2025-11-14T18:25:00Z"],
      ["We moved to Malmö two weeks ago and the bridge commute is honestly fine.", "2026-04-18T12:10:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Malmö")],
    expect_closed: [t(S, "lives_in", "Aarhus")],
    expect_planned: [],
  },
  {
    id: "d9-plan-2", kind: "planned",
    steps: steps(
      ["I live in Cork, right by the English Market, so I eat too much cheese.", "2025-09-05T13:15:00Z"],
      ["I'm moving to Galway in January for a new job, eek.", "2025-10-20T19:40:00Z"],
      ["The Galway thing fell through, the role got cancelled, so I'm staying in Cork.", "2025-12-15T17:30:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Cork")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d9-plan-3", kind: "planned",
    steps: steps(
      ["I live in Burlington and it's already snowing, in October.", "2024-10-10T08:45:00Z"],
      ["We're moving to Missoula this summer, my partner got a job there.", "2025-04-22T20:15:00Z"],
      ["Change of plans: we moved to Bozeman instead of Missoula, got here last weekend.", "2025-07-14T18:00:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Bozeman")],
    expect_closed: [t(S, "lives_in", "Burlington")],
    expect_planned: [],
  },
  {
    id: "d9-plan-4", kind: "planned",
    steps: steps(
      ["I live in Basel and work at Halvard Pharma, so my German is mostly lab words.", "2026-02-01T10:20:00Z"],
      ["I'm moving to Lausanne next year, my partner got a job there and I'll go remote.", "2026-09-10T19:35:00Z"],
    ),
    expect_current: [t(S, "lives_in", "Basel")],
    expect_closed: [],
    expect_planned: [t(S, "lives_in", "Lausanne")],
  },
  {
    id: "d9-plan-5", kind: "planned",
    steps: steps(
      ["I'm a teaching assistant at Brookfold Primary and I need ideas for a rainy-day lesson.", "2025-05-01T15:50:00Z"],
      ["I start at Harrowgate Academy in September as a proper teacher!!", "2025-07-02T16:30:00Z"],
      ["Said goodbye to Brookfold Primary in July and survived my first week at Harrowgate Academy — the kids are great.", "2025-09-12T18:05:00Z"],
    ),
    expect_current: [t(S, "works_at", "Harrowgate Academy")],
    expect_closed: [t(S, "works_at", "Brookfold Primary")],
    expect_planned: [],
  },
  {
    id: "d9-plan-6", kind: "planned",
    steps: steps(
      ["Just back from Taipei, the night markets ruined all other food for me.", "2025-11-24T09:00:00Z"],
      ["We're going to Kyoto in April, any temple tips?", "2026-01-15T20:30:00Z"],
      ["Had to cancel Kyoto, my passport renewal didn't come through in time. Gutted.", "2026-03-25T18:45:00Z"],
    ),
    expect_current: [t(S, "visited", "Taipei")],
    expect_closed: [],
    expect_planned: [],
  },
  {
    id: "d9-plan-7", kind: "planned",
    steps: steps(
      ["I work at Corvid Robotics on the firmware team, mostly fighting with bootloaders.", "2026-03-03T11:40:00Z"],
      ["Accepted an offer from Hollowmere Aerospace, I start there in June!", "2026-04-10T17:15:00Z"],
      ["Hollowmere Aerospace pulled the offer (hiring freeze) after I'd already resigned from Corvid Robotics, so I took a job at Starling Rail instead. Started Monday.", "2026-06-11T19:20:00Z"],
    ),
    expect_current: [t(S, "works_at", "Starling Rail")],
    expect_closed: [t(S, "works_at", "Corvid Robotics")],
    expect_planned: [],
  },
  {
    id: "d9-plan-8", kind: "planned",
    steps: steps(
      ["I'm a nurse at St Brigid's Hospital, nights this month, so I'm chatting at 3am.", "2026-06-01T03:10:00Z"],
      ["Big news: I got the job at Lakemont Clinic and I start there in January!", "2026-10-02T14:25:00Z"],
    ),
    expect_current: [t(S, "works_at", "St Brigid's Hospital")],
    expect_closed: [],
    expect_planned: [t(S, "works_at", "Lakemont Clinic")],
  },
];
