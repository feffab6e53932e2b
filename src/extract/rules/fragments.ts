// Shared pattern fragments, written once: the rules' patterns (table/*.ts and the code readers) are built
// from these instead of spelling the months or the weekdays out again. Regex source text, no groups that
// capture, so a fragment can sit anywhere in a pattern.

/** A month, short or long, in lower case: "jan", "sept", "september". Case comes from the pattern's flags. */
export const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*";
/** A day of the week, in full. */
export const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";

/** A month's name, or a word ending in "day" (a weekday, "today"): never a place or a name. */
export const MONTH_OR_DAY_WORD = new RegExp(`^${MONTH}$|day$`, "i");
/** A month's name alone, lower case (the value is lower-cased first). */
export const MONTH_WORD = new RegExp(`^${MONTH}$`);
/** A value that names a date: a digit or a month. */
export const DATE_HINT = new RegExp(String.raw`\d|\b${MONTH}\b`, "i");
/** A time, not a value: a month, a season or a weekday on its own. */
export const WHEN_WORD = new RegExp(String.raw`^(?:early |late |mid-?)?${MONTH}\.?$|^(?:the )?(?:spring|summer|fall|autumn|winter)$|^${WEEKDAY}$`, "i");
