import { timingSafeEqual } from "node:crypto";
import type { Runtime } from "../../domain/context";
import { DomainError } from "../../domain/errors";
import { endSession, findSession, SESSION_HOURS, type LiveSession } from "../../domain/sessions";

/**
 * Dashboard sessions over HTTP: the admin token is given once to POST /dashboard/login and exchanged for
 * a random session id in an HttpOnly, SameSite=Strict cookie; the token itself never reaches a URL or the
 * page's storage. Sessions and the login lockout live in the database (src/domain/sessions/), so they
 * hold on every node of the install and across a restart; they expire after SESSION_HOURS and end at
 * logout. Cookie-authenticated requests that change state must also carry the session's CSRF token in
 * `X-CSRF-Token` and, when the browser sends one, an Origin of this host.
 */
export const SESSION_COOKIE = "engram_session";
export const CSRF_HEADER = "x-csrf-token";
export { login, type LiveSession } from "../../domain/sessions";

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

/** The live session a request's cookie names, or null (none, unknown, ended or expired). */
export async function sessionOf(rt: Runtime, request: Request): Promise<LiveSession | null> {
  const id = cookieValue(request, SESSION_COOKIE);
  return id ? findSession(rt, id) : null;
}

/**
 * Admin routes: true when the request is authenticated by a dashboard session (a state-changing one
 * with its CSRF token). False sends the caller on to the Bearer admin token check, which wins when an
 * Authorization header is present at all.
 */
export async function adminSession(rt: Runtime, request: Request): Promise<boolean> {
  if (request.headers.get("authorization") !== null) return false;
  const session = await sessionOf(rt, request);
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

export async function logout(rt: Runtime, session: LiveSession): Promise<void> {
  await endSession(rt, session.id);
}

export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_HOURS * 3600}${secure ? "; Secure" : ""}`;
}

export function clearedCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;
}
