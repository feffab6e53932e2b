// Scripted update sequences for development, written from the sequence section of the held-out README
// (test/fixtures/facts/README.md), never from the held-out items. Same shape and conventions: steps in
// order, each said at its own timestamp; expect_current is exhaustive for every (subject, predicate) pair
// the item names; expect_closed lists what must be stored but closed; expect_planned (when present) is
// exhaustive for planned facts of those pairs. The read happens at READ_AT, after every step.
//
// Wording is deliberately casual: lower case, typos, fillers, several clauses in one message.

export interface SeqTriple { subject: string; predicate: string; object: string }
export interface DevSequence {
  id: string;
  kind: "move" | "job_change" | "rename" | "repeat_like" | "restate" | "past" | "planned" | "multi_valued" | "out_of_order" | "correction";
  steps: { text: string; timestamp: string }[];
  expect_current: SeqTriple[];
  expect_closed: SeqTriple[];
  expect_planned?: SeqTriple[];
  equivalents?: string[][];
}

/** When the facts are read: after every step (plans dated "next year" from autumn 2026 are still ahead). */
export const READ_AT = "2026-11-01T00:00:00Z";

const S = "@self";
const t = (subject: string, predicate: string, object: string): SeqTriple => ({ subject, predicate, object });
const steps = (...xs: [string, string][]) => xs.map(([text, timestamp]) => ({ text, timestamp }));

export const DEV_SEQUENCES: DevSequence[] = [
  // move ------------------------------------------------------------------------------------------------
  {
    id: "d-move-1", kind: "move",
    steps: steps(["I live in Denver.", "2024-02-01T10:00:00Z"], ["Just moved to Seattle last weekend, still unpacking lol", "2024-08-12T19:00:00Z"]),
    expect_current: [t(S, "lives_in", "Seattle")], expect_closed: [t(S, "lives_in", "Denver")],
  },
  {
    id: "d-move-2", kind: "move",
    steps: steps(["We're based in Leeds.", "2023-01-05T09:00:00Z"], ["so we moved to Manchester in the spring", "2023-06-20T09:00:00Z"], ["Relocated to Glasgow for work.", "2024-03-02T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Glasgow")], expect_closed: [t(S, "lives_in", "Leeds"), t(S, "lives_in", "Manchester")],
  },
  {
    id: "d-move-3", kind: "move",
    steps: steps(["I live in Austin and work at Dell.", "2024-01-10T09:00:00Z"], ["We moved to Portland in May.", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Portland"), t(S, "works_at", "Dell")], expect_closed: [t(S, "lives_in", "Austin")],
  },
  {
    id: "d-move-4", kind: "move",
    steps: steps(["I'm from Ohio but I live in Chicago now.", "2024-01-10T09:00:00Z"], ["Moved to Boston!", "2024-09-01T09:00:00Z"]),
    expect_current: [t(S, "from", "Ohio"), t(S, "lives_in", "Boston")], expect_closed: [t(S, "lives_in", "Chicago")],
  },
  {
    id: "d-move-5", kind: "move",
    steps: steps(["i live in toronto", "2025-01-10T09:00:00Z"], ["just moved to vancouver, loving it so far", "2025-04-03T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "vancouver")], expect_closed: [t(S, "lives_in", "toronto")],
  },
  {
    id: "d-move-6", kind: "move",
    steps: steps(["My home is in Lyon.", "2022-05-01T09:00:00Z"], ["Hey! We've relocated to Marseille, the weather is so much better.", "2023-05-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Marseille")], expect_closed: [t(S, "lives_in", "Lyon")],
  },
  {
    id: "d-move-7", kind: "move",
    steps: steps(["I live in Berlin.", "2021-01-01T09:00:00Z"], ["Moved to Munich.", "2022-01-01T09:00:00Z"], ["Now I live in Hamburg.", "2023-01-01T09:00:00Z"], ["We just moved to Cologne, new chapter!", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Cologne")], expect_closed: [t(S, "lives_in", "Berlin"), t(S, "lives_in", "Munich"), t(S, "lives_in", "Hamburg")],
  },
  {
    id: "d-move-8", kind: "move",
    steps: steps(["I live in Madrid.", "2024-01-01T09:00:00Z"], ["I visited Lisbon over Easter, it was lovely.", "2024-04-10T09:00:00Z"], ["Big news: we moved to Valencia.", "2024-09-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Valencia"), t(S, "visited", "Lisbon")], expect_closed: [t(S, "lives_in", "Madrid")],
  },

  // job_change ------------------------------------------------------------------------------------------
  {
    id: "d-job-1", kind: "job_change",
    steps: steps(["I work at Google.", "2023-01-01T09:00:00Z"], ["I just started at Stripe, first week was intense", "2024-02-05T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Stripe")], expect_closed: [t(S, "works_at", "Google")],
  },
  {
    id: "d-job-2", kind: "job_change",
    steps: steps(["I work for Shopify as a designer.", "2023-01-01T09:00:00Z"], ["I left Shopify today.", "2024-03-01T17:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Shopify")],
  },
  {
    id: "d-job-3", kind: "job_change",
    steps: steps(["I'm a software engineer at Acme.", "2023-01-01T09:00:00Z"], ["Got promoted to senior engineer today!!", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "job_title", "senior engineer"), t(S, "works_at", "Acme")], expect_closed: [t(S, "job_title", "software engineer")],
  },
  {
    id: "d-job-4", kind: "job_change",
    steps: steps(["I work at Netflix.", "2024-01-01T09:00:00Z"], ["I start at Spotify next month.", "2024-05-10T09:00:00Z"], ["I started at Spotify this week.", "2024-06-05T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Spotify")], expect_closed: [t(S, "works_at", "Netflix")], expect_planned: [],
  },
  {
    id: "d-job-5", kind: "job_change",
    steps: steps(["I work at Deloitte.", "2023-01-01T09:00:00Z"], ["I quit my job at Deloitte last week, taking some time off", "2024-02-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Deloitte")],
  },
  {
    id: "d-job-6", kind: "job_change",
    steps: steps(["I'm a nurse at St Mary's.", "2023-01-01T09:00:00Z"], ["I now work at Kings College Hospital.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Kings College Hospital"), t(S, "job_title", "nurse")], expect_closed: [t(S, "works_at", "St Mary's")],
  },
  {
    id: "d-job-7", kind: "job_change",
    steps: steps(["I work at IBM.", "2022-01-01T09:00:00Z"], ["i'm not at IBM anymore, I joined Red Hat", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Red Hat")], expect_closed: [t(S, "works_at", "IBM")],
  },
  {
    id: "d-job-8", kind: "job_change",
    steps: steps(["I'm a teacher.", "2020-01-01T09:00:00Z"], ["Update: I'm now the head of the science department. Still can't believe it.", "2024-09-01T09:00:00Z"]),
    expect_current: [t(S, "job_title", "head of the science department")], expect_closed: [t(S, "job_title", "teacher")],
  },
  {
    id: "d-job-9", kind: "job_change",
    steps: steps(["I work at a bakery.", "2023-01-01T09:00:00Z"], ["I got a job at Tesco!", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Tesco")], expect_closed: [t(S, "works_at", "bakery")],
  },

  // rename ----------------------------------------------------------------------------------------------
  {
    id: "d-rename-1", kind: "rename",
    steps: steps(["I work at Acme.", "2023-01-01T09:00:00Z"], ["Acme is now called Initech.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Initech")], expect_closed: [],
  },
  {
    id: "d-rename-2", kind: "rename",
    steps: steps(["I work at Datacorp.", "2022-01-01T09:00:00Z"], ["Datacorp rebranded as Nimbus.", "2023-01-01T09:00:00Z"], ["fun fact, Nimbus is now called Stratus", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Stratus")], expect_closed: [],
  },
  {
    id: "d-rename-3", kind: "rename",
    steps: steps(["I work at Acme.", "2023-01-01T09:00:00Z"], ["Acme changed its name to Initech.", "2024-01-01T09:00:00Z"], ["I left Initech last month.", "2024-06-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Initech")],
  },
  {
    id: "d-rename-4", kind: "rename",
    steps: steps(["My friend Tom works at Globex.", "2023-01-01T09:00:00Z"], ["Globex is now called Umbrella.", "2024-01-01T09:00:00Z"]),
    expect_current: [t("Tom", "works_at", "Umbrella"), t(S, "has_friend", "Tom")], expect_closed: [],
  },
  {
    id: "d-rename-5", kind: "rename",
    steps: steps(["My name is Jennifer.", "2023-01-01T09:00:00Z"], ["Please call me Jen from now on.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "name", "Jen")], expect_closed: [t(S, "name", "Jennifer")],
  },
  {
    id: "d-rename-6", kind: "rename",
    steps: steps(["I have a dog named Biscuit.", "2023-01-01T09:00:00Z"], ["We renamed Biscuit to Cookie, the kids insisted", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Cookie")], expect_closed: [],
  },
  {
    id: "d-rename-7", kind: "rename",
    steps: steps(["I bank with Lloyds.", "2023-01-01T09:00:00Z"], ["I'm Sam by the way.", "2023-02-01T09:00:00Z"], ["I go by Sasha now, not Sam.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "name", "Sasha"), t(S, "banks_with", "Lloyds")], expect_closed: [t(S, "name", "Sam")],
  },

  // repeat_like -----------------------------------------------------------------------------------------
  {
    id: "d-like-1", kind: "repeat_like",
    steps: steps(["I love sushi.", "2024-01-01T09:00:00Z"], ["I really like sushi", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "sushi")], expect_closed: [],
  },
  {
    id: "d-like-2", kind: "repeat_like",
    steps: steps(["I enjoy hiking.", "2024-01-01T09:00:00Z"], ["I'm really into hiking these days.", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "hiking")], expect_closed: [],
  },
  {
    id: "d-like-3", kind: "repeat_like",
    steps: steps(["I like jazz.", "2024-01-01T09:00:00Z"], ["I also love reading.", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "jazz"), t(S, "likes", "reading")], expect_closed: [],
  },
  {
    id: "d-like-4", kind: "repeat_like",
    steps: steps(["I'm a big fan of the Lakers.", "2024-01-01T09:00:00Z"], ["I love the Lakers so much haha", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "Lakers")], expect_closed: [],
  },
  {
    id: "d-like-5", kind: "repeat_like",
    steps: steps(["I like dogs.", "2024-01-01T09:00:00Z"], ["i love dogs", "2024-02-01T09:00:00Z"], ["I like cats too.", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "dogs"), t(S, "likes", "cats")], expect_closed: [],
  },
  {
    id: "d-like-6", kind: "repeat_like",
    steps: steps(["I like board games.", "2024-01-01T09:00:00Z"], ["big fan of board games tbh", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "board games")], expect_closed: [],
  },
  {
    id: "d-like-7", kind: "repeat_like",
    steps: steps(["I adore Italian food.", "2024-01-01T09:00:00Z"], ["Italian food is the best, I could eat it every day.", "2024-03-01T09:00:00Z"], ["I enjoy Italian food and Thai food.", "2024-04-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "Italian food"), t(S, "likes", "Thai food")], expect_closed: [],
  },

  // restate ---------------------------------------------------------------------------------------------
  {
    id: "d-restate-1", kind: "restate",
    steps: steps(["I live in NYC.", "2024-01-01T09:00:00Z"], ["I live in New York City.", "2024-03-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "New York City")], expect_closed: [], equivalents: [["NYC", "New York City"]],
  },
  {
    id: "d-restate-2", kind: "restate",
    steps: steps(["I work at IBM.", "2024-01-01T09:00:00Z"], ["Still working at IBM, nothing new there.", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "IBM")], expect_closed: [],
  },
  {
    id: "d-restate-3", kind: "restate",
    steps: steps(["I'm allergic to peanuts.", "2024-01-01T09:00:00Z"], ["Just a reminder that I'm allergic to peanuts", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "peanuts")], expect_closed: [],
  },
  {
    id: "d-restate-4", kind: "restate",
    steps: steps(["I live in SF.", "2024-01-01T09:00:00Z"], ["I live in San Francisco.", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "San Francisco")], expect_closed: [], equivalents: [["SF", "San Francisco"]],
  },
  {
    id: "d-restate-5", kind: "restate",
    steps: steps(["My name is Priya.", "2024-01-01T09:00:00Z"], ["I'm Priya, remember?", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "name", "Priya")], expect_closed: [],
  },
  {
    id: "d-restate-6", kind: "restate",
    steps: steps(["I'm vegetarian.", "2024-01-01T09:00:00Z"], ["As I said, I'm vegetarian.", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "diet", "vegetarian")], expect_closed: [],
  },
  {
    id: "d-restate-7", kind: "restate",
    steps: steps(["I live in LA", "2024-01-01T09:00:00Z"], ["I'm based in Los Angeles.", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Los Angeles")], expect_closed: [], equivalents: [["LA", "Los Angeles"]],
  },

  // past ------------------------------------------------------------------------------------------------
  {
    id: "d-past-1", kind: "past",
    steps: steps(["I live in Rome.", "2023-01-01T09:00:00Z"], ["I don't live in Rome anymore.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "lives_in", "Rome")],
  },
  {
    id: "d-past-2", kind: "past",
    steps: steps(["I like coffee.", "2023-01-01T09:00:00Z"], ["I used to like coffee but not anymore", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "likes", "coffee")],
  },
  {
    id: "d-past-3", kind: "past",
    steps: steps(["I own a Honda Civic.", "2023-01-01T09:00:00Z"], ["We sold the Honda Civic last weekend.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "owns", "Honda Civic")],
  },
  {
    id: "d-past-4", kind: "past",
    steps: steps(["I'm dating Alex.", "2023-01-01T09:00:00Z"], ["Alex and I broke up.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "partner", "Alex")],
  },
  {
    id: "d-past-5", kind: "past",
    steps: steps(["I take metformin.", "2023-01-01T09:00:00Z"], ["I stopped taking metformin in March.", "2024-04-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "takes_medication", "metformin")],
  },
  {
    id: "d-past-6", kind: "past",
    steps: steps(["I work at Oracle.", "2023-01-01T09:00:00Z"], ["I no longer work at Oracle.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Oracle")],
  },
  {
    id: "d-past-7", kind: "past",
    steps: steps(["I'm vegan.", "2023-01-01T09:00:00Z"], ["I'm not vegan anymore, I eat fish now.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "diet", "vegan")],
  },
  {
    id: "d-past-8", kind: "past",
    steps: steps(["I play tennis every weekend and I like running.", "2023-01-01T09:00:00Z"], ["I don't like running anymore, my knees hate it", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "tennis")], expect_closed: [t(S, "likes", "running")],
  },

  // planned ---------------------------------------------------------------------------------------------
  {
    id: "d-plan-1", kind: "planned",
    steps: steps(["I live in Dublin.", "2024-01-01T09:00:00Z"], ["I'm moving to Cork next month.", "2024-05-10T09:00:00Z"], ["We moved to Cork!", "2024-06-03T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Cork")], expect_closed: [t(S, "lives_in", "Dublin")], expect_planned: [],
  },
  {
    id: "d-plan-2", kind: "planned",
    steps: steps(["I live in Oslo.", "2024-01-01T09:00:00Z"], ["We're moving to Bergen in June.", "2024-03-01T09:00:00Z"], ["The move to Bergen is off, we're staying in Oslo.", "2024-05-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Oslo")], expect_closed: [], expect_planned: [],
  },
  {
    id: "d-plan-3", kind: "planned",
    steps: steps(["I live in Phoenix.", "2024-01-01T09:00:00Z"], ["I'm moving to Austin next month.", "2024-03-01T09:00:00Z"], ["Change of plans, we moved to Denver instead.", "2024-04-15T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Denver")], expect_closed: [t(S, "lives_in", "Phoenix")], expect_planned: [],
  },
  {
    id: "d-plan-4", kind: "planned",
    steps: steps(["I work at Intel.", "2024-01-01T09:00:00Z"], ["I'm starting at AMD in two weeks!", "2024-03-01T09:00:00Z"], ["Started at AMD today.", "2024-03-15T09:00:00Z"]),
    expect_current: [t(S, "works_at", "AMD")], expect_closed: [t(S, "works_at", "Intel")], expect_planned: [],
  },
  {
    id: "d-plan-5", kind: "planned",
    steps: steps(["I live in Leeds.", "2026-01-01T09:00:00Z"], ["I'm going to move to York at some point.", "2026-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Leeds")], expect_closed: [], expect_planned: [t(S, "lives_in", "York")],
  },
  {
    id: "d-plan-6", kind: "planned",
    steps: steps(["I work at Asana.", "2026-01-01T09:00:00Z"], ["I'm joining Figma next year, super excited", "2026-10-10T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Asana")], expect_closed: [], expect_planned: [t(S, "works_at", "Figma")],
  },
  {
    id: "d-plan-7", kind: "planned",
    steps: steps(["I work at Uber.", "2024-01-01T09:00:00Z"], ["I'm going to join Lyft next month.", "2024-03-01T09:00:00Z"], ["The Lyft job fell through, so I'm staying at Uber.", "2024-03-20T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Uber")], expect_closed: [], expect_planned: [],
  },
  {
    id: "d-plan-8", kind: "planned",
    steps: steps(["I live in Bristol.", "2024-01-01T09:00:00Z"], ["We'll move to Bath.", "2024-02-01T09:00:00Z"], ["Actually we're moving to Cardiff, not Bath.", "2024-03-01T09:00:00Z"], ["Moved to Cardiff last week!", "2024-06-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Cardiff")], expect_closed: [t(S, "lives_in", "Bristol")], expect_planned: [],
  },

  // multi_valued ----------------------------------------------------------------------------------------
  {
    id: "d-multi-1", kind: "multi_valued",
    steps: steps(["I have a son named Leo.", "2023-01-01T09:00:00Z"], ["We just had a daughter, Mia!", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_child", "Leo"), t(S, "has_child", "Mia")], expect_closed: [],
  },
  {
    id: "d-multi-2", kind: "multi_valued",
    steps: steps(["I'm allergic to peanuts.", "2023-01-01T09:00:00Z"], ["Turns out I'm also allergic to shellfish.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "peanuts"), t(S, "allergic_to", "shellfish")], expect_closed: [],
  },
  {
    id: "d-multi-3", kind: "multi_valued",
    steps: steps(["I speak English and Spanish.", "2023-01-01T09:00:00Z"], ["I also speak German now.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "speaks", "English"), t(S, "speaks", "Spanish"), t(S, "speaks", "German")], expect_closed: [],
  },
  {
    id: "d-multi-4", kind: "multi_valued",
    steps: steps(["I own a Kindle.", "2023-01-01T09:00:00Z"], ["I just bought an iPad.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "owns", "Kindle"), t(S, "owns", "iPad")], expect_closed: [],
  },
  {
    id: "d-multi-5", kind: "multi_valued",
    steps: steps(["I visited Paris in 2022.", "2023-01-01T09:00:00Z"], ["I've been to Rome too.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "visited", "Paris"), t(S, "visited", "Rome")], expect_closed: [],
  },
  {
    id: "d-multi-6", kind: "multi_valued",
    steps: steps(["I have a dog named Rex.", "2023-01-01T09:00:00Z"], ["We also adopted a cat called Luna.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "Rex"), t(S, "has_pet", "Luna")], expect_closed: [],
  },
  {
    id: "d-multi-7", kind: "multi_valued",
    steps: steps(["My brother Tom lives in Leeds.", "2023-01-01T09:00:00Z"], ["My sister Kate is a doctor.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_sibling", "Tom"), t(S, "has_sibling", "Kate")], expect_closed: [],
  },
  {
    id: "d-multi-8", kind: "multi_valued",
    steps: steps(["I take lisinopril.", "2023-01-01T09:00:00Z"], ["I'm also on metformin now.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "takes_medication", "lisinopril"), t(S, "takes_medication", "metformin")], expect_closed: [],
  },
  {
    id: "d-multi-9", kind: "multi_valued",
    steps: steps(["I speak French.", "2023-01-01T09:00:00Z"], ["I'm fluent in Italian as well.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "speaks", "French"), t(S, "speaks", "Italian")], expect_closed: [],
  },
  {
    id: "d-multi-10", kind: "multi_valued",
    steps: steps(["I have a cat.", "2023-01-01T09:00:00Z"], ["We got a puppy named Bruno last week!", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "has_pet", "cat"), t(S, "has_pet", "Bruno")], expect_closed: [],
  },

  // out_of_order: each later step is dated before the one already stored ----------------------------------
  {
    id: "d-ooo-1", kind: "out_of_order",
    steps: steps(["I live in Paris.", "2025-06-01T09:00:00Z"], ["I live in Lyon.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Paris")], expect_closed: [t(S, "lives_in", "Lyon")],
  },
  {
    id: "d-ooo-2", kind: "out_of_order",
    steps: steps(["I work at Stripe.", "2025-05-01T09:00:00Z"], ["I work at Square.", "2023-02-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Stripe")], expect_closed: [t(S, "works_at", "Square")],
  },
  {
    id: "d-ooo-3", kind: "out_of_order",
    steps: steps(["I like tennis.", "2025-01-01T09:00:00Z"], ["I like golf.", "2023-01-01T09:00:00Z"]),
    expect_current: [t(S, "likes", "tennis"), t(S, "likes", "golf")], expect_closed: [],
  },
  {
    id: "d-ooo-4", kind: "out_of_order",
    steps: steps(["I live in Rome.", "2025-01-01T09:00:00Z"], ["I live in Milan.", "2022-01-01T09:00:00Z"], ["I live in Turin.", "2023-01-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Rome")], expect_closed: [t(S, "lives_in", "Milan"), t(S, "lives_in", "Turin")],
  },
  {
    id: "d-ooo-5", kind: "out_of_order",
    steps: steps(["I'm a senior analyst.", "2025-01-01T09:00:00Z"], ["I'm a junior analyst.", "2022-01-01T09:00:00Z"]),
    expect_current: [t(S, "job_title", "senior analyst")], expect_closed: [t(S, "job_title", "junior analyst")],
  },
  {
    id: "d-ooo-6", kind: "out_of_order",
    steps: steps(["I'm dating Sam.", "2025-01-01T09:00:00Z"], ["I'm dating Chris.", "2023-01-01T09:00:00Z"]),
    expect_current: [t(S, "partner", "Sam")], expect_closed: [t(S, "partner", "Chris")],
  },
  {
    id: "d-ooo-7", kind: "out_of_order",
    steps: steps(["I'm allergic to cats.", "2025-01-01T09:00:00Z"], ["I'm allergic to dust.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "cats"), t(S, "allergic_to", "dust")], expect_closed: [],
  },

  // correction ------------------------------------------------------------------------------------------
  {
    id: "d-corr-1", kind: "correction",
    steps: steps(["I live in Lisbon.", "2024-01-01T09:00:00Z"], ["Actually I meant Porto, not Lisbon.", "2024-01-01T09:05:00Z"]),
    expect_current: [t(S, "lives_in", "Porto")], expect_closed: [],
  },
  {
    id: "d-corr-2", kind: "correction",
    steps: steps(["My daughter Mia just turned 5.", "2024-01-01T09:00:00Z"], ["Sorry, typo, it's Mila not Mia.", "2024-01-01T09:05:00Z"]),
    expect_current: [t(S, "has_child", "Mila")], expect_closed: [],
  },
  {
    id: "d-corr-3", kind: "correction",
    steps: steps(["I'm allergic to peanuts.", "2024-01-01T09:00:00Z"], ["Correction: it's tree nuts, not peanuts.", "2024-01-02T09:00:00Z"]),
    expect_current: [t(S, "allergic_to", "tree nuts")], expect_closed: [],
  },
  {
    id: "d-corr-4", kind: "correction",
    steps: steps(["I work at Globex.", "2024-01-01T09:00:00Z"], ["Wait, I said Globex but I meant Initrode.", "2024-01-01T09:10:00Z"]),
    expect_current: [t(S, "works_at", "Initrode")], expect_closed: [],
  },
  {
    id: "d-corr-5", kind: "correction",
    steps: steps(["I'm 34.", "2024-01-01T09:00:00Z"], ["oops, I'm 35 actually", "2024-01-01T09:10:00Z"]),
    expect_current: [t(S, "age", "35")], expect_closed: [],
  },
  {
    id: "d-corr-6", kind: "correction",
    steps: steps(["I speak German and Dutch.", "2024-01-01T09:00:00Z"], ["Sorry, not Dutch - Danish.", "2024-01-01T09:10:00Z"]),
    expect_current: [t(S, "speaks", "German"), t(S, "speaks", "Danish")], expect_closed: [],
  },
  {
    id: "d-corr-7", kind: "correction",
    steps: steps(["My sister Anna lives in Rome.", "2024-01-01T09:00:00Z"], ["Actually Anna lives in Milan, not Rome.", "2024-01-01T09:10:00Z"]),
    expect_current: [t("Anna", "lives_in", "Milan"), t(S, "has_sibling", "Anna")], expect_closed: [],
  },
  {
    id: "d-corr-8", kind: "correction",
    steps: steps(["I have two kids, Max and Lily.", "2024-01-01T09:00:00Z"], ["My mistake, I meant Max and Lola, not Lily.", "2024-01-01T09:10:00Z"]),
    expect_current: [t(S, "has_child", "Max"), t(S, "has_child", "Lola")], expect_closed: [],
  },
  // a second batch: longer messages, plans said in other ways, lists ---------------------------------------
  {
    id: "d-move-9", kind: "move",
    steps: steps(["hi! I'm Tara, I live in Edinburgh and I work at Skyscanner.", "2024-01-01T09:00:00Z"], ["We finally made the move to Aberdeen, the kids love it. I'm still at Skyscanner, remote now.", "2024-08-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Aberdeen"), t(S, "works_at", "Skyscanner")], expect_closed: [t(S, "lives_in", "Edinburgh")],
  },
  {
    id: "d-job-10", kind: "job_change",
    steps: steps(["I work at Uber.", "2024-01-01T09:00:00Z"], ["I'm leaving Uber next month to join Lyft.", "2024-03-01T09:00:00Z"], ["Today was my first day at Lyft.", "2024-04-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Lyft")], expect_closed: [t(S, "works_at", "Uber")], expect_planned: [],
  },
  {
    id: "d-job-11", kind: "job_change",
    steps: steps(["I work at Monzo as a data analyst.", "2024-01-01T09:00:00Z"], ["I was laid off from Monzo, so I'm job hunting.", "2024-05-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "works_at", "Monzo")],
  },
  {
    id: "d-job-12", kind: "job_change",
    steps: steps(["I'm a developer at Canva.", "2023-01-01T09:00:00Z"], ["I got promoted to team lead!", "2024-01-01T09:00:00Z"], ["My new title is engineering manager.", "2025-01-01T09:00:00Z"]),
    expect_current: [t(S, "job_title", "engineering manager"), t(S, "works_at", "Canva")], expect_closed: [t(S, "job_title", "developer"), t(S, "job_title", "team lead")],
  },
  {
    id: "d-plan-9", kind: "planned",
    steps: steps(["I live in Boston.", "2024-01-01T09:00:00Z"], ["We're relocating to Lisbon next month, so excited.", "2024-03-01T09:00:00Z"], ["We're settled in Lisbon now.", "2024-05-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Lisbon")], expect_closed: [t(S, "lives_in", "Boston")], expect_planned: [],
  },
  {
    id: "d-plan-10", kind: "planned",
    steps: steps(["I live in Boston.", "2024-01-01T09:00:00Z"], ["We're moving to Lisbon in September!", "2024-03-01T09:00:00Z"], ["We didn't end up moving to Lisbon, Boston it is.", "2024-08-01T09:00:00Z"]),
    expect_current: [t(S, "lives_in", "Boston")], expect_closed: [], expect_planned: [],
  },
  {
    id: "d-plan-11", kind: "planned",
    steps: steps(["I work at Intel.", "2024-01-01T09:00:00Z"], ["I'll be joining Nvidia in January.", "2024-10-01T09:00:00Z"], ["I decided not to take the job at Nvidia.", "2024-11-01T09:00:00Z"]),
    expect_current: [t(S, "works_at", "Intel")], expect_closed: [], expect_planned: [],
  },
  {
    id: "d-plan-12", kind: "planned",
    steps: steps(["I live in Austin.", "2024-01-01T09:00:00Z"], ["We're moving to Dallas next month.", "2024-03-01T09:00:00Z"], ["Plans changed, we're moving to Houston instead of Dallas.", "2024-03-10T09:00:00Z"]),
    // Still a plan: Austin stays home until the move happens.
    expect_current: [t(S, "lives_in", "Austin")], expect_closed: [], expect_planned: [t(S, "lives_in", "Houston")],
  },
  {
    id: "d-multi-11", kind: "multi_valued",
    steps: steps(["I've been to France.", "2023-01-01T09:00:00Z"], ["I've also been to Japan and Korea.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "visited", "France"), t(S, "visited", "Japan"), t(S, "visited", "Korea")], expect_closed: [],
  },
  {
    id: "d-multi-12", kind: "multi_valued",
    steps: steps(["I speak Spanish.", "2023-01-01T09:00:00Z"], ["I can speak a bit of Korean now.", "2024-01-01T09:00:00Z"]),
    expect_current: [t(S, "speaks", "Spanish"), t(S, "speaks", "Korean")], expect_closed: [],
  },
  {
    id: "d-past-9", kind: "past",
    steps: steps(["I'm dating Jake.", "2023-01-01T09:00:00Z"], ["I'm no longer with Jake.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "partner", "Jake")],
  },
  {
    id: "d-past-10", kind: "past",
    steps: steps(["I have a car.", "2023-01-01T09:00:00Z"], ["I don't have a car anymore, I bike everywhere.", "2024-01-01T09:00:00Z"]),
    expect_current: [], expect_closed: [t(S, "owns", "car")],
  },
];
