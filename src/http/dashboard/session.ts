import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Runtime } from "../../domain/context";
import { DomainError } from "../../domain/errors";

/**
 * Dashboard sessions: the admin token is given once to POST /dashboard/login and exchanged for a random
 * session id in an HttpOnly, SameSite=Strict cookie; the token itself never reaches a URL or the page's
 * storage. Sessions live in the serving process (a restart logs everyone out), expire after
 * SESSION_HOURS, and end at logout. Cookie-authenticated requests that change state must also carry
 * the session's CSRF token in `X-CSRF-Token` and, when the browser sends one, an Origin of this host.
 */
export const SESSION_COOKIE = "engram_session";
export const SESSION_HOURS = 8;
export const CSRF_HEADER = "x-csrf-token";

/** Failed logins per client address: from the FREE_FAILURES-th on, a wait that doubles, up to MAX_WAIT_S. */
const FREE_FAILURES = 3;
const MAX_WAIT_S = 300;
const FAILURE_MEMORY_US = 15 * 60 * 1_000_000;

interface Session {
  csrf: string;
  expiresUs: number;
}

interface Failures {
  count: number;
  lastUs: number;
  lockedUntilUs: number;
}

interface Store {
  sessions: Map<string, Session>;
  failures: Map<string, Failures>;
}

const stores = new WeakMap<Runtime, Store>();

function storeOf(rt: Runtime): Store {
  let s = stores.get(rt);
  if (!s) stores.set(rt, (s = { sessions: new Map(), failures: new Map() }));
  return s;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A browser's Origin (sent on cross-site and on same-site POSTs) must name this very host. */
export function checkOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== host) throw new DomainError("forbidden", `Origin ${origin} may not act on this dashboard; open it at its own address.`);
}

export interface LiveSession {
  id: string;
  csrf: string;
  expires_at: string;
}

/** The live session a request's cookie names, or null (none, unknown, or expired). */
export function sessionOf(rt: Runtime, request: Request): LiveSession | null {
  const id = cookieValue(request, SESSION_COOKIE);
  if (!id) return null;
  const store = storeOf(rt);
  const s = store.sessions.get(id);
  if (!s) return null;
  if (s.expiresUs <= rt.clock.nowMicros()) {
    store.sessions.delete(id);
    return null;
  }
  return { id, csrf: s.csrf, expires_at: new Date(Math.floor(s.expiresUs / 1000)).toISOString() };
}

/**
 * Admin routes: true when the request is authenticated by a dashboard session (a state-changing one
 * with its CSRF token). False sends the caller on to the Bearer admin token check, which wins when an
 * Authorization header is present at all.
 */
export function adminSession(rt: Runtime, request: Request): boolean {
  if (request.headers.get("authorization") !== null) return false;
  const session = sessionOf(rt, request);
  if (!session) return false;
  if (!SAFE_METHODS.has(request.method.toUpperCase())) requireCsrf(request, session);
  return true;
}

export function requireCsrf(request: Request, session: LiveSession): void {
  checkOrigin(request);
  const given = request.headers.get(CSRF_HEADER);
  if (given === null || !sameText(given, session.csrf)) {
    throw new DomainError("forbidden", "Missing or wrong X-CSRF-Token header: a dashboard request that changes something must carry its session's CSRF token.");
  }
}

/**
 * Checks a login attempt. A wrong token is refused with nothing more said; after FREE_FAILURES failures
 * from one address every further attempt (right token or not) waits out a lockout that doubles each time.
 */
export function login(rt: Runtime, client: string, given: string, token: string): LiveSession {
  const store = storeOf(rt);
  const now = rt.clock.nowMicros();
  let f = store.failures.get(client);
  if (f && now - f.lastUs > FAILURE_MEMORY_US && now >= f.lockedUntilUs) {
    store.failures.delete(client);
    f = undefined;
  }
  if (f && now < f.lockedUntilUs) {
    const wait = Math.ceil((f.lockedUntilUs - now) / 1_000_000);
    throw new DomainError("rate_limit_exceeded", `Too many failed logins from this address; try again in ${wait} s.`, {}, { "Retry-After": String(wait) });
  }
  if (!sameText(given, token)) {
    const count = (f?.count ?? 0) + 1;
    const waitS = count >= FREE_FAILURES ? Math.min(MAX_WAIT_S, 2 ** (count - FREE_FAILURES)) : 0;
    store.failures.set(client, { count, lastUs: now, lockedUntilUs: now + waitS * 1_000_000 });
    throw new DomainError("invalid_key", "Invalid admin token.");
  }
  store.failures.delete(client);
  const id = randomBytes(32).toString("base64url");
  const s: Session = { csrf: randomBytes(32).toString("base64url"), expiresUs: now + SESSION_HOURS * 3600 * 1_000_000 };
  // Old sessions are swept at each login so the map never grows with abandoned browsers.
  for (const [k, v] of store.sessions) if (v.expiresUs <= now) store.sessions.delete(k);
  store.sessions.set(id, s);
  return { id, csrf: s.csrf, expires_at: new Date(Math.floor(s.expiresUs / 1000)).toISOString() };
}

export function logout(rt: Runtime, id: string): void {
  storeOf(rt).sessions.delete(id);
}

export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_HOURS * 3600}${secure ? "; Secure" : ""}`;
}

export function clearedCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;
}
