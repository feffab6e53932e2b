// Stage: matching. The table's places rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { isPlace, NOT_NAMES, ORG_WORD, PLACES } from "../lexicon";
import { cleanObject } from "../objects";
import { lower, many, one } from "../readers/kit";
import { destination, FOR_GOOD, isEventName, placeObject, TEMPORARY, tripOver, tripPlace, whereNow } from "../readers/places";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const PLACES_RULES: Spec[] = [
  { id: "places.live_in", ex: [["I live in LA", "lives_in LA"]], near: ["I don't live in Paris"], t: "{live|reside} (?:now |currently |still |right now |at the moment )?in {O}", pred: "lives_in", kind: "state", obj: "place" },
  // "For many years I have made my home in Cheltenham": a home, said formally.
  { id: "places.make_home_in", ex: [["For many years I have made my home in Cheltenham.", "lives_in Cheltenham"]], t: "{make} (?:my|our) home in {O}", pred: "lives_in", kind: "state", obj: "place" },
  // "taken a flat in Worcester", "we're renting a house in Bath": the new home is where it is.
  { id: "places.take_flat_in", ex: [["we rent a flat in Bologna", "lives_in Bologna"]], near: ["I'm in Leicester, renting a terrace near the uni."], t: "{take|rent} (?:a|an|our|my) (?:new )?(?:flat|apartment|house|place|home|condo|cottage|room|studio|terrace|bungalow) (?:in|near) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) =>
      negated ? [] : one("lives_in", cleanObject(o, "place", ctx), "place", form === "base" || form === "s" ? "state" : "onset") },
  { id: "places.stay_in", ex: [["I'm staying in Kyoto next week.", "visited Kyoto"]], t: "{stay} (?:(?:at|with) {X} )?in {O}", pred: null, kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      if (!place) return null;
      // "I'm staying in Kyoto for two weeks" is a visit now; with a time ahead it is a plan.
      return /\bfor (?:the (?:past|last) )?(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten) (?:years|months)\b/i.test(o) ? one("lives_in", place, "place", "state") : one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true });
    } },
  // Where the speaker is while saying it: "writing this from a cafe in Prague", "I'm at my parents' place in
  // Leeds for the week", "sitting in a hotel bar in Oslo". A stay somewhere, so a visit (never a home).
  { id: "places.write_from", ex: [["Hello from Lisbon!", "visited Lisbon"]], near: ["Hi from the office."], t: "{write|type|message|text} (?:this |these lines |to you |you )?(?:(?:right )?now )?from {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base") return [];
      const place = whereNow(o, ctx, false);
      return place ? one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true }) : null;
    } },
  { id: "places.be_at", ex: [["My brother is at a hotel in Rome.", "visited Rome"]], near: ["I'm at X"], t: "{be|sit} (?:now |currently |still |just )?(?:at|in) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const place = whereNow(o, ctx, true);
      return place ? one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true }) : null;
    } },
  { id: "places.live_near", ex: [["I live just outside Toronto.", "lives_in Toronto"]], t: "{live} (?:near|outside(?: of)?|just outside(?: of)?) {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => (negated ? [] : one("lives_in", cleanObject(o, "place", ctx), "place", "state", { weight: 0.8 })) },
  { id: "places.be_based_in", ex: [["I'm based in Toronto", "lives_in Toronto"]], t: "{be} (?:currently |now )?(?:based|located|settled|stationed|living) (?:in|out of) {O}", pred: "lives_in", kind: "state", obj: "place" },
  { id: "places.call_home", ex: [["we now call Riga home, the old town is gorgeous and the rent is half", "lives_in Riga"]], near: ["I call my mum home every Sunday."], t: "{call} {O} home", pred: "lives_in", kind: "state", obj: "place" },
  // "we've settled into Porto", "finally unpacked in our new flat in Lisbon", "we're settling in nicely in Oslo".
  { id: "places.settle_in", ex: [["We've settled into Porto.", "lives_in Porto"]], near: ["We've settled in nicely."], t: "{settle|unpack} (?:(?:down|in|nicely|well|finally|properly) )*(?:in|into|at) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      // "settled in Brest for good I think": the place, not the hedge after it.
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for good|for now|at last|i think|I think|we think|finally|now)\b/)[0]!, ctx);
      // Settling in is already living there, not a plan.
      return place ? one("lives_in", place, "place", form === "ing" ? "state" : "onset") : null;
    } },
  // "just got the keys to a place in Leeds": the new home.
  { id: "places.get_keys_to", ex: [["Just got the keys to a place in Leeds!", "lives_in Leeds"]], t: "{get|collect|pick} (?:up )?(?:the |our |my )?keys (?:to|for) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "onset") : [];
    } },
  { id: "places.be_moved_in_to", ex: [["I'm all moved in to my new place in Hamburg.", "lives_in Hamburg"]], t: "{be} (?:all |finally |now |fully )*moved in(?:to| to) {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "we swapped Madrid for Valencia", "I left Boston for Seattle": one home for another (a known place on one side at least).
  // "handed back the keys to the Sligo flat": the home given up.
  { id: "places.hand_keys_to", ex: [["handed back the keys to the Sligo flat last month", "lives_in Sligo"]], t: "{hand|give|return|drop} (?:back |in |off )?(?:the |our |my )?keys (?:back )?(?:to|for|of) {O}", pred: "lives_in", kind: "end", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing") return [];
      const place = placeObject(o.split(/\s+(?:last|this|yesterday|today|on|in|and)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "end") : [];
    } },
  { id: "places.swap_for", ex: [["we swapped lubbock for amarillo", "lives_in amarillo"]], near: ["swapped X for Y"], t: "{swap|trade|exchange|leave|ditch} {X} for {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s") return null;
      const to = placeObject(o.split(/\s+(?:in|last|this|after|because|since|a few|two|three|when)\b/i)[0]!, ctx);
      const from = placeObject(x, ctx);
      if (!to || !from || (!isPlace(lower(to)) && !isPlace(lower(from)))) return null;
      return [...one("lives_in", to, "place", "onset"), ...one("lives_in", from, "place", "end")];
    } },
  // "we ended up in Dublin", "I ended up staying in Leeds": where things came out, whatever was planned.
  { id: "places.end_up_in", ex: [["We ended up moving to Bangor instead.", "lives_in Bangor"]], near: ["We ended up in Paris for the weekend."], t: "{end} up (?:(?:living|settling|staying|moving|settled|based) )?(?:in|to|out in|over in) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const t = o.split(/\s*[,;]\s*|\s+(?:for|because|after|with|instead|long story)\b/i)[0]!;
      if (TEMPORARY.test(o.split(/\s*[,;]\s*/)[0]!) || isEventName(t, ctx)) return null;
      const place = placeObject(t, ctx);
      return place ? one("lives_in", place, "place", form === "ing" ? "state" : "onset") : null;
    } },
  { id: "places.end_up_at", ex: [["I ended up joining Safeway instead of Target.", "works_at Safeway"]], t: "{end} up (?:(?:working|taking a job|taking the job|taking the offer|starting|staying) )?(?:at|with|for|joining) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || !ctx.cased) return negated ? [] : null;
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).replace(/\s+(?:instead|after all|in the end|anyway)$/i, "").trim();
      if (!/^[A-Z0-9]/.test(t) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!)) return null;
      return one("works_at", cleanObject(t, "org", ctx), "org", form === "ing" ? "state" : "onset");
    } },
  // "we signed the lease on a place in Hoboken": the new home (a lease still to sign is a plan).
  { id: "places.sign_lease_on_place", ex: [["we signed the lease on a place in Hoboken and moved in on Saturday", "lives_in Hoboken"]], near: ["We might sign the lease on a place in Leeds."], t: "{sign} (?:the |a |our |my )?(?:lease|rental agreement|tenancy agreement|tenancy|rental contract|contract) (?:on|for) (?:a|an|the|our|my) (?:[\\w-]+ ){0,2}?(?:place|flat|apartment|house|home|condo|studio|townhouse|cottage|loft) (?:in|near) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:and|for|last|this|next|on|yesterday|today)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "onset") : [];
    } },
  // "we're renting in Bordeaux for now": renting is living there, however long it lasts.
  { id: "places.rent_in", ex: [["we're renting in Bordeaux for now", "lives_in Bordeaux"]], t: "{rent} (?:a (?:place|flat|room|house|apartment) )?in {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for|with|until|while|near|since|because)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "crossed Vietnam off the list": a place on the travel list, now visited.
  { id: "places.cross_off_list", ex: [["crossed Vietnam off the list this spring", "visited Vietnam"]], t: "{cross|tick|check} {X} off (?:my|the|our) (?:bucket |travel )?list(?:[\\s,].*)?", pred: "visited", kind: "event", obj: "place", build: ({ x, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      const place = placeObject(x, ctx);
      return place && (isPlace(lower(place)) || ctx.cased) ? one("visited", place, "place", "event") : [];
    } },
  // "I'm off to Spain in July": a trip ahead.
  { id: "places.be_off_to", ex: [["I'm off to Spain in July.", "visited Spain"]], near: ["I'm off to bed."], t: "{be} (?:just )?off to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "past" || form === "pp") return [];
      const place = placeObject(o.split(/\s+(?:for|to|with|because|on|in|next|this|tomorrow)\b/i)[0]!, ctx);
      return place ? one("visited", place, "place", "event", { planned: true }) : [];
    } },
  // "I commute from Brighton", "I commute into London from Reading": home is where the commute starts.
  { id: "places.commute_from", ex: [["I commute from Brighton.", "lives_in Brighton"]], t: "{commute} (?:(?:in|into|to|up to|down to) {X} )?from {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s+(?:to|into|every|each|by|on|for)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "state", { weight: 0.85 }) : [];
    } },
  { id: "places.get_back_from", ex: [["just got back from oaxaca", "visited oaxaca"]], near: ["just got back from work"], t: "{get|come|be|fly|arrive} (?:just )?back from {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const d = destination(o, "event", ctx, "past");
      if (d || ctx.cased) return d;
      // Texted in lower case, a bare word after "back from" is where one was ("just got back from oaxaca").
      const w = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:lol|haha|yay|finally|at last)$/i, "").trim();
      return /^[a-z][\w'-]+$/.test(w) && !NOT_NAMES.has(w) && !/^(?:work|school|uni|college|holiday|holidays|vacation|vacay|hols|lunch|dinner|breakfast|church|town|hospital|abroad|leave|break|camp|practice|training|class|shopping|home|there|here|it|that|overseas|travelling|traveling|maternity|paternity|sick|the|a|my|our|rehab|tour|deployment|honeymoon|lunchbreak|gym|yoga|swimming|running|jogging|walking|vacations)$/.test(w) ? one("visited", w, "place", "event") : null;
    } },
  // "we just returned from two weeks in Japan", "flew home from Tokyo": a trip over. Only a known place or a
  // trip named as one ("got home from Walmart", "returned from the store" are errands).
  { id: "places.return_from", ex: [["I returned from Berlin on Monday.", "visited Berlin"]], near: ["We returned from lunch."], t: "{return} (?:back |home )?from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver(a) },
  { id: "places.get_home_from", ex: [["We flew home from Tokyo on Sunday.", "visited Tokyo"]], near: ["I got home from Costco."], t: "{get|come|fly|arrive|drive|head|travel} (?:back )?home from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver(a) },
  { id: "places.be_home_from", ex: [["Home from two weeks in Portugal.", "visited Portugal"]], near: ["I'm home from work."], t: "{be} (?:back )?home from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver({ ...a, form: a.form === "s" ? "past" : a.form }) },
  // "I'm going on a trip to Japan in May", "I was on holiday in Crete": the trip's place.
  { id: "places.go_on_trip_to", ex: [["I was on holiday in Crete.", "visited Crete"]], t: "{go|head|be} (?:off )?on (?:a |an |our |my |the )?(?:[\\w'-]+ ){0,2}(?:trip|vacation|holiday|holidays|honeymoon|cruise|getaway|tour|break|babymoon) (?:to|in|around|through|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const d = destination(o, "event", ctx, form);
      return d && d.every((x) => x.predicate === "visited") ? d : [];
    } },
  // "took a quick trip to Kangaroo Island", "we're taking a road trip up to Skye in May": the trip's place;
  // "took a week off for Havana": time off spent there ("took a day off for the dentist" is no trip).
  { id: "places.take_trip_to", ex: [["Took a quick trip to Rottnest last weekend.", "visited Rottnest"]], t: "{take|make|do} (?:a |an |our |my |the |another )?(?:[\\w'-]+ ){0,2}?(?:trip|road trip|day trip|getaway|holiday|vacation|jaunt|detour|side trip|pilgrimage) (?:to|up to|down to|over to|out to|across to) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return [];
      const d = destination(o, "event", ctx, form);
      return d && d.every((x) => x.predicate === "visited") ? d : [];
    } },
  { id: "places.take_days_off_for", ex: [["Took a week off for Havana, came back yesterday with far too many photos.", "visited Havana"]], near: ["I took a day off for the dentist."], t: "{take} (?:a|an|the|one|two|three|four|\\d+|a few|a couple of) (?:long |few |couple of )?(?:days?|weeks?|weekend|nights?|months?) off (?:for|in|to go to) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return [];
      const place = placeObject(o.split(/\s*,|\s+(?:with|because|and|to|last|this|next|in)\b/i)[0]!, ctx);
      return place && isPlace(place.toLowerCase()) ? one("visited", place, "place", "event") : [];
    } },
  // "I finally made it to Machu Picchu": a place reached at last ("made it to the gym", "to the meeting" are not trips).
  { id: "places.make_it_to", ex: [["I finally made it to Machu Picchu!", "visited Machu Picchu"]], near: ["I made it to 40!"], t: "{make} it (?:all the way |out |over |down |up |back )?to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      const t = tripPlace(o).o.split(/\s+(?:for|with|because|since|on|in|at|after|before|and)\b/i)[0]!;
      if (isEventName(t, ctx)) return [];
      const place = placeObject(t, ctx);
      return place && !ORG_WORD.test(place) && (isPlace(lower(place), true) || ctx.cased) ? one("visited", place, "place", "event") : [];
    } },
  // "we toured Scotland", "I've toured Japan twice": a country or region seen.
  { id: "places.tour", ex: [["We've toured Italy twice.", "visited Italy"]], near: ["We toured the factory."], t: "{tour} {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return [];
      const place = placeObject(o.replace(/^(?:around|through|across)\s+/i, "").split(/\s+(?:for|with|because|on|in|at|after|before|by|and)\b/i)[0]!, ctx);
      return place && isPlace(lower(place), true) ? one("visited", place, "place", "event") : [];
    } },
  { id: "places.move_from_to", ex: [["moved from X to Y", "lives_in Y"]], t: "{move|relocate|emigrate|immigrate} (?:back |over |here |there |away |all the way )?from {X} to {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      return [...one("lives_in", cleanObject(o, "place", ctx), "place", "onset"), ...one("lives_in", cleanObject(x, "place", ctx), "place", "end")];
    } },
  // "I relocated to Denver from Austin": the old home is over too.
  { id: "places.move_to_from", ex: [["I relocated to Denver from Austin.", "lives_in Denver"]], t: "{move|relocate} (?:back |over |all the way )?(?:to|into) {X} from {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      const to = cleanObject(x, "place", ctx);
      const from = placeObject(o, ctx);
      if (!to || !from) return null;
      return [...one("lives_in", to, "place", "onset"), ...one("lives_in", from, "place", "end")];
    } },
  // "moved over to Ashbury Housing Trust": a name that looks like an employer is a job move, left to the work rules.
  { id: "places.move_to", ex: [["Moved to Boston!", "lives_in Boston"]], near: ["I moved over to Ashbury Housing Trust in March."], t: "{move|relocate|emigrate|immigrate} (?:back home |back |over |here |there |away |out |down |up |across |all the way |home )?(?:to|into|in to) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = cleanObject(o, "place", ctx);
      if (!place) return null;
      return ORG_WORD.test(place) && !isPlace(lower(place), true) ? null : one("lives_in", place, "place", "onset");
    } },
  // "headed to Santa Fe for good", "we're going back to Ireland for good": a journey with no return is a move.
  { id: "places.go_to", ex: [["headed to Santa Fe for good", "lives_in Santa Fe"]], near: ["going to museums"], t: "{go|head|fly|drive|come|return|travel|sail|leave|emigrate|relocate} (?:back |home |over |out |off |away |back home )?(?:to|for) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (!FOR_GOOD.test(o)) return null;
      if (negated) return [];
      const place = placeObject(o.split(FOR_GOOD)[0]!, ctx);
      return place ? one("lives_in", place, "place", "onset") : null;
    } },
  // "moved up the coast to Charleston", "moved on to Wrocław", "we shifted to Bengaluru": where the move went,
  // whatever the way there. These looser words name a home only with a known town ("moved on to Python").
  { id: "places.move_to.lives_in", ex: [["We moved north to Inverness.", "lives_in Inverness"]], near: ["We shifted to Slack for chat."], t: "{move|relocate|shift} (?:(?:back|over|on|north|south|east|west|upstate|downstate|inland|overseas|cross-country|across the country|(?:up|down|along|across) (?:the )?(?:coast|road|country|state|street|river|hill|highway|motorway|island|valley)) ){0,2}(?:to|into) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place && isPlace(lower(place), true) ? one("lives_in", place, "place", "onset") : null;
    } },
  { id: "places.be_transferred_to", ex: [["I was relocated to Denver by my company.", "lives_in Denver"]], near: ["I got transferred to the night shift."], t: "{be|get} (?:(?:just|finally|recently) )?(?:transferred|relocated|posted|reassigned|redeployed|seconded) (?:over |back |out |across )?to {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing") return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for|with|because|after|and)/i)[0]!, ctx);
      return place && isPlace(lower(place), true) ? one("lives_in", place, "place", "onset") : null;
    } },
  // "we're now officially Lisbon residents", "I'm a Denver local now": living there.
  { id: "places.be_residents", ex: [["Crazy week — the movers finally came and we're now officially Lisbon residents, still unpacking though", "lives_in Lisbon"]], near: ["We are residents of nowhere in particular."], t: "{be} (?:(?:now|officially|finally|proud|happy|new|full-time|permanent|legal) )*(?:an? )?{O} (?:residents?|locals?|homeowners)(?:(?: now)?,.*| now)?", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  { id: "places.move_out_of", ex: [["I moved out of Paris", "lives_in Paris"]], near: ["moving out of a place ends living there"], t: "{move} (?:out of|away from) {O}", pred: "lives_in", kind: "end", obj: "place" },
  // "I moved here from Mexico": where the speaker comes from.
  { id: "places.move_here_from", ex: [["Ljubljana! Moved here from Zagreb.", "from Zagreb"]], t: "{move|come|emigrate|immigrate} (?:here |over |to (?:the )?[A-Z][\\w.]*(?: [A-Z][\\w.]*)? )from {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.be_from", ex: [["I'm from LA.", "from LA"]], near: ["from the end user (User:, Me:, unprefixed) an order to the assistant is an instruction"], t: "{be} (?:originally )?from {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.come_from", ex: [["My colleague Rupert Abernathy hails from Wales.", "from Wales"]], t: "{come|hail} (?:originally )?from {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.grow_up_in", ex: [["I grew up in Ohio.", "from Ohio"]], t: "{grow} up in {O}", pred: "from", kind: "permanent", obj: "place" },
  // "I grew up on a farm in Iowa": the named place, not the farm.
  { id: "places.grow_up_on", ex: [["I grew up on a farm in Iowa.", "from Iowa"]], near: ["I grew up on a farm."], t: "{grow} up (?:on|near|outside|around|by) (?:a|an|the) {O}", pred: "from", kind: "permanent", obj: "place", build: ({ o, ctx, negated }) => {
      const m = o.match(/\s(?:in|near|outside(?: of)?)\s+(.+)$/i);
      const place = m && !negated ? placeObject(m[1]!, ctx) : null;
      return place ? one("from", place, "place", "permanent") : [];
    } },
  // "I live with my parents in Manila": where, whoever with.
  { id: "places.live_with_in", ex: [["I live with my parents in Manila.", "lives_in Manila"]], t: "{live} with (?:my|our|a|an|the|two|three|some) {X} in {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated || x.split(/\s+/).length > 3) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "we honeymooned in Bali", "I went backpacking through Vietnam": a trip there.
  { id: "places.honeymoon_in", ex: [["We honeymooned in Bali.", "visited Bali"]], t: "{honeymoon|vacation|holiday|backpack|summer|winter} (?:in|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s") return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },
  { id: "places.go_backpacking_in", ex: [["I went backpacking through Vietnam.", "visited Vietnam"]], t: "{go} (?:backpacking|travelling|traveling|hiking|trekking|island hopping|road-tripping|camping|skiing|surfing|diving) (?:in|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },
  { id: "places.be_raised_in", ex: [["I was raised in Ohio.", "from Ohio"]], t: "{be} (?:raised|brought up) in {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.be_born_and_raised", ex: [["I was born and raised in Texas.", "from Texas"]], near: ["I wasn't born and raised anywhere special."], t: "{be} born and (?:raised|bred|brought up) in {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.be_native_of", ex: [["I am a native of Cork.", "from Cork"]], t: "{be} a native of {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.visit", ex: [["I'm visiting Rome.", "visited Rome"]], near: ["visited (current)"], t: "{visit} {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated ? [] : destination(o, "event", ctx, form)) },
  { id: "places.travel_to", ex: [["I'm heading to Rome next week.", "visited Rome"]], near: ["I'm driving over to see him in March, it's only a couple of hours."], t: "{travel|fly|head|backpack|drive} (?:over |down |up |out )?(?:to|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated ? [] : destination(o, "event", ctx, form)) },
  { id: "places.be_to", ex: [["I've been to Mexico.", "visited Mexico"]], near: ["I've never been to Asia."], t: "{be} to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated || form !== "pp" ? (negated ? [] : null) : destination(o, "event", ctx, form)) },
  { id: "places.spend_day_in", ex: [["I spent two weeks in Peru.", "visited Peru"]], t: "{spend} (?:a |an |the |two |three |\\d+ |a few |several |some |last |this |my |our )?(?:long |whole |quiet |ski |lazy )?(?:day|days|week|weeks|month|months|year|years|summer|winter|semester|time|holiday|holidays|vacation|weekend|honeymoon|christmas|easter|new year|new year's|anniversary|gap year|babymoon|thanksgiving|hanukkah|diwali|eid|passover|spring break|half-term|birthday) in {O}", pred: "visited", kind: "event", obj: "place" },
  // "we did a ski week in Bansko", "did a long weekend in Porto": a stay told as something done, so it is over.
  { id: "places.do_week_in", ex: [["We did a ski week in Bansko in January and I have bruises.", "visited Bansko"]], near: ["I did a week in the hospital."], t: "{do} (?:a|an|our|my|the) (?:[\\w'-]+ ){0,2}?(?:week|weekend|fortnight|trip|holiday|break|tour|road trip|city break|getaway|stint) (?:in|to|around|through|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },

];
