import { isIP } from "node:net";
import { ENGRAM_VERSION } from "../../version";
import { AddressRefused, checkUrl, type CheckedUrl, type Resolver } from "./address";
import { signatureHeader, signingKeys } from "./sign";

export interface SendOptions {
  /** ENGRAM_WEBHOOK_ALLOW_PRIVATE: no address checks, `http://` allowed, connect by name. */
  allowPrivate: boolean;
  /** Budget for DNS, connect, TLS, sending and the status line with headers (15 s). */
  timeoutMs: number;
  resolve?: Resolver;
  fetch?: typeof fetch;
  /** Extra TLS options, e.g. a CA for a receiver with a self-signed certificate (tests, private CAs). */
  tls?: { ca?: string | string[] };
  /** Aborts the attempt without counting it (worker shutdown). */
  stop?: AbortSignal;
  /** Unix seconds for `webhook-timestamp`, read just before signing. */
  nowSeconds: () => number;
}

export type AttemptResult =
  | { kind: "ok"; status: number }
  | { kind: "failed"; status: number | null; error: string }
  | { kind: "stopped" };

/** The envelope: `{event, data, project_id}`; the quota warning (no project) carries no `project_id`. */
export function envelope(event: string, data: Record<string, unknown>, projectId: string | null): string {
  return JSON.stringify(projectId === null ? { event, data } : { event, data, project_id: projectId });
}

/**
 * Where the request goes: to the checked address, with `Host` and TLS (SNI and the certificate check)
 * on the hostname, so no second DNS lookup happens. With the guard off, to the URL as written.
 */
export function pinnedRequest(checked: CheckedUrl): { url: string; headers: Record<string, string>; tls: { serverName?: string } } {
  if (checked.address === null) return { url: checked.url.href, headers: {}, tls: {} };
  const pinned = new URL(checked.url.href);
  pinned.hostname = isIP(checked.address) === 6 ? `[${checked.address}]` : checked.address;
  return { url: pinned.href, headers: { host: checked.url.host }, tls: isIP(checked.hostname) ? {} : { serverName: checked.hostname } };
}

/**
 * One attempt: check the URL (resolving the host once), sign, and POST to the checked address with
 * TLS SNI, certificate check and `Host` on the hostname. Nothing is sent when the address is refused.
 * Redirects are not followed; only a 2xx is success; the response body is not read.
 */
export async function sendOnce(
  target: { url: string; secret: string; legacySignature: boolean; deliveryId: string; body: string },
  opts: SendOptions,
): Promise<AttemptResult> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.stop ? AbortSignal.any([timeout, opts.stop]) : timeout;
  const stopped = () => opts.stop?.aborted === true && !timeout.aborted;
  const budget = opts.timeoutMs % 1000 === 0 ? `${opts.timeoutMs / 1000} s` : `${opts.timeoutMs} ms`;
  try {
    const checked = await checkUrl(target.url, { allowPrivate: opts.allowPrivate, resolve: opts.resolve, signal });
    const pinned = pinnedRequest(checked);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": `engram-webhooks/${ENGRAM_VERSION}`,
      ...pinned.headers,
    };
    const tls: Record<string, unknown> = { ...opts.tls, ...pinned.tls };
    const timestamp = opts.nowSeconds();
    headers["webhook-id"] = target.deliveryId;
    headers["webhook-timestamp"] = String(timestamp);
    headers["webhook-signature"] = signatureHeader(signingKeys(target.secret, target.legacySignature), target.deliveryId, timestamp, target.body);
    const doFetch = opts.fetch ?? fetch;
    const res = await doFetch(pinned.url, {
      method: "POST",
      headers,
      body: target.body,
      redirect: "manual",
      signal,
      ...(Object.keys(tls).length ? { tls } : {}),
    } as RequestInit);
    void res.body?.cancel().catch(() => {});
    if (res.status >= 200 && res.status < 300) return { kind: "ok", status: res.status };
    const where = res.status >= 300 && res.status < 400 ? ` (redirect to ${res.headers.get("location") ?? "?"} not followed)` : "";
    return { kind: "failed", status: res.status, error: `HTTP ${res.status}${where}` };
  } catch (err) {
    if (stopped()) return { kind: "stopped" };
    if (err instanceof AddressRefused) return { kind: "failed", status: null, error: `address refused, nothing sent: url ${err.message}` };
    if (timeout.aborted) return { kind: "failed", status: null, error: `timed out after ${budget}` };
    const e = err as { code?: string; message?: string };
    return { kind: "failed", status: null, error: `${e.code ? `${e.code}: ` : ""}${e.message ?? String(err)}`.slice(0, 500) };
  }
}
