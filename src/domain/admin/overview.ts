import type { Tier } from "../../config";
import { cachedStatement } from "../../db";
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

type DayCount = { owner: string; d: string; n: number };

/** Per-day counts keyed by owner: `sql` must select `owner`, `d` (YYYY-MM-DD) and `n`. */
function byDay(rt: Runtime, sql: string, args: (string | number)[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const r of cachedStatement(rt.db.$client, sql).all(...args) as DayCount[]) {
    const m = out.get(r.owner) ?? new Map<string, number>();
    m.set(r.d, r.n);
    out.set(r.owner, m);
  }
  return out;
}

function counts(rt: Runtime, sql: string, args: (string | number)[] = []): Map<string, number> {
  return new Map((cachedStatement(rt.db.$client, sql).all(...args) as { owner: string; n: number }[]).map((r) => [r.owner, r.n]));
}

/** Daily values over `days`; `cumulative` adds everything before the window to the first day. */
function series(m: Map<string, number> | undefined, days: string[], cumulative: boolean): number[] {
  if (!m) return days.map(() => 0);
  let run = 0;
  if (cumulative) for (const [d, n] of m) if (d < days[0]!) run += n;
  return days.map((d) => {
    const n = m.get(d) ?? 0;
    run = cumulative ? run + n : n;
    return run;
  });
}

/**
 * What the dashboard's overview draws: per project, the last 30 UTC days of memories, facts, writes and
 * queries, and the extraction backlog; per account, the month so far against the tier's quotas and the
 * webhook deliveries that failed. A handful of grouped queries, no per-row work.
 */
export function overview(rt: Runtime): Overview {
  const nowUs = rt.clock.nowMicros();
  const now = formatTs(nowUs);
  const today = Math.floor(nowUs / DAY_US) * DAY_US;
  const days = Array.from({ length: OVERVIEW_DAYS }, (_, i) => formatTs(today - (OVERVIEW_DAYS - 1 - i) * DAY_US).slice(0, 10));
  const since = `${days[0]}T00:00:00.000000Z`;

  const memories = byDay(rt, "select project_id owner, substr(created_at, 1, 10) d, count(*) n from memories where deleted_at is null group by 1, 2", []);
  const facts = byDay(rt, "select project_id owner, substr(created_at, 1, 10) d, count(*) n from facts group by 1, 2", []);
  const events = (actions: string) =>
    byDay(
      rt,
      `select project_id owner, substr(ts, 1, 10) d, count(*) n from audit_events
       where ts >= ? and actor <> 'dashboard' and action in (${actions}) and project_id is not null group by 1, 2`,
      [since],
    );
  const writes = events("'write', 'fact_write'");
  const queries = events("'read'");
  const backlog = counts(rt, "select project_id owner, count(*) n from jobs where kind = 'extract-memory' and status in ('pending', 'running') group by 1");
  const openFacts = counts(rt, "select project_id owner, count(*) n from facts where (invalid_at is null or invalid_at > ?) and stated_tense <> 'past' group by 1", [now]);

  const projects = (cachedStatement(rt.db.$client, "select id, account_id, name, archived_at from projects order by created_at desc").all() as {
    id: string;
    account_id: string;
    name: string;
    archived_at: string | null;
  }[]).map((p): ProjectSeries => {
    const mem = series(memories.get(p.id), days, true);
    return {
      id: p.id,
      account_id: p.account_id,
      name: p.name,
      archived: p.archived_at !== null,
      memories: mem,
      facts: series(facts.get(p.id), days, true),
      writes: series(writes.get(p.id), days, false),
      queries: series(queries.get(p.id), days, false),
      backlog: backlog.get(p.id) ?? 0,
      memories_total: mem[mem.length - 1] ?? 0,
      facts_open: openFacts.get(p.id) ?? 0,
    };
  });

  const month = monthOf(nowUs);
  const used = cachedStatement(rt.db.$client, "select account_id, kind, used from usage_counters where month = ?").all(month) as {
    account_id: string;
    kind: "writes" | "queries";
    used: number;
  }[];
  const failed = byDay(
    rt,
    `select e.account_id owner, substr(d.updated_at, 1, 10) d, count(*) n from webhook_deliveries d
     join webhook_endpoints e on e.id = d.endpoint_id where d.status = 'failed' and d.updated_at >= ? group by 1, 2`,
    [since],
  );
  const pending = counts(rt, "select e.account_id owner, count(*) n from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where d.status = 'pending' group by 1");
  const endpoints = counts(rt, "select account_id owner, count(*) n from webhook_endpoints group by 1");
  const disabled = counts(rt, "select account_id owner, count(*) n from webhook_endpoints where enabled = 0 group by 1");
  const accounts = (cachedStatement(rt.db.$client, "select id, name, tier from accounts order by created_at desc").all() as { id: string; name: string | null; tier: Tier }[]).map(
    (a): AccountUsage => {
      const limits = TIER_LIMITS[a.tier];
      const use = (kind: "writes" | "queries") => used.find((u) => u.account_id === a.id && u.kind === kind)?.used ?? 0;
      const fails = series(failed.get(a.id), days, false);
      return {
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
      };
    },
  );
  return { generated_at: now, days, projects, accounts };
}
