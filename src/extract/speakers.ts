// Who says it. A memory written as a transcript line ("Caroline: I went to a support group", "[Caroline]
// ...", "Caroline said: ...") states facts about its speaker, not about the end user. This stage wraps any
// extractor (rules or ollama): it splits the text into turns, lets the extractor read each turn's words as
// if spoken by "I", and then gives the result to whoever spoke:
// - the end user (`User:`, `Me:`, `You said:` of a chat export, or a name the caller knows as the end
//   user's): unchanged, as unprefixed text is;
// - the assistant (`Assistant:`, `AI:`, `Bot:`, a known agent name): nothing; an assistant's "I" is not the
//   user, and what it says back about the user is not the user telling it;
// - anyone else: the speaker becomes the subject (subject_type person) of what "I" stated; instructions
//   are dropped (they were said to a person, not to the assistant), and the held-value signals (endings,
//   replacements, realizations, namings) are dropped because the pipeline applies them to the end user.
// Image captions ("[image: a dog on a beach]") describe a photo; they are not speech and are removed first.

import type { CandidateFact, Extraction, ExtractInput, Extractor } from "./types";
import { SELF } from "./types";
import { SEED_BY_NAME } from "./vocabulary";

/** Names the caller knows for this memory's end user (user id, stated name) and agent (agent id). */
export interface KnownSpeakers {
  user?: readonly (string | null | undefined)[];
  assistant?: readonly (string | null | undefined)[];
}

/**
 * `speaker`: who said the memory when its writer says so outside the text (metadata `speaker`, else
 * `role`: "assistant", "user", "Caroline"); it labels text that carries no label of its own.
 */
export type SpeakerInput = ExtractInput & { speakers?: KnownSpeakers; speaker?: string | null };

/** What the stage gives the extractor for one turn: `turn` says the words are a labelled transcript turn. */
export type TurnInput = ExtractInput & { turn?: boolean };

export type Role = "user" | "assistant" | "other";

export interface Turn {
  /** The label as written ("Caroline"), null for text with no speaker label. */
  speaker: string | null;
  role: Role | null;
  text: string;
}

const USER_WORDS = new Set(["user", "me", "you", "human", "customer", "client", "end user", "enduser"]);
const ASSISTANT_WORDS = new Set([
  "assistant", "ai", "bot", "agent", "system", "model", "chatbot", "ai assistant", "gpt", "chatgpt", "claude", "gemini", "copilot", "llm", "engram",
]);

/**
 * Labels that head a line without being anyone: notes, headings, times. A speaker label is a name (one to
 * three capitalised words, or a role word in any case); these common heading words are never taken for one.
 */
const NOT_SPEAKERS = new Set([
  "update", "updates", "note", "notes", "ps", "p.s", "p.s.", "pps", "re", "fyi", "fwd", "reminder", "reminders", "edit", "edited", "todo", "to-do", "to do",
  "summary", "question", "questions", "q", "a", "answer", "tip", "tips", "warning", "important", "status", "news", "context", "background", "goal", "goals",
  "plan", "plans", "idea", "ideas", "subject", "title", "date", "time", "location", "place", "result", "results", "caveat", "disclaimer", "source", "sources",
  "quote", "step", "day", "week", "morning", "afternoon", "evening", "night", "today", "tonight", "yesterday", "tomorrow", "weekend", "monday", "tuesday",
  "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
  "november", "december", "breakfast", "lunch", "dinner", "pros", "cons", "spoiler", "tl;dr", "tldr", "btw", "nb", "n.b", "n.b.", "aside", "correction",
  "addendum", "hint", "lesson", "fact", "facts", "rule", "rules", "example", "highlights", "agenda", "diary", "dear diary", "journal", "log", "entry", "feedback",
  "bonus", "also", "and", "but", "so", "ok", "okay", "well", "anyway", "honestly", "seriously", "basically", "update from me", "quick update", "good news",
  "bad news", "big news", "fun fact", "side note", "random thought", "thought", "thoughts", "question for you", "food for thought", "pro tip", "heads up",
  "status update", "life update", "news flash", "recap", "progress", "checklist", "list", "reason", "reasons", "problem", "issue", "solution", "fix",
  "attention", "announcement", "alert", "urgent", "info", "details", "detail", "misc", "other", "notice", "disclosure", "p", "s", "confession",
  "translation", "definition", "meaning", "verdict", "mood", "status", "weather", "lol", "omg", "wow", "yes", "no", "hi", "hey", "hello", "thanks",
]);

const NAME_WORD = "[\\p{Lu}][\\p{L}'’.-]*";
const NAME = `${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}`;
/** "Caroline: ...", "user: ...", "Dr. Patel: ...": a label up to 40 characters before a colon and a space. */
const COLON_LABEL = /^\s*([^:\n\[\]]{1,40}?)\s*:\s+(?=\S)/u;
/** "[Caroline] ...", "[User]: ...". */
const BRACKET_LABEL = /^\s*\[([^\]\n:]{1,40})\]\s*:?\s*(?=\S)/u;
/** "Caroline said: ...", "You said:", "Mel wrote, ...". */
const SAID_LABEL = new RegExp(`^\\s*(${NAME}|[a-z]+)\\s+(?:said|says|wrote|writes|replied|replies|asked|asks|answered|answers|texted|texts)\\s*[:,]\\s+(?=\\S)`, "u");
const NAME_ONLY = new RegExp(`^(?:${NAME})$`, "u");
/** "[image: a dog on a beach]", "[photo: ...]", "(image: ...)": a description of a picture, not speech. */
const CAPTION = /\s*[\[(](?:image|photo|picture|img|pic|attachment|shared image|sticker|gif|video)\b[^\])]*[\])]/giu;

const CAPTION_WORD = /^(?:image|photo|picture|img|pic|attachment|shared image|sticker|gif|video)\b/i;

const key = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

function roleOf(label: string, known: KnownSpeakers | undefined): Role | null {
  const k = key(label);
  if (!k) return null;
  for (const n of known?.user ?? []) if (n && key(n) === k) return "user";
  for (const n of known?.assistant ?? []) if (n && key(n) === k) return "assistant";
  if (USER_WORDS.has(k)) return "user";
  if (ASSISTANT_WORDS.has(k)) return "assistant";
  if (NOT_SPEAKERS.has(k) || NOT_SPEAKERS.has(k.replace(/\.$/, ""))) return null;
  // A name: capitalised words, no digits ("10:30" is a time, "Step 2" a heading), not a sentence.
  if (!NAME_ONLY.test(label.trim())) return null;
  const words = k.split(" ");
  if (words.some((w) => NOT_SPEAKERS.has(w) && words.length === 1)) return null;
  return "other";
}

/** The speaker label at the start of a line and the words after it, or null when the line has none. */
export function speakerLabel(line: string, known?: KnownSpeakers): { label: string; role: Role; rest: string } | null {
  for (const re of [BRACKET_LABEL, SAID_LABEL, COLON_LABEL]) {
    const m = line.match(re);
    if (!m) continue;
    const label = m[1]!.trim();
    // "[image: ...]" at the start is a caption, not a bracketed speaker.
    if (re === BRACKET_LABEL && CAPTION_WORD.test(label)) continue;
    const role = roleOf(label, known);
    if (role) return { label, role, rest: line.slice(m[0].length) };
  }
  return null;
}

/** The text with picture descriptions removed. */
export const withoutCaptions = (text: string) => text.replace(CAPTION, "").replace(/[ \t]+\n/g, "\n").trim();

/**
 * The turns of a memory: each labelled line starts a turn, an unlabelled line continues the one before
 * (or is the end user's text when nothing came before). Text with no speaker label is one turn, unchanged.
 */
export function turns(text: string, known?: KnownSpeakers): Turn[] {
  const out: Turn[] = [];
  for (const line of text.split(/\r?\n/)) {
    const lab = line.trim() ? speakerLabel(line, known) : null;
    if (lab) out.push({ speaker: lab.label, role: lab.role, text: lab.rest });
    else if (out.length) out[out.length - 1]!.text += `\n${line}`;
    else out.push({ speaker: null, role: null, text: line });
  }
  return out;
}

const family = (predicate: string) => SEED_BY_NAME.get(predicate)?.family ?? null;

/** "sister" said by Caroline is Caroline's sister, not the end user's. */
function ownedBy(subject: string, speaker: string): string {
  return /^[a-z]/.test(subject) ? `${speaker}'s ${subject}` : subject;
}

/** What one turn's extraction says, given to its speaker. */
export function attribute(ex: Extraction, turn: Turn): Extraction {
  if (turn.role === null || turn.role === "user") return ex;
  if (turn.role === "assistant") return { facts: [], aliases: [] };
  const name = turn.speaker!;
  const facts: CandidateFact[] = [];
  for (const f of ex.facts) {
    if (family(f.predicate) === "instructions") continue;
    const self = f.subject === SELF;
    facts.push({
      ...f,
      subject: self ? name : ownedBy(f.subject, name),
      subject_type: self ? "person" : f.subject_type,
      object: f.object === SELF ? name : f.object,
    });
  }
  const aliases = ex.aliases.map((a) => (a.from === SELF ? { ...a, from: name, subject_type: "person" as const } : a));
  return { facts, aliases };
}

function merge(parts: Extraction[]): Extraction {
  if (parts.length === 1) return parts[0]!;
  const out: Required<Extraction> = { facts: [], aliases: [], endings: [], replacements: [], realizations: [], namings: [] };
  for (const p of parts) {
    out.facts.push(...p.facts);
    out.aliases.push(...p.aliases);
    out.endings.push(...(p.endings ?? []));
    out.replacements.push(...(p.replacements ?? []));
    out.realizations.push(...(p.realizations ?? []));
    out.namings.push(...(p.namings ?? []));
  }
  return out;
}

/** The text, headed by the writer's `speaker` when that is a speaker and the text starts with no label. */
function labelled(input: SpeakerInput): string {
  const who = input.speaker?.trim();
  // The end user's own words are read as unlabelled text is: nothing to add.
  const role = who ? roleOf(who, input.speakers) : null;
  if (!who || role === null || role === "user") return input.text;
  const firstLine = input.text.split(/\r?\n/, 1)[0]!;
  return speakerLabel(firstLine, input.speakers) ? input.text : `${who}: ${input.text}`;
}

const QUICK = /[:\]\[]|\bsaid\b|\bwrote\b|\bsays\b|\breplied\b|\basked\b|\btexted\b|\bwrites\b|\banswered\b|\breplies\b|\basks\b|\btexts\b|\banswers\b/i;

/** The extractor, reading transcript lines as said by their speaker (see the top of this file). */
export function withSpeakers(inner: Extractor): Extractor {
  return {
    name: inner.name,
    async extract(input: SpeakerInput): Promise<Extraction> {
      const text = labelled(input);
      // Most memories have no label and no caption: they go through untouched.
      if (!QUICK.test(text)) return inner.extract({ text, now: input.now });
      const parts: Extraction[] = [];
      for (const turn of turns(text, input.speakers)) {
        if (turn.role === "assistant") continue;
        const text = withoutCaptions(turn.text);
        if (!text) continue;
        const said: TurnInput = { text, now: input.now, turn: turn.role !== null };
        parts.push(attribute(await inner.extract(said), turn));
      }
      return parts.length ? merge(parts) : { facts: [], aliases: [] };
    },
  };
}
