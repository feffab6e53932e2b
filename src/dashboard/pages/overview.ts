/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference lib="dom.asynciterable" />
// The overview: per account the month against its quotas and webhook failures; per project 30 days of
// memories, facts, writes and queries, and the extraction backlog.
import { get } from "../api.ts";
import { barChart, lineChart, quotaBar } from "../charts.ts";
import { h, link, num } from "../dom.ts";

interface Overview {
  generated_at: string;
  days: string[];
  projects: { id: string; account_id: string; name: string; archived: boolean; memories: number[]; facts: number[]; writes: number[]; queries: number[]; backlog: number; memories_total: number; facts_open: number }[];
  accounts: { id: string; name: string | null; tier: string; month: string; writes: { used: number; limit: number | null }; queries: { used: number; limit: number | null }; webhooks: { endpoints: number; disabled: number; failed: number[]; failed_total: number; pending: number } }[];
}

export async function overviewPage(main: HTMLElement): Promise<void> {
  const o = await get<Overview>("/overview");
  const accounts = o.accounts.map((a) => {
    const projects = o.projects.filter((p) => p.account_id === a.id && !p.archived);
    return h(
      "section",
      { class: "card", "aria-labelledby": `ov-${a.id}` },
      h("h2", { id: `ov-${a.id}` }, a.name ?? a.id, " ", h("span", { class: "badge" }, a.tier)),
      h("div", { class: "quotas" }, quotaBar(`Writes ${a.month}`, a.writes.used, a.writes.limit), quotaBar(`Queries ${a.month}`, a.queries.used, a.queries.limit)),
      a.webhooks.endpoints > 0
        ? h(
            "div",
            {},
            h("p", {}, `Webhooks: ${a.webhooks.endpoints} endpoint(s), ${a.webhooks.disabled} switched off, ${a.webhooks.pending} delivery(ies) pending, ${a.webhooks.failed_total} failed in ${o.days.length} days. `, link("#/webhooks", "Endpoints")),
            a.webhooks.failed_total > 0 ? barChart("Failed webhook deliveries per day", o.days, [{ name: "failed", values: a.webhooks.failed }]) : null,
          )
        : null,
      projects.map((p) =>
        h(
          "div",
          { class: "project" },
          h("h3", {}, link(`#/browse/${p.id}`, p.name), " ", h("small", {}, `${num(p.memories_total)} memories · ${num(p.facts_open)} open facts · extraction backlog ${num(p.backlog)}`)),
          h(
            "div",
            { class: "charts" },
            lineChart("Memories and facts over time", o.days, [
              { name: "memories", values: p.memories },
              { name: "facts recorded", values: p.facts },
            ]),
            barChart("Writes and queries per day", o.days, [
              { name: "writes", values: p.writes },
              { name: "queries", values: p.queries },
            ]),
          ),
        ),
      ),
      projects.length === 0 ? h("p", { class: "empty" }, "No active projects.") : null,
    );
  });
  main.replaceChildren(h("h1", {}, "Overview"), h("p", { class: "muted" }, `Last ${o.days.length} days (UTC), as of ${o.generated_at.slice(0, 16).replace("T", " ")}.`), ...accounts);
}
