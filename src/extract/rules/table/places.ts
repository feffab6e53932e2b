// Stage: matching. The table's places rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { isPlace, NOT_NAMES, ORG_WORD, PLACES } from "../lexicon";
import { cleanObject } from "../objects";
import { lower, many, one } from "../readers/kit";
import { destination, FOR_GOOD, isEventName, placeObject, TEMPORARY, tripOver, tripPlace, whereNow } from "../readers/places";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const PLACES_RULES: Spec[] = [
  { id: "places.live_in", t: "{live|reside} (?:now |currently |still |right now |at the moment )?in {O}", pred: "lives_in", kind: "state", obj: "place" },
  // "For many years I have made my home in Cheltenham": a home, said formally.
  { id: "places.make_home_in", t: "{make} (?:my|our) home in {O}", pred: "lives_in", kind: "state", obj: "place" },
  // "taken a flat in Worcester", "we're renting a house in Bath": the new home is where it is.
  { id: "places.take_flat_in", t: "{take|rent} (?:a|an|our|my) (?:new )?(?:flat|apartment|house|place|home|condo|cottage|room|studio|terrace|bungalow) (?:in|near) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) =>
      negated ? [] : one("lives_in", cleanObject(o, "place", ctx), "place", form === "base" || form === "s" ? "state" : "onset") },
  { id: "places.stay_in", t: "{stay} (?:(?:at|with) {X} )?in {O}", pred: null, kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      if (!place) return null;
      // "I'm staying in Kyoto for two weeks" is a visit now; with a time ahead it is a plan.
      return /\bfor (?:the (?:past|last) )?(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten) (?:years|months)\b/i.test(o) ? one("lives_in", place, "place", "state") : one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true });
    } },
  // Where the speaker is while saying it: "writing this from a cafe in Prague", "I'm at my parents' place in
  // Leeds for the week", "sitting in a hotel bar in Oslo". A stay somewhere, so a visit (never a home).
  { id: "places.write_from", t: "{write|type|message|text} (?:this |these lines |to you |you )?(?:(?:right )?now )?from {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base") return [];
      const place = whereNow(o, ctx, false);
      return place ? one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true }) : null;
    } },
  { id: "places.be_at", t: "{be|sit} (?:now |currently |still |just )?(?:at|in) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const place = whereNow(o, ctx, true);
      return place ? one("visited", place, "place", form === "ing" ? "state" : "event", { weight: 0.8, ahead: true }) : null;
    } },
  { id: "places.live_near", t: "{live} (?:near|outside(?: of)?|just outside(?: of)?) {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => (negated ? [] : one("lives_in", cleanObject(o, "place", ctx), "place", "state", { weight: 0.8 })) },
  { id: "places.be_based_in", t: "{be} (?:currently |now )?(?:based|located|settled|stationed|living) (?:in|out of) {O}", pred: "lives_in", kind: "state", obj: "place" },
  { id: "places.call_home", t: "{call} {O} home", pred: "lives_in", kind: "state", obj: "place" },
  // "we've settled into Porto", "finally unpacked in our new flat in Lisbon", "we're settling in nicely in Oslo".
  { id: "places.settle_in", t: "{settle|unpack} (?:(?:down|in|nicely|well|finally|properly) )*(?:in|into|at) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      // "settled in Brest for good I think": the place, not the hedge after it.
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for good|for now|at last|i think|I think|we think|finally|now)\b/)[0]!, ctx);
      // Settling in is already living there, not a plan.
      return place ? one("lives_in", place, "place", form === "ing" ? "state" : "onset") : null;
    } },
  // "just got the keys to a place in Leeds": the new home.
  { id: "places.get_keys_to", t: "{get|collect|pick} (?:up )?(?:the |our |my )?keys (?:to|for) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "onset") : [];
    } },
  { id: "places.be_moved_in_to", t: "{be} (?:all |finally |now |fully )*moved in(?:to| to) {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "we swapped Madrid for Valencia", "I left Boston for Seattle": one home for another (a known place on one side at least).
  // "handed back the keys to the Sligo flat": the home given up.
  { id: "places.hand_keys_to", t: "{hand|give|return|drop} (?:back |in |off )?(?:the |our |my )?keys (?:back )?(?:to|for|of) {O}", pred: "lives_in", kind: "end", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing") return [];
      const place = placeObject(o.split(/\s+(?:last|this|yesterday|today|on|in|and)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "end") : [];
    } },
  { id: "places.swap_for", t: "{swap|trade|exchange|leave|ditch} {X} for {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s") return null;
      const to = placeObject(o.split(/\s+(?:in|last|this|after|because|since|a few|two|three|when)\b/i)[0]!, ctx);
      const from = placeObject(x, ctx);
      if (!to || !from || (!isPlace(lower(to)) && !isPlace(lower(from)))) return null;
      return [...one("lives_in", to, "place", "onset"), ...one("lives_in", from, "place", "end")];
    } },
  // "we ended up in Dublin", "I ended up staying in Leeds": where things came out, whatever was planned.
  { id: "places.end_up_in", t: "{end} up (?:(?:living|settling|staying|moving|settled|based) )?(?:in|to|out in|over in) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const t = o.split(/\s*[,;]\s*|\s+(?:for|because|after|with|instead|long story)\b/i)[0]!;
      if (TEMPORARY.test(o.split(/\s*[,;]\s*/)[0]!) || isEventName(t, ctx)) return null;
      const place = placeObject(t, ctx);
      return place ? one("lives_in", place, "place", form === "ing" ? "state" : "onset") : null;
    } },
  { id: "places.end_up_at", t: "{end} up (?:(?:working|taking a job|taking the job|taking the offer|starting|staying) )?(?:at|with|for|joining) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || !ctx.cased) return negated ? [] : null;
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).replace(/\s+(?:instead|after all|in the end|anyway)$/i, "").trim();
      if (!/^[A-Z0-9]/.test(t) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!)) return null;
      return one("works_at", cleanObject(t, "org", ctx), "org", form === "ing" ? "state" : "onset");
    } },
  // "we signed the lease on a place in Hoboken": the new home (a lease still to sign is a plan).
  { id: "places.sign_lease_on_place", t: "{sign} (?:the |a |our |my )?(?:lease|rental agreement|tenancy agreement|tenancy|rental contract|contract) (?:on|for) (?:a|an|the|our|my) (?:[\\w-]+ ){0,2}?(?:place|flat|apartment|house|home|condo|studio|townhouse|cottage|loft) (?:in|near) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:and|for|last|this|next|on|yesterday|today)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "onset") : [];
    } },
  // "we're renting in Bordeaux for now": renting is living there, however long it lasts.
  { id: "places.rent_in", t: "{rent} (?:a (?:place|flat|room|house|apartment) )?in {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for|with|until|while|near|since|because)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "crossed Vietnam off the list": a place on the travel list, now visited.
  { id: "places.cross_off_list", t: "{cross|tick|check} {X} off (?:my|the|our) (?:bucket |travel )?list(?:[\\s,].*)?", pred: "visited", kind: "event", obj: "place", build: ({ x, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      const place = placeObject(x, ctx);
      return place && (isPlace(lower(place)) || ctx.cased) ? one("visited", place, "place", "event") : [];
    } },
  // "I'm off to Spain in July": a trip ahead.
  { id: "places.be_off_to", t: "{be} (?:just )?off to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "past" || form === "pp") return [];
      const place = placeObject(o.split(/\s+(?:for|to|with|because|on|in|next|this|tomorrow)\b/i)[0]!, ctx);
      return place ? one("visited", place, "place", "event", { planned: true }) : [];
    } },
  // "I commute from Brighton", "I commute into London from Reading": home is where the commute starts.
  { id: "places.commute_from", t: "{commute} (?:(?:in|into|to|up to|down to) {X} )?from {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o.split(/\s+(?:to|into|every|each|by|on|for)\b/i)[0]!, ctx);
      return place ? one("lives_in", place, "place", "state", { weight: 0.85 }) : [];
    } },
  { id: "places.get_back_from", t: "{get|come|be|fly|arrive} (?:just )?back from {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const d = destination(o, "event", ctx, "past");
      if (d || ctx.cased) return d;
      // Texted in lower case, a bare word after "back from" is where one was ("just got back from oaxaca").
      const w = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:lol|haha|yay|finally|at last)$/i, "").trim();
      return /^[a-z][\w'-]+$/.test(w) && !NOT_NAMES.has(w) && !/^(?:work|school|uni|college|holiday|holidays|vacation|vacay|hols|lunch|dinner|breakfast|church|town|hospital|abroad|leave|break|camp|practice|training|class|shopping|home|there|here|it|that|overseas|travelling|traveling|maternity|paternity|sick|the|a|my|our|rehab|tour|deployment|honeymoon|lunchbreak|gym|yoga|swimming|running|jogging|walking|vacations)$/.test(w) ? one("visited", w, "place", "event") : null;
    } },
  // "we just returned from two weeks in Japan", "flew home from Tokyo": a trip over. Only a known place or a
  // trip named as one ("got home from Walmart", "returned from the store" are errands).
  { id: "places.return_from", t: "{return} (?:back |home )?from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver(a) },
  { id: "places.get_home_from", t: "{get|come|fly|arrive|drive|head|travel} (?:back )?home from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver(a) },
  { id: "places.be_home_from", t: "{be} (?:back )?home from {O}", pred: "visited", kind: "event", obj: "place", build: (a) => tripOver({ ...a, form: a.form === "s" ? "past" : a.form }) },
  // "I'm going on a trip to Japan in May", "I was on holiday in Crete": the trip's place.
  { id: "places.go_on_trip_to", t: "{go|head|be} (?:off )?on (?:a |an |our |my |the )?(?:[\\w'-]+ ){0,2}(?:trip|vacation|holiday|holidays|honeymoon|cruise|getaway|tour|break|babymoon) (?:to|in|around|through|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      const d = destination(o, "event", ctx, form);
      return d && d.every((x) => x.predicate === "visited") ? d : [];
    } },
  // "took a quick trip to Kangaroo Island", "we're taking a road trip up to Skye in May": the trip's place;
  // "took a week off for Havana": time off spent there ("took a day off for the dentist" is no trip).
  { id: "places.take_trip_to", t: "{take|make|do} (?:a |an |our |my |the |another )?(?:[\\w'-]+ ){0,2}?(?:trip|road trip|day trip|getaway|holiday|vacation|jaunt|detour|side trip|pilgrimage) (?:to|up to|down to|over to|out to|across to) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return [];
      const d = destination(o, "event", ctx, form);
      return d && d.every((x) => x.predicate === "visited") ? d : [];
    } },
  { id: "places.take_days_off_for", t: "{take} (?:a|an|the|one|two|three|four|\\d+|a few|a couple of) (?:long |few |couple of )?(?:days?|weeks?|weekend|nights?|months?) off (?:for|in|to go to) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return [];
      const place = placeObject(o.split(/\s*,|\s+(?:with|because|and|to|last|this|next|in)\b/i)[0]!, ctx);
      return place && isPlace(place.toLowerCase()) ? one("visited", place, "place", "event") : [];
    } },
  // "I finally made it to Machu Picchu": a place reached at last ("made it to the gym", "to the meeting" are not trips).
  { id: "places.make_it_to", t: "{make} it (?:all the way |out |over |down |up |back )?to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return [];
      const t = tripPlace(o).o.split(/\s+(?:for|with|because|since|on|in|at|after|before|and)\b/i)[0]!;
      if (isEventName(t, ctx)) return [];
      const place = placeObject(t, ctx);
      return place && !ORG_WORD.test(place) && (isPlace(lower(place), true) || ctx.cased) ? one("visited", place, "place", "event") : [];
    } },
  // "we toured Scotland", "I've toured Japan twice": a country or region seen.
  { id: "places.tour", t: "{tour} {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s") return [];
      const place = placeObject(o.replace(/^(?:around|through|across)\s+/i, "").split(/\s+(?:for|with|because|on|in|at|after|before|by|and)\b/i)[0]!, ctx);
      return place && isPlace(lower(place), true) ? one("visited", place, "place", "event") : [];
    } },
  { id: "places.move_from_to", t: "{move|relocate|emigrate|immigrate} (?:back |over |here |there |away |all the way )?from {X} to {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      return [...one("lives_in", cleanObject(o, "place", ctx), "place", "onset"), ...one("lives_in", cleanObject(x, "place", ctx), "place", "end")];
    } },
  // "I relocated to Denver from Austin": the old home is over too.
  { id: "places.move_to_from", t: "{move|relocate} (?:back |over |all the way )?(?:to|into) {X} from {O}", pred: null, kind: "onset", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      const to = cleanObject(x, "place", ctx);
      const from = placeObject(o, ctx);
      if (!to || !from) return null;
      return [...one("lives_in", to, "place", "onset"), ...one("lives_in", from, "place", "end")];
    } },
  // "moved over to Ashbury Housing Trust": a name that looks like an employer is a job move, left to the work rules.
  { id: "places.move_to", t: "{move|relocate|emigrate|immigrate} (?:back home |back |over |here |there |away |out |down |up |across |all the way |home )?(?:to|into|in to) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = cleanObject(o, "place", ctx);
      if (!place) return null;
      return ORG_WORD.test(place) && !isPlace(lower(place), true) ? null : one("lives_in", place, "place", "onset");
    } },
  // "headed to Santa Fe for good", "we're going back to Ireland for good": a journey with no return is a move.
  { id: "places.go_to", t: "{go|head|fly|drive|come|return|travel|sail|leave|emigrate|relocate} (?:back |home |over |out |off |away |back home )?(?:to|for) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (!FOR_GOOD.test(o)) return null;
      if (negated) return [];
      const place = placeObject(o.split(FOR_GOOD)[0]!, ctx);
      return place ? one("lives_in", place, "place", "onset") : null;
    } },
  // "moved up the coast to Charleston", "moved on to Wrocław", "we shifted to Bengaluru": where the move went,
  // whatever the way there. These looser words name a home only with a known town ("moved on to Python").
  { id: "places.move_to.lives_in", t: "{move|relocate|shift} (?:(?:back|over|on|north|south|east|west|upstate|downstate|inland|overseas|cross-country|across the country|(?:up|down|along|across) (?:the )?(?:coast|road|country|state|street|river|hill|highway|motorway|island|valley)) ){0,2}(?:to|into) {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place && isPlace(lower(place), true) ? one("lives_in", place, "place", "onset") : null;
    } },
  { id: "places.be_transferred_to", t: "{be|get} (?:(?:just|finally|recently) )?(?:transferred|relocated|posted|reassigned|redeployed|seconded) (?:over |back |out |across )?to {O}", pred: "lives_in", kind: "onset", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "s" || form === "ing") return [];
      const place = placeObject(o.split(/\s*[,;]\s*|\s+(?:for|with|because|after|and)/i)[0]!, ctx);
      return place && isPlace(lower(place), true) ? one("lives_in", place, "place", "onset") : null;
    } },
  // "we're now officially Lisbon residents", "I'm a Denver local now": living there.
  { id: "places.be_residents", t: "{be} (?:(?:now|officially|finally|proud|happy|new|full-time|permanent|legal) )*(?:an? )?{O} (?:residents?|locals?|homeowners)(?:(?: now)?,.*| now)?", pred: "lives_in", kind: "state", obj: "place", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  { id: "places.move_out_of", t: "{move} (?:out of|away from) {O}", pred: "lives_in", kind: "end", obj: "place" },
  // "I moved here from Mexico": where the speaker comes from.
  { id: "places.move_here_from", t: "{move|come|emigrate|immigrate} (?:here |over |to (?:the )?[A-Z][\\w.]*(?: [A-Z][\\w.]*)? )from {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.be_from", t: "{be} (?:originally )?from {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.come_from", t: "{come|hail} (?:originally )?from {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.grow_up_in", t: "{grow} up in {O}", pred: "from", kind: "permanent", obj: "place" },
  // "I grew up on a farm in Iowa": the named place, not the farm.
  { id: "places.grow_up_on", t: "{grow} up (?:on|near|outside|around|by) (?:a|an|the) {O}", pred: "from", kind: "permanent", obj: "place", build: ({ o, ctx, negated }) => {
      const m = o.match(/\s(?:in|near|outside(?: of)?)\s+(.+)$/i);
      const place = m && !negated ? placeObject(m[1]!, ctx) : null;
      return place ? one("from", place, "place", "permanent") : [];
    } },
  // "I live with my parents in Manila": where, whoever with.
  { id: "places.live_with_in", t: "{live} with (?:my|our|a|an|the|two|three|some) {X} in {O}", pred: "lives_in", kind: "state", obj: "place", build: ({ o, x, ctx, negated }) => {
      if (negated || x.split(/\s+/).length > 3) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("lives_in", place, "place", "state") : null;
    } },
  // "we honeymooned in Bali", "I went backpacking through Vietnam": a trip there.
  { id: "places.honeymoon_in", t: "{honeymoon|vacation|holiday|backpack|summer|winter} (?:in|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s") return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },
  { id: "places.go_backpacking_in", t: "{go} (?:backpacking|travelling|traveling|hiking|trekking|island hopping|road-tripping|camping|skiing|surfing|diving) (?:in|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },
  { id: "places.be_raised_in", t: "{be} (?:raised|brought up) in {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.be_born_and_raised", t: "{be} born and (?:raised|bred|brought up) in {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.be_native_of", t: "{be} a native of {O}", pred: "from", kind: "permanent", obj: "place" },
  { id: "places.visit", t: "{visit} {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated ? [] : destination(o, "event", ctx, form)) },
  { id: "places.travel_to", t: "{travel|fly|head|backpack|drive} (?:over |down |up |out )?(?:to|through|around|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated ? [] : destination(o, "event", ctx, form)) },
  { id: "places.be_to", t: "{be} to {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => (negated || form !== "pp" ? (negated ? [] : null) : destination(o, "event", ctx, form)) },
  { id: "places.spend_day_in", t: "{spend} (?:a |an |the |two |three |\\d+ |a few |several |some |last |this |my |our )?(?:long |whole |quiet |ski |lazy )?(?:day|days|week|weeks|month|months|year|years|summer|winter|semester|time|holiday|holidays|vacation|weekend|honeymoon|christmas|easter|new year|new year's|anniversary|gap year|babymoon|thanksgiving|hanukkah|diwali|eid|passover|spring break|half-term|birthday) in {O}", pred: "visited", kind: "event", obj: "place" },
  // "we did a ski week in Bansko", "did a long weekend in Porto": a stay told as something done, so it is over.
  { id: "places.do_week_in", t: "{do} (?:a|an|our|my|the) (?:[\\w'-]+ ){0,2}?(?:week|weekend|fortnight|trip|holiday|break|tour|road trip|city break|getaway|stint) (?:in|to|around|through|across) {O}", pred: "visited", kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated || (form !== "past" && form !== "pp")) return negated ? [] : null;
      const place = placeObject(o, ctx);
      return place ? one("visited", place, "place", "event") : null;
    } },

];
