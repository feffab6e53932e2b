import { sql } from "drizzle-orm";
import { idIn, withTx } from "../../db";
import { recordAudit } from "../audit/record";
import { canonicalTs, nowTs } from "../clock";
import type { Ctx } from "../context";
import { invalid } from "../errors";
import { charge, QUERY } from "../limits/meter";
import { isCurrent, readViews, type FactView, type ViewRow } from "../facts/view";

export interface GetProfileInput {
  user_id: string;
  agent_id?: string;
  as_of?: string;
}

export interface Profile {
  user_id: string;
  as_of: string | null;
  facts: FactView[];
  by_family: Record<string, FactView[]>;
  total: number;
  truncated: boolean;
}

export const PROFILE_MAX_FACTS = 200;

interface Candidate {
  seq: number;
  subject: string;
  subjectType: string;
  statedTense: "current" | "past" | "planned";
  validFrom: string | null;
  invalidAt: string | null;
  lastConfirmedAt: string | null;
}

// Everything a read view needs except the two vectors.
const FACT_COLUMNS = `seq, id, account_id as "accountId", project_id as "projectId", user_id as "userId", agent_id as "agentId",
  run_id as "runId", subject, subject_key as "subjectKey", subject_type as "subjectType", predicate, predicate_raw as "predicateRaw",
  predicate_family as "predicateFamily", object, object_key as "objectKey", object_is_literal as "objectIsLiteral", confidence,
  stated_tense as "statedTense", valid_from as "validFrom", invalid_at as "invalidAt", invalidated_by as "invalidatedBy",
  close_reason as "closeReason", source_memory_id as "sourceMemoryId", created_at as "createdAt",
  last_confirmed_at as "lastConfirmedAt", observation_count as "observationCount"`;

/**
 * What the service knows about one end user at an instant (now, or `as_of`): the facts true then, at
 * most 200; the user's own facts first (subject_type `self`, or the subject is the user's id ignoring
 * case and surrounding space), then most recently confirmed (with `as_of`: valid_from descending), then
 * newest row. Deterministic, no model call.
 */
export async function getProfile(ctx: Ctx, input: GetProfileInput): Promise<Profile> {
  const asOf = input.as_of === undefined ? null : canonicalTs(input.as_of);
  if (input.as_of !== undefined && asOf === null) throw invalid("as_of", "must be an ISO 8601 date or date-time");
  if (input.user_id.length === 0) throw invalid("user_id", "must not be empty");
  return withTx(ctx.db, async (tx) => {
    const { store } = ctx;
    await charge(tx, ctx, QUERY);
    const now = nowTs(ctx.clock);
    const at = asOf ?? now;
    const agent = input.agent_id !== undefined ? sql` and agent_id = ${input.agent_id}` : sql``;
    // Not ended by `at` and not stated as past (facts/view.ts openFactSql): the index narrows, isCurrent
    // decides (begun by then, not a plan).
    const candidates = await store.sql.all<Candidate>(
      tx,
      sql`select seq, subject, subject_type as "subjectType", stated_tense as "statedTense", valid_from as "validFrom",
      invalid_at as "invalidAt", last_confirmed_at as "lastConfirmedAt" from facts
      where project_id = ${ctx.principal.projectId} and user_id = ${input.user_id}${agent} and (invalid_at is null or invalid_at > ${at}) and stated_tense <> 'past'`,
    );
    const live = candidates.filter((c) => isCurrent(c, at));

    const me = input.user_id.trim().toLowerCase();
    const owned = (c: Candidate) => c.subjectType === "self" || c.subject.trim().toLowerCase() === me;
    const when = (c: Candidate) => (asOf === null ? (c.lastConfirmedAt ?? c.validFrom ?? "") : (c.validFrom ?? ""));
    const keyed = live.map((c) => ({ seq: c.seq, owned: owned(c), when: when(c) }));
    keyed.sort((a, b) => (a.owned !== b.owned ? (a.owned ? -1 : 1) : a.when !== b.when ? (a.when < b.when ? 1 : -1) : b.seq - a.seq));
    const chosen = keyed.slice(0, PROFILE_MAX_FACTS).map((k) => k.seq);

    const rows =
      chosen.length === 0 ? [] : await store.sql.all<ViewRow>(tx, sql`select ${sql.raw(FACT_COLUMNS)} from facts where ${idIn(sql.raw("seq"), chosen)}`);
    const bySeq = new Map(rows.map((r) => [r.seq, r]));
    const facts = await readViews(store, tx, chosen.map((s) => bySeq.get(s)!), now);
    const byFamily: Record<string, FactView[]> = {};
    for (const f of facts) (byFamily[f.predicate_family ?? "other"] ??= []).push(f);

    await recordAudit(tx, ctx, { action: "read", userId: input.user_id, meta: { endpoint: "profile", facts: facts.length }, read: { memories: [], facts: facts.map((f) => f.id) } });
    return { user_id: input.user_id, as_of: input.as_of ?? null, facts, by_family: byFamily, total: live.length, truncated: live.length > facts.length };
  });
}
