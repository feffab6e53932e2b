// A fourth development set, for what update sequences need from single statements: moves told
// casually, corrections (the retracted value comes out as the same predicate in the past, so the store
// closes it, multi-valued predicates included), plans without a year, repeated likes with fillers (one
// clean object each time), named pets, languages, education, job changes and renames. Same conventions
// as dev-set.ts. Negatives expect nothing.

import type { DevCase } from "./dev-set";

const S = "@self";

export const POSITIVES_4: DevCase[] = [
  // moves told indirectly -------------------------------------------------------------------------------
  { text: "We finally unpacked in our new flat in Lisbon.", facts: [[S, "lives_in", "Lisbon"]] },
  { text: "We've settled into Porto.", facts: [[S, "lives_in", "Porto"]] },
  { text: "We're settling in nicely in Oslo.", facts: [[S, "lives_in", "Oslo"]] },
  { text: "Just got the keys to a place in Leeds!", facts: [[S, "lives_in", "Leeds"]] },
  { text: "We got the keys to our new house in Bath yesterday.", facts: [[S, "lives_in", "Bath"]] },
  { text: "Home is Glasgow now.", facts: [[S, "lives_in", "Glasgow"]] },
  { text: "Home is now Cardiff.", facts: [[S, "lives_in", "Cardiff"]] },
  { text: "I relocated to Denver from Austin.", facts: [[S, "lives_in", "Denver"], [S, "lives_in", "Austin", "past"]] },
  { text: "We made the move to Bristol last month.", facts: [[S, "lives_in", "Bristol"]] },
  { text: "We finally made the move from Paris to Lyon.", facts: [[S, "lives_in", "Lyon"], [S, "lives_in", "Paris", "past"]] },
  { text: "I left Boston for Seattle in the spring.", facts: [[S, "lives_in", "Seattle"], [S, "lives_in", "Boston", "past"]] },
  { text: "I've just moved into a flat in Hackney.", facts: [[S, "lives_in", "Hackney"]] },
  { text: "Moved to Leeds from York a few weeks ago.", facts: [[S, "lives_in", "Leeds"], [S, "lives_in", "York", "past"]] },
  { text: "We moved house, we're in Brighton now.", facts: [[S, "lives_in", "Brighton"]] },
  { text: "I've been living in Prague since March.", facts: [[S, "lives_in", "Prague"]] },
  { text: "We swapped Madrid for Valencia last year.", facts: [[S, "lives_in", "Valencia"], [S, "lives_in", "Madrid", "past"]] },
  { text: "I'm all moved in to my new place in Hamburg.", facts: [[S, "lives_in", "Hamburg"]] },

  // corrections -----------------------------------------------------------------------------------------
  { text: "Actually I meant Lisbon, not Porto.", facts: [[S, "lives_in", "Lisbon"], [S, "lives_in", "Porto", "past"]] },
  { text: "Sorry, I said Porto but it's Lisbon.", facts: [[S, "lives_in", "Lisbon"], [S, "lives_in", "Porto", "past"]] },
  { text: "Wait, not Porto - Lisbon.", facts: [[S, "lives_in", "Lisbon"], [S, "lives_in", "Porto", "past"]] },
  { text: "Correction: I live in Lisbon, not Porto.", facts: [[S, "lives_in", "Lisbon"], [S, "lives_in", "Porto", "past"]] },
  { text: "Actually I'm allergic to tree nuts, not peanuts.", facts: [[S, "allergic_to", "tree nuts"], [S, "allergic_to", "peanuts", "past"]] },
  { text: "Sorry, it's tree nuts, not peanuts.", facts: [[S, "allergic_to", "tree nuts"], [S, "allergic_to", "peanuts", "past"]] },
  { text: "Actually I work at Globex, not Initech.", facts: [[S, "works_at", "Globex"], [S, "works_at", "Initech", "past"]] },
  { text: "My mistake, my daughter is called Maya, not Mia.", facts: [[S, "has_child", "Maya"], [S, "has_child", "Mia", "past"]] },
  { text: "Correction: my son's name is Theo, not Leo.", facts: [[S, "has_child", "Theo"], [S, "has_child", "Leo", "past"]] },
  { text: "Oops, I'm 35, not 36.", facts: [[S, "age", "35"], [S, "age", "36", "past"]] },
  { text: "I meant to say I'm vegetarian, not vegan.", facts: [[S, "diet", "vegetarian"], [S, "diet", "vegan", "past"]] },
  { text: "No wait, I drive a Mazda, not a Honda.", facts: [[S, "owns", "Mazda"], [S, "owns", "Honda", "past"]] },
  { text: "Sorry, I said I speak Italian but I meant Spanish.", facts: [[S, "speaks", "Spanish"], [S, "speaks", "Italian", "past"]] },

  // plans without a year --------------------------------------------------------------------------------
  { text: "I start at Stripe on the 3rd.", facts: [[S, "works_at", "Stripe", "planned"]] },
  { text: "Starting at Figma on Monday.", facts: [[S, "works_at", "Figma", "planned"]] },
  { text: "My first day at Shopify is next Monday.", facts: [[S, "works_at", "Shopify", "planned"]] },
  { text: "We're moving to Berlin in August.", facts: [[S, "lives_in", "Berlin", "planned"]] },
  { text: "I'll be graduating from UCL in May.", facts: [[S, "graduated_from", "UCL", "planned"]] },
  { text: "I'm graduating from Yale in May 2026.", facts: [[S, "graduated_from", "Yale", "planned"]] },
  { text: "I'm getting married in September.", facts: [[S, "has_event", "wedding", "planned"]] },
  { text: "I have a job interview at Google on Thursday.", facts: [[S, "has_event", "job interview", "planned"]] },
  { text: "I'm having surgery on the 12th.", facts: [[S, "has_event", "surgery", "planned"]] },
  { text: "We're flying to Japan in October.", facts: [[S, "visited", "Japan", "planned"]] },
  { text: "I'm due to start at Monzo in a few weeks.", facts: [[S, "works_at", "Monzo", "planned"]] },
  { text: "I'm starting a new job at Globex next week.", facts: [[S, "works_at", "Globex", "planned"]] },
  { text: "We move into our new place in Leeds on Friday.", facts: [[S, "lives_in", "Leeds", "planned"]] },

  // repeated likes --------------------------------------------------------------------------------------
  { text: "I honestly love sushi.", facts: [[S, "likes", "sushi"]] },
  { text: "I really, really like hiking.", facts: [[S, "likes", "hiking"]] },
  { text: "Still obsessed with Wordle.", facts: [[S, "likes", "Wordle"]] },
  { text: "I'm still obsessed with Wordle.", facts: [[S, "likes", "Wordle"]] },
  { text: "Sushi is still my favourite.", facts: [[S, "favorite", "Sushi"]] },
  { text: "I do love a good curry.", facts: [[S, "likes", "curry"]] },
  { text: "I just really love jazz.", facts: [[S, "likes", "jazz"]] },
  { text: "I genuinely adore hiking.", facts: [[S, "likes", "hiking"]] },
  { text: "Man, I love tacos.", facts: [[S, "likes", "tacos"]] },
  { text: "I still love hiking.", facts: [[S, "likes", "hiking"]] },
  { text: "Yeah I love jazz, always have.", facts: [[S, "likes", "jazz"]] },
  { text: "Jazz is still my thing.", facts: [[S, "likes", "Jazz"]] },
  { text: "I'm still really into climbing.", facts: [[S, "likes", "climbing"]] },
  { text: "Love a good crossword.", facts: [[S, "likes", "crossword"]] },
  { text: "I love love love pasta.", facts: [[S, "likes", "pasta"]] },
  { text: "I seriously love sushi so much.", facts: [[S, "likes", "sushi"]] },

  // pets, languages, education ---------------------------------------------------------------------------
  { text: "Our cat Mochi is adorable.", facts: [[S, "has_pet", "Mochi"]] },
  { text: "We adopted a dog called Rex.", facts: [[S, "has_pet", "Rex"]] },
  { text: "We got a puppy named Biscuit.", facts: [[S, "has_pet", "Biscuit"]] },
  { text: "I have a cat named Luna and a dog named Max.", facts: [[S, "has_pet", "Luna"], [S, "has_pet", "Max"]] },
  { text: "We just brought home a rescue greyhound called Dash.", facts: [[S, "has_pet", "Dash"]] },
  { text: "I speak German and some Italian.", facts: [[S, "speaks", "German"], [S, "speaks", "Italian"]] },
  { text: "I'm fluent in French and conversational in Spanish.", facts: [[S, "speaks", "French"], [S, "speaks", "Spanish"]] },
  { text: "I can get by in Portuguese.", facts: [[S, "speaks", "Portuguese"]] },
  { text: "German is my first language.", facts: [[S, "speaks", "German"]] },
  { text: "I speak a little Mandarin.", facts: [[S, "speaks", "Mandarin"]] },
  { text: "I graduated from Leeds University.", facts: [[S, "graduated_from", "Leeds University"]] },
  { text: "I did my master's at Imperial.", facts: [[S, "graduated_from", "Imperial"]] },
  { text: "I have a degree in physics from MIT.", facts: [[S, "graduated_from", "MIT"]] },
  { text: "I got my PhD from Stanford in 2018.", facts: [[S, "graduated_from", "Stanford"]] },
  { text: "I finished my degree at Leeds last year.", facts: [[S, "graduated_from", "Leeds"]] },

  // job changes -----------------------------------------------------------------------------------------
  { text: "I handed in my notice at Acme.", facts: [[S, "works_at", "Acme", "past"]] },
  { text: "My last day at Acme was Friday.", facts: [[S, "works_at", "Acme", "past"]] },
  { text: "I've accepted an offer from Google.", facts: [[S, "works_at", "Google", "planned"]] },
  { text: "I've left Acme and joined Globex.", facts: [[S, "works_at", "Acme", "past"], [S, "works_at", "Globex"]] },
  { text: "I switched jobs, I'm at Globex now.", facts: [[S, "works_at", "Globex"]] },
  { text: "I'm now working for Globex.", facts: [[S, "works_at", "Globex"]] },
  { text: "I resigned from Acme last week.", facts: [[S, "works_at", "Acme", "past"]] },
  { text: "I finished up at Acme on Friday.", facts: [[S, "works_at", "Acme", "past"]] },

  // renames ---------------------------------------------------------------------------------------------
  { text: "Initech rebranded as Nexa.", facts: [], aliases: [["Initech", "Nexa"]] },
  { text: "Facebook renamed itself Meta.", facts: [], aliases: [["Facebook", "Meta"]] },
  { text: "Acme Corp is now known as Initech.", facts: [], aliases: [["Acme Corp", "Initech"]] },
  { text: "My name changed to Dana Smith after the wedding.", facts: [[S, "name", "Dana Smith"]], aliases: [[S, "Dana Smith"]] },
  { text: "I go by Sam now.", facts: [[S, "name", "Sam"]], aliases: [[S, "Sam"]] },
  { text: "I work at Initech, formerly Acme.", facts: [[S, "works_at", "Initech"]], aliases: [["Acme", "Initech"]] },
  { text: "I took my husband's surname, so I'm Dana Smith now.", facts: [[S, "name", "Dana Smith"]] },
];

export const NEGATIVES_4: DevCase[] = [
  { text: "Did you mean Lisbon or Porto?", facts: [] },
  { text: "I meant to call you yesterday.", facts: [] },
  { text: "We might move to Lisbon in August.", facts: [] },
  { text: "If I get the keys to a place in Leeds, I'll celebrate.", facts: [] },
  { text: "Should I hand in my notice at Acme?", facts: [] },
  { text: "I'm thinking of handing in my notice.", facts: [] },
  { text: "I honestly don't know.", facts: [] },
  { text: "I really, really need a holiday.", facts: [] },
  { text: "Call me when you land.", facts: [] },
  { text: "I'm learning to cook.", facts: [] },
  { text: "I said I'd be late.", facts: [] },
  { text: "Sorry, I meant tomorrow, not today.", facts: [] },
  { text: "Actually, never mind.", facts: [] },
  { text: "What did I say my dog was called?", facts: [] },
  { text: "Wait, not yet.", facts: [] },
  { text: "Sorry, not sure.", facts: [] },
  { text: "Home is where the heart is.", facts: [] },
  { text: "I settled the bill.", facts: [] },
  { text: "We swapped seats.", facts: [] },
  { text: "My last day of school was fun.", facts: [] },
  { text: "Actually it's fine, not a problem.", facts: [] },
  { text: "Is it tree nuts or peanuts that cause more allergies?", facts: [] },
];
