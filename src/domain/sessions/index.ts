import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import { first, tables } from "../../db";
import { formatTs, parseTimestamp } from "../clock";
import type { Runtime } from "../context";
import { DomainError } from "../errors";
import { log } from "../../log";

/**
 * Dashboard sessions and the login lockout (issue 25, plan §2.10). Both live in the database, not in the
 * serving process: a session made through one node works on every node of the install, logging out
 * anywhere ends it everywhere, failed logins count wherever they arrive, and a restart keeps sessions.
 * A session is stored under the SHA-256 of its id only, so a copy of the database opens no session.
 */
export const SESSION_HOURS = 8;

/** Failed logins per client address: from the FREE_FAILURES-th on, a wait that doubles, up to MAX_WAIT_S. */
const FREE_FAILURES = 3;
const MAX_WAIT_S = 300;
/** A count with no failure for this long (and no lockout running) starts again from zero. */
const FAILURE_MEMORY_US = 15 * 60 * 1_000_000;

export interface LiveSession {
  /** The session id (the cookie's value); only its hash is stored. */
  id: string;
  csrf: string;
  expires_at: string;
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");
const iso = (us: number) => new Date(Math.floor(us / 1000)).toISOString();

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The live session of this id, or null (none, unknown, ended or expired). */
export async function findSession(rt: Pick<Runtime, "db" | "clock">, id: string): Promise<LiveSession | null> {
  const s = tables.dashboardSessions;
  const row = await first(rt.db.select().from(s).where(and(eq(s.idSha256, hashOf(id)), gt(s.expiresAt, formatTs(rt.clock.nowMicros())))));
  return row ? { id, csrf: row.csrf, expires_at: iso(parseTimestamp(row.expiresAt)!) } : null;
}

export async function endSession(rt: Pick<Runtime, "store">, id: string): Promise<void> {
  const s = tables.dashboardSessions;
  await rt.store.tx((tx) => tx.delete(s).where(eq(s.idSha256, hashOf(id))), { name: "dashboard-logout" });
}

type Attempt = { ok: true; session: LiveSession } | { ok: false; waitS: number } | { ok: false; waitS: null };

/**
 * Checks a login attempt against the admin token. A wrong token is refused with nothing more said; after
 * FREE_FAILURES failures from one address every further attempt (right token or not) waits out a lockout
 * that doubles each time. One transaction per attempt, holding the address's row from its first
 * statement, so attempts from one address through several nodes at once are counted one after another.
 */
export async function login(rt: Pick<Runtime, "store" | "clock">, client: string, given: string, token: string): Promise<LiveSession> {
  const f = tables.loginFailures;
  const now = rt.clock.nowMicros();
  const nowText = formatTs(now);
  const outcome = await rt.store.tx<Attempt>(
    async (tx) => {
      // Insert-or-touch: the row exists and is locked (PostgreSQL) for the rest of the transaction.
      const [row] = await tx
        .insert(f)
        .values({ client, count: 0, lastAt: nowText, lockedUntil: nowText })
        .onConflictDoUpdate({ target: f.client, set: { client: sql`excluded.client` } })
        .returning();
      const lastUs = parseTimestamp(row!.lastAt)!;
      const lockedUntilUs = parseTimestamp(row!.lockedUntil)!;
      if (now < lockedUntilUs) return { ok: false, waitS: Math.ceil((lockedUntilUs - now) / 1_000_000) };
      const previous = now - lastUs > FAILURE_MEMORY_US ? 0 : row!.count;
      if (!sameText(given, token)) {
        const count = previous + 1;
        const waitS = count >= FREE_FAILURES ? Math.min(MAX_WAIT_S, 2 ** (count - FREE_FAILURES)) : 0;
        await tx.update(f).set({ count, lastAt: nowText, lockedUntil: formatTs(now + waitS * 1_000_000) }).where(eq(f.client, client));
        return { ok: false, waitS: null };
      }
      await tx.delete(f).where(eq(f.client, client));
      const id = randomBytes(32).toString("base64url");
      const csrf = randomBytes(32).toString("base64url");
      const expiresUs = now + SESSION_HOURS * 3600 * 1_000_000;
      await tx.insert(tables.dashboardSessions).values({ idSha256: hashOf(id), csrf, createdAt: nowText, expiresAt: formatTs(expiresUs) });
      return { ok: true, session: { id, csrf, expires_at: iso(expiresUs) } };
    },
    { name: "dashboard-login" },
  );
  await prune(rt, now);
  if (outcome.ok) return outcome.session;
  if (outcome.waitS !== null) {
    const wait = String(outcome.waitS);
    throw new DomainError("rate_limit_exceeded", `Too many failed logins from this address; try again in ${wait} s.`, {}, { "Retry-After": wait });
  }
  throw new DomainError("invalid_key", "Invalid admin token.");
}

/**
 * Drops expired sessions and failure counts that no longer matter, at each login attempt so the tables
 * never grow with abandoned browsers or passing addresses. Its own transaction, after the attempt's:
 * it never holds one address's row while waiting for another's. Best effort: the next attempt retries.
 */
async function prune(rt: Pick<Runtime, "store">, now: number): Promise<void> {
  const s = tables.dashboardSessions;
  const f = tables.loginFailures;
  try {
    await rt.store.tx(
      async (tx) => {
        await tx.delete(s).where(lte(s.expiresAt, formatTs(now)));
        // A lockout never outlasts MAX_WAIT_S (< FAILURE_MEMORY_US) past the failure that started it.
        await tx.delete(f).where(lt(f.lastAt, formatTs(now - FAILURE_MEMORY_US)));
      },
      { name: "dashboard-prune" },
    );
  } catch (err) {
    log.warn("pruning dashboard sessions failed", { error: String(err) });
  }
}
