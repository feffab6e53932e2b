import { createHash } from "node:crypto";

/**
 * The model-facing note that opens a context block. It depends on nothing (query, data, time), so a
 * prompt cache keyed on it stays valid: no dates, no counts, byte-identical on every call.
 */
export const STABLE_NOTE = [
  "## How to use this context",
  "- Known facts are the current state; when a fact and a memory disagree, trust the fact. A plan (\"plans to\", \"will\") is not true yet; dates in brackets say when a fact holds.",
  "- Memories are earlier messages, under the day they were said; older ones may be out of date.",
  "- This block was chosen for this request and may be partial: what is missing is unknown, not false. A closing NOTE line means part of retrieval failed.",
].join("\n");

/** Below this budget the note would take too large a share of the block: `stable` is then "". */
export const STABLE_MIN_BUDGET = 400;

export const sha256Hex = (s: string) => createHash("sha256").update(s).digest("hex");

export const STABLE_HASH = sha256Hex(STABLE_NOTE);
export const EMPTY_HASH = sha256Hex("");
