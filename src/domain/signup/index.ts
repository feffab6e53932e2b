import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Tier } from "../../config";
import { first, tables, withTx } from "../../db";
import { insertAccount } from "../accounts";
import { formatTs } from "../clock";
import { SCOPES, type Runtime, type Scope } from "../context";
import { DomainError } from "../errors";
import { insertKey } from "../keys";
import { insertProject } from "../projects";
import { signupLock } from "../locks";

const DAY_US = 86_400_000_000;
export const SIGNUP_LIMIT_PER_ADDRESS = 10;
export const SIGNUP_LIMIT_OVERALL = 1000;

export interface SignUpResult {
  account_id: string;
  project_id: string;
  key_id: string;
  api_key: string;
  scopes: Scope[];
  tier: Tier;
}

/**
 * Self sign-up: one account, its default project and a read-write key, in one transaction.
 * The 24-hour windows count successful sign-ups only, so a refused call never uses up a slot.
 */
export async function signUp(rt: Runtime, input: { name?: string; email?: string; ip: string }): Promise<SignUpResult> {
  if (rt.config.signup === "closed") {
    throw new DomainError("signup_disabled", "Self sign-up is disabled on this server; ask its operator for a key.");
  }
  return withTx(rt.db, async (tx) => {
    const now = rt.clock.nowMicros();
    const since = formatTs(now - DAY_US);
    const recent = (await first(tx.select({ n: count() }).from(tables.signups).where(gt(tables.signups.at, since))))!.n;
    const fromAddress = (await first(tx
      .select({ n: count() })
      .from(tables.signups)
      .where(and(eq(tables.signups.ip, input.ip), gt(tables.signups.at, since)))))!;
    const overLimit = fromAddress.n >= SIGNUP_LIMIT_PER_ADDRESS ? "from this address" : recent >= SIGNUP_LIMIT_OVERALL ? "on this server" : null;
    if (overLimit) {
      const oldest = (await first(tx
        .select({ at: tables.signups.at })
        .from(tables.signups)
        .where(overLimit === "from this address" ? and(eq(tables.signups.ip, input.ip), gt(tables.signups.at, since)) : gt(tables.signups.at, since))
        .orderBy(tables.signups.at)
        .limit(1)));
      const retryAfter = oldest ? Math.max(1, Math.ceil((Date.parse(oldest.at) * 1000 + DAY_US - now) / 1_000_000)) : 60;
      throw new DomainError(
        "signup_rate_limited",
        `Too many new accounts ${overLimit} in the last 24 hours; retry in ${retryAfter} seconds.`,
        {},
        { "Retry-After": String(retryAfter) },
      );
    }
    // Old rows serve no window any more.
    await tx.delete(tables.signups).where(lt(tables.signups.at, since));
    await tx.insert(tables.signups).values({ ip: input.ip, at: formatTs(now) });
    const account = await insertAccount(tx, rt, { name: input.name ?? null, email: input.email ?? null, tier: rt.config.defaultTier });
    const project = await insertProject(tx, rt, account.id, "default");
    const key = await insertKey(tx, rt, { accountId: account.id, projectId: project.id, scopes: [...SCOPES], actor: "rest" });
    return {
      account_id: account.id,
      project_id: project.id,
      key_id: key.id,
      api_key: key.api_key,
      scopes: key.scopes,
      tier: account.tier,
    };
  }, { locks: [signupLock()] });
}
