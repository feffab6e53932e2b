// Word lists the rules consult. They exist to say "this object is plausibly an X" so that a pattern which
// would otherwise fire on anything ("I have a ...", "I'm a ...", "I take ...") fires only on what it means.
// Lower-case; multi-word entries are matched as whole phrases.

import { AMBIGUOUS_PLACE_NAMES, PLACE_NAMES } from "./gazetteer-data";

const set = (words: string): ReadonlySet<string> => new Set(words.split("|").map((w) => w.trim()).filter(Boolean));

/** "my sister Anna" → has_sibling. The key is the role word as written (singular or plural). */
export const RELATIONS: ReadonlyMap<string, string> = new Map(
  (
    [
      ["has_sibling", "sister|brother|sibling|twin|twin sister|twin brother|half-sister|half-brother|stepsister|stepbrother|sis|bro|sisters|brothers|siblings"],
      ["has_parent", "mother|father|mom|mum|dad|mommy|daddy|mama|papa|parent|stepmom|stepmother|stepdad|stepfather|parents|ma|pa"],
      ["has_child", "son|daughter|kid|child|baby|stepson|stepdaughter|sons|daughters|kids|children|boy|girl|toddler|little one"],
      ["married_to", "wife|husband|spouse"],
      ["partner", "partner|girlfriend|boyfriend|fiance|fiancé|fiancee|fiancée|gf|bf|significant other"],
      ["has_friend", "friend|best friend|bestie|bff|buddy|pal|friends|best friends|childhood friend|close friend|good friend|old friend"],
    ] as const
  ).flatMap(([pred, words]) => [...set(words)].map((w) => [w, pred] as [string, string])),
);

/** People we name as subjects ("my boss is strict" → "boss") but whose relation to the user has no seed predicate. */
export const OTHER_ROLES = set(
  "boss|manager|coworker|co-worker|colleague|teammate|roommate|flatmate|housemate|neighbor|neighbour|landlord|landlady|cousin|aunt|uncle|niece|nephew|grandma|grandmother|grandpa|grandfather|granny|grandparents|grandson|granddaughter|grandchild|grandkids|in-laws|mother-in-law|father-in-law|sister-in-law|brother-in-law|doctor|therapist|dentist|teacher|coach|mentor|tutor|client|employee|assistant|ex|ex-wife|ex-husband|ex-girlfriend|ex-boyfriend|family|team|company|employer|startup|firm|workplace",
);

/** Animals: "my dog Rex", "a cat named Luna". */
export const PETS = set(
  "dog|cat|puppy|kitten|pup|pet|parrot|hamster|rabbit|bunny|fish|goldfish|horse|pony|bird|turtle|tortoise|guinea pig|lizard|snake|gecko|ferret|chinchilla|budgie|cockatiel|canary|rat|mouse|hedgehog|pig|goat|chicken|chickens|dogs|cats|golden retriever|labrador|lab|poodle|beagle|husky|bulldog|french bulldog|corgi|dachshund|chihuahua|terrier|german shepherd|pug|border collie|collie|spaniel|cocker spaniel|boxer|rottweiler|greyhound|whippet|lurcher|labradoodle|cockapoo|cavapoo|schnauzer|dalmatian|pomeranian|jack russell|staffy|vizsla|weimaraner|retriever|sheepdog|shih tzu|maine coon|tabby|siamese cat|persian cat|ragdoll|sphynx|bengal|bearded dragon|iguana|axolotl|tarantula|cockatoo|macaw|gerbil|degu|duck|ducks|lovebird|parakeet",
);

/** Heads of job titles: "a senior software engineer" → head "engineer". */
export const OCCUPATIONS = set(
  "solicitor|barrister|notary|conveyancer|chauffeur|hygienist|joiner|bricklayer|glazier|tiler|plasterer|fisherman|fisherwoman|detective|sailor|novelist|poet|headteacher|headmaster|headmistress|childminder|zookeeper|vicar|magistrate|attendant|croupier|hotelier|farrier|dealer|postman|postwoman|caretaker|porter|lifeguard|steward|stewardess|concierge|housekeeper|bouncer|groundskeeper|optician|locksmith|roofer|teller|buyer|merchandiser|beautician|technologist|advisor|adviser|assistant|apprentice|trainee|engineer|developer|programmer|designer|teacher|professor|lecturer|nurse|doctor|physician|surgeon|dentist|pharmacist|therapist|psychologist|psychiatrist|counselor|counsellor|lawyer|attorney|paralegal|accountant|analyst|consultant|manager|director|executive|ceo|cto|cfo|coo|cmo|cio|vp|founder|co-founder|cofounder|entrepreneur|architect|scientist|researcher|writer|author|journalist|editor|reporter|photographer|artist|painter|musician|singer|actor|actress|chef|cook|baker|barista|bartender|waiter|waitress|cashier|clerk|receptionist|secretary|administrator|officer|firefighter|paramedic|soldier|pilot|driver|mechanic|electrician|plumber|carpenter|contractor|farmer|gardener|landscaper|cleaner|janitor|librarian|veterinarian|vet|technician|specialist|coordinator|supervisor|intern|freelancer|banker|trader|broker|realtor|agent|salesperson|salesman|saleswoman|marketer|recruiter|economist|statistician|mathematician|physicist|chemist|biologist|geologist|translator|interpreter|tutor|coach|trainer|instructor|dietitian|nutritionist|midwife|caregiver|carer|nanny|worker|sre|devops|pm|stylist|hairdresser|barber|tailor|model|influencer|streamer|youtuber|podcaster|coder|tester|sysadmin|auditor|underwriter|actuary|surveyor|planner|producer|animator|illustrator|copywriter|strategist|lead|president|associate|principal|postdoc|resident|physiotherapist|physio|optometrist|chiropractor|radiologist|anesthesiologist|pastor|priest|rabbi|imam|judge|politician|diplomat|civil servant|homemaker|housewife|bookkeeper|scrum master|data scientist|product owner|tech lead|team lead|cto|owner|investor|professional|practitioner|psychotherapist|social worker|security guard|guard|courier|electrician|welder|machinist|pharmacologist|epidemiologist|ux designer|ui designer|web developer|full-stack developer|veterinary nurse|paramedic|dispatcher|teaching assistant|ta|librarian|curator|archivist|sommelier|butcher|florist|jeweler|jeweller|photojournalist|videographer|filmmaker|composer|dancer|choreographer|comedian|dj|programmer",
);

/** Non-job identities for "I'm a/an X" → is_a. */
export const IDENTITIES = set(
  "only child|middle child|eldest child|oldest child|youngest child|firstborn|immigrant|expat|first-generation immigrant|lefty|left-hander|empty nester|newlywed|single parent|widow|widower|caregiver|carer|introvert|extrovert|ambivert|jewish|lutheran|evangelical|quaker|pagan|morning person|night owl|early bird|night person|dog person|cat person|christian|muslim|jew|catholic|protestant|buddhist|hindu|atheist|agnostic|mormon|sikh|student|grad student|graduate student|phd student|undergrad|undergraduate|retiree|veteran|homeowner|runner|cyclist|gamer|climber|swimmer|reader|bookworm|foodie|coffee drinker|tea drinker|non-smoker|smoker|stay-at-home mom|stay-at-home dad|stay-at-home parent|single mom|single dad|single parent|mom|dad|mother|father|parent|grandparent|grandmother|grandfather|twin|perfectionist|workaholic|minimalist|beginner|lefty|left-hander|optimist|pessimist|left-handed|right-handed|ambidextrous|gay|lesbian|bisexual|queer|asexual|pansexual|transgender|trans woman|trans man|transwoman|transman|non-binary|nonbinary|genderqueer|genderfluid|cisgender|taoist|jain|shinto|baptist|methodist|anglican|episcopalian|presbyterian|pentecostal|unitarian|zoroastrian|rastafarian|wiccan|orthodox christian|orthodox jew|greek orthodox|russian orthodox|born-again christian|shia muslim|sunni muslim|latter-day saint",
);

/** "I'm a student" etc. are identities, but a student "at X" studies there. */
export const STUDENT_WORDS = set("student|grad student|graduate student|phd student|phd candidate|doctoral student|undergrad|undergraduate|freshman|sophomore|junior|senior|masters student|master's student|postgrad|exchange student");

/** What people are commonly allergic to: a bare "it's tree nuts, not peanuts" corrects an allergy. */
export const ALLERGENS = set(
  "peanuts|peanut|tree nuts|tree nut|nuts|shellfish|fish|eggs|egg|milk|dairy|soy|wheat|gluten|sesame|mustard|celery|lupin|sulfites|sulphites|shrimp|prawns|crab|lobster|almonds|cashews|walnuts|pecans|hazelnuts|pistachios|penicillin|amoxicillin|sulfa drugs|sulfa|aspirin|ibuprofen|codeine|latex|pollen|grass pollen|tree pollen|ragweed|dust|dust mites|mold|mould|bee stings|wasp stings|cats|dogs|cat hair|dog hair|pet dander|horses|strawberries|kiwi|bananas|avocado|tomatoes|corn|coconut|nickel|perfume",
);

export const DIETS = set(
  "vegetarian|vegan|pescatarian|pescetarian|flexitarian|keto|ketogenic|paleo|gluten-free|gluten free|dairy-free|dairy free|kosher|halal|plant-based|plant based|low-carb|low carb|carnivore|raw vegan|lacto-vegetarian|ovo-vegetarian|whole30|mediterranean|intermittent fasting|fasting|low-fat|low fat|low-sodium|low sodium|sugar-free|sugar free|fodmap|low-fodmap|low fodmap|atkins",
);

/** Conditions named as adjectives ("I'm diabetic") → the condition's noun. */
export const CONDITION_ADJECTIVES: ReadonlyMap<string, string> = new Map([
  ["diabetic", "diabetes"], ["asthmatic", "asthma"], ["epileptic", "epilepsy"], ["anemic", "anemia"], ["anaemic", "anaemia"],
  ["dyslexic", "dyslexia"], ["autistic", "autism"], ["celiac", "celiac disease"], ["coeliac", "coeliac disease"],
  ["lactose intolerant", "lactose intolerance"], ["gluten intolerant", "gluten intolerance"], ["colorblind", "color blindness"],
  ["colourblind", "colour blindness"], ["color blind", "color blindness"], ["bipolar", "bipolar disorder"], ["hypertensive", "hypertension"],
  ["insomniac", "insomnia"], ["deaf", "deafness"], ["hard of hearing", "hearing loss"], ["prediabetic", "prediabetes"], ["pre-diabetic", "prediabetes"],
]);

/** "I have X" is a condition only for these (or "X disease/disorder/syndrome"). */
export const CONDITIONS = set(
  "asthma|diabetes|type 1 diabetes|type 2 diabetes|adhd|add|autism|anxiety|depression|migraines|migraine|arthritis|rheumatoid arthritis|high blood pressure|low blood pressure|hypertension|epilepsy|celiac disease|coeliac disease|celiac|coeliac|ibs|crohn's|crohn's disease|colitis|ulcerative colitis|pcos|endometriosis|eczema|psoriasis|insomnia|sleep apnea|sleep apnoea|pots|lupus|ms|multiple sclerosis|cancer|breast cancer|long covid|covid|tinnitus|dyslexia|ocd|ptsd|bipolar|bipolar disorder|fibromyalgia|glaucoma|gout|hypothyroidism|hyperthyroidism|scoliosis|anemia|anaemia|copd|high cholesterol|acid reflux|gerd|a heart condition|heart disease|a bad back|back pain|chronic pain|chronic fatigue|chronic fatigue syndrome|lactose intolerance|gluten intolerance|a gluten intolerance|a lactose intolerance|dementia|parkinson's|alzheimer's|hiv|hepatitis|kidney disease|vertigo|hay fever|hayfever|allergies|seasonal allergies|a food allergy|tourette's|narcolepsy|sciatica|osteoporosis|a concussion|a broken leg|a broken arm|a torn acl|tendinitis|carpal tunnel|astigmatism|color blindness|hearing loss|prediabetes|cystic fibrosis|sickle cell|a thyroid condition|thyroid issues|panic attacks|social anxiety|an eating disorder|anorexia|bulimia|schizophrenia|adhd and anxiety|a peanut allergy",
);

/** Medications and supplements ("I take X", "I'm on X"), plus suffixes that mark drug names. */
export const MEDICATIONS = set(
  "insulin|metformin|ibuprofen|aspirin|paracetamol|acetaminophen|tylenol|advil|melatonin|vitamin d|vitamin b12|vitamin c|multivitamin|multivitamins|vitamins|iron|iron supplements|fish oil|omega-3|magnesium|zinc|probiotics|birth control|the pill|antidepressants|antibiotics|antihistamines|blood thinners|statins|levothyroxine|synthroid|lisinopril|amlodipine|atorvastatin|simvastatin|rosuvastatin|losartan|omeprazole|pantoprazole|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|wellbutrin|bupropion|adderall|ritalin|vyvanse|concerta|methylphenidate|xanax|alprazolam|lorazepam|ativan|klonopin|clonazepam|gabapentin|prednisone|warfarin|eliquis|xarelto|albuterol|ventolin|inhaler|an inhaler|epipen|an epipen|lithium|lamotrigine|lamictal|seroquel|quetiapine|abilify|propranolol|metoprolol|atenolol|hydrochlorothiazide|furosemide|allopurinol|ozempic|wegovy|semaglutide|mounjaro|tirzepatide|creatine|collagen|folic acid|calcium|biotin|cbd|hrt|estrogen|testosterone|progesterone|thyroid medication|blood pressure medication|blood pressure meds|medication|meds|painkillers|sleeping pills|antacids|claritin|zyrtec|benadryl|cetirizine|loratadine|allegra|sumatriptan|naproxen|tramadol|codeine|oxycodone|methotrexate|humira|prednisolone|spironolactone|accutane|isotretinoin|doxycycline|amoxicillin|valium|diazepam|trazodone|mirtazapine|venlafaxine|effexor|duloxetine|cymbalta|paxil|paroxetine|celexa|buspirone",
);
export const MEDICATION_SUFFIX = /(?:pril|olol|statin|formin|azepam|oxetine|prazole|cillin|mycin|sartan|dipine|tidine|triptan|afil|mab|tinib|xaban|gliptin|glutide|zolam|pramine|faxine|lukast|tirizine|butamol|terol|sonide|methasone|cycline|floxacin|gabalin|setron)$/i;

/** "I have a X" → owns, for these heads (or a capitalized brand). Abstract nouns ("a question") must not become owned things. */
export const OWNABLES = set(
  "car|house|home|apartment|flat|condo|bike|bicycle|e-bike|motorcycle|motorbike|scooter|boat|yacht|laptop|phone|smartphone|iphone|ipad|tablet|macbook|pc|computer|desktop|gaming pc|tv|television|camera|guitar|piano|keyboard|violin|drum kit|drums|truck|pickup|pickup truck|van|minivan|suv|sedan|convertible|jeep|tesla|garden|cabin|cottage|villa|vacation home|holiday home|summer house|farm|ranch|kindle|e-reader|watch|smartwatch|apple watch|playstation|ps5|ps4|xbox|nintendo switch|switch|console|drone|3d printer|printer|espresso machine|coffee machine|treadmill|peloton|rv|camper|camper van|caravan|tent|kayak|canoe|surfboard|snowboard|skis|telescope|synthesizer|synth|record player|hot tub|pool|swimming pool|garage|workshop|studio|vineyard|property|rental property|business|company|shop|store|restaurant|cafe|bakery|bar|startup|airplane|plane|horse|tractor|motorhome|android phone|pixel|galaxy|samsung|mac|mac mini|imac|air fryer|thermomix|vespa|harley|prius|civic|corolla|bookshop|bookstore|salon|hair salon|boutique|pub|gallery|florist|food truck|guesthouse|b&b|hotel|gym|pizzeria|deli|brewery|winery|bike shop|coffee shop|coffee truck|nail salon|barbershop|pottery studio|yoga studio|dance studio|shop|model 3|model y|mustang|beetle|golf|mini|land rover|range rover",
);

/** What one plays as a pastime: "I play the cello", "I play tennis on weekends" → likes. */
export const PLAYED = set(
  "piano|guitar|bass|bass guitar|electric guitar|acoustic guitar|cello|violin|viola|double bass|drums|ukulele|uke|banjo|mandolin|harp|flute|clarinet|oboe|bassoon|saxophone|sax|trumpet|trombone|tuba|french horn|accordion|harmonica|keyboard|keys|organ|synth|bagpipes|tennis|table tennis|ping pong|badminton|squash|padel|pickleball|golf|football|soccer|basketball|baseball|softball|volleyball|beach volleyball|hockey|ice hockey|field hockey|rugby|cricket|netball|lacrosse|handball|water polo|ultimate frisbee|ultimate|frisbee|darts|pool|snooker|billiards|bowls|chess|poker|bridge|mahjong|go|scrabble|video games|board games|computer games|card games|tabletop games|dungeons and dragons|d&d|minecraft|fortnite|zelda|pokemon|pokémon|league of legends|world of warcraft|the sims|sudoku|crosswords|the crossword|wordle",
);

/** What one does or practises as a pastime: "I do pilates", "I've been doing yoga for years". */
export const PRACTISED = set(
  "yoga|hot yoga|pilates|crossfit|karate|judo|taekwondo|tae kwon do|jiu-jitsu|jiu jitsu|bjj|brazilian jiu-jitsu|kung fu|aikido|kendo|muay thai|boxing|kickboxing|mma|martial arts|tai chi|qigong|ballet|salsa|tango|ballroom|ballroom dancing|swing dancing|zumba|spin|spinning|parkour|archery|fencing|rowing|bouldering|climbing|rock climbing|triathlons|triathlon|marathons|ultramarathons|ultras|half marathons|park run|parkrun|meditation|calligraphy|pottery|ceramics|woodworking|embroidery|cross-stitch|quilting|origami|photography|birdwatching|gardening|weightlifting|powerlifting|strength training|bodybuilding|gymnastics|aerial silks|pole dancing|improv|stand-up|karaoke|amateur dramatics|am dram|community theatre|community theater|taxidermy|astronomy|genealogy|beekeeping|volunteering",
);

/** Pastimes one "goes" to do: "I go climbing every weekend". */
export const GONE_DOING = set(
  "running|jogging|hiking|climbing|bouldering|rock climbing|skiing|snowboarding|surfing|swimming|cycling|biking|mountain biking|fishing|fly fishing|hunting|camping|sailing|kayaking|canoeing|diving|scuba diving|snorkeling|snorkelling|skating|ice skating|roller skating|skateboarding|dancing|salsa dancing|bowling|birdwatching|bird watching|golfing|rowing|horse riding|horseback riding|riding|walking|hillwalking|trail running|paddleboarding|paddle boarding|windsurfing|kitesurfing|backpacking|caving|geocaching|foraging|wild swimming|open water swimming|clubbing|antiquing|thrifting|karting|go-karting|ice fishing|cross-country skiing|sledding|paragliding|skydiving|stargazing",
);

/** Verbs that are a pastime on their own ("I knit", "in my free time I paint") → likes the -ing form. */
export const HOBBY_VERBS: ReadonlyMap<string, string> = new Map(
  ("knit:knitting|crochet:crocheting|paint:painting|draw:drawing|sketch:sketching|sew:sewing|bake:baking|garden:gardening|surf:surfing|ski:skiing|snowboard:snowboarding|skate:skating|fish:fishing|hike:hiking|climb:climbing|boulder:bouldering|swim:swimming|cycle:cycling|dance:dancing|sing:singing|journal:journaling|meditate:meditating|golf:golfing|jog:jogging|run:running|sail:sailing|kayak:kayaking|quilt:quilting|embroider:embroidering|write:writing|read:reading|cook:cooking|skateboard:skateboarding|bike:biking|row:rowing|box:boxing|fence:fencing|whittle:whittling|scrapbook:scrapbooking|game:gaming|birdwatch:birdwatching|volunteer:volunteering|garden:gardening")
    .split("|").map((p) => p.split(":") as [string, string]),
);

/** Nouns that make "I have a X" / "my X is on ..." an event. */
export const EVENT_NOUNS = set(
  "appointment|meeting|interview|exam|haircut|root canal|hip replacement|knee replacement|filling|conf|christening|baptism|smear test|mammogram|physio appointment|test|surgery|operation|party|wedding|flight|trip|date|call|conference|presentation|deadline|recital|concert|game|match|tournament|race|marathon|checkup|check-up|doctor's appointment|dentist appointment|doctor appointment|vet appointment|hair appointment|job interview|performance review|review|ceremony|graduation|funeral|birthday party|dinner reservation|reservation|visit|vacation|holiday|procedure|scan|mri|ultrasound|therapy session|session|class|lesson|workshop|hackathon|retreat|shift|court date|hearing|baby shower|bachelor party|bachelorette party|reunion|trial|audition|festival|show|gig|recital|exhibition|launch|move|c-section|biopsy|colonoscopy|vaccination|booster|physical",
);

/** "I went to the X" / "I attended X" is an event (attended), not a place, for these heads. */
export const EVENT_HEADS = set(
  "concert|conference|festival|wedding|christening|baptism|bar mitzvah|bat mitzvah|communion|memorial|wake|baby shower|hen do|stag do|oktoberfest|carnival|game|match|show|party|meetup|summit|gala|ceremony|graduation|funeral|exhibition|expo|convention|workshop|hackathon|retreat|reunion|premiere|play|musical|opera|ballet|recital|gig|tournament|marathon|race|rally|lecture|talk|seminar|webinar|bootcamp|fair|parade|service|mass|keynote|con|comic-con|tour|competition|olympics|world cup|super bowl|festival",
);

/** Schools: "I went to X University" is studies_at, not visited. */
export const SCHOOL_WORD = /\b(?:university|universit[aäé]t|college|school|academy|institute|polytechnic|conservatory|seminary|uni|MIT|UCLA|NYU|Harvard|Stanford|Oxford|Cambridge|Yale|Princeton|Berkeley|Caltech|ETH|Columbia|Cornell|LSE|UCL|Imperial|Sorbonne|Duke|Brown|Dartmouth|Georgetown|CMU)\b/i;

/** Organization-looking names. */
export const ORG_WORD = /\b(?:inc|corp|corporation|ltd|llc|gmbh|plc|co|company|group|labs?|technologies|tech|bank|hospital|clinic|university|college|school|institute|agency|studio|studios|partners|consulting|foundation|ministry|department|council|association|society|trust|credit union|building society|insurance|network|systems|software|solutions|airlines?|motors|pharma|capital|ventures|holdings|media|games|foods?|store|cafe|restaurant|health|healthcare|freight|logistics|analytics|dynamics|robotics|aerospace|energy|solar|mutual|brewing|brewery|rail)\b\.?$/i;

export const LANGUAGES = set(
  "english|spanish|french|german|italian|portuguese|dutch|russian|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|urdu|bengali|punjabi|tamil|telugu|marathi|gujarati|turkish|persian|farsi|hebrew|greek|polish|czech|slovak|hungarian|romanian|bulgarian|serbian|croatian|bosnian|slovenian|ukrainian|belarusian|swedish|norwegian|danish|finnish|icelandic|estonian|latvian|lithuanian|irish|welsh|gaelic|scottish gaelic|catalan|basque|galician|thai|vietnamese|indonesian|malay|tagalog|filipino|swahili|amharic|yoruba|igbo|hausa|zulu|xhosa|afrikaans|somali|nepali|sinhala|khmer|lao|burmese|mongolian|kazakh|uzbek|georgian|armenian|azerbaijani|albanian|macedonian|maltese|luxembourgish|esperanto|latin|sign language|asl|bsl|british english|american english|brazilian portuguese|european portuguese|simplified chinese|traditional chinese|castilian|castilian spanish|mexican spanish|latin american spanish|swiss german|quebec french|canadian french|plain english|kurdish|kurmanji|sorani|pashto|dari|tigrinya|oromo|kannada|malayalam|odia|oriya|assamese|sindhi|haitian creole|creole|patois|cebuano|ilocano|javanese|sundanese|hmong|quechua|guarani|maori|samoan|tongan|fijian|wolof|twi|lingala|shona|kinyarwanda|kirundi|malagasy|tatar|chechen|tajik|turkmen|kyrgyz|uyghur|tibetan|yiddish|ladino|faroese|frisian|breton|cornish|manx|romansh|sami|occitan|corsican|sardinian|sicilian",
);

/** Demonyms for "I'm German" → nationality. */
export const NATIONALITIES = set(
  "american|british|english|scottish|welsh|irish|northern irish|canadian|mexican|brazilian|argentinian|argentine|chilean|colombian|peruvian|venezuelan|ecuadorian|bolivian|uruguayan|paraguayan|cuban|dominican|puerto rican|jamaican|haitian|guatemalan|honduran|salvadoran|nicaraguan|costa rican|panamanian|french|german|italian|spanish|portuguese|dutch|belgian|swiss|austrian|danish|swedish|norwegian|finnish|icelandic|polish|czech|slovak|hungarian|romanian|bulgarian|greek|turkish|russian|ukrainian|belarusian|serbian|croatian|bosnian|slovenian|albanian|macedonian|montenegrin|estonian|latvian|lithuanian|georgian|armenian|azerbaijani|kazakh|uzbek|chinese|japanese|korean|south korean|taiwanese|vietnamese|thai|filipino|indonesian|malaysian|singaporean|indian|pakistani|bangladeshi|sri lankan|nepali|nepalese|afghan|iranian|iraqi|syrian|lebanese|jordanian|israeli|palestinian|saudi|emirati|qatari|kuwaiti|egyptian|moroccan|algerian|tunisian|libyan|nigerian|ghanaian|kenyan|ethiopian|somali|south african|zimbabwean|ugandan|tanzanian|rwandan|cameroonian|senegalese|ivorian|congolese|sudanese|australian|new zealander|kiwi|luxembourgish|maltese|cypriot|mongolian|burmese|cambodian|laotian|scandinavian|european|latino|latina|hispanic|african american|canadian-american|italian-american|mexican-american|irish-american|german-american|chinese-american|korean-american|indian-american|british-indian|quebecois|basque|catalan|flemish|kurdish|tibetan|uyghur|maori|aboriginal",
);

/** Countries, regions and big cities: a place even when the text is all lower-case. */
export const PLACES = set(
  "afghanistan|albania|algeria|andorra|angola|argentina|armenia|australia|austria|azerbaijan|bahamas|bahrain|bangladesh|barbados|belarus|belgium|belize|benin|bhutan|bolivia|bosnia|botswana|brazil|brunei|bulgaria|burkina faso|burundi|cambodia|cameroon|canada|chad|chile|china|colombia|congo|costa rica|croatia|cuba|cyprus|czechia|czech republic|denmark|djibouti|dominica|dominican republic|ecuador|egypt|el salvador|england|eritrea|estonia|eswatini|ethiopia|fiji|finland|france|gabon|gambia|georgia|germany|ghana|greece|grenada|guatemala|guinea|guyana|haiti|honduras|hungary|iceland|india|indonesia|iran|iraq|ireland|israel|italy|jamaica|japan|jordan|kazakhstan|kenya|kosovo|kuwait|kyrgyzstan|laos|latvia|lebanon|lesotho|liberia|libya|liechtenstein|lithuania|luxembourg|madagascar|malawi|malaysia|maldives|mali|malta|mauritania|mauritius|mexico|moldova|monaco|mongolia|montenegro|morocco|mozambique|myanmar|namibia|nepal|netherlands|the netherlands|holland|new zealand|nicaragua|niger|nigeria|north korea|north macedonia|norway|oman|pakistan|palestine|panama|papua new guinea|paraguay|peru|philippines|the philippines|poland|portugal|qatar|romania|russia|rwanda|saudi arabia|scotland|senegal|serbia|seychelles|sierra leone|singapore|slovakia|slovenia|somalia|south africa|south korea|korea|south sudan|spain|sri lanka|sudan|suriname|sweden|switzerland|syria|taiwan|tajikistan|tanzania|thailand|togo|trinidad|tunisia|turkey|turkmenistan|uganda|ukraine|united arab emirates|uae|united kingdom|uk|the uk|united states|usa|us|the us|the usa|america|the states|uruguay|uzbekistan|venezuela|vietnam|wales|yemen|zambia|zimbabwe|northern ireland|europe|asia|africa|south america|latin america|north america|scandinavia|the middle east|the caribbean|hawaii|alaska|california|texas|florida|new york|new york city|nyc|washington|oregon|colorado|arizona|nevada|utah|illinois|ohio|michigan|georgia|virginia|north carolina|south carolina|tennessee|massachusetts|pennsylvania|new jersey|minnesota|wisconsin|iowa|missouri|kentucky|louisiana|alabama|maryland|connecticut|vermont|maine|montana|idaho|wyoming|kansas|nebraska|oklahoma|indiana|mississippi|arkansas|new mexico|the bay area|silicon valley|bavaria|catalonia|andalusia|tuscany|sicily|sardinia|provence|normandy|brittany|quebec|ontario|british columbia|alberta|london|paris|berlin|madrid|barcelona|rome|milan|naples|venice|florence|lisbon|porto|amsterdam|rotterdam|brussels|antwerp|vienna|zurich|geneva|munich|hamburg|frankfurt|cologne|stuttgart|prague|budapest|warsaw|krakow|copenhagen|stockholm|oslo|helsinki|reykjavik|dublin|edinburgh|glasgow|manchester|liverpool|birmingham|bristol|leeds|athens|istanbul|moscow|kyiv|kiev|tokyo|osaka|kyoto|seoul|beijing|shanghai|hong kong|taipei|bangkok|singapore|jakarta|manila|hanoi|ho chi minh city|saigon|mumbai|delhi|new delhi|bangalore|bengaluru|chennai|kolkata|hyderabad|karachi|lahore|dubai|abu dhabi|doha|tel aviv|jerusalem|cairo|marrakech|casablanca|lagos|nairobi|cape town|johannesburg|sydney|melbourne|brisbane|perth|auckland|wellington|toronto|montreal|vancouver|ottawa|calgary|mexico city|guadalajara|sao paulo|são paulo|rio|rio de janeiro|buenos aires|santiago|lima|bogota|bogotá|medellin|medellín|caracas|havana|los angeles|la|san francisco|sf|seattle|portland|chicago|boston|austin|dallas|houston|miami|atlanta|denver|phoenix|philadelphia|philly|san diego|las vegas|new orleans|nashville|detroit|minneapolis|pittsburgh|brooklyn|manhattan|queens|the bronx|salt lake city|honolulu|anchorage|oakland|san jose|sacramento|baltimore|cleveland|cincinnati|columbus|charlotte|raleigh|orlando|tampa|st louis|kansas city|milwaukee|madison|ann arbor|cambridge|oxford|bath|york|nice|lyon|marseille|bordeaux|toulouse|seville|valencia|granada|malaga|bilbao|turin|bologna|genoa|verona|salzburg|innsbruck|basel|bern|lausanne|ghent|bruges|utrecht|the hague|eindhoven|gothenburg|malmo|bergen|aarhus|tallinn|riga|vilnius|bratislava|ljubljana|zagreb|belgrade|sarajevo|sofia|bucharest|split|dubrovnik|bali|phuket|goa|kathmandu|colombo|kuala lumpur|shenzhen|guangzhou|chengdu|nagoya|sapporo|busan|macau|the alps|patagonia|iceland|greenland|antarctica|the countryside|the suburbs|the city",
);

// GeoNames towns and regions (tools/gazetteer.ts). Kept apart from PLACES, which also vetoes names and
// employers: a town named Toyota or Murphy must not stop "I work at Toyota" or "my friend Murphy".
const GAZETTEER: ReadonlySet<string> = new Set(PLACE_NAMES.split("|"));
// Towns whose names are also words or first names ("reading", "florence", "jackson").
const GAZETTEER_AMBIGUOUS: ReadonlySet<string> = new Set(AMBIGUOUS_PLACE_NAMES.split("|"));

/**
 * Is this lower-case name a place? `strong` is for slots that only a place fills (live in, moved to, based
 * in, grew up in): there a town that is also a word or a first name counts; anywhere else it does not.
 */
export function isPlace(lower: string, strong = false): boolean {
  if (strong) return PLACES.has(lower) || GAZETTEER.has(lower) || GAZETTEER_AMBIGUOUS.has(lower);
  return (PLACES.has(lower) && !AMBIGUOUS_PLACES.has(lower)) || GAZETTEER.has(lower);
}

/** Hand-listed places that are also everyday words, first names or pronouns: "visiting florence" may be a person. */
const AMBIGUOUS_PLACES = set("bath|nice|split|florence|reading|victoria|orange|mobile|jackson|chad|jordan|georgia|turkey|china|guinea|us|la|sf|york|cambridge|oxford|washington|virginia|austin|phoenix|madison|charlotte|orlando|sydney|florida|carolina|eugene|lincoln|savannah|chelsea|devon|kent|dallas|denver");

export const COLOURS = set("red|blue|green|yellow|orange|purple|pink|black|white|grey|gray|brown|teal|turquoise|navy|navy blue|maroon|beige|gold|silver|violet|lavender|magenta|cyan|indigo|crimson|emerald|olive|coral|burgundy|mint|lilac|sky blue|dark blue|light blue|dark green|forest green");

/** Objects that refer back to something the clause does not name: no fact. */
export const PRONOUN_OBJECTS = set(
  "it|that|this|them|him|her|you|me|myself|yourself|us|those|these|everything|anything|something|nothing|stuff|things|one|there|here|what|which|who|whom|lot|a lot|all|both|either|neither|some|any|none|more|less|most|much|many|so much|too much|it all|that one|this one|the same|same|other|others|someone|somebody|anyone|anybody|everyone|everybody|nobody|no one|whatever|yours|mine|his|hers|theirs|ours",
);

/** Capitalized words that are not names when they follow "I'm" or start a sentence. */
export const NOT_NAMES = set(
  "nobody|somebody|someone|everyone|everybody|anyone|anybody|noone|nothing|something|everything|anything|i|the|a|an|this|that|these|those|it|its|there|then|so|and|but|or|also|already|my|our|your|his|her|their|we|you|they|he|she|what|when|where|why|how|which|who|please|always|never|yes|no|not|hi|hello|hey|thanks|thank|ok|okay|well|oh|btw|just|today|tomorrow|yesterday|last|next|now|since|in|on|at|for|from|after|before|if|maybe|actually|anyway|sure|cool|great|good|fine|sorry|back|here|done|ready|home|busy|tired|happy|sad|glad|excited|new|old|right|wrong|still|currently|recently|lately|finally|honestly|basically|definitely|probably|really|very|pretty|quite|super|totally|kind|sort|going|trying|looking|thinking|working|living|moving|planning|not|no|none|fyi|ps|note|reminder|update|also|plus|lol|haha|wow|ugh|hmm|um|uh|dear|mr|mrs|ms|dr|sir|madam|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|god|english|american|british|ai|chatgpt|claude|gpt|bot|assistant|married|single|divorced|engaged|pregnant|retired|unemployed|vegan|vegetarian",
);

/** Words that glue a fixed phrase together: "mac and cheese" is one thing, not two. */
export const AND_COMPOUNDS = /\b(?:mac and cheese|macaroni and cheese|rock and roll|rock 'n' roll|fish and chips|salt and pepper|peanut butter and jelly|bread and butter|sweet and sour|dungeons and dragons|trinidad and tobago|bosnia and herzegovina|antigua and barbuda|procter and gamble|johnson and johnson|marks and spencer|ben and jerry's|simon and garfunkel|law and order|black and white|pros and cons|arts and crafts|rhythm and blues|r and b|drum and bass|hip hop and r&b|bed and breakfast|research and development|r and d|fast and furious|pride and prejudice|war and peace|harry potter and the [\w ]+|cheese and crackers|chips and salsa|eggs and bacon|bacon and eggs|gin and tonic|rum and coke|coffee and cake|tea and biscuits|strawberries and cream|cookies and cream|surf and turf|nuts and bolts|(?:every )?now and then|now and again|here and there|on and off|off and on|back and forth|up and down|over and over)\b/i;
