// A third development set, for the categories the held-out aggregates showed weakest: preferences in
// varied phrasings, renames (facts stated around a rename carry the new name: the current truth),
// events with dates, work, identity (nationality, languages, age) and ownership. Same conventions as
// dev-set.ts. Negatives (questions, hypotheticals, other people's statements, reported speech) expect nothing.

import type { DevCase } from "./dev-set";

const S = "@self";

export const POSITIVES_3: DevCase[] = [
  // preferences ------------------------------------------------------------------------------------------
  { text: "I'm obsessed with Korean dramas.", facts: [[S, "likes", "Korean dramas"]] },
  { text: "My favourite thing is hiking in the mountains.", facts: [[S, "favorite", "hiking in the mountains"]] },
  { text: "I could eat sushi every day.", facts: [[S, "likes", "sushi"]] },
  { text: "Honestly, pho is the best.", facts: [[S, "likes", "pho"]] },
  { text: "I've been really into bouldering lately.", facts: [[S, "likes", "bouldering"]] },
  { text: "I avoid mushrooms because I hate them.", facts: [[S, "avoids", "mushrooms"], [S, "dislikes", "mushrooms"]] },
  { text: "I'm a huge jazz fan.", facts: [[S, "likes", "jazz"]] },
  { text: "Nothing beats a good espresso.", facts: [[S, "likes", "espresso"]] },
  { text: "I absolutely love gardening.", facts: [[S, "likes", "gardening"]] },
  { text: "Can't get enough of true crime podcasts.", facts: [[S, "likes", "true crime podcasts"]] },
  { text: "i really can't stand cilantro", facts: [[S, "dislikes", "cilantro"]] },
  { text: "I'm not a fan of horror movies.", facts: [[S, "dislikes", "horror movies"]] },
  { text: "Tea over coffee any day.", facts: [[S, "prefers", "Tea"]] },
  { text: "I'm a sucker for a good thriller.", facts: [[S, "likes", "thriller"]] },
  { text: "I've always loved Italian food.", facts: [[S, "likes", "Italian food"]] },
  { text: "Running is my absolute favourite.", facts: [[S, "favorite", "Running"]] },
  { text: "I'm really into photography these days.", facts: [[S, "likes", "photography"]] },
  { text: "I have a soft spot for old cartoons.", facts: [[S, "likes", "old cartoons"]] },
  { text: "I've never liked olives.", facts: [[S, "dislikes", "olives"]] },
  { text: "My friend is obsessed with anime.", facts: [["friend", "likes", "anime"]] },
  { text: "I'm crazy about board games.", facts: [[S, "likes", "board games"]] },
  { text: "Blue is my favorite color.", facts: [[S, "favorite", "Blue"]] },
  { text: "I hate flying.", facts: [[S, "dislikes", "flying"]] },

  // renames ----------------------------------------------------------------------------------------------
  { text: "I work at Acme, which is now called Initech.", facts: [[S, "works_at", "Initech"]], aliases: [["Acme", "Initech"]] },
  { text: "Call me Dee.", facts: [[S, "name", "Dee"]], aliases: [[S, "Dee"]] },
  { text: "My cat Mittens, well we renamed her Luna.", facts: [[S, "has_pet", "Luna"]], aliases: [["Mittens", "Luna"]] },
  { text: "We renamed our dog Buddy to Max.", facts: [[S, "has_pet", "Max"]], aliases: [["Buddy", "Max"]] },
  { text: "I study at Northgate College, which was renamed Northgate University.", facts: [[S, "studies_at", "Northgate University"]], aliases: [["Northgate College", "Northgate University"]] },
  { text: "I bank with Simple Bank, now called Clearwater Bank.", facts: [[S, "banks_with", "Clearwater Bank"]], aliases: [["Simple Bank", "Clearwater Bank"]] },
  { text: "I'm at Globex, which rebranded as Omnicorp last year.", facts: [[S, "works_at", "Omnicorp"]], aliases: [["Globex", "Omnicorp"]] },
  { text: "Hi, I'm Katherine but please call me Kat.", facts: [[S, "name", "Kat"]], aliases: [[S, "Kat"]] },

  // events with dates ------------------------------------------------------------------------------------
  { text: "I have a dentist appointment on March 3rd.", facts: [[S, "has_event", "dentist appointment", "planned"]] },
  { text: "I ran the Berlin Marathon in September 2024.", facts: [[S, "attended", "Berlin Marathon"]] },
  { text: "I went to the Coldplay concert last Friday.", facts: [[S, "attended", "Coldplay concert"]] },
  { text: "I graduated from McGill in 2019.", facts: [[S, "graduated_from", "McGill"]] },
  { text: "I've got a job interview next Tuesday.", facts: [[S, "has_event", "job interview", "planned"]] },
  { text: "We attended a cooking class on Saturday.", facts: [[S, "attended", "cooking class"]] },
  { text: "I'm going to Web Summit in November.", facts: [[S, "has_event", "Web Summit", "planned"]] },

  // work -------------------------------------------------------------------------------------------------
  { text: "I'm a nurse at St Mary's Hospital.", facts: [[S, "job_title", "nurse"], [S, "works_at", "St Mary's Hospital"]] },
  { text: "I've been at Shopify for three years.", facts: [[S, "works_at", "Shopify"]] },
  { text: "I just got promoted to senior engineer.", facts: [[S, "job_title", "senior engineer"]] },
  { text: "I work as a freelance translator.", facts: [[S, "job_title", "freelance translator"]] },
  { text: "I quit my job at Oracle.", facts: [[S, "works_at", "Oracle", "past"]] },
  { text: "I teach math at Lincoln High.", facts: [[S, "works_at", "Lincoln High"]] },

  // identity ---------------------------------------------------------------------------------------------
  { text: "I'm Brazilian.", facts: [[S, "nationality", "Brazilian"]] },
  { text: "I speak Spanish and Portuguese.", facts: [[S, "speaks", "Spanish"], [S, "speaks", "Portuguese"]] },
  { text: "I'm fluent in Japanese.", facts: [[S, "speaks", "Japanese"]] },
  { text: "I just turned 40.", facts: [[S, "age", "40"]] },
  { text: "I'm 28 years old.", facts: [[S, "age", "28"]] },
  { text: "I'm a Canadian citizen.", facts: [[S, "nationality", "Canadian"]] },
  { text: "My native language is Polish.", facts: [[S, "speaks", "Polish"]] },
  { text: "I grew up speaking Arabic.", facts: [[S, "speaks", "Arabic"]] },
  { text: "I hold a German passport.", facts: [[S, "nationality", "German"]] },

  // ownership --------------------------------------------------------------------------------------------
  { text: "I drive a Tesla Model 3.", facts: [[S, "owns", "Tesla Model 3"]] },
  { text: "I've got a MacBook Pro.", facts: [[S, "owns", "MacBook Pro"]] },
  { text: "I own a small sailboat.", facts: [[S, "owns", "sailboat"]] },
  { text: "I sold my old Honda Civic.", facts: [[S, "owns", "Honda Civic", "past"]] },

  // places -----------------------------------------------------------------------------------------------
  { text: "I'm originally from Lagos.", facts: [[S, "from", "Lagos"]] },
  { text: "I grew up in Manila.", facts: [[S, "from", "Manila"]] },
  { text: "I live just outside Toronto.", facts: [[S, "lives_in", "Toronto"]] },
];

export const NEGATIVES_3: DevCase[] = [
  { text: "Are you obsessed with Korean dramas?", facts: [] },
  { text: "If I could eat sushi every day I would.", facts: [] },
  { text: "My brother says pizza is the best.", facts: [] },
  { text: "What's your favourite thing to do?", facts: [] },
  { text: "Would I be into bouldering, do you think?", facts: [] },
  { text: "Should we rename the dog Luna?", facts: [] },
  { text: "What if Acme is renamed Initech?", facts: [] },
  { text: "Maybe I'll call the cat Luna.", facts: [] },
  { text: "Is the best pizza in Naples?", facts: [] },
  { text: "Do you speak Spanish?", facts: [] },
  { text: "If I were Brazilian I'd love football.", facts: [] },
  { text: "How old do you think I am?", facts: [] },
  { text: "I wonder whether I'd like jazz.", facts: [] },
  { text: "She said she could eat pasta every day.", facts: [] },
  { text: "Imagine being obsessed with spreadsheets.", facts: [] },
  { text: "He hates flying.", facts: [] },
  { text: "Which is the best laptop for coding?", facts: [] },
  { text: "My brother thinks Python is the best.", facts: [] },
  { text: "Game over, always.", facts: [] },
  { text: "Would you rename Acme to Initech?", facts: [] },
  { text: "I told her I hate it.", facts: [] },
];
