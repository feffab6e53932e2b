/**
 * Deterministic chat-like memory texts and search queries for benchmarks: templates filled from
 * varied vocabularies (names, places, foods, jobs, hobbies, dates), so the vectors spread out the way
 * real memories do instead of collapsing onto a few points.
 */
import { mulberry32 } from "../../test/helpers/rng";


const words = (s: string) => s.trim().split(/\s*\|\s*/);

const NAMES = words(`Aisha | Ben | Carla | Dmitri | Elena | Farid | Grace | Hiro | Ingrid | Jamal | Keiko | Luca | Maya | Nikolai |
  Olga | Pablo | Quinn | Rosa | Sanjay | Tomas | Ursula | Viktor | Wen | Ximena | Yusuf | Zoe | Amara | Bruno | Chiara | Diego |
  Esther | Felix | Gabriela | Hassan | Isla | Jonas | Kofi | Leila | Mateo | Nadia | Oscar | Priya | Rafael | Sofia | Tariq |
  Valentina | Wojciech | Yara | Anders | Beatriz | Chen | Dalia | Emeka | Fatima | Gustav | Hana | Ivan | Julia | Kenji | Lars |
  Marisol | Noor | Omar | Paula | Ravi | Selin | Theo | Uma | Vera | Will | Xavier | Yuki | Zainab | Arjun | Brigitte | Camille`);
const RELATIONS = words(`sister | brother | mother | father | wife | husband | partner | daughter | son | cousin | best friend | neighbour |
  manager | roommate | grandmother | uncle | aunt | colleague | teammate | landlord`);
const CITIES = words(`Lisbon | Berlin | Osaka | Toronto | Nairobi | Lima | Hanoi | Oslo | Austin | Marseille | Krakow | Seoul | Cape Town |
  Melbourne | Reykjavik | Istanbul | Buenos Aires | Edinburgh | Montreal | Bangalore | Valencia | Porto | Kyoto | Denver | Dublin |
  Tbilisi | Accra | Bogota | Helsinki | Seville | Taipei | Zurich | Vancouver | Naples | Prague | Marrakesh | Manila | Boston |
  Bologna | Ljubljana | Santiago | Cairo | Auckland | Glasgow | Lyon | Munich | Jakarta | Havana | Quito | Tallinn`);
const PLACES = words(`a tiny ramen bar | the farmers market | a climbing gym | the public library | a rooftop cafe | the night market |
  an old bookshop | the botanical garden | a jazz club | the riverside park | a vinyl store | the harbour | a street food stall |
  a pottery studio | the science museum | a co-working space | the ice rink | a vineyard | a lakeside cabin | the train station`);
const FOODS = words(`grilled sardines | pad thai | mushroom risotto | shakshuka | pho | lamb tagine | sushi | pierogi | jollof rice |
  ceviche | dumplings | paella | bibimbap | falafel | carbonara | butter chicken | tacos al pastor | moussaka | ramen | pancakes |
  goulash | banh mi | lasagna | dal makhani | fish and chips | kimchi stew | empanadas | poke bowls | borscht | gnocchi |
  green curry | feijoada | okonomiyaki | chili con carne | tiramisu | baklava | churros | cheesecake | croissants | hummus`);
const AVOID = words(`peanuts | shellfish | gluten | lactose | eggs | sesame | soy | tree nuts | cilantro | mushrooms | spicy food |
  red meat | pork | alcohol | caffeine | sugar`);
const JOBS = words(`nurse | software engineer | architect | high school teacher | data analyst | chef | electrician | lawyer |
  product designer | pharmacist | journalist | accountant | physiotherapist | pilot | veterinarian | carpenter | UX researcher |
  marketing manager | civil engineer | barista | dentist | translator | photographer | social worker | firefighter | economist`);
const HOBBIES = words(`bouldering | sourdough baking | trail running | chess | watercolour painting | salsa dancing | birdwatching |
  learning Japanese | playing the cello | gardening | woodworking | open water swimming | board games | knitting | cycling |
  photography | scuba diving | podcasting | yoga | tennis | karaoke | home brewing | astronomy | skateboarding`);
const PETS = words(`a beagle called Biscuit | two cats, Miso and Tofu | a rescue greyhound | a parrot named Kiwi | a corgi puppy |
  an old tabby cat | a pair of rabbits | a goldfish | a border collie | a bearded dragon`);
const MONTHS = words(`January | February | March | April | May | June | July | August | September | October | November | December`);
const WEEKDAYS = words(`Monday | Tuesday | Wednesday | Thursday | Friday | Saturday | Sunday`);
const EVENTS = words(`birthday | wedding anniversary | job interview | dentist appointment | marathon | graduation | house move |
  performance review | doctor's check-up | flight | concert | team offsite | visa appointment | exam`);
const LANGS = words(`Spanish | Portuguese | German | Mandarin | French | Arabic | Korean | Italian | Swahili | Polish | Hindi | Turkish`);
const TOOLS = words(`Notion | a paper notebook | Google Calendar | Todoist | Obsidian | sticky notes | Trello | a whiteboard`);
const FEELINGS = words(`stressed | excited | exhausted | nervous | relieved | proud | a bit lonely | overwhelmed | optimistic | burnt out`);
const OPENERS = words(`Quick note: | Just so you know, | FYI | Remember that | Heads up: | By the way, | Also, | Oh and | Note to self: | Btw`);

type Pick = <T>(xs: readonly T[]) => T;

const TEMPLATES: ((p: Pick, r: () => number) => string)[] = [
  (p) => `${p(OPENERS)} my ${p(RELATIONS)} ${p(NAMES)} just moved to ${p(CITIES)} to start a new job as a ${p(JOBS)}. I'm planning to visit in ${p(MONTHS)}.`,
  (p) => `I'm allergic to ${p(AVOID)}, so please never suggest recipes with it. ${p(NAMES)} keeps forgetting this whenever we go out for ${p(FOODS)}.`,
  (p) => `My favourite dish is ${p(FOODS)}, especially the one from ${p(PLACES)} in ${p(CITIES)}. I'd eat it every ${p(WEEKDAYS)} if I could.`,
  (p, r) => `My ${p(EVENTS)} is on ${p(MONTHS)} ${1 + Math.floor(r() * 28)}th. Remind me a week before so I can get ready and book time off.`,
  (p) => `I work as a ${p(JOBS)} and my shifts change every week, so I usually only have ${p(WEEKDAYS)} evenings free for ${p(HOBBIES)}.`,
  (p) => `We adopted ${p(PETS)} last ${p(MONTHS)}. ${p(NAMES)} from next door walks them when I'm travelling for work.`,
  (p) => `I've been learning ${p(LANGS)} for about a year because my ${p(RELATIONS)}'s family lives in ${p(CITIES)}. Practising with flashcards daily.`,
  (p) => `Feeling ${p(FEELINGS)} about the ${p(EVENTS)} coming up. ${p(NAMES)} suggested I take ${p(HOBBIES)} back up to unwind a little.`,
  (p, r) => `Booked a trip to ${p(CITIES)} for ${p(MONTHS)} with ${p(NAMES)}. Budget is around ${500 + Math.floor(r() * 30) * 100} euros, and we want to try ${p(FOODS)} there.`,
  (p) => `I keep my to-do list in ${p(TOOLS)}; please don't suggest other apps. I review it every ${p(WEEKDAYS)} morning over coffee.`,
  (p) => `${p(NAMES)}, my ${p(RELATIONS)}, is vegetarian and hates ${p(AVOID)}. When we host dinner I usually cook ${p(FOODS)} without meat.`,
  (p) => `I met ${p(NAMES)} at ${p(PLACES)} in ${p(CITIES)}; they're a ${p(JOBS)} and also into ${p(HOBBIES)}. Want to stay in touch.`,
  (p) => `Started ${p(HOBBIES)} classes on ${p(WEEKDAYS)}s at ${p(PLACES)}. The instructor, ${p(NAMES)}, says I'm improving fast.`,
  (p, r) => `I'm saving up for a flat in ${p(CITIES)}; goal is ${10 + Math.floor(r() * 40)}k by ${p(MONTHS)}. My ${p(RELATIONS)} ${p(NAMES)} is helping me budget.`,
  (p) => `Please answer me in ${p(LANGS)} when I write in it, and keep answers short. I'm a ${p(JOBS)}, so skip the basic explanations.`,
  (p) => `${p(OPENERS)} I don't drink coffee after ${p(WEEKDAYS)} lunch anymore, it ruins my sleep. Herbal tea or ${p(FOODS)} as a snack is fine.`,
  (p) => `My ${p(RELATIONS)} ${p(NAMES)} has their ${p(EVENTS)} in ${p(MONTHS)} and loves ${p(FOODS)}; maybe gift ideas around ${p(HOBBIES)}.`,
  (p) => `Our team moved the weekly sync to ${p(WEEKDAYS)}. ${p(NAMES)} is the new ${p(JOBS)} lead and prefers updates written in ${p(TOOLS)}.`,
  (p) => `I grew up in ${p(CITIES)} but have lived in ${p(CITIES)} for six years. I still miss the ${p(FOODS)} from back home.`,
  (p, r) => `Ran ${3 + Math.floor(r() * 40)} km this week training for the ${p(EVENTS)} in ${p(MONTHS)}. Knee feels ${p(FEELINGS)} but okay; physio is ${p(NAMES)}.`,
  (p) => `Don't book anything on ${p(WEEKDAYS)} afternoons, that's when I pick up my ${p(RELATIONS)} from ${p(PLACES)}.`,
  (p) => `I'd like recipe ideas that use ${p(FOODS)} leftovers. No ${p(AVOID)} please, and nothing that takes longer than 30 minutes.`,
  (p) => `Thinking about switching careers from ${p(JOBS)} to ${p(JOBS)}. ${p(NAMES)} offered to introduce me to people at their company in ${p(CITIES)}.`,
  (p) => `Last ${p(WEEKDAYS)} we went to ${p(PLACES)} and had ${p(FOODS)}. ${p(NAMES)} said it was the best meal of the year.`,
];

const QUERY_TEMPLATES: ((p: Pick, r: () => number) => string)[] = [
  (p) => `where does my ${p(RELATIONS)} live now`,
  (p) => `what food allergies do I have`,
  (p) => `what should I cook for ${p(NAMES)}`,
  (p) => `when is my ${p(EVENTS)}`,
  (p) => `do I have any trips planned to ${p(CITIES)}`,
  (p) => `what is my job`,
  (p) => `which language am I learning and why`,
  (p) => `what pets do I have`,
  (p) => `what are my hobbies on ${p(WEEKDAYS)}`,
  (p) => `gift ideas for my ${p(RELATIONS)}`,
  (p) => `favourite restaurant in ${p(CITIES)}`,
  (p) => `how do I like to organise my tasks`,
  (p) => `who is ${p(NAMES)}`,
  (p) => `am I allowed to eat ${p(AVOID)}`,
  (p) => `what did I eat at ${p(PLACES)}`,
  (p) => `how much am I saving and for what`,
  (p) => `plans for ${p(MONTHS)}`,
  (p) => `how is my training for the ${p(EVENTS)} going`,
  (p) => `who knows a ${p(JOBS)} I could talk to`,
  (p) => `recipes with ${p(FOODS)}`,
  (p) => `what makes me feel ${p(FEELINGS)}`,
  (p) => `which city did I grow up in`,
  (p) => `meetings on ${p(WEEKDAYS)}`,
  (p) => `tell me about my ${p(HOBBIES)} lessons`,
];

export const AGENTS = ["support-bot", "travel-planner", "cooking-coach", "career-coach", "fitness-buddy"] as const;

export const userIdOf = (i: number) => `user-${String(i).padStart(4, "0")}`;

/** A text of 100-300 characters. */
export function memoryText(r: () => number): string {
  const p: Pick = (xs) => xs[Math.floor(r() * xs.length)]!;
  for (;;) {
    let s = TEMPLATES[Math.floor(r() * TEMPLATES.length)]!(p, r);
    // Some messages are two thoughts in one turn.
    if (s.length < 150 && r() < 0.5) s += " " + TEMPLATES[Math.floor(r() * TEMPLATES.length)]!(p, r);
    if (s.length >= 100 && s.length <= 300) return s;
  }
}

/** Query strings that never repeat within one `queries` source. */
export function queries(seed: number): () => string {
  const r = mulberry32(seed);
  const p: Pick = (xs) => xs[Math.floor(r() * xs.length)]!;
  const seen = new Set<string>();
  return () => {
    for (;;) {
      let q = QUERY_TEMPLATES[Math.floor(r() * QUERY_TEMPLATES.length)]!(p, r);
      // Repeats get extra context, as users often add; the loop ends once the string is new.
      if (seen.has(q)) q += ` (${p(NAMES)} mentioned it in ${p(MONTHS)})`;
      if (!seen.has(q)) {
        seen.add(q);
        return q;
      }
    }
  };
}
