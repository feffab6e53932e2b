import { DomainError } from "../domain/errors";
import { fieldName } from "./errors";

/** The largest body a route takes: a batch of 500 items of 16,000 characters, with room for escapes. */
export const MAX_BATCH_BODY_BYTES = 64 * 1024 * 1024;
/** Every other body: a 16,000-character memory with 8 KB of metadata fits many times over. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Arrays and objects inside one body; deeper is refused before parsing (batch items sit at 3, their metadata at 4). */
export const MAX_BODY_DEPTH = 32;

const texts = new WeakMap<Request, Promise<string>>();

function tooLarge(limit: number): DomainError {
  return new DomainError("invalid_request", `body: must be at most ${limit.toLocaleString("en-US")} bytes`);
}

/**
 * The body as text, read once per request (later readers get the same promise) and never past
 * `limit` bytes: a declared length over it is refused unread, a streamed one when it crosses it.
 */
export function bodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  let text = texts.get(request);
  if (!text) {
    text = readCapped(request, limit, request.headers.get("content-length"));
    texts.set(request, text);
  }
  return text;
}

async function readCapped(request: Request, limit: number, contentLength: string | null): Promise<string> {
  const declared = Number(contentLength ?? "0");
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a cloned body can wait on the other.
      void reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Refuses JSON nested deeper than `max` in one pass over the text, before JSON.parse and validation
 * see it, so a body costs time in proportion to its length and never to its nesting. The message names
 * the field the deep value sits in (at most three steps down), or `body` for the root.
 */
export function checkDepth(text: string, max = MAX_BODY_DEPTH): void {
  // Per open container: the key or index being filled, so the error can name where the nesting is.
  const path: string[] = [];
  const isArray: boolean[] = [];
  const index: number[] = [];
  let lastString = "";
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const start = ++i;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i += 2;
        else if (d === 34) break;
        else i++;
      }
      // Only short keys are kept for the message; a long string is never copied.
      lastString = i - start <= 200 ? text.slice(start, i) : "…";
      i++;
      continue;
    }
    if (c === 123 /* { */ || c === 91 /* [ */) {
      if (isArray.length >= max) {
        const where = fieldPath(path, isArray).map((p) => "/" + p.replaceAll("~", "~0").replaceAll("/", "~1")).join("");
        throw new DomainError("invalid_request", `${fieldName(where, "body")}: nests deeper than ${max} levels of arrays and objects`);
      }
      isArray.push(c === 91);
      index.push(0);
      if (c === 91) path.push("0");
      else path.push("");
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      isArray.pop();
      index.pop();
      path.pop();
    } else if (c === 58 /* : */ && isArray.length > 0 && !isArray[isArray.length - 1]) {
      path[path.length - 1] = lastString;
    } else if (c === 44 /* , */ && isArray.length > 0 && isArray[isArray.length - 1]) {
      const at = index.length - 1;
      index[at]! += 1;
      path[path.length - 1] = String(index[at]);
    }
    i++;
  }
}

/**
 * The field a too-deep value sits in: object keys, and the array indexes that lead to further keys
 * (`memories[3].metadata`), at most three keys; an index that only leads deeper into arrays ends it.
 */
function fieldPath(path: string[], isArray: boolean[]): string[] {
  const out: string[] = [];
  let keys = 0;
  for (let i = 0; i < path.length && keys < 3; i++) {
    if (isArray[i]) {
      if (i + 1 >= path.length || isArray[i + 1]) break;
      out.push(path[i]!);
    } else {
      out.push(path[i]!);
      keys++;
    }
  }
  return out;
}

/**
 * Checks an API request's body before Elysia parses it: at most `limit` bytes, sent as JSON, nested at
 * most MAX_BODY_DEPTH deep. The text is read from a clone (the original stays for Elysia's parser) and
 * kept for `bodyText`. An empty body passes: the route's own schema says whether it needs one.
 */
export async function checkJsonBody(request: Request, limit: number): Promise<void> {
  if (!request.body) return;
  if (!texts.has(request)) texts.set(request, readCapped(request.clone() as Request, limit, request.headers.get("content-length")));
  const text = await texts.get(request)!;
  if (text.trim() === "") return;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new DomainError(
      "invalid_request",
      `body: must be JSON sent with Content-Type: application/json (got ${type === "" ? "no content type" : type}; with curl, add -H 'content-type: application/json')`,
    );
  }
  checkDepth(text);
}
