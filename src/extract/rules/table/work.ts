// Stage: matching. The table's work rules, in the order they are tried (patterns.ts joins the
// sections in table order; within a section, earlier rules win).

import { LANGUAGES, NOT_NAMES, ORG_WORD, PLACES, SCHOOL_WORD } from "../lexicon";
import { cleanObject } from "../objects";
import { copulaObjects, isTitle } from "../readers/copula";
import { FIELD, lower, many, one, orgAndTitle, strip, WORK_FIELDS } from "../readers/kit";
import { destination, eventOut, isEventName } from "../readers/places";
import { type Spec } from "../rule";
import { stripTimes } from "../time";

export const WORK_RULES: Spec[] = [
  { id: "work.be_self_employed_as", ex: [["I'm self-employed as a plumber.", "job_title plumber"]], near: ["I would love to be self-employed as a plumber."], t: "{be} (?:self-employed|self employed|freelancing|freelance|working freelance|working for myself) as {O}", pred: "job_title", kind: "state", obj: "title" },
  { id: "work.do_internship_at", ex: [["I'm doing an internship at Siemens.", "works_at Siemens"]], t: "{do} (?:an? |my )?(?:internship|placement|apprenticeship|residency|traineeship|work placement) (?:at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated, form }) =>
      negated || form === "past" || form === "pp" ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "state") },
  { id: "work.work_as", ex: [["I work as a nurse.", "job_title nurse"]], t: "{work} (?:nights |days |weekends |evenings |shifts |part-time |full-time |mostly |currently |still |now )?as {O}", pred: "job_title", kind: "state", obj: "title", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      o = stripTimes(o);
      const at = o.match(/^(.+?)\s+(?:at|for|with)\s+(.+)$/i);
      if (at) return [...one("job_title", cleanObject(at[1]!, "title", ctx), "title", "state"), ...one("works_at", cleanObject(at[2]!, "org", ctx), "org", "state")];
      return one("job_title", cleanObject(o, "title", ctx), "title", "state");
    } },
  { id: "work.work_at", ex: [["@ Zapier rn", "works_at Zapier"]], near: ["I don't work at Google"], t: "{work} (?:remotely |full[- ]time |part[- ]time |freelance |mostly |currently |still |now |as a contractor |shifts |nights |weekends |days |evenings |night shifts |long hours |part-time hours )?(?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : orgAndTitle(o, "state", ctx)) },
  { id: "work.work_in_at", ex: [["I work in marketing at HubSpot.", "works_at HubSpot"]], t: "{work} in {X} (?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, x, ctx, negated }) => {
      if (negated || /^(?:it|this|that|my|a|an|the|our|his|her)\b/i.test(x) || x.split(/\s+/).length > 3) return negated ? [] : null;
      return ctx.cased && !/^(?:an?\s|the\s)?[A-Z0-9]/.test(o.trim()) && !/\b(?:called|named)\s+[A-Z0-9]/.test(o) ? null : orgAndTitle(o, "state", ctx);
    } },
  // "I am working in a company called Vektor Systems", "working in Henkel since two years", "working in
  // Ericsson as tester": "in" an employer, as many speakers say it. A capitalized name only, never a place,
  // and only with something that marks it as the job (a company word, "since", "as <title>").
  { id: "work.work_in", ex: [["I work in X since 2017", "works_at X"]], near: ["I work in London"], t: "{work} (?:now |currently |still )?in {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      if (negated || !ctx.cased) return null;
      const called = o.match(/^(?:an?|the)\s+(?:[\w-]+\s+)?(?:company|firm|startup|agency|bank|business|corporation|factory|hospital|shop|studio|lab)\s+(?:called|named)\s+([A-Z0-9].*)$/);
      if (called) return orgAndTitle(called[1]!, "state", ctx);
      const m = o.match(/^([A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,3})(?:\s+(since|as|for)\b.*)?$/);
      if (!m || PLACES.has(lower(m[1]!)) || NOT_NAMES.has(lower(m[1]!).split(/\s+/)[0]!) || WORK_FIELDS.test(m[1]!) || (!m[2] && !ORG_WORD.test(m[1]!))) return null;
      return orgAndTitle(o.replace(/\s+(?:since|for)\b.*$/i, ""), "state", ctx);
    } },
  // "I drive for FedEx", "she delivers for Amazon": the employer of a driving or delivery job.
  // "I took the job at Maersk", "accepted a position with Unilever": the new employer.
  { id: "work.take_job_at", ex: [["I got a job at Tesco!", "works_at Tesco"]], near: ["I'm starting a new job at Shopify on Monday"], t: "{take|accept|land|get|start} (?:a |an |the |that |their )(?:new |full-time |part-time |permanent )?(?:job|position|role|post|offer|job offer) (?:at|with) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing" || form === "s") return negated ? [] : null;
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim();
      return (ctx.cased && !/^[A-Z0-9]/.test(t)) || PLACES.has(lower(t)) ? null : one("works_at", cleanObject(t, "org", ctx), "org", "onset");
    } },
  // "I've been at Ørsted six years now", "been with Siemens since 2015": a time at a named employer.
  { id: "work.be_at", ex: [["I was at Google for six years.", "works_at Google"]], near: ["I'm at X"], t: "{be} (?:at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || !ctx.cased) return null;
      const m = o.match(/^([A-Z\u00C0-\u024F][\p{L}\w&.'-]*(?:\s+[A-Z\u00C0-\u024F][\p{L}\w&.'-]*){0,2})\s+(?:for\s+)?(?:(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten|almost|nearly|over|about)\s+)+(?:years?|months?)(?:\s+now)?(?:\s.*)?$/u);
      if (!m || PLACES.has(lower(m[1]!)) || NOT_NAMES.has(lower(m[1]!).split(/\s+/)[0]!)) return null;
      return one("works_at", cleanObject(m[1]!, "org", ctx), "org", "state");
    } },
  { id: "work.drive_for", ex: [["On weekends I also drive for Bolt.", "works_at Bolt"]], t: "{drive|deliver|ride|cycle} (?:a van |a truck |a lorry |a cab |a taxi |parcels |packages |food )?for {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || !ctx.cased || !/^[A-Z0-9]/.test(t) || PLACES.has(lower(cleanObject(t, "org", ctx) ?? "")) ? [] : one("works_at", cleanObject(t.replace(/\s+(?:instead of|rather than)\b.*$/i, ""), "org", ctx), "org", "state");
    } },
  { id: "work.teach_at", ex: [["I teach at Lincoln High.", "works_at Lincoln High"]], near: ["I'm based in Kyoto, teaching English at a high school."], t: "{teach|intern|freelance|consult|lecture} (?:{X} )?(?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const t = stripTimes(o).trim();
      if (!t || /^(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|many|several|a few) (?:years?|months?|weeks?|days?|hours?)\b/i.test(t) || (ctx.cased && !/^[A-Z0-9]/.test(t))) return null;
      return one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  { id: "work.resign", ex: [["I retired from Airbus in 2019.", "works_at Airbus"]], near: ["I retired last month."], t: "{resign|retire} (?:from )?(?:my (?:job|position|role) (?:at|with) )?{O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base") return [];
      const t = stripTimes(o).trim();
      return (ctx.cased ? !/^[A-Z0-9]/.test(t) : /^[a-z]+ing\b/i.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  { id: "work.leave_for", ex: [["I switched from Python to Rust.", "works_at Rust"]], near: ["I left home for London"], t: "{leave|quit} {X} (?:for|to join|to go to|to work at) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, x, ctx, negated, form }) => {
      // A texter may lower-case the old employer ("left costa for Caffè Nero"); the new one's capital says what both are.
      const oldOrg = /^(?:my job at |my role at )?[A-Z0-9]/.test(x.trim()) || (/^[a-z][\w'&.-]*(?:\s+[a-z][\w'&.-]*)?$/.test(x.trim()) && !NOT_NAMES.has(lower(x).split(/\s+/)[0]!) && !PLACES.has(lower(x)) && !/^(?:my|our|the|a|an|it|that|this|home|work|school|uni|college|everything|him|her|them|me)\b/i.test(x.trim()));
      if (negated || !ctx.cased || !/^[A-Z0-9]/.test(o.trim()) || !oldOrg || PLACES.has(lower(o))) return null;
      const outs = one("works_at", cleanObject(o, "org", ctx), "org", "onset");
      return form === "past" ? [...outs, ...one("works_at", cleanObject(x.replace(/^my (?:job|role) at /i, ""), "org", ctx), "org", "end")] : outs;
    } },
  { id: "work.found_company", ex: [["I founded a startup called Blip.", "works_at Blip"]], t: "{found|cofound|start|launch} (?:my own |our own |a |an |the )?(?:company|startup|business|firm|agency|studio|nonprofit),? (?:called |named )?{O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s" || !ctx.cased || !/^[A-Z0-9]/.test(o.trim()) || PLACES.has(lower(o.trim()))) return null;
      return one("works_at", cleanObject(o, "org", ctx), "org", "onset", { weight: 0.8 });
    } },
  // "I cofounded Loop": only founding names a company bare ("I started Duolingo" may be an app).
  { id: "work.found", ex: [["I co-founded Loop in 2019.", "works_at Loop"]], near: ["I founded a book club."], t: "{found|cofound} {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base" || form === "s" || !ctx.cased || !/^[A-Z0-9]/.test(o.trim()) || PLACES.has(lower(o.trim()))) return null;
      return one("works_at", cleanObject(o, "org", ctx), "org", "onset", { weight: 0.8 });
    } },
  // "I lead the design team at Canva", "I manage a team of eight engineers at Shopify".
  { id: "work.lead_shift_at", ex: [["I lead the design team at Canva.", "works_at Canva"]], near: ["I'm at Wagamama now, running the kitchen at the Soho branch."], t: "{lead|manage|run|head|oversee} (?:a|the|our|my) (?:[\\w-]+ ){0,4}?(?:shift|store|branch|kitchen|warehouse|site|floor|restaurant|team|department|group|division|unit|office|lab|practice|squad)(?: of [\\w -]+?)? (?:at|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased && !/^[A-Z0-9]/.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "I'm on the design team at Spotify", "I'm part of the sales team at Oracle": a member of staff there.
  { id: "work.be_on_team_at", ex: [["I'm on the payments team at Wise.", "works_at Wise"]], t: "{be} (?:on|in|part of|a member of) (?:a|the|our|their) (?:[\\w-]+ ){0,3}?(?:team|department|staff|crew|faculty) (?:at|of|for) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased && !/^[A-Z0-9]/.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "I do contract work for Shopify" arrives without its "do" (read as the emphatic auxiliary).
  { id: "work.contract_for", ex: [["I do contract work for Shopify.", "works_at Shopify"]], near: ["I do contract work for a few clients."], t: "{contract} (?:[\\w-]+ )?(?:work |jobs |gigs )?(?:for|at|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => {
      const t = stripTimes(o).trim();
      return negated || (ctx.cased ? !/^(?:the\s+)?[A-Z0-9]/.test(t) : /^(?:a|an|some|few|many|several|various|my|our|his|her|their|other|different|lots|clients|people|friends|family|free|myself)\b/i.test(t)) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "state");
    } },
  // "I'm doing junior QA at Kestrel Dynamics now", "doing nights at St Luke's": a line of work done at a named
  // employer ("doing yoga at Gymbox" is no work).
  { id: "work.do_qa_at", ex: [["Doing nights at St Luke's these days.", "works_at St Luke's"]], t: "{do} (?:(?:junior|senior|lead|part-time|full-time|freelance|contract|temp|agency|some|a bit of|the) )*(?:qa|testing|dev|development|devops|support|admin|design|research|sales|marketing|engineering|accounting|bookkeeping|consulting|data entry|data science|ux|ui|ops|hr|recruiting|recruitment|customer service|shifts|nights|night shifts|contract work|freelance work|temp work|agency work|translation|translations|copywriting|payroll|it support|tech support|security|reception|admin work) (?:work |stuff |shifts )?(?:at|for|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "state")) },
  // "I got a job as a waiter at Luigi's": the title, and the employer when named.
  { id: "work.get_job_as", ex: [["I got a job as a waiter at Luigi's.", "job_title waiter"]], t: "{get|land|take|find|accept} (?:a |an |my |the )?(?:new |first |dream |part-time |full-time |summer )?(?:job|position|role|gig|post) as {O}", pred: "job_title", kind: "onset", obj: "title", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing") return [];
      const t = stripTimes(o).trim();
      const at = t.match(/^(.+?)\s+(?:at|with|for)\s+(.+)$/i);
      if (at) return [...one("job_title", cleanObject(at[1]!, "title", ctx), "title", "onset"), ...(ctx.cased && !/^(?:an?\s|the\s)?[A-Z0-9]/.test(at[2]!) ? [] : one("works_at", cleanObject(at[2]!, "org", ctx), "org", "onset"))];
      return one("job_title", cleanObject(t, "title", ctx), "title", "onset");
    } },
  { id: "work.work_on", ex: [["I'm working on a mobile app for dog walkers.", "works_on mobile app for dog walkers"]], t: "{work} on {O}", pred: "works_on", kind: "state", obj: "thing" },
  { id: "work.be_employed_at", ex: [["I was employed by Acme until 2020.", "works_at Acme"]], t: "{be} employed (?:at|by|with) {O}", pred: "works_at", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : orgAndTitle(o, "state", ctx)) },
  // "I was hired by Tesla last month": the start of the job, which still holds.
  { id: "work.be_hired_at", ex: [["I was hired by Tesla in March 2024.", "works_at Tesla"]], t: "{be} (?:hired|recruited|headhunted|taken on) (?:at|by|with) {O}", pred: "works_at", kind: "onset", obj: "org" },
  // "I am employed as a curator at the Ashmolean": the title, and the employer when named.
  { id: "work.be_employed_as", ex: [["I am employed as a curator at the Ashmolean.", "job_title curator"]], t: "{be} employed as {O}", pred: "job_title", kind: "state", obj: "title", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      const t = stripTimes(o).trim();
      const at = t.match(/^(.+?)\s+(?:at|with|for|by)\s+(.+)$/i);
      if (at) return [...one("job_title", cleanObject(at[1]!, "title", ctx), "title", "state"), ...((ctx.cased && !/^(?:the\s)?[A-Z0-9]/.test(at[2]!)) || /^(?:an?|some)\s/i.test(at[2]!) ? [] : one("works_at", cleanObject(at[2]!, "org", ctx), "org", "state"))];
      return one("job_title", cleanObject(t, "title", ctx), "title", "state");
    } },
  { id: "work.join", ex: [["I joined Acme", "works_at Acme"]], near: ["I'm joining eBay in March."], t: "{join} {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated }) => {
      if (negated) return [];
      if (/^(?:a|an|the|my|our)\s+(?:gym|club|team|book club|choir|band|group|class|course|community|league|church|union|startup|company)\b/i.test(o)) {
        if (!/^(?:a|an)\s+(?:startup|company)/i.test(o)) return [];
      }
      if (ctx.cased && !/^[A-Z0-9]/.test(o.trim()) && !/^(?:a|an)\s/i.test(o)) return null;
      return one("works_at", cleanObject(o, "org", ctx), "org", "onset");
    } },
  // "I start at 9": a time of day, not an employer.
  { id: "work.start_at", ex: [["Started at AMD today.", "works_at AMD"]], near: ["I work at Acme and I start at 9 every day."], t: "{start|begin} (?:working |work |(?:a|my|the|our) (?:(?:new|part-time|full-time|part time|full time|summer|temp|weekend|side|little|permanent|remote) )*(?:job|role|position|gig|post|internship|placement|residency|contract) |an internship )?(?:at|with|for) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated }) => (negated || /^(?:\d{1,2}(?::\d\d)?|noon|midnight)(?:\s*(?:am|pm|o'clock))?\b/i.test(o.trim()) ? [] : orgAndTitle(o, "onset", ctx)) },
  // "just signed with Globex": a contract signed, a job not yet begun.
  { id: "work.sign_with", ex: [["Just signed with Globex, starting in June.", "works_at Globex"]], near: ["I signed with a pen."], t: "{sign} (?:on )?with {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || !ctx.cased || (form !== "past" && form !== "pp")) return [];
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim();
      if (!/^[A-Z0-9]/.test(t) || PLACES.has(lower(t)) || NOT_NAMES.has(lower(t).split(/\s+/)[0]!)) return [];
      return one("works_at", cleanObject(t, "org", ctx), "org", "onset", { planned: true });
    } },
  { id: "work.start_job_as", ex: [["I started a new job as a nurse.", "job_title nurse"]], t: "{start|begin} (?:a )?(?:new )?(?:job|role|position|career) as {O}", pred: "job_title", kind: "onset", obj: "title" },
  { id: "work.get_job_at", ex: [["I got the dream job at Moore Kingston Smith", "works_at Moore Kingston Smith"]], t: "{get|land|accept|take} (?:a |an |my |the )?(?:new |dream )?(?:job|position|role|internship) (?:at|with|from) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "onset")) },
  // An accepted offer is a job that has not started yet; a received one is not a job at all.
  { id: "work.accept_offer_at", ex: [["I accepted Globex's offer.", "works_at Globex"]], t: "{accept|sign|take} (?:a |an |the |their |its )?(?:new )?(?:job |full-time |permanent )?(?:offer|contract|post|position|role) (?:at|with|from) {O}", pred: "works_at", kind: "onset", obj: "org", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "ing" ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "onset", { planned: true })) },
  // "I handed in my notice at Acme", "I gave notice at Acme": the job is over, whatever is left to work.
  // Handing back the badge or the laptop is the same news told through the day it happened.
  { id: "work.hand_notice_at", ex: [["I handed in my notice at Acme.", "works_at Acme"]], near: ["I got the job at Lowe's they want me to start in January so I'll give my notice at Home Depot after Christmas"], t: "{hand|give|put} (?:in )?(?:my |our |his |her )?(?:notice|resignation|two weeks' notice|two weeks notice|two weeks|badge|laptop|keycard|key card|access card|pass|work phone)(?: in| back)? (?:at|to|with) {O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => (negated || form === "base" || form === "ing" ? [] : one("works_at", cleanObject(o, "org", ctx), "org", "end")) },
  { id: "work.finish_up_at", ex: [["I finished up at Acme on Friday.", "works_at Acme"]], t: "{finish|wrap} up (?:at|with) {O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing" || form === "s") return [];
      const t = stripTimes(o).trim();
      return ctx.cased && !/^[A-Z0-9]/.test(t) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  { id: "work.get_hired_at", ex: [["Got hired at Airbnb!", "works_at Airbnb"]], t: "{get} (?:hired|recruited) (?:at|by) {O}", pred: "works_at", kind: "onset", obj: "org" },
  { id: "work.get_promoted_to", ex: [["I got promoted to team lead!", "job_title team lead"]], t: "{get|be} promoted to {O}", pred: "job_title", kind: "onset", obj: "title" },
  // "I was made lead designer", "she was named head of sales": a new title, when the words are a job.
  { id: "work.be_made", ex: [["I was named head of sales.", "job_title head of sales"]], near: ["They made me cry."], t: "{be|get} (?:(?:just|finally|officially) )?(?:made|named|appointed|bumped up to|moved up to) (?:as )?{O}", pred: "job_title", kind: "onset", obj: "title", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing") return [];
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).replace(/\s+(?:in|during|after|on|since|following)\s+(?:the|my|our|a|an|this|last)\b.*$/i, "").replace(/[.!,]+$/, "").replace(/\s+(?:now|at last|finally)$/i, "").trim();
      const at = t.match(/^(.+?)\s+(?:at|of|for)\s+([A-Z0-9].*)$/);
      const title = at ? at[1]! : t;
      // "made audit senior", "made partner": a rank counts as a title here, where nothing else is made of a person.
      const bare = title.replace(/^(?:the|a|an|our|their)\s+/i, "");
      if ((!isTitle(bare) && !/^(?:[a-z][\w-]*\s+){0,2}(?:senior|partner|captain|fellow|principal|associate|chair|head)$/i.test(bare)) || title.split(/\s+/).length > 5) return null;
      return one("job_title", cleanObject(title, "title", ctx), "title", "onset");
    } },
  { id: "work.become", ex: [["I became a team lead this year.", "job_title team lead"]], t: "{become} {O}", pred: null, kind: "onset", obj: "title", build: ({ o, ctx, negated, self, form }) => {
      if (negated) return [];
      const outs = copulaObjects(o, self, form === "past" ? "s" : form, ctx);
      return outs ? outs.filter((x) => x.predicate !== "name" && x.predicate !== "age").map((x) => ({ ...x, kind: x.kind === "state" ? ("onset" as const) : x.kind })) : null;
    } },
  { id: "work.leave_job_at", ex: [["I quit my job at Uber", "works_at Uber"]], t: "{leave|quit} (?:my |the |a )?(?:job|position|role|post|internship) (?:at|with) {O}", pred: "works_at", kind: "end", obj: "org" },
  { id: "work.be_laid_off_from", ex: [["I was laid off from Twitter.", "works_at Twitter"]], t: "{be} (?:laid off|fired|let go|made redundant|sacked) (?:from|by|at) {O}", pred: "works_at", kind: "end", obj: "org" },
  // "I got caught in the latest round of layoffs at Meta".
  { id: "work.get_caught_in_layoffs", ex: [["I got caught in the latest round of layoffs at Meta", "works_at Meta"]], t: "{get|be} (?:caught (?:up )?in|hit by|affected by|part of|included in) (?:the |a |another )?(?:latest |recent |last |big |first |second |third |new )?(?:round of |wave of )?(?:layoffs|lay-offs|redundancies|job cuts|cuts) (?:at|from) {O}", pred: "works_at", kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "base" || form === "ing") return [];
      const t = stripTimes(o.split(/\s*[,;]\s*/)[0]!).trim();
      return ctx.cased && !/^[A-Z0-9]/.test(t) ? [] : one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  { id: "work.get_laid_off_from", ex: [["got let go from ubisoft last month", "works_at ubisoft"]], t: "{get} (?:laid off|fired|let go|sacked) (?:from|by|at) {O}", pred: "works_at", kind: "end", obj: "org" },
  { id: "work.stop_working_at", ex: [["I stopped working at Tesco.", "works_at Tesco"]], t: "{stop} working (?:at|for) {O}", pred: "works_at", kind: "end", obj: "org" },
  { id: "work.leave", ex: [["I left X", "works_at X"]], near: ["I'm leaving Acme"], t: "{leave|quit} {O}", pred: null, kind: "end", obj: "org", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "ing" || form === "base") return [];
      const t = o.trim();
      if (PLACES.has(lower(t).replace(/[.!,]+$/, "").split(/\s+(?:in|for|last|to|after|because)\b/)[0]!)) return one("lives_in", cleanObject(t, "place", ctx), "place", "end");
      if (ctx.cased ? !/^[A-Z0-9]/.test(t) : /^(?:my|the|a|an|home|work|school|early|for|it|them|him|her)\b/i.test(t)) return [];
      return one("works_at", cleanObject(t, "org", ctx), "org", "end");
    } },
  // "I study law at King's College": the school, and the field (labelled `studies`, outside the seed set).
  { id: "work.study_at", ex: [["I study law at King's College.", "studies_at King's College"]], t: "{study|major} (?:in )?{X} at {O}", pred: "studies_at", kind: "state", obj: "school", build: ({ o, x, ctx, negated }) => {
      if (negated) return [];
      const field = FIELD(x);
      return [...one("studies_at", cleanObject(o, "school", ctx), "school", "state"), ...(field ? one("studies", field, "thing", "state") : [])];
    } },
  { id: "work.study_at.studies_at", ex: [["I study at MIT.", "studies_at MIT"]], t: "{study} at {O}", pred: "studies_at", kind: "state", obj: "school" },
  { id: "work.study", ex: [["I'm studying medicine.", "studies medicine"]], near: ["I study hard."], t: "{study|major} (?:in )?{O}", pred: "studies", kind: "state", obj: "thing", build: ({ o, negated, form }) => {
      if (negated || form === "past") return negated ? [] : null;
      const field = FIELD(stripTimes(o).replace(/\s+(?:part[- ]time|full[- ]time|online|remotely|now|at the moment|right now)$/i, ""));
      return field ? one("studies", field, "thing", "state") : null;
    } },
  // "I'm learning Japanese": a language on the way (`is_learning`, outside the seed set), not one spoken.
  { id: "work.learn", ex: [["I'm learning Japanese.", "is_learning Japanese"]], near: ["I'm learning to cook."], t: "{learn} {O}", pred: "is_learning", kind: "state", obj: "lang", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "ing") return null;
      const t = stripTimes(o).replace(/[.!,]+$/, "").replace(/\s+(?:on duolingo|online|at night|in my spare time|for fun|for work|slowly|again)$/i, "").trim();
      return LANGUAGES.has(lower(t)) ? one("is_learning", cleanObject(t, "lang", ctx), "lang", "state") : null;
    } },
  // "I passed my driving test": an exam done (`passed`, outside the seed set).
  { id: "work.pass", ex: [["I passed my driving test last week.", "passed driving test"]], near: ["I passed the salt."], t: "{pass} (?:my |the |our )?{O}", pred: "passed", kind: "event", obj: "thing", build: ({ o, ctx, negated, form }) => {
      if (negated || form !== "past") return null;
      const t = stripTimes(o).replace(/[.!,]+$/, "").split(/\s+(?:on|at|with|after|first|today)\b/i)[0]!.trim();
      return /\b(?:test|exam|exams|bar|boards|certification|driving test|finals|audition|interview|course|quals|qualifier|assessment|check ?ride)$/i.test(t) && t.split(/\s+/).length <= 4 ? one("passed", cleanObject(t, "thing", ctx), "thing", "event") : null;
    } },
  { id: "work.be_member_of", ex: [["I'm a member of the Sierra Club.", "member_of Sierra Club"]], t: "{be} (?:a |an )?(?:proud |paid-up |card-carrying |longtime |long-time |founding )?member of {O}", pred: "member_of", kind: "state", obj: "org", build: ({ o, ctx, negated }) => (negated ? [] : one("member_of", cleanObject(o, "org", ctx), "org", "state")) },
  { id: "work.be_enrolled_at", ex: [["I am enrolled at MIT.", "studies_at MIT"]], t: "{be} (?:enrolled|studying) (?:at|in) {O}", pred: "studies_at", kind: "state", obj: "school", build: ({ o, ctx, negated }) =>
      negated ? [] : SCHOOL_WORD.test(o) || (ctx.cased && /^[A-Z]/.test(o) && !PLACES.has(lower(o))) ? one("studies_at", cleanObject(o, "school", ctx), "school", "state") : null },
  // A degree done (past) or finished is a graduation; one being done is studying there.
  { id: "work.do_phd_at", ex: [["I'm doing my master's at the University of Edinburgh, I graduate in June.", "studies_at University of Edinburgh"]], near: ["I'm doing my master's at Larchmont University and pulling weekend shifts at Kettle & Crumb, so I'm tired."], t: "{do|pursue|finish|complete|start|begin|get|earn|receive} (?:a |an |my |the |his |her )?(?:final year of (?:a |an |my )?)?(?:phd|ph\\.d\\.|masters|master's|masters degree|degree|bachelor's|bachelors|mba|doctorate|undergrad|undergraduate degree|msc|ba|bsc|ma|llb|law degree|diploma)(?: degree)?(?: in [\\w ]+?)? (?:at|from) {O}", pred: "studies_at", kind: "state", obj: "school", build: ({ o, ctx, negated, form, x }) => {
      void x;
      if (negated) return [];
      const school = cleanObject(o, "school", ctx);
      if (!school) return null;
      return form === "past" || form === "pp" ? one("graduated_from", school, "school", "event") : one("studies_at", school, "school", form === "ing" ? "state" : "state");
    } },
  { id: "work.have_phd_from", ex: [["I have a degree in physics from MIT.", "graduated_from MIT"]], t: "{have|hold} (?:a |an |my )?(?:phd|ph\\.d\\.|masters|master's|degree|bachelor's|bachelors|mba|doctorate|msc|ba|bsc|ma|llb|law degree|diploma)(?: degree)?(?: in [\\w ]+?)? from {O}", pred: "graduated_from", kind: "event", obj: "school" },
  { id: "work.attend", ex: [["I'm attending PyCon in May.", "has_event PyCon"]], t: "{attend} {O}", pred: null, kind: "state", obj: "school", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (isEventName(o, ctx)) return eventOut(o, form, ctx);
      if (SCHOOL_WORD.test(o)) return one("studies_at", cleanObject(o, "school", ctx), "school", "state");
      if (form === "past") return one("attended", cleanObject(o, "event", ctx), "event", "event", { weight: 0.8 });
      if ((form === "ing" || form === "base") && ctx.cased && /^(?:the\s+)?[A-Z]/.test(o.trim())) return one("has_event", cleanObject(o, "event", ctx), "event", "event", { ahead: true, weight: 0.85 });
      return null;
    } },
  { id: "work.run", ex: [["I ran the Berlin marathon in 2019.", "attended Berlin marathon"]], near: ["I run my own bakery."], t: "{run|complete|finish|do|race} (?:in )?{O}", pred: null, kind: "event", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || !/\b(?:marathon|half[- ]marathon|triathlon|ironman|ultra|ultramarathon|5k|10k|half|race|relay|tough mudder|spartan race|park ?run|century ride)\b/i.test(stripTimes(o))) return null;
      if (form === "s") return null;
      return eventOut(o, form, ctx);
    } },
  { id: "work.go_to", ex: [["I'm going to Rome.", "visited Rome"]], near: ["going to museums"], t: "{go} to {O}", pred: null, kind: "event", obj: "place", build: ({ o, ctx, negated, form }) => {
      if (negated) return [];
      if (SCHOOL_WORD.test(o) && !isEventName(o, ctx)) return one("studies_at", cleanObject(o, "school", ctx), "school", "state");
      if (form === "s" || form === "base") return [];
      return destination(o, "event", ctx, form);
    } },
  { id: "work.host", ex: [["also, my grandmother in Pune is turning 90 in February, my family is planning a big party", "has_event party", "2025-11-08T16:31:24Z"]], near: ["I have a dog."], t: "{host|throw|organize|organise|plan|have} (?:a |an |my |our |the )?{O}", pred: null, kind: "event", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base") return null;
      const bare = strip(lower(stripTimes(o))).split(/\s+(?:with|at|in|on|for|to)\b/)[0]!;
      if (!/\b(?:party|dinner party|bbq|barbecue|barbeque|housewarming|shower|reunion|wedding|celebration|fundraiser|gathering|potluck|launch|event|meetup)$/.test(bare)) return null;
      return eventOut(o, form, ctx);
    } },
  { id: "work.speak_at", ex: [["I spoke at PyCon.", "attended PyCon"]], t: "{speak|present|perform|compete|play|exhibit|volunteer} (?:at|in) {O}", pred: null, kind: "event", obj: "event", build: ({ o, ctx, negated, form }) => {
      if (negated || form === "s" || form === "base" || !isEventName(o, ctx)) return null;
      return eventOut(o, form, ctx);
    } },
  { id: "work.graduate", ex: [["I'll graduate from Duke soon.", "graduated_from Duke"]], near: ["I will graduate soon."], t: "{graduate} (?:from )?{O}", pred: "graduated_from", kind: "event", obj: "school", build: ({ o, ctx, negated }) =>
      negated || /^(?:soon|later|eventually|early|late|on time|first|again|someday|one day|at last|finally|now|today|tomorrow|yesterday)\b/i.test(o.trim()) ? [] : /^(?:in|with|last|this|next|high school|college)\b/i.test(o) && !/^(?:high school|college)$/i.test(o) ? [] : one("graduated_from", cleanObject(o.replace(/^from\s+/i, ""), "school", ctx), "school", "event") },
  { id: "work.be_graduate_of", ex: [["I'm a graduate of Yale.", "graduated_from Yale"]], t: "{be} (?:a )?(?:graduate|grad|alum|alumnus|alumna) of {O}", pred: "graduated_from", kind: "event", obj: "school" },

];
