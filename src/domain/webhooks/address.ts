import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

// Webhook address safety: an endpoint may only reach the public internet. The host is resolved once,
// every address is checked, and the request then goes to the checked address (see deliver.ts), so a
// DNS answer that changes between the check and the connection cannot point us inside the network.

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Why an address is refused, or null when it is a public unicast address. */
export function refusedReason(address: string): string | null {
  const v4 = parseIPv4(address);
  if (v4 !== null) return refusedV4(v4);
  const v6 = parseIPv6(address);
  if (v6 !== null) return refusedV6(v6);
  return "not an IP address";
}

// IPv4 ranges that are not public unicast (IANA special-purpose registry, RFC 6890 and successors).
const V4_REFUSED: [string, number, string][] = [
  ["0.0.0.0", 8, "unspecified (this network)"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared address space (CGNAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved (IETF protocol assignments)"],
  ["192.0.2.0", 24, "reserved (documentation)"],
  ["192.31.196.0", 24, "reserved (AS112)"],
  ["192.52.193.0", 24, "reserved (AMT)"],
  ["192.88.99.0", 24, "reserved (6to4 relay)"],
  ["192.168.0.0", 16, "private"],
  ["192.175.48.0", 24, "reserved (AS112)"],
  ["198.18.0.0", 15, "reserved (benchmarking)"],
  ["198.51.100.0", 24, "reserved (documentation)"],
  ["203.0.113.0", 24, "reserved (documentation)"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];
const V4_TABLE = V4_REFUSED.map(([base, bits, why]) => ({ base: parseIPv4(base)!, bits, why }));

function inV4(a: number, base: number, bits: number): boolean {
  if (bits === 0) return true;
  const mask = (0xffffffff << (32 - bits)) >>> 0;
  return ((a & mask) >>> 0) === ((base & mask) >>> 0);
}

function refusedV4(a: number): string | null {
  for (const r of V4_TABLE) if (inV4(a, r.base, r.bits)) return r.why;
  return null;
}

function refusedV6(g: number[]): string | null {
  const all0 = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const v4At = (i: number) => ((g[i]! << 16) | g[i + 1]!) >>> 0;
  if (all0(0, 8)) return "unspecified";
  if (all0(0, 7) && g[7] === 1) return "loopback";
  if (all0(0, 5) && g[5] === 0xffff) return "IPv4-mapped";
  if (all0(0, 6)) return "IPv4-compatible (deprecated)";
  if (all0(0, 4) && g[4] === 0xffff && g[5] === 0) return "IPv4-translated";
  // NAT64 well-known prefix: judged by the IPv4 address it embeds.
  if (g[0] === 0x64 && g[1] === 0xff9b && all0(2, 6)) {
    const why = refusedV4(v4At(6));
    return why ? `NAT64 of a ${why} IPv4 address` : null;
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return "NAT64 local-use";
  if (g[0] === 0x0100 && all0(1, 4)) return "discard-only";
  if ((g[0]! & 0xfe00) === 0xfc00) return "unique local (ULA)";
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0]! & 0xffc0) === 0xfec0) return "site-local (deprecated)";
  if ((g[0]! & 0xff00) === 0xff00) return "multicast";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "reserved (documentation)";
  if (g[0] === 0x3fff && (g[1]! & 0xf000) === 0) return "reserved (documentation)";
  if (g[0] === 0x2001 && g[1]! < 0x0200) return "reserved (IETF protocol assignments, Teredo)";
  if (g[0] === 0x2002) {
    const why = refusedV4(v4At(1));
    return why ? `6to4 of a ${why} IPv4 address` : null;
  }
  if (g[0] === 0x5f00) return "reserved (SRv6)";
  // Outside 2000::/3 nothing is allocated as global unicast.
  if ((g[0]! & 0xe000) !== 0x2000) return "reserved";
  return null;
}

/** Dotted quad only (URL parsing has already turned `0x7f.1` and friends into this form). */
export function parseIPv4(s: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

/** Eight 16-bit groups; accepts `::`, an embedded dotted quad and a zone id (`%eth0`, ignored). */
export function parseIPv6(input: string): number[] | null {
  let s = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input;
  const zone = s.indexOf("%");
  if (zone !== -1) s = s.slice(0, zone);
  if (isIP(s) !== 6) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  const last = s.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = parseIPv4(last);
    if (v4 === null) return null;
    tail = [v4 >>> 16, v4 & 0xffff];
    s = s.slice(0, lastColon + 1) + "0"; // placeholder group, dropped below
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const toGroups = (h: string) => (h === "" ? [] : h.split(":").map((x) => parseInt(x, 16)));
  let head = toGroups(halves[0]!);
  let rest = halves.length === 2 ? toGroups(halves[1]!) : [];
  if (tail.length) {
    if (halves.length === 2) rest = rest.slice(0, -1);
    else head = head.slice(0, -1);
  }
  const want = 8 - tail.length;
  const fill = halves.length === 2 ? want - head.length - rest.length : 0;
  if (fill < 0) return null;
  const groups = [...head, ...new Array(fill).fill(0), ...rest, ...tail];
  if (groups.length !== 8 || groups.some((x) => !Number.isInteger(x) || x < 0 || x > 0xffff)) return null;
  return groups;
}

export interface CheckedUrl {
  url: URL;
  /** The hostname as written (no brackets): what TLS and `Host` use. */
  hostname: string;
  /** The address to connect to, already checked; null when the guard is off (connect by name). */
  address: string | null;
}

export class AddressRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AddressRefused";
  }
}

/**
 * Checks a webhook URL. With the guard on (`allowPrivate` false): `https:` only; the host is resolved
 * once and every address must be public, else AddressRefused names the first refused one. With the
 * guard off (ENGRAM_WEBHOOK_ALLOW_PRIVATE), `http:` is allowed too and nothing is resolved.
 */
export async function checkUrl(
  raw: string,
  opts: { allowPrivate: boolean; resolve?: Resolver; signal?: AbortSignal },
): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused("is not a valid URL");
  }
  const allowed = opts.allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!allowed.includes(url.protocol)) {
    throw new AddressRefused(opts.allowPrivate ? "must be an http:// or https:// URL" : "must be an https:// URL");
  }
  if (!url.hostname) throw new AddressRefused("has no host");
  const hostname = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  if (opts.allowPrivate) return { url, hostname, address: null };
  let addresses: string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    const resolve = opts.resolve ?? systemResolver;
    let found: { address: string }[];
    try {
      found = await abortable(resolve(hostname), opts.signal);
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      throw new AddressRefused(`host ${hostname} could not be resolved`);
    }
    addresses = found.map((a) => a.address);
    if (addresses.length === 0) throw new AddressRefused(`host ${hostname} could not be resolved`);
  }
  for (const a of addresses) {
    const why = refusedReason(a);
    if (why) throw new AddressRefused(`host ${hostname} resolves to a refused address (${a}: ${why})`);
  }
  return { url, hostname, address: addresses[0]! };
}

function abortable<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}
