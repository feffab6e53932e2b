import { createHmac, randomBytes } from "node:crypto";

export const SECRET_PREFIX = "whsec_";

/** `whsec_` + base64 of 32 random bytes. */
export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

/**
 * The signing keys of an endpoint, in the order their signatures are listed. Standard: the base64-decoded
 * part after `whsec_`. Legacy (imported endpoints): the literal secret string; the standard signature is
 * listed after it, so a receiver moving to the standard key keeps verifying ("accept if any matches").
 */
export function signingKeys(secret: string, legacy: boolean): Buffer[] {
  const decoded = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  return legacy ? [Buffer.from(secret, "utf8"), decoded] : [decoded];
}

/** `webhook-signature`: space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per key. */
export function signatureHeader(keys: Buffer[], id: string, timestamp: number, body: string): string {
  const signed = `${id}.${timestamp}.${body}`;
  return keys.map((k) => `v1,${createHmac("sha256", k).update(signed, "utf8").digest("base64")}`).join(" ");
}
