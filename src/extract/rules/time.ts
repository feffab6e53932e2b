// Time expressions: finding them in a clause (so they never end up inside an object), and turning the ones
// that carry a year, or that `now` makes exact ("last year", "next week"), into ISO dates. A date without
// a year ("in June", "on Friday") is recognised and stripped but gives no date: the contract says never guess.

import { WEEKDAY } from "./fragments";

export interface Day {
  y: number;
  m: number; // 1-12
  d: number;
}

export interface TimeInfo {
  from: string | null;
  until: string | null;
  /** The text points to the future ("next month", "tomorrow", a future date) or the past ("last year", "in 2019"). */
  direction: "future" | "past" | null;
  /** The text marks a state as ended ("anymore", "no longer"). */
  ended: boolean;
  /**
   * The next day a yearless date names ("in May", "on Friday", "on March 3rd", "at the end of the month"),
   * counted from now. Never a `from` of its own: only a plan said in the present points to the next such
   * day, so only planned facts take it (a past "in May" stays undated).
   */
  ahead: string | null;
  /** The text places the clause at the moment of speaking ("right now", "currently", "today"). */
  present: boolean;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_RE = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY_RE = "(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?";
const YEAR_RE = "(?:19|20)\\d{2}";
const NUM_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, "a couple of": 2, "a couple": 2, couple: 2 };
const NUM_RE = "(?:\\d{1,2}|a couple(?: of)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

function monthIndex(word: string): number {
  const w = word.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(w)) + 1;
}

export function parseNow(now: string): Day {
  const t = Date.parse(now);
  const d = Number.isNaN(t) ? new Date() : new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
}

export function iso(day: Day): string {
  return `${String(day.y).padStart(4, "0")}-${String(day.m).padStart(2, "0")}-${String(day.d).padStart(2, "0")}`;
}

function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

function addMonths(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1 + n, 1));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: 1 };
}

function valid(y: number, m: number, d: number): Day | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCMonth() === m - 1 ? { y, m, d } : null;
}

const RE_IN_N = new RegExp(`^in (?:${NUM_RE}) (?:day|week|month|year)s?$`);
const RE_DMY = new RegExp(`^(${DAY_RE})(?: of)? (${MONTH_RE}),? (${YEAR_RE})$`);
const RE_MDY = new RegExp(`^(${MONTH_RE}) (?:the )?(${DAY_RE}),? (${YEAR_RE})$`);
const RE_MY = new RegExp(`^(${MONTH_RE}),? (?:of )?(${YEAR_RE})$`);
const RE_Y = new RegExp(`^(${YEAR_RE})$`);
const RE_IN = new RegExp(`^in (${NUM_RE}) (day|week|month|year)s?$`);

/** One date expression (without its preposition) → a day, or null when it names no exact date. */
export function parseDate(expr: string, now: Day): Day | null {
  const t0 = expr.trim().toLowerCase().replace(/[.,]+$/, "");
  const s = RE_IN_N.test(t0) ? t0 : t0.replace(/^(?:the |early |late |mid-?|around |about |back in |in )/, "");
  let m: RegExpMatchArray | null;
  if ((m = s.match(/^(\d{4})-(\d{2})-(\d{2})$/))) return valid(+m[1]!, +m[2]!, +m[3]!);
  if ((m = s.match(/^(\d{4})-(\d{2})$/))) return valid(+m[1]!, +m[2]!, 1);
  if ((m = s.match(RE_DMY))) return valid(+m[3]!, monthIndex(m[2]!), parseInt(m[1]!, 10));
  if ((m = s.match(RE_MDY))) return valid(+m[3]!, monthIndex(m[1]!), parseInt(m[2]!, 10));
  if ((m = s.match(RE_MY))) return valid(+m[2]!, monthIndex(m[1]!), 1);
  if ((m = s.match(/^(spring|summer|fall|autumn|winter) (?:of )?((?:19|20)\d{2})$/))) return valid(+m[2]!, SEASONS[m[1]!]!, 1);
  if ((m = s.match(RE_Y))) return valid(+m[1]!, 1, 1);
  if (s === "today" || s === "now" || s === "right now") return now;
  // Back in time, the spec dates a fact only by "a date the text states with a year": last year and last
  // month name one (Jan 1, the month's 1st); "yesterday", "last week", "three years ago" do not, and the
  // fact keeps the time it was said. Ahead, a plan's start ("tomorrow", "next week", "in two weeks") is
  // kept: the spec is silent there, and a known start lets the plan become current on its day.
  if (s === "tomorrow") return addDays(now, 1);
  if (s === "the day after tomorrow") return addDays(now, 2);
  if ((m = s.match(/^(last|this|next) (week|month|year)$/))) {
    const k = m[1] === "last" ? -1 : m[1] === "next" ? 1 : 0;
    if (m[2] === "year") return { y: now.y + k, m: 1, d: 1 };
    if (m[2] === "month") return addMonths(now, k);
    return k > 0 ? addDays(now, 7 * k) : null;
  }
  if ((m = s.match(RE_IN))) {
    const n = NUM_WORDS[m[1]!] ?? parseInt(m[1]!, 10);
    if (m[2] === "year") return { y: now.y + n, m: 1, d: 1 };
    if (m[2] === "month") return addMonths(now, n);
    return addDays(now, (m[2] === "week" ? 7 : 1) * n);
  }
  return null;
}

// A date phrase, any form we recognise (exact or not). Order matters: longer forms first.
const DATE_PHRASE =
  `(?:\\d{4}-\\d{2}(?:-\\d{2})?` +
  `|${DAY_RE}(?: of)? ${MONTH_RE}(?:,? ${YEAR_RE})?` +
  `|${MONTH_RE} (?:the )?${DAY_RE}(?:,? ${YEAR_RE})?` +
  `|(?:early |late |mid-?)?${MONTH_RE},? (?:of )?${YEAR_RE}` +
  `|(?:the )?(?:early |late )?(?:spring|summer|fall|autumn|winter)(?: (?:of )?${YEAR_RE})?` +
  `|(?:early |late |mid-?)?${YEAR_RE}` +
  `|(?:(?:every|each) (?:day|week|month|year|morning|evening|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other (?:day|week)))` +
  `|(?:(?:last|this|tomorrow|yesterday) (?:night|morning|evening|afternoon))` +
  `|(?:(?:early |late |mid-?)?(?:last|this|next) (?:week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december))` +
  `|(?:${NUM_RE}|a few|several|many|some|a couple of|quite a few) (?:day|week|month|year)s? ago)`;

// After a preposition a bare month, weekday or season is a time too ("in June", "on Friday"); alone, "may" is a verb.
const DATE_AFTER_PREP =
  `(?:${DATE_PHRASE}|(?:early |late |mid-?)?${MONTH_RE}\\b|${WEEKDAY}s?|(?:the )?(?:spring|summer|fall|autumn|winter))`;

// "in March 2021", "since 2019", "last year", "next month", "until June 2025", "from 2019 to 2021".
const TIME_EXPR = new RegExp(
  `(?:,\\s*)?\\b(?:` +
    `(?:(?:back |way back )?in|on|since|from|as of|starting(?: in| on| from)?|beginning(?: in| on)?|until|till|til|through|by|before|after|around|during|over|in the|at the (?:end|beginning|start) of|(?:at )?the (?:end|beginning|start) of)\\s+${DATE_AFTER_PREP}(?:\\s+(?:to|until|till|-|through)\\s+${DATE_AFTER_PREP})?` +
    `|${DATE_PHRASE}` +
    `|yesterday|today|tonight|tomorrow|the day (?:before yesterday|after tomorrow)` +
    // "started at Acme Monday": a bare weekday closing the clause is when; anywhere else it may be a name ("Monday.com").
    `|${WEEKDAY}(?=\\s*(?:[,;!?]|\\.(?!\\w)|$))` +
    `|(?:at )?\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)|at (?:noon|midnight)` +
    `|in (?:${NUM_RE}) (?:day|week|month|year)s?` +
    // "we moved the week before", "started a month after that": when, counted from another event.
    `|(?:the|a|one|${NUM_RE}) (?:day|night|week|weekend|month|year)s? (?:before|after|later|earlier)(?: that)?` +
    `|(?:on|at) the weekend|this coming weekend|the coming weekend|over (?:the )?(?:(?:(?:easter|christmas|bank holiday|long|holiday|half-term|new year) )?(?:weekend|holidays?|break)|christmas|easter|new year|past (?:few |couple of )?(?:days|weeks|months|years))` +
    `|for (?:the (?:past|last) )?(?:${NUM_RE}|a few|several|many|over \\d+|almost \\d+|nearly \\d+|about \\d+) (?:day|week|month|year|decade)s?(?: now)?` +
    `|for (?:a (?:long )?while|ages|years|months|decades|a long time|some time|the (?:summer|winter|year|weekend))` +
    `|(?<!\\bas )(?:soon|shortly)(?![\\w-]|\\s+as\\b|\\s+after\\b)|any (?:day|minute|week) now|in a (?:bit|little while)|before long|(?:right )?now|nowadays|these days|currently|at the moment|anymore|any more|any longer|lately|recently|again|so far|for now|for good|these past (?:few )?(?:day|week|month|year)s|this (?:summer|winter|spring|fall|autumn|weekend|morning|evening|afternoon)` +
    `|since (?:i was (?:a kid|a child|little|young|\\d+)|childhood|high school|college|university|forever|then)` +
    `|as a (?:kid|child|teenager|teen)|when i was (?:a kid|a child|little|young|younger|\\d+)|growing up|in (?:my|the|his|her|their|our) (?:early |late |mid-?)?(?:childhood|teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|\\d0s|past)` +
    `|since (?:the )?age (?:of )?\\d{1,2}|since (?:many|several|some|a few|${NUM_RE}) (?:day|week|month|year)s` +
    `)\\b`,
  "gi",
);

/** The clause without its time expressions (for finding the object), keeping everything else. */
export function stripTimes(s: string): string {
  return s.replace(TIME_EXPR, " ").replace(/\s{2,}/g, " ").replace(/\s+([,.!?;])/g, "$1").trim();
}

const PREP_DATE = new RegExp(
  `\\b(back in|in|on|since|from|as of|starting(?: in| on| from)?|beginning(?: in| on)?|until|till|til|through|by|in the|at the (?:end|beginning|start) of|the (?:end|beginning|start) of|during)?\\s*(${DATE_AFTER_PREP}|yesterday|today|tomorrow|the day before yesterday|the day after tomorrow|in ${NUM_RE} (?:day|week|month|year)s?)(?:\\s+(?:to|until|till|-|through)\\s+(${DATE_PHRASE}))?\\b`,
  "gi",
);

/**
 * What every date PREP_DATE reads holds somewhere (a digit, a month, a day's or a season's word): a clause
 * without any is not scanned, which is most clauses and the costly part of reading the time.
 */
const DATE_CUE = /\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|day|tomorrow|week|month|year|night|morning|evening|afternoon|spring|summer|fall|autumn|winter/i;

/** "on first of April": the day spelled out, as speakers of other languages often write it. */
const DAY_WORD = "(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty-first)";
const RE_YEARLESS_AHEAD = new RegExp(`\\b(?:on (?:the )?(?:${DAY_RE}|${DAY_WORD})(?: of)? ${MONTH_RE}\\b|on ${MONTH_RE} (?:the )?${DAY_RE}\\b|on the ${DAY_RE}\\b|(?:in|this) (?:early |late |mid-?)?${MONTH_RE}\\b(?! \\d))`);

/** Dates and direction stated in a clause, relative to `now`. */
export function timeInfo(clause: string, now: Day): TimeInfo {
  const info: TimeInfo = { from: null, until: null, direction: null, ended: false, ahead: null, present: false };
  const lower = clause.toLowerCase();
  if (/\b(?:anymore|any more|any longer|no longer)\b/.test(lower)) info.ended = true;
  const today = iso(now);
  for (const m of DATE_CUE.test(lower) ? lower.matchAll(PREP_DATE) : []) {
    const prep = (m[1] ?? "").trim();
    const first = m[2]!;
    const second = m[3];
    // "a 2015 Honda Civic", "my 2019 MacBook": a model year names the thing, not when anything happened.
    if (!prep && /^\d{4}$/.test(first) && /\b(?:a|an|my|our|the|his|her|their|this|that)\s*$/.test(lower.slice(0, m.index))) continue;
    // "for 5 years" etc. is handled below; bare numbers such as ages never reach here (DATE_PHRASE needs a year/month/word).
    const day = parseDate(first.startsWith("in ") && !/\d{4}/.test(first) ? first : first, now);
    const untilLike = /^(until|till|til|through|by)$/.test(prep);
    const isFuture = day ? iso(day) > today : /\bnext\b|tomorrow|^in \w+ (?:day|week|month|year)/.test(first);
    const isPast = day ? iso(day) < today && !/^(today|now)$/.test(first) : /\blast\b|\bago\b|yesterday/.test(first);
    if (!untilLike) {
      if (isFuture) info.direction = "future";
      else if (isPast && info.direction === null) info.direction = "past";
    }
    if (untilLike) {
      if (day && info.until === null) info.until = iso(day);
    } else if (day && info.from === null) {
      info.from = iso(day);
      if (second) {
        const end = parseDate(second, now);
        if (end) info.until = iso(end);
      }
    }
  }
  // "this weekend" said on a Saturday or Sunday is under way (a plan for it may still lie ahead that day).
  const weekendNow = THIS_WEEKEND.test(lower) && !/\bcoming\s+weekend\b/.test(lower) && isWeekend(now);
  if (weekendNow) info.present = true;
  // "on Friday", "tonight", "this weekend", "soon": no date, but ahead of now when said in the present.
  if (info.direction === null && /\b(?:(?<!\bas )(?:soon|shortly)(?![\w-]|\s+as\b|\s+after\b)|any (?:day|minute|week) now|in a (?:bit|little while)|before long|tonight|this (?:weekend|evening|afternoon)|(?:on|next|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/.test(lower)) info.direction = "future";
  // "on March 3rd", "on the 14th", "in May" without a year: said in the present, the next one.
  if (info.direction === null && !/\b(?:19|20)\d{2}\b/.test(lower) && RE_YEARLESS_AHEAD.test(lower)) info.direction = "future";
  if (info.from === null && !/\b(?:19|20)\d{2}\b/.test(lower)) info.ahead = nextDayNamed(lower, now);
  if (info.direction === null && !weekendNow && /\b(?:right now|currently|at the moment|at present|as we speak|as i (?:write|type)|today)\b/.test(lower)) info.present = true;
  // "I've lived here for 5 years" gives no start: the spec leaves a duration undated, like "N years ago"
  // (its start would be a guess to the year, and an invented date misorders updates).
  return info;
}

const THIS_WEEKEND = /\b(?:this(?: coming)?|the coming|over the|on the|at the)\s+weekend\b/;
const isWeekend = (day: Day) => [0, 6].includes(new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay());

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const lastDayOf = (y: number, m: number): Day => addDays(m === 12 ? { y: y + 1, m: 1, d: 1 } : { y, m: m + 1, d: 1 }, -1);
const after = (a: Day, b: Day) => iso(a) > iso(b);

const RE_END_OF_MONTH = /\b(?:at\s+|by\s+)?the\s+(end|beginning|start|middle)\s+of\s+(?:the|this)\s+month\b/;
const RE_PART_OF = new RegExp(`\\b(?:at\\s+|by\\s+)?the\\s+(end|beginning|start|middle)\\s+of\\s+(${MONTH_RE})\\b(?!\\s+\\d)`);
const RE_DAY_MONTH = new RegExp(`\\b(?:on|from|for|by|starting(?:\\s+on)?|beginning(?:\\s+on)?)\\s+(?:the\\s+)?(${DAY_RE}|${DAY_WORD})(?:\\s+of)?\\s+(${MONTH_RE})\\b(?![\\s,]+\\d)`);
const RE_MONTH_DAY = new RegExp(`\\b(?:on|from|for|by|starting(?:\\s+on)?|beginning(?:\\s+on)?)\\s+(${MONTH_RE})\\s+(?:the\\s+)?(${DAY_RE})(?![\\w,]|\\s*,?\\s*\\d)`);
const RE_MONTH = new RegExp(`\\b(?:in|this|from|starting(?:\\s+in)?|beginning(?:\\s+in)?|come|by|until|for)\\s+(?:early\\s+|mid-?|late\\s+)?(${MONTH_RE})\\b(?!\\s+\\d)`);
const RE_WEEKDAY = /\b(?:on|this|from|starting(?:\s+on)?|by|come|until|is)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
const RE_NTH = new RegExp(`\\bon\\s+the\\s+(${DAY_RE})\\b(?!\\s+(?:of\\s+)?${MONTH_RE})`);
const DAY_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"];
const dayNumber = (w: string) => {
  const n = parseInt(w, 10);
  if (!Number.isNaN(n)) return n;
  const i = DAY_WORDS.indexOf(w);
  if (i >= 0) return i + 1;
  if (w === "thirtieth") return 30;
  if (w === "thirty-first") return 31;
  const t = w.match(/^twenty-(\w+)$/);
  return t ? 20 + DAY_WORDS.indexOf(t[1]!) + 1 : NaN;
};

/** The next month and day (after today) that fall on this month and day: this year's, else next year's. */
function nextOf(m: number, d: number, now: Day): Day | null {
  const here = valid(now.y, m, d);
  if (here && after(here, now)) return here;
  return valid(now.y + 1, m, d);
}

/** The next day a yearless date names, after `now`; null when the clause names none (or names today). */
function nextDayNamed(lower: string, now: Day): string | null {
  let m: RegExpMatchArray | null;
  if ((m = lower.match(RE_END_OF_MONTH))) {
    const day = m[1] === "end" ? lastDayOf(now.y, now.m) : m[1] === "middle" ? { y: now.y, m: now.m, d: 15 } : null;
    return day && after(day, now) ? iso(day) : null;
  }
  if ((m = lower.match(RE_PART_OF))) {
    const month = monthIndex(m[2]!);
    const y = month > now.m || (month === now.m && m[1] !== "beginning" && m[1] !== "start") ? now.y : now.y + 1;
    const day = m[1] === "end" ? lastDayOf(y, month) : { y, m: month, d: m[1] === "middle" ? 15 : 1 };
    return after(day, now) ? iso(day) : null;
  }
  if ((m = lower.match(RE_DAY_MONTH))) {
    const day = nextOf(monthIndex(m[2]!), dayNumber(m[1]!.replace(/(?:st|nd|rd|th)$/, "")), now);
    return day ? iso(day) : null;
  }
  if ((m = lower.match(RE_MONTH_DAY))) {
    const day = nextOf(monthIndex(m[1]!), parseInt(m[2]!, 10), now);
    return day ? iso(day) : null;
  }
  // "in May" said in May is under way, no day ahead.
  if ((m = lower.match(RE_MONTH))) {
    const month = monthIndex(m[1]!);
    return month === now.m ? null : iso({ y: month > now.m ? now.y : now.y + 1, m: month, d: 1 });
  }
  // "this weekend": from the coming Saturday (said at the weekend, it is under way: no day ahead).
  if (THIS_WEEKEND.test(lower)) {
    const coming = /\bcoming\s+weekend\b/.test(lower);
    if (isWeekend(now) && !coming) return null;
    const today = new Date(Date.UTC(now.y, now.m - 1, now.d)).getUTCDay();
    return iso(addDays(now, 6 - today || 7));
  }
  if ((m = lower.match(RE_WEEKDAY))) {
    const today = new Date(Date.UTC(now.y, now.m - 1, now.d)).getUTCDay();
    const ahead = (WEEKDAYS.indexOf(m[1]!) - today + 7) % 7 || 7;
    return iso(addDays(now, ahead));
  }
  if ((m = lower.match(RE_NTH))) {
    const d = parseInt(m[1]!, 10);
    const day = d > now.d ? valid(now.y, now.m, d) : null;
    const next = day ?? valid(now.m === 12 ? now.y + 1 : now.y, now.m === 12 ? 1 : now.m + 1, d);
    return next ? iso(next) : null;
  }
  return null;
}
