import { canonicalTs, parseTimestamp } from "../clock";
import { longerThan } from "../chars";
import { DomainError, invalid } from "../errors";

// Field rules of a memory write that a JSON schema cannot say (they apply after stripping, or to
// serialized sizes). Single adds, edits and batch items all pass through these.

export const CONTENT_MAX = 16_000;
export const METADATA_MAX_BYTES = 8192;

export function checkContent(raw: string, field = "content"): string {
  const content = raw.trim();
  if (content.length === 0) throw invalid(field, "must not be blank");
  if (longerThan(content, CONTENT_MAX)) throw invalid(field, `must be at most ${CONTENT_MAX} characters after stripping whitespace`);
  return content;
}

function firstNonFinite(value: unknown, path: string): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const bad = firstNonFinite(v, `${path}[${i}]`);
      if (bad) return bad;
    }
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const bad = firstNonFinite(v, `${path}.${k}`);
      if (bad) return bad;
    }
  }
  return null;
}

/** Returns the compact JSON text that is stored. */
export function checkMetadata(value: Record<string, unknown> | null | undefined, field = "metadata"): string {
  if (value === undefined || value === null) return "{}";
  const bad = firstNonFinite(value, field);
  if (bad) throw new DomainError("invalid_request", `${bad}: must be a finite number`);
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text, "utf8") > METADATA_MAX_BYTES) {
    throw invalid(field, `must be at most ${METADATA_MAX_BYTES} bytes serialized`);
  }
  return text;
}

/** `timestamp`: omitted or blank = none (the write time applies); otherwise ISO 8601 or 422. */
export function checkEventTime(raw: string | null | undefined, field = "timestamp"): string | null {
  if (raw === undefined || raw === null || raw.trim() === "") return null;
  const ts = canonicalTs(raw);
  if (ts === null) throw invalid(field, "must be an ISO 8601 date or date-time");
  return ts;
}

export { parseTimestamp };
