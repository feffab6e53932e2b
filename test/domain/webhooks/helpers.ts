import { createHmac } from "node:crypto";
import type { Received } from "../../helpers/webhook-receiver";

/**
 * Verifies a delivery the way a receiver would, independently of src/: HMAC-SHA256 over
 * `id.timestamp.rawBody`, keyed with the base64-decoded secret after `whsec_` (or the literal secret).
 */
export function verifySignature(r: Received, secret: string, opts: { legacy?: boolean } = {}): boolean {
  const id = r.headers["webhook-id"];
  const ts = r.headers["webhook-timestamp"];
  const header = r.headers["webhook-signature"];
  if (!id || !ts || !header) return false;
  const key = opts.legacy ? Buffer.from(secret, "utf8") : Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${ts}.${r.raw}`).digest("base64");
  return header.split(" ").some((s) => s === `v1,${expected}`);
}
