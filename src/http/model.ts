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
});

export const errorResponses = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};
