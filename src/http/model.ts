import { t } from "elysia";

export const ErrorBody = t.Object(
  { code: t.String(), message: t.String() },
  { additionalProperties: true, description: "Every error: `code` (stable slug) and `message`, plus code-specific fields." },
);

/** The `user_id`/`agent_id` rule: 1-255 characters, no `/`, no control characters, not `.` or `..`. */
export const ScopeId = t.String({
  minLength: 1,
  maxLength: 255,
  pattern: "^(?!\\.\\.?$)[^/\\u0000-\\u001f\\u007f]+$",
  description: "1-255 characters, no `/`, no control characters, not `.` or `..`",
  // A real value: without it /docs fills the field from the pattern with noise that the pattern refuses.
  examples: ["alice"],
});

export const errorResponses = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};

/**
 * The largest `offset` taken: the largest integer a JSON number holds exactly. A larger one would reach
 * SQLite as a float and fail, so it is refused as 422 naming `offset`.
 */
export const MAX_OFFSET = Number.MAX_SAFE_INTEGER;

export const Offset = t.Optional(
  t.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0, description: "rows to skip, >= 0 (default 0); with `total`, pages through the list" }),
);

/** A page size: `limit` from 1 to `max`. */
export const Limit = (max: number, dflt: number) =>
  t.Optional(t.Integer({ minimum: 1, maximum: max, default: dflt, description: `rows per page, 1-${max} (default ${dflt})` }));
