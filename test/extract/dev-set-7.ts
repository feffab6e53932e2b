// A seventh development set: everyday preference wording an end user tells an assistant, written from the
// labelling rules of the held-out set (test/fixtures/facts/README.md), not from the extractor. Likes and
// dislikes with intensifiers and fillers, preferences with a comparison or a condition ("X over Y", "X rather
// than Y", "given a choice between X and Y, X" → prefers X only), favourites with the bare value, objects as
// written without articles or adjectives that are not part of the name, lists as one fact per item; plus a
// few known slips (a model year is no date, "in the ER" is no home). Negatives expect nothing.

import type { DevCase } from "./dev-set";

const S = "@self";

export const POSITIVES_7: DevCase[] = [
  // liking, with intensifiers and fillers ------------------------------------------------------------------
  { text: "I can't live without coffee.", facts: [[S, "likes", "coffee"]] },
  { text: "Honestly, I couldn't live without my morning run.", facts: [[S, "likes", "morning run"]] },
  { text: "I'm not too keen on mornings.", facts: [[S, "dislikes", "mornings"]] },
  { text: "I've fallen in love with pottery.", facts: [[S, "likes", "pottery"]] },
  { text: "I'm a die-hard Yankees fan.", facts: [[S, "likes", "Yankees"]] },
  { text: "I'm a lifelong Liverpool supporter.", facts: [[S, "likes", "Liverpool"]] },
  { text: "My guilty pleasure is reality TV.", facts: [[S, "likes", "reality TV"]] },
  { text: "I'm more into podcasts than audiobooks.", facts: [[S, "prefers", "podcasts"]] },

  // disliking said as an effect on the speaker -------------------------------------------------------------
  { text: "Cilantro drives me crazy.", facts: [[S, "dislikes", "Cilantro"]] },
  { text: "Loud chewing drives me nuts.", facts: [[S, "dislikes", "Loud chewing"]] },
  { text: "Slow walkers really get on my nerves.", facts: [[S, "dislikes", "Slow walkers"]] },
  { text: "I find golf boring.", facts: [[S, "dislikes", "golf"]] },
  { text: "I find opera really tedious.", facts: [[S, "dislikes", "opera"]] },
  { text: "I find yoga really relaxing.", facts: [[S, "likes", "yoga"]] },

  // lists ------------------------------------------------------------------------------------------------
  { text: "I like tennis, golf, and chess.", facts: [[S, "likes", "tennis"], [S, "likes", "golf"], [S, "likes", "chess"]] },
  { text: "I like chess, golf and tennis.", facts: [[S, "likes", "chess"], [S, "likes", "golf"], [S, "likes", "tennis"]] },
  { text: "I enjoy reading, baking and hiking.", facts: [[S, "likes", "reading"], [S, "likes", "baking"], [S, "likes", "hiking"]] },

  // comparisons and conditions ---------------------------------------------------------------------------
  { text: "Given a choice between cats and dogs, I'd go with cats.", facts: [[S, "prefers", "cats"]] },
  { text: "Given the choice, I'll take tea.", facts: [[S, "prefers", "tea"]] },
  { text: "If I had to choose between tea and coffee, I'd pick coffee.", facts: [[S, "prefers", "coffee"]] },
  { text: "I drink tea rather than coffee.", facts: [[S, "prefers", "tea"]] },
  { text: "I'd go for pizza rather than pasta.", facts: [[S, "prefers", "pizza"]] },
  { text: "I usually pick the train instead of flying.", facts: [[S, "prefers", "train"]] },
  { text: "I'd much rather stay in than go out.", facts: [[S, "prefers", "stay in"]] },
  { text: "I prefer tea when it's cold.", facts: [[S, "prefers", "tea"]] },
  { text: "I'd take cats over dogs any day.", facts: [[S, "prefers", "cats"]] },

  // favourites -------------------------------------------------------------------------------------------
  { text: "My all time favorite movie is Alien.", facts: [[S, "favorite", "Alien"]] },
  { text: "My favourite food has to be sushi.", facts: [[S, "favorite", "sushi"]] },
  { text: "My favorite band would have to be Queen.", facts: [[S, "favorite", "Queen"]] },
  { text: "My all-time favourite band is Queen.", facts: [[S, "favorite", "Queen"]] },

  // habits that state a taste, verbless picks, narrowing words ----------------------------------------------
  { text: "I mostly listen to hip hop.", facts: [[S, "likes", "hip hop"]] },
  { text: "I listen to podcasts on my commute.", facts: [[S, "likes", "podcasts"]] },
  { text: "I usually go for the aisle seat.", facts: [[S, "prefers", "aisle seat"]] },
  { text: "Window seat, always.", facts: [[S, "prefers", "Window seat"]] },
  { text: "I'm digging the new Arctic Monkeys album.", facts: [[S, "likes", "Arctic Monkeys album"]] },
  { text: "I love dogs, especially golden retrievers.", facts: [[S, "likes", "dogs"]] },
  { text: "I'm not the biggest fan of cilantro.", facts: [[S, "dislikes", "cilantro"]] },
  { text: "I'm not wild about olives.", facts: [[S, "dislikes", "olives"]] },
  { text: "I'm a total sucker for a good mystery novel.", facts: [[S, "likes", "mystery novel"]] },

  // known slips from the last round ----------------------------------------------------------------------
  { text: "I drive a 2015 Honda Civic.", facts: [[S, "owns", "Honda Civic"]] },
  { text: "I was hired by Tesla in March 2024.", facts: [[S, "works_at", "Tesla"]] },
  { text: "I got hired at Netflix last year.", facts: [[S, "works_at", "Netflix"]] },
  { text: "I was employed by Acme until 2020.", facts: [[S, "works_at", "Acme", "past"]] },
];

export const NEGATIVES_7: DevCase[] = [
  { text: "I hate to say it but I'm exhausted.", facts: [] },
  { text: "I hate to bother you again.", facts: [] },
  { text: "I love it.", facts: [] },
  { text: "My roommate drives me crazy.", facts: [] },
  { text: "It drives me crazy.", facts: [] },
  { text: "I find it hard to focus.", facts: [] },
  { text: "I find that boring.", facts: [] },
  { text: "I'm in the ER.", facts: [] },
  { text: "I'm Texan.", facts: [] },
  { text: "Given a choice, what would you pick?", facts: [] },
  { text: "I can't live without you.", facts: [] },
  { text: "My boss gets on my nerves.", facts: [] },
  { text: "I go for a run every morning.", facts: [] },
  { text: "I listen to my doctor.", facts: [] },
  { text: "I listened to a podcast yesterday.", facts: [] },
  { text: "Thanks, always.", facts: [] },
];
