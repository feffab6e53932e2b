import { randomBytes } from "node:crypto";

export type IdPrefix = "mem_" | "fct_" | "job_" | "aud_" | "acc_" | "prj_" | "key_" | "evt_" | "whk_";

/** `mem_` and `fct_` carry a hyphenated time-ordered UUID (a bare UUID finds a memory); others 32 hex. */
export function newId(prefix: IdPrefix): string {
  if (prefix === "mem_" || prefix === "fct_") return prefix + Bun.randomUUIDv7();
  return prefix + randomBytes(16).toString("hex");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accepts `mem_<uuid>` or a bare UUID; null when unparseable. */
export function parsePrefixedUuid(prefix: "mem_" | "fct_", raw: string, allowBare: boolean): string | null {
  const body = raw.startsWith(prefix) ? raw.slice(prefix.length) : allowBare ? raw : null;
  if (body === null || !UUID.test(body)) return null;
  return prefix + body.toLowerCase();
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: rejecting bytes above it keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}
