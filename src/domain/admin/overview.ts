import type { Tier } from "../../config";
import { sql, type SQL } from "drizzle-orm";
import { formatTs } from "../clock";
import type { Runtime } from "../context";
import { monthOf } from "../limits/meter";
import { TIER_LIMITS } from "../limits/tiers";

export const OVERVIEW_DAYS = 30;
const DAY_US = 86_400_000_000;

export interface ProjectSeries {
  id: string;
  account_id: string;
  name: string;
  archived: boolean;
  /** Live memories and facts ever recorded (closed ones included) at the end of each day. */
  memories: number[];
  facts: number[];
  /** Write and read events per day, from the audit log (the operator's own reads left out). */
  writes: number[];
  queries: number[];
  /** Extraction jobs not done yet. */
  backlog: number;
  memories_total: number;
  facts_open: number;
}

export interface AccountUsage {
  id: string;
  name: string | null;
  tier: Tier;
  month: string;
  writes: { used: number; limit: number | null };
  queries: { used: number; limit: number | null };
  webhooks: { endpoints: number; disabled: number; failed: number[]; failed_total: number; pending: number };
}

export interface Overview {
  generated_at: string;
  days: string[];
  projects: ProjectSeries[];
  accounts: AccountUsage[];
}

type DayRow = { d: string; n: number };

/** A count per UTC day (rows `d`, `n`), as a map. */
async function byDay(rt: Runtime, query: SQL): Promise<Map<string, number>> {
  return new Map((await rt.store.sql.all<DayRow>(rt.db, query)).map((r) => [r.d, r.n]));
}

async function one(rt: Runtime, query: SQL): Promise<number> {
  return (await rt.store.sql.one<{ n: number }>(rt.db, query))?.n ?? 0;
}

async function counts(rt: Runtime, query: SQL): Promise<Map<string, number>> {
  return new Map((await rt.store.sql.all<{ owner: string; n: number }>(rt.db, query)).map((r) => [r.owner, r.n]));
}

/** Daily values over `days`; `before` (everything earlier) starts a running total when cumulative. */
function series(m: Map<string, number>, days: string[], before: number | null): number[] {
  let run = before ?? 0;
  return days.map((d) => {
    const n = m.get(d) ?? 0;
    run = before === null ? n : run + n;
    return run;
  });
}

// Per project, each an index range: (project_id, deleted_at, created_at) on memories,
// (project_id, created_at, invalid_at, stated_tense) on facts (migration 0011). The audit log is read as below.
const MEMORIES_BEFORE = (p: string, since: string) => sql`select count(*) n from memories where project_id = ${p} and deleted_at is null and created_at < ${since}`;
const MEMORIES_DAYS = (p: string, since: string) =>
  sql`select substr(created_at, 1, 10) d, count(*) n from memories where project_id = ${p} and deleted_at is null and created_at >= ${since} group by 1`;
const FACTS_BEFORE = (p: string, since: string) => sql`select count(*) n from facts where project_id = ${p} and created_at < ${since}`;
const FACTS_DAYS = (p: string, since: string) => sql`select substr(created_at, 1, 10) d, count(*) n from facts where project_id = ${p} and created_at >= ${since} group by 1`;
const FACTS_OPEN = (p: string, now: string) => sql`select count(*) n from facts where project_id = ${p} and (invalid_at is null or invalid_at > ${now}) and stated_tense <> 'past'`;
const EVENTS = (accountId: string, projectId: string, from: string, to: string) => sql`select substr(ts, 1, 10) d, sum(case when action in ('write', 'fact_write') then 1 else 0 end) w, sum(case when action = 'read' then 1 else 0 end) q from audit_events
  where account_id = ${accountId} and project_id = ${projectId} and ts >= ${from} and ts < ${to} and actor <> 'dashboard' group by 1`;

type Activity = Map<string, { w: number; q: number }>;

/**
 * Writes and reads per day come from the audit log, whose rows are read one by one (the action and
 * actor are not in an index): O(events in the window). Past days never change (the log is append-only
 * until its 400-day pruning), so they are counted once per process and day; only today is read live.
 */
// Keyed by the database handle: every request's context is a new object around the same database.
const pastActivity = new WeakMap<object, Map<string, Activity>>();

async function activity(rt: Runtime, accountId: string, projectId: string, since: string, todayStart: string): Promise<Activity> {
  const read = async (from: string, to: string): Promise<Activity> =>
    new Map((await rt.store.sql.all<{ d: string; w: number; q: number }>(rt.db, EVENTS(accountId, projectId, from, to))).map((r) => [r.d, { w: r.w, q: r.q }]));
  let cache = pastActivity.get(rt.db);
  if (!cache) pastActivity.set(rt.db, (cache = new Map()));
  const key = `${projectId}|${since}`;
  let past = cache.get(key);
  if (!past) {
    // A new day: forget the previous window's entries so the cache holds one window per project.
    for (const k of cache.keys()) if (k.startsWith(`${projectId}|`)) cache.delete(k);
    cache.set(key, (past = await read(since, todayStart)));
  }
  return new Map([...past, ...(await read(todayStart, "9999"))]);
}

/**
 * What the dashboard's overview draws: per project, the last 30 UTC days of memories, facts, writes and
 * queries, and the extraction backlog; per account, the month so far against the tier's quotas and the
 * webhook deliveries that failed. A few index-range queries per project and per account.
 */
export async function overview(rt: Runtime): Promise<Overview> {
  const nowUs = rt.clock.nowMicros();
  const now = formatTs(nowUs);
  const today = Math.floor(nowUs / DAY_US) * DAY_US;
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => formatTs(today - (OVERVIEW_DAYS - 1 - i) * DAY_US).slice(0, 10));
  const since = `${days[0]}T00:00:00.000000Z`;
  const todayStart = `${days[days.length - 1]}T00:00:00.000000Z`;

  const backlog = await counts(rt, sql`select project_id owner, count(*) n from jobs where kind = 'extract-memory' and status in ('pending', 'running') group by 1`);

  const projectRows = await rt.store.sql.all<{ id: string; account_id: string; name: string; archived_at: string | null }>(
    rt.db,
    sql`select id, account_id, name, archived_at from projects order by created_at desc`,
  );
  const projects: ProjectSeries[] = [];
  for (const p of projectRows) {
    const mem = series(await byDay(rt, MEMORIES_DAYS(p.id, since)), days, await one(rt, MEMORIES_BEFORE(p.id, since)));
    const act = await activity(rt, p.account_id, p.id, since, todayStart);
    projects.push({
      id: p.id,
      account_id: p.account_id,
      name: p.name,
      archived: p.archived_at !== null,
      memories: mem,
      facts: series(await byDay(rt, FACTS_DAYS(p.id, since)), days, await one(rt, FACTS_BEFORE(p.id, since))),
      writes: days.map((d) => act.get(d)?.w ?? 0),
      queries: days.map((d) => act.get(d)?.q ?? 0),
      backlog: backlog.get(p.id) ?? 0,
      memories_total: mem[mem.length - 1] ?? 0,
      facts_open: await one(rt, FACTS_OPEN(p.id, now)),
    });
  }

  const month = monthOf(nowUs);
  const used = await rt.store.sql.all<{ account_id: string; kind: "writes" | "queries"; used: number }>(
    rt.db,
    sql`select account_id, kind, used from usage_counters where month = ${month}`,
  );
  const failedOf = (accountId: string) => sql`select substr(d.updated_at, 1, 10) d, count(*) n from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
    where e.account_id = ${accountId} and d.status = 'failed' and d.updated_at >= ${since} group by 1`;
  const pending = await counts(rt, sql`select e.account_id owner, count(*) n from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where d.status = 'pending' group by 1`);
  const endpoints = await counts(rt, sql`select account_id owner, count(*) n from webhook_endpoints group by 1`);
  const disabled = await counts(rt, sql`select account_id owner, count(*) n from webhook_endpoints where not enabled group by 1`);
  const accountRows = await rt.store.sql.all<{ id: string; name: string | null; tier: Tier }>(rt.db, sql`select id, name, tier from accounts order by created_at desc`);
  const accounts: AccountUsage[] = [];
  for (const a of accountRows) {
    const limits = TIER_LIMITS[a.tier];
    const use = (kind: "writes" | "queries") => used.find((u) => u.account_id === a.id && u.kind === kind)?.used ?? 0;
    const fails = series(await byDay(rt, failedOf(a.id)), days, null);
    accounts.push({
      id: a.id,
      name: a.name,
      tier: a.tier,
      month,
      writes: { used: use("writes"), limit: limits.writes },
      queries: { used: use("queries"), limit: limits.queries },
      webhooks: {
        endpoints: endpoints.get(a.id) ?? 0,
        disabled: disabled.get(a.id) ?? 0,
        failed: fails,
        failed_total: fails.reduce((x, y) => x + y, 0),
        pending: pending.get(a.id) ?? 0,
      },
    });
  }
  return { generated_at: now, days, projects, accounts };
}
