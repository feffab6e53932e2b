// Shared pattern fragments, written once: the rules' patterns (table/*.ts and the code readers) are built
// from these instead of spelling the months or the weekdays out again. Regex source text, no groups that
// capture, so a fragment can sit anywhere in a pattern.

/** A month, short or long, in lower case: "jan", "sept", "september". Case comes from the pattern's flags. */
export const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*";
/** A day of the week, in full. */
export const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
